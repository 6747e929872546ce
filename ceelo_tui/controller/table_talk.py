"""Table talk and the host's news, woven into the round's log where they were heard.

The round's log is the engine's (``state.round.events``); talk is not the engine's, so it is
kept here, each line with the round it was heard in and how many of that round's events had
happened, and :meth:`TableTalk.woven` puts it back between the events it came between. Nothing
here is saved: talk lives as long as the screen that heard it. Pure (no Textual): the table
screen draws what :meth:`woven` gives, as text.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.games import AnyGame
from ..engine.seating import visible
from ..presenters.catalog import WORDS

KEPT = 200
"""The most lines kept (a log shows a round's worth; older talk is let go)."""
MARK = "» "
"""Begins every line of talk and of the host's news, so none reads as one of the game's events."""


@dataclass(frozen=True)
class Heard:
    """One line heard: in round ``round``, after ``after`` of that round's events."""

    round: int
    after: int
    line: str


class TableTalk:
    """The lines of talk and host's news this screen heard, to weave into the round's log."""

    def __init__(self) -> None:
        """Nothing heard yet."""
        self.heard: list[Heard] = []

    def said(self, state: AnyGame | None, speaker: str, text: str) -> str:
        """``speaker`` said ``text`` (at ``state``): the log's line for it (a control character
        the table let through written as its code, so it cannot move the log's cursor)."""
        return self._keep(state, f"{MARK}{visible(speaker)}: {visible(text)}")

    def host(self, state: AnyGame | None, words: str) -> str:
        """The host's news (at ``state``): the log's line for it."""
        return self._keep(state, f"{MARK}{visible(words)}")

    def _keep(self, state: AnyGame | None, line: str) -> str:
        number, after = (0, 0) if state is None else (state.round.number, len(state.round.events))
        self.heard = [*self.heard[-(KEPT - 1):], Heard(number, after, line)]
        return line

    def woven(self, state: AnyGame, log: tuple[str, ...]) -> tuple[str, ...]:
        """``log`` (the round's events, or "Last round:" and the last round's before the first
        of them) with the lines heard in those rounds put back where they were heard."""
        events = len(state.round.events)
        number = state.round.number
        if events or not log:
            return _weave(log, len(log) - events, [heard for heard in self.heard if heard.round == number])
        last = _weave(log, 1 if log[0] == WORDS.last_round_heading else 0,
                      [heard for heard in self.heard if heard.round == number - 1])
        return last + tuple(heard.line for heard in self.heard if heard.round == number)


def _weave(log: tuple[str, ...], start: int, heard: list[Heard]) -> tuple[str, ...]:
    """``log`` with each line of ``heard`` after ``start`` + its ``after`` lines."""
    lines = list(log[:start])
    events = log[start:]
    taken = 0
    for one in sorted(heard, key=lambda item: item.after):  # stable: lines heard together stay in order
        while taken < min(one.after, len(events)):
            lines.append(events[taken])
            taken += 1
        lines.append(one.line)
    lines.extend(events[taken:])
    return tuple(lines)
