"""The winner-take-all game (seed 001, "Cee-lo without a bank"): ranking, rounds, variants."""

from __future__ import annotations

import ast
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples
from said import said, told
from test_game_properties import playable

from ceelo_tui.engine.dice import ALL_ROLLS, Dice
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.outcomes import SeatStatus
from ceelo_tui.engine.pot_game import LOSING, PotPhase, PotState, Rank, pot_rank, rank_name
from ceelo_tui.engine.rules import HouseRules

POT = HouseRules(mode="pot")
NAMES = ["Al", "Bo", "Cy"]

# Every sorted roll of three dice and what it is worth in this game, written out by hand:
# W = 4-5-6, Tn = trip ns, Pn = point n, L = 1-2-3, - = roll again.
EXPECTED = """
    111:T1 112:P2 113:P3 114:P4 115:P5 116:P6 122:P1 123:L
    124:- 125:- 126:- 133:P1 134:- 135:- 136:- 144:P1
    145:- 146:- 155:P1 156:- 166:P1 222:T2 223:P3 224:P4
    225:P5 226:P6 233:P2 234:- 235:- 236:- 244:P2 245:-
    246:- 255:P2 256:- 266:P2 333:T3 334:P4 335:P5 336:P6
    344:P3 345:- 346:- 355:P3 356:- 366:P3 444:T4 445:P5
    446:P6 455:P4 456:W 466:P4 555:T5 556:P6 566:P5 666:T6
"""
TABLE = dict(item.split(":") for item in EXPECTED.split())


def expected_rank(code: str) -> tuple[int, int] | None:
    if code == "-":
        return None
    if code == "W":
        return (3, 0)
    if code == "L":
        return (0, 0)
    return (2 if code[0] == "T" else 1, int(code[1]))


def start(rules: HouseRules = POT, names: list[str] = NAMES, coins: int = 10, first: int = 0) -> Match:
    return Match.start(names, coins, seed=7, rules=rules, first_banker=first)


def play(match: Match, *moves: Move | tuple[int, int, int] | int) -> PotState:
    """Play moves; a tuple is a roll of those dice, an int an ante."""
    for move in moves:
        if isinstance(move, tuple):
            move = Move("roll", dice=move)
        elif isinstance(move, int):
            move = Move("ante", amount=move)
        match.play(move)
    state = match.state
    assert isinstance(state, PotState)
    return state


def rank_of(dice: Dice, rules: HouseRules = POT) -> Rank:
    """What ``dice`` rank (the test knows they decide something: they are not a roll again)."""
    rank = pot_rank(dice, rules)[0]
    assert rank is not None, dice
    return rank


def coins_of(state: PotState) -> list[int]:
    return [seat.coins for seat in state.seats]


# ---------------------------------------------------------------------- ranking
def test_table_covers_every_sorted_roll() -> None:
    assert len(TABLE) == 56
    assert {"".join(map(str, sorted(d))) for d in ALL_ROLLS} == set(TABLE)


@pytest.mark.parametrize("dice", ALL_ROLLS)
def test_every_roll_ranks_as_the_table_says(dice: tuple[int, int, int]) -> None:
    code = TABLE["".join(map(str, sorted(dice)))]
    rank, name = pot_rank(dice, POT)
    assert rank == expected_rank(code)
    if code == "-":
        assert str(name) == "no score"


def test_roll_counts() -> None:
    kinds = Counter(TABLE["".join(map(str, sorted(d)))][0] for d in ALL_ROLLS)
    assert kinds == {"W": 6, "T": 6, "P": 90, "L": 6, "-": 108}
    recognised = [d for d in ALL_ROLLS if pot_rank(d, POT)[0] is not None]
    assert len(recognised) == 108


def test_ranking_order_best_first() -> None:
    best_first = [
        (4, 5, 6), (6, 6, 6), (5, 5, 5), (4, 4, 4), (3, 3, 3), (2, 2, 2), (1, 1, 1),
        (2, 2, 6), (1, 1, 5), (6, 6, 4), (4, 3, 4), (5, 2, 5), (6, 6, 1), (1, 2, 3),
    ]
    ranks = [rank_of(d) for d in best_first]  # none of them rolls again
    assert ranks == sorted(ranks, reverse=True)
    assert len(set(ranks)) == len(ranks)
    # 6 and 1 are points here, not instant decisions; the pair does not matter.
    assert pot_rank((2, 2, 6), POT)[0] == pot_rank((5, 5, 6), POT)[0] == (1, 6)
    assert pot_rank((6, 6, 1), POT)[0] == (1, 1)


def test_names() -> None:
    assert str(pot_rank((6, 4, 5), POT)[1]) == "4-5-6"
    assert str(pot_rank((4, 4, 4), POT)[1]) == "trip 4s"
    assert str(pot_rank((2, 6, 2), POT)[1]) == "point 6 (pair of 2s)"
    assert str(pot_rank((3, 1, 2), POT)[1]) == "1-2-3"
    assert str(pot_rank((1, 3, 5), POT)[1]) == "no score"
    assert str(rank_name((1, 5))) == "point 5" and str(rank_name(LOSING)) == "a losing roll"


def test_acey_out_ranks_one_one_one_with_one_two_three() -> None:
    acey = HouseRules(mode="pot", acey_out=True)
    rank, name = pot_rank((1, 1, 1), acey)
    assert (rank, str(name)) == (LOSING, "trip 1s (acey out)")
    assert pot_rank((1, 1, 1), acey)[0] == pot_rank((1, 2, 3), acey)[0]
    assert rank_of((6, 6, 1), acey) > rank_of((1, 1, 1), acey)
    assert pot_rank((1, 1, 1), POT)[0] == (2, 1)


# ---------------------------------------------------------------------- a whole game
def test_full_game_with_a_shoot_out() -> None:
    match = start(first=1)
    state = match.state
    assert isinstance(state, PotState)
    assert state.phase is PotPhase.ANTE and state.actor == 1 and state.legal_moves() == {"ante"}
    assert state.round.players == (1, 2, 0)
    assert state.winner_take_all and state.pot == 0 and state.shoot_out == () and state.winner is None
    assert state.ante_limit() == (1, 10)
    assert [state.status(s) for s in range(3)] == ["waiting", "sets_ante", "waiting"]

    state = play(match, Move("ante", seat=1, amount="3"))
    assert state.pot == 9 and coins_of(state) == [7, 7, 7] and state.total_coins == 30
    assert state.phase is PotPhase.ROLL and state.actor == 1

    state = play(match, (1, 2, 4))  # no score: Bo rolls again
    assert state.actor == 1 and state.rolls_this_turn() == 1
    state = play(match, (3, 3, 5))  # Bo: point 5
    assert state.actor == 2 and told(state.message).endswith("Cy, roll to beat point 5.")
    state = play(match, (5, 5, 1), (5, 2, 2))  # Cy: point 1; Al: point 5, tied with Bo
    assert state.phase is PotPhase.SHOOT_OUT
    assert state.shoot_out == (1, 0) and state.actor == 1 and state.round.stage == 1
    assert [state.status(s) for s in range(3)] == [SeatStatus.SHOOT_OUT, SeatStatus.ROLLING, SeatStatus.BEATEN]
    turn = state.round.turn_of(2, 0)
    assert turn is not None and str(turn.name) == "point 1 (pair of 5s)"
    assert "Bo and Al tie with point 5: shoot-out." in said(state.round.events)

    state = play(match, (4, 4, 4), (6, 6, 6))  # Al beats Bo's trips in the shoot-out
    assert state.phase is PotPhase.SETTLED and state.legal_moves() == {"next_round"}
    assert state.winner == 0 and str(state.round.winning_name) == "trip 6s"
    assert str(state.round.reason) == "Al wins the shoot-out with trip 6s"
    assert coins_of(state) == [16, 7, 7] and state.pot == 0 and state.total_coins == 30
    assert [state.round.delta_of(s) for s in range(3)] == [6, -3, -3]
    assert [state.status(s) for s in range(3)] == [SeatStatus.WON_POT, SeatStatus.LOST, SeatStatus.LOST]
    assert state.rounds_played == 1 and state.history[-1] == state.round
    assert state.actor is None

    state = play(match, Move("next_round"))
    assert state.round.number == 2 and state.opener == 2 and state.round.players == (2, 0, 1)
    assert state.ante_limit() == (1, 7) and state.round.events == ()

    # Round 2: Cy stakes everyone's all; Cy's 4-5-6 is tied by Bo (no instant_456), Bo wins.
    state = play(match, 7, (4, 5, 6), (1, 1, 2), (6, 5, 4))
    assert state.shoot_out == (2, 1)
    state = play(match, (1, 2, 3), (2, 2, 1))
    assert state.winner == 1 and coins_of(state) == [9, 21, 0]
    assert state.is_over and state.phase is PotPhase.GAME_OVER and state.legal_moves() == frozenset()
    assert state.leaders() == (1,)
    assert "Game over: Cy has no coins. Most coins: Bo." in told(state.message)
    assert not state.in_game(2) and state.status(2) == "lost"

    again = replay(Journal.from_lines(match.journal.to_lines()))
    assert again.state == state


def test_repeated_shoot_out() -> None:
    match = start(names=["Al", "Bo"])
    state = play(match, 2, (3, 3, 3), (3, 3, 3), (2, 2, 4), (4, 1, 1), (1, 2, 3), (1, 2, 3))
    assert state.round.stage == 3 and state.shoot_out == (0, 1)
    assert "Al and Bo tie with a losing roll: shoot-out 3." in said(state.round.events)
    state = play(match, (1, 1, 5), (6, 6, 2))
    assert state.winner == 0 and coins_of(state) == [12, 8]
    assert [t.stage for t in state.round.turns] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_all_seats_rolled_dead_keeps_turn_until_recognised() -> None:
    match = start()
    state = play(match, 1, (1, 3, 5), (2, 4, 6), (1, 3, 6), (1, 1, 4))
    turn = state.round.turn_of(0)
    assert turn is not None and turn.rolls == ((1, 3, 5), (2, 4, 6), (1, 3, 6), (1, 1, 4))
    assert state.actor == 1


# ---------------------------------------------------------------------- variants
def test_instant_456_wins_at_once() -> None:
    match = start(HouseRules(mode="pot", instant_456=True))
    state = play(match, 2, (2, 2, 3), (6, 4, 5))
    assert state.phase is PotPhase.SETTLED and state.winner == 1
    assert state.round.turn_of(2) is None  # Cy never rolls
    assert str(state.round.reason) == "Bo rolled 4-5-6 and takes the pot at once"
    assert coins_of(state) == [8, 14, 8]


def test_instant_456_in_a_shoot_out() -> None:
    match = start(HouseRules(mode="pot", instant_456=True))
    state = play(match, 1, (6, 6, 6), (1, 1, 1), (6, 6, 6), (4, 5, 6))
    assert state.winner == 0 and state.round.stage == 1 and state.round.turn_of(2, 1) is None


def test_without_instant_456_later_players_still_roll() -> None:
    match = start()
    state = play(match, 1, (4, 5, 6))
    assert state.phase is PotPhase.ROLL and state.actor == 1


def test_double_down_on_trips_is_capped_at_coins() -> None:
    match = start(HouseRules(mode="pot", double_down=True), names=["Al", "Bo", "Cy"], coins=10)
    # Round 1: Al wins with a point: no double down.
    state = play(match, 4, (2, 2, 6), (3, 3, 5), (1, 2, 3))
    assert state.round.extras == () and coins_of(state) == [18, 6, 6]
    # Round 2, Bo opens: ante 5; Cy wins with trips: Bo pays 1 more (all he has), Al 5.
    state = play(match, Move("next_round"), 5, (2, 2, 3), (5, 5, 5), (1, 1, 6))
    assert state.winner == 2
    assert state.round.extras == ((1, 1), (0, 5))
    assert coins_of(state) == [8, 0, 22] and state.total_coins == 30
    assert state.round.delta_of(2) == 16 and state.round.delta_of(1) == -6
    assert "Double down: Bo pays Cy 1 coin more." in said(state.round.events)
    assert state.is_over


def test_double_down_on_four_five_six() -> None:
    match = start(HouseRules(mode="pot", double_down=True, instant_456=True), names=["Al", "Bo"])
    state = play(match, 3, (4, 5, 6))
    assert state.round.extras == ((1, 3),) and coins_of(state) == [16, 4]


def test_double_down_not_for_acey_out() -> None:
    match = start(HouseRules(mode="pot", double_down=True, acey_out=True), names=["Al", "Bo"])
    state = play(match, 2, (1, 1, 1), (1, 2, 3), (1, 1, 1), (3, 3, 2))
    assert state.winner == 1 and state.round.extras == ()


@pytest.mark.parametrize("limit", [3, 5])
def test_roll_limit_counts_as_lowest(limit: int) -> None:
    match = start(HouseRules(mode="pot", roll_limit=limit), names=["Al", "Bo"])
    dead = [(1, 3, 5)] * limit
    state = play(match, 1, *dead[:-1])
    assert state.actor == 0 and state.rolls_this_turn() == limit - 1
    state = play(match, dead[-1])
    turn = state.round.turn_of(0)
    assert turn is not None and turn.rank == LOSING
    assert str(turn.name) == f"out after {limit} dead rolls (counts as 1-2-3)"
    assert state.actor == 1
    # Bo's 1-2-3 ties with it: a shoot-out.
    state = play(match, (3, 2, 1))
    assert state.shoot_out == (0, 1)
    state = play(match, (2, 2, 1), (1, 3, 5))  # Al point 1; Bo's dead rolls restart at 1
    assert state.actor == 1 and state.rolls_this_turn() == 1


def test_roll_limit_loses_to_a_point() -> None:
    match = start(HouseRules(mode="pot", roll_limit=3), names=["Al", "Bo"])
    state = play(match, 1, (6, 6, 1), (1, 3, 5), (1, 3, 5), (2, 4, 6))
    assert state.winner == 0


def test_last_standing_broke_players_leave() -> None:
    match = start(HouseRules(mode="pot", end="last_standing"))
    state = play(match, 10, (2, 2, 3), (2, 2, 4), (1, 1, 5))
    assert coins_of(state) == [0, 0, 30] and state.is_over
    assert told(state.message).endswith("Game over: Cy holds every coin.")

    match = start(HouseRules(mode="pot", end="last_standing"), names=["Al", "Bo", "Cy"])
    state = play(match, 5, (2, 2, 3), (2, 2, 4), (1, 1, 5))  # Cy wins, Al and Bo at 5
    state = play(match, Move("next_round"), 5, (6, 6, 6), (1, 2, 3), (1, 2, 3))  # Bo opens
    assert coins_of(state) == [0, 15, 15] and not state.is_over
    assert state.status(0) == "lost" and not state.in_game(0)
    state = play(match, Move("next_round"))
    assert state.opener == 2 and state.round.players == (2, 1)
    assert state.status(0) is SeatStatus.NO_COINS


def test_first_broke_ends_the_game() -> None:
    match = start(names=["Al", "Bo", "Cy"])
    state = play(match, 10, (2, 2, 3), (2, 2, 4), (1, 1, 5))
    assert state.is_over and state.leaders() == (2,)


def test_rounds_end_and_broke_players_sit_out() -> None:
    match = start(HouseRules(mode="pot", end="rounds:2"))
    state = play(match, 10, (2, 2, 3), (2, 2, 4), (2, 2, 5))  # Al and Bo broke
    assert state.is_over and "holds every coin" in told(state.message)

    match = start(HouseRules(mode="pot", end="rounds:2"))
    state = play(match, 4, (2, 2, 3), (2, 2, 4), (2, 2, 1))
    assert not state.is_over
    state = play(match, Move("next_round"), 1, (6, 6, 6), (1, 2, 3), (1, 2, 3))
    assert state.is_over and told(state.message).endswith("Game over after 2 rounds. Most coins: Bo.")



def test_rounds_broke_players_sit_out_and_the_game_goes_on() -> None:
    match = start(HouseRules(mode="pot", end="rounds:5"))
    state = play(match, 3, (2, 2, 3), (2, 2, 4), (2, 2, 1))  # Bo wins 9
    assert coins_of(state) == [7, 16, 7]
    state = play(match, Move("next_round"), 7, (1, 2, 3), (6, 6, 6), (1, 2, 3))  # Bo opens, Cy wins
    assert coins_of(state) == [0, 9, 21] and not state.is_over
    state = play(match, Move("next_round"))
    assert state.opener == 2 and state.round.players == (2, 1) and state.ante_limit() == (1, 9)
    assert state.status(0) is SeatStatus.NO_COINS and not state.in_game(0)


# ---------------------------------------------------------------------- refusals
def refused(match: Match, move: Move, words: str = "") -> None:
    before, moves, rng = match.state, list(match.journal.moves), match.rng.getstate()
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state == before and match.state is before
    assert match.journal.moves == moves and match.rng.getstate() == rng
    assert words in str(caught.value)


def test_every_illegal_move_leaves_the_state_alone() -> None:
    match = start()
    for amount in (0, 11, -1, "abc", "2.5", "", None, True, 2.0):
        refused(match, Move("ante", amount=amount), "ante")
    refused(match, Move("ante", amount=11), "from 1 to 10")
    refused(match, Move("ante", seat=1, amount=2), "It is Al's turn, not Bo's.")
    refused(match, Move("ante", seat=9, amount=2), "There is no such seat: seats are 1 to 3.")
    refused(match, Move("roll", dice=(1, 2, 3)), "Al must set the ante (1-10 coins)")
    refused(match, Move("next_round"), "cannot start the next round")
    for kind in ("stake", "fade", "pass", "pass_bank"):
        refused(match, Move(kind, amount=1 if kind in ("stake", "fade") else None), "no bank")

    play(match, 2)
    refused(match, Move("ante", amount=2), "Al must roll")
    refused(match, Move("roll", seat=2, dice=(1, 2, 3)), "It is Al's turn")
    refused(match, Move("next_round"))
    state = match.state
    for bad in ((0, 1, 2), (1, 2), (1, 2, 7), "abc", None):
        with pytest.raises(IllegalMove):
            state.roll(bad)

    play(match, (2, 2, 3), (2, 2, 3), (2, 2, 3))
    assert match.state.phase is PotPhase.SHOOT_OUT
    refused(match, Move("roll", seat=2, dice=(1, 2, 3)), "It is Al's turn")
    refused(match, Move("ante", amount=1), "shoot-out")

    play(match, (1, 2, 3), (1, 2, 3), (1, 2, 3), (4, 4, 4), (1, 1, 2), (1, 1, 3))
    state = match.state  # (read again: the type checker keeps what it learned of match.state before the moves)
    assert state.phase is PotPhase.SETTLED
    refused(match, Move("roll"), "start the next round")
    refused(match, Move("ante", amount=1), "start the next round")

    match = start(names=["Al", "Bo"])
    play(match, 10, (6, 6, 6), (1, 2, 3))
    assert match.state.is_over
    for move in (Move("next_round"), Move("roll"), Move("ante", amount=1), Move("stake", amount=1)):
        refused(match, move, "The game is over")


def test_new_refuses_bad_setups() -> None:
    with pytest.raises(IllegalMove, match="mode=pot"):
        PotState.new(NAMES, 10, 0, HouseRules())
    with pytest.raises(IllegalMove, match="2 to 6"):
        PotState.new(["Al"], 10, 0, POT)
    with pytest.raises(IllegalMove, match="5 to 100"):
        PotState.new(NAMES, 4, 0, POT)
    with pytest.raises(IllegalMove, match="seat 1 to 3"):
        PotState.new(NAMES, 10, 3, POT)
    with pytest.raises(IllegalMove):
        PotState.new(["Al", "al"], 10, 0, POT)
    state = PotState.new(NAMES, 10, 2)
    assert state.rules == POT and state.opener == 2 and state.total_coins == 30


def test_seeded_match_draws_the_first_roller_and_dice() -> None:
    one = Match.start(NAMES, 20, seed=99, rules=POT)
    two = Match.start(NAMES, 20, seed=99, rules=POT)
    for match in (one, two):
        match.play(Move("ante", amount=2))
        while not match.state.is_over and match.state.rounds_played < 3:
            kind = "next_round" if match.state.legal_moves() == {"next_round"} else "roll"
            if match.state.legal_moves() == {"ante"}:
                match.play(Move("ante", amount=1))
            else:
                match.play(Move(kind))
    assert one.state == two.state
    assert replay(one.journal).state == one.state
    assert all(m.dice is not None for m in one.journal.moves if m.kind == "roll")


def test_engine_module_is_pure() -> None:
    import ceelo_tui.engine.pot_game as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not {n for n in names if n.split(".")[0] in ("textual", "rich")}


# ---------------------------------------------------------------------- properties
RULES = playable(
    mode=st.just("pot"),
    acey_out=st.booleans(),
    instant_456=st.booleans(),
    double_down=st.booleans(),
    roll_limit=st.sampled_from([None, 3, 5]),
    end=st.sampled_from(["first_broke", "last_standing", "rounds:1", "rounds:4", "rounds:200"]),
    pair_points=st.booleans(),
    west_coast=st.booleans(),
    trips_high=st.booleans(),
    order=st.sampled_from(["seats", "roll"]),
    dice=st.sampled_from(["virtual", "real"]),
    loose_roll=st.booleans(),
)
DICE = st.tuples(*[st.integers(1, 6)] * 3)


@settings(max_examples=examples(150))
@given(
    rules=RULES,
    players=st.integers(2, 6),
    stack=st.integers(5, 12),
    first=st.integers(-1, 5),
    seed=st.integers(0, 2**32),
)
def test_random_games_conserve_coins(rules: HouseRules, players: int, stack: int, first: int, seed: int) -> None:
    """Random moves, legal and not: coins conserved, none negative, the game ends or can go on."""
    pick = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    match = Match.start(names, stack, seed=seed, rules=rules, first_banker="red-pips" if first < 0 else first % players)
    total = players * stack
    for _ in range(200):
        state = match.state
        assert isinstance(state, PotState)
        assert state.total_coins == total
        assert all(seat.coins >= 0 for seat in state.seats) and state.pot >= 0
        if state.is_over:
            assert state.legal_moves() == frozenset() and state.actor is None
            break
        legal = state.legal_moves()
        assert legal
        assert (state.actor is None) == (legal == {"next_round"})
        kind = pick.choice(sorted(legal) * 6 + ["ante", "roll", "next_round", "stake"])
        if kind == "ante":
            move = Move("ante", amount=pick.randint(-1, min(stack * players, 2 * stack) + 1))
        elif kind == "roll":
            move = Move("roll", dice=None if pick.random() < 0.5 else (pick.randint(1, 6), pick.randint(1, 6), pick.randint(1, 6)))
        else:
            move = Move(kind)
        try:
            match.play(move)
        except IllegalMove:
            assert match.state is state
    assert replay(match.journal).state == match.state


@pytest.mark.parametrize("rules", [HouseRules(), POT])
def test_both_games_refuse_bad_seats_and_dice_as_moves(rules: HouseRules) -> None:
    match = start(rules)
    first = "stake" if rules.mode == "bank" else "ante"
    refused(match, Move(first, seat=3, amount=1), "There is no such seat")
    refused(match, Move(first, seat=True, amount=1), "There is no such seat")
    match.play(Move(first, amount=1))
    if rules.mode == "bank":
        match.play(Move("fade", amount=1))
    for dice in ((0, 1, 2), (1, 2), (7, 1, 1)):
        refused(match, Move("roll", dice=dice), "Those are not dice")  # type: ignore[arg-type]
