"""A key that reaches a screen before its widgets exist does nothing, and raises nothing.

Screens are put on top by ``push_screen`` / ``switch_screen`` while keys keep arriving on
the app's own queue, so on a busy machine a key can be checked against a new screen's
bindings before the screen has composed. The monkey test found this on a loaded machine
(Enter on a fading screen that had no amount field yet).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from table_driver import SIZE, make_app, scripted_match
from textual.screen import Screen

from ceelo_tui.engine.match import Match
from ceelo_tui.screens.fading import FadingScreen
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.pot_ante import PotAnteScreen
from ceelo_tui.screens.pot_rolling import PotRollingScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.rolling import RollingScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen

pytestmark = pytest.mark.usefixtures("private_data")

SCREENS: dict[str, Callable[[Match], Screen]] = {
    "setup": lambda match: SetupScreen(),
    "fading": lambda match: FadingScreen(),
    "rolling": lambda match: RollingScreen(),
    "pot ante": lambda match: PotAnteScreen(),
    "pot rolling": lambda match: PotRollingScreen(),
    "game over": lambda match: GameOverScreen(),
    "help": lambda match: HelpScreen(match.state.rules),
    "history": lambda match: HistoryScreen(match.state, match.journal.moves, name="This game"),
    "quit": lambda match: QuitScreen(),
    "saved games": lambda match: SavedGamesScreen([]),
}


def own_actions(screen: Screen) -> list[str]:
    """Every action the screen's own keys stand for (not the app's, such as focus_next)."""
    return [binding.action for _key, binding in screen._bindings if "." not in binding.action]


@pytest.mark.parametrize("make", SCREENS.values(), ids=SCREENS.keys())
async def test_every_key_of_an_uncomposed_screen_is_dropped(make: Callable[[Match], Screen]) -> None:
    match = scripted_match(["Ann", "Bo", "Cy"], 20, [])
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        total = sum(seat.coins for seat in match.state.seats)
        moves = len(match.journal.moves)
        screen = make(match)
        app.push_screen(screen)  # not awaited: the screen has no widgets yet
        assert not screen.children
        actions = own_actions(screen)
        assert actions, "the screen has keys of its own"
        for action in actions:
            assert not screen.check_action(action.split("(")[0], ())
            assert await app.run_action(action, screen) is False
        await pilot.pause()
        assert app.screen.children  # the screen composed (or the app routed on to the right one)
        assert sum(seat.coins for seat in match.state.seats) == total
        assert len(match.journal.moves) == moves
    # leaving run_test re-raises any error the app met
