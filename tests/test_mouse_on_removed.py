"""A press of the mouse on a widget just taken off the screen is dropped, not a crash.

Between a widget's removal and the screen's next layout, Textual's map of the screen can
still hold the widget, and its text selection then fails on the widget's missing parent.
The monkey test found it with the keys panel (from the command palette) closing under a
click. The race is recreated here by making the screen's map answer with a removed widget.
"""

from __future__ import annotations

import pytest
from textual import events
from textual.geometry import Offset
from textual.widgets import Static

from table_driver import SIZE, make_app, scripted_match

pytestmark = pytest.mark.usefixtures("private_data")


def press_at(x: int, y: int) -> events.MouseDown:
    """A left-button press at (x, y), as the terminal driver sends it."""
    return events.MouseDown(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)


async def test_a_press_on_a_removed_widget_is_dropped() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        removed = Static("gone")
        assert removed.parent is None and removed.allow_select
        screen.get_widget_and_offset_at = lambda x, y: (removed, Offset(0, 0))  # type: ignore[method-assign]
        await app.on_event(press_at(40, 12))
        del screen.get_widget_and_offset_at
        await pilot.pause()
        await pilot.click(offset=(1, 1))  # the mouse still works
        assert app.screen is screen
