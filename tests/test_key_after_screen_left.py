"""A key is meant for the screen in front when it was pressed.

Textual hands a key to the screen in front, and a key that screen does not use goes back up
to the app, which only then looks for a binding, among the keys of whatever screen is in
front *by then*. On a busy machine the screen can be gone before the key comes back: a
Space pressed under the too-small notice, just as the window grew again, rolled the dice for
the player at the table. The app drops such a key instead.
"""

from __future__ import annotations

import pytest
from textual import events
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.screens.too_small import TooSmallScreen

from table_driver import SIZE, fade, make_app, scripted_match, stake, state_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


async def at_players_roll(pilot: Pilot[None]) -> None:
    """Ann banks 4, Bo fades it, Ann sets point 5: Bo is to roll."""
    await stake(pilot, 4)
    await fade(pilot, 4)
    await pilot.press("space")
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp)
    assert isinstance(app.screen, TableScreen) and state_of(app).phase is Phase.PLAYER_ROLL


async def test_a_key_pressed_under_the_notice_does_not_reach_the_table_after_it() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [(2, 2, 5), (6, 6, 6)]))
    async with app.run_test(size=SIZE) as pilot:
        await at_players_roll(pilot)
        before = state_of(app)
        await pilot.resize_terminal(50, 15)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        # Space reaches the notice; the window grows again before the notice has dealt with it.
        await app.on_event(events.Key("space", " "))
        app.check_size((120, 36))
        await pilot.pause()
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))  # the notice gone, however loaded the machine
        await pilot.pause(0.1)  # and time for the Space to go astray, were it to
        assert isinstance(app.screen, TableScreen)
        assert state_of(app) is before and state_of(app).phase is Phase.PLAYER_ROLL
        # Pressed at the table itself, Space rolls as ever.
        await pilot.press("space")
        await pilot.pause()
        assert state_of(app).phase is Phase.SETTLED


async def test_a_key_pressed_in_a_dialog_does_not_reach_the_table_after_it_closes() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [(2, 2, 5), (6, 6, 6)]))
    async with app.run_test(size=SIZE) as pilot:
        await at_players_roll(pilot)
        before = state_of(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, QuitScreen)
        await app.on_event(events.Key("space", " "))
        dialog.dismiss(False)
        await pilot.pause()
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))  # the dialog gone, however loaded the machine
        await pilot.pause(0.1)  # and time for the Space to go astray, were it to
        assert isinstance(app.screen, TableScreen)
        assert state_of(app) is before
