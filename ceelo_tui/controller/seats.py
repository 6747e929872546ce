"""Seat controllers: who makes a seat's moves, and what move they make now.

The engine knows each seat's computer style (it is part of the game's setup and its journal);
who makes a seat's moves is a question of where the game is played. A hot-seat table has
people at this keyboard and computer seats; a shared table adds players at other screens,
whose moves arrive over the network, and the house, which plays for a player who is away.

Every seat controller answers one question, :meth:`SeatController.decide`: what move now? A
computer (or the house standing in for someone away) answers with its move; a person answers
None, because a person moves by keys (here, or at another screen). Everything that acts on a
seat's behalf (the computer driver here, the house at a hosted table) asks this question and
nothing else, so a new kind of seat (a bot, a replay of a saved game) is one class here.

Whether a key at *this* screen may move for a seat is the seat controller's word too
(:meth:`SeatController.key_refusal`), asked by the game controller's one check of who may move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from msgspec import Struct

from ..engine.cpu_styles import PROFILES
from ..engine.journal import Move
from ..presenters.catalog import WORDS

if TYPE_CHECKING:  # for mypy only (a Turn is never encoded or inspected): setup is drawn without the games
    from ..engine.games import AnyGame

PASSES = ("pass", "pass_bank", "decline")
"""The moves by which a seat sits a round out: the house makes one for a player who is away
(an away player's coins are not gambled where the rules let them sit out, and an away player
buys nothing back in)."""


class Turn(Struct, frozen=True):
    """What a seat controller is asked about: the game as it stands and whose move it is."""

    state: AnyGame
    seat: int | None
    """The seat to move; None between rounds, when any seat may move the table on."""
    rng: random.Random
    """The match's decision generator (:func:`~ceelo_tui.engine.cpu.decision_rng`): what a
    decision draws from, so a seeded table decides the same way again and the dice are not
    touched. A look ahead (the table saying what a computer is about to do) passes a copy."""
    made: int = 0
    """How many moves the match's journal holds already (where a replay is up to)."""

    def looking_ahead(self) -> Turn:
        """This turn with a copy of the generator: a decision from it draws nothing from the real
        one, and is the decision the real one will make next."""
        probe = random.Random()
        probe.setstate(self.rng.getstate())
        return Turn(self.state, self.seat, probe, self.made)


class SeatController(Struct, frozen=True):
    """Who plays one seat. ``name`` is the seat's player's name, for the words."""

    name: str

    def decide(self, turn: Turn) -> Move | None:
        """The move this seat makes now (``turn.seat`` is this seat, or None between rounds);
        None: a person makes it, by keys here or at another screen."""
        return None

    @property
    def moves_by_itself(self) -> bool:
        """True when nobody presses a key for this seat: its moves are decided for it here."""
        return False

    @property
    def keys_move_here(self) -> bool:
        """True when a key at this screen makes this seat's moves."""
        return self.key_refusal() is None

    def key_refusal(self) -> str | None:
        """Why a key at this screen cannot move for this seat, in words; None when it can."""
        return None

    def waiting_words(self) -> str | None:
        """What the table shows it waits for on this seat's turn (None: nothing to say; a seat at
        this keyboard has its keys, a computer says what it will do)."""
        return None

    @property
    def is_person(self) -> bool:
        """True when a person makes this seat's moves (here or at another screen): taking back
        a move goes back to a person's, never to a computer's alone."""
        return not self.moves_by_itself


class AtKeyboard(SeatController, frozen=True):
    """A person at this keyboard: the keys move for them on their turn."""


def computer_move(turn: Turn, style: str) -> Move:
    """The move a computer ``style`` makes in ``turn``.

    Its decisions (:mod:`~ceelo_tui.engine.cpu`) and the games they read are imported here,
    not at the top: the setup screen is drawn before any game is imported (the app imports them
    just after, ``ceelo_tui.app.FOR_PLAY``).
    """
    from ..engine.cpu import choose_move

    return choose_move(turn.state, turn.seat, style, turn.rng)


class Computer(SeatController, frozen=True):
    """A computer style plays the seat, by itself (after a pause, so people can follow it)."""

    style: str = "cautious"

    def decide(self, turn: Turn) -> Move:
        return computer_move(turn, self.style)

    @property
    def moves_by_itself(self) -> bool:
        return True

    def key_refusal(self) -> str | None:
        return WORDS.computer_moves_itself(self.name)


class StandIn(SeatController, frozen=True):
    """The house, playing for a player whose screen is away from a hosted table: it sits the
    round out where the rules let it (a pass), else plays the move of a computer ``style``.
    The player takes the seat back by coming back."""

    style: str = "cautious"

    def decide(self, turn: Turn) -> Move:
        legal = turn.state.legal_moves()
        for passing in PASSES:
            if passing in legal:
                return Move(passing, seat=turn.seat)
        return computer_move(turn, self.style)

    @property
    def moves_by_itself(self) -> bool:
        return True

    def key_refusal(self) -> str | None:
        return WORDS.house_plays_away(self.name)


class Remote(SeatController, frozen=True):
    """A player at another screen of a shared table: their moves arrive from the table."""

    present: bool = True
    """False while their screen is away (the table waits for them, then the house plays)."""
    style: str | None = None
    """The computer style the hosting table plays the seat with (None: a person)."""
    held: bool = True
    """False while no screen holds the seat: a screen joined to watch may take it (t)."""
    house_stands_in: bool = False
    """True when the table's house plays an away player's turns after a while (``away_after``);
    False: it waits for them however long it takes."""

    def key_refusal(self) -> str | None:
        if self.style is not None:
            return WORDS.table_plays_computer(self.name)
        if not self.held:
            return WORDS.seat_free_take_it(self.name)
        return WORDS.plays_elsewhere(self.name, not self.present, self.house_stands_in)

    @property
    def is_person(self) -> bool:
        return self.style is None

    def waiting_words(self) -> str:
        if self.style is not None:
            return WORDS.computer_moves_at_table(self.name, self.style)
        if not self.held:
            return WORDS.seat_free_waiting(self.name)
        if not self.present:
            if self.house_stands_in:
                return WORDS.away_house_soon(self.name)
            return WORDS.away_table_waits(self.name)
        return WORDS.waiting_for(self.name)


def decision(seats: Sequence[SeatController], turn: Turn) -> Move | None:
    """The move the seats' controllers make now, or None while a person's move is awaited.

    On a seat's turn, that seat's controller decides. Between rounds (``turn.seat`` None) the
    table moves on by itself only when no seat waits for a person: every controller would
    decide, and the first one's move is made (the others only look, drawing nothing).
    """
    if turn.seat is not None:
        return seats[turn.seat].decide(turn) if 0 <= turn.seat < len(seats) else None
    if not seats or "next_round" not in turn.state.legal_moves():
        return None
    if any(seat.decide(turn.looking_ahead()) is None for seat in seats[1:]):
        return None
    return seats[0].decide(turn)


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
