"""Textual's command palette (ctrl+p: themes, keys, quit), safe against a double Enter.

Textual's palette dismisses itself when a command is chosen, and a second Enter already on
its way (a quick double press) dismissed it again: by then the palette was gone, so the
screen under it was popped instead, and then the app ended with ``ScreenStackError`` (a
seeded monkey test found it). This palette leaves once and ignores the rest
(see ``dismiss_once.py``), and a search that was starting as it left stops quietly.

A click on the list of results names the option drawn under the pointer; when a new search
has just made the list shorter, that option is gone and Textual's list raised IndexError,
ending the app (the seeded monkey found it). Here such a click is dropped.
"""

from __future__ import annotations

from textual import events, work
from textual.app import ComposeResult
from textual.command import CommandInput, CommandList, CommandPalette, SearchIcon
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Button, LoadingIndicator

from .dismiss_once import DismissOnce

_textual_gather = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]


class SafeCommandList(CommandList):
    """The palette's list of results, deaf to a click on an option it no longer has."""

    async def _on_click(self, event: events.Click) -> None:
        """Drop a click on an option that a newer search has taken away (Textual's own handler,
        which runs next unless prevented, would index past the end)."""
        clicked = event.style.meta.get("option")
        if isinstance(clicked, int) and not 0 <= clicked < self.option_count:
            event.prevent_default()
            event.stop()


class SafeCommandPalette(DismissOnce, CommandPalette):
    """The command palette, dismissed at most once, whose search stops quietly if it closes."""

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
        """Textual's search for matching commands, which looks up the palette's list as it
        goes: a search still starting as the palette closes found no list, and its failure
        ended the app (a longer monkey run found it). Such a search has nothing left to show."""
        try:
            await _textual_gather(self, search_value)
        except NoMatches:
            if self.is_attached and self.app.screen is self:
                raise
