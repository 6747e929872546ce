"""How English says why a bet or a pot was settled: the round's reasons, which the engine names
by kind (``pot_won_at_once``) with the names and rolls concerned, and the log, the settlement,
the history and the statistics' ledger say."""

from __future__ import annotations

from .numbers import NumberWords


class ReasonWords(NumberWords):
    """Settlement reasons, in English."""

    oya: str
    """The Chinchiro banker's name (the Chinchiro words' label)."""

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

    def bet_loose(self, player: str) -> str:
        """The banking game: a loose roll loses: "Bo's dice left the table"."""
        return f"{player}'s dice left the table"

    def bet_dead_out(self, player: str, rolls: int) -> str:
        """The banking game: too many rolls without a decision: 'Bo made 3 dead rolls and is out'."""
        return f"{player} made {rolls} dead roll{'' if rolls == 1 else 's'} and is out"

    def bet_rolled(self, player: str, roll: str) -> str:
        """The banking game: a roll that decides at once: 'Ann rolled 4-5-6'."""
        return f"{player} rolled {roll}"

    def bet_point_beats(self, player: str, mine: str, point: str) -> str:
        """The banking game: "Cy's point 5 beats 3"."""
        return f"{player}'s point {mine} beats {point}"

    def bet_point_beats_by(self, player: str, mine: str, point: str, margin: int, share: str) -> str:
        """Under point_bonus: "Cy's point 5 beats 3 by 2, paying 2/3 of the bet"."""
        return f"{self.bet_point_beats(player, mine, point)} by {margin}, paying {share} of the bet"

    def bet_point_loses(self, player: str, mine: str, point: str) -> str:
        """The banking game: "Bo's point 2 loses to 3"."""
        return f"{player}'s point {mine} loses to {point}"

    def bet_point_ties(self, player: str, mine: str, point: str) -> str:
        """The banking game: "Bo's point 3 ties 3: push"."""
        return f"{player}'s point {mine} ties {point}: push"

    def bank_wins_every_bet(self, reason: str) -> str:
        """The banker's roll decides every bet: 'Ann rolled trip 3s: the bank wins every bet'."""
        return f"{reason}: the bank wins every bet"

    def bank_pays_every_bet(self, reason: str) -> str:
        """The banker's roll decides every bet: 'Ann rolled 1-2-3: the bank pays every bet'."""
        return f"{reason}: the bank pays every bet"

    def bank_loses_every_bet(self, reason: str) -> str:
        """The banker made too many dead rolls: 'Ann made 3 dead rolls and is out: the bank loses every bet'."""
        return f"{reason}: the bank loses every bet"

    def short_bank_dry(self, player: str, paid: int, owed: int) -> str:
        """A payment cut short: 'the bank ran dry: Cy is paid 0 of 2'."""
        return f"the bank ran dry: {player} is paid {paid} of {owed}"

    def short_player_dry(self, player: str, paid: int, owed: int) -> str:
        """A payment cut short: 'Bo ran dry: Bo pays 1 of 3'."""
        return f"{player} ran dry: {player} pays {paid} of {owed}"

    def chin_banker_roll(self, banker: str, roll: str) -> str:
        """Chinchiro: the banker's roll that decides every bet: 'Al (oya): Shigoro, 4-5-6, pays double'."""
        return f"{banker} ({self.oya}): {roll}"

    def chin_player_roll(self, player: str, roll: str) -> str:
        """Chinchiro: a player's roll that decides the bet: 'Bo: Hifumi, 1-2-3, loses double'."""
        return f"{player}: {roll}"

    def chin_point_ties_banker(self, player: str, point: int) -> str:
        """Chinchiro, ties to the banker: "Bo's point 4 ties 4: a tie goes to the banker"."""
        return f"{player}'s point {point} ties {point}: a tie goes to the banker"

    def chin_point_ties_push(self, player: str, point: int) -> str:
        """Chinchiro, ties a push: "Bo's point 4 ties 4: a push (wakare)"."""
        return f"{player}'s point {point} ties {point}: a push (wakare)"

    def bet_settled_why(self, reason: str, short: str) -> str:
        """How a bet settled, with what a payer short of coins paid (``short``, or ''):
        "Cy's point 4 beats 3 (the bank ran dry: Cy is paid 0 of 2)"."""
        return f"{reason} ({short})" if short else reason
