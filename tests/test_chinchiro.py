"""Chinchiro, round by round, worked by hand from the rules' words (engine/chinchiro.py).

Each test sets a table, plays the bets and the dice, and checks the coins against sums done by
hand: the payouts of the Japanese tables (shigoro 4-5-6 double, arashi trips triple, pinzoro
1-1-1 five times, hifumi 1-2-3 double against the roller, a pair + 6 or + 1 at once, a point
otherwise), menashi, shonben, the cover rule, the bank passing, the roll-off for the first
bank and the game's end once the bank has gone round the table.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from said import said, told

from ceelo_tui.engine.chinchiro import ChinchiroState, ChinPhase
from ceelo_tui.engine.cpu import choose_move, decision_rng
from ceelo_tui.engine.errors import IllegalMove, RuleError
from ceelo_tui.engine.game import Bet, GameState
from ceelo_tui.engine.games import apply_move
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay, sealed_setup
from ceelo_tui.engine.outcomes import Result, SeatStatus
from ceelo_tui.engine.phrase import Phrase, phrase
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import CHINCHIRO, MODES, SWITCHES, HouseRules, switches_for
from ceelo_tui.engine.seating import FIRST_BY_RED_PIPS

Dice = tuple[int, int, int]
NAMES = ["Al", "Bo", "Cy"]


def table(names: list[str] | None = None, coins: int = 20, rules: HouseRules = CHINCHIRO, first: int = 0) -> ChinchiroState:
    """A Chinchiro table with ``first`` the banker (oya)."""
    return ChinchiroState.new(names or NAMES[:2], coins, first, rules)


def rolls(state: ChinchiroState, *dice: Dice) -> ChinchiroState:
    for faces in dice:
        state = state.roll(faces)
    return state


def heads_up(banker: tuple[Dice, ...], player: tuple[Dice, ...] = (), bet: int = 2,
             rules: HouseRules = CHINCHIRO) -> ChinchiroState:
    """Al banks, Bo bets ``bet``; the banker's dice, then Bo's."""
    state = table(rules=rules).bet(bet)
    assert state.phase is ChinPhase.BANKER_ROLL
    return rolls(rolls(state, *banker), *player)


def test_a_chinchiro_bet_is_the_banking_games_bet_record() -> None:
    """One record for a player's bet in both games (its ``short`` always empty here: the cover
    rule keeps every payment whole)."""
    bet = heads_up(((4, 5, 6),)).round.bets[0]
    assert type(bet) is Bet and bet.short == "" and bet.words == str(bet.reason)


def test_chinchiro_settlement_reasons_are_phrases_the_catalog_words() -> None:
    """The engine names why a bet settled, the catalog words it: the banker's roll said of
    every bet, a player's roll, a tie under each tie rule."""
    bet = heads_up(((4, 5, 6),)).round.bets[0]
    assert isinstance(bet.reason, Phrase) and bet.reason.key == "bank_wins_every_bet"
    assert str(bet.reason) == "Al (oya): Shigoro, 4-5-6, pays double: the bank wins every bet"
    tied = heads_up(((2, 2, 4),), ((3, 3, 4),)).round.bets[0]
    assert tied.reason == phrase("chin_point_ties_push", "Bo", 4)
    assert str(tied.reason) == "Bo's point 4 ties 4: a push (wakare)"


# ---------------------------------------------------------------------- the banker's roll
@pytest.mark.parametrize("dice, bo", [
    ((4, 5, 6), -4),   # shigoro: the bank wins every bet double
    ((3, 3, 3), -6),   # arashi: triple
    ((1, 1, 1), -10),  # pinzoro: five times
    ((2, 6, 2), -2),   # roku no me: a pair + 6 wins at once, even money
    ((3, 1, 2), +4),   # hifumi: the bank pays every bet double
    ((5, 1, 5), +2),   # pin no me: a pair + 1 loses at once
])
def test_the_bankers_yaku_decide_every_bet_at_once(dice: Dice, bo: int) -> None:
    state = heads_up((dice,))
    assert [seat.coins for seat in state.seats] == [20 - bo, 20 + bo]
    assert state.phase is ChinPhase.SETTLED and state.round.bets[0].rolls == ()


def test_three_rolls_without_a_score_are_the_bankers_menashi() -> None:
    state = table().bet(3)
    state = rolls(state, (1, 2, 4), (2, 3, 5))
    assert state.phase is ChinPhase.BANKER_ROLL and "roll again (1 roll left)" in told(state.message)
    state = state.roll((1, 3, 6))
    assert [seat.coins for seat in state.seats] == [17, 23]
    assert "Al (oya): Menashi, no score in three rolls, loses: the bank pays every bet." in said(state.round.events)
    assert "+3 for Bo." in said(state.round.events)


# ---------------------------------------------------------------------- a player's roll against the point
@pytest.mark.parametrize("dice, bo", [
    ((6, 5, 4), +4),   # shigoro pays double
    ((6, 6, 6), +6),   # arashi triple
    ((1, 1, 1), +10),  # pinzoro five times
    ((5, 5, 5), +6),
    ((2, 1, 3), -4),   # hifumi loses double
    ((3, 6, 3), +2),   # a pair + 6 beats any point 2-5
    ((4, 4, 1), -2),   # a pair + 1 loses to it
    ((1, 1, 5), +2),   # point 5 beats 4
    ((6, 6, 3), -2),   # point 3 loses to 4
    ((6, 6, 4), 0),    # point 4 ties 4: a push (wakare)
])
def test_a_players_roll_against_a_point_of_4(dice: Dice, bo: int) -> None:
    state = heads_up(((2, 2, 4),), (dice,))
    assert [seat.coins for seat in state.seats] == [20 - bo, 20 + bo]
    assert state.round.bets[0].delta == bo


def test_a_tie_goes_to_the_banker_under_ties_banker() -> None:
    state = heads_up(((2, 2, 4),), ((6, 6, 4),), rules=replace(CHINCHIRO, ties="banker"))
    assert [seat.coins for seat in state.seats] == [22, 18]
    assert state.round.bets[0].result is Result.LOSS


def test_a_players_menashi_loses_the_bet() -> None:
    state = heads_up(((3, 3, 5),), ((1, 2, 4), (1, 2, 5), (2, 4, 6)), bet=3)
    assert [seat.coins for seat in state.seats] == [23, 17]
    assert any("Bo: Menashi" in line for line in said(state.round.events))


def test_even_payouts_pay_every_yaku_at_one_and_hifumi_double_is_a_switch() -> None:
    even = replace(CHINCHIRO, payouts="even", hifumi_double=False)
    assert [seat.coins for seat in heads_up(((1, 1, 1),), rules=even).seats] == [22, 18]
    assert [seat.coins for seat in heads_up(((1, 2, 3),), rules=even).seats] == [18, 22]


def test_the_log_says_the_japanese_names_beside_the_english() -> None:
    state = heads_up(((2, 2, 4),), ((6, 5, 4),))
    events = said(state.round.events)
    assert "Al (oya) rolls 2-2-4: Shi no me, a point of 4 (pair of 2s)." in events
    assert told(table().bet(2).roll((2, 2, 4)).message) == "Al's point is 4 (shi no me). Bo (ko), roll to beat it."
    assert "Bo rolls 6-5-4: Shigoro, 4-5-6, pays double." in events
    assert "Bo: Shigoro, 4-5-6, pays double: +4 for Bo (double)." in events
    assert "Bo (ko) bets 2 coins." in events
    arashi = heads_up(((3, 3, 3),))
    assert "Al (oya): Arashi, trip 3s, pays triple: the bank wins every bet." in said(arashi.round.events)


# ---------------------------------------------------------------------- shonben
def test_shonben_a_die_out_of_the_bowl_loses_for_banker_and_player() -> None:
    real = replace(CHINCHIRO, dice="real", loose_roll=True)
    banker = table(rules=real).bet(2).loose_roll()
    assert [seat.coins for seat in banker.seats] == [18, 22] and banker.round.loose == (0,)
    assert any("Shonben, a die out of the bowl, loses: the bank pays every bet" in line for line in said(banker.round.events))
    player = table(rules=real).bet(2).roll((2, 2, 4)).loose_roll()
    assert [seat.coins for seat in player.seats] == [22, 18] and player.round.loose == (1,)


def test_shonben_needs_real_dice_and_the_loose_roll_switch() -> None:
    state = table().bet(2)
    assert "loose" not in state.legal_moves()
    with pytest.raises(IllegalMove, match="You cannot call a loose roll now"):
        state.loose_roll()


# ---------------------------------------------------------------------- bets and the cover rule
def test_bets_keep_within_the_limits_and_what_the_banker_can_cover() -> None:
    state = table(NAMES)  # street payouts: the largest payout is 5 a coin; 20 coins cover 4 coins bet
    assert state.bet_limit() == (1, 4)
    with pytest.raises(IllegalMove, match="Bo's bet must be a whole number from 1 to 4"):
        state.bet(5)
    state = state.bet(3)
    assert state.bet_limit() == (1, 1)  # (20 - 5 x 3) // 5 left to cover
    with pytest.raises(IllegalMove, match="Cy's bet must be 1; 2 is out of range"):
        state.bet(2)
    assert state.bet(1).round.covered == 4


def test_a_player_who_cannot_pay_the_worst_payout_sits_out() -> None:
    state = table(NAMES, coins=20)
    seats = (state.seats[0], replace(state.seats[1], coins=4), replace(state.seats[2], coins=36))
    state = replace(state, seats=seats)._opens_bank(0, 1, ())
    assert state.actor == 2
    assert any("Bo cannot bet 1 coin" in line for line in said(state.round.events))
    assert state.status(1) is SeatStatus.PASSED and state.status(2) is SeatStatus.TO_BET


def test_a_round_nobody_bets_in_passes_the_bank() -> None:
    state = table(NAMES).pass_bet().pass_bet()
    assert state.banker == 1 and state.phase is ChinPhase.BET and state.actor == 2
    assert state.held == (1, 0, 0) and state.round.number == 1
    assert "Nobody bets against Al: the bank passes." in said(state.round.events)


def test_a_table_too_poor_for_the_least_bet_is_refused() -> None:
    rules = replace(CHINCHIRO, min_bet=2)
    with pytest.raises(IllegalMove, match=r"a bet of 2 coins \(min_bet=2\) needs 10 coins to pay: start with at least 10"):
        ChinchiroState.new(NAMES, 9, 0, rules)
    assert ChinchiroState.new(NAMES, 10, 0, rules).bet_limit() == (2, 2)


def test_max_and_min_bet_are_switches_of_chinchiro_alone() -> None:
    rules = CHINCHIRO.with_pairs(["min_bet=2", "max_bet=3"])
    state = ChinchiroState.new(NAMES, 100, 0, rules)
    assert state.bet_limit() == (2, 3)
    with pytest.raises(RuleError, match="min_bet=4 is more than max_bet=3"):
        rules.with_value("min_bet", "4")
    with pytest.raises(RuleError, match="min_bet=2 is a rule of Chinchiro"):
        HouseRules().with_value("min_bet", "2")
    with pytest.raises(RuleError, match="roll_limit=3 is a rule of another game"):
        CHINCHIRO.with_value("roll_limit", "3")


# ---------------------------------------------------------------------- the bank passing
def test_on_loss_the_bank_passes_after_a_round_the_banker_ends_down() -> None:
    kept = heads_up(((4, 5, 6),))
    assert not kept.round.passes and "Al keeps the bank." in said(kept.round.events)
    assert kept.next_round().banker == 0
    lost = heads_up(((1, 2, 3),))
    assert lost.round.passes and "Al ends the round down 4 coins: the bank passes." in said(lost.round.events)
    assert lost.next_round().banker == 1


def test_on_loss_an_even_round_keeps_the_bank() -> None:
    state = table(NAMES).bet(2).bet(2).roll((3, 3, 4))
    state = rolls(state, (5, 5, 5), (1, 1, 2))  # Bo's arashi pays 6, Cy's point 2 loses 2: the bank is down
    assert state.round.passes
    even = table(NAMES).bet(2).bet(2).roll((3, 3, 4))
    even = rolls(even, (1, 1, 5), (1, 1, 2))  # Bo wins 2, Cy loses 2: the bank ends level
    assert [seat.coins for seat in even.seats] == [20, 22, 18]
    assert not even.round.passes and even.next_round().banker == 0


def test_every_round_and_total_loss_readings() -> None:
    every = heads_up(((4, 5, 6),), rules=replace(CHINCHIRO, bank_pass="every_round"))
    assert every.round.passes
    total = replace(CHINCHIRO, bank_pass="total_loss")
    split = table(NAMES, rules=total).bet(2).bet(2).roll((3, 3, 4))
    split = rolls(split, (1, 1, 5), (1, 1, 2))
    assert not split.round.passes
    both = table(NAMES, rules=total).bet(2).bet(2).roll((3, 3, 4))
    both = rolls(both, (1, 1, 5), (2, 2, 6))
    assert both.round.passes and "Every bet went against Al: the bank passes." in said(both.round.events)


# ---------------------------------------------------------------------- the first banker
def test_the_first_banker_is_the_highest_of_one_die_each_and_ties_roll_again() -> None:
    state = ChinchiroState.new(NAMES, 20, FIRST_BY_RED_PIPS, CHINCHIRO)
    assert state.phase is ChinPhase.DRAW and state.actor == 0 and state.legal_moves() == {"roll"}
    state = rolls(state, (5, 1, 1), (5, 6, 6), (2, 6, 6))  # only the first die counts
    assert state.phase is ChinPhase.DRAW and state.draw is not None and state.draw.contenders == (0, 1)
    assert "Al and Bo tie on 5: they roll again." in said(state.round.events)
    state = rolls(state, (3, 1, 1), (6, 1, 1))
    assert state.phase is ChinPhase.BET and state.banker == 1 and state.actor == 2
    assert "Bo rolled the highest die and is the first banker (oya)." in said(state.round.events)


def test_a_match_rolls_for_the_first_banker_unless_one_is_chosen() -> None:
    match = Match.start(NAMES, 20, seed=11, rules=CHINCHIRO)
    state = match.state
    assert isinstance(state, ChinchiroState) and state.draw is not None and state.draw.winner == state.banker
    assert all(move.kind == "roll" for move in match.journal.moves) and match.journal.moves
    assert match.journal.setup.first_banker is None
    chosen = Match.start(NAMES, 20, seed=11, rules=CHINCHIRO, first_banker=2)
    assert isinstance(chosen.state, ChinchiroState) and chosen.state.banker == 2 and not chosen.journal.moves


# ---------------------------------------------------------------------- the game's end
def play_round(state: ChinchiroState, banker_dice: Dice) -> ChinchiroState:
    """Every player who can bets 1; the banker rolls ``banker_dice`` (a decision at once)."""
    while state.phase is ChinPhase.BET:
        state = state.bet(1)
    return state.roll(banker_dice)


def test_the_game_ends_once_the_bank_has_gone_round_the_table() -> None:
    rules = replace(CHINCHIRO, bank_pass="every_round")
    state = table(NAMES, rules=rules)
    for banker in (0, 1, 2):
        assert state.banker == banker and not state.is_over
        state = play_round(state, (4, 5, 6))
        if banker < 2:
            state = state.next_round()
    assert state.is_over and state.rounds_played == 3
    # each banker won 2 coins from each of the two others, 2 coins a round: everyone is level
    assert [seat.coins for seat in state.seats] == [20, 20, 20]
    assert told(state.message).endswith("Game over: the bank has gone round the table once. Standings: Al 20 coins, Bo 20, Cy 20.")


def test_two_turns_of_the_bank_round_the_table() -> None:
    rules = replace(CHINCHIRO, bank_pass="every_round", bank_laps=2)
    state = table(rules=rules)
    bankers = []
    while not state.is_over:
        bankers.append(state.banker)
        state = play_round(state, (1, 2, 3))
        if not state.is_over:
            state = state.next_round()
    assert bankers == [0, 1, 0, 1] and "round the table 2 times" in told(state.message)


def test_an_evening_of_four_with_computer_seats_one_turn_of_the_bank_round_the_table() -> None:
    rules = replace(CHINCHIRO, bank_pass="every_round")
    for seed in range(5):
        match = Match.start(["Al", "Bo", "Cy", "Di"], 30, seed=seed, rules=rules, styles=[None, "bold", "cautious", "shrewd"])
        decide = decision_rng(seed)
        while not match.state.is_over:
            match.play(choose_move(match.state, match.state.actor, None, decide))
        state = match.state
        assert isinstance(state, ChinchiroState) and state.draw is not None
        first = state.draw.winner
        assert first is not None
        bankers = [rnd.banker for rnd in state.history]  # a turn nobody bet in leaves no round behind
        around = [(first + k) % 4 for k in range(4)]
        assert bankers == [seat for seat in around if seat in bankers] and state.held == (1, 1, 1, 1)
        assert state.total_coins == 120 and all(seat.coins >= 0 for seat in state.seats)
        assert "Game over: the bank has gone round the table once. Standings: " in told(state.message)
        shown = [int(part.split()[1]) for part in told(state.message).split("Standings: ")[1].rstrip(".").split(", ")]
        assert shown == sorted((seat.coins for seat in state.seats), reverse=True)
        assert replay(match.journal).state == state


def test_the_game_ends_when_one_player_holds_every_coin() -> None:
    state = table(coins=5).bet(1).roll((1, 1, 1))  # pinzoro: Bo pays five times 1, all he has
    assert [seat.coins for seat in state.seats] == [10, 0] and state.is_over
    assert told(state.message).endswith("Game over: Al holds every coin. Standings: Al 10 coins, Bo 0.")


def test_a_broke_player_is_offered_a_buy_back_and_the_game_goes_on() -> None:
    state = table(coins=5, rules=replace(CHINCHIRO, buy_backs=1)).bet(1).roll((1, 1, 1))
    assert not state.is_over and state.offers == (1,) and state.legal_moves() == {"buy_back", "decline"}
    state = state.buy_back()
    assert [seat.coins for seat in state.seats] == [10, 5] and state.total_coins == state.coins_brought == 15
    assert state.next_round().banker == 0  # the bank won: Al keeps it
    over = table(coins=5, rules=replace(CHINCHIRO, buy_backs=1)).bet(1).roll((1, 1, 1)).decline()
    assert over.is_over and "Al holds every coin" in told(over.message)


# ---------------------------------------------------------------------- undo, refusals, replay
def test_a_bet_is_taken_back_before_the_dice_and_not_after() -> None:
    state = table(NAMES).bet(2)
    back = state.undo()
    assert back.actor == 1 and back.round.bets == ()
    assert "Bo takes back the bet of 2 coins." in said(back.round.events)
    rolled = state.bet(1).roll((2, 2, 4))
    with pytest.raises(IllegalMove, match="a bet or pass can be taken back only before the banker's first roll"):
        rolled.undo()


def test_each_game_refuses_the_rules_of_another() -> None:
    with pytest.raises(IllegalMove, match=r"another game \(the winner-take-all game or Chinchiro\); the banking game needs mode=bank"):
        GameState.new(NAMES, 20, 0, CHINCHIRO)
    with pytest.raises(IllegalMove, match=r"another game \(the banking game or Chinchiro\); the winner-take-all game needs mode=pot"):
        PotState.new(NAMES, 20, 0, CHINCHIRO)
    with pytest.raises(IllegalMove, match=r"another game \(the banking game or the winner-take-all game\); Chinchiro needs mode=chinchiro"):
        ChinchiroState.new(NAMES, 20, 0, HouseRules())


def test_a_move_of_another_game_is_refused_in_chinchiros_words() -> None:
    state = table()
    with pytest.raises(IllegalMove, match=r"You cannot put up a stake in Chinchiro: each player \(ko\) bets"):
        apply_move(state, Move("stake", amount=2))
    with pytest.raises(IllegalMove, match=r"You cannot roll now\. Bo \(ko\) may bet 1-4 coins or pass\."):
        state.roll((1, 2, 3))


def test_a_chinchiro_journal_replays_exactly_and_seals_its_roll_off() -> None:
    match = Match.start(NAMES, 20, seed=7, rules=replace(CHINCHIRO, dice="real", loose_roll=True))
    while not match.state.is_over:
        state = match.state
        assert isinstance(state, ChinchiroState)
        legal = state.legal_moves()
        if "bet" in legal:
            match.play(Move("bet", amount=state.bet_limit()[1]))
        elif "next_round" in legal:
            match.play(Move("next_round"))
        else:
            match.play(Move("roll"))
    lines = match.journal.to_lines()
    assert json.loads(lines[0])["rules"]["mode"] == "chinchiro"
    again = replay(Journal.from_lines(lines))
    assert again.state == match.state and again.rng.getstate() == match.rng.getstate()
    sealed = sealed_setup(match.journal.setup)
    assert sealed.first_banker == FIRST_BY_RED_PIPS and sealed.seed == 0
    assert replay(Journal(setup=sealed, moves=list(match.journal.moves))).state == match.state


def test_the_setup_screen_and_play_offer_chinchiro_with_its_own_switches() -> None:
    assert "chinchiro" in MODES and SWITCHES["mode"] == MODES
    assert HouseRules().with_value("mode", "chinchiro") == CHINCHIRO
    assert set(switches_for("chinchiro")) >= {"payouts", "hifumi_double", "min_bet", "max_bet", "bank_laps"}
    assert "roll_limit" not in switches_for("chinchiro") and "min_bet" not in switches_for("bank")
