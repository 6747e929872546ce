"""The web server of ``ceelo-tui serve``: textual-serve's server, telling the players where to go.

Kept out of :mod:`ceelo_tui.commands.serve` so that the command can say how to install the
optional ``textual-serve`` package when importing this module fails.
"""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from textual_serve.server import Server

TAB_CLOSE_SECONDS = 10
"""How long ctrl+c waits for the open tabs' games to end before the server stops anyway."""


class GameServer(Server):
    """Serves one ``ceelo-tui play`` process per browser tab (textual-serve starts them)."""

    def __init__(self, command: str, *, host: str, port: int, public_url: str) -> None:
        super().__init__(command, host=host, port=port, title="Cee-lo", public_url=public_url)
        self._tabs: set[asyncio.Task[object]] = set()
        """The tasks serving an open tab, each with its game process."""

    def initialize_logging(self) -> None:
        """textual-serve's logging, less a line for every file a browser fetches."""
        super().initialize_logging()
        logging.getLogger("aiohttp.access").setLevel(logging.WARNING)

    async def on_startup(self, app: web.Application) -> None:
        """Say where to open the game, instead of the command line every tab runs."""
        self.console.print(f"Cee-lo is served at [bold]{self.public_url}[/]: open it in a web browser.",
                           highlight=False)
        self.console.print("Every tab is a table of its own. Press ctrl+c to stop.", highlight=False)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """Serve one tab (textual-serve starts its game), remembering it until the tab closes."""
        task = asyncio.current_task()
        if task is not None:
            self._tabs.add(task)
        try:
            return await super().handle_websocket(request)
        finally:
            if task is not None:
                self._tabs.discard(task)

    async def on_shutdown(self, app: web.Application) -> None:
        """On ctrl+c, end every open tab's game at once.

        A tab's connection stays open for as long as the page does, and the web server would
        otherwise wait up to a minute for it. Cancelling it is what the server does itself
        after that wait: textual-serve then closes the page's connection and tells the game
        to quit, and the page says the session ended.
        """
        tabs = set(self._tabs)
        for task in tabs:
            task.cancel()
        if tabs:
            await asyncio.wait(tabs, timeout=TAB_CLOSE_SECONDS)
