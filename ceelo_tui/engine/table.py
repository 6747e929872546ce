"""What every game in play shares: seats and coins, whose move, each seat's status, the
history, the end. One declared type, :class:`TableState`, for the UI to ask.

The banking game (:class:`~ceelo_tui.engine.game.GameState`) and winner take all
(:class:`~ceelo_tui.engine.pot_game.PotState`) both derive from :class:`TableState`, so a
screen or widget that shows "a table" asks one type the same questions, and asks which game it
is one way: :attr:`TableState.winner_take_all`. What only one game has (a banker, a pot) is
asked of that game's own type once this says which it is.

Seat statuses are values of :class:`SeatStatus`, not words the UI must match; their values
are the words the balance table shows.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar

from typing_extensions import Self

from .errors import IllegalMove

if TYPE_CHECKING:
    from .rules import HouseRules

T = TypeVar("T", bound="TableState")


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name and a stack of coins."""

    name: str
    coins: int
    style: str | None = None
    """The computer style playing this seat, or None for a person."""


class SeatStatus(str, Enum):
    """A seat's part in the round, as the balance table shows it (the value is the word)."""

    NONE = ""
    """Nothing to say yet (the banking game, before the stake)."""
    BANKER = "banker"
    FADED = "faded"
    TO_FADE = "to fade"
    WAITING = "waiting"
    PASSED = "passed"
    SITS_OUT = "sits out"
    NO_COINS = "no coins"
    WIN = "win"
    LOSS = "loss"
    PUSH = "push"
    SETS_ANTE = "sets ante"
    ROLLING = "rolling"
    ROLLED = "rolled"
    SHOOT_OUT = "shoot-out"
    BEATEN = "beaten"
    WON_POT = "won pot"
    LOST = "lost"

    def __str__(self) -> str:
        """The word itself (also in f-strings, on every Python version)."""
        return self.value

    @property
    def out(self) -> bool:
        """True for a seat that takes no part in this round's dice (drawn muted)."""
        return self in _OUT


_OUT = frozenset({SeatStatus.PASSED, SeatStatus.SITS_OUT, SeatStatus.NO_COINS, SeatStatus.BEATEN})


class TableState(ABC):
    """A game in play at one moment, frozen; both games' states derive from it.

    Subclasses are frozen dataclasses with these fields; the methods here are written once
    for both games.
    """

    seats: tuple[Seat, ...]
    rules: HouseRules
    phase: Any
    """The game's own phase enum (both have ``settled`` and ``game_over``)."""
    round: Any
    """The game's own round record (both have ``number`` and ``events``)."""
    history: tuple[Any, ...]
    """Every finished round, oldest first."""
    message: str
    """The latest thing that happened, in words."""

    # ------------------------------------------------------------------ which game
    @property
    def winner_take_all(self) -> bool:
        """True for the winner-take-all game (a pot, no bank); False for the banking game."""
        return self.rules.winner_take_all

    # ------------------------------------------------------------------ questions
    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return bool(self.phase == "game_over")

    @property
    @abstractmethod
    def actor(self) -> int | None:
        """The seat whose move it is, or None when the table waits for 'next round' or is over."""

    @property
    @abstractmethod
    def total_coins(self) -> int:
        """Every coin at the table; it never changes."""

    @property
    def rounds_played(self) -> int:
        """Rounds finished (their dice rolled and coins paid)."""
        return len(self.history)

    def name(self, seat: int) -> str:
        """The name at that seat."""
        return self.seats[seat].name

    @abstractmethod
    def in_game(self, seat: int) -> bool:
        """Whether the seat still plays."""

    @abstractmethod
    def legal_moves(self) -> frozenset[str]:
        """Names of the moves allowed now."""

    @abstractmethod
    def status(self, seat: int) -> SeatStatus:
        """A seat's part in this round, for the balance table."""

    @abstractmethod
    def rolls_this_turn(self) -> int:
        """How many times the roller has rolled this turn (re-rolls included)."""

    def leaders(self) -> tuple[int, ...]:
        """Seats holding the most coins (the winners once the game is over)."""
        most = max(seat.coins for seat in self.seats)
        return tuple(i for i, seat in enumerate(self.seats) if seat.coins == most)

    # ------------------------------------------------------------------ internals
    @abstractmethod
    def _wrong_move_text(self, move: str) -> str:
        """The refusal for a move that is not legal now, in this game's words."""

    def _expect(self, move: str, seat: int | None) -> None:
        """Refuse a move that is not legal now, or one made by the wrong seat."""
        if self.is_over:
            raise IllegalMove("The game is over. Start a new game to play again.")
        if move not in self.legal_moves():
            raise IllegalMove(self._wrong_move_text(move))
        check_seat(seat, len(self.seats))
        if seat is not None and seat != self.actor:
            who = self.name(self.actor) if self.actor is not None else "nobody"
            raise IllegalMove(f"It is {who}'s turn, not {self.name(seat)}'s.")

    def _event(self, text: str) -> Self:
        """The state with ``text`` added to this round's events."""
        # (mypy cannot see that Self is a dataclass: the base declares no fields, its games do)
        return replace(self, round=replace(self.round, events=self.round.events + (text,)))  # type: ignore[type-var]

    def _say(self, text: str) -> Self:
        """The state with ``text`` as its latest message."""
        return replace(self, message=text)  # type: ignore[type-var]  # (as in _event)


def check_seat(seat: object, count: int) -> None:
    """Refuse a seat number that is not one of the ``count`` seats (None, meaning 'whoever', passes)."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count):
        raise IllegalMove(f"There is no such seat: seats are 1 to {count}.")
