"""One line of the balance table: a seat, its coins and its part in the round."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label

COLUMNS = ("mark", "seat", "name", "coins", "bet", "result", "change")
"""The cells of a row, left to right; each Label has the class ``col-<name>``."""


@dataclass(frozen=True)
class RowView:
    """Everything one row shows, already in words."""

    mark: str = ""
    seat: str = ""
    name: str = ""
    coins: str = ""
    bet: str = ""
    result: str = ""
    change: str = ""
    classes: frozenset[str] = frozenset()
    """Row classes: -banker, -actor, -win, -loss, -push, -out."""


ROW_CLASSES = ("-banker", "-actor", "-win", "-loss", "-push", "-out", "-header")


class SeatRow(Horizontal):
    """A row of fixed-width cells; the table sets its text and classes from the game state."""

    DEFAULT_CSS = """
    SeatRow {
        height: 1;
        width: auto;
    }
    SeatRow > Label { height: 1; padding: 0 0 0 1; }
    SeatRow > .col-mark { width: 2; padding: 0; }
    SeatRow > .col-seat { width: 3; text-align: right; padding: 0; }
    SeatRow > .col-name { width: 17; }
    SeatRow > .col-coins { width: 6; text-align: right; }
    SeatRow > .col-bet { width: 5; text-align: right; }
    SeatRow > .col-result { width: 10; }
    SeatRow > .col-change { width: 8; text-align: right; }
    SeatRow.-header > Label { color: $text-muted; text-style: bold; }
    SeatRow.-banker > .col-name { text-style: bold; }
    SeatRow.-banker > .col-mark { color: $warning; text-style: bold; }
    SeatRow.-actor { background: $accent 30%; }
    SeatRow.-actor > .col-mark { color: $accent; text-style: bold; }
    SeatRow.-actor > .col-name { text-style: bold; }
    SeatRow.-win > .col-result, SeatRow.-win > .col-change { color: $text-success; text-style: bold; }
    SeatRow.-loss > .col-result, SeatRow.-loss > .col-change { color: $text-error; text-style: bold; }
    SeatRow.-push > .col-result { color: $text-warning; }
    SeatRow.-out { color: $text-muted; }
    """

    def __init__(self, view: RowView | None = None, *, classes: str | None = None) -> None:
        """A row showing ``view``; its cells exist from the start, so it can be set before mounting."""
        super().__init__(classes=classes)
        self.cells = {column: Label("", classes=f"col-{column}") for column in COLUMNS}
        if view is not None:
            self.set_view(view)

    def compose(self) -> ComposeResult:
        """One label per column."""
        yield from self.cells.values()

    def set_view(self, view: RowView) -> None:
        """Put ``view`` on screen."""
        for column, label in self.cells.items():
            label.update(getattr(view, column))
        for name in ROW_CLASSES:
            self.set_class(name in view.classes, name)
