"""Every place where ceelo-tui changes how Textual itself behaves, and nothing else.

Three adjustments use public API only and live in their own modules; each screen gets them
from its base class (``screens/base.py`` for the places, ``screens/dialog.py`` for dialogs):

- :mod:`.styled_once`: a screen showing for the first time skips the second restyle that
  ``ScreenResume`` asks for (upstream made the restyle optional in Textualize/textual PR
  #6314, but still asks for it on a screen's first showing).
- :mod:`.widgets_first`: no key reaches a screen before its widgets exist (``push_screen``
  puts it on top before it composes; no upstream report found).
- :mod:`.dismiss_once`: a dialog closes at most once (Textualize/textual issue #2575:
  dismissing a screen no longer on top pops whatever is there).

:mod:`.serve_process` reads the one private name of textual-serve the browser server needs: a
tab's game process (its exit status and a signal, which ``AppService`` does not offer).

The workarounds in this module touch a private name of Textual; nothing else in ceelo-tui does.

Each one says which upstream behaviour it works around and which private names it relies
on; ``tests/test_textual_compat.py`` fails as soon as one of those names changes, so a newer
Textual is checked by running that test (see the README, "Checking a newer Textual").
Tested with Textual 8.2.8 (``pyproject.toml`` pins ``textual~=8.2.8``).

Removed with the one table screen: the screen-per-phase router's key and dismiss races, the
Footer's leaked key watchers (``Footer.__watchers``: the key bar is now one text widget,
``widgets/key_bar.py``), the help screen found through ``App._installed_screens`` (now
``App.get_screen``) and the key maps read through ``DOMNode._bindings`` (now the public
``BINDINGS`` of each class, ``widgets/screen_keys.py``).
"""

from __future__ import annotations

from typing import Any, Literal

from textual import events, work
from textual._styles_cache import StylesCache  # for section 3, below
from textual.app import ComposeResult
from textual.command import CommandInput, CommandList, CommandPalette, SearchIcon
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.filter import ANSIToTruecolor
from textual.widgets import Button, LoadingIndicator, Select

# ---------------------------------------------------------------------- 1. the Select's list
# Textual's drop-down (``Select``) opens an ``OptionList`` overlay whose page keys read the map
# of where each option is drawn (``_index_to_line``); the map is empty until the opened list
# has been laid out, so Page Up/Down pressed in that moment raised ``KeyError`` inside
# ``OptionList._move_page`` and ended the app (our seeded monkey test found it). The same crash
# from ``SelectOverlay.action_page_down`` is reported downstream in
# https://github.com/kagan-sh/kagan-legacy/issues/31; upstream fixed a sibling race of the same
# list (drawing before its layout, https://github.com/Textualize/textual/issues/5568, PR #5574)
# but not this one in 8.2.8.
# ``select_parts`` composes a Select as ``Select.compose`` does, with the guarded list (made
# already compact, and, for a Select never blank, its value line already showing a value,
# through ``SelectCurrent.has_value``, which the Select sets the same as it mounts).
# Private names: the module ``textual.widgets._select`` (``SelectOverlay``, ``SelectCurrent``,
# not exported by ``textual.widgets``), ``OptionList._move_page``, ``OptionList._index_to_line``,
# ``Select._type_to_search``, ``Select._allow_blank``.
from textual.widgets._select import SelectCurrent, SelectOverlay

from .dismiss_once import DismissOnce
from .styled_once import StyledWhenMounted

__all__ = ["GuardedSelectOverlay", "SafeCommandList", "SafeCommandPalette", "forget_ended_apps", "select_parts"]


class GuardedSelectOverlay(StyledWhenMounted, SelectOverlay):
    """The opened list of a Select, whose page keys wait for its first layout (and which is
    styled as it mounts, not at each class it is given before)."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        """Move a page, once the list knows where its options are drawn."""
        if (self.highlighted or 0) not in self._index_to_line:
            return
        super()._move_page(direction)


def select_parts(select: Select[Any]) -> ComposeResult:
    """What ``Select.compose`` yields, with :class:`GuardedSelectOverlay` as the list.

    The list is made as compact as ``select`` (the binding keeps it so), and for a Select that
    is never blank the line showing the value starts as showing one (``SelectCurrent.has_value``,
    which puts its class on a node not yet styled): Textual sets both as the Select mounts, and
    each change then restyles the part and its children."""
    current = SelectCurrent(select.prompt)
    current.has_value = not select._allow_blank
    yield current
    overlay = GuardedSelectOverlay(type_to_search=select._type_to_search)
    overlay.compact = select.compact
    yield overlay.data_bind(compact=Select.compact)


# ---------------------------------------------------------------------- 2. the command palette
# The palette searches in a worker (``CommandPalette._gather_commands``, an exclusive
# ``@work`` in the group ``CommandPalette._GATHER_COMMANDS_GROUP``) that looks up the palette's
# own option list as it goes. A search still starting as the palette closes (a quick Enter on
# a command, then another key) found no list and its ``NoMatches`` ended the app. Textual
# documents that dismissing a screen that is no longer on top misbehaves
# (https://github.com/Textualize/textual/issues/2575, and #4884 for dismissing from a screen
# being left); the palette's search is one more thing still running for a screen already gone.
# Private names: ``CommandPalette._gather_commands`` (and the undecorated function Textual's
# ``work`` decorator keeps as ``__wrapped__``), ``CommandPalette._GATHER_COMMANDS_GROUP``.
# The palette is also dismissed at most once (``DismissOnce``, public API only): a quick double
# Enter dismissed it twice, popping the screen under it.
_textual_gather = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]  # work() is typed without the __wrapped__ it keeps


#
# A click on the palette's list of results names the option drawn under the pointer; when a
# new search has just made the list shorter, that option is gone and Textual's list raised
# IndexError, ending the app (the seeded monkey found it; the same family of list races as
# https://github.com/Textualize/textual/issues/5568). Such a click is dropped.
# Private names: ``CommandList._on_click`` (Textual's handler, run next unless prevented) and
# ``CommandPalette._placeholder`` (read to compose the palette as Textual 8 does).


class SafeCommandList(CommandList):
    """The palette's list of results, deaf to a click on an option it no longer has."""

    async def _on_click(self, event: events.Click) -> None:
        """Drop a click on an option that a newer search has taken away."""
        clicked = event.style.meta.get("option")
        if isinstance(clicked, int) and not 0 <= clicked < self.option_count:
            event.prevent_default()
            event.stop()


class SafeCommandPalette(DismissOnce, CommandPalette):
    """The command palette (ctrl+p), dismissed at most once, whose search stops quietly if
    the palette closes as it starts, and whose list ignores clicks on options gone."""

    def compose(self) -> ComposeResult:
        """Textual's palette, with the safe list of results (Textual 8's compose otherwise)."""
        with Vertical(id="--container"):
            with Horizontal(id="--input"):
                yield SearchIcon()
                yield CommandInput(placeholder=self._placeholder, select_on_focus=False)
                if not self.run_on_select:
                    yield Button("\u25b6")
            with Vertical(id="--results"):
                yield SafeCommandList()
                yield LoadingIndicator()

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        """Textual's own search; if the palette has closed meanwhile (its list is gone), the
        search stops quietly instead of ending the app."""
        try:
            await _textual_gather(self, search_value)
        except NoMatches:
            if self.is_attached and self.app.screen is self:
                raise


# ---------------------------------------------------------------------- 3. caches that outlive an app
# Two of Textual's caches are ``functools.lru_cache`` on methods, so each entry keeps its
# ``self`` alive: ``StylesCache.get_inner_outer`` keeps every widget's styles cache (and the
# strips of text it drew) and ``ANSIToTruecolor.truecolor_style`` keeps each app's colour
# filter, up to 1,024 of each, after their app has ended. Reported upstream as
# https://github.com/Textualize/textual/issues/6665 (open; 8.2.8 has it). The program runs one
# app and is unaffected; a process that runs app after app (the test suite opens hundreds)
# kept about 9,000 objects per app until the caches filled, and every full garbage collection
# scanned them all again. ``forget_ended_apps`` empties both caches when an app ends; the
# next app refills them as it draws.
# Private names: the module ``textual._styles_cache`` (``StylesCache``) and the cached methods'
# ``cache_clear`` (imported at the top of this module).


def forget_ended_apps() -> None:
    """Let go of what Textual's method caches still hold of apps that have ended."""
    StylesCache.get_inner_outer.cache_clear()
    ANSIToTruecolor.truecolor_style.cache_clear()
