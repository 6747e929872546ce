"""A field for a number of coins that takes digits and leaves every other key to the screen.

Typed digits (any script's: "٣" and "５" count) go into the field; letters, "+" and "-" are
not taken, so the screen's keys (all in, max, pass, step, quit) keep working while the field
has focus. A paste goes in as it is and is judged, like anything typed, by the engine when
the move is made, which refuses it with a message naming what is allowed.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole


class AmountInput(Input):
    """An Input that consumes only decimal digits."""

    DEFAULT_CSS = """
    AmountInput {
        width: 10;
    }
    """

    def on_mount(self) -> None:
        """No blinking cursor when animations are off (tests and screenshots stay still)."""
        self.cursor_blink = self.app.animation_level != "none"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Leave Enter to the screen, whose binding names the move it makes (Stake, Fade)."""
        if action == "submit":
            return False
        return super().check_action(action, parameters)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Only digits are this field's; other printable keys are the screen's bindings."""
        return character is not None and character.isdecimal()

    async def _on_key(self, event: events.Key) -> None:
        """Keep Input from typing anything but digits; such keys bubble on to the bindings.

        (Textual calls each class's ``_on_key`` in turn; preventing the default stops
        Input's, and the event's default is restored when it bubbles to the screen.)
        """
        if event.is_printable and not (event.character or "").isdecimal():
            event.prevent_default()

    def set_amount(self, value: int) -> None:
        """Show ``value``, the cursor after it."""
        self.value = str(value)
        self.cursor_position = len(self.value)

    def step_within(self, by: int, low: int, high: int) -> None:
        """Step the amount by ``by`` within the engine's ``low``-``high``; a blank or bad
        entry starts from the end the step moves away from (up from ``low``, down from ``high``)."""
        try:
            now = parse_whole(self.value, low, high, "amount")
        except IllegalMove:
            now = low if by > 0 else high
        else:
            now = min(max(now + by, low), high)
        self.set_amount(now)
