"""The setup screen reads Button's default styles once: every button on it is a subclass.

Textual reads a widget class's default styles again when a widget of a subclass is mounted
after one of the class itself; the setup screen's seats mount their toggles (a ``Button``
subclass) a step after the screen's own buttons, so a plain ``Button`` there meant reading
Button's long styles twice at every start (about 30 ms; ``benchmarks/startup.py``).
"""

from __future__ import annotations

import pytest
from textual.widgets import Button

from ceelo_tui.screens.setup import SetupScreen

from cli_driver import app_for
from table_driver import SIZE

pytestmark = pytest.mark.usefixtures("private_data")


async def test_no_button_on_the_setup_screen_is_a_plain_button() -> None:
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        buttons = list(app.screen.query(Button))
        assert len(buttons) >= 4  # Start, Add, and each seat's toggle and remove button
        assert [button.id or button.label for button in buttons if type(button) is Button] == []
