"""Buy-backs (buy_backs=N): a broke player may buy back in for the starting coins, N times a
game, in both games; the offer is a move of the engine, journaled, replayed and taken back."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from said import said, told

from ceelo_tui.engine import stats
from ceelo_tui.engine.cpu import choose_move, wants_buy_back
from ceelo_tui.engine.cpu_styles import PROFILES
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.pot_game import PotPhase, PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.standings import GameResult, session_standings
from ceelo_tui.engine.table import Seat
from ceelo_tui.presenters.catalog.rule_words import rules_in_words
from ceelo_tui.presenters.standings_text import standings_lines

ANN, BO = 0, 1
TWO_BACKS = HouseRules(buy_backs=2)


def broke_bo(rules: HouseRules = TWO_BACKS) -> GameState:
    """Ann banks 10, Bo fades all 10 and Ann rolls 4-5-6: Bo is broke."""
    return GameState.new(["Ann", "Bo"], 10, ANN, rules).stake(10).fade(10).roll((4, 5, 6))


def test_a_broke_player_is_offered_a_buy_back_before_the_game_ends() -> None:
    state = broke_bo()
    assert state.phase is Phase.SETTLED and not state.is_over
    assert state.actor == BO and state.legal_moves() == {"buy_back", "decline"}
    assert told(state.message).endswith("Bo is broke: buy back in for 10 coins (2 of 2 buy-backs left)?")
    with pytest.raises(IllegalMove, match="Bo is broke: buy back in for 10 coins .* or decline"):
        state.next_round()


def test_buying_back_brings_the_starting_coins_as_new_coins() -> None:
    state = broke_bo().buy_back(seat=BO)
    assert [seat.coins for seat in state.seats] == [20, 10]
    assert state.seats[BO].bought_in == 1 and state.buy_backs_left(BO) == 1
    assert state.total_coins == state.coins_brought == 30
    assert state.history[-1].buy_ins == (BO,) and state.legal_moves() == {"next_round"}
    assert "Bo buys back in: 10 new coins to the table (buy-back 1 of 2)." in said(state.round.events)
    rows = stats.ledger(state)
    assert rows[-1].result == "buy-in" and rows[-1].banker == "house" and rows[-1].player_delta == 10
    assert stats.ledger_totals(rows) == {1: 0}  # the round still sums to zero
    assert stats.coins_by_round(state) == [(10, 10), (20, 10)]
    bo = stats.player_stats(state)[BO]
    assert bo.net == -10 and bo.bought_in == 10  # won minus bought in
    assert state.next_round().phase is Phase.STAKE


def test_declining_ends_the_game_as_the_end_rule_says() -> None:
    state = broke_bo().decline(seat=BO)
    assert state.is_over and told(state.message) == "Bo does not buy back in. Game over: Ann holds every coin."


def test_someone_else_cannot_answer_the_offer() -> None:
    with pytest.raises(IllegalMove, match="It is Bo's turn, not Ann's"):
        broke_bo().buy_back(seat=ANN)


def test_the_limit_is_kept_and_then_no_offer_is_made() -> None:
    state = broke_bo(HouseRules(buy_backs=1)).buy_back()
    state = state.next_round().stake(20).fade(10).roll((4, 5, 6))
    assert state.is_over and not state.offers and state.seats[BO].coins == 0


def test_no_buy_backs_by_default_and_none_after_the_last_round() -> None:
    assert broke_bo(HouseRules()).is_over
    assert broke_bo(HouseRules(buy_backs=3, end="rounds:1")).is_over


def test_a_person_may_take_the_buy_back_back_before_the_next_round() -> None:
    offered = broke_bo()
    bought = offered.buy_back()
    assert bought.can_undo
    undone = bought.undo()
    assert undone.offers == (BO,) and [s.coins for s in undone.seats] == [20, 0]
    assert undone.history[-1].buy_ins == () and "Bo takes back the buy-back." in said(taken.said for taken in undone.round.undone)


def test_winner_take_all_offers_the_buy_back_too() -> None:
    state = PotState.new(["Ann", "Bo"], 5, ANN, HouseRules(mode="pot", buy_backs=1)).ante(5)
    state = state.roll((4, 5, 6)).roll((1, 2, 3))
    assert state.phase is PotPhase.SETTLED and state.offers == (BO,)
    state = state.buy_back()
    assert [s.coins for s in state.seats] == [10, 5] and state.total_coins == state.coins_brought == 15
    assert stats.ledger_totals(stats.ledger(state)) == {1: 0}
    assert state.next_round().phase is PotPhase.ANTE


def test_the_journal_replays_buy_backs_exactly() -> None:
    match = Match.start(["Ann", "Bo"], 5, seed=4, rules=HouseRules(buy_backs=3), first_banker=ANN)
    rng = random.Random(1)
    for _ in range(400):
        state = match.state
        if state.is_over:
            break
        move = choose_move(state, state.actor, "bold", rng)
        match.play(move)
    kinds = [move.kind for move in match.journal.moves]
    assert "buy_back" in kinds
    again = replay(match.journal)
    assert again.state == match.state
    assert match.state.total_coins == match.state.coins_brought


@pytest.mark.parametrize("style, bought, richest, takes", [
    ("bold", 5, 20, True),
    ("cautious", 0, 20, True),
    ("cautious", 1, 20, False),  # once a game
    ("shrewd", 2, 30, True),
    ("shrewd", 0, 31, False),  # someone holds more than three times the starting coins
])
def test_computer_styles_decide_for_themselves(style: str, bought: int, richest: int, takes: bool) -> None:
    state = replace(broke_bo(HouseRules(buy_backs=9)), seats=(Seat("Ann", richest), Seat("Bo", 0, "bold", bought)))
    assert wants_buy_back(state, BO, PROFILES[style]) is takes
    move = choose_move(state, BO, style, random.Random(0))
    assert move == Move("buy_back" if takes else "decline", seat=BO)


def test_the_standings_count_coins_net_of_buy_backs() -> None:
    game = GameResult(("Ann", "Bo"), 10, (5, 25), True, ("Bo",), (0, 1))
    rows = session_standings([game])
    assert [(row.name, row.net, row.buy_ins) for row in rows] == [("Bo", 5, 1), ("Ann", -5, 0)]
    lines = standings_lines(rows, 1)
    assert "Buy-ins" in lines[0] and lines[1].split()[-1] == "1"


def test_the_rule_in_words() -> None:
    assert "buy back in for the starting coins, up to 2 times a game" in " ".join(rules_in_words(TWO_BACKS))
    assert HouseRules().with_pairs(["buy_backs=3"]).buy_backs == 3
    with pytest.raises(Exception, match="buy_backs must be one of 0, 1, 2"):
        HouseRules().with_pairs(["buy_backs=10"])


@pytest.mark.parametrize("end", ["last_standing", "rounds:5"])
def test_a_decline_stands_for_the_game(end: str) -> None:
    """A broke player is asked once: one who declined is not asked again after every later
    round, and the table does not wait for them (the next round is the only move)."""
    rules = HouseRules(buy_backs=2, end=end)
    state = GameState.new(["Ann", "Bo", "Cy"], 10, ANN, rules).stake(10).pass_fade().fade(10).roll((4, 5, 6))
    assert state.offers == (2,) and not state.decline_ends_game
    state = state.decline(seat=2)
    assert not state.is_over and state.seats[2].declined and state.legal_moves() == {"next_round"}
    for _ in range(2):
        state = state.next_round().stake(1).fade(1).roll((4, 5, 6))
        assert state.offers == () and state.actor is None and state.legal_moves() == {"next_round"}
    assert state.undo_refusal() and state.seats[2].coins == 0 and state.buy_backs_left(2) == 2
    # the decline taken back before the next round: asked again, as before it
    again = GameState.new(["Ann", "Bo", "Cy"], 10, ANN, rules).stake(10).pass_fade().fade(10).roll((4, 5, 6))
    assert again.decline(seat=2).undo().offers == (2,) and not again.decline(seat=2).undo().seats[2].declined


def test_a_decline_that_ends_the_game_is_known_before_it_is_made() -> None:
    """The table asks to confirm a decline only when it would end the game."""
    assert broke_bo().decline_ends_game
    assert not broke_bo().buy_back(seat=BO).decline_ends_game  # nothing offered now
    assert not GameState.new(["Ann", "Bo"], 10, ANN, TWO_BACKS).decline_ends_game
