"""How English says the exact odds: the tables' rows, what made them, the edge, the assumptions.

The engine counts (:mod:`~ceelo_tui.engine.odds`) and names each row by an identifier
(``instant_win``, ``what_pair_plus`` with its die); the words are here, with ``ceelo-tui
odds``'s titles and headings.
"""

from __future__ import annotations

from .numbers import NumberWords
from .rules import COIN_ROUNDING


class OddsRows:
    """The counting tables' events (``odds_event_...``) and the banker's outcomes (``outcome_...``)."""

    odds_event_four_five_six = "4-5-6"
    odds_event_trips = "Trips"
    odds_event_point = "Point"
    odds_event_one_two_three = "1-2-3"
    odds_event_meaningless = "Meaningless"
    odds_event_three_of_a_kind = "Three of a kind"
    odds_event_pair_six = "Pair + 6"
    odds_event_pair_one = "Pair + 1"
    odds_event_pair_two_five = "Pair + 2-5"
    odds_event_instant_win = "Instant win"
    odds_event_instant_loss = "Instant loss"
    odds_event_roll_again = "Roll again"

    outcome_instant_win = "Instant win"
    outcome_instant_loss = "Instant loss"
    outcome_out = "Out"
    outcome_opponent_instant_win = "Opponent instant win"
    outcome_opponent_instant_loss = "Opponent instant loss"
    outcome_opponent_out = "Opponent out"
    outcome_higher_point_win = "Higher point win"
    outcome_higher_point_loss = "Higher point loss"
    outcome_tie = "Tie"
    outcome_menashi = "Banker's menashi"
    outcome_player_menashi = "Player's menashi"
    outcome_player_instant_win = "Player's instant win"
    outcome_player_instant_loss = "Player's instant loss"

    def outcome_label(self, event: str, what: str) -> str:
        """The event, with what made it when the event is split: 'Instant win (4-5-6)'."""
        return f"{event} ({what})" if what else event


class WhatWords(NumberWords):
    """The rolls behind a row (``what_...``), as the banking game writes them."""

    what_four_five_six = "4-5-6"
    what_trips = "trips"
    what_trips_2_6 = "trips 2-6"
    what_one_one_one = "1-1-1"
    what_one_two_three = "1-2-3"
    what_nothing = "nothing"
    what_by_3_plus = "by 3+"
    what_to_the_banker = "to the banker"

    def what_pair_plus(self, die: int) -> str:
        """'pair + 6'."""
        return f"pair + {die}"

    def what_point(self, point: int) -> str:
        """'point 4'."""
        return f"point {point}"

    def what_dead_rolls(self, rolls: int) -> str:
        """'3 dead rolls': a turn out under the roll limit."""
        return f"{rolls} dead rolls"

    def what_by(self, margin: int) -> str:
        """'by 2': by how much a point beat the banker's, under the point bonus."""
        return f"by {margin}"


class EdgeWords:
    """The banker's edge in a sentence, and what the figures assume."""

    def point_high(self, point: int) -> str:
        """'high 5': trips, a high point under trips_high."""
        return f"high {point}"

    def point_low(self, point: int) -> str:
        """'low 5': a pair and its odd die, a low point under trips_high."""
        return f"low {point}"

    def banker_edge_words(self, edge: str, percent: float, per_bet: bool) -> str:
        """'Banker's edge 2/81 = 2.4691 %: the bank wins 2.47 coins per 100 faded' (``per_bet``:
        Chinchiro's players bet where the banking game's fade)."""
        faded = "bet" if per_bet else "faded"
        if percent > 0:
            tail = f"the bank wins {percent:.2f} coins per 100 {faded}"
        elif percent < 0:
            tail = f"the bank loses {-percent:.2f} coins per 100 {faded}"
        else:
            tail = "the bank neither wins nor loses in the long run"
        return f"Banker's edge {edge} = {percent:.4f} %: {tail}"

    odds_assumption_exact = "Exact: counted over all 216 rolls of three dice, never simulated."
    odds_assumption_bankrolls = ("Unlimited bankrolls: every payment is made in full (at the table a payment stops at "
                                 "the payer's coins).")
    odds_assumption_edge = "The edge is the banker's expected gain per coin faded."
    odds_assumption_unchanged = (
        "must_fade and end change who bets and when the game stops, not the odds of a bet; bank_break only who "
        "holds the bank next; real dice roll like the game's, and a loose roll (dice off the table) is an "
        "accident, not a chance the odds can count.")
    odds_assumption_bonus = (
        "point_bonus: the edge counts exact shares of a bet (a third, two thirds); at the table "
        + COIN_ROUNDING.replace("coins are whole, so ", "")
        + " So with small bets the table's figure differs a little from this one.")
    chinchiro_assumption_menashi = ("Three rolls a turn: three without a score are menashi (the banker's pays every "
                                    "bet, a player's loses it).")
    chinchiro_assumption_payment = ("Every payment is made in full: at the table the cover rule keeps every bet small "
                                    "enough for that.")
    chinchiro_assumption_edge = ("The edge is the banker's (oya's) expected gain per coin bet; who banks and for how "
                                 "long does not change it.")
    chinchiro_assumption_shonben = "Shonben (a die out of the bowl) is an accident, not a chance the odds can count."

    custom_rules = "Custom"
    """The name of rules that are no preset."""
    custom_chinchiro = "Custom Chinchiro"
    """The name of Chinchiro rules other than its tables' own."""


class OddsCommandWords:
    """``ceelo-tui odds``'s titles, headings and notes."""

    def odds_title(self, name: str) -> str:
        """'Cee-lo odds for the banking game: Classic rules'."""
        return f"Cee-lo odds for the banking game: {name} rules"

    odds_permutations_title = "The 216 ways three dice can fall"
    odds_decisive_title = "The 108 decisive rolls (classic meanings)"
    odds_banker_roll_title = "What one roll does for the banker"
    odds_player_roll_title = "What one roll does for a player"
    odds_outcomes_title = "The banker's outcomes, per coin faded"
    odds_chances_title = "A player's chances against the banker's point"
    odds_roll_heading = "Roll"
    odds_banker_rolls_heading = "Banker rolls"
    odds_player_rolls_heading = "Player rolls"
    odds_ways_heading = "Ways"
    odds_out_of_heading = "Out of"
    odds_probability_heading = "Probability"
    odds_percent_heading = "Percent"
    odds_total = "Total"
    odds_event_heading = "Event"
    odds_pays_heading = "Pays"
    odds_return_heading = "Return"
    odds_point_heading = "Point"
    odds_win_heading = "Win"
    odds_push_heading = "Push"
    odds_lose_heading = "Lose"
    odds_expects_heading = "Player expects per coin"
    odds_does_heading = "Does"
    chinchiro_odds_title = "Chinchiro odds (chinchirorin): the banker is the oya, each player a ko"
    chinchiro_banker_roll_title = "What one roll does for the banker (oya)"
    chinchiro_player_roll_title = "What one roll does for a player (ko)"
    chinchiro_outcomes_title = "The banker's outcomes, per coin bet"
    chinchiro_chances_title = "A player's chances against the banker's point (me)"
    odds_no_bank = (
        "Winner take all has no bank, so there is no banker's edge: every player antes the same "
        "and rolls under the same rules. The odds here are for the banking game (mode=bank)."
    )
    odds_epilog = (
        "Examples: ceelo-tui odds | ceelo-tui odds --rule payouts=street | "
        "ceelo-tui odds --preset Schoolyard --json | ceelo-tui odds --rule mode=chinchiro. "
        "With mode=pot (winner take all) there is no banker's edge; the command says so and exits 0."
    )
    odds_json_help = "print one JSON object instead of tables"


class OddsProblems:
    """Why the odds cannot be given (``odds_error_...``)."""

    odds_error_not_banking = ("The odds are for the banking game (mode=bank): winner take all has no bank, "
                              "so there is no banker's edge.")
    odds_error_not_chinchiro = "These odds are Chinchiro's (mode=chinchiro)."

    def odds_error_rolls_left(self, limit: int, got: str) -> str:
        """Rolls left outside 1 to the roll limit."""
        return f"A turn under roll_limit={limit} has 1 to {limit} rolls left, not {got}."

    def odds_error_points(self, points: tuple[str, ...], got: str) -> str:
        """A point the banker cannot hold under the rules."""
        return f"A banker can hold only points {', '.join(points)} under these rules, not {got}."


class OddsWords(OddsRows, WhatWords, EdgeWords, OddsCommandWords, OddsProblems):
    """The exact odds' words."""
