"""``ceelo-tui serve`` refuses what it did not invite and bounds what a visitor can cost.

The checks themselves (:mod:`ceelo_tui.web.guard`) are tested as plain functions; then a real
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
import socket
import time
from collections.abc import Iterator
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from aiohttp.typedefs import Handler
from aiohttp.web_protocol import RequestHandler

from ceelo_tui.saves.game_lock import held_elsewhere
from ceelo_tui.saves.store import GameStore
from ceelo_tui.web.guard import Guard, KeyRate, Limits, host_name, new_token, offered, split_keys, token_problem

from browser_driver import PROTOCOLS, TOKEN, Served, free_port, game_processes, served_game, wait_until

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


def test_the_token_and_the_tabs_secret_are_offered_as_subprotocols() -> None:
    tab = "ab" * 32
    offer = offered(f"ceelo, ceelo-token.{'t' * 20}, ceelo-tab.{tab}")
    assert offer.token == "t" * 20 and offer.tab == tab and GUARD.token_given(offer.token)
    for wrong in (None, "", "t" * 19, "t" * 21, "T" * 20, "ü" * 20):
        assert not GUARD.token_given(wrong), wrong
    assert offered(None).token is None and offered("ceelo").token is None
    assert offered("ceelo-tab.0123456789abcdef").tab is None  # not a secret the page makes
    assert token_problem("a.b" * 8) is not None and token_problem("Ab-_" * 5) is None  # it travels as a name


def test_a_tabs_name_and_file_are_its_own_and_lead_to_nothing() -> None:
    first, second = offered("ceelo-tab." + "1" * 64), offered("ceelo-tab." + "2" * 64)
    assert first.tab_label != second.tab_label and first.tab_file != second.tab_file
    assert first.tab_label == offered("ceelo-tab." + "1" * 64).tab_label  # the same tab, reloaded
    for public in (str(first.tab_label), str(first.tab_file)):
        assert "1" * 8 not in public  # hashes of the secret: it cannot be read back from them
    assert str(first.tab_file).removesuffix(".json")[:6] != first.tab_label


def test_sizes_are_read_as_numbers_and_kept_in_range() -> None:
    limits = Limits()
    assert limits.size("100", "30") == (100, 30)
    assert limits.size(20000, 20000) == (400, 150)
    assert limits.size("0", "-5") == (20, 24)  # too small: the least; not a number: the default
    for junk in ("wide", None, [1], {"a": 1}, True, "１００", "9" * 50, 1e300, float("nan"), float("inf"),
                 float("-inf"), json.loads("NaN"), json.loads("1e400")):
        width, height = limits.size(junk, junk)
        assert 20 <= width <= 400 and 10 <= height <= 150


def test_keys_are_counted_as_keys() -> None:
    assert split_keys("ab\x1b[A\x1bOP\x1b[1;5C\x1bx\r") == ["a", "b", "\x1b[A", "\x1bOP", "\x1b[1;5C", "\x1bx", "\r"]
    assert "".join(split_keys("3\x7f" * 100)) == "3\x7f" * 100
    paste = "\x1b[200~Ann,Bo,Cy,Dee,Eve,Fay,Gus\x1b[201~"
    assert split_keys(paste + "\r") == [paste, "\r"]  # one paste: one event for the game
    assert len(split_keys("\x1b[200~abc")) == 4  # a paste never closed: its characters count


def test_the_key_rate_lets_a_person_type_and_holds_a_flood() -> None:
    rate = KeyRate(40, 20, stamp=0.0)
    assert rate.take(20, now=0.0) == 20  # a burst at once
    assert rate.take(5, now=0.0) == 0  # no more
    assert rate.take(100, now=0.5) == 20  # half a second later, half a second's worth
    assert rate.dropped == 5 + 80
    assert sum(rate.take(1000, now=1.0 + second) for second in range(60)) <= 40 * 60 + 20  # a minute of flood
    person = KeyRate(Limits().keys_per_second, Limits().key_burst, stamp=0.0)
    assert all(person.take(1, now=step / 20) == 1 for step in range(200))  # 20 keys a second, every one


def test_a_message_of_any_shape_is_read_or_refused_never_raises() -> None:
    from ceelo_tui.web.server import _envelope

    deep = "[" * 30_000 + "]" * 30_000
    for text in (deep, '["resize", ' + deep + "]", "{" * 30_000, "1" * 5000, "[NaN]", '["\ud800"]', ""):
        envelope = _envelope(text)
        assert envelope is None or isinstance(envelope[0], str)
    assert _envelope('["stdin", "a"]') == ("stdin", "a")


# ---------------------------------------------------------------------- a real server
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


async def websocket_status(base: str, headers: dict[str, str], query: str = "width=80&height=24",
                           protocols: tuple[str, ...] = ()) -> int:
    """101 when the websocket opens (it is closed again at once), else the refusal's status."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        try:
            async with session.ws_connect(f"{base.replace('http', 'ws', 1)}/ws?{query}", headers=headers,
                                          protocols=protocols) as ws:
                await ws.close()
                return 101
        except aiohttp.WSServerHandshakeError as error:
            return error.status


def own(base: str) -> dict[str, str]:
    """The headers of the server's own page: its origin (the token goes as a subprotocol)."""
    return {"Origin": base}


def connect(session: aiohttp.ClientSession, base: str,
            query: str = "width=80&height=24") -> AbstractAsyncContextManager[aiohttp.ClientWebSocketResponse[bool]]:
    """A tab's websocket, as the page opens it: its origin, the token offered as a subprotocol."""
    return session.ws_connect(f"{base.replace('http', 'ws', 1)}/ws?{query}", headers=own(base), protocols=PROTOCOLS)


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
        "page by a rebound host name": status_of(base + "/", Host=f"attacker.example:{port}"),
        "page asked by another site": status_of(base + "/", Origin="http://localhost:8791"),
        "websocket without the token": websocket_status(base, {"Origin": base}),
        "websocket with a wrong token": websocket_status(base, {"Origin": base}, protocols=("ceelo", "ceelo-token." + "x" * 30)),
        "websocket with the token in a cookie": websocket_status(base, {"Origin": base, "Cookie": f"ceelo_token={TOKEN}"}),
        "websocket with the token in the address": websocket_status(base, {"Origin": base}, f"token={TOKEN}"),
        "websocket from another site": websocket_status(base, {"Origin": "http://localhost:8791"}, protocols=PROTOCOLS),
        "websocket by a rebound host name": websocket_status(base, {**own(base), "Host": f"attacker.example:{port}"},
                                                             protocols=PROTOCOLS),
        "the static folder's listing": status_of(base + "/static/"),
        "a download": status_of(base + "/download/x"),
    }
    for what, check in checks.items():
        status = asyncio.run(check)
        assert status in (403, 404), (what, status)
    assert not game_processes(served.folder)
    assert asyncio.run(websocket_status(base, own(base), protocols=PROTOCOLS)) == 101  # the page's own way
    assert asyncio.run(status_of(base + "/ws")) == 403  # a plain GET, without the token
    assert asyncio.run(status_of(base + "/")) == 200  # the page loads without the token, and starts nothing
    assert asyncio.run(status_of(base + "/?ping=http://attacker.example/")) == 303
    assert asyncio.run(status_of(f"{base}/?token={TOKEN}")) == 303  # an old-style address: to the fragment
    log = served.log.read_text()
    assert "Traceback" not in log and "refused" in log and TOKEN not in log.split("served at", 1)[1][200:]


@pytest.mark.slow
def test_no_cookie_is_set_and_the_address_carries_the_token_in_its_fragment(served: ServedHere) -> None:
    import aiohttp

    async def visit() -> tuple[str, list[str], str]:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{served.base}/?token={TOKEN}", allow_redirects=False) as old_style:
                location = old_style.headers.get("Location", "")
                cookies = old_style.headers.getall("Set-Cookie", [])
            async with session.get(served.base + "/") as page:
                cookies += page.headers.getall("Set-Cookie", [])
                return location, cookies, await page.text()

    location, cookies, page = asyncio.run(visit())
    assert cookies == [] and location == f"/#token={TOKEN}"
    assert served.url == f"{served.base}/#token={TOKEN}" and f"served at {served.url}" in served.log.read_text()
    assert TOKEN not in page and "ceelo-token." in page


async def abuse(base: str, folder: Path) -> tuple[float, float, bool]:
    """Open a table with a 20000x20000 terminal, send a burst of junk, then a 1 MB message:
    (the game's memory after the size and junk, after the big message, whether it still runs)."""
    import aiohttp

    deep = "[" * 30_000 + "]" * 30_000
    async with aiohttp.ClientSession() as session:
        async with connect(session, base, "width=20000&height=20000") as ws:
            games = wait_until(lambda: game_processes(folder), 20, "the table's game to start")
            for junk in ("{", "[]", "[1]", '["resize", {"width": "wide", "height": []}]', '["resize", 5]',
                         '["stdin", 7]', '["nothing"]', "null", '"text"', '["ping", {}]',
                         '["resize", {"width": NaN, "height": Infinity}]', '["resize", {"width": 1e400, "height": -1e400}]',
                         deep, f'["resize", {deep}]', '["stdin", ["a"]]', '[{"a": 1}, 2]', '["blur", ' + deep + "]",
                         '["ping", "' + "9" * 100 + '"]') * 10:  # bounded: 180
                await ws.send_str(junk)
            await ws.send_str(json.dumps(["ping", "still-here"]))
            pong = await ws.receive(timeout=10)
            while pong.type == aiohttp.WSMsgType.BINARY:  # the game's screen, drawn on the way
                pong = await ws.receive(timeout=10)
            assert pong.type == aiohttp.WSMsgType.TEXT and json.loads(pong.data) == ["pong", "still-here"], pong
            assert game_processes(folder) == games  # the tab and its game live on
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
            async with connect(session, served.base) as ws:
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
                # A process leaves /proc's command line before it closes its files: the game is
                # over for a player once its lock is let go too.
                wait_until(lambda: not any(held_elsewhere(games, path.stem) for path in games.glob("*.jsonl")),
                           5, "the game to let its saved game go")
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
            async with connect(session, served.base), connect(session, served.base):
                wait_until(lambda: len(game_processes(served.folder)) == 2, 30, "two tables")
                try:
                    async with connect(session, served.base):
                        return 101
                except aiohttp.WSServerHandshakeError as error:
                    return error.status

    assert asyncio.run(three_tabs()) == 503


def memory_mib(pid: int) -> dict[str, float]:
    """A process's resident memory now and at its peak (VmRSS, VmHWM), in MiB."""
    found = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(("VmRSS:", "VmHWM:")):
                found[line.split(":")[0]] = int(line.split()[1]) / 1024
    except OSError:
        pass
    return found


async def flood(ws: aiohttp.ClientWebSocketResponse[bool], seconds: float, keys_per_second: int = 16_000, chunk: int = 800) -> None:
    """Send keys (``3`` and backspace, typed into the stake and wiped) far faster than the
    server lets through: ``keys_per_second`` for ``seconds``, bounded, as the first report did
    (30 KB of keys a second, within the byte limit of the time)."""
    started = time.monotonic()
    sent = 0
    while time.monotonic() - started < seconds:
        await ws.send_str(json.dumps(["stdin", ("3\x7f" * chunk)[:chunk]]))
        sent += chunk
        await asyncio.sleep(max(0.0, started + sent / keys_per_second - time.monotonic()))


@pytest.mark.slow
def test_a_flood_of_keys_costs_the_game_little_and_the_game_ends_with_its_tab(served: ServedHere) -> None:
    import aiohttp

    async def flood_then_close() -> tuple[dict[str, float], dict[str, float], int]:
        async with aiohttp.ClientSession() as session:
            async with connect(session, served.base) as ws:
                reader = asyncio.ensure_future(ws.receive_bytes(timeout=60))  # the screen is drawn regardless
                [game] = wait_until(lambda: game_processes(served.folder), 20, "the table's game to start")
                await asyncio.sleep(2)
                before = memory_mib(game)
                await flood(ws, 10)
                after = memory_mib(game)
                reader.cancel()
            return before, after, game

    before, after, game = asyncio.run(flood_then_close())
    print(f"game process memory: {before} before, {after} after 10 s of 16,000 keys a second")
    assert after["VmHWM"] < before["VmRSS"] + 60, (before, after)
    wait_until(lambda: game not in game_processes(served.folder), 15, "the closed tab's game to end")
    assert "faster than 40 a second" in served.log.read_text()
    assert served.log.read_text().count("faster than 40 a second") == 1  # one line for the tab, not one a key


@pytest.mark.slow
def test_a_game_that_dies_closes_its_tab_in_words_and_frees_its_slot(served: ServedHere) -> None:
    import aiohttp

    async def kill_a_game() -> tuple[object, object, int]:
        async with aiohttp.ClientSession() as session:
            async with connect(session, served.base) as first, connect(session, served.base) as second:
                wait_until(lambda: len(game_processes(served.folder)) == 2, 30, "two tables")
                games = game_processes(served.folder)
                await asyncio.sleep(1)
                os.kill(games[0], signal.SIGKILL)
                deadline = time.monotonic() + 15
                closed = None
                while closed is None and time.monotonic() < deadline:  # bounded: whichever tab was its
                    for ws in (first, second):
                        try:
                            message = await ws.receive(timeout=0.2)
                        except asyncio.TimeoutError:
                            continue
                        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                            closed = message
                assert closed is not None, "the dead game's tab was left open"
                try:
                    async with connect(session, served.base):  # its slot is free again
                        return closed.data, closed.extra, 101
                except aiohttp.WSServerHandshakeError as error:
                    return closed.data, closed.extra, error.status

    code, words, status = asyncio.run(kill_a_game())
    assert code == 4000 and words == "the game ended: it was stopped (SIGKILL)", (code, words)
    assert status == 101
    assert "Traceback" not in served.log.read_text()


@pytest.mark.slow
def test_a_half_sent_request_is_not_held_open(served: ServedHere) -> None:
    from ceelo_tui.web.server import HEADER_SECONDS

    port = int(served.base.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=5) as half:
        half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        half.settimeout(1)
        started = time.monotonic()
        closed_after = None
        while time.monotonic() - started < HEADER_SECONDS + 10:  # bounded
            try:
                if half.recv(1024) == b"":
                    closed_after = time.monotonic() - started
                    break
            except TimeoutError:
                half.sendall(b"x")  # a byte now and then, as a slow client would
            except ConnectionError:
                closed_after = time.monotonic() - started
                break
    assert closed_after is not None and closed_after <= HEADER_SECONDS + 5, closed_after


@pytest.mark.slow
def test_the_servers_own_sweep_closes_a_half_sent_request_whatever_aiohttp_does(monkeypatch: pytest.MonkeyPatch) -> None:
    from aiohttp import web

    from ceelo_tui.web import server as web_server

    monkeypatch.setattr(web_server, "HEADER_SECONDS", 1.0)

    async def half_sent() -> tuple[float | None, bytes]:
        answered: set[RequestHandler] = set()

        @web.middleware
        async def mark(request: web.Request, handler: Handler) -> web.StreamResponse:
            answered.add(request.protocol)
            return await handler(request)

        async def whole_page(request: web.Request) -> web.Response:
            return web.Response(text="whole")

        app = web.Application(middlewares=[mark])
        app.router.add_get("/", whole_page)
        runner = web.AppRunner(app, keepalive_timeout=0)  # aiohttp's own timers off: the sweep alone
        await runner.setup()
        port = free_port()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        assert runner.server is not None
        sweep = asyncio.ensure_future(web_server.close_slow_requests(runner.server, answered, every=0.2))
        try:
            half_reader, half = await asyncio.open_connection("127.0.0.1", port)
            whole_reader, whole = await asyncio.open_connection("127.0.0.1", port)
            half.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            whole.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            started = time.monotonic()
            reply = await asyncio.wait_for(whole_reader.read(200), 5)
            closed_after = None
            while time.monotonic() - started < 6:  # bounded
                if await asyncio.wait_for(half_reader.read(100), 6) == b"":
                    closed_after = time.monotonic() - started
                    break
            half.close()
            whole.close()
            return closed_after, reply
        finally:
            sweep.cancel()
            await runner.cleanup()

    closed_after, reply = asyncio.run(half_sent())
    assert b"200 OK" in reply  # a whole request is answered
    assert closed_after is not None and closed_after < 3, closed_after
