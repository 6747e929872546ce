"""The live balance table: every seat's coins, this round's bet, its result and the change.

It draws the rows :func:`~ceelo_tui.presenters.balance_view.balance_rows` makes of a state,
in words: wins and losses carry a sign and a word as well as colour, the banker is marked with a star and the
word "banker", and the player to move with an arrow and a highlight.

The table is one widget that draws every row (:func:`~ceelo_tui.widgets.seat_row.row_content`),
not a widget per row: a move that moves the turn changes two or three rows, and a widget per
row cost a refresh, a message to the screen and a pass through Textual's styling for each.
Its benchmark: ``benchmarks/key_latency.py`` (every settled roll changes two or three rows).
Hovering over a computer seat's row says which style plays it.
"""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.geometry import Size
from textual.style import Style
from textual.widget import Widget

from ..presenters.balance_view import HEADER, RowView
from .seat_row import NAME_WIDTH, ROW_WIDTH, computer_tooltip, name_room, row_content


class BalanceTable(Widget):
    """Seats, coins, bets and results, one line each under a header; redrawn when given a new
    state that changes them. The name column grows to show the widest name whole where the
    table's place has room."""

    DEFAULT_CSS = """
    BalanceTable {
        height: auto;
        width: auto;
        max-width: 100%;
        text-wrap: nowrap;
        text-overflow: clip;
    }
    BalanceTable > .balance-table--header { color: $text-muted; text-style: bold; }
    BalanceTable > .balance-table--actor { background: $accent 30%; }
    BalanceTable > .balance-table--out { color: $text-muted; }
    BalanceTable > .balance-table--mark { color: $text-warning; text-style: bold; }
    BalanceTable > .balance-table--strong { text-style: bold; }
    BalanceTable > .balance-table--win { color: $text-success; text-style: bold; }
    BalanceTable > .balance-table--loss { color: $text-error; text-style: bold; }
    BalanceTable > .balance-table--push { color: $text-warning; }
    BalanceTable > .balance-table--cpu { color: $text-secondary; text-style: italic; }
    """
    """The table is as wide as its rows with every name whole (at least ``ROW_WIDTH``), or as
    wide as its place allows: the name column takes what is left."""

    COMPONENT_CLASSES = {"balance-table--header", "balance-table--actor", "balance-table--out",
                         "balance-table--mark", "balance-table--strong", "balance-table--win",
                         "balance-table--loss", "balance-table--push", "balance-table--cpu"}
    """The looks of :func:`~ceelo_tui.widgets.seat_row.row_content`: a whole row (the header,
    the player to move, a seat out); the mark; a bold name; a win, loss or push; a computer's tag."""

    def __init__(self, rows: tuple[RowView, ...] = (HEADER,), *, id: str | None = None,
                 classes: str | None = None) -> None:
        """A table showing ``rows`` (:func:`~ceelo_tui.presenters.balance_view.balance_rows`;
        only the header until given more)."""
        super().__init__(id=id, classes=classes)
        self._views: tuple[RowView, ...] = rows

    def _names_need(self) -> int:
        """The name column that shows every name whole (never under its least)."""
        return max(NAME_WIDTH, *(name_room(view) for view in self._views))

    def _name_width(self) -> int:
        """The name column: every name whole if the table's width allows, else what it leaves."""
        room = self.size.width - (ROW_WIDTH - NAME_WIDTH) if self.size.width else self._names_need()
        return max(NAME_WIDTH, min(self._names_need(), room))

    def row_tooltip(self, line: int) -> Content | None:
        """What hovering over ``line`` (0 is the header) says: a computer seat's style."""
        return computer_tooltip(self._views[line]) if 0 <= line < len(self._views) else None

    def show(self, views: tuple[RowView, ...]) -> None:
        """Show the rows ``views`` (the header first): a repaint when a line changes, a new
        layout only when the number of seats does."""
        if views != self._views:
            need = self._names_need()
            layout = len(views) != len(self._views)
            self._views = views
            layout = layout or self._names_need() != need
            self.refresh(layout=layout)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The rows' width with every name whole."""
        return ROW_WIDTH - NAME_WIDTH + self._names_need()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """One line a row."""
        return len(self._views)

    def render(self) -> Content:
        """Every row, one line each."""
        width = self._name_width()
        return Content("\n").join(row_content(view, self._look, width) for view in self._views)

    def _look(self, part: str) -> Style:
        return self.get_visual_style(f"balance-table--{part}", partial=True)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        """Name the style of the computer seat under the pointer (the tooltip is set again only
        when the row under the pointer says something else)."""
        tooltip = self.row_tooltip(event.y)
        if tooltip != self.tooltip:
            self.tooltip = tooltip

    def on_leave(self) -> None:
        """No tooltip once the pointer has left the table."""
        if self.tooltip is not None:
            self.tooltip = None
