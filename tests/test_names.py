"""A name holds letters, digits, spaces, punctuation and symbols: never a control or formatting
character. One check (``check_name``) for the setup screen, ``--players``, ``join --as`` and
``--name``, and the hello and claims a hosted table receives."""

from __future__ import annotations

import json

import pytest

from ceelo_tui.__main__ import main
from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import GameState, check_name, check_names
from ceelo_tui.engine.seating import visible
from ceelo_tui.net.messages import Malformed, decode_client

from cli_driver import app_for


def no_run(app: CeeloApp) -> None:
    """Stands for ``CeeloApp.run``: a command that accepted the name would open the app here."""
    pytest.fail("the app was opened: the name was accepted")


HOSTILE = [
    ("Ann\n", "U+000A"),  # a trailing newline split the host's log line
    ("Ann\nBo", "U+000A"),
    ("Ann\r", "U+000D"),
    ("\x85Ann", "U+0085"),  # C1 control (next line)
    ("\x1b[31mAnn", "U+001B"),
    ("\u202eevil", "U+202E"),  # right-to-left override
    ("a\u2066b", "U+2066"),  # left-to-right isolate
    ("Ann\u200d", "U+200D"),  # zero-width joiner
    ("A\u2028B", "U+2028"),  # line separator
    ("A\u2029B", "U+2029"),  # paragraph separator
    ("Ann\tBo", "U+0009"),
    ("x\ue000", "U+E000"),  # private use: no agreed look
]


@pytest.mark.parametrize(("name", "code"), HOSTILE)
def test_a_name_refuses_control_and_formatting_characters_saying_what_is_allowed(name: str, code: str) -> None:
    with pytest.raises(IllegalMove) as refused:
        check_name(name)
    words = str(refused.value)
    assert words.startswith("A name may hold letters, digits, spaces, punctuation and symbols")
    assert f"({code}, a " in words
    with pytest.raises(IllegalMove):
        check_names([name, "Bo"])


@pytest.mark.parametrize("name", ["[/x]", "[@click=quit]", "[b]bold", "🎲 Dee", "❤️ Eve", "Zoë", "Zoe\u0308",
                                  "李小龍", "O'Brien-Smith", "Ann\u3000Lee"])
def test_markup_lookalikes_emoji_accents_and_other_scripts_are_names(name: str) -> None:
    assert check_name(name) == " ".join(name.split())


def test_a_name_does_not_begin_with_a_combining_mark() -> None:
    with pytest.raises(IllegalMove, match="combining mark"):
        check_name("\u0301Ann")


def test_visible_writes_refused_characters_as_their_codes() -> None:
    assert visible("Ann\n\u202eBo\x1b") == "Ann\\n\\u202eBo\\x1b"
    assert visible("two\nlines", keep="\n") == "two\nlines"
    assert visible("[/x] 🎲 Zoë") == "[/x] 🎲 Zoë"


def test_a_game_refuses_such_names_at_its_start() -> None:
    with pytest.raises(IllegalMove, match="U\\+202E"):
        GameState.new(["Ann", "\u202eBo"], 10, 0)


@pytest.mark.parametrize("players", ["Ann\n,Bo", "Ann,Bo\x85", "Ann,\u202eBo", "Ann,B\u200do"])
def test_players_option_refuses_them_with_a_message(players: str, capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CeeloApp, "run", no_run)
    with pytest.raises(SystemExit) as leaving:
        main(["--players", players])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert "A name may hold letters, digits, spaces, punctuation and symbols" in err and "Traceback" not in err


def test_players_option_takes_markup_lookalikes_as_names() -> None:
    match = app_for("--players", "[/x],[b]bold,[@click=quit]").first_match
    assert match is not None
    assert [seat.name for seat in match.state.seats] == ["[/x]", "[b]bold", "[@click=quit]"]


@pytest.mark.parametrize(("option", "value"), [("--name", "me\n"), ("--name", "\u202eevil"), ("--as", "Ann\x85")])
def test_join_refuses_such_a_screen_name_or_seat(option: str, value: str, capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CeeloApp, "run", no_run)
    with pytest.raises(SystemExit) as leaving:
        main(["join", "ws://127.0.0.1:9/table?token=" + "t" * 32, option, value])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert f"{option}: A name may hold letters" in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["me\n", "\x85me", "\u202eevil", "a\u2028b", "\u200d"])
def test_a_hosted_table_refuses_a_hello_or_claim_with_such_a_name(name: str) -> None:
    hello = '{"type": "hello", "token": "t", "name": %s}'
    claim = '{"type": "claim", "seat": %s}'
    for frame in (hello, claim):
        with pytest.raises(Malformed, match="A name may hold letters"):
            decode_client(frame % json.dumps(name))


def test_a_hosted_table_takes_a_markup_lookalike_screen_name_as_text() -> None:
    hello = decode_client('{"type": "hello", "token": "t", "name": " [@click=app.quit] "}')
    assert getattr(hello, "name", None) == "[@click=app.quit]"

