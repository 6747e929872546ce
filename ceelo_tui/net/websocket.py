"""The client side of one websocket: what a screen at a hosted table needs, on ``websockets``.

Why ``websockets`` and not aiohttp's client, which the table's server uses: importing
``aiohttp`` costs about as much as importing Textual (about 110 ms; its connector builds TLS
contexts as it is imported), and ``join`` paid it all before its table could be drawn. The
``websockets`` client (a well-kept library that does nothing but this protocol) costs about a
quarter of that, and does all a screen needs: one connection, messages both ways, the
server's pings answered, its own pings to find a host that went away, and a clean close.

This module gives the table's client the few calls it uses and one way to fail::

    socket = await connect("ws://host:8765/table?token=…", max_size=SERVER_MESSAGE_BYTES)
    await socket.send_str(text)
    text = await socket.receive(timeout)     # (bytes for a binary message) None once the table closed the connection
    await socket.close()

A refused handshake raises :class:`HandshakeRefused` with the HTTP status; everything else
that ends a connection (a reset, a frame that breaks the protocol, a message over
``max_size``, a host that stopped answering pings, an address that is not ``ws://`` or
``wss://``) is a :class:`ConnectionError`, as a lost connection is (``OSError``): the table's
client tries again after any of them.
"""

from __future__ import annotations

import asyncio
import contextlib

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as open_websocket
from websockets.exceptions import ConnectionClosed, InvalidStatus, InvalidURI, WebSocketException

from ..presenters.catalog import WORDS


class HandshakeRefused(ConnectionError):
    """The server answered the opening handshake with ``status`` instead of switching protocols."""

    def __init__(self, status: int) -> None:
        super().__init__(WORDS.websocket_refused(status))
        self.status = status


class WebSocket:
    """An open connection: text messages in and out; pings answered, and one sent after every
    ``heartbeat`` seconds, the connection dropped when it goes unanswered for half as long."""

    def __init__(self, connection: ClientConnection) -> None:
        self._connection = connection
        self._closed = False

    @property
    def closed(self) -> bool:
        """True once either side has closed the connection (or it broke)."""
        return self._closed

    async def send_str(self, text: str) -> None:
        """Send one text message (ConnectionError once the connection is closed)."""
        if self._closed:
            raise ConnectionResetError(WORDS.websocket_closed)
        try:
            await self._connection.send(text)
        except ConnectionClosed as closed:
            self._closed = True
            raise ConnectionResetError(WORDS.websocket_closed) from closed

    async def receive(self, timeout: float | None = None) -> str | bytes | None:
        """The next message (a binary one as bytes); None when the server closed the connection
        cleanly; ConnectionError when it broke (a frame the protocol does not allow, a message
        over the limit, a host gone silent); asyncio.TimeoutError when none came within
        ``timeout`` seconds, which ends the connection (the caller connects again)."""
        if self._closed:
            return None
        try:
            if timeout is None:
                return await self._connection.recv()
            return await asyncio.wait_for(self._connection.recv(), timeout)
        except asyncio.TimeoutError:
            self._closed = True
            self._connection.transport.abort()
            raise
        except ConnectionClosed as closed:
            self._closed = True
            if closed.rcvd is not None and closed.rcvd_then_sent:
                return None  # the server said goodbye (a close begun here means something broke)
            raise ConnectionResetError(WORDS.websocket_ended) from closed

    async def close(self, code: int = 1000) -> None:
        """Say goodbye with ``code`` and close the connection."""
        self._closed = True
        with contextlib.suppress(ConnectionError, OSError, WebSocketException):
            await self._connection.close(code)


async def connect(address: str, *, max_size: int, heartbeat: float | None = 20.0,
                  timeout: float = 30.0) -> WebSocket:
    """Open a websocket to ``address`` (``ws://`` or ``wss://``, checked against the system's
    certificates); HandshakeRefused with the server's status when it will not switch
    protocols, asyncio.TimeoutError after ``timeout`` seconds without an answer,
    ConnectionError (an OSError) for the rest, an address of another scheme included."""
    try:
        connection = await open_websocket(
            address, max_size=max_size, compression=None, open_timeout=timeout, close_timeout=1,
            ping_interval=heartbeat, ping_timeout=None if heartbeat is None else heartbeat / 2,
            proxy=None, user_agent_header=None)
    except InvalidStatus as refused:
        raise HandshakeRefused(refused.response.status_code) from None
    except InvalidURI:
        raise ConnectionError(WORDS.join_not_an_address(repr(address))) from None
    except WebSocketException as broken:  # a handshake that is not one
        raise ConnectionError(WORDS.websocket_not_a_handshake) from broken
    return WebSocket(connection)
