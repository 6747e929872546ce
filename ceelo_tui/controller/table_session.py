"""A screen's session at a hosted table: joining it, claiming seats, following its events.

``ceelo-tui join`` runs the same app as a game at one keyboard; what differs is this session.
It joins the table (:class:`JoinedTable`, ``ceelo_tui.net``'s client), claims the seats asked
for, hears every event the table sends (a move, the game rebuilt, the seats, saving, the
connection) and turns each into what this screen shows: the replica's state through the
:class:`~.hosted_game.HostedGame` controller, and the words of a toast or the joining screen.
The app only wires it up and routes: its keys and dialogs ask the session, never the table.

Nothing here imports Textual: the app is the session's :class:`SessionDisplay`. The network
client is imported only when a table is joined, so a game at one keyboard never loads it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from ..engine.journal import Move
from ..presenters.catalog import WORDS
from .game_controller import Display
from .hosted_game import HostedGame, MoveAnswer, TableLink

if TYPE_CHECKING:
    from ..net.table_client import ConnectionChanged, HostClosing, Rejoining, TableEvent

Severity = Literal["information", "warning", "error"]


@dataclass(frozen=True)
class Presence:
    """Who is at a hosted table besides the seats' players, as the table said last: the
    players' ``names`` by seat, the away seats with when (``time.monotonic()``) the house plays
    the move now due for each (None: none is due), and the names of the screens watching. The
    screen words it (``presenters.presence_words``), each second while a countdown runs."""

    names: tuple[str, ...] = ()
    house_at: dict[int, float | None] = field(default_factory=dict)
    watching: tuple[str, ...] = ()


class JoinedTable(TableLink, Protocol):
    """A connection to a hosted table, as the session uses it (``ceelo_tui.net``'s client)."""

    @property
    def address(self) -> str:
        """The join address (its token after the '?')."""

    @property
    def watching(self) -> Sequence[str]:
        """The names of the screens watching (holding no seat)."""

    @property
    def stood_in(self) -> Mapping[int, int]:
        """Journal move -> the away seat the house made it for."""

    @property
    def house_at(self) -> Mapping[int, float | None]:
        """Away seat -> when (``time.monotonic()``) the house plays its move now due, or None."""

    async def start(self) -> None:
        """Join; ``TableRefused`` when the table will not let this screen in, OSError or
        TimeoutError when no table answers."""

    def claim(self, seat: int | str) -> Awaitable[MoveAnswer]:
        """Ask for a seat, by its player's name."""

    def add_listener(self, listener: Callable[[TableEvent], None]) -> None:
        """Hear every event of the table."""

    def remove_listener(self, listener: Callable[[TableEvent], None]) -> None:
        """Hear no more of the table."""

    async def close(self, reason: str = "closed") -> None:
        """Leave the table."""

    def talk(self, text: str) -> Awaitable[MoveAnswer]:
        """Say a line to the table; refused (in words) when too long, holding an unseen
        character, or said too fast."""


class SessionDisplay(Display, Protocol):
    """Where the session's word goes: the table's state (a :class:`Display`), the joining
    screen's words, toasts, and the keys offered."""

    table_notice: str
    """Where this screen is joining, or why it cannot ('' once it has joined)."""

    presence: Presence | None
    """Who is away (with the house's countdown) and who watches, as the table last said."""

    table_banner: str
    """The connection's trouble, while it lasts: joining again (which try), the table closed
    by its host, or gone for good, and why ('' while this screen is at the table)."""

    def notify(self, message: str, *, title: str = "", severity: Severity = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Show a toast."""

    def refresh_bindings(self) -> None:
        """Offer the keys again (the seats changed, so taking one may be offered or not)."""


class TableSession:
    """This screen at a hosted table: its controller, its seats, and the words for what happens."""

    def __init__(self, table: JoinedTable, display: SessionDisplay, run: Callable[[Awaitable[None]], object],
                 claims: Sequence[str] = ()) -> None:
        """Join ``table`` (once :meth:`join` runs) for ``display``, claiming the seats of the
        players named in ``claims`` (none: watch); ``run`` starts a coroutine (the app's worker),
        so a key never waits for the table's answer."""
        self.table = table
        self.display = display
        self.run = run
        self.claims = tuple(claims)
        self.controller = HostedGame(display, table, run)
        """The game controller of this screen: the replica, who plays each seat from here."""
        self.connection = Connection()
        """Where this screen's connection stands, for its banner."""

    # ------------------------------------------------------------------ joining and leaving
    async def join(self) -> None:
        """Join the table, claim this screen's seats and follow the table's moves; the joining
        screen says why when the table cannot be joined."""
        from ..net.table_client import TableRefused

        table, display = self.table, self.display
        display.table_notice = self._joining_words()
        table.add_listener(self.heard)
        try:
            await table.start()
        except TableRefused as error:
            display.table_notice = WORDS.not_let_in(str(error))
            return
        except (OSError, TimeoutError) as error:
            display.table_notice = WORDS.no_table_answered(str(error))
            return
        for name in self.claims:
            answer = await table.claim(name)
            if not answer.accepted:
                display.notify(WORDS.seat_refused(repr(name), answer.reason), severity="error", timeout=8)
        self.controller.follow()
        if not table.my_seats:
            display.notify(WORDS.you_are_watching, timeout=6)

    async def leave(self) -> None:
        """This screen leaves the table (its seats wait for it to come back)."""
        self.table.remove_listener(self.heard)
        await self.table.close(WORDS.screen_left)

    def leaving_words(self) -> str:
        """What quitting costs at a hosted table: it plays on without this screen."""
        table = self.table
        if not table.my_seats:
            return WORDS.plays_on_without_you
        return WORDS.seat_waits(table.away_after)

    def host_decides(self, what: Literal["setup", "next game"]) -> None:
        """A key asked for what only the host does here (a new setup, the next game): say so."""
        words = WORDS.host_sets_up if what == "setup" else WORDS.host_starts_next_game
        self.display.notify(words, timeout=4)

    def presence(self) -> Presence:
        """Who is away (and when the house plays for them) and who watches, as the table said."""
        table = self.table
        return Presence(tuple(view.name for view in table.seats), dict(table.house_at), tuple(table.watching))

    def stood_in_words(self, seat: int, moves: Sequence[int]) -> str:
        """What the house did for ``seat``'s player while they were away, in words: "The house
        played for Ann: passed the bank, staked 2." (the moves as the journal keeps them)."""
        match = self.table.match
        if match is None:
            return ""
        journal = match.journal.moves
        done = [_done(journal[index]) for index in moves if 0 <= index < len(journal)]
        return WORDS.house_played_for(match.state.name(seat), done)

    # ------------------------------------------------------------------ seats
    def open_seats(self) -> list[str]:
        """The players' names of the table's seats nobody holds (none before the game is known)."""
        if self.table.match is None:
            return []
        return [view.name for view in self.table.seats if view.status == "open"]

    def claim(self, name: str) -> None:
        """Ask the table for ``name``'s seat; the answer comes as a toast (and, when taken, the
        seats change)."""
        self.run(self._claim(name))

    async def _claim(self, name: str) -> None:
        answer = await self.table.claim(name)
        if answer.accepted:
            self.display.notify(WORDS.you_play(name), timeout=3)
        else:
            self.display.notify(WORDS.seat_refused(repr(name), answer.reason), severity="error", timeout=8)

    # ------------------------------------------------------------------ table talk
    def talk(self, text: str) -> None:
        """Say ``text`` to the table; it shows in every screen's log when the table sends it
        back, and a refusal comes as a toast in the table's words."""
        self.run(self._talk(text))

    async def _talk(self, text: str) -> None:
        answer = await self.table.talk(text)
        if not answer.accepted:
            self.display.notify(WORDS.not_said(answer.reason), severity="error", timeout=8)

    # ------------------------------------------------------------------ the table's events
    def heard(self, event: TableEvent) -> None:
        """An event from the table: a move, the game rebuilt, the seats, saving, the connection."""
        from ..net.table_client import (
            ConnectionChanged,
            HostClosing,
            HostSaid,
            HouseStoodIn,
            MoveApplied,
            PresenceChanged,
            Rebuilt,
            Rejoining,
            SavingChanged,
            SeatsChanged,
            Talked,
        )

        controller, display = self.controller, self.display
        if isinstance(event, MoveApplied):
            seat = self.table.stood_in.get(event.index)
            if seat is not None:
                controller.house_played(seat, event.before, event.state)
            controller.arrived(event.move)
        elif isinstance(event, HouseStoodIn):
            if event.back and event.seat in self.table.my_seats:
                display.notify(self.stood_in_words(event.seat, event.moves), title=WORDS.while_away_title,
                               timeout=20)
        elif isinstance(event, Rebuilt):
            if controller.match is not None:
                controller.follow()
        elif isinstance(event, SeatsChanged):
            for words in controller.seats_changed():
                display.notify(words, timeout=4)
            display.refresh_bindings()
        elif isinstance(event, Talked):
            controller.heard_talk(event.speaker, event.text)
        elif isinstance(event, HostSaid):
            controller.heard_host(event.words)
            display.notify(event.words, severity="warning" if event.paused else "information",
                           timeout=30 if event.paused else 8, markup=False)
        elif isinstance(event, SavingChanged):
            controller.saving_changed(event.problem, event.words)
            display.notify(event.words, title=WORDS.not_saved_title if event.problem else WORDS.saved_title,
                           severity="warning" if event.problem else "information",
                           timeout=20 if event.problem else 4, markup=False)
        elif isinstance(event, PresenceChanged):
            display.presence = self.presence()
        elif isinstance(event, (ConnectionChanged, Rejoining, HostClosing)):
            self._connection(event)

    def _connection(self, event: ConnectionChanged | Rejoining | HostClosing) -> None:
        """The connection changed: the banner follows it (and stays while it lasts), a toast
        says what just happened, and a refusal that said the table was out of reach goes once
        it is back."""
        from ..net.table_client import ConnectionChanged, HostClosing

        controller, display, connection = self.controller, self.display, self.connection
        if isinstance(event, HostClosing):
            connection.closed_by_host = event.reason
        elif not isinstance(event, ConnectionChanged):
            connection.attempt = event.attempt
        elif event.final:
            connection.gone = event.reason
            display.notify(WORDS.table_gone(event.reason), severity="error", timeout=30)
        elif not event.connected:
            connection.lost = True
            if not connection.closed_by_host:
                display.notify(WORDS.connection_lost(event.reason), severity="warning", timeout=5)
        else:
            back = connection.lost
            self.connection = connection = Connection()
            controller.reconnected()
            if back and controller.match is not None:
                display.notify(WORDS.back_at_table, timeout=3)
        display.table_banner = connection.words()
        if controller.match is None and not connection.gone:
            display.table_notice = self._joining_words()

    def _joining_words(self) -> str:
        """Where this screen is joining, and which try it is."""
        return WORDS.joining(self.table.address.split("?")[0], self.connection.attempt)


DONE = {"pass": WORDS.done_pass, "pass_bank": WORDS.done_pass_bank, "decline": WORDS.done_decline,
        "roll": WORDS.done_roll, "next_round": WORDS.done_next_round, "buy_back": WORDS.done_buy_back,
        "stake": WORDS.done_stake, "fade": WORDS.done_fade, "ante": WORDS.done_ante, "bet": WORDS.done_bet}
"""A move the house made for an away player, as they are told it (an amount follows)."""


def _done(move: Move) -> str:
    """'staked 2', 'passed the bank': one move the house made, told to its player."""
    words = DONE.get(move.kind, move.kind.replace("_", " "))
    return WORDS.done_amount(words, str(move.amount)) if move.amount is not None else words


class Connection:
    """Where a screen's connection to the table stands: what its banner says."""

    def __init__(self) -> None:
        self.lost = False
        """The connection was lost and the client is joining again."""
        self.attempt = 0
        """The try at joining again under way (0: none yet)."""
        self.closed_by_host = ""
        """Why the host closed the table, in its words ('' unless it did)."""
        self.gone = ""
        """Why the client stopped for good ('' while it still tries)."""

    def words(self) -> str:
        """The banner: '' while connected, else what is wrong and what the screen does about it.
        Short, to fit one row of 80 columns: the toasts and the log carry the details."""
        if self.closed_by_host:
            closed = self.closed_by_host[:1].upper() + self.closed_by_host[1:]
            return WORDS.banner_closed(closed, bool(self.gone), self.attempt)
        if self.gone:
            if self.lost:
                return WORDS.banner_gone_lost
            return WORDS.banner_gone(self.gone)
        if self.lost:
            return WORDS.banner_lost(self.attempt)
        return ""
