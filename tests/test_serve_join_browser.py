"""Browser players at a hosted table: ``ceelo-tui serve --join ADDRESS`` gives every tab a screen
at the table ``ceelo-tui host`` opened. Two tabs of a headless Chromium each take a seat with
``t`` and play a round's moves against each other, each tab drawing the other's moves; a tab
reloaded takes its seat back, and no other tab can take it, whatever it learns of the seat's
holder; no key is on any tab's command line."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from table_net_driver import WAIT, free_port, holder_of, host_process

from browser_driver import CHROMIUM_PACKAGE, chromium_path, game_processes, headless_chromium, open_tab, served_game

pytestmark = pytest.mark.slow


@pytest.fixture
def chromium() -> str:
    """Chromium's path; the test is skipped, naming the package, when it is not installed."""
    path = chromium_path()
    if path is None:
        pytest.skip(f"no Chromium on this machine: install Debian's {CHROMIUM_PACKAGE!r} package")
    pytest.importorskip("playwright.sync_api", reason="Playwright is part of the test extra")
    pytest.importorskip("textual_serve", reason="textual-serve is part of the test extra")
    return path


def test_two_browser_tabs_take_seats_at_a_hosted_table_and_play(chromium: str, tmp_path: Path) -> None:
    host, address = host_process(["--players", "Ann,Bo", "--coins", "10", "--seed", "3", "--first-banker", "Ann",
                                  "--port", str(free_port())], tmp_path / "host")
    env = dict(os.environ, CEELO_TUI_DATA=str(tmp_path / "web"))
    try:
        with served_game(["--join", address], env,
                         tmp_path / "server.log") as server, headless_chromium() as browser:
            ann = open_tab(browser, server.url)
            ann.wait_for("Ann's seat is free: t takes it", WAIT)
            ann.press("t")
            ann.wait_for("Choose whose seat", WAIT)
            ann.press("Enter")  # the first open seat: Ann's
            ann.wait_for("You play Ann's seat", WAIT)
            ann.page.on("dialog", lambda dialog: dialog.accept())  # "Leave site?": yes, reload
            ann.page.reload()
            ann.attach(WAIT)
            ann.wait_for("Ann: put up a stake", WAIT)  # the reloaded tab took its seat back
            bo = open_tab(browser, server.url)
            bo.wait_for("Waiting for Ann, at another screen", WAIT)
            bo.press("t")
            bo.wait_for("Choose whose seat", WAIT)
            bo.press("Enter")  # the one seat left: Bo's
            bo.wait_for("You play Bo's seat", WAIT)
            ann.press("3", "Enter")
            bo.wait_for("Bo: fade", WAIT)
            ann.wait_for("Waiting for Bo, at another screen", WAIT)
            bo.press("3", "Enter")
            ann.wait_for("Ann - press Space to roll", WAIT)
            bo.press(" ")  # not Bo's roll: refused, nothing sent
            bo.wait_for("Ann plays from another screen", WAIT)
            ann.press(" ")
            bo.wait_for("Ann rolls", WAIT)
    finally:
        host.terminate()
        host.wait(WAIT)


def test_a_tab_cannot_take_another_tabs_seat_and_no_key_is_on_a_command_line(chromium: str, tmp_path: Path) -> None:
    host, address = host_process(["--players", "Ann,Bo", "--coins", "10", "--seed", "3", "--first-banker", "Ann",
                                  "--port", str(free_port())], tmp_path / "host")
    token = parse_qs(urlsplit(address).query)["token"][0]
    web = tmp_path / "web"
    env = dict(os.environ, CEELO_TUI_DATA=str(web))
    try:
        with served_game(["--join", address], env, tmp_path / "server.log") as server, \
                headless_chromium() as browser:
            ann = open_tab(browser, server.url)
            ann.wait_for("Ann's seat is free: t takes it", WAIT)
            ann.press("t")
            ann.wait_for("Choose whose seat", WAIT)
            ann.press("Enter")
            ann.wait_for("You play Ann's seat", WAIT)
            secret = str(ann.page.evaluate("sessionStorage.getItem('ceelo-tab') || ''"))
            assert ann.page.evaluate("document.cookie") == ""  # no cookie a page script could read
            # no key on any command line (ps shows them to every account): the tab's process
            [tab] = game_processes(web, "join")
            command_line = Path(f"/proc/{tab}/cmdline").read_bytes()
            assert token.encode() not in command_line and b"token=" not in command_line, command_line
            assert not secret or secret.encode() not in command_line
            # what every screen is told of Ann's seat, and all a thief can do with it in another tab
            with ThreadPoolExecutor(1) as pool:  # a loop of its own: Playwright's runs in this thread
                holder = pool.submit(asyncio.run, holder_of(address, 0, tmp_path / "watcher")).result(WAIT)
            assert holder.startswith("browser")
            named = holder.split()[-1]
            thief = open_tab(browser, server.url)  # another player, with the invitation
            thief.page.evaluate("""named => {
                document.cookie = "ceelo_screen=" + named + "; path=/; SameSite=Strict";
                for (const key of ["ceelo-screen", "ceelo-tab"]) sessionStorage.setItem(key, named);
            }""", named)
            thief.page.on("dialog", lambda dialog: dialog.accept())
            thief.page.reload()
            thief.attach(WAIT)
            thief.wait_for("Waiting for Ann, at another screen", WAIT)  # Ann's seat stayed Ann's
            assert "You play Ann's seat" not in thief.text()
            ann.press("3", "Enter")  # and Ann still plays it, seen by the other tab
            ann.wait_for("Ann puts up 3 coins", WAIT)
            thief.wait_for("Ann puts up 3 coins", WAIT)
    finally:
        host.terminate()
        host.wait(WAIT)
