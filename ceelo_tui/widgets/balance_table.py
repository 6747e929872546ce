"""The live balance table: every seat's coins, this round's bet, its result and the change.

It draws only what the engine says: coins from the seats, the word from
``GameState.status``, changes from the settled bets with the engine's ``signed()``. Wins and
losses carry a sign and a word as well as colour, the banker is marked with a star and the
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

from ..engine.game import GameState, Result, signed
from ..engine.games import AnyGame
from ..engine.pot_game import PotState
from .pot_rows import pot_header, pot_row_views
from .seat_row import NAME_WIDTH, ROW_WIDTH, RowView, computer_tooltip, name_room, row_content

HEADER = RowView(mark="", seat="#", name="Player", coins="Coins", bet="Bet", result="Result",
                 change="Change", classes=frozenset({"-header"}))


def row_views(state: AnyGame) -> list[RowView]:
    """One row per seat, in seat order, from the engine's state."""
    if state.winner_take_all:  # a pot, no bank
        assert isinstance(state, PotState)
        return pot_row_views(state)
    assert isinstance(state, GameState)
    rnd = state.round
    actor = state.actor
    settled_any = any(bet.settled for bet in rnd.bets)
    rows = []
    for index, seat in enumerate(state.seats):
        status = state.status(index)
        classes: set[str] = set()
        bet_text = change = ""
        if index == state.banker:
            classes.add("-banker")
            if rnd.stake:
                bet_text = str(rnd.stake)
            if settled_any:
                delta = rnd.banker_delta
                change = signed(delta)
                classes.add("-win" if delta > 0 else "-loss" if delta < 0 else "-push")
        else:
            bet = rnd.bet_of(index)
            if bet is not None:
                bet_text = str(bet.amount)
                if bet.result is not None:
                    change = signed(bet.delta)
                    classes.add({Result.WIN: "-win", Result.LOSS: "-loss", Result.PUSH: "-push"}[bet.result])
        if status.out:
            classes.add("-out")
        if index == actor:
            classes.add("-actor")
        mark = "▶" if index == actor else ("★" if index == state.banker else "")
        rows.append(RowView(mark=mark, seat=str(index + 1), name=seat.name, coins=str(seat.coins),
                            bet=bet_text, result=status.value, change=change, classes=frozenset(classes), computer=seat.style or ""))
    return rows


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

    def __init__(self, state: AnyGame | None = None, *, id: str | None = None,
                 classes: str | None = None) -> None:
        """A table showing ``state`` (only the header until given one)."""
        super().__init__(id=id, classes=classes)
        self._views: tuple[RowView, ...] = (HEADER,)
        if state is not None:
            self._views = self._views_of(state)

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

    @staticmethod
    def _views_of(state: AnyGame) -> tuple[RowView, ...]:
        header = pot_header(HEADER) if state.winner_take_all else HEADER
        return (header, *row_views(state))

    def update_state(self, state: AnyGame | None) -> None:
        """Show ``state``: a repaint when a line changes, a new layout only when the number of
        seats does."""
        views = (HEADER,) if state is None else self._views_of(state)
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
