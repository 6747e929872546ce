"""Numbers about a game so far, from its finished rounds: the ledger, coins by round, statistics.

Everything here reads ``state.history`` (finished rounds) of either game
(:data:`~ceelo_tui.engine.games.AnyGame`: a banking :class:`GameState` or a winner-take-all
:class:`PotState`), so a round still being played counts only once it ends.

* :func:`ledger` -> one :class:`LedgerRow` per settled bet. In the banking game a bet is one
  player's fade against the banker: ``player_delta`` is what the player won (negative: lost)
  and ``banker_delta`` its opposite, so every round's rows sum to zero. In the winner-take-all
  game each player of a round has a row for the ante they put in the pot: ``banker`` is "",
  ``banker_delta`` 0 and ``player_delta`` the player's change that round (the winner's row
  holds the pot less the ante, and any double-down antes), so those rows sum to zero too.
  A buy-back (the buy_backs house rule) is a row of its own: ``banker`` is "house", ``result``
  "buy-in", ``player_delta`` the starting coins the player brought back and ``banker_delta``
  their opposite: new coins entering the table by the rules, so the round still sums to zero.
* :func:`round_deltas` -> each seat's coin change in one round's play (buy-ins apart).
* :func:`coins_by_round` -> each seat's coins at the start and after every finished round
  (for charts).
* :func:`player_stats` -> one :class:`PlayerStats` per seat.

Definitions used by :class:`PlayerStats`:

* a seat *plays* a round when it holds the bank in it (banking game, with at least one bet),
  fades in it, or is one of its players (winner-take-all game);
* an *instant win* is a turn at the dice decided by the roller's own instant roll (4-5-6,
  trips, pair + 6, ...: whatever the house rules make an instant win for that roller); an
  *instant loss* is a turn lost by the roller's own instant loss (1-2-3, pair + 1, ...) or by
  running out of rolls under a roll limit. In the winner-take-all game, taking a pot with
  4-5-6 or trips counts as an instant win and a turn ending on a losing roll as an instant loss;
* the *biggest win* is the most coins the seat gained in one round (0 if it never gained);
* the *longest streak* is the most rounds in a row the seat played and ended up ahead; a
  round it played without gaining ends a streak, a round it sat out does not;
* *net* is the seat's coins after the last finished round minus its starting coins and minus
  the coins it bought back in with (won minus bought in).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from typing_extensions import TypeIs

from .chinchiro import ChinRound
from .dice import Verdict
from .game import Round
from .games import AnyGame
from .phrase import phrase
from .pot_game import PotRound

AnyRound = Round | PotRound | ChinRound
"""A round of either game, as the history keeps it."""

LEDGER_FIELDS = ("round", "banker", "player", "amount", "result", "player_delta", "banker_delta", "decided_by")
"""The ledger's columns, in order (CSV header and JSON keys)."""

HOUSE, BUY_IN = "house", "buy-in"

BOUGHT_BACK_IN = phrase("ledger_bought_back_in")
"""What settled a buy-back's row of the ledger: new coins to the table (worded when the row is made)."""
"""A buy-back's ledger row: the coins come from the house (new to the table), as a buy-in."""

FINISHED_PHASES = ("settled", "game_over")
"""Phase values (of either game) in which the current round is already in ``history``."""


@dataclass(frozen=True)
class LedgerRow:
    """One settled bet: who bet what against whom, how it ended and what it moved."""

    round: int
    banker: str
    """The banker's name; "" in the winner-take-all game (the pot has no owner)."""
    player: str
    amount: int
    """Coins the player risked: the fade, or the ante in the winner-take-all game."""
    result: str
    """'win', 'loss' or 'push', from the player's side."""
    player_delta: int
    banker_delta: int
    decided_by: str
    """What settled it, in words ("Bo rolled 4-5-6", "Ann's point 5 beats 3")."""

    def as_dict(self) -> dict[str, Any]:
        """The row as a plain dict with keys in :data:`LEDGER_FIELDS` order."""
        return asdict(self)


@dataclass(frozen=True)
class PlayerStats:
    """One seat's record over the finished rounds (see the module notes for definitions)."""

    seat: int
    name: str
    start: int
    """Coins at the start of the game."""
    coins: int
    """Coins after the last finished round."""
    rounds_played: int
    rounds_won: int
    """Rounds played that the seat ended ahead."""
    rounds_lost: int
    """Rounds played that the seat ended behind."""
    rounds_as_banker: int
    bank_profit: int
    """What the seat won (negative: lost) over the rounds it held the bank."""
    instant_wins: int
    instant_losses: int
    biggest_win: int
    longest_streak: int
    net: int
    bought_in: int = 0
    """Coins the seat brought back to the table by buy-backs."""


def is_pot_round(rnd: AnyRound) -> TypeIs[PotRound]:
    """True for a winner-take-all round (it has a pot winner instead of bets)."""
    return isinstance(rnd, PotRound)


def round_deltas(rnd: AnyRound, seats: int) -> tuple[int, ...]:
    """Each seat's coin change in ``rnd`` (so far, if it is still being played)."""
    deltas = [0] * seats
    if is_pot_round(rnd):
        for seat in rnd.players:
            deltas[seat] = rnd.delta_of(seat)
        return tuple(deltas)
    for bet in rnd.bets:
        deltas[bet.seat] += bet.delta
        deltas[rnd.banker] -= bet.delta
    return tuple(deltas)


def buy_in_deltas(rnd: AnyRound, seats: int, stack: int) -> tuple[int, ...]:
    """Each seat's coins bought back in once ``rnd`` was settled (``stack`` a buy-back)."""
    deltas = [0] * seats
    for seat in rnd.buy_ins:
        deltas[seat] += stack
    return tuple(deltas)


def finished_rounds(state: AnyGame) -> tuple[AnyRound, ...]:
    """The finished rounds of a game, oldest first."""
    return tuple(state.history)


def start_coins(state: AnyGame) -> tuple[int, ...]:
    """Each seat's coins before the first round, worked back from the state."""
    coins = [seat.coins for seat in state.seats]
    rounds = list(finished_rounds(state))
    if state.phase.value not in FINISHED_PHASES:
        rounds.append(state.round)
    for rnd in rounds:
        for seat, delta in enumerate(round_deltas(rnd, len(coins))):
            coins[seat] -= delta
        for seat, delta in enumerate(buy_in_deltas(rnd, len(coins), state.stack)):
            coins[seat] -= delta
    return tuple(coins)


def coins_by_round(state: AnyGame) -> list[tuple[int, ...]]:
    """Coins of every seat at the start (index 0) and after each finished round (index k)."""
    now = list(start_coins(state))
    series = [tuple(now)]
    for rnd in finished_rounds(state):
        for seat, delta in enumerate(round_deltas(rnd, len(now))):
            now[seat] += delta
        for seat, delta in enumerate(buy_in_deltas(rnd, len(now), state.stack)):
            now[seat] += delta
        series.append(tuple(now))
    return series


def ledger(state: AnyGame) -> list[LedgerRow]:
    """One row per settled bet of every finished round, in the order they settled."""
    rows: list[LedgerRow] = []
    name = state.name
    for rnd in finished_rounds(state):
        if is_pot_round(rnd):
            for seat in rnd.players:
                delta = rnd.delta_of(seat)
                result = "win" if seat == rnd.winner else "loss"
                rows.append(LedgerRow(rnd.number, "", name(seat), rnd.ante, result, delta, 0, str(rnd.reason or "")))
        else:
            banker = name(rnd.banker)
            rows += [
                LedgerRow(rnd.number, banker, name(bet.seat), bet.amount, bet.result.value, bet.delta, -bet.delta,
                          bet.words)
                for bet in rnd.bets if bet.result is not None
            ]
        rows += [LedgerRow(rnd.number, HOUSE, name(seat), state.stack, BUY_IN, state.stack, -state.stack,
                           str(BOUGHT_BACK_IN))
                 for seat in rnd.buy_ins]
    return rows


def ledger_totals(rows: list[LedgerRow]) -> dict[int, int]:
    """Round number -> sum of every coin change in its rows (always 0 for a correct ledger)."""
    totals: dict[int, int] = {}
    for row in rows:
        totals[row.round] = totals.get(row.round, 0) + row.player_delta + row.banker_delta
    return totals


def _plays(rnd: AnyRound, seat: int) -> bool:
    if is_pot_round(rnd):
        return seat in rnd.players
    return (seat == rnd.banker and bool(rnd.bets)) or rnd.bet_of(seat) is not None


def _instants(rnd: AnyRound, seat: int) -> tuple[int, int]:
    """(instant wins, instant losses) of the seat's own turns at the dice in ``rnd``."""
    wins = losses = 0
    if is_pot_round(rnd):
        from .pot_ranking import FOUR_FIVE_SIX, LOSING, TRIPS

        for turn in rnd.turns:
            if turn.seat != seat or turn.rank is None:
                continue
            if turn.rank == LOSING:
                losses += 1
        won = rnd.turn_of(rnd.winner) if rnd.winner == seat else None
        if won is not None and won.rank is not None and won.rank[0] in (FOUR_FIVE_SIX, TRIPS):
            wins += 1
        return wins, losses
    if seat == rnd.banker and rnd.banker_combo is not None and rnd.bets:
        verdict = rnd.banker_combo.verdict
        wins += verdict is Verdict.WIN
        losses += verdict is Verdict.LOSS or verdict is Verdict.REROLL
    bet = rnd.bet_of(seat)
    if bet is not None and bet.combo is not None and bet.result is not None:
        verdict = bet.combo.verdict
        wins += verdict is Verdict.WIN and bet.result.value == "win"
        losses += verdict is Verdict.LOSS or (verdict is Verdict.REROLL and bet.result.value == "loss")
    if seat in rnd.loose:  # dice off the table before any roll counted (after a dead roll it is counted above)
        combo = rnd.banker_combo if seat == rnd.banker else (bet.combo if bet is not None else None)
        losses += combo is None
    return wins, losses


def player_stats(state: AnyGame) -> list[PlayerStats]:
    """Statistics for every seat over the finished rounds, in seat order."""
    seats = len(state.seats)
    series = coins_by_round(state)
    rounds = finished_rounds(state)
    out = []
    for seat in range(seats):
        played = won = lost = banked = profit = instant_w = instant_l = biggest = streak = best = 0
        for rnd in rounds:
            if not _plays(rnd, seat):
                continue
            delta = round_deltas(rnd, seats)[seat]
            played += 1
            won += delta > 0
            lost += delta < 0
            if not is_pot_round(rnd) and rnd.banker == seat:
                banked += 1
                profit += delta
            wins, losses = _instants(rnd, seat)
            instant_w += wins
            instant_l += losses
            biggest = max(biggest, delta)
            streak = streak + 1 if delta > 0 else 0
            best = max(best, streak)
        out.append(
            PlayerStats(
                seat=seat,
                name=state.name(seat),
                start=series[0][seat],
                coins=series[-1][seat],
                rounds_played=played,
                rounds_won=won,
                rounds_lost=lost,
                rounds_as_banker=banked,
                bank_profit=profit,
                instant_wins=instant_w,
                instant_losses=instant_l,
                biggest_win=biggest,
                longest_streak=best,
                net=series[-1][seat] - series[0][seat] - state.stack * state.seats[seat].bought_in,
                bought_in=state.stack * state.seats[seat].bought_in,
            )
        )
    return out
