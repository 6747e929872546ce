"""The live balance table: every seat's coins, this round's bet, its result and the change.

It draws only what the engine says: coins from the seats, the word from
``GameState.status``, changes from the settled bets with the engine's ``signed()``. Wins and
losses carry a sign and a word as well as colour, the banker is marked with a star and the
word "banker", and the player to move with an arrow and a highlight.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from ..engine.game import GameState, Result, signed
from ..engine.pot_game import PotState
from ..engine.table import TableState
from .pot_rows import pot_header, pot_row_views
from .seat_row import RowView, SeatRow

HEADER = RowView(mark="", seat="#", name="Player", coins="Coins", bet="Bet", result="Result",
                 change="Change", classes=frozenset({"-header"}))


def row_views(state: TableState) -> list[RowView]:
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


class BalanceTable(Vertical):
    """Seats, coins, bets and results; redraws whenever it is given a new state."""

    DEFAULT_CSS = """
    BalanceTable {
        height: auto;
        width: auto;
    }
    """

    def __init__(self, state: TableState | None = None, *, id: str | None = None,
                 classes: str | None = None) -> None:
        """A table showing ``state`` (empty until given one)."""
        super().__init__(id=id, classes=classes)
        self._state = state
        self._rows: list[SeatRow] = []

    def compose(self) -> ComposeResult:
        """The header row and one row per seat of the state given at creation."""
        yield SeatRow(HEADER)
        views = row_views(self._state) if self._state is not None else []
        self._rows = [SeatRow(view, classes="seat") for view in views]
        yield from self._rows

    def update_state(self, state: TableState | None) -> None:
        """Redraw from ``state``."""
        self._state = state
        if not self.is_mounted:
            return
        pot = state is not None and state.winner_take_all
        self.query_one(SeatRow).set_view(pot_header(HEADER) if pot else HEADER)
        views = row_views(state) if state is not None else []
        if len(views) != len(self._rows):
            for row in self._rows:
                row.remove()
            self._rows = [SeatRow(view, classes="seat") for view in views]
            self.mount_all(self._rows)
            return
        for row, view in zip(self._rows, views):
            row.set_view(view)
