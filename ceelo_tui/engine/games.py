"""Every game as one type: its opening state, and the one way a journal move is played on it.

:data:`AnyGame` is "a state of the banking game, of winner take all or of Chinchiro": the
match, the computer seats, the store and the UI all spell that type this way. It is the union
of the states rather than their shared base (:class:`~ceelo_tui.engine.table.TableState`,
generic in each game's phase and round), so that what only one game answers (a banker, a pot)
is asked once ``isinstance`` has said which game it is, and the type checker follows.

:func:`apply_move` plays a journal move through the game's own table of moves, by kind
(:data:`~ceelo_tui.engine.game.BANK_MOVES`, :data:`~ceelo_tui.engine.pot_game.POT_MOVES`,
:data:`~ceelo_tui.engine.chinchiro.CHINCHIRO_MOVES`): each game lists only the moves it has,
and a move it has not (another game's, or none at all) is refused in that game's words.
"""

from __future__ import annotations

from typing import TypeAlias, TypeVar

from .chinchiro import CHINCHIRO_MOVES, ChinchiroState
from .game import BANK_MOVES, GameState
from .journal import Move
from .pot_game import POT_MOVES, PotState
from .rules import HouseRules
from .turns import play_move

AnyGame: TypeAlias = GameState | PotState | ChinchiroState
"""A state of any game."""

State = TypeVar("State", GameState, PotState, ChinchiroState)
"""One game's state, any game's (a helper that takes and returns the same game's state)."""


def build_state(
    names: list[str] | tuple[str, ...],
    coins: object,
    first_banker: int | str,
    rules: HouseRules,
    styles: list[str | None] | tuple[str | None, ...] | None,
) -> AnyGame:
    """The opening state of the game the rules choose (``mode``: bank, pot or chinchiro)."""
    if rules.winner_take_all:
        return PotState.new(names, coins, first_banker, rules, styles)
    if rules.chinchiro:
        return ChinchiroState.new(names, coins, first_banker, rules, styles)
    return GameState.new(names, coins, first_banker, rules, styles)


def apply_move(state: AnyGame, move: Move) -> AnyGame:
    """The state after ``move``, played through its game's table of moves; IllegalMove (saying
    why, in the game's words) if the game has no such move or it is not allowed now."""
    if isinstance(state, PotState):
        return play_move(state, POT_MOVES, move)
    if isinstance(state, ChinchiroState):
        return play_move(state, CHINCHIRO_MOVES, move)
    return play_move(state, BANK_MOVES, move)
