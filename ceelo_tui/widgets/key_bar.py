"""The key bar at the foot of every screen: each key on offer and what it does, in one line of
text, redrawn in the same refresh as the move that changed it.

Textual's ``Footer`` rebuilds a widget per key, one refresh *after* the bindings change
(``call_after_refresh(recompose)``): a move that changes the keys on offer (Stake becomes
Fade, Roll becomes Next round) then costs a second frame, and each rebuilt key stayed alive
through a watcher of the Footer's ``compact`` setting. This bar is one fixed-height text
widget: it listens to the screen's public ``bindings_updated_signal`` (published at once, in
the same turn as ``refresh_bindings``), works out the keys from ``active_bindings`` (so a
key whose ``check_action`` says no is hidden, and one that says None is shown dimmed) and
redraws only when the keys would change. Its benchmark: ``benchmarks/key_latency.py`` (a
key that changes the keys on offer: Enter after a stake, Space after the last roll). A click
on a key presses it. When the keys would not fit the bar's width with two spaces between
them, one space separates them; if they still do not fit, the least useful words give way,
one description at a time (:data:`SHORTER`: "Pass the bank" becomes "Pass", the prompt above
says whose bank), so a table with computer seats keeps every key whole at 80 columns,
``h History`` included.

In a browser tab (``ceelo-tui serve``) some keys never reach the page: the browser keeps them
(:data:`BROWSER_KEEPS`). An action bound to one of those and to another key is shown with the
other one there, so every key the bar offers in a browser works.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from rich.markup import escape
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from ..presenters.catalog import WORDS

if TYPE_CHECKING:
    from textual.screen import Screen

Entry = tuple[str, str, str, bool]
"""One key on offer: (key, the key as shown, what it does, enabled)."""

Entries = tuple[Entry, ...]

BROWSER_KEEPS = frozenset({
    "ctrl+n", "ctrl+t", "ctrl+w", "ctrl+shift+n", "ctrl+shift+t", "ctrl+shift+w",
    "ctrl+tab", "ctrl+shift+tab", "ctrl+pageup", "ctrl+pagedown", "ctrl+shift+q",
})
"""Keys Chrome and Firefox keep for themselves (new window, new tab, close, switch tabs, quit):
a web page never sees them, whatever it does."""


SHORTER: tuple[tuple[str, str], ...] = (
    (WORDS.key_pass_bank, WORDS.key_pass),
    (WORDS.key_pause_computers, WORDS.key_pause_short),
    (WORDS.key_resume_computers, WORDS.key_resume_short),
)
"""Descriptions shortened, in this order, when the keys do not fit with one space between them:
the words each drops are said elsewhere (the prompt, the turn's lines)."""


def _markup(entries: Entries, gap: str) -> str:
    """The entries as markup: a key in bold and clickable, a disabled one dimmed."""
    parts = []
    for key, shown, words, enabled in entries:
        if enabled:
            parts.append(f"[@click=app.simulate_key({key!r})][bold $footer-key-foreground]"
                         f"{escape(shown)}[/] {escape(words)}[/]")
        else:
            parts.append(f"[$text-disabled]{escape(shown)} {escape(words)}[/]")
    return gap.join(parts)


@lru_cache(maxsize=64)
def _contents(entries: Entries) -> tuple[Content, ...]:
    """The bar's text, widest first: two spaces between keys, one, then one with each of
    :data:`SHORTER`'s descriptions shortened in turn (only those that change the text).

    Parsing markup is the slow part of a move's key bar, and a game offers the same few sets
    of keys round after round, so each set is parsed once.
    """
    forms = [Content.from_markup(" " + _markup(entries, "  ")), Content.from_markup(" " + _markup(entries, " "))]
    short = entries
    for long, brief in SHORTER:
        shorter = tuple((key, shown, brief if words == long else words, on) for key, shown, words, on in short)
        if shorter != short:
            short = shorter
            forms.append(Content.from_markup(" " + _markup(short, " ")))
    return tuple(forms)


class KeyBar(Widget):
    """One line of keys: ``key`` in the accent colour, then what it does."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        background: $footer-background;
        color: $footer-foreground;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        link-style: none;
        link-color: $footer-foreground;
        link-background: $footer-background;
        link-style-hover: bold;
        link-color-hover: $footer-foreground;
        link-background-hover: $footer-key-background;
    }
    """

    def __init__(self, *, show_command_palette: bool = True, id: str | None = None) -> None:
        """An empty bar; it fills itself in once mounted on its screen."""
        super().__init__(id=id)
        self.show_command_palette = show_command_palette
        self._entries: Entries | None = None
        self._forms: tuple[Content, ...] = (Content(""),)
        self._strips: dict[tuple[Entries | None, int], Strip] = {}
        """The bar drawn for each set of keys and width, in the theme's colours."""

    def on_mount(self) -> None:
        """Follow the screen's keys from now on (the first drawing works them out)."""
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, _screen: Screen[object]) -> None:
        """Redraw if the keys changed; before the bar is first drawn, nothing (a screen opening
        says its keys may have changed three or four times before its first frame)."""
        if self._entries is not None:
            self.update_keys()

    def entries(self) -> Entries:
        """The keys on offer, in order, one per action (its first key, or in a browser its first
        key that reaches the page), the palette's last.

        Textual works ``active_bindings`` out afresh on every read, so it is read once here.
        """
        app = self.app
        active = self.screen.active_bindings
        palette = app.COMMAND_PALETTE_BINDING
        kept = BROWSER_KEEPS if app.is_web else frozenset()
        seen: set[str] = set()
        entries: list[Entry] = []
        for key, (_node, binding, enabled, _tooltip) in active.items():
            if not binding.show or binding.action in seen or key == palette or key in kept:
                continue
            seen.add(binding.action)
            entries.append((key, app.get_key_display(binding), binding.description, enabled))
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE and palette in active:
            binding = active[palette].binding
            entries.append((palette, app.get_key_display(binding), binding.description, True))
        return tuple(entries)

    def update_keys(self) -> None:
        """Redraw if the keys on offer changed (nothing happens otherwise)."""
        if not self.is_attached:
            return
        entries = self.entries()
        if entries != self._entries:
            self._entries = entries
            self._forms = _contents(entries)
            self.refresh()

    def _first_keys(self) -> None:
        """Work out the keys on offer for the bar's first drawing."""
        if self._entries is None and self.is_attached:
            self._entries = self.entries()
            self._forms = _contents(self._entries)

    def render(self) -> Content:
        """The keys, one space apart when two would not fit, with shorter words when even that
        would not (the shortest form if nothing fits)."""
        self._first_keys()
        width = self.size.width
        return next((form for form in self._forms if form.cell_length <= width), self._forms[-1])

    def render_line(self, y: int) -> Strip:
        """The bar as one line (Textual's line API), drawn once for each set of keys and width.

        A game offers the same few sets of keys round after round, and turning the bar's text
        into a styled line (each key a link) took most of the time its redraw cost on the
        moves that change the keys; Textual still styles the line (and the hovered key).
        """
        self._first_keys()
        width = self.size.width
        key = (self._entries, width)
        strip = self._strips.get(key)
        if strip is None:
            if len(self._strips) >= _STRIPS_KEPT:
                self._strips.clear()
            style = self.visual_style
            strips = Visual.to_strips(self, visualize(self, self.render()), width, 1, style)
            strip = strips[0] if strips else Strip.blank(width, style.rich_style)
            self._strips[key] = strip
        return strip if y == 0 else Strip.blank(width, self.visual_style.rich_style)

    def notify_style_update(self) -> None:
        """The theme or CSS changed: drop lines drawn in the old colours."""
        super().notify_style_update()
        self._strips.clear()


_STRIPS_KEPT = 32
"""Lines kept per bar: every set of keys a game offers, at a size or two."""
