"""Chinchiro's exact odds (engine/chinchiro_odds.py), its computer seats' bets, and
``ceelo-tui odds --rule mode=chinchiro``.

The banker's edge is checked against an enumeration written here from the rules' words, apart
from the engine's reading of the dice: every banker turn of up to three rolls, then every
player turn of up to three rolls against its point.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest

from ceelo_tui.engine.chinchiro import ChinchiroState
from ceelo_tui.engine.chinchiro_odds import chinchiro_chances, chinchiro_edge, chinchiro_outcomes
from ceelo_tui.engine.chinchiro_words import yaku, yaku_words
from ceelo_tui.engine.cpu import choose_move, edge_of
from ceelo_tui.engine.cpu_styles import PROFILES
from ceelo_tui.engine.dice import ALL_ROLLS, Role, classify
from ceelo_tui.engine.odds import banker_edge
from ceelo_tui.engine.rules import CHINCHIRO, HouseRules, preset
from ceelo_tui.presenters.catalog import WORDS
from ceelo_tui.presenters.catalog.keyed import say
from ceelo_tui.presenters.odds_words import yaku_rows

from cli_driver import app_for, run_command

Outcome = tuple[str, int]
"""('win' | 'loss' | 'point' | 'menashi', the payout or the point)."""


def reading(dice: tuple[int, int, int], rules: HouseRules) -> Outcome | None:
    """What one roll is, from the rules' words (None: no score, roll again)."""
    a, b, c = sorted(dice)
    street = rules.payouts == "street"
    if (a, b, c) == (4, 5, 6):
        return "win", 2 if street else 1  # shigoro
    if (a, b, c) == (1, 2, 3):
        return "loss", 2 if rules.hifumi_double else 1  # hifumi
    if a == b == c:
        return "win", (5 if a == 1 else 3) if street else 1  # pinzoro, arashi
    if a == b or b == c:
        single = c if a == b else a
        if single == 6 and not rules.six_one_points:
            return "win", 1
        if single == 1 and not rules.six_one_points:
            return "loss", 1
        return "point", single
    return None


def turn(rules: HouseRules, rolls_left: int = 3) -> dict[Outcome, Fraction]:
    """Every way a turn with ``rolls_left`` rolls still allowed ends, with its chance: each of
    the 216 rolls ends it, or (no score) the rest of the turn follows; none left is menashi."""
    if rolls_left == 0:
        return {("menashi", 1): Fraction(1)}
    ends: dict[Outcome, Fraction] = {}
    later = turn(rules, rolls_left - 1)
    for dice in product(range(1, 7), repeat=3):
        end = reading((dice[0], dice[1], dice[2]), rules)
        rest = {end: Fraction(1)} if end is not None else later
        for outcome, chance in rest.items():
            ends[outcome] = ends.get(outcome, Fraction(0)) + chance / 216
    return ends


def edge_by_hand(rules: HouseRules) -> Fraction:
    ends = turn(rules)
    edge = Fraction(0)
    for (kind, value), chance in ends.items():
        if kind == "win":
            edge += chance * value
        elif kind in ("loss", "menashi"):
            edge -= chance * value
        else:
            for (reply, answer), odds in ends.items():
                if reply == "win":
                    gain = -answer
                elif reply in ("loss", "menashi"):
                    gain = answer
                elif answer == value:
                    gain = 1 if rules.ties == "banker" else 0
                else:
                    gain = 1 if answer < value else -1
                edge += chance * odds * gain
    return edge


RULE_SETS = [
    CHINCHIRO,
    replace(CHINCHIRO, payouts="even"),
    replace(CHINCHIRO, hifumi_double=False),
    replace(CHINCHIRO, six_one_points=True),
    replace(CHINCHIRO, ties="banker"),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: ",".join(
    f"{name}={value}" for name, value in rules.values().items() if value != CHINCHIRO.values()[name]) or "chinchiro")
def test_the_bankers_edge_is_the_enumerations(rules: HouseRules) -> None:
    assert chinchiro_edge(rules) == edge_by_hand(rules)


def test_the_tables_edge_is_the_banking_presets_with_the_same_reading() -> None:
    in_the_banking_game = HouseRules(payouts="street", hifumi_double=True, roll_limit=3)
    assert preset("Chinchiro").rules == CHINCHIRO
    assert chinchiro_edge(CHINCHIRO) == banker_edge(in_the_banking_game) == Fraction(37, 1944)
    assert sum(row.probability for row in chinchiro_outcomes(CHINCHIRO)) == 1


@pytest.mark.parametrize("rolls_left", [1, 2, 3])
def test_a_players_live_chances_are_the_enumerations(rolls_left: int) -> None:
    rules = replace(CHINCHIRO, ties="banker")
    ends = turn(rules, rolls_left)
    for point in (2, 3, 4, 5):
        win = sum((chance for (kind, value), chance in ends.items()
                   if kind == "win" or (kind == "point" and value > point)), Fraction(0))
        chances = chinchiro_chances(point, rules, rolls_left)
        assert chances.win == win and chances.push == 0 and chances.lose == 1 - win


def test_a_tie_to_the_banker_moves_the_push_to_the_loss() -> None:
    push, banker = chinchiro_chances(4, CHINCHIRO), chinchiro_chances(4, replace(CHINCHIRO, ties="banker"))
    assert banker.push == 0 and banker.lose == push.lose + push.push and banker.win == push.win
    assert banker.expected == push.expected - push.push


def test_the_yaku_table_names_every_roll_once() -> None:
    rows = yaku_rows(CHINCHIRO, Role.BANKER)
    assert sum(row.count for _, _, row in rows) == 216
    assert rows[0][:2] == ("Pinzoro, 1-1-1", "wins, pays five times")
    assert ("Shigoro, 4-5-6", "wins, pays double") in [row[:2] for row in rows]
    assert rows[-1][0] == "No score" and rows[-1][2].count == 108


def test_the_odds_name_a_kind_of_roll_as_the_log_does_without_its_dice() -> None:
    """The odds' tables and the log name a roll alike: the kind is the log's name with the dice
    left out."""
    kinds = {say(WORDS, yaku(classify(dice, CHINCHIRO, Role.BANKER), kind=True)) for dice in ALL_ROLLS}
    assert {"Arashi, trips 2-6", "Shi no me, a point of 4", "Pinzoro, 1-1-1", "No score"} <= kinds
    assert say(WORDS, yaku(classify((2, 4, 2), CHINCHIRO, Role.BANKER))) == "Shi no me, a point of 4 (pair of 2s)"
    assert say(WORDS, yaku(classify((3, 3, 3), CHINCHIRO, Role.BANKER))) == "Arashi, trip 3s"
    assert {row[0] for row in yaku_rows(CHINCHIRO, Role.BANKER)} == kinds
    assert yaku_words(classify((2, 4, 2), CHINCHIRO, Role.BANKER)) == "Shi no me, a point of 4 (pair of 2s)"
    assert yaku_words(classify((6, 4, 5), CHINCHIRO, Role.BANKER)) == "Shigoro, 4-5-6, pays double"


def test_odds_print_chinchiros_tables_in_its_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, "odds", "--rule", "mode=chinchiro")
    assert code == 0 and err == ""
    for words in ("Chinchiro odds (chinchirorin): the banker is the oya, each player a ko",
                  "Shigoro, 4-5-6", "wins, pays double", "Arashi, trips 2-6", "Pinzoro, 1-1-1", "Hifumi, 1-2-3",
                  "Banker's menashi (three rolls, no score)", "Instant win (shigoro 4-5-6)",
                  "Banker's edge 37/1944 = 1.9033 %: the bank wins 1.90 coins per 100 bet."):
        assert words in out, words
    code, out, _ = run_command(capsys, "odds", "--rule", "mode=chinchiro", "--rule", "ties=banker", "--json")
    report = json.loads(out)
    assert code == 0 and Fraction(report["banker_edge"]) == chinchiro_edge(replace(CHINCHIRO, ties="banker"))
    assert report["rules"]["ties"] == "banker" and report["yaku"]["player"][0]["roll"] == "Pinzoro, 1-1-1"


def test_play_and_simulate_deal_chinchiro(capsys: pytest.CaptureFixture[str]) -> None:
    app = app_for("--players", "Ann,Bo,Cy", "--rule", "mode=chinchiro", "--seed", "3")
    assert app.first_match is not None and isinstance(app.first_match.state, ChinchiroState)
    code, out, err = run_command(capsys, "simulate", "--rule", "mode=chinchiro", "--games", "3", "--seed", "1")
    assert code == 0 and err == "" and "Avg bet" in out
    assert f"exact    {float(chinchiro_edge(CHINCHIRO)) * 100:.2f} %" in out and "bet in" in out


# ---------------------------------------------------------------------- computer seats
def test_computer_bets_are_legal_and_follow_the_style() -> None:
    names, rng = ["Al", "Bo", "Cy", "Di"], random.Random(4)
    sizes: dict[str, list[int]] = {style: [] for style in PROFILES}
    for style in PROFILES:
        for seed in range(40):
            state = ChinchiroState.new(names, 100, seed % 4, replace(CHINCHIRO, max_bet=20))
            seat = state.actor
            assert seat is not None
            move = choose_move(state, seat, style, rng)
            assert move.kind in state.legal_moves()
            if move.kind == "bet":
                assert isinstance(move.amount, int)
                low, high = state.bet_limit(seat)
                assert low <= move.amount <= high
                state.bet(move.amount)
                sizes[style].append(move.amount)
    assert edge_of(CHINCHIRO) == float(Fraction(37, 1944))
    assert sum(sizes["bold"]) / len(sizes["bold"]) > sum(sizes["cautious"]) / max(len(sizes["cautious"]), 1)
    assert len(sizes["shrewd"]) < len(sizes["bold"]) == 40  # the bank has the edge: shrewd sits out more
