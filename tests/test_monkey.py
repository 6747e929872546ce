"""A seeded monkey: thousands of random keys and clicks on every screen, animations off.

It presses keys (the game's own keys weighted up, so games are played, won and begun
again, with plenty of stray keys between) and clicks random cells of the screen, through
the app's own event path (a key or mouse event posted to the app, as the terminal driver
does), in bursts of a few as fast fingers type. After every burst it checks that no
exception escaped and that the coins at the table add up to what the players sat down with;
a listener on every match checks the same after every accepted move. When a click or key quits the app, the session ends there (the
app's ``exit`` is only noted, so no event arrives while the app shuts down) and a new one
starts.

Each session is a test of its own, with its own seed, so parallel workers share them; a
session that quits the app starts a new one until its events are spent. Together the sessions
must see every screen (setup, help, the quit dialog cancelled, game over), every phase of a
round at the table and new games begun after a game, and make a hundred moves: each session
records what it saw, and ``monkey_tally.py`` adds the records up across workers and checks the
sum once every session has run.

What it found, each fixed and then pinned by a test of its own:

- Page Down in a drop-down that was still opening (``widgets/chooser.py``);
- a double Enter in the command palette, or a click queued behind ``y`` in the quit dialog,
  closing the screen underneath (``textual_compat/dismiss_once.py``);
- a key reaching a screen that had not yet composed its widgets
  (``textual_compat/widgets_first.py``);
- a click on the keys panel as it closed (``CeeloApp.on_event``);
- a command search still starting as the palette closed (``screens/command_palette.py``).
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest
from monkey_tally import SESSIONS, record
from textual import events

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.screens.quit import QuitScreen

pytestmark = pytest.mark.usefixtures("private_data")

SEED = 20261122
EVENTS = 1500
"""Events per session: 8 x 1,500 = 12,000 in all (an app quit within a session is replaced).
The sessions' moves together vary with the machine's load (115 at 900 events a session on a
quiet machine, 98 once on a loaded one, where ``monkey_tally`` asks for 100): enough events
that the sum clears that bar however loaded the machine is."""
SIZE = (80, 24)
RENDER_EVERY = 4
"""Bursts between two forced redraws of the screen (the app also redraws by itself)."""
BURST = 8
"""Events posted before the monkey waits for the app to handle them."""

GAME_KEYS = ["enter"] * 8 + ["space"] * 8 + ["a"] * 4 + ["m"] * 4 + ["p", "up", "down", "n", "s", "ctrl+z"]
"""The game's keys ("+" and "-" are text in an amount field, so they are among the stray keys).
All in and the most allowed weigh more than the other game keys, so games end (a player goes
broke) within a session and the monkey sees the final standings: a seeded walk is chaotic,
and one that only sees stakes and fades explores little."""
DIGITS = list("0123456789") + ["١", "５"]
STRAY = ["q", "y", "x", "h", "r", "w", "tab", "shift+tab", "backspace", "delete", "left", "right", "home",
         "end", "escape", "f1", "question_mark", "f2", "ctrl+n", "ctrl+r", "ctrl+t", "ctrl+s", "ctrl+l",
         "ctrl+o", "ctrl+shift+a", "pageup", "pagedown", "minus", "plus", "full_stop", "e", "ctrl+q"]


CLOSE_KEYS = {
    "HelpScreen": ["escape", "f1", "question_mark", "q"],
    "HistoryScreen": ["escape", "h", "q", "r", "s"],
    "SavedGamesScreen": ["escape", "escape", "down", "enter"],
}
"""Screens for reading: the monkey mostly leaves them (they cost the most to draw)."""


def key_event(key: str) -> events.Key:
    """The event a terminal would send for ``key``."""
    named = {"space": " ", "plus": "+", "minus": "-", "question_mark": "?", "full_stop": ".",
             "enter": "\r", "tab": "\t", "escape": "\x1b", "backspace": "\x7f"}
    if len(key) == 1:
        return events.Key(key, key)
    return events.Key(key, named.get(key))


def mouse(kind: type[events.MouseEvent], x: int, y: int) -> events.MouseEvent:
    """A left-button mouse event at screen cell (x, y)."""
    return kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)


async def handled(app: CeeloApp) -> None:
    """Wait until the app, then the screen on top, have handled everything posted so far.

    A screen taken down meanwhile never runs the callback: the wait ends as soon as it is off
    the stack. Otherwise it waits as long as a busy machine needs (up to 5 s), so what the
    monkey sees, and so what it presses next, does not depend on the machine's speed."""
    for node in (app, app.screen, app):
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if not node.call_later(lambda done=done: done.done() or done.set_result(None)):
            return
        for _ in range(100):
            try:
                await asyncio.wait_for(asyncio.shield(done), timeout=0.05)
                break
            except asyncio.TimeoutError:
                if node is not app and node not in app.screen_stack:
                    return


class Monkey:
    """Chooses the next event, and keeps count of what it has seen."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.screens: Counter[str] = Counter()
        self.phases: Counter[str] = Counter()
        self.matches = 0
        self.events = 0
        self.moves = 0
        self.quit_dialogs_cancelled = 0
        self.quits = 0

    def next_key(self, app: CeeloApp) -> str:
        """A key: mostly the game's, some digits, some stray ones."""
        rng = self.rng
        if isinstance(app.screen, QuitScreen):  # the dialog is cancelled (a click may still quit)
            return rng.choice(["n", "escape", "tab", "x"])
        closers = CLOSE_KEYS.get(type(app.screen).__name__)
        if closers and rng.random() < 0.7:  # a reading screen: look a little, then close it
            return rng.choice(closers)
        roll = rng.random()
        if roll < 0.65:
            return rng.choice(GAME_KEYS)
        if roll < 0.8:
            return rng.choice(DIGITS)
        return rng.choice(STRAY)

    def coins_hold(self, app: CeeloApp) -> None:
        """The coins at the table add up to what the players sat down with."""
        match = app.match
        if match is not None:
            setup = match.journal.setup
            assert match.state.total_coins == setup.coins * len(setup.names), match.journal.moves[-5:]

    def watch_match(self, app: CeeloApp) -> None:
        """Check the coins after every accepted move of every match the app plays, and note the
        phase it reached (a settled round lasts until the next Enter, often within one burst)."""

        def check(move: Move, state: AnyGame) -> None:
            self.moves += 1
            self.phases[state.phase.name] += 1  # every phase a move reached, not only those a burst ended in
            match = app.match
            if match is not None and match.state is state:
                self.coins_hold(app)

        app.match_listeners.append(check)

    def send(self, app: CeeloApp) -> None:
        """Post one random key, or a click on a random cell."""
        rng = self.rng
        if rng.random() < 0.2 and type(app.screen).__name__ not in CLOSE_KEYS:
            x, y = rng.randrange(SIZE[0]), rng.randrange(SIZE[1])
            app.post_message(mouse(events.MouseDown, x, y))
            app.post_message(mouse(events.MouseUp, x, y))
        else:
            app.post_message(key_event(self.next_key(app)))
        self.events += 1

    async def session(self, budget: int) -> None:
        """One app, until ``budget`` events have been sent or the app is quit."""
        rng = self.rng
        app = CeeloApp(animate=False, seed=rng.randrange(2**32), coins=5,
                       names=rng.choice([None, ["Ann", "Bo"], ["Ann", "Bo", "Cy"]]))
        self.watch_match(app)
        quits: list[object] = []
        app.exit = lambda *args, **kwargs: quits.append(args)  # type: ignore[method-assign]
        seen_match = None
        sent = 0
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for step in range(budget):
                if sent >= budget:
                    break
                was_quit = isinstance(app.screen, QuitScreen)
                for _ in range(min(BURST, budget - sent)):  # a burst, as fast fingers type
                    self.send(app)
                    sent += 1
                await handled(app)
                if step % RENDER_EVERY == 0:
                    await pilot.pause(0)  # and draw the screen
                if quits:
                    self.quits += 1
                    break
                self.screens[type(app.screen).__name__] += 1
                if app.shown is not None:
                    self.phases[app.shown.phase.name] += 1
                if was_quit and not isinstance(app.screen, QuitScreen):
                    self.quit_dialogs_cancelled += 1
                if app.match is not None and app.match is not seen_match:
                    seen_match = app.match
                    self.matches += 1
                self.coins_hold(app)
            await pilot.pause()  # every event handled before the app closes
            self.coins_hold(app)
        assert app._exception is None


def seen(monkey: Monkey) -> set[str]:
    """Everything a session saw, in the words of ``EVERYTHING``."""
    found = set(monkey.screens) | set(monkey.phases)
    if monkey.quit_dialogs_cancelled:
        found.add("quit cancelled")
    if monkey.matches >= 2:
        found.add("a new game")
    return found


@pytest.mark.slow
@pytest.mark.parametrize("session", range(SESSIONS))
async def test_a_monkey_session_finds_no_crash_and_no_lost_coin(session: int, request: pytest.FixtureRequest) -> None:
    monkey = Monkey(SEED + session)
    while monkey.events < EVENTS:
        await monkey.session(EVENTS - monkey.events)
    assert monkey.events == EVENTS
    # A session may spend its events without starting a game (its walk is random); the sessions
    # together must make a hundred moves and see everything (monkey_tally checks the sum).
    record(request.config, session, seen(monkey), monkey.moves)


def test_eight_sessions_press_at_least_5200_keys_and_clicks() -> None:
    assert SESSIONS * EVENTS >= 5_200
