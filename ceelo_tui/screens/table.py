"""The table: one screen for a game in play, every phase of every game.

Composed once: the title, the dice tray beside the move panel, the balance table, the odds
line, the message line, the round log (or, once a round is settled, its settlement) and the
key bar. A new state from the app updates only what it changed, in one refresh; the move
panel is a ``ContentSwitcher`` of four small panels:

- :class:`~ceelo_tui.widgets.amount_panel.AmountPanel`: the stake, a fade, the ante, a
  Chinchiro bet. Digits
  type an amount, up/down (or the -1/+1 buttons) step it within the engine's limit; ``+`` and
  ``-`` are text like any other character (a signed amount is refused, never read as a step).
  No single key makes a move: ``a`` fills in everything (the banker's all in) and ``m`` the
  most allowed, selected; ``p`` chooses the pass (the bank, or a fade); Enter makes the move
  filled in or chosen. The letter keys (and the app's ``q``, ``?``, ``h``) act only while the
  field is empty or wholly selected: once a player types, every key is text. A refused amount
  stays in the field, selected, so the next key replaces it. A click on a button acts at once;
- ctrl+z takes back the round's latest stake, fade, pass or ante, again and again, until the
  first roll of the round (the engine decides: ``TableState.undo``); after that it says why not;
- :class:`~ceelo_tui.widgets.roll_panel.RollPanel`: the banker's roll, the players' rolls, a
  winner-take-all shoot-out. Space rolls; the engine decides the dice at once, the tray
  tumbles onto them and, when they land, the app reveals the new state. Any key (or a click)
  while the dice tumble lands them at once;
- :class:`~ceelo_tui.widgets.faces_panel.FacesPanel`: a person's roll at a real-dice table
  (``dice=real``). They type the faces they rolled and Enter plays them (the engine reads and
  refuses them; a refused entry stays, selected, so the next key replaces it); the dice show
  those faces at once. With ``loose_roll=on``, ``l`` (or its button) asks, then plays the
  loose roll. Space does not roll there: it types a space between faces;
- :class:`~ceelo_tui.widgets.settled_panel.SettledPanel`: Enter (or ``n``) starts the next
  round, or after the last round opens the final standings.

Which panel shows is read from the engine's legal moves, so the screen needs no table of
phases per game; what only one game has (the banker's point, the pot) comes from that game's
words module. Every key is also a button for the mouse, and ``check_action`` offers only the
moves the engine allows now, so the key bar always tells the truth.
"""

from __future__ import annotations

import time

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import ContentSwitcher, Input

from ..engine.dice import Dice
from ..engine.errors import IllegalMove
from ..engine.games import AnyGame
from ..engine.journal import Move
from ..presenters.amount_hints import (
    empty_fade_refusal,
    empty_stake_refusal,
    most_hint,
    pass_hint,
    stand_hint,
    standing_stake,
)
from ..presenters.catalog import WORDS
from ..presenters.presence_words import presence_words
from ..presenters.table_view import (
    ROLL_KEY,
    MovePanel,
    TableView,
    amount_limits,
    dice_shown,
    loose_roll_cost,
    table_view,
)
from ..widgets.amount_panel import AmountPanel
from ..widgets.balance_table import BalanceTable
from ..widgets.dice_tray import DiceTray
from ..widgets.faces_panel import LOOSE_KEY, FacesPanel
from ..widgets.key_bar import KeyBar
from ..widgets.message_line import MessageLine
from ..widgets.odds_line import OddsLine
from ..widgets.roll_panel import RollPanel
from ..widgets.round_log import RoundLog
from ..widgets.screen_keys import keys_bound
from ..widgets.settled_panel import SettledPanel
from ..widgets.settlement import SettlementSummary
from ..widgets.title_bar import TitleBar
from .base import PlaceScreen
from .decline import DeclineScreen
from .loose_roll import LooseRollScreen

MOVE_ACTIONS = frozenset({"stake", "fade", "ante", "bet", "step", "all_in", "max", "pass_bank", "pass_fade", "pass_refused",
                          "take_pass", "stand", "roll", "faces", "loose", "next_round", "standings", "undo", "undo_unseen",
                          "buy_back", "decline", "show_table"})
"""The screen's actions that depend on the state shown (the others are always offered)."""

MOVE_KEYS = frozenset({"enter", "space", "a", "b", "d", "m", "p", "n", "up", "down"})
"""The keys that make or change a seat's move (none of them is offered on a computer's turn)."""

COMPUTER_ACTIONS = frozenset({"hurry_computers", "pause_computers", "resume_computers"})
"""The app's actions whose keys also act while the dice tumble (they land them first)."""


UNSEEN = (0, 1000)
"""Where a part being sized goes: far below its container, which clips it away."""


class TableScreen(PlaceScreen):
    """A game in play: stake, fade, ante, every roll and the settlement, on one screen."""

    KEPT_AS = "table"

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
    """The widget with the focus, as on every screen, but a change repaints nothing by itself.

    Textual's ``Screen.focused`` repaints the whole screen when the focus moves; here it moves
    from the amount field to no widget and back at every change of move panel, and the field
    and the panels repaint themselves. Without this, those keys drew all 80x24 cells again.
    Its benchmark: ``benchmarks/key_latency.py`` (Enter after a stake or a fade).
    """

    KEEP = True
    """Made once per app and kept while other screens are up: a dialog over it, the final
    standings and "Play again" find it composed (none of the benchmarks times those keys yet:
    before this goes, add one that does)."""

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    BIG = (150, 40)
    """From 120 columns the round's story stands beside the table instead of under it."""

    BINDINGS = [
        Binding("enter", "stake", WORDS.key_stake, id="stake"),
        Binding("enter", "fade", WORDS.key_fade, id="fade"),
        Binding("enter", "ante", WORDS.key_ante, id="ante"),
        Binding("enter", "bet", WORDS.key_bet, id="bet"),
        Binding("enter", "take_pass", WORDS.key_pass, id="take_pass"),
        # The steps are shown as the -1/+1 buttons beside the field (and in the help), not in
        # the key bar, which must keep every key whole at 80 columns. "+" and "-" are text.
        Binding("up", "step(1)", WORDS.key_step_up, key_display="↑", id="step_up", show=False),
        Binding("down", "step(-1)", WORDS.key_step_down, key_display="↓", id="step_down", show=False),
        Binding("a", "all_in", WORDS.key_all_in, id="all_in"),
        Binding("b", "stand", WORDS.key_stand, id="stand", show=False),  # the prompt and the button say it
        Binding("m", "max", WORDS.key_max, id="max"),
        Binding("p", "pass_bank", WORDS.key_pass_bank, id="pass_bank"),
        Binding("p", "pass_fade", WORDS.key_pass, id="pass_fade"),
        # Under must_fade a fade may not be passed: p says so, and what may be faded, unseen.
        Binding("p", "pass_refused", WORDS.key_pass, show=False, id="pass_refused"),
        # Space rolls as the app receives it (a priority binding), instead of after the key has
        # gone down to the screen and come back up; where a roll is not allowed (the dice in the
        # air, a real-dice table's faces field, an amount) it goes on down as any other key.
        Binding("space", "roll", WORDS.key_roll, key_display=ROLL_KEY, id="roll", priority=True),
        Binding("enter", "faces", WORDS.key_play_roll, id="faces"),
        Binding(LOOSE_KEY, "loose", WORDS.key_loose, id="loose"),
        Binding("enter,n", "next_round", WORDS.key_next_round, id="next_round"),
        # At a shared table, a settled round kept on screen after another screen started the
        # next one: any key shows the table as it stands (see on_key); Enter is the one named.
        Binding("enter", "show_table", WORDS.key_show_table, id="show_table"),
        # A broke player offered a buy-back: Enter, the key pressed after every round to go on,
        # buys back in and plays on (taken back with ctrl+z until the next round); declining,
        # which may end the game, has a key of its own and is asked first when it would.
        Binding("enter,b", "buy_back", WORDS.key_buy_back, id="buy_back"),
        Binding("d", "decline", WORDS.key_decline, id="decline"),
        Binding("enter,n", "standings", WORDS.key_standings, id="standings"),
        # Undo is in the key bar while it can take something back, except at a real-dice table's
        # faces field, whose keys fill the bar; there, and whenever nothing can be taken back,
        # ctrl+z works unseen (undoing, or saying why not).
        Binding("ctrl+z", "undo", WORDS.key_undo, key_display="^z", id="undo"),
        Binding("ctrl+z", "undo_unseen", WORDS.key_undo, show=False, id="undo_unseen"),
    ]

    BUTTON_ACTIONS = {
        "minus": "step(-1)",
        "plus": "step(1)",
        "all-in": "all_in",
        "max": "max",
        "ante-max": "max",
        "stake": "stake",
        "fade": "fade",
        "ante": "ante",
        "bet": "bet",
        "bet-max": "max",
        "bet-pass": "pass_fade(True)",
        "pass-bank": "pass_bank(True)",
        "stand": "stand(True)",
        "pass": "pass_fade(True)",
        "roll": "roll",
        "play-faces": "faces",
        "loose": "loose",
        "next": "next_round",
        "standings": "standings",
        "buy-back": "buy_back",
        "decline": "decline",
    }

    def __init__(self) -> None:
        """The table's parts, made here so that every action finds them from the start."""
        super().__init__()
        # The class the terminal's width calls for, before the first Resize: Textual sets it
        # then, and a class that changes then restyles the whole screen (about 10 ms of start;
        # its benchmark: benchmarks/startup.py).
        self.add_class(self.width_class(self.app.size.width))
        self.title_line = TitleBar(id="title")
        self.tray = DiceTray(id="tray")
        self.moves = ContentSwitcher(id="moves", initial="amount-panel")
        self.amount_panel = AmountPanel(id="amount-panel")
        self.roll_panel = RollPanel(id="roll-panel")
        self.faces_panel = FacesPanel(id="faces-panel")
        self.settled_panel = SettledPanel(id="settled-panel")
        self.balances = BalanceTable(id="balances")
        self.odds = OddsLine(id="odds")
        self.message = MessageLine(id="message")
        self.log_view = RoundLog(id="log")
        self.settlement = SettlementSummary(id="settlement")
        self._shown_panel = "amount-panel"
        self._settled: bool | None = None
        self._sized = False
        """True once the parts that start hidden have been sized (:meth:`_lay_out_hidden_parts`)."""
        self._sized_for: tuple[Size, str] = (Size(0, 0), "")
        """The terminal's size and the layout (:meth:`_layout`) when the hidden parts were sized."""
        self.view: TableView | None = None
        """The table's model last drawn: every word, number and move key it shows."""

    def compose(self) -> ComposeResult:
        """Title; dice beside the move panel; balances, odds, message; the log; the keys.

        Every part has a fixed size (set in ``ceelo.tcss``), so a move repaints what it
        changed and lays nothing out again. The log (or the settlement) sits under the rest on
        a narrow screen and beside it on a wide one (``-wide``, from 120 columns).
        """
        yield self.title_line
        with Horizontal(id="body"):
            with Vertical(id="main"):
                with Horizontal(id="top"):
                    yield self.tray
                    with self.moves:
                        yield self.amount_panel
                        yield self.roll_panel
                        yield self.faces_panel
                        yield self.settled_panel
                yield self.balances
                yield self.odds
                yield self.message
            with Vertical(id="story") as story:
                story.border_title = WORDS.this_round  # (a border only in the wide layout)
                yield self.log_view
                yield self.settlement
        yield KeyBar(show_command_palette=False)  # ctrl+p still opens it; the moves need the room

    def on_mount(self) -> None:
        """Follow the dice in flight as well as the state shown."""
        super().on_mount()
        self.watch(self.app, "dice_in_flight", self._throw, init=False)
        self.watch(self.app, "table_banner", self.title_line.banner)
        self.watch(self.app, "presence", self._say_presence)
        self.set_interval(1.0, self._say_presence)  # the away seats' countdowns

    def _say_presence(self, _changed: object = None) -> None:
        """Who is away (with the house's countdown) and who watches, on the top row."""
        presence = self.ceelo.presence
        if presence is None:
            return
        now = time.monotonic()
        house_in = {seat: None if at is None else at - now for seat, at in presence.house_at.items()}
        self.title_line.note(presence_words(presence.names, house_in, presence.watching))
        if self.ceelo.dice_in_flight is not None:
            self._throw(self.ceelo.dice_in_flight)

    def _lay_out_hidden_parts(self) -> None:
        """Give every part hidden after the first drawing its size once, unseen, before any key.

        Textual sizes a widget only while it is displayed, and a widget that gets its first
        size asks for a second layout a frame later. So the first time a panel, a button or
        the settlement appeared, its key took two refresh passes instead of one. Here every
        hidden part is displayed for one refresh, which sizes it, but moved far out of its
        container, which clips it, so it is not drawn (an invisible widget would not be
        sized); then it is hidden again and the state is drawn afresh. A part keeps its size
        while hidden, so showing it later is one refresh. The move is an inline offset, not a
        class: a class would restyle each part and all its children, twice. Its benchmark:
        ``benchmarks/key_latency.py`` (the first stake, fade, roll and settled round of a game).
        """
        self._sized_for = (self.app.size, self._layout())
        hidden = [node for node in self.query("#body *") if not node.display]
        for node in hidden:
            node.styles.offset = UNSEEN
            node.display = True
        self.refresh(layout=True)
        self.call_after_refresh(self._hide_again, hidden)

    def _layout(self) -> str:
        """Which layout the screen has: its breakpoint class, and -big in a large terminal."""
        return " ".join(name for name in ("-wide", "-big") if self.has_class(name))

    def resized(self, size: Size) -> None:
        """A new size (and perhaps another layout) gives the hidden parts new sizes: size
        them again (not for the first Resize, at the size and layout they were sized for)."""
        if self._sized and (size, self._layout()) != self._sized_for:
            self._lay_out_hidden_parts()

    def _hide_again(self, parts: list[Widget], tries: int = 5) -> None:
        """Hide the parts sized by :meth:`_lay_out_hidden_parts`, and redraw what shows.

        A refresh may come before the parts' new layout has reached the screen; until they
        have a place (a few refreshes at most), this waits for the next one.
        """
        if tries and not all(node.region for node in parts):
            self.call_after_refresh(self._hide_again, parts, tries - 1)
            return
        for node in parts:
            node.display = False
            node.styles.offset = (0, 0)
        self.moves.current = None
        self._shown_panel = ""
        self._settled = None
        self.amount_panel.show_buttons(self.amount_panel.kind)
        self.show_state(self.ceelo.shown)

    # ------------------------------------------------------------------ dice
    def _throw(self, faces: Dice | None) -> None:
        if faces is not None:
            self.tray.count(dice_shown(self.ceelo.shown, self._last_faces()))
            self.tray.roll(faces)
            if self.ceelo.cpu.hurrying:
                self.tray.skip()  # the computers hurry: their dice land at once
            if self.tray.rolling:
                self._draw_panel(self.ceelo.shown)
                self.refresh_bindings()
            else:
                # With animations off the dice have landed already: show what they mean in
                # the same refresh as the dice (their Settled message, a frame later, then
                # finds nothing left to reveal).
                self.ceelo.reveal()

    @on(DiceTray.Settled)
    def _landed(self) -> None:
        """The dice lie still: now the table may show what they mean."""
        self.ceelo.reveal()

    def on_key(self, event: events.Key) -> None:
        """Any key lands dice in motion (and does nothing else, except the computers' own keys:
        f lands them and hurries on, w lands them and pauses). On a computer's turn the move
        keys are not offered; pressed anyway, they say why instead of doing nothing."""
        if self.tray.rolling:
            self.tray.skip()
            if not self._computers_key(event.key):
                event.stop()
                event.prevent_default()
            return
        if self.ceelo.controller.let_go():  # a settled round kept on screen: the key shows the table now
            event.stop()
            event.prevent_default()
            return
        if event.key in MOVE_KEYS and not self.ceelo.dice_in_flight:
            why = self.ceelo.controller.key_refusal(Move("roll"))
            if why:
                event.stop()
                event.prevent_default()
                self.ceelo.refusal = why
                self.app.bell()
                if self._shown_panel == "amount-panel":
                    self.amount_panel.field.refused()  # as a refused amount: the next key replaces it

    def _computers_key(self, key: str) -> bool:
        """True for a key the app binds to hurrying or pausing the computers, offered now."""
        return any(binding.action in COMPUTER_ACTIONS and self.app.check_action(binding.action, ()) is True
                   for binding in keys_bound(type(self.app)).get(key, ()))

    def on_click(self, event: events.Click) -> None:
        """A click lands dice in motion too."""
        if self.tray.rolling:
            event.stop()
            self.tray.skip()

    def _last_faces(self) -> Dice | None:
        """The faces the tray shows: of the game as it stands (dice in the air included), or of
        the settled round while one is kept on screen after another screen started the next."""
        if self.ceelo.controller.keeps_settlement():
            state = self.ceelo.shown
        else:
            match = self.ceelo.match
            state = match.state if match is not None else None
        return state.faces_shown() if state is not None else None

    # ------------------------------------------------------------------ drawing
    def model_of(self, state: AnyGame) -> TableView:
        """The table's model of ``state`` as this screen shows it (its seats, the dice in the
        air, what a computer is about to do, the faces in the tray)."""
        controller = self.ceelo.controller
        flying = self.ceelo.dice_in_flight is not None
        return table_view(state, here=controller.here(), flying=flying,
                          intent=None if flying else self.ceelo.cpu.intent(state) or controller.waiting_words(state),
                          last_faces=self._last_faces(), people=controller.people(),
                          stood_in=controller.stood_in_lines(), settled_prompt=controller.settled_words(state),
                          moves_on_here=controller.moves_on_here(), kept=controller.keeps_settlement())

    def show_state(self, state: AnyGame | None) -> None:
        """Draw ``state``: only what it changed is repainted."""
        if state is None:
            return
        view = self.model_of(state)
        self.view = view
        self.title_line.say(view.title, view.rules)
        if not self.tray.rolling and self.ceelo.dice_in_flight is None:
            self.tray.count(view.dice)
            self.tray.show(view.faces)
        self.balances.show(view.rows)
        self.odds.show(view.odds)
        if view.settled:
            self.settlement.show(view.settlement)
        else:
            self.log_view.set_events(self.ceelo.controller.log_lines(state, view.log))
        self.message.new_state(state, view.latest)
        # What changes places (the move panel, the log or the settlement) comes last: its new
        # layout then follows every repaint above, and all are drawn in one refresh.
        self._show_panel(view.panel)
        if view.settled != self._settled:
            self._settled = view.settled
            self.log_view.display = not view.settled
            self.settlement.display = view.settled
        if not self._sized:
            self._sized = True
            self._lay_out_hidden_parts()

    def show_refusal(self, text: str) -> None:
        """A new refusal (or none) from the app. A refusal replaces a hint about Enter, and
        un-chooses a chosen pass, so Enter never passes without the screen saying so."""
        if text and self.amount_panel.pass_chosen:
            self.amount_panel.choose_pass(False)
        self.message.refusal(text)

    def _say_hint(self, text: str) -> None:
        """Say what Enter will do, until a key changes it."""
        self.message.say_hint(text)

    def _amount_keys(self) -> str:
        """' Or use ↑/↓, a (all in), p (pass the bank).': after a refused amount, the keys that
        work for it now, so the player learns them where they are needed."""
        if self._shown_panel != "amount-panel":
            return ""
        keys = ["↑/↓"] + [WORDS.amount_key(self.app.get_key_display(binding), binding.description)
                          for binding in self.BINDINGS
                          if isinstance(binding, Binding) and binding.action in ("all_in", "max", "pass_bank", "pass_fade")
                          and self.allows(binding.action, ()) is True]
        return WORDS.or_use_keys(keys)

    def _draw_panel(self, state: AnyGame | None) -> None:
        """Switch to the panel the state calls for, and fill it in."""
        if state is not None:
            self.view = self.model_of(state)
            self._show_panel(self.view.panel)

    def _show_panel(self, panel: MovePanel) -> None:
        """Fill in the move panel ``panel`` asks for, then put it in front (after filling it
        in, so both are drawn in one refresh)."""
        self._fill_panel(panel)
        if panel.panel != self._shown_panel:
            self._shown_panel = panel.panel
            self.moves.current = panel.panel
            if panel.panel == "amount-panel":
                self.amount_panel.field.focus()
            elif panel.panel == "faces-panel":
                self.faces_panel.field.focus()
            else:
                self.set_focus(None)

    def _fill_panel(self, panel: MovePanel) -> None:
        """Fill in the words and buttons of the move panel ``panel``."""
        if panel.panel == "amount-panel":
            self.amount_panel.show(panel.kind, panel.prompt, panel.info_forms, panel.limits, turn=panel.turn,
                                   can_pass=panel.can_pass, can_stand=panel.can_stand)
        elif panel.panel == "faces-panel":
            self.faces_panel.show(panel.prompt, panel.info_forms, turn=panel.turn, loose=panel.loose,
                                  shoot_out=panel.shoot_out)
        elif panel.panel == "roll-panel":
            self.roll_panel.show(panel.prompt, panel.info_forms, flying=panel.flying,
                                 shoot_out=panel.shoot_out)
        else:
            self.settled_panel.show(panel.prompt, list(panel.lines), over=panel.over, offer=panel.offer,
                                    moves_on=panel.moves_on, kept=panel.kept)

    # ------------------------------------------------------------------ keys
    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer only the moves the table's model allows now (none while the dice are in the
        air), and while a pass is chosen, Enter makes the pass."""
        if action not in MOVE_ACTIONS:
            return True
        view = self.view
        if view is None or self.ceelo.shown is None or self.ceelo.dice_in_flight is not None:
            return False
        chosen = self.amount_panel.pass_chosen and view.panel.panel == "amount-panel"
        if action == "take_pass":
            return chosen
        if action in ("stake", "fade", "ante", "bet") and chosen:
            return False
        if action == "pass_fade" and "fade" in view.keys and "pass_fade" not in view.keys:
            return None  # shown, greyed: a fade is required here
        if action == "pass_refused":  # p where a fade is required: it says so
            return "fade" in view.keys and "pass_fade" not in view.keys
        return action in view.keys

    def action_stake(self) -> None:
        """Put up the amount in the field as the stake (an empty field stakes nothing: the bank
        stands only by its own key)."""
        refusal = "" if self.amount_panel.field.value.strip() else empty_stake_refusal(self.ceelo.shown)
        if refusal:
            self.ceelo.refusal = refusal
            self.app.bell()
            return
        self._submit("stake")

    def action_stand(self, now: bool = False) -> None:
        """The banker lets the bank stand at what it held once the last round settled: the key
        fills that amount in (Enter puts it up), the button puts it up at once."""
        standing = standing_stake(self.ceelo.shown)
        if standing is None:
            return
        if now:
            self.ceelo.play(Move("stake", amount=""))
            return
        self.amount_panel.choose_pass(False)
        self.amount_panel.field.offer(standing)
        self._say_hint(stand_hint(standing))

    def action_fade(self) -> None:
        """Fade the amount in the field; an empty field where a pass is not allowed (must_fade)
        is refused with the house rule's own words, which name the fades allowed."""
        refusal = "" if self.amount_panel.field.value.strip() else empty_fade_refusal(self.ceelo.shown)
        if refusal:
            self.ceelo.refusal = refusal
            self.app.bell()
            return
        self._submit("fade")

    def action_bet(self) -> None:
        """Bet the amount in the field (Chinchiro): the engine reads it, or refuses it naming
        the bets allowed now."""
        self._submit("bet")

    def action_pass_refused(self) -> None:
        """p where a fade may not be passed: the engine's refusal says why and what is allowed."""
        self.ceelo.play(Move("pass"))

    def action_ante(self) -> None:
        """Set the ante in the field: every player pays it into the pot."""
        self._submit("ante")

    def action_step(self, by: int) -> None:
        """Step the amount up or down, within today's limit."""
        state = self.ceelo.shown
        if state is not None:
            if self.amount_panel.pass_chosen:
                self.amount_panel.choose_pass(False)
                self._say_hint("")
            self.amount_panel.field.step_within(by, *amount_limits(state))

    def action_all_in(self) -> None:
        """Fill in everything the banker holds (Enter stakes it)."""
        self._fill_most()

    def action_max(self) -> None:
        """Fill in the most this player may fade, or the highest ante (Enter makes the move)."""
        self._fill_most()

    def action_pass_bank(self, now: bool = False) -> None:
        """The banker hands the bank on: a click does it at once, the key chooses it (or takes
        the choice back) and Enter does it."""
        if now:
            self.ceelo.play(Move("pass_bank"))
        else:
            self._choose_pass()

    def action_pass_fade(self, now: bool = False) -> None:
        """The player declines to fade (or to bet): at once from a click, chosen first from the key."""
        if now:
            self.ceelo.play(Move("pass"))
        else:
            self._choose_pass()

    def action_take_pass(self) -> None:
        """Enter on a chosen pass: make it."""
        state = self.ceelo.shown
        if state is not None:
            self.ceelo.play(Move("pass_bank" if "pass_bank" in state.legal_moves() else "pass"))

    def action_undo(self) -> None:
        """Take back the round's latest stake, fade, pass or ante (the engine decides which)."""
        self.ceelo.play(Move("undo"))

    def action_undo_unseen(self) -> None:
        """ctrl+z where the key bar does not show it: take back, or the engine's refusal says why."""
        self.action_undo()

    def action_roll(self) -> None:
        """Roll the dice for the player whose turn it is: only by a key pressed in that player's
        turn (a Space mashed during the last roll was meant for the roller before)."""
        if not self.ceelo.pressed_for_an_earlier_turn():
            self.ceelo.play(Move("roll"))

    def action_faces(self) -> None:
        """Play the faces typed (a real-dice table): the engine reads them or refuses them."""
        field = self.faces_panel.field
        typed = field.value
        # The engine reads typed faces itself (read_dice), so its own words refuse a bad entry.
        if not self.ceelo.play(Move("roll", dice=typed)):  # type: ignore[arg-type]  # Move.dice is typed for faces; the engine reads this text
            field.value = typed
            field.refused()

    def action_loose(self) -> None:
        """The dice left the table: ask, then play the loose roll (an instant loss)."""
        state = self.ceelo.shown
        if state is None or state.actor is None:
            return
        cost = loose_roll_cost(state)

        def answered(confirmed: bool | None) -> None:
            if confirmed:
                self.ceelo.play(Move("loose"))
            elif self._shown_panel == "faces-panel":
                self.faces_panel.field.focus()

        self.app.push_screen(LooseRollScreen(state.name(state.actor), cost), answered)

    def action_next_round(self) -> None:
        """Start the next round."""
        self.ceelo.play(Move("next_round"))

    def action_show_table(self) -> None:
        """Leave the settled round kept on screen for the table as it stands (a click on the
        key bar; a key press does it in :meth:`on_key`)."""
        self.ceelo.controller.let_go()

    def action_buy_back(self) -> None:
        """The broke player offered a buy-back takes it."""
        self.ceelo.play(Move("buy_back"))

    def action_decline(self) -> None:
        """The broke player offered a buy-back declines it; when that would end the game (which
        no ctrl+z takes back), only once they confirm in a dialog whose default is to go back."""
        state = self.ceelo.shown
        if state is None or not state.decline_ends_game:
            self.ceelo.play(Move("decline"))
            return

        def answered(confirmed: bool | None) -> None:
            if confirmed:
                self.ceelo.play(Move("decline"))

        self.app.push_screen(DeclineScreen(), answered)

    def action_standings(self) -> None:
        """Show the final standings."""
        self.ceelo.show_standings()

    def _fill_most(self) -> None:
        """Fill in the most allowed, selected, and say what Enter will do with it."""
        state = self.ceelo.shown
        if state is None:
            return
        most = amount_limits(state)[1]
        panel = self.amount_panel
        panel.choose_pass(False)
        panel.field.offer(most)
        self._say_hint(most_hint(panel.kind, most))

    def _choose_pass(self) -> None:
        """Choose the pass (the key ``p``): Enter makes it; typing an amount takes the choice back."""
        state = self.ceelo.shown
        panel = self.amount_panel
        if state is None or panel.pass_chosen:
            panel.choose_pass(False)
            self._say_hint("")
            return
        panel.choose_pass(True)
        self._say_hint(pass_hint(state))

    @on(Input.Changed, "#amount")
    def _amount_typed(self) -> None:
        """A key that changes the amount makes a hint about Enter out of date, and a refusal
        once the field holds an amount the engine allows (↑/↓ or typing fixed it)."""
        if self.message.hint and not self.amount_panel.pass_chosen and self.amount_panel.field.typing:
            self._say_hint("")
        if self.ceelo.refusal and self._amount_allowed(self.amount_panel.field.value):
            self.ceelo.refusal = ""

    def _amount_allowed(self, text: str) -> bool:
        """True when the engine would take ``text`` as the amount of the move asked for now."""
        state = self.ceelo.shown
        moves = sorted(state.legal_moves() & {"stake", "fade", "ante", "bet"}) if state is not None else []
        if state is None or not moves or not text.strip():
            return False
        try:
            state.read_amount(moves[0], text)
        except IllegalMove:
            return False
        return True

    def _submit(self, kind: str) -> None:
        field = self.amount_panel.field
        if not self.ceelo.play(Move(kind, amount=field.value)) and self._shown_panel == "amount-panel":
            field.refused()
            self.message.refused_amount(self._amount_keys())  # (after the refusal's own redraw)
        elif self._shown_panel == "amount-panel":
            field.focus()
