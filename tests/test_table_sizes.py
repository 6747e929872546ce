"""The table screen sizes every part it will show later before the first key.

Textual gives a widget its size only while it is displayed, and a widget that gets its first
size (its ``virtual_size``, which keeps the last one while the widget is hidden) asks for a
second layout a frame later: a key that first showed a panel, a row of
buttons or the settlement took two refreshes. The table shows each such part once, out of
sight, as it starts (``TableScreen._lay_out_hidden_parts``); these tests check that it did,
and that nothing of it is left on screen.
"""

from __future__ import annotations

import pytest
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Input

from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.table import TableScreen

from table_driver import HUGE, SIZE, make_app, scripted_match, table_of


def sized(screen: TableScreen) -> dict[Widget, Size]:
    """Every part's size, but the fields' (an ``Input`` is as wide as the text typed in it)."""
    return {node: node.virtual_size for node in screen.query("#body *") if not isinstance(node, Input)}


@pytest.mark.parametrize("size", [SIZE, HUGE], ids=["80x24", "160x50"])
@pytest.mark.parametrize("mode", ["bank", "pot"])
async def test_every_part_shown_later_is_sized_from_the_start(mode: str, size: tuple[int, int]) -> None:
    match = scripted_match(["Ann", "Bo", "Cy"], 10, [], rules=HouseRules(mode=mode))
    app = make_app(match)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        panels = list(screen.moves.children)
        assert {panel.virtual_size for panel in panels} == {panels[0].virtual_size}
        assert panels[0].virtual_size.height == (9 if size == HUGE else 7)  # taller in a large terminal
        assert [panel.id for panel in panels if panel.display] == ["amount-panel"]
        rows = screen.amount_panel.rows
        assert all(row.virtual_size.width for row in rows.values())
        assert all(button.virtual_size.width for button in screen.amount_panel.buttons.values())
        assert [kind for kind, row in rows.items() if row.display] == ["ante" if mode == "pot" else "stake"]
        assert screen.settlement.virtual_size == screen.log_view.virtual_size and screen.log_view.virtual_size.height
        assert screen.log_view.display and not screen.settlement.display
        assert all(node.styles.offset.y.value == 0 for node in screen.query("#body *"))  # none left out of sight
        assert screen.amount_panel.field.has_focus


async def test_a_phase_change_lays_out_nothing_new() -> None:
    """Staking, fading and rolling to the settlement give no part a first size."""
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6)])
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = table_of(app)
        sizes = sized(screen)
        await pilot.press("3", "enter")  # Ann stakes 3
        await pilot.press("3", "enter")  # Bo fades 3
        await pilot.press("space")  # Ann rolls 4-5-6 and wins at once
        await pilot.pause()
        assert screen.settled_panel.display and screen.settlement.display
        assert sized(screen) == sizes


@pytest.mark.parametrize("width, wanted", [(40, "-narrow"), (80, "-narrow"), (119, "-narrow"),
                                           (120, "-wide"), (200, "-wide")])
def test_the_table_knows_its_width_class_before_textual_sets_it(width: int, wanted: str) -> None:
    """The class given as the table is made is the one Textual's breakpoints give it."""
    assert TableScreen.width_class(width) == wanted


async def test_the_width_class_given_at_start_agrees_with_textuals() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 20, []))
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.has_class("-wide") and not screen.has_class("-narrow")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert screen.has_class("-narrow") and not screen.has_class("-wide")


async def test_the_dice_grow_and_shrink_with_the_terminal() -> None:
    """From 150x40 the table takes its big layout (21x12 dice with big pips), and leaves it
    again when the terminal shrinks; the hidden parts are sized again for each."""
    match = scripted_match(["Ann", "Bo", "Cy"], 10, [], rules=HouseRules())
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        for size, big, tray in [(HUGE, True, Size(67, 12)), ((149, 50), False, Size(43, 7)),
                                ((160, 40), True, Size(67, 12)), (SIZE, False, Size(43, 7))]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert screen.has_class("-big") is big, size
            assert screen.tray.size == tray, size
            panels = list(screen.moves.children)
            assert {panel.virtual_size for panel in panels} == {panels[0].virtual_size}, size
