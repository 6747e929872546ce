"""The roller's true chances against the banker's point, as the engine counts them.

Once the banker holds a point, the player rolling against it sees their exact chance to win,
push and lose under the house rules in play (``odds.player_chances``): "Bo vs point 4: win
41.7 % · push 8.3 % · lose 50.0 %". The figures are for the rest of the turn: under a roll
limit they are worked out again after each dead roll, with the rolls still allowed. At every
other moment, and in the winner-take-all game (no banker), there is no line ("").
"""

from __future__ import annotations

from fractions import Fraction

from ..engine.errors import CeeloError
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from ..engine.odds import PlayerChances, player_chances
from .words import banker_point


def percent(chance: Fraction) -> str:
    """'41.7 %'."""
    return f"{float(chance) * 100:.1f} %"


def chances_text(name: str, point: int | str, chances: PlayerChances) -> str:
    """'Bo vs point 4: win 41.7 % · push 8.3 % · lose 50.0 %'."""
    return (f"{name} vs point {point}: win {percent(chances.win)} · push {percent(chances.push)}"
            f" · lose {percent(chances.lose)}")


def odds_text(state: AnyGame | None) -> str:
    """The roller's chances against the point of ``state``, or "" when there are none to show."""
    if not isinstance(state, GameState) or state.phase is not Phase.PLAYER_ROLL:
        return ""
    point = banker_point(state)
    roller = state.round.roller
    combo = state.round.banker_combo
    if point is None or roller is None or combo is None:
        return ""
    limit = state.rules.roll_limit
    left = None if limit is None else max(1, limit - state.rolls_this_turn())
    try:
        chances = player_chances(combo.point or 0, state.rules, left, combo.level)
    except CeeloError:
        return ""
    return chances_text(state.name(roller), point, chances)
