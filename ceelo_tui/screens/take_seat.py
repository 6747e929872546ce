"""Take a seat at a hosted table: the seats nobody holds, one button each.

A screen that joined to watch (a browser tab, or ``ceelo-tui join`` without ``--as``) offers
``t``; this dialog lists the open seats by their players' names, and a click or Enter on one
asks the table for it. Escape goes back to watching. The table decides (another screen may
have taken the seat meanwhile): its answer shows on the message line.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Static

from ..presenters.catalog import WORDS
from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain
from .dialog import DialogScreen


class TakeSeatDialog(DialogScreen[str | None]):
    """The open seats of a hosted table; dismisses the chosen player's name, or None."""

    BINDINGS = [
        Binding("escape", "watch", WORDS.key_just_watch, id="watch"),
        Binding("down", "app.focus_next", WORDS.key_next_seat, show=False),
        Binding("up", "app.focus_previous", WORDS.key_previous_seat, show=False),
    ]

    def __init__(self, names: list[str]) -> None:
        """Offer the seats of the players ``names``."""
        super().__init__()
        self.names = names

    def compose(self) -> ComposeResult:
        """A line of words, then one button a seat."""
        with Vertical(id="dialog"):
            yield Static(WORDS.take_seat_title, id="dialog-title")
            text = WORDS.take_seat_choose if self.names else WORDS.every_seat_taken
            yield Static(text, id="dialog-text")
            for index, name in enumerate(self.names):
                yield Button(plain(name), id=f"seat-{index}", variant="primary")
        yield KeyBar()

    def on_mount(self) -> None:
        """The first open seat has the focus: Enter takes it."""
        if self.names:
            self.query_one("#seat-0", Button).focus()

    def action_watch(self) -> None:
        """No seat: go on watching."""
        self.dismiss(None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        index = int((event.button.id or "seat-0").removeprefix("seat-"))
        self.dismiss(self.names[index])
