"""``ceelo-tui --help`` lists the options of play as well as the commands; ``--resume`` with
the only unfinished game open in another window says just that."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_game_lock import a_saved_game

from ceelo_tui.saves.game_lock import GameLock
from ceelo_tui.saves.store import GameStore

from cli_driver import run_command

pytestmark = pytest.mark.usefixtures("private_data")

PLAY_OPTIONS = ("--players", "--coins", "--seed", "--first-banker", "--cpu", "--no-animation", "--preset", "--rule",
                "--resume")


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_shows_the_options_of_play_and_the_commands(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, flag)
    assert code == 0 and not err
    for option in PLAY_OPTIONS:
        assert f"  {option}" in out, option
    for command in ("play", "odds", "simulate", "history", "export"):
        assert f"    {command}  " in out
    assert "2-6 names" in out and "5-100" in out


def test_a_commands_own_help_is_named_after_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_command(capsys, "odds", "--help")
    assert code == 0 and out.startswith("usage: ceelo-tui odds [-h]")


def test_help_does_not_load_the_interface() -> None:
    """Start-up stays light: the help imports neither Textual nor the other commands."""
    probe = ("import sys, io, contextlib\nfrom ceelo_tui.__main__ import main\n"
             "with contextlib.redirect_stdout(io.StringIO()): main(['--help'])\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] == 'textual' "
             "or m.startswith('ceelo_tui.commands.s') or m.startswith('ceelo_tui.commands.o')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_resume_with_the_only_game_open_elsewhere_says_just_that(capsys: pytest.CaptureFixture[str]) -> None:
    game_id = a_saved_game(GameStore())
    elsewhere = GameLock(GameStore().folder, game_id)
    assert elsewhere.acquire()
    try:
        code, out, err = run_command(capsys, "--resume")
    finally:
        elsewhere.release()
    assert code == 2 and not out
    assert err == (f"ceelo-tui: Saved game {game_id} is open in another ceelo-tui window or browser tab: "
                   "play it there, or quit it there and continue it here.\n")


def test_resume_with_no_game_says_so_without_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_command(capsys, "--resume")
    assert code == 2 and "there is no unfinished game to resume" in err and "usage:" not in err


def test_resume_with_new_table_options_still_shows_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_command(capsys, "--resume", "--seed", "3")
    assert code == 2 and "usage:" in err and "cannot be combined with --seed" in err
