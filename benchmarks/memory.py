"""Memory benchmark: peak resident memory of the game beside a bare Textual app.

Every figure is the peak resident set size (``VmHWM``, see ``terminal.py``) of a fresh
interpreter, compared with a bare Textual app run the same way:

- in a pseudo-terminal of 80x24: the bare app showing one label, and
  ``python -m ceelo_tui`` at the setup screen (each quit once drawn);
- headless (``App.run_test``): the bare app, and a whole game of N rounds played by keys
  through the UI (``benchmarks/game_rounds.py --peak``), so every table screen, the dice,
  the balance table and the saved game have been used.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root)::

    python benchmarks/memory.py              # a game of 50 rounds
    python benchmarks/memory.py --rounds 200

This prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
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


def printed_peak(argv: list[str], env: dict[str, str] | None = None) -> int:
    """The ``peak_kib N`` a headless program prints about itself."""
    import os

    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=True,
                          env={**os.environ, **(env or {})})
    line = next(line for line in done.stdout.splitlines() if line.startswith("peak_kib "))
    return int(line.split()[1])


def measure(rounds: int = 50) -> dict[str, Any]:
    """Peak memory of the bare app and of the game, in a terminal and headless."""
    with tempfile.TemporaryDirectory() as folder:
        env = private_env(folder)
        bare = terminal_peak(python_command("-c", BARE_APP), BARE_MARKER)
        setup = terminal_peak(python_command("-m", "ceelo_tui"), APP_READY, env=env)
        bare_headless = printed_peak(python_command("-c", HEADLESS_BARE))
        game = printed_peak(python_command("benchmarks/game_rounds.py", "--rounds", str(rounds), "--peak"), env=env)
    return {"rounds": rounds, "bare_kib": bare, "setup_kib": setup, "bare_headless_kib": bare_headless,
            "game_kib": game, "setup_ratio": setup / bare, "game_ratio": game / bare_headless}


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


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50, help="rounds of the game (default 50)")
    args = parser.parse_args(argv)
    report(measure(args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
