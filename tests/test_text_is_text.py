"""Names and messages from people or the network are drawn as text, never read as markup.

``[/x]`` once ended the app (a Textual ``MarkupError``) wherever a name reached a widget that
reads markup: the end reason at game over, the saved games list, the first banker's chooser, a
seat's button, a toast at a hosted table. ``[b]bold`` lost its brackets and ``[@click=quit]``
became a link that quits. Each path is played here with such names, by keys, as a person would.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from table_net_driver import WAIT, join, open_table
from textual import events
from textual.content import Content
from textual.widgets import Button, DataTable, Select

from ceelo_tui.app import CeeloApp
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.screens.take_seat import TakeSeatDialog
from ceelo_tui.screens.yes_no import YesNoDialog
from ceelo_tui.widgets.plain_text import plain

from table_driver import SIZE, fade, make_app, roll, scripted_match, stake, state_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

NAMES = ["[/x]", "[@click=quit]"]


def shown(app: CeeloApp, selector: str) -> str:
    """The text a widget draws."""
    return str(app.screen.query_one(selector).render())


def toasts(app: CeeloApp) -> list[str]:
    """The words of every toast the app shows now, each as it is drawn: as text (a toast read
    as markup is given here with its markup taken out)."""
    return [note.message if not note.markup else str(Content.from_markup(note.message))
            for note in app._notifications]


def test_plain_draws_markup_as_it_is_and_control_characters_as_codes() -> None:
    assert plain("[/x] [b]bold[/b] [@click=quit]").plain == "[/x] [b]bold[/b] [@click=quit]"
    assert plain("Bo\x1b[2J\u202e").plain == "Bo\\x1b[2J\\u202e"
    assert plain("two\nlines").plain == "two\nlines"


async def test_a_game_of_markup_names_is_drawn_as_text_to_game_over_its_history_and_the_saved_list() -> None:
    # [/x] banks 10, [@click=quit] fades all 10, [/x] rolls 4-5-6: the game is over.
    app = make_app(scripted_match(NAMES, 10, [(4, 5, 6)], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for name in NAMES:
            assert name in shown(app, "BalanceTable")
        await stake(pilot, 10)
        await fade(pilot, 10)
        await roll(pilot)
        await pilot.pause()
        assert state_of(app).is_over
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        history = shown(app, "#round-history-text")
        assert "Round 1 · [/x] holds the bank" in history and "[@click=quit] 10" in history
        assert "[/x], [@click=quit]" in shown(app, "#history-title")
        await pilot.press("escape", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Game over: [/x] wins!" in shown(app, "#final-title")
        assert "Game over: [/x] holds every coin." in shown(app, "#final-facts")
        assert "[@click=quit]" in shown(app, "#standings")
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("escape", "s")  # a new setup, then the saved games (ctrl+l)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        table = app.screen.query_one(DataTable)
        cells = [str(cell) for cell in table.get_row_at(0)]
        assert any("[/x] 20" in cell and "[@click=quit] 0" in cell for cell in cells), cells
        lines = [strip.text for strip in table.render_lines(table.region.reset_offset)]
        assert any("[/x] 20" in line for line in lines), lines
        assert app.is_running


async def test_setup_draws_typed_markup_names_as_text_in_the_first_banker_chooser() -> None:
    app = make_app(seed=4, names=["[b]bold", "[/x]"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        select = screen.query_one("#first-banker", Select)
        select.focus()
        await pilot.press("enter", "down", "down", "down", "enter")  # Random, Red pips, [b]bold, [/x]
        await pilot.pause()
        assert select.value == 1
        assert "2. [/x]" in str(select.query_one("SelectCurrent Static").render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert state_of(app).banker == 1
        table = shown(app, "BalanceTable")
        assert "[b]bold" in table and "[/x]" in table


@pytest.mark.parametrize(("typed", "code"), [("Ann\u202e", "U+202E"), ("A\u200dnn", "U+200D"), ("\x1b[2JAnn", "U+001B")])
async def test_setup_refuses_a_typed_name_with_a_control_or_formatting_character(typed: str, code: str) -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        first = screen.editors[0]
        await pilot.press("ctrl+shift+a")
        first.field.post_message(events.Paste(typed))
        await pilot.pause()
        assert first.field.value == typed
        error = str(first.error.render())
        assert "A name may hold letters, digits, spaces, punctuation and symbols" in error and code in error
        assert screen.query_one("#start").disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.match is None


async def test_the_saved_games_list_draws_its_folder_as_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "[/x] games"
    monkeypatch.setenv("CEELO_TUI_DATA", str(folder))
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(SavedGamesScreen([]))  # as ctrl+l opens it once a game is saved
        await pilot.pause()
        shown_folder = str(app.autosave.store.folder)
        assert "[/x] games" in shown_folder  # drawn as it is: its markup form escapes the bracket
        assert app.screen.query_one("#saved-dialog").border_subtitle == plain(shown_folder).markup
        assert app.is_running


async def test_a_dialog_draws_a_name_in_its_words_as_text() -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(YesNoDialog("Let [/x] go?", "[b]bold keeps [@click=quit]'s coins.", "[b]Yes", "No"))
        await pilot.pause()
        assert shown(app, "#dialog-title") == "Let [/x] go?"
        assert shown(app, "#dialog-text") == "[b]bold keeps [@click=quit]'s coins."
        assert str(app.screen.query_one("#yes", Button).label) == "[b]Yes"


async def test_a_joined_screen_shows_a_seat_held_by_a_screen_named_markup_as_text(tmp_path: Path) -> None:
    server = await open_table(["Ann", "[b]bold"], coins=10, seed=4)
    holder = join(server.address, "[/x]", tmp_path / "holder")
    app = CeeloApp(animate=False, table=join(server.address, "me", tmp_path / "me"), claims=["Ann"])
    try:
        await holder.start(WAIT)
        assert (await holder.claim("Ann")).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            await wait_until(pilot, lambda: any("held by" in toast for toast in toasts(app)), WAIT)
            assert "Seat 'Ann': Ann's seat is held by another screen, [/x]: the host is asked to hand it to this screen." in toasts(app)
            await pilot.press("t")  # the open seat, by its player's name
            await wait_until(pilot, lambda: isinstance(app.screen, TakeSeatDialog), WAIT)
            assert [str(button.label) for button in app.screen.query(Button)] == ["[b]bold"]
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            assert (await holder.claim("[b]bold")).accepted
            await wait_until(pilot, lambda: any("sits down" in toast for toast in toasts(app)), WAIT)
            assert "[b]bold sits down at the table." in toasts(app)
            assert "[b]bold" in shown(app, "BalanceTable")
            assert app.is_running
    finally:
        await holder.close()
        await server.stop()

