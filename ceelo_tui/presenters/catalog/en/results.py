"""How English says what a round or a game came to: the balance table's headings, the
settlement, the game-over screen, the statistics and a session's standings.

The presenters (``balance_view``, ``settlement_view``, ``game_over_view``, ``stats_view``,
``standings_text``) choose the lines, the numbers and their looks; the words are here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.outcomes import Result, SeatStatus
from .numbers import NumberWords

SEAT_STATUS: dict[SeatStatus, str] = {
    SeatStatus.NONE: "", SeatStatus.BANKER: "banker", SeatStatus.FADED: "faded", SeatStatus.TO_FADE: "to fade",
    SeatStatus.WAITING: "waiting", SeatStatus.PASSED: "passed", SeatStatus.SITS_OUT: "sits out",
    SeatStatus.NO_COINS: "no coins", SeatStatus.WIN: "win", SeatStatus.LOSS: "loss", SeatStatus.PUSH: "push",
    SeatStatus.SETS_ANTE: "sets ante", SeatStatus.BET: "bet", SeatStatus.TO_BET: "to bet",
    SeatStatus.ROLLING: "rolling", SeatStatus.ROLLED: "rolled", SeatStatus.SHOOT_OUT: "shoot-out",
    SeatStatus.BEATEN: "beaten", SeatStatus.WON_POT: "won pot", SeatStatus.LOST: "lost",
}
"""A seat's part in the round, as the balance table's Result column says it."""

RESULT: dict[Result, str] = {Result.WIN: "win", Result.LOSS: "loss", Result.PUSH: "push"}
"""How a bet ended, from the player's side."""


class ResultWords(NumberWords):
    """Results, settlements, standings and statistics, in English."""

    def seat_status(self, status: SeatStatus) -> str:
        """'banker', 'to fade', 'sits out' ...: a seat's part in the round."""
        return SEAT_STATUS[status]

    def result_word(self, result: Result) -> str:
        """'win', 'loss' or 'push'."""
        return RESULT[result]

    # The balance table's headings
    seat_heading = "#"
    player_heading = "Player"
    coins_heading = "Coins"
    bet_heading = "Bet"
    ante_heading = "Ante"
    result_heading = "Result"
    change_heading = "Change"

    # The settlement

    def round_settled(self, number: int) -> str:
        """'Round 3 settled. ' (the reason follows in its own look)."""
        return f"Round {number} settled. "

    def bank_against(self, stake: str) -> str:
        """'(bank) 6 coins': the banker's part in the banking game (``stake``: the stake in words)."""
        return f"(bank) {stake}"

    def oya_against(self, covered: int) -> str:
        """'(oya) against 6 coins bet': the banker's part in Chinchiro."""
        return f"(oya) against {self.coins(covered)} bet"

    def banker_settled(self, banker: str, part: str) -> str:
        """'Ann (bank) 6 coins: ' before the bank's change."""
        return f"{banker} {part}: "

    def change_word(self, delta: int) -> str:
        """'won', 'lost' or 'even', for a coin change."""
        return "won" if delta > 0 else "lost" if delta < 0 else "even"

    def won_or_lost(self, won: bool) -> str:
        """'won' or 'lost' (the pot's winner and the others)."""
        return "won" if won else "lost"

    def each(self, count: int) -> str:
        """' each' after a change several players share ('' for one)."""
        return " each" if count > 1 else ""

    def faded_amount(self, chinchiro: bool) -> str:
        """'faded' or, in Chinchiro, 'bet', before a player's amount."""
        return "bet" if chinchiro else "faded"

    ante_word = "ante"

    def pot_reason(self, reason: str) -> str:
        """The pot's reason as a sentence: 'Ann rolled 4-5-6.'."""
        return f"{reason}."

    did_not_roll = "did not roll"

    def shoot_out_stage(self, stage: int) -> str:
        """'' for a turn's first stage, 'shoot-out: ', 'shoot-out 2: '."""
        return "" if stage == 0 else ("shoot-out: " if stage == 1 else f"shoot-out {stage}: ")

    # Game over

    game_over_head = "Game over: "

    def game_won(self, names: Sequence[str]) -> str:
        """'Ann wins!', 'Ann and Bo share the win!'."""
        won = "wins" if len(names) == 1 else "share the win"
        return f"{' and '.join(names)} {won}!"

    def rounds_played(self, rounds: int, why: str) -> str:
        """'5 rounds played. ' and the game's end reason."""
        return f"{rounds} round{'s' if rounds != 1 else ''} played. {why}"

    def times(self, count: int) -> str:
        """'once', 'twice', '3 times'."""
        return {1: "once", 2: "twice"}.get(count, f"{count} times")

    winner_mark = "★ winner"
    broke_mark = "broke"

    def bought_in_mark(self, mark: str, count: int) -> str:
        """'bought in twice', after another mark: '★ winner · bought in once'."""
        bought = f"bought in {self.times(count)}"
        return f"{mark} · {bought}" if mark else bought

    # A session's standings
    won_heading = "Won"
    buy_ins_heading = "Buy-ins"

    def over_games(self, games: int) -> str:
        """'over 3 games'."""
        return f"over {games} game{'s' if games != 1 else ''}"

    # Statistics

    def after_finished_rounds(self, rounds: int) -> str:
        """'After 4 finished rounds'."""
        return f"After {rounds} finished round{'s' if rounds != 1 else ''}"

    def rounds_count(self, count: int) -> str:
        """'3 rounds', '1 round'."""
        return f"{count} round{'s' if count != 1 else ''}"

    stats_coins = "Coins"
    stats_net = "Net"
    stats_bought_in = "Bought in"
    stats_rounds_played = "Rounds played"
    stats_won_lost = "  won / lost"
    stats_rounds_as_banker = "Rounds as banker"
    stats_bank_profit = "Bank's profit"
    stats_instant_wins = "Instant wins"
    stats_instant_losses = "Instant losses"
    stats_biggest_win = "Biggest win"
    stats_longest_streak = "Longest streak"
