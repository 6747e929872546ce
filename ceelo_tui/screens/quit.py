"""Asks before quitting a game in progress."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ..widgets.key_bar import KeyBar
from .dismiss_once import DismissOnce
from .widgets_first import WidgetsFirst


class QuitScreen(WidgetsFirst, DismissOnce, ModalScreen[bool]):
    """'Quit the game in progress?' Dismisses True to quit, False to keep playing."""

    BINDINGS = [
        Binding("y,ctrl+q", "leave", "Quit", priority=True),
        Binding("n,escape", "stay", "Keep playing"),
    ]

    def __init__(self, warning: str = "The game in progress will be lost.") -> None:
        """A dialog saying what quitting now costs (``warning``)."""
        super().__init__()
        self.warning = warning

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        with Vertical(id="dialog"):
            yield Static("Quit the game?", id="dialog-title")
            yield Static(self.warning, id="dialog-text")
            with Horizontal(id="dialog-buttons"):
                yield Button("Quit (y)", id="leave", variant="error")
                yield Button("Keep playing (n)", id="stay", variant="primary")
        yield KeyBar()

    def on_mount(self) -> None:
        """Keep playing is the safe default."""
        self.query_one("#stay", Button).focus()

    def action_leave(self) -> None:
        """Quit."""
        self.dismiss(True)

    def action_stay(self) -> None:
        """Back to the table."""
        self.dismiss(False)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "leave")
