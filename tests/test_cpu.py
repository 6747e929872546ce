"""Computer players: every decision legal under every rule, house rules respected, the same
generator giving the same decisions, and the styles playing as their descriptions say."""

from __future__ import annotations

import random
from dataclasses import replace
from statistics import mean

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples
from test_game_properties import (
    bank_rules,  # the same random house rules as the engine's properties
)
from test_pot_game import RULES as pot_rules

from ceelo_tui.controller.cpu_words import intent_words, style_words
from ceelo_tui.engine.cpu import choose_move, decision_rng, edge_of, worst_payout
from ceelo_tui.engine.cpu_styles import DEFAULT_STYLE, PROFILES, check_style, is_computer
from ceelo_tui.engine.dice import roll_dice
from ceelo_tui.engine.errors import CeeloError, IllegalMove
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.games import AnyGame, apply_move
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.odds import banker_edge
from ceelo_tui.engine.outcomes import Result
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import CLASSIC, HouseRules

STYLES = style_words()
"""Every computer style, by name, with its words."""
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
DEAD = (1, 2, 4)

def random_move(state: AnyGame, rng: random.Random) -> Move:
    """Any legal move, with any legal amount: how a careless person would play."""
    legal = sorted(state.legal_moves())
    kind = rng.choice(legal)
    if kind == "stake":
        assert isinstance(state, GameState)
        return Move(kind, amount=rng.randint(*state.stake_limit()))
    if kind == "fade":
        assert isinstance(state, GameState)
        return Move(kind, amount=rng.randint(*state.fade_limit()))
    if kind == "ante":
        assert isinstance(state, PotState)
        return Move(kind, amount=rng.randint(*state.ante_limit()))
    if kind == "roll":
        return Move(kind, dice=roll_dice(rng))
    return Move(kind)


def assert_legal(state: AnyGame, seat: int | None, move: Move) -> None:
    """The move is one the state allows now, for that seat, within today's limits."""
    assert move.kind in state.legal_moves()
    if move.kind != "next_round":
        assert move.seat == seat == state.actor
    if move.kind == "stake":
        assert isinstance(state, GameState)
        low, high = state.stake_limit()
        assert low <= amount_of(move) <= high
    if move.kind == "fade":
        assert isinstance(state, GameState)
        low, high = state.fade_limit(seat)
        assert low <= amount_of(move) <= high
    if move.kind == "ante":
        assert isinstance(state, PotState)
        low, high = state.ante_limit()
        assert low <= amount_of(move) <= high
    if move.kind == "pass":
        assert isinstance(state, GameState) and state.can_pass_fade() and not state.rules.must_fade
    if move.kind == "roll":
        move = Move("roll", seat=move.seat, dice=(3, 3, 4))
    apply_move(state, move)  # raises IllegalMove if the engine refuses it


# ---------------------------------------------------------------------------- styles
def test_styles_are_described_in_words() -> None:
    assert {"cautious", "bold"} <= set(STYLES)
    assert set(STYLES) == set(PROFILES) and DEFAULT_STYLE in STYLES
    for name, text in STYLES.items():
        assert isinstance(text, str) and len(text.split()) > 20, name
        assert "banker" in text and "_" not in text


def test_check_style_reads_names_and_refuses_others() -> None:
    assert check_style(" Bold ") == "bold"
    assert check_style("CAUTIOUS") == "cautious"
    for bad in ("reckless", "", None, 3, "x" * 500):
        with pytest.raises(CeeloError) as info:
            check_style(bad)
        assert "cautious" in str(info.value) and "bold" in str(info.value)
        assert len(str(info.value)) < 120


def test_is_computer() -> None:
    state = GameState.new(NAMES[:3], 10, 0, CLASSIC, ["bold", None, "nobody"])
    assert [is_computer(state, seat) for seat in range(3)] == [True, False, False]


# ---------------------------------------------------------------------------- legal, always
@settings(max_examples=examples(50))
@given(
    rules=st.one_of(bank_rules, pot_rules),
    players=st.integers(2, 6),
    coins=st.integers(5, 100),
    seed=st.integers(0, 2**32),
    cpu_share=st.floats(0, 1),
)
def test_every_decision_is_legal(rules: HouseRules, players: int, coins: int, seed: int, cpu_share: float) -> None:
    """Along random games (part computer, part random moves) every style's choice is legal."""
    rng = random.Random(seed)
    cpu_rng = random.Random(seed + 1)
    match = Match.start(NAMES[:players], coins, seed=seed, rules=rules)
    for _ in range(150):
        state = match.state
        if state.is_over:
            break
        for style in STYLES:
            assert_legal(state, state.actor, choose_move(state, state.actor, style, cpu_rng))
        if rng.random() < cpu_share:
            move = choose_move(state, state.actor, rng.choice(list(STYLES)), cpu_rng)
        else:
            move = random_move(state, rng)
        match.play(move)
        assert match.state.total_coins == state.total_coins


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("rules", [CLASSIC, HouseRules(roll_limit=3), HouseRules(payouts="street")])
def test_must_fade_never_passes(style: str, rules: HouseRules) -> None:
    must = replace(rules, must_fade=True)
    for seed in range(150):
        rng = random.Random(seed)
        stack = rng.randint(5, 100)
        state = GameState.new(NAMES[:4], stack, 0, must).stake(rng.randint(1, stack))
        while state.phase is Phase.FADE:
            move = choose_move(state, state.actor, style, rng)
            assert move.kind == "fade", (seed, move)
            after = apply_move(state, move)
            assert isinstance(after, GameState)
            state = after


def test_without_must_fade_the_careful_styles_sometimes_sit_out() -> None:
    state = GameState.new(NAMES[:2], 20, 0, CLASSIC).stake(10)
    for style in ("cautious", "shrewd"):
        kinds = {choose_move(state, 1, style, random.Random(seed)).kind for seed in range(100)}
        assert kinds == {"fade", "pass"}
    kinds = {choose_move(state, 1, "bold", random.Random(seed)).kind for seed in range(100)}
    assert kinds == {"fade"}


def test_rolls_always_and_starts_the_next_round() -> None:
    state = GameState.new(NAMES[:2], 20, 0, CLASSIC).stake(5).fade(5)
    for style in STYLES:
        assert choose_move(state, 0, style, random.Random(1)) == Move("roll", seat=0)
    state = state.roll(DEAD).roll(DEAD)
    assert choose_move(state, 0, "bold", random.Random(1)) == Move("roll", seat=0)
    state = state.roll((4, 5, 6))
    assert state.phase is Phase.SETTLED
    assert choose_move(state, None, "bold", random.Random(1)) == Move("next_round")
    assert choose_move(state, 1, None, random.Random(1)) == Move("next_round")


def test_refuses_out_of_turn_and_after_the_game() -> None:
    state = GameState.new(NAMES[:3], 20, 0, CLASSIC)
    with pytest.raises(IllegalMove, match="Ann's turn, not Bo's"):
        choose_move(state, 1, "bold", random.Random(1))
    with pytest.raises(IllegalMove, match="turn"):
        choose_move(state, 9, "bold", random.Random(1))
    over = GameState.new(NAMES[:2], 5, 0, CLASSIC).stake(5).fade(5).roll((4, 5, 6))
    assert over.is_over
    with pytest.raises(IllegalMove, match="over"):
        choose_move(over, 0, "bold", random.Random(1))


def test_style_none_uses_the_seat_style_then_the_default() -> None:
    state = GameState.new(NAMES[:2], 100, 0, CLASSIC, ["bold", None])
    assert choose_move(state, 0, None, random.Random(4)) == choose_move(state, 0, "bold", random.Random(4))
    plain = GameState.new(NAMES[:2], 100, 0, CLASSIC)
    assert choose_move(plain, 0, None, random.Random(4)) == choose_move(plain, 0, DEFAULT_STYLE, random.Random(4))
    odd = GameState.new(NAMES[:2], 100, 0, CLASSIC, ["wild", None])
    with pytest.raises(CeeloError, match="Unknown computer style"):
        choose_move(odd, 0, None, random.Random(4))


# ---------------------------------------------------------------------------- deterministic
def play_game(seed: int, cpu_seed: int, rules: HouseRules = CLASSIC) -> list[Move]:
    match = Match.start(NAMES[:4], 20, seed=seed, rules=rules, styles=["cautious", "bold", "shrewd", "bold"])
    rng = random.Random(cpu_seed)
    while not match.state.is_over and match.state.rounds_played < 300:
        match.play(choose_move(match.state, match.state.actor, None, rng))
    return list(match.journal.moves)


def test_decision_rng_is_seeded_apart_from_the_dice() -> None:
    assert decision_rng(5).random() == decision_rng(5).random() != random.Random(5).random()


def test_same_generator_same_decisions() -> None:
    first = play_game(7, 70)
    assert first == play_game(7, 70)
    assert first != play_game(7, 71)
    assert play_game(3, 5, HouseRules(mode="pot")) == play_game(3, 5, HouseRules(mode="pot"))


# ---------------------------------------------------------------------------- the styles differ
def decisions(state: AnyGame, seat: int, style: str, runs: int = 200) -> list[Move]:
    return [choose_move(state, seat, style, random.Random(seed)) for seed in range(runs)]


def amount_of(move: Move) -> int:
    """A computer's amount: always a whole number (a person's may be the text they typed)."""
    assert isinstance(move.amount, int)
    return move.amount


def amounts(moves: list[Move], kind: str) -> list[int]:
    return [amount_of(m) for m in moves if m.kind == kind]


def test_bold_stakes_and_fades_more_than_cautious() -> None:
    banker = GameState.new(NAMES[:3], 60, 0, CLASSIC)
    stakes = {style: mean(amounts(decisions(banker, 0, style), "stake")) for style in STYLES}
    assert stakes["bold"] > 0.5 * 60 > stakes["shrewd"] > stakes["cautious"]
    player = banker.stake(60)
    fades = {style: mean(amounts(decisions(player, 1, style), "fade")) for style in STYLES}
    assert fades["bold"] > 3 * fades["cautious"]
    assert fades["shrewd"] == 1  # the bank has the edge: the least it can


def test_bold_goes_broke_more_often_over_seeded_games() -> None:
    broke = {"cautious": 0, "bold": 0}
    for seed in range(12):
        match = Match.start(NAMES[:4], 20, seed=seed, styles=["cautious", "bold", "cautious", "bold"])
        rng = random.Random(seed)
        while not match.state.is_over and match.state.rounds_played < 1000:
            match.play(choose_move(match.state, match.state.actor, None, rng))
        for seat in match.state.seats:
            broke[str(seat.style)] += seat.coins == 0
    assert broke["bold"] > 2 * broke["cautious"]


@pytest.mark.parametrize("style", sorted(STYLES))
def test_players_fade_more_when_the_rules_favour_them(style: str) -> None:
    favour_bank, favour_players = CLASSIC, HouseRules(roll_limit=3)
    assert banker_edge(favour_bank) > 0 > banker_edge(favour_players)
    fades = {}
    for rules in (favour_bank, favour_players):
        state = GameState.new(NAMES[:2], 100, 0, rules).stake(100)
        fades[rules] = mean(amounts(decisions(state, 1, style), "fade"))
    assert fades[favour_players] > fades[favour_bank]


@pytest.mark.parametrize("style", sorted(STYLES))
def test_bankers_stake_more_the_bigger_their_edge(style: str) -> None:
    low, high = HouseRules(six_one_points=True), HouseRules(reverse_player="with_trips")
    assert 0 < banker_edge(low) < banker_edge(CLASSIC) < banker_edge(high)
    stakes = [mean(amounts(decisions(GameState.new(NAMES[:2], 100, 0, r), 0, style), "stake")) for r in (low, high)]
    assert stakes[1] > stakes[0]


def test_only_careful_bankers_pass_a_bank_without_edge() -> None:
    state = GameState.new(NAMES[:3], 40, 0, HouseRules(roll_limit=3))
    passes = {style: sum(m.kind == "pass_bank" for m in decisions(state, 0, style)) for style in STYLES}
    assert passes["bold"] == 0 and 0 < passes["cautious"] < passes["shrewd"] < 200
    classic = GameState.new(NAMES[:3], 40, 0, CLASSIC)
    assert all(m.kind == "stake" for s in STYLES for m in decisions(classic, 0, s))


@pytest.mark.parametrize("rules", [CLASSIC, HouseRules(payouts="street"), HouseRules(payouts="street", acey_out=True)])
def test_cautious_never_risks_more_than_a_quarter(rules: HouseRules) -> None:
    for coins in (5, 8, 20, 55, 100):
        state = GameState.new(NAMES[:2], coins, 0, rules)
        for move in decisions(state, 0, "cautious", 60):
            if move.kind == "stake":
                assert amount_of(move) * worst_payout(rules) <= max(coins / 4, worst_payout(rules))
        state = state.stake(coins)
        for move in decisions(state, 1, "cautious", 60):
            if move.kind == "fade":
                assert amount_of(move) * worst_payout(rules) <= max(coins / 4, worst_payout(rules))


def test_antes_follow_the_style() -> None:
    match = Match.start(NAMES[:3], 100, seed=1, rules=HouseRules(mode="pot"), first_banker=0)
    antes = {style: mean(amounts(decisions(match.state, 0, style), "ante")) for style in STYLES}
    assert antes["bold"] > antes["shrewd"] > antes["cautious"]


def test_edge_of_is_the_exact_edge() -> None:
    assert edge_of(CLASSIC) == pytest.approx(2 / 81)
    assert edge_of(HouseRules(mode="pot")) == 0


# ---------------------------------------------------------------------------- the engine under the computer
def test_player_out_on_the_roll_limit_ends_that_turn_once() -> None:
    """Three dead rolls settle the bet once; the next player rolls (or the round ends)."""
    rules = HouseRules(roll_limit=3)
    state = GameState.new(NAMES[:3], 10, 0, rules).stake(8).fade(4).fade(4).roll((2, 2, 3))
    for _ in range(3):
        state = state.roll(DEAD)
    bet = state.round.bet_of(1)
    assert bet is not None and bet.result is Result.LOSS and state.round.roller == 2
    state = state.roll((4, 4, 5))
    assert state.phase is Phase.SETTLED
    assert [seat.coins for seat in state.seats] == [10 + 4 - 4, 6, 14]


@pytest.mark.parametrize("mode", ["bank", "pot"])
@pytest.mark.parametrize("seed", [1, 7, 42])
def test_the_planned_move_is_the_move_played_and_draws_nothing(mode: str, seed: int) -> None:
    """A computer's announced move is the move it then makes, through a whole game."""
    from ceelo_tui.engine.cpu import planned_move

    rules = HouseRules(mode=mode)
    match = Match.start(["Ann", "Bo", "Cy"], 8, seed=seed, rules=rules, styles=["cautious", "bold", "shrewd"])
    rng = decision_rng(seed)
    for _ in range(400):
        state = match.state
        if state.is_over:
            break
        actor = state.actor
        before = rng.getstate()
        planned = planned_move(state, actor, None, rng)
        assert rng.getstate() == before
        move = choose_move(state, actor, None, rng)
        assert planned == move
        words = intent_words(state, planned)
        assert words.endswith("…") and " 1 coins" not in words
        if actor is not None:
            assert words.startswith(f"{state.name(actor)} (computer, {state.seats[actor].style}) will ")
        match.play(move)


def test_intent_words_say_the_move() -> None:

    state = GameState.new(["Ann", "Cy"], 10, 0, styles=[None, "cautious"]).stake(4)
    assert intent_words(state, Move("fade", seat=1, amount=3)) == "Cy (computer, cautious) will fade 3 coins…"
    assert intent_words(state, Move("fade", seat=1, amount=1)) == "Cy (computer, cautious) will fade 1 coin…"
    assert intent_words(state, Move("pass", seat=1)) == "Cy (computer, cautious) will pass…"
    assert intent_words(state, Move("stake", seat=1, amount=5)) == "Cy (computer, cautious) will put up a stake of 5 coins…"
