"""The web server of ``ceelo-tui serve``: textual-serve's server, behind the checks of
:mod:`ceelo_tui.web.guard` (a token, Host and Origin, limits) and telling the players where to go.

Kept out of :mod:`ceelo_tui.commands.serve` so that the command can say how to install the
optional ``textual-serve`` package when importing this module fails.

What it changes in textual-serve's server, and why:

- every request passes :meth:`GameServer.guard` first (a middleware): a foreign Host or Origin
  gets 403, and so does a websocket that does not offer the token (see
  :mod:`ceelo_tui.web.guard`: it travels in the address's fragment, then as a subprotocol, never
  in a cookie, which a browser would send to every port of the host); the page itself loads
  without it, and starts nothing without it. An address with parameters is sent to the bare
  one, so no parameter (textual-serve's page would fetch any ``?ping=`` address) reaches the
  page; an old-style ``/?token=…`` goes to ``/#token=…``;
- the page is this package's own (``web/app_index.html``): the same page less the web font it
  loaded from an outside host, taking the token from the fragment into the tab's storage, and
  saying in words why a game ended;
- a tab's websocket is served here (:meth:`GameServer.handle_websocket`): the number of tables,
  the terminal size, the message size and the keys a second are bounded; a malformed message of
  any shape is dropped with one line in the log, never a traceback, and never ends the tab;
- a tab's game (:class:`TabGame`) ends when its tab closes, killed if it does not quit within
  :data:`QUIT_SECONDS`; a game that dies closes its tab, saying so, and frees its slot;
- a connection that has not sent a whole request within :data:`HEADER_SECONDS` is closed
  (:func:`close_slow_requests`);
- no directory listing, no downloads, and no ``Server`` header naming Python's and aiohttp's
  versions.

A game process ends with its server however the server ends: its input is a pipe from the
server, which closes when the server dies, and the game ends on that (see
:mod:`ceelo_tui.runtime.terminal_gone`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import shlex
import signal
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import WSMsgType, web
from aiohttp.web_protocol import RequestHandler
from rich.text import Text
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..presenters.catalog import WORDS
from ..saves.store import data_dir
from ..textual_compat.serve_process import tab_process
from .guard import PROTOCOL, Guard, KeyRate, Limits, Offer, offered, split_keys

TAB_CLOSE_SECONDS = 10
"""How long ctrl+c waits for the open tabs' games to end before the server stops anyway."""
QUIT_SECONDS = 5.0
"""How long a closed tab's game has to quit before it is stopped (SIGTERM, then SIGKILL)."""
HEADER_SECONDS = 15.0
"""How long a new connection may take to send a whole request, and an open one may stay idle
between requests: a request half sent is not held open any longer (see :func:`close_slow_requests`)."""
CLOSE_REASON_BYTES = 120
"""A websocket's close reason holds at most 123 bytes."""
ENDED_CODE = 4000
"""The close code of a tab whose game ended by itself (the reason says how); the page shows why."""
TABLE_CLOSED_CODE = 4001
"""The close code of every open tab when ``host`` closes its table (the reason says why): the page
says so and joins again once the page is back (``host --resume``), as a terminal screen does."""
TABS_FOLDER = "browser tabs"
"""Where, in the data folder, each tab of ``serve --join`` keeps its seat secrets (a file each)."""
TAB_FILES_KEPT = 256
"""Tabs' seat-secret files kept; the least recently used go first."""
PAGE = Path(__file__).parent
"""The folder of this package's page template."""

log = logging.getLogger("ceelo_tui.serve")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def page_words() -> dict[str, str]:
    """The words of the page around the game (``app_index.html``), from the catalog: the page's
    template reads them as ``words``, escaped as HTML (and as a script's string where a script
    shows them)."""
    return {"start": WORDS.page_start, "session_ended": WORDS.page_session_ended,
            "restart": WORDS.page_restart, "open_with_token": WORDS.page_open_with_token,
            "rejoin_if_reopens": WORDS.page_rejoin_if_reopens, "out_of_reach": WORDS.page_out_of_reach,
            "try_count": WORDS.page_try_count}


class GameServer(Server):
    """Serves one ``ceelo-tui play`` process per browser tab (textual-serve starts them)."""

    def __init__(self, command: str, *, host: str, port: int, public_url: str, token: str,
                 limits: Limits | None = None, joins: bool = False, announce: bool = True) -> None:
        """Serve ``command`` to every tab; ``joins``: it joins a hosted table (``serve --join``,
        or ``host`` itself), so each tab runs it under a name of its own; ``announce``: say where
        to open the page once it is served (``host`` says it itself, with its table's address)."""
        super().__init__(command, host=host, port=port, title=WORDS.game_title, public_url=public_url,
                         templates_path=PAGE)
        self.joins = joins
        self.announce = announce
        self.guard_rules = Guard.for_server(token, host, port, public_url)
        self.limits = limits or Limits()
        self._tabs: set[asyncio.Task[object]] = set()
        """The tasks serving an open tab, each with its game process."""
        self._answered: set[RequestHandler] = set()
        """The connections that have sent a whole request (see :func:`close_slow_requests`)."""
        self.farewell = ""
        """Why the server stops, told to every open tab as it is closed (:data:`TABLE_CLOSED_CODE`);
        '' (``serve``'s own ctrl+c): the tab is just closed."""

    @property
    def invitation(self) -> str:
        """The address to open: the public URL with the token in its fragment (never sent to
        any server by the browser; the page reads it)."""
        return f"{self.public_url}/#token={self.guard_rules.token}"

    def serve(self, debug: bool = False) -> None:
        """Serve until ctrl+c (or SIGTERM), as textual-serve's ``serve`` does, with
        :data:`HEADER_SECONDS` for a request to arrive whole (OSError when the port is taken)."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        serving = loop.create_task(self._serve())
        for stop in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(stop, serving.cancel)
        try:
            loop.run_until_complete(serving)
        except asyncio.CancelledError:
            pass
        finally:
            left = asyncio.all_tasks(loop)
            for task in left:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))
            loop.close()

    async def _serve(self) -> None:
        """Listen, and close slow requests, until cancelled; then end every tab and stop."""
        runner = await self.listen()
        try:
            await self.watch(runner)
        finally:
            await runner.cleanup()

    async def listen(self) -> web.AppRunner:
        """Start listening in the running event loop (OSError when the port cannot be had): the
        runner to :meth:`watch` until the server is to stop, then to clean up, which ends every
        open tab and its game (see :meth:`on_shutdown`). ``host`` serves its table's page so, in
        its own loop, beside the table."""
        runner = web.AppRunner(await self._make_app(), handle_signals=False, keepalive_timeout=HEADER_SECONDS)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except BaseException:
            await runner.cleanup()
            raise
        return runner

    async def watch(self, runner: web.AppRunner) -> None:
        """Close slow requests (see :func:`close_slow_requests`) until cancelled."""
        assert runner.server is not None  # set up
        await close_slow_requests(runner.server, self._answered)

    def initialize_logging(self) -> None:
        """textual-serve's logging, less a line for every file a browser fetches."""
        super().initialize_logging()
        logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
        logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)  # its tracebacks carry headers

    async def _make_app(self) -> web.Application:
        """textual-serve's application, behind :meth:`guard`, and quiet about what it runs on."""
        app = await super()._make_app()
        aiohttp_jinja2.get_env(app).globals["words"] = page_words()
        app.middlewares.append(self.guard)
        app.on_response_prepare.append(_plain_server_header)
        return app

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse what was not invited; see the module's notes."""
        self._answered.add(request.protocol)
        rules = self.guard_rules
        if not rules.host_allowed(request.headers.get("Host")):
            return _refused(request, WORDS.server_other_host_name)
        if not rules.origin_allowed(request.headers.get("Origin")):
            return _refused(request, WORDS.server_other_site)
        if request.path == "/ws" and not rules.token_given(offered(request.headers.get("Sec-WebSocket-Protocol")).token):
            return _refused(request, WORDS.server_token_needed)
        if request.path.startswith("/download/") or (request.path.startswith("/static/") and request.path.endswith("/")):
            raise web.HTTPNotFound()  # no downloads, no directory listing
        if request.path == "/" and request.query:  # an old-style token, or anything else
            if rules.token_given(request.query.get("token")):
                raise web.HTTPSeeOther(f"/#token={rules.token}")
            raise web.HTTPSeeOther("/")
        return await handler(request)

    async def on_startup(self, app: web.Application) -> None:
        """Say where to open the game, instead of the command line every tab runs."""
        if not self.announce:
            return
        served = Text(WORDS.served_at(self.invitation))
        served.highlight_words([self.invitation], "bold")
        self.console.print(served, highlight=False, soft_wrap=True)
        self.console.print(Text(WORDS.tabs_share(self.joins)), highlight=False)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """Serve one tab: its game process, within the limits (textual-serve's own handler, with
        the table count, sizes, message size and keys a second bounded, and the game's end
        followed: see :class:`TabGame`)."""
        limits = self.limits
        if len(self._tabs) >= limits.tables:
            raise web.HTTPServiceUnavailable(text=WORDS.tables_open(limits.tables))
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=limits.message_bytes, protocols=(PROTOCOL,))
        if not websocket.can_prepare(request).ok:  # a plain GET of the websocket's address
            raise web.HTTPBadRequest(text=WORDS.page_websocket_only)
        width, height = limits.size(request.query.get("width"), request.query.get("height"))
        task = asyncio.current_task()
        if task is not None:
            self._tabs.add(task)
        game: TabGame | None = None
        try:
            await websocket.prepare(request)
            command = self.tab_command(offered(request.headers.get("Sec-WebSocket-Protocol")))
            game = TabGame(f"exec {command}", websocket,  # exec: the game is the process, not a shell
                           download_manager=self.download_manager, debug=self.debug)
            await game.start(width, height)
            await self._relay(websocket, game)
        except asyncio.CancelledError:
            if self.farewell:
                await websocket.close(code=TABLE_CLOSED_CODE, message=_reason(self.farewell))
            else:
                await websocket.close()
        except Exception as error:  # noqa: BLE001 - one tab's trouble is one line, never the server's end
            log.warning("a tab ended with an error: %s", type(error).__name__)
        finally:
            if game is not None:
                await game.stop()
            if task is not None:
                self._tabs.discard(task)
        return websocket

    def tab_command(self, offer: Offer) -> str:
        """The command a tab runs. At a hosted table (``serve --join``) it joins under a name of
        its own, a hash of the tab's secret, and keeps its seats' secrets in a file of its own,
        named by another hash of that secret: a reloaded tab (same secret) takes its seats back,
        and nothing any other screen is told leads to them."""
        if not self.joins:
            return self.command
        if offer.tab is None:  # not the page (it always offers one): a screen for this run only
            offer = Offer(offer.token, secrets.token_hex(32))
        folder = data_dir() / TABS_FOLDER
        file = folder / str(offer.tab_file)
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            _forget_old_tabs(folder, keep=TAB_FILES_KEPT)
        except OSError as error:
            log.warning("the tabs' seat secrets cannot be kept (%s): a reloaded tab joins as a new screen",
                        error.strerror)
        return f"{self.command} --name {shlex.quote(WORDS.browser_tab_name(str(offer.tab_label)))} --seat-keys {shlex.quote(str(file))}"

    async def _relay(self, websocket: web.WebSocketResponse, game: AppService) -> None:
        """Pass what the tab sends to its game: keys within the rate, sizes within the limits;
        anything else, of any shape, is dropped with one line in the log."""
        rate = KeyRate(self.limits.keys_per_second, self.limits.key_burst)
        try:
            await self._relay_messages(websocket, game, rate)
        finally:
            if rate.dropped:
                log.warning("a tab sent keys faster than %d a second: %d were dropped",
                            self.limits.keys_per_second, rate.dropped)

    async def _relay_messages(self, websocket: web.WebSocketResponse, game: AppService, rate: KeyRate) -> None:
        """:meth:`_relay`'s loop, message by message."""
        async for message in websocket:
            if message.type == WSMsgType.ERROR:  # too large, or broken: the connection ends
                log.warning("a tab's message was refused: %s", type(websocket.exception()).__name__)
                return
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = _envelope(message.data)
                if envelope is None:
                    log.warning("a malformed message from a tab was dropped")
                    continue
                kind, data = envelope
                if kind == "stdin" and isinstance(data, str):
                    keys = split_keys(data)
                    allowed = rate.take(len(keys))
                    if allowed:
                        await game.send_bytes("".join(keys[:allowed]).encode("utf-8", "replace"))
                elif kind == "resize" and isinstance(data, dict):
                    await game.set_terminal_size(*self.limits.size(data.get("width"), data.get("height")))
                elif kind == "ping" and isinstance(data, str) and len(data) < 64:
                    await websocket.send_json(["pong", data])
                elif kind == "blur":
                    await game.blur()
                elif kind == "focus":
                    await game.focus()
                else:
                    log.warning("a message of an unknown kind from a tab was dropped")
            except (ConnectionError, RuntimeError):  # the game or the tab is gone: the tab ends
                return
            except Exception as error:  # noqa: BLE001 - a message of a shape no check foresaw
                log.warning("a malformed message from a tab was dropped: %s", type(error).__name__)

    async def on_shutdown(self, app: web.Application) -> None:
        """On ctrl+c, end every open tab's game at once.

        A tab's connection stays open for as long as the page does, and the web server would
        otherwise wait up to a minute for it. Cancelling it is what the server does itself
        after that wait: the page's connection is closed, the game is told to quit, and the
        page says the session ended (or, given a :attr:`farewell`, why the table closed).
        """
        tabs = set(self._tabs)
        for task in tabs:
            task.cancel()
        if tabs:
            await asyncio.wait(tabs, timeout=TAB_CLOSE_SECONDS)


class TabGame(AppService):
    """One tab's game process (textual-serve's :class:`AppService`), whose end is followed.

    - When its tab closes, the game is told to quit, as textual-serve does; one that has not
      ended within :data:`QUIT_SECONDS` (busy, or stuck) is stopped, SIGTERM then SIGKILL, so
      it never holds a table's slot after its tab is gone.
    - When the game ends by itself without saying so (killed, crashed), the tab is closed with
      the reason in words ("the game ended: …"), which the page shows, and the slot is freed.

    The process is found by :func:`~ceelo_tui.textual_compat.serve_process.tab_process` (a private
    attribute of textual-serve's): the only way to its exit status and to a signal, which
    :class:`AppService` does not offer.
    """

    def __init__(self, command: str, websocket: web.WebSocketResponse, **settings: Any) -> None:
        async def close() -> None:
            await websocket.close()

        super().__init__(command, write_bytes=websocket.send_bytes, write_str=websocket.send_str, close=close,
                         **settings)
        self.websocket = websocket
        self.said_exit = False
        """True once the game said it is ending (its own ``exit``): the page then just closes."""

    async def on_meta(self, data: bytes) -> None:
        """textual-serve's own handling, noting the game's own ``exit``."""
        if b'"exit"' in data:
            self.said_exit = True
        await super().on_meta(data)

    async def run(self) -> None:
        """Relay the game's output until it ends; if it ended without saying so, close the tab
        with the reason."""
        await super().run()
        if self.said_exit or self.websocket.closed:
            return
        process = tab_process(self)
        code = None
        if process is not None:
            try:
                code = await asyncio.wait_for(process.wait(), QUIT_SECONDS)
            except asyncio.TimeoutError:
                code = None
        reason = WORDS.game_ended(ended_how(code))
        log.warning("a tab's game ended by itself: %s", ended_how(code))
        await self.websocket.close(code=ENDED_CODE, message=_reason(reason))

    async def stop(self) -> None:
        """Tell the game to quit, as textual-serve does, and stop it if it has not within
        :data:`QUIT_SECONDS`.

        textual-serve's own stop returns once the game's output ends, which a game that is
        quitting closes a moment before its process ends (or at once, when its tab was already
        closed); the process gets what is left of the time to end before it is stopped."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + QUIT_SECONDS
        try:
            await asyncio.wait_for(super().stop(), QUIT_SECONDS)
        except (asyncio.TimeoutError, ConnectionError, RuntimeError):
            pass
        process = tab_process(self)
        if process is None or process.returncode is not None:
            return
        try:
            await asyncio.wait_for(process.wait(), max(0.0, deadline - loop.time()))
            return
        except asyncio.TimeoutError:
            pass
        log.warning("a closed tab's game did not quit within %g s: it is stopped", QUIT_SECONDS)
        for stopping in (process.terminate, process.kill):
            try:
                stopping()
                await asyncio.wait_for(process.wait(), QUIT_SECONDS)
                return
            except ProcessLookupError:
                return
            except asyncio.TimeoutError:
                continue


async def close_slow_requests(server: web.Server, answered: set[RequestHandler], every: float = 1.0) -> None:
    """Close each connection that has not sent a whole request within :data:`HEADER_SECONDS`
    of opening (``answered``: those that have), until cancelled.

    A connection that sends its request a byte at a time, or never finishes it, would otherwise
    be held open for as long as it likes: aiohttp times out a connection idle between requests,
    but one that has not sent its first request only from aiohttp 3.14.4 on (aio-libs/aiohttp#13681).
    """
    loop = asyncio.get_running_loop()
    opened: dict[RequestHandler, float] = {}
    while True:
        now = loop.time()
        connections = set(server.connections)
        opened = {connection: opened.get(connection, now) for connection in connections}
        answered.intersection_update(connections)
        for connection, since in opened.items():
            if connection not in answered and now - since > HEADER_SECONDS:
                log.warning("a connection that sent no whole request within %g s was closed", HEADER_SECONDS)
                connection.force_close()
        await asyncio.sleep(every)


def ended_how(code: int | None) -> str:
    """How a game process ended, in words, from its exit status."""
    if code is None:
        return WORDS.ended_not_answering
    if code < 0 or code > 128:  # a signal, as the process or a shell reports it
        number = -code if code < 0 else code - 128
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = WORDS.signal_number(number)
        return WORDS.ended_by_signal(name)
    if code == 0:
        return WORDS.ended_closed
    return WORDS.ended_failed(code)


def _forget_old_tabs(folder: Path, keep: int) -> None:
    """Keep the files of the ``keep`` tabs used most recently."""
    files = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
    for old in files[keep:]:
        old.unlink(missing_ok=True)


def _reason(words: str) -> bytes:
    """``words`` as a websocket's close reason: UTF-8, cut to what a close frame holds (whole characters)."""
    return words.encode("utf-8")[:CLOSE_REASON_BYTES].decode("utf-8", "ignore").encode("utf-8")


def _envelope(text: str) -> tuple[str, Any] | None:
    """A tab's message, ``[kind, data]``, or None when it is not one (not JSON, nested too deep
    for the parser, or not a list that starts with a kind)."""
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    return envelope[0], envelope[1] if len(envelope) > 1 else None


def _refused(request: web.Request, why: str) -> web.Response:
    """403, saying why in a word, and one line in the log (no headers, no traceback)."""
    log.warning("refused %s %s: %s", request.method, request.path, why)
    return web.Response(status=403, text=WORDS.forbidden(why))


async def _plain_server_header(request: web.Request, response: web.StreamResponse) -> None:
    """Name no versions of what the server runs on; let no other site frame the page, and send
    no referrer from it."""
    response.headers["Server"] = "ceelo-tui"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"
    response.headers["Referrer-Policy"] = "no-referrer"
