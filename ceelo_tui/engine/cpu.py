"""Computer players: how a computer seat stakes, fades, antes, bets and rolls.

A computer seat decides from three things only: its own coins, the limits the state gives
for the move in hand (``stake_limit``, ``fade_limit``, ``can_pass_fade``, ``legal_moves``),
and the exact banker's edge of the house rules (``odds.banker_edge``). Each style
(:class:`~ceelo_tui.engine.cpu_styles.Style`) turns those into a move with a few plain numbers,
each written up in the catalog for the help.

:func:`choose_move` always returns a legal :class:`Move` for the seat to move, and is
deterministic given the ``random.Random`` it is handed. Give computer seats a generator of
their own (not the match's dice generator), so a replayed journal draws the same dice.
"""

from __future__ import annotations

import random
from functools import lru_cache

from .chinchiro import ChinchiroState, most_paid
from .cpu_styles import DEFAULT_STYLE, PROFILES, Style, check_style
from .errors import IllegalMove
from .game import GameState
from .games import AnyGame
from .journal import Move
from .phrase import phrase
from .pot_game import PotState
from .rules import HouseRules
from .table import BUY_BACK_MOVES

JITTER = (0.75, 1.25)
"""Every amount is scaled by a random factor in this range, so computer seats do not bet like clocks."""


def decision_rng(seed: int) -> random.Random:
    """The generator the computer seats of a match with this dice seed decide from.

    Separate from the match's dice generator (so replaying a journal draws the same dice) and
    derived from the same seed (so a seeded table of computer seats plays the same game again).
    """
    return random.Random(seed ^ 0x5EED_C0DE)


def choose_move(state: AnyGame, seat: int | None, style: str | None, rng: random.Random) -> Move:
    """The move a computer seat of ``style`` makes now (``style`` None: the seat's own style).

    Between rounds (only 'next round' is legal) that move is returned whatever ``seat`` is.
    Raises IllegalMove if the game is over or it is not ``seat``'s turn.
    """
    legal = state.legal_moves()
    if not legal:
        raise IllegalMove(phrase("cpu_error_game_over"))
    if legal == {"next_round"}:
        return Move("next_round")
    actor = state.actor
    if seat is None:
        seat = actor
    if seat != actor or seat is None:
        who = state.name(actor) if actor is not None else phrase("nobody")
        valid = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state.seats)
        named = state.name(seat) if valid and seat is not None else repr(seat)
        raise IllegalMove(phrase("cpu_error_not_their_turn", who, named))
    name = style if style is not None else state.seats[seat].style
    profile = PROFILES[check_style(name if name is not None else DEFAULT_STYLE)]
    if legal == BUY_BACK_MOVES:
        return Move("buy_back" if wants_buy_back(state, seat, profile) else "decline", seat=seat)
    if "roll" in legal:
        return Move("roll", seat=seat)
    if isinstance(state, PotState):
        if "ante" in legal:
            return _ante_move(state, seat, profile, rng)
    elif isinstance(state, ChinchiroState):
        if "bet" in legal:
            return _bet_move(state, seat, profile, rng)
    elif "stake" in legal:
        return _bank_move(state, seat, profile, rng)
    elif "fade" in legal:
        return _fade_move(state, seat, profile, rng)
    raise IllegalMove(phrase("cpu_error_no_move", tuple(sorted(legal))))  # pragma: no cover


def planned_move(state: AnyGame, seat: int | None, style: str | None, rng: random.Random) -> Move:
    """The move :func:`choose_move` will make with ``rng`` as it stands, without drawing from it.

    Decisions are deterministic given the generator, so a table can say what a computer seat
    is about to do ("Cy will pass") while it waits, and the move played after the pause (drawn
    from the same ``rng``) is that move.
    """
    probe = random.Random()
    probe.setstate(rng.getstate())
    return choose_move(state, seat, style, probe)


# ---------------------------------------------------------------------------- decisions
def _bank_move(state: "GameState", seat: int, profile: Style, rng: random.Random) -> Move:
    """Stake as banker, or pass the bank when the rules are against the bank."""
    edge = edge_of(state.rules)
    low, high = state.stake_limit()
    coin = rng.random()
    jitter = rng.uniform(*JITTER)
    if high < low or (edge <= 0 and coin < profile.pass_bank):
        if "pass_bank" in state.legal_moves() and _someone_else_has_coins(state, seat):
            return Move("pass_bank", seat=seat)
    share = _clamp(profile.stake_base + profile.stake_slope * edge, profile.stake_range)
    amount = _amount(state.seats[seat].coins, share * jitter, low, high, profile.risk, state.rules)
    return Move("stake", seat=seat, amount=amount)


def _fade_move(state: "GameState", seat: int, profile: Style, rng: random.Random) -> Move:
    """Fade a share of its coins, or pass when allowed and the bank has the edge."""
    edge = -edge_of(state.rules)
    low, high = state.fade_limit(seat)
    coin = rng.random()
    jitter = rng.uniform(*JITTER)
    if state.can_pass_fade() and edge < 0 and coin < profile.sit_out:
        return Move("pass", seat=seat)
    share = _clamp(profile.fade_base + profile.fade_slope * edge, profile.fade_range)
    amount = _amount(state.seats[seat].coins, share * jitter, low, high, profile.risk, state.rules)
    return Move("fade", seat=seat, amount=amount)


def _bet_move(state: ChinchiroState, seat: int, profile: Style, rng: random.Random) -> Move:
    """Chinchiro: bet as a player fades (a share of its coins by the style and the player's
    exact edge, within the bet limits and the cover rule), or pass while the bank has the edge."""
    edge = -edge_of(state.rules)
    low, high = state.bet_limit(seat)
    coin = rng.random()
    jitter = rng.uniform(*JITTER)
    if edge < 0 and coin < profile.sit_out:
        return Move("pass", seat=seat)
    share = _clamp(profile.fade_base + profile.fade_slope * edge, profile.fade_range)
    amount = _amount(state.seats[seat].coins, share * jitter, low, high, profile.risk, state.rules)
    return Move("bet", seat=seat, amount=amount)


def wants_buy_back(state: AnyGame, seat: int, profile: Style) -> bool:
    """Whether a broke computer seat of that style takes the buy-back it is offered."""
    if profile.buy_back_limit is not None and state.seats[seat].bought_in >= profile.buy_back_limit:
        return False
    richest = max(s.coins for i, s in enumerate(state.seats) if i != seat)
    return profile.buy_back_against is None or richest <= profile.buy_back_against * state.stack


def _ante_move(state: "PotState", seat: int, profile: Style, rng: random.Random) -> Move:
    """Winner-take-all: every seat has the same chance, so the ante follows the style alone."""
    low, high = state.ante_limit()
    jitter = rng.uniform(*JITTER)
    amount = _amount(state.seats[seat].coins, profile.ante_share * jitter, low, high, profile.risk, state.rules)
    return Move("ante", seat=seat, amount=amount)


# ---------------------------------------------------------------------------- helpers
@lru_cache(maxsize=64)
def edge_of(rules: HouseRules) -> float:
    """The banker's exact expected gain per coin faded (or bet, in Chinchiro) under ``rules``
    (0 in winner-take-all)."""
    if rules.winner_take_all:
        return 0.0
    from .chinchiro_odds import bank_edge

    return float(bank_edge(rules))


def worst_payout(rules: HouseRules) -> int:
    """The most one coin bet can cost its loser (street: 1-1-1 pays 5x; double down: 2 antes)."""
    if rules.mode == "pot":
        return 2 if rules.double_down else 1
    if rules.chinchiro:
        return most_paid(rules)
    if rules.payouts != "street":
        return 1
    return 3 if rules.acey_out else 5


def _amount(coins: int, share: float, low: int, high: int, risk: float | None, rules: HouseRules) -> int:
    """``share`` of ``coins`` as a whole amount within ``low..high``, capped by the risk limit."""
    amount = int(coins * share + 0.5)
    if risk is not None:
        amount = min(amount, int(coins * risk / worst_payout(rules)))
    return max(low, min(amount, high))


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    return max(bounds[0], min(value, bounds[1]))


def _someone_else_has_coins(state: AnyGame, seat: int) -> bool:
    return any(s.coins > 0 for i, s in enumerate(state.seats) if i != seat)
