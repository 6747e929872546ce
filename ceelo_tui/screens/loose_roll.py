"""Asks before a loose roll is played: the dice left the table, an instant loss.

A loose roll cannot be taken back (the engine settles it at once), and ``l`` sits among the
keys a roller is typing faces with; one stray key must not cost a bet. The dialog names the
roller and what the loss costs, and "No" is the default. Like every yes-or-no question it sits
over the table, which stays in view (``ceelo.tcss``).
"""

from __future__ import annotations

from textual.binding import Binding

from ..presenters.catalog import WORDS
from .yes_no import YesNoDialog


class LooseRollScreen(YesNoDialog):
    """'Did Ann's dice leave the table?' Dismisses True to play the loose roll."""

    YES_ID = "confirm"
    NO_ID = "cancel"

    BINDINGS = [
        Binding("y", "yes", WORDS.key_loose_yes),
        Binding("n,escape", "no", WORDS.key_loose_no),
    ]

    def __init__(self, roller: str, cost: str) -> None:
        """The question for ``roller``; ``cost`` says what the loss means this turn."""
        super().__init__(WORDS.loose_question(roller), WORDS.loose_costs(cost), WORDS.loose_yes, WORDS.loose_no)
        self.roller = roller
        self.cost = cost
