"""A yes-or-no question sits over the table, which stays in view (dimmed), never blanked."""

from __future__ import annotations

from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.loose_roll import LooseRollScreen
from ceelo_tui.screens.quit import QuitScreen

from table_driver import SIZE, fade, make_app, screen_lines, stake


async def test_the_loose_roll_question_and_the_quit_question_both_leave_the_table_in_view() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=1, rules=HouseRules(dice="real", loose_roll=True), first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 3)
        await fade(pilot, 1)
        await fade(pilot, 2)
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LooseRollScreen)
        loose = "\n".join(screen_lines(app))
        assert "leave the table?" in loose and "Bo fades 1 coin." in loose and "Round 1" in loose
        await pilot.press("n")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        quit_text = "\n".join(screen_lines(app))
        assert "Quit the game?" in quit_text and "Bo fades 1 coin." in quit_text and "Round 1" in quit_text
