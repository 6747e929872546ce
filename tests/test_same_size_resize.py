"""A Resize to the size a place is laid out at already lays nothing out again; a real change
of size lays the place out at its new size, dialogs or not."""

from __future__ import annotations

from textual import events
from textual.geometry import Size

from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.key_bar import KeyBar

from table_driver import SIZE, make_app, scripted_match


def resize_event(width: int, height: int) -> events.Resize:
    size = Size(width, height)
    return events.Resize(size, size)


async def test_a_same_size_resize_keeps_the_table_and_a_new_size_lays_it_out_anew() -> None:
    """(That a same-size Resize lays nothing out again is measured by benchmarks/startup.py.)"""
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        bar = app.screen.query_one(KeyBar)
        before = bar.region
        app.screen.post_message(resize_event(*SIZE))
        await pilot.pause()
        assert bar.region == before and app.screen.has_class("-narrow")
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert bar.size.width == 100  # the table took the room


async def test_a_size_changed_under_a_dialog_is_kept_when_it_closes() -> None:
    app = make_app(names=["Ann", "Bo"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.resize_terminal(100, 30)  # laid out under the help at the new size
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.query_one(KeyBar).size.width == 100
        app.screen.post_message(resize_event(100, 30))
        await pilot.pause()
        assert app.screen.query_one(KeyBar).size.width == 100
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert app.screen.query_one(KeyBar).size.width == SIZE[0]


async def test_the_wide_layout_comes_back_after_the_too_small_notice() -> None:
    """Shrunk below 80 columns (the too-small notice) and widened again, the table follows
    every real width: narrow under 120 columns, wide from 120, its story beside the table."""
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=(130, 36)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.has_class("-wide")
        for width, height, wide in ((100, 36, False), (130, 36, True), (70, 20, None), (130, 36, True),
                                    (70, 20, None), (100, 30, False), (125, 30, True)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            await pilot.pause()
            if wide is None:
                assert app.screen is not table  # the too-small notice
                continue
            assert app.screen is table
            assert table.has_class("-wide") is wide and table.has_class("-narrow") is not wide, (width, height)
            story, main = table.query_one("#story"), table.query_one("#main")
            beside = story.region.x >= main.region.right and story.region.y < main.region.bottom
            assert beside is wide, (width, story.region, main.region)


async def test_a_resize_the_place_beneath_has_seen_still_reaches_the_dialog_in_front() -> None:
    """Textual hands one Resize object to the screen in front and to the place beneath; the
    place beneath, laid out at that size already, must not stop the dialog's own handling."""
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("f1")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, HelpScreen)
        table.post_message(resize_event(100, 30))  # the place beneath sees the size first
        await pilot.pause()
        shared = resize_event(100, 30)
        table.post_message(shared)
        await pilot.pause()
        dialog.post_message(shared)
        await pilot.pause()
        assert dialog.query_one(KeyBar).size.width == 100
