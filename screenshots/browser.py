"""The README's picture of the game in a web browser: ``python screenshots/browser.py``.

Serves a seeded four-player game with ``ceelo-tui serve``, opens it in headless Chromium
(Debian's ``chromium`` package, driven by Playwright as in the browser test, whose helpers
this uses), plays the round of ``generate.py``'s :data:`ROUND_SEED` by keys up to Bo's roll
against Ann's point, and saves ``browser.png`` beside this script.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from browser_driver import browser_tab, chromium_path, served_game, wait_until  # noqa: E402

VIEWPORT = (1000, 620)
ROLL_LINE = re.compile(r" rolls \d-\d-\d")
TABLE = ["--players", "Ann,Bo,Cy,Dee", "--coins", "10", "--seed", "129", "--first-banker", "Ann", "--no-animation"]
"""Ann banks and stakes 8; Bo fades 3, Cy passes, Dee fades 5; Ann throws four times for a point of 5."""


def main() -> int:
    """Make the picture; 2 when Chromium is not installed."""
    if chromium_path() is None:
        print("Chromium is needed: apt-get install -y chromium", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, CEELO_TUI_DATA=data)
        with served_game(TABLE, env, Path(data) / "server.log") as server, \
                browser_tab(server.url, viewport=VIEWPORT) as tab:
            tab.wait_for("put up a stake")
            tab.press("8", "Enter")
            tab.wait_for("Bo: fade")
            tab.press("3", "Enter")
            tab.wait_for("Cy: fade")
            tab.press("p", "Enter")
            tab.wait_for("Dee: fade")
            tab.press("5", "Enter")
            for rolls in range(1, 6):
                tab.wait_for("press Space to roll")
                tab.press(" ")
                wait_until(lambda: len(ROLL_LINE.findall(tab.text())) == rolls, 20, "the dice")  # noqa: B023
            tab.wait_for("press Space to roll")
            tab.page.wait_for_timeout(500)  # let the key bar catch up with the last frame
            tab.page.screenshot(path=str(HERE / "browser.png"))
    print(HERE / "browser.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
