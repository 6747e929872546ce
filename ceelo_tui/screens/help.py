"""Help on ? and F1: the rules as the engine plays them, this table's house rules, every key."""

from __future__ import annotations

from importlib.resources import files

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from ..engine.cpu import STYLES
from ..engine.game import MAX_COINS, MAX_NAME, MAX_PLAYERS, MIN_COINS, MIN_PLAYERS
from ..engine.odds import SIDES, banker_edge, banker_points, edge_words, player_chances
from ..engine.rules import (
    CLASSIC,
    CONFLICTS,
    PRESETS,
    SWITCH_HELP,
    SWITCHES,
    HouseRules,
)
from ..presenters.odds_view import chances_text
from ..widgets.help_text import HelpText
from ..widgets.key_bar import KeyBar
from .dialog import DialogScreen


def help_text(rules: HouseRules = CLASSIC) -> str:
    """help.md with the house rules in play filled in, and every figure from the engine."""
    text = files("ceelo_tui").joinpath("help.md").read_text(encoding="utf-8")
    fields = {
        "presets": "\n".join(f"- **{p.name}**: {p.blurb}" for p in PRESETS),
        "house_rules": "\n".join(f"- {line}" for line in rules.describe()),
        "computer_styles": "\n".join(f"- **{name}**: {words}" for name, words in STYLES.items()),
        "switch_table": switch_table(),
        "conflicts": conflicts_text(),
        "edge": edge_text(rules),
        "odds_example": odds_example(rules),
        "min_players": str(MIN_PLAYERS),
        "max_players": str(MAX_PLAYERS),
        "min_coins": str(MIN_COINS),
        "max_coins": str(MAX_COINS),
        "max_name": str(MAX_NAME),
        "sides": str(SIDES),
    }
    for name, value in fields.items():
        text = text.replace("{" + name + "}", value)
    return text


def edge_text(rules: HouseRules) -> str:
    """The banker's exact edge under ``rules``, as the setup screen gives it."""
    if rules.mode != "bank":
        return "Winner take all has no bank: every seat has the same chance."
    return f"{edge_words(banker_edge(rules))}."


def example_point(rules: HouseRules) -> int:
    """The point the help's example of the odds line uses: 4 when the banker can hold it."""
    points = banker_points(rules)
    return 4 if 4 in points else points[len(points) // 2]


def odds_example(rules: HouseRules) -> str:
    """': "Bo vs point 4: win … · push … · lose …".', worked out for ``rules`` (the banking
    game's line under the same switches when the table plays winner take all, which has none)."""
    bank = rules if rules.mode == "bank" else rules.with_value("mode", "bank")
    point = example_point(bank)
    line = chances_text("Bo", point, player_chances(point, bank))
    if rules.mode == "bank":
        return f', for example: "{line}".'
    return f'. There is no such line in winner take all (no banker, no point); in the banking game it reads "{line}".'


def switch_table() -> str:
    """Every switch, its values and what it does, as a Markdown table, from the engine's rules."""
    rows = ["| switch | values | what it does |", "|---|---|---|"]
    rows += [f"| {name} | {', '.join(values)} | {SWITCH_HELP[name]} |" for name, values in SWITCHES.items()]
    return "\n".join(rows)


def conflicts_text() -> str:
    """The switches that cannot go together, and why, from the engine's own list."""
    return "\n".join(f"- **{one}** with **{other}**: {why}." for one, other, why in CONFLICTS)


class HelpScreen(DialogScreen[None]):
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
