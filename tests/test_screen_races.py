"""Keys and clicks that arrive at the wrong moment for a screen do nothing, and raise nothing.

- Screens are put on top by ``push_screen`` / ``switch_screen`` while keys keep arriving on
  the app's own queue, so on a busy machine a key can be checked against a new screen's
  bindings before the screen has composed (the monkey test found Enter on a fading screen
  that had no amount field yet).
- A dialog can be told to close twice (a click queued behind ``y``); the second time must
  not close the screen under it (the monkey test found it with the quit dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.screen import Screen

from ceelo_tui.engine.match import Match
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen

from table_driver import SIZE, make_app, scripted_match

pytestmark = pytest.mark.usefixtures("private_data")

AnyScreen = Screen[Any]
"""A screen of any result type (each screen dismisses with its own: Screen is invariant in it)."""

SCREENS: dict[str, Callable[[Match], AnyScreen]] = {
    "setup": lambda match: SetupScreen(),
    "table": lambda match: TableScreen(),
    "game over": lambda match: GameOverScreen(),
    "help": lambda match: HelpScreen(match.state.rules),
    "history": lambda match: HistoryScreen(match.state, name="This game"),
    "quit": lambda match: QuitScreen(),
    "saved games": lambda match: SavedGamesScreen([]),
}


def own_actions(screen: AnyScreen) -> list[str]:
    """Every action the screen's own keys stand for (not the app's, such as focus_next)."""
    return [binding.action for _key, binding in screen._bindings if "." not in binding.action]


@pytest.mark.parametrize("make", SCREENS.values(), ids=SCREENS.keys())
async def test_every_key_of_an_uncomposed_screen_is_dropped(make: Callable[[Match], AnyScreen]) -> None:
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


DIALOGS: dict[str, Callable[[Match], AnyScreen]] = {
    name: make for name, make in SCREENS.items() if name in ("help", "history", "quit", "saved games")
}


@pytest.mark.parametrize("make", DIALOGS.values(), ids=DIALOGS.keys())
async def test_a_dialog_closed_twice_closes_once(make: Callable[[Match], AnyScreen]) -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 20, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        answers: list[object] = []
        assert app.match is not None
        dialog = make(app.match)
        await app.push_screen(dialog, answers.append)
        await pilot.pause()
        dialog.dismiss(None)
        dialog.dismiss(None)  # a second click or key that was already on its way
        await pilot.pause()
        assert app.screen is table and len(answers) == 1
        dialog.dismiss(None)  # even once the dialog is long gone
        await pilot.pause()
        assert app.screen is table and len(answers) == 1
