"""The winner-take-all ante: the round's first roller sets it, every player pays it into the pot.

Keys, as on the fading screen: digits type the ante, ``+``/``-`` (or up/down) step it within
the engine's limit (``PotState.ante_limit``), ``m`` fills in the most allowed, Enter sets it.
A refused ante shows the engine's own message. Every key has a button for the mouse.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ..engine.game import GameState
from ..engine.journal import Move
from ..engine.numbers import range_text
from ..engine.pot_game import PotState
from ..widgets.amount_input import AmountInput
from ..widgets.balance_table import BalanceTable
from ..widgets.click_button import ClickButton
from ..widgets.round_log import RoundLog
from ..widgets.tidy_footer import TidyFooter
from .base import TableScreen
from .pot_words import ante_prompt, players_line, pot_title


class PotAnteScreen(TableScreen):
    """Set the ante: everything before the dice of a winner-take-all round."""

    KEEP = True
    """Made once per app and kept while other screens are up."""

    BINDINGS = [
        Binding("enter", "ante", "Set ante", id="ante"),
        Binding("plus,equals_sign,up", "step(1)", "+1", key_display="+", id="step_up"),
        Binding("minus,down", "step(-1)", "-1", key_display="-", id="step_down"),
        Binding("m", "max", "Max", id="max"),
    ]

    BUTTON_ACTIONS = {"minus": "step(-1)", "plus": "step(1)", "max": "max", "ante": "ante"}

    def compose(self) -> ComposeResult:
        """Title, the ante panel, the balance table, the message line and the last round's log."""
        yield Static("", id="title")
        with Vertical(id="move-panel"):
            yield Static("", id="prompt")
            with Horizontal(id="controls"):
                yield ClickButton("−1", id="minus")
                yield AmountInput(placeholder="coins", id="amount", compact=True)
                yield ClickButton("+1", id="plus")
                yield ClickButton("Max", id="max")
                yield ClickButton("Set ante", id="ante", variant="primary")
            yield Static("", id="bank-line")
        yield BalanceTable(id="balances")
        yield Static("", id="message")
        yield RoundLog(id="log")
        yield TidyFooter(compact=True)

    def on_mount(self) -> None:
        """The amount field has the keyboard."""
        super().on_mount()
        self.query_one("#move-panel").border_title = "The ante"
        self.query_one(AmountInput).focus()

    # ------------------------------------------------------------------ drawing
    def show_state(self, state: GameState | None) -> None:
        """Draw the ante to be set, the table, and what happened last round."""
        if state is None:
            return
        pot: PotState = state  # type: ignore[assignment]
        self.query_one("#title", Static).update(pot_title(pot))
        self.query_one("#prompt", Static).update(ante_prompt(pot))
        self.query_one("#bank-line", Static).update(players_line(pot))
        self.query_one(BalanceTable).update_state(pot)
        last = pot.history[-1].events if pot.history else ()
        self.query_one(RoundLog).set_events(("Last round:", *last) if last else ())
        amount = self.query_one(AmountInput)
        if getattr(self, "_round", None) != pot.round.number:
            self._round = pot.round.number
            amount.value = ""
        amount.placeholder = range_text(*pot.ante_limit())
        self.show_refusal(self.ceelo.refusal)

    # ------------------------------------------------------------------ keys
    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The ante keys only while the ante is to be set."""
        state = self.ceelo.shown
        if action in ("ante", "step", "max"):
            return state is not None and "ante" in state.legal_moves()
        return True

    def action_ante(self) -> None:
        """Set the ante in the field: every player pays it into the pot."""
        field = self.query_one(AmountInput)
        self.ceelo.play(Move("ante", amount=field.value))
        field.focus()

    def action_step(self, by: int) -> None:
        """Step the ante up or down, within the limit."""
        state = self.ceelo.shown
        if state is not None:
            self.query_one(AmountInput).step_within(by, *state.ante_limit())  # type: ignore[attr-defined]

    def action_max(self) -> None:
        """Fill in the highest ante allowed: the smallest stack in the round."""
        state = self.ceelo.shown
        if state is not None:
            self.query_one(AmountInput).set_amount(state.ante_limit()[1])  # type: ignore[attr-defined]
