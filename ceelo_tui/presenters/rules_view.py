"""The house rules at setup, in words: the preset they match, every switch and its values,
the rules as the engine says them, the banker's edge; and the rules read back from the
switches as the player sets them.

Each switch has the name it has on the command line (``--rule NAME=VALUE``) and the values the
engine's :data:`~ceelo_tui.engine.rules.SWITCHES` allow; on/off switches are check boxes. Only
the switches that matter for the chosen game are shown (``rules.switches_for``). The engine
reads every value (``HouseRules.with_value``, ``numbers.parse_whole``) and says what it
refuses; nothing here decides a rule, and the setup's widgets compute nothing.
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import Struct

from ..engine.errors import CeeloError
from ..engine.numbers import parse_whole
from ..engine.rules import BOOLEAN_SWITCHES, MAX_ROUNDS, PRESETS, SWITCHES, HouseRules, preset, switches_for
from .catalog import WORDS
from .catalog.rule_words import preset_blurb, rules_in_words
from .odds_words import bank_edge_words, rules_name
from .styled import ACCENT, Line, line

CUSTOM = WORDS.custom_rules
"""What the preset chooser shows when the switches match no preset."""

ROUNDS = "rounds:N"
"""The ``end`` value that takes a number of rounds."""

NO_EDGE = WORDS.no_edge

PRESET_NAMES: tuple[str, ...] = tuple(item.name for item in PRESETS)
"""The presets, in the chooser's order (then :data:`CUSTOM`)."""


class SwitchRow(Struct, frozen=True):
    """One switch as the panel offers it."""

    name: str
    choices: tuple[str, ...]
    """The values the chooser offers (``end`` offers :data:`ROUNDS` for ``rounds:N``)."""
    boolean: bool
    """An on/off switch: a check box."""


SWITCH_ROWS: tuple[SwitchRow, ...] = tuple(
    SwitchRow(name, tuple(choices), name in BOOLEAN_SWITCHES) for name, choices in SWITCHES.items())
"""Every switch, in the engine's order."""


class RulesView(Struct, frozen=True):
    """Everything the rules panel, the edge line and the setup's tab show of some rules."""

    name: str
    """The preset the rules match, or :data:`CUSTOM`."""
    words: tuple[Line, ...]
    """The preset's name and blurb, then the rules in the engine's words."""
    edge: str
    """The banker's edge in the engine's words, or why there is none."""
    tab_label: str
    """'House rules (F2): Classic'."""
    shown: frozenset[str]
    """The switches that matter for the game chosen."""
    values: tuple[tuple[str, str], ...]
    """Each switch's value as its chooser shows it ('on'/'off' for a check box)."""
    rounds: int | None
    """The number of rounds of ``end=rounds:N`` (None for another end)."""

    def value(self, name: str) -> str:
        """The chooser's value of switch ``name``."""
        return dict(self.values)[name]


def preset_words(rules: HouseRules) -> tuple[Line, ...]:
    """The preset's name and blurb (or "Custom"), then the rules in the engine's words."""
    name = rules_name(rules)
    blurb = next((preset_blurb(p) for p in PRESETS if p.name == name), WORDS.own_mix)
    return (line((f"{name}: ", ACCENT), blurb), *(line(f"• {said}") for said in rules_in_words(rules)))


def edge_text(rules: HouseRules) -> str:
    """The banker's edge of ``rules`` in the engine's words, or why there is none."""
    if rules.winner_take_all:
        return NO_EDGE
    return bank_edge_words(rules)


def rules_view(rules: HouseRules) -> RulesView:
    """The setup's view of ``rules``."""
    values = rules.values()
    if rules.end_kind == "rounds":
        values = {**values, "end": ROUNDS}
    name = rules_name(rules)
    return RulesView(name=name, words=preset_words(rules), edge=edge_text(rules),
                     tab_label=WORDS.rules_tab(name), shown=frozenset(switches_for(rules.mode)),
                     values=tuple(values.items()), rounds=rules.round_limit)


def preset_rules(name: str) -> HouseRules:
    """The rules of the preset called ``name``."""
    return preset(name).rules


def end_value(choice: str, rounds: str) -> tuple[str, str]:
    """The ``end`` switch's value from its chooser (``choice``) and the rounds field, and the
    engine's objection to the number ('' when there is none)."""
    if choice != ROUNDS:
        return choice, ""
    try:
        count = parse_whole(rounds, 1, MAX_ROUNDS, WORDS.rounds_field)
    except CeeloError as error:
        return "", str(error)
    return f"rounds:{count}", ""


def read_switches(current: HouseRules, texts: Mapping[str, str], rounds: str) -> tuple[HouseRules, str]:
    """The rules the switches say (``texts``: each switch's chooser value, 'on'/'off' for a
    check box; ``rounds``: the rounds field), through the engine's ``with_value``, and the
    engine's objection to one of them ('' when there is none).

    ``mode`` comes first: the switches of the other game are not read (the engine refuses
    them in this game), so choosing the other game gives its switches at the defaults the
    engine set them back to."""
    rules = current
    problem = ""
    for name in SWITCHES:
        if name not in switches_for(rules.mode):
            continue
        text = texts[name]
        if name == "end":
            text, problem = end_value(text, rounds)
            if problem:
                continue
        try:
            rules = rules.with_value(name, text)
        except CeeloError as error:
            problem = str(error)
    return rules, problem
