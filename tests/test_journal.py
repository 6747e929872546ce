"""The journal: moves and dice as JSON, replayed into exactly the same game; seeded matches."""

from __future__ import annotations

import json
import random

import pytest

from ceelo_tui.engine.dice import Dice
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.journal import Journal, Move, Setup
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules

NAMES = ["Ann", "Bo", "Cy", "Di"]


def auto_moves(match: Match, count: int, chooser: random.Random) -> None:
    """Play ``count`` legal moves, choosing stakes and fades with ``chooser`` (dice: the match's)."""
    for _ in range(count):
        state = match.state
        if state.is_over:
            return
        moves = state.legal_moves()
        if "next_round" in moves:
            match.play(Move("next_round"))
        elif "roll" in moves:
            match.play(Move("roll", seat=state.actor))
        elif "stake" in moves:
            assert isinstance(state, GameState)
            match.play(Move("stake", amount=str(chooser.randint(*state.stake_limit()))))
        elif "pass" in moves and chooser.random() < 0.25:
            match.play(Move("pass", seat=state.actor))
        else:
            assert isinstance(state, GameState)
            low, high = state.fade_limit()
            match.play(Move("fade", amount=chooser.randint(low, min(high, low + 3))))


THIRTY_ROUNDS = HouseRules(end="rounds:30")


def played(seed: int = 7, moves: int = 200, rules: HouseRules = THIRTY_ROUNDS) -> Match:
    match = Match.start(NAMES, 30, seed=seed, rules=rules)
    auto_moves(match, moves, random.Random(seed + 1))
    return match


def test_lines_round_trip() -> None:
    match = played()
    lines = match.journal.to_lines()
    assert json.loads(lines[0])["format"] == "ceelo-journal"
    assert all(json.loads(line) for line in lines)
    again = Journal.from_lines(lines)
    assert again == match.journal
    assert again.to_lines() == lines
    assert Journal.from_lines(lines + ["", "  "]) == match.journal  # blank lines are ignored


def test_json_round_trip() -> None:
    match = played(rules=HouseRules(payouts="street", roll_limit=5, reverse_player="with_trips"))
    data = json.loads(json.dumps(match.journal.to_json()))
    assert Journal.from_json(data) == match.journal
    assert Journal.from_json(data).setup.rules == match.journal.setup.rules


@pytest.mark.parametrize(
    "rules",
    [
        HouseRules(end="rounds:30"),
        HouseRules(payouts="street", acey_out=True, end="last_standing"),
        HouseRules(six_one_points=True, roll_limit=3, must_fade=True),
        HouseRules(reverse_player="on"),
    ],
)
def test_replay_equals_the_live_state(rules: HouseRules) -> None:
    match = played(seed=3, moves=300, rules=rules)
    assert match.journal.moves
    again = replay(Journal.from_lines(match.journal.to_lines()))
    assert again.state == match.state
    assert again.journal == match.journal
    assert again.rng.getstate() == match.rng.getstate()
    auto_moves(match, 60, random.Random(1))  # and both go on rolling the same dice
    auto_moves(again, 60, random.Random(1))
    assert again.state == match.state and again.journal == match.journal


def test_every_die_rolled_is_in_the_journal_in_order() -> None:
    match = played(seed=5, moves=150)
    state = match.state
    assert isinstance(state, GameState)
    rolls = [move.dice for move in match.journal.moves if move.kind == "roll"]
    rounds = list(state.history)
    if not rounds or rounds[-1] is not state.round:
        rounds.append(state.round)
    seen: list[Dice] = []
    for rnd in rounds:
        seen += list(rnd.banker_rolls)
        for bet in rnd.bets:
            seen += list(bet.rolls)
    assert len(rolls) > 20 and rolls == seen


def test_same_seed_same_moves_same_dice() -> None:
    one, two = played(seed=42), played(seed=42)
    assert one.journal == two.journal and one.state == two.state
    other = played(seed=43)

    def dice(m: Match) -> list[Dice | None]:
        return [mv.dice for mv in m.journal.moves if mv.kind == "roll"]

    assert dice(one) != dice(other)


def test_first_banker_drawn_from_the_seed_or_chosen() -> None:
    def banker(match: Match) -> int:
        assert isinstance(match.state, GameState)
        return match.state.banker

    drawn = Match.start(NAMES, 10, seed=9)
    assert drawn.journal.setup.first_banker is None
    assert banker(replay(drawn.journal)) == banker(drawn)
    chosen = Match.start(NAMES, 10, seed=9, first_banker=2)
    assert banker(chosen) == 2 and banker(replay(chosen.journal)) == 2


def test_amounts_are_journalled_as_the_numbers_accepted() -> None:
    match = Match.start(NAMES, 10, seed=1, first_banker=0)
    match.play(Move("stake", amount=" ５ "))
    match.play(Move("fade", amount="٢"))
    assert match.journal.moves == [Move("stake", amount=5), Move("fade", amount=2)]
    assert '"amount":5' in match.journal.to_lines()[1]


def test_given_dice_are_kept_and_the_generator_stays_in_step() -> None:
    match = Match.start(NAMES, 10, seed=1, first_banker=0)
    match.play(Move("stake", amount=4))
    match.play(Move("fade", amount=4))
    match.play(Move("roll", dice=(4, 5, 6)))
    assert match.journal.moves[-1].dice == (4, 5, 6)
    again = replay(match.journal)
    assert again.state == match.state and again.rng.getstate() == match.rng.getstate()


def test_listeners_hear_each_accepted_move_only() -> None:
    match = Match.start(NAMES, 10, seed=1, first_banker=0)
    heard = []
    match.listeners.append(lambda move, state: heard.append((move.kind, state.phase.value)))
    match.play(Move("stake", amount=3))
    with pytest.raises(IllegalMove):
        match.play(Move("stake", amount=3))
    assert heard == [("stake", "fade")]


def test_a_refused_move_changes_nothing() -> None:
    match = played(seed=8, moves=20)
    before = (match.state, list(match.journal.moves), match.rng.getstate())
    wrong = Move("fade", amount=1) if "next_round" in match.state.legal_moves() else Move("next_round")
    for move in (wrong, Move("stake", amount="zero"), Move("roll", seat=99), Move("ante", amount=1)):
        with pytest.raises(IllegalMove):
            match.play(move)
        assert (match.state, list(match.journal.moves), match.rng.getstate()) == before


def test_a_hand_written_setup_replays() -> None:
    setup = Setup(names=("Ann", "Bo"), coins=10, seed=3, first_banker=0)
    journal = Journal(setup, [Move("stake", amount=2), Move("fade", amount=2), Move("roll", dice=(6, 5, 4))])
    match = replay(journal)
    assert [seat.coins for seat in match.state.seats] == [12, 8]


@pytest.mark.parametrize(
    "lines, words",
    [
        ([], "empty"),
        (['{"format":"other"}'], "not a ceelo-tui journal"),
        (['{"format":"ceelo-journal","version":99}'], "version"),
        ([None, '{"move":"dance"}'], "unknown move"),
        ([None, '{"move":"roll","dice":[1,2,9]}'], "1-6"),
        ([None, '{"move":"stake","seat":"x","amount":3}'], "bad seat"),
        ([None, "{not json"], "Expecting"),
    ],
)
def test_bad_journals_are_refused(lines: list[str | None], words: str) -> None:
    head = Match.start(NAMES, 10, seed=1).journal.to_lines()[0]
    whole = [head if line is None else line for line in lines]
    with pytest.raises(ValueError, match=words):
        Journal.from_lines(whole)


def test_a_journal_that_does_not_replay_is_refused() -> None:
    setup = Match.start(NAMES, 10, seed=1, first_banker=0).journal.setup
    with pytest.raises(ValueError, match="move 1"):
        replay(Journal(setup, [Move("fade", amount=3)]))
    with pytest.raises(ValueError, match="without its dice"):
        replay(Journal(setup, [Move("stake", amount=3), Move("fade", amount=3), Move("roll")]))


@pytest.mark.parametrize(
    "line",
    ['{"move":"roll","dice":5}', "[1, 2]", '"roll"', '{"move":"fade","amount":2,"dice":{"a":1}}'],
)
def test_a_damaged_move_line_is_a_value_error(line: str) -> None:
    head = Match.start(NAMES, 10, seed=1).journal.to_lines()[0]
    with pytest.raises(ValueError, match="malformed|1-6"):
        Journal.from_lines([head, line])


@pytest.mark.parametrize(
    "head",
    ['{"format":"ceelo-journal","version":1}', "[]", '{"format":"ceelo-journal","version":1,"names":["A"],"coins":null,"seed":1}'],
)
def test_a_damaged_setup_line_is_a_value_error(head: str) -> None:
    with pytest.raises(ValueError, match="malformed"):
        Journal.from_lines([head])


@pytest.mark.parametrize("data", [{"setup": 3, "moves": []}, [], {"moves": []}])
def test_a_damaged_journal_object_is_a_value_error(data: object) -> None:
    with pytest.raises(ValueError, match="malformed"):
        Journal.from_json(data)  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", ["bank", "pot"])
@pytest.mark.parametrize("seat", [99, -1, True, "1"])
def test_next_round_refuses_a_seat_that_does_not_exist(mode: str, seat: object) -> None:
    """Issue 23: every move refuses a seat that does not exist, the next round too; a refused move
    changes nothing (state, journal, dice to come). Any seat that exists may start it."""
    match = Match.start(NAMES, 10, seed=1, first_banker=0, rules=HouseRules(mode=mode))
    while "next_round" not in match.state.legal_moves():
        move = Move("ante", amount=1) if "ante" in match.state.legal_moves() else None
        if move is None:
            legal = match.state.legal_moves()
            move = Move("stake", amount=2) if "stake" in legal else Move("fade", amount=1) if "fade" in legal else Move("roll")
        match.play(move)
    before = (match.state, list(match.journal.moves), match.rng.getstate())
    with pytest.raises(IllegalMove, match="There is no such seat"):
        match.play(Move("next_round", seat=seat))  # type: ignore[arg-type]  # a damaged journal's seat
    assert (match.state, list(match.journal.moves), match.rng.getstate()) == before
    match.play(Move("next_round", seat=2))
    assert match.state.round.number == 2


def test_an_old_journal_with_a_winner_take_all_switch_in_a_banking_game_replays() -> None:
    """Games saved before such switches were refused (``order=roll`` with ``mode=bank``) still
    load and replay exactly: the switch did nothing in that game and is read as its default."""
    match = Match.start(NAMES[:3], 10, seed=5, first_banker=0)
    for move in (Move("stake", amount=4), Move("fade", amount=2), Move("fade", amount=2), Move("roll"),
                 Move("roll"), Move("roll"), Move("roll"), Move("roll")):
        if move.kind in match.state.legal_moves():
            match.play(move)
    data = json.loads(json.dumps(match.journal.to_json()))
    data["setup"]["rules"].update(order="roll", instant_456=True, aced_out=True)
    old = Journal.from_json(data)
    assert old.setup.rules == HouseRules()
    assert replay(old).state == match.state
