"""Properties of the banking game over thousands of random legal rounds under random rules:
coins are never created or lost, no balance goes below 0, and the game either ends or offers
a legal move that the engine accepts."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples

from ceelo_tui.engine.dice import roll_dice
from ceelo_tui.engine.errors import IllegalMove, RuleError
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]



def playable(**switches: st.SearchStrategy[object]) -> st.SearchStrategy[HouseRules]:
    """House rules drawn switch by switch, keeping only those the engine lets go together."""

    def rules_of(values: dict[str, Any]) -> HouseRules:  # each switch's own type: str, bool or int
        return HouseRules(**values)

    def ok(values: dict[str, Any]) -> bool:
        try:
            rules_of(values)
        except RuleError:
            return False
        return True

    return st.fixed_dictionaries(switches).filter(ok).map(rules_of)


SCORING = {
    "point_bonus": st.booleans(),
    "pair_points": st.booleans(),
    "west_coast": st.booleans(),
    "trips_high": st.booleans(),
    "bank_break": st.sampled_from(["any_win", "points_only"]),
    "dice": st.sampled_from(["virtual", "real"]),
    "loose_roll": st.booleans(),
}
"""The scoring variants of issue 14, drawn with every other switch."""

bank_rules = playable(
    payouts=st.sampled_from(["even", "street"]),
    acey_out=st.booleans(),
    six_one_points=st.booleans(),
    roll_limit=st.sampled_from([None, 3, 5]),
    reverse_player=st.sampled_from(["off", "on", "with_trips"]),
    must_fade=st.booleans(),
    end=st.sampled_from(["first_broke", "last_standing", "last_standing", "rounds:2", "rounds:60"]),
    **SCORING,
)

MAX_ROUNDS = 40
"""Rounds played per example at most (a game may end sooner)."""


def check(state: GameState, total: int) -> None:
    assert state.total_coins == total
    assert all(seat.coins >= 0 for seat in state.seats)
    if state.is_over:
        assert state.legal_moves() == frozenset() and state.actor is None
        return
    moves = state.legal_moves()
    assert moves, state
    if state.phase is Phase.SETTLED:
        assert moves == {"next_round"}
    else:
        assert state.actor is not None
    if state.phase is Phase.STAKE:
        low, high = state.stake_limit()
        assert 1 <= low <= high, "a banker with no coins was asked to stake"
    if state.phase is Phase.FADE:
        low, high = state.fade_limit()
        assert 1 <= low <= high
    for bet in state.round.bets:
        assert 1 <= bet.amount <= state.round.stake


def one_move(state: GameState, rng: random.Random) -> GameState:
    """A random legal move, as a player at the table might make it."""
    moves = state.legal_moves()
    if "next_round" in moves:
        return state.next_round()
    if "loose" in moves and rng.random() < 0.05:
        return state.loose_roll()
    if "roll" in moves:
        return state.roll(roll_dice(rng), seat=state.actor if rng.random() < 0.5 else None)
    if "stake" in moves:
        if rng.random() < 0.05:
            try:
                return state.pass_bank()
            except IllegalMove:  # nobody else has coins: staking is the only way on
                pass
        if state.standing_stake() is not None and rng.random() < 0.3:
            return state.stake("")  # the bank stands
        low, high = state.stake_limit()  # mostly modest stakes, so games last a while
        return state.stake(rng.choice([low, high, rng.randint(low, high)] + [rng.randint(low, max(low, high // 5))] * 5))
    if "pass" in moves and rng.random() < 0.3:
        return state.pass_fade()
    low, high = state.fade_limit()
    amount = rng.choice([low, low, high, rng.randint(low, high), rng.randint(low, max(low, high // 3))])
    return state.fade(str(amount) if rng.random() < 0.2 else amount)


GAMES = examples(150)
"""Random games (examples) the coin property plays."""


def test_random_rounds_keep_every_coin_over_thousands_of_rounds() -> None:
    """Every random game keeps every coin; together the games play thousands of rounds
    (about 13 a game on average, so the bar scales with the profile's budget)."""
    played: list[int] = []

    @settings(max_examples=GAMES)
    @given(rules=bank_rules, players=st.integers(2, 6), stack=st.integers(5, 100), seed=st.integers(0, 2**32))
    def random_game(rules: HouseRules, players: int, stack: int, seed: int) -> None:
        played.append(play_random_game(rules, players, stack, seed))

    random_game()
    assert len(played) >= GAMES
    # The full budget plays thousands of rounds; a smaller one is a handful of games, whose
    # average swings with the few drawn, so its bar leaves room (games average about 13 rounds).
    bar = 2000 if GAMES >= 150 else 8 * GAMES
    assert sum(played) >= bar, sum(played)


def play_random_game(rules: HouseRules, players: int, stack: int, seed: int) -> int:
    """Play one random game, checking the coins after every move; the rounds it played."""
    rng = random.Random(seed)
    state = GameState.new(NAMES[:players], stack, rng.randrange(players), rules)
    total = players * stack
    check(state, total)
    moves = 0
    while not state.is_over and state.rounds_played < MAX_ROUNDS:
        state = one_move(state, rng)
        check(state, total)
        moves += 1
        assert moves < 20_000, "the game stopped making progress"
    assert len(state.history) == state.rounds_played
    if state.is_over:
        with_coins = [seat for seat in state.seats if seat.coins > 0]
        kind = rules.end_kind
        assert (
            len(with_coins) < 2
            or (kind == "first_broke" and len(with_coins) < players)
            or (kind == "rounds" and state.rounds_played >= (rules.round_limit or 0))
        )
        assert state.leaders()
    return state.rounds_played


@settings(max_examples=examples(20))
@given(rules=bank_rules, seed=st.integers(0, 2**32))
def test_refused_moves_never_change_the_state(rules: HouseRules, seed: int) -> None:
    """Between random legal moves, try every kind of move with junk: refusals change nothing."""
    rng = random.Random(seed)
    state = GameState.new(NAMES[:4], 20, 0, rules)
    junk = [0, -3, "x", "", 10**9, None, 2.5, True]
    for _ in range(60):
        if state.is_over:
            break
        snapshot = copy.deepcopy(state)
        attempts: tuple[Callable[[GameState], GameState], ...] = (
            lambda s: s.stake(rng.choice(junk)),
            lambda s: s.fade(rng.choice(junk)),
            lambda s: s.roll((0, 7, 1)),
            lambda s: s.roll((1, 2, 3), seat=(s.actor or 0) + 1 if s.actor is not None else 0),
        )
        for attempt in attempts:
            try:
                after = attempt(state)
            except IllegalMove as refusal:
                assert str(refusal)
                assert state == snapshot
            else:  # a junk move that happened to be legal (a stake of True is refused, 1 is not)
                state = after
                snapshot = copy.deepcopy(state)
        state = one_move(state, rng) if not state.is_over else state
    assert state.total_coins == 80


@settings(max_examples=examples(40))
@given(rules=bank_rules, players=st.integers(2, 6), seed=st.integers(0, 2**32),
       first=st.sampled_from([None, "red-pips"]))
def test_journal_replays_exactly(rules: HouseRules, players: int, seed: int, first: str | None) -> None:
    """A game played through Match (the bank standing now and then) replays from its journal
    to the very same state."""
    rng = random.Random(seed)
    match = Match.start(NAMES[:players], 15, seed=seed, rules=rules, first_banker=first)
    for _ in range(300):
        state = match.state
        if state.is_over:
            break
        legal = state.legal_moves()
        if "roll" in legal:
            match.play(Move("roll"))
        elif "next_round" in legal:
            match.play(Move("next_round"))
        elif "stake" in legal:
            assert isinstance(state, GameState)
            blank = state.standing_stake() is not None and rng.random() < 0.5
            match.play(Move("stake", amount=None if blank else rng.randint(*state.stake_limit())))
        else:
            assert isinstance(state, GameState)
            match.play(Move("fade", amount=rng.randint(*state.fade_limit())))
        assert match.state.total_coins == players * 15
    assert all(move.amount is not None for move in match.journal.moves if move.kind == "stake")
    assert replay(match.journal).state == match.state

