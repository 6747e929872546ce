"""Helpers for the browser test: ``ceelo-tui serve`` in a subprocess, a page in headless Chromium.

The browser is Debian's ``chromium`` package, driven by Playwright through
``executable_path``: Playwright never downloads a browser of its own here. The page that
textual-serve sends draws the terminal with xterm.js on a canvas (WebGL or 2D), so there is
no text in the page to read. The text is read from the terminal itself: the page's
``Terminal`` object is noted as the page makes it (:data:`NOTE_TERMINAL`, a script the browser
runs in every page before the page's own), and its screen is read through xterm.js's public
buffer API (``buffer.active.getLine(y).translateToString()``), row by row, as the player sees it.
Noting it costs the page nothing, so a timed wait (``benchmarks/browser_tab.py``) holds
little of the driver's own time; searching the page's heap for it after the first frame
(DevTools' ``Runtime.queryObjects``) took 0.13-0.16 s in a first tab and 0.3-0.6 s in a second
one on this machine, partly while the game was still drawing its first screen.

Every wait is bounded, and both the server and the browser are stopped whatever happens.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # Playwright is imported where a browser is started (the test extra has it)
    from playwright.sync_api import BrowserContext, Page

T = TypeVar("T")

CHROMIUM_PACKAGE = "chromium"
"""The Debian package that provides the browser (``apt-get install -y chromium``)."""

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",  # the tests may run as root (CI does), where Chromium's sandbox refuses to start
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Chromium on a machine with no network and no display: nothing is fetched from outside."""

NOTE_TERMINAL = """
Object.defineProperty(Object.prototype, "websocket_url", {
    configurable: true,
    set(value) {
        Object.defineProperty(this, "websocket_url", {value, writable: true, configurable: true, enumerable: true});
        window.ceeloTerminalOwner = this;
    },
});
"""
"""Run before the page's scripts: textual-serve's page wraps its terminal in an object whose
constructor first sets ``websocket_url``; that object is kept as ``window.ceeloTerminalOwner``
(its ``terminal`` is xterm.js's ``Terminal``). The setter gives the object its own property at
once, so the page reads and writes it as before."""

READ_ROWS = """
() => {
    const term = window.ceeloTerminal;
    const buffer = term.buffer.active;
    const rows = [];
    for (let y = 0; y < term.rows; y++) {
        const line = buffer.getLine(buffer.viewportY + y);
        rows.push(line ? line.translateToString(true, 0, term.cols) : "");
    }
    return rows;
}
"""
"""The terminal's screen, one string per row."""


def chromium_path() -> str | None:
    """Where Chromium is installed, or None."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


PORT_TRIES = 5
"""Ports a test's server is started on, one after another, while each is taken as it starts."""


def free_port() -> int:
    """A TCP port nothing listens on at the moment, on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_until(check: Callable[[], T], timeout: float, what: str, step: float = 0.1) -> T:
    """The first true value of ``check()`` within ``timeout`` seconds; AssertionError naming ``what`` after."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g}s waiting for {what}")
        time.sleep(step)


def game_processes(folder: Path, command: str = "play") -> list[int]:
    """The game processes (``ceelo_tui play``, or ``command``) playing with the data folder ``folder``."""
    found = []
    marker = f"CEELO_TUI_DATA={folder}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if f"ceelo_tui\x00{command}\x00".encode() in cmdline + b"\x00" and marker in environ.split(b"\x00"):
            found.append(int(entry.name))
    return found


TOKEN = "test-token-of-the-served-games"
"""The key the test servers are started with (``--token``), so a test knows the address."""
PROTOCOLS = ("ceelo", f"ceelo-token.{TOKEN}")
"""The websocket subprotocols the page offers: the server's own, and the token."""


def tab_protocols(tab: str = "0" * 64) -> tuple[str, ...]:
    """The subprotocols of a tab whose own secret is ``tab`` (64 hex digits)."""
    return (*PROTOCOLS, f"ceelo-tab.{tab}")


@dataclass
class Served:
    """A ``ceelo-tui serve`` running in a subprocess."""

    url: str
    """The address with the token, as the server prints it."""
    process: subprocess.Popen[bytes]
    log: Path
    """Everything the server printed."""

    @property
    def base(self) -> str:
        """The server's address without the token (http://127.0.0.1:PORT)."""
        return self.url.split("/#", 1)[0]

    def stop(self, timeout: float = 15) -> int:
        """Ctrl+c, as a terminal gives it: SIGINT to the server and the games it started (its process group).

        Killed, games and all, if still running after ``timeout``.
        """
        process = self.process
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGINT)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout)
                raise AssertionError(f"the server was still running {timeout:g}s after ctrl+c") from None
        return int(process.returncode)


@contextmanager
def served_game(argv: list[str], env: dict[str, str], log: Path, timeout: float = 30) -> Iterator[Served]:
    """Run ``ceelo-tui serve ARGV`` on a free port of 127.0.0.1 until the end of the block.

    The server's output goes to ``log`` (read it when a test fails). It is stopped at the
    end, whatever happens (see :meth:`Served.stop`). A port found free can be taken by another
    test's connection before the server listens on it (the tests run in parallel): the server
    then says so and ends, and is started again on another port, a few times at most.
    """
    for _ in range(PORT_TRIES):
        port = free_port()
        command = [sys.executable, "-m", "ceelo_tui", "serve", "--port", str(port), "--token", TOKEN, *argv]
        with log.open("w") as out:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                       env=env, start_new_session=True)
        served = Served(f"http://127.0.0.1:{port}/#token={TOKEN}", process, log)
        try:
            wait_until(lambda: "Cee-lo is served at" in log.read_text() or process.poll() is not None,  # noqa: B023
                       timeout, "the server to start")
        except BaseException:
            served.stop()
            raise
        if process.poll() is None or f"port {port} is already in use" not in log.read_text():
            break
    try:
        assert process.poll() is None, f"the server ended at once:\n{log.read_text()}"
        yield served
    finally:
        served.stop()


class Tab:
    """A browser tab on the served game: keys in, the terminal's rows out."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def attach(self, timeout: float = 30) -> None:
        """Wait for the game's first frame, then keep the page's terminal as ``window.ceeloTerminal``."""
        self.page.wait_for_selector("body.-first-byte", timeout=timeout * 1000, state="attached")
        found = self.page.evaluate(
            "() => { const owner = window.ceeloTerminalOwner;"
            " window.ceeloTerminal = owner ? owner.terminal : undefined; return Boolean(window.ceeloTerminal); }")
        assert found, "textual-serve's terminal was not noted as the page made it (see NOTE_TERMINAL)"
        self.page.focus(".xterm-helper-textarea")

    def rows(self) -> list[str]:
        """The terminal's screen as text, one string per row."""
        return list(self.page.evaluate(READ_ROWS))

    def text(self) -> str:
        """The terminal's screen as one text."""
        return "\n".join(self.rows())

    def size(self) -> tuple[int, int]:
        """The terminal's (columns, rows)."""
        cols, rows = self.page.evaluate("() => [window.ceeloTerminal.cols, window.ceeloTerminal.rows]")
        return int(cols), int(rows)

    def wait_for(self, words: str, timeout: float = 20) -> str:
        """The screen, once it shows ``words``."""
        try:
            return str(wait_until(lambda: self._showing(words), timeout, f"{words!r} on the page"))
        except AssertionError as error:
            raise AssertionError(f"{error}; it shows:\n{self.text()}") from None

    def _showing(self, words: str) -> str:
        text = self.text()
        return text if words in text else ""

    def press(self, *keys: str) -> None:
        """Keys as Playwright names them ("Enter", "Control+s", "5", " ")."""
        for key in keys:
            self.page.keyboard.press(key)


@contextmanager
def headless_chromium(viewport: tuple[int, int] = (1100, 700), timeout: float = 30) -> Iterator[BrowserContext]:
    """A headless Chromium with a fresh profile (a Playwright browser context); closed at the end, always."""
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    assert executable is not None
    profile = tempfile.mkdtemp(prefix="ceelo-chromium-")
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=executable, args=CHROMIUM_ARGS, headless=True,
                viewport={"width": viewport[0], "height": viewport[1]}, timeout=timeout * 1000,
            )
            try:
                context.set_default_timeout(timeout * 1000)
                context.add_init_script(NOTE_TERMINAL)
                yield context
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def open_tab(context: BrowserContext, url: str, timeout: float = 30) -> Tab:
    """A tab of ``context`` on ``url``, once the game has drawn its first frame there."""
    page = context.pages[0] if context.pages and context.pages[0].url == "about:blank" else context.new_page()
    page.goto(url)
    tab = Tab(page)
    tab.attach(timeout)
    return tab


@contextmanager
def browser_tab(url: str, viewport: tuple[int, int] = (1100, 700), timeout: float = 30) -> Iterator[Tab]:
    """One tab of a new headless Chromium (see :func:`headless_chromium`) open on ``url``."""
    with headless_chromium(viewport, timeout) as context:
        yield open_tab(context, url, timeout)
