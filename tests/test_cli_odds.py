"""``ceelo-tui odds``: readable tables, one JSON object with --json, clear refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from cli_driver import run_command


def test_classic_tables(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, "odds")
    assert code == 0 and err == ""
    assert "Banker's edge 2/81 = 2.4691 %" in out
    assert "the bank wins 2.47 coins per 100 faded" in out
    for words in ("The 216 ways three dice can fall", "The 108 decisive rolls", "Meaningless", "Pair + 2-5",
                  "Opponent instant loss", "35/324", "25/216", "25/324", "Higher point loss", "Unlimited bankrolls"):
        assert words in out, words
    assert "19/36" in out and "52.7778 %" in out  # a player against point 3


def test_columns_line_up(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_command(capsys, "odds", "--rule", "payouts=street", "--rule", "roll_limit=3")
    lines = out.splitlines()
    start = lines.index("The banker's outcomes, per coin faded") + 1
    block = []
    for line in lines[start:]:
        if not line.strip():
            break
        block.append(line)
    assert len(block) > 10
    assert len({len(line) for line in block}) == 1  # right-aligned last column: every row as wide
    header = block[0]
    assert header.split() == ["Event", "Pays", "Probability", "Percent", "Return"]
    assert any(line.strip().startswith("Instant win (4-5-6)") and " +2 " in line for line in block)
    assert any(line.strip().startswith("Out (3 dead rolls)") for line in block)


def test_rules_change_the_edge(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_command(capsys, "odds", "--rule", "payouts=street")
    assert "Banker's edge 26/243 = 10.6996 %" in out
    _, out, _ = run_command(capsys, "odds", "--preset", "Schoolyard")
    assert "Banker's edge -185/3888" in out and "the bank loses 4.76 coins per 100 faded" in out
    assert "Schoolyard rules" in out


def test_json_is_one_object(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, "odds", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["banker_edge"] == "2/81"
    assert data["banker_edge_float"] == pytest.approx(0.024691358)
    assert {"permutations", "decisive", "banker_outcomes", "player_chances", "banker_points"} <= set(data)
    _, out, _ = run_command(capsys, "odds", "--json", "--preset", "Six-one points", "--rule", "acey_out=on")
    data = json.loads(out)
    assert data["rules"]["six_one_points"] == "on" and data["rules"]["acey_out"] == "on"
    assert data["banker_points"] == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--rule", "colour=red"], "Unknown house rule “colour”"),
        (["--rule", "payouts"], "NAME=VALUE"),
        (["--rule", "roll_limit=4"], "roll_limit must be one of none, 3, 5"),
        (["--preset", "Casino"], "Unknown preset 'Casino'"),
        (["--json", "--rule", "end=rounds:0"], "rounds:N"),
        (["--frobnicate"], "unrecognized arguments"),
    ],
)
def test_bad_rules_exit_2_with_a_message(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, out, err = run_command(capsys, "odds", *argv)
    assert code == 2 and out == ""
    assert words in err and "Traceback" not in err


def test_winner_take_all_has_no_edge(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_command(capsys, "odds", "--preset", "Winner take all")
    assert code == 0 and "no banker's edge" in out and "banking game" in out
    code, out, _ = run_command(capsys, "odds", "--rule", "mode=pot", "--json")
    data = json.loads(out)
    assert code == 0 and data["banker_edge"] is None and "banking game" in data["message"]


def test_the_installed_command_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ceelo_tui", "odds", "--json"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["banker_edge"] == "2/81"
    bad = subprocess.run(
        [sys.executable, "-m", "ceelo_tui", "odds", "--rule", "x=y"], capture_output=True, text=True, timeout=120, check=False
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "Unknown house rule" in bad.stderr


def _chinchiro_turn() -> dict[tuple[str, int], Fraction]:
    """One Chinchiro turn, worked out here on its own from the 216 rolls (not through the engine):
    ("win", pays), ("loss", pays), ("point", p) or ("out", 1) -> exact probability."""
    from itertools import product

    counts: dict[tuple[str, int], int] = {}
    dead = 0
    for dice in product(range(1, 7), repeat=3):
        a, b, c = sorted(dice)
        if a == b == c:
            end = ("win", 5 if a == 1 else 3)  # trips pay 3x, 1-1-1 5x
        elif (a, b, c) == (4, 5, 6):
            end = ("win", 2)  # 4-5-6 pays 2x
        elif (a, b, c) == (1, 2, 3):
            end = ("loss", 2)  # hifumi: 1-2-3 pays double to the other side
        elif a == b or b == c:
            single = c if a == b else a
            if single == 6:
                end = ("win", 1)  # the oya's pair + 6 wins at once, at even money
            elif single == 1:
                end = ("loss", 1)  # and pair + 1 loses at once
            else:
                end = ("point", single)  # a point of 2 to 5
        else:
            dead += 1
            continue
        counts[end] = counts.get(end, 0) + 1
    q = Fraction(dead, 216)
    again = 1 + q + q * q  # three rolls without a score lose
    chances: dict[tuple[str, int], Fraction] = {end: Fraction(n, 216) * again for end, n in counts.items()}
    chances[("out", 1)] = q**3
    return chances


def test_chinchiro_odds_agree_with_a_brute_force_count(capsys: pytest.CaptureFixture[str]) -> None:
    """The Japanese tables' scoring in the banking game: pair + 6 wins and pair + 1 loses at once (the Japanese tables score a
    pair as classic Cee-lo does), trips pay 3x and 1-1-1 5x, 4-5-6 pays 2x, 1-2-3 pays double to
    the other side, three rolls without a score lose.
    ``ceelo-tui odds`` with those switches gives the banker's edge that this test counts itself,
    and so does ``--preset Chinchiro``, Chinchiro as a game of its own."""
    turn = _chinchiro_turn()
    assert sum(turn.values()) == 1
    edge = Fraction(0)
    for (kind, value), chance in turn.items():
        if kind == "win":
            edge += value * chance
        elif kind in ("loss", "out"):
            edge -= value * chance
        else:
            for (reply, got), answer in turn.items():
                both = chance * answer
                if reply == "win":
                    edge -= got * both
                elif reply in ("loss", "out"):
                    edge += got * both
                else:
                    edge += both * ((got < value) - (got > value))
    banking = ["--rule", "payouts=street", "--rule", "hifumi_double=on", "--rule", "roll_limit=3"]
    code, out, err = run_command(capsys, "odds", "--json", *banking)
    assert code == 0 and err == ""
    data = json.loads(out)
    assert Fraction(data["banker_edge"]) == edge
    assert data["rules"]["six_one_points"] == "off" and data["rules"]["mode"] == "bank"
    # The preset is Chinchiro itself (a game of its own): three rolls for a score, the same edge
    code, out, err = run_command(capsys, "odds", "--json", "--preset", "Chinchiro")
    data = json.loads(out)
    assert code == 0 and data["rules"]["mode"] == "chinchiro" and Fraction(data["banker_edge"]) == edge
    code, out, _ = run_command(capsys, "odds", "--preset", "chinchiro")
    assert code == 0 and "Chinchiro odds (chinchirorin)" in out and str(edge) in out
