"""Asks before quitting a game in progress."""

from __future__ import annotations

from textual.binding import Binding

from .yes_no import YesNoDialog


class QuitScreen(YesNoDialog):
    """'Quit the game in progress?' Dismisses True to quit, False to keep playing."""

    YES_ID = "leave"
    NO_ID = "stay"

    BINDINGS = [
        Binding("y,ctrl+q", "yes", "Quit", priority=True),
        Binding("n,escape", "no", "Keep playing"),
    ]

    def __init__(self, warning: str = "The game in progress will be lost.") -> None:
        """A dialog saying what quitting now costs (``warning``)."""
        super().__init__("Quit the game?", warning, "Quit (y)", "Keep playing (n)")
