"""One invitation: ``ceelo-tui host`` opens the table for terminals and serves the browser page
beside it, printing both addresses and a QR code of the browser one; one ctrl+c ends it all.

- the QR code drawn in half blocks is read back by a QR decoder (zxing-cpp, as a phone's camera
  app would) from a picture made of the printed characters, and names the browser address;
- a Chromium tab opens the address the host printed (read from its QR code) and takes a seat at
  the host's own table, which a terminal screen then sees held by the tab;
- one SIGINT to the host alone ends the table, the page and every tab's game process.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from table_net_driver import ROOT, WAIT, holder_of

from ceelo_tui.commands.invitation import BLACK_ON_WHITE, PLAIN, invitation, qr_lines

from browser_driver import free_port, game_processes, headless_chromium, open_tab, wait_until

zxingcpp = pytest.importorskip("zxingcpp", reason="zxing-cpp is part of the test extra")

PIXELS = 4
"""A module's side in the picture made of the printed code."""
UPPER = {" ": (False, False), "\u2580": (True, False), "\u2584": (False, True), "\u2588": (True, True)}
"""The (upper, lower) modules each printed character stands for, True for dark."""


def decoded(lines: list[str]) -> list[str]:
    """The texts of the QR codes a decoder finds in a grey picture drawn from ``lines`` (half
    blocks, as printed: dark where a block is), with a light margin around it."""
    rows: list[list[bool]] = []
    for line in lines:
        halves = [UPPER[character] for character in line]
        rows += [[upper for upper, _ in halves], [lower for _, lower in halves]]
    margin = 4
    width = len(rows[0]) + 2 * margin
    modules = [[False] * width] * margin + [[False] * margin + row + [False] * margin for row in rows] + \
        [[False] * width] * margin
    pixels = bytearray()
    for row in modules:
        pixel_row = bytes(0 if dark else 255 for dark in row for _ in range(PIXELS))
        pixels += pixel_row * PIXELS
    image = memoryview(bytes(pixels)).cast("B", (len(modules) * PIXELS, width * PIXELS))
    return [found.text for found in zxingcpp.read_barcodes(image)]


def qr_code_in(printed: str) -> list[str]:
    """The lines of the QR code in ``printed`` (what host wrote): the lines of block characters."""
    return [line for line in printed.splitlines() if line.strip() and set(line) <= set(UPPER)]


@pytest.mark.parametrize("address", [
    "http://127.0.0.1:8766/#token=o52HF9ILKragQ2_R7IyI1Zs_csvt3s7P",
    "http://192.168.1.20:9001/#token=" + "x" * 64,
    "http://[fe80::1]:8766/#token=short-one-but-16",
])
def test_the_qr_code_reads_back_as_the_browser_address(address: str) -> None:
    printed = invitation("ws://127.0.0.1:8765/table?token=abc", address, terminal=False)
    assert f"Browser players: {address}" in printed
    assert decoded(qr_code_in(printed)) == [address]


def test_on_a_terminal_the_code_is_black_on_white_whatever_the_theme() -> None:
    address = "http://127.0.0.1:8766/#token=o52HF9ILKragQ2_R7IyI1Zs_csvt3s7P"
    printed = invitation("ws://127.0.0.1:8765/table?token=abc", address, terminal=True)
    coloured = [line for line in printed.splitlines() if line.startswith(BLACK_ON_WHITE)]
    assert len(coloured) == len(qr_lines(address))
    assert all(line.endswith(PLAIN) for line in coloured)
    assert decoded([line[len(BLACK_ON_WHITE):-len(PLAIN)] for line in coloured]) == [address]


def test_without_the_page_only_the_terminal_address_is_printed() -> None:
    printed = invitation("ws://127.0.0.1:8765/table?token=abc", None, terminal=False)
    assert "Browser players" not in printed and not qr_code_in(printed)
    assert 'ceelo-tui join "ws://127.0.0.1:8765/table?token=abc" --as NAME' in printed


def test_without_textual_serve_the_table_is_hosted_alone_saying_how_to_add_the_page(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from ceelo_tui.__main__ import build_parser
    from ceelo_tui.commands.host_page import read_page

    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if not installed
    parser = build_parser()
    args = parser.parse_args(["host", "--players", "Ann,Bo"])
    assert read_page(args.play_parser, args, free_port(), "t" * 32, 4) is None
    assert "needs the textual-serve package" in capsys.readouterr().err


@pytest.mark.parametrize(("given", "said"), [("0", "--web-port"), ("70000", "--web-port"), ("soon", "or off")])
def test_a_bad_web_port_is_refused_with_what_is_allowed(given: str, said: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from ceelo_tui.__main__ import main

    with pytest.raises(SystemExit) as exited:
        main(["host", "--players", "Ann,Bo", "--port", str(free_port()), "--web-port", given])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err


def test_the_web_port_may_not_be_the_tables(capsys: pytest.CaptureFixture[str]) -> None:
    from ceelo_tui.__main__ import main

    port = str(free_port())
    with pytest.raises(SystemExit):
        main(["host", "--players", "Ann,Bo", "--port", port, "--web-port", port])
    assert "--web-port must differ from the table's port" in capsys.readouterr().err


# ---------------------------------------------------------------------- the host itself


@dataclass
class Hosted:
    """A ``ceelo-tui host`` in a process of its own (a session of its own: a signal to it reaches
    no other process), and what it printed."""

    process: subprocess.Popen[bytes]
    out: Path
    data: Path

    def printed(self) -> str:
        return self.out.read_text(encoding="utf-8")

    def address(self, kind: str) -> str:
        """The address printed after ``kind`` ("The table is open at", "Browser players:")."""
        found = re.search(rf"{re.escape(kind)} (\S+)", self.printed())
        assert found, self.printed()
        return found.group(1)


SEATING = ("--players", "Ann,Bo", "--coins", "10", "--seed", "3", "--first-banker", "Ann")


@contextmanager
def hosted(tmp_path: Path, *args: str, run: str = "host") -> Iterator[Hosted]:
    """``ceelo-tui host --players Ann,Bo`` (or ``host ARGS``) on free ports of 127.0.0.1, saving
    in ``tmp_path/data``, until the block ends (killed then, with anything left of its session,
    if still running); ``run`` names what it printed (host.out, host.err)."""
    data = tmp_path / "data"
    out = tmp_path / f"{run}.out"
    env = dict(os.environ, CEELO_TUI_DATA=str(data), PYTHONUNBUFFERED="1", TEXTUAL_ANIMATIONS="none")
    command = [sys.executable, "-m", "ceelo_tui", "host", *(args or (*SEATING, "--port", str(free_port())))]
    with out.open("wb") as sink, (tmp_path / f"{run}.err").open("wb") as errors:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=sink, stderr=errors,
                                   start_new_session=True)
    host = Hosted(process, out, data)
    try:
        wait_until(lambda: "Seats:" in host.printed() or process.poll() is not None, WAIT, "the host to open")
        assert process.poll() is None, f"host ended at once:\n{host.printed()}\n{(tmp_path / f'{run}.err').read_text()}"
        yield host
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(WAIT)


@pytest.mark.slow
def test_a_browser_tab_opens_the_printed_code_and_takes_a_seat_at_the_hosts_table(tmp_path: Path) -> None:
    if not pytest.importorskip("browser_driver").chromium_path():
        pytest.skip("no Chromium on this machine")
    pytest.importorskip("playwright.sync_api", reason="Playwright is part of the test extra")
    with hosted(tmp_path) as host:
        browser_address = host.address("Browser players:")
        assert decoded(qr_code_in(host.printed())) == [browser_address]
        table = host.address("The table is open at")
        with headless_chromium() as browser:
            tab = open_tab(browser, browser_address)  # what a phone's camera would open
            tab.wait_for("Ann's seat is free: t takes it", WAIT)
            tab.press("t")
            tab.wait_for("Choose whose seat", WAIT)
            tab.press("Enter")
            tab.wait_for("You play Ann's seat", WAIT)
            with ThreadPoolExecutor(1) as pool:  # a loop of its own: Playwright's runs in this thread
                holder = pool.submit(asyncio.run, holder_of(table, 0, tmp_path / "watcher")).result(WAIT)
            assert holder.startswith("browser tab"), holder
            [game] = game_processes(host.data, "join")
            assert b"token=" not in Path(f"/proc/{game}/cmdline").read_bytes()


@pytest.mark.slow
def test_one_ctrl_c_ends_the_table_the_page_and_every_tabs_game(tmp_path: Path) -> None:
    import aiohttp


    with hosted(tmp_path) as host:
        browser_address = host.address("Browser players:")
        base, token = browser_address.split("/#token=")
        table_port = int(host.address("The table is open at").split("/table")[0].rsplit(":", 1)[1])
        web_port = int(base.rsplit(":", 1)[1])

        async def two_tabs_then_ctrl_c() -> int | None:
            async with aiohttp.ClientSession() as session:
                tabs = [await session.ws_connect(f"{base.replace('http', 'ws', 1)}/ws?width=80&height=24",
                                                 headers={"Origin": base},
                                                 protocols=("ceelo", f"ceelo-token.{token}", f"ceelo-tab.{str(seat) * 64}"))
                        for seat in (1, 2)]
                wait_until(lambda: len(game_processes(host.data, "join")) == 2, WAIT, "a game for each tab")
                os.kill(host.process.pid, signal.SIGINT)  # to the host alone: it ends what it started
                try:
                    return host.process.wait(WAIT)
                finally:
                    for tab in tabs:
                        await tab.close()

        assert asyncio.run(two_tabs_then_ctrl_c()) == 0
        assert "The table is closed" in host.printed()
        assert "did not quit" not in (tmp_path / "host.err").read_text(), "each tab's game quit when told"
        assert game_processes(host.data, "join") == []
        for port in (table_port, web_port):
            assert free_port_is(port), f"port {port} is still listened on"


def free_port_is(port: int) -> bool:
    """True when nothing listens on ``port`` of 127.0.0.1."""
    import socket

    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.mark.slow
def test_a_resumed_table_is_at_the_same_browser_address(tmp_path: Path) -> None:
    """The page's token is the table's and its port the table's + 1: a player's open tab, or the
    QR code photographed last time, still leads to the table after host --resume."""
    with hosted(tmp_path) as host:
        before = host.address("Browser players:")
        os.kill(host.process.pid, signal.SIGINT)
        assert host.process.wait(WAIT) == 0
    with hosted(tmp_path, "--resume", run="resumed") as again:
        assert again.address("Browser players:") == before
        assert decoded(qr_code_in(again.printed())) == [before]
