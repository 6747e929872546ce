"""How English tells what happened at the table: the lines of the round's log.

One entry for each kind of event the engine records (:mod:`ceelo_tui.engine.events`);
:mod:`ceelo_tui.presenters.event_words` picks the entry and hands it the event's data (names,
amounts, and the parts already worded: a roll's faces and name, a signed change of coins).
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class EventWords(NumberWords):
    """The round's log, in English (amounts and lists said as :class:`NumberWords` says them)."""

    # ------------------------------------------------------------------ betting
    def puts_up_stake(self, banker: str, amount: int) -> str:
        """'Al puts up 5 coins.'"""
        return f"{banker} puts up {self.coins(amount)}."

    def fades(self, player: str, amount: int) -> str:
        """'Bo fades 3 coins.'"""
        return f"{player} fades {self.coins(amount)}."

    def passes(self, player: str) -> str:
        """'Bo passes.'"""
        return f"{player} passes."

    def passes_bank_to(self, banker: str, to: str) -> str:
        """'Al passes the bank to Bo.'"""
        return f"{banker} passes the bank to {to}."

    def nobody_faded(self, banker: str) -> str:
        """'Nobody faded. Al may stake again or pass the bank.'"""
        return f"Nobody faded. {banker} may stake again or pass the bank."

    def stake_words(self, put_up: int, faded: int) -> str:
        """'stake 3, 2 faded', or 'stake 3' when all of it was faded: the one wording of the
        stake that the log, the settled panel and the history share."""
        return f"stake {put_up}" if put_up == faded else f"stake {put_up}, {faded} faded"

    def stake_kept(self, banker: str, put_up: int, faded: int, kept: int) -> str:
        """'Al's stake 5, 3 faded: 2 coins not covered stay with Al.'"""
        stays = "stays" if kept == 1 else "stay"
        return f"{banker}'s {self.stake_words(put_up, faded)}: {self.coins(kept)} not covered {stays} with {banker}."

    def sit_out(self, players: Sequence[str]) -> str:
        """'The bank is covered; Cy sits out.'"""
        sit = "sits" if len(players) == 1 else "sit"
        return f"The bank is covered; {', '.join(players)} {sit} out."

    def sets_ante(self, opener: str, ante: int, pot: int) -> str:
        """'Al sets the ante at 2 coins; the pot holds 6 coins.'"""
        return f"{opener} sets the ante at {self.coins(ante)}; the pot holds {self.coins(pot)}."

    def bets(self, player: str, amount: int) -> str:
        """Chinchiro: 'Bo (ko) bets 3 coins.'"""
        return f"{player} (ko) bets {self.coins(amount)}."

    def chinchiro_round_opens(self, number: int, banker: str) -> str:
        """Chinchiro: 'Round 2: Al is the banker (oya); the players (ko) bet.'"""
        return f"Round {number}: {banker} is the banker (oya); the players (ko) bet."

    def cannot_pay_least_bet(self, player: str, least: int, most: int, need: int, has: int) -> str:
        """Chinchiro: a player passed over, short of coins to pay the least bet at the most a roll pays."""
        return (f"{player} cannot bet {self.coins(least)}: at up to {most}x a bet needs {self.coins(need)} to pay, "
                f"and {player} has {has}.")

    def bank_cannot_cover(self, player: str, least: int, bank: int, most: int) -> str:
        """Chinchiro: a player passed over, the bank unable to cover another bet."""
        return f"{player} cannot bet {self.coins(least)}: the bank ({self.coins(bank)}) cannot cover another bet at up to {most}x."

    def nobody_bets(self, banker: str) -> str:
        """Chinchiro: 'Nobody bets against Al: the bank passes.'"""
        return f"Nobody bets against {banker}: the bank passes."

    # ------------------------------------------------------------------ choosing who starts
    def takes_first_bank(self, player: str) -> str:
        """'Al has the most red pips and takes the bank.'"""
        return f"{player} has the most red pips and takes the bank."

    def red_pips_tie(self, players: Sequence[str], pips: int) -> str:
        """'Al and Bo tie on 5 red pips: they roll again.'"""
        return f"{' and '.join(players)} tie on {pips} red pips: they roll again."

    def rolled_best(self, player: str) -> str:
        """Winner take all: 'Al rolled best and rolls first.'"""
        return f"{player} rolled best and rolls first."

    def roll_off_tie(self, players: Sequence[str]) -> str:
        """Winner take all: 'Al and Bo tie: they roll again.'"""
        return f"{self.and_list(players)} tie: they roll again."

    def first_banker(self, player: str) -> str:
        """Chinchiro: 'Al rolled the highest die and is the first banker (oya).'"""
        return f"{player} rolled the highest die and is the first banker (oya)."

    def highest_die_tie(self, players: Sequence[str], score: int) -> str:
        """Chinchiro: 'Al and Bo tie on 6: they roll again.'"""
        return f"{self.and_list(players)} tie on {score}: they roll again."

    # ------------------------------------------------------------------ dice
    def rolls(self, player: str, roll: str) -> str:
        """'Bo rolls 2-2-5: point 5 (pair of 2s).' (``roll``: the faces and what they are)."""
        return f"{player} rolls {roll}."

    def out_after_dead_rolls(self, player: str, faces: str, rolls: int) -> str:
        """Winner take all: 'Bo rolls 1-3-5: no score, 3 dead rolls in a row: out.'"""
        dead = "1 dead roll" if rolls == 1 else f"{rolls} dead rolls"
        return f"{player} rolls {faces}: no score, {dead} in a row: out."

    def banker_rolls(self, banker: str, roll: str) -> str:
        """Chinchiro: 'Al (oya) rolls 4-5-6: Shigoro, 4-5-6, pays double.'"""
        return f"{banker} (oya) rolls {roll}."

    def rolls_virtual_dice(self, player: str) -> str:
        """'Al rolls virtual dice (the game rolls for it).'"""
        return f"{player} rolls virtual dice (the game rolls for it)."

    def loose_roll(self, player: str) -> str:
        """"Al's dice left the table: a loose roll loses at once.\""""
        return f"{player}'s dice left the table: a loose roll loses at once."

    def shoot_out(self, players: Sequence[str], best: str, stage: int) -> str:
        """Winner take all: 'Al and Bo tie with point 5: shoot-out.' ('shoot-out 2' the second time)."""
        shoot = "shoot-out" if stage == 1 else f"shoot-out {stage}"
        return f"{self.and_list(players)} tie with {best}: {shoot}."

    # ------------------------------------------------------------------ coins
    def settled(self, reason: str, change: str, player: str, short: str) -> str:
        """'Bo rolled 4-5-6: +3 for Bo.' (``change``: the signed coins; ``short``: what a payer
        short of coins paid, or '')."""
        tail = f" ({short})" if short else ""
        return f"{reason}: {change} for {player}{tail}."

    def chinchiro_settled(self, reason: str, change: str, player: str, times: str) -> str:
        """Chinchiro: 'Bo: Shigoro, 4-5-6, pays double: +6 for Bo (double).'; with no ``reason``
        (the banker's roll, said once before): '+6 for Bo (double).'"""
        paid = f" ({times})" if times else ""
        line = f"{f'{reason}: ' if reason else ''}{change} for {player}{paid}."
        return line[0].upper() + line[1:]

    def banker_decides(self, reason: str) -> str:
        """Chinchiro: the banker's roll deciding every bet, as one line."""
        return f"{reason}."

    def takes_pot(self, reason: str, winner: str, pot: int, change: str) -> str:
        """Winner take all: 'Al rolled 4-5-6 and takes the pot at once: Al takes the pot of 6 coins (+4).'"""
        return f"{reason}: {winner} takes the pot of {self.coins(pot)} ({change})."

    def double_down(self, payer: str, winner: str, paid: int) -> str:
        """Winner take all: 'Double down: Bo pays Al 2 coins more.'"""
        return f"Double down: {payer} pays {winner} {self.coins(paid)} more."

    # ------------------------------------------------------------------ who holds the bank next
    def bank_broken(self, banker: str, to: str) -> str:
        """'The bank is broken: it passes from Al to Bo.'"""
        return f"The bank is broken: it passes from {banker} to {to}."

    def keeps_bank(self, banker: str) -> str:
        """'Al keeps the bank.'"""
        return f"{banker} keeps the bank."

    def banker_broke(self, banker: str, to: str) -> str:
        """'Al has no coins left: the bank passes to Bo.'"""
        return f"{banker} has no coins left: the bank passes to {to}."

    def takes_bank(self, player: str, combo: str) -> str:
        """'Bo rolled 4-5-6: Bo takes the bank.'"""
        return f"{player} rolled {combo}: {player} takes the bank."

    def banker_broke_bank_passes(self, banker: str) -> str:
        """Chinchiro: 'Al has no coins left: the bank passes.'"""
        return f"{banker} has no coins left: the bank passes."

    def banking_over(self, banker: str) -> str:
        """Chinchiro: 'Al's round as banker is over: the bank passes.'"""
        return f"{banker}'s round as banker is over: the bank passes."

    def every_bet_against(self, banker: str) -> str:
        """Chinchiro: 'Every bet went against Al: the bank passes.'"""
        return f"Every bet went against {banker}: the bank passes."

    def ends_round_down(self, banker: str, amount: int) -> str:
        """Chinchiro: 'Al ends the round down 4 coins: the bank passes.'"""
        return f"{banker} ends the round down {self.coins(amount)}: the bank passes."

    # ------------------------------------------------------------------ the table
    def stake_taken(self, amount: int) -> str:
        """A stake as a take-back names it: 'stake of 5 coins'."""
        return f"stake of {self.coins(amount)}"

    def fade_taken(self, amount: int) -> str:
        """'fade of 2 coins'."""
        return f"fade of {self.coins(amount)}"

    def ante_taken(self, amount: int) -> str:
        """'ante of 3 coins'."""
        return f"ante of {self.coins(amount)}"

    def bet_taken(self, amount: int) -> str:
        """Chinchiro: 'bet of 2 coins'."""
        return f"bet of {self.coins(amount)}"

    def roll_taken(self, faces: str) -> str:
        """A typed roll: 'roll of 2-2-5'."""
        return f"roll of {faces}"

    pass_taken = "pass"
    pass_bank_taken = "pass of the bank"
    buy_back_taken = "buy-back"
    decline_taken = "refusal of the buy-back"

    def takes_back(self, player: str, move: str, later: Sequence[tuple[str, str]]) -> str:
        """'Ann takes back the stake of 5 coins (and Bo's fade of 2 coins after it).'"""
        others = " and ".join(name + "'s " + what for name, what in later)
        after = f" (and {others} after it)" if later else ""
        return f"{player} takes back the {move}{after}."

    def buys_back(self, player: str, stack: int, nth: int, allowed: int) -> str:
        """'Bo buys back in: 20 new coins to the table (buy-back 1 of 2).'"""
        return f"{player} buys back in: {stack} new coins to the table (buy-back {nth} of {allowed})."

    def does_not_buy_back(self, player: str) -> str:
        """'Bo does not buy back in.'"""
        return f"{player} does not buy back in."

    def holds_every_coin(self, winners: Sequence[str]) -> str:
        """'Game over: Al holds every coin.'"""
        return f"Game over: {self.and_list(winners)} holds every coin."

    def bank_went_round(self, laps: int) -> str:
        """Chinchiro: 'Game over: the bank has gone round the table twice.'"""
        times = "once" if laps == 1 else f"{laps} times"
        return f"Game over: the bank has gone round the table {times}."

    def standings(self, standings: Sequence[tuple[str, int]]) -> str:
        """'Standings: Al 31 coins, Bo 20, Cy 9.' (most coins first, as given)."""
        parts = [f"{name} {amount}" for name, amount in standings]
        parts[0] += " coins" if standings[0][1] != 1 else " coin"
        return f"Standings: {', '.join(parts)}."

    def game_over_broke(self, broke: Sequence[str], winners: Sequence[str]) -> str:
        """'Game over: Bo has no coins. Most coins: Al.'"""
        has = "has" if len(broke) == 1 else "have"
        return f"Game over: {self.and_list(broke)} {has} no coins. Most coins: {self.and_list(winners)}."

    def game_over_rounds(self, rounds: int, winners: Sequence[str]) -> str:
        """'Game over after 10 rounds. Most coins: Al.'"""
        played = "1 round" if rounds == 1 else f"{rounds} rounds"
        return f"Game over after {played}. Most coins: {self.and_list(winners)}."
