"""The table's message line: what Enter will do, else why a move was refused, else the latest
thing that happened, in that order.

The line owns that order and when each part goes stale: a hint (``→ Enter stakes 5 coins…``)
lasts until a key changes it or the table shows a new state; a refusal (``✗ …``) lasts until
the next accepted move (the app clears it) and replaces a hint; a refused amount adds the keys
that work for it. The screen tells the line what happened and never decides what it shows.
"""

from __future__ import annotations

from ..presenters.catalog import WORDS
from .text_line import TextLine


class MessageLine(TextLine):
    """One line of words under the balance table."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(fixed=True, id=id)
        self.hint = ""
        """What Enter will do now that a key has filled in or chosen it ('' when nothing is)."""
        self._refusal = ""
        self._keys = ""
        self._latest = ""
        self._state: object = None

    def new_state(self, state: object, latest: str) -> None:
        """The table shows ``state``, whose latest message is ``latest``: a hint or a refused
        amount's keys from before it are out of date."""
        if state is not self._state:
            self._state = state
            self.hint = ""
            self._keys = ""
        self._latest = latest
        self._show()

    def refusal(self, text: str) -> None:
        """A new refusal from the app ('' once a move is accepted); it replaces a hint."""
        self._refusal = text
        self._keys = ""
        if text:
            self.hint = ""
        self._show()

    def refused_amount(self, keys: str) -> None:
        """The refusal shown is of a typed amount: add the keys that work for it (' Or use …')."""
        self._keys = keys
        self._show()

    def say_hint(self, text: str) -> None:
        """Say what Enter will do, until a key changes it ('' takes the hint away)."""
        self.hint = text
        self._show()

    def _show(self) -> None:
        self.set_class(bool(self._refusal) and not self.hint, "-refused")
        if self.hint:
            self.say(WORDS.hint_line(self.hint))
        elif self._refusal:
            self.say(WORDS.refusal_line(self._refusal, self._keys))
        else:
            self.say(self._latest)
