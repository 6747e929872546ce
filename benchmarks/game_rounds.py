"""Game benchmark: a 200-round game played through the UI by keys, animations off.

Runs the real app headless (``App.run_test``, 80x24) on a seeded two-player table with 100
coins each and the house rule ``end=rounds:200``, and plays every round with keys only, as
a person would: the banker types a stake of 1 and Enter, the player types 1 and Enter,
Space until the round is settled, Enter for the next round. Each key waits until the app has
handled it and redrawn (``Pilot.press``). Prints the time per round (whole rounds, from the
first key of the stake to the Enter that starts the next one), wall clock and CPU time of
the process (less disturbed by other programs on a busy machine), and per key.

With ``--memory`` it also follows memory over the game, for ``benchmarks/memory.py``: after
every round, the process's peak resident memory (``VmHWM``), the moves in the journal and the
bytes of the saved game on disk; and the journal's size in memory (every object the match's
journal holds, counted once each with ``sys.getsizeof``) after the warm-up rounds, half-way
and at the end, counted after the game so the counting never shows in the peak. It prints
them as one JSON line, ``memory_growth {...}``.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root)::

    python benchmarks/game_rounds.py              # 200 rounds
    python benchmarks/game_rounds.py --rounds 50
    python benchmarks/game_rounds.py --rounds 500 --memory

This prints figures; it asserts nothing (these machines are noisy).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import private_env  # noqa: E402
from terminal import peak_kib  # noqa: E402

WARM_UP = 10
"""Rounds played before memory growth is counted (the first of each screen, the first saves)."""


def warm_up_rounds(rounds: int) -> int:
    """The warm-up for a game of ``rounds``: :data:`WARM_UP`, fewer for a short game."""
    return max(1, min(WARM_UP, rounds // 5))


def deep_size(root: object) -> int:
    """Bytes of ``root`` and every object it holds, each counted once (``sys.getsizeof``)."""
    seen: set[int] = set()
    total = 0
    stack = [root]
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        total += sys.getsizeof(item)
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        else:
            if hasattr(item, "__dict__") and not isinstance(item, type):
                stack.append(vars(item))
            for slot in getattr(type(item), "__slots__", ()):
                if hasattr(item, slot):
                    stack.append(getattr(item, slot))
    return total


def folder_bytes(folder: Path) -> int:
    """Bytes of the files under ``folder`` (the saved games)."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file()) if folder.is_dir() else 0


async def play(rounds: int, seed: int, memory: bool = False) -> dict[str, Any]:
    """Play ``rounds`` rounds by keys; the time of each round and the keys pressed (and, with
    ``memory``, the peak memory after each round and the journal's size; see the docstring)."""
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.engine.game import Phase
    from ceelo_tui.engine.match import Match
    from ceelo_tui.engine.rules import HouseRules
    from ceelo_tui.saves.store import data_dir

    rules = HouseRules().with_value("end", f"rounds:{rounds}")
    match = Match.start(["Ann", "Bo"], 100, seed=seed, rules=rules, first_banker=0)
    app = CeeloApp(match=match, animate=False)
    times: list[float] = []
    cpu: list[float] = []
    keys = 0
    peaks: list[int] = []
    moves: list[int] = []
    saved: list[int] = []
    started = time.perf_counter()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ready = time.perf_counter() - started
        while not match.state.is_over:
            start, start_cpu = time.perf_counter(), time.process_time()
            for _ in range(400):
                state = match.state
                if state.phase in (Phase.STAKE, Phase.FADE):
                    press = ("1", "enter")
                elif state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
                    press = ("space",)
                else:
                    press = ("enter",)
                await pilot.press(*press)
                keys += len(press)
                if match.state.is_over or match.state.round.number != state.round.number:
                    break
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            if memory:
                peaks.append(peak_kib())
                moves.append(len(match.journal.moves))
                saved.append(folder_bytes(data_dir()))
        total = time.perf_counter() - started
    figures = {"rounds": len(times), "times": times, "cpu": cpu, "keys": keys, "ready": ready, "total": total,
               "over": match.state.is_over, "moves": len(match.journal.moves), "seed": seed}
    if memory:
        figures["journal"] = match.journal
        figures["memory_growth"] = {"rounds": len(times), "warm_up": warm_up_rounds(len(times)),
                                    "peak_kib": peaks, "moves": moves, "saved_bytes": saved}
    return figures


def journal_growth(figures: dict[str, Any]) -> dict[str, Any]:
    """``figures["memory_growth"]`` with the journal's size in memory (bytes) after the warm-up,
    half-way and at the end, as ``[round, bytes]`` pairs (counted only now, once every peak
    has been read)."""
    from dataclasses import replace

    grown = figures["memory_growth"]
    journal, rounds = figures["journal"], grown["rounds"]
    marks = sorted({grown["warm_up"], max(1, rounds // 2), rounds})
    sizes = [[mark, deep_size(replace(journal, moves=journal.moves[:grown["moves"][mark - 1]]))] for mark in marks]
    return {**grown, "journal_bytes": sizes}


def measure(rounds: int = 200, seed: int = 3, memory: bool = False) -> dict[str, Any]:
    """Play the game with saved games kept in a temporary folder."""
    with tempfile.TemporaryDirectory() as folder:
        saved = {name: os.environ.get(name) for name in private_env(folder)}
        os.environ.update(private_env(folder))
        try:
            figures = asyncio.run(play(rounds, seed, memory))
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    times = figures["times"]
    figures["per_round"] = statistics.fmean(times)
    figures["median_round"] = statistics.median(times)
    figures["per_key"] = sum(times) / figures["keys"]
    figures["cpu_per_round"] = statistics.fmean(figures["cpu"])
    return figures


def report(figures: dict[str, Any]) -> None:
    """Print the figures."""
    times = sorted(figures["times"])
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print("Game benchmark (headless App.run_test 80x24, animations off, keys only)")
    print(f"  reproduce: python benchmarks/game_rounds.py --rounds {figures['rounds']} --seed {figures['seed']}")
    print(f"  {figures['rounds']} rounds, {figures['moves']} moves, {figures['keys']} keys, "
          f"game over: {figures['over']}")
    print(f"  time per round: mean {figures['per_round'] * 1000:.1f} ms, "
          f"median {figures['median_round'] * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.1f} ms")
    print(f"  CPU time per round (this process): mean {figures['cpu_per_round'] * 1000:.1f} ms")
    print(f"  time per key (handled and redrawn): {figures['per_key'] * 1000:.1f} ms")
    print(f"  whole game {sum(figures['times']):.1f} s (app ready after {figures['ready']:.2f} s)")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="rounds to play (default 200)")
    parser.add_argument("--seed", type=int, default=3, help="seed of the dice (default 3)")
    parser.add_argument("--peak", action="store_true", help="also print this process's peak memory (KiB)")
    parser.add_argument("--memory", action="store_true",
                        help="also print the peak memory after each round and the journal's size (one JSON line)")
    args = parser.parse_args(argv)
    figures = measure(args.rounds, args.seed, args.memory)
    report(figures)
    if args.peak:
        print(f"peak_kib {peak_kib()}")
    if args.memory:
        print("memory_growth " + json.dumps(journal_growth(figures)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
