"""Balance-table rows for the winner-take-all game: the ante each seat put in, the engine's
word for its part in the round (``PotState.status``) and, once the pot is won, the change."""

from __future__ import annotations

from dataclasses import replace

from ..engine.game import signed
from ..engine.pot_game import PotState
from .seat_row import RowView


def pot_header(header: RowView) -> RowView:
    """The table's header with "Ante" over the column the banking game calls "Bet"."""
    return replace(header, bet="Ante")


def pot_row_views(state: PotState) -> list[RowView]:
    """One row per seat, in seat order."""
    rnd = state.round
    actor = state.actor
    rows = []
    for index, seat in enumerate(state.seats):
        status = state.status(index)
        classes: set[str] = set()
        ante = change = ""
        if index in rnd.players and rnd.ante:
            ante = str(rnd.ante)
            if rnd.winner is not None:
                delta = rnd.delta_of(index)
                change = signed(delta)
                classes.add("-win" if delta > 0 else "-loss" if delta < 0 else "-push")
        if status.out:
            classes.add("-out")
        if index == actor:
            classes.add("-actor")
        rows.append(RowView(mark="▶" if index == actor else "", seat=str(index + 1), name=seat.name,
                            coins=str(seat.coins), bet=ante, result=status.value, change=change,
                            classes=frozenset(classes), computer=seat.style or ""))
    return rows
