"""How English says what the table waits for, after what just happened: the latest message.

One entry for each kind of prompt the engine records (:mod:`ceelo_tui.engine.events`, the
``Prompt`` union); :mod:`ceelo_tui.presenters.event_words` puts the message together, a
sentence a part.
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class PromptWords(NumberWords):
    """The latest message's prompts, in English."""

    def outcome(self, reason: str, short: str) -> str:
        """'Bo rolled 4-5-6.', or with what a payer short of coins paid: 'Cy's point 4 beats 3 (the bank ran dry: ...).'"""
        return f"{reason} ({short})." if short else f"{reason}."

    def short_payments(self, shorts: Sequence[str]) -> str:
        """'The bank ran dry: Cy is paid 0 of 2.' (several joined by semicolons)."""
        said = "; ".join(shorts)
        return f"{said[0].upper()}{said[1:]}."

    def red_pips_opening(self, first: str) -> str:
        """The banking game's opening roll for red pips."""
        return (f"Red pips choose the first banker: every player rolls, the most 1 and 4 pips takes the bank. "
                f"{first}, roll.")

    def holds_bank(self, banker: str) -> str:
        """'Al holds the bank.'"""
        return f"{banker} holds the bank."

    def put_up_stake(self, banker: str) -> str:
        """'Al, put up a stake.'"""
        return f"{banker}, put up a stake."

    def round_opens_bank(self, number: int, banker: str) -> str:
        """'Round 2: Al holds the bank. Put up a stake.'"""
        return f"Round {number}: {banker} holds the bank. Put up a stake."

    def bank_in_play(self, amount: int, banker: str) -> str:
        """'Bank in play: 5 coins. Al, roll the dice.'"""
        return f"Bank in play: {self.coins(amount)}. {banker}, roll the dice."

    def fade_hint(self, player: str, low: int, high: int, may_pass: bool, bank: int, most: int) -> str:
        """'Bo may fade 1-5 coins or pass.', with the bank's warning under street payouts."""
        choice = " or pass" if may_pass else ""
        cap = (f" The bank can pay {self.coins(bank)} (and what it wins first): wins at up to {most}x are paid "
               "in fade order until it runs dry.") if most else ""
        return f"{player} may fade {self.coins_range(low, high)}{choice}.{cap}"

    def roll_for_red_pips(self, player: str) -> str:
        """'Bo, roll for red pips.'"""
        return f"{player}, roll for red pips."

    def roll_again(self, player: str, combo: str) -> str:
        """'Al rolled no score: roll again.'"""
        return f"{player} rolled {combo}: roll again."

    def point_to_beat(self, banker: str, point: str, first: str) -> str:
        """"Al's point is 5. Bo, roll to beat it.\""""
        return f"{banker}'s point is {point}. {first}, roll to beat it."

    def roll_to_beat(self, player: str, best: str) -> str:
        """'Cy, roll to beat 5.'"""
        return f"{player}, roll to beat {best}."

    def buy_back_offer(self, player: str, stack: int, left: int, allowed: int) -> str:
        """'Bo is broke: buy back in for 20 coins (2 of 2 buy-backs left)?'"""
        plural = "s" if allowed > 1 else ""
        return f"{player} is broke: buy back in for {stack} coins ({left} of {allowed} buy-back{plural} left)?"

    def pot_roll(self, pot: int, first: str) -> str:
        """'Pot: 6 coins. Al, roll the dice.'"""
        return f"Pot: {self.coins(pot)}. {first}, roll the dice."

    def pot_roll_off(self, number: int, red_pips: bool, first: str) -> str:
        """'Round 1: every player rolls, the highest die rolls first. Al, roll.'"""
        how = "the most red pips (1s and 4s)" if red_pips else "the highest die"
        return f"Round {number}: every player rolls, {how} rolls first. {first}, roll."

    def pot_round_opens(self, number: int, opener: str, low: int, high: int) -> str:
        """'Round 1: Al rolls first. Al, set the ante (1-5 coins).'"""
        return f"Round {number}: {opener} rolls first. {opener}, set the ante ({self.coins_range(low, high)})."

    def roll_next(self, player: str) -> str:
        """'Bo, roll.'"""
        return f"{player}, roll."

    def rolls_first_next(self, player: str) -> str:
        """'Bo rolls first.'"""
        return f"{player} rolls first."

    def pot_won(self, reason: str, winner: str, pot: int) -> str:
        """'Al wins the round with 4-5-6: Al takes the pot of 6 coins.'"""
        return f"{reason}: {winner} takes the pot of {self.coins(pot)}."

    def chinchiro_opening(self, first: str) -> str:
        """Chinchiro's opening roll of one die each for the first bank."""
        return f"Every player rolls one die: the highest is the first banker (oya), ties roll again. {first}, roll."

    def roll_one_die(self, player: str) -> str:
        """'Bo, roll one die.'"""
        return f"{player}, roll one die."

    def bet_hint(self, player: str, low: int, high: int) -> str:
        """'Bo (ko) may bet 1-5 coins or pass.'"""
        return f"{player} (ko) may bet {self.coins_range(low, high)} or pass."

    def bets_in(self, amount: int, banker: str) -> str:
        """'Bets in: 4 coins. Al (oya), roll the dice.'"""
        return f"Bets in: {self.coins(amount)}. {banker} (oya), roll the dice."

    def no_score_roll_again(self, player: str, banker: bool, left: int) -> str:
        """'Al (oya) has no score: roll again (2 rolls left).'"""
        who = f"{player} (oya)" if banker else player
        rolls = "1 roll" if left == 1 else f"{left} rolls"
        return f"{who} has no score: roll again ({rolls} left)."

    def chinchiro_point(self, banker: str, point: int, me: str, first: str) -> str:
        """"Al's point is 4 (shi no me). Bo (ko), roll to beat it.\""""
        return f"{banker}'s point is {point} ({me}). {first} (ko), roll to beat it."

    def chinchiro_roll_to_beat(self, player: str, point: int) -> str:
        """'Cy (ko), roll to beat 4.'"""
        return f"{player} (ko), roll to beat {point}."
