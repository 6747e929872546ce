"""The house rules at setup: a preset, every switch, the rules in words (the banker's edge is
the setup screen's :class:`~ceelo_tui.widgets.edge_line.EdgeLine`).

What it shows is a :class:`~ceelo_tui.presenters.rules_view.RulesView`: the switches under the
names they have on the command line (``--rule NAME=VALUE``), only those that matter for the
chosen game, "Custom" when the switches match no preset, the rules and the edge in the engine's
words. What the player sets is read back by
:func:`~ceelo_tui.presenters.rules_view.read_switches`, through the engine.

``end=rounds:N`` takes N in a field of its own, checked by the engine as it is typed; while it
is not a valid number the panel has a :attr:`RulesPanel.problem` and no :attr:`RulesPanel.rules`.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Checkbox, Input, Label, Select, Static

from ..engine.rules import HouseRules
from ..presenters.catalog import WORDS
from ..presenters.rules_view import CUSTOM, PRESET_NAMES, ROUNDS, SWITCH_ROWS, preset_rules, read_switches, rules_view
from .chooser import Chooser
from .ordered_input import OrderedInput
from .styled_content import lines_content
from .switch_box import SwitchBox


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

    def __init__(self, rules: HouseRules, *, id: str | None = None, classes: str | None = None) -> None:
        """A panel showing ``rules``."""
        super().__init__(id=id, classes=classes)
        self.current = rules
        self.view = rules_view(rules)
        """What the panel shows of :attr:`current`."""
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
        view = self.view
        with Vertical(id="rules-left"):
            yield Label(WORDS.preset_heading, classes="heading")
            options = [(name, name) for name in PRESET_NAMES] + [(CUSTOM, CUSTOM)]
            yield Chooser(options, value=view.name, id="preset")
            # Here, where a line is widest: a pair of switches that cannot go together says why at length.
            error = Static("", id="rules-error", classes="field-error", markup=False)
            error.display = False
            yield error
            with VerticalScroll(id="rules-words"):
                yield Static(lines_content(view.words), id="rules-words-text")
        with VerticalScroll(id="rules-switches"):
            yield Label(WORDS.switches_heading, classes="heading")
            for row in SWITCH_ROWS:
                name = row.name
                with Horizontal(classes="switch-row", id=f"row-{name}"):
                    yield Label(name, classes="switch-name")
                    value = view.value(name)
                    if row.boolean:
                        yield SwitchBox(value, value == "on", id=f"rule-{name}")
                    else:
                        yield Chooser([(choice, choice) for choice in row.choices], value=value, id=f"rule-{name}")
                    if name == "end":
                        yield OrderedInput(str(view.rounds or 10), id="rounds", compact=True,
                                    placeholder=WORDS.rounds_placeholder, max_length=8)

    def on_mount(self) -> None:
        """Show only what matters for the game chosen."""
        self.query_one("#rounds", Input).cursor_blink = self.app.animation_level != "none"
        self._show_rows()

    def _show_rows(self) -> None:
        for row in SWITCH_ROWS:
            self.query_one(f"#row-{row.name}").display = row.name in self.view.shown
        self.query_one("#rounds").display = self.query_one("#rule-end", Select).value == ROUNDS

    # ------------------------------------------------------------------ changes
    def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` on every switch (a preset was picked)."""
        view = rules_view(rules)
        with self.prevent(Select.Changed, Checkbox.Changed, Input.Changed):
            for row in SWITCH_ROWS:
                value = view.value(row.name)
                if row.boolean:
                    box = self.query_one(f"#rule-{row.name}", Checkbox)
                    box.value = value == "on"
                    box.label = value
                else:
                    self.query_one(f"#rule-{row.name}", Select).value = value
            if view.rounds is not None:
                self.query_one("#rounds", Input).value = str(view.rounds)
        self._apply(rules, "")

    def _apply(self, rules: HouseRules, problem: str) -> None:
        """Take ``rules`` (and a field's problem), redraw the words, tell the screen."""
        changed = rules != self.current or problem != self.problem
        words_before = self.view.words
        if problem != self.problem:  # each update lays the whole screen out again: only on a change
            error = self.query_one("#rules-error", Static)
            error.update(WORDS.field_problem(problem) if problem else "")
            error.display = bool(problem)
            self.query_one("#rounds", Input).set_class(bool(problem), "-invalid")
        self.current = rules
        self.problem = problem
        view = self.view = rules_view(rules)
        select = self.query_one("#preset", Select)
        if select.value != view.name:
            with self.prevent(Select.Changed):
                select.value = view.name
        if view.words != words_before:
            self.query_one("#rules-words-text", Static).update(lines_content(view.words))
        self._show_rows()
        if changed:
            self.post_message(self.Changed(self))

    def _from_switches(self) -> None:
        """Read every switch into rules (:func:`~ceelo_tui.presenters.rules_view.read_switches`);
        choosing the other game shows its switches at the defaults the engine set them back to."""
        texts = {row.name: ("on" if self.query_one(f"#rule-{row.name}", Checkbox).value else "off") if row.boolean
                 else str(self.query_one(f"#rule-{row.name}", Select).value) for row in SWITCH_ROWS}
        rules, problem = read_switches(self.current, texts, self.query_one("#rounds", Input).value)
        if rules.mode != self.current.mode and not problem:
            self.set_rules(rules)  # the other game's switches, shown at their defaults
            return
        self._apply(rules, problem)

    @on(Select.Changed, "#preset")
    def _preset_picked(self, event: Select.Changed) -> None:
        event.stop()
        if event.value != CUSTOM and event.value != self.view.name:
            self.set_rules(preset_rules(str(event.value)))
        elif event.value == CUSTOM:
            self._apply(self.current, self.problem)  # "Custom" alone changes nothing

    @on(Select.Changed, ".switch-row Select")
    def _select_changed(self, event: Select.Changed) -> None:
        """A switch moved. Each chooser also says its value as it mounts: one that says what
        the rules already hold changes nothing (the dozen switches did all the work of a change
        as the panel first opened)."""
        event.stop()
        name = (event.select.id or "").removeprefix("rule-")
        if str(event.value) != self.view.value(name):
            self._from_switches()

    @on(Checkbox.Changed)
    def _box_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        event.checkbox.label = "on" if event.value else "off"
        self._from_switches()

    @on(Input.Changed, "#rounds")
    def _rounds_typed(self, event: Input.Changed) -> None:
        """The number of rounds changed; as the field first shows, it says the number the rules
        already hold (or one that counts for nothing: the game does not end after N rounds)."""
        event.stop()
        counts = self.query_one("#rule-end", Select).value == ROUNDS
        if counts and (self.problem or event.value != str(self.view.rounds)):
            self._from_switches()
