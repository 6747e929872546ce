"""How English refuses a move and says what the table waits for instead.

A move that is not legal now is refused in one of a few shapes ("You cannot pass the bank now.
Ann must roll.", the other game's move, a move that does not exist, the wrong seat's turn),
each naming what the table waits for: the waits-for sentence is said first and put in whole,
so each game's phase has one sentence here (``waits_...``), some of them the prompts' own
(``fade_hint``, ``bet_hint``). A move's kind is said by its label ``move_<kind>``, a game by
``game_<mode>`` and what it has instead of another game's move by ``game_lacks_<mode>``.
"""

from __future__ import annotations

from .numbers import NumberWords
from .prompts import PromptWords


class MoveWords:
    """Every kind of journal move as a refusal says it: 'You cannot pass the bank now'."""

    move_stake = "put up a stake"
    move_pass_bank = "pass the bank"
    move_fade = "fade"
    move_pass = "pass"
    move_ante = "set the ante"
    move_bet = "bet"
    move_roll = "roll"
    move_loose = "call a loose roll"
    move_next_round = "start the next round"
    move_undo = "take back a move"
    move_buy_back = "buy back in"
    move_decline = "decline a buy-back"


class GameNames:
    """Each game as a refusal names it, what it has instead of another game's moves, and the
    refusal of house rules for another game, by the rules' ``mode``."""

    game_bank = "the banking game"
    game_pot = "the winner-take-all game"
    game_chinchiro = "Chinchiro"
    game_lacks_bank = "the banker puts up a stake and the players fade"
    game_lacks_pot = "there is no bank"
    game_lacks_chinchiro = "each player (ko) bets an amount of their own against the banker (oya)"
    wrong_mode_bank = (
        "These rules are for another game (the winner-take-all game or Chinchiro); the banking game needs mode=bank.")
    wrong_mode_pot = (
        "These rules are for another game (the banking game or Chinchiro); the winner-take-all game needs mode=pot.")
    wrong_mode_chinchiro = ("These rules are for another game (the banking game or the winner-take-all game); "
                            "Chinchiro needs mode=chinchiro.")


class MoveRefusals(MoveWords, GameNames, NumberWords):
    """Why a move cannot be made now (``now``: what the table waits for, said whole)."""

    refused_game_over = "The game is over. Start a new game to play again."

    def cannot_now(self, doing: str, now: str) -> str:
        """'You cannot pass the bank now. Ann must roll.'"""
        return f"You cannot {doing} now. {now}"

    def cannot_in_game(self, doing: str, game: str, lacks: str, now: str) -> str:
        """'You cannot put up a stake in the winner-take-all game: there is no bank. Ann must roll.'"""
        return f"You cannot {doing} in {game}: {lacks}. {now}"

    def no_such_move(self, move: str, game: str, now: str) -> str:
        """A move kind no game has (``move`` as Python writes it)."""
        return f"There is no move {move} in {game}. {now}"

    def must_fade(self, now: str) -> str:
        """A pass refused under must_fade."""
        return f"House rule: you must fade at least 1 while the bank is open. {now}"

    def no_seat_numbered(self, count: int) -> str:
        """A seat number that is none of the table's."""
        return f"There is no such seat: seats are 1 to {count}."

    nobody_takes_bank = "Nobody else has coins to take the bank."
    a_bet = "The bet"

    def bets_cannot_be_paid(self, most: int, least: int) -> str:
        """Chinchiro's starting coins too few to pay the least bet at the largest payout."""
        return (f"At up to {most}x a bet, a bet of {self.coins(least)} (min_bet={least}) needs {most * least} "
                f"coins to pay: start with at least {most * least} coins each, or lower min_bet.")


class UndoRefusals:
    """Why nothing can be taken back now."""

    undo_game_over = "The game is over: nothing can be taken back."
    undo_computers_only = "Only a person's move can be taken back: the moves so far this round are the computers' own."
    undo_rolled_bank = ("The dice have rolled this round: a stake, fade or pass can be taken back only before "
                        "the banker's first roll.")
    undo_nothing_bank = "Nothing to take back: no stake, fade or pass yet this round."
    undo_nothing_pot = "Nothing to take back: the ante is not set yet this round."
    undo_rolled_pot = "The dice have rolled: the ante can be taken back only before the round's first roll."
    undo_rolled_chinchiro = ("The dice have rolled this round: a bet or pass can be taken back only before the "
                             "banker's first roll.")
    undo_nothing_chinchiro = "Nothing to take back: no bet or pass yet this round."


class WaitsFor(PromptWords):
    """What the table waits for, a sentence each, as a refusal ends with it."""

    def waits_roll(self, player: str) -> str:
        """'Ann must roll.'"""
        return f"{player} must roll."

    def waits_red_pips(self, player: str) -> str:
        """The banking game's roll for the first bank."""
        return f"{player} must roll for red pips."

    def waits_stake(self, banker: str, low: int, high: int) -> str:
        """'Ann must put up a stake (1-10 coins) or pass the bank.'"""
        return f"{banker} must put up a stake ({self.coins_range(low, high)}) or pass the bank."

    def waits_first_roller(self, player: str) -> str:
        """Winner take all's roll-off for who rolls first."""
        return f"{player} must roll to decide who rolls first."

    def waits_ante(self, player: str, low: int, high: int) -> str:
        """'Ann must set the ante (1-5 coins).'"""
        return f"{player} must set the ante ({self.coins_range(low, high)})."

    def waits_shoot_out(self, player: str) -> str:
        """Winner take all's shoot-out of a tie."""
        return f"{player} must roll in the shoot-out."

    def waits_one_die(self, player: str) -> str:
        """Chinchiro's roll of one die for the first bank."""
        return f"{player} must roll one die for the bank."

    def waits_oya_roll(self, banker: str) -> str:
        """'Ann (oya) must roll.'"""
        return f"{banker} (oya) must roll."

    def waits_buy_back(self, player: str, stack: int, left: int, allowed: int) -> str:
        """'Bo is broke: buy back in for 20 coins (2 of 2 buy-backs left), or decline.'"""
        return f"{self.buy_back_offer(player, stack, left, allowed)[:-1]}, or decline."

    waits_next_round = "The round is over: start the next round."
