"""GameController: the one game a screen shows, and the one path every move takes.

Data flows one way::

    a key (table screen), a computer's or the house's decision (its seat controller)
        -> controller.play(move, by) -> the one check of who may move (``by``: the keys here,
           or the seat whose controller decided) -> Match.play -> new state
        -> display.state (the truth) -> display.shown (what the table shows)
        -> the table updates in place

Who makes a move is said, never guessed from the move: :data:`KEYS` for a key pressed at this
screen (it may move only for a seat this keyboard plays), :class:`BySeat` for a move a seat's
controller decided (a computer; it may move only for its own seat, on its turn).

``state`` is the engine's latest word. ``shown`` equals it except while dice are in the air,
when it keeps the table as it was before the roll, so no balance or word gives the result away
before the dice land; the table calls :meth:`GameController.reveal` when its tray says they
have settled. The controller writes both to its :class:`Display` (the app's reactive
attributes, which redraw the table), and holds no Textual object itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from msgspec import Struct

from ..engine.errors import IllegalMove
from ..engine.journal import Move
from ..presenters.catalog import WORDS
from .seats import SeatController, Turn, decision, people, seats_of

if TYPE_CHECKING:  # for mypy only (the structs here are never encoded or inspected): setup is drawn without the games
    from ..engine.dice import Dice
    from ..engine.games import AnyGame
    from ..engine.match import Match


class ByKeys(Struct, frozen=True):
    """A move from a key pressed at this screen: only for a seat this keyboard plays."""


class BySeat(Struct, frozen=True):
    """A move ``seat``'s controller decided (a computer, a bot): only for that seat, on its turn
    (or to move the table on between rounds)."""

    seat: int


Mover = ByKeys | BySeat
"""Who makes a move: the keys here, or a seat's controller."""

KEYS = ByKeys()
"""The keys at this screen, as a mover."""


class Display(Protocol):
    """Where the controller's word goes: what the table shows."""

    state: AnyGame | None
    shown: AnyGame | None
    dice_in_flight: Dice | None
    refusal: str

    def bell(self) -> None:
        """Ring the terminal's bell (a refused move)."""


class GameController:
    """Owns the match being played, what the table shows of it, and one controller per seat;
    every move, from a key or a seat's controller, goes through :meth:`play`."""

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
        self._rng: random.Random | None = None
        self._rng_match: Match | None = None

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

    def decides(self, index: int | None) -> bool:
        """True when seat ``index``'s controller makes its moves by itself here (a computer)."""
        return index is not None and 0 <= index < len(self.seats) and self.seats[index].moves_by_itself

    def here(self) -> frozenset[int]:
        """The seats whose moves the keys at this screen make."""
        return frozenset(index for index, seat in enumerate(self.seats) if seat.keys_move_here)

    def people(self) -> frozenset[int]:
        """The seats people play, here or elsewhere."""
        return people(self.seats)

    # ------------------------------------------------------------------ who decides
    def decision(self, state: AnyGame, *, looking_ahead: bool = False) -> tuple[BySeat, Move] | None:
        """The move the seat controllers make now in ``state`` (the match's latest), and which
        seat's controller decided it; None while a person's move is awaited, the game is over
        or ``state`` is not the match's latest.

        ``looking_ahead`` draws nothing from the match's decision generator: it is the move a
        later call without it will make (what a computer is about to do, for the table).
        """
        match = self.match
        if match is None or state is not match.state or state.is_over:
            return None
        turn = Turn(state, state.actor, self._decisions(match), len(match.journal.moves))
        move = decision(self.seats, turn.looking_ahead() if looking_ahead else turn)
        return None if move is None else (BySeat(state.actor or 0), move)

    def _decisions(self, match: Match) -> random.Random:
        """The decision generator of ``match`` (one per match, from its seed; never its dice)."""
        if self._rng is None or self._rng_match is not match:
            from ..engine.cpu import decision_rng  # with the first match: setup starts without the games

            self._rng, self._rng_match = decision_rng(match.seed), match
        return self._rng

    # ------------------------------------------------------------------ moves
    def refusal(self, move: Move, by: Mover = KEYS) -> str | None:
        """The one check of who may move: why ``by`` may not make ``move`` now, in words, or
        None (then the engine decides whether the move itself is legal).

        A key here moves for the seat the move names, else for the seat to move, and only when
        that seat's controller lets the keys here move for it; an undo may be asked by anyone
        at the table (the engine decides). A seat's controller moves only for its own seat, on
        its turn, or moves the table on between rounds.
        """
        match = self.match
        if match is None:
            return None
        state = match.state
        if isinstance(by, BySeat):
            return self._seat_refusal(state, move, by.seat)
        if move.kind == "undo":
            return None
        seat = move.seat if move.seat is not None else state.actor
        if seat is None or not 0 <= seat < len(self.seats):
            return None
        return self.seats[seat].key_refusal()

    def _seat_refusal(self, state: AnyGame, move: Move, seat: int) -> str | None:
        """Why seat ``seat``'s controller may not make ``move`` now, or None."""
        if not self.decides(seat):
            return WORDS.no_move_by_itself(seat + 1)
        actor = state.actor
        name = state.name(seat)
        if actor is not None and actor != seat:
            return WORDS.not_their_turn(state.name(actor), name)
        if move.seat is not None and move.seat != seat:
            return WORDS.own_seat_only(name)
        return None

    def key_refusal(self, move: Move) -> str | None:
        """Why a key at this screen may not make ``move`` now (the seat it is for is played by a
        computer or from another screen), or None: :meth:`refusal` for the keys here."""
        return self.refusal(move, KEYS)

    def keys_move_now(self, state: AnyGame) -> bool:
        """True unless the seat to move in ``state`` is one no key here may move for."""
        actor = state.actor
        return actor is None or actor >= len(self.seats) or self.seats[actor].keys_move_here

    def waiting_words(self, state: AnyGame) -> str | None:
        """What the table waits for when the seat to move in ``state`` is played elsewhere (at
        another screen), or None."""
        actor = state.actor
        return self.seats[actor].waiting_words() if actor is not None and actor < len(self.seats) else None

    def log_lines(self, state: AnyGame, log: tuple[str, ...]) -> tuple[str, ...]:
        """The round's log as this screen shows it: the engine's events (a hosted table weaves
        its talk in)."""
        return log

    def settled_words(self, state: AnyGame) -> str | None:
        """What the settled panel says instead of "press Enter for the next round" (None: that):
        at a shared table, who starts the next round, or that another screen started it while
        this one keeps the settlement its player reads. At one keyboard the one player does."""
        return None

    def moves_on_here(self) -> bool:
        """True when a key here may start the next round (at a shared table, a screen holding no
        seat watches: its players do)."""
        return True

    def stood_in_lines(self) -> Mapping[tuple[int, int], str]:
        """(round, line of its log) -> the away player for whom the house made the move that
        wrote the line (a hosted table's house; none at one keyboard)."""
        return {}

    def keeps_settlement(self) -> bool:
        """True while the screen keeps a settled round the game has moved on from (at a
        shared table, until its player presses a key); never at one keyboard."""
        return False

    def let_go(self) -> bool:
        """A key or a click while the screen keeps a settled round the game moved on from: show
        the game as it stands now, and True (the key did that and nothing else)."""
        return False

    def undo_refusal(self, state: AnyGame) -> str:
        """Why nothing can be taken back in ``state``; "" when it can (back to a person's move)."""
        return state.undo_refusal(self.people())

    def play(self, move: Move, by: Mover = KEYS) -> bool:
        """Make one move, whoever makes it (``by``): the one path every move takes. True if
        accepted (at a hosted table: sent).

        The one check of who may move comes first (:meth:`refusal`); then the move is made
        (:meth:`make`). A refused move changes nothing: its message goes to the display's
        ``refusal`` (shown on the message line) and the bell rings (not for a key pressed on
        another's turn, which the table has already answered).
        """
        if not self.may_play(move, by):
            return False
        return self.make(move)

    def may_play(self, move: Move, by: Mover = KEYS) -> bool:
        """True when ``move`` may go to the engine now: a match is on, no dice are in the air,
        and ``by`` may move for the seat it is for (else the refusal says who plays it)."""
        if self.match is None or self.display.dice_in_flight is not None:
            return False
        why = self.refusal(move, by)
        if why:
            self.display.refusal = why
            return False
        return True

    def make(self, move: Move) -> bool:
        """Play a move that passed the check through the engine; True if accepted.

        An accepted roll keeps ``shown`` as it was until :meth:`reveal`, so the dice can land
        first; faces typed at a real-dice table were seen on the table already and show at once.
        """
        match = self.match
        if match is None:
            return False
        display = self.display
        try:
            new = match.play(move)
        except IllegalMove as error:
            display.refusal = str(error)
            display.bell()
            return False
        typed = move.dice is not None  # faces rolled at a real-dice table: nothing to tumble
        self.accepted(new, match.journal.moves[-1], tumble=not typed)
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
