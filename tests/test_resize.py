"""Resizing the terminal on every screen, from 40x12 to 200x60, with animations on.

Below 80x24 the table is covered by the notice "Make the window at least 80x24"; at 80x24
and above the screen that was up comes back, unharmed. The dice are resized mid-roll too,
and must still land on the faces the engine decided.
"""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from ceelo_tui.app import MIN_SIZE, CeeloApp
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.too_small import TooSmallScreen
from ceelo_tui.widgets.dice_tray import DiceTray

from table_driver import long_rolls, match_of, scripted_match, state_of, wait_until

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("private_data")]

SIZES = [(40, 12), (200, 60), (79, 24), (80, 23), (80, 24), (120, 36), (60, 30), (200, 20), (100, 60),
         (81, 25), (40, 12), (160, 50), (80, 24)]
"""From the smallest to the largest, and across the 80x24 line both ways."""

SIZE_RANGES = {"first-half": SIZES[:6], "second-half": SIZES[5:]}
"""The sizes in two overlapping halves, each crossing the 80x24 line both ways and ending at a
size the game fits (keys then reach the table again): each screen's walk through all the sizes
is two tests that parallel workers can share."""

halves = pytest.mark.parametrize("sizes", list(SIZE_RANGES.values()), ids=list(SIZE_RANGES))


def small(size: tuple[int, int]) -> bool:
    """True below the size the game is laid out for."""
    return size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]


async def resize_through(pilot: Pilot[None], app: CeeloApp, sizes: list[tuple[int, int]] = SIZES) -> None:
    """Resize through ``sizes``; the notice shows exactly while the window is too small."""
    under = type(next(screen for screen in reversed(app.screen_stack) if not isinstance(screen, TooSmallScreen)))
    for size in sizes:
        await pilot.resize_terminal(*size)
        await pilot.pause()
        assert app.size == size
        if small(size):
            assert isinstance(app.screen, TooSmallScreen), size

            def notice() -> str:
                return str(app.screen.query_one("#too-small").render())

            # (the notice follows the size on its own Resize, which a loaded machine may deliver
            # a moment after the pilot's pause: waited for, within a bound)
            shown = f"{size[0]}x{size[1]}"
            def says_size(shown: str = shown) -> bool:
                return shown in notice()

            await wait_until(pilot, says_size, seen=notice)
            assert "Make the window at least 80x24" in notice()
        else:
            assert not isinstance(app.screen, TooSmallScreen), size
            assert isinstance(app.screen, under), (size, app.screen)
    assert app._exception is None


def total(app: CeeloApp) -> int:
    """All coins at the table."""
    return match_of(app).state.total_coins


def finished_match() -> Match:
    """A seeded two-player match played to its end (bold stakes and fades)."""
    match = Match.start(["Ann", "Bo"], 5, seed=21, first_banker=0)
    for _ in range(500):
        state = match.state
        if state.is_over:
            return match
        legal = state.legal_moves()
        assert isinstance(state, GameState)
        if "stake" in legal:
            match.play(Move("stake", amount=state.stake_limit()[1]))
        elif "fade" in legal:
            match.play(Move("fade", amount=state.fade_limit()[1]))
        elif "roll" in legal:
            match.play(Move("roll"))
        else:
            match.play(Move("next_round"))
    raise AssertionError("the game never ended")


@halves
async def test_setup_survives_every_size(sizes: list[tuple[int, int]]) -> None:
    app = CeeloApp(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await resize_through(pilot, app, sizes)
        assert app.match is None


async def test_setup_rules_tab_survives_every_size() -> None:
    app = CeeloApp(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f2")  # the house rules tab
        await pilot.pause()
        await resize_through(pilot, app, SIZES[:6])
        assert app.match is None


@halves
async def test_fading_and_rolling_survive_every_size(sizes: list[tuple[int, int]]) -> None:
    app = CeeloApp(match=scripted_match(["Ann", "Bo", "Cy"], 10, [(2, 2, 4), (6, 6, 6), (1, 2, 3)]))
    async with app.run_test(size=(80, 24)) as pilot:
        await resize_through(pilot, app, sizes)  # the stake
        await pilot.press("3", "enter")
        await resize_through(pilot, app, SIZES[:5])  # a fade
        await pilot.press("3", "enter", "p", "enter")
        assert state_of(app).phase is Phase.BANKER_ROLL
        await resize_through(pilot, app, sizes)  # the dice at rest
        assert total(app) == 30


async def test_dice_resized_mid_roll_land_on_the_engines_faces() -> None:
    app = CeeloApp(match=scripted_match(["Ann", "Bo"], 10, [(2, 2, 5), (4, 4, 6)]), animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4", "enter", "4", "enter")
        tray = long_rolls(app)  # in the air through every resize, however loaded the machine
        for faces in ((2, 2, 5), (4, 4, 6)):
            app.simulate_key("space")  # throw, and do not wait for the dice
            await wait_until(pilot, lambda: app.dice_in_flight is not None)
            assert app.dice_in_flight == faces
            for size in ((40, 12), (200, 60), (79, 30), (120, 36)):
                await pilot.resize_terminal(*size)
                await pilot.pause(0.02)
                assert isinstance(app.screen, TooSmallScreen) is small(size)
            assert tray.rolling  # mid-roll still: now land them
            tray.skip()
            await wait_until(pilot, lambda: app.dice_in_flight is None)
            assert app.screen.query_one("#tray", DiceTray).faces == faces
        assert state_of(app).phase is Phase.SETTLED and app.shown is state_of(app)
        assert total(app) == 20
        await resize_through(pilot, app)  # the settlement


async def round_two(pilot: Pilot[None], app: CeeloApp) -> None:
    """Play the first round of a scripted game (4-5-6 for the bank): there is a history now."""
    await pilot.press("2", "enter", "2", "enter", "space")
    await wait_until(pilot, lambda: app.dice_in_flight is None)
    await pilot.press("enter")


@pytest.mark.parametrize("keys", [("f1",), ("ctrl+q",), ("h",)], ids=["help", "quit-dialog", "history"])
@halves
async def test_dialogs_help_and_history_survive_every_size(keys: tuple[str, ...], sizes: list[tuple[int, int]]) -> None:
    app = CeeloApp(match=scripted_match(["Ann", "Bo"], 10, [(4, 5, 6)]), animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await round_two(pilot, app)
        await pilot.press(*keys)
        await resize_through(pilot, app, sizes)
        await pilot.press("escape")
        assert total(app) == 20


@halves
async def test_game_over_survives_every_size(sizes: list[tuple[int, int]]) -> None:
    app = CeeloApp(match=finished_match(), animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await resize_through(pilot, app, sizes)  # "Game over - press Enter"
        await pilot.press("enter")
        await resize_through(pilot, app, sizes)  # the final standings
        assert total(app) == 10


@halves
async def test_winner_take_all_screens_survive_every_size(sizes: list[tuple[int, int]]) -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=4, rules=HouseRules(mode="pot"), first_banker=0)
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await resize_through(pilot, app, sizes)  # the ante
        await pilot.press("2", "enter")
        await pilot.pause()
        app.simulate_key("space")
        await pilot.pause(0.05)
        await resize_through(pilot, app, SIZES[:4])  # mid-roll
        await wait_until(pilot, lambda: app.dice_in_flight is None)
        await resize_through(pilot, app, sizes)
        assert total(app) == 30
