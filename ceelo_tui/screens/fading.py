"""The fading screen: the banker stakes (or passes the bank), then each player fades or passes.

Keys: digits type an amount, ``+``/``-`` (or up/down) step it within the engine's limit,
``a`` puts everything up (the banker's "all in"), ``m`` fades the most allowed, Enter makes
the move, ``p`` passes. Every key has a button for the mouse.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ..engine.game import GameState, Phase, coins
from ..engine.journal import Move
from ..widgets.amount_input import AmountInput
from ..widgets.balance_table import BalanceTable
from ..widgets.click_button import ClickButton
from ..widgets.round_log import RoundLog
from ..widgets.tidy_footer import TidyFooter
from .base import TableScreen
from .words import fade_prompt, round_title, stake_prompt

STAKE_BUTTONS = ("stake", "all-in", "pass-bank")
FADE_BUTTONS = ("fade", "max", "pass")


class FadingScreen(TableScreen):
    """Stake and fade: everything before the dice."""

    KEEP = True
    """Made once per app and kept while other screens are up."""

    BINDINGS = [
        Binding("enter", "stake", "Stake", id="stake"),
        Binding("enter", "fade", "Fade", id="fade"),
        Binding("plus,equals_sign,up", "step(1)", "+1", key_display="+", id="step_up"),
        Binding("minus,down", "step(-1)", "-1", key_display="-", id="step_down"),
        Binding("a", "all_in", "All in", id="all_in"),
        Binding("m", "max", "Max", id="max"),
        Binding("p", "pass_bank", "Pass the bank", id="pass_bank"),
        Binding("p", "pass_fade", "Pass", id="pass_fade"),
    ]

    def compose(self) -> ComposeResult:
        """Title, the move panel, the balance table, the message line and the round so far."""
        yield Static("", id="title")
        with Vertical(id="move-panel"):
            yield Static("", id="prompt")
            with Horizontal(id="controls"):
                yield ClickButton("−1", id="minus")
                yield AmountInput(placeholder="coins", id="amount", compact=True)
                yield ClickButton("+1", id="plus")
                yield ClickButton("All in", id="all-in")
                yield ClickButton("Max", id="max")
                yield ClickButton("Stake", id="stake", variant="primary")
                yield ClickButton("Fade", id="fade", variant="primary")
                yield ClickButton("Pass the bank", id="pass-bank")
                yield ClickButton("Pass", id="pass")
            yield Static("", id="bank-line")
        yield BalanceTable(id="balances")
        yield Static("", id="message")
        yield RoundLog(id="log")
        yield TidyFooter(compact=True)

    BUTTON_ACTIONS = {
        "minus": "step(-1)",
        "plus": "step(1)",
        "all-in": "all_in",
        "max": "max",
        "stake": "stake",
        "fade": "fade",
        "pass-bank": "pass_bank",
        "pass": "pass_fade",
    }

    def on_mount(self) -> None:
        """The amount field has the keyboard."""
        super().on_mount()
        self.query_one(AmountInput).focus()

    # ------------------------------------------------------------------ drawing
    def show_state(self, state: GameState | None) -> None:
        """Draw the stake or the fade in progress."""
        if state is None:
            return
        staking = state.phase is Phase.STAKE
        self.query_one("#title", Static).update(round_title(state))
        self.query_one("#prompt", Static).update(stake_prompt(state) if staking else fade_prompt(state))
        rnd = state.round
        self.query_one("#move-panel").border_title = (
            "The stake" if staking else f"Fading: player {rnd.asked + 1} of {len(rnd.order)}"
        )
        for name in STAKE_BUTTONS:
            self.query_one(f"#{name}", ClickButton).display = staking
        for name in FADE_BUTTONS:
            self.query_one(f"#{name}", ClickButton).display = not staking
        self.query_one("#pass", ClickButton).disabled = not state.can_pass_fade()
        if staking:
            bank = f"{state.name(state.banker)} has {coins(state.seats[state.banker].coins)} to stake."
        else:
            bank = f"Stake {rnd.stake} · faded {rnd.covered} · open {rnd.uncovered}"
        self.query_one("#bank-line", Static).update(bank)
        self.query_one(BalanceTable).update_state(state)
        self.query_one(RoundLog).set_events(rnd.events)
        amount = self.query_one(AmountInput)
        key = (rnd.number, state.phase, state.actor, rnd.asked)
        if getattr(self, "_turn", None) != key:
            self._turn = key
            amount.value = ""
        amount.placeholder = self._limit_text(state)
        self.show_refusal(self.ceelo.refusal)

    def _limit_text(self, state: GameState) -> str:
        low, high = self._limits(state)
        return f"{low}-{high}" if high > low else str(low)

    @staticmethod
    def _limits(state: GameState) -> tuple[int, int]:
        return state.stake_limit() if state.phase is Phase.STAKE else state.fade_limit()

    # ------------------------------------------------------------------ keys
    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer only the moves the engine allows now."""
        state = self.ceelo.shown
        if state is None or state.phase not in (Phase.STAKE, Phase.FADE):
            return action not in {"stake", "fade", "step", "all_in", "max", "pass_bank", "pass_fade"}
        legal = state.legal_moves()
        if action in ("stake", "all_in", "pass_bank"):
            return (action if action != "all_in" else "stake") in legal
        if action in ("fade", "max"):
            return "fade" in legal
        if action == "pass_fade":
            return state.phase is Phase.FADE and ("pass" in legal or None)
        return True

    def action_stake(self) -> None:
        """Put up the amount in the field as the stake."""
        self._submit("stake")

    def action_fade(self) -> None:
        """Fade the amount in the field."""
        self._submit("fade")

    def action_step(self, by: int) -> None:
        """Step the amount up or down, within today's limit."""
        state = self.ceelo.shown
        if state is None:
            return
        self.query_one(AmountInput).step_within(by, *self._limits(state))

    def action_all_in(self) -> None:
        """Fill in everything the banker holds."""
        self._fill_most()

    def action_max(self) -> None:
        """Fill in the most this player may fade."""
        self._fill_most()

    def action_pass_bank(self) -> None:
        """The banker hands the bank on."""
        self.ceelo.play(Move("pass_bank"))

    def action_pass_fade(self) -> None:
        """The player declines to fade."""
        self.ceelo.play(Move("pass"))

    def _fill_most(self) -> None:
        state = self.ceelo.shown
        if state is None:
            return
        self.query_one(AmountInput).set_amount(self._limits(state)[1])

    def _submit(self, kind: str) -> None:
        field = self.query_one(AmountInput)
        self.ceelo.play(Move(kind, amount=field.value))
        field.focus()
