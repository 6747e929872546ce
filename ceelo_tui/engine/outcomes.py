"""What the balance table says of each seat and of each settled bet: the keys of its words.

Kept apart from the games (``game.py``, ``pot_game.py``, ``chinchiro.py``) and the shared table
(``table.py``) that decide them, so the catalog can name them without importing a game: the
setup screen draws its first frame before any game module is imported.
"""

from __future__ import annotations

from enum import Enum


class Result(str, Enum):
    """How one faded bet ended, from the player's side."""

    WIN = "win"
    LOSS = "loss"
    PUSH = "push"


class SeatStatus(str, Enum):
    """A seat's part in the round, which the balance table shows (in the catalog's words: the value is a key)."""

    NONE = ""
    """Nothing to say yet (the banking game, before the stake)."""
    BANKER = "banker"
    FADED = "faded"
    TO_FADE = "to_fade"
    WAITING = "waiting"
    PASSED = "passed"
    SITS_OUT = "sits_out"
    NO_COINS = "no_coins"
    WIN = "win"
    LOSS = "loss"
    PUSH = "push"
    SETS_ANTE = "sets_ante"
    BET = "bet"
    """Chinchiro: the player (ko) has bet this round."""
    TO_BET = "to_bet"
    """Chinchiro: the player (ko) whose bet the table waits for."""
    ROLLING = "rolling"
    ROLLED = "rolled"
    SHOOT_OUT = "shoot_out"
    BEATEN = "beaten"
    WON_POT = "won_pot"
    LOST = "lost"

    def __str__(self) -> str:
        """The word itself (also in f-strings, on every Python version)."""
        return self.value

    @property
    def out(self) -> bool:
        """True for a seat that takes no part in this round's dice (drawn muted)."""
        return self in _OUT


_OUT = frozenset({SeatStatus.PASSED, SeatStatus.SITS_OUT, SeatStatus.NO_COINS, SeatStatus.BEATEN})
