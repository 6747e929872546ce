"""Browser players at a hosted table: ``ceelo-tui serve --join ADDRESS`` gives every tab a screen
at the table ``ceelo-tui host`` opened. Two tabs of a headless Chromium each take a seat with
``t`` and play a round's moves against each other, each tab drawing the other's moves; a tab
reloaded takes its seat back."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from table_net_driver import WAIT, free_port, host_process

from browser_driver import CHROMIUM_PACKAGE, chromium_path, headless_chromium, open_tab, served_game

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
