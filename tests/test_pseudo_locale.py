"""Every word on every screen comes from the catalog: the pseudo-locale's tour.

Each case runs ``pseudo_tour.py`` in a process of its own with ``CEELO_TUI_LANG=pseudo`` (the
catalog is chosen as it is first imported), at 80x24 and at a large size, and fails listing
each plain ASCII word it read on a screen: a word that did not come through the catalog, with
the screen it was on. The tour (``pseudo_tour.py``) says which words are allowed and why (the
names the test typed, the keys' names, Textual's own words, the switches' command-line names).

The quick case (the too-small notice) runs with the quick tests; the tours of whole games,
dialogs and the shared table are slow, one case a test so that parallel workers share them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ceelo_tui.presenters.catalog.pseudo import accent

TOUR = Path(__file__).resolve().parent / "pseudo_tour.py"

SIZES = ((80, 24), (160, 50))

class PlainWords(AssertionError):
    """Words on a screen that did not come from the catalog."""


SLOW_CASES = ("too_small", "no_saved_games", "setup", "rules", "help_page", "banking", "real_dice", "computers",
              "pot", "chinchiro", "saved", "joining", "hosted")
"""Every case of the tour: each screen and state the game shows, in every game."""


def unaccented(case: str, size: tuple[int, int], tmp_path: Path) -> list[str]:
    """The plain words the tour ``case`` read at ``size``, one 'screen: word in line' each."""
    env = dict(os.environ, CEELO_TUI_LANG="pseudo", CEELO_TUI_DATA=str(tmp_path / "data"))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    run = subprocess.run([sys.executable, str(TOUR), case, *map(str, size)], env=env, capture_output=True,
                         text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    found = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    return [f"{item['stop']}: {item['word']!r} in {item['line']!r}" for item in found]


def assert_all_accented(words: list[str]) -> None:
    """Fail, listing ``words``, if there are any (a tour that could not run fails otherwise)."""
    if words:
        raise PlainWords("\n".join(words))


def page_in(language: str, tmp_path: Path) -> str:
    """The browser page's HTML, as a server in ``language`` serves it."""
    env = dict(os.environ, CEELO_TUI_LANG=language, CEELO_TUI_DATA=str(tmp_path / "data"))
    run = subprocess.run([sys.executable, str(TOUR), "--page"], env=env, capture_output=True, text=True,
                         timeout=60, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout


def test_the_browser_pages_words_are_the_catalogs(tmp_path: Path) -> None:
    english, pseudo = page_in("en", tmp_path), page_in("pseudo", tmp_path)
    words = [">Start<", ">Session ended.<", ">Restart<", "<div>Cee-lo</div>",
             '"Open the address ceelo-tui host or serve printed, with its #token=... part."']
    for said in words:
        assert said in english
        assert said not in pseudo
    assert ">" + accent("Session ended.") + "<" in pseudo and ">" + accent("Restart") + "<" in pseudo
    assert json.dumps(accent("Open the address ceelo-tui host or serve printed")).strip('"') in pseudo


@pytest.mark.parametrize("size", SIZES[:1])
def test_the_too_small_notice_is_all_the_catalogs(size: tuple[int, int], tmp_path: Path) -> None:
    assert_all_accented(unaccented("too_small", size, tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", SLOW_CASES)
def test_every_screen_speaks_through_the_catalog(case: str, size: tuple[int, int], tmp_path: Path) -> None:
    assert_all_accented(unaccented(case, size, tmp_path))
