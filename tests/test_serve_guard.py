"""``ceelo-tui serve`` refuses what it did not invite and bounds what a visitor can cost.

The checks themselves (:mod:`ceelo_tui.web_guard`) are tested as plain functions; then a real
server on 127.0.0.1 is attacked as another page of the same browser, or a rebound DNS name,
would: without the token, from another origin, by another host name, with an oversized
message, a huge terminal, a burst of junk; and it is killed with ``kill -9`` to see its games
end with it. Every loop is bounded, and all traffic stays on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from ceelo_tui.store import GameStore
from ceelo_tui.web_guard import Guard, InputRate, Limits, host_name, new_token

from browser_driver import TOKEN, Served, served_game, wait_until

GUARD = Guard.for_server("t" * 20, "127.0.0.1", 8000, "http://127.0.0.1:8000")


# ---------------------------------------------------------------------- the checks
def test_a_new_token_is_long_and_new_each_time() -> None:
    tokens = {new_token() for _ in range(20)}
    assert len(tokens) == 20 and all(len(token) >= 32 for token in tokens)  # 192 bits, URL-safe


def test_only_the_servers_own_host_names_are_served() -> None:
    for host in ("127.0.0.1:8000", "localhost:8000", "LOCALHOST", "[::1]:8000", "127.0.0.1"):
        assert GUARD.host_allowed(host), host
    for other in ("attacker.example:8000", "127.0.0.1.attacker.example", "", None, "[::1", "evil:1:2"):
        assert not GUARD.host_allowed(other), other
    assert host_name("[::1]:8000") == "::1" and host_name("Example.ORG:80") == "example.org"
    lan = Guard.for_server("t" * 20, "0.0.0.0", 8000, "http://table.local:8000")
    assert lan.host_allowed("table.local:8000") and lan.host_allowed("localhost:8000")
    assert not lan.host_allowed("attacker.example")


def test_only_the_servers_own_origin_may_use_it() -> None:
    assert GUARD.origin_allowed(None)  # not sent by a page (a command-line client)
    for origin in ("http://127.0.0.1:8000", "http://localhost:8000", "https://localhost:8000"):
        assert GUARD.origin_allowed(origin), origin
    for origin in ("http://localhost:8791", "http://attacker.example:8000", "null", "file://", "ws://x",
                   "http://127.0.0.1:notaport", "http://127.0.0.1"):
        assert not GUARD.origin_allowed(origin), origin


def test_the_token_in_the_address_or_the_cookie() -> None:
    assert GUARD.token_given("t" * 20, None) and GUARD.token_given(None, "t" * 20)
    for wrong in (None, "", "t" * 19, "t" * 21, "T" * 20, "ü" * 20):
        assert not GUARD.token_given(wrong, wrong), wrong


def test_sizes_are_read_as_numbers_and_kept_in_range() -> None:
    limits = Limits()
    assert limits.size("100", "30") == (100, 30)
    assert limits.size(20000, 20000) == (400, 150)
    assert limits.size("0", "-5") == (20, 24)  # too small: the least; not a number: the default
    for junk in ("wide", None, [1], {"a": 1}, True, "１００", "9" * 50, 1e300):
        width, height = limits.size(junk, junk)
        assert 20 <= width <= 400 and 10 <= height <= 150


def test_the_input_rate_lets_keys_through_and_holds_a_flood() -> None:
    rate = InputRate(1000, stamp=0.0)
    assert all(rate.allows(1, now=0.0) for _ in range(1000))
    assert not rate.allows(1, now=0.0)  # a second's worth at once, no more
    assert rate.allows(500, now=0.5)  # half a second later, half a second's worth
    assert not rate.allows(2_000_000, now=100.0)


# ---------------------------------------------------------------------- a real server
def game_processes(folder: Path) -> list[int]:
    """The game processes (``ceelo_tui play``) playing with the data folder ``folder``."""
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
        if b"ceelo_tui\x00play" in cmdline and marker in environ.split(b"\x00"):
            found.append(int(entry.name))
    return found


def resident_mib(pid: int) -> float:
    """A process's resident memory in MiB (0 once it has ended)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def status_of(url: str, **headers: str) -> int:
    """The HTTP status of a GET (no redirects followed)."""
    import aiohttp

    async with aiohttp.ClientSession() as session, session.get(url, headers=headers, allow_redirects=False) as reply:
        return reply.status


async def websocket_status(base: str, headers: dict[str, str], query: str = "width=80&height=24") -> int:
    """101 when the websocket opens (it is closed again at once), else the refusal's status."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        try:
            async with session.ws_connect(f"{base.replace('http', 'ws', 1)}/ws?{query}", headers=headers) as ws:
                await ws.close()
                return 101
        except aiohttp.WSServerHandshakeError as error:
            return error.status


def own(base: str) -> dict[str, str]:
    """The headers of the server's own page: its origin and the cookie."""
    return {"Origin": base, "Cookie": f"ceelo_token={TOKEN}"}


@dataclass
class ServedHere(Served):
    """A served game and the data folder its games are saved in."""

    folder: Path


@pytest.fixture
def served(tmp_path: Path) -> Iterator[ServedHere]:
    """A real ``ceelo-tui serve`` for Ann and Bo on 127.0.0.1, its own data folder."""
    folder = tmp_path / "data"
    env = dict(os.environ, CEELO_TUI_DATA=str(folder), TEXTUAL_ANIMATIONS="none")
    with served_game(["--players", "Ann,Bo", "--max-tables", "2"], env, tmp_path / "server.log") as server:
        yield ServedHere(server.url, server.process, server.log, folder)


@pytest.mark.slow
def test_strangers_are_refused_and_start_no_game(served: ServedHere) -> None:
    base = served.base
    port = base.rsplit(":", 1)[1]
    checks = {
        "page without the token": status_of(base + "/"),
        "page with a wrong token": status_of(base + "/?token=" + "x" * 30),
        "page by a rebound host name": status_of(served.url, Host=f"attacker.example:{port}"),
        "page asked by another site": status_of(base + "/", Origin="http://localhost:8791", Cookie=f"ceelo_token={TOKEN}"),
        "websocket without the token": websocket_status(base, {"Origin": base}),
        "websocket from another site": websocket_status(base, {"Origin": "http://localhost:8791",
                                                                "Cookie": f"ceelo_token={TOKEN}"}),
        "websocket by a rebound host name": websocket_status(base, {**own(base), "Host": f"attacker.example:{port}"}),
        "the static folder's listing": status_of(base + "/static/", Cookie=f"ceelo_token={TOKEN}"),
    }
    for what, check in checks.items():
        status = asyncio.run(check)
        assert status in (403, 404), (what, status)
    assert not game_processes(served.folder)
    assert asyncio.run(status_of(base + "/ws", Cookie=f"ceelo_token={TOKEN}")) == 400  # a plain GET, answered
    assert asyncio.run(status_of(served.url)) == 303  # the invitation: to the bare address, with the cookie
    assert asyncio.run(status_of(base + "/", Cookie=f"ceelo_token={TOKEN}")) == 200
    assert asyncio.run(status_of(base + "/?ping=http://attacker.example/", Cookie=f"ceelo_token={TOKEN}")) == 303
    log = served.log.read_text()
    assert "Traceback" not in log and "refused" in log and TOKEN not in log.split("served at", 1)[1][200:]


async def abuse(base: str, folder: Path) -> tuple[float, float, bool]:
    """Open a table with a 20000x20000 terminal, send a burst of junk, then a 1 MB message:
    (the game's memory after the size and junk, after the big message, whether it still runs)."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"{base.replace('http', 'ws', 1)}/ws?width=20000&height=20000",
                                      headers=own(base)) as ws:
            games = wait_until(lambda: game_processes(folder), 20, "the table's game to start")
            for junk in ("{", "[]", "[1]", '["resize", {"width": "wide", "height": []}]', '["resize", 5]',
                         '["stdin", 7]', '["nothing"]', "null", '"text"', '["ping", {}]') * 20:  # bounded: 200
                await ws.send_str(junk)
            await ws.send_str(json.dumps(["resize", {"width": 20000, "height": 20000}]))
            await asyncio.sleep(2)
            after_junk = max(resident_mib(pid) for pid in games)
            await ws.send_str(json.dumps(["stdin", "3" * (1024 * 1024)]))
            await asyncio.sleep(3)
            after_big = max(resident_mib(pid) for pid in games)
            return after_junk, after_big, bool(game_processes(folder))


@pytest.mark.slow
def test_oversized_and_malformed_messages_cost_little(served: ServedHere) -> None:
    after_junk, after_big, _ = asyncio.run(abuse(served.base, served.folder))
    assert 0 < after_junk < 150, after_junk
    assert after_big < 150, after_big  # the message is refused: the game is small, or ended cleanly
    wait_until(lambda: not game_processes(served.folder), 10, "the refused tab's game to end")
    log = served.log.read_text()
    assert "Traceback" not in log and "malformed message from a tab was dropped" in log
    assert "Cookie" not in log and TOKEN not in log.split("served at", 1)[1][200:]
    print(f"game process memory: {after_junk:.1f} MiB after a 20000x20000 size and 200 junk messages, "
          f"{after_big:.1f} MiB after a 1 MB message")


@pytest.mark.slow
def test_a_killed_server_leaves_no_game_running_and_the_game_resumes(served: ServedHere) -> None:
    import aiohttp

    async def play_a_move() -> None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{served.base.replace('http', 'ws', 1)}/ws?width=80&height=24",
                                          headers=own(served.base)) as ws:
                wait_until(lambda: game_processes(served.folder), 20, "the table's game to start")
                games = served.folder / "games"
                for _ in range(30):  # bounded: the game takes its first keys once it has drawn
                    await ws.send_str(json.dumps(["stdin", "3\r"]))
                    await asyncio.sleep(0.5)
                    if list(games.glob("*.jsonl")):
                        break
                assert list(games.glob("*.jsonl")), "the stake was not saved"
                served.process.send_signal(signal.SIGKILL)  # the server alone, not its games
                started = time.monotonic()
                wait_until(lambda: not game_processes(served.folder), 5, "the game to end with its server")
                print(f"the game ended {time.monotonic() - started:.2f} s after its server was killed")

    asyncio.run(play_a_move())
    [saved] = GameStore(served.folder).list()
    result = GameStore(served.folder).load(saved.id)
    assert result.match is not None and not result.open_elsewhere, result.notice
    assert result.match.journal.moves[0].kind == "stake"
    assert result.saved is not None
    result.saved.release()


@pytest.mark.slow
def test_the_number_of_tables_is_bounded(served: ServedHere) -> None:
    import aiohttp

    async def three_tabs() -> int:
        async with aiohttp.ClientSession() as session:
            url = f"{served.base.replace('http', 'ws', 1)}/ws?width=80&height=24"
            async with session.ws_connect(url, headers=own(served.base)), \
                    session.ws_connect(url, headers=own(served.base)):
                wait_until(lambda: len(game_processes(served.folder)) == 2, 30, "two tables")
                try:
                    async with session.ws_connect(url, headers=own(served.base)):
                        return 101
                except aiohttp.WSServerHandshakeError as error:
                    return error.status

    assert asyncio.run(three_tabs()) == 503
