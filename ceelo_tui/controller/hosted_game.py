"""A screen at a hosted table: the same table screen, its moves made by the table.

:class:`HostedGame` is a :class:`~.game_controller.GameController` whose match is a replica of
a table another process hosts (``ceelo-tui host``). The replica follows the table's accepted
moves, so the table screen draws it exactly as it would draw a game at one keyboard. What
differs is who moves:

- the seats this screen holds are :class:`~.seats.AtKeyboard`: a key makes their move, which
  takes the game controller's one path (its one check of who may move) and then goes to the
  table; the table plays it (its dice rolled there) and every screen, this one included,
  hears of it and plays it on its replica, dice tumbling towards the faces it carries;
- every other seat is :class:`~.seats.Remote`: a person at another screen, or a computer the
  table itself plays (no computer plays on this screen, so no two screens decide for one seat).

The link to the table is anything with :class:`TableLink`'s shape (``ceelo_tui.net``'s client).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol

from msgspec.structs import replace

from ..engine.errors import IllegalMove
from ..engine.game import read_dice
from ..engine.games import AnyGame
from ..engine.journal import Move
from ..engine.match import Match
from ..presenters.catalog import WORDS
from .game_controller import KEYS, Display, GameController, Mover
from .seats import AtKeyboard, Remote, SeatController
from .table_talk import TableTalk


class MoveAnswer(Protocol):
    """The table's answer to a move."""

    @property
    def accepted(self) -> bool: ...
    @property
    def reason(self) -> str: ...
    @property
    def offline(self) -> bool:
        """Refused because the connection failed, not by the table."""
    @property
    def stale(self) -> bool:
        """Refused because another screen's move reached the table first."""


class SeatLike(Protocol):
    """One seat as the table describes it."""

    seat: int
    name: str
    status: str
    """'open' (nobody holds it), 'present', 'away' or 'house' (a computer the table plays)."""


class TableLink(Protocol):
    """A screen's connection to a hosted table, as the controller uses it."""

    @property
    def match(self) -> Match | None:
        """The replica of the table's match (None until joined)."""

    @property
    def seats(self) -> Sequence[Any]:
        """The table's seats (each :class:`SeatLike`)."""

    @property
    def my_seats(self) -> Sequence[int]:
        """The seats this screen holds."""

    @property
    def away_after(self) -> float | None:
        """Seconds after which the house plays an away player's turns (None: it never does)."""

    def send_move(self, move: Move) -> Awaitable[MoveAnswer]:
        """Ask the table to play ``move`` for one of this screen's seats."""


def hosted_seats(match: Match, link: TableLink) -> tuple[SeatController, ...]:
    """Who plays each seat, from this screen: its own seats at this keyboard, the rest remote
    (a computer style the table plays, a person present or away)."""
    state = match.state
    described = {getattr(seat, "seat", -1): seat for seat in link.seats}
    controllers: list[SeatController] = []
    for index, seat in enumerate(state.seats):
        if index in link.my_seats:
            controllers.append(AtKeyboard(seat.name))
            continue
        view = described.get(index)
        status = getattr(view, "status", "present")
        controllers.append(Remote(seat.name, present=status != "away", style=seat.style, held=status != "open",
                                  house_stands_in=link.away_after is not None))
    return tuple(controllers)


class HostedGame(GameController):
    """The game controller of a screen joined to a hosted table."""

    def __init__(self, display: Display, link: TableLink, run: Callable[[Awaitable[None]], object]) -> None:
        """Follow ``link``'s table on ``display``; ``run`` starts a coroutine (the app's worker),
        so a key never waits for the table's answer."""
        super().__init__(display)
        self.link = link
        self.run = run
        self.sending = False
        """True while a move of this screen's is on its way to the table (one at a time)."""
        self.talk = TableTalk()
        """The table's talk and the host's news this screen heard, for the round's log."""
        self.moving_on = False
        """The move on its way starts the next round: this screen's player is done reading."""
        self.house_lines: dict[tuple[int, int], str] = {}
        """(round, line of its log) -> the away player the house made that line's move for."""
        self.held_by: str | None = None
        """Who started the next round while this screen showed the settled round (None: the
        screen shows the table as it stands): the screen keeps the settlement until its player
        presses a key, so one player's Enter never takes it away from another mid-read."""
        self.offline_refusal = ""
        """The refusal shown because the connection failed ('' when none is): it goes when the
        screen is back at the table, since it was true only while the table was out of reach."""

    def follow(self) -> None:
        """Show the replica as it stands, and who plays each seat from here."""
        match = self.link.match
        if match is not None:
            self.held_by = None
            self.take(match, hosted_seats(match, self.link))

    def settled_words(self, state: AnyGame) -> str | None:
        """Who starts the next round: any screen holding a seat, for everyone (or, while a
        settled round is kept on screen, who started it, and the key that shows it)."""
        if self.held_by is not None:
            return WORDS.started_next_round(self.held_by)
        if state.is_over or state.offers or "next_round" not in state.legal_moves():
            return None
        if self.link.my_seats:
            return WORDS.next_round_for_everyone(state.winner_take_all)
        return WORDS.a_player_starts_next_round(state.winner_take_all)

    def moves_on_here(self) -> bool:
        """A screen holding a seat starts the next round (a screen keeping a settled round lets
        it go with any key); a screen watching does not."""
        return self.held_by is not None or bool(self.link.my_seats)

    def keeps_settlement(self) -> bool:
        """True while another screen's player started the next round and this screen still
        shows the settled one."""
        return self.held_by is not None

    def let_go(self) -> bool:
        """Show the table as it stands now, after the settled round kept on screen."""
        if self.held_by is None:
            return False
        self.held_by = None
        self.display.refusal = ""
        self.display.shown = self.display.state
        return True

    def seats_changed(self) -> list[str]:
        """The table's seats changed (a claim, a screen gone or back): ask again who plays each;
        returns what changed, in words, for the players to read."""
        if self.match is None:
            return []
        before = self.seats
        self.seats = hosted_seats(self.match, self.link)
        self._redraw()  # the keys offered may have changed
        return [words for old, new in zip(before, self.seats, strict=False) if (words := _change(old, new))]

    def log_lines(self, state: AnyGame, log: tuple[str, ...]) -> tuple[str, ...]:
        """The round's events with the table's talk and the host's news where they were heard."""
        return self.talk.woven(state, log)

    def heard_talk(self, speaker: str, text: str) -> None:
        """A line of table talk arrived: into the log, drawn now."""
        self.talk.said(self.display.state, speaker, text)
        self._redraw()

    def heard_host(self, words: str) -> None:
        """The host did something (``words``): into the log, drawn now."""
        self.talk.host(self.display.state, words)
        self._redraw()

    def _redraw(self) -> None:
        shown = self.display.shown
        if self.display.dice_in_flight is None and shown is not None:
            self.display.shown = shown

    def may_play(self, move: Move, by: Mover = KEYS) -> bool:
        """As at one keyboard, and one move at a time: not while one is on its way. A key (or
        a click) while a settled round is kept on screen shows the table as it stands instead:
        it was pressed for that round, not for the next one's first move."""
        if self.let_go():
            return False
        return not self.sending and super().may_play(move, by)

    def make(self, move: Move) -> bool:
        """Send a move that passed the check to the table; True: it went (the table answers
        later: a refusal shows on the message line, an accepted move arrives as every move
        does, and the replica plays it)."""
        if move.kind == "roll" and move.dice is not None:
            # Faces typed at a real-dice table come as the text typed: read here, as the engine
            # reads them at one keyboard (a bad entry refused in its words), and sent as dice.
            try:
                move = replace(move, dice=read_dice(move.dice))
            except IllegalMove as error:
                self.display.refusal = str(error)
                self.display.bell()
                return False
        self.sending = True
        self.moving_on = move.kind == "next_round"
        self.display.refusal = ""
        self.run(self._send(move))
        return True

    async def _send(self, move: Move) -> None:
        try:
            answer = await self.link.send_move(move)
        finally:
            self.sending = False
        if not answer.accepted and answer.stale:
            return  # another screen's move came first: this one was for a turn that is over
        if not answer.accepted:
            self.display.refusal = answer.reason
            self.offline_refusal = answer.reason if answer.offline else ""
            self.display.bell()

    def reconnected(self) -> None:
        """Back at the table: a refusal that said it was out of reach is no longer true."""
        if self.offline_refusal and self.display.refusal == self.offline_refusal:
            self.display.refusal = ""
        self.offline_refusal = ""

    def saving_changed(self, problem: str, words: str) -> None:
        """The table cannot save moves (``problem``), so refuses every move, or ('') it saves
        them again: the message line says so on every screen, not only the mover's, and keeps
        saying it until it is over (no move is accepted meanwhile to clear it)."""
        if problem:
            self.display.refusal = words
        elif self.display.refusal.startswith(WORDS.not_saved_head):
            self.display.refusal = ""

    def arrived(self, move: Move) -> None:
        """The table accepted ``move`` (anyone's) and the replica has played it: show it, a
        roll's dice tumbling first where the table screen is in front."""
        match = self.match
        if match is None:
            return
        display = self.display
        if self.held_by is None and self._keeps_settlement(move):
            seat = move.seat
            self.held_by = match.state.name(seat) if seat is not None else WORDS.table_name
        if self.held_by is not None:
            display.state = match.state  # the game goes on; the settled round stays in front
            display.shown = display.shown  # redraw: the settled panel says who moved on
            return
        if display.dice_in_flight is not None:
            self.reveal()  # a roll still tumbling: its result shows now, the next move after it
        self.accepted(match.state, move)

    def house_played(self, seat: int, before: AnyGame, after: AnyGame) -> None:
        """The house made the move from ``before`` to ``after`` for ``seat``'s player, who is
        away: keep which lines of the round's log it wrote, so the screen says the house made
        them (the engine words them as the player's own)."""
        start = len(before.round.events) if before.round.number == after.round.number else 0
        name = after.name(seat)
        for line in range(start, len(after.round.events)):
            self.house_lines[(after.round.number, line)] = name

    def stood_in_lines(self) -> Mapping[tuple[int, int], str]:
        """(round, line of its log) -> the away player the house wrote that line for."""
        return self.house_lines

    def _keeps_settlement(self, move: Move) -> bool:
        """True when ``move`` starts the next round from another screen (or the house) while
        this screen shows the settled round: its player may be reading the settlement."""
        shown = self.display.shown
        return (move.kind == "next_round" and move.seat not in self.link.my_seats
                and not (self.sending and self.moving_on)
                and shown is not None and self.display.dice_in_flight is None
                and "next_round" in shown.legal_moves())


def _change(old: SeatController, new: SeatController) -> str | None:
    """What changed at one seat, in words (None: nothing worth saying)."""
    if not isinstance(old, Remote) or not isinstance(new, Remote) or new.style is not None:
        return None
    if old.held and not new.held:
        return WORDS.seat_free_again(new.name)
    if not old.held and new.held:
        return WORDS.sits_down(new.name)
    if old.present and not new.present:
        return WORDS.left_the_table(new.name)
    if not old.present and new.present:
        return WORDS.back_at_the_table(new.name)
    return None
