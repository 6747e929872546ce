"""A one-die roll-off (winner take all, order=roll): the tray shows the one die rolled and the
caption under the amount says whose roll it was, whole, at every size."""

from __future__ import annotations

import pytest

from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.widgets.dice_tray import DiceTray

from table_driver import HUGE, SIZE, WIDE, make_app


def dice_drawn(tray: DiceTray) -> int:
    """How many dice the tray draws: the runs of cells along its top row not in the tray's own
    colours (its first cell, a gap)."""
    segments = list(tray.render_line(0))
    gap = segments[0].style
    runs, inside = 0, False
    for segment in segments:
        drawn = segment.style != gap
        runs += drawn and not inside
        inside = drawn
    return runs


@pytest.mark.parametrize("size", [SIZE, WIDE, HUGE])
async def test_the_one_die_roll_off_shows_one_die_and_a_whole_caption(size: tuple[int, int]) -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=1, rules=HouseRules(mode="pot", order="roll"), first_banker=0)
    app = make_app(match)
    async with app.run_test(size=size) as pilot:
        tray = app.screen.query_one(DiceTray)
        await pilot.press("space")
        await pilot.pause()
        assert dice_drawn(tray) == 1
        while "ante" not in match.state.legal_moves():
            await pilot.press("space")
            await pilot.pause()
        caption = str(app.screen.query_one("#amount-detail").render())
        assert caption.startswith("Dice: Cy's roll-off roll, a ") and "…" not in caption
        assert dice_drawn(tray) == 1
        await pilot.press("2", "enter")  # the ante: the round's own rolls are of three dice
        await pilot.press("space")
        await pilot.pause()
        assert dice_drawn(tray) == 3


async def test_the_red_pips_caption_gives_way_by_its_least_useful_words_at_80_columns() -> None:
    match = Match.start(["Annabel", "Bo", "Cyrus"], 10, seed=3, first_banker="red-pips")
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        while "stake" not in match.state.legal_moves():
            await pilot.press("space")
            await pilot.pause()
        caption = str(app.screen.query_one("#amount-detail").render())
        assert "red pip" in caption and "roll-off" in caption and "…" not in caption
        assert dice_drawn(app.screen.query_one(DiceTray)) == 3
