"""A game night on 127.0.0.1: one ``ceelo-tui host`` (its view in a terminal, serving the page)
and three screens at once, two ``ceelo-tui join`` terminals (Ann, Bo) and a Chromium tab that
took Cy's seat through the page the host serves: every screen, the tab included, says when the
table closed (ctrl+c, kill -9) and comes back with it, lists who is away (with the house's
countdown) and who watches, shows hostile talk as text, keeps its own settlement while another
starts the next round, and a seat follows its player to a new screen by the host's hand.

The terminals are windows of a tmux of the test's own (:mod:`tmux_driver`), read as a player
reads them; the tab is read from its terminal (:mod:`browser_driver`) and its page. Each test
is bounded: every wait fails after :data:`~table_net_driver.WAIT` seconds at most.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from table_net_driver import WAIT, join
from tmux_driver import Tmux, tmux

from browser_driver import Tab, chromium_path, free_port, headless_chromium, open_tab, wait_until

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(chromium_path() is None, reason="no Chromium on this machine"),
    pytest.mark.skipif(shutil.which("tmux") is None, reason="no tmux on this machine (the terminals play in it)"),
]
pytest.importorskip("playwright.sync_api", reason="Playwright is part of the test extra")
from playwright.sync_api import Error as PlaywrightError  # noqa: E402 - only once it is known to be there

TOKEN = "game-night-token-0123456789"
"""The table's token (``--token``), so the test knows both addresses without reading them."""
TERMINALS = ("Ann", "Bo")
"""The players at terminal screens; Cy plays in the browser tab."""


@dataclass
class Night:
    """The host and its three screens."""

    terminals: Tmux
    tab: Tab
    port: int
    folder: Path

    @property
    def table(self) -> str:
        """The address terminal screens join."""
        return f"ws://127.0.0.1:{self.port}/table?token={TOKEN}"

    def host_args(self, *more: str) -> list[str]:
        """``ceelo-tui host``'s arguments for this night's ports and token, then ``more``."""
        return ["host", "--port", str(self.port), "--web-port", str(self.port + 1), "--token", TOKEN, *more]

    def join(self, window: str, *args: str, data: str | None = None) -> None:
        """A terminal screen: ``ceelo-tui join TABLE ARGS`` in a window of 80 x 24, its player's
        data (seat secrets) in a folder of its own (``data``, by default the window's name)."""
        self.terminals.open(window, ["join", self.table, *args], self.folder / (data or window))

    def page_message(self) -> str:
        """What the page says over its terminal when its game is gone ('' while it plays)."""
        page = self.tab.page
        if "-closed" not in (page.evaluate("() => document.body.className") or ""):
            return ""
        return str(page.inner_text(".closed-dialog .message"))

    def playing(self) -> bool:
        """True while the tab's page shows a game (False while it is closed, or loading again)."""
        try:
            return bool(self.tab.page.evaluate(
                "() => document.body.classList.contains('-first-byte') && !document.body.classList.contains('-closed')"))
        except PlaywrightError:  # the page is being reloaded
            return False

    def everywhere(self, words: str) -> None:
        """Wait until every screen, the tab included, shows ``words``."""
        for window in TERMINALS:
            self.terminals.wait_for(window, words)
        self.tab.wait_for(words, WAIT)


@contextmanager
def game_night(tmp_path: Path, away_after: int) -> Iterator[Night]:
    """The host's view (120 x 40) of a table of Ann, Bo (who holds the bank first) and Cy, Ann
    and Bo at terminals and Cy in a Chromium tab, every seat taken; the house plays for an away
    seat after ``away_after`` seconds. The host is killed at the end if still running, and
    every process of the night with it."""
    port = free_port()
    while free_port() == port + 1:  # the page's port must be free too; almost always is
        port = free_port()
    with tmux() as terminals, headless_chromium() as browser:
        night = Night(terminals, None, port, tmp_path)  # type: ignore[arg-type]  # the tab comes next
        terminals.open("host", night.host_args("--players", "Ann,Bo,Cy", "--coins", "10", "--seed", "3",
                                               "--first-banker", "Bo", "--away-after", str(away_after)),
                       tmp_path / "host", size=(120, 40))
        host = terminals.pid("host")
        try:
            terminals.wait_for("host", "Close table")
            for player in TERMINALS:
                night.join(player, "--as", player)
            night.tab = open_tab(browser, f"http://127.0.0.1:{port + 1}/#token={TOKEN}")
            night.tab.wait_for("t Take a seat", WAIT)
            night.tab.press("t")
            night.tab.wait_for("Choose whose seat", WAIT)
            night.tab.press("Enter")  # the one free seat: Cy's
            terminals.wait_for("host", "in    browser tab")  # Cy's seat held by the tab (not just the tab watching)
            for player in TERMINALS:
                terminals.wait_for("host", f"in    {player}")
            terminals.wait_for("Bo", "Bo: put up a stake")
            yield night
        finally:
            try:
                os.kill(host, signal.SIGKILL)
            except ProcessLookupError:
                pass


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    """A game night (:func:`game_night`) where the house waits a minute for an away seat."""
    with game_night(tmp_path, 60) as night:
        yield night


@pytest.fixture
def quick_house(tmp_path: Path) -> Iterator[Night]:
    """A game night (:func:`game_night`) where the house plays for an away seat after 15 seconds."""
    with game_night(tmp_path, 15) as night:
        yield night


def first_row(night: Night, window: str) -> str:
    """The top row of a terminal screen: its banner, or its round and who is away or watching."""
    return night.terminals.screen(window).splitlines()[0]


def test_every_screen_says_the_host_closed_the_table_and_why(night: Night) -> None:
    terminals = night.terminals
    os.kill(terminals.pid("host"), signal.SIGINT)  # ctrl+c at the host's terminal, without the view's question
    terminals.wait_for("host", "ceelo-tui host --resume opens it again.")
    assert "The table is closing: ctrl+c on the host's terminal" in terminals.screen("host")
    for window in TERMINALS:
        terminals.wait_for(window, "✗ The host closed the table: joining again if it reopens (try")
        assert first_row(night, window).startswith(" ✗ The host closed the table"), "the banner is the top row"
    said = wait_until(lambda: night.page_message() if "(try " in night.page_message() else "", WAIT,
                      "the page's words")
    assert said.startswith("The host closed the table (ctrl+c on the host's terminal): joining again if it reopens")


def test_after_kill_9_every_screen_counts_its_tries_then_all_are_back_with_the_resumed_table(night: Night) -> None:
    terminals = night.terminals
    os.kill(terminals.pid("host"), signal.SIGKILL)
    for window in TERMINALS:
        terminals.wait_for(window, "✗ Connection lost: joining the table again (try 3)")
    wait_until(lambda: "(try 2)" in night.page_message(), WAIT, "the page counting its tries")
    assert night.page_message().startswith("The table is out of reach: joining again (try")
    terminals.open("resumed", night.host_args("--resume"), night.folder / "host", size=(120, 40))
    for window in TERMINALS:
        terminals.wait_for(window, "Round 1 · Bo holds the bank")
    terminals.wait_for("Bo", "Bo: put up a stake")  # Bo's seat is Bo's again
    wait_until(night.playing, WAIT, "the tab to reload itself and play again")
    night.tab.attach(WAIT)  # a new page: its terminal is found again
    night.tab.wait_for("Round 1 · Bo holds the bank", WAIT)
    shown = terminals.wait_for("resumed", "browser tab")
    assert "in    browser tab" in shown, shown


def top_rows(night: Night, *windows: str) -> list[str]:
    """The top row of each terminal in ``windows``, then the tab's."""
    return [first_row(night, window) for window in windows] + [night.tab.rows()[0]]


def test_every_screen_lists_who_is_away_with_the_houses_countdown_and_who_watches(quick_house: Night) -> None:
    night = quick_house
    terminals = night.terminals
    os.kill(terminals.pid("Bo"), signal.SIGKILL)  # Bo's laptop dies on Bo's turn to stake
    night.join("Dee", "--name", "Dee")  # and Dee comes to watch
    terminals.wait_for("Dee", "watching: Dee")
    away = re.compile(r"Bo away 0:[0-2]\d · watching: Dee")
    wait_until(lambda: all(away.search(row) for row in top_rows(night, "Ann", "Dee")), WAIT,
               "Bo away, with the countdown, and Dee watching on every screen")
    shown = terminals.screen("host")
    assert re.search(r"2 +Bo +10 +away", shown) and re.search(r"1 +Ann +10 +in +Ann", shown), shown
    assert re.search(r"Dee +watches", shown), shown
    house = "The house passes the bank to Cy for Bo (away)."
    for window in ("Ann", "Dee"):
        terminals.wait_for(window, house, timeout=WAIT + 15)  # --away-after 15
    night.tab.wait_for("The house passes the bank to Cy for Bo", WAIT)
    night.join("Bo back", "--as", "Bo", data="Bo")  # Bo's laptop again: its seat is Bo's at once
    shown = terminals.wait_for("Bo back", "While you were away")
    assert "The house played for Bo: passed the" in shown, shown
    wait_until(lambda: all("Bo away" not in row for row in top_rows(night, "Ann", "Dee")), WAIT, "Bo back everywhere")


def test_hostile_talk_is_shown_as_text_on_every_screen(night: Night) -> None:
    terminals = night.terminals
    terminals.keys("Ann", "!")
    terminals.wait_for("Ann", "esc Back")
    terminals.type("Ann", "[b]x[/b] [@click=quit]")
    terminals.keys("Ann", "Enter")
    night.tab.press("!")
    night.tab.wait_for("esc Back", WAIT)
    night.tab.page.keyboard.type("[red]y[/red]")
    night.tab.press("Enter")
    with ThreadPoolExecutor(1) as pool:  # a loop of its own: Playwright's runs in this thread
        refused = pool.submit(asyncio.run, say(night.table, "\x1b[31mEVE SAYS\x1b[0m", night.folder / "eve")).result(WAIT)
    assert "control" in refused, refused
    for line in ("» Ann: [b]x[/b] [@click=quit]", ": [red]y[/red]"):
        night.everywhere(line)
    assert all("EVE SAYS" not in night.terminals.screen(window) for window in TERMINALS), "the refused line reached no screen"
    assert "EVE SAYS" not in night.tab.text()
    assert "Ann: put up" not in terminals.screen("Ann") and "Traceback" not in terminals.screen("Ann")
    terminals.wait_for("host", "Ann says: [b]x[/b] [@click=quit]")


async def say(table: str, text: str, keys: Path) -> str:
    """What the table answers a screen of its own saying ``text`` ('' when it is said)."""
    client = join(table, "Eve", keys)
    await client.start(WAIT)
    try:
        answer = await client.talk(text)
        return "" if answer.accepted else answer.reason
    finally:
        await client.close()


def test_a_seat_follows_its_player_to_a_new_screen_by_the_hosts_hand_and_back(night: Night) -> None:
    terminals = night.terminals
    os.kill(terminals.pid("Bo"), signal.SIGKILL)  # Bo's laptop dies
    night.join("Bo's phone", "--as", "Bo", "--name", "Bo's phone")
    terminals.wait_for("host", "Bo's phone asks for Bo's seat")
    terminals.keys("host", "a")
    terminals.wait_for("Bo's phone", "Bo: put up a stake")
    terminals.keys("Bo's phone", "a")  # Bo plays the seat from the phone: all in
    terminals.wait_for("Bo's phone", "Enter stakes 10 coins")
    terminals.keys("Bo's phone", "Enter")
    for window in ("Ann", "Bo's phone"):
        terminals.wait_for(window, "Bo puts up 10 coins.")
    night.tab.wait_for("Bo puts up 10 coins.", WAIT)
    night.tab.wait_for("The host handed Bo's seat to Bo's phone", WAIT)
    terminals.wait_for("Ann", "The host handed Bo's seat to Bo's phone")
    night.join("Bo's laptop", "--as", "Bo", data="Bo")  # the laptop is back: Bo asks for the seat again
    terminals.wait_for("host", "Bo asks for Bo's seat")
    terminals.keys("host", "a")
    terminals.wait_for("Bo's laptop", "watching: Bo's phone")  # the seat is the laptop's again
    terminals.wait_for("Bo's phone", "The host handed Bo's seat to Bo.")
    shown = terminals.wait_for("host", "The host handed Bo's seat to Bo.")
    assert re.search(r"2 +Bo +\d+ +in +Bo\b", shown), shown


PROMPTS = (("{}: put up a stake", ("2", "Enter")), ("{}: fade", ("1", "Enter")), ("{} - press Space to roll", ("Space",)))
"""What a screen asks of its own player, and the keys that answer it (a stake of 2, a fade of 1, a roll)."""


def play_the_round(night: Night) -> None:
    """Every screen answers its own prompts until the round is over (bounded)."""
    deadline = time.monotonic() + 3 * WAIT
    while "Round over" not in night.terminals.screen("Ann"):
        assert time.monotonic() < deadline, night.terminals.screen("Ann")
        for player in ("Ann", "Bo", "Cy"):
            shown = night.tab.text() if player == "Cy" else night.terminals.screen(player)
            for prompt, keys in PROMPTS:
                if prompt.format(player) in shown:
                    for key in keys:
                        if player == "Cy":
                            night.tab.press(" " if key == "Space" else key)
                        else:
                            night.terminals.keys(player, key)
                        time.sleep(0.3)
                    time.sleep(0.5)  # the move is drawn before the screen is read again
        time.sleep(0.1)


def test_each_screen_keeps_its_settlement_while_another_starts_the_next_round(night: Night) -> None:
    play_the_round(night)
    night.everywhere("Round 1 settled.")
    night.terminals.keys("Ann", "Enter")  # Ann starts the next round for everyone
    night.terminals.wait_for("Ann", "Round 2 · ")
    shown = night.terminals.wait_for("Bo", "Ann started the next round - any")  # (wrapped) key shows it
    assert "Round 1 settled." in shown
    shown = night.tab.wait_for("Ann started the next round", WAIT)
    assert "Round 1 settled." in shown and "shows it" in shown, shown
    moves = night.terminals.screen("host")
    night.terminals.keys("Bo", "Enter")  # Bo has read it: the table as it stands, no move
    night.terminals.wait_for("Bo", "Round 2 · ")
    shown = night.tab.text()
    assert "Round 1 settled." in shown and "shows it" in shown, "the tab still shows its settlement"
    night.tab.press("x")
    night.tab.wait_for("Round 2 · ", WAIT)
    assert "Round 3" not in night.terminals.screen("host") and "Round 3" not in moves
