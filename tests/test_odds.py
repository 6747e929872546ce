"""The exact odds: seed 000's tables to the last digit as fractions, and the banker's edge under
every combination of house rules checked against a brute force written here from scratch
(its own dice, its own reading of the rules, its own way of adding up a turn)."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter, defaultdict
from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from ceelo_tui.engine.dice import Combo, Role, classify
from ceelo_tui.engine.errors import RuleError
from ceelo_tui.engine.odds import (
    PlayerChances,
    banker_edge,
    banker_outcomes,
    banker_point_kinds,
    banker_points,
    decisive_table,
    permutation_table,
    player_chances,
    turn_ends,
)
from ceelo_tui.engine.rules import CLASSIC, PRESETS, HouseRules
from ceelo_tui.presenters.odds_words import count_event, edge_words, odds_report, outcome_label

F = Fraction


# ---------------------------------------------------------------------- the seeds' tables
def test_permutation_table_of_seed_002() -> None:
    rows = [(count_event(row), row.count, row.total, row.probability) for row in permutation_table()]
    assert rows == [
        ("4-5-6", 6, 216, F(6, 216)),
        ("Trips", 6, 216, F(6, 216)),
        ("Point", 90, 216, F(90, 216)),
        ("1-2-3", 6, 216, F(6, 216)),
        ("Meaningless", 108, 216, F(108, 216)),
    ]


def test_decisive_table_of_seed_000() -> None:
    rows = [(count_event(row), row.count, row.total) for row in decisive_table()]
    assert rows == [
        ("Three of a kind", 6, 108),
        ("4-5-6", 6, 108),
        ("1-2-3", 6, 108),
        ("Pair + 6", 15, 108),
        ("Pair + 1", 15, 108),
        ("Pair + 2-5", 60, 108),
    ]
    printed = ["0.055556", "0.055556", "0.055556", "0.138889", "0.138889", "0.555556"]
    assert [f"{float(row.probability):.6f}" for row in decisive_table()] == printed


SEED_000: list[tuple[str, int | Fraction, str, Fraction]] = [
    # event, pays, probability (as seed 000 prints it, and exactly)
    ("Instant win", 1, "0.250000", F(1, 4)),
    ("Instant loss", -1, "0.194444", F(7, 36)),
    ("Opponent instant win", -1, "0.138889", F(5, 36)),
    ("Opponent instant loss", 1, "0.108025", F(35, 324)),
    ("Higher point win", 1, "0.115741", F(25, 216)),
    ("Higher point loss", -1, "0.115741", F(25, 216)),
    ("Tie", 0, "0.077160", F(25, 324)),
]


def test_banker_outcomes_of_seed_000_exactly() -> None:
    rows = banker_outcomes(CLASSIC)
    assert [(outcome_label(row), row.pays, row.probability) for row in rows] == [(e, p, f) for e, p, _, f in SEED_000]
    assert [f"{float(row.probability):.6f}" for row in rows] == [s for _, _, s, _ in SEED_000]
    assert [row.ret for row in rows] == [p * f for _, p, _, f in SEED_000]
    assert sum(row.probability for row in rows) == 1
    assert sum(row.ret for row in rows) == F(2, 81)
    assert f"{float(sum(row.ret for row in rows)):.6f}" == "0.024691"


def test_classic_edge_is_exactly_2_81() -> None:
    edge = banker_edge()
    assert edge == F(2, 81) and isinstance(edge, Fraction)
    assert banker_edge(CLASSIC) == F(2, 81)
    assert f"{float(edge) * 100:.4f}" == "2.4691"
    assert edge_words(edge) == "Banker's edge 2/81 = 2.4691 %: the bank wins 2.47 coins per 100 faded"


def test_each_set_of_rules_has_its_table_worked_out_once() -> None:
    """The setup screen asks for the edge at every change of a switch: the same rules give back
    the same table, not one worked out again; other rules give their own."""
    street = HouseRules(payouts="street")
    assert banker_outcomes(street) is banker_outcomes(HouseRules(payouts="street"))
    assert banker_outcomes(street) != banker_outcomes(CLASSIC)
    assert banker_edge(street) == sum((row.ret for row in banker_outcomes(street)), F(0))


def test_player_chances_classic() -> None:
    expected = {
        2: (F(2, 3), F(5, 36), F(7, 36)),
        3: (F(19, 36), F(5, 36), F(1, 3)),
        4: (F(7, 18), F(5, 36), F(17, 36)),
        5: (F(1, 4), F(5, 36), F(11, 18)),
    }
    assert banker_points(CLASSIC) == (2, 3, 4, 5)
    for point, (win, push, lose) in expected.items():
        chances = player_chances(point)
        assert chances == PlayerChances(win, push, lose, win - lose)
    with pytest.raises(RuleError, match="2, 3, 4, 5"):
        player_chances(6)
    with pytest.raises(RuleError):
        player_chances(1)


def test_banker_points_with_six_one_points() -> None:
    assert banker_points(HouseRules(six_one_points=True)) == (1, 2, 3, 4, 5, 6)
    assert player_chances(6, HouseRules(six_one_points=True)).win == F(12, 108)  # only 4-5-6 and trips


@pytest.mark.parametrize(
    "rules, edge",
    [
        (CLASSIC, F(2, 81)),
        (HouseRules(payouts="street"), F(26, 243)),
        (HouseRules(acey_out=True), F(4, 243)),
        (HouseRules(six_one_points=True), F(1, 108)),
        (HouseRules(roll_limit=3), F(-407, 10368)),
        (HouseRules(must_fade=True, end="rounds:9"), F(2, 81)),
        (HouseRules(end="last_standing"), F(2, 81)),
    ],
)
def test_edges_worked_out_by_hand(rules: HouseRules, edge: Fraction) -> None:
    """Small cases done on paper: e.g. acey out, instant win 26/108, instant loss 22/108, the
    points cancel, so the edge is (26-22)/108 * (1 - 60/108) = 4/243."""
    assert banker_edge(rules) == edge


def test_street_rows_show_the_multipliers() -> None:
    rows: dict[tuple[str, int | Fraction], Fraction] = {
        (outcome_label(row), row.pays): row.probability for row in banker_outcomes(HouseRules(payouts="street"))}
    assert rows[("Instant win (4-5-6)", 2)] == F(6, 108)
    assert rows[("Instant win (trips 2-6)", 3)] == F(5, 108)
    assert rows[("Instant win (1-1-1)", 5)] == F(1, 108)
    assert rows[("Instant win (pair + 6)", 1)] == F(15, 108)
    assert rows[("Opponent instant win (4-5-6)", -2)] == F(60, 108) * F(6, 108)
    assert rows[("Instant loss", -1)] == F(21, 108)


def test_roll_limit_rows_show_the_outs() -> None:
    rows = {outcome_label(row): row.probability for row in banker_outcomes(HouseRules(roll_limit=5))}
    assert rows["Out (5 dead rolls)"] == F(1, 32)
    assert rows["Opponent out (5 dead rolls)"] == F(60, 216) * sum(F(1, 2) ** k for k in range(5)) * F(1, 32)


def test_turn_ends_add_up_to_one_for_every_rule_set() -> None:
    for rules in RULE_SETS:
        for role in Role:
            ends = turn_ends(rules, role)
            assert sum(ends.values()) == 1
            assert all(p > 0 for p in ends.values())


def test_the_winner_take_all_game_has_no_edge() -> None:
    pot = HouseRules(mode="pot")
    for call in (banker_edge, banker_outcomes, banker_points, odds_report):
        with pytest.raises(RuleError, match="banking game"):
            call(pot)


def test_report_is_plain_json() -> None:
    report = odds_report(HouseRules(payouts="street", roll_limit=3))
    again = json.loads(json.dumps(report))
    assert again == report
    assert report["banker_edge"] == str(banker_edge(HouseRules(payouts="street", roll_limit=3)))
    classic: dict[str, Any] = odds_report()  # plain JSON, read as JSON: its nested shape has no type
    assert classic["banker_edge"] == "2/81"
    assert classic["banker_edge_float"] == 2 / 81
    assert classic["rules_name"] == "Classic"
    assert [row["probability"] for row in classic["banker_outcomes"]] == [str(f) for _, _, _, f in SEED_000]
    assert classic["player_chances"]["3"]["win"] == "19/36"
    assert classic["banker_points"] == [2, 3, 4, 5]
    assert [row["count"] for row in classic["permutations"]] == [6, 6, 90, 6, 108]
    assert [row["count"] for row in classic["decisive"]] == [6, 6, 6, 15, 15, 60]


# ---------------------------------------------------------------------- the brute force
def conflict_of(pair_points: bool, west_coast: bool, trips_high: bool, point_bonus: bool, payouts: str,
                acey_out: bool, six_one_points: bool, roll_limit: int | None, reverse_player: str) -> bool:
    """Whether the issue's definitions make these switches contradict each other (written
    here from the definitions, not read from the engine's list)."""
    return (
        (west_coast and (pair_points or trips_high or six_one_points or reverse_player != "off" or payouts == "street"))
        or (pair_points and (trips_high or six_one_points))
        or (trips_high and (reverse_player == "with_trips" or payouts == "street" or point_bonus))
    )


ROLLS = [(a, b, c) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7)]
End = tuple[str, float]
"""How a turn ends, read from the rules' text: ("win", pays), ("loss", 1), ("point", p), ("out", 1)."""
OUT: End = ("out", 1)


def meaning(dice: tuple[int, int, int], rules: HouseRules, player: bool) -> End | None:
    """What one roll does, read straight from the rules' text (not from the engine):
    ("win", pays) / ("loss", 1) / ("point", p), or None to roll again. Under trips_high a high
    point of v is v + 0.5, so it beats the low point v and loses to the low point v + 1."""
    low, mid, high = sorted(dice)
    street = rules.payouts == "street"
    reversed_ = player and rules.reverse_player in ("on", "with_trips")
    if low == high:  # three of a kind
        if rules.west_coast:  # "then treats all trips as an instant loss"
            return ("loss", 1)
        if low == 1 and rules.acey_out:
            return ("loss", 1)
        if player and rules.reverse_player == "with_trips":
            return ("loss", 1)
        if rules.trips_high:  # "triples as high points"
            return ("point", low + 0.5)
        return ("win", (5 if low == 1 else 3) if street else 1)
    if (low, mid, high) == (4, 5, 6):
        return ("loss", 1) if reversed_ else ("win", 2 if street else 1)
    if (low, mid, high) == (1, 2, 3):
        if rules.west_coast:  # "one, two, and three is treated as just another meaningless roll"
            return None
        if rules.hifumi_double:  # Chinchiro: "1-2-3 pays double to the other side"
            return ("loss", 2)
        return ("win", 1) if reversed_ else ("loss", 1)
    if low == mid or mid == high:
        odd = high if low == mid else low
        if rules.west_coast or rules.pair_points:  # sorted, the pair's value is the middle die
            return ("point", mid)
        if rules.trips_high:  # "doubles as low points (which are set in the traditional way)"
            return ("point", odd)
        if odd == 6 and not rules.six_one_points:
            return ("win", 1)
        if odd == 1 and not rules.six_one_points:
            return ("loss", 1)
        return ("point", odd)
    return None


def settle(banker: End, player: End | None, rules: HouseRules = CLASSIC) -> Fraction:
    """The banker's gain on one coin when the banker's turn ends ``banker`` and the player's
    ends ``player`` (the player's turn matters only against a point). Under point_bonus a
    player who beats the point by 1 takes a third of the coin, by 2 two thirds, by 3+ all."""
    kind, value = banker
    if kind == "win":
        return Fraction(value)
    if kind in ("loss", "out"):
        return -Fraction(value)
    assert player is not None
    reply, amount = player
    if reply == "win":
        return -Fraction(amount)
    if reply in ("loss", "out"):
        return Fraction(amount)
    if amount > value and rules.point_bonus:
        return -Fraction(min(int(amount - value), 3), 3)
    return Fraction((value > amount) - (value < amount))


def brute_edge_pairs(rules: HouseRules) -> Fraction:
    """No roll limit: every (banker roll, player roll) pair with both decisive, equally likely."""
    assert rules.roll_limit is None
    banker_rolls = Counter(meaning(roll, rules, player=False) for roll in ROLLS)
    player_rolls = Counter(meaning(roll, rules, player=True) for roll in ROLLS)
    banker_rolls.pop(None, None)
    player_rolls.pop(None, None)
    gain = Fraction(0)
    pairs = 0
    for banker, ways in banker_rolls.items():
        assert banker is not None
        for player, answers in player_rolls.items():
            pairs += ways * answers
            gain += ways * answers * settle(banker, player, rules)
    return gain / pairs


def brute_turn(rules: HouseRules, player: bool) -> dict[End, Fraction]:
    """With a roll limit: how a turn ends, by following every roll, roll after roll."""
    limit = rules.roll_limit
    assert limit is not None

    @cache
    def rolls_left(left: int) -> tuple[tuple[End, Fraction], ...]:
        ends: dict[End, Fraction] = defaultdict(Fraction)
        for dice in ROLLS:
            end = meaning(dice, rules, player)
            if end is not None:
                ends[end] += Fraction(1, 216)
            elif left == 1:
                ends[OUT] += Fraction(1, 216)
            else:
                for later, chance in rolls_left(left - 1):
                    ends[later] += chance / 216
        return tuple(ends.items())

    return dict(rolls_left(limit))


def brute_edge_turns(rules: HouseRules) -> Fraction:
    banker_turn, player_turn = brute_turn(rules, False), brute_turn(rules, True)
    return sum(
        (b_chance * p_chance * settle(banker, player, rules)
         for banker, b_chance in banker_turn.items()
         for player, p_chance in player_turn.items()),
        Fraction(0),
    )


def brute_edge(rules: HouseRules) -> Fraction:
    return brute_edge_pairs(rules) if rules.roll_limit is None else brute_edge_turns(rules)


def brute_player_chances(rules: HouseRules, point: float) -> tuple[Fraction, Fraction, Fraction]:
    if rules.roll_limit is None:
        ends = [e for e in (meaning(d, rules, True) for d in ROLLS) if e is not None]
        turn = {e: Fraction(n, len(ends)) for e, n in Counter(ends).items()}
    else:
        turn = brute_turn(rules, True)
    win = push = lose = Fraction(0)
    for end, chance in turn.items():
        gain = -settle(("point", point), end, rules)
        if gain > 0:
            win += chance
        elif gain < 0:
            lose += chance
        else:
            push += chance
    return win, push, lose


def rules_of(names: Iterable[str], values: Iterable[object]) -> HouseRules:
    """House rules with each switch in ``names`` set to its value in ``values``."""
    switches: dict[str, Any] = dict(zip(names, values))  # each of its switch's own type, checked by HouseRules
    return HouseRules(**switches)


SWITCHES_THAT_MATTER: dict[str, list[object]] = {
    "payouts": ["even", "street"],
    "acey_out": [False, True],
    "six_one_points": [False, True],
    "roll_limit": [None, 3, 5],
    "reverse_player": ["off", "on", "with_trips"],
}
RULE_SETS = [
    rules_of(SWITCHES_THAT_MATTER, values)
    for values in itertools.product(*SWITCHES_THAT_MATTER.values())
]
RULE_SETS += [rules.with_value("hifumi_double", "on") for rules in RULE_SETS if rules.reverse_player == "off"]
"""Every combination (72) of the switches that change a bet: each alone, and all together; and
the 24 of them that hifumi_double goes with (not reverse_player), with it on."""


def test_brute_force_reads_the_rules_like_the_table() -> None:
    """The brute force's own reading of a roll agrees with the seeds on the classic counts."""
    counts = Counter((meaning(d, CLASSIC, False) or ("again", 0))[0] for d in ROLLS)
    assert counts == {"win": 27, "loss": 21, "point": 60, "again": 108}
    assert brute_edge(CLASSIC) == F(2, 81)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: ",".join(f"{k}={v}" for k, v in r.values().items() if k in SWITCHES_THAT_MATTER))
def test_edge_equals_brute_force(rules: HouseRules) -> None:
    assert banker_edge(rules) == brute_edge(rules)


@pytest.mark.parametrize("rules", RULE_SETS[::7] + [RULE_SETS[-1]])
def test_player_chances_equal_brute_force(rules: HouseRules) -> None:
    for point in banker_points(rules):
        chances = player_chances(point, rules)
        assert (chances.win, chances.push, chances.lose) == brute_player_chances(rules, point)
        assert chances.win + chances.push + chances.lose == 1


NEW_SWITCHES = [
    rules_of(("pair_points", "west_coast", "trips_high", "point_bonus", "payouts", "acey_out",
              "six_one_points", "roll_limit", "reverse_player"), values)
    for values in itertools.product([False, True], [False, True], [False, True], [False, True],
                                    ["even", "street"], [False, True], [False, True], [None, 3],
                                    ["off", "on", "with_trips"])
    if not conflict_of(*values)
]
"""Every combination of the scoring switches that can go together, with the older switches."""


def test_new_switch_combinations_cover_each_switch() -> None:
    assert len(NEW_SWITCHES) > 100
    for name in ("pair_points", "west_coast", "trips_high", "point_bonus"):
        assert any(getattr(rules, name) for rules in NEW_SWITCHES)


def changed(rules: HouseRules) -> str:
    """The switches that differ from the classic rules, as a test id."""
    return ",".join(f"{k}={v}" for k, v in rules.values().items() if v != CLASSIC.values()[k]) or "classic"


@pytest.mark.parametrize("rules", NEW_SWITCHES, ids=changed)
def test_new_switches_edge_equals_brute_force(rules: HouseRules) -> None:
    assert banker_edge(rules) == brute_edge(rules)


@pytest.mark.parametrize("rules", NEW_SWITCHES[::9] + [HouseRules(trips_high=True), HouseRules(pair_points=True, point_bonus=True)])
def test_new_switches_player_chances_equal_brute_force(rules: HouseRules) -> None:
    for point, level in banker_point_kinds(rules):
        chances = player_chances(point, rules, level=level)
        brute_point = point + 0.5 if level == "high" else point
        assert (chances.win, chances.push, chances.lose) == brute_player_chances(rules, brute_point)
        assert chances.win + chances.push + chances.lose == 1


def test_new_switch_edges_by_hand() -> None:
    """Edges worked out by hand from the rules' text."""
    # pair_points: the bank's only advantage is 12 instant wins against 6 instant losses of 108,
    # kept whenever the banker decides at once, and lost to a player's own when it holds a point.
    assert banker_edge(HouseRules(pair_points=True)) == F(6, 108) * (1 - F(90, 108))
    # west_coast and trips_high: the banker and the player read the dice alike, and the
    # instant wins and losses are as many: no edge.
    assert banker_edge(HouseRules(west_coast=True)) == 0
    assert banker_edge(HouseRules(trips_high=True)) == 0
    # bank_break decides who holds the bank next, never how a bet settles.
    assert banker_edge(HouseRules(bank_break="points_only")) == F(2, 81)
    # point_bonus only takes away from players' point wins: the bank's edge grows.
    assert banker_edge(HouseRules(point_bonus=True)) > F(2, 81)


def test_must_fade_and_end_do_not_change_the_odds() -> None:
    for rules in RULE_SETS[::5]:
        for extra in ("must_fade=on", "end=last_standing", "end=rounds:4"):
            assert banker_edge(rules.with_pairs([extra])) == banker_edge(rules)


def test_presets_edges() -> None:
    for item in PRESETS:
        if item.rules.mode == "bank":
            assert banker_edge(item.rules) == brute_edge(item.rules)


# ---------------------------------------------------------------------- simulation, as a sanity check
def simulated_edge(rules: HouseRules, bets: int, seed: int) -> tuple[Fraction, float]:
    """The banker's average gain over ``bets`` simulated bets (engine's dice reading), and its
    standard error. A cross-check of the arithmetic of turns, never a substitute for it."""
    rng = random.Random(seed)
    banker_of = [classify(d, rules, Role.BANKER) for d in ROLLS]
    player_of = [classify(d, rules, Role.PLAYER) for d in ROLLS]
    limit = rules.roll_limit or 10**9

    def turn(table: list[Combo]) -> End:
        for _ in range(limit):
            combo = table[rng.randrange(216)]
            if combo.decisive:
                kind = combo.verdict.value
                if kind == "point":
                    assert combo.point is not None
                    return (kind, combo.point)
                return (kind, combo.multiplier)
        return OUT

    total = squares = Fraction(0)
    for _ in range(bets):
        banker = turn(banker_of)
        gain = settle(banker, turn(player_of) if banker[0] == "point" else None)
        total += gain
        squares += gain * gain
    mean = total / bets
    spread = (squares / bets - mean * mean) ** 0.5
    return mean, spread / bets**0.5


@pytest.mark.parametrize("rules", [CLASSIC, HouseRules(payouts="street", roll_limit=3, reverse_player="on")])
def test_a_long_simulation_lands_near_the_exact_edge(rules: HouseRules) -> None:
    mean, error = simulated_edge(rules, 60_000, seed=2024)
    assert abs(mean - float(banker_edge(rules))) < 5 * error


def _chances_by_hand(point: int, rules: HouseRules, rolls_left: int) -> tuple[Fraction, Fraction, Fraction]:
    """(win, push, lose) for a player with ``rolls_left`` rolls allowed, roll by roll."""
    if rolls_left == 0:
        return Fraction(0), Fraction(0), Fraction(1)  # out of rolls: the bet is lost
    win = push = lose = Fraction(0)
    again = 0
    for dice in ROLLS:
        combo = classify(dice, rules, Role.PLAYER)
        if combo.verdict.name == "WIN" or (combo.verdict.name == "POINT" and combo.point is not None and combo.point > point):
            win += Fraction(1, 216)
        elif combo.verdict.name == "LOSS" or (combo.verdict.name == "POINT" and combo.point is not None and combo.point < point):
            lose += Fraction(1, 216)
        elif combo.verdict.name == "POINT":
            push += Fraction(1, 216)
        else:
            again += 1
    later = _chances_by_hand(point, rules, rolls_left - 1)
    share = Fraction(again, 216)
    return win + share * later[0], push + share * later[1], lose + share * later[2]


@pytest.mark.parametrize("limit", [3, 5])
def test_a_player_s_chances_with_fewer_rolls_left(limit: int) -> None:
    rules = HouseRules(roll_limit=limit)
    for point in (2, 3, 4, 5):
        assert player_chances(point, rules, rolls_left=limit) == player_chances(point, rules)
        previous = None
        for left in range(limit, 0, -1):
            chances = player_chances(point, rules, rolls_left=left)
            assert (chances.win, chances.push, chances.lose) == _chances_by_hand(point, rules, left)
            assert chances.win + chances.push + chances.lose == 1
            if previous is not None:
                assert chances.lose > previous.lose  # each dead roll leaves less time to score
            previous = chances
    with pytest.raises(RuleError, match="1 to 3 rolls left"):
        player_chances(4, HouseRules(roll_limit=3), rolls_left=4)
    with pytest.raises(RuleError):
        player_chances(4, HouseRules(roll_limit=3), rolls_left=0)
    assert player_chances(4, CLASSIC, rolls_left=2) == player_chances(4, CLASSIC)  # no limit: no count
