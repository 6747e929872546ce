"""How English says why a bet or a pot was settled: the round's reasons, which the engine names
by kind (``pot_won_at_once``) with the names and rolls concerned, and the log, the settlement,
the history and the statistics' ledger say."""

from __future__ import annotations

from .numbers import NumberWords


class ReasonWords(NumberWords):
    """Settlement reasons, in English."""

    def pot_won_round(self, winner: str, roll: str) -> str:
        """Winner take all: the best roll of the round took the pot: 'Al wins the round with trip 6s'."""
        return f"{winner} wins the round with {roll}"

    def pot_won_shoot_out(self, winner: str, roll: str) -> str:
        """Winner take all: the best roll of a shoot-out took the pot: 'Al wins the shoot-out with trip 6s'."""
        return f"{winner} wins the shoot-out with {roll}"

    def pot_won_four_five_six_at_once(self, winner: str) -> str:
        """Under instant_456: 'Bo rolled 4-5-6 and takes the pot at once'."""
        return f"{winner} rolled 4-5-6 and takes the pot at once"

    def pot_won_at_once(self, winner: str, roll: str) -> str:
        """Under aced_out, a roll that takes the pot: 'Bo rolled trip 3s and takes the pot at once'."""
        return f"{winner} rolled {roll} and takes the pot at once"

    def pot_won_aced_out(self, loser: str, roll: str, winner: str) -> str:
        """Under aced_out, a roll that loses it: 'Bo rolled pair of 2s + 1, and Al takes the pot'."""
        return f"{loser} rolled {roll}, and {winner} takes the pot"

    def pot_won_loose_roll(self, loser: str, winner: str) -> str:
        """Under aced_out, a loose roll: "Bo's dice left the table, and Al takes the pot"."""
        return f"{loser}'s dice left the table, and {winner} takes the pot"
