"""Winner take all's variants of issue 14: aced_out (two players) and order=roll."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples
from test_game_properties import playable

from ceelo_tui.engine.errors import IllegalMove, RuleError
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.pot_game import PotPhase, PotState, aced_out_verdict
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.catalog.rule_words import rules_in_words

ACED = HouseRules(mode="pot", aced_out=True)
AL, BO = 0, 1


def two() -> PotState:
    return PotState.new(["Al", "Bo"], 10, AL, ACED).ante(3)


def test_aced_out_needs_exactly_two_players() -> None:
    with pytest.raises(IllegalMove, match="exactly two players, not 3"):
        PotState.new(["Al", "Bo", "Cy"], 10, AL, ACED)
    with pytest.raises(IllegalMove, match="exactly two players"):
        Match.start(["Al", "Bo", "Cy"], 10, seed=1, rules=ACED)
    assert two().phase is PotPhase.ROLL


def test_aced_out_verdicts() -> None:
    assert aced_out_verdict((3, 3, 1), ACED) == "loss"
    assert aced_out_verdict((6, 2, 2), ACED) == "win"
    assert aced_out_verdict((4, 4, 4), ACED) == "win"
    assert aced_out_verdict((6, 5, 4), ACED) == "win"
    assert aced_out_verdict((1, 1, 1), ACED) == "win"
    assert aced_out_verdict((1, 1, 1), HouseRules(mode="pot", aced_out=True, acey_out=True)) == "loss"
    assert aced_out_verdict((2, 2, 5), ACED) is None
    assert aced_out_verdict((1, 2, 3), ACED) is None
    assert aced_out_verdict((3, 3, 1), HouseRules(mode="pot")) is None


def test_a_pair_and_a_1_loses_at_once() -> None:
    state = two().roll((5, 5, 1))
    assert state.phase is PotPhase.SETTLED and state.winner == BO
    assert [s.coins for s in state.seats] == [7, 13]
    assert "aced out" in str(state.round.reason) or "Bo takes the pot" in str(state.round.reason)


def test_a_pair_and_a_6_wins_at_once() -> None:
    state = two().roll((2, 4, 6)).roll((3, 6, 3))
    assert state.phase is PotPhase.SETTLED and state.winner == AL or state.winner == BO
    state = two().roll((2, 2, 6))
    assert state.winner == AL and state.round.turn_of(BO) is None


def test_points_still_compare() -> None:
    state = two().roll((2, 2, 5)).roll((3, 3, 4))
    assert state.winner == AL


def test_aced_out_in_a_shoot_out() -> None:
    state = two().roll((2, 2, 5)).roll((3, 3, 5))
    assert state.phase is PotPhase.SHOOT_OUT
    state = state.roll((4, 4, 1))
    assert state.winner == BO


def test_aced_out_clashes() -> None:
    for other in ("west_coast=on", "pair_points=on", "trips_high=on"):
        with pytest.raises(RuleError, match="cannot go together"):
            ACED.with_pairs([other])
    with pytest.raises(RuleError, match="aced_out=on is a rule of winner take all"):
        HouseRules(aced_out=True)  # it would change nothing in the banking game: refused
    assert "aced out" in " ".join(rules_in_words(ACED))


@pytest.mark.slow
def test_aced_out_whole_games_replay() -> None:
    from ceelo_tui.commands.simulate import play_out
    from ceelo_tui.engine.cpu import decision_rng

    for seed in range(4):
        match = Match.start(["Al", "Bo"], 12, seed=seed, rules=ACED, styles=["bold", "cautious"])
        play_out(match, decision_rng(seed), round_cap=200)
        assert match.state.total_coins == 24
        assert replay(match.journal).state == match.state
        assert match.journal.moves and all(isinstance(m, Move) for m in match.journal.moves)


def test_setup_words_for_aced_out_with_three_players() -> None:
    from ceelo_tui.engine.rules import players_problem

    assert str(players_problem(ACED, 3)).startswith("aced_out is for a winner-take-all game of exactly two players")
    assert players_problem(ACED, 2) is None
    assert players_problem(HouseRules(mode="pot"), 3) is None


@settings(max_examples=examples(40))
@given(
    rules=playable(
        mode=st.just("pot"),
        aced_out=st.just(True),
        acey_out=st.booleans(),
        instant_456=st.booleans(),
        double_down=st.booleans(),
        roll_limit=st.sampled_from([None, 3]),
        trips_high=st.booleans(),
        end=st.sampled_from(["first_broke", "rounds:5"]),
    ),
    seed=st.integers(0, 2**32),
)
def test_aced_out_games_keep_every_coin_and_replay(rules: HouseRules, seed: int) -> None:
    match = Match.start(["Al", "Bo"], 9, seed=seed, rules=rules)
    for _ in range(150):
        state = match.state
        if state.is_over:
            break
        legal = state.legal_moves()
        if "ante" in legal:
            assert isinstance(state, PotState)
            match.play(Move("ante", amount=state.ante_limit()[1] // 2 or 1))
        else:
            match.play(Move(min(legal)))
        assert match.state.total_coins == 18 and all(s.coins >= 0 for s in match.state.seats)
    assert replay(match.journal).state == match.state
