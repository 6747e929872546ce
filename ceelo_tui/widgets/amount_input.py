"""A field for a number of coins that leaves the screen's own keys to the screen, but only
until the player starts typing.

Typed digits (any script's: "٣" and "５" count) go into the field. While the field is empty,
or its whole text is selected (an amount the game offered, or a refused entry), a key the
screen or the app binds ("a" all in, "m" max, "p" pass, "q", "?", "h") is not taken, so those
keys work from the field; a letter they bind whose move is not offered now ("b" where the bank
may not stand, "m" at a stake, "t" with no open seat) does nothing, rather than start an
amount with a letter the key bar names as a key. Once the player has typed something of their
own, every printable key is text: "cab" is three letters, not a letter followed by two keys. Signs are always
text ("+5", "-1", "5-"), never steps: stepping is the up/down keys and the -1/+1 buttons. Every
character goes in as typed, so "1e3", "3.5" or "-1" stays visible and is refused by the
engine, with a message naming what is allowed, when the move is made; nothing typed is ever
silently dropped or read as another amount. A paste goes in as it is and is judged the same way.
"""

from __future__ import annotations

from textual import events

from ..engine.errors import IllegalMove
from ..presenters.text import parse_whole
from .ordered_input import OrderedInput
from .screen_keys import keys_bound


class AmountInput(OrderedInput):
    """A field (keys applied in the order typed) that takes every character except the keys its
    screen binds."""

    DEFAULT_CSS = """
    AmountInput {
        width: 12;
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

    @property
    def typing(self) -> bool:
        """True once the field holds text of the player's own: something not wholly selected
        (an offered or refused amount is selected whole, so the next key replaces it)."""
        if not self.value:
            return False
        start, end = sorted(self.selection)
        return (start, end) != (0, len(self.value))

    def _screen_key(self, key: str, character: str | None) -> bool:
        """True for a printable key, not a digit, that the screen or the app binds, while the
        player is not typing: to an action they offer now (it acts), or, for a letter, to any
        action (it does nothing: a key is never text in one state and a move in the next).
        A sign or a space the screen binds but does not offer now is text, as typed.

        Read from the classes' bindings: ``active_bindings`` would ask this very widget's
        ``check_consume_key`` again and never return.
        """
        if character is None or character.isdecimal() or self.typing:
            return False
        for node in (self.screen, self.app):
            for binding in keys_bound(type(node)).get(key, ()):
                if character.isalpha() or node.check_action(binding.action.split("(")[0], ()) is not False:
                    return True
        return False

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Printable keys are this field's unless the screen binds them."""
        return character is not None and character.isprintable() and not self._screen_key(key, character)

    async def _on_key(self, event: events.Key) -> None:
        """Keep Input from typing a key the screen binds; such keys bubble on to the bindings.

        (Textual calls each class's ``_on_key`` in turn; preventing the default stops
        Input's, and the event's default is restored when it bubbles to the screen.)
        """
        if event.is_printable and self._screen_key(event.key, event.character):
            event.prevent_default()

    def offer(self, value: int | str) -> None:
        """Show ``value`` selected, as the game's offer: Enter takes it, the next key replaces it
        (and, until then, the screen's letter keys still act)."""
        self.value = str(value)
        self.select_all()

    def refused(self) -> None:
        """The engine refused what is typed: keep it, selected, so the next key replaces it."""
        self.focus()
        self.select_all()

    def step_within(self, by: int, low: int, high: int) -> None:
        """Step the amount by ``by`` within the engine's ``low``-``high``; a blank or bad
        entry starts from the end the step moves away from (up from ``low``, down from ``high``).
        The amount stepped to is offered, selected, like any amount the game fills in."""
        try:
            now = parse_whole(self.value, low, high, "amount")
        except IllegalMove:
            now = low if by > 0 else high
        else:
            now = min(max(now + by, low), high)
        self.offer(now)
