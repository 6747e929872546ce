"""How English says a roll: its faces and what it is, and what a roll-off roll scores.

The engine names a roll by its kind, the rule that gave it its meaning and its numbers
(``roll_trips_acey_out`` with 1: "trip 1s (acey out)"); winner take all names a rank the
same way (``rank_point_high`` with 5: "point high 5").
"""

from __future__ import annotations

from .numbers import NumberWords


class RollWords(NumberWords):
    """Rolls, in English."""

    roll_four_five_six = "4-5-6"
    roll_four_five_six_reversed = "4-5-6 (reversed: loses)"
    roll_one_two_three = "1-2-3"
    roll_one_two_three_reversed = "1-2-3 (reversed: wins)"
    roll_one_two_three_hifumi = "1-2-3 (hifumi: loses double)"
    roll_no_score = "no score"
    roll_no_score_west_coast = "no score (west coast)"
    rank_four_five_six = "4-5-6"
    rank_losing = "a losing roll"

    def trips_of(self, value: int) -> str:
        """'trip 4s': three dice of one value."""
        return f"trip {value}s"

    def pair_of(self, value: int) -> str:
        """'pair of 2s'."""
        return f"pair of {value}s"

    def roll_trips(self, value: int) -> str:
        """Trips that win: 'trip 4s'."""
        return self.trips_of(value)

    def roll_trips_west_coast(self, value: int) -> str:
        """Trips under west_coast, a loss: 'trip 4s (west coast: trips lose)'."""
        return f"{self.trips_of(value)} (west coast: trips lose)"

    def roll_trips_acey_out(self, value: int) -> str:
        """1-1-1 under acey_out, a loss: 'trip 1s (acey out)'."""
        return f"{self.trips_of(value)} (acey out)"

    def roll_trips_reversed(self, value: int) -> str:
        """A player's trips under reverse_player with_trips, a loss: 'trip 4s (reversed: loses)'."""
        return f"{self.trips_of(value)} (reversed: loses)"

    def roll_trips_high_point(self, value: int) -> str:
        """Trips under trips_high, a high point: 'point high 4 (trip 4s)'."""
        return f"point high {value} ({self.trips_of(value)})"

    def roll_pair_point(self, pair: int, single: int) -> str:
        """A pair setting a point of its own value (pair_points, west_coast): 'point 2 (pair of 2s + 5)'."""
        return f"point {pair} ({self.pair_of(pair)} + {single})"

    def roll_pair_low_point(self, single: int, pair: int) -> str:
        """A pair under trips_high, a low point of its odd die: 'point low 5 (pair of 2s)'."""
        return f"point low {single} ({self.pair_of(pair)})"

    def roll_pair_and_six(self, pair: int) -> str:
        """A pair and a 6, a win: 'pair of 2s + 6'."""
        return f"{self.pair_of(pair)} + 6"

    def roll_pair_and_one(self, pair: int) -> str:
        """A pair and a 1, a loss: 'pair of 2s + 1'."""
        return f"{self.pair_of(pair)} + 1"

    def roll_point(self, single: int, pair: int) -> str:
        """A pair and its odd die, a point: 'point 5 (pair of 2s)'."""
        return f"point {single} ({self.pair_of(pair)})"

    def point_plain(self, point: int) -> str:
        """A point to beat: '5' (a high or a low one under trips_high: ``point_high``, ``point_low``)."""
        return str(point)

    roll_loose = "a loose roll"
    """Winner take all: how a turn ended when the dice left the table."""

    def roll_dead_out(self, rolls: int) -> str:
        """Winner take all: how a turn ended on the roll limit: 'out after 3 dead rolls (counts as 1-2-3)'."""
        return f"out after {rolls} dead roll{'' if rolls == 1 else 's'} (counts as 1-2-3)"

    def won_aced_out(self, player: str) -> str:
        """Winner take all under aced_out: how the other player took the pot: 'Bo aced out'."""
        return f"{player} aced out"

    def won_loose_roll(self, player: str) -> str:
        """Winner take all under aced_out: how the other player took the pot: "Bo's loose roll"."""
        return f"{player}'s loose roll"

    def rank_trips(self, value: int) -> str:
        """Winner take all's rank of trips: 'trip 4s'."""
        return self.trips_of(value)

    def rank_point_plain(self, value: int) -> str:
        """Winner take all's rank of a point: 'point 5'."""
        return f"point {value}"

    def rank_point_high(self, value: int) -> str:
        """Winner take all's rank of a high point (trips_high): 'point high 5'."""
        return f"point high {value}"

    def rank_point_low(self, value: int) -> str:
        """Winner take all's rank of a low point (trips_high): 'point low 5'."""
        return f"point low {value}"

    def roll(self, faces: str, name: str) -> str:
        """'2-2-5: point 5 (pair of 2s)', or just '4-5-6' when the name would only say the faces
        again ('Bo rolls 4-5-6.', not 'Bo rolls 4-5-6: 4-5-6.'); '6-4-5: 4-5-6' keeps the name."""
        return faces if name == faces else f"{faces}: {name}"

    def red_pips_score(self, faces: str, pips: int) -> str:
        """A roll for red pips and its score: '1-4-4: 9 red pips'."""
        return f"{faces}: {pips} red pip{'' if pips == 1 else 's'}"

    def one_die_score(self, value: int) -> str:
        """A roll of one die for who goes first: 'a 5'."""
        return f"a {value}"
