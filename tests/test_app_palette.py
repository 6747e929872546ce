"""The command palette (ctrl+p) and its theme picker survive Enter pressed several times in a row."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual import events

from ceelo_tui.app import CeeloApp
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.textual_compat import SafeCommandPalette

from table_driver import SIZE, make_app, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

OPENERS: dict[str, Callable[[CeeloApp], object]] = {
    "palette (ctrl+p)": lambda app: app.post_message(events.Key("ctrl+p", None)),
    "theme picker": lambda app: app.action_change_theme(),
}


@pytest.mark.parametrize("open_palette", OPENERS.values(), ids=OPENERS.keys())
async def test_a_quick_double_enter_leaves_the_table_in_place(open_palette: Callable[[CeeloApp], object]) -> None:
    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        open_palette(app)
        await wait_until(pilot, lambda: isinstance(app.screen, SafeCommandPalette))  # open, however loaded the machine
        await pilot.pause(0.3)  # and ready for keys
        assert isinstance(app.screen, SafeCommandPalette)
        for _ in range(3):  # faster than the palette can close
            app.post_message(events.Key("enter", "\r"))
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))  # closed, however loaded the machine
        await pilot.pause(0.5)  # and time for the other Enters to go astray, were they to
        assert isinstance(app.screen, SetupScreen)
        assert len(app.screen_stack) == 2
        assert app._exception is None


async def test_a_search_starting_as_the_palette_closes_stops_quietly() -> None:
    from textual.command import CommandList

    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        palette = SafeCommandPalette(id="--command-palette")
        await app.push_screen(palette)
        await pilot.pause(0.3)
        palette.dismiss()
        await palette.query_one(CommandList).remove()  # as it is while the palette closes
        worker = palette._gather_commands("theme")
        await worker.wait()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app._exception is None


async def test_a_click_on_a_result_that_a_new_search_took_away_is_dropped() -> None:
    from rich.style import Style
    from textual.command import CommandList

    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        palette = SafeCommandPalette(id="--command-palette")
        await app.push_screen(palette)
        await pilot.pause(0.3)
        results = palette.query_one(CommandList)
        results.clear_options()  # as a newer search leaves it, under a click already on its way
        click = events.Click(results, 2, 1, 0, 0, 1, False, False, False, style=Style(meta={"option": 3}))
        results.post_message(click)
        await pilot.pause(0.2)
        assert app._exception is None
        assert isinstance(app.screen, SafeCommandPalette)
