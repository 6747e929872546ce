"""How English tells a game's rounds: the history's headings and labelled lines, and its title.

``history_view`` chooses the lines and their looks from the engine's records; the words are
here. The rolls and combinations inside them are the engine's records, put in as given.
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class HistoryWords(NumberWords):
    """The history of a game, in English."""

    fades_label = "Fades"
    bets_label = "Bets"
    taken_back_label = "Taken back"
    roll_off_label = "Roll-off"
    pot_label = "Pot"
    doubled_label = "Doubled"
    buy_in_label = "Buy-in"
    coins_label = "Coins"
    next_bank_label = "Next bank"
    nothing_yet = "(nothing yet)"
    no_round_yet = "No round has been played yet."
    history_name = "History"

    def bank_round_head(self, number: int, banker: str, stake: str) -> str:
        """'Round 3 · Ann holds the bank · 6 coins' (``stake``: the stake in words)."""
        return f"Round {number} · {banker} holds the bank · {stake}"

    def chinchiro_round_head(self, number: int, banker: str, covered: int) -> str:
        """'Round 3 · Al is the banker (oya) · bets 6'."""
        return f"Round {number} · {banker} is the banker (oya) · bets {covered}"

    def pot_round_head(self, number: int, ante: int, pot: int, players: Sequence[str]) -> str:
        """'Round 2 · ante 2 · pot 6 · Ann, Bo, Cy'."""
        return f"Round {number} · ante {ante} · pot {pot} · {', '.join(players)}"

    def round_in_play(self, number: int) -> str:
        """'Round 4 · in play'."""
        return f"Round {number} · in play"

    def fade_passed(self, name: str) -> str:
        """'Bo passed'."""
        return f"{name} passed"

    def fade_sat_out(self, name: str) -> str:
        """'Bo sat out'."""
        return f"{name} sat out"

    def roll_off_again(self, stages: Sequence[str]) -> str:
        """The roll-off's stages, each after the first said as rolled 'again'."""
        return "; again ".join(stages)

    def rolls_first(self, name: str) -> str:
        """' → Cy rolls first'."""
        return f" → {name} rolls first"

    def shoot_out_label(self, stage: int) -> str:
        """'  Shoot-out 2'."""
        return f"  Shoot-out {stage}"

    def takes_amount(self, name: str, won: int) -> str:
        """'Ann takes 12'."""
        return f"{name} takes {won}"

    def pays(self, payer: str, winner: str, amount: int) -> str:
        """'Bo pays Ann 2' (a double-down payment)."""
        return f"{payer} pays {winner} {amount}"

    def bought_back_in(self, name: str, stack: int) -> str:
        """'Bo bought back in: +20 new coins to the table'."""
        return f"{name} bought back in: +{stack} new coins to the table"

    def history_title(self, name: str, players: Sequence[str], where: str) -> str:
        """'History · Ann, Bo, Cy · round 4 (3 finished)'."""
        return f"{name} · {', '.join(players)} · {where}"

    def game_over_after(self, played: int) -> str:
        """'game over after 5 rounds'."""
        return f"game over after {played} round{'s' if played != 1 else ''}"

    def round_finished(self, number: int, played: int) -> str:
        """'round 4 (3 finished)'."""
        return f"round {number} ({played} finished)"
