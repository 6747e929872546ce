"""One fixed row under the balance table: the roller's chances against the banker's point.

The words are :func:`~ceelo_tui.presenters.odds_view.odds_text`; the line is blank at every
other moment (its row stays, so the table never moves).
"""

from __future__ import annotations

from textual.widgets import Static


class OddsLine(Static):
    """One line under the balance table while a player rolls against the banker's point."""

    DEFAULT_CSS = """
    OddsLine {
        height: 1;
        padding: 0 1;
        color: $text-accent;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """A blank line until a state with a point is shown."""
        super().__init__("", id=id, classes=classes, markup=False)
        self._text = ""

    @property
    def text(self) -> str:
        """The chances shown, or "" when there are none to show."""
        return self._text

    def show(self, text: str) -> None:
        """Show the roller's chances (words of a :class:`~ceelo_tui.presenters.table_view.TableView`), or nothing."""
        if text != self._text:
            self._text = text
            self.update(text, layout=False)  # one fixed row: new words never change its size
