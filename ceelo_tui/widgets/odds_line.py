"""The roller's true chances against the banker's point, as the engine counts them.

Once the banker holds a point, the player rolling against it sees their exact chance to win,
push and lose under the house rules in play (``odds.player_chances``): "Bo vs point 4: win
41.7 % · push 8.3 % · lose 50.0 %". The figures are for the rest of the turn: under a roll
limit they are worked out again after each dead roll, with the rolls still allowed. The line
is blank at every other moment (its row stays, so the table never moves), and in the winner-take-all game (no banker).
"""

from __future__ import annotations

from fractions import Fraction

from textual.widgets import Static

from ..engine.errors import CeeloError
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from ..engine.odds import PlayerChances, player_chances
from ..presenters.words import banker_point


def percent(chance: Fraction) -> str:
    """'41.7 %'."""
    return f"{float(chance) * 100:.1f} %"


def chances_text(name: str, point: int | str, chances: PlayerChances) -> str:
    """'Bo vs point 4: win 41.7 % · push 8.3 % · lose 50.0 %'."""
    return (f"{name} vs point {point}: win {percent(chances.win)} · push {percent(chances.push)}"
            f" · lose {percent(chances.lose)}")


class OddsLine(Static):
    """One line under the balance table while a player rolls against the banker's point."""

    DEFAULT_CSS = """
    OddsLine {
        height: 1;
        padding: 0 1;
        color: $text-accent;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """A blank line until a state with a point is shown."""
        super().__init__("", id=id, classes=classes, markup=False)
        self._text = ""

    @property
    def text(self) -> str:
        """The chances shown, or "" when there are none to show."""
        return self._text

    def set_state(self, state: AnyGame | None) -> None:
        """Show the roller's chances against the point of ``state``, or nothing."""
        text = ""
        if state is not None and not state.winner_take_all and state.phase is Phase.PLAYER_ROLL:
            assert isinstance(state, GameState)
            point = banker_point(state)
            roller = state.round.roller
            combo = state.round.banker_combo
            if point is not None and roller is not None and combo is not None:
                limit = state.rules.roll_limit
                left = None if limit is None else max(1, limit - state.rolls_this_turn())
                try:
                    chances = player_chances(combo.point or 0, state.rules, left, combo.level)
                    text = chances_text(state.name(roller), point, chances)
                except CeeloError:
                    text = ""
        if text != self._text:
            self._text = text
            self.update(text, layout=False)  # one fixed row: new words never change its size
