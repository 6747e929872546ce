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

from msgspec.structs import replace

from ..engine.events import (
    AnteSet,
    BankPassed,
    BetPlaced,
    BoughtBack,
    ChinRolled,
    Declined,
    DrawRoll,
    Event,
    Faded,
    Passed,
    Rolled,
    Staked,
)
from ..engine.games import AnyGame
from .catalog import WORDS, English
from .cells import width
from .event_words import event_words, log_words

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


MOVED_BY: dict[type, str] = {
    Staked: "banker", Faded: "player", Passed: "player", BankPassed: "banker", BetPlaced: "player",
    AnteSet: "opener", Rolled: "player", DrawRoll: "player", ChinRolled: "player", BoughtBack: "player",
    Declined: "player",
}
"""The events of a player's own move, each with the field naming who made it: the house makes
these for a player who is away, and says them as its own."""


def stood_in_line(event: Event, name: str, words: English = WORDS) -> str:
    """The log line of ``event``, which the house wrote for ``name`` (away), as the house's:
    the player's own move ("Ann passes the bank.") is said with the house as who made it ("The
    house passes the bank for Ann (away)."); any other line the move wrote is said as it is,
    with a note that the house played. Chosen by the event's kind and who it names, so it reads
    the same in every language."""
    field = MOVED_BY.get(type(event))
    if field is not None and getattr(event, field) == name:
        moved = replace(event, **{field: words.the_house})
        said = event_words(moved, words)
        return words.house_played_move(said.removesuffix(words.full_stop), name)
    return words.house_played_line(event_words(event, words), name)


def stood_in_log(state: AnyGame, log: Sequence[str], latest: str,
                 lines: Mapping[tuple[int, int], str]) -> tuple[tuple[str, ...], str]:
    """The round's ``log`` and the ``latest`` line as the table view words them, with the
    lines of moves the house made for away players (``lines``: (round, line) -> player) said
    as the house's."""
    events = log_words(state.round.events)
    if tuple(log) == events:
        number, first, logged = state.round.number, 0, state.round.events
    elif state.history and log[:1] == (WORDS.last_round_heading,) and tuple(log[1:]) == log_words(state.history[-1].events):
        number, first, logged = state.history[-1].number, 1, state.history[-1].events
    else:
        return tuple(log), latest
    worded = tuple(line if index < first or (number, index - first) not in lines
                   else stood_in_line(logged[index - first], lines[(number, index - first)])
                   for index, line in enumerate(log))
    last = (state.round.number, len(events) - 1)
    if events and last in lines and latest.startswith(events[-1]):  # the engine's latest: that line, then the prompt
        latest = stood_in_line(state.round.events[-1], lines[last]) + latest[len(events[-1]):]
    return worded, latest
