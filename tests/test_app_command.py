"""The ``play`` command: options seat the table, bad options exit 2 with a clear message."""

from __future__ import annotations

import pytest

from ceelo_tui.__main__ import main
from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.rules import HouseRules

from cli_driver import app_for


def test_players_skip_setup_with_coins_seed_and_first_banker() -> None:
    app = app_for("--players", " Ann , Bo,Cy", "--coins", "20", "--seed", "7", "--first-banker", "cy",
                  "--no-animation", "--rule", "payouts=street")
    assert app.match is None  # seated when the app mounts
    match = app.first_match
    assert match is not None and match.seed == 7
    assert [seat.name for seat in match.state.seats] == ["Ann", "Bo", "Cy"]
    assert [seat.coins for seat in match.state.seats] == [20, 20, 20]
    assert isinstance(match.state, GameState) and match.state.banker == 2
    assert match.state.rules == HouseRules(payouts="street")
    assert app.animation_level == "none"


def test_the_same_seed_seats_the_same_first_banker() -> None:
    first = app_for("--players", "Ann,Bo,Cy", "--seed", "7").first_match
    again = app_for("--players", "Ann,Bo,Cy", "--seed", "7").first_match
    assert first is not None and again is not None
    assert first.state == again.state


def test_without_players_the_app_opens_at_setup_with_the_coins_offered() -> None:
    app = app_for("--coins", "30", "--seed", "3")
    assert app.first_match is None and app.setup_coins == 30 and app.seed == 3


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "Ann"], "2 to 6 players"),
        (["--players", "A,B,C,D,E,F,G"], "not 7"),
        (["--players", "Ann,ann"], "Two players are called"),
        (["--players", "Ann,"], "empty"),
        (["--players", "Ann,Bo", "--coins", "4"], "from 5 to 100"),
        (["--players", "Ann,Bo", "--coins", "ten"], "is not one"),
        (["--players", "Ann,Bo", "--first-banker", "Zed"], "not one of the players"),
        (["--first-banker", "Ann"], "needs --players"),
        (["--seed", "-3"], "--seed must be"),
        (["--rule", "payouts=double"], "payouts must be one of"),
        (["--preset", "nonesuch"], "Unknown preset"),
    ],
)
def test_bad_options_exit_2_with_a_message(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert words in err
    assert "Traceback" not in err


def test_real_dice_and_red_pips_from_the_command_line() -> None:
    app = app_for("--players", "Ann,Bo,Cy", "--seed", "7", "--dice", "real", "--rule", "loose_roll=on",
                  "--first-banker", "red-pips")
    match = app.first_match
    assert match is not None
    assert match.state.rules == HouseRules(dice="real", loose_roll=True)
    assert isinstance(match.state, GameState)
    assert match.journal.setup.first_banker == "red-pips" and match.state.draw is not None
    assert match.state.banker == match.state.draw.winner
    assert all(move.virtual for move in match.journal.moves)  # the game rolled the red pips


def test_loose_roll_without_real_dice_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["--players", "Ann,Bo", "--rule", "loose_roll=on"])
    assert ended.value.code == 2
    assert "loose_roll=on needs dice=real" in capsys.readouterr().err
