"""Idle benchmark: CPU the game uses while it waits for a key on the table, waiting for a roll.

Starts ``python -m ceelo_tui --players Ann,Bo --seed 7`` in a pseudo-terminal of 80x24 with
animations on (the default), types a stake of 1 and a fade of 1 as a person would, waits
until the table, waiting for a roll asks "press Space to roll" and the dice have settled, then reads
the process's CPU time (user + system, ``/proc/PID/stat``) before and after 10 seconds of
waiting. The same is measured for a bare Textual app showing one label, for scale.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root)::

    python benchmarks/idle.py               # 10 s
    python benchmarks/idle.py --seconds 30

This prints figures; it asserts nothing. Target: under 1 % of one core.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from terminal import BARE_APP, BARE_MARKER, TerminalRun, python_command  # noqa: E402

TARGET = 1.0
"""Per cent of one core."""

ROLLING_READY = b"press Space to roll"


def private_env(folder: str) -> dict[str, str]:
    """Environment that keeps saved games and settings in ``folder``."""
    env = {name: f"{folder}/{name.lower()}" for name in
           ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")}
    env["CEELO_TUI_DATA"] = f"{folder}/ceelo-data"
    return env


def idle_cpu(run: TerminalRun, seconds: float) -> float:
    """CPU seconds ``run`` uses over ``seconds`` of waiting (its output kept drained)."""
    before = run.cpu_seconds()
    run.pump(seconds)
    return run.cpu_seconds() - before


def measure(seconds: float = 10.0) -> dict[str, Any]:
    """Idle CPU of the game on the table, waiting for a roll and of the bare app."""
    with tempfile.TemporaryDirectory() as folder:
        run = TerminalRun(python_command("-m", "ceelo_tui", "--players", "Ann,Bo", "--seed", "7"),
                          env=private_env(folder))
        try:
            run.wait_for(b"put up a stake")
            run.type(b"1\r1\r")
            run.wait_for(ROLLING_READY)
            run.pump(1.5)  # let everything settle
            app_cpu = idle_cpu(run, seconds)
        finally:
            run.finish(b"\x11y")
    bare = TerminalRun(python_command("-c", BARE_APP))
    try:
        bare.wait_for(BARE_MARKER)
        bare.pump(1.5)
        bare_cpu = idle_cpu(bare, seconds)
    finally:
        bare.finish()
    return {
        "seconds": seconds,
        "app_cpu": app_cpu,
        "bare_cpu": bare_cpu,
        "app_percent": 100 * app_cpu / seconds,
        "bare_percent": 100 * bare_cpu / seconds,
    }


def report(figures: dict[str, Any]) -> None:
    """Print the figures."""
    print("Idle benchmark (pseudo-terminal 80x24, animations on)")
    print(f"  reproduce: python benchmarks/idle.py --seconds {figures['seconds']:g}")
    print(f"  ceelo-tui waiting for Space on the table, waiting for a roll: {figures['app_cpu']:.3f} s CPU "
          f"in {figures['seconds']:g} s = {figures['app_percent']:.2f} % of one core")
    print(f"  bare Textual app showing one label:               {figures['bare_cpu']:.3f} s CPU "
          f"in {figures['seconds']:g} s = {figures['bare_percent']:.2f} % of one core")
    verdict = "met" if figures["app_percent"] < TARGET else "MISSED"
    print(f"  target < {TARGET:g} % of one core: {verdict} "
          f"(CPU time is counted in clock ticks of 1/{TerminalRun.clock_ticks()} s)")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds of waiting (default 10)")
    args = parser.parse_args(argv)
    report(measure(args.seconds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
