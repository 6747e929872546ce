"""The key bar fits 80 columns on every screen that is not the table, in every state: each key
is drawn whole, none runs under the palette key or off the edge."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.cpu import choose_move, decision_rng
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.store import GameStore
from ceelo_tui.widgets.key_bar import KeyBar

from table_driver import SIZE, make_app, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

WIDTH = SIZE[0]


def key_bar(app: CeeloApp) -> str:
    """The key bar's text ('^s Start ^q Quit ...'), after checking that the whole bar fits: the bar
    is one line that ends in an ellipsis where it runs out of room, so fitting means every key,
    the palette key last, is drawn whole."""
    bars = [bar for bar in app.screen.query(KeyBar) if bar.display]
    assert bars, type(app.screen).__name__
    bar = bars[0]
    text = bar.render().plain
    assert cell_len(text) <= min(WIDTH, bar.size.width), (type(app.screen).__name__, text)
    return text


def an_unfinished_game() -> None:
    """A saved game in play, so the setup screen offers it."""
    store = GameStore()
    match = Match.start(["Ann", "Bo"], 10, seed=5, first_banker=0)
    saved = store.create(match)
    match.play(Move("stake", amount=3))
    saved.release()


def a_finished_match() -> Match:
    """A one-round game of three seats, one a computer, played to its end."""
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=5, first_banker=0, rules=HouseRules(end="rounds:1"),
                        styles=[None, "bold", None])
    rng = decision_rng(1)
    while not match.state.is_over:
        match.play(choose_move(match.state, match.state.actor, "bold", rng))
    return match


@pytest.mark.parametrize("offer", [False, True], ids=["no-saved-game", "saved-game-offered"])
async def test_setup_key_bar_fits_in_every_state(offer: bool) -> None:
    if offer:
        an_unfinished_game()
    app = make_app(names=["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, SetupScreen)
        if offer:
            await wait_until(pilot, lambda: "^o Resume" in key_bar(app))
        shown = key_bar(app)
        assert "F1/? Help" in shown and "^q Quit" in shown
        await pilot.press("ctrl+t")  # a computer seat
        await pilot.pause()
        key_bar(app)
        await pilot.press("f2")  # the house rules tab
        await pilot.pause(0.3)
        assert "F2 Players" in key_bar(app)
        await pilot.press("f2")
        await pilot.pause(0.3)
        await pilot.press("f1")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen)
        key_bar(app)
        await pilot.press("escape")
        await pilot.pause(0.3)
        if offer:
            await pilot.press("ctrl+l")
            await wait_until(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
            await pilot.pause(0.3)
            assert "esc Back" in key_bar(app)


async def shown_after(pilot, key: str, screen: type) -> str:  # type: ignore[no-untyped-def,type-arg]
    """Press ``key``, wait for ``screen`` to be in front, and read its key bar."""
    await pilot.press(key)
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, screen))
    await pilot.pause(0.3)
    return key_bar(pilot.app)


async def test_game_over_history_help_and_quit_key_bars_fit() -> None:
    app = make_app(a_finished_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        app.show_standings()
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause(0.3)
        assert "a Play again" in key_bar(app)
        assert "esc Back" in await shown_after(pilot, "h", HistoryScreen)
        await shown_after(pilot, "s", HistoryScreen)  # the statistics
        await shown_after(pilot, "escape", GameOverScreen)
        await shown_after(pilot, "f1", HelpScreen)
        await shown_after(pilot, "escape", GameOverScreen)
        await pilot.press("ctrl+q")
        await pilot.pause(0.3)
        if isinstance(app.screen, QuitScreen) and app.screen.query(KeyBar):
            key_bar(app)
