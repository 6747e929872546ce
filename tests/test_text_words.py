"""The amounts the widgets and screens write (``presenters.text``) are the catalog's words, so a
screen under another language says them in it, as the pseudo-locale shows."""

from __future__ import annotations

import os
import subprocess
import sys

from ceelo_tui.presenters import text
from ceelo_tui.presenters.catalog import LANGUAGE_VARIABLE


def test_amounts_read_as_before_in_english() -> None:
    assert (text.coins(1), text.coins(5), text.coins_range(2, 2), text.coins_range(1, 5)) == (
        "1 coin", "5 coins", "2 coins", "1-5 coins")


def test_amounts_are_the_catalogs_words_under_the_pseudo_locale() -> None:
    script = "from ceelo_tui.presenters.text import coins, coins_range; print(coins(5), '|', coins_range(1, 5))"
    env = {**os.environ, LANGUAGE_VARIABLE: "pseudo"}
    said = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout
    assert said.strip() == "5 ƈǿīƞş | 1-5 ƈǿīƞş"
