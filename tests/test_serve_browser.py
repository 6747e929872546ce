"""``ceelo-tui serve`` in a real browser: a headless Chromium plays a seeded round by keys.

The server runs as a subprocess on a free port of 127.0.0.1, the page is opened in Debian's
``chromium`` (see :mod:`browser_driver` for how the terminal's text is read), and the
coins the page shows after the round are checked against the engine playing the same moves
from the same seed, and against the game the browser tab saved on disk. A second tab asks for
its game while its page still loads, at the size the last tab had, and plays at its own.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.saves.store import GameStore

from browser_driver import (
    CHROMIUM_PACKAGE,
    TOKEN,
    Tab,
    browser_tab,
    chromium_path,
    free_port,
    game_processes,
    headless_chromium,
    open_tab,
    served_game,
    wait_until,
)

pytestmark = pytest.mark.slow

SEED = 7
NAMES = ["Player 1", "Player 2"]
"""The names the setup screen offers."""
COINS = 10
STAKE = 5

ROLL_LINE = re.compile(r" rolls \d-\d-\d")
"""A roll in the round log ("Player 2 rolls 1-1-5: ...")."""
BALANCE_ROW = re.compile(r"^\W*\d+ (Player \d)\s+(\d+)\b")
"""A row of the balance table: seat number, name, coins."""


@pytest.fixture
def chromium() -> str:
    """Chromium's path; the test is skipped, naming the package, when it is not installed."""
    path = chromium_path()
    if path is None:
        pytest.skip(f"no Chromium on this machine: install Debian's {CHROMIUM_PACKAGE!r} package "
                    f"(apt-get install -y {CHROMIUM_PACKAGE}) to play in a real browser")
    pytest.importorskip("playwright.sync_api", reason="Playwright is part of the test extra: pip install -e '.[test]'")
    pytest.importorskip("textual_serve", reason="textual-serve is part of the test extra: pip install -e '.[test]'")
    return path


def engine_round() -> tuple[int, list[int]]:
    """The rolls the round takes and the coins after it, by the engine alone, from the same seed."""
    match = Match.start(NAMES, COINS, seed=SEED)
    state = match.play(Move("stake", seat=match.state.actor, amount=STAKE))
    state = match.play(Move("fade", seat=state.actor, amount=STAKE))
    rolls = 0
    while state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
        state = match.play(Move("roll", seat=state.actor))
        rolls += 1
    assert state.phase is Phase.SETTLED
    return rolls, [seat.coins for seat in state.seats]


def ready_to_roll(text: str, rolls: int) -> bool:
    """True once the round log shows ``rolls`` rolls and the next roll is asked for.

    Waiting for the prompt, not just for a change on the page, matters: a key pressed while
    the dice are still in the air lands them instead of rolling again.
    """
    return len(ROLL_LINE.findall(text)) == rolls and "press Space to roll" in text


def shown_coins(text: str) -> dict[str, int]:
    """The coins of each player in the balance table on the page."""
    return {found[1]: int(found[2]) for row in text.splitlines() if (found := BALANCE_ROW.match(row))}


def test_a_seeded_round_played_in_chromium(chromium: str, tmp_path: Path, saved_games_folder: Path) -> None:
    rolls, expected = engine_round()
    assert expected != [COINS, COINS], "the seed should give a round that moves coins"
    env = dict(os.environ, CEELO_TUI_DATA=str(saved_games_folder))
    served = served_game(["--seed", str(SEED), "--no-animation"], env, tmp_path / "server.log")
    with served as server, browser_tab(server.url) as tab:
        tab.wait_for("Start (ctrl+s)")  # the setup screen
        assert shown_coins(tab.text()) == {}
        # the page asked nothing of any host but the server (no web font, no ping), and the
        # token left the address bar
        fetched = tab.page.evaluate("performance.getEntriesByType('resource').map(entry => entry.name)")
        assert fetched and all(url.startswith(server.base + "/") for url in fetched), fetched
        assert tab.page.url == server.base + "/"
        tab.press("Control+s")
        tab.wait_for("put up a stake")
        tab.press(str(STAKE), "Enter")
        tab.wait_for(f"{NAMES[0]}: fade")
        tab.press(str(STAKE), "Enter")
        tab.wait_for("press Space to roll")
        for done in range(1, rolls):
            tab.press(" ")
            wait_until(lambda: ready_to_roll(tab.text(), done), 20, f"roll {done} to land")  # noqa: B023
        tab.press(" ")
        tab.wait_for("Next round")
        tab.press("n")
        text = tab.wait_for("Round 2")
        tab.page.screenshot(path=str(tmp_path / "browser.png"))
        assert shown_coins(text) == dict(zip(NAMES, expected)), text

        tab.page.set_viewport_size({"width": 600, "height": 380})  # a tab under 80x24
        small = tab.wait_for("Make the window at least 80x24 to play.")
        columns, rows = tab.size()
        assert columns < 80 or rows < 24
        assert f"It is {columns}x{rows} now." in small  # the notice a small terminal shows
        tab.page.screenshot(path=str(tmp_path / "small.png"))
        tab.page.set_viewport_size({"width": 1100, "height": 700})
        assert shown_coins(tab.wait_for("Round 2")) == dict(zip(NAMES, expected))  # the table, as it was

        assert server.stop() == 0  # ctrl+c with a tab still open: its game ends, the server too
        tab.page.wait_for_selector("body.-closed", state="attached")  # the page says the session ended
        assert "Traceback" not in server.log.read_text()
    assert (tmp_path / "browser.png").stat().st_size > 0
    saved = GameStore().unfinished()
    assert [list(info.balances) for info in saved] == [expected]  # the tab saved its game, move by move


def test_resume_in_two_tabs_each_tab_its_own_game_and_the_lock_holds(chromium: str, tmp_path: Path,
                                                                     saved_games_folder: Path) -> None:
    store = GameStore()
    for names, seed in ((["Ann", "Bo"], 1), (["Cy", "Dee"], 2)):  # older, then newer
        match = Match.start(names, 10, seed=seed, first_banker=0)
        saved = store.create(match)
        match.play(Move("stake", amount=1))  # a game is kept once a move is made
        saved.release()
        time.sleep(0.01)
    env = dict(os.environ, CEELO_TUI_DATA=str(saved_games_folder))
    served = served_game(["--resume"], env, tmp_path / "server.log")
    with served as server, headless_chromium() as browser:
        first = open_tab(browser, server.url)
        first.wait_for("Cy holds the bank")  # the latest unfinished game
        second = open_tab(browser, server.url)
        second.wait_for("Ann holds the bank")  # the latest is open in the first tab: the next one
        third = open_tab(browser, server.url)
        text = third.wait_for("The game could not start")  # none left: the tab says why, as a terminal would
        words = " ".join(text.replace("┃", " ").split())  # the message as read, less the box's sides
        assert "is open in another ceelo-tui window" in words
        third.wait_for("q Close")
        third.page.screenshot(path=str(tmp_path / "third.png"))
        third.press("Enter")
        third.page.wait_for_selector("body.-closed", state="attached")  # closed: the page offers to start again
    assert server.process.returncode == 0


@contextmanager
def another_server() -> Iterator[tuple[int, list[str]]]:
    """A tiny web server on another port of 127.0.0.1 (a thread of its own) that writes down
    everything each request brings: its address, every header (cookies included)."""
    from aiohttp import web

    seen: list[str] = []

    async def anything(request: web.Request) -> web.Response:
        seen.append(str(request.rel_url))
        seen.extend(f"{name}: {value}" for name, value in request.headers.items())
        return web.Response(text="<html><body>another server</body></html>", content_type="text/html")

    loop = asyncio.new_event_loop()
    app = web.Application()
    app.router.add_route("GET", "/{path:.*}", anything)
    runner = web.AppRunner(app)
    port = free_port()
    loop.run_until_complete(runner.setup())
    loop.run_until_complete(web.TCPSite(runner, "127.0.0.1", port).start())
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield port, seen
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.run_until_complete(runner.cleanup())
        loop.close()


def test_the_token_reaches_no_other_server_of_this_machine(chromium: str, tmp_path: Path) -> None:
    env = dict(os.environ, CEELO_TUI_DATA=str(tmp_path / "data"))
    with served_game(["--players", "Ann,Bo"], env, tmp_path / "server.log") as server, \
            another_server() as (port, seen), headless_chromium() as browser:
        tab = open_tab(browser, server.url)  # the invitation: the game starts
        tab.wait_for("put up a stake")
        assert tab.page.url == server.base + "/"  # the token left the address bar
        assert tab.page.evaluate("document.cookie") == ""  # no cookie a page script could read, none at all
        other = browser.new_page()
        other.goto(f"http://127.0.0.1:{port}/page?visit=1")
        other.evaluate(f"fetch('http://127.0.0.1:{port}/fetched', {{credentials: 'include'}})")
        wait_until(lambda: any(line.startswith("/fetched") for line in seen), 10, "the other server's second request")
        assert other.evaluate("JSON.stringify(sessionStorage) + JSON.stringify(localStorage) + document.cookie") == "{}{}"
        assert seen and not [line for line in seen if TOKEN in line or "ceelo" in line.lower()], seen
        assert browser.cookies() == []  # the browser holds no cookie for any host
        # a page without the token loads, and starts nothing
        fresh = browser.new_page()
        fresh.goto(server.base + "/")
        fresh.wait_for_selector("text=Open the address ceelo-tui host or serve printed", timeout=10_000)
        assert len(game_processes(tmp_path / "data")) == 1  # the first tab's game only


def test_a_game_that_dies_closes_its_tab_which_says_so(chromium: str, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    env = dict(os.environ, CEELO_TUI_DATA=str(folder))
    with served_game(["--players", "Ann,Bo", "--max-tables", "1"], env, tmp_path / "server.log") as server, \
            headless_chromium() as browser:
        tab = open_tab(browser, server.url)
        tab.wait_for("put up a stake")
        [game] = game_processes(folder)
        os.kill(game, signal.SIGKILL)
        tab.page.wait_for_selector("body.-closed", state="attached", timeout=15_000)
        assert tab.page.inner_text(".closed-dialog .message") == "the game ended: it was stopped (SIGKILL)."
        again = open_tab(browser, server.url)  # the one place is free again
        again.wait_for("put up a stake")


READY = "Ready: press ctrl+s"
"""The setup screen, ready for keys."""

WATCH_SOCKETS = """
window.ceeloSockets = [];
const PageWebSocket = window.WebSocket;
window.WebSocket = class extends PageWebSocket {
    constructor(url, protocols) {
        super(url, protocols);
        window.ceeloSockets.push({ url, at: performance.now() });
    }
};
window.addEventListener("load", () => { window.ceeloLoadedAt = performance.now(); });
"""
"""Run before the page's scripts: each websocket the page makes (its address, when), and when
the page had loaded."""


@contextmanager
def second_tab(chromium: str, tmp_path: Path, remembered: tuple[int, int] = (0, 0)) -> Iterator[tuple[Tab, Tab]]:
    """Two tabs, one after the other, of one browser on ``serve``'s page, each at its setup
    screen; the sizes ``remembered`` are added to the first tab's in what the browser remembers
    of it before the second opens."""
    env = {**os.environ, "CEELO_TUI_DATA": str(tmp_path / "data")}
    with served_game([], env, tmp_path / "server.log") as served, headless_chromium() as browser:
        browser.add_init_script(WATCH_SOCKETS)
        first = open_tab(browser, served.url)
        first.wait_for(READY)
        [asked] = first.page.evaluate("window.ceeloSockets")
        assert asked["at"] > first.page.evaluate("window.ceeloLoadedAt")  # no size known yet: it waits
        columns, rows = first.size()
        first.page.evaluate(f"localStorage.setItem('ceelo-size', '{columns + remembered[0]}x{rows + remembered[1]}')")
        second = open_tab(browser, served.url)
        second.wait_for(READY)
        yield first, second


def asked_early(tab: Tab, size: tuple[int, int]) -> None:
    """The tab's page opened one websocket, before it had loaded, at ``size``; its game fills
    the terminal (the key bar on its last row) and takes keys (F3, the key bar's Add)."""
    [asked] = tab.page.evaluate("window.ceeloSockets")  # the terminal took it: one game
    assert asked["at"] < tab.page.evaluate("window.ceeloLoadedAt")
    assert f"?width={size[0]}&height={size[1]}" in asked["url"]
    tab.wait_for("Player 2")
    assert "F3 Add" in tab.rows()[-1]
    tab.press("F3")
    tab.wait_for("Player 3")


def test_a_second_tab_asks_for_its_game_before_its_page_has_loaded(chromium: str, tmp_path: Path) -> None:
    with second_tab(chromium, tmp_path) as (first, second):
        assert second.size() == first.size()
        asked_early(second, first.size())


def test_a_tab_asked_at_another_size_plays_at_its_own(chromium: str, tmp_path: Path) -> None:
    """The size remembered from the last tab is a first guess: the terminal's own one is sent."""
    with second_tab(chromium, tmp_path, remembered=(30, 12)) as (first, second):
        columns, rows = first.size()
        assert second.size() == (columns, rows)
        asked_early(second, (columns + 30, rows + 12))
        assert second.page.evaluate("localStorage.getItem('ceelo-size')") == f"{columns}x{rows}"
