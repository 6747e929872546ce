"""Game benchmark: a 200-round game played through the UI by keys, animations off.

Runs the real app headless (``App.run_test``, 80x24) on a seeded two-player table with 100
coins each and the house rule ``end=rounds:200``, and plays every round with keys only, as
a person would: the banker types a stake of 1 and Enter, the player types 1 and Enter,
Space until the round is settled, Enter for the next round. Each key waits until the app has
handled it and redrawn (``Pilot.press``). Prints the time per round (whole rounds, from the
first key of the stake to the Enter that starts the next one), wall clock and CPU time of
the process (less disturbed by other programs on a busy machine), and per key.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root)::

    python benchmarks/game_rounds.py              # 200 rounds
    python benchmarks/game_rounds.py --rounds 50

This prints figures; it asserts nothing (these machines are noisy).
"""

from __future__ import annotations

import argparse
import asyncio
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


async def play(rounds: int, seed: int) -> dict[str, Any]:
    """Play ``rounds`` rounds by keys; the time of each round and the keys pressed."""
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.engine.game import Phase
    from ceelo_tui.engine.match import Match
    from ceelo_tui.engine.rules import HouseRules

    rules = HouseRules().with_value("end", f"rounds:{rounds}")
    match = Match.start(["Ann", "Bo"], 100, seed=seed, rules=rules, first_banker=0)
    app = CeeloApp(match=match, animate=False)
    times: list[float] = []
    cpu: list[float] = []
    keys = 0
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
        total = time.perf_counter() - started
    return {"rounds": len(times), "times": times, "cpu": cpu, "keys": keys, "ready": ready, "total": total,
            "over": match.state.is_over, "moves": len(match.journal.moves), "seed": seed}


def measure(rounds: int = 200, seed: int = 3) -> dict[str, Any]:
    """Play the game with saved games kept in a temporary folder."""
    with tempfile.TemporaryDirectory() as folder:
        saved = {name: os.environ.get(name) for name in private_env(folder)}
        os.environ.update(private_env(folder))
        try:
            figures = asyncio.run(play(rounds, seed))
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
    args = parser.parse_args(argv)
    report(measure(args.rounds, args.seed))
    if args.peak:
        print(f"peak_kib {peak_kib()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
