"""The move panel while somebody must roll: whose roll it is, the turn so far, a Roll button.

Used for the banker's roll, the players' rolls and a winner-take-all shoot-out (the class
``-shoot-out`` marks one, so it stands out by a word and a colour). The table screen gives it
the words; Space or the button rolls.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from ..presenters.catalog import WORDS
from ..presenters.table_view import ROLL_KEY
from .click_button import ClickButton
from .text_line import TextLine


class RollPanel(Vertical):
    """Prompt, the turn's lines and the Roll button."""

    DEFAULT_CSS = """
    RollPanel {
        height: 7;
    }
    RollPanel #roll-prompt {
        height: 2;
        text-style: bold;
        color: $text-accent;
        margin: 0 0 1 0;
    }
    RollPanel #roll-info {
        height: 3;
    }
    RollPanel.-shoot-out #roll-prompt {
        color: $text-warning;
        background: $warning 15%;
    }
    RollPanel ClickButton {
        width: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """The panel, empty until :meth:`show`."""
        super().__init__(id=id)
        self.prompt = TextLine(id="roll-prompt", fixed=True)
        self.info = TextLine(id="roll-info", fixed=True)
        self.button = ClickButton(WORDS.roll_button(ROLL_KEY), id="roll", variant="primary")

    def compose(self) -> ComposeResult:
        """Prompt, lines, button."""
        yield self.prompt
        yield self.info
        yield self.button

    def show(self, prompt: str, info: tuple[str, ...], *, flying: bool, shoot_out: bool = False) -> None:
        """Draw the roll to come: ``info``, the turn's lines, then the same in fewer words
        (each line's longest form that fits is drawn); ``flying``: the dice are in the air, the button waits."""
        self.prompt.say(prompt)
        self.info.say(*info)
        self.button.disabled = flying
        self.set_class(shoot_out, "-shoot-out")
