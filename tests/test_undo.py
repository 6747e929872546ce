"""Undo in the engine: a stake, fade, pass or ante taken back, move after move, until the
round's first roll; a journaled move that replays exactly; computer moves taken back with
the person's; and random games with undos that keep every coin and replay to the same state."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples
from said import said, told
from test_game_properties import bank_rules
from test_pot_game import RULES as pot_rules

from ceelo_tui.engine.cpu import choose_move
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.games import AnyGame, State
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.pot_game import PotPhase, PotState
from ceelo_tui.engine.rules import HouseRules

NAMES = ["Ann", "Bo", "Cy"]


def bank(styles: list[str | None] | None = None) -> Match:
    """Ann banks; Bo then Cy fade."""
    return Match.start(NAMES, 10, seed=3, first_banker=0, styles=styles)


def test_undo_takes_back_pass_fade_and_stake_one_by_one() -> None:
    match = bank()
    start = match.state
    match.play(Move("stake", amount=6))
    after_stake = match.state
    match.play(Move("fade", amount=2))
    after_fade = match.state
    match.play(Move("pass"))
    assert match.state.phase is Phase.BANKER_ROLL

    match.play(Move("undo"))
    assert match.state == replace_events(after_fade, match.state)
    assert match.state.actor == 2 and said(match.state.round.events)[-1] == "Cy takes back the pass."
    match.play(Move("undo"))
    assert match.state.round.bets == () and match.state.actor == 1
    assert "Bo takes back the fade of 2 coins." in told(match.state.message)
    assert match.state == replace_events(after_stake, match.state)
    match.play(Move("undo"))
    state = match.state  # (read again: the type checker keeps what it learned of match.state before the moves)
    assert state.phase is Phase.STAKE and state.round.stake == 0
    assert match.state == replace_events(start, match.state)
    undone = said(taken.said for taken in match.state.round.undone)
    assert said(match.state.round.events)[-3:] == undone == (
        "Cy takes back the pass.", "Bo takes back the fade of 2 coins.", "Ann takes back the stake of 6 coins.")
    with pytest.raises(IllegalMove, match="Nothing to take back"):
        match.play(Move("undo"))
    assert [move.kind for move in match.journal.moves].count("undo") == 3


def replace_events(state: AnyGame, like: AnyGame) -> AnyGame:
    """``state`` with ``like``'s log, record of undos and message: an undo keeps the log and
    says what it took back."""
    # One call on either side: each side is checked with its own game's round.
    if isinstance(state, GameState):
        return _with_events(state, like)
    return _with_events(state, like) if isinstance(state, PotState) else _with_events(state, like)


def _with_events(state: State, like: AnyGame) -> State:
    """:func:`replace_events` for one game's state (its round is of that game's kind)."""
    rnd = replace(state.round, events=like.round.events, undone=like.round.undone)
    return replace(state, round=rnd, message=like.message)


def test_undo_takes_back_a_pass_of_the_bank() -> None:
    match = bank()
    match.play(Move("pass_bank"))
    assert isinstance(match.state, GameState) and match.state.banker == 1
    match.play(Move("undo"))
    assert match.state.banker == 0 and match.state.phase is Phase.STAKE
    assert "Ann takes back the pass of the bank." in told(match.state.message)


def test_after_the_first_roll_undo_says_why_not_and_changes_nothing() -> None:
    match = bank()
    match.play(Move("stake", amount=4))
    match.play(Move("fade", amount=4))
    match.play(Move("roll", dice=(2, 3, 5)))  # nothing: the banker rolls again
    before = copy.deepcopy(match.state)
    moves = len(match.journal.moves)
    assert not match.state.can_undo
    assert "dice have rolled this round" in match.state.undo_refusal()
    with pytest.raises(IllegalMove, match="only before the banker's first roll"):
        match.play(Move("undo"))
    assert match.state == before and len(match.journal.moves) == moves


def test_undo_before_any_move_says_there_is_nothing() -> None:
    state = bank().state
    assert state.undo_refusal() == "Nothing to take back: no stake, fade or pass yet this round."
    with pytest.raises(IllegalMove):
        state.undo()


def test_undo_takes_back_the_ante_until_the_first_roll() -> None:
    match = Match.start(NAMES, 10, seed=3, rules=HouseRules(mode="pot"), first_banker=0)
    start = match.state
    match.play(Move("ante", amount=3))
    assert [seat.coins for seat in match.state.seats] == [7, 7, 7]
    match.play(Move("undo"))
    state = match.state
    assert isinstance(state, PotState) and state.phase is PotPhase.ANTE
    assert [seat.coins for seat in state.seats] == [10, 10, 10]
    assert state == replace_events(start, state)
    assert "Ann takes back the ante of 3 coins." in told(state.message)
    match.play(Move("ante", amount=2))
    match.play(Move("roll", dice=(1, 2, 4)))
    with pytest.raises(IllegalMove, match="ante can be taken back only before"):
        match.play(Move("undo"))


def test_undo_takes_back_the_computer_moves_after_the_persons() -> None:
    match = bank(styles=[None, "bold", None])  # Bo plays himself
    match.play(Move("stake", amount=5))
    match.play(choose_move(match.state, 1, None, random.Random(1)))  # Bo, a computer, answers
    assert match.state.actor == 2
    match.play(Move("undo"))
    state = match.state
    assert state.phase is Phase.STAKE and state.round.stake == 0 and state.actor == 0
    assert said(state.round.events)[-1].startswith("Ann takes back the stake of 5 coins (and Bo's ")


def test_only_computer_moves_cannot_be_taken_back() -> None:
    match = bank(styles=["bold", None, None])  # Ann, the banker, is a computer
    match.play(choose_move(match.state, 0, None, random.Random(1)))
    if match.state.phase is not Phase.FADE:
        pytest.skip("the computer passed the bank")  # pragma: no cover
    assert "Only a person's move" in match.state.undo_refusal()


def test_undo_seat_names_whose_move_undo_takes_back() -> None:
    match = bank(styles=[None, "bold", None])
    assert match.state.undo_seat is None  # nothing yet
    match.play(Move("stake", amount=5))
    assert match.state.undo_seat == 0
    match.play(choose_move(match.state, 1, None, random.Random(1)))  # Bo, a computer: Ann's stake goes with it
    assert match.state.undo_seat == 0
    if match.state.actor == 2:
        match.play(Move("pass", seat=2))
        assert match.state.undo_seat == 2
    computers_only = bank(styles=["bold", None, None])
    computers_only.play(choose_move(computers_only.state, 0, None, random.Random(1)))
    assert computers_only.state.undo_seat is None


def test_an_undo_replays_from_the_journal() -> None:
    match = bank()
    for move in (Move("stake", amount=6), Move("fade", amount=3), Move("undo"), Move("fade", amount=1)):
        match.play(move)
    again = replay(Journal.from_lines(match.journal.to_lines()))
    assert again.state == match.state
    assert again.state.round.events == match.state.round.events
    assert again.state.undo_refusal() == match.state.undo_refusal()


def random_game_with_undos(match: Match, rng: random.Random, moves: int) -> None:
    """Random legal moves, every fourth or so an undo (refused ones must change nothing)."""
    total = match.state.total_coins
    for _ in range(moves):
        state = match.state
        if state.is_over:
            return
        if rng.random() < 0.3:
            if state.can_undo:
                match.play(Move("undo"))
            else:
                before, count = copy.deepcopy(state), len(match.journal.moves)
                with pytest.raises(IllegalMove):
                    match.play(Move("undo"))
                assert match.state == before and len(match.journal.moves) == count
        else:
            match.play(choose_move(state, state.actor, rng.choice(["cautious", "bold", "shrewd"]), rng))
        assert match.state.total_coins == total
        assert all(seat.coins >= 0 for seat in match.state.seats)


@settings(max_examples=examples(60), deadline=None)
@given(rules=st.one_of(bank_rules, pot_rules), players=st.integers(2, 5), seed=st.integers(0, 2**32),
       computers=st.lists(st.booleans(), min_size=5, max_size=5))
def test_random_moves_with_undos_keep_every_coin_and_replay(
        rules: HouseRules, players: int, seed: int, computers: list[bool]) -> None:
    """Undos among random moves (computer seats too) never make or lose a coin, and the
    journal replays to the same state, undos and all, with the same log."""
    styles: list[str | None] = ["bold" if cpu else None for cpu in computers[:players]]
    match = Match.start(NAMES[:2] + ["Cy", "Di", "Ed"][:players - 2], 12, seed=seed, rules=rules, styles=styles)
    random_game_with_undos(match, random.Random(seed), 150)
    again = replay(Journal.from_lines(match.journal.to_lines()))
    assert again.state == match.state
    assert again.state.round.events == match.state.round.events
    assert again.state.undo_refusal() == match.state.undo_refusal()
    assert again.rng.getstate() == match.rng.getstate()
