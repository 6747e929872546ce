"""One seat on the setup screen: its number, a name field, who plays it, a remove button and the field's error."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from ..presenters.catalog import WORDS
from ..presenters.setup_view import LIMITS
from .form_button import FormButton
from .ordered_input import OrderedInput
from .style_toggle import StyleToggle


class SeatEditor(Vertical):
    """A player's name being entered; the setup screen has the engine check it."""

    DEFAULT_CSS = """
    SeatEditor {
        height: auto;
        width: 1fr;
    }
    SeatEditor > Horizontal { height: 1; }
    SeatEditor .seat-number { width: 3; padding: 0 1 0 0; text-align: right; }
    SeatEditor Input { width: 20; }
    SeatEditor .remove-seat { min-width: 3; width: 3; margin: 0 1; }
    SeatEditor > .field-error { width: 1fr; height: auto; color: $text-error; padding: 0 0 0 3; }
    SeatEditor > .field-error.-empty { display: none; }
    """

    def __init__(self, number: int, name: str, style: str | None = None) -> None:
        """Seat ``number`` (1-based), starting with ``name`` in the field, played by a person
        or the computer ``style``."""
        super().__init__(classes="seat-editor")
        self.number = number
        self.error_text = ""
        self.number_label = Label(str(number), classes="seat-number")
        self.field = OrderedInput(name, placeholder=WORDS.default_player_name(number), compact=True, classes="name-field",
                           max_length=LIMITS.max_name * 4)
        self.style_toggle = StyleToggle(style)
        self.remove_button = FormButton("✕", compact=True, classes="remove-seat", tooltip=WORDS.remove_seat_tooltip)
        self.remove_button.can_focus = False
        self.error = Static("", classes="field-error -empty", markup=False)

    def compose(self) -> ComposeResult:
        """Number, field and remove button on one line; the error below."""
        with Horizontal():
            yield self.number_label
            yield self.field
            yield self.style_toggle
            yield self.remove_button
        yield self.error

    def on_mount(self) -> None:
        """No blinking cursor when animations are off."""
        self.field.cursor_blink = self.app.animation_level != "none"

    @property
    def style(self) -> str | None:
        """The computer style playing this seat, or None for a person."""
        return self.style_toggle.style_name

    @on(Button.Pressed, ".style-toggle")
    def _style_picked(self, event: Button.Pressed) -> None:
        """A click on who plays the seat: its name takes the keys (ctrl+t goes on from there)."""
        event.stop()
        self.field.focus()

    def set_number(self, number: int) -> None:
        """Renumber after a seat above was removed."""
        if self.number != number:
            self.number = number
            self.number_label.update(str(number))
            self.field.placeholder = WORDS.default_player_name(number)

    def set_error(self, text: str) -> None:
        """Show the engine's objection to this name ('' when it is fine)."""
        if text == self.error_text:
            return
        self.error_text = text
        self.error.update(text)
        self.error.set_class(not text, "-empty")
        self.field.set_class(bool(text), "-invalid")
