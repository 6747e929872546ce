"""The house rules at setup: a preset, every switch, the rules in words, the banker's edge.

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
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select, Static

from ..engine.rules import HouseRules
from ..presenters.catalog import WORDS
from ..presenters.rules_view import CUSTOM, PRESET_NAMES, ROUNDS, SWITCH_ROWS, SwitchRow, preset_rules, read_switches, rules_view
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
        self._rows: dict[str, Horizontal] = {}
        """Each switch's row made so far, by the switch's name."""
        self._switches: dict[str, Checkbox | Chooser] = {}
        """Each switch made so far (mounted or not yet), by its name."""

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
            yield Label(WORDS.switches_heading, classes="heading", id="switches-heading")
            for row in SWITCH_ROWS:
                if row.name in view.shown or row.name == "end":
                    yield self._make_row(row)

    def _make_row(self, row: SwitchRow) -> Horizontal:
        """One switch's row, at the value :attr:`view` gives it: its command-line name, then its
        check box or chooser (and, for ``end``, the number of rounds).

        Only the rows of the game shown are made as the panel opens (the other games' rows
        would be a third of its widgets, hidden); the others are made when their game is
        chosen. The ``end`` row is always made: it holds the number of rounds, read with every
        change."""
        name = row.name
        value = self.view.value(name)
        switch = self._switches[name] = (
            SwitchBox(value, value == "on", id=f"rule-{name}") if row.boolean
            else Chooser([(choice, choice) for choice in row.choices], value=value, id=f"rule-{name}"))
        parts: list[Widget] = [Label(name, classes="switch-name"), switch]
        if name == "end":
            parts.append(OrderedInput(str(self.view.rounds or 10), id="rounds", compact=True,
                                      placeholder=WORDS.rounds_placeholder, max_length=8))
        made = self._rows[name] = Horizontal(*parts, classes="switch-row", id=f"row-{name}")
        return made

    async def on_mount(self) -> None:
        """Show only what matters for the game chosen."""
        self.query_one("#rounds", Input).cursor_blink = self.app.animation_level != "none"
        await self._show_rows()

    async def _show_rows(self) -> None:
        """Show the rows of the game chosen, making (in their place) those not made yet: each
        change waits for them to mount, so the next change finds every switch it sets."""
        switches = self.query_one("#rules-switches")
        previous: Widget = self.query_one("#switches-heading")
        for row in SWITCH_ROWS:
            made = self._rows.get(row.name)
            if made is None and row.name in self.view.shown:
                made = self._make_row(row)
                await switches.mount(made, after=previous)
            if made is not None:
                made.display = row.name in self.view.shown
                previous = made
        self.query_one("#rounds").display = self.query_one("#rule-end", Select).value == ROUNDS

    # ------------------------------------------------------------------ changes
    async def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` on every switch (a preset was picked)."""
        view = rules_view(rules)
        with self.prevent(Select.Changed, Checkbox.Changed, Input.Changed):
            for name, switch in self._switches.items():  # rows made later start at the rules' values
                value = view.value(name)
                if isinstance(switch, Checkbox):
                    switch.value = value == "on"
                    switch.label = value
                else:
                    switch.value = value
            if view.rounds is not None:
                self.query_one("#rounds", Input).value = str(view.rounds)
        await self._apply(rules, "")

    async def _apply(self, rules: HouseRules, problem: str) -> None:
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
        await self._show_rows()
        if changed:
            self.post_message(self.Changed(self))

    async def _from_switches(self) -> None:
        """Read every switch into rules (:func:`~ceelo_tui.presenters.rules_view.read_switches`);
        choosing the other game shows its switches at the defaults the engine set them back to."""
        # A switch not made yet, or a chooser not mounted yet (it takes its value as it mounts),
        # stands as the rules have it.
        texts = dict(self.view.values)
        texts.update({name: ("on" if switch.value else "off") if isinstance(switch, Checkbox) else str(switch.value)
                      for name, switch in self._switches.items() if not (isinstance(switch, Select) and switch.is_blank())})
        rules, problem = read_switches(self.current, texts, self.query_one("#rounds", Input).value)
        if rules.mode != self.current.mode and not problem:
            await self.set_rules(rules)  # the other game's switches, shown at their defaults
            return
        await self._apply(rules, problem)

    @on(Select.Changed, "#preset")
    async def _preset_picked(self, event: Select.Changed) -> None:
        event.stop()
        if event.value != CUSTOM and event.value != self.view.name:
            await self.set_rules(preset_rules(str(event.value)))
        elif event.value == CUSTOM:
            await self._apply(self.current, self.problem)  # "Custom" alone changes nothing

    @on(Select.Changed, ".switch-row Select")
    async def _select_changed(self, event: Select.Changed) -> None:
        """A switch moved. Each chooser also says its value as it mounts: one that says what
        the rules already hold changes nothing (the dozen switches did all the work of a change
        as the panel first opened)."""
        event.stop()
        name = (event.select.id or "").removeprefix("rule-")
        if str(event.value) != self.view.value(name):
            await self._from_switches()

    @on(Checkbox.Changed)
    async def _box_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        event.checkbox.label = "on" if event.value else "off"
        await self._from_switches()

    @on(Input.Changed, "#rounds")
    async def _rounds_typed(self, event: Input.Changed) -> None:
        """The number of rounds changed; as the field first shows, it says the number the rules
        already hold (or one that counts for nothing: the game does not end after N rounds)."""
        event.stop()
        counts = self.query_one("#rule-end", Select).value == ROUNDS
        if counts and (self.problem or event.value != str(self.view.rounds)):
            await self._from_switches()
