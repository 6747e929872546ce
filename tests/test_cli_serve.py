"""``ceelo-tui serve``: the options are checked before serving, the command each tab runs is quoted,
the address is local unless asked, a port in use or a missing package is said plainly.

Nothing here opens a browser (see test_serve_browser.py); the server itself is replaced by a
recorder, except in the ctrl+c test, which runs the real command in a subprocess.
"""

from __future__ import annotations

import os
import shlex
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from ceelo_tui.__main__ import build_parser, main
from ceelo_tui.commands.common import IN_BROWSER
from ceelo_tui.commands.serve import is_local, play_command
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.saves.store import GameStore

from browser_driver import free_port, served_game
from cli_driver import app_for, run_command

if TYPE_CHECKING:
    from ceelo_tui.web.server import GameServer  # imported where used: textual-serve may be missing

pytest.importorskip("textual_serve", reason="textual-serve is part of the test extra: pip install -e '.[test]'")


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[GameServer]:
    """The servers ``serve`` would start, recorded instead of started."""
    from ceelo_tui.web.server import GameServer

    started: list[GameServer] = []
    monkeypatch.setattr(GameServer, "serve", lambda self, debug=False: started.append(self))
    return started


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The message a command line ends with (after 'error:'); it must exit 2, with no traceback."""
    code, _, err = run_command(capsys, *argv)
    assert code == 2
    assert "Traceback" not in err
    return err.rsplit("error: ", 1)[-1].strip()


def test_every_play_option_reaches_each_tab_quoted_for_the_shell() -> None:
    names = "Ann;rm -rf ~,Bo 'the' \"Bold\",-Cy $HOME"
    argv = ["serve", "--port", "8123", "--players", names, "--coins", "20", "--seed", "7", "--cpu", "Ann=bold",
            "--cpu", "-Cy $HOME", "--first-banker", "ann", "--preset", "street", "--rule", "payouts=classic",
            "--rule", "trips=one", "--dice", "real", "--no-animation"]
    args = build_parser("serve").parse_args(argv)
    command = shlex.split(play_command(args))
    assert command[:4] == [sys.executable, "-m", "ceelo_tui", "play"]
    assert "--host" not in " ".join(command) and "8123" not in command
    again = build_parser("play").parse_args(command[3:])
    for option in ("players", "coins", "seed", "cpu", "first_banker", "preset", "rule", "dice", "no_animation",
                   "resume"):
        assert getattr(again, option) == getattr(args, option), option


def test_a_bare_serve_runs_a_bare_play() -> None:
    args = build_parser("serve").parse_args(["serve"])
    assert shlex.split(play_command(args)) == [sys.executable, "-m", "ceelo_tui", "play"]


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "Ann"],
        ["--players", "Ann,Bo", "--coins", "4"],
        ["--first-banker", "Ann"],
        ["--cpu", "Ann"],
        ["--seed", "-3"],
        ["--rule", "payouts=double"],
        ["--preset", "nonesuch"],
        ["--resume", "--players", "Ann,Bo"],
        ["--resume"],
    ],
)
def test_a_bad_play_option_stops_serve_with_plays_own_message(argv: list[str], capsys: pytest.CaptureFixture[str],
                                                              served: list[GameServer]) -> None:
    assert error_of(["serve", *argv], capsys) == error_of(["play", *argv], capsys)
    assert served == []


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--port", "0"], "--port must be a whole number from 1 to 65535"),
        (["--port", "http"], "--port must be a whole number from 1 to 65535"),
        (["--port", "70000"], "--port must be a whole number from 1 to 65535"),
        (["--host", "no-such-host.invalid"], "is not an address this machine can listen on"),
    ],
)
def test_bad_host_or_port(argv: list[str], words: str, capsys: pytest.CaptureFixture[str], served: list[GameServer]) -> None:
    assert words in error_of(["serve", *argv], capsys)
    assert served == []


def test_a_port_in_use_is_said_plainly(capsys: pytest.CaptureFixture[str], served: list[GameServer]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        message = error_of(["serve", "--port", str(port)], capsys)
    assert message == f"port {port} is already in use on 127.0.0.1; choose another with --port N."
    assert served == []


def test_serves_on_this_machine_only_by_default(capsys: pytest.CaptureFixture[str], served: list[GameServer]) -> None:
    port = free_port()
    assert main(["serve", "--port", str(port), "--players", "Ann,Bo", "--seed", "7"]) == 0
    (server,) = served
    assert (server.host, server.port, server.public_url) == ("127.0.0.1", port, f"http://127.0.0.1:{port}")
    assert shlex.split(server.command)[3:] == ["play", "--players=Ann,Bo", "--seed=7"]
    assert "Warning" not in capsys.readouterr().err


def test_the_options_reach_each_tab_as_given_once_checked(served: list[GameServer]) -> None:
    assert main(["serve", "--port", str(free_port()), "--dice", "real", "--rule", "loose_roll=on"]) == 0
    assert shlex.split(served[0].command)[3:] == ["play", "--dice=real", "--rule=loose_roll=on"]


def test_another_host_is_served_with_a_plain_warning(capsys: pytest.CaptureFixture[str], served: list[GameServer]) -> None:
    port = free_port()
    assert main(["serve", "--host", "0.0.0.0", "--port", str(port)]) == 0
    (server,) = served
    assert server.host == "0.0.0.0"
    assert server.public_url == f"http://{socket.gethostname()}:{port}"  # an address another machine can open
    err = capsys.readouterr().err
    assert "anyone who can reach this machine there and has the address with its token can open a table and play" in err


def test_public_url_is_what_the_page_connects_to(served: list[GameServer]) -> None:
    main(["serve", "--port", str(free_port()), "--public-url", "https://cards.example/"])
    assert served[0].public_url == "https://cards.example"


@pytest.mark.parametrize(("host", "local"), [("127.0.0.1", True), ("localhost", True), ("::1", True),
                                             ("127.0.0.2", True), ("0.0.0.0", False), ("192.168.1.5", False),
                                             ("::", False), ("gamebox", False)])
def test_which_hosts_are_local(host: str, local: bool) -> None:
    assert is_local(host) is local


def test_without_textual_serve_it_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("ceelo_tui.web.server", "textual_serve.server"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if not installed
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert "needs the textual-serve package" in err and "pip install 'textual-serve>=1.1'" in err
    assert "Traceback" not in err


def test_resume_is_checked_without_taking_the_lock_each_tab_needs(served: list[GameServer]) -> None:
    store = GameStore()
    match = Match.start(["Ann", "Bo"], 10, seed=1, first_banker=0)
    saved = store.create(match)
    match.play(Move("stake", amount=3))
    saved.release()
    assert main(["serve", "--port", str(free_port()), "--resume"]) == 0
    assert shlex.split(served[0].command)[3:] == ["play", "--resume"]
    app = app_for("--resume")  # what the first tab does: the game is free to take
    assert app.autosave.saved is not None
    app.autosave.saved.release()


def test_ctrl_c_stops_the_server_cleanly(tmp_path: Path, saved_games_folder: Path) -> None:
    env = dict(os.environ, CEELO_TUI_DATA=str(saved_games_folder))
    with served_game(["--players", "Ann,Bo"], env, tmp_path / "server.log") as server:
        pass
    assert server.process.returncode == 0
    log = server.log.read_text()
    assert f"Cee-lo is served at {server.url}" in log
    assert "Traceback" not in log and "KeyboardInterrupt" not in log


@pytest.mark.slow
def test_a_test_server_whose_port_is_taken_as_it_starts_starts_on_another(
        tmp_path: Path, saved_games_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between finding a port free and listening on it, another test's connection may take it:
    the test's server is then started again on another port, not failed."""
    import browser_driver

    env = dict(os.environ, CEELO_TUI_DATA=str(saved_games_folder))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        ports = iter([port])
        monkeypatch.setattr(browser_driver, "free_port", lambda: next(ports, None) or free_port())
        with served_game(["--players", "Ann,Bo"], env, tmp_path / "server.log") as server:
            assert server.process.poll() is None and server.base != f"http://127.0.0.1:{port}"
    assert server.process.returncode == 0


def test_a_tab_whose_game_cannot_start_says_why_in_the_tab(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from ceelo_tui.web.start_notice import StartNoticeApp

    shown: list[str] = []
    monkeypatch.setattr(StartNoticeApp, "run", lambda self: shown.append(self.message))
    terminal = error_of(["play", "--resume"], capsys)
    monkeypatch.setenv(IN_BROWSER, "1")  # as serve sets it for the games it starts
    assert main(["play", "--resume"]) == 2
    assert shown == [terminal]
    assert terminal in capsys.readouterr().err  # the server's log has it too


async def test_the_notice_shows_the_message_and_closes_on_a_key() -> None:
    from textual.widgets import Static

    from ceelo_tui.web.start_notice import StartNoticeApp

    app = StartNoticeApp("there is no unfinished game to resume in /data.")
    async with app.run_test(size=(80, 24)) as pilot:
        text = str(app.screen.query_one("#start-notice", Static).content)
        assert "The game could not start." in text and "no unfinished game to resume" in text
        await pilot.press("enter")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running
