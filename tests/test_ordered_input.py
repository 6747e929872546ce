"""Keys typed faster than the screen redraws are applied in the order they were typed.

The keys are posted to the app all at once, as a terminal delivers a burst (a fast typist,
a keyboard macro, a busy machine), and only then is the app given time.
"""

from __future__ import annotations

import pytest
from textual import events
from textual.app import App, ComposeResult

from ceelo_tui.app import CeeloApp
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.widgets.amount_input import AmountInput
from ceelo_tui.widgets.ordered_input import OrderedInput

from table_driver import SIZE, make_app, scripted_match, state_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

CHARACTERS = {"backspace": "\x7f", "enter": "\r", "space": " "}


def burst(app: App[None], keys: list[str]) -> None:
    """Post ``keys`` to the app in one go."""
    for key in keys:
        app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))


class OneField(App[None]):
    def compose(self) -> ComposeResult:
        yield OrderedInput("Player 1", select_on_focus=False)


@pytest.mark.parametrize(
    "keys, value",
    [
        (["backspace", "A", "n", "n"], "Player Ann"),
        (["left", "left", "x"], "Playerx 1"),
        (["home", "B", "delete", "end", "!"], "Blayer 1!"),
        (["B", "o", "backspace", "b"], "Player 1Bb"),
    ],
)
async def test_editing_keys_and_letters_keep_their_order(keys: list[str], value: str) -> None:
    app = OneField()
    async with app.run_test() as pilot:
        await pilot.pause()
        burst(app, keys)
        # until the burst is through (no step of it shows the final value), however loaded the machine
        await wait_until(pilot, lambda: app.query_one(OrderedInput).value == value, seen=lambda: app.query_one(OrderedInput).value)
        assert app.query_one(OrderedInput).value == value


async def test_a_name_typed_in_a_burst_at_setup() -> None:
    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, ["backspace", "A", "n", "x", "backspace", "n"])
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await wait_until(pilot, lambda: screen.editors[0].field.value == "Ann", seen=lambda: screen.editors[0].field.value)
        assert isinstance(app.screen, SetupScreen) and app.screen.editors[0].field.value == "Ann"


async def test_a_stake_corrected_in_a_burst() -> None:
    app: CeeloApp = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, ["9", "backspace", "4"])
        field = app.screen.query_one(AmountInput)
        await wait_until(pilot, lambda: field.value == "4", seen=lambda: field.value)
        assert app.screen.query_one(AmountInput).value == "4"
        await pilot.press("enter")
        assert state_of(app).round.stake == 4


class NarrowField(App[None]):
    CSS = "OrderedInput { width: 12; }"

    def compose(self) -> ComposeResult:
        yield OrderedInput(placeholder="empty · 1-1000", compact=True)


async def test_a_narrow_field_scrolls_to_its_cursor_without_scrollbars() -> None:
    """A placeholder wider than the field, then typing, never switches a scrollbar on or off
    (each switch cost a second refresh a frame later); a long entry still scrolls so the
    cursor stays in view."""
    app = NarrowField()
    async with app.run_test() as pilot:
        field = app.query_one(OrderedInput)
        field.focus()
        await pilot.pause()
        bars = [field.show_horizontal_scrollbar]
        for key in "1234567890123456789":
            await pilot.press(key)
            bars.append(field.show_horizontal_scrollbar)
        assert field.value == "1234567890123456789"
        assert bars == [False] * len(bars)
        assert field.scroll_x == field.max_scroll_x > 0  # scrolled to the end, where the cursor is
