"""Help on ? and F1: the rules as the engine plays them, this table's house rules, every key."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from ..engine.rules import HouseRules
from ..presenters.catalog import WORDS
from ..presenters.help_words import help_text
from ..widgets.help_text import HelpText
from ..widgets.key_bar import KeyBar
from .dialog import DialogScreen


class HelpScreen(DialogScreen[None]):
    """The rules and keys in a scrolling panel over the table."""

    BINDINGS = [Binding("escape,q,f1,question_mark", "close", WORDS.key_close_help, id="close_help")]

    def __init__(self, rules: HouseRules) -> None:
        """Help for a table playing ``rules``."""
        super().__init__()
        self.rules = rules
        """The house rules this help describes."""

    def compose(self) -> ComposeResult:
        """A title and the help text."""
        with Vertical(id="help-dialog"):
            yield Static(WORDS.help_title, id="help-title")
            with VerticalScroll(id="help-scroll"):
                yield HelpText(help_text(self.rules), id="help-text")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        """Each time it opens: from the top, with the arrow keys and Page Up/Down scrolling the text."""
        scroll = self.query_one("#help-scroll")
        scroll.scroll_home(animate=False)
        scroll.focus()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss()
