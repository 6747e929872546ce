"""Keys stay off command lines (which ``ps`` shows every account of the machine): ``ceelo-tui
join`` takes the table's token from the address, a file, the environment or a prompt;
``serve --join`` hands it to each tab in the environment, never in the tab's command line; and
``serve``'s own key may come from the environment instead of ``--token``."""

from __future__ import annotations

import getpass
import os
import shlex
import sys
from pathlib import Path

import pytest

from ceelo_tui.commands import join
from ceelo_tui.commands.serve import join_command

from browser_driver import free_port
from cli_driver import run_command

TABLE = "ws://127.0.0.1:8765/table"
TOKEN = "table-token-0123456789"


class Joined(Exception):
    """Raised in place of opening the table: the address ``join`` would connect to."""


@pytest.fixture
def joined(monkeypatch: pytest.MonkeyPatch) -> None:
    """``join`` stops where it would connect, raising :class:`Joined` with the address."""
    from ceelo_tui.net import table_client

    def connect(self: object, address: str, name: str, **settings: object) -> None:
        raise Joined(address)

    monkeypatch.setattr(table_client.TableClient, "__init__", connect)
    monkeypatch.delenv(join.TOKEN_ENV, raising=False)


def address_joined(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(Joined) as found:
        run_command(capsys, "join", *argv)
    return str(found.value)


def test_the_token_from_the_address_a_file_or_the_environment(joined: None, capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert address_joined(capsys, f"{TABLE}?token={TOKEN}") == f"{TABLE}?token={TOKEN}"  # as before
    secret = tmp_path / "token"
    secret.write_text(TOKEN + "\n")
    assert address_joined(capsys, TABLE, "--token-file", str(secret)) == f"{TABLE}?token={TOKEN}"
    monkeypatch.setenv(join.TOKEN_ENV, TOKEN)
    assert address_joined(capsys, TABLE) == f"{TABLE}?token={TOKEN}"


def test_the_token_typed_at_a_prompt(joined: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    def typed(prompt: str) -> str:
        asked.append(prompt)
        return f" {TOKEN} "

    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    monkeypatch.setattr(getpass, "getpass", typed)
    assert address_joined(capsys, TABLE) == f"{TABLE}?token={TOKEN}"
    assert asked and "token" in asked[0]


def test_no_token_anywhere_says_where_it_may_come_from(joined: None, capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False, raising=False)
    code, _, err = run_command(capsys, "join", TABLE)
    assert code == 2 and "--token-file" in err and join.TOKEN_ENV in err and "Traceback" not in err
    code, _, err = run_command(capsys, "join", TABLE, "--token-file", str(tmp_path / "missing"))
    assert code == 2 and "cannot read" in err


def test_the_help_says_a_command_line_is_visible_to_others(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_command(capsys, "join", "--help")
    text = " ".join(out.split())
    assert code == 0 and "visible to other accounts" in text and "--token-file" in text


def test_serve_join_puts_no_token_on_a_tabs_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from ceelo_tui.web.server import GameServer

    seen: dict[str, str | None] = {}

    def serve(self: GameServer, debug: bool = False) -> None:
        seen["command"] = self.command
        seen["token"] = os.environ.get(join.TOKEN_ENV)

    monkeypatch.setattr(GameServer, "serve", serve)
    monkeypatch.delenv(join.TOKEN_ENV, raising=False)
    from ceelo_tui.__main__ import main

    assert main(["serve", "--port", str(free_port()), "--join", f"{TABLE}?token={TOKEN}"]) == 0
    assert TOKEN not in str(seen["command"]) and shlex.split(str(seen["command"]))[-1] == TABLE
    assert seen["token"] == TOKEN  # each tab's join finds it in its environment
    assert join.TOKEN_ENV not in os.environ  # and it is gone once the server stops
    assert TOKEN not in join_command(f"{TABLE}?token={TOKEN}&x=1")


def test_serves_key_may_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from ceelo_tui.__main__ import main
    from ceelo_tui.commands import serve
    from ceelo_tui.web.server import GameServer

    started: list[GameServer] = []
    monkeypatch.setattr(GameServer, "serve", lambda self, debug=False: started.append(self))
    monkeypatch.setenv(serve.TOKEN_ENV, "key-from-the-environment")
    assert main(["serve", "--port", str(free_port())]) == 0
    assert started[0].guard_rules.token == "key-from-the-environment"
    assert started[0].invitation.endswith("/#token=key-from-the-environment")
