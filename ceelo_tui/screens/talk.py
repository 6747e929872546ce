"""Say a line to a hosted table: a small dialog with one line of input.

``!`` at a joined screen (a seat's player or a screen watching) opens it; Enter sends the line,
Escape goes back without a word. A line the table would refuse for its own sake (empty, too
long, an unseen character: :func:`~ceelo_tui.net.messages.talk_problem`) is refused here in the
table's words and the dialog stays, so the line can be mended; talking too fast is the table's
to refuse (its words come as a toast). What is said shows in every screen's round log, as text.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Static

from ..net.messages import TALK_CHARS, talk_problem
from ..presenters.catalog import WORDS
from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain
from .dialog import DialogScreen

ASK = WORDS.talk_ask(TALK_CHARS)


class TalkDialog(DialogScreen[str | None]):
    """One line to the table; dismisses the line, or None."""

    BINDINGS = [
        Binding("escape", "back", WORDS.key_back, id="back"),
        Binding("enter", "say", WORDS.key_say, id="say", show=False),  # the field's own Enter says it
    ]

    def compose(self) -> ComposeResult:
        """A title, what the line is, and the field."""
        with Vertical(id="dialog"):
            yield Static(WORDS.talk_title, id="dialog-title")
            yield Static(ASK, id="dialog-text")
            yield Input(placeholder=WORDS.talk_placeholder, max_length=TALK_CHARS, id="talk-line")
        yield KeyBar()

    def on_mount(self) -> None:
        """The field has the keys."""
        self.query_one("#talk-line", Input).focus()

    def action_back(self) -> None:
        """Nothing said."""
        self.dismiss(None)

    def action_say(self) -> None:
        """Say the line, unless the table would refuse it: then say why, and keep it to mend."""
        text = self.query_one("#talk-line", Input).value
        problem = talk_problem(text)
        if problem is not None:
            self.query_one("#dialog-text", Static).update(plain(problem))
            return
        self.dismiss(text.strip())

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_say()
