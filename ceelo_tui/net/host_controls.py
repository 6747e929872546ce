"""What the host's commands and table talk need beside the table's server: the talk rate of a
screen, a screen's request for a held seat, what the host sees of each screen, and the words
of the standings when the host ends the game.

Kept apart from :mod:`ceelo_tui.net.table_server` so the server keeps to the table's moves and
seats; the server holds one :class:`TalkRate` a screen's secret, and the requests waiting for
the host.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass

from ..engine.games import AnyGame
from ..presenters.catalog import WORDS


class TalkRate:
    """At most ``lines`` lines of talk in any ``seconds``: a screen may say a few lines at
    once, then waits, so nobody fills the others' logs."""

    def __init__(self, lines: int, seconds: float) -> None:
        """A rate of ``lines`` lines in ``seconds`` seconds."""
        self.lines = lines
        self.seconds = seconds
        self._said: deque[float] = deque(maxlen=max(lines, 1))

    def wait(self, now: float | None = None) -> float:
        """Seconds before another line may be said (0: now); counts the line when it is 0."""
        now = time.monotonic() if now is None else now
        if len(self._said) >= self.lines and self._said:
            left = self._said[0] + self.seconds - now
            if left > 0:
                return left
        self._said.append(now)
        return 0.0

    def refusal(self, wait: float) -> str:
        """What a screen talking too fast is told."""
        return WORDS.talk_too_fast(self.lines, self.seconds, max(1, round(wait + 0.49)))


@dataclass(frozen=True)
class SeatRequest:
    """A screen asking for a seat another screen holds (a player on a new laptop): waits for
    the host to hand it over."""

    number: int
    """The request's number, as the host names it."""
    seat: int
    screen: int
    """The asking screen's number."""
    name: str
    """The asking screen's name."""


@dataclass(frozen=True)
class ScreenView:
    """One connected screen, as the host sees it: its number, name and seats."""

    number: int
    name: str
    seats: tuple[int, ...]


def standings_words(state: AnyGame) -> str:
    """"Standings: Ann 7 coins, Bo 5 coins, Cy 3 coins." (most coins first; seat order at equal
    coins), as the host ends a game."""
    ranked = sorted(range(len(state.seats)), key=lambda seat: -state.seats[seat].coins)
    return WORDS.host_standings([(state.name(seat), state.seats[seat].coins) for seat in ranked])
