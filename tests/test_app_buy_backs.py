"""Buy-backs at the table, by keys only: the offer, b to buy back in, Enter to go on."""

from __future__ import annotations

import pytest

from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import help_text
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen

from table_driver import SIZE, fade, make_app, roll, scripted_match, stake, state_of

pytestmark = pytest.mark.usefixtures("private_data")

BACKS = HouseRules(buy_backs=1)


def text_of(app, selector: str) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen.query_one(selector).render())


async def bo_goes_broke(pilot) -> None:  # type: ignore[no-untyped-def]
    """Ann stakes 10, Bo fades all his 10 and Ann rolls (the script's 4-5-6)."""
    await pilot.pause()
    await stake(pilot, 10)
    await fade(pilot, 10)
    await roll(pilot)
    await pilot.pause()


async def test_a_broke_player_buys_back_in_with_b_then_goes_on_broke_with_enter() -> None:
    # Ann banks 10, Bo fades 10, Ann rolls 4-5-6: Bo is broke and offered a buy-back.
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6), (4, 5, 6)], first_banker=0, rules=BACKS)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        state = state_of(app)
        assert state.offers == (1,) and state.phase is Phase.SETTLED
        assert "Bo is broke - b buys back in for 10 coins, Enter goes on" in text_of(
            app, "#settled-prompt")
        assert "Bo is broke: buy back in for 10 coins (1 of 1 buy-back left)?" in text_of(app, "#message")
        await pilot.press("n")  # the next round waits for Bo's answer
        assert state_of(app) is state
        await pilot.press("b")
        await pilot.pause()
        state = state_of(app)
        assert [seat.coins for seat in state.seats] == [20, 10] and state.total_coins == state.coins_brought
        assert state.history[-1].buy_ins == (1,)
        await pilot.press("enter")  # next round
        await stake(pilot, 20)
        await fade(pilot, 10)
        await roll(pilot)
        await pilot.pause()
        state = state_of(app)
        assert state.is_over and not state.offers  # no buy-back left: the game ends
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        standings = text_of(app, "#standings")
        assert "bought in once" in standings and "-20" in standings  # Bo: 0 coins, 20 brought


async def test_enter_declines_the_buy_back() -> None:
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6)], first_banker=0, rules=HouseRules(buy_backs=2))
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        await pilot.press("enter")
        await pilot.pause()
        state = state_of(app)
        assert state.is_over and state.seats[1].bought_in == 0
        assert "Bo does not buy back in." in state.round.events


def test_the_help_tells_the_buy_back_rule() -> None:
    text = help_text(HouseRules(buy_backs=2))
    assert "| buy_backs | 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 |" in text
    assert "Buy-backs: a broke player may buy back in for the starting coins, up to 2 times a game." in text


async def test_the_history_tells_a_buy_back_mid_game_at_game_over_and_from_the_saved_games() -> None:
    # Ann banks 10, Bo fades 10, Ann rolls 4-5-6: Bo buys back in, then h shows the history
    # (it used to end the app: the buy-in line was drawn without the game it belongs to), and
    # so do game over and the saved games list.

    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6), (4, 5, 6)], first_banker=0, rules=BACKS)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        await pilot.press("b")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        assert "Bo bought back in: +10 new coins to the table" in text_of(app, "#round-history-text")
        await pilot.press("escape")
        await pilot.press("enter")  # next round: Bo is broke again and no buy-back is left
        await stake(pilot, 20)
        await fade(pilot, 10)
        await roll(pilot)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        assert "Bo bought back in: +10 new coins to the table" in text_of(app, "#round-history-text")
        await pilot.press("escape", "s", "ctrl+l")  # a new setup, the saved games, the game's history
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        assert "Bo bought back in: +10 new coins to the table" in text_of(app, "#round-history-text")
