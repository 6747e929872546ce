"""Asks before a broke player's decline of a buy-back ends the game.

Declining a buy-back is a move that can be taken back until the next round, but not once it
has ended the game: game over takes back nothing. So a decline that would end the game is
asked first, with "Back" the default: Enter (on the focused button) keeps the offer open, and
only y (or a click on the other button) declines. Its words name no player (the prompt above
does), so nothing a person typed is drawn here.
"""

from __future__ import annotations

from textual.binding import Binding

from ..presenters.catalog import WORDS
from .yes_no import YesNoDialog


class DeclineScreen(YesNoDialog):
    """'Decline the buy-back and end the game?' Dismisses True to decline."""

    YES_ID = "end-game"
    NO_ID = "back"

    BINDINGS = [
        Binding("y", "yes", WORDS.key_decline_yes),
        Binding("n,escape", "no", WORDS.key_decline_no),
    ]

    def __init__(self) -> None:
        """The question, and what declining costs."""
        super().__init__(WORDS.decline_question, WORDS.decline_costs, WORDS.decline_yes, WORDS.decline_no)
