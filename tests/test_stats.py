"""Statistics, coins by round and the ledger, on hand-made games with known answers."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples

from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.stats import (
    LEDGER_FIELDS,
    LedgerRow,
    coins_by_round,
    ledger,
    ledger_totals,
    player_stats,
    round_deltas,
    start_coins,
)

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import play_out, start  # noqa: E402


def banking_game() -> GameState:
    """Four rounds, three players, 20 coins each; the answers are worked out by hand below."""
    s = GameState.new(["Ann", "Bo", "Cy"], 20, first_banker=0)
    # round 1: Ann banks 10, Bo fades 4, Cy 6; Ann rolls 4-5-6 and takes both
    s = s.stake(10).fade(4).fade(6).roll((4, 5, 6))
    # round 2: Ann banks 10, Bo 5, Cy 5; Ann's point 3; Bo rolls 1-2-3, Cy's point 5 wins
    s = s.next_round().stake(10).fade(5).fade(5).roll((2, 2, 3)).roll((1, 2, 3)).roll((3, 3, 5))
    # round 3: Ann banks 6, Bo 3, Cy 3; Ann's point 2; Bo rolls trip 6s, Cy a point 4: bank broken
    s = s.next_round().stake(6).fade(3).fade(3).roll((1, 1, 2)).roll((6, 6, 6)).roll((5, 5, 4))
    # round 4: Bo banks 14, Cy fades 4, Ann 10; Bo rolls a pair + 1 and pays out to 0: game over
    s = s.next_round().stake(14).fade(4).fade(10).roll((3, 3, 1))
    return s


def test_hand_made_game_plays_as_worked_out() -> None:
    s = banking_game()
    assert s.is_over
    assert [seat.coins for seat in s.seats] == [34, 0, 26]
    assert [rnd.banker for rnd in s.history] == [0, 0, 0, 1]


def test_coins_by_round() -> None:
    assert coins_by_round(banking_game()) == [
        (20, 20, 20),
        (30, 16, 14),
        (30, 11, 19),
        (24, 14, 22),
        (34, 0, 26),
    ]


def test_ledger_rows() -> None:
    rows = ledger(banking_game())
    assert [(r.round, r.banker, r.player, r.amount, r.result, r.player_delta, r.banker_delta) for r in rows] == [
        (1, "Ann", "Bo", 4, "loss", -4, 4),
        (1, "Ann", "Cy", 6, "loss", -6, 6),
        (2, "Ann", "Bo", 5, "loss", -5, 5),
        (2, "Ann", "Cy", 5, "win", 5, -5),
        (3, "Ann", "Bo", 3, "win", 3, -3),
        (3, "Ann", "Cy", 3, "win", 3, -3),
        (4, "Bo", "Cy", 4, "win", 4, -4),
        (4, "Bo", "Ann", 10, "win", 10, -10),
    ]
    assert rows[0].decided_by == "Ann rolled 4-5-6"
    assert rows[2].decided_by == "Bo rolled 1-2-3"
    assert rows[3].decided_by == "Cy's point 5 beats 3"
    assert rows[4].decided_by == "Bo rolled trip 6s"
    assert "Bo rolled pair of 3s + 1" in rows[6].decided_by
    assert ledger_totals(rows) == {1: 0, 2: 0, 3: 0, 4: 0}
    assert tuple(rows[0].as_dict()) == LEDGER_FIELDS


def test_player_stats() -> None:
    ann, bo, cy = player_stats(banking_game())
    assert (ann.name, ann.start, ann.coins, ann.net) == ("Ann", 20, 34, 14)
    assert (ann.rounds_played, ann.rounds_won, ann.rounds_lost) == (4, 2, 1)
    assert (ann.rounds_as_banker, ann.bank_profit) == (3, 4)
    assert (ann.instant_wins, ann.instant_losses) == (1, 0)
    assert (ann.biggest_win, ann.longest_streak) == (10, 1)

    assert (bo.coins, bo.net, bo.rounds_won, bo.rounds_lost) == (0, -20, 1, 3)
    assert (bo.rounds_as_banker, bo.bank_profit) == (1, -14)
    assert (bo.instant_wins, bo.instant_losses) == (1, 2)  # trip 6s; 1-2-3 and the banker's pair + 1
    assert (bo.biggest_win, bo.longest_streak) == (3, 1)

    assert (cy.coins, cy.net, cy.rounds_won, cy.rounds_lost) == (26, 6, 3, 1)
    assert (cy.rounds_as_banker, cy.bank_profit) == (0, 0)
    assert (cy.instant_wins, cy.instant_losses) == (0, 0)
    assert (cy.biggest_win, cy.longest_streak) == (5, 3)


def test_round_in_play_counts_only_once_finished() -> None:
    s = GameState.new(["Ann", "Bo", "Cy"], 20, first_banker=0)
    s = s.stake(10).fade(4).fade(6).roll((2, 2, 3)).roll((6, 6, 6))  # Bo won 4; Cy still to roll
    assert s.phase is Phase.PLAYER_ROLL
    assert [seat.coins for seat in s.seats] == [16, 24, 20]
    assert start_coins(s) == (20, 20, 20)
    assert coins_by_round(s) == [(20, 20, 20)]
    assert ledger(s) == []
    assert all(p.rounds_played == 0 and p.net == 0 for p in player_stats(s))
    assert round_deltas(s.round, 3) == (-4, 4, 0)


def test_nobody_faded_and_passed_bank_rounds_are_not_played() -> None:
    s = GameState.new(["Ann", "Bo"], 10, first_banker=0)
    s = s.stake(5).pass_fade().pass_bank().stake(3).fade(3).roll((4, 5, 6))
    ann, bo = player_stats(s)
    assert (ann.rounds_played, ann.rounds_as_banker, ann.net) == (1, 0, -3)
    assert (bo.rounds_played, bo.rounds_as_banker, bo.bank_profit, bo.instant_wins) == (1, 1, 3, 1)


def pot_game() -> PotState:
    """Two winner-take-all rounds: Al takes both, with 4-5-6 and then trip 6s."""
    s = PotState.new(["Al", "Bo", "Cy"], 10, first_banker=0, rules=HouseRules(mode="pot"))
    s = s.ante(2).roll((4, 5, 6)).roll((2, 2, 3)).roll((1, 2, 3))
    s = s.next_round().ante(3).roll((3, 3, 3)).roll((5, 5, 6)).roll((6, 6, 6))
    return s


def test_pot_game_ledger_and_stats() -> None:
    s = pot_game()
    assert [seat.coins for seat in s.seats] == [20, 5, 5]
    assert coins_by_round(s) == [(10, 10, 10), (14, 8, 8), (20, 5, 5)]
    rows = ledger(s)
    assert [(r.round, r.banker, r.player, r.amount, r.result, r.player_delta, r.banker_delta) for r in rows] == [
        (1, "", "Al", 2, "win", 4, 0),
        (1, "", "Bo", 2, "loss", -2, 0),
        (1, "", "Cy", 2, "loss", -2, 0),
        (2, "", "Bo", 3, "loss", -3, 0),
        (2, "", "Cy", 3, "loss", -3, 0),
        (2, "", "Al", 3, "win", 6, 0),
    ]
    assert ledger_totals(rows) == {1: 0, 2: 0}
    al, bo, cy = player_stats(s)
    assert (al.net, al.instant_wins, al.biggest_win, al.longest_streak, al.rounds_as_banker) == (10, 2, 6, 2, 0)
    assert (bo.net, bo.instant_wins, bo.instant_losses) == (-5, 0, 0)
    assert (cy.net, cy.instant_losses, cy.rounds_lost) == (-5, 1, 2)


@settings(max_examples=examples(40))
@given(
    seed=st.integers(0, 2**32),
    mode=st.sampled_from(["bank", "pot"]),
    payouts=st.sampled_from(["even", "street"]),
    moves=st.integers(0, 400),
)
def test_ledger_sums_to_zero_and_coins_add_up(seed: int, mode: str, payouts: str, moves: int) -> None:
    match = start(seed, HouseRules(payouts=payouts, end="rounds:40").with_value("mode", mode))
    play_out(match, limit=moves)
    state = match.state
    totals = ledger_totals(ledger(state))
    assert set(totals.values()) <= {0}
    assert set(totals) == {rnd.number for rnd in state.history}
    series = coins_by_round(state)
    assert len(series) == len(state.history) + 1
    assert all(sum(row) == state.total_coins for row in series)
    assert series[0] == (50, 50, 50)
    if state.phase.value in ("settled", "game_over"):
        assert series[-1] == tuple(seat.coins for seat in state.seats)
    stats = player_stats(state)
    assert sum(p.net for p in stats) == 0
    assert sum(p.rounds_as_banker for p in stats) == (len(state.history) if mode == "bank" else 0)
    assert all(isinstance(row, LedgerRow) for row in ledger(state))
