"""The last table is remembered between launches: names, computer seats, coins, house rules
and theme, in settings.json beside the saved games; a damaged file is ignored with a notice,
and the command line's flags win."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_app_screens import clear_and_paste, clear_and_type

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.saves.table_settings import TableSettings, load_settings, save_settings, settings_path
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.widgets.chooser import Chooser

from cli_driver import app_for
from table_driver import SIZE, long_pauses, match_of, state_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


def offered(app: CeeloApp) -> tuple[list[str], list[str | None], str]:
    """What the setup screen offers: names, computer styles, starting coins."""
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    return ([e.field.value for e in screen.editors], [e.style for e in screen.editors], screen.coins_field.value)


async def test_launch_change_the_table_start_quit_and_launch_again() -> None:
    app = app_for("--no-animation", "--rule", "payouts=street")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert offered(app) == (["Player 1", "Player 2"], [None, None], "10")
        await clear_and_paste(pilot, "Ann🎲")
        await pilot.press("enter")
        await clear_and_paste(pilot, "李小龍")
        await pilot.press("ctrl+n")
        await pilot.pause()
        await clear_and_type(pilot, "Cy")
        await pilot.press("ctrl+t")  # Cy: a computer, cautious
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        app.screen.coins_field.focus()
        await clear_and_type(pilot, "25")
        app.theme = "nord"
        await pilot.press("enter")  # start
        await wait_until(pilot, lambda: app.match is not None)
        assert [seat.name for seat in state_of(app).seats] == ["Ann🎲", "李小龍", "Cy"]
        await pilot.press("ctrl+q")  # quit, and say yes
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0
    again = app_for("--no-animation")
    assert again.theme == "nord"
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert offered(again) == (["Ann🎲", "李小龍", "Cy"], [None, None, "cautious"], "25")
        assert again.rules == HouseRules(payouts="street")
        assert again.theme == "nord"
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: again.match is not None)
        assert state_of(again).rules.payouts == "street"
        assert state_of(again).seats[2].style == "cautious"


async def test_a_new_theme_is_remembered_without_a_game() -> None:
    app = app_for("--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.theme = "gruvbox"
        await pilot.pause()
    assert load_settings()[0].theme == "gruvbox"
    assert app_for().theme == "gruvbox"


def test_flags_win_over_the_remembered_table() -> None:
    assert not save_settings(TableSettings(names=("Ann", "Bo"), styles=(None, "bold"), coins=30,
                                           rules=HouseRules(payouts="street"), theme="nord"))
    app = app_for("--coins", "12", "--rule", "acey_out=on")
    assert app.setup_names == ["Ann", "Bo"] and app.setup_styles == [None, "bold"]
    assert app.setup_coins == 12 and app.rules == HouseRules(acey_out=True)
    seated = app_for("--players", "Di,Ed")
    assert seated.first_match is not None
    assert [seat.name for seat in seated.first_match.state.seats] == ["Di", "Ed"]


@pytest.mark.parametrize("damage", [b"{not json", b"\xff\xfe\x00", json.dumps({"version": 1, "names": ["A", "a"]}).encode(),
                                    json.dumps({"version": 1, "coins": 3}).encode(), b"[]",
                                    json.dumps({"version": 1, "rules": {"payouts": "huge"}}).encode(),
                                    json.dumps({"version": 1, "names": ["A", "B"], "styles": ["wild"]}).encode()])
async def test_a_damaged_settings_file_is_ignored_with_a_notice(damage: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damage)
    app = app_for("--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert offered(app) == (["Player 1", "Player 2"], [None, None], "10")

        def notes() -> list[tuple[str, str]]:
            return [(note.title, str(note.message)) for note in app._notifications]

        # Notices kept for the first screen are shown once it is drawn.
        await wait_until(pilot, lambda: any(title == "Last table" and "could not be used" in note
                                            and "setup starts fresh" in note for title, note in notes()), seen=notes)


async def test_an_unreadable_settings_path_and_a_missing_theme_never_crash() -> None:
    path = settings_path()
    path.mkdir(parents=True)  # a folder where the file should be: cannot be read or replaced
    app = app_for("--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.match is not None)
    path.rmdir()
    assert not save_settings(TableSettings(names=("Ann", "Bo"), theme="no-such-theme"))
    app = app_for("--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert offered(app)[0] == ["Ann", "Bo"]
        await wait_until(pilot, lambda: any("theme" in str(note.message) for note in app._notifications))


async def test_the_first_banker_chosen_is_offered_again() -> None:
    """Setup remembers who was chosen to bank first (red pips here; a seat's number is read back
    the same way, see the next test), as it remembers the rest."""
    for choice, wanted in ((-2, "red-pips"),):
        app = app_for("--no-animation")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            screen.query_one("#first-banker", Chooser).value = choice
            await pilot.pause()
            await pilot.press("ctrl+s")
            def started(app: CeeloApp = app) -> bool:
                return app.match is not None

            await wait_until(pilot, started)
            assert app.match is not None and app.match.journal.setup.first_banker == wanted
            await pilot.press("ctrl+q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
        assert load_settings()[0].first_banker == wanted
        again = app_for("--no-animation")
        async with again.run_test(size=SIZE) as pilot:
            await pilot.pause()
            chosen = again.screen.query_one("#first-banker", Chooser).value
            assert chosen == (wanted if isinstance(wanted, int) else -2), chosen


def test_a_remembered_first_banker_must_be_a_seat_or_red_pips(tmp_path: Path) -> None:
    good = TableSettings(names=("Ann", "Bo"), first_banker=1)
    assert TableSettings.from_json(good.to_json()) == good
    assert save_settings(good, tmp_path / "settings.json") == "" and load_settings(tmp_path / "settings.json")[0] == good
    for bad in (2, -1, "Ann", True, 1.5):
        with pytest.raises(ValueError, match="first banker"):
            TableSettings.from_json({**good.to_json(), "first_banker": bad})


async def test_the_computers_pace_is_chosen_at_setup_remembered_and_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """Instant: the computers move without a pause (with animations on); the pace chosen is
    offered again at the next launch."""
    long_pauses(monkeypatch)  # the other paces take a minute: no race with a pause of a second
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#pace", Chooser).value == "normal"
        await pilot.press("ctrl+t")  # Player 1: a computer
        screen.query_one("#pace", Chooser).value = "instant"
        screen.query_one("#first-banker", Chooser).value = 0  # the computer stakes first
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.match is not None)
        assert app.animation_level != "none"
        await wait_until(pilot, lambda: len(match_of(app).journal.moves) > 0, timeout=10)
    assert load_settings()[0].pace == "instant"
    again = app_for()
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.screen.query_one("#pace", Chooser).value == "instant"


def test_a_remembered_pace_must_be_one_there_is(tmp_path: Path) -> None:
    good = TableSettings(names=("Ann", "Bo"), pace="quick")
    assert TableSettings.from_json(good.to_json()) == good
    with pytest.raises(ValueError, match="pace"):
        TableSettings.from_json({**good.to_json(), "pace": "warp"})
