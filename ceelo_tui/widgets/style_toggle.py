"""Who plays a seat: a person, or a computer of one of the styles. A click moves to the next.

The keyboard does the same through the setup screen's ctrl+t or F4 (on the seat being edited), so
the toggle never takes the focus and Enter keeps moving from one name to the next.
"""

from __future__ import annotations

from textual import on
from textual.widgets import Button

from ..presenters.catalog import WORDS
from ..presenters.setup_view import COMPUTER_STYLES
from ..textual_compat.styled_once import StyledWhenMounted

PERSON = WORDS.person_seat
KINDS: tuple[str | None, ...] = (None, *COMPUTER_STYLES)
"""A person (None), then each computer style in turn."""


def kind_label(style: str | None) -> str:
    """'person' or 'cpu: bold'."""
    return PERSON if style is None else WORDS.computer_seat_style(style)


class StyleToggle(StyledWhenMounted, Button, can_focus=False):
    """A compact button showing who plays the seat; each click picks the next kind."""

    DEFAULT_CSS = """
    StyleToggle {
        width: 15;
        min-width: 15;
        margin: 0 0 0 1;
    }
    StyleToggle.-computer { text-style: bold; }
    """

    def __init__(self, style: str | None = None) -> None:
        """A toggle starting on ``style`` (None: a person)."""
        super().__init__(kind_label(style), compact=True, classes="style-toggle",
                         tooltip=WORDS.seat_kind_tooltip)
        self.style_name: str | None = style if style in COMPUTER_STYLES else None
        self.set_class(self.style_name is not None, "-computer")

    def cycle(self, step: int = 1) -> None:
        """Move to the next kind of player (or the previous, with ``step`` -1)."""
        index = KINDS.index(self.style_name)
        self.style_name = KINDS[(index + step) % len(KINDS)]
        self.label = kind_label(self.style_name)
        self.set_class(self.style_name is not None, "-computer")

    @on(Button.Pressed)
    def _pressed(self) -> None:
        self.cycle()
