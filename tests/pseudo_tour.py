"""A tour of every screen under the pseudo-locale, run as its own process by
``test_pseudo_locale.py``: ``python tests/pseudo_tour.py CASE WIDTH HEIGHT``.

The catalog is chosen as ``ceelo_tui.presenters.catalog`` is first imported, so the tour runs in
a process started with ``CEELO_TUI_LANG=pseudo``. Each case drives the app by keys (Textual's
pilot) through some screens and their states, and at each stop reads the whole screen as the
player sees it (``App.export_screenshot``, Textual's public screenshot, parsed back to lines).
Every run of plain ASCII letters on a line is a word that did not come from the catalog, unless
it is one of the few allowed below. The tour prints its findings as JSON lines, one a word:
``{"stop": ..., "word": ..., "line": ...}``.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sys
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from textual.binding import Binding  # noqa: E402
from textual.pilot import Pilot  # noqa: E402

from ceelo_tui.app import CeeloApp  # noqa: E402
from ceelo_tui.engine.cpu_styles import PROFILES  # noqa: E402
from ceelo_tui.engine.dice import Dice  # noqa: E402
from ceelo_tui.engine.rules import CHINCHIRO, PRESETS, SWITCHES, HouseRules  # noqa: E402
from ceelo_tui.net.table_server import TableServer  # noqa: E402

from table_driver import make_app, screen_lines, scripted_match, wait_until  # noqa: E402
from textual_test_speed import share_parsed_style_sheets, shorter_idle_windows  # noqa: E402

NAMES = ["Ann", "Bo", "Cy"]
"""The players' names the tour seats: typed by the test, so shown as they were."""

SCREEN_NAME = "Di"
"""The name of the tour's screen at a hosted table, typed by the test."""

TALK = "Hiya"
"""The line the tour says to a hosted table: a person's words, shown as they were typed."""

SERVERS: list[object] = []
"""The table the hosted case plays at, for the case to close."""

PLAIN_WORD = re.compile(r"[A-Za-z]+")

ADDRESS = re.compile(r"\b[a-z]+://\S+|\b\d{8}-\d{6}-[0-9a-f]+\b")
"""An address on a screen (``ws://127.0.0.1:8765/table``) or a saved game's id
(``20261127-191211-ca2f``, its end random hex): data, as a name is, not words."""


def key_words(app: CeeloApp) -> set[str]:
    """The words of the keys as Textual shows them (its key display: "esc", "enter", "tab",
    "F1", a letter key): names of keys, not sentences, drawn by Textual's ``get_key_display``."""
    words = {"esc", "enter", "tab", "space", "ctrl", "shift", "up", "down", "home", "end", "pgup", "pgdn",
             "Space", "Enter"}  # the table's roll and play keys, named on their buttons
    words |= {f"F{n}" for n in range(1, 13)}
    for node in [app, *app.screen_stack]:
        for binding in Binding.make_bindings(getattr(node, "BINDINGS", ())):
            words.update(PLAIN_WORD.findall(app.get_key_display(binding)))
    return words


def textual_words(app: CeeloApp) -> set[str]:
    """Textual's own words: the command palette's commands (Textual's system commands, its
    "Search for commands…" placeholder, its "palette" key), and the themes' names it lists."""
    words = {"Search", "for", "commands", "palette"}
    for command in app.get_system_commands(app.screen):
        words.update(PLAIN_WORD.findall(f"{command.title} {command.help}"))
    for name in app.available_themes:
        words.update(PLAIN_WORD.findall(name))
    return words


def given_names() -> set[str]:
    """The presets' and the computer styles' names: names a player types on the command line
    (``--preset "Street payouts"``, ``--cpu Bo=cautious``) and the game shows as it takes them,
    the same in every language, as a player's name is."""
    names = [preset.name for preset in PRESETS] + list(PROFILES)
    return {word for name in names for word in PLAIN_WORD.findall(name)}


def switch_words() -> set[str]:
    """The house rules' switches and their values by their command-line names
    (``--rule acey_out=off``), as the rules panel lists them: names a player types on the
    command line, the same in every language."""
    return {word for name, values in SWITCHES.items() for text in (name, *values) for word in PLAIN_WORD.findall(text)}


@dataclass
class Tour:
    """The app, its pilot and what the stops found."""

    app: CeeloApp
    pilot: Pilot[None]
    allowed: set[str] = field(default_factory=set)
    found: list[dict[str, str]] = field(default_factory=list)

    async def stop(self, name: str) -> None:
        """Read the screen: each plain word on it that is not allowed is a finding."""
        await self.pilot.pause()
        allowed = self.allowed | key_words(self.app) | given_names()
        if type(self.app.screen).__name__ in ("CommandPalette", "SafeCommandPalette"):
            allowed |= textual_words(self.app)
        if self.app.screen.query("RulesPanel") or type(self.app.screen).__name__ == "HelpScreen":
            allowed |= switch_words()  # the rules panel's switches, and the help's table of them
        for line in screen_lines(self.app):
            for word in PLAIN_WORD.findall(ADDRESS.sub("", line)):
                # One letter is a key's name as the key bar and the buttons show it ("a", "^z"):
                # a sentence that skipped the catalog shows in its longer words anyway.
                if len(word) > 1 and word not in allowed:
                    self.found.append({"stop": f"{name} ({type(self.app.screen).__name__})",
                                       "word": word, "line": line.strip()})

    async def press(self, *keys: str) -> None:
        await self.pilot.press(*keys)
        await self.pilot.pause()


Case = Callable[[Tour], Awaitable[None]]
Opening = Callable[[str, Path], AbstractAsyncContextManager[CeeloApp]]
"""How a case's app opens: (the case's name, a folder of its own) -> the app, ready to run."""


@asynccontextmanager
async def at_one_keyboard(name: str, _folder: Path) -> AsyncIterator[CeeloApp]:
    """The app of :func:`app_for`, at one keyboard."""
    yield app_for(name)


CASES: dict[str, tuple[Case, Opening]] = {}


def case(opening: Opening = at_one_keyboard) -> Callable[[Case], Case]:
    """Register a case, opening its app with ``opening``."""
    def register(function: Case) -> Case:
        CASES[function.__name__] = (function, opening)
        return function
    return register


@case()
async def setup(tour: Tour) -> None:
    """The setup screen, its seat editor and its errors, the quit dialog, the command palette
    and its theme picker."""
    await tour.stop("setup")
    await tour.press("ctrl+n", "ctrl+t")
    await tour.stop("setup: a seat added, a computer")
    await tour.press("ctrl+shift+a", "backspace")
    await tour.stop("setup: a name left empty")
    await tour.pilot.click("#coins")
    await tour.press("ctrl+shift+a", *"1e3")
    await tour.stop("setup: starting coins refused")
    await tour.press("ctrl+p")
    await tour.pilot.pause(0.3)
    await tour.stop("command palette")
    await tour.press(*"theme")
    await tour.pilot.pause(0.3)
    await tour.stop("command palette: theme")
    await tour.press("escape", "ctrl+q")
    await tour.stop("quit")
    await tour.press("n")


@case()
async def rules(tour: Tour) -> None:
    """The setup screen's rules panel with each preset."""
    from textual.widgets import Select

    await tour.press("f2")
    for preset in PRESETS:
        tour.app.screen.query_one("#preset", Select).value = preset.name
        await tour.stop(f"setup: rules, {preset.name}")


@case()
async def help_page(tour: Tour) -> None:
    """The help, page by page to its end, for each kind of game."""
    from textual.widgets import Select

    for preset in ("Classic", "Chinchiro", "Winner take all"):
        await tour.press("f2")
        tour.app.screen.query_one("#preset", Select).value = preset
        await tour.press("f2", "f1")
        scroll = tour.app.screen.query_one("#help-scroll")
        for page in range(200):
            await tour.stop(f"help ({preset}), page {page + 1}")
            if scroll.scroll_y >= scroll.max_scroll_y:
                break
            await tour.press("pagedown")
        await tour.press("escape")


@case()
async def too_small(tour: Tour) -> None:
    """The too-small notice, at a few sizes."""
    for size in ((60, 20), (30, 8)):
        await tour.pilot.resize_terminal(*size)
        await tour.stop(f"too small {size}")


async def play_through(tour: Tour, stops: int = 400) -> None:
    """Play the table by keys, stopping at each new phase: Enter puts up the least amount,
    Space rolls, Enter goes on; dialogs on the way (a loose roll, the history) are read too."""
    from ceelo_tui.screens.game_over import GameOverScreen
    from ceelo_tui.screens.table import TableScreen

    seen: set[str] = set()
    for _ in range(stops):
        screen = tour.app.screen
        if isinstance(screen, GameOverScreen):
            await tour.stop("game over")
            await tour.press("h")
            await tour.stop("history at game over")
            await tour.press("s")
            await tour.stop("history at game over: statistics")
            await tour.press("escape")
            return
        if not isinstance(screen, TableScreen) or screen.view is None:
            await tour.press("escape")
            continue
        view = screen.view
        phase = f"{view.panel.panel} {sorted(view.keys)}"
        if phase not in seen:
            seen.add(phase)
            await tour.stop(f"table: {phase}")
        keys = view.keys
        if "faces" in keys:
            if "loose" in keys and "loose" not in seen:
                seen.add("loose")
                await tour.press("l")
                await tour.stop("loose roll")
                await tour.press("n")
            await tour.press("ctrl+u", *"456", "enter")
        elif "roll" in keys:
            await tour.press("space")
            if tour.app.dice_in_flight is not None:
                if "dice in the air" not in seen:
                    seen.add("dice in the air")
                    await tour.stop("table: the dice in the air")
                await tour.press("space")  # any key lands the dice in motion, and does nothing else
            await wait_until(tour.pilot, lambda: tour.app.dice_in_flight is None)
        elif "buy_back" in keys and "decline" in keys:
            if "buy back" not in seen:
                seen.add("buy back")
                await tour.press("d")
                await tour.stop("decline dialog")
                await tour.press("n", "b")
            else:  # once bought back, a player out again declines: on to the standings
                await tour.press("d", "y")
        elif keys & {"stake", "fade", "ante", "bet"}:
            most = next((key for key in ("all_in", "max") if key in keys), None)
            if most is not None and "amount refused" in seen:
                await tour.press({"all_in": "a", "max": "m"}[most], "enter")
            else:  # an amount out of range first, refused with the keys that work for it
                seen.add("amount refused")
                await tour.press("ctrl+u", *"999", "enter")
                await tour.stop("table: an amount refused")
        elif "next_round" in keys or "standings" in keys:
            if "history" not in seen:
                seen.add("history")
                await tour.press("h")
                await tour.stop("history")
                await tour.press("s")
                await tour.stop("history: statistics")
                await tour.press("escape")
            await tour.press("enter")
        else:  # a computer's move, or the house's: it comes by itself
            await tour.pilot.pause(0.1)


async def seated(tour: Tour) -> None:
    """Start the table from the setup screen."""
    await tour.press("ctrl+s")
    await tour.pilot.pause()


@case()
async def banking(tour: Tour) -> None:
    """The banking game, every phase, to the standings."""
    await tour.press("ctrl+q")
    await tour.stop("quit during a game")
    await tour.press("n")
    await play_through(tour)


@case()
async def real_dice(tour: Tour) -> None:
    """The banking game with the table's own dice: faces typed, a loose roll asked."""
    await play_through(tour)


@case()
async def computers(tour: Tour) -> None:
    """A table with computer seats: their keys (pause, resume, hurry) and what they say."""
    await tour.press("w")
    await tour.stop("computers paused")
    await tour.press("w", "f")
    await tour.stop("computers hurried")
    await play_through(tour)


@case()
async def pot(tour: Tour) -> None:
    """Winner take all, every phase, to the standings."""
    await play_through(tour)


@case()
async def chinchiro(tour: Tour) -> None:
    """Chinchiro, every phase, to the standings."""
    await play_through(tour)


@asynccontextmanager
async def with_saved_games(name: str, _folder: Path) -> AsyncIterator[CeeloApp]:
    """The app at the setup screen with three saved games: one finished, one in play, and one
    damaged after its first moves."""
    from table_net_driver import style_move

    from ceelo_tui.engine.match import Match
    from ceelo_tui.saves.store import GameStore

    store = GameStore()
    rng = random.Random(3)
    for moves, damaged in ((10_000, False), (4, False), (3, True)):
        match = Match.start(NAMES, 5, seed=moves)
        saved = store.create(match, at_once=True)
        for _ in range(moves):
            if match.state.is_over:
                break
            match.play(style_move(match.state, match.state.actor, rng))
        saved.release()
        if damaged:
            with open(saved.path, "ab") as file:
                file.write(b"not a move\n")
    yield make_app(seed=4)


@asynccontextmanager
async def at_a_hosted_table(name: str, folder: Path) -> AsyncIterator[CeeloApp]:
    """A screen joining a table hosted here (``ceelo_tui.net``), to watch; or, for the case
    ``joining``, a table that is not there."""
    from table_net_driver import free_port, join, open_table

    if name == "joining":
        address = f"ws://127.0.0.1:{free_port()}/table?token={'t' * 32}"
        yield CeeloApp(animate=False, table=join(address, SCREEN_NAME, folder / "me"))
        return
    server = await open_table(NAMES, coins=5, seed=4)
    SERVERS.append(server)
    try:
        yield CeeloApp(animate=False, table=join(server.address, SCREEN_NAME, folder / "me"))
    finally:
        if server.port:
            await server.stop()


@case(with_saved_games)
async def saved(tour: Tour) -> None:
    """The saved games: the offer on the setup screen, the list, a finished game's history,
    a damaged game's notice; then the game in play, continued."""
    await tour.pilot.pause(0.3)
    await tour.stop("setup with saved games")
    await tour.press("ctrl+l")
    await tour.stop("saved games")
    await tour.press("h")
    await tour.stop("a saved game's history")
    await tour.press("escape", "escape")
    await tour.press("ctrl+o")
    await tour.pilot.pause(0.3)
    await tour.stop("a saved game continued")


@case(at_one_keyboard)
async def no_saved_games(tour: Tour) -> None:
    """The saved games' list with none in it."""
    from ceelo_tui.screens.saved_game_keys import show_saved_games

    show_saved_games(tour.app)
    await tour.stop("saved games, none")


@case(at_a_hosted_table)
async def joining(tour: Tour) -> None:
    """Joining a table that does not answer."""
    from table_net_driver import WAIT

    await wait_until(tour.pilot, lambda: "3" in tour.app.table_notice, WAIT)
    await tour.stop("joining")


@case(at_a_hosted_table)
async def hosted(tour: Tour) -> None:
    """A screen at a hosted table: watching, taking a seat, talk, the connection lost."""
    from table_net_driver import WAIT

    from ceelo_tui.screens.table import TableScreen

    await wait_until(tour.pilot, lambda: isinstance(tour.app.screen, TableScreen) and tour.app.screen.view is not None,
                     WAIT)
    await tour.stop("watching a hosted table")
    await tour.press("t")
    await tour.stop("take a seat")
    await tour.press("enter")
    await wait_until(tour.pilot, lambda: bool(tour.app.controller.here()), WAIT)
    await tour.stop("a seat taken")
    await tour.press("exclamation_mark")
    await tour.stop("talk")
    await tour.press("enter")
    await tour.stop("talk: an empty line refused")
    await tour.press(*TALK, "enter")
    await tour.pilot.pause(0.3)
    await tour.stop("talk: a line said")
    session = tour.app.session
    assert session is not None
    await tour.press("ctrl+q")
    await tour.stop("quit at a hosted table")
    await tour.press("n")
    server = SERVERS[-1]
    assert isinstance(server, TableServer)
    await server.stop()
    await wait_until(tour.pilot, lambda: bool(tour.app.table_banner), WAIT)
    await tour.stop("the table closed: the connection banner")


def app_for(name: str) -> CeeloApp:
    """The app each case starts with."""
    if name == "banking":
        rolls: list[Dice] = [(4, 5, 6), (1, 2, 3)] * 4
        return make_app(scripted_match(NAMES, 5, rolls, rules=HouseRules(buy_backs=1)))
    if name == "computers":
        from ceelo_tui.engine.match import Match

        return make_app(Match.start(NAMES, 5, seed=2, styles=[None, "bold", "cautious"], first_banker=0))
    if name == "real_dice":
        return make_app(scripted_match(NAMES, 5, [], rules=HouseRules(dice="real", loose_roll=True)))
    if name == "pot":
        pot_rules = next(p.rules for p in PRESETS if p.rules.winner_take_all)
        return make_app(scripted_match(NAMES, 5, [], rules=pot_rules.with_value("buy_backs", "1")))
    if name == "chinchiro":
        return make_app(scripted_match(NAMES, 5, [], rules=CHINCHIRO.with_value("buy_backs", "1")))
    return make_app(seed=4)


def findings(name: str, width: int, height: int) -> list[dict[str, str]]:
    """Run the case ``name`` at ``width`` x ``height``; what it found."""
    body, opening = CASES[name]
    found: list[dict[str, str]] = []
    share_parsed_style_sheets()  # as in the tests' own processes (tests/conftest.py)
    shorter_idle_windows()

    async def run() -> None:
        with tempfile.TemporaryDirectory() as folder:
            async with opening(name, Path(folder)) as app, app.run_test(size=(width, height)) as pilot:
                await pilot.pause()
                # The players' and the screen's names and the line of talk the test typed; the
                # saved games' folder (the system's name for it, shown as it is).
                typed = {*NAMES, SCREEN_NAME, TALK, *PLAIN_WORD.findall(str(app.autosave.store.folder))}
                tour = Tour(app, pilot, allowed=typed)
                await body(tour)
                found.extend(tour.found)

    asyncio.run(run())
    return found


async def browser_page() -> str:
    """The page ``ceelo-tui serve`` gives a browser (its HTML), fetched from a server here."""
    from aiohttp.test_utils import TestClient, TestServer
    from table_net_driver import free_port

    from ceelo_tui.web.server import GameServer

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = GameServer("true", host="127.0.0.1", port=port, public_url=base, token="t" * 32, announce=False)
    async with TestClient(TestServer(await server._make_app(), host="127.0.0.1", port=port)) as client:
        reply = await client.get("/", headers={"Host": f"127.0.0.1:{port}"})
        assert reply.status == 200, reply.status
        page: str = await reply.text()
        return page


if __name__ == "__main__":
    if sys.argv[1] == "--page":
        print(asyncio.run(browser_page()))
        sys.exit()
    for finding in findings(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])):
        print(json.dumps(finding, ensure_ascii=False))
