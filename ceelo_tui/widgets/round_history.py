"""Every round of a game so far, in a scrolling panel: the lines of
:func:`~ceelo_tui.presenters.history_view.history_lines`, as one block of text."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from ..presenters.styled import Line
from .styled_content import lines_content


class RoundHistory(VerticalScroll):
    """The rounds of a game in a panel that scrolls (arrows, Page Up/Down, Home/End)."""

    DEFAULT_CSS = """
    RoundHistory {
        height: 1fr;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    RoundHistory > Static {
        width: 1fr;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """An empty history."""
        super().__init__(id=id, classes=classes)
        self._text = Static("", id="round-history-text")

    def compose(self) -> ComposeResult:
        """One block of text."""
        yield self._text

    def show(self, lines: tuple[Line, ...]) -> None:
        """Show the history's ``lines``."""
        self._text.update(lines_content(lines))
