"""Shared-table benchmark: one server process holding many hosted tables of computer seats.

**Tables.** This process starts ``--tables`` :class:`~ceelo_tui.net.table_server.TableServer` s
(each its own match, its own port on 127.0.0.1, its own saved game), every seat a computer
played by the house with no pause: the tables play at full speed, each move checked, played,
appended to its saved game (written and fsynced) and sent to the table's screens. Each table
has one watching screen, a real :class:`~ceelo_tui.net.table_client.TableClient` in a second
process (``--watch``), which replays every move it is sent, so the server pays for every
message it would pay for at a real table. A table whose game ends is replaced by a new one (without
a watcher; shrewd seats with 100 coins each play tens of thousands of moves, so none is).

**Figures.**

- moves a second: moves played by all the tables together over ``--seconds``, and the same
  counted by the watchers (moves that reached a screen and were replayed there);
- memory a table: the server process's resident memory (``VmRSS``) with the tables running,
  less its memory before the first table opened, divided by the tables;
- a move from screen to screen: two people's screens at one table of their own in this
  process; the time from one screen sending its move to the other screen having replayed it
  (:func:`move_to_other_screen`), median and p95, over loopback. This is the network and
  replay part of a key on one screen drawn on another; the drawing itself is measured where
  a screen joins a table (a pty and the join screen, beside a hot-seat key in the same run:
  ``benchmarks/screen_to_screen.py``, run at the end unless ``--screens 0``).

Saves go to a temporary folder (``--data`` to choose one: fsync costs differ from tmpfs to a
disk; the folder used is printed). The machine's load is printed with the figures.

Reproduce (from the repository root)::

    python benchmarks/shared_table.py                    # 100 tables for 10 s
    python benchmarks/shared_table.py --tables 20 --seconds 5

This prints figures; it asserts nothing. Target: 100 tables in one server process.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ceelo_tui.engine.cpu import choose_move  # noqa: E402
from ceelo_tui.engine.match import Match  # noqa: E402
from ceelo_tui.net.seat_keys import SeatKeys  # noqa: E402
from ceelo_tui.net.table_client import MoveApplied, TableClient, TableEvent  # noqa: E402
from ceelo_tui.net.table_server import TableServer  # noqa: E402
from ceelo_tui.saves.store import GameStore  # noqa: E402

NAMES = ["Ann", "Bo", "Cy", "Di"]
STYLES = ["shrewd"] * 4
"""Shrewd seats bet little of 100 coins: their games last tens of thousands of moves, so the
tables play for the whole run."""
TOKEN = "benchmark-token-0123456789"


def rss_kib() -> int:
    """This process's resident memory now, in KiB (``VmRSS``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def open_table(store: GameStore, seed: int) -> TableServer:
    """A table of computer seats at full speed, saved in ``store``, on a free port."""
    match = Match.start(NAMES, 100, seed, styles=STYLES)
    server = TableServer(match, token=TOKEN, saved=store.create(match, at_once=True), port=0,
                         house_pause=0.0, away_after=None)
    await server.start()
    return server


def start_watchers(addresses: list[str], keys: Path) -> subprocess.Popen[str]:
    """A second process with one watching screen at each table (``--watch``)."""
    process = subprocess.Popen([sys.executable, __file__, "--watch", "--data", str(keys)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(json.dumps(addresses) + "\n")
    process.stdin.flush()
    assert process.stdout.readline().strip() == "WATCHING"
    return process


async def serve_tables(count: int, seconds: float, data: Path) -> dict[str, float]:
    """Run ``count`` tables for ``seconds``; the figures."""
    store = GameStore(data)
    before = rss_kib()
    tables = [await open_table(store, seed) for seed in range(count)]
    watchers = await asyncio.to_thread(start_watchers, [table.address for table in tables], data / "keys")
    started, moves_at_start = time.perf_counter(), sum(len(t.match.journal.moves) for t in tables)
    finished = 0
    next_seed = count
    while time.perf_counter() - started < seconds:
        await asyncio.sleep(0.25)
        for index, table in enumerate(tables):
            if table.state.is_over:
                finished += 1
                moves_at_start -= len(table.match.journal.moves)
                await table.stop()
                tables[index] = await open_table(store, next_seed)
                next_seed += 1
    elapsed = time.perf_counter() - started
    moves = sum(len(t.match.journal.moves) for t in tables) - moves_at_start
    during = rss_kib()
    assert watchers.stdin is not None and watchers.stdout is not None
    watchers.stdin.write("REPORT\n")
    watchers.stdin.flush()
    seen = json.loads(await asyncio.to_thread(watchers.stdout.readline))
    for table in tables:
        await table.stop()
    watchers.wait(30)
    return {"tables": count, "seconds": elapsed, "moves": moves, "moves_per_second": moves / elapsed,
            "games_finished": finished, "watched_moves": seen["moves"], "watchers_connected": seen["connected"],
            "kib_per_table": (during - before) / count}


async def watch(addresses: list[str], keys: Path) -> None:
    """The watching screens (the second process): join every table, count the moves replayed."""
    counted = {"moves": 0}

    def heard(event: TableEvent) -> None:
        if isinstance(event, MoveApplied):
            counted["moves"] += 1

    clients = [TableClient(address, f"watcher{n}", keys=SeatKeys(keys)) for n, address in enumerate(addresses)]
    for client in clients:
        client.add_listener(heard)
        await client.start(30)
    print("WATCHING", flush=True)
    counted["moves"] = 0  # from here on, as the server counts
    await asyncio.to_thread(sys.stdin.readline)
    print(json.dumps({"moves": counted["moves"], "connected": sum(c.connected for c in clients)}), flush=True)
    for client in clients:
        await client.close()


async def move_to_other_screen(rounds: int, data: Path) -> list[float]:
    """Seconds from one screen sending its move to the other screen having replayed it: two
    people's screens (this process) at a table of their own, ``rounds`` moves each way."""
    match = Match.start(["Ann", "Bo"], 100, 3)
    table = TableServer(match, token=TOKEN, saved=GameStore(data).create(match, at_once=True), port=0, away_after=None)
    await table.start()
    screens = [TableClient(table.address, name, keys=SeatKeys(data / name)) for name in ("ann", "bo")]
    arrived: dict[str, asyncio.Event] = {}
    for screen, seat in zip(screens, (0, 1)):
        await screen.start(30)
        await screen.claim(seat)

        def heard(event: TableEvent, who: str = screen.name) -> None:
            if isinstance(event, MoveApplied) and who in arrived:
                arrived.pop(who).set()
        screen.add_listener(heard)
    times: list[float] = []
    rng = random.Random(1)
    for _ in range(rounds):
        state = table.state
        if state.is_over:
            break
        actor = state.actor
        sender = screens[0] if actor in (0, None) else screens[1]
        other = screens[1] if sender is screens[0] else screens[0]
        await other.wait_for(lambda c: c.moves == len(table.match.journal.moves), 30)
        event = arrived.setdefault(other.name, asyncio.Event())
        began = time.perf_counter()
        answer = await sender.send_move(choose_move(sender.state, actor, "bold", rng))
        if not answer.accepted:
            arrived.pop(other.name, None)
            continue
        await asyncio.wait_for(event.wait(), 30)
        times.append(time.perf_counter() - began)
    for screen in screens:
        await screen.close()
    await table.stop()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--moves", type=int, default=300, help="moves timed from screen to screen")
    parser.add_argument("--data", type=Path, help="where the tables save (default: a temporary folder)")
    parser.add_argument("--screens", type=int, default=4, metavar="ROUNDS",
                        help="rounds played by keys on two joined screens beside a hot-seat table (0: skip)")
    parser.add_argument("--watch", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.watch:
        asyncio.run(watch(json.loads(sys.stdin.readline()), args.data))
        return
    with tempfile.TemporaryDirectory(prefix="ceelo-shared-") as temporary:
        data = args.data or Path(temporary)
        print(f"saving in {data}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        latency = asyncio.run(move_to_other_screen(args.moves, data / "latency"))
        if latency:
            ordered = sorted(latency)
            p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
            print(f"a move from screen to screen: median {statistics.median(latency) * 1000:.2f} ms, "
                  f"p95 {p95 * 1000:.2f} ms over {len(latency)} moves (loopback, each move fsynced)")
        figures = asyncio.run(serve_tables(args.tables, args.seconds, data / "tables"))
        print(f"{figures['tables']} tables in one server process for {figures['seconds']:.1f} s: "
              f"{figures['moves_per_second']:.0f} moves a second ({figures['moves']} moves, "
              f"{figures['games_finished']} games finished and replaced); the watching screens replayed "
              f"{figures['watched_moves']} moves, {figures['watchers_connected']} of {figures['tables']} connected at the end")
        print(f"memory: {figures['kib_per_table']:.0f} KiB a table after {figures['moves'] / figures['tables']:.0f} moves each "
              "(the server's resident memory with the tables running, less before, divided by the tables)")
        print(f"load average after: {os.getloadavg()[0]:.2f}")
    if args.screens:
        from screen_to_screen import run as keys_across_screens

        keys_across_screens(args.screens)


if __name__ == "__main__":
    main()
