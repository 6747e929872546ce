"""A yes-or-no question in a dialog, for moves that cannot be taken back (quit, a loose roll).

The question, what the answer costs, two buttons with the safe answer focused, and the key bar.
It dismisses True for yes and False for no, by key or by click. Subclasses give the words,
the button ids and their bindings to ``yes`` and ``no``.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain
from .dialog import DialogScreen


class YesNoDialog(DialogScreen[bool]):
    """A question with a yes and a no; no has the focus."""

    YES_ID = "yes"
    """The yes button's id (its subclass's own, for tests and clicks)."""
    NO_ID = "no"
    """The no button's id."""

    def __init__(self, title: str, text: str, yes: str, no: str) -> None:
        """The question ``title``, what it costs (``text``) and the two buttons' labels."""
        super().__init__()
        self.title_text = title
        self.text = text
        self.yes_label = yes
        self.no_label = no

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        with Vertical(id="dialog"):
            yield Static(plain(self.title_text), id="dialog-title")  # words may hold names
            yield Static(plain(self.text), id="dialog-text")
            with Horizontal(id="dialog-buttons"):
                yield Button(plain(self.yes_label), id=self.YES_ID, variant="error")
                yield Button(plain(self.no_label), id=self.NO_ID, variant="primary")
        yield KeyBar()

    def on_mount(self) -> None:
        """No is the safe default."""
        self.query_one(f"#{self.NO_ID}", Button).focus()

    def action_yes(self) -> None:
        """Yes."""
        self.dismiss(True)

    def action_no(self) -> None:
        """No: back, nothing done."""
        self.dismiss(False)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == self.YES_ID)
