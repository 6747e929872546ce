"""``ceelo-tui simulate``: the report's figures, its JSON, the same seed giving the same report,
the observed banker's edge beside the exact one, the round cap, and refused options."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest

from ceelo_tui.__main__ import main
from ceelo_tui.commands.simulate import Plan, report_lines, simulate
from ceelo_tui.engine.rules import CLASSIC, HouseRules

from cli_driver import output_of

QUICK = ["simulate", "--games", "4", "--seed", "11", "--players", "3", "--coins", "10"]




def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    out = output_of(capsys, *QUICK + ["--styles", "cautious,bold"])
    for words in ("Simulated 4 games (seed 11)", "Rounds played", "Round cap", "Games won", "Avg final coins",
                  "Net", "Banker's edge", "observed", "exact    2.47 % (2/81)"):
        assert words in out, words
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith(("cautious", "bold"))}
    assert set(rows) == {"cautious", "bold"}
    assert int(rows["cautious"][1]) == 2 and int(rows["bold"][1]) == 1  # seats: cautious, bold, cautious
    assert int(rows["cautious"][4]) + int(rows["bold"][4]) == 0  # net: coins only change hands


def test_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(output_of(capsys, *QUICK + ["--styles", "bold,shrewd", "--json"]))
    assert {"games", "seed", "players", "coins", "styles", "rules", "rounds", "round_cap", "capped_games",
            "results", "banker_edge"} <= set(report)
    assert report["games"] == 4 and report["seed"] == 11 and report["styles"] == ["bold", "shrewd", "bold"]
    rounds = report["rounds"]
    assert len(rounds["per_game"]) == 4 and sum(rounds["per_game"]) == rounds["total"] > 0
    assert rounds["per_game_min"] <= rounds["per_game_avg"] <= rounds["per_game_max"]
    for style in ("bold", "shrewd"):
        result = report["results"][style]
        assert {"seats", "games_won", "avg_final_coins", "net", "went_broke", "avg_stake", "avg_fade"} <= set(result)
    assert sum(r["net"] for r in report["results"].values()) == 0
    assert sum(r["games_won"] for r in report["results"].values()) >= 4
    edge = report["banker_edge"]
    assert edge["exact"] == "2/81" and edge["exact_float"] == pytest.approx(2 / 81)
    assert edge["observed"] == pytest.approx(edge["banker_gain"] / edge["faded"])
    assert edge["rounds"] == rounds["total"]


def test_same_seed_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    first = output_of(capsys, *QUICK)
    assert output_of(capsys, *QUICK) == first
    assert output_of(capsys, *QUICK[:4] + ["12"] + QUICK[5:]) != first


def test_default_seed_is_printed_so_a_run_can_be_repeated(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(output_of(capsys, "simulate", "--games", "1", "--coins", "5", "--json"))
    again = json.loads(output_of(capsys, "simulate", "--games", "1", "--coins", "5", "--json", "--seed", str(report["seed"])))
    assert again == report


@pytest.mark.parametrize("rules", [CLASSIC, HouseRules(roll_limit=3)], ids=["classic", "roll_limit=3"])
def test_observed_edge_near_the_exact_edge(rules: HouseRules) -> None:
    """About 1,200 rounds of small bets: the observed edge lies within 4 standard errors of the exact
    (a fair engine fails that about once in 15,000 seeds; the standard error is about 2.7 %)."""
    rules = replace(rules, end="rounds:300")
    report: dict[str, Any] = simulate(Plan(4, 2024, 3, 20, ("cautious",) * 3, rules))  # plain JSON, read as JSON
    edge = report["banker_edge"]
    assert report["rounds"]["total"] == 1200 and report["capped_games"] == 0
    assert edge["observed_se"] < 0.03
    assert abs(edge["observed"] - edge["exact_float"]) < 4 * edge["observed_se"]


def test_street_payouts_carry_a_note(capsys: pytest.CaptureFixture[str]) -> None:
    out = output_of(capsys, *QUICK + ["--rule", "payouts=street"])
    assert "exact    10.70 % (26/243)" in out and "assumes full payment" in out
    assert "assumes full payment" not in output_of(capsys, *QUICK)


def test_round_cap_stops_and_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    report: dict[str, Any] = simulate(Plan(3, 5, 2, 100, ("cautious", "cautious"), CLASSIC, round_cap=2))  # plain JSON
    assert report["capped_games"] == 3 and report["rounds"]["per_game"] == [2, 2, 2]
    assert "3 games stopped at the cap" in "\n".join(report_lines(report))


def test_winner_take_all(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(output_of(capsys, *QUICK + ["--preset", "winner take all", "--json"]))
    assert report["banker_edge"] is None and report["rules"]["mode"] == "pot"
    assert all(r["avg_ante"] >= 1 for r in report["results"].values())
    out = output_of(capsys, *QUICK + ["--preset", "winner take all"])
    assert "Avg ante" in out and "no bank" in out


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--games", "0"], "--games must be a whole number from 1 to 100000"),
        (["--games", "abc"], "--games must be a whole number"),
        (["--games", "1e3"], "--games must be a whole number"),
        (["--seed", "-1"], "--seed must be a whole number"),
        (["--players", "7"], "--players must be a whole number from 2 to 6"),
        (["--coins", "4"], "--coins must be a whole number from 5 to 100"),
        (["--max-rounds", "0"], "--max-rounds must be a whole number"),
        (["--styles", "reckless"], "Unknown computer style 'reckless'. Styles: cautious, bold"),
        (["--styles", " , "], "--styles needs at least one style"),
        (["--players", "2", "--styles", "bold,bold,bold"], "give at most 2"),
        (["--rule", "payouts=huge"], "payouts must be one of even, street"),
        (["--rule", "nonsense"], "NAME=VALUE"),
        (["--preset", "nope"], "Unknown preset"),
    ],
)
def test_bad_options_exit_2_with_a_message(
    options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--games", "1"] + options)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_bad_option_from_the_shell() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ceelo_tui", "simulate", "--players", "１０"], capture_output=True, text=True
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "--players must be a whole number from 2 to 6; 10 is out of range" in done.stderr
    assert "Traceback" not in done.stderr


def test_help_describes_the_styles(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert "computer styles:" in out and "cautious: Plays to stay" in out and "bold: Plays to win big" in out
