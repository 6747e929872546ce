"""Asks before quitting a game in progress."""

from __future__ import annotations

from textual.binding import Binding

from ..presenters.catalog import WORDS
from .yes_no import YesNoDialog


class QuitScreen(YesNoDialog):
    """'Quit the game in progress?' Dismisses True to quit, False to keep playing."""

    YES_ID = "leave"
    NO_ID = "stay"

    BINDINGS = [
        Binding("y,ctrl+q", "yes", WORDS.key_quit, priority=True),
        Binding("n,escape", "no", WORDS.key_keep_playing),
    ]

    def __init__(self, warning: str = WORDS.quit_loses_the_game) -> None:
        """A dialog saying what quitting now costs (``warning``)."""
        super().__init__(WORDS.quit_question, warning, WORDS.quit_yes, WORDS.quit_no)
