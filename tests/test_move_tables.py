"""Each game plays a journal move through its own table of moves (engine/games.py): the table
lists every move the game has and no other, and a move it has not is refused in its words."""

from __future__ import annotations

import pytest

from ceelo_tui.engine.chinchiro import CHINCHIRO_MOVES
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import BANK_MOVES, GameState
from ceelo_tui.engine.games import AnyGame, apply_move
from ceelo_tui.engine.journal import MOVE_KINDS, Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import POT_MOVES, PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.catalog import WORDS
from ceelo_tui.presenters.catalog.keyed import label

NAMES = ["Al", "Bo", "Cy"]
BANK_ONLY = ("stake", "fade", "pass", "pass_bank")


def test_the_tables_hold_every_journal_move_and_a_refusal_names_each() -> None:
    assert set(BANK_MOVES) | set(POT_MOVES) | set(CHINCHIRO_MOVES) == set(MOVE_KINDS)
    assert all(label(WORDS, "move", kind) for kind in MOVE_KINDS)  # the catalog says each
    assert set(CHINCHIRO_MOVES) - set(BANK_MOVES) == {"bet"}
    assert set(BANK_MOVES) - set(POT_MOVES) == set(BANK_ONLY)
    assert set(POT_MOVES) - set(BANK_MOVES) == {"ante"}
    for name in ("stake", "fade", "pass_fade", "pass_bank"):  # no method only to refuse
        assert not hasattr(PotState, name)


def test_what_is_legal_is_a_move_of_the_game() -> None:
    for rules, table in ((HouseRules(), BANK_MOVES), (HouseRules(mode="pot"), POT_MOVES)):
        match = Match.start(NAMES, 10, seed=5, rules=rules, first_banker=0)
        for _ in range(30):
            state = match.state
            assert state.legal_moves() <= set(table)
            if state.is_over:
                break
            legal = state.legal_moves()
            kind = "ante" if "ante" in legal else "stake" if "stake" in legal else "fade" if "fade" in legal else min(legal)
            match.play(Move(kind, amount=1) if kind in ("ante", "stake", "fade") else Move(kind))


def refusal(state: AnyGame, move: Move) -> str:
    with pytest.raises(IllegalMove) as caught:
        apply_move(state, move)
    return str(caught.value)


def test_a_move_the_game_has_not_is_refused_naming_the_move_and_the_game() -> None:
    pot = PotState.new(NAMES, 10, 0, HouseRules(mode="pot"))
    for kind in BANK_ONLY:
        words = refusal(pot, Move(kind, amount=1))
        assert words.startswith(f"You cannot {label(WORDS, 'move', kind)} in the winner-take-all game: there is no bank."), words
        assert words.endswith("Al must set the ante (1-10 coins).")
    bank = GameState.new(NAMES, 10, 0)
    assert refusal(bank, Move("ante", amount=1)).startswith("You cannot set the ante in the banking game:")
    assert refusal(bank, Move("dance")).startswith("There is no move 'dance' in the banking game. Al must put up")
    assert refusal(pot, Move("dance")).startswith("There is no move 'dance' in the winner-take-all game. Al must")


def test_once_the_game_is_over_every_move_hears_so() -> None:
    match = Match.start(["Al", "Bo"], 10, seed=1, rules=HouseRules(mode="pot"), first_banker=0)
    match.play(Move("ante", amount=10))
    match.play(Move("roll", dice=(6, 6, 6)))
    match.play(Move("roll", dice=(1, 2, 3)))
    assert match.state.is_over
    for move in (Move("pass_bank"), Move("dance"), Move("roll")):
        assert refusal(match.state, move) == "The game is over. Start a new game to play again."
