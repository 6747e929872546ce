"""The balance table's rows: every seat's coins, this round's bet, its result and the change.

Both games' rows come from here, in words and style keys, so the table widget only lays the
cells out and colours them: coins from the seats, the word from the engine's
``status`` of the seat, changes from the settled bets (or the pot) with their sign.
The banker is marked with a star, the player to move with an arrow.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.chinchiro import ChinchiroState, ChinPhase
from ..engine.game import GameState
from ..engine.games import AnyGame
from ..engine.outcomes import Result
from ..engine.pot_game import PotState
from .catalog import WORDS
from .text import signed


@dataclass(frozen=True, slots=True)
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
    """Row classes: -header, -banker, -actor, -win, -loss, -push, -out."""
    computer: str = ""
    """The computer style playing the seat ("" for a person): the name gets a ``cpu`` tag."""


HEADER = RowView(mark="", seat=WORDS.seat_heading, name=WORDS.player_heading, coins=WORDS.coins_heading,
                 bet=WORDS.bet_heading, result=WORDS.result_heading, change=WORDS.change_heading,
                 classes=frozenset({"-header"}))
"""The banking game's header."""

POT_HEADER = replace(HEADER, bet=WORDS.ante_heading)
"""The winner-take-all game's header: "Ante" over the column the banking game calls "Bet"."""

CHANGE_CLASS = {Result.WIN: "-win", Result.LOSS: "-loss", Result.PUSH: "-push"}


def change_class(delta: int) -> str:
    """The row class of a coin change: a gain, a loss or even."""
    return "-win" if delta > 0 else "-loss" if delta < 0 else "-push"


def bank_row_views(state: GameState | ChinchiroState) -> list[RowView]:
    """One row per seat of a game with a bank (the banking game, Chinchiro), in seat order; the
    banker's bet is the bank's stake, or in Chinchiro every bet it answers for (no banker yet
    while the first one is rolled for)."""
    rnd = state.round
    actor = state.actor
    if isinstance(state, ChinchiroState):
        banker = None if state.phase is ChinPhase.DRAW else state.banker
        stake = state.round.covered
    else:
        banker, stake = state.banker, state.round.stake
    settled_any = any(bet.settled for bet in rnd.bets)
    rows = []
    for index, seat in enumerate(state.seats):
        status = state.status(index)
        classes: set[str] = set()
        bet_text = change = ""
        if index == banker:
            classes.add("-banker")
            if stake:
                bet_text = str(stake)
            if settled_any:
                delta = rnd.banker_delta
                change = signed(delta)
                classes.add(change_class(delta))
        else:
            bet = rnd.bet_of(index)
            if bet is not None:
                bet_text = str(bet.amount)
                if bet.result is not None:
                    change = signed(bet.delta)
                    classes.add(CHANGE_CLASS[bet.result])
        if status.out:
            classes.add("-out")
        if index == actor:
            classes.add("-actor")
        mark = "▶" if index == actor else ("★" if index == banker else "")
        rows.append(RowView(mark=mark, seat=str(index + 1), name=seat.name, coins=str(seat.coins),
                            bet=bet_text, result=WORDS.seat_status(status), change=change, classes=frozenset(classes),
                            computer=seat.style or ""))
    return rows


def pot_row_views(state: PotState) -> list[RowView]:
    """One row per seat of the winner-take-all game, in seat order: the ante each seat put in,
    the engine's word for its part in the round and, once the pot is won, the change."""
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
                classes.add(change_class(delta))
        if status.out:
            classes.add("-out")
        if index == actor:
            classes.add("-actor")
        rows.append(RowView(mark="▶" if index == actor else "", seat=str(index + 1), name=seat.name,
                            coins=str(seat.coins), bet=ante, result=WORDS.seat_status(status), change=change,
                            classes=frozenset(classes), computer=seat.style or ""))
    return rows


def balance_rows(state: AnyGame | None) -> tuple[RowView, ...]:
    """The header and one row per seat of ``state`` (only the header for no state)."""
    if state is None:
        return (HEADER,)
    if isinstance(state, PotState):
        return (POT_HEADER, *pot_row_views(state))
    return (HEADER, *bank_row_views(state))
