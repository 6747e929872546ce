"""The banking game move by move: the seed scenarios, every way the bank moves, how the game
ends, every refused move, and what each house rule changes at the table."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import partial

import pytest
from said import bank_said, said, told

from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.events import Outcome
from ceelo_tui.engine.game import MAX_COINS, MAX_NAME, Bet, GameState, Phase, check_name, signed
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.outcomes import Result
from ceelo_tui.engine.phrase import Phrase, phrase
from ceelo_tui.engine.rules import CLASSIC, HouseRules
from ceelo_tui.presenters.catalog import WORDS

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
ANN, BO, CY, DI, ED, FLO = range(6)

W456 = (4, 5, 6)
L123 = (1, 2, 3)
TRIP3 = (3, 3, 3)
TRIP1 = (1, 1, 1)
PAIR6 = (2, 6, 2)  # pair + 6: instant win (classic)
PAIR1 = (3, 1, 3)  # pair + 1: instant loss (classic)
DEAD = (1, 2, 4)  # no score: roll again


def pt(n: int) -> tuple[int, int, int]:
    """Dice setting a point of ``n`` (a pair of 1s beside it, or 2s for a point of 1)."""
    pair = 2 if n == 1 else 1
    return (pair, n, pair)


def table(players: int = 3, stack: int = 10, banker: int = ANN, rules: HouseRules = CLASSIC) -> GameState:
    return GameState.new(NAMES[:players], stack, banker, rules)


def stacks(state: GameState) -> list[int]:
    return [seat.coins for seat in state.seats]


def faded(state: GameState, stake: int, *fades: int | None) -> GameState:
    """The banker stakes, then each player in turn fades the amount given (None: passes)."""
    state = state.stake(stake)
    for amount in fades:
        state = state.pass_fade() if amount is None else state.fade(amount)
    return state


def rolled(state: GameState, *dice: tuple[int, int, int]) -> GameState:
    for faces in dice:
        state = state.roll(faces)
    return state


def bet_of(state: GameState, seat: int) -> Bet:
    """The bet ``seat`` made this round (the test has seen it made)."""
    bet = state.round.bet_of(seat)
    assert bet is not None
    return bet


def refuse(state: GameState, move: Callable[[GameState], object], *words: str) -> str:
    """Assert ``move`` is refused with a message holding ``words`` and the state is as before."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        move(state)
    assert state == before
    text = str(caught.value)
    for word in words:
        assert word in text, text
    return text


# ---------------------------------------------------------------------- setting up
def test_new_table() -> None:
    state = table(4, 25, banker=DI)
    assert stacks(state) == [25, 25, 25, 25]
    assert state.banker == DI and state.phase is Phase.STAKE and state.actor == DI
    assert state.legal_moves() == {"stake", "pass_bank"}
    assert state.stake_limit() == (1, 25)
    assert state.total_coins == 100
    assert state.round.number == 1 and state.rounds_played == 0
    assert "Di holds the bank" in told(state.message)


@pytest.mark.parametrize(
    "names, stack, banker, words",
    [
        (["Ann"], 10, 0, "2 to 6 players"),
        (NAMES + ["Gus"], 10, 0, "2 to 6 players"),
        (["Ann", "ann"], 10, 0, "every name must be different"),
        (["Ann", "  "], 10, 0, "empty"),
        (["Ann", "x" * (MAX_NAME + 1)], 10, 0, "1 to 16 characters"),
        (["Ann", "Bo\x07"], 10, 0, "not control, formatting"),
        (["Ann", 5], 10, 0, "must be text"),
        ("AnnBo", 10, 0, "player names"),
        (["Ann", "Bo"], 4, 0, "from 5 to 100"),
        (["Ann", "Bo"], MAX_COINS + 1, 0, "from 5 to 100"),
        (["Ann", "Bo"], "ten", 0, "from 5 to 100"),
        (["Ann", "Bo"], 10, 2, "seat 1 to 2"),
        (["Ann", "Bo"], 10, -1, "seat 1 to 2"),
        (["Ann", "Bo"], 10, True, "seat 1 to 2"),
    ],
)
def test_new_table_refused(names: object, stack: object, banker: int, words: str) -> None:
    with pytest.raises(IllegalMove, match=words):
        GameState.new(names, stack, banker)  # type: ignore[arg-type]  # names of any shape: refused in words


def test_new_table_details() -> None:
    state = GameState.new(["  Ann  Lee ", "Bo"], "１０", 1)
    assert state.name(0) == "Ann Lee" and stacks(state) == [10, 10]
    with pytest.raises(IllegalMove, match="winner-take-all"):
        GameState.new(["Ann", "Bo"], 10, 0, HouseRules(mode="pot"))
    with pytest.raises(IllegalMove, match="computer style"):
        GameState.new(["Ann", "Bo"], 10, 0, CLASSIC, ["steady"])
    assert check_name(" Zed ") == "Zed"
    assert (WORDS.coins(1), WORDS.coins(5), signed(3), signed(-2), signed(0)) == ("1 coin", "5 coins", "+3", "-2", "±0")


# ---------------------------------------------------------------------- staking and fading
def test_seed_004_stake_5_fades_3_and_2_the_third_sits_out() -> None:
    """Seed 004: B = 5, the first player fades 3, the next cannot fade more than 2, and once
    the 5 are covered the last player does not play."""
    state = table(4).stake(5)
    assert state.phase is Phase.FADE and state.actor == BO and state.fade_limit() == (1, 5)
    state = state.fade(3)
    assert state.actor == CY and state.fade_limit() == (1, 2)
    refuse(state, lambda s: s.fade(3), "1 to 2")
    state = state.fade(2)
    assert state.phase is Phase.BANKER_ROLL and state.actor == ANN
    assert state.round.covered == 5 and state.round.uncovered == 0 and state.round.stake == 5
    assert [(b.seat, b.amount) for b in state.round.bets] == [(BO, 3), (CY, 2)]
    assert state.status(DI) == "sits_out"
    assert any("Di sits out" in event for event in said(state.round.events))
    state = state.roll(W456)
    assert stacks(state) == [15, 7, 8, 10]
    assert state.phase is Phase.SETTLED and state.round.next_banker == ANN
    assert state.round.banker_delta == 5


def test_seed_001_uncovered_part_stays_with_the_banker() -> None:
    """Seed 001: "the initial stake is $100, six players choose to fade $10 each ... the banker
    pockets the unfaded portion ($40) and plays for only the stakes that were covered".

    The table seats at most 6 (a banker and 5 faders) and at most 100 coins each, so six
    faders cannot sit down: here the five faders fade 10 each and the banker keeps 50 back,
    then (the second game) four fade 10 and one 20, which is the seed's 40 kept and 60 played.
    """
    state = faded(table(6, 100), 100, 10, 10, 10, 10, 10)
    assert state.phase is Phase.BANKER_ROLL
    assert state.round.stake == 50 and state.round.covered == 50
    assert any(event.endswith(": 50 coins not covered stay with Ann.") for event in said(state.round.events))
    state = state.roll(L123)  # the bank pays the covered 50, not 100
    assert stacks(state) == [50, 110, 110, 110, 110, 110]
    assert state.total_coins == 600

    state = faded(table(6, 100), 100, 10, 10, 10, 10, 20)
    assert state.round.stake == 60
    assert any(event.endswith(": 40 coins not covered stay with Ann.") for event in said(state.round.events))
    state = state.roll(L123)
    assert stacks(state) == [40, 110, 110, 110, 110, 120]


def test_seed_001_fully_covered_stake_20_20_60() -> None:
    """Seed 001: stake 100 faded 20, 20 and 60: covered, the others place no bets."""
    state = faded(table(5, 100), 100, 20, 20, 60)
    assert state.phase is Phase.BANKER_ROLL and state.round.stake == 100
    assert state.status(ED) == "sits_out"
    state = state.roll(PAIR6)
    assert stacks(state) == [200, 80, 80, 40, 100]


def test_uncovered_amount_after_a_pass() -> None:
    state = faded(table(4), 8, 3, None, 2)
    assert state.round.stake == 5
    assert state.status(CY) == "passed"
    assert any(event.endswith(": 3 coins not covered stay with Ann.") for event in said(state.round.events))
    state = state.roll(PAIR1)
    assert stacks(state) == [5, 13, 10, 12]


def test_nobody_fades_stake_again_or_pass_the_bank() -> None:
    state = faded(table(3), 5, None, None)
    assert state.phase is Phase.STAKE and state.banker == ANN
    assert state.legal_moves() == {"stake", "pass_bank"}
    assert "Nobody faded" in told(state.message)
    assert state.history == () and stacks(state) == [10, 10, 10]
    assert state.round.bets == () and state.round.number == 1
    again = faded(state, 3, 3)
    assert again.phase is Phase.BANKER_ROLL
    passed = state.pass_bank()
    assert passed.banker == BO and passed.phase is Phase.STAKE and passed.actor == BO
    assert "Ann passes the bank to Bo." in told(passed.message)


def test_pass_bank_skips_seats_without_coins() -> None:
    state = rolled(faded(table(3, 5, rules=HouseRules(end="last_standing")), 5, 5), W456)
    assert stacks(state) == [10, 0, 5] and not state.is_over
    state = state.next_round()
    assert state.banker == ANN
    assert state.round.number == 2
    assert state.pass_bank().banker == CY


def test_fade_order_skips_seats_without_coins_and_starts_left_of_the_banker() -> None:
    rules = HouseRules(end="last_standing")
    state = rolled(faded(table(4, 5, banker=ANN, rules=rules), 5, 5), W456)  # Bo broke
    state = state.next_round().stake(3)
    assert state.round.order == (CY, DI)
    assert state.status(BO) == "no_coins"
    assert table(4, banker=CY).stake(3).round.order == (DI, ANN, BO)


# ---------------------------------------------------------------------- settling bets
def test_banker_point_then_each_player_rolls_in_fade_order() -> None:
    state = faded(table(4), 9, 3, 3, 3)
    state = state.roll(DEAD)
    assert state.phase is Phase.BANKER_ROLL and state.rolls_this_turn() == 1
    state = state.roll(pt(3))
    assert state.phase is Phase.PLAYER_ROLL and state.actor == BO
    assert state.round.banker_combo is not None and state.round.banker_combo.point == 3
    state = rolled(state, DEAD, DEAD, pt(4))  # Bo wins on points after two dead rolls
    assert state.actor == CY and bet_of(state, BO).result is Result.WIN
    assert bet_of(state, BO).rolls == (DEAD, DEAD, pt(4))
    state = state.roll(pt(2))  # Cy loses
    state = state.roll(pt(3))  # Di pushes
    assert state.phase is Phase.SETTLED
    results = [(b.seat, b.result, b.delta) for b in state.round.bets]
    assert results == [(BO, Result.WIN, 3), (CY, Result.LOSS, -3), (DI, Result.PUSH, 0)]
    assert stacks(state) == [10, 13, 7, 10]
    assert state.status(DI) == "push" and state.status(ANN) == "banker"
    assert state.rounds_played == 1 and state.history[-1] == state.round


@pytest.mark.parametrize(
    "dice, result, delta",
    [
        (W456, Result.WIN, 4),
        (TRIP3, Result.WIN, 4),
        (PAIR6, Result.WIN, 4),
        (L123, Result.LOSS, -4),
        (PAIR1, Result.LOSS, -4),
        (pt(5), Result.WIN, 4),
        (pt(3), Result.PUSH, 0),
        (pt(2), Result.LOSS, -4),
    ],
)
def test_player_roll_against_point_3(dice: tuple[int, int, int], result: Result, delta: int) -> None:
    state = rolled(faded(table(2), 4, 4), pt(3), dice)
    bet = bet_of(state, BO)
    assert (bet.result, bet.delta) == (result, delta)
    assert stacks(state) == [10 - delta, 10 + delta]


# ---------------------------------------------------------------------- who holds the bank next
def test_bank_broken_by_instant_loss() -> None:
    state = rolled(faded(table(3), 4, 2, 2), L123)
    assert state.round.next_banker == BO and "broken" in bank_said(state.round.bank_reason)
    state = state.next_round()
    assert state.banker == BO and state.phase is Phase.STAKE and state.round.number == 2


def test_bank_broken_by_every_player_beating_the_point() -> None:
    state = rolled(faded(table(3), 4, 2, 2), pt(2), pt(3), pt(5))
    assert state.round.next_banker == BO and "broken" in bank_said(state.round.bank_reason)


def test_bank_broken_even_when_a_player_won_with_4_5_6() -> None:
    """Every bet lost: the bank is broken and goes left, before the 4-5-6 rule."""
    state = rolled(faded(table(3), 4, 2, 2), pt(2), pt(3), W456)
    assert state.round.next_banker == BO


def test_broken_bank_skips_seats_without_coins() -> None:
    rules = HouseRules(end="last_standing")
    state = rolled(faded(table(4, 5, rules=rules), 5, 5), W456)  # Bo broke
    state = rolled(faded(state.next_round(), 2, 1, 1), L123)
    assert state.round.next_banker == CY


def test_first_4_5_6_or_trips_winner_takes_the_bank() -> None:
    state = rolled(faded(table(5), 8, 2, 2, 2, 2), pt(3), pt(2), W456, TRIP3, pt(4))
    assert state.round.next_banker == CY
    assert bank_said(state.round.bank_reason) == "Cy rolled 4-5-6: Cy takes the bank."
    state = rolled(faded(table(4), 6, 2, 2, 2), pt(3), TRIP3, W456, L123)
    assert state.round.next_banker == BO


def test_pair_6_or_point_winner_does_not_take_the_bank() -> None:
    state = rolled(faded(table(3), 4, 2, 2), pt(3), PAIR6, pt(2))
    assert state.round.next_banker == ANN and "keeps the bank" in bank_said(state.round.bank_reason)


@pytest.mark.parametrize(
    "dice",
    [
        (W456,),
        (PAIR6,),
        (TRIP1,),
        (pt(4), pt(2), pt(5)),  # mixed results
        (pt(4), pt(4), pt(4)),  # pushes only
        (pt(3), pt(4), pt(3)),  # a win and a push: not broken
    ],
)
def test_banker_keeps_the_bank(dice: tuple[tuple[int, int, int], ...]) -> None:
    state = rolled(faded(table(3), 4, 2, 2), *dice)
    assert state.phase is Phase.SETTLED
    assert state.round.next_banker == ANN and "Ann keeps the bank." == bank_said(state.round.bank_reason)


def test_push_alone_does_not_break_the_bank() -> None:
    state = rolled(faded(table(2), 4, 4), pt(3), pt(3))
    assert bet_of(state, BO).result is Result.PUSH
    assert state.round.next_banker == ANN


def test_two_players_a_single_winner_breaks_the_bank() -> None:
    state = rolled(faded(table(2), 4, 4), pt(2), pt(3))
    assert state.round.next_banker == BO


def test_banker_without_coins_hands_the_bank_on() -> None:
    """last_standing: the banker who lost every coin leaves; the bank goes left."""
    rules = HouseRules(end="last_standing")
    state = rolled(faded(table(3, 5, rules=rules), 5, 3, 2), pt(2), pt(3), pt(2))
    # Bo won 3 but Cy lost: not broken; the banker still has coins
    assert state.round.next_banker == ANN
    state = rolled(faded(table(3, 5, rules=rules), 5, 5), L123)
    assert stacks(state) == [0, 10, 5] and not state.is_over
    assert state.round.next_banker == BO
    assert state.next_round().banker == BO


# ---------------------------------------------------------------------- the end of the game
def test_first_broke_ends_the_game() -> None:
    state = rolled(faded(table(3), 10, 10), W456)
    assert state.is_over and state.phase is Phase.GAME_OVER
    assert stacks(state) == [20, 0, 10]
    assert state.leaders() == (ANN,)
    assert "Game over" in told(state.message) and "Bo has no coins" in told(state.message)
    assert state.actor is None and state.legal_moves() == frozenset()


def test_game_over_with_tied_leaders() -> None:
    state = rolled(faded(table(3), 10, 5, 5), L123)
    assert state.is_over and stacks(state) == [0, 15, 15]
    assert state.leaders() == (BO, CY)
    assert "Bo and Cy" in told(state.message)


def test_last_standing_skips_broke_players_until_one_holds_every_coin() -> None:
    rules = HouseRules(end="last_standing")
    state = rolled(faded(table(3, 5, rules=rules), 5, 5), W456)
    assert stacks(state) == [10, 0, 5] and not state.is_over
    state = state.next_round().stake(5)
    assert state.round.order == (CY,)
    state = rolled(state.fade(5), W456)
    assert stacks(state) == [15, 0, 0]
    assert state.is_over and "Ann holds every coin" in told(state.message)


def test_rounds_end_after_n_rounds_and_broke_players_sit_out() -> None:
    rules = HouseRules(end="rounds:2")
    state = faded(table(3, 5, rules=rules), 5, None, None)  # no dice rolled: not a round
    state = rolled(faded(state, 5, 5), W456)
    assert stacks(state) == [10, 0, 5] and not state.is_over and state.rounds_played == 1
    state = rolled(faded(state.next_round(), 1, 1), pt(4), pt(5))
    assert state.is_over and state.rounds_played == 2
    assert "Game over after 2 rounds" in told(state.message)
    assert state.leaders() == (ANN,)


def test_rounds_end_early_when_one_player_holds_every_coin() -> None:
    state = rolled(faded(table(2, 5, rules=HouseRules(end="rounds:9")), 5, 5), W456)
    assert state.is_over and "holds every coin" in told(state.message)


# ---------------------------------------------------------------------- refused moves
def test_refused_moves_in_the_stake_phase() -> None:
    state = table(3)
    refuse(state, lambda s: s.stake(0), "The stake must be a whole number from 1 to 10", "out of range")
    refuse(state, lambda s: s.stake(-1), "out of range")
    refuse(state, lambda s: s.stake("-1"), "signed")
    refuse(state, lambda s: s.stake(11), "1 to 10")
    refuse(state, lambda s: s.stake("ten"), "is not one")
    refuse(state, lambda s: s.stake("2.5"), "is not one")
    refuse(state, lambda s: s.stake(2.5), "whole number")
    refuse(state, lambda s: s.stake(None), "whole number")
    refuse(state, lambda s: s.stake(True), "whole number")
    refuse(state, lambda s: s.stake(""), "nothing was entered")
    refuse(state, lambda s: s.stake(5, seat=BO), "It is Ann's turn, not Bo's")
    refuse(state, lambda s: s.pass_bank(seat=CY), "It is Ann's turn")
    refuse(state, lambda s: s.stake(5, seat=9), "seat", "1 to 3")
    refuse(state, lambda s: s.stake(5, seat="0"), "seat", "1 to 3")  # type: ignore[arg-type]  # a seat of the wrong type
    refuse(state, lambda s: s.fade(3), "cannot fade now", "Ann must put up a stake (1-10 coins)")
    refuse(state, lambda s: s.pass_fade(), "cannot pass now")
    refuse(state, lambda s: s.roll(W456), "cannot roll now")
    refuse(state, lambda s: s.next_round(), "cannot start the next round now")
    assert state.stake("５").round.stake == 5  # fullwidth digits are a number
    assert state.stake(" 7 ", seat=ANN).round.stake == 7


def test_refused_moves_in_the_fade_phase() -> None:
    state = table(3).stake(5)
    refuse(state, lambda s: s.fade(6), "Bo's fade must be a whole number from 1 to 5")
    refuse(state, lambda s: s.fade(0), "out of range")
    refuse(state, lambda s: s.fade("-2"), "signed")
    refuse(state, lambda s: s.fade("lots"), "is not one")
    refuse(state, lambda s: s.fade(2, seat=CY), "It is Bo's turn, not Cy's")
    refuse(state, lambda s: s.pass_fade(seat=ANN), "It is Bo's turn, not Ann's")
    refuse(state, lambda s: s.stake(3), "cannot put up a stake now", "Bo may fade 1-5 coins or pass")
    refuse(state, lambda s: s.pass_bank(), "cannot pass the bank now")
    refuse(state, lambda s: s.roll(W456), "cannot roll now")
    refuse(state, lambda s: s.next_round(), "cannot start the next round")
    assert state.fade("٢").round.bets[0].amount == 2  # Arabic-Indic two
    assert state.fade_limit(CY) == (0, 0)  # not Cy's turn


def test_fade_limited_by_own_coins() -> None:
    state = rolled(faded(table(3, 10), 7, 7), W456).next_round()  # Bo has 3 left
    state = state.stake(10)
    assert state.fade_limit() == (1, 3)
    refuse(state, lambda s: s.fade(4), "from 1 to 3")


def test_must_fade_refuses_a_pass() -> None:
    state = table(3, rules=HouseRules(must_fade=True)).stake(5)
    assert not state.can_pass_fade() and state.legal_moves() == {"fade"}
    refuse(state, lambda s: s.pass_fade(), "must fade at least 1")
    state = state.fade(5)  # the bank is covered: Cy is not made to fade
    assert state.phase is Phase.BANKER_ROLL and state.status(CY) == "sits_out"


def test_refused_moves_while_rolling() -> None:
    state = faded(table(3), 4, 2, 2)
    refuse(state, lambda s: s.roll(W456, seat=BO), "It is Ann's turn, not Bo's")
    refuse(state, lambda s: s.fade(1), "cannot fade now", "Ann must roll")
    refuse(state, lambda s: s.stake(1), "cannot put up a stake now")
    refuse(state, lambda s: s.next_round(), "cannot start the next round")
    for bad in ((0, 1, 2), (1, 2), (1, 2, 7), "45", "4-5-", None, (1, 2, True)):
        refuse(state, partial(GameState.roll, dice=bad), "not dice")
    assert state.roll("456") == state.roll("4-5-6") == state.roll(W456)  # faces as a roller types them
    state = state.roll(pt(3))
    refuse(state, lambda s: s.roll(W456, seat=ANN), "It is Bo's turn, not Ann's")
    refuse(state, lambda s: s.roll(W456, seat=CY), "It is Bo's turn, not Cy's")
    assert state.roll(W456, seat=BO).actor == CY


def test_refused_moves_after_the_round_and_after_the_game() -> None:
    settled = rolled(faded(table(3), 4, 2, 2), W456)
    assert settled.legal_moves() == {"next_round"} and settled.actor is None
    refuse(settled, lambda s: s.roll(W456), "cannot roll now", "start the next round")
    refuse(settled, lambda s: s.stake(2), "cannot put up a stake now")
    over = rolled(faded(table(2), 10, 10), W456)
    assert over.is_over
    for move in (
        lambda s: s.stake(1),
        lambda s: s.pass_bank(),
        lambda s: s.fade(1),
        lambda s: s.pass_fade(),
        lambda s: s.roll(W456),
        lambda s: s.next_round(),
    ):
        refuse(over, move, "The game is over")


def test_refused_moves_through_a_match_change_nothing() -> None:
    match = Match.start(NAMES[:3], 10, seed=11, first_banker=ANN)
    for move in (
        Move("fade", amount=3),
        Move("stake", amount="0"),
        Move("stake", amount=4, seat=BO),
        Move("roll"),
        Move("roll", dice=(1, 2, 3), seat=ANN),
        Move("ante", amount=1),
        Move("next_round"),
    ):
        state, moves, rng = match.state, list(match.journal.moves), match.rng.getstate()
        with pytest.raises(IllegalMove):
            match.play(move)
        assert match.state is state and match.journal.moves == moves and match.rng.getstate() == rng
    match.play(Move("stake", amount="４"))
    assert match.journal.moves == [Move("stake", amount=4)]


# ---------------------------------------------------------------------- house rules in play
def test_street_payouts_pay_the_roller_multiples() -> None:
    street = HouseRules(payouts="street")
    state = rolled(faded(table(3, rules=street), 4, 2, 2), W456)
    assert stacks(state) == [18, 6, 6]  # the banker wins 2x
    state = rolled(faded(table(3, rules=street), 4, 2, 2), TRIP3)
    assert stacks(state) == [22, 4, 4]  # 3x
    state = rolled(faded(table(3, 20, rules=street), 4, 2, 2), pt(2), TRIP1, W456)
    assert stacks(state) == [6, 30, 24]  # 1-1-1 pays 5x, 4-5-6 2x
    state = rolled(faded(table(3, rules=street), 4, 2, 2), pt(3), PAIR6, pt(5))
    assert [b.delta for b in state.round.bets] == [2, 2]  # pair + 6 and points pay 1x
    state = rolled(faded(table(2, rules=street), 4, 4), L123)
    assert stacks(state) == [6, 14]  # an instant loss pays 1x


def test_street_payment_stops_at_the_payers_coins() -> None:
    street = HouseRules(payouts="street")
    state = rolled(faded(table(2, 10, rules=street), 4, 4), TRIP1)
    assert stacks(state) == [20, 0]  # 5 x 4 = 20 owed, Bo had 10
    assert bet_of(state, BO).delta == -10
    state = rolled(faded(table(2, 10, rules=street), 3, 3), pt(2), TRIP1)
    assert stacks(state) == [0, 20]  # 15 owed, Ann had 10
    state = rolled(faded(table(3, 10, rules=street), 10, 5, 5), pt(4), TRIP3, W456)
    assert [b.delta for b in state.round.bets] == [10, 0]  # the bank ran dry after Bo
    assert state.total_coins == 30 and min(stacks(state)) >= 0


def test_a_bank_that_runs_dry_says_so() -> None:
    """Seed 001: "the combination of four, five, and six pays double", and a payment never takes
    more than the payer has. Issue 23's table: Ann stakes 5 of 5; Bo fades 3, Cy 2; Ann sets 3;
    Bo rolls 4-5-6 (owed 6: the whole bank, 5), Cy's point 4 beats 3 but nothing is left. The
    settlement says so in words, and no coin is lost."""
    state = rolled(faded(table(3, 5, rules=HouseRules(payouts="street")), 5, 3, 2), pt(3), W456, pt(4))
    bo, cy = state.round.bet_of(BO), state.round.bet_of(CY)
    assert bo is not None and cy is not None
    assert (bo.delta, cy.delta) == (5, 0) and stacks(state) == [0, 10, 5]
    assert str(bo.short) == "the bank ran dry: Bo is paid 5 of 6"
    assert str(cy.short) == "the bank ran dry: Cy is paid 0 of 2"
    assert "Cy's point 4 beats 3: ±0 for Cy (the bank ran dry: Cy is paid 0 of 2)." in said(state.round.events)
    assert "(the bank ran dry: Cy is paid 0 of 2)" in cy.words
    assert "Bo is paid 5 of 6" in told(state.message) and "Cy is paid 0 of 2" in told(state.message)
    assert sum(stacks(state)) == 15


def test_a_player_short_of_a_street_loss_says_so() -> None:
    state = rolled(faded(table(2, 10, rules=HouseRules(payouts="street")), 4, 4), TRIP1)
    assert str(bet_of(state, BO).short) == "Bo ran dry: Bo pays 10 of 20"
    assert "Bo pays 10 of 20" in told(state.message)


def test_settlement_reasons_are_phrases_the_catalog_words() -> None:
    """The engine names why a bet settled (the entry and its data), the catalog words it: the
    banker's roll is each bet's reason, and the round's outcome says it of every bet."""
    state = rolled(faded(table(3, 10), 5, 3, 2), TRIP1)
    bo = bet_of(state, BO)
    assert bo.reason == phrase("bet_rolled", "Ann", phrase("roll_trips", 1))
    assert Outcome(phrase("bank_wins_every_bet", bo.reason)) in state.message
    assert str(bo.reason) == "Ann rolled trip 1s"
    street = rolled(faded(table(3, 5, rules=HouseRules(payouts="street")), 5, 3, 2), pt(3), W456, pt(4))
    cy = bet_of(street, CY)
    assert isinstance(cy.reason, Phrase) and cy.reason.key == "bet_point_beats"
    assert cy.short == phrase("short_bank_dry", "Cy", 0, 2)


def test_the_fade_limit_under_street_payouts_says_what_the_bank_can_pay() -> None:
    """Issue 23: "a player must know before fading what the bank can pay"."""
    street = faded(table(3, 5, rules=HouseRules(payouts="street")), 5)
    words = ("The bank can pay 5 coins (and what it wins first): wins at up to 5x are paid in fade "
             "order until it runs dry.")
    assert street.bank_may_run_dry()
    assert words in told(street.message)
    refusal = refuse(street, lambda s: s.stake(3), "Bo may fade 1-5 coins or pass")
    assert refusal.endswith(words)
    assert not faded(table(3, 5), 5).bank_may_run_dry()  # even money never outruns the bank
    assert not faded(table(3, 50, rules=HouseRules(payouts="street")), 1).bank_may_run_dry()  # 5x 1 <= 50
    assert not table(3, rules=HouseRules(payouts="street")).bank_may_run_dry()  # not time to fade


def test_hifumi_double_pays_1_2_3_double_to_the_other_side() -> None:
    """Chinchiro's hifumi (issue 23): "1-2-3 pays double to the other side". A banker's 1-2-3
    pays every bet twice over; a player's costs the player twice the bet."""
    rules = HouseRules(hifumi_double=True)
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), L123)
    assert stacks(state) == [2, 14, 14] and state.round.next_banker == BO  # the bank is broken
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), pt(3), L123, pt(5))
    assert [b.delta for b in state.round.bets] == [-4, 2]
    assert "1-2-3 (hifumi: loses double)" in str(state.round.bets[0].reason)
    assert state.total_coins == 30


def test_acey_out() -> None:
    rules = HouseRules(acey_out=True, payouts="street")
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), TRIP1)
    assert stacks(state) == [6, 12, 12] and state.round.next_banker == BO
    state = rolled(faded(table(2, rules=rules), 4, 4), pt(3), TRIP1)
    assert stacks(state) == [14, 6]  # the player's 1-1-1 loses, at 1x


def test_six_one_points() -> None:
    rules = HouseRules(six_one_points=True)
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), (3, 3, 6))
    assert state.phase is Phase.PLAYER_ROLL and state.round.banker_combo is not None and state.round.banker_combo.point == 6
    state = rolled(state, (1, 1, 6), W456)
    assert [b.result for b in state.round.bets] == [Result.PUSH, Result.WIN]
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), (3, 3, 1))
    assert state.phase is Phase.PLAYER_ROLL and state.round.banker_combo is not None and state.round.banker_combo.point == 1
    state = rolled(state, (2, 1, 2), (4, 4, 2))
    assert [b.result for b in state.round.bets] == [Result.PUSH, Result.WIN]
    state = rolled(faded(table(2, rules=rules), 4, 4), pt(5), (6, 6, 1))
    assert bet_of(state, BO).result is Result.LOSS


def test_roll_limit_banker_out_pays_every_bet_at_1x() -> None:
    rules = HouseRules(roll_limit=3, payouts="street")
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), DEAD, DEAD)
    assert state.phase is Phase.BANKER_ROLL and state.rolls_this_turn() == 2
    state = state.roll(DEAD)
    assert state.phase is Phase.SETTLED and stacks(state) == [6, 12, 12]
    assert "out" in told(state.message) and state.round.next_banker == BO


def test_roll_limit_player_out_loses_at_1x() -> None:
    rules = HouseRules(roll_limit=3)
    state = rolled(faded(table(2, rules=rules), 4, 4), pt(3), DEAD, DEAD, DEAD)
    assert bet_of(state, BO).result is Result.LOSS and stacks(state) == [14, 6]
    assert "dead rolls and is out" in str(bet_of(state, BO).reason)
    state = rolled(faded(table(2, rules=rules), 4, 4), DEAD, DEAD, pt(3), DEAD, DEAD, pt(4))
    assert stacks(state) == [6, 14]  # two dead rolls are allowed
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), pt(3), DEAD, DEAD, DEAD)
    assert state.phase is Phase.PLAYER_ROLL and state.actor == CY  # the next player rolls
    state = state.roll(pt(5))
    assert [b.delta for b in state.round.bets] == [-2, 2] and state.phase is Phase.SETTLED


def test_roll_limit_five_and_none() -> None:
    five = HouseRules(roll_limit=5)
    state = rolled(faded(table(2, rules=five), 4, 4), *([DEAD] * 4), pt(3))
    assert state.phase is Phase.PLAYER_ROLL
    state = rolled(faded(table(2, rules=five), 4, 4), *([DEAD] * 5))
    assert state.phase is Phase.SETTLED and stacks(state) == [6, 14]
    state = rolled(faded(table(2), 4, 4), *([DEAD] * 40))
    assert state.phase is Phase.BANKER_ROLL and state.rolls_this_turn() == 40


@pytest.mark.parametrize("mode", ["on", "with_trips"])
def test_reverse_player_for_players_only(mode: str) -> None:
    rules = HouseRules(reverse_player=mode, payouts="street")
    state = rolled(faded(table(4, rules=rules), 6, 2, 2, 2), pt(3), L123, W456, TRIP3)
    deltas = [b.delta for b in state.round.bets]
    trips = 6 if mode == "on" else -2
    assert deltas == [2, -2, trips]  # 1-2-3 wins at 1x, 4-5-6 loses at 1x
    assert state.round.next_banker == (DI if mode == "on" else ANN)  # trips winner takes the bank
    banker_456 = rolled(faded(table(2, rules=rules), 2, 2), W456)
    assert stacks(banker_456) == [14, 6]  # the banker's 4-5-6 still wins (2x)
    banker_123 = rolled(faded(table(2, rules=rules), 2, 2), L123)
    assert stacks(banker_123) == [8, 12]
    banker_trips = rolled(faded(table(2, rules=rules), 2, 2), TRIP3)
    assert stacks(banker_trips) == [16, 4]


def test_reverse_1_2_3_winner_does_not_take_the_bank() -> None:
    rules = HouseRules(reverse_player="on")
    state = rolled(faded(table(3, rules=rules), 4, 2, 2), pt(3), L123, pt(2))
    assert state.round.next_banker == ANN


# ---------------------------------------------------------------------- questions the UI asks
def test_status_words_through_a_round() -> None:
    state = table(4).stake(6)
    assert [state.status(s) for s in range(4)] == ["banker", "to_fade", "waiting", "waiting"]
    state = state.pass_fade().fade(2)
    assert [state.status(s) for s in range(4)] == ["banker", "passed", "faded", "to_fade"]
    state = rolled(state.fade(4), pt(3), pt(4), pt(2))
    assert [state.status(s) for s in range(4)] == ["banker", "passed", "win", "loss"]


def test_events_and_messages_tell_the_story() -> None:
    state = rolled(faded(table(3), 4, 2, 2), DEAD, pt(3), W456, pt(2))
    events = said(state.round.events)
    assert events[0] == "Ann puts up 4 coins."
    assert "Ann rolls 1-2-4: no score." in events
    assert "Ann rolls 1-3-1: point 3 (pair of 1s)." in events
    assert "Bo rolls 4-5-6." in events  # not "Bo rolls 4-5-6: 4-5-6."
    assert events[-1] == "Bo rolled 4-5-6: Bo takes the bank."
    assert told(state.message).endswith("Bo rolled 4-5-6: Bo takes the bank.")


def test_a_round_ended_by_a_taking_roll_says_so_once() -> None:
    state = rolled(faded(table(3), 4, 2, 2), pt(3), pt(2), W456)
    assert told(state.message) == "Cy rolled 4-5-6: Cy takes the bank."  # not "Cy rolled 4-5-6. Cy rolled 4-5-6: …"


def test_west_coast_names_a_1_2_3_without_saying_the_faces_twice() -> None:
    state = rolled(faded(table(2, rules=HouseRules(west_coast=True)), 4, 2), pt(3), L123)
    assert "Bo rolls 1-2-3: no score (west coast)." in said(state.round.events)


def test_random_first_banker_from_the_injected_generator() -> None:
    def first_banker(seed: int) -> int:
        state = Match.start(NAMES[:4], 10, seed=seed).state
        assert isinstance(state, GameState)
        return state.banker

    bankers = {first_banker(seed) for seed in range(40)}
    assert bankers == {0, 1, 2, 3}
    assert first_banker(5) == first_banker(5)
    assert random.Random(5).randrange(4) == first_banker(5)


def test_a_new_seat_gets_a_fresh_default_name() -> None:
    from ceelo_tui.engine.game import fresh_name

    def player_n(n: int) -> str:
        return f"Player {n}"

    assert fresh_name(["Ann", "Bo", "Cy"], 4, player_n) == "Player 4"
    assert fresh_name(["Player 1", "Player 2"], 3, player_n) == "Player 3"
    assert fresh_name(["Player 4", "player  3", "Ann"], 4, player_n) == "Player 1"
    taken = ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]
    assert fresh_name(taken, 5, player_n) == "Player 6"
    for seats in range(1, 7):
        names = [f"Player {n}" for n in range(1, seats)]
        assert fresh_name(names, seats, player_n) not in names
