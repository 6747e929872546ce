"""Key-latency benchmark: how long a move key keeps the screen drawing, beside a bare Textual app.

Plays seeded rounds of both games at one keyboard, by keys, in a pseudo-terminal of 80x24 with
animations off, as a person would run it (the benchmark runs ``python -m ceelo_tui``)::

    ceelo-tui --players Ann,Bo --coins 100 --seed 7 --no-animation                 # banking game
    ceelo-tui --players Ann,Bo --coins 100 --seed 7 --no-animation --preset "Winner take all"

Each next key is chosen from what the screen shows (the key bar at the bottom, else the
prompt), never from the program's insides, so the benchmark works for any layout that keeps
the keys: a stake, a fade or an ante gets the digit ``1`` and Enter (two timed keys), a roll
gets Space, a settled round gets Enter for the next round. A round is counted at that Enter.

**What is timed.** For every move key: from the moment its byte is written to the terminal
until the last byte the program draws in answer. The end is known once the program has then
drawn nothing for a quiet interval (``--quiet``, 150 ms by default); that wait is how the end
is found, not part of the figure, and nothing is subtracted from what is measured. Before
each key the screen must already have been still for the same interval. 150 ms is three
times the longest gap seen inside one key's drawing on today's code (a move is drawn in
bursts: a first pass, then further refresh passes a frame or more apart, up to about 55 ms
apart), so a later burst of the same key is never cut off; a longer interval only makes the
run slower. A key that draws nothing within 5 s is counted apart ("drew nothing") and left
out of the figures. On a heavily loaded machine one key's drawing can pause for longer than
the quiet interval; the benchmark then reads the screen before the move is drawn and types a
key too many (the game ignores it), so that key's time is the rest of the previous one's.
The keys played are printed for each game: the same seed plays the same keys (91 in winner
take all and 99 in the banking game for 12 rounds of seed 7 today), and a count that differs
says this happened; a longer ``--quiet`` avoids it.

**The reference.** Beside the game, in the same run, a bare Textual app with one ``Input``
(its cursor not blinking, as the game's fields don't blink with animations off) is timed the
same way: after every game key, one key typed into it, a ``1`` and a Backspace in turn, so
its field always holds at most one character. Game and reference alternate key by key, so
both meet the same machine; the figures to compare are the ratios: the game's median over
the bare app's median, and the game's p95 over the bare app's p95. The machine's load is
printed with them: other programs slow the game's keys, which need far more of the processor,
more than the bare app's, so compare runs made at a like load.

Saved games go to a temporary folder, never the user's.

Reproduce (from the repository root; about a minute and a half)::

    python benchmarks/key_latency.py                 # 12 rounds of each game
    python benchmarks/key_latency.py --quick         # 4 rounds of each, a first look
    python benchmarks/key_latency.py --rounds 40 --seed 11

This prints figures; it asserts nothing (these machines are noisy). Targets: the game's median
at most 2.5x the bare app's, its p95 at most 4x. The first key on each game's table is printed
apart too, beside the bare key timed after it: whatever start-up leaves for later (a module
imported when first used, the garbage collector held off until the first screen has drawn)
would show there.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle import private_env  # noqa: E402
from terminal import TerminalRun, python_command  # noqa: E402

TARGET_MEDIAN = 2.5
TARGET_P95 = 4.0
QUIET = 0.150
"""Seconds without output that mean the screen has stopped drawing."""

GAMES = (
    ("banking game", ()),
    ("winner take all", ("--preset", "Winner take all")),
)

ECHO_MARKER = "bare Textual app: one Input"
ECHO_APP = (
    "from textual.app import App\n"
    "from textual.widgets import Input\n"
    "class Echo(App):\n"
    "    def compose(self):\n"
    "        yield Input(placeholder='A bare Textual app: one Input')\n"
    "    def on_mount(self):\n"
    "        self.query_one(Input).cursor_blink = False\n"
    "Echo().run()\n"
)
"""A bare Textual app with one focused ``Input`` (run with ``python -c``)."""
ECHO_KEYS = (b"1", b"\x7f")
"""Typed into the bare app in turn: a digit, then Backspace."""

ROLL, AMOUNT, NEXT, OVER = "roll", "amount", "next", "over"
KEYS = {
    AMOUNT: (("digit (stake, fade, ante)", b"1"), ("Enter (stake, fade, ante)", b"\r")),
    ROLL: (("Space (roll)", b" "),),
    NEXT: (("Enter (next round)", b"\r"),),
}
"""The keys each kind of move gets, each with the name it is reported under."""


def phase_of(lines: list[str]) -> str | None:
    """What the screen asks for: a roll, an amount, the next round, or the game is over.

    The key bar (the bottom row) is read first; the prompt's words are the fallback. None if
    the screen asks for none of them (still drawing, or a screen this benchmark doesn't know).
    """
    bar = lines[-1] if lines else ""
    text = "\n".join(lines)
    if re.search(r"game over", text, re.IGNORECASE):
        return OVER
    if "Next round" in bar:
        return NEXT
    if re.search(r"Space\s+Roll", bar):
        return ROLL
    if re.search(r"⏎\s+(Stake|Fade|Set ante)\b", bar):
        return AMOUNT
    if re.search(r"press\s+Enter\s+for\s+the", text):
        return NEXT
    if "press Space to roll" in text:
        return ROLL
    if re.search(r"put up a stake|: fade \d|set the ante", text):
        return AMOUNT
    return None


def wait_for_phase(run: TerminalRun, quiet: float, timeout: float = 30.0) -> str:
    """Read until the screen is still and asks for a known move; that move."""
    for _ in range(int(timeout / quiet) + 1):
        run.settle(quiet)
        phase = phase_of(run.screen().lines())
        if phase is not None:
            return phase
        run.pump(quiet)
    raise RuntimeError("the game never asked for a move; the screen shows:\n" + run.screen().text())


def wait_for_text(run: TerminalRun, words: str, quiet: float, timeout: float = 30.0) -> None:
    """Read until ``words`` are on the screen and it is still."""
    for _ in range(int(timeout / quiet) + 1):
        run.settle(quiet)
        if words in run.screen().text():
            return
        run.pump(quiet)
    raise RuntimeError(f"{words!r} never shown; the screen shows:\n" + run.screen().text())


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` of 1) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def play(name: str, extra: tuple[str, ...], echo: TerminalRun, rounds: int, seed: int, quiet: float,
         folder: str, samples: list[dict[str, Any]]) -> dict[str, Any]:
    """Play ``rounds`` rounds of one game by keys, timing each key and one bare-app key after it."""
    argv = python_command("-m", "ceelo_tui", "--players", "Ann,Bo", "--coins", "100", "--seed", str(seed),
                          "--no-animation", *extra)
    env = {**private_env(f"{folder}/{len(samples)}"), "TEXTUAL_ANIMATIONS": "none"}
    run = TerminalRun(argv, env=env)
    played = keys = 0
    try:
        phase = wait_for_phase(run, quiet)
        while played < rounds and phase != OVER:
            for label, key in KEYS[phase]:
                seconds = run.timed_key(key, quiet)
                samples.append({"who": "game", "game": name, "key": label, "seconds": seconds, "first": keys == 0})
                echo_key = ECHO_KEYS[sum(1 for s in samples if s["who"] == "bare") % len(ECHO_KEYS)]
                samples.append({"who": "bare", "game": name, "key": "bare", "seconds": echo.timed_key(echo_key, quiet),
                                "first": keys == 0})
                keys += 1
            if phase == NEXT:
                played += 1
            if keys > 200 * (played + 1):
                raise RuntimeError(f"{name}: no round ends; the screen shows:\n" + run.screen().text())
            phase = wait_for_phase(run, quiet)
    finally:
        run.finish(b"\x11y")
    return {"game": name, "rounds": played, "keys": keys, "over": phase == OVER}


def measure(rounds: int = 12, seed: int = 7, quiet: float = QUIET) -> dict[str, Any]:
    """Play ``rounds`` rounds of each game beside the bare app; every key's time."""
    samples: list[dict[str, Any]] = []
    games = []
    load = os.getloadavg()[0]
    echo = TerminalRun(python_command("-c", ECHO_APP), env={"TEXTUAL_ANIMATIONS": "none"})
    try:
        wait_for_text(echo, ECHO_MARKER, quiet)
        with tempfile.TemporaryDirectory() as folder:
            for name, extra in GAMES:
                games.append(play(name, extra, echo, rounds, seed, quiet, folder, samples))
    finally:
        echo.finish()
    drawn = [s for s in samples if s["seconds"] is not None]
    game = [s["seconds"] for s in drawn if s["who"] == "game"]
    bare = [s["seconds"] for s in drawn if s["who"] == "bare"]
    figures: dict[str, Any] = {
        "rounds": rounds, "seed": seed, "quiet": quiet, "games": games, "samples": samples,
        "load": (load, os.getloadavg()[0]),
        "silent": [s for s in samples if s["seconds"] is None],
        "game_median": statistics.median(game), "game_p95": percentile(game, 0.95),
        "bare_median": statistics.median(bare), "bare_p95": percentile(bare, 0.95),
        "keys": len(game),
    }
    figures["median_ratio"] = figures["game_median"] / figures["bare_median"]
    figures["p95_ratio"] = figures["game_p95"] / figures["bare_p95"]
    return figures


def report(figures: dict[str, Any]) -> None:
    """Print the figures."""
    def ms(seconds: float) -> str:
        return f"{seconds * 1000:.1f} ms"

    def line(label: str, values: list[float]) -> None:
        print(f"    {label:<44} {len(values):4d} keys  median {ms(statistics.median(values)):>9}  "
              f"p95 {ms(percentile(values, 0.95)):>9}  max {ms(max(values)):>9}")

    print("Key-latency benchmark (pseudo-terminal 80x24, animations off, keys only)")
    print(f"  reproduce: python benchmarks/key_latency.py --rounds {figures['rounds']} --seed {figures['seed']} "
          f"--quiet {figures['quiet'] * 1000:g}")
    for game in figures["games"]:
        print(f"  {game['game']}: {game['rounds']} rounds, {game['keys']} keys"
              + (" (the game ended)" if game["over"] else ""))
    print(f"  machine load (1-minute average) {figures['load'][0]:.1f} at the start, {figures['load'][1]:.1f} "
          f"at the end, on {os.cpu_count()} cores")
    print(f"  time from a key's byte written to the last byte drawn ({figures['quiet'] * 1000:g} ms quiet after):")
    drawn = [s for s in figures["samples"] if s["seconds"] is not None]
    for name, _ in GAMES:
        for label in dict.fromkeys(s["key"] for s in drawn if s["who"] == "game"):
            values = [s["seconds"] for s in drawn if s["game"] == name and s["key"] == label]
            if values:
                line(f"{name}: {label}", values)
    for name, _ in GAMES:
        first = {s["who"]: s["seconds"] for s in figures["samples"] if s["game"] == name and s.get("first")}
        if first.get("game") is not None and first.get("bare") is not None:
            print(f"    {name}: the first key on the table {ms(first['game']):>9}, the bare key after it "
                  f"{ms(first['bare'])}")
    line("ceelo-tui, every move key", [s["seconds"] for s in drawn if s["who"] == "game"])
    line("bare Textual app, Input echo", [s["seconds"] for s in drawn if s["who"] == "bare"])
    if figures["silent"]:
        print("  drew nothing within 5 s (left out): "
              + ", ".join(f"{s['who']} {s['key']}" for s in figures["silent"]))
    median_ok = figures["median_ratio"] <= TARGET_MEDIAN
    p95_ok = figures["p95_ratio"] <= TARGET_P95
    print(f"  median: {ms(figures['game_median'])} vs bare {ms(figures['bare_median'])} = "
          f"{figures['median_ratio']:.1f}x (target <= {TARGET_MEDIAN:g}x: {'met' if median_ok else 'MISSED'})")
    print(f"  p95:    {ms(figures['game_p95'])} vs bare {ms(figures['bare_p95'])} = "
          f"{figures['p95_ratio']:.1f}x (target <= {TARGET_P95:g}x: {'met' if p95_ok else 'MISSED'})")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds of each game (default 12)")
    parser.add_argument("--quick", action="store_true", help="4 rounds of each game, a first look")
    parser.add_argument("--seed", type=int, default=7, help="seed of the dice (default 7)")
    parser.add_argument("--quiet", type=float, default=QUIET * 1000,
                        help=f"milliseconds without output that end a key (default {QUIET * 1000:g})")
    args = parser.parse_args(argv)
    report(measure(4 if args.quick else args.rounds, args.seed, args.quiet / 1000))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
