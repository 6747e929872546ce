"""A screen's websocket client (``websockets`` under the table client's few calls) with a real server.

The server here is aiohttp's, as the table's is (every test of the shared table also runs its
clients over this websocket); a bare asyncio server stands in for a host that went silent or
answers with what the protocol does not allow. What is tested is what the table's client
relies on: messages both ways, the server's close as None, every failure a ConnectionError
(a refused handshake with its status), a silent host dropped, a receive that times out.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from aiohttp import WSMsgType, web

from ceelo_tui.net.websocket import HandshakeRefused, connect

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[Handler], Awaitable[str]]]:
    """Start an aiohttp server on 127.0.0.1 with one handler at ``/ws``; yields its address."""
    runners: list[web.AppRunner] = []

    async def start(handler: Handler) -> str:
        app = web.Application()
        app.router.add_get("/ws", handler)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        runners.append(runner)
        port = runner.addresses[0][1]
        return f"ws://127.0.0.1:{port}/ws?token=abc"

    yield start
    for runner in runners:
        await runner.cleanup()


async def echo(request: web.Request) -> web.WebSocketResponse:
    """Answer each text message with it, its query and its Host; ping first; close on "bye"."""
    websocket = web.WebSocketResponse()
    await websocket.prepare(request)
    await websocket.ping(b"are you there")
    async for message in websocket:
        if message.type == WSMsgType.TEXT:
            if message.data == "bye":
                await websocket.close(code=4000)
                break
            await websocket.send_str(json.dumps([message.data, request.query_string, request.host]))
            await websocket.send_bytes(b"\x00\x01")
    return websocket


async def test_text_goes_both_ways_with_the_query_and_the_host(serve: Callable[[Handler], Awaitable[str]]) -> None:
    address = await serve(echo)
    socket = await connect(address, max_size=1 << 20)
    long_text = "é" * 40_000  # over 65535 bytes: the longest length form
    for text in ("hello", long_text):
        await socket.send_str(text)
        said, query, host = json.loads(str(await socket.receive(5)))
        assert (said, query, host) == (text, "token=abc", address.split("/")[2])
        assert await socket.receive(5) == b"\x00\x01"  # a binary message comes as bytes
    await socket.close()
    assert socket.closed


async def test_the_servers_ping_is_answered_and_its_close_ends_the_stream(serve: Callable[[Handler], Awaitable[str]]) -> None:
    pongs: list[bytes] = []

    async def pinging(request: web.Request) -> web.WebSocketResponse:
        websocket = web.WebSocketResponse(autoping=False)
        await websocket.prepare(request)
        await websocket.ping(b"still there?")
        message = await websocket.receive(5)
        if message.type == WSMsgType.PONG:
            pongs.append(message.data)
        await websocket.close(code=1001)
        return websocket

    socket = await connect(await serve(pinging), max_size=1 << 20)
    assert await socket.receive(5) is None  # the close, answered
    assert pongs == [b"still there?"]
    with pytest.raises(ConnectionError):
        await socket.send_str("too late")


async def test_a_refused_handshake_gives_the_status(serve: Callable[[Handler], Awaitable[str]]) -> None:
    async def forbidden(request: web.Request) -> web.Response:
        return web.Response(status=403, text="no")

    with pytest.raises(HandshakeRefused) as refused:
        await connect(await serve(forbidden), max_size=1024)
    assert refused.value.status == 403


async def test_a_message_over_the_limit_breaks_the_connection(serve: Callable[[Handler], Awaitable[str]]) -> None:
    socket = await connect(await serve(echo), max_size=64)
    await socket.send_str("x" * 100)
    with pytest.raises(ConnectionError):
        await socket.receive(5)
    await socket.close()


TEXT, PING = 0x1, 0x9
"""Two opcodes of the protocol, for the frames the bare server writes by hand."""


def accept_key(key: str) -> str:
    """What a server answers the handshake's key with (RFC 6455, section 4.2.2)."""
    return base64.b64encode(hashlib.sha1(key.encode() + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest()).decode()


async def bare_server(answer: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]) -> tuple[asyncio.Server, str]:
    """A server that completes the handshake, then does ``answer``."""
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
        key = next(line.split(":", 1)[1].strip() for line in head.split("\r\n") if line.lower().startswith("sec-websocket-key"))
        writer.write(f"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     f"Sec-WebSocket-Accept: {accept_key(key)}\r\n\r\n".encode("latin-1"))
        await writer.drain()
        await answer(reader, writer)

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}/"


async def test_a_host_that_stops_answering_is_dropped_after_the_heartbeat() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(10)  # reads nothing, answers no ping

    server, address = await bare_server(silent)
    async with server:
        socket = await connect(address, max_size=1024, heartbeat=0.2)
        started = asyncio.get_running_loop().time()
        with pytest.raises(ConnectionError):
            await socket.receive(5)
        # a ping after 0.2 s, unanswered for 0.1 s more, then the close's own wait (1 s) for an
        # answer that never comes
        assert asyncio.get_running_loop().time() - started < 3.0
        await socket.close()


async def test_fragments_are_joined_and_a_stray_continuation_refused() -> None:
    async def fragments(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(bytes([TEXT, 3]) + b"abc" + bytes([0x80 | PING, 0]) + bytes([0x80, 3]) + b"def")  # a ping between
        writer.write(bytes([0x80, 1]) + b"g")  # a continuation of nothing
        await writer.drain()
        await asyncio.sleep(5)

    server, address = await bare_server(fragments)
    async with server:
        socket = await connect(address, max_size=1024, heartbeat=0.2)
        assert await socket.receive(5) == "abcdef"
        with pytest.raises(ConnectionError):  # once the close this side sent goes unanswered
            await socket.receive(5)
        await socket.close()


async def test_a_receive_that_times_out_ends_the_connection() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(5)

    server, address = await bare_server(silent)
    async with server:
        socket = await connect(address, max_size=1024)
        with pytest.raises(asyncio.TimeoutError):
            await socket.receive(0.05)
        assert socket.closed  # a frame may have been half read: the connection is not read again
        assert await socket.receive(5) is None
        with pytest.raises(ConnectionError):
            await socket.send_str("after")
        await socket.close()


async def test_an_address_of_another_scheme_fails_as_a_connection_does() -> None:
    with pytest.raises(ConnectionError):
        await connect("http://127.0.0.1:1/table", max_size=1024)
