"""The presenters' views, read with no screen: every word, number and look a widget draws
comes from here, worked out from the engine's states (no Textual is imported)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import ceelo_tui.presenters
from ceelo_tui.engine.game import MAX_COINS, MAX_NAME, MAX_PLAYERS, MIN_COINS, MIN_PLAYERS, GameState
from ceelo_tui.engine.odds import banker_edge, player_chances
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import CLASSIC, preset
from ceelo_tui.engine.standings import GameResult
from ceelo_tui.presenters.amount_hints import (
    empty_fade_refusal,
    empty_stake_refusal,
    most_hint,
    pass_hint,
    stand_hint,
    standing_stake,
)
from ceelo_tui.presenters.balance_view import HEADER, POT_HEADER, balance_rows
from ceelo_tui.presenters.catalog.rule_words import rules_in_words
from ceelo_tui.presenters.dice_view import tray_faces
from ceelo_tui.presenters.game_over_view import game_over_view
from ceelo_tui.presenters.help_words import help_text
from ceelo_tui.presenters.history_view import chart_view, history_lines, history_title
from ceelo_tui.presenters.odds_view import chances_text, odds_text
from ceelo_tui.presenters.odds_words import edge_words, rules_name
from ceelo_tui.presenters.rules_view import NO_EDGE, PRESET_NAMES, ROUNDS, preset_rules, read_switches, rules_view
from ceelo_tui.presenters.settlement_view import SettlementView, settlement_view
from ceelo_tui.presenters.setup_view import (
    LIMITS,
    banker_options,
    coins_problem,
    name_problems,
    new_seat_name,
    seat_problem,
)
from ceelo_tui.presenters.standings_text import session_lines
from ceelo_tui.presenters.stats_view import stats_lines, stats_view
from ceelo_tui.presenters.styled import line, plain, styled

NAMES = ["Ann", "Bo", "Cy"]


def settled() -> GameState:
    """Ann banks 12; Bo and Cy fade 4 each; the bank rolls 1-2-3 and pays both."""
    return GameState.new(NAMES, 20, first_banker=0).stake(12).fade(4).fade(4).roll((1, 2, 3))


def test_no_presenter_imports_textual() -> None:
    """The presenters are pure: a test (or the command line) reads them with no screen."""
    folder = Path(ceelo_tui.presenters.__file__).parent
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(name.split(".")[0] == "textual" for name in names), path.name


def test_styled_lines_keep_their_words_and_looks() -> None:
    row = line("Bo ", ("+4", "bold $text-success"))
    assert row == (("Bo ", ""), ("+4", "bold $text-success"))
    assert plain([row, (), styled("end", "bold")]) == "Bo +4\n\nend"


def test_balance_rows_of_the_banking_game() -> None:
    assert balance_rows(None) == (HEADER,)
    header, ann, bo, cy = balance_rows(settled())
    assert header == HEADER and header.bet == "Bet"
    assert (ann.mark, ann.name, ann.bet, ann.change) == ("★", "Ann", "8", "-8")  # the stake faded
    assert {"-banker", "-loss"} <= ann.classes
    assert (bo.bet, bo.change, cy.change) == ("4", "+4", "+4") and "-win" in bo.classes


def test_balance_rows_of_the_pot_game() -> None:
    state = PotState.new(NAMES, 10, 0).ante(2)
    header, *rows = balance_rows(state)
    assert header == POT_HEADER and header.bet == "Ante"
    assert [row.bet for row in rows] == ["2", "2", "2"]
    assert sum("-actor" in row.classes for row in rows) == 1 and rows[state.actor or 0].mark == "▶"


def test_the_odds_line_only_against_a_point() -> None:
    state = GameState.new(NAMES, 20, first_banker=0).stake(12).fade(4).fade(4)
    assert odds_text(state) == "" and odds_text(None) == ""
    state = state.roll((2, 2, 4))  # the bank holds a point of 4: Bo rolls against it
    assert odds_text(state) == chances_text("Bo", 4, player_chances(4, state.rules))
    assert odds_text(PotState.new(NAMES, 10, 0)) == ""


def test_the_settlement_whole_and_compact() -> None:
    assert settlement_view(GameState.new(NAMES, 20, first_banker=0)) == SettlementView()
    view = settlement_view(settled())
    whole = plain(view.lines).splitlines()
    assert whole[0].startswith("Round 1 settled. ")
    assert whole[1] == "Ann (bank) stake 12, 8 faded: -8 lost"
    assert [text.split()[0] for text in whole[2:]] == ["Bo", "Cy"]
    assert plain(view.compact).splitlines()[2] == "Bo, Cy: +4 win each"
    assert ("-8 lost", "bold $text-error") in view.lines[1]


def test_the_history_in_words() -> None:
    fresh = GameState.new(NAMES, 20, first_banker=0)
    assert plain(history_lines(fresh)) == "Round 1 · in play\n  (nothing yet)"
    text = plain(history_lines(settled().next_round())).splitlines()
    assert text[0] == "Round 1 · Ann holds the bank · stake 12, 8 faded"
    assert "" in text and text[text.index("") + 1] == "Round 2 · in play"
    assert history_title(settled()) == "History · Ann, Bo, Cy · round 1 (1 finished)"


def test_the_chart_and_the_statistics() -> None:
    state = settled().next_round()
    chart = chart_view(state)
    assert chart.names == tuple(NAMES) and chart.series == ((20, 20, 20), (12, 24, 24))
    view = stats_view(state)
    assert view.heading == "After 1 finished round" and view.names == tuple(NAMES)
    net = dict(view.rows)["Net"]
    assert net == (("-8", "bold $text-error"), ("+4", "bold $text-success"), ("+4", "bold $text-success"))
    lines = plain(stats_lines(view)).splitlines()
    assert lines[0] == "After 1 finished round" and lines[1].split() == NAMES


def test_game_over_and_the_session() -> None:
    state = GameState.new(["Ann", "Bo"], 10, first_banker=0).stake(10).fade(10).roll((1, 2, 3))
    state = state.next_round() if not state.is_over else state
    view = game_over_view(state, 10)
    assert plain([view.title]) == "Game over: Bo wins!"
    assert view.order == (1, 0)
    assert plain(view.standings).splitlines()[1].split()[:4] == ["1", "Bo", "20", "+10"]
    assert view.facts.startswith("1 round played.")
    one = GameResult(("Ann", "Bo"), 10, (0, 20), True, ("Bo",))
    assert session_lines([one]) == ()
    assert session_lines([one, one])[0].endswith("over 2 games")


@pytest.mark.parametrize("faces", [(7, 1, 1), (1, 2), "123"])
def test_the_tray_refuses_faces_no_die_has(faces: object) -> None:
    with pytest.raises(ValueError, match="three dice"):
        tray_faces(faces)
    assert tray_faces([6, 5, 4]) == (6, 5, 4)


def test_the_rules_view_and_reading_the_switches_back() -> None:
    view = rules_view(CLASSIC)
    assert view.name == rules_name(CLASSIC) and view.tab_label == f"House rules (F2): {view.name}"
    assert view.edge == edge_words(banker_edge(CLASSIC))
    assert view.value("end") == "first_broke" and "payouts" in view.shown
    assert plain(view.words).splitlines()[1:] == [f"• {said}" for said in rules_in_words(CLASSIC)]
    texts = dict(view.values)
    assert read_switches(CLASSIC, texts, "10") == (CLASSIC, "")
    rules, problem = read_switches(CLASSIC, {**texts, "end": ROUNDS}, "12")
    assert (rules.round_limit, problem) == (12, "") and rules_view(rules).value("end") == ROUNDS
    rules, problem = read_switches(CLASSIC, {**texts, "end": ROUNDS}, "x")
    assert rules == CLASSIC and "number of rounds" in problem  # the engine's words, naming what is allowed
    pot = rules_view(CLASSIC.with_value("mode", "pot"))
    assert pot.edge == NO_EDGE and "payouts" not in pot.shown
    assert preset_rules(PRESET_NAMES[0]) == preset(PRESET_NAMES[0]).rules


def test_the_setup_checks_in_the_engines_words() -> None:
    assert LIMITS.players_heading == f"Players ({MIN_PLAYERS}-{MAX_PLAYERS}), names up to {MAX_NAME} characters"
    assert LIMITS.coins_heading == f"Starting coins ({MIN_COINS}-{MAX_COINS})"
    first, empty, alike, _ = name_problems(["Ann", "", "ann", "Bo"])
    assert empty and alike and not first  # the earlier seat keeps the name
    assert seat_problem(MAX_PLAYERS) == "" and str(MAX_PLAYERS) in seat_problem(MAX_PLAYERS + 1)
    assert coins_problem("10") == "" and coins_problem("0")
    assert new_seat_name(["Player 1", "Player 3"], 3) == "Player 2"
    assert banker_options(["Ann", ""])[2:] == [("1. Ann", 0), ("2. Player 2", 1)]


def test_the_help_fills_in_every_figure() -> None:
    text = help_text(CLASSIC)
    assert not re.findall(r"\{[a-z_]+\}", text)  # no field left unfilled
    assert chances_text("Bo", 4, player_chances(4, CLASSIC)) in text
    assert f"{edge_words(banker_edge(CLASSIC))}." in text


def test_what_the_amount_keys_say() -> None:
    fresh = GameState.new(NAMES, 20, first_banker=0)
    assert standing_stake(fresh) is None and empty_stake_refusal(fresh) == ""  # a new bank cannot stand
    assert pass_hint(fresh) == "Enter passes the bank to Bo; type an amount to stake instead."
    assert most_hint("ante", 5) == "Enter sets the ante at 5 coins; type another amount to change it."
    kept = GameState.new(NAMES, 20, first_banker=0).stake(12).fade(4).fade(4).roll((4, 5, 6)).next_round()
    assert standing_stake(kept) == 16  # the bank won 8 and stands at what it held
    assert stand_hint(16) == "Enter lets the bank stand at 16 coins; type another amount to change it."
    assert empty_stake_refusal(kept) == ("Nothing was typed: type a stake of 1-28 coins, press b to let the bank "
                                         "stand at 16 coins, or p to pass the bank.")
    fading = fresh.stake(12)
    assert empty_fade_refusal(fading) == ""  # a fade may be passed
    assert pass_hint(fading) == "Enter passes; type an amount to fade instead."
    strict = GameState.new(NAMES, 20, first_banker=0, rules=CLASSIC.with_value("must_fade", "on")).stake(12)
    assert empty_fade_refusal(strict) == f"Nothing was typed. {strict.refusal('pass')}"
    assert standing_stake(PotState.new(NAMES, 10, 0)) is None
