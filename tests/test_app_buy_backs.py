"""Buy-backs at the table, by keys only: the offer, Enter or b to buy back in, d to decline
(asked first when that ends the game), and a decline that stands for the game."""

from __future__ import annotations

import pytest
from said import said
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.help_words import help_text
from ceelo_tui.screens.decline import DeclineScreen
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.widgets.key_bar import KeyBar

from table_driver import SIZE, fade, make_app, roll, scripted_match, stake, state_of

pytestmark = pytest.mark.usefixtures("private_data")

BACKS = HouseRules(buy_backs=1)


def text_of(app: CeeloApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def bo_goes_broke(pilot: Pilot[None]) -> None:
    """Ann stakes 10, Bo fades all his 10 and Ann rolls (the script's 4-5-6)."""
    await pilot.pause()
    await stake(pilot, 10)
    await fade(pilot, 10)
    await roll(pilot)
    await pilot.pause()


async def test_a_broke_player_buys_back_in_with_b_then_the_game_ends_with_none_left() -> None:
    # Ann banks 10, Bo fades 10, Ann rolls 4-5-6: Bo is broke and offered a buy-back.
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6), (4, 5, 6)], first_banker=0, rules=BACKS)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        state = state_of(app)
        assert state.offers == (1,) and state.phase is Phase.SETTLED
        assert "Bo is broke - Enter buys back in for 10 coins, d declines" in text_of(
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


def bar_keys(app: CeeloApp) -> dict[str, str]:
    """The keys the key bar offers now: what each does -> the key shown."""
    return {words: shown for _key, shown, words, _enabled in app.screen.query_one(KeyBar).entries()}


async def test_enter_buys_back_in_and_never_declines() -> None:
    """Enter, pressed after every round to go on, buys back in (taken back with ctrl+z); the
    key bar says so, and names d for the decline."""
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6)], first_banker=0, rules=HouseRules(buy_backs=2))
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        assert bar_keys(app)["Buy back in"] == "⏎" and bar_keys(app)["Decline"] == "d"
        await pilot.press("enter")
        await pilot.pause()
        state = state_of(app)
        assert not state.is_over and state.seats[1].bought_in == 1 and state.seats[1].coins == 10
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert state_of(app).offers == (1,) and state_of(app).seats[1].bought_in == 0


async def test_a_decline_that_ends_the_game_is_asked_first() -> None:
    """d opens a dialog when declining ends the game: Enter (its default) and n go back to the
    offer with nothing played; y declines and the game ends."""
    match = scripted_match(["Ann", "Bo"], 10, [(4, 5, 6)], first_banker=0, rules=HouseRules(buy_backs=2))
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await bo_goes_broke(pilot)
        offered = state_of(app)
        for back in ("enter", "n", "escape"):
            await pilot.press("d")
            await pilot.pause()
            assert isinstance(app.screen, DeclineScreen)
            await pilot.press(back)
            await pilot.pause()
            assert not isinstance(app.screen, DeclineScreen) and state_of(app) is offered
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        state = state_of(app)
        assert state.is_over and state.seats[1].bought_in == 0
        assert "Bo does not buy back in." in said(state.round.events)


async def test_a_decline_stands_for_the_game_by_keys() -> None:
    """A decline that leaves the game going is made at once (no dialog), and later rounds do
    not ask again: Enter goes on to the next round."""
    rules = HouseRules(buy_backs=1, end="last_standing")
    match = scripted_match(["Ann", "Bo", "Cy"], 10, [(4, 5, 6), (4, 5, 6)], first_banker=0, rules=rules)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 10)
        await fade(pilot, 10)  # Bo fades it all; Cy sits out
        await roll(pilot)
        await pilot.pause()
        assert state_of(app).offers == (1,)
        await pilot.press("d")
        await pilot.pause()
        assert not isinstance(app.screen, DeclineScreen)
        state = state_of(app)
        assert not state.is_over and state.seats[1].declined and state.legal_moves() == {"next_round"}
        await pilot.press("enter")  # the next round
        await stake(pilot, 1)
        await fade(pilot, 1)
        await roll(pilot)
        await pilot.pause()
        state = state_of(app)
        assert state.phase is Phase.SETTLED and state.offers == () and state.round.number == 2
        assert "Next round" in bar_keys(app) and not {"Buy back in", "Decline"} & set(bar_keys(app))


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
