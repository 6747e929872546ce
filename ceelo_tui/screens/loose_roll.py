"""Asks before a loose roll is played: the dice left the table, an instant loss.

A loose roll cannot be taken back (the engine settles it at once), and ``l`` sits among the
keys a roller is typing faces with; one stray key must not cost a bet. The dialog names the
roller and what the loss costs, and "No" is the default.
"""

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


class LooseRollScreen(WidgetsFirst, DismissOnce, ModalScreen[bool]):
    """'Did Ann's dice leave the table?' Dismisses True to play the loose roll."""

    DEFAULT_CSS = """
    LooseRollScreen {
        align: center middle;
        background: $background 60%;
    }
    LooseRollScreen #dialog {
        width: 56;
    }
    """

    BINDINGS = [
        Binding("y", "confirm", "Yes, a loose roll"),
        Binding("n,escape", "cancel", "No, back to the dice"),
    ]

    def __init__(self, roller: str, cost: str) -> None:
        """The question for ``roller``; ``cost`` says what the loss means this turn."""
        super().__init__()
        self.roller = roller
        self.cost = cost

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        with Vertical(id="dialog"):
            yield Static(f"Did {self.roller}'s dice leave the table?", id="dialog-title")
            yield Static(f"A loose roll loses at once: {self.cost}. It cannot be taken back.", id="dialog-text")
            with Horizontal(id="dialog-buttons"):
                yield Button("Yes, loose roll (y)", id="confirm", variant="error")
                yield Button("No (n)", id="cancel", variant="primary")
        yield KeyBar()

    def on_mount(self) -> None:
        """No is the safe default."""
        self.query_one("#cancel", Button).focus()

    def action_confirm(self) -> None:
        """Play the loose roll."""
        self.dismiss(True)

    def action_cancel(self) -> None:
        """Back to the table, nothing played."""
        self.dismiss(False)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm")
