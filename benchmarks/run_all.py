"""Run every benchmark and print each one's figures, then a short Markdown table of results.

The benchmarks (each also runs alone; its docstring says how it measures):

1. ``startup.py``: launch to an interactive setup screen, ``--resume`` to a saved game's table and
   ``join`` to a hosted table, each beside a bare Textual app;
2. ``idle.py``: CPU used while the game waits for a key on the table, waiting for a roll;
3. ``dice_frames.py``: frames a second during a roll and the cost of a frame;
4. ``game_rounds.py``: a 200-round game played through the UI by keys, animations off;
5. ``key_latency.py``: how long a move key keeps the screen drawing, beside a bare app's
   ``Input`` echoing a key, in rounds of both games in a pseudo-terminal;
6. ``memory.py``: peak memory beside a bare Textual app, and its growth a round over a
   500-round game beside the journal's.

Reproduce (from the repository root; about twenty minutes, half of it the 500-round game)::

    python benchmarks/run_all.py
    python benchmarks/run_all.py --quick        # fewer runs and rounds, for a first look

This prints figures; it asserts nothing (these machines are noisy). The table is what the
README's Benchmarks section shows.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import os
import platform
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dice_frames  # noqa: E402
import game_rounds  # noqa: E402
import idle  # noqa: E402
import key_latency  # noqa: E402
import memory  # noqa: E402
import startup  # noqa: E402


def machine() -> str:
    """'Linux x86_64, 2 cores, Python 3.11.7, Textual 8.2.8'."""
    from importlib.metadata import version

    return (f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}, Textual {version('textual')}")


def verdict(ok: bool) -> str:
    return "met" if ok else "**missed**"


def dice(rolls: int) -> dict[str, float]:
    """The dice benchmark's headline figures."""
    figures = asyncio.run(dice_frames.measure_dice(rolls, (80, 24), 1))
    moving = [fps for _, _, fps in figures["per_roll"]]
    frame_cpu = sorted(u + o for u, o in zip(figures["updates_cpu"], figures["outputs_cpu"]))
    return {
        "fps": statistics.fmean(moving),
        "fps_min": min(moving),
        "frame_ms": statistics.median(frame_cpu) * 1000,
        "frame_p95_ms": frame_cpu[min(len(frame_cpu) - 1, int(0.95 * len(frame_cpu)))] * 1000,
    }


def main(argv: list[str] | None = None) -> int:
    """Run them all; print each report and then the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and rounds (a first look, not for the README)")
    args = parser.parse_args(argv)
    runs, idle_s, rolls, rounds, key_rounds, memory_rounds = (
        (3, 5.0, 3, 30, 4, 20) if args.quick else (9, 10.0, 10, 200, 12, 500))

    up = startup.measure(runs)
    startup.report(up)
    still = idle.measure(idle_s)
    idle.report(still)
    rolled = dice(rolls)
    print(f"Dice: {rolled['fps']:.1f} frames/s while the dice move (min {rolled['fps_min']:.1f}), "
          f"a frame {rolled['frame_ms']:.2f} ms CPU (p95 {rolled['frame_p95_ms']:.2f} ms)")
    game = game_rounds.measure(rounds)
    game_rounds.report(game)
    keyed = key_latency.measure(key_rounds)
    key_latency.report(keyed)
    mem = memory.measure(memory_rounds)
    memory.report(mem)

    mib = 1024
    grown = mem["growth"]
    rows = [
        ("Start-up to an interactive setup screen (pty, median of "
         f"{runs})", f"{up['app_median']:.2f} s vs bare Textual {up['bare_median']:.2f} s = {up['ratio']:.2f}x "
         f"(a stock-widget form alone: {up['stock_ratio']:.2f}x)",
         "<= 1.5x", verdict(up["ratio"] <= startup.TARGET)),
        *((f"{what} (pty, median of {runs})", f"{statistics.median(up[name + '_seconds']):.2f} s = "
           f"{up[name + '_ratio']:.2f}x the bare app", f"<= {startup.TABLE_TARGET:g}x",
           verdict(up[name + "_ratio"] <= startup.TABLE_TARGET))
          for name, what in (("resume", "`--resume` to the table of a saved game"),
                             ("join", "`join` to a hosted table, watching"))),
        (f"Idle on the table, waiting for a roll, {idle_s:g} s", f"{still['app_percent']:.2f} % of one core "
         f"(bare Textual {still['bare_percent']:.2f} %)", "< 1 %", verdict(still["app_percent"] < idle.TARGET)),
        (f"Dice, {rolls} rolls at 80x24", f"{rolled['fps']:.0f} frames/s, a frame {rolled['frame_ms']:.2f} ms CPU "
         f"(p95 {rolled['frame_p95_ms']:.2f} ms)", ">= 30 frames/s, < 5 ms",
         verdict(rolled["fps"] >= 30 and rolled["frame_p95_ms"] < 5)),
        (f"{game['rounds']}-round game by keys, animations off", f"{game['per_round'] * 1000:.0f} ms a round "
         f"({game['cpu_per_round'] * 1000:.0f} ms CPU), {game['per_key'] * 1000:.0f} ms a key", "-", "-"),
        (f"Move keys, {key_rounds} rounds of each game (pty 80x24, animations off)",
         f"median {keyed['game_median'] * 1000:.0f} ms, p95 {keyed['game_p95'] * 1000:.0f} ms vs a bare "
         f"Input echo {keyed['bare_median'] * 1000:.1f} ms, p95 {keyed['bare_p95'] * 1000:.1f} ms = "
         f"{keyed['median_ratio']:.1f}x, {keyed['p95_ratio']:.1f}x", "<= 3x median, <= 5x p95",
         verdict(keyed["median_ratio"] <= key_latency.TARGET_MEDIAN and keyed["p95_ratio"] <= key_latency.TARGET_P95)),
        ("Peak memory (VmHWM)", f"setup {mem['setup_kib'] / mib:.1f} MiB vs bare {mem['bare_kib'] / mib:.1f} MiB "
         f"({mem['setup_ratio']:.2f}x); after {mem['rounds']} rounds {mem['game_kib'] / mib:.1f} MiB "
         f"({mem['game_ratio']:.2f}x)", "-", "-"),
        (f"Memory growth over a {mem['rounds']}-round game, after {grown['warm_up']} rounds",
         f"peak +{grown['peak_per_round']:.1f} KiB a round, journal +{grown['journal_per_round']:.1f} KiB: "
         f"{grown['excess_per_round']:.1f} KiB a round beyond it", f"<= {memory.TARGET_EXCESS:g} KiB a round",
         verdict(grown["excess_per_round"] <= memory.TARGET_EXCESS)),
    ]
    print()
    print(f"Results of {datetime.date.today().isoformat()} on {machine()}"
          + (" (--quick)" if args.quick else "") + ":")
    print()
    print("| benchmark | result | target | |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
