"""The scoring variants of seed 001 (issue 14): point_bonus, pair_points, west_coast,
trips_high, bank_break, and the bank that stands. Each definition is checked with the issue's
own examples, in the dice reading, in a round of the banking game and in winner take all."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F
from typing import Any

import pytest
from said import bank_said, said
from test_pot_game import rank_of

from ceelo_tui.engine.dice import Role, Verdict, classify
from ceelo_tui.engine.errors import IllegalMove, RuleError
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.outcomes import Result
from ceelo_tui.engine.payoff import pays, point_share, whole_coins
from ceelo_tui.engine.pot_game import PotState, pot_rank
from ceelo_tui.engine.rules import CLASSIC, PRESETS, HouseRules, conflict, preset
from ceelo_tui.engine.stats import ledger, ledger_totals, player_stats
from ceelo_tui.presenters.catalog.rule_words import rules_in_words

NAMES = ["Ann", "Bo", "Cy", "Di"]
ANN, BO, CY, DI = range(4)

PAIR_POINTS = HouseRules(pair_points=True)
WEST = HouseRules(west_coast=True)
HIGH = HouseRules(trips_high=True)
BONUS = HouseRules(point_bonus=True)


def beats(a: tuple[int, int, int], b: tuple[int, int, int], rules: HouseRules) -> int:
    """1 if a player's ``a`` beats a banker's point ``b``, -1 if it loses, 0 for a push."""
    mine, theirs = classify(a, rules, Role.PLAYER), classify(b, rules, Role.BANKER)
    assert mine.verdict is Verdict.POINT and theirs.verdict is Verdict.POINT
    return (mine.point_key > theirs.point_key) - (mine.point_key < theirs.point_key)


# ---------------------------------------------------------------------- the dice
def test_pair_points_reads_the_pair() -> None:
    combo = classify((5, 2, 5), PAIR_POINTS)
    assert (combo.verdict, combo.point) == (Verdict.POINT, 5)
    assert beats((5, 5, 2), (3, 3, 6), PAIR_POINTS) == 1  # fevers beat treys
    # a pair with a 6 or a 1 is no longer decided at once
    assert classify((2, 2, 6), PAIR_POINTS).point == 2
    assert classify((6, 6, 1), PAIR_POINTS).point == 6
    # 4-5-6, trips and 1-2-3 keep their meanings
    assert classify((4, 5, 6), PAIR_POINTS).verdict is Verdict.WIN
    assert classify((3, 3, 3), PAIR_POINTS).verdict is Verdict.WIN
    assert classify((1, 2, 3), PAIR_POINTS).verdict is Verdict.LOSS


def test_west_coast() -> None:
    assert classify((6, 6, 1), WEST).point == 6  # the odd die is ignored
    assert classify((1, 1, 6), WEST).point == 1
    for value in range(1, 7):
        assert classify((value,) * 3, WEST).verdict is Verdict.LOSS  # every trips loses
        assert classify((value,) * 3, WEST, Role.PLAYER).verdict is Verdict.LOSS
    assert classify((4, 5, 6), WEST).verdict is Verdict.WIN
    assert classify((3, 1, 2), WEST).verdict is Verdict.REROLL  # one more meaningless roll


def test_trips_high() -> None:
    assert beats((2, 2, 6), (5, 5, 5), HIGH) == 1  # a low 6 beats a high 5
    assert beats((5, 5, 5), (3, 3, 5), HIGH) == 1  # a high 5 beats a low 5
    assert beats((3, 3, 5), (5, 5, 5), HIGH) == -1
    assert beats((4, 4, 5), (3, 3, 5), HIGH) == 0  # same value and kind: push
    assert beats((5, 5, 5), (5, 5, 5), HIGH) == 0
    assert beats((2, 2, 1), (3, 3, 3), HIGH) == -1  # a low 1 is a point too
    low6, high5 = classify((2, 2, 6), HIGH), classify((5, 5, 5), HIGH)
    assert (str(low6.point_text), str(high5.point_text)) == ("low 6", "high 5")
    assert classify((4, 5, 6), HIGH).verdict is Verdict.WIN
    assert classify((1, 2, 3), HIGH).verdict is Verdict.LOSS
    # acey out still makes 1-1-1 a loss
    assert classify((1, 1, 1), HouseRules(trips_high=True, acey_out=True)).verdict is Verdict.LOSS


def test_point_bonus_shares_and_whole_coins() -> None:
    assert [point_share(m, BONUS) for m in (1, 2, 3, 4)] == [F(1, 3), F(2, 3), 1, 1]
    assert point_share(1, CLASSIC) == 1
    # a third rounds down, two thirds up, and a win pays at least 1
    assert [whole_coins(F(n, 3)) for n in range(10)] == [0, 1, 1, 1, 1, 2, 2, 2, 3, 3]
    assert [pays(bet, F(1, 3)) for bet in (1, 2, 3, 4, 5, 6)] == [1, 1, 1, 1, 2, 2]
    assert [pays(bet, F(2, 3)) for bet in (1, 2, 3, 4, 5, 6)] == [1, 1, 2, 3, 3, 4]
    assert pays(7, 3) == 21 and pays(7, 1) == 7


# ---------------------------------------------------------------------- which switches go together
@pytest.mark.parametrize(
    "pairs, words",
    [
        (["west_coast=on", "pair_points=on"], "west_coast already scores every pair"),
        (["west_coast=on", "trips_high=on"], "trips an instant loss"),
        (["pair_points=on", "trips_high=on"], "a pair cannot be both"),
        (["pair_points=on", "six_one_points=on"], "pair's value"),
        (["west_coast=on", "six_one_points=on"], "odd die"),
        (["west_coast=on", "reverse_player=on"], "1-2-3"),
        (["trips_high=on", "reverse_player=with_trips"], "high points"),
        (["west_coast=on", "payouts=street"], "every trips loses"),
        (["trips_high=on", "payouts=street"], "even money"),
        (["trips_high=on", "point_bonus=on"], "by no points"),
        (["hifumi_double=on", "west_coast=on"], "1-2-3 is a meaningless roll"),
        (["hifumi_double=on", "reverse_player=on"], "player's 1-2-3 win"),
    ],
)
def test_switches_that_cannot_go_together(pairs: list[str], words: str) -> None:
    with pytest.raises(RuleError, match="cannot go together") as refused:
        CLASSIC.with_pairs(pairs)
    assert words in str(refused.value)
    with pytest.raises(RuleError):  # in either order, and however the rules are made
        CLASSIC.with_pairs(pairs[::-1])


def test_switches_that_go_together() -> None:
    for pairs in (
        ["west_coast=on", "acey_out=on", "point_bonus=on", "roll_limit=3", "bank_break=points_only"],
        ["pair_points=on", "point_bonus=on", "payouts=street", "reverse_player=with_trips"],
        ["trips_high=on", "six_one_points=on", "acey_out=on", "reverse_player=on"],
    ):
        assert conflict(CLASSIC.with_pairs(pairs)) is None


def test_a_switch_of_the_other_game_is_refused_and_reset_on_a_change_of_game() -> None:
    """point_bonus changes nothing in winner take all: set there it is refused, and choosing
    winner take all sets it back, so it never clashes with trips_high."""
    with pytest.raises(RuleError, match="point_bonus=on is a rule of the banking game"):
        HouseRules(mode="pot", trips_high=True, point_bonus=True)
    rules = BONUS.with_value("mode", "pot").with_value("trips_high", "on")
    assert rules.trips_high and not rules.point_bonus
    with pytest.raises(RuleError, match="by no points"):
        rules.with_value("mode", "bank").with_value("point_bonus", "on")


def test_rules_change_all_at_once_on_the_command_line() -> None:
    west = preset("West Coast").rules
    assert west.with_pairs(["pair_points=on", "west_coast=off"]) == PAIR_POINTS


def test_west_coast_preset_and_words() -> None:
    assert "West Coast" in [p.name for p in PRESETS]
    words = " ".join(rules_in_words(preset("West Coast").rules))
    assert "every trips loses at once" in words and "1-1-1 counts as trips" not in words
    assert "rounded to the nearest coin" in " ".join(rules_in_words(BONUS))
    assert any("2-2-6 beats 5-5-5" in line for line in rules_in_words(HIGH))
    assert any("first of them takes it" in line for line in rules_in_words(HouseRules(bank_break="points_only")))


def test_saved_rules_with_a_clash_are_refused() -> None:
    data = dict(CLASSIC.to_json(), west_coast=True, trips_high=True)
    with pytest.raises(RuleError, match="cannot go together"):
        HouseRules.from_json(data)
    assert HouseRules.from_json(WEST.to_json()) == WEST


# ---------------------------------------------------------------------- a round of the banking game
def table(rules: HouseRules, players: int = 3, stack: int = 12) -> GameState:
    return GameState.new(NAMES[:players], stack, ANN, rules)


def play(state: GameState, stake: int, fades: list[int], *dice: tuple[int, int, int]) -> GameState:
    state = state.stake(stake)
    for amount in fades:
        state = state.fade(amount)
    for faces in dice:
        state = state.roll(faces)
    return state


def test_point_bonus_in_a_round() -> None:
    # Ann holds 2; Bo beats it by 1 with a bet of 6 (a third: 2 coins), Cy by 3 (all 6).
    state = play(table(BONUS), 12, [6, 6], (1, 2, 1), (1, 3, 1), (1, 5, 1))
    bo, cy = state.round.bet_of(BO), state.round.bet_of(CY)
    assert bo is not None and cy is not None
    assert (bo.result, bo.delta) == (Result.WIN, 2) and "by 1" in str(bo.reason)
    assert (cy.result, cy.delta) == (Result.WIN, 6)
    assert [s.coins for s in state.seats] == [4, 14, 18]
    assert state.total_coins == 36


def test_point_bonus_leaves_losses_and_instant_wins_whole() -> None:
    state = play(table(BONUS), 8, [4, 4], (1, 4, 1), (1, 3, 1), (4, 5, 6))
    assert [b.delta for b in state.round.bets] == [-4, 4]


def test_pair_points_round() -> None:
    state = play(table(PAIR_POINTS), 6, [3, 3], (3, 3, 6), (5, 5, 2), (2, 2, 6))
    assert [b.result for b in state.round.bets] == [Result.WIN, Result.LOSS]
    assert "point 5" in str(state.round.bets[0].reason)


def test_trips_high_round() -> None:
    state = play(table(HIGH), 6, [3, 3], (5, 5, 5), (2, 2, 6), (3, 3, 5))
    assert [b.result for b in state.round.bets] == [Result.WIN, Result.LOSS]
    assert any("point high 5" in event for event in said(state.round.events))
    # the banker's trips are a point, not an instant win; Bo's win was by a low point
    assert state.round.next_banker == ANN


@pytest.mark.parametrize("bank_break", ["any_win", "points_only"])
def test_trips_high_trips_take_the_bank(bank_break: str) -> None:
    """Seed 001: "the first player to beat the banker by rolling a combination of four, five, and
    six, or triples will become the new banker". Under trips_high trips are high points, but they
    are still triples: Cy beats Ann's low 2 with 4-4-4 and takes the bank (Bo lost, so the bank
    is not broken), with either bank_break."""
    rules = HouseRules(trips_high=True, bank_break=bank_break)
    state = play(table(rules), 6, [3, 3], (1, 1, 2), (3, 3, 1), (4, 4, 4))
    assert [b.result for b in state.round.bets] == [Result.LOSS, Result.WIN]
    assert state.round.next_banker == CY
    assert "Cy takes the bank" in bank_said(state.round.bank_reason)


def test_trips_high_trips_that_lose_take_no_bank() -> None:
    """Only a player who *beats* the banker with triples takes the bank: high 2 loses to high 5."""
    state = play(table(HIGH), 6, [3, 3], (5, 5, 5), (2, 2, 2), (2, 2, 2))
    assert state.round.next_banker == ANN


def test_one_notion_of_trips_for_both_games() -> None:
    """The roll that takes the bank is the roll that doubles down a pot (issue 23): the engine
    asks one question of a roll under every scoring switch."""
    from ceelo_tui.engine.dice import ALL_ROLLS, is_big
    from ceelo_tui.engine.pot_game import FOUR_FIVE_SIX, TRIPS

    for rules in (HouseRules(), HIGH, WEST, HouseRules(acey_out=True), PAIR_POINTS,
                  HouseRules(trips_high=True, acey_out=True)):
        pot = replace(rules, mode="pot")
        for dice in ALL_ROLLS:
            rank = pot_rank(dice, pot)[0]
            pot_big = rank is not None and (rank[0] in (TRIPS, FOUR_FIVE_SIX) or rank[2:] == (1,))
            assert is_big(dice, rules) == is_big(dice, pot) == pot_big, (rules, dice)


def test_west_coast_round() -> None:
    state = play(table(WEST), 6, [3, 3], (1, 2, 3), (2, 2, 2))
    assert state.phase is Phase.SETTLED  # 1-2-3 rolled again, trips lose at once
    assert [b.result for b in state.round.bets] == [Result.WIN, Result.WIN]


@pytest.mark.parametrize("rule, next_banker", [("any_win", BO), ("points_only", CY)])
def test_bank_break(rule: str, next_banker: int) -> None:
    """Every bet lost, one of them to 4-5-6: any_win breaks the bank (to Bo, on the left);
    points_only gives it to Cy, who rolled the 4-5-6."""
    state = play(table(HouseRules(bank_break=rule)), 6, [3, 3], (1, 2, 1), (1, 4, 1), (4, 5, 6))
    assert state.round.next_banker == next_banker


def test_bank_break_points_only_still_breaks_on_points_and_instant_losses() -> None:
    rules = HouseRules(bank_break="points_only")
    state = play(table(rules), 6, [3, 3], (1, 2, 1), (1, 4, 1), (1, 5, 1))
    assert state.round.next_banker == BO and "broken" in bank_said(state.round.bank_reason)
    state = play(table(rules), 6, [3, 3], (1, 2, 3))
    assert state.round.next_banker == BO


# ---------------------------------------------------------------------- the bank stands
def test_the_bank_stands_at_what_it_holds() -> None:
    state = play(table(CLASSIC, 3, 20), 10, [6, 4], (1, 3, 1), (1, 2, 1), (1, 5, 1))
    # 10 covered; the bank won 6 from Bo and paid 4 to Cy: it holds 12
    state = state.next_round()
    assert state.banker == ANN and state.standing_stake() == 12
    kept = state.stake("")
    assert kept.round.stake == 12
    assert state.stake(" ").round.stake == 12 and state.stake(None).round.stake == 12
    assert state.stake(5).round.stake == 5  # the banker may raise or lower it


def test_no_standing_stake_for_a_new_banker() -> None:
    state = table(CLASSIC)
    assert state.standing_stake() is None
    with pytest.raises(IllegalMove, match="stake"):
        state.stake("")
    state = play(state, 4, [2, 2], (1, 2, 3)).next_round()  # the bank broke: Bo holds it
    assert state.banker == BO and state.standing_stake() is None


def test_a_standing_stake_is_journaled_as_its_amount() -> None:
    match = Match.start(NAMES[:3], 20, seed=3, first_banker=ANN)
    for move in (Move("stake", amount=6), Move("fade", amount=3), Move("fade", amount=3),
                 Move("roll", dice=(1, 3, 1)), Move("roll", dice=(1, 2, 1)), Move("roll", dice=(1, 4, 1)),
                 Move("next_round")):
        match.play(move)
    assert isinstance(match.state, GameState) and match.state.standing_stake() == 6
    match.play(Move("stake"))
    assert isinstance(match.state, GameState)
    assert match.journal.moves[-1].amount == 6 == match.state.round.stake
    assert replay(match.journal).state == match.state


# ---------------------------------------------------------------------- winner take all
def test_pot_ranks_under_the_scoring_switches() -> None:
    pot = HouseRules(mode="pot")
    assert rank_of((5, 5, 2), pot.with_value("pair_points", "on")) > rank_of((3, 3, 6), pot.with_value("pair_points", "on"))
    west = pot.with_value("west_coast", "on")
    assert pot_rank((6, 6, 6), west)[0] == (0, 0)
    assert pot_rank((1, 2, 3), west)[0] is None
    high = pot.with_value("trips_high", "on")
    low6, high5, low5 = (rank_of(d, high) for d in ((2, 2, 6), (5, 5, 5), (3, 3, 5)))
    assert low6 > high5 > low5
    assert rank_of((4, 5, 6), high) > low6


def test_winner_take_all_reads_a_roll_as_the_banking_game_does() -> None:
    """One reading of three dice (dice.classify) for both games: winner take all names every
    roll as classify does under its rules and ranks it by the verdict, a pair + 6 or + 1 being
    a point there as under six_one_points in the banking game."""
    from ceelo_tui.engine.dice import ALL_ROLLS, Shape, shape_of

    six_one = HouseRules(six_one_points=True)
    for switch in ("", "acey_out", "pair_points", "west_coast", "trips_high"):
        switches: dict[str, Any] = {switch: True} if switch else {}  # the switch's own type: bool
        pot = HouseRules(mode="pot", **switches)
        for dice in ALL_ROLLS:
            rank, name = pot_rank(dice, pot)
            combo = classify(dice, pot)
            assert name == combo.name and (rank is None) == (combo.verdict is Verdict.REROLL), (switch, dice)
            if not switch and shape_of(dice).shape is Shape.PAIR:
                assert combo == classify(dice, six_one), dice
    with pytest.raises(ValueError, match="mode=pot"):
        pot_rank((4, 5, 6), CLASSIC)


def test_pot_round_under_trips_high_with_double_down() -> None:
    rules = HouseRules(mode="pot", trips_high=True, double_down=True)
    state = PotState.new(NAMES[:2], 10, ANN, rules).ante(2)
    state = state.roll((5, 5, 5)).roll((3, 3, 5))
    assert state.winner == ANN and "high 5" in str(state.round.winning_name)
    assert [s.coins for s in state.seats] == [14, 6]  # the pot and a second ante: trips won it


# ---------------------------------------------------------------------- help, and whole games
def test_help_lists_every_switch_and_every_clash() -> None:
    from ceelo_tui.engine.rules import CONFLICTS, SWITCHES
    from ceelo_tui.presenters.help_words import help_text

    text = help_text(BONUS)
    for name in SWITCHES:
        assert f"| {name} |" in text
    for one, other, _ in CONFLICTS:
        assert f"**{one}** with **{other}**" in text
    assert "rounded to the nearest coin" in text and "stand" in text


WHOLE_GAMES = [
    BONUS,
    PAIR_POINTS,
    WEST,
    HIGH,
    HouseRules(bank_break="points_only"),
    HouseRules(point_bonus=True, pair_points=True, bank_break="points_only", payouts="street", roll_limit=3),
    HouseRules(mode="pot", pair_points=True),
    HouseRules(mode="pot", west_coast=True, instant_456=True),
    HouseRules(mode="pot", trips_high=True, double_down=True),
]


@pytest.mark.slow
@pytest.mark.parametrize("rules", WHOLE_GAMES, ids=lambda r: ",".join(f"{k}={v}" for k, v in r.values().items()
                                                                     if v != CLASSIC.values()[k]))
def test_whole_seeded_games(rules: HouseRules) -> None:
    """Computer seats play whole seeded games under each variant: every coin kept, none
    negative, the journal replays to the same state, and the same seed plays the same game."""
    from ceelo_tui.commands.simulate import play_out
    from ceelo_tui.engine.cpu import decision_rng

    for seed in (1, 2, 3):
        finals = []
        for _ in range(2):
            match = Match.start(NAMES, 15, seed=seed, rules=rules, styles=["bold", "cautious", "shrewd", "bold"])
            match.listeners.append(lambda move, state: _check_coins(state))
            play_out(match, decision_rng(seed), round_cap=300)
            assert replay(match.journal).state == match.state
            assert set(ledger_totals(ledger(match.state)).values()) <= {0}
            assert sum(row.net for row in player_stats(match.state)) == 0
            finals.append(match.state)
        assert finals[0] == finals[1]


def _check_coins(state: AnyGame) -> None:
    assert state.total_coins == 60
    assert all(seat.coins >= 0 for seat in state.seats)


def test_computer_seats_weigh_the_variants_through_the_exact_edge() -> None:
    from ceelo_tui.engine.cpu import edge_of
    from ceelo_tui.engine.odds import banker_edge

    for rules in (BONUS, PAIR_POINTS, WEST, HIGH):
        assert edge_of(rules) == float(banker_edge(rules))
    assert edge_of(WEST) == 0.0 < edge_of(PAIR_POINTS) < edge_of(CLASSIC) < edge_of(BONUS)


def test_west_coast_words_agree_with_themselves() -> None:
    """Seed 001's West Coast: 1-2-3 "is rolled again" and every trips loses, so the rules in words
    never also say players "lose with 1-2-3", nor that anyone wins with trips (issue 23)."""
    for rules in (WEST, WEST.with_value("bank_break", "points_only")):
        words = " ".join(rules_in_words(rules))
        assert "1-2-3 is rolled again" in words and "every trips loses at once" in words
        assert "lose with 1-2-3" not in words
        assert "won with 4-5-6 or trips" not in words and "won with 4-5-6" in words
    assert "lose with 1-2-3" in " ".join(rules_in_words(CLASSIC))


def test_the_japanese_tables_scoring() -> None:
    """Chinchiro's scoring (in the banking game's switches): the banker's (oya's) pair + 6 wins
    and pair + 1 loses at once, as in classic Cee-lo; trips 3x and 1-1-1 5x, 4-5-6 2x, 1-2-3
    pays double to the other side, three rolls without a score lose. The Chinchiro preset is the
    game of its own, at the same payouts."""
    rules = HouseRules(payouts="street", hifumi_double=True, roll_limit=3)
    assert preset("Chinchiro").rules.chinchiro and preset("Chinchiro").rules.payouts == "street"
    assert conflict(rules) is None and conflict(rules.with_pairs(["dice=real", "loose_roll=on"])) is None
    assert [classify(d, rules).multiplier for d in ((4, 5, 6), (3, 3, 3), (1, 1, 1), (2, 1, 3))] == [2, 3, 5, 2]
    assert classify((2, 1, 3), rules, Role.PLAYER).verdict is Verdict.LOSS
    assert [classify(d, rules).verdict for d in ((2, 2, 6), (5, 1, 5))] == [Verdict.WIN, Verdict.LOSS]
    assert [classify(d, rules).multiplier for d in ((2, 2, 6), (5, 1, 5))] == [1, 1]
    assert "Pair + 6 wins at once; pair + 1 loses at once." in rules_in_words(rules)
    words = " ".join(rules_in_words(rules))
    assert "1-2-3 loses twice the bet" in words and "3 meaningless rolls" in words
