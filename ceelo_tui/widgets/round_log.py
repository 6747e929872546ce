"""What happened this round, in the engine's words, newest at the bottom."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class RoundLog(VerticalScroll, can_focus=False):
    """The round's events as lines of text, scrolled to the latest."""

    DEFAULT_CSS = """
    RoundLog {
        height: 1fr;
        scrollbar-size-vertical: 1;
    }
    RoundLog > Static {
        width: 1fr;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """An empty log."""
        super().__init__(id=id, classes=classes)
        self._text = Static("", markup=False)
        self._events: tuple[str, ...] = ()

    def compose(self) -> ComposeResult:
        """One text block."""
        yield self._text

    def set_events(self, events: tuple[str, ...]) -> None:
        """Show ``events``, oldest first, and keep the newest in view."""
        if events == self._events:
            return
        self._events = events
        self._text.update("\n".join(events))
        self.call_after_refresh(self.scroll_end, animate=False)
