"""The winner-take-all dice: each player rolls in turn, shoot-outs, and who takes the pot.

The same table as the banking game's rolling screen (dice tray, turn panel, balance table,
round log, settlement) with the pot where the bank was. Space rolls for the player whose turn
it is; a tie for the best roll is announced in the turn panel and played as a shoot-out among
the tied players, Space again. Enter (or n) starts the next round, or after the last round
opens the final standings.
"""

from __future__ import annotations

from textual.widgets import Static

from ..engine.game import GameState
from ..engine.pot_game import PotPhase, PotState
from ..widgets.click_button import ClickButton
from .pot_words import pot_title, pot_turn_lines
from .rolling import ROLL_KEY, RollingScreen


class PotRollingScreen(RollingScreen):
    """Rolls for the pot; the settlement names its winner and why."""

    DEFAULT_CSS = """
    PotRollingScreen #turn.-shoot-out #prompt {
        color: $text-warning;
        background: $warning 15%;
    }
    """

    def round_settled(self, state: GameState) -> bool:
        """True once the pot is won."""
        return isinstance(state, PotState) and state.round.winner is not None

    def _title(self, state: GameState) -> str:
        return pot_title(state)  # type: ignore[arg-type]

    def _draw_turn(self, state: GameState | None) -> None:
        """The prompt (a shoot-out announced), the pot and the best roll, and the buttons."""
        if state is None:
            return
        pot: PotState = state  # type: ignore[assignment]
        flying = self.ceelo.dice_in_flight is not None
        rolling = "roll" in pot.legal_moves()
        actor = pot.actor
        prompt = self.query_one("#prompt", Static)
        if flying:
            prompt.update("The dice are rolling… (any key lands them)")
        elif rolling and actor is not None:
            if pot.shoot_out:
                prompt.update(f"Shoot-out! {pot.name(actor)} - {ROLL_KEY} to roll")
            else:
                prompt.update(f"{pot.name(actor)} - press {ROLL_KEY} to roll")
        elif pot.is_over:
            prompt.update("Game over - press Enter for the final standings")
        else:
            prompt.update("Pot won - press Enter for the next round")
        self.query_one("#turn-info", Static).update("\n".join(pot_turn_lines(pot)))
        self.query_one("#turn").set_class(bool(pot.shoot_out), "-shoot-out")
        self.query_one("#roll", ClickButton).display = rolling
        self.query_one("#roll", ClickButton).disabled = flying
        self.query_one("#next", ClickButton).display = pot.phase is PotPhase.SETTLED
        self.query_one("#standings", ClickButton).display = pot.is_over
