"""Who is at a hosted table, in a few words for the table screen's top row.

A shared table's screens each show the seats (the balance table); what they cannot show is
who is behind them: a player whose screen is gone (away), how long until the house plays
their move now due (a countdown, so nobody wonders why the table stands still and the player
knows how long they have), and who watches. ``Bo away 0:42 · watching: Dee`` says it; an
empty string says everyone is here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from .cells import width

NAMED_WATCHERS = 24
"""Cells the watchers' names may take; more, and the words give their number instead."""


def countdown(seconds: float) -> str:
    """'0:42', '1:05': whole seconds left, rounded up (0:00 once the house is about to play)."""
    whole = max(0, math.ceil(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def presence_words(names: Sequence[str], house_in: Mapping[int, float | None], watching: Sequence[str]) -> str:
    """The away seats (``house_in``: seat -> seconds until the house plays its move now due,
    None while none is) by their players' ``names``, then who watches; '' when everyone is
    here and nobody watches."""
    parts = []
    for seat in sorted(house_in):
        if not 0 <= seat < len(names):
            continue
        left = house_in[seat]
        parts.append(f"{names[seat]} away" + ("" if left is None else f" {countdown(left)}"))
    if watching:
        listed = ", ".join(watching)
        parts.append(f"watching: {listed}" if width(listed) <= NAMED_WATCHERS else f"watching: {len(watching)}")
    return " · ".join(parts)
