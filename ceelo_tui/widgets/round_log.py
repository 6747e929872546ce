"""What happened this round, in the engine's words: the latest lines that fit, newest at the
bottom.

A fixed-size text widget, not a scrolling one: a scrolling log grows on every move and must
be scrolled to its end after the next layout, a second refresh (about a frame, 17 ms, on
every key). This one keeps at most :data:`MAX_LINES` lines and draws the last ones its height
holds, so a move costs one repaint of one widget. The history screen (``h``) has every line
of every round.
"""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

MAX_LINES = 40
"""The most lines kept: more than any terminal shows in the space the table leaves."""


class RoundLog(Widget):
    """The round's latest events as lines of text."""

    DEFAULT_CSS = """
    RoundLog {
        height: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """An empty log."""
        super().__init__(id=id, classes=classes)
        self._lines: tuple[str, ...] = ()

    @property
    def lines(self) -> tuple[str, ...]:
        """The lines kept, oldest first."""
        return self._lines

    def set_events(self, events: tuple[str, ...]) -> None:
        """Show ``events``, oldest first, the newest at the bottom."""
        lines = tuple(events[-MAX_LINES:])
        if lines == self._lines:
            return
        self._lines = lines
        self.refresh()

    def render(self) -> Content:
        """The last lines the widget's height holds."""
        height = max(self.size.height, 1)
        return Content("\n".join(self._lines[-height:]))
