"""How English says the house rules: each switch's help, a set of rules in sentences, the presets.

The engine declares the switches and chooses which sentence a set of rules says for each
(:class:`~ceelo_tui.engine.phrase.Phrase`, named ``rule_...``); the sentences are here. A
switch's help is ``switch_help_<name>``, a preset's blurb ``preset_<key>``.
"""

from __future__ import annotations

from ....engine.rules import MAX_BET, MAX_LAPS, MAX_ROUNDS
from .numbers import NumberWords

COIN_ROUNDING = (
    "coins are whole, so a third or two thirds of a coin is rounded to the nearest coin "
    "(a third down, two thirds up) and a win pays at least 1 coin."
)
"""How the point bonus settles a fraction of a coin (the rules' words and the odds' assumptions say it)."""


class SwitchHelp:
    """What each switch does, in a phrase, for the help's table of switches."""

    switch_help_mode = (
        "the banking game, winner take all (below), or chinchiro, Japan's chinchirorin: each player "
        "(ko) bets against the banker (oya), shigoro 4-5-6 pays double, arashi trips triple, pinzoro 1-1-1 five "
        "times, hifumi 1-2-3 loses double, three rolls without a score (menashi) or a die out of the bowl "
        "(shonben) lose; its exact odds: ceelo-tui odds --rule mode=chinchiro")
    switch_help_payouts = "street pays a bet decided by 4-5-6 at 2x, trips 3x, 1-1-1 5x, to the side that rolled it"
    switch_help_acey_out = "1-1-1 is an instant loss instead of trips"
    switch_help_six_one_points = "pair + 6 and pair + 1 are points of 6 and 1, not instant decisions"
    switch_help_roll_limit = "that many meaningless rolls in a row and the roller is out (an instant loss)"
    switch_help_reverse_player = "for players, 1-2-3 wins and 4-5-6 loses; with_trips: trips lose too"
    switch_help_must_fade = "while the bank is not covered, every player with coins must fade at least 1"
    switch_help_end = ("the game ends when a player goes broke, when one player holds every coin, or after N rounds "
                       f"(1-{MAX_ROUNDS})")
    switch_help_instant_456 = "winner take all: 4-5-6 takes the pot at once and cannot be tied"
    switch_help_double_down = "winner take all: a pot won with trips or 4-5-6 costs every other player a second ante"
    switch_help_point_bonus = (
        "beating the banker's point by 1 wins a third of the bet, by 2 two thirds, by 3 or more "
        "all of it; a fraction of a coin is rounded to the nearest coin (a third down, two thirds up), "
        "a win paying at least 1")
    switch_help_pair_points = ("(\"fevers\") a pair and any other die sets a point of the pair's value, 1 to 6: 5-5-2 "
                               "(a point of 5) beats 3-3-6")
    switch_help_west_coast = ("a pair sets a point of its own value (the odd die ignored), every trips loses at once, "
                              "4-5-6 wins at once, 1-2-3 is rolled again")
    switch_help_trips_high = ("trips are high points, a pair and its odd die a low point; the higher value wins, high "
                              "beats low at equal value: 2-2-6 beats 5-5-5, 5-5-5 beats 3-3-5")
    switch_help_bank_break = ("any_win: a bank that loses every bet passes left; points_only: if a player won with "
                              "4-5-6 or trips, the first of them takes the bank instead")
    switch_help_aced_out = ("winner take all with exactly two players: a pair + 1 loses at once (aced out); a pair + 6, "
                            "trips or 4-5-6 wins at once")
    switch_help_order = (
        "winner take all: seats passes the first roll to the left each round; roll: each round every "
        "player rolls one die, the highest goes first (ties roll again) and the others follow round the table")
    switch_help_dice = (
        "virtual: the game rolls the dice; real: the table rolls its own dice and the roller types the "
        "faces (4 5 6, 456, 4,5,6 or 4-5-6), played exactly as if the game had rolled them; computer seats "
        "still roll virtual dice and say so (also --dice real)")
    switch_help_loose_roll = ("with real dice: a key for \"the dice left the table\", an instant loss for that roller "
                              "(Chinchiro's shonben, a die out of the bowl)")
    switch_help_hifumi_double = ("1-2-3 loses twice the bet, paid to the other side (Chinchiro's hifumi): a banker's "
                                 "1-2-3 pays every bet double, a player's costs them double")
    switch_help_buy_backs = ("a broke player may buy back in for the starting coins, up to that many times a game "
                             "(0: no buy-backs); the table offers it when a round leaves them broke")
    switch_help_min_bet = f"Chinchiro: the least a player (ko) may bet, 1-{MAX_BET} coins"
    switch_help_max_bet = (
        f"Chinchiro: the most a player (ko) may bet, 1-{MAX_BET} coins; a bet is also kept small enough "
        "that the worst payout can be paid in full, by the player and by the banker (oya) for every bet at once")
    switch_help_bank_laps = (f"Chinchiro: how many times the bank goes round the table (1-{MAX_LAPS}) before the game "
                             "ends with the standings")
    switch_help_bank_pass = (
        "Chinchiro: on_loss: the bank passes left after a round the banker (oya) ends down; every_round: "
        "after every round; total_loss: only after a round every bet went against the bank")
    switch_help_ties = ("Chinchiro: a player's point equal to the banker's is a push (wakare), or (banker) the "
                        "banker's win")


class PresetWords:
    """Each preset's blurb, by the preset's key."""

    preset_classic = "The banking game as the source texts describe it: even money."
    preset_street = "Classic, but 4-5-6 pays double, trips triple, 1-1-1 five times."
    preset_schoolyard = "Everyone must fade; three dead rolls and you are out; 1-1-1 aces out."
    preset_six_one = "Pair + 6 and pair + 1 are points, not instant decisions."
    preset_west_coast = "Pairs score by the pair, trips lose at once, 1-2-3 means nothing."
    preset_chinchiro = ("Japan's chinchirorin, a game of its own: each player (ko) bets against the banker "
                        "(oya); shigoro 4-5-6 pays 2x, arashi trips 3x, pinzoro 1-1-1 5x, hifumi 1-2-3 loses double.")
    preset_pot = "No bank: everyone antes and the best roll takes the pot."


class RuleLines(NumberWords):
    """A set of rules in sentences, one for each switch that says something (``rule_...``)."""

    rule_mode_bank = "Banking game: players fade the banker's stake."
    rule_mode_pot = "Winner take all: everyone antes, the best roll takes the pot."
    rule_mode_chinchiro = ("Chinchiro: the banker (oya) rolls up to three times for a score, then each player (ko) "
                           "up to three times against it.")
    rule_payouts_street = "Street payouts: 4-5-6 pays 2x, trips 3x, 1-1-1 5x."
    rule_payouts_even = "Even money on every bet."
    rule_acey_out_on = "1-1-1 is an instant loss (acey out)."
    rule_acey_out_off = "1-1-1 counts as trips."
    rule_six_one_points_on = "Pair + 6 and pair + 1 set points of 6 and 1."
    rule_six_one_points_off = "Pair + 6 wins at once; pair + 1 loses at once."
    rule_roll_limit_none = "Roll again as often as it takes."

    def rule_roll_limit(self, rolls: int) -> str:
        """'3 meaningless rolls in a row and the roller is out.'"""
        return f"{rolls} meaningless rolls in a row and the roller is out."

    rule_reverse_player_off_west_coast = "Players' rolls count as the banker's do."
    rule_reverse_player_off = "Players win with 4-5-6 and lose with 1-2-3, like the banker."
    rule_reverse_player_on = "Reversed for players: 1-2-3 wins, 4-5-6 loses."
    rule_reverse_player_with_trips = "Reversed for players: 1-2-3 wins; 4-5-6 and trips lose."
    rule_must_fade_on = "Every player with coins must fade until the bank is covered."
    rule_must_fade_off = "Fading is optional."
    rule_end_first_broke_buy_backs = "The game ends when a round leaves a player with no coins who does not buy back in."
    rule_end_first_broke = "The game ends when a round leaves any player with no coins."
    rule_end_last_standing = "Broke players leave the table; the game ends when one player holds every coin."

    def rule_end_rounds(self, rounds: int) -> str:
        """'The game ends after 12 rounds (or when one player holds every coin).'"""
        counted = f"{rounds} round" if rounds == 1 else f"{rounds} rounds"
        return f"The game ends after {counted} (or when one player holds every coin)."

    rule_instant_456_on = "Winner take all: 4-5-6 takes the pot at once and cannot be tied."
    rule_instant_456_off = "Winner take all: a 4-5-6 can be tied and shot out."
    rule_double_down_on = "Winner take all: a pot won with trips or 4-5-6 costs the others a second ante."
    rule_double_down_off = "Winner take all: the pot is the only payment."
    rule_point_bonus_on = ("Point bonus: beating the banker's point by 1 wins a third of the bet, by 2 two "
                           "thirds, by 3 or more the whole bet; " + COIN_ROUNDING)
    rule_pair_points_on = ("Fevers: a pair and any other die sets a point of the pair's value, 1 to 6 "
                           "(5-5-2 is a point of 5 and beats 3-3-6).")
    rule_west_coast_on = ("West Coast: a pair sets a point of its own value (the odd die is ignored), every "
                          "trips loses at once, 4-5-6 wins at once, 1-2-3 is rolled again.")
    rule_trips_high_on = ("Trips are high points, a pair and its odd die a low point (a low 6 and a low 1 "
                          "too); the higher value wins, and at equal value high beats low (2-2-6 beats 5-5-5 beats "
                          "3-3-5).")

    def _big_rolls(self, trips_lose: bool) -> str:
        """The rolls that take the bank: under west_coast trips lose, so only 4-5-6."""
        return "4-5-6" if trips_lose else "4-5-6 or trips"

    def rule_bank_break_points_only(self, trips_lose: bool) -> str:
        """The bank passes left unless a player won with a big roll."""
        return (f"A bank that loses every bet breaks and passes left, unless a player won with "
                f"{self._big_rolls(trips_lose)}: then the first of them takes it.")

    def rule_bank_break_any_win(self, trips_lose: bool) -> str:
        """The bank passes left whatever a player won with."""
        return ("A bank that loses every bet breaks and passes left, even when a player won with "
                f"{self._big_rolls(trips_lose)}.")

    rule_aced_out_on = "Two players: a pair + 1 loses at once (aced out); a pair + 6, trips or 4-5-6 wins at once."
    rule_order_roll = "Each round every player rolls one die: the highest rolls first (ties roll again)."
    rule_dice_real = ("Real dice: each roller throws the table's own dice and types the faces; computer "
                      "seats roll virtual dice.")
    rule_loose_roll_on = "Loose roll: dice that leave the table lose at once for the roller."
    rule_hifumi_double_on = "Hifumi: 1-2-3 loses twice the bet (a banker's pays every bet double)."

    def rule_buy_backs(self, times: int) -> str:
        """'Buy-backs: a broke player may buy back in for the starting coins, once a game.'"""
        said = "once" if times == 1 else f"up to {times} times"
        return f"Buy-backs: a broke player may buy back in for the starting coins, {said} a game."

    def rule_bets(self, low: int, high: int) -> str:
        """Chinchiro's bets: from ``low`` to ``high`` coins, within what both sides can pay."""
        return (f"Chinchiro: each player (ko) bets {low} to {high} coins of their own against the "
                "banker (oya), and no more than the worst payout lets both sides pay in full.")

    def rule_bank_laps(self, laps: int) -> str:
        """'The bank goes round the table once; the game ends when it has ...'."""
        times = "once" if laps == 1 else f"{laps} times"
        return (f"The bank goes round the table {times}; the game ends when it has (or when one player holds every "
                "coin), with the standings.")

    rule_bank_pass_on_loss = "The bank passes left after a round the banker ends down on (a loss overall)."
    rule_bank_pass_every_round = "The bank passes left after every round."
    rule_bank_pass_total_loss = "The bank passes left only after a round in which every bet went against it."
    rule_ties_push = "A point equal to the banker's is a push (wakare)."
    rule_ties_banker = "A point equal to the banker's loses to the banker."


class RuleProblems(NumberWords):
    """Why a set of rules, or a switch's text, is refused (``rule_error_...``), and why two switches
    clash (``rule_clash_<switch>_<other>``)."""

    rounds_n = "N in rounds:N"

    def rule_error_end(self, most: int, got: str) -> str:
        """A value of ``end`` that is none of its kinds."""
        return f"end must be first_broke, last_standing or rounds:N with N from 1 to {most}; got {got}."

    def rule_error_not_one_of(self, name: str, values: tuple[str, ...], got: str) -> str:
        """'payouts must be one of even, street; got “odd”.'"""
        return f"{name} must be one of {', '.join(values)}; got {got}."

    def rule_error_unknown(self, got: str, known: tuple[str, ...]) -> str:
        """A switch name that does not exist, typed."""
        return f"Unknown house rule {got}. Known rules: {', '.join(known)}."

    def rule_error_unknown_stored(self, got: str) -> str:
        """A switch name that does not exist, in a saved game."""
        return f"Unknown house rule {got}."

    def rule_error_pair(self, got: str) -> str:
        """A ``--rule`` without ``=``."""
        return f"Write a rule as NAME=VALUE, for example payouts=street; got {got}."

    def rule_error_preset(self, got: str, presets: tuple[str, ...]) -> str:
        """A preset name that does not exist."""
        return f"Unknown preset {got}. Presets: {', '.join(presets)}."

    def rule_error_aced_out_players(self, players: int) -> str:
        """aced_out at a table of more (or fewer) than two."""
        return (f"aced_out is for a winner-take-all game of exactly two players, not {players}: "
                "remove a player or switch aced_out off.")

    def rule_error_bets(self, low: int, high: int) -> str:
        """Chinchiro's least bet above its most."""
        return (f"min_bet={low} is more than max_bet={high}: the least a player may bet "
                "cannot be more than the most; lower min_bet or raise max_bet.")

    def rule_error_other_game(self, name: str, value: str, default: str, game: str, here: str) -> str:
        """A switch of another game set (``game``: whose it is; ``here``: the game chosen)."""
        return f"{name}={value} is a rule of {game} and changes nothing in {here}: set {name} back to {default}."

    def rule_error_pot_switch(self, name: str, value: str, default: str) -> str:
        """A switch of winner take all set in the banking game."""
        return (f"{name}={value} is a rule of winner take all (mode=pot) and changes nothing in the "
                f"banking game: set {name} back to {default}, or choose mode=pot.")

    def rule_error_bank_switch(self, name: str, value: str, default: str) -> str:
        """A switch of the banking game set in winner take all."""
        return (f"{name}={value} is a rule of the banking game (mode=bank) and changes nothing in winner "
                f"take all: set {name} back to {default}, or choose mode=bank.")

    game_of_chinchiro = "Chinchiro (mode=chinchiro)"
    game_another = "another game"
    game_in_bank = "the banking game"
    game_in_pot = "winner take all"
    game_in_chinchiro = "Chinchiro"

    def rule_error_clash(self, one: str, other: str, why: str) -> str:
        """Two switches that cannot hold together, and why."""
        return f"{one} and {other} cannot go together: {why}."

    rule_needs_loose_roll = ("loose_roll=on needs dice=real: only dice the table rolls itself can leave the "
                             "table (--dice real, or the dice switch at setup).")

    rule_clash_pair_points_trips_high = ("pair_points makes a pair a point of the pair's value, trips_high a low "
                                         "point of the odd die: a pair cannot be both")
    rule_clash_pair_points_six_one_points = ("under pair_points a pair + 6 or + 1 sets a point of the pair's value, "
                                             "not a point of 6 or 1")
    rule_clash_west_coast_pair_points = (
        "west_coast already scores every pair by the pair's value, and it also makes trips "
        "lose and 1-2-3 meaningless, which pair_points does not: choose one of them")
    rule_clash_west_coast_trips_high = ("west_coast makes every trips an instant loss, trips_high makes trips high "
                                        "points: they cannot both hold")
    rule_clash_west_coast_six_one_points = ("under west_coast the odd die beside a pair is ignored, so a pair + 6 or "
                                            "+ 1 cannot set a point of 6 or 1")
    rule_clash_west_coast_reverse_player = ("reverse_player makes 1-2-3 a win for players, but under west_coast "
                                            "1-2-3 is a meaningless roll")
    rule_clash_west_coast_payouts_street = ("street payouts pay trips 3x and 1-1-1 5x to the roller, but under "
                                            "west_coast every trips loses")
    rule_clash_trips_high_reverse_player_with_trips = (
        "reverse_player=with_trips makes a player's trips lose, but under trips_high trips are high points")
    rule_clash_trips_high_payouts_street = ("street payouts pay trips 3x and 1-1-1 5x, but under trips_high trips "
                                            "are points that win at even money")
    rule_clash_trips_high_point_bonus = (
        "point_bonus pays by how many points a player beats the banker by, and under "
        "trips_high a high point beats a low point of the same value, by no points at all")
    rule_clash_aced_out_west_coast = ("aced_out decides a pair by its odd die (a 1 loses, a 6 wins) and makes "
                                      "trips win, but west_coast ignores the odd die and makes trips lose")
    rule_clash_aced_out_pair_points = ("aced_out decides a pair + 6 or + 1 at once, but pair_points makes it a "
                                       "point of the pair's value")
    rule_clash_aced_out_trips_high = "aced_out makes trips win at once, but trips_high makes them high points to compare"
    rule_clash_hifumi_double_west_coast = ("hifumi_double makes 1-2-3 lose twice the bet, but under west_coast "
                                           "1-2-3 is a meaningless roll")
    rule_clash_hifumi_double_reverse_player = ("hifumi_double makes 1-2-3 lose twice the bet, but reverse_player "
                                               "makes a player's 1-2-3 win")


class RulesWords(SwitchHelp, PresetWords, RuleLines, RuleProblems):
    """The house rules' words."""
