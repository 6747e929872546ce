"""The key bar fits 80 columns on every screen, in every state: each key is drawn whole, none
runs under the palette key or off the edge. The table's bar (one text widget, :class:`KeyBar`)
is read as the text it draws."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot
from textual.screen import Screen

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.cpu import choose_move, decision_rng
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.saves.store import GameStore
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.loose_roll import LooseRollScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.key_bar import KeyBar

from table_driver import SIZE, make_app, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

WIDTH = SIZE[0]


def key_bar(app: CeeloApp) -> list[str]:
    """The keys on screen as 'key description', after checking that the bar fits 80 columns
    and that every key it offers is drawn whole (none cut off at the edge)."""
    bar = app.screen.query_one(KeyBar)
    text = str(bar.render())
    assert bar.size.width == WIDTH, type(app.screen).__name__
    assert cell_len(text) <= WIDTH and "…" not in text, (type(app.screen).__name__, text)
    shown, actions = [], set()
    for active in app.screen.active_bindings.values():
        binding = active.binding
        if not binding.show or binding.action in actions:
            continue
        actions.add(binding.action)
        label = f"{app.get_key_display(binding)} {binding.description}"
        assert label in text, (type(app.screen).__name__, label, text)
        shown.append(label)
    assert shown, type(app.screen).__name__
    return shown


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
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        if offer:
            await wait_until(pilot, lambda: "^o Resume" in key_bar(app))
        shown = key_bar(app)
        assert "F1/? Help" in shown and "^q Quit" in shown
        await pilot.press("ctrl+t")  # a computer seat
        await pilot.pause()
        key_bar(app)
        await pilot.press("f2")  # the house rules tab
        await pilot.pause()
        assert "F2 Players" in key_bar(app)
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        key_bar(app)
        await pilot.press("escape")
        await pilot.pause()
        if offer:
            await pilot.press("ctrl+l")
            await wait_until(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
            await pilot.pause()
            assert "esc Back" in key_bar(app)


async def shown_after(pilot: Pilot[None], key: str, screen: type[Screen[object]]) -> list[str]:
    """Press ``key``, wait for ``screen`` to be in front, and read its key bar."""
    await pilot.press(key)
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, screen))
    await pilot.pause()
    assert isinstance(pilot.app, CeeloApp)
    return key_bar(pilot.app)


async def test_game_over_history_help_and_quit_key_bars_fit() -> None:
    app = make_app(a_finished_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.show_standings()
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        assert "a Play again" in key_bar(app)
        assert "esc Back" in await shown_after(pilot, "h", HistoryScreen)
        await shown_after(pilot, "s", HistoryScreen)  # the statistics
        await shown_after(pilot, "escape", GameOverScreen)
        await shown_after(pilot, "f1", HelpScreen)
        await shown_after(pilot, "escape", GameOverScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        if isinstance(app.screen, QuitScreen) and app.screen.query(KeyBar):
            key_bar(app)


def table_key_bar(app: CeeloApp) -> str:
    """The table's key bar as drawn, checked whole (see :func:`key_bar`)."""
    key_bar(app)
    return str(app.screen.query_one(KeyBar).render())


async def play_reading_the_bar(app: CeeloApp, loose: bool = False) -> set[str]:
    """Play the app's match to its end by keys (computer seats play themselves), reading the
    table's key bar in every state on the way, with computers paused and going; the bars seen."""
    seen: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for step in range(400):
            match = app.match
            assert match is not None
            state = match.state
            if state.is_over:
                break
            await pilot.pause()
            if not isinstance(app.screen, TableScreen) or app.shown is not state or app.dice_in_flight is not None:
                continue
            seen.add(table_key_bar(app))
            if step % 7 == 0 and app.cpu.in_play:  # the bar with computers held, then going again
                await pilot.press("w")
                await pilot.pause()
                seen.add(table_key_bar(app))
                await pilot.press("w")
                await pilot.pause()
            actor = state.actor
            if actor is not None and state.seats[actor].style is not None:
                continue  # the computer moves by itself
            legal = state.legal_moves()
            if legal & {"stake", "ante"}:
                await pilot.press("1", "enter")
            elif "fade" in legal:
                await pilot.press("m", "enter")
            elif "roll" in legal and state.rules.dice == "real":
                if loose and "loose" in legal and step % 5 == 0:
                    await pilot.press("l")
                    await wait_until(pilot, lambda: isinstance(app.screen, LooseRollScreen))
                    await pilot.press("y")
                    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
                else:
                    await pilot.press("3", "space", "3", "space", str(1 + step % 6), "enter")
            elif "roll" in legal:
                await pilot.press("space")
            else:
                await pilot.press("enter")
        assert app.match is not None and app.match.state.is_over
        seen.add(table_key_bar(app))
    return seen


@pytest.mark.slow
@pytest.mark.parametrize(
    "rules, styles, loose",
    [
        (HouseRules(end="rounds:2"), [None, "bold", None], False),
        (HouseRules(mode="pot", end="rounds:2"), [None, None, "cautious"], False),
        (HouseRules(dice="real", loose_roll=True, end="rounds:2"), [None, "bold", None], True),
    ],
    ids=["banking-with-a-computer", "winner-take-all-with-a-computer", "real-dice-loose-roll"],
)
async def test_the_table_key_bar_fits_in_every_state(rules: HouseRules, styles: list[str | None], loose: bool) -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=6, first_banker=0, rules=rules, styles=styles)
    seen = await play_reading_the_bar(make_app(match), loose=loose)
    assert len(seen) >= 3
    if loose:
        assert any("Dice left table" in bar for bar in seen) and any("Play roll" in bar for bar in seen)
    assert any("Resume computers" in bar for bar in seen)


async def test_a_click_on_a_key_in_the_bar_presses_it_and_a_theme_redraws_it() -> None:
    """The bar is drawn once for each set of keys; it still takes clicks, and a new theme
    draws it in the new colours."""
    match = Match.start(["Ann", "Bo"], 20, seed=3)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        bar = app.screen.query_one(KeyBar)
        text = str(bar.render())
        before = bar.render_line(0)
        column = text.index("Pass the bank")
        await pilot.click(KeyBar, offset=(column, 0))
        await pilot.pause()
        assert app.screen.query_one("#pass-bank").has_class("-chosen")  # p chooses the pass
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        await pilot.click(KeyBar, offset=(column, 0))  # p again takes the choice back
        await pilot.pause()
        assert not app.screen.query_one("#pass-bank").has_class("-chosen")
        assert bar.render_line(0).text == before.text
        assert bar.render_line(0) != before  # the same words, in the new theme's colours


@pytest.mark.parametrize("pause", [False, True])
async def test_with_computer_seats_the_stake_keys_keep_h_history_at_80_columns(pause: bool) -> None:
    """The longest bar a table with computers offers (a stake that may be taken back, the
    pause or resume key): the least useful words give way, every key stays whole."""
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=2, first_banker=0, styles=[None, "cautious", "shrewd"])
    for move in (Move("stake", amount=3), Move("pass"), Move("pass")):
        match.play(move)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        if pause:
            await pilot.press("w")
        await pilot.pause()
        text = str(app.screen.query_one(KeyBar).render())
        assert cell_len(text) <= WIDTH and "…" not in text, text
        for key in ("⏎ Stake", "a All in", "p Pass", "^z Undo", "^q Quit", "F1/? Help", "h History"):
            assert key in text, (key, text)
        assert ("w Resume computers" if pause else "w Pause computers") in text
