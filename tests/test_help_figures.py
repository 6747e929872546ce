"""Every figure in the help comes from the engine, for the house rules in play."""

from __future__ import annotations

import re

import pytest

from ceelo_tui.engine.game import MAX_COINS, MAX_NAME, MAX_PLAYERS, MIN_COINS
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.odds import banker_edge, player_chances
from ceelo_tui.engine.rules import CLASSIC, MAX_ROUNDS, HouseRules
from ceelo_tui.presenters.help_words import help_text
from ceelo_tui.widgets.help_text import HelpText

from table_driver import SIZE, make_app

STREET = HouseRules(payouts="street", six_one_points=True, roll_limit=3)


def figures(line: str) -> list[float]:
    """The percentages on the help's example odds line."""
    return [float(x) for x in re.findall(r"(\d+\.\d) %", line)]


@pytest.mark.parametrize("rules", [CLASSIC, STREET], ids=["classic", "street"])
def test_the_odds_example_and_the_edge_are_the_engines(rules: HouseRules) -> None:
    text = help_text(rules)
    (line,) = [line for line in text.splitlines() if "vs point 4:" in line]
    chances = player_chances(4, rules)
    expected = [round(float(c) * 100, 1) for c in (chances.win, chances.push, chances.lose)]
    assert figures(line.split("vs point 4:")[1]) == expected
    assert sum(expected) == pytest.approx(100, abs=0.2)
    edge = banker_edge(rules)
    assert f"Banker's edge {edge} = {float(edge) * 100:.4f} %" in text
    assert "41.7 %" not in text and "8.3 %" not in text
    assert not re.findall(r"\{[a-z_]+\}", text)


def test_two_rule_sets_give_different_figures() -> None:
    classic, street = help_text(CLASSIC), help_text(STREET)
    assert "2/81" in classic and "2/81" not in street
    lines = [[line for line in text.splitlines() if "vs point 4:" in line] for text in (classic, street)]
    assert lines[0] != lines[1]


def test_the_limits_in_the_help_are_the_engines() -> None:
    text = help_text(CLASSIC)
    assert f"1-{MAX_NAME} characters" in text and f"({MIN_COINS}-{MAX_COINS})" in text
    assert f"up to {MAX_PLAYERS})" in text and f"(1-{MAX_ROUNDS})" in text


def test_winner_take_all_help_says_there_is_no_bank_and_no_odds_line() -> None:
    text = help_text(HouseRules(mode="pot"))
    assert "Winner take all has no bank" in text and "Banker's edge" not in text
    assert "There is no such line in winner take all" in text


async def test_f1_shows_the_figures_of_the_table_rules() -> None:
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=1, rules=STREET))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        source = app.screen.query_one("#help-text", HelpText).source
    assert source == help_text(STREET)
    assert f"Banker's edge {banker_edge(STREET)}" in source
