"""The rolling screen: big dice, whose roll it is, each result, the settlement of the round.

Space rolls. The engine decides the dice at once; the tray tumbles onto them and, when they
land, the app reveals the new state (balance table, words, settlement). Any key while the
dice tumble lands them at once. Enter (or n) moves on to the next round, or after the last
round to the final standings.
"""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from ..engine.dice import Dice
from ..engine.game import GameState, Phase, coins
from ..engine.journal import Move
from ..widgets.balance_table import BalanceTable
from ..widgets.click_button import ClickButton
from ..widgets.dice_tray import DiceTray
from ..widgets.odds_line import OddsLine
from ..widgets.round_log import RoundLog
from ..widgets.settlement import SettlementSummary
from ..widgets.tidy_footer import TidyFooter
from .base import TableScreen
from .words import banker_point, bets_line, computer, is_dice_phase, left_out, round_title

ROLL_KEY = "Space"


class RollingScreen(TableScreen):
    """The dice: the banker's roll, each player's roll, and the settlement."""

    animates_dice = True

    KEEP = True
    """Made once per app and kept while other screens are up."""

    BINDINGS = [
        Binding("space", "roll", "Roll", key_display=ROLL_KEY, id="roll"),
        Binding("enter,n", "next_round", "Next round", id="next_round"),
        Binding("enter,n", "standings", "Final standings", id="standings"),
    ]

    def compose(self) -> ComposeResult:
        """Title, dice beside the turn panel, the balance table, the message and the round log."""
        yield Static("", id="title")
        with Horizontal(id="top"):
            yield DiceTray(id="tray")
            with Vertical(id="turn"):
                yield Static("", id="prompt")
                yield Static("", id="turn-info")
                with Horizontal(id="turn-buttons"):
                    yield ClickButton(f"Roll ({ROLL_KEY})", id="roll", variant="primary")
                    yield ClickButton("Next round (Enter)", id="next", variant="primary")
                    yield ClickButton("Final standings (Enter)", id="standings", variant="primary")
        yield BalanceTable(id="balances")
        yield OddsLine(id="odds")
        yield Static("", id="message")
        yield RoundLog(id="log")
        with VerticalScroll(id="settlement-box"):
            yield SettlementSummary(id="settlement")
        yield TidyFooter(compact=True)

    BUTTON_ACTIONS = {"roll": "roll", "next": "next_round", "standings": "standings"}

    def on_mount(self) -> None:
        """Follow the dice in flight as well as the state shown."""
        super().on_mount()
        self.watch(self.app, "dice_in_flight", self._throw, init=False)
        if self.ceelo.dice_in_flight is not None:
            self._throw(self.ceelo.dice_in_flight)

    # ------------------------------------------------------------------ dice
    @property
    def tray(self) -> DiceTray:
        """The dice."""
        return self.query_one(DiceTray)

    def _throw(self, faces: Dice | None) -> None:
        if faces is not None:
            self.tray.roll(faces)
            if self.tray.rolling:  # (with animations off the dice have landed already)
                self._draw_turn(self.ceelo.shown)
                self.update_bindings()

    @on(DiceTray.Settled)
    def _landed(self) -> None:
        """The dice lie still: now the table may show what they mean."""
        self.ceelo.reveal()

    def on_key(self, event: events.Key) -> None:
        """Any key lands dice in motion (and does nothing else)."""
        if self.tray.rolling:
            event.stop()
            event.prevent_default()
            self.tray.skip()

    def on_click(self, event: events.Click) -> None:
        """A click lands dice in motion too."""
        if self.tray.rolling:
            event.stop()
            self.tray.skip()

    def _last_faces(self) -> Dice | None:
        """The faces of this round's latest roll that the table already shows."""
        match = self.ceelo.match
        if match is None:
            return None
        for move in reversed(match.journal.moves):
            if move.kind == "roll":
                return move.dice
            if move.kind in ("stake", "next_round", "fade", "pass", "pass_bank"):
                return None
        return None

    # ------------------------------------------------------------------ drawing
    def show_state(self, state: GameState | None) -> None:
        """Draw the dice at rest, the turn, the table and the log or settlement."""
        if state is None:
            return
        self.query_one("#title", Static).update(self._title(state))
        if not self.tray.rolling and self.ceelo.dice_in_flight is None:
            self.tray.show(self._last_faces())
        self._draw_turn(state)
        self.query_one(BalanceTable).update_state(state)
        self.query_one(OddsLine).set_state(state)
        settled = self.round_settled(state)
        self.query_one("#log", RoundLog).display = not settled
        self.query_one("#settlement-box").display = settled
        if settled:
            self.query_one(SettlementSummary).set_state(state)
            self.query_one("#message").display = bool(self.ceelo.refusal)
        else:
            self.query_one(RoundLog).set_events(state.round.events)
            self.query_one("#message").display = True
        self.show_refusal(self.ceelo.refusal)

    def round_settled(self, state: GameState) -> bool:
        """True once the round is settled: the settlement then takes the log's place."""
        return state.round.next_banker is not None

    def _title(self, state: GameState) -> str:
        return f"{round_title(state)} · bank in play {coins(state.round.stake)}"

    def _draw_turn(self, state: GameState | None) -> None:
        if state is None:
            return
        flying = self.ceelo.dice_in_flight is not None
        actor = state.actor
        prompt = self.query_one("#prompt", Static)
        if flying:
            prompt.update("The dice are rolling… (any key lands them)")
        elif is_dice_phase(state) and computer(state, actor):
            prompt.update(f"{computer(state, actor)} rolls next…")
        elif is_dice_phase(state) and actor is not None:
            prompt.update(f"{state.name(actor)} - press {ROLL_KEY} to roll")
        elif state.is_over:
            prompt.update("Game over - press Enter for the final standings")
        else:
            prompt.update("Round over - press Enter for the next round")
        self.query_one("#turn-info", Static).update("\n".join(self._turn_lines(state)))
        dice_phase = is_dice_phase(state)
        self.query_one("#roll", ClickButton).display = dice_phase
        self.query_one("#roll", ClickButton).disabled = flying
        self.query_one("#next", ClickButton).display = state.phase is Phase.SETTLED
        self.query_one("#standings", ClickButton).display = state.is_over

    def _turn_lines(self, state: GameState) -> list[str]:
        rnd = state.round
        lines = []
        point = banker_point(state)
        banker = state.name(state.banker)
        if state.phase is Phase.BANKER_ROLL:
            lines.append(f"{banker} rolls for the bank.")
        elif state.phase is Phase.PLAYER_ROLL and point is not None:
            lines.append(f"{state.name(rnd.roller or 0)} rolls against the point.")
        if point is not None:
            lines.append(f"{banker}'s point: {point}")
        if rnd.next_banker is not None:
            lines.append(f"Next bank: {state.name(rnd.next_banker)}")
        if is_dice_phase(state):
            rerolls = state.rolls_this_turn()
            lines.append(f"Re-rolls this turn: {rerolls}")
        if state.phase is Phase.BANKER_ROLL and not rnd.banker_rolls:
            lines.append(f"Bets: {bets_line(state)}")
            out = left_out(state)
            if out:
                lines.append(f"Not in this round: {', '.join(out)}")
        return lines

    # ------------------------------------------------------------------ keys
    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Roll only when someone must roll; move on only once the round is settled."""
        state = self.ceelo.shown
        flying = self.ceelo.dice_in_flight is not None
        if action == "roll":
            return state is not None and not flying and "roll" in state.legal_moves()
        if action == "next_round":
            return state is not None and not flying and "next_round" in state.legal_moves()
        if action == "standings":
            return state is not None and not flying and state.is_over
        return True

    def action_roll(self) -> None:
        """Roll the dice for the player whose turn it is."""
        self.ceelo.play(Move("roll"))

    def action_next_round(self) -> None:
        """Start the next round."""
        self.ceelo.play(Move("next_round"))

    def action_standings(self) -> None:
        """Show the final standings."""
        self.ceelo.show_standings()
