"""Computer players: how a computer seat stakes, fades, antes, bets and rolls.

A computer seat decides from three things only: its own coins, the limits the state gives
for the move in hand (``stake_limit``, ``fade_limit``, ``can_pass_fade``, ``legal_moves``),
and the exact banker's edge of the house rules (``odds.banker_edge``). Each :class:`Style`
turns those into a move with a few plain numbers, each written up in the catalog for the help.

:func:`choose_move` always returns a legal :class:`Move` for the seat to move, and is
deterministic given the ``random.Random`` it is handed. Give computer seats a generator of
their own (not the match's dice generator), so a replayed journal draws the same dice.
"""

from __future__ import annotations

import random
from functools import lru_cache

from msgspec import Struct

from .chinchiro import ChinchiroState, most_paid
from .errors import CeeloError, IllegalMove
from .game import GameState
from .games import AnyGame
from .journal import Move
from .phrase import phrase
from .pot_game import PotState
from .rules import HouseRules
from .table import BUY_BACK_MOVES

DEFAULT_STYLE = "cautious"


class Style(Struct, frozen=True):
    """One way of playing, as numbers; shares are fractions of the seat's own coins."""

    name: str
    """The style's identifier; its words are the catalog's (``style_<name>``)."""
    stake_base: float
    """Share of its coins a banker stakes when the game is even (no edge either way)."""
    stake_slope: float
    """Share added per unit of banker's edge (2.47 % classic edge x 4 adds about 0.1)."""
    stake_range: tuple[float, float]
    """Lowest and highest share a banker stakes."""
    pass_bank: float
    """Chance to pass the bank when the rules give the bank no edge."""
    fade_base: float
    """Share of its coins a player fades when the game is even."""
    fade_slope: float
    """Share added per unit of the player's edge (the banker's edge, negated)."""
    fade_range: tuple[float, float]
    """Lowest and highest share a player fades."""
    sit_out: float
    """Chance to pass instead of fading when the bank has the edge (if the rules allow it)."""
    risk: float | None
    """Most of its coins the worst single payout may take (street pays up to 5x); None: no limit."""
    ante_share: float
    """Winner-take-all: share of its coins it offers as the ante when it may choose."""
    buy_back_limit: int | None = None
    """The most buy-backs it takes in a game, broke (buy_backs house rule); None: as many as allowed."""
    buy_back_against: float | None = None
    """It declines a buy-back when another player holds more than this many times the starting
    coins (the game is as good as lost); None: it never minds."""


PROFILES: dict[str, Style] = {
    style.name: style
    for style in (
        Style(
            name="cautious",
            stake_base=0.06,
            stake_slope=2.0,
            stake_range=(0.04, 0.25),
            pass_bank=0.5,
            fade_base=0.04,
            fade_slope=2.0,
            fade_range=(0.02, 0.2),
            sit_out=0.3,
            risk=0.25,
            ante_share=0.05,
            buy_back_limit=1,
        ),
        Style(
            name="bold",
            stake_base=0.55,
            stake_slope=4.0,
            stake_range=(0.4, 1.0),
            pass_bank=0.0,
            fade_base=0.4,
            fade_slope=4.0,
            fade_range=(0.2, 1.0),
            sit_out=0.0,
            risk=None,
            ante_share=0.3,
        ),
        Style(
            name="shrewd",
            stake_base=0.0,
            stake_slope=12.0,
            stake_range=(0.0, 0.6),
            pass_bank=0.75,
            fade_base=0.0,
            fade_slope=12.0,
            fade_range=(0.0, 0.6),
            sit_out=0.6,
            risk=0.5,
            ante_share=0.1,
            buy_back_against=3.0,
        ),
    )
}
"""Every computer style by name."""

JITTER = (0.75, 1.25)
"""Every amount is scaled by a random factor in this range, so computer seats do not bet like clocks."""


def decision_rng(seed: int) -> random.Random:
    """The generator the computer seats of a match with this dice seed decide from.

    Separate from the match's dice generator (so replaying a journal draws the same dice) and
    derived from the same seed (so a seeded table of computer seats plays the same game again).
    """
    return random.Random(seed ^ 0x5EED_C0DE)


def check_style(name: object) -> str:
    """The style's name, trimmed and lower-cased, or CeeloError naming the styles."""
    text = name.strip().lower() if isinstance(name, str) else ""
    if text not in PROFILES:
        shown = phrase("quoted", repr(name)) if isinstance(name, str) and len(name) <= 20 else phrase("that_one")
        raise CeeloError(phrase("cpu_error_unknown_style", shown, tuple(PROFILES)))
    return text


def is_computer(state: AnyGame, seat: int) -> bool:
    """Whether a computer style plays that seat."""
    style = state.seats[seat].style
    return isinstance(style, str) and style.strip().lower() in PROFILES


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
