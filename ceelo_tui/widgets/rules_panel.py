"""The house rules at setup: a preset, every switch, the rules in words, the banker's edge.

Each switch appears under the name it has on the command line (``--rule NAME=VALUE``) with
the values the engine's :data:`~ceelo_tui.engine.rules.SWITCHES` allow; on/off switches are
check boxes. Only the switches that matter for the chosen game are shown
(:func:`~ceelo_tui.engine.rules.switches_for`). Picking a preset sets every switch; changing a
switch afterwards shows "Custom" (:func:`~ceelo_tui.engine.odds.rules_name`).

``end=rounds:N`` takes N in a field of its own, checked by the engine as it is typed; while it
is not a valid number the panel has a :attr:`RulesPanel.problem` and no :attr:`RulesPanel.rules`.

:class:`EdgeLine` shows the engine's banker's edge for the rules (``odds.banker_edge`` in the
engine's words, ``odds.edge_words``); the UI computes no odds itself.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import Checkbox, Input, Label, Select, Static

from ..engine.errors import CeeloError
from ..engine.numbers import parse_whole
from ..engine.odds import banker_edge, edge_words, rules_name
from ..engine.rules import (
    BOOLEAN_SWITCHES,
    CLASSIC,
    MAX_ROUNDS,
    PRESETS,
    SWITCHES,
    HouseRules,
    preset,
    switches_for,
)
from .chooser import Chooser
from .ordered_input import OrderedInput

CUSTOM = "Custom"
"""What the preset chooser shows when the switches match no preset."""

ROUNDS = "rounds:N"
"""The ``end`` value that takes a number of rounds."""

NO_EDGE = "Winner take all: there is no bank, so there is no banker's edge."


def preset_words(rules: HouseRules) -> Content:
    """The preset's name and blurb (or "Custom"), then the rules in the engine's words."""
    name = rules_name(rules)
    blurb = next((p.blurb for p in PRESETS if p.name == name), "your own mix of switches.")
    lines = [Content.assemble((f"{name}: ", "bold $text-accent"), blurb)]
    lines += [Content(f"• {line}") for line in rules.describe()]
    return Content("\n").join(lines)


def rules_tab_label(rules: HouseRules) -> str:
    """The setup tab's name: "House rules (F2): Classic", or the preset the rules match, or Custom."""
    return f"House rules (F2): {rules_name(rules)}"


def edge_text(rules: HouseRules) -> str:
    """The banker's edge of ``rules`` in the engine's words, or why there is none."""
    if rules.winner_take_all:
        return NO_EDGE
    return edge_words(banker_edge(rules))


class EdgeLine(Static):
    """One line: the banker's edge of the rules being chosen, as the engine words it."""

    DEFAULT_CSS = """
    EdgeLine {
        height: auto;
        padding: 0 1;
        text-style: bold;
        color: $text-accent;
    }
    """

    def __init__(self, rules: HouseRules = CLASSIC, *, id: str | None = None) -> None:
        """A line showing the edge of ``rules``."""
        super().__init__(edge_text(rules), id=id, markup=False)
        self.rules = rules

    def show(self, rules: HouseRules) -> None:
        """Show the edge of ``rules``."""
        if rules != self.rules:
            self.rules = rules
            self.update(edge_text(rules))


class RulesPanel(Horizontal):
    """A preset chooser and its words on the left, the switches on the right."""

    DEFAULT_CSS = """
    RulesPanel {
        height: 1fr;
        padding: 0 1;
    }
    RulesPanel #rules-left {
        width: 1fr;
        height: 1fr;
    }
    RulesPanel #preset {
        width: 1fr;
        margin: 0 1 0 0;
    }
    RulesPanel #rules-words {
        height: 1fr;
        margin: 1 0 0 0;
        scrollbar-size-vertical: 1;
    }
    RulesPanel #rules-switches {
        width: 37;
        height: 1fr;
        scrollbar-size-vertical: 1;
        padding: 0 0 0 1;
        border-left: vkey $panel-lighten-2;
    }
    RulesPanel .switch-row {
        height: 1;
        margin: 0 0 0 0;
    }
    RulesPanel .switch-name {
        width: 15;
    }
    RulesPanel .switch-row Select {
        width: 1fr;
    }
    RulesPanel #rule-end {
        width: 16;
    }
    RulesPanel #rounds {
        width: 7;
        margin: 0 0 0 1;
    }
    RulesPanel #rules-error {
        height: auto;
        padding: 0;
        margin: 1 1 0 0;
    }
    """

    class Changed(Message):
        """The rules (or a problem with them) changed."""

        def __init__(self, panel: "RulesPanel") -> None:
            super().__init__()
            self.panel = panel
            """The panel: read ``rules``, ``current`` and ``problem`` from it."""

        @property
        def control(self) -> "RulesPanel":
            """The panel, for ``@on(RulesPanel.Changed, "#id")``."""
            return self.panel

    def __init__(self, rules: HouseRules = CLASSIC, *, id: str | None = None, classes: str | None = None) -> None:
        """A panel showing ``rules``."""
        super().__init__(id=id, classes=classes)
        self.current = rules
        """The rules as the switches stand (the last valid number of rounds kept while N is bad)."""
        self.problem = ""
        """The engine's objection to a field ('' when the rules are valid)."""

    @property
    def rules(self) -> HouseRules | None:
        """The rules chosen, or None while a field is not valid."""
        return None if self.problem else self.current

    @property
    def current_name(self) -> str:
        """What the preset chooser shows: a preset's name or "Custom"."""
        return str(self.query_one("#preset", Select).value)

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        """Preset and words; the switches with their command-line names."""
        rules = self.current
        with Vertical(id="rules-left"):
            yield Label("Preset", classes="heading")
            options = [(item.name, item.name) for item in PRESETS] + [(CUSTOM, CUSTOM)]
            yield Chooser(options, value=rules_name(rules), allow_blank=False, compact=True, id="preset")
            # Here, where a line is widest: a pair of switches that cannot go together says why at length.
            error = Static("", id="rules-error", classes="field-error", markup=False)
            error.display = False
            yield error
            with VerticalScroll(id="rules-words"):
                yield Static(preset_words(rules), id="rules-words-text")
        with VerticalScroll(id="rules-switches"):
            yield Label("Switches (--rule NAME=VALUE)", classes="heading")
            values = rules.values()
            for name, choices in SWITCHES.items():
                with Horizontal(classes="switch-row", id=f"row-{name}"):
                    yield Label(name, classes="switch-name")
                    if name in BOOLEAN_SWITCHES:
                        on_ = values[name] == "on"
                        yield Checkbox(values[name], on_, compact=True, id=f"rule-{name}")
                    else:
                        yield Chooser([(value, value) for value in choices], value=self._select_value(name, rules),
                                     allow_blank=False, compact=True, id=f"rule-{name}")
                    if name == "end":
                        yield OrderedInput(str(rules.round_limit or 10), id="rounds", compact=True,
                                    placeholder="N", max_length=8)

    def on_mount(self) -> None:
        """Show only what matters for the game chosen."""
        self.query_one("#rounds", Input).cursor_blink = self.app.animation_level != "none"
        self._show_rows()

    @staticmethod
    def _select_value(name: str, rules: HouseRules) -> str:
        value = rules.values()[name]
        return ROUNDS if name == "end" and rules.end_kind == "rounds" else value

    def _show_rows(self) -> None:
        wanted = set(switches_for(self.current.mode))
        for name in SWITCHES:
            self.query_one(f"#row-{name}").display = name in wanted
        self.query_one("#rounds").display = self.query_one("#rule-end", Select).value == ROUNDS

    # ------------------------------------------------------------------ changes
    def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` on every switch (a preset was picked)."""
        with self.prevent(Select.Changed, Checkbox.Changed, Input.Changed):
            for name in SWITCHES:
                if name in BOOLEAN_SWITCHES:
                    box = self.query_one(f"#rule-{name}", Checkbox)
                    box.value = getattr(rules, name)
                    box.label = rules.values()[name]
                else:
                    self.query_one(f"#rule-{name}", Select).value = self._select_value(name, rules)
            if rules.round_limit is not None:
                self.query_one("#rounds", Input).value = str(rules.round_limit)
        self._apply(rules, "")

    def _apply(self, rules: HouseRules, problem: str) -> None:
        """Take ``rules`` (and a field's problem), redraw the words, tell the screen."""
        changed = rules != self.current or problem != self.problem
        self.current = rules
        self.problem = problem
        error = self.query_one("#rules-error", Static)
        error.update(f"✗ {problem}" if problem else "")
        error.display = bool(problem)
        self.query_one("#rounds", Input).set_class(bool(problem), "-invalid")
        name = rules_name(rules)
        select = self.query_one("#preset", Select)
        if select.value != name:
            with self.prevent(Select.Changed):
                select.value = name
        self.query_one("#rules-words-text", Static).update(preset_words(rules))
        self._show_rows()
        if changed:
            self.post_message(self.Changed(self))

    def _end_value(self) -> tuple[str, str]:
        """The ``end`` switch's text from its select and the rounds field, and any problem."""
        kind = self.query_one("#rule-end", Select).value
        if kind != ROUNDS:
            return str(kind), ""
        try:
            count = parse_whole(self.query_one("#rounds", Input).value, 1, MAX_ROUNDS, "The number of rounds")
        except CeeloError as error:
            return "", str(error)
        return f"rounds:{count}", ""

    def _from_switches(self) -> None:
        """Read every switch into rules, through the engine's ``with_value``.

        ``mode`` comes first: the switches of the other game are hidden and not read (the
        engine refuses them in this game), and choosing the other game shows its switches at
        the defaults the engine set them back to."""
        rules = self.current
        problem = ""
        for name in SWITCHES:
            if name not in switches_for(rules.mode):
                continue
            if name in BOOLEAN_SWITCHES:
                text = "on" if self.query_one(f"#rule-{name}", Checkbox).value else "off"
            elif name == "end":
                text, problem = self._end_value()
                if problem:
                    continue
            else:
                text = str(self.query_one(f"#rule-{name}", Select).value)
            try:
                rules = rules.with_value(name, text)
            except CeeloError as error:
                problem = str(error)
        if rules.mode != self.current.mode and not problem:
            self.set_rules(rules)  # the other game's switches, shown at their defaults
            return
        self._apply(rules, problem)

    @on(Select.Changed, "#preset")
    def _preset_picked(self, event: Select.Changed) -> None:
        event.stop()
        if event.value != CUSTOM and event.value != rules_name(self.current):
            self.set_rules(preset(str(event.value)).rules)
        elif event.value == CUSTOM:
            self._apply(self.current, self.problem)  # "Custom" alone changes nothing

    @on(Select.Changed, ".switch-row Select")
    def _select_changed(self, event: Select.Changed) -> None:
        event.stop()
        self._from_switches()

    @on(Checkbox.Changed)
    def _box_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        event.checkbox.label = "on" if event.value else "off"
        self._from_switches()

    @on(Input.Changed, "#rounds")
    def _rounds_typed(self, event: Input.Changed) -> None:
        event.stop()
        self._from_switches()
