"""Drives the fuzz over combinations of features (``test_combination_fuzz.py``).

A case is planned from its seed alone (:func:`plan`): a game (banking or winner take all), house
rules drawn from every switch (``rule_draws``), real dice or virtual, seats played by people at
the keyboard and by computers, names drawn partly from :data:`HOSTILE_NAMES`, a terminal size,
and whether the table is hosted (``ceelo_tui/net``) and joined by a screen, or played at one
keyboard. :class:`KeyFuzz` then plays it by keys only, choosing among the moves the table's
model (``presenters/table_view.py``) offers, and at random moments opens every screen and
dialog (help, the history and each of its tabs, the quit dialog, the command palette, the
loose-roll dialog, the take-a-seat dialog, game over, play again, a new setup and the saved
games) or resizes the terminal, then goes on playing.

After every step :meth:`KeyFuzz.check` asserts: the app still runs and holds no exception; the
coins at the table add up to what was brought to it (each seat's starting coins and each
buy-back's); no balance below 0; at a hosted table, the joined screen's game, and each screen's
state after each accepted move, are the host's. A listener checks the coins after every
accepted move as well. :class:`Coverage` keeps count of what a case saw.
"""

from __future__ import annotations

import asyncio
import random
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rule_draws import random_rules
from said import told
from table_net_driver import WAIT, Recorder, caught_up, join, open_table, style_move
from textual.binding import Binding
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.chinchiro import most_paid
from ceelo_tui.engine.cpu_styles import is_computer
from ceelo_tui.engine.game import MAX_NAME
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import HouseRules, players_problem
from ceelo_tui.net.table_client import TableClient
from ceelo_tui.net.table_server import TableServer
from ceelo_tui.presenters.table_view import AMOUNT_MOVES
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen

SIZES = ((80, 24), (120, 36), (160, 50))
"""The terminal sizes a case starts at and resizes between."""

HOSTILE_NAMES = (
    "[/x]",
    "[@click=quit]Q",
    "[b]x",
    "[red]Ann[/red]",
    "\\[b] Bo",
    "$x ${y} %s {0}",
    "王小明李大龍張三李四趙錢孫李周吳",
    "🎲Dice🐉Dragon🀄",
    "Maximilian Xavie",
    "W" * MAX_NAME,
)
"""Names a player may type that a screen must draw as text: markup tags (a closing tag with no
opening one, a click action, a style), markup escapes and format strings, wide CJK (at the
length limit, twice as wide on screen), emoji, and names at the length limit. Each is printable
and holds no format character (names with those are refused)."""

SCREEN_NAMES = (*HOSTILE_NAMES, "[@click=app.quit]", "[link=x]screen[/link] " + "y" * 10, "界" * 32)
"""A screen's name at a hosted table (up to 32 characters): the hostile names and longer ones."""

PLAIN_NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")

STYLES = ("cautious", "bold")
"""Computer styles a seat is drawn with."""

STEP_WAIT = 0.01
"""Seconds of each pause while the table waits for a computer or another screen."""


def hostile_names_are_typeable() -> bool:
    """Every hostile name fits the name rules: 1-16 printable characters, none of them a format
    character (Cf), so the engine seats it."""
    return all(0 < len(name) <= MAX_NAME and name.isprintable()
               and not any(unicodedata.category(char) == "Cf" for char in name) for name in HOSTILE_NAMES)


@dataclass(frozen=True)
class Plan:
    """One case, decided by its seed."""

    seed: int
    rules: HouseRules
    names: tuple[str, ...]
    styles: tuple[str | None, ...]
    """Each seat's computer style (None: a person)."""
    coins: int
    first_banker: int | None
    size: tuple[int, int]
    hosted: bool
    mine: tuple[int, ...] = ()
    """At a hosted table, the seats the joined app claims (the rest of the people's seats are
    another screen's)."""
    open_seat: int | None = None
    """At a hosted table, a seat nobody claims at first: the joined app takes it with ``t``."""
    contest: bool = False
    """At a hosted table, the joined app also claims a seat the other screen holds (refused,
    the refusal naming the screen that holds it)."""
    steps: int = 0


def plan(seed: int, *, hosted: bool, steps: int, mode: str = "") -> Plan:
    """The case of ``seed``: rules from every switch, 2-5 seats, hostile names, a size; the game
    ``mode`` (default: the banking game or winner take all, drawn)."""
    rng = random.Random(seed)
    mode = mode or rng.choice(["bank", "pot"])
    rules = random_rules(rng, mode)
    players = rng.randint(2, 5)
    if players_problem(rules, players):  # a switch only some table sizes may play
        players = 2
    hostile = rng.sample(HOSTILE_NAMES, rng.randint(1, min(players, 3)))
    plain = [name for name in PLAIN_NAMES if name not in hostile]
    names = rng.sample(hostile + plain[: players - len(hostile)], players)
    styles: list[str | None] = [rng.choice([None, None, *STYLES]) for _ in range(players)]
    people = [seat for seat in range(players) if styles[seat] is None]
    if not people:  # someone plays by keys
        styles[0] = None
        people = [0]
    mine: tuple[int, ...] = ()
    open_seat: int | None = None
    if hosted:
        mine = tuple(sorted(rng.sample(people, rng.randint(1, len(people)))))
        if len(mine) > 1 and rng.random() < 0.5:  # one of them is taken with t once at the table
            open_seat = rng.choice(mine)
            mine = tuple(seat for seat in mine if seat != open_seat)
    coins = rng.randint(5, 8)
    if rules.chinchiro:  # enough for the least bet at the largest payout (else no bet could be made)
        coins = max(coins, most_paid(rules) * rules.min_bet)
    return Plan(seed=seed, rules=rules, names=tuple(names), styles=tuple(styles), coins=coins,
                first_banker=rng.choice([None, 0, players - 1]), size=rng.choice(SIZES), hosted=hosted,
                mine=mine, open_seat=open_seat, contest=hosted and rng.random() < 0.5, steps=steps)


@dataclass
class Coverage:
    """What cases saw: screens, moves made by key, sizes, and the count of accepted moves."""

    screens: Counter[str] = field(default_factory=Counter)
    keys: Counter[str] = field(default_factory=Counter)
    sizes: set[tuple[int, int]] = field(default_factory=set)
    moves: int = 0
    games: int = 0

    def line(self) -> str:
        return (f"screens {len(self.screens)} ({', '.join(sorted(self.screens))}); "
                f"move keys {len(self.keys)}; sizes {len(self.sizes)}; accepted moves {self.moves}; games {self.games}")


def conserved(state: AnyGame, stack: int) -> None:
    """The coins at the table add up to what was brought (buy-backs bring new coins); none below 0."""
    brought = stack * (len(state.seats) + sum(seat.bought_in for seat in state.seats))
    assert state.total_coins == brought, (state.total_coins, brought, told(state.message))
    assert all(seat.coins >= 0 for seat in state.seats), [seat.coins for seat in state.seats]
    if isinstance(state, PotState):
        assert state.round.pot >= 0


def _moved_on(server: TableServer) -> Callable[[TableClient], bool]:
    """A client's check: it holds a move more than the table holds now, or the game is over."""
    moves = len(server.match.journal.moves)
    return lambda client: client.moves > moves or server.state.is_over


def bets_stand(move: Move, state: AnyGame, last: AnyGame | None, rolled: set[int]) -> None:
    """Once dice were rolled in a round, its stakes, fades, passes and ante stand: an undo never
    brings the round back to its bets (``rolled``: the rounds of this game in which dice were
    rolled so far, kept between calls; ``last``: the state before ``move``)."""
    draw = last.round.draw if isinstance(last, PotState) else last.draw if last is not None else None
    if move.kind in ("roll", "loose") and (draw is None or draw.winner is not None):  # not a roll-off's roll
        rolled.add(state.round.number)
    if move.kind == "undo" and state.round.number in rolled:
        assert not state.legal_moves() & AMOUNT_MOVES, (
            f"ctrl+z after the dice were rolled in round {state.round.number} took back a bet: {told(state.message)}")


def asked_once(move: Move, state: AnyGame, last: AnyGame | None, declined: set[int]) -> None:
    """A broke player who declined a buy-back is not offered one again that game, unless the
    decline itself was taken back (``declined``: the seats that declined so far, kept between
    calls)."""
    if move.kind == "decline" and last is not None and last.offers:
        declined.add(last.offers[0])
    if move.kind == "undo":  # ctrl+z may take a decline back: that player is asked again
        declined.difference_update(state.offers)
    again = declined & set(state.offers)
    assert not again, f"{', '.join(state.name(seat) for seat in sorted(again))} declined a buy-back and is asked again"


def keys_for(action: str) -> list[str]:
    """The keys the table screen binds to ``action`` (a move of the table's model), as its key
    bar and help name them: the fuzz presses what a player reads there."""
    keys = [key.strip() for binding in TableScreen.BINDINGS if isinstance(binding, Binding)
            and binding.action.split("(")[0] == action for key in binding.key.split(",")]
    assert keys, f"no key of the table does {action}"
    return keys


class KeyFuzz:
    """Plays one case by keys, opening screens and dialogs at random moments."""

    def __init__(self, case: Plan, app: CeeloApp, pilot: Pilot[None], coverage: Coverage,
                 server: TableServer | None = None, other: TableClient | None = None,
                 recorder: Recorder | None = None, mine: TableClient | None = None) -> None:
        self.case = case
        self.app = app
        self.pilot = pilot
        self.rng = random.Random(case.seed * 7 + 1)
        self.coverage = coverage
        self.server = server
        self.other = other
        self.recorder = recorder
        self.mine = mine
        """The joined screen's own link to the table (at a hosted table)."""
        self.done = False
        """True once the case can go no further (a hosted game over, a setup that will not start)."""

    # ------------------------------------------------------------------ checks
    def watch(self) -> None:
        """Check the coins after every accepted move of every match the app plays (at a hosted
        table, of the host's match)."""

        rolled: dict[int, set[int]] = {}  # by game: the rounds in which dice were rolled
        last: dict[int, AnyGame] = {}  # by game: its state before the move heard
        declined: dict[int, set[int]] = {}  # by game: the seats that declined a buy-back

        def heard(move: Move, state: AnyGame) -> None:
            self.coverage.moves += 1
            conserved(state, self.case.coins)
            game = id(self.server.match if self.server is not None else self.app.match)
            bets_stand(move, state, last.get(game), rolled.setdefault(game, set()))
            asked_once(move, state, last.get(game), declined.setdefault(game, set()))
            last[game] = state

        if self.server is not None:
            self.server.match.listeners.append(heard)
        else:
            self.app.match_listeners.append(heard)  # every match started from now on
            if self.app.match is not None:  # and the one the app opened with
                self.app.match.listeners.append(heard)

    def check(self) -> None:
        """Nothing raised, coins conserved, and a joined screen agrees with its host."""
        app = self.app
        assert app._exception is None, repr(app._exception)
        assert app.is_running, "the app ended"
        self.coverage.screens[type(app.screen).__name__] += 1
        self.coverage.sizes.add((app.size.width, app.size.height))
        if app.match is not None:
            conserved(app.match.state, app.match.journal.setup.coins)
        if self.recorder is not None:
            assert self.recorder.differences() == []

    async def agreed(self) -> None:
        """At a hosted table: wait until the joined screen holds every move the host accepted,
        then its game must be the host's."""
        server, table = self.server, self.mine
        if server is None or table is None:
            return
        moves = len(server.match.journal.moves)
        await table.wait_for(lambda c: c.moves >= moves, WAIT)
        assert table.match is not None and table.match.journal.moves == server.match.journal.moves
        assert table.state == server.state
        await self._until(lambda: self.app.match is not None and len(self.app.match.journal.moves) == moves)
        assert self.app.match is not None and self.app.match.state == server.state

    # ------------------------------------------------------------------ waiting
    async def _until(self, condition: object, limit: float = WAIT) -> bool:
        """Let the app run until ``condition()`` holds (False if it never did within ``limit``)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        while loop.time() < deadline:
            if condition():  # type: ignore[operator]
                return True
            await self.pilot.pause(STEP_WAIT)
        return bool(condition())  # type: ignore[operator]

    def _waiting_for_others(self) -> bool:
        """True while the table waits for a computer (or, hosted, the house) or the dice."""
        app = self.app
        if app.match is None or not isinstance(app.screen, TableScreen):
            return False
        if app.dice_in_flight is not None:
            return True
        state = app.match.state
        if state.is_over:
            return False
        actor = state.actor
        if self.server is None:
            return actor is not None and actor not in app.controller.here()
        return actor is not None and is_computer(self.server.state, actor)

    async def settle(self) -> None:
        """Let the computers (and, hosted, the other screen) move until a key here is wanted."""
        for _ in range(400):
            if self.server is not None:
                await self._other_moves()
                await self.agreed()
            if not self._waiting_for_others():
                return
            before = len(self.app.match.journal.moves) if self.app.match else -1
            await self._until(lambda before=before: not self._waiting_for_others()
                              or (self.app.match is not None and len(self.app.match.journal.moves) != before), 10.0)
            self.check()
        raise AssertionError("the computers never let a person move")

    async def _other_moves(self) -> None:
        """At a hosted table, the other screen plays its seats' moves (and starts the next
        round when this screen holds no seat), as a player of a computer style would."""
        server, other = self.server, self.other
        assert server is not None and other is not None
        for _ in range(200):
            state = server.state
            if state.is_over:
                return
            actor = state.actor
            mine = self.mine.my_seats if self.mine is not None else ()
            if actor is not None and is_computer(state, actor):
                await other.wait_for(_moved_on(server), WAIT)  # the house plays it
                continue
            if actor is None and mine:
                return
            if actor is not None and actor not in other.my_seats:
                return
            await caught_up([other], len(server.match.journal.moves))
            answer = await other.send_move(style_move(other.state, actor, self.rng))
            assert answer.accepted, answer.reason

    # ------------------------------------------------------------------ steps
    async def step(self) -> None:
        """One step: a move by keys, or a screen or dialog opened (and closed), or a resize."""
        screen = self.app.screen
        if isinstance(screen, GameOverScreen):
            await self.game_over()
        elif isinstance(screen, SetupScreen):
            await self.setup()
        elif isinstance(screen, TableScreen):
            if self.rng.random() < 0.3:
                await self.excursion()
            else:
                await self.move()
        else:  # a screen left open by a step: close it
            await self.press("escape")
        await self.settle()
        self.check()

    async def press(self, *keys: str) -> None:
        await self.pilot.press(*keys)
        self.check()

    async def move(self) -> None:
        """A legal move by its keys, chosen among those the table's model offers now."""
        screen = self.app.screen
        assert isinstance(screen, TableScreen)
        view = screen.view
        if view is None or self.app.dice_in_flight is not None:
            await self.pilot.pause(STEP_WAIT)
            return
        offered = sorted(view.keys - {"undo_unseen"})
        if not offered:
            return
        weights = [0.15 if key == "undo" else 1.0 for key in offered]
        key = self.rng.choices(offered, weights)[0]
        self.coverage.keys[key] += 1
        low, high = view.panel.limits
        rng = self.rng
        if key in ("stake", "fade", "ante", "bet", "step"):
            amount = rng.choice([low, high, rng.randint(low, max(low, high)), high + 1, "x"])
            typed = [*str(amount)] if key != "step" else [rng.choice(keys_for("step"))]
            await self.press("ctrl+u", *typed, *keys_for(view.panel.kind)[:1])
        elif key in ("all_in", "max", "stand"):  # fills the field in; the amount's own key puts it up
            await self.press(rng.choice(keys_for(key)), *keys_for(view.panel.kind)[:1])
        elif key in ("pass_bank", "pass_fade"):  # chooses the pass; Enter makes it
            await self.press(rng.choice(keys_for(key)), *keys_for("take_pass")[:1])
        elif key == "faces":
            dice = [str(rng.randint(1, 6)) for _ in range(view.dice)]  # one die in a one-die roll-off
            faces = rng.choice(["".join(dice), "".join(dice), ",".join(dice), "7", "12"])
            await self.press("ctrl+u", *faces, rng.choice(keys_for("faces")))
            if rng.random() < 0.3:  # a mistyped roll corrected, and ctrl+z pressed once too often
                await self.press(*keys_for("undo")[:1] * rng.randint(1, 3))
        elif key == "loose":
            await self.press(rng.choice(keys_for("loose")))
            await self.press(rng.choice(["y", "n", "escape"]))
        else:  # one key makes the move: roll, next round, buy back, decline, standings, undo
            await self.press(rng.choice(keys_for(key)))

    async def excursion(self) -> None:
        """Open a screen or dialog over the table, look at it, close it; or resize."""
        rng = self.rng
        what = rng.choice(["help", "history", "quit", "palette", "resize", "pause"])
        if what == "help":
            await self.press(rng.choice(["f1", "question_mark"]))
            await self.press(rng.choice(["pagedown", "end", "down"]))
            await self.press(rng.choice(["escape", "f1", "question_mark", "q"]))
        elif what == "history":
            await self.history()
        elif what == "quit" and self.app.game_in_progress:
            await self.press(rng.choice(["q", "ctrl+q"]))
            await self.press(rng.choice(["n", "escape"]))
        elif what == "palette":
            await self.press("ctrl+p")
            await self.press("escape")
        elif what == "resize":
            await self.resize()
        elif what == "pause" and self.app.cpu.key_available("pause_computers"):
            await self.press("w")
            await self.press("w")

    async def take_seat(self, seat: int) -> None:
        """Take the open seat ``seat`` in the take-a-seat dialog (t), after once leaving it
        with Escape."""
        from ceelo_tui.screens.take_seat import TakeSeatDialog

        await self.press("t")
        assert isinstance(self.app.screen, TakeSeatDialog)
        await self.press("escape")
        assert isinstance(self.app.screen, TableScreen)
        session = self.app.session
        assert session is not None
        offered = session.open_seats()  # the dialog's buttons, in order, the first focused
        await self.press("t")
        await self.press(*["down"] * offered.index(self.case.names[seat]), "enter")
        assert await self._until(lambda: seat in self.app.controller.here()), self.app.controller.here()

    async def resize(self) -> None:
        await self.pilot.resize_terminal(*self.rng.choice(SIZES))
        await self.pilot.pause()
        self.check()

    async def history(self) -> None:
        """The history, each of its tabs (the rounds; the statistics and the chart), then back."""
        await self.press("h")
        for key in self.rng.sample(["s", "r", "s", "pagedown"], 3):
            await self.press(key)
            if self.rng.random() < 0.2:
                await self.resize()
        await self.press(self.rng.choice(["escape", "h", "q"]))

    async def game_over(self) -> None:
        """The final standings: the history and help over them, then play again, or (now and
        then) a new setup, by way of the saved games."""
        rng = self.rng
        self.coverage.games += 1
        if rng.random() < 0.6:
            await self.history()
        if rng.random() < 0.4:
            await self.press("f1")
            await self.press("escape")
        if not self.app.starts_games:  # a hosted table: the host starts the next game
            self.done = True
            return
        await self.press("a" if rng.random() < 0.7 else "s")
        await self._until(lambda: not isinstance(self.app.screen, GameOverScreen), 5.0)

    async def setup(self) -> None:
        """The setup screen (after "New setup"): the saved games and a saved game's history,
        then start the table set up there."""
        await self.press("ctrl+l")
        if self.rng.random() < 0.5:
            await self.press("down", "h")
            await self.press("s", "escape")
        await self.press("escape")
        await self.press("escape")
        await self.press("ctrl+s")
        if not await self._until(lambda: isinstance(self.app.screen, TableScreen), 2.0):
            self.done = True


async def play_at_one_keyboard(case: Plan, coverage: Coverage) -> None:
    """Seat the case's table at this keyboard and play it by keys for ``case.steps`` steps."""
    match = Match.start(list(case.names), case.coins, case.seed, case.rules, first_banker=case.first_banker,
                        styles=list(case.styles))
    app = CeeloApp(match=match, seed=case.seed + 1, animate=False)
    async with app.run_test(size=case.size) as pilot:
        fuzz = KeyFuzz(case, app, pilot, coverage)
        fuzz.watch()
        await pilot.pause()
        await fuzz.settle()
        fuzz.check()
        for _ in range(case.steps):
            await fuzz.step()
            if fuzz.done:
                break
        fuzz.check()
    assert app._exception is None, repr(app._exception)


async def play_at_hosted_table(case: Plan, coverage: Coverage, keys: Path) -> None:
    """Host the case's table on 127.0.0.1; a screen joins it and claims ``case.mine`` by name,
    another screen (a plain client with a name from the hostile ones) holds the other people's
    seats; the joined screen is played by keys for ``case.steps`` steps."""
    rng = random.Random(case.seed)
    server = await open_table(list(case.names), coins=case.coins, seed=case.seed, rules=case.rules,
                              styles=list(case.styles))
    recorder = Recorder()
    recorder.watch_server(server)
    theirs = [seat for seat, style in enumerate(case.styles)
              if style is None and seat not in case.mine and seat != case.open_seat]
    other = join(server.address, rng.choice(SCREEN_NAMES), keys / "other")
    table = join(server.address, rng.choice([name for name in PLAIN_NAMES if name not in case.names] or ["me"]),
                 keys / "me")
    recorder.watch(other)
    recorder.watch(table)
    late = not case.contest and rng.random() < 0.5  # the other screen sits down once this screen is at the table
    contested = [case.names[theirs[0]]] if case.contest and theirs else []
    app = CeeloApp(animate=False, table=table, claims=[case.names[seat] for seat in case.mine] + contested)
    try:
        await other.start(WAIT)
        if not late:
            for seat in theirs:
                assert (await other.claim(case.names[seat])).accepted
        async with app.run_test(size=case.size) as pilot:
            fuzz = KeyFuzz(case, app, pilot, coverage, server=server, other=other, recorder=recorder, mine=table)
            fuzz.watch()
            assert await fuzz._until(lambda: isinstance(app.screen, TableScreen)
                                     and set(app.controller.here()) == set(case.mine)), app.table_notice
            if late:
                for seat in theirs:
                    assert (await other.claim(case.names[seat])).accepted
            if case.open_seat is not None:
                await fuzz.take_seat(case.open_seat)
            await fuzz.settle()
            fuzz.check()
            for _ in range(case.steps):
                await fuzz.step()
                if fuzz.done:
                    break
            await fuzz.agreed()
            fuzz.check()
        assert app._exception is None, repr(app._exception)
    finally:
        await other.close()
        await server.stop()
