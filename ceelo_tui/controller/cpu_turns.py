"""Seats that move by themselves (computers): each turn is played after a short pause.

The app holds one :class:`ComputerTurns`, the pacing of those seats; what they play is their
seat controllers' decision (:meth:`~ceelo_tui.controller.seats.SeatController.decide`), asked
through the game controller. Whenever the table shows a new state, or a screen comes back on
top, it looks at what the table is waiting for:

- a seat whose controller moves by itself, to move (stake, pass the bank, fade, pass, ante,
  roll);
- the next round, or the final standings, when every seat moves by itself (a person at the
  table moves on with their own key).

It then waits the pause of the computers' pace (:attr:`ComputerTurns.pace`; :data:`PAUSE` at
the normal pace) with animations on (so people can watch), or only until the app has handled
what is already queued with animations off, asks the game controller for the seats' decision
and plays it through the game controller's one path, saying which seat's controller made it.
The decisions come from :func:`~ceelo_tui.engine.cpu.decision_rng` of the match's seed, never
from the match's dice generator, so the journal replays the same dice.

Hurrying (the key ``f``) plays the computers' turns at once, their dice landed without
tumbling, until the table waits for a person (or, at a table of only computers, until the game
ends or ``f`` is pressed again): an all-computer stretch goes by in moments instead of a pause
and a tumble a move.

No timer is left running while a person's turn is awaited, while a dialog, the help or the
too-small notice covers the table, or while computer play is paused: the driver looks again
when the state or the screen changes, or when play resumes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..engine.errors import IllegalMove
from ..engine.journal import Move
from ..presenters.catalog import WORDS
from .computer_pace import DEFAULT_PACE, PACES
from .cpu_words import intent_words

if TYPE_CHECKING:
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.timer import Timer

    from ..engine.games import AnyGame
    from .app_link import MatchHost

PAUSE = PACES[DEFAULT_PACE]
"""Seconds a computer seat waits before its move while animations are on, at the normal pace."""


class ComputerTurns:
    """Plays the computer seats of the app's match, one move per pause."""

    def __init__(self, app: MatchHost) -> None:
        """The driver of ``app``'s computer seats (call :meth:`attach` once the app runs)."""
        self.app = app
        self.paused = False
        """True while computer play is held (the players pressed the pause key)."""
        self.hurrying = False
        """True while the computers' turns are played at once, dice landed (the hurry key)."""
        self.pace = DEFAULT_PACE
        """The computers' pace (a setup choice, :mod:`~ceelo_tui.controller.computer_pace`): the pause before each move."""
        self._timer: Timer | None = None
        self._ticket = 0
        self._offered: tuple[bool, ...] | None = None

    # ------------------------------------------------------------------ wiring
    def attach(self) -> None:
        """Look again whenever the screen on top changes (a dialog closed, the window grew)."""
        self.app.screen_change_signal.subscribe(cast("DOMNode", self.app), self._screen_changed)

    def _screen_changed(self, _screen: "Screen[object]") -> None:
        self.schedule()

    # ------------------------------------------------------------------ questions
    @property
    def waiting(self) -> bool:
        """True while a computer's move waits out its pause (a timer is running); nothing ticks
        while a person's turn is awaited, play is paused, or a dialog covers the table."""
        return self._timer is not None

    @property
    def in_play(self) -> bool:
        """True while a match with a computer seat is being played (not over)."""
        match = self.app.match
        return match is not None and not match.state.is_over and self._computers() > 0

    def _computers(self) -> int:
        """How many seats computers play."""
        seats = self.app.controller.seats
        return sum(1 for index in range(len(seats)) if self._plays(index))

    def _plays(self, seat: int | None) -> bool:
        """True when ``seat``'s controller moves by itself (a computer plays it)."""
        return self.app.controller.decides(seat)

    def _all_computers(self) -> bool:
        """True when computers play every seat (the table plays itself)."""
        seats = self.app.controller.seats
        return bool(seats) and self._computers() == len(seats)

    def due(self) -> bool:
        """True when the table, as shown, waits for a computer's move (or a whole computer
        table waits to move on), with nothing in the way."""
        app = self.app
        match = app.match
        state = app.shown
        if self.paused or match is None or state is None or state is not match.state:
            return False
        if app.dice_in_flight is not None or not app.controller.table_watching():
            return False
        if state.is_over:
            return self._all_computers() and not app.standings_open
        actor = state.actor
        if actor is not None:
            return self._plays(actor)
        return "next_round" in state.legal_moves() and self._all_computers()

    def planned(self, state: AnyGame) -> Move | None:
        """The move the computer seat to move in ``state`` will make after its pause, or None
        (a person's turn, between rounds, the match's state has moved on, or the game is over).

        Its controller decides it from a copy of the decision generator the move will be
        played from, so what the table announces is what is played.
        """
        if state.actor is None:
            return None
        decided = self.app.controller.decision(state, looking_ahead=True)
        return decided[1] if decided is not None else None

    def intent(self, state: AnyGame) -> str | None:
        """The table's words for the computer's coming move ('Cy (computer, cautious) will pass…'),
        or None when no computer seat is about to move in ``state``."""
        move = self.planned(state)
        return intent_words(state, move) if move is not None else None

    # ------------------------------------------------------------------ moves
    def schedule(self) -> None:
        """Set up the next computer move if one is due; cancel any other pending one."""
        self._cancel()
        if not self.due():
            if self.hurrying and self._waits_for_a_person():
                self.hurrying = False  # a person's turn: the hurry is over
            self._offer_keys()
            return
        self._offer_keys()
        self._ticket += 1
        ticket = self._ticket
        pause = PACES[self.pace]
        if self.app.animation_level == "none" or self.hurrying or not pause:
            self.app.call_later(self._act, ticket)
        else:
            self._timer = self.app.set_timer(pause, lambda: self._act(ticket), name="computer-turn")

    def _cancel(self) -> None:
        self._ticket += 1
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _act(self, ticket: int) -> None:
        """The pause is over: make the move, if it is still due."""
        if ticket != self._ticket:
            return
        self._timer = None
        if not self.due():
            return
        app = self.app
        state = app.shown
        assert state is not None
        if state.is_over:
            app.show_standings()
            return
        try:
            decided = app.controller.decision(state)
        except IllegalMove:  # pragma: no cover - a seat that moves by itself has a move when one is due
            return
        if decided is not None:
            by, move = decided
            app.controller.play(move, by)

    def _waits_for_a_person(self) -> bool:
        """True when the table shown waits for a person's move (or the game is over)."""
        state = self.app.shown
        if state is None or state.is_over:
            return True
        actor = state.actor
        return (actor is not None and not self._plays(actor)) or (actor is None and not self._all_computers())

    # ------------------------------------------------------------------ pause and hurry keys
    def toggle_hurry(self) -> None:
        """Hurry the computers' turns until a person's turn, or stop hurrying."""
        self.hurrying = not self.hurrying
        self.app.notify(WORDS.computers_hurry if self.hurrying else WORDS.computers_take_time, timeout=2)
        self.schedule()
    def toggle_pause(self) -> None:
        """Hold computer play, or let it go on."""
        self.paused = not self.paused
        self.app.notify(WORDS.computers_paused if self.paused else WORDS.computers_go_on, timeout=2)
        self.schedule()

    def key_available(self, action: str) -> bool | None:
        """Whether the footer offers ``pause_computers`` / ``resume_computers`` /
        ``hurry_computers`` now (hurrying only where a computer's turn is due or under way)."""
        if not self.in_play:
            return False
        if action == "hurry_computers":
            return not self.paused and (self.hurrying or not self._waits_for_a_person())
        return self.paused if action == "resume_computers" else not self.paused

    def _offer_keys(self) -> None:
        """Refresh the footer when the pause key comes or goes."""
        offered = (self.in_play, self.paused, self.hurrying, self._waits_for_a_person())
        if offered != self._offered:
            self._offered = offered
            self.app.refresh_bindings()
