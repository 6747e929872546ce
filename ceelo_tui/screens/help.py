"""Help on ? and F1: the rules as the engine plays them, this table's house rules, every key."""

from __future__ import annotations

from importlib.resources import files

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, Static

from ..engine.cpu import STYLES
from ..engine.rules import (
    CLASSIC,
    CONFLICTS,
    PRESETS,
    SWITCH_HELP,
    SWITCHES,
    HouseRules,
)
from ..widgets.key_bar import KeyBar
from .dismiss_once import DismissOnce
from .widgets_first import WidgetsFirst


def help_text(rules: HouseRules = CLASSIC) -> str:
    """help.md with the house rules in play filled in."""
    text = files("ceelo_tui").joinpath("help.md").read_text(encoding="utf-8")
    text = text.replace("{presets}", "\n".join(f"- **{p.name}**: {p.blurb}" for p in PRESETS))
    table = "\n".join(f"- {line}" for line in rules.describe())
    styles = "\n".join(f"- **{name}**: {words}" for name, words in STYLES.items())
    text = text.replace("{switch_table}", switch_table()).replace("{conflicts}", conflicts_text())
    return text.replace("{house_rules}", table).replace("{computer_styles}", styles)


def switch_table() -> str:
    """Every switch, its values and what it does, as a Markdown table, from the engine's rules."""
    rows = ["| switch | values | what it does |", "|---|---|---|"]
    rows += [f"| {name} | {', '.join(values)} | {SWITCH_HELP[name]} |" for name, values in SWITCHES.items()]
    return "\n".join(rows)


def conflicts_text() -> str:
    """The switches that cannot go together, and why, from the engine's own list."""
    return "\n".join(f"- **{one}** with **{other}**: {why}." for one, other, why in CONFLICTS)


class HelpScreen(WidgetsFirst, DismissOnce, ModalScreen[None]):
    """The rules and keys in a scrolling panel over the table."""

    BINDINGS = [Binding("escape,q,f1,question_mark", "close", "Close help", id="close_help")]

    def __init__(self, rules: HouseRules = CLASSIC) -> None:
        """Help for a table playing ``rules``."""
        super().__init__()
        self.rules = rules
        """The house rules this help describes."""

    def compose(self) -> ComposeResult:
        """A title and the help text."""
        with Vertical(id="help-dialog"):
            yield Static("Cee-lo: rules and keys  (Esc closes)", id="help-title")
            with VerticalScroll(id="help-scroll"):
                yield Markdown(help_text(self.rules), id="help-text")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        """Each time it opens: from the top, with the arrow keys and Page Up/Down scrolling the text."""
        scroll = self.query_one("#help-scroll")
        scroll.scroll_home(animate=False)
        scroll.focus()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss()
