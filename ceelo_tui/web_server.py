"""The web server of ``ceelo-tui serve``: textual-serve's server, behind the checks of
:mod:`ceelo_tui.web_guard` (a token, Host and Origin, limits) and telling the players where to go.

Kept out of :mod:`ceelo_tui.commands.serve` so that the command can say how to install the
optional ``textual-serve`` package when importing this module fails.

What it changes in textual-serve's server, and why:

- every request passes :meth:`GameServer.guard` first (a middleware): a foreign Host or Origin,
  or no token (in the address, or the cookie the first visit sets), gets 403 and starts nothing;
  the first visit with the token is redirected to the bare address, so the token leaves the
  address bar and no other parameter (textual-serve's page would fetch any ``?ping=`` address)
  reaches the page;
- the page is this package's own (``web/app_index.html``): the same page less the web font it
  loaded from an outside host (it uses the font textual-serve ships, from this server);
- a tab's websocket is served here (:meth:`GameServer.handle_websocket`): the number of tables,
  the terminal size, the message size and the input rate are bounded, and a malformed message
  is dropped with one line in the log, never a traceback;
- no directory listing, and no ``Server`` header naming Python's and aiohttp's versions.

A game process ends with its server however the server ends: its input is a pipe from the
server, which closes when the server dies, and the game ends on that (see
:mod:`ceelo_tui.terminal_gone`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import shlex
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from .web_guard import COOKIE, SCREEN_COOKIE, Guard, InputRate, Limits, screen_id

TAB_CLOSE_SECONDS = 10
"""How long ctrl+c waits for the open tabs' games to end before the server stops anyway."""
PAGE = Path(__file__).with_name("web")
"""The folder of this package's page template."""

log = logging.getLogger("ceelo_tui.serve")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class GameServer(Server):
    """Serves one ``ceelo-tui play`` process per browser tab (textual-serve starts them)."""

    def __init__(self, command: str, *, host: str, port: int, public_url: str, token: str,
                 limits: Limits | None = None, joins: bool = False) -> None:
        """Serve ``command`` to every tab; ``joins``: it joins a hosted table (``serve --join``),
        so each tab runs it under a name of its own."""
        super().__init__(command, host=host, port=port, title="Cee-lo", public_url=public_url,
                         templates_path=PAGE)
        self.joins = joins
        self.guard_rules = Guard.for_server(token, host, port, public_url)
        self.limits = limits or Limits()
        self._tabs: set[asyncio.Task[object]] = set()
        """The tasks serving an open tab, each with its game process."""

    @property
    def invitation(self) -> str:
        """The address to open: the public URL with the token."""
        return f"{self.public_url}/?token={self.guard_rules.token}"

    def initialize_logging(self) -> None:
        """textual-serve's logging, less a line for every file a browser fetches."""
        super().initialize_logging()
        logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
        logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)  # its tracebacks carry headers

    async def _make_app(self) -> web.Application:
        """textual-serve's application, behind :meth:`guard`, and quiet about what it runs on."""
        app = await super()._make_app()
        app.middlewares.append(self.guard)
        app.on_response_prepare.append(_plain_server_header)
        return app

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse what was not invited; see the module's notes."""
        rules = self.guard_rules
        if not rules.host_allowed(request.headers.get("Host")):
            return _refused(request, "this server does not answer to that host name")
        if not rules.origin_allowed(request.headers.get("Origin")):
            return _refused(request, "a page of another site may not use this server")
        query_token = request.query.get("token")
        if not rules.token_given(query_token, request.cookies.get(COOKIE)):
            return _refused(request, "open the address with the token that ceelo-tui serve printed")
        if request.path.startswith("/static/") and request.path.endswith("/"):
            raise web.HTTPNotFound()  # no directory listing
        if request.path == "/" and request.query:  # the token (now a cookie), or anything else
            response = web.HTTPSeeOther("/")
            if query_token is not None and rules.token_given(query_token, None):
                response.set_cookie(COOKIE, rules.token, httponly=True, samesite="Strict", path="/")
            raise response
        return await handler(request)

    async def on_startup(self, app: web.Application) -> None:
        """Say where to open the game, instead of the command line every tab runs."""
        self.console.print(f"Cee-lo is served at [bold]{self.invitation}[/]: open it in a web browser.",
                           highlight=False, soft_wrap=True)
        tabs = ("Every tab joins the hosted table (t takes a seat)" if self.joins
                else "Every tab is a table of its own")
        self.console.print(f"{tabs}; the address carries the key to this server, so share "
                           "it only with the players. Press ctrl+c to stop.", highlight=False)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """Serve one tab: its game process, within the limits (textual-serve's own handler,
        with the table count, sizes, message size and input rate bounded)."""
        limits = self.limits
        if len(self._tabs) >= limits.tables:
            raise web.HTTPServiceUnavailable(text=f"{limits.tables} tables are open already: close one first.")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=limits.message_bytes)
        if not websocket.can_prepare(request).ok:  # a plain GET of the websocket's address
            raise web.HTTPBadRequest(text="This address is the game's websocket: open the page instead.\n")
        width, height = limits.size(request.query.get("width"), request.query.get("height"))
        task = asyncio.current_task()
        if task is not None:
            self._tabs.add(task)
        app_service: AppService | None = None
        async def close() -> None:
            await websocket.close()

        try:
            await websocket.prepare(request)
            app_service = AppService(self.tab_command(request), write_bytes=websocket.send_bytes, write_str=websocket.send_str,
                                     close=close, download_manager=self.download_manager, debug=self.debug)
            await app_service.start(width, height)
            await self._relay(websocket, app_service)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:  # noqa: BLE001 - one tab's trouble is one line, never the server's end
            log.warning("a tab ended with an error: %s", type(error).__name__)
        finally:
            if app_service is not None:
                await app_service.stop()
            if task is not None:
                self._tabs.discard(task)
        return websocket

    def tab_command(self, request: web.Request) -> str:
        """The command a tab runs: at a hosted table (``serve --join``), under the tab's own name
        (the page keeps one for the tab's life and sends it as a cookie), so a reloaded tab takes
        its seats back."""
        screen = screen_id(request.cookies.get(SCREEN_COOKIE))
        if not self.joins or screen is None:
            return self.command
        return f"{self.command} --name {shlex.quote(f'browser {screen}')}"

    async def _relay(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """Pass what the tab sends to its game: keys within the input rate, sizes within the
        limits; anything else is dropped with one line in the log."""
        rate = InputRate(self.limits.input_bytes_per_second)
        async for message in websocket:
            if message.type == WSMsgType.ERROR:  # too large, or broken: the connection ends
                log.warning("a tab's message was refused: %s", type(websocket.exception()).__name__)
                return
            if message.type != WSMsgType.TEXT:
                continue
            envelope = _envelope(message.data)
            if envelope is None:
                log.warning("a malformed message from a tab was dropped")
                continue
            kind, data = envelope
            if kind == "stdin" and isinstance(data, str):
                keys = data.encode("utf-8", "replace")
                if rate.allows(len(keys)):
                    await app_service.send_bytes(keys)
            elif kind == "resize" and isinstance(data, dict):
                await app_service.set_terminal_size(*self.limits.size(data.get("width"), data.get("height")))
            elif kind == "ping" and isinstance(data, str) and len(data) < 64:
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()
            else:
                log.warning("a message of an unknown kind from a tab was dropped")

    async def on_shutdown(self, app: web.Application) -> None:
        """On ctrl+c, end every open tab's game at once.

        A tab's connection stays open for as long as the page does, and the web server would
        otherwise wait up to a minute for it. Cancelling it is what the server does itself
        after that wait: the page's connection is closed, the game is told to quit, and the
        page says the session ended.
        """
        tabs = set(self._tabs)
        for task in tabs:
            task.cancel()
        if tabs:
            await asyncio.wait(tabs, timeout=TAB_CLOSE_SECONDS)


def _envelope(text: str) -> tuple[str, Any] | None:
    """A tab's message, ``[kind, data]``, or None when it is not one."""
    try:
        envelope = json.loads(text)
    except ValueError:
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    return envelope[0], envelope[1] if len(envelope) > 1 else None


def _refused(request: web.Request, why: str) -> web.Response:
    """403, saying why in a word, and one line in the log (no headers, no traceback)."""
    log.warning("refused %s %s: %s", request.method, request.path, why)
    return web.Response(status=403, text=f"Forbidden: {why}.\n")


async def _plain_server_header(request: web.Request, response: web.StreamResponse) -> None:
    """Name no versions of what the server runs on; let no other site frame the page, and send
    no referrer from it."""
    response.headers["Server"] = "ceelo-tui"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"
    response.headers["Referrer-Policy"] = "no-referrer"
