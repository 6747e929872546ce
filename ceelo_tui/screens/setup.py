"""The setup screen: the players, the starting coins and the first banker.

Every field is checked by the engine as it is typed (through
:mod:`~ceelo_tui.presenters.setup_view`); a bad one shows the engine's message beside it and
Start stays unavailable until everything is valid. Nothing is ever filled in silently.

Later features extend :meth:`SetupScreen.choice` (house rules, computer seats) and put their
panels in ``#setup-extras``.
"""

from __future__ import annotations

from msgspec import Struct, field
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Input, Label, Select, Static, Tab, Tabs

from ..controller.computer_pace import PACE_WORDS, check_pace
from ..engine.rules import HouseRules
from ..presenters.catalog import WORDS
from ..presenters.rules_view import rules_view
from ..presenters.setup_view import (
    LIMITS,
    RANDOM_BANKER,
    RED_PIPS_BANKER,
    banker_options,
    coins_problem,
    name_problems,
    new_seat_name,
    rules_problem,
    seat_problem,
    table_problems,
)
from ..widgets.chooser import Chooser
from ..widgets.edge_line import EdgeLine
from ..widgets.form_button import FormButton
from ..widgets.key_bar import KeyBar
from ..widgets.ordered_input import OrderedInput
from ..widgets.plain_text import plain_cell
from ..widgets.resume_offer import ResumeOffer
from ..widgets.rules_panel import RulesPanel
from ..widgets.seat_editor import SeatEditor
from .base import PlaceScreen
from .saved_game_keys import (
    SAVED_GAME_ACTIONS,
    continue_latest,
    saved_game_action_ok,
    show_saved_games,
)

DEFAULT_COINS = 10


class TableChoice(Struct):
    """What the setup screen has gathered: enough to start a match."""

    names: list[str]
    coins: str
    first_banker: int | str | None = None
    """A seat index, "red-pips" for a roll-off, or None for the dice to choose."""
    rules: HouseRules | None = None
    """None: the app's rules (from the command line)."""
    styles: list[str | None] | None = None
    """Computer styles by seat (None: all people)."""
    problems: list[str] = field(default_factory=list)
    """The engine's objections; the table may start only when this is empty."""


def as_text(options: list[tuple[str, int]]) -> list[tuple[Text, int]]:
    """A chooser's options with their words drawn as text (they hold the names typed)."""
    return [(plain_cell(words), value) for words, value in options]


class SetupScreen(PlaceScreen):
    """Who plays, with how many coins, and who banks first."""

    AUTO_FOCUS = ".name-field"
    """The first player's name takes the keys as the screen is composed, before its first frame
    (a focus moved later lays the screen out and draws it a second time)."""

    BUTTON_ACTIONS = {"add-seat": "add_seat", "start": "start",
                      "resume-latest": "continue_saved", "saved-games": "saved_games"}

    # A browser keeps ctrl+n (a new window) and ctrl+t (a new tab) for itself, so each of those
    # actions has a second key that reaches a web page; served, the key bar shows that one.
    BINDINGS = [
        Binding("ctrl+n,f3", "add_seat", WORDS.key_add_seat, id="add_seat"),
        Binding("ctrl+r", "remove_seat", WORDS.key_remove_seat, id="remove_seat"),
        Binding("ctrl+t,f4", "seat_style", WORDS.key_seat_style, id="seat_style"),
        Binding("ctrl+s", "start", WORDS.key_start, id="start"),
        Binding("ctrl+o", "continue_saved", WORDS.key_resume, id="continue_saved"),
        Binding("ctrl+l", "saved_games", WORDS.key_saved_games, id="saved_games"),
        Binding("f2", "show_rules", WORDS.key_show_rules, key_display="F2", id="show_rules"),
        Binding("f2", "show_players", WORDS.key_show_players, key_display="F2", id="show_players"),
    ]

    def compose(self) -> ComposeResult:
        """Players on the left; coins, first banker and Start on the right, filled in and
        with Start as the checks of what is filled in say."""
        seats = self._first_seats()
        coins = str(self.ceelo.setup_coins if self.ceelo.setup_coins is not None else DEFAULT_COINS)
        names = [seat.field.value for seat in seats]
        problems = table_problems(names, coins)
        self._banker_options = banker_options(names)
        # Kept at hand: they are read on every key and every check of the keys on offer.
        self.seat_list = VerticalScroll(*seats, id="seats")
        self.coins_field = OrderedInput(coins, id="coins", compact=True)
        self.start_button = FormButton(WORDS.start_button, id="start", variant="primary", disabled=bool(problems))
        rules = rules_view(self.ceelo.rules)
        yield Static(WORDS.setup_title, id="title")
        yield Tabs(Tab(WORDS.players_tab, id="players-tab"), Tab(rules.tab_label, id="rules-tab"), id="setup-tabs")
        with Horizontal(id="setup-body"):
            with Vertical(id="players-panel"):
                yield Label(LIMITS.players_heading, classes="heading")
                yield self.seat_list
                yield FormButton(WORDS.add_player_button("F3" if self.app.is_web else "ctrl+n"), id="add-seat", compact=True)
                yield ResumeOffer(id="resume-offer")
            with Vertical(id="options-panel"):
                yield Label(LIMITS.coins_heading, classes="heading")
                with Horizontal(id="coins-row"):
                    yield self.coins_field
                    yield Static("", id="coins-error", classes="field-error", markup=False)
                yield Label(WORDS.first_banker_heading, classes="heading", id="first-banker-label")
                yield Chooser(as_text(self._banker_options), value=self._first_banker_offered(len(names)),
                              id="first-banker")
                yield Label(WORDS.pace_heading, classes="heading", id="pace-label")
                yield Chooser([(words, pace) for pace, words in PACE_WORDS.items()], value=self.ceelo.cpu.pace, id="pace")
                yield Vertical(id="setup-extras")
                yield self.start_button
                yield Static("", id="setup-message", markup=False)
        yield EdgeLine(rules.edge, id="edge-line")
        yield KeyBar(show_command_palette=False)

    def _first_banker_offered(self, seats: int) -> int:
        """The first-banker choice to start from: the one of the last table, else the dice."""
        first = self.ceelo.setup_first_banker
        if first == LIMITS.red_pips:
            return RED_PIPS_BANKER
        return first if isinstance(first, int) and 0 <= first < seats else RANDOM_BANKER

    def _first_seats(self) -> list[SeatEditor]:
        """The offered players (or two defaults), seated in the first layout."""
        app = self.ceelo
        names = (app.setup_names or [WORDS.default_player_name(n) for n in range(1, LIMITS.min_players + 1)])[:LIMITS.max_players]
        styles = list(app.setup_styles or [])[: len(names)]
        styles += [None] * (len(names) - len(styles))
        return [SeatEditor(n, name, style) for n, (name, style) in enumerate(zip(names, styles), start=1)]

    def on_mount(self) -> None:
        """Check everything (marking each bad field) before the first frame is drawn."""
        super().on_mount()
        self.coins_field.cursor_blink = self.ceelo.animation_level != "none"
        self.validate()

    @property
    def editors(self) -> list[SeatEditor]:
        """The seats, in order (only the seat list is searched: the screen is large)."""
        return list(self.seat_list.query_children(SeatEditor))

    # ------------------------------------------------------------------ checking
    def choice(self) -> TableChoice:
        """The table as entered, with every objection the engine raises."""
        names = [editor.field.value for editor in self.editors]
        coins = self.coins_field.value
        banker = self.query_one("#first-banker", Select).value
        first: int | str | None = banker if isinstance(banker, int) and 0 <= banker < len(names) else None
        if banker == RED_PIPS_BANKER:
            first = LIMITS.red_pips
        styles = [editor.style for editor in self.editors]
        choice = TableChoice(names=names, coins=coins, first_banker=first,
                             styles=styles if any(styles) else None)
        panel = self.rules_panel
        if panel is None:  # until the rules tab is first opened, the app's rules stand
            choice.rules = self.ceelo.rules
        else:
            choice.rules = panel.rules
            if panel.problem:
                choice.problems.append(panel.problem)
        choice.problems += table_problems(names, coins)
        seats_problem = "" if choice.rules is None else rules_problem(choice.rules, len(names))
        if seats_problem:
            choice.problems.append(seats_problem)
        return choice

    def validate(self, names_final: bool = True) -> TableChoice:
        """Mark each bad field with the engine's message; Start only when all is well."""
        editors = self.editors
        for editor, text in zip(editors, name_problems([each.field.value for each in editors])):
            editor.set_error(text)
        coins_error = coins_problem(self.coins_field.value)
        if coins_error != getattr(self, "_coins_error", ""):
            self._coins_error = coins_error
            self.query_one("#coins-error", Static).update(coins_error)
            self.coins_field.set_class(bool(coins_error), "-invalid")
        for number, editor in enumerate(editors, start=1):
            editor.set_number(number)
            editor.remove_button.disabled = len(editors) <= LIMITS.min_players
        if names_final:
            self._update_bankers()
        choice = self.choice()
        self.start_button.disabled = bool(choice.problems)
        text = WORDS.field_problem(choice.problems[0]) if choice.problems else WORDS.setup_ready
        if text != getattr(self, "_message", None):
            self._message = text
            message = self.query_one("#setup-message", Static)
            message.set_class(bool(choice.problems), "-refused")
            message.update(text)
        self.refresh_bindings()
        return choice

    def _update_bankers(self) -> None:
        select = self.query_one("#first-banker", Select)
        names = [editor.field.value for editor in self.editors]
        options = banker_options(names)
        current = select.value
        if self._banker_options == options:
            return
        self._banker_options = options
        with select.prevent(Select.Changed):
            select.set_options(as_text(options))
            select.value = current if isinstance(current, int) and current < len(names) else RANDOM_BANKER

    @on(Input.Changed)
    def _changed(self) -> None:
        self.validate(names_final=False)

    @on(Input.Blurred, ".name-field")
    def _name_left(self) -> None:
        """A name is done: offer it as a first banker (cheaper than on every key)."""
        self._update_bankers()

    # ------------------------------------------------------------------ keys
    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Grey out what cannot be done now."""
        if not self.is_mounted:
            return True
        rules_view = self.rules_shown
        if action in ("show_rules", "show_players"):
            return rules_view == (action == "show_players")
        if rules_view and action in ("add_seat", "remove_seat", "seat_style"):
            return False
        if action in SAVED_GAME_ACTIONS:
            return saved_game_action_ok(self.ceelo, action)
        count = len(self.editors)
        if action == "remove_seat":
            return count > LIMITS.min_players or None
        if action == "start":
            return not self.start_button.disabled or None
        return True

    async def action_add_seat(self) -> None:
        """Add a seat with a name nobody has; a seat past the limit is refused, saying why."""
        editors = self.editors
        refused = seat_problem(len(editors) + 1)
        if refused:
            self.show_refusal(WORDS.seats_full(refused))
            return
        number = len(editors) + 1
        editor = SeatEditor(number, new_seat_name([e.field.value for e in editors], number))
        await self.seat_list.mount(editor)
        self.validate()
        editor.field.focus()
        editor.field.select_all()

    async def action_remove_seat(self, editor: SeatEditor | None = None) -> None:
        """Remove the seat being edited (or the last one)."""
        editors = self.editors
        if len(editors) <= LIMITS.min_players:
            return
        if editor is None:
            focused = self.focused
            editor = next((e for e in editors if e.field is focused), editors[-1])
        index = editors.index(editor)
        await editor.remove()
        self.validate()
        editors = self.editors
        editors[min(index, len(editors) - 1)].field.focus()

    def action_continue_saved(self) -> None:
        """Continue the most recently played unfinished game."""
        continue_latest(self.ceelo)

    def action_saved_games(self) -> None:
        """List every saved game: continue one in play, or read a finished one's history."""
        show_saved_games(self.ceelo)

    def action_seat_style(self) -> None:
        """The seat being edited (or the last one) goes to a person or the next computer style."""
        editors = self.editors
        focused = self.focused
        editor = next((e for e in editors if e.field is focused), editors[-1])
        editor.style_toggle.cycle()

    def show_refusal(self, text: str) -> None:
        """A start the engine refused (the checks above should have caught it first)."""
        if text:
            self._message = text
            message = self.query_one("#setup-message", Static)
            message.add_class("-refused")
            message.update(WORDS.field_problem(text))

    def action_start(self) -> None:
        """Seat the players and deal the first round, at the computers' pace chosen."""
        choice = self.validate()
        if choice.problems:
            return
        self.ceelo.cpu.pace = check_pace(self.query_one("#pace", Select).value)
        self.ceelo.autosave.remember_pace(self.ceelo.cpu.pace)
        self.ceelo.start_game(choice.names, choice.coins, choice.first_banker,
                              rules=choice.rules, styles=choice.styles)

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        """Enter goes name, next name, starting coins, Start: never to '+ Add player'
        (ctrl+n, F3 or a click adds a seat)."""
        if event.input.id == "coins":
            self.action_start()
            return
        fields = [editor.field for editor in self.editors]
        if event.input in fields:
            index = fields.index(event.input)
            (fields[index + 1] if index + 1 < len(fields) else self.coins_field).focus()
        else:
            self.focus_next()

    @on(Button.Pressed, ".remove-seat")
    async def _remove_pressed(self, event: Button.Pressed) -> None:
        editor = next((e for e in self.editors if e.remove_button is event.button), None)
        if editor is not None:
            await self.action_remove_seat(editor)

    # ------------------------------------------------------------------ house rules
    def action_show_rules(self) -> None:
        """Show the house rules (F2 again goes back to the players)."""
        self.query_one("#setup-tabs", Tabs).active = "rules-tab"

    def action_show_players(self) -> None:
        """Show the players, the coins and the first banker."""
        self.query_one("#setup-tabs", Tabs).active = "players-tab"

    @property
    def rules_panel(self) -> RulesPanel | None:
        """The house rules tab's panel, or None until that tab is first opened."""
        panels = self.query_children(RulesPanel)
        return panels.first() if panels else None

    @property
    def rules_shown(self) -> bool:
        """True while the house rules tab is up."""
        panel = self.rules_panel
        return panel is not None and bool(panel.display)

    @on(Tabs.TabActivated, "#setup-tabs")
    async def _tab_shown(self, event: Tabs.TabActivated) -> None:
        rules = event.tab is not None and event.tab.id == "rules-tab"
        if self.rules_shown == rules:
            return
        panel = self.rules_panel
        if panel is None:
            # Made when first wanted: its dozen switches would double the work of opening setup.
            panel = RulesPanel(self.ceelo.rules, id="rules-panel")
            await self.mount(panel, before="#edge-line")
        self.query_one("#setup-body").display = not rules
        panel.display = rules
        if not isinstance(self.focused, Tabs):
            (self.query_one("#preset") if rules else self.editors[0].field).focus()
        self.refresh_bindings()

    @on(RulesPanel.Changed)
    def _rules_changed(self, event: RulesPanel.Changed) -> None:
        """New house rules: show their edge and name, and check everything again."""
        rules = event.panel.current
        view = event.panel.view
        self.query_one(EdgeLine).show(view.edge)
        self.query_one("#rules-tab", Tab).label = view.tab_label
        heading = WORDS.first_to_roll_heading if rules.winner_take_all else WORDS.first_banker_heading
        self.query_one("#first-banker-label", Label).update(heading)
        self.validate()
