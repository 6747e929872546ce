"""``ceelo-tui host``: bad options are refused with a message naming what is allowed (exit 2, no
traceback); what a table keeps on disk (its record, a screen's seat secrets) reads back, is for
its owner's eyes only, and a damaged copy is let be with a reason."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from ceelo_tui.__main__ import main
from ceelo_tui.net.seat_keys import SeatKeys
from ceelo_tui.net.table_record import Hold, TableRecord, read_record, record_path, secret_hash, write_record


@pytest.mark.parametrize("argv, said", [
    (["host"], "host needs --players"),
    (["host", "--players", "Ann,Bo", "--away-after", "soon"], "--away-after must be a number of seconds"),
    (["host", "--players", "Ann,Bo", "--away-after", "-1"], "from 0 to 86400, or never"),
    (["host", "--players", "Ann,Bo", "--token", "short"], "--token must be at least 16"),
    (["host", "--players", "Ann,Bo", "--port", "70000"], "--port"),
    (["host", "--players", "Ann,Bo", "--max-screens", "0"], "--max-screens"),
    (["host", "--players", "Ann,Bo", "--away-style", "reckless"], "invalid choice"),
    (["host", "--resume", "--players", "Ann,Bo"], "cannot be combined with --players"),
    (["host", "--resume"], "no unfinished game to host"),
])
def test_bad_options_are_refused_with_what_is_allowed(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err


def test_a_table_record_reads_back_and_is_its_owners_alone(tmp_path: Path) -> None:
    path = record_path(tmp_path, "game-1")
    record = TableRecord("k" * 32, 8765, {0: Hold(secret_hash("s" * 32), "Ann's laptop")})
    write_record(path, record)
    assert read_record(path) == (record, "")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert "s" * 32 not in path.read_text(), "only the secret's hash is kept"
    path.write_text('{"token": 5}')
    again, why = read_record(path)
    assert again is None and "damaged" in why
    assert read_record(tmp_path / "none.json") == (None, "")


def test_a_screens_seat_secrets_are_kept_by_address_and_name(tmp_path: Path) -> None:
    keys = SeatKeys(tmp_path)
    keys.put("ws://a/table?token=x", "ann", "secret-of-ann-000000")
    assert SeatKeys(tmp_path).get("ws://a/table?token=x", "ann") == "secret-of-ann-000000"
    assert keys.get("ws://a/table?token=x", "bo") is None
    assert keys.get("ws://b/table?token=x", "ann") is None
    assert "token=x" not in keys.path.read_text(), "the address (with its token) is not written down"
    assert stat.S_IMODE(keys.path.stat().st_mode) == 0o600
    keys.path.write_text("not json")
    assert keys.get("ws://a/table?token=x", "ann") is None


def test_the_shared_table_loads_no_ui_library() -> None:
    """The server and the client run without a terminal: importing them loads neither Textual nor Rich."""
    import json
    import subprocess
    import sys

    probe = ("import json, sys, ceelo_tui.net.table_server, ceelo_tui.net.table_client, ceelo_tui.commands.host;"
             "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_a_table_whose_game_cannot_be_saved_does_not_open(tmp_path: Path) -> None:
    """A hosted move is accepted only once it is on disk: a data folder that cannot be written
    at all keeps the table shut, saying why (exit 2), instead of opening it unsaved."""
    import os
    import subprocess
    import sys

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    env = dict(os.environ, CEELO_TUI_DATA=str(blocker / "data"))
    from browser_driver import free_port

    port = str(free_port())
    done = subprocess.run([sys.executable, "-m", "ceelo_tui", "host", "--players", "Ann,Bo", "--port", port],
                          capture_output=True, text=True, timeout=60, env=env, check=False)
    assert done.returncode == 2, done
    assert "The table does not open until its game can be saved" in done.stderr and "Not a directory" in done.stderr
    assert "Traceback" not in done.stderr and "The table is open" not in done.stdout
