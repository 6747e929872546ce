"""Start-up benchmark: launch to an interactive setup screen, beside a bare Textual app.

Each run starts a fresh interpreter in a pseudo-terminal of 80x24 (so imports, the terminal
set-up and the first paint all count) and times it until the screen is ready:

- **ceelo-tui**: ``python -m ceelo_tui`` until the setup screen says
  "Ready: press ctrl+s" (every field checked, Start available);
- **bare Textual app**: ``python -c`` of an app with one label, until the label is drawn;
- **stock form** (a reference, not part of the target): the same kind of form as the setup
  screen (tabs, name fields, buttons, a drop-down, the key bar) built of Textual's stock
  widgets with no game behind it, until it is drawn. It shows how much of the start-up is
  Textual's own cost of such a screen.

The three alternate, run after run, so a busy machine slows both alike; the figure is the
ratio of the medians. Each run then quits with ctrl+q, and its peak memory (``VmHWM``)
is kept for the memory benchmark (``benchmarks/memory.py``).

Reproduce (from the repository root)::

    python benchmarks/startup.py            # 7 runs of each
    python benchmarks/startup.py --runs 15

This prints figures; it asserts nothing (these machines are noisy). Target: at most 1.5x.
"""

from __future__ import annotations

import argparse
import compileall
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import private_env  # noqa: E402
from terminal import APP_READY, BARE_APP, BARE_MARKER, ROOT, STOCK_FORM, STOCK_MARKER, TerminalRun, python_command  # noqa: E402

TARGET = 1.5


def launch(argv: list[str], marker: bytes, env: dict[str, str] | None = None) -> tuple[float, int]:
    """Seconds from launch until ``marker`` is drawn, and the run's peak memory in KiB."""
    run = TerminalRun(argv, env=env)
    try:
        seconds = run.wait_for(marker)
    finally:
        peak = run.finish()
    return seconds, peak


def measure(runs: int = 7) -> dict[str, Any]:
    """Alternate ``runs`` launches of each program (after one warm-up of each).

    The game's bytecode is compiled first, as any install leaves it (Textual's already is), so
    a setting such as ``PYTHONDONTWRITEBYTECODE`` does not make every run compile the game
    afresh; saved games go to an empty temporary folder.
    """
    compileall.compile_dir(ROOT / "ceelo_tui", quiet=1)
    app_argv = python_command("-m", "ceelo_tui")
    bare_argv = python_command("-c", BARE_APP)
    stock_argv = python_command("-c", STOCK_FORM)
    with tempfile.TemporaryDirectory() as folder:
        env = private_env(folder)
        launch(bare_argv, BARE_MARKER)  # warm the disk cache for all three
        launch(app_argv, APP_READY, env)
        launch(stock_argv, STOCK_MARKER)
        app: list[tuple[float, int]] = []
        bare: list[tuple[float, int]] = []
        stock: list[float] = []
        for _ in range(runs):
            bare.append(launch(bare_argv, BARE_MARKER))
            app.append(launch(app_argv, APP_READY, env))
            stock.append(launch(stock_argv, STOCK_MARKER)[0])
    app_s = [seconds for seconds, _ in app]
    bare_s = [seconds for seconds, _ in bare]
    return {
        "runs": runs,
        "app_seconds": app_s,
        "bare_seconds": bare_s,
        "app_median": statistics.median(app_s),
        "bare_median": statistics.median(bare_s),
        "ratio": statistics.median(app_s) / statistics.median(bare_s),
        "stock_seconds": stock,
        "stock_ratio": statistics.median(stock) / statistics.median(bare_s),
        "app_peak_kib": max(peak for _, peak in app),
        "bare_peak_kib": max(peak for _, peak in bare),
    }


def report(figures: dict[str, Any]) -> None:
    """Print the figures."""
    def spread(values: list[float]) -> str:
        return (f"median {statistics.median(values):.3f} s, min {min(values):.3f} s, "
                f"max {max(values):.3f} s")

    print("Start-up benchmark (pseudo-terminal 80x24, fresh interpreter each run)")
    print(f"  reproduce: python benchmarks/startup.py --runs {figures['runs']}")
    print(f"  Python {sys.version.split()[0]}, {figures['runs']} runs of each, alternating")
    print(f"  ceelo-tui to an interactive setup screen: {spread(figures['app_seconds'])}")
    print(f"  bare Textual app to one label:            {spread(figures['bare_seconds'])}")
    print(f"  stock-widget form like the setup screen:  {spread(figures['stock_seconds'])}"
          f" ({figures['stock_ratio']:.2f}x the bare app; a reference, no game behind it)")
    verdict = "met" if figures["ratio"] <= TARGET else "MISSED"
    print(f"  ratio of medians: {figures['ratio']:.2f}x (target <= {TARGET}x: {verdict})")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="launches of each program (default 7)")
    args = parser.parse_args(argv)
    report(measure(args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
