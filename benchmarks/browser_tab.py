"""Browser-tab benchmark: from opening the game's address to a screen that takes keys, in Chromium.

A browser player's wait is the page, the game process the server starts for the tab, and the
game's own start-up behind it. Each run opens the address in a headless Chromium (Debian's
``chromium``, driven by Playwright as the browser tests drive it: ``tests/browser_driver.py``)
and times, from ``page.goto``:

- **ready**: the screen shows its ready words (read from the page's terminal, as a player
  sees it);
- **keys**: a key typed then shows its answer, so the screen really takes keys.

Two addresses are timed:

- **serve**: ``ceelo-tui serve``'s page, to the setup screen ("Ready: press ctrl+s"; then
  F3, the key bar's Add, shows a third seat, "Player 3");
- **host page**: the page ``ceelo-tui host`` serves beside its table (each tab a ``join`` at
  the table), to the table, watching ("put up a stake."; then ``t`` opens "Take a seat").

Each run opens a fresh browser (**cold**: Chromium's first page, its scripts read afresh)
and then a second tab in the same browser (**warm**: a player opening another tab). Runs
alternate the two addresses, so a busy machine slows both alike. Target: the warm tab takes
keys within 1 s.

Reproduce (from the repository root; needs the test extra's Playwright and ``chromium``)::

    python benchmarks/browser_tab.py            # 3 runs of each
    python benchmarks/browser_tab.py --runs 5

This prints figures; it asserts nothing (these machines are noisy).
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import sys
import tempfile
import time
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from terminal import hosted_table  # noqa: E402

from browser_driver import Tab, chromium_path, headless_chromium, served_game  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

TARGET = 1.0
"""Seconds from opening the address to a screen that takes keys, warm."""

STEP = 0.01
"""How often the page's terminal is read while waiting (seconds)."""


class Address:
    """A page to open, what its screen says once ready, and a key with the words it brings."""

    def __init__(self, url: str, ready: str, key: str, answer: str) -> None:
        self.url = url
        self.ready = ready
        self.key = key
        self.answer = answer


def showing(tab: Tab, words: str, timeout: float = 30) -> None:
    """Wait until the tab's screen shows ``words`` (read every :data:`STEP`)."""
    deadline = time.perf_counter() + timeout
    while words not in tab.text():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"the page never showed {words!r}; it shows:\n{tab.text()}")
        time.sleep(STEP)


def time_tab(context: BrowserContext, address: Address) -> tuple[float, float]:
    """(seconds to the ready words, seconds until the key's answer shows), from ``page.goto``."""
    page = context.pages[0] if context.pages and context.pages[0].url == "about:blank" else context.new_page()
    started = time.perf_counter()
    page.goto(address.url)
    tab = Tab(page)
    tab.attach()
    showing(tab, address.ready)
    ready = time.perf_counter() - started
    tab.press(address.key)
    showing(tab, address.answer)
    return ready, time.perf_counter() - started


def hosted_page(folder: str) -> AbstractContextManager[str]:
    """``ceelo-tui host`` for a table of two, with its browser page; yields the page's address."""
    return hosted_table({"CEELO_TUI_DATA": f"{folder}/host"}, r"Browser players: (http://\S+)")


def measure(runs: int = 3) -> dict[str, Any]:
    """Alternate ``runs`` of each address (after one warm-up of each): a cold tab, then a warm one.

    The game's bytecode is compiled first, as any install leaves it and as ``startup.py`` does:
    where ``PYTHONDONTWRITEBYTECODE`` is set, every tab's game would otherwise compile the
    package afresh (about 0.1 CPU-second a tab on this machine).
    """
    compileall.compile_dir(ROOT / "ceelo_tui", quiet=1)
    timed: dict[str, dict[str, list[tuple[float, float]]]] = {}
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "CEELO_TUI_DATA": f"{folder}/served"}
        with served_game([], env, Path(folder) / "serve.log") as served, hosted_page(folder) as page_url:
            addresses = {
                "serve": Address(served.url, "Ready: press ctrl+s", "F3", "Player 3"),
                "host page": Address(page_url, "put up a stake.", "t", "Choose whose seat"),
            }
            timed = {name: {"cold": [], "warm": []} for name in addresses}
            for run in range(runs + 1):
                for name, address in addresses.items():
                    with headless_chromium() as context:
                        cold = time_tab(context, address)
                        warm = time_tab(context, address)
                    if run:  # the first round only warms the disk cache
                        timed[name]["cold"].append(cold)
                        timed[name]["warm"].append(warm)
    return {"runs": runs, "timed": timed}


def median(pairs: list[tuple[float, float]], index: int) -> float:
    return statistics.median(pair[index] for pair in pairs)


def report(result: dict[str, Any]) -> str:
    """The figures, one address and tab a line, with the target."""
    lines = [
        "Browser-tab benchmark (headless Chromium, from opening the address)",
        f"  reproduce: python benchmarks/browser_tab.py --runs {result['runs']}",
        f"  Python {sys.version.split()[0]}, {result['runs']} runs of each, alternating",
    ]
    for name, tabs in result["timed"].items():
        for kind in ("cold", "warm"):
            pairs = tabs[kind]
            keys = median(pairs, 1)
            verdict = f"  (target < {TARGET:g} s: {'met' if keys < TARGET else 'MISSED'})" if kind == "warm" else ""
            lines.append(f"  {name}, {kind} tab: ready {median(pairs, 0):.3f} s, takes keys {keys:.3f} s "
                         f"(min {min(pair[1] for pair in pairs):.3f}, max {max(pair[1] for pair in pairs):.3f})"
                         f"{verdict}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each address (default 3)")
    args = parser.parse_args(argv)
    if chromium_path() is None:
        print("No Chromium on this machine: install Debian's 'chromium' package.", file=sys.stderr)
        return 1
    print(report(measure(args.runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
