"""Seats stay with their players: screens that hold no seat and say nothing are let go (with
words), a screen watching is not, and a player coming back to their seat always gets in, however
many idle screens came first (a real server on 127.0.0.1, real clients and bare websockets;
time-outs shortened so the tests are quick, every wait bounded)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp
from table_net_driver import WAIT, join, open_table

from ceelo_tui.net.messages import Hello, decode_server, encode
from ceelo_tui.net.table_client import ConnectionChanged, TableClient, TableEvent
from ceelo_tui.net.table_server import TableLimits, TableServer

TOKEN = "t" * 32


async def said(websocket: aiohttp.ClientWebSocketResponse[bool]) -> dict[str, object]:
    while True:  # past the table's news of who watches or is away
        message = await websocket.receive(timeout=WAIT)
        assert message.type == aiohttp.WSMsgType.TEXT, message
        decode_server(message.data)
        said: dict[str, object] = json.loads(message.data)
        if said["type"] != "presence":
            return said


async def idle_screen(server: TableServer, session: aiohttp.ClientSession, name: str,
                      secret: str | None = None) -> aiohttp.ClientWebSocketResponse[bool]:
    """A bare websocket that says hello (and is welcomed), then nothing."""
    websocket = await session.ws_connect(server.address)
    await websocket.send_str(encode(Hello(token=TOKEN, name=name, secret=secret)))
    assert (await said(websocket))["type"] == "welcome"
    return websocket


async def test_a_screen_without_a_seat_that_says_nothing_is_let_go_with_words(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], limits=TableLimits(idle_seconds=0.5))
    ann = join(server.address, "ann", tmp_path / "ann")
    try:
        await ann.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        async with aiohttp.ClientSession() as session:
            quiet = await idle_screen(server, session, "quiet")
            holder = await idle_screen(server, session, "ann-too", secret=ann.secret)  # holds Ann's seat
            started = asyncio.get_running_loop().time()
            bye = await said(quiet)
            while bye["type"] == "seats":  # the table's news (Ann's seat has a new screen) comes first
                bye = await said(quiet)
            assert bye["type"] == "bye" and "said nothing for 0.5 s and holds no seat" in str(bye["reason"])
            assert "join again to watch" in str(bye["reason"])
            assert asyncio.get_running_loop().time() - started < 0.5 + 5
            closing = await quiet.receive(timeout=WAIT)
            assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
            await asyncio.sleep(1.0)
            assert not holder.closed, "a seat holder that says nothing keeps its connection"
            await holder.send_str('{"type": "ping", "ref": 3}')
            answer = await said(holder)
            while answer["type"] == "seats":
                answer = await said(holder)
            assert answer == {"type": "pong", "ref": 3}
    finally:
        await ann.close()
        await server.stop()


async def test_a_screen_watching_is_not_let_go(tmp_path: Path) -> None:
    # a bound long beside a stall of the loaded machine (the watcher pings every third of it)
    server = await open_table(["Ann", "Bo"], limits=TableLimits(idle_seconds=1.5))
    watcher = join(server.address, "watcher", tmp_path / "watcher")
    lost: list[TableEvent] = []
    watcher.add_listener(lambda event: lost.append(event) if isinstance(event, ConnectionChanged)
                         and not event.connected else None)
    try:
        await watcher.start(WAIT)
        assert watcher.idle_after == 1.5 and watcher.my_seats == ()
        await asyncio.sleep(4.5)  # three times the table's bound, watching and saying nothing itself
        assert watcher.connected and lost == []
    finally:
        await watcher.close()
        await server.stop()


async def test_a_returning_player_gets_in_however_many_idle_screens_came_first(tmp_path: Path) -> None:
    """Fifteen screens say hello and then nothing, and fill a table of 16 with Bo's; Ann, whose
    screen went, comes back to her seat; a seventeenth screen holding no seat is turned away
    with words."""
    server = await open_table(["Ann", "Bo"], limits=TableLimits(connections=16, idle_seconds=None))
    ann, bo = join(server.address, "ann", tmp_path / "ann"), join(server.address, "bo", tmp_path / "bo")
    back: TableClient | None = None
    try:
        for client, seat in ((ann, "Ann"), (bo, "Bo")):
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        await ann.close()
        await bo.wait_for(lambda c: c.seats[0].status == "away", WAIT)
        async with aiohttp.ClientSession() as session:
            idle = [await idle_screen(server, session, f"idle{n}") for n in range(15)]
            late = await session.ws_connect(server.address)
            await late.send_str(encode(Hello(token=TOKEN, name="late")))
            bye = await said(late)
            assert bye["type"] == "bye" and bye["rejoin"] is False and "the table is full" in str(bye["reason"])
            back = join(server.address, "ann", tmp_path / "ann")  # Ann's screen again: her seat's key
            await back.start(5.0)
            assert back.my_seats == (0,) and back.state == server.state
            await bo.wait_for(lambda c: c.seats[0].status == "present", WAIT)
            assert all(not websocket.closed for websocket in idle)
    finally:
        for screen in (ann, bo, back):
            if screen is not None:
                await screen.close()
        await server.stop()
