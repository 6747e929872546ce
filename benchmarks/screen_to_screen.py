"""A key on one screen, drawn on another: two ``ceelo-tui join`` screens at one hosted table,
beside a key at a hot-seat table, in the same run.

Three programs run in pseudo-terminals of 80x24 with animations off, as people would run them:
``ceelo-tui host`` (a process of its own, no terminal), Ann's ``ceelo-tui join --as Ann`` and
Bo's ``ceelo-tui join --as Bo``, and a hot-seat ``ceelo-tui --players Ann,Bo`` with the same
seed. Rounds are played by keys chosen from what the screens show (a stake or a fade of 1 and
Enter, Space for a roll, Enter for the next round). For each move key:

- **shared**: from the moment the key's byte is written to the mover's terminal until the last
  byte the *other* screen draws in answer (the move went to the host, was played, saved and
  fsynced, came back to both screens, was replayed and drawn), once that screen has then drawn
  nothing for a quiet interval (as in ``key_latency.py``: the wait is how the end is known,
  not part of the figure);
- **hot-seat**: the same key at the hot-seat table, from its byte to the last byte that screen
  draws.

Keys alternate between the two tables, so both meet the same machine. The figure to compare is
the ratio of the medians (target: the shared table at most 2x the hot-seat table on loopback).

Reproduce (from the repository root)::

    python benchmarks/screen_to_screen.py --rounds 6

It prints figures and asserts nothing. Saved games go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from terminal import TerminalRun, python_command  # noqa: E402

QUIET = 0.15
"""Seconds a screen must draw nothing before its drawing counts as done."""

ARGS = ["--coins", "100", "--seed", "7", "--first-banker", "Ann"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def host(data: Path) -> tuple[subprocess.Popen[str], str]:
    """``ceelo-tui host`` for Ann and Bo, and the address it printed."""
    env = dict(os.environ, CEELO_TUI_DATA=str(data), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(python_command("-m", "ceelo_tui", "host", "--players", "Ann,Bo", *ARGS,
                                              "--port", str(free_port())),
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = re.search(r"ws://\S+", process.stdout.readline())
        if found:
            return process, found.group(0)
    process.kill()
    raise RuntimeError("the host printed no address")


def across(mover: TerminalRun, watcher: TerminalRun, key: bytes) -> float | None:
    """Seconds from ``key`` written to ``mover`` until the last byte ``watcher`` draws in answer."""
    mover.settle(QUIET)
    watcher.settle(QUIET)
    start = time.perf_counter()
    os.write(mover.fd, key)
    seen = len(watcher.output)
    while len(watcher.output) == seen:
        if time.perf_counter() - start > 5:
            return None
        watcher.pump(0.005)
        mover.pump(0.0)
    watcher.settle(QUIET)
    mover.settle(0.0)
    return watcher.last_output - start


def next_key(ann: str, bo: str) -> tuple[str, bytes] | None:
    """Who moves and the key, from what each player's own screen asks of them (None: nothing
    asked yet)."""
    for who, text in (("Ann", ann), ("Bo", bo)):
        if f"{who}: put up a stake" in text or f"{who}: fade" in text:
            return who, b"1"
        if f"{who} - press Space" in text:
            return who, b" "
    if "Round over" in ann:
        return "Ann", b"\r"
    return None


def run(rounds: int) -> None:
    with tempfile.TemporaryDirectory(prefix="ceelo-screens-") as temporary:
        data = Path(temporary)
        table, address = host(data / "host")
        env = {"CEELO_TUI_DATA": str(data / "screens")}
        ann = TerminalRun(python_command("-m", "ceelo_tui", "join", address, "--as", "Ann", "--no-animation"), env=env)
        bo = TerminalRun(python_command("-m", "ceelo_tui", "join", address, "--as", "Bo", "--no-animation"), env=env)
        hot = TerminalRun(python_command("-m", "ceelo_tui", "--players", "Ann,Bo", *ARGS, "--no-animation"),
                          env={"CEELO_TUI_DATA": str(data / "hot")})
        shared: list[float] = []
        hot_seat: list[float] = []
        try:
            for screen in (ann, bo, hot):
                screen.wait_for(b"Round 1", 30)
                screen.settle(0.5)
            played = 0
            deadline = time.monotonic() + 60 * rounds
            while played < rounds and time.monotonic() < deadline:
                decided = next_key(ann.screen().text(), bo.screen().text())
                if decided is None:
                    ann.pump(0.1)
                    bo.pump(0.1)
                    continue
                who, key = decided
                mover, watcher = (ann, bo) if who == "Ann" else (bo, ann)
                if key == b"1":  # an amount: the digit, then the timed Enter
                    mover.type(b"1", settle=QUIET)
                    hot.type(b"1", settle=QUIET)
                    key = b"\r"
                elif key == b"\r":
                    played += 1
                took = across(mover, watcher, key)
                if took is not None:
                    shared.append(took)
                local = hot.timed_key(key, QUIET)
                if local is not None:
                    hot_seat.append(local)
        finally:
            for screen in (ann, bo, hot):
                screen.finish()
            table.terminate()
            table.wait(10)
    median_shared, median_hot = statistics.median(shared), statistics.median(hot_seat)
    print(f"a key drawn on the other screen of a hosted table: median {median_shared * 1000:.1f} ms "
          f"({len(shared)} keys, p95 {sorted(shared)[int(0.95 * (len(shared) - 1))] * 1000:.1f} ms)")
    print(f"the same keys at a hot-seat table:                 median {median_hot * 1000:.1f} ms "
          f"({len(hot_seat)} keys, p95 {sorted(hot_seat)[int(0.95 * (len(hot_seat) - 1))] * 1000:.1f} ms)")
    print(f"ratio of medians: {median_shared / median_hot:.2f}x (target <= 2x on loopback); "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="rounds to play (default 6)")
    run(parser.parse_args().rounds)


if __name__ == "__main__":
    main()
