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

Two more starts are timed in the same runs, each against the same bare app (target: at most
2x):

- **--resume**: ``python -m ceelo_tui --resume`` back at the table of a saved game in play (a
  game of two made for the benchmark), until the table's message line asks for a stake;
- **join**: ``python -m ceelo_tui join ADDRESS`` at a table hosted by ``ceelo-tui host`` on
  this machine (started once, before the runs), watching, until the same line is drawn.

All of them alternate, run after run, so a busy machine slows them alike; each figure is the
ratio of the medians. Each run then quits with ctrl+q, and its peak memory (``VmHWM``)
is kept for the memory benchmark (``benchmarks/memory.py``).

Reproduce (from the repository root)::

    python benchmarks/startup.py            # 7 runs of each
    python benchmarks/startup.py --runs 15

This prints figures; it asserts nothing (these machines are noisy). Targets: the setup screen
at most 1.5x the bare app, ``--resume`` and ``join`` at most 2x.
"""

from __future__ import annotations

import argparse
import compileall
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import private_env  # noqa: E402
from terminal import APP_READY, BARE_APP, BARE_MARKER, ROOT, STOCK_FORM, STOCK_MARKER, TerminalRun, hosted_table, python_command  # noqa: E402

TARGET = 1.5
TABLE_TARGET = 2.0
"""``--resume`` and ``join``, each to its table."""

TABLE_READY = b"put up a stake."
"""The table's message line once a game of two is open at its first stake (the last part of the
first frame to be decided)."""


def saved_game(data: str) -> None:
    """Save a game of two in play in ``data`` (``$CEELO_TUI_DATA``), for ``--resume`` to continue."""
    sys.path.insert(0, str(ROOT))
    from ceelo_tui.engine.match import Match
    from ceelo_tui.saves.store import GameStore

    saved = GameStore(data).create(Match.start(["Ann", "Bo"], 100, seed=7), at_once=True)
    saved.release()  # this process does not play it: the benchmark's runs may


def launch(argv: list[str], marker: bytes, env: dict[str, str] | None = None,
           quit_keys: bytes = b"\x11") -> tuple[float, int]:
    """Seconds from launch until ``marker`` is drawn, and the run's peak memory in KiB; then
    ``quit_keys`` end it (ctrl+q; ``y`` too where a game in progress asks first)."""
    run = TerminalRun(argv, env=env)
    try:
        seconds = run.wait_for(marker)
    finally:
        peak = run.finish(quit_keys)
    return seconds, peak


def measure(runs: int = 7, tables: bool = True) -> dict[str, Any]:
    """Alternate ``runs`` launches of each program (after one warm-up of each); with
    ``tables``, ``--resume`` and ``join`` too.

    The game's bytecode is compiled first, as any install leaves it (Textual's already is), so
    a setting such as ``PYTHONDONTWRITEBYTECODE`` does not make every run compile the game
    afresh; saved games go to an empty temporary folder (the setup screen's runs see none:
    ``--resume``'s game is kept in a folder of its own).
    """
    compileall.compile_dir(ROOT / "ceelo_tui", quiet=1)
    app_argv = python_command("-m", "ceelo_tui")
    bare_argv = python_command("-c", BARE_APP)
    stock_argv = python_command("-c", STOCK_FORM)
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as resume_folder, \
            tempfile.TemporaryDirectory() as join_folder:
        env = private_env(folder)
        resume_env = private_env(resume_folder)
        join_env = private_env(join_folder)
        programs: dict[str, tuple[list[str], bytes, dict[str, str] | None, bytes]] = {
            "bare": (bare_argv, BARE_MARKER, None, b"\x11"),
            "app": (app_argv, APP_READY, env, b"\x11"),
            "stock": (stock_argv, STOCK_MARKER, None, b"\x11"),
        }
        with (hosted_table(private_env(join_folder + "/host"), r"ws://\S+") if tables else _no_table()) as address:
            if tables:
                saved_game(resume_env["CEELO_TUI_DATA"])
                programs["resume"] = (python_command("-m", "ceelo_tui", "--resume"), TABLE_READY, resume_env,
                                      b"\x11y")
                programs["join"] = (python_command("-m", "ceelo_tui", "join", address), TABLE_READY, join_env,
                                    b"\x11y")
            for argv, marker, run_env, keys in programs.values():  # warm the disk cache for all
                launch(argv, marker, run_env, keys)
            timed: dict[str, list[tuple[float, int]]] = {name: [] for name in programs}
            for _ in range(runs):
                for name, (argv, marker, run_env, keys) in programs.items():
                    timed[name].append(launch(argv, marker, run_env, keys))
    app = timed["app"]
    bare = timed["bare"]
    stock = [seconds for seconds, _ in timed["stock"]]
    app_s = [seconds for seconds, _ in app]
    bare_s = [seconds for seconds, _ in bare]
    table_figures: dict[str, Any] = {}
    for name in ("resume", "join"):
        if name in timed:
            seconds = [s for s, _ in timed[name]]
            table_figures[f"{name}_seconds"] = seconds
            table_figures[f"{name}_ratio"] = statistics.median(seconds) / statistics.median(bare_s)
    return {
        **table_figures,
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


@contextmanager
def _no_table() -> Iterator[str]:
    """No hosted table (the setup screen alone is timed)."""
    yield ""


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
    for name, what in (("resume", "--resume to the table of a saved game"),
                       ("join", "join to a hosted table, watching")):
        if f"{name}_seconds" in figures:
            ratio = figures[f"{name}_ratio"]
            verdict = "met" if ratio <= TABLE_TARGET else "MISSED"
            print(f"  {what}: {spread(figures[f'{name}_seconds'])}, {ratio:.2f}x the bare app"
                  f" (target <= {TABLE_TARGET}x: {verdict})")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="launches of each program (default 7)")
    parser.add_argument("--setup-only", action="store_true",
                        help="time the setup screen alone (no --resume, no join, no hosted table)")
    args = parser.parse_args(argv)
    report(measure(args.runs, tables=not args.setup_only))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
