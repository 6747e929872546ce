"""Seat controllers: who makes a seat's moves, asked in one place.

The engine knows each seat's computer style (it is part of the game's setup and its journal);
which seats a key at *this* screen may move for is a question of where the game is played. A
hot-seat table has people at this keyboard and computer seats; a shared table adds players at
other screens, whose moves arrive over the network. Everything that decides whether a key may
move (the table's key bar, the message for a key pressed on another's turn, the computer
driver, the engine's undo) asks the seat's controller, not the seat's style and not which
screen is on top.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cpu import PROFILES


@dataclass(frozen=True)
class SeatController:
    """Who plays one seat. ``name`` is the seat's player's name, for the words."""

    name: str

    moves_by_itself = False
    """True when nobody presses a key for this seat: its moves are made for it here (a computer)."""

    @property
    def keys_move_here(self) -> bool:
        """True when a key at this screen makes this seat's moves."""
        return self.key_refusal() is None

    def key_refusal(self) -> str | None:
        """Why a key at this screen cannot move for this seat, in words; None when it can."""
        return None

    @property
    def is_person(self) -> bool:
        """True when a person makes this seat's moves (here or at another screen): taking back
        a move goes back to a person's, never to a computer's alone."""
        return not self.moves_by_itself


@dataclass(frozen=True)
class AtKeyboard(SeatController):
    """A person at this keyboard: the keys move for them on their turn."""


@dataclass(frozen=True)
class Computer(SeatController):
    """A computer style plays the seat, after a pause, by itself."""

    style: str = "cautious"

    moves_by_itself = True

    def key_refusal(self) -> str | None:
        return f"{self.name} is a computer player and makes its own move."


@dataclass(frozen=True)
class Remote(SeatController):
    """A player at another screen of a shared table: their moves arrive from the table."""

    present: bool = True
    """False while their screen is away (the table waits for them, then the house plays)."""
    style: str | None = None
    """The computer style the hosting table plays the seat with (None: a person)."""

    def key_refusal(self) -> str | None:
        if self.style is not None:
            return f"{self.name} is a computer player: the table makes its moves."
        away = "" if self.present else " (away for now: the table waits for them)"
        return f"{self.name} plays from another screen{away}."

    @property
    def is_person(self) -> bool:
        return self.style is None

    def waiting_words(self) -> str:
        """What the table waits for while it is this seat's turn."""
        if self.style is not None:
            return f"{self.name} (computer, {self.style}) moves at the table…"
        if not self.present:
            return f"{self.name} is away: the table waits for them to come back…"
        return f"Waiting for {self.name}, at another screen…"


def seats_of(names: Sequence[str], styles: Sequence[str | None]) -> tuple[SeatController, ...]:
    """The controllers of a hot-seat table: a computer where a seat has a style, else a person
    at this keyboard."""
    controllers: list[SeatController] = []
    for index, name in enumerate(names):
        style = styles[index] if index < len(styles) else None
        known = style.strip().lower() if isinstance(style, str) else None
        controllers.append(Computer(name, known) if known in PROFILES and known is not None else AtKeyboard(name))
    return tuple(controllers)


def people(seats: Sequence[SeatController]) -> frozenset[int]:
    """The seats people play (anywhere): what the engine's undo goes back to."""
    return frozenset(index for index, seat in enumerate(seats) if seat.is_person)
