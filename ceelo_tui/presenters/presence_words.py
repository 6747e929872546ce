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

from ..engine.games import AnyGame
from .catalog import WORDS
from .cells import width
from .event_words import log_words

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
        parts.append(WORDS.away(names[seat], None if left is None else countdown(left)))
    if watching:
        named = width(", ".join(watching)) <= NAMED_WATCHERS
        parts.append(WORDS.watching_names(watching) if named else WORDS.watching_count(len(watching)))
    return " · ".join(parts)


def stood_in_line(line: str, name: str) -> str:
    """A log line of a move the house made for ``name``, who is away, as the house's: the
    engine's "Ann passes the bank." becomes "The house passes the bank for Ann (away)."."""
    if line.startswith(f"{name} "):
        return WORDS.house_played_move(line[len(name) + 1:].rstrip("."), name)
    return WORDS.house_played_line(line, name)


def stood_in_log(state: AnyGame, log: Sequence[str], latest: str,
                 lines: Mapping[tuple[int, int], str]) -> tuple[tuple[str, ...], str]:
    """The round's ``log`` and the ``latest`` line as the table view words them, with the
    lines of moves the house made for away players (``lines``: (round, line) -> player) said
    as the house's."""
    events = log_words(state.round.events)
    if tuple(log) == events:
        number, first = state.round.number, 0
    elif state.history and log[:1] == (WORDS.last_round_heading,):
        number, first = state.history[-1].number, 1
    else:
        return tuple(log), latest
    worded = tuple(line if index < first or (number, index - first) not in lines
                   else stood_in_line(line, lines[(number, index - first)]) for index, line in enumerate(log))
    last = (state.round.number, len(events) - 1)
    if events and last in lines and latest.startswith(events[-1]):  # the engine's latest: that line, then the prompt
        latest = stood_in_line(events[-1], lines[last]) + latest[len(events[-1]):]
    return worded, latest
