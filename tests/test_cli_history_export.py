"""``ceelo-tui history`` and ``ceelo-tui export`` against a temporary data folder."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.stats import LEDGER_FIELDS, ledger
from ceelo_tui.saves.store import ENV_VAR, GameStore

from cli_driver import run_command

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import play_out, start  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty data folder named by the environment, as the commands read it."""
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def saved_games(folder: Path) -> tuple[GameStore, Match, str, Match, str]:
    """A finished game and one in play; returns (store, finished match, id, unfinished match, id)."""
    store = GameStore(folder)
    done = start(seed=31, rules=HouseRules(end="rounds:5"))
    done_id = store.create(done).id
    play_out(done)
    live = start(seed=32)
    live_saved = store.create(live)
    play_out(live, limit=40)
    live_saved.release()  # its window quit: in play, not open elsewhere
    return store, done, done_id, live, live_saved.id




def test_history_with_no_games(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, "history")
    assert code == 0 and "No saved games" in out and err == ""


def test_history_lists_games(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, done, done_id, live, live_id = saved_games(data)
    code, out, _ = run_command(capsys, "history")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["GAME", "LAST", "PLAYED"]
    done_line = next(line for line in lines if line.startswith(done_id))
    live_line = next(line for line in lines if line.startswith(live_id))
    assert "finished" in done_line and " 5 " in done_line
    assert "in play" in live_line
    for seat in live.state.seats:
        assert f"{seat.name} {seat.coins}" in live_line


def test_history_json(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, done, done_id, live, live_id = saved_games(data)
    code, out, _ = run_command(capsys, "history", "--json")
    assert code == 0
    report = json.loads(out)
    games = {game["id"]: game for game in report["games"]}
    assert set(games) == {done_id, live_id}
    assert games[done_id]["finished"] is True and games[done_id]["rounds_played"] == 5
    assert games[live_id]["finished"] is False
    assert games[live_id]["balances"] == {seat.name: seat.coins for seat in live.state.seats}
    assert games[done_id]["players"] == ["Ann", "Bo", "Cy"]
    assert games[done_id]["rules"]["end"] == "rounds:5"


def test_history_moves_unreadable_file_aside(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved_games(data)
    (data / "games" / "20200101-000000-0bad.jsonl").write_text("{nope\n")
    code, out, err = run_command(capsys, "history", "--json")
    assert code == 0 and len(json.loads(out)["games"]) == 2
    assert "20200101-000000-0bad.jsonl" in err and "moved aside" in err
    assert list((data / "games").glob("20200101-000000-0bad.jsonl.corrupt-*"))


def test_export_csv_by_prefix(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store, done, done_id, _, live_id = saved_games(data)
    prefix = done_id[: len(os.path.commonprefix([done_id, live_id])) + 1]
    code, out, err = run_command(capsys, "export", prefix, "--format", "csv")
    assert code == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    assert tuple(rows[0]) == LEDGER_FIELDS
    expected = ledger(done.state)
    assert len(rows) == len(expected) > 0
    assert [(int(r["round"]), r["player"], int(r["player_delta"])) for r in rows] == [
        (e.round, e.player, e.player_delta) for e in expected
    ]
    totals: dict[str, int] = defaultdict(int)
    for row in rows:
        totals[row["round"]] += int(row["player_delta"]) + int(row["banker_delta"])
    assert set(totals.values()) == {0} and len(totals) == 5


def test_export_json_to_file(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, _, _, live, live_id = saved_games(data)
    target = tmp_path / "ledger.json"
    code, out, err = run_command(capsys, "export", live_id, "--format", "json", "--output", str(target))
    assert code == 0 and out == "" and str(target) in err
    report = json.loads(target.read_text(encoding="utf-8"))
    assert report["game"] == live_id and report["finished"] is False
    assert len(report["ledger"]) == len(ledger(live.state))
    assert report["coins_by_round"][0] == [50, 50, 50]
    assert sum(player["net"] for player in report["stats"]) == 0


@pytest.mark.parametrize(
    "args, words",
    [
        (["export", "nothing-like-it"], "No saved game matches"),
        (["export", "20"], "matches 2 saved games"),
        (["export", " "], "No saved game matches"),
    ],
)
def test_export_errors_exit_2(data: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    saved_games(data)
    code, out, err = run_command(capsys, *args)
    assert code == 2 and out == "" and words in err and "Traceback" not in err


def test_export_unwritable_output(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, _, done_id, _, _ = saved_games(data)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    code, out, err = run_command(capsys, "export", done_id, "--output", str(blocker / "x.csv"))
    assert code == 2 and "cannot write" in err


def test_export_of_cut_off_game_notes_it(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store, _, _, live, live_id = saved_games(data)
    path = data / "games" / f"{live_id}.jsonl"
    path.write_bytes(path.read_bytes() + b'{"move":"ro')
    code, out, err = run_command(capsys, "export", live_id)
    assert code == 0 and "cut off" in err
    assert len(list(csv.DictReader(io.StringIO(out)))) == len(ledger(live.state))


def test_export_in_a_child_process_has_no_traceback(data: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for args in (["export", "missing"], ["export", "x", "--format", "xml"]):
        done = subprocess.run(
            [sys.executable, "-m", "ceelo_tui", *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
        )
        assert done.returncode == 2 and "Traceback" not in done.stderr and done.stderr.strip()
