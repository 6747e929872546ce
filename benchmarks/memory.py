"""Memory benchmark: peak resident memory of the game beside a bare Textual app.

Every figure is the peak resident set size (``VmHWM``, see ``terminal.py``) of a fresh
interpreter, compared with a bare Textual app run the same way:

- in a pseudo-terminal of 80x24: the bare app showing one label, and
  ``python -m ceelo_tui`` at the setup screen (each quit once drawn);
- headless (``App.run_test``): the bare app, and a whole game of N rounds played by keys
  through the UI (``benchmarks/game_rounds.py --peak``), so every table screen, the dice,
  the balance table and the saved game have been used.

**Growth over a long game.** The same headless game (``game_rounds.py --memory``) reads its
peak memory after every round. Past a warm-up of 10 rounds (by then each table screen has
been shown and the first moves saved: one-off costs), the peak's growth per round is set
beside the growth per round of what the game must keep: its journal in memory (each object
the journal holds, counted once with ``sys.getsizeof``) and, for scale, the saved game on
disk. Growth per round is the rise from the end of the warm-up to the last round, divided by
the rounds between. What the peak grows by beyond the journal is the excess: memory that
grows with the game for nothing it must keep (a log on screen without a bound, say).
Target (issue 12): an excess of at most 5 KB (here KiB) a round over 500 rounds, judged on
the growth after the warm-up. The same is also shown for the game's second half alone
(rounds 251-500 of 500), where caches that fill up and then stop have filled: a rise that
stops early shows in the first figure only, a steady leak in both.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root)::

    python benchmarks/memory.py              # a game of 50 rounds (about a minute)
    python benchmarks/memory.py --rounds 500 # the target's figure (about ten minutes)

This prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import private_env  # noqa: E402
from terminal import APP_READY, BARE_APP, BARE_MARKER, ROOT, TerminalRun, python_command  # noqa: E402

HEADLESS_BARE = (
    "import asyncio\n"
    "from textual.app import App\n"
    "from textual.widgets import Label\n"
    "class Bare(App):\n"
    "    def compose(self):\n"
    "        yield Label('A bare Textual app: one label')\n"
    "async def main():\n"
    "    async with Bare().run_test(size=(80, 24)) as pilot:\n"
    "        await pilot.pause(0.2)\n"
    "asyncio.run(main())\n"
    "status = open('/proc/self/status').read().split('VmHWM:')[1].split()[0]\n"
    "print('peak_kib', status)\n"
)
"""The bare app run headless; it prints its own peak memory."""


def terminal_peak(argv: list[str], marker: bytes, env: dict[str, str] | None = None) -> int:
    """Peak memory (KiB) of ``argv`` run in a pty until it draws ``marker``, then quit."""
    run = TerminalRun(argv, env=env)
    try:
        run.wait_for(marker)
    finally:
        peak = run.finish()
    return peak


TARGET_EXCESS = 5.0
"""KiB a round that the peak may grow by beyond the journal's own growth."""


def printed(argv: list[str], env: dict[str, str] | None = None) -> list[str]:
    """What a headless program prints, line by line."""
    import os

    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=True,
                          env={**os.environ, **(env or {})})
    return done.stdout.splitlines()


def printed_peak(lines: list[str]) -> int:
    """The ``peak_kib N`` a headless program printed about itself."""
    return int(next(line for line in lines if line.startswith("peak_kib ")).split()[1])


def window(data: dict[str, Any], first: int) -> dict[str, Any]:
    """Growth a round, in KiB, from the end of round ``first`` to the last round: of the peak,
    of the journal in memory and of the saved game, and the peak's excess over the journal."""
    rounds, peaks = data["rounds"], data["peak_kib"]
    journal_bytes = dict(data["journal_bytes"])
    span = max(1, rounds - first)
    peak = (peaks[-1] - peaks[first - 1]) / span
    journal = (journal_bytes[rounds] - journal_bytes[first]) / 1024 / span
    saved = (data["saved_bytes"][-1] - data["saved_bytes"][first - 1]) / 1024 / span
    return {"first": first + 1, "span": span, "peak_per_round": peak, "journal_per_round": journal,
            "saved_per_round": saved, "excess_per_round": peak - journal}


def growth(data: dict[str, Any]) -> dict[str, Any]:
    """The growth after the warm-up (the figure judged against the target) and over the game's
    second half, and the peak at a few rounds along the way."""
    rounds, warm, peaks = data["rounds"], data["warm_up"], data["peak_kib"]
    marks = sorted({1, warm, *range(rounds // 5, rounds + 1, max(1, rounds // 5)), rounds})
    return {**window(data, warm), "warm_up": warm, "late": window(data, max(1, rounds // 2)),
            "marks": [(mark, peaks[mark - 1]) for mark in marks if 1 <= mark <= len(peaks)]}


def measure(rounds: int = 50) -> dict[str, Any]:
    """Peak memory of the bare app and of the game, in a terminal and headless, and its growth
    over the game's rounds."""
    with tempfile.TemporaryDirectory() as folder:
        env = private_env(folder)
        bare = terminal_peak(python_command("-c", BARE_APP), BARE_MARKER)
        setup = terminal_peak(python_command("-m", "ceelo_tui"), APP_READY, env=env)
        bare_headless = printed_peak(printed(python_command("-c", HEADLESS_BARE)))
        lines = printed(python_command("benchmarks/game_rounds.py", "--rounds", str(rounds), "--peak", "--memory"),
                        env=env)
    game = printed_peak(lines)
    grown = json.loads(next(line for line in lines if line.startswith("memory_growth ")).split(" ", 1)[1])
    return {"rounds": rounds, "bare_kib": bare, "setup_kib": setup, "bare_headless_kib": bare_headless,
            "game_kib": game, "setup_ratio": setup / bare, "game_ratio": game / bare_headless,
            "growth": growth(grown)}


def report(figures: dict[str, Any]) -> None:
    """Print the figures."""
    def mib(kib: int) -> str:
        return f"{kib / 1024:.1f} MiB"

    print("Memory benchmark (peak resident set, VmHWM)")
    print(f"  reproduce: python benchmarks/memory.py --rounds {figures['rounds']}")
    print(f"  in a terminal: bare Textual app {mib(figures['bare_kib'])}, "
          f"ceelo-tui at setup {mib(figures['setup_kib'])} ({figures['setup_ratio']:.2f}x)")
    print(f"  headless: bare Textual app {mib(figures['bare_headless_kib'])}, "
          f"ceelo-tui after {figures['rounds']} rounds by keys {mib(figures['game_kib'])} "
          f"({figures['game_ratio']:.2f}x)")
    grown = figures["growth"]
    print("  peak after round " + ", ".join(f"{mark}: {mib(kib)}" for mark, kib in grown["marks"]))
    print("  growth a round           after the warm-up   second half")
    late = grown["late"]
    print(f"    rounds                 {grown['first']:>7}-{figures['rounds']:<11} {late['first']:>5}-{figures['rounds']}")
    for label, key in (("peak memory (VmHWM)", "peak_per_round"), ("journal in memory", "journal_per_round"),
                       ("saved game on disk", "saved_per_round"), ("excess over journal", "excess_per_round")):
        print(f"    {label:<22} {grown[key]:8.1f} KiB {late[key]:12.1f} KiB")
    verdict = "met" if grown["excess_per_round"] <= TARGET_EXCESS else "MISSED"
    late_verdict = "met" if late["excess_per_round"] <= TARGET_EXCESS else "missed"
    note = "" if figures["rounds"] >= 500 else " (the target is for 500 rounds: --rounds 500)"
    print(f"  excess after the warm-up: {grown['excess_per_round']:.1f} KiB a round, target <= "
          f"{TARGET_EXCESS:g}: {verdict} (second half alone: {late_verdict}){note}")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50, help="rounds of the game (default 50)")
    args = parser.parse_args(argv)
    report(measure(args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
