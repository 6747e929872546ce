"""The client side of one websocket (RFC 6455) on asyncio's streams: what a screen at a hosted table needs.

Why not aiohttp's client, which the table's server uses: importing ``aiohttp`` costs about as
much as importing Textual (about 110 ms here; its connector builds TLS contexts as it is
imported), and ``join`` paid it all before its table could be drawn. A screen at a table
needs far less: one connection, messages both ways, the server's pings answered, its
own pings to find a host that went away, and a clean close. That is all this module does:

    socket = await connect("ws://host:8765/table?token=…", max_size=SERVER_MESSAGE_BYTES)
    await socket.send_str(text)
    text = await socket.receive(timeout)     # (bytes for a binary message) None once the table closed the connection
    await socket.close()

A refused handshake raises :class:`HandshakeRefused` with the HTTP status; everything else
that ends a connection (a reset, a frame that breaks the protocol, a message over
``max_size``, a host that stopped answering pings) is a :class:`ConnectionError`, as a lost
connection is (``OSError``). ``wss://`` addresses go over TLS, checked against the system's
certificates (the ``ssl`` module is imported only then).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import os
import struct
import time
from urllib.parse import urlsplit

from ..presenters.catalog import WORDS

ACCEPT_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
"""The protocol's constant that the server's handshake answer proves it read the key with."""

CONTINUATION, TEXT, BINARY, CLOSE, PING, PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA
"""The frame opcodes."""


class HandshakeRefused(ConnectionError):
    """The server answered the opening handshake with ``status`` instead of switching protocols."""

    def __init__(self, status: int) -> None:
        super().__init__(WORDS.websocket_refused(status))
        self.status = status


class ProtocolBroken(ConnectionError):
    """The server sent what the websocket protocol does not allow (or a message over the limit)."""


def accept_key(key: str) -> str:
    """The ``Sec-WebSocket-Accept`` a server must answer ``key`` with."""
    return base64.b64encode(hashlib.sha1(key.encode("ascii") + ACCEPT_GUID).digest()).decode("ascii")


def frame(opcode: int, payload: bytes, mask: bytes | None = None) -> bytes:
    """One final frame of ``payload``, masked with ``mask`` (a client's frames always are;
    four random bytes when None)."""
    mask = os.urandom(4) if mask is None else mask
    length = len(payload)
    if length < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
    elif length < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
    return head + mask + masked(payload, mask)


def masked(payload: bytes, mask: bytes) -> bytes:
    """``payload`` XORed with the repeated four-byte ``mask`` (as one big integer: fast in Python)."""
    if not payload:
        return b""
    repeated = (mask * (len(payload) // 4 + 1))[:len(payload)]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(len(payload), "big")


class WebSocket:
    """An open connection: text messages in and out, pings answered, pings sent every
    ``heartbeat`` seconds of silence (no answer within half that: the connection is dropped)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, max_size: int,
                 heartbeat: float | None) -> None:
        self._reader = reader
        self._writer = writer
        self._max_size = max_size
        self._closed = False
        self._sending = asyncio.Lock()
        """One frame written and drained at a time (concurrent drains fail on older Pythons)."""
        self._heard = time.monotonic()
        self._beat = asyncio.create_task(self._heartbeat(heartbeat)) if heartbeat else None

    @property
    def closed(self) -> bool:
        """True once either side has closed the connection."""
        return self._closed

    async def send_str(self, text: str) -> None:
        """Send one text message (ConnectionError once the connection is closed)."""
        await self._send(TEXT, text.encode("utf-8"))

    async def receive(self, timeout: float | None = None) -> str | bytes | None:
        """The next message (a binary one as bytes); None when the server closed the connection
        (answered, and closed here too); asyncio.TimeoutError when none came within ``timeout``
        seconds, which ends the connection (a message may have been half read)."""
        if self._closed:
            return None
        if timeout is None:
            return await self._next_message()
        try:
            return await asyncio.wait_for(self._next_message(), timeout)
        except asyncio.TimeoutError:
            self._closed = True
            self._writer.transport.abort()
            raise

    async def close(self, code: int = 1000) -> None:
        """Say goodbye with ``code`` and close the connection (at once: a screen that leaves
        does not wait for the server's answer)."""
        if self._beat is not None:
            self._beat.cancel()
        if not self._closed:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self._send(CLOSE, struct.pack("!H", code))
            self._closed = True
        self._writer.close()
        with contextlib.suppress(ConnectionError, OSError):
            await self._writer.wait_closed()

    async def _send(self, opcode: int, payload: bytes) -> None:
        """Write one frame whole (frames of different tasks never interleave)."""
        data = frame(opcode, payload)
        async with self._sending:
            if self._closed or self._writer.is_closing():
                raise ConnectionResetError(WORDS.websocket_closed)
            self._writer.write(data)
            await self._writer.drain()

    async def _next_message(self) -> str | bytes | None:
        """Read frames until a whole message (or the close) has come."""
        parts: list[bytes] = []
        size = 0
        kind: int | None = None
        while True:
            final, opcode, payload = await self._read_frame()
            self._heard = time.monotonic()
            if opcode == PING:
                await self._send(PONG, payload)
            elif opcode == PONG:
                pass
            elif opcode == CLOSE:
                await self.close(struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1000)
                return None
            elif (opcode == CONTINUATION) != (kind is not None) or opcode not in (CONTINUATION, TEXT, BINARY):
                raise ProtocolBroken(WORDS.websocket_unexpected_frame(opcode))
            else:
                kind = opcode if kind is None else kind
                size += len(payload)
                if size > self._max_size:
                    raise ProtocolBroken(WORDS.websocket_too_long(self._max_size))
                parts.append(payload)
                if final:
                    data = b"".join(parts)
                    if kind == BINARY:
                        return data
                    try:
                        return data.decode("utf-8")
                    except UnicodeDecodeError:
                        raise ProtocolBroken(WORDS.websocket_not_utf8) from None

    async def _read_frame(self) -> tuple[bool, int, bytes]:
        """One frame: whether it is final, its opcode, its payload."""
        try:
            first, second = await self._reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self._reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self._reader.readexactly(8))
            if second & 0x80 or first & 0x70:
                raise ProtocolBroken(WORDS.websocket_masked_frame)
            if length > self._max_size:
                raise ProtocolBroken(WORDS.websocket_too_long(self._max_size))
            payload = await self._reader.readexactly(length)
        except asyncio.IncompleteReadError:
            self._closed = True
            raise ConnectionResetError(WORDS.websocket_ended) from None
        return bool(first & 0x80), first & 0x0F, payload

    async def _heartbeat(self, every: float) -> None:
        """Ping after ``every`` seconds without a frame; drop the connection if half as long
        again passes without one (the host is gone, though no reset said so)."""
        while not self._closed:
            await asyncio.sleep(max(0.0, self._heard + every - time.monotonic()))
            if time.monotonic() - self._heard < every:
                continue
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self._send(PING, b"")
            await asyncio.sleep(every / 2)
            if time.monotonic() - self._heard >= every * 1.5:
                self._writer.transport.abort()  # the reader then ends with a reset
                return


async def connect(address: str, *, max_size: int, heartbeat: float | None = 20.0,
                  timeout: float = 30.0) -> WebSocket:
    """Open a websocket to ``address`` (``ws://`` or ``wss://``); HandshakeRefused with the
    server's status when it will not switch protocols, asyncio.TimeoutError after
    ``timeout`` seconds without an answer, ConnectionError (an OSError) for the rest, an
    address of another scheme included: a table's client tries again after any of them."""
    return await asyncio.wait_for(_open(address, max_size, heartbeat), timeout)


async def _open(address: str, max_size: int, heartbeat: float | None) -> WebSocket:
    """The TCP (or TLS) connection and the opening handshake."""
    parts = urlsplit(address)
    secure = parts.scheme == "wss"
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ConnectionError(WORDS.join_not_an_address(repr(address)))  # as any failed try, for the caller
    port = parts.port or (443 if secure else 80)
    context = None
    if secure:
        import ssl

        context = ssl.create_default_context()
    reader, writer = await asyncio.open_connection(parts.hostname, port, ssl=context)
    try:
        key = base64.b64encode(os.urandom(16)).decode("ascii")
        host = parts.netloc.rpartition("@")[2]
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        writer.write((f"GET {target} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode("latin-1"))
        await writer.drain()
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            raise ConnectionResetError(WORDS.websocket_ended) from None
        except asyncio.LimitOverrunError:
            raise ProtocolBroken(WORDS.websocket_not_a_handshake) from None
        status_line, *lines = head.decode("latin-1").split("\r\n")
        fields = status_line.split(" ", 2)
        if len(fields) < 2 or not fields[1].isdigit():
            raise ProtocolBroken(WORDS.websocket_not_a_handshake)
        status = int(fields[1])
        if status != 101:
            raise HandshakeRefused(status)
        headers = {name.strip().lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
        if headers.get("sec-websocket-accept") != accept_key(key):
            raise ProtocolBroken(WORDS.websocket_not_a_handshake)
    except BaseException:
        writer.close()
        raise
    return WebSocket(reader, writer, max_size, heartbeat)
