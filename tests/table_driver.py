"""Helpers for the app tests: scripted dice, and a player at the keyboard.

Everything here drives the app through keys only (``pilot.press``), like a person at the
table; the tests then check what the engine holds (``app.match.state``).
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Protocol

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Button

from ceelo_tui.app import CeeloApp
from ceelo_tui.controller.computer_pace import PACES
from ceelo_tui.engine.dice import Dice
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import CLASSIC, HouseRules
from ceelo_tui.presenters.table_view import TableView
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.dice_tray import DiceTray
from ceelo_tui.widgets.key_bar import KeyBar

SIZE = (80, 24)
WIDE = (120, 36)
HUGE = (160, 50)
"""A large terminal: the table spreads into two columns (the log beside the table)."""

LONG_ROLL = 60.0
"""Seconds the table's dice tumble in a test that must find them still in the air: no pause or
poll stretched by a loaded machine outlasts it, so such a test lands the dice itself (a key,
:meth:`~ceelo_tui.widgets.dice_tray.DiceTray.skip`) instead of racing a roll of a second."""


def long_rolls(app: App[Any]) -> DiceTray:
    """The table's dice tray, its next rolls made to tumble for :data:`LONG_ROLL` seconds."""
    tray = app.screen.query_one("#tray", DiceTray)
    tray.duration = LONG_ROLL
    return tray


LONG_PAUSE = 60.0
"""Seconds a computer waits before each move at the paces that pause, in a test that tells a
move made at once (hurried, the instant pace) from one made after a pause: with a pause this
long, waiting for the quick move needs no tight time limit that a loaded machine could outlast."""


def long_pauses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every pace that pauses wait :data:`LONG_PAUSE` seconds (from the next move due)."""
    for pace, pause in PACES.items():
        if pause:
            monkeypatch.setitem(PACES, pace, LONG_PAUSE)


class SnapCompare(Protocol):
    """The ``snap_compare`` fixture of pytest-textual-snapshot (which types it loosely): compares
    the app's screen, after ``press`` and ``run_before``, with the snapshot kept for the test."""

    def __call__(self, app: App[None], press: Iterable[str] = (), terminal_size: tuple[int, int] = (80, 24),
                 run_before: Callable[[Pilot[None]], Awaitable[None] | None] | None = None) -> bool: ...


class ScriptedRandom(random.Random):
    """A generator whose dice come from a script, then from the seed once it runs out.

    ``Match`` draws each roll as three ``randint(1, 6)`` calls, so the script is a list of
    three-dice rolls, used in order.
    """

    def __init__(self, rolls: Iterable[Dice], seed: int = 0) -> None:
        super().__init__(seed)
        self.faces = [face for roll in rolls for face in roll]

    def randint(self, a: int, b: int) -> int:
        """The next scripted face, or a seeded one after the script."""
        if self.faces and (a, b) == (1, 6):
            return self.faces.pop(0)
        return super().randint(a, b)

    def getstate(self) -> tuple[Any, ...]:
        """Include the script, so a refused move (which restores the state) keeps its dice.

        Typed as ``random.Random`` types it (``Any``: the generator's state is opaque)."""
        return (super().getstate(), list(self.faces))

    def setstate(self, state: tuple[Any, ...]) -> None:
        """Restore the generator and the script."""
        inner, faces = state
        super().setstate(inner)
        self.faces = list(faces)


def scripted_match(
    names: list[str],
    coins: int,
    rolls: Iterable[Dice],
    first_banker: int = 0,
    rules: HouseRules = CLASSIC,
) -> Match:
    """A match whose dice follow ``rolls`` (then a fixed seed)."""
    match = Match.start(names, coins, seed=1, rules=rules, first_banker=first_banker)
    match.rng = ScriptedRandom(rolls, seed=1)
    return match


def make_app(match: Match | None = None, *, seed: int | None = None, rules: HouseRules = CLASSIC,
             names: list[str] | None = None, coins: int | None = None) -> CeeloApp:
    """The app with animations off, as the tests and snapshots use it."""
    return CeeloApp(match=match, seed=seed, animate=False, rules=rules, names=names, coins=coins)


def state_of(app: CeeloApp) -> GameState:
    """The engine's state the app holds: the banking game's."""
    assert app.match is not None
    state = app.match.state
    assert isinstance(state, GameState)
    return state


def pot_state_of(app: CeeloApp) -> PotState:
    """The engine's state the app holds: winner take all's."""
    assert app.match is not None
    state = app.match.state
    assert isinstance(state, PotState)
    return state


def match_of(app: CeeloApp) -> Match:
    """The match the app plays."""
    assert app.match is not None
    return app.match


def table_of(app: CeeloApp) -> TableScreen:
    """The table screen in front."""
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


def view_of(app: CeeloApp) -> TableView:
    """What the table in front shows."""
    view = table_of(app).view
    assert view is not None
    return view


def offered_keys(app: App[Any]) -> list[str]:
    """What the key bar of the screen in front offers now (its keys not greyed), by their words."""
    return [words for _key, _shown, words, enabled in app.screen.query_one(KeyBar).entries() if enabled]


async def type_text(pilot: Pilot[None], text: str) -> None:
    """Type ``text`` key by key."""
    await pilot.press(*list(text))


async def stake(pilot: Pilot[None], amount: int | str) -> None:
    """The banker types a stake and presses Enter."""
    await pilot.press(*str(amount), "enter")


async def fade(pilot: Pilot[None], amount: int | str) -> None:
    """The player to fade types an amount and presses Enter."""
    await pilot.press(*str(amount), "enter")


async def roll(pilot: Pilot[None]) -> None:
    """Space: roll for whoever must roll."""
    await pilot.press("space")


async def roll_out(pilot: Pilot[None], app: CeeloApp, limit: int = 200) -> None:
    """Press Space until the round is settled (or the game over)."""
    for _ in range(limit):
        if state_of(app).phase not in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
            return
        await roll(pilot)
    raise AssertionError("the dice never settled the round")


async def next_round(pilot: Pilot[None]) -> None:
    """Enter: on to the next round (or the final standings)."""
    await pilot.press("enter")


async def play_round(pilot: Pilot[None], app: CeeloApp, policy: Callable[[GameState], list[str]]) -> None:
    """One round by keys: ``policy(state)`` gives the keys for each stake and fade decision."""
    for _ in range(50):
        state = state_of(app)
        if state.phase in (Phase.STAKE, Phase.FADE):
            keys = policy(state)
            await pilot.press(*keys)
            assert not app.refusal, app.refusal
            continue
        break
    await roll_out(pilot, app)
    await next_round(pilot)


def bold_policy(state: GameState) -> list[str]:
    """Stake a third (or all in when short), fade the most, sometimes pass; keys only."""
    actor = state.actor
    assert actor is not None
    if state.phase is Phase.STAKE:
        coins = state.seats[actor].coins
        if coins <= 3:
            return ["a", "enter"]
        return [*str(max(1, coins // 3)), "enter"]
    rnd = state.round
    someone_else_may_fade = rnd.bets or rnd.asked < len(rnd.order) - 1
    if (rnd.number + actor) % 5 == 0 and someone_else_may_fade:
        return ["p", "enter"]
    if (rnd.number + actor) % 3 == 0:
        return ["1", "enter"]
    return ["m", "enter"]


SCREENSHOT_TEXT = re.compile(r'<text[^>]*?x="([\d.]+)"[^>]*?clip-path="url\(#terminal-\d+-line-(\d+)\)">(.*?)</text>', re.S)
"""A run of text in Textual's SVG screenshot: where it starts (x), its line and its text."""

SCREENSHOT_CELL = 12.2
"""The width of a cell in Textual's SVG screenshot, in its units."""


def screen_lines(app: App[Any]) -> list[str]:
    """The screen as a person sees it, a string a row, each character in its column (from
    Textual's SVG screenshot; a row ends at its last text)."""
    rows: dict[int, list[str]] = {}
    for x, line, text in SCREENSHOT_TEXT.findall(app.export_screenshot()):
        row = rows.setdefault(int(line), [])
        column = round(float(x) / SCREENSHOT_CELL)
        current = sum(len(part) for part in row)
        if current < column:
            row.append(" " * (column - current))
        row.append(html.unescape(text).replace("\n", "").replace("\xa0", " "))
    return ["".join(rows.get(number, ())) for number in range(max(rows, default=-1) + 1)]


async def click_again(pilot: Pilot[None], selector: str) -> None:
    """Click the button ``selector`` as a person clicking it again would: once it has stopped
    showing its last press (a Textual button ignores clicks during that, 0.2 s), however
    quickly the test's keys came in between."""
    button = pilot.app.screen.query_one(selector, Button)
    await wait_until(pilot, lambda: not button.has_class("-active"))
    await pilot.click(selector)


async def wait_until(pilot: Pilot[None], condition: Callable[[], object], timeout: float = 3.0,
                     seen: Callable[[], object] | None = None) -> None:
    """Let the app run until ``condition()`` holds (dice landing by themselves, say); if it never
    does, the failure says what ``seen()`` found instead."""
    for _ in range(int(timeout / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("the app never got there" + (f": {seen()}" if seen is not None else ""))
