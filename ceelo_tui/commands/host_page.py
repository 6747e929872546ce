"""The browser page of ``ceelo-tui host``: the table's own ``serve --join``, in the host's process.

A game night should need one command: the host opens the table for terminals and, on the
next port, the page for browsers, where every tab is a screen at the table (a ``join``
process of its own, as ``serve --join`` gives it). Everything ``serve`` guards it with is
kept, because it is the same server (:class:`~ceelo_tui.web.server.GameServer`): the token in
the address's fragment, Host and Origin checks, a secret of each tab's own for its seats, the
keys a second, a tab's game ended with its tab. The page's token is the table's own, so a
resumed table (same token, same ports) is at the same browser address too, and the token
reaches each tab's ``join`` in its environment, never on its command line.

The page and the table run in one event loop, so one ctrl+c ends both: the page first (each
tab's game is told to quit, then stopped, see :meth:`GameServer.on_shutdown`), then the table.

``textual-serve`` is one of the package's dependencies (the page is half of the invitation);
an installation without it hosts the table alone, saying how to add the page.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import socket
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole
from ..presenters.catalog import WORDS
from ..web.guard import Limits, url_host
from .common import IN_BROWSER
from .join import TOKEN_ENV as TABLE_TOKEN_ENV
from .serve import INSTALL_HINT, WILDCARD_HOSTS, join_command, listen_problem

if TYPE_CHECKING:
    from aiohttp import web

    from ..web.server import GameServer

OFF = "off"
"""``--web-port off``: no browser page."""


def add_page_arguments(parser: argparse.ArgumentParser) -> None:
    """``host``'s option for its browser page."""
    parser.add_argument("--web-port", metavar="N", help=WORDS.web_port_help(OFF))


@dataclass
class HostPage:
    """Where the page is served, and what its tabs join."""

    host: str
    """The address listened on (``host --host``)."""
    port: int
    table_port: int
    token: str
    tabs: int
    """Tabs (each a game process) open at once."""
    failed: bool = False
    """True once listening failed (the port was taken after it was checked)."""

    @property
    def public_url(self) -> str:
        """The page's address without its token: this machine as others name it."""
        public_host = socket.gethostname() if self.host in WILDCARD_HOSTS else self.host
        return f"http://{url_host(public_host)}:{self.port}"

    @property
    def address(self) -> str:
        """The browser players' address: the token in the fragment, which no browser sends."""
        return f"{self.public_url}/#token={self.token}"

    @property
    def table_address(self) -> str:
        """The table as the tabs' games, on this machine, reach it (no token: see :meth:`environment`)."""
        local = "127.0.0.1" if self.host in WILDCARD_HOSTS else self.host
        return f"ws://{url_host(local)}:{self.table_port}/table"

    def server(self) -> GameServer:
        """The page's server: ``serve --join``'s, saying nothing of its own (``host`` prints
        both addresses together)."""
        from ..web.server import GameServer

        return GameServer(join_command(self.table_address), host=self.host, port=self.port,
                          public_url=self.public_url, token=self.token, limits=Limits(tables=self.tabs),
                          joins=True, announce=False)

    async def open(self) -> Opened:
        """Listen, in the running loop (OSError, :attr:`failed` set, when the port is taken)."""
        server = self.server()
        try:
            runner = await server.listen()
        except OSError:
            self.failed = True
            raise
        return Opened(server, runner, asyncio.create_task(server.watch(runner)))

    async def close(self, opened: Opened, why: str) -> None:
        """Stop serving: every open tab's game ends (see :meth:`GameServer.on_shutdown`), and
        its page is told the host closed the table and ``why``, which it shows as it waits for
        the table to reopen (the same words a terminal screen's banner says)."""
        opened.server.farewell = WORDS.page_host_closed(why)
        opened.watching.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await opened.watching
        await opened.runner.cleanup()

    @staticmethod
    @contextlib.contextmanager
    def environment(page: HostPage | None) -> Iterator[None]:
        """While the page is served, what each tab's game inherits: that it is in a browser,
        and the table's token (``join`` reads it there, not from its command line)."""
        if page is None:
            yield
            return
        before = {name: os.environ.get(name) for name in (IN_BROWSER, TABLE_TOKEN_ENV)}
        os.environ[IN_BROWSER] = "1"
        os.environ[TABLE_TOKEN_ENV] = page.token
        try:
            yield
        finally:
            for name, value in before.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


@dataclass
class Opened:
    """A page being served: its server, its runner, and the task that closes slow requests."""

    server: GameServer
    runner: web.AppRunner
    watching: asyncio.Task[None]


def read_page(parser: argparse.ArgumentParser, args: argparse.Namespace, port: int, token: str,
              tabs: int) -> HostPage | None:
    """The page ``--web-port`` asks for beside the table on ``port`` (None: no page); exits 2
    naming what is allowed when the port is bad or taken."""
    wanted = args.web_port
    if wanted is not None and wanted.strip().casefold() == OFF:
        return None
    try:
        import textual_serve  # noqa: F401 - only whether it is installed
    except ImportError:
        print(WORDS.page_needs_package(INSTALL_HINT), file=sys.stderr)
        return None
    if wanted is None:
        web_port = port + 1 if port < 65535 and listen_problem(args.host, port + 1) is None else free_port(args.host)
    else:
        try:
            web_port = parse_whole(wanted, 1, 65535, "--web-port")
        except IllegalMove as error:
            parser.error(WORDS.or_value(str(error), OFF))
        if web_port == port:
            parser.error(WORDS.web_port_same(port))
        problem = listen_problem(args.host, web_port)
        if problem is not None:
            parser.error(WORDS.web_port_problem(problem))
    return HostPage(host=args.host, port=web_port, table_port=port, token=token, tabs=tabs)


def free_port(host: str) -> int:
    """A port nobody listens on at ``host`` now (the system's choice)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])
