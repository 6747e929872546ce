"""The roller's true chances against the banker's point, as the engine counts them.

Once the banker holds a point, the player rolling against it sees their exact chance to win,
push and lose under the house rules in play (``odds.player_chances``): "Bo vs point 4: win
41.7 % · push 8.3 % · lose 50.0 %". The figures are for the rest of the turn: under a roll
limit they are worked out again after each dead roll, with the rolls still allowed. At every
other moment, and in the winner-take-all game (no banker), there is no line (""). Chinchiro's
are its own (``chinchiro_odds``: three rolls a turn, its reading of a tie).
"""

from __future__ import annotations

from ..engine.chinchiro import TRIES, ChinchiroState, ChinPhase
from ..engine.chinchiro_odds import chinchiro_chances
from ..engine.errors import CeeloError
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from ..engine.odds import PlayerChances, player_chances
from .catalog import WORDS
from .chinchiro_view import point_words
from .words import banker_point


def chances_text(name: str, point: int | str, chances: PlayerChances) -> str:
    """'Bo vs point 4: win 41.7 % · push 8.3 % · lose 50.0 %'."""
    return WORDS.chances_line(name, str(point), float(chances.win), float(chances.push), float(chances.lose))


def odds_text(state: AnyGame | None) -> str:
    """The roller's chances against the point of ``state``, or "" when there are none to show."""
    if isinstance(state, ChinchiroState):
        return chinchiro_odds_text(state)
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


def chinchiro_odds_text(state: ChinchiroState) -> str:
    """'Bo vs point 4 (shi no me): win 41.7 % · push 8.3 % · lose 50.0 %', for the rest of the
    player's three rolls (Chinchiro's own counting: a tie is the banker's under ties=banker)."""
    point = point_words(state)
    roller = state.round.roller
    combo = state.round.banker_combo
    if state.phase is not ChinPhase.PLAYER_ROLL or point is None or roller is None or combo is None:
        return ""
    chances = chinchiro_chances(combo.point or 0, state.rules, max(1, TRIES - state.rolls_this_turn()))
    return chances_text(state.name(roller), point, chances)
