"""How fast the computer seats play: a setup choice, remembered with the table.

A computer waits a moment before each move so people can follow it; the pace sets how long.
``instant`` leaves no pause at all (the dice still roll, and ``f`` hurries them too). It is
a preference of the people at the screen, not part of the game: it is kept with the
remembered table (``saves/table_settings.py``), never in a game's journal.
"""

from __future__ import annotations

from ..presenters.catalog import WORDS

PACES: dict[str, float] = {"normal": 0.8, "quick": 0.3, "instant": 0.0}
"""Seconds a computer seat waits before each move, by pace (with animations on)."""

DEFAULT_PACE = "normal"

PACE_WORDS: dict[str, str] = {
    "normal": WORDS.pace_normal,
    "quick": WORDS.pace_quick,
    "instant": WORDS.pace_instant,
}
"""Each pace as the setup screen offers it (one line of its options column at 80 columns)."""


def check_pace(value: object) -> str:
    """``value`` as a pace, or ValueError naming the paces there are."""
    if not isinstance(value, str) or value not in PACES:
        raise ValueError(WORDS.pace_must_be(list(PACES)))
    return value
