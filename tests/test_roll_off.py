"""Who goes first by rolling (seed 001): red pips for the first banker, order=roll in winner
take all. Played as roll moves, journaled and replayed like any other."""

from __future__ import annotations

import pytest
from said import said

from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import FIRST_BY_RED_PIPS, GameState, Phase
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.pot_game import PotPhase, PotState
from ceelo_tui.engine.roll_off import ONE_DIE, RED_PIPS, RollOff, score
from ceelo_tui.engine.rules import HouseRules

NAMES = ["Ann", "Bo", "Cy"]
ORDER = HouseRules(mode="pot", order="roll")


def test_red_pips_count_the_1s_and_4s() -> None:
    assert score(RED_PIPS, (1, 4, 4)) == 9
    assert score(RED_PIPS, (2, 3, 5)) == 0
    assert score(RED_PIPS, (1, 1, 6)) == 2
    assert score(RED_PIPS, (4, 6, 4)) == 8
    assert score(ONE_DIE, (5, 1, 1)) == 5  # the first die is the die rolled


def test_a_roll_off_with_a_tie() -> None:
    off = RollOff(RED_PIPS, (0, 1, 2))
    off = off.roll((1, 4, 2)).roll((4, 1, 6)).roll((2, 2, 2))  # Ann 5, Bo 5, Cy 0
    assert off.winner is None and off.contenders == (0, 1) and off.stage == 1 and off.roller == 0
    off = off.roll((2, 3, 5)).roll((2, 3, 1))
    assert off.winner == 1 and off.roller is None


def test_red_pips_choose_the_first_banker() -> None:
    state = GameState.new(NAMES, 10, FIRST_BY_RED_PIPS)
    assert state.phase is Phase.DRAW and state.actor == 0 and state.legal_moves() == {"roll"}
    with pytest.raises(IllegalMove, match="roll for red pips"):
        state.stake(3)
    state = state.roll((1, 2, 3)).roll((4, 4, 5)).roll((1, 1, 1))  # 1, 8, 3
    assert state.phase is Phase.STAKE and state.banker == 1 and state.actor == 1
    assert "Bo has the most red pips and takes the bank." in said(state.round.events)
    assert state.total_coins == 30


def test_the_roll_offs_last_dice_stay_until_the_first_stake_and_come_back_with_its_undo() -> None:
    """The table shows the roll-off's last roll until the betting begins; taking the first stake
    back returns to the table as it was, its dice included."""
    state = GameState.new(NAMES, 10, FIRST_BY_RED_PIPS).roll((1, 2, 3)).roll((4, 4, 5)).roll((1, 1, 1))
    assert state.faces_shown() == (1, 1, 1)
    staked = state.stake(3)
    assert staked.faces_shown() is None
    assert staked.undo().faces_shown() == (1, 1, 1) and staked.undo().round.stake == state.round.stake


def test_red_pips_tie_rolls_again() -> None:
    state = GameState.new(NAMES, 10, FIRST_BY_RED_PIPS).roll((4, 2, 2)).roll((3, 3, 3)).roll((2, 4, 6))
    assert state.phase is Phase.DRAW and state.actor == 0  # Ann and Cy tie on 4
    assert any("Ann and Cy tie on 4 red pips" in event for event in said(state.round.events))
    with pytest.raises(IllegalMove, match="Ann's turn"):
        state.roll((1, 1, 1), seat=1)  # Bo is out of it
    state = state.roll((2, 2, 2)).roll((1, 2, 2))
    assert state.banker == 2


def test_a_bad_first_banker_is_refused() -> None:
    with pytest.raises(IllegalMove, match="red-pips"):
        GameState.new(NAMES, 10, "blue-pips")


def test_red_pips_through_the_match_are_journaled_and_replayed() -> None:
    match = Match.start(NAMES, 10, seed=9, first_banker=FIRST_BY_RED_PIPS)
    state = match.state
    assert state.phase is Phase.STAKE and state.draw is not None and state.banker == state.draw.winner
    assert all(move.kind == "roll" for move in match.journal.moves)
    again = Journal.from_lines(match.journal.to_lines())
    assert again.setup.first_banker == FIRST_BY_RED_PIPS
    assert replay(again).state == state
    match.play(Move("stake", amount=3))
    assert replay(match.journal).state == match.state


def test_order_roll_every_round() -> None:
    state = PotState.new(NAMES, 10, 0, ORDER)
    assert state.phase is PotPhase.DRAW and state.actor == 0
    state = state.roll((3, 1, 1)).roll((5, 6, 6)).roll((5, 2, 2))  # 3, 5, 5: Bo and Cy again
    assert state.phase is PotPhase.DRAW and state.actor == 1
    state = state.roll((2, 6, 6)).roll((6, 1, 1))
    assert state.phase is PotPhase.ANTE and state.round.opener == 2 and state.round.players == (2, 0, 1)
    state = state.ante(2).roll((4, 5, 6)).roll((1, 2, 3)).roll((1, 2, 3))
    state = state.next_round()
    assert state.phase is PotPhase.DRAW and state.round.number == 2


def test_red_pips_in_winner_take_all() -> None:
    state = PotState.new(NAMES, 10, FIRST_BY_RED_PIPS, HouseRules(mode="pot"))
    state = state.roll((1, 1, 1)).roll((4, 2, 2)).roll((2, 2, 2))
    assert state.phase is PotPhase.ANTE and state.round.opener == 1
    state = state.ante(1).roll((4, 5, 6)).roll((1, 2, 3)).roll((1, 2, 3)).next_round()
    assert state.phase is PotPhase.ANTE and state.round.opener == 2  # then round the table


@pytest.mark.slow
def test_order_roll_whole_games_replay() -> None:
    from ceelo_tui.commands.simulate import play_out
    from ceelo_tui.engine.cpu import decision_rng

    for seed in range(3):
        match = Match.start(NAMES, 10, seed=seed, rules=ORDER, styles=["bold", "bold", "cautious"])
        play_out(match, decision_rng(seed), round_cap=100)
        assert match.state.total_coins == 30
        assert replay(match.journal).state == match.state
