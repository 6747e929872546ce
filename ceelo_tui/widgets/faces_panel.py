"""The move panel while a person must roll at a real-dice table: whose roll it is, the turn
so far, and a field for the faces they rolled.

The table rolls its own dice; the roller types the three faces (``4 5 6``, ``456``,
``4,5,6``) and Enter (or the Play button) plays them, as if the game had rolled them. With
``loose_roll=on`` a second button (and the key ``l``) says the dice left the table, which the
table screen confirms before it plays (a loose roll is an instant loss). The screen gives
the words; the engine reads the faces and refuses anything else.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from ..presenters.catalog import WORDS
from ..presenters.table_view import PLAY_KEY
from .click_button import ClickButton
from .faces_input import FacesInput
from .text_line import TextLine

LOOSE_KEY = "l"


class FacesPanel(Vertical):
    """Prompt, the turn's lines, then the faces field with Play, and (loose_roll) Dice left the
    table on a line of its own (beside the field it would not fit at 80 columns)."""

    DEFAULT_CSS = """
    FacesPanel {
        height: 7;
    }
    FacesPanel #faces-prompt {
        height: 2;
        text-style: bold;
        color: $text-accent;
    }
    FacesPanel #faces-info {
        height: 2;
    }
    FacesPanel.-shoot-out #faces-prompt {
        color: $text-warning;
        background: $warning 15%;
    }
    FacesPanel #faces-row {
        height: 1;
        margin: 1 0 0 0;
    }
    FacesPanel #play-faces {
        width: auto;
        margin: 0 0 0 1;
    }
    FacesPanel #loose {
        width: auto;
        height: 1;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """The panel, empty until :meth:`show`."""
        super().__init__(id=id)
        self.prompt = TextLine(id="faces-prompt", fixed=True)
        self.info = TextLine(id="faces-info", fixed=True)
        self.field = FacesInput(placeholder=WORDS.faces_placeholder, id="faces", compact=True)
        """The faces being typed."""
        self.play_button = ClickButton(WORDS.play_faces_button(PLAY_KEY), id="play-faces", variant="primary")
        self.loose_button = ClickButton(WORDS.loose_button(LOOSE_KEY), id="loose", variant="error")
        self._turn: object = None

    def compose(self) -> ComposeResult:
        """Prompt, lines, the field and its button; the loose roll's button under them."""
        yield self.prompt
        yield self.info
        with Horizontal(id="faces-row"):
            yield self.field
            yield self.play_button
        yield self.loose_button

    def show(self, prompt: str, info: tuple[str, ...], *, turn: object, loose: bool, shoot_out: bool = False) -> None:
        """Draw the roll to type for ``turn`` (who rolls, which roll); the field is emptied
        when the turn changes, so faces typed for one roll never stay for the next.
        ``info``: the turn's lines, then the same in fewer words (each line's longest form
        that fits is drawn); ``loose``: the engine allows a loose roll now."""
        self.prompt.say(prompt)
        self.info.say(*info)
        self.loose_button.display = loose
        self.set_class(shoot_out, "-shoot-out")
        if turn != self._turn:
            self._turn = turn
            self.field.value = ""
