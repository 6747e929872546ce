"""Either game as one type, and the opening state of the game the rules choose.

:data:`AnyGame` is "a state of the banking game or of winner take all": the match, the
computer seats, the store and the UI all spell that type this way. It is the union of the two
states rather than their shared base (:class:`~ceelo_tui.engine.table.TableState`, generic in
each game's phase and round), so that what only one game answers (a banker, a pot) is asked
once ``isinstance`` has said which game it is, and the type checker follows.
"""

from __future__ import annotations

from typing import TypeAlias

from .game import GameState
from .pot_game import PotState
from .rules import HouseRules

AnyGame: TypeAlias = GameState | PotState
"""A state of either game."""


def build_state(
    names: list[str] | tuple[str, ...],
    coins: object,
    first_banker: int | str,
    rules: HouseRules,
    styles: list[str | None] | tuple[str | None, ...] | None,
) -> AnyGame:
    """The opening state of the game the rules choose (``mode``: bank or pot)."""
    if rules.winner_take_all:
        return PotState.new(names, coins, first_banker, rules, styles)
    return GameState.new(names, coins, first_banker, rules, styles)

