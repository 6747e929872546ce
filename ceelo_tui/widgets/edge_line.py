"""The line above the setup screen's key bar: the banker's edge of the house rules being chosen.

It shows a :class:`~ceelo_tui.presenters.rules_view.RulesView`'s ``edge``, in the engine's
words, whichever tab is up; the rules tab's changes reach it through the setup screen.
"""

from __future__ import annotations

from textual.widgets import Static


class EdgeLine(Static):
    """One line: the banker's edge of the rules being chosen, as the engine words it."""

    DEFAULT_CSS = """
    EdgeLine {
        height: auto;
        padding: 0 1;
        text-style: bold;
        color: $text-accent;
    }
    """

    def __init__(self, edge: str, *, id: str | None = None) -> None:
        """A line showing ``edge`` (a :class:`~ceelo_tui.presenters.rules_view.RulesView`'s)."""
        super().__init__(edge, id=id, markup=False)
        self.edge = edge

    def show(self, edge: str) -> None:
        """Show ``edge``."""
        if edge != self.edge:
            self.edge = edge
            self.update(edge)
