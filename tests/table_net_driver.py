"""Drives a shared table for the tests: a real server on 127.0.0.1 and real ``TableClient`` s.

- :func:`open_table` seats a table and starts a :class:`TableServer` in this process (port 0:
  a free one), saved in ``$CEELO_TUI_DATA`` like ``host`` saves it;
- :func:`join` makes a client whose seat secrets are kept in a folder of its own;
- :func:`play_one` plays the table's next move from the screen holding the seat to move, as a
  player of a computer style would, and :class:`Recorder` keeps every state the server and
  each client went through, so a test can say they were the same after every move;
- :class:`CuttableProxy` stands between clients and server and can cut every connection at
  once (a lost network), and :func:`host_process` runs ``ceelo-tui host`` as its own process
  (to kill it with SIGKILL).

Every wait is bounded (:data:`WAIT`): a test that hangs fails instead.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from ceelo_tui.engine.cpu import choose_move
from ceelo_tui.engine.cpu_styles import is_computer
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import CLASSIC, HouseRules
from ceelo_tui.net.seat_keys import SeatKeys
from ceelo_tui.net.table_client import Answer, Backoff, MoveApplied, Rebuilt, TableClient, TableEvent
from ceelo_tui.net.table_record import record_path
from ceelo_tui.net.table_server import TableLimits, TableServer
from ceelo_tui.saves.store import GameStore

from browser_driver import free_port as free_port  # the tests of the shared table import it from here

WAIT = 20.0
"""The longest any one wait in these tests may take (seconds) before it fails the test."""
QUICK = Backoff(first=0.05, factor=2.0, most=0.5, give_up_after=60.0)
"""Reconnecting quickly, for tests."""
ROOT = Path(__file__).resolve().parent.parent


async def open_table(names: list[str], *, coins: int = 5, seed: int = 1, rules: HouseRules = CLASSIC,
                     styles: list[str | None] | None = None, away_after: float | None = None,
                     house_pause: float = 0.0, limits: TableLimits | None = None) -> TableServer:
    """A table for ``names``, saved, listening on a free port of 127.0.0.1."""
    match = Match.start(names, coins, seed, rules, styles=styles)
    store = GameStore()
    saved = store.create(match, at_once=True)
    server = TableServer(match, token="t" * 32, saved=saved, record=record_path(store.root, saved.id),
                         port=0, away_after=away_after, house_pause=house_pause, limits=limits)
    await server.start()
    return server


def join(address: str, name: str, keys: Path, backoff: Backoff = QUICK) -> TableClient:
    """A client called ``name`` whose seat secrets are kept in the folder ``keys``."""
    return TableClient(address, name, keys=SeatKeys(keys), backoff=backoff)


Heard = TypeVar("Heard")


def heard(client: TableClient, kind: type[Heard]) -> list[Heard]:
    """The events of ``kind`` (a line of talk, the host's news ...) that ``client`` hears from now on."""
    events: list[Heard] = []

    def listen(event: TableEvent) -> None:
        if isinstance(event, kind):
            events.append(event)

    client.add_listener(listen)
    return events


async def holder_of(address: str, seat: int, keys: Path) -> str:
    """Who holds ``seat``, as the table tells every screen (read by a screen that watches)."""
    client = join(address, "a watcher", keys)
    await client.start()
    try:
        return str(client.seats[seat].holder)
    finally:
        await client.close()


def style_move(state: AnyGame, seat: int | None, rng: random.Random, style: str = "bold") -> Move:
    """The move a player of ``style`` makes now (a roll without dice: the table rolls)."""
    return choose_move(state, seat, style, rng)


async def caught_up(clients: list[TableClient], moves: int) -> None:
    """Wait until every client holds ``moves`` moves."""
    for client in clients:
        await client.wait_for(lambda c: c.moves >= moves, WAIT)


async def play_one(server: TableServer, clients: list[TableClient], rng: random.Random) -> Answer | None:
    """The table's next move, from the client that holds the seat to move (the first client
    that holds a seat starts a new round); None when the house is to move (it was waited for)."""
    state = server.state
    moves = len(server.match.journal.moves)
    actor = state.actor
    await caught_up(clients, moves)
    if actor is not None and is_computer(state, actor):
        await clients[0].wait_for(lambda c: c.moves > moves, WAIT)
        return None
    if actor is None:
        sender = next(client for client in clients if client.my_seats)
    else:
        sender = next(client for client in clients if actor in client.my_seats)
    return await sender.send_move(style_move(sender.state, actor, rng))


@dataclass
class Recorder:
    """Every state after every move: the server's, and each client's by its events."""

    server: list[AnyGame] = field(default_factory=list)
    clients: dict[str, dict[int, AnyGame]] = field(default_factory=dict)

    def watch_server(self, server: TableServer) -> None:
        self.server.extend(_states_so_far(server.match))
        server.match.listeners.append(lambda _move, state: self.server.append(state))

    def watch(self, client: TableClient) -> None:
        seen = self.clients.setdefault(client.name, {})

        def heard(event: TableEvent) -> None:
            if isinstance(event, MoveApplied):
                seen[event.index] = event.state
            elif isinstance(event, Rebuilt):
                seen[len(client.match.journal.moves) - 1 if client.match else -1] = event.state

        client.add_listener(heard)

    def differences(self) -> list[str]:
        """Where a client's state after a move was not the server's (empty: none)."""
        found = []
        for name, seen in self.clients.items():
            for index, state in seen.items():
                if index >= 0 and state != self.server[index]:
                    found.append(f"{name} after move {index}")
        return found


def _states_so_far(match: Match) -> list[AnyGame]:
    """The states after each move already in ``match``'s journal (a roll-off rolled at the start)."""
    from ceelo_tui.engine.match import replay_longest

    replayed = replay_longest(match.journal.setup, [])
    replayed.match.auto_draw = False  # the journal holds the roll-off's rolls
    states = []
    for move in match.journal.moves:
        states.append(replayed.match.play(move))
    return states


class CuttableProxy:
    """A TCP relay on 127.0.0.1 to ``port``; :meth:`cut` ends every connection through it."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.port = 0
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.AbstractServer | None = None

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            try:
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                sink.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    def cut(self) -> None:
        for writer in list(self._writers):
            transport = writer.transport
            transport.abort()
        self._writers.clear()

    async def stop(self) -> None:
        self.cut()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


def host_process(args: list[str], data: Path) -> tuple[subprocess.Popen[str], str]:
    """``ceelo-tui host ARGS`` as a process saving in ``data``, and the address it printed."""
    env = dict(os.environ, CEELO_TUI_DATA=str(data), PYTHONUNBUFFERED="1")
    process = subprocess.Popen([sys.executable, "-m", "ceelo_tui", "host", *args], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        found = re.search(r"ws://\S+", line)
        if found:
            return process, found.group(0)
        if not line and process.poll() is not None:
            break
    process.kill()
    raise AssertionError(f"host did not print its address (exit {process.poll()})")
