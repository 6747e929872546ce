"""The move panel for an amount: the banker's stake, a player's fade, the winner-take-all ante,
a Chinchiro bet.

One field for the amount between ``-1`` and ``+1`` buttons, and below it the buttons of the
move being made (only those of ``kind`` are shown). The panel draws what the table screen
gives it; its buttons post ``Button.Pressed``, which the screen turns into the same actions
as its keys. The field keeps the keyboard, so a typed digit always lands in it.

An empty field says so ("empty · 1–22", greyed), so the hint never reads as an amount; when
only one amount is allowed it is filled in, selected, and Enter takes it. Passing is chosen
first and made by Enter (:meth:`AmountPanel.choose_pass`): the pass button is marked and the
field emptied; the first character typed goes into the field and un-chooses the pass, so a
player who changes their mind just types an amount.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input

from ..presenters.catalog import WORDS
from ..presenters.text import range_text
from .amount_input import AmountInput
from .click_button import ClickButton
from .text_line import TextLine

BUTTONS: dict[str, tuple[str, ...]] = {
    "stake": ("all-in", "stake", "stand", "pass-bank"),
    "fade": ("max", "fade", "pass"),
    "ante": ("ante-max", "ante"),
    "bet": ("bet-max", "bet", "bet-pass"),
}
"""The buttons each kind of amount shows, left to right: one row of buttons per kind.

The rows lie on top of each other (a layer each), one shown at a time, so each row and its
buttons keep the size they were first given: showing the row of another kind repaints it
without a second layout (see ``TableScreen._lay_out_hidden_parts``)."""


class AmountPanel(Vertical):
    """Prompt, amount field with steps, the move's buttons and a line about the bank or pot."""

    DEFAULT_CSS = """
    AmountPanel {
        height: 7;
    }
    AmountPanel #amount-prompt {
        height: 2;
        text-style: bold;
        color: $text-accent;
    }
    AmountPanel #amount-row, AmountPanel #amount-buttons {
        height: 1;
        margin: 1 0 0 0;
    }
    AmountPanel #amount-buttons {
        layers: stake fade ante bet;
    }
    AmountPanel .button-row {
        height: 1;
    }
    AmountPanel #stake-buttons { layer: stake; }
    AmountPanel #fade-buttons { layer: fade; }
    AmountPanel #ante-buttons { layer: ante; }
    AmountPanel #bet-buttons { layer: bet; }
    AmountPanel ClickButton {
        width: auto;
        min-width: 4;
        margin: 0 1 0 0;
    }
    AmountPanel ClickButton.-chosen {
        text-style: bold reverse;
    }
    AmountPanel AmountInput {
        height: 1;
        margin: 0 1 0 0;
    }
    AmountPanel #amount-detail {
        height: 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """The panel, empty until :meth:`show`."""
        super().__init__(id=id)
        self.field = AmountInput(placeholder=WORDS.amount_placeholder, id="amount", compact=True)
        """The amount being typed."""
        self.prompt = TextLine(id="amount-prompt", fixed=True)
        self.detail = TextLine(id="amount-detail", fixed=True)
        self.buttons = {
            "all-in": ClickButton(WORDS.all_in_button, id="all-in"),
            "max": ClickButton(WORDS.max_button, id="max"),
            "ante-max": ClickButton(WORDS.max_button, id="ante-max"),
            "stake": ClickButton(WORDS.stake_button, id="stake", variant="primary"),
            "fade": ClickButton(WORDS.fade_button, id="fade", variant="primary"),
            "ante": ClickButton(WORDS.ante_button, id="ante", variant="primary"),
            "bet-max": ClickButton(WORDS.max_button, id="bet-max"),
            "bet": ClickButton(WORDS.bet_button, id="bet", variant="primary"),
            "bet-pass": ClickButton(WORDS.pass_button, id="bet-pass"),
            "stand": ClickButton(WORDS.stand_button, id="stand"),
            "pass-bank": ClickButton(WORDS.pass_button, id="pass-bank"),  # the bank: the prompt and key bar say so
            "pass": ClickButton(WORDS.pass_button, id="pass"),
        }
        self.rows = {kind: Horizontal(id=f"{kind}-buttons", classes="button-row") for kind in BUTTONS}
        """Each kind's row of buttons."""
        self._kind = ""
        self._turn: object = None
        self.pass_chosen = False
        """True while the pass (of the bank, or of a fade) is chosen: Enter makes it."""

    def compose(self) -> ComposeResult:
        """Prompt; -1, field, +1; the move's buttons; the detail line."""
        yield self.prompt
        with Horizontal(id="amount-row"):
            yield ClickButton("−1", id="minus")
            yield self.field
            yield ClickButton("+1", id="plus")
        with Vertical(id="amount-buttons"):
            for kind, names in BUTTONS.items():
                with self.rows[kind]:
                    yield from (self.buttons[name] for name in names)
        yield self.detail

    def show(self, kind: str, prompt: str, detail: tuple[str, ...], limits: tuple[int, int], *,
             turn: object, can_pass: bool = True, can_stand: bool = False, value: str = "") -> None:
        """Draw the ``kind`` of amount ("stake", "fade", "ante" or "bet") for ``turn``, within the
        engine's ``limits`` (lowest, highest).

        ``detail``: the detail line, then the same in fewer words (the longest that fits is drawn).
        The field is set to ``value`` (empty, or the amount the engine offers, such as the
        one amount allowed when ``limits`` allow only one) when ``turn``
        (who is asked, in which round) changes, so an amount typed for one player never stays
        for the next. An offered value is selected: Enter takes it, and the first key typed
        replaces it.
        """
        low, high = limits
        if kind != self._kind:
            self.show_buttons(kind)
        self.buttons["pass"].disabled = not can_pass
        self.buttons["stand"].disabled = not can_stand  # the bank may stand only after a round it kept
        self.prompt.say(prompt)
        self.detail.say(*detail)
        if turn != self._turn:
            self._turn = turn
            self.choose_pass(False)
            if not value and low == high:
                value = str(low)
            self.field.offer(value)
        self.field.placeholder = WORDS.empty_amount(range_text(low, high))

    @property
    def kind(self) -> str:
        """The kind of amount shown: "stake", "fade", "ante" or "bet"."""
        return self._kind

    def show_buttons(self, kind: str) -> None:
        """Show the row of buttons of ``kind`` of amount, and only that row."""
        self._kind = kind
        for name, row in self.rows.items():
            row.display = name == kind

    def choose_pass(self, chosen: bool) -> None:
        """Mark the pass button of this kind as chosen (emptying the field), or un-mark it."""
        if chosen != self.pass_chosen and self.is_mounted:
            self.screen.refresh_bindings()  # Enter passes, or makes the move typed
        self.pass_chosen = chosen
        for name in ("pass", "pass-bank", "bet-pass"):
            self.buttons[name].set_class(chosen, "-chosen")
        if chosen:
            self.field.value = ""
        self.field.focus()

    @on(Input.Changed, "#amount")
    def _typed(self, event: Input.Changed) -> None:
        """Typing an amount takes back a chosen pass."""
        if self.pass_chosen and self.field.value:  # (the field's text now: a late message may be stale)
            self.choose_pass(False)
