"""GameController: the one game a screen shows, and who may move for each seat.

Data flows one way::

    key or click -> table screen -> controller.play(move) -> the seat's controller may refuse
                 -> Match.play -> new state -> display.state (the truth)
                 -> display.shown (what the table shows) -> the table updates in place

``state`` is the engine's latest word. ``shown`` equals it except while dice are in the air,
when it keeps the table as it was before the roll, so no balance or word gives the result away
before the dice land; the table calls :meth:`GameController.reveal` when its tray says they
have settled. The controller writes both to its :class:`Display` (the app's reactive
attributes, which redraw the table), and holds no Textual object itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ..engine.dice import Dice
from ..engine.errors import IllegalMove
from ..engine.games import AnyGame
from ..engine.journal import Move
from ..engine.match import Match
from .seats import Computer, Remote, SeatController, people, seats_of


class Display(Protocol):
    """Where the controller's word goes: what the table shows."""

    state: AnyGame | None
    shown: AnyGame | None
    dice_in_flight: Dice | None
    refusal: str

    def bell(self) -> None:
        """Ring the terminal's bell (a refused move)."""


class GameController:
    """Owns the match being played, what the table shows of it, and one controller per seat."""

    def __init__(self, display: Display) -> None:
        self.display = display
        self.match: Match | None = None
        """The one match being played, or None at setup."""
        self.seats: tuple[SeatController, ...] = ()
        """Who plays each seat of the match, by seat."""
        self.standings_open = False
        """True once the players have moved on from the last round to the final standings."""
        self.table_watching: Callable[[], bool] = lambda: False
        """True when a table is in front to tumble a roll's dice (and then call :meth:`reveal`);
        the app sets it. Otherwise a roll shows at once."""

    # ------------------------------------------------------------------ the match
    def take(self, match: Match, seats: Sequence[SeatController] | None = None) -> None:
        """Play ``match`` from its current state; ``seats``: who plays each seat (default: a
        computer where the setup gives a style, else a person at this keyboard)."""
        state = match.state
        self.match = match
        self.seats = tuple(seats) if seats is not None else seats_of(
            [seat.name for seat in state.seats], [seat.style for seat in state.seats])
        self.standings_open = False
        self._show(state, state, refusal="")

    def leave(self) -> None:
        """No match any more (back to setup)."""
        self.match = None
        self.seats = ()
        self.standings_open = False
        self._show(None, None, refusal="")

    def seat(self, index: int) -> SeatController:
        """The controller of seat ``index``."""
        return self.seats[index]

    def computer(self, index: int | None) -> Computer | None:
        """The computer playing seat ``index``, or None (a person, or no seat)."""
        if index is None or not 0 <= index < len(self.seats):
            return None
        seat = self.seats[index]
        return seat if isinstance(seat, Computer) else None

    def here(self) -> frozenset[int]:
        """The seats whose moves the keys at this screen make."""
        return frozenset(index for index, seat in enumerate(self.seats) if seat.keys_move_here)

    def people(self) -> frozenset[int]:
        """The seats people play, here or elsewhere."""
        return people(self.seats)

    # ------------------------------------------------------------------ moves
    def key_refusal(self, move: Move) -> str | None:
        """Why a key at this screen may not make ``move`` now (the seat to move is played by a
        computer or from another screen), or None. A move naming its seat comes from that seat's
        own controller; an undo may be asked by anyone at the table, the engine decides."""
        match = self.match
        if match is None or move.seat is not None or move.kind == "undo":
            return None
        actor = match.state.actor
        if actor is None or actor >= len(self.seats):
            return None
        return self.seats[actor].key_refusal()

    def keys_move_now(self, state: AnyGame) -> bool:
        """True unless the seat to move in ``state`` is one no key here may move for."""
        actor = state.actor
        return actor is None or actor >= len(self.seats) or self.seats[actor].keys_move_here

    def waiting_words(self, state: AnyGame) -> str | None:
        """What the table waits for when the seat to move in ``state`` is played at another
        screen, or None."""
        actor = state.actor
        seat = self.seats[actor] if actor is not None and actor < len(self.seats) else None
        return seat.waiting_words() if isinstance(seat, Remote) else None

    def undo_refusal(self, state: AnyGame) -> str:
        """Why nothing can be taken back in ``state``; "" when it can (back to a person's move)."""
        return state.undo_refusal(self.people())

    def play(self, move: Move) -> bool:
        """Make one move through the engine; True if accepted.

        A refused move changes nothing: its message goes to the display's ``refusal`` (shown on
        the message line) and the bell rings (not for a key pressed on another's turn, which the
        table has already answered). An accepted roll keeps ``shown`` as it was until
        :meth:`reveal`, so the dice can land first; faces typed at a real-dice table were seen on
        the table already and show at once.
        """
        if not self.may_play(move) or self.match is None:
            return False
        display = self.display
        try:
            new = self.match.play(move)
        except IllegalMove as error:
            display.refusal = str(error)
            display.bell()
            return False
        typed = move.dice is not None  # faces rolled at a real-dice table: nothing to tumble
        self.accepted(new, self.match.journal.moves[-1], tumble=not typed)
        return True

    def may_play(self, move: Move) -> bool:
        """True when ``move`` may go to the engine now: a match is on, no dice are in the air,
        and a key here may move for the seat to move (else the refusal says who plays it)."""
        if self.match is None or self.display.dice_in_flight is not None:
            return False
        why = self.key_refusal(move)
        if why:
            self.display.refusal = why
            return False
        return True

    def accepted(self, new: AnyGame, move: Move, *, tumble: bool = True) -> None:
        """Show ``new``, the state an accepted ``move`` made (as the journal keeps it): a roll's
        dice tumble onto its faces first where a table is in front to land them (``tumble``)."""
        if tumble and move.kind == "roll" and move.dice is not None and self.table_watching():
            self._show(new, None, refusal="", flying=move.dice)
        else:
            self._show(new, new, refusal="")

    def reveal(self) -> None:
        """The dice have landed: show the state the roll made."""
        display = self.display
        display.dice_in_flight = None
        if display.shown is not display.state:
            display.shown = display.state

    def _show(self, state: AnyGame | None, shown: AnyGame | None, *, refusal: str, flying: Dice | None = None) -> None:
        """Tell the display: the truth first, then what is shown (``None``: keep it as it is)."""
        display = self.display
        display.refusal = refusal
        display.state = state
        if flying is not None:
            display.dice_in_flight = flying
            return
        display.dice_in_flight = None
        display.shown = shown
