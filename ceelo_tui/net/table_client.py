"""A screen's side of the shared table: a replica of the hosted match, kept exactly in step.

A :class:`TableClient` joins a table at its join address (``ws://HOST:PORT/table?token=…``,
as ``ceelo-tui host`` prints it), says hello, and rebuilds the table's game from the welcome's
setup and moves through the engine's one replay path
(:func:`~ceelo_tui.engine.match.replay_longest`). Each accepted move that arrives after is
played on that replica with ``Match.play``, its dice as the table rolled them, so the replica's
state is the table's, move for move. A screen reads :attr:`TableClient.state`, and hears of
each move as it arrives (:meth:`TableClient.add_listener` or ``async for event in
client.events()``) to animate the dice towards faces it already knows.

How a screen uses it::

    client = TableClient(address, "Ann's laptop")
    await client.start()                       # joined, caught up; TableRefused if not let in
    await client.claim("Ann")                  # Answer(accepted=True) and client.my_seats == (0,)
    answer = await client.send_move(Move("stake", amount=5))
    if not answer.accepted: show(answer.reason)    # the engine's own words, nothing changed
    ...
    await client.close()

A lost connection is taken up again by itself, after 0.1 s, then twice as long each time up to
5 s (:class:`Backoff`), for up to five minutes; each new welcome brings every move the replica
lacks, so it catches up exactly (the moves it holds are checked against the table's, and the
replica is rebuilt whole if they ever differ). The seats come back with the secret the table
gave, kept in the player's data folder (:mod:`~ceelo_tui.net.seat_keys`), so a screen that
was closed or killed takes its seats back when it joins again under the same name.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from ..engine.errors import CeeloError
from ..engine.games import AnyGame
from ..engine.journal import Move, Setup
from ..engine.match import Match, replay_longest
from ..presenters.catalog import WORDS
from ..presenters.catalog.keyed import say
from .messages import (
    SERVER_MESSAGE_BYTES,
    Accepted,
    Bye,
    Claim,
    Closing,
    Hello,
    HostNews,
    Malformed,
    MoveMessage,
    Ping,
    Pong,
    Presence,
    Refused,
    Said,
    Saving,
    Seats,
    SeatView,
    ServerMessage,
    StoodIn,
    Talk,
    Welcome,
    decode_server,
    encode,
    not_saved_words,
    talk_problem,
)
from .seat_keys import SeatKeys
from .websocket import HandshakeRefused, WebSocket, connect

log = logging.getLogger("ceelo_tui.table")


class TableRefused(Exception):
    """The table will not let this screen in, and trying again the same way cannot help (a wrong
    token, a refused Host or Origin, another version of the protocol); the message says why."""


class _Lost(Exception):
    """The connection is no use any more (it ended, or the table's messages stopped making
    sense): the client joins again."""


@dataclass(frozen=True)
class Backoff:
    """How a lost connection is taken up again: ``first`` seconds, times ``factor`` after each
    failed try, never more than ``most``; given up after ``give_up_after`` seconds of failures."""

    first: float = 0.1
    factor: float = 2.0
    most: float = 5.0
    give_up_after: float = 300.0


@dataclass(frozen=True)
class Answer:
    """The table's answer to a claim or a move."""

    accepted: bool
    reason: str = ""
    """Why not, in the engine's or the table's words ('' when accepted)."""
    index: int | None = None
    """For an accepted move: its place in the journal (for a refusal: the journal's length)."""
    offline: bool = False
    """Refused because the connection failed, not by the table: it goes once joined again."""
    stale: bool = False
    """Refused because the table had moved on before the move reached it (another screen's
    move came first): the move was for a turn that is over, and nothing needs saying."""


@dataclass(frozen=True)
class MoveApplied:
    """Journal move ``index`` arrived and was played on the replica: ``before`` is the game as
    it stood, ``state`` the result, ``move`` the move as the table made it (a roll with the
    faces the table rolled, so a screen animates the dice towards faces it already knows)."""

    index: int
    move: Move
    before: AnyGame
    state: AnyGame


@dataclass(frozen=True)
class Rebuilt:
    """The replica was built anew from a welcome (the first one, or after a difference)."""

    state: AnyGame


@dataclass(frozen=True)
class SeatsChanged:
    """Who holds which seat (and who is away) changed, or this screen's seats did."""

    seats: tuple[SeatView, ...]
    yours: tuple[int, ...]


@dataclass(frozen=True)
class ConnectionChanged:
    """Joined (after a welcome) or lost; ``reason`` says why it was lost, or why it ended."""

    connected: bool
    reason: str = ""
    final: bool = False
    """True when the client has stopped for good (closed, refused, or given up)."""


@dataclass(frozen=True)
class Rejoining:
    """The connection is gone and the client tries again: ``attempt`` is the try about to be
    made (1, 2, …) and ``reason`` why the latest one failed."""

    attempt: int
    reason: str


@dataclass(frozen=True)
class PresenceChanged:
    """Who watches the table, or an away seat's countdown, changed (see
    :attr:`TableClient.watching` and :attr:`TableClient.house_at`)."""

    watching: tuple[str, ...]


@dataclass(frozen=True)
class HouseStoodIn:
    """The house played journal ``moves`` for ``seat``, whose player was away: one move, just
    before it arrives, or (``back``) every move it made for the seat while this screen, which
    holds it, was gone (see :attr:`TableClient.stood_in`)."""

    seat: int
    moves: tuple[int, ...]
    back: bool


@dataclass(frozen=True)
class HostClosing:
    """The host said it is closing the table, and why (its connection ends next): the table
    is not lost but closed, until the host opens it again (``host --resume``)."""

    reason: str


@dataclass(frozen=True)
class SavingChanged:
    """The table cannot save moves, so refuses them (``problem``, e.g. "No space left on
    device"), or ('') saves them again; ``words`` is what to show the players."""

    problem: str
    words: str


@dataclass(frozen=True)
class Talked:
    """A line of table talk: who said it (their screen's name) and what, as the table sent it
    (text to be shown as text)."""

    speaker: str
    text: str


@dataclass(frozen=True)
class HostSaid:
    """What the host did, in words, and whether the table is paused now."""

    words: str
    paused: bool


TableEvent = (MoveApplied | Rebuilt | SeatsChanged | ConnectionChanged | SavingChanged | Rejoining | HostClosing
              | PresenceChanged | HouseStoodIn | Talked | HostSaid)
Listener = Callable[[TableEvent], None]


class TableClient:
    """One screen's connection to a hosted table, and its replica of the table's match."""

    def __init__(self, address: str, name: str, *, keys: SeatKeys | None = None, secret: str | None = None,
                 backoff: Backoff | None = None, answer_seconds: float = 10.0) -> None:
        """A client for the table at ``address`` (not yet connected: :meth:`start`).

        ``name`` is how this screen is shown to the others (a seat's holder). ``keys`` is where
        seat secrets are kept (default: the player's data folder); ``secret`` takes the seats
        of that secret instead of the one kept there.
        """
        self.address = address
        self.name = name
        self.token = parse_qs(urlsplit(address).query).get("token", [""])[0]
        self.keys = keys if keys is not None else SeatKeys()
        self.secret = secret if secret is not None else self.keys.get(address, name)
        self.backoff = backoff or Backoff()
        self.answer_seconds = answer_seconds
        self.match: Match | None = None
        """The replica (None until the first welcome)."""
        self.table = ""
        """The table's id (its saved game's)."""
        self.seats: tuple[SeatView, ...] = ()
        self.my_seats: tuple[int, ...] = ()
        self.away_after: float | None = None
        self.idle_after: float | None = None
        """How long the table lets a screen without a seat say nothing (it pings within it)."""
        self.not_saved = ""
        """Why the table cannot save moves now, so refuses them ('' while it saves them)."""
        self.connected = False
        self.closed_reason = ""
        """Why the client stopped for good ('' while it runs)."""
        self.host_closed = ""
        """Why the host closed the table, as it said ('' unless it did, since the latest welcome)."""
        self.stood_in: dict[int, int] = {}
        """Journal move -> the away seat the house made it for (the moves this client heard of)."""
        self.watching: tuple[str, ...] = ()
        """The names of the screens at the table that hold no seat (this one included)."""
        self.house_at: dict[int, float | None] = {}
        """Away seat -> when (``time.monotonic()``) the house plays its move now due (None: no
        move of its is due, or the table waits for it)."""
        self.attempt = 0
        """The try at joining again under way (0 while connected, or before the first loss)."""
        self.last_refusal = ""
        """The latest refusal the table sent that answered no request of this client."""
        self.paused = False
        """True while the host holds the table (no move is played)."""
        self._listeners: list[Listener] = []
        self._queues: set[asyncio.Queue[TableEvent | None]] = set()
        self._pending: dict[int, asyncio.Future[Answer]] = {}
        self._refs = 0
        self._websocket: WebSocket | None = None
        self._task: asyncio.Task[None] | None = None
        self._joined: asyncio.Future[None] | None = None
        self._changed = asyncio.Event()
        self._closing = False
        self._ended = False
        self._welcomed_since_failure = False
        """A welcome came on the latest connection (the backoff starts again from ``first``)."""
        self._failure = ""
        """Why the latest connection ended, or the latest try failed."""

    # ------------------------------------------------------------------ what a screen reads
    @property
    def state(self) -> AnyGame:
        """The table's game as this screen knows it (RuntimeError before the first welcome)."""
        if self.match is None:
            raise RuntimeError("not joined yet: await start() first")
        return self.match.state

    @property
    def moves(self) -> int:
        """Moves in the replica's journal."""
        return len(self.match.journal.moves) if self.match is not None else 0

    @property
    def seats_present(self) -> tuple[bool, ...]:
        """For each seat: is its player connected now (a computer seat counts as present)."""
        return tuple(view.status in ("present", "house") for view in self.seats)

    @property
    def my_turn(self) -> bool:
        """True when the seat to move is one of this screen's."""
        return self.match is not None and self.match.state.actor in self.my_seats

    # ------------------------------------------------------------------ running
    async def start(self, timeout: float = 10.0) -> None:
        """Join the table and wait for the welcome (the replica built); TableRefused if the table
        will not let this screen in, TimeoutError if no welcome came within ``timeout``. From
        then on the client keeps itself connected until :meth:`close`."""
        if self._task is not None:
            return
        self._joined = asyncio.get_running_loop().create_future()
        self._task = asyncio.create_task(self._run(), name=f"table client {self.name}")
        try:
            await asyncio.wait_for(asyncio.shield(self._joined), timeout)
        except BaseException:
            await self.close()
            raise

    async def close(self, reason: str = "closed") -> None:
        """Leave the table: close the connection, answer what is pending, end the event streams."""
        self._closing = True
        task, self._task = self._task, None
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self._release()
        self._stopped(reason)

    async def _release(self) -> None:
        """Close the websocket (the client has stopped)."""
        websocket, self._websocket = self._websocket, None
        if websocket is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(websocket.close(), 2)

    def _stopped(self, reason: str) -> None:
        """The client has stopped for good (once): say so to the screen and whoever waits."""
        if self._ended:
            return
        self._ended = True
        self.closed_reason = reason
        self._answer_all(WORDS.connection_ended(reason))
        if self._joined is not None and not self._joined.done():
            self._joined.set_exception(TableRefused(reason))
            self._joined.exception()  # retrieved here too: start() may not be waiting any more
        self.connected = False
        self._emit(ConnectionChanged(False, reason, final=True))
        for queue in self._queues:
            queue.put_nowait(None)

    async def _run(self) -> None:
        """Stay connected: join, read, and on a loss join again after the backoff."""
        backoff = self.backoff
        delay = backoff.first
        failing_since: float | None = None
        while not self._closing:
            if self.attempt:
                self._emit(Rejoining(self.attempt, self._failure))
            reason = WORDS.connection_was_lost
            try:
                await self._connect_once()
            except TableRefused as refused:
                self._closing = True
                self._stopped(str(refused))
                await self._release()
                return
            except (_Lost, OSError, asyncio.TimeoutError) as error:
                reason = str(error) or type(error).__name__
            if self._closing:
                return
            if self.connected:
                self.connected = False
                self._emit(ConnectionChanged(False, reason))
            self._answer_all(WORDS.lost_before_answer(reason))
            now = time.monotonic()
            if self._welcomed_since_failure:
                failing_since, delay = now, backoff.first
            elif failing_since is None:
                failing_since = now
            if now - failing_since > backoff.give_up_after:
                self._closing = True
                self._stopped(WORDS.gave_up(backoff.give_up_after, reason))
                await self._release()
                return
            self.attempt += 1
            self._failure = reason
            await asyncio.sleep(delay * random.uniform(0.8, 1.2))
            delay = min(delay * backoff.factor, backoff.most)

    async def _connect_once(self) -> None:
        """One connection: the handshake, the hello, then every message until it ends."""
        self._welcomed_since_failure = False
        try:
            websocket = await connect(self.address, max_size=SERVER_MESSAGE_BYTES, heartbeat=20)
        except HandshakeRefused as error:
            if error.status in (400, 403, 404):
                raise TableRefused(WORDS.refused_entry(error.status)) from None
            raise _Lost(WORDS.not_let_in_now(error.status)) from None
        self._websocket = websocket
        keeping = asyncio.create_task(self._keep_alive(websocket))
        try:
            await websocket.send_str(encode(Hello(token=self.token, name=self.name, secret=self.secret)))
            while True:
                text = await websocket.receive(timeout=None if self.connected else self.answer_seconds)
                if text is None:
                    raise _Lost(WORDS.connection_was_closed)
                try:
                    self._receive(decode_server(text))
                except Malformed as error:
                    raise _Lost(WORDS.unreadable_message(str(error))) from None
        finally:
            keeping.cancel()
            self._websocket = None
            with contextlib.suppress(Exception):
                await asyncio.wait_for(websocket.close(), 2)

    async def _keep_alive(self, websocket: WebSocket) -> None:
        """Ping the table within its ``idle_after`` while this screen holds no seat: the table
        lets a seatless screen that says nothing go, to keep room for its players, and a
        screen watching is still here."""
        while True:
            every = self.idle_after / 3 if self.connected and self.idle_after else 0.1  # not welcomed yet: look soon
            await asyncio.sleep(every)
            if self.connected and self.idle_after and not self.my_seats:
                with contextlib.suppress(ConnectionError, RuntimeError):
                    await websocket.send_str(encode(Ping(ref=0)))

    # ------------------------------------------------------------------ what the table says
    def _receive(self, message: ServerMessage) -> None:
        if isinstance(message, Accepted):
            self._accepted(message)
        elif isinstance(message, Welcome):
            self._welcome(message)
        elif isinstance(message, Seats):
            self._seats(message.seats, message.yours)
            self._answer(message.ref, Answer(True))
        elif isinstance(message, Refused):
            if not self._answer(message.ref, Answer(False, message.reason, index=message.index)):
                self.last_refusal = message.reason
        elif isinstance(message, Saving):
            self._saving(message.problem)
        elif isinstance(message, Pong):
            self._answer(message.ref, Answer(True))
        elif isinstance(message, Said):
            self._emit(Talked(message.speaker, message.text))
            self._answer(message.ref, Answer(True))
        elif isinstance(message, HostNews):
            self.paused = message.paused
            self._emit(HostSaid(message.words, message.paused))
        elif isinstance(message, Presence):
            now = time.monotonic()
            self.watching = tuple(message.watching)
            self.house_at = {away.seat: None if away.house_in is None else now + away.house_in
                             for away in message.away}
            self._emit(PresenceChanged(self.watching))
        elif isinstance(message, StoodIn):
            self.stood_in.update(dict.fromkeys(message.moves, message.seat))
            self._emit(HouseStoodIn(message.seat, tuple(message.moves), message.back))
        elif isinstance(message, Closing):
            self.host_closed = message.reason
            self._emit(HostClosing(message.reason))
        elif isinstance(message, Bye):
            if not message.rejoin:
                raise TableRefused(message.reason)
            raise _Lost(message.reason)

    def _welcome(self, welcome: Welcome) -> None:
        """Catch up: play the moves the replica lacks, or rebuild it when it differs."""
        try:
            setup = Setup.from_json(welcome.setup)
            moves = [Move.from_json(move) for move in welcome.moves]
        except ValueError as error:
            raise _Lost(WORDS.unreadable_welcome(str(error))) from None
        self.secret = welcome.secret
        self.keys.put(self.address, self.name, welcome.secret)
        self.table, self.away_after, self.idle_after = welcome.table, welcome.away_after, welcome.idle_after
        match = self.match
        held = match.journal.moves if match is not None else []
        if match is not None and match.journal.setup == setup and moves[: len(held)] == held:
            for index in range(len(held), len(moves)):
                self._apply(index, moves[index])
        else:
            try:
                replayed = replay_longest(setup, moves)
            except (ValueError, CeeloError) as error:
                raise TableRefused(WORDS.game_not_set_up(str(error))) from None
            if replayed.problem:
                raise TableRefused(WORDS.game_not_replayed(say(WORDS, replayed.problem)))
            replayed.match.auto_draw = False  # the table rolls the roll-offs and sends each roll
            self.match = replayed.match
            self._emit(Rebuilt(replayed.match.state))
        self._seats(welcome.seats, welcome.yours)
        self.paused = False  # a paused table says so after its welcome
        if welcome.not_saved:
            self._saving(welcome.not_saved)
        else:  # a table started again knows nothing yet of its disk: its first saved move will say so
            self.not_saved = ""
        self.connected = True
        self._welcomed_since_failure = True
        self.attempt, self.host_closed = 0, ""
        self._emit(ConnectionChanged(True))
        if self._joined is not None and not self._joined.done():
            self._joined.set_result(None)

    def _accepted(self, accepted: Accepted) -> None:
        if self.match is None:
            raise _Lost(WORDS.move_before_welcome)
        held = len(self.match.journal.moves)
        if accepted.index < held:
            return  # already played (it came with a welcome)
        if accepted.index > held:
            raise _Lost(WORDS.move_out_of_order(accepted.index, held))
        try:
            move = Move.from_json(accepted.move)
        except ValueError as error:
            raise _Lost(WORDS.unreadable_move(str(error))) from None
        self._apply(accepted.index, move)
        self._answer(accepted.ref, Answer(True, index=accepted.index))

    def _apply(self, index: int, move: Move) -> None:
        assert self.match is not None
        before = self.match.state
        try:
            state = self.match.play(move)
        except CeeloError as error:  # the replica differs from the table: rebuild it from a welcome
            self.match = None
            raise _Lost(WORDS.move_not_replayed(index, str(error))) from None
        self._emit(MoveApplied(index, self.match.journal.moves[-1], before, state))

    def _saving(self, problem: str) -> None:
        """The table said whether it can save moves: tell the screen when that changed (the
        first move saved after a refusal clears it; a welcome says only that it cannot)."""
        if problem == self.not_saved:
            return
        self.not_saved = problem
        words = not_saved_words(problem) if problem else WORDS.saves_again
        self._emit(SavingChanged(problem, words))

    def _seats(self, seats: list[SeatView], yours: list[int]) -> None:
        self.seats, self.my_seats = tuple(seats), tuple(yours)
        self._emit(SeatsChanged(self.seats, self.my_seats))

    # ------------------------------------------------------------------ asking the table
    async def claim(self, seat: int | str) -> Answer:
        """Take a seat, by its index or its player's name; the answer says whether it is ours."""
        ref = self._next_ref()
        return await self._ask(ref, encode(Claim(seat=seat, ref=ref)))

    async def send_move(self, move: Move) -> Answer:
        """Ask the table to play ``move`` for this screen's seat (a roll without dice: the table
        rolls). Accepted: the move (with its dice) is in the replica when this returns, and the
        answer gives its index; refused: the table's reason, and nothing changed."""
        ref = self._next_ref()
        message = MoveMessage(index=self.moves, move=move.to_json(), ref=ref)
        answer = await self._ask(ref, encode(message))
        if not answer.accepted and answer.index is not None and answer.index > message.index:
            return Answer(False, answer.reason, stale=True)
        return answer

    async def talk(self, text: str) -> Answer:
        """Say ``text`` to the table; accepted once every screen was sent it, else the table's
        reason (too long, an unseen character, talking too fast). A line the table would refuse
        for its own sake is refused here, in the same words, without asking."""
        problem = talk_problem(text)
        if problem is not None:
            return Answer(False, problem)
        ref = self._next_ref()
        return await self._ask(ref, encode(Talk(text=text, ref=ref)))

    async def ping(self) -> float:
        """The round trip to the table and back, in seconds (inf when there is no answer)."""
        started = time.perf_counter()
        ref = self._next_ref()
        answer = await self._ask(ref, encode(Ping(ref=ref)))
        return time.perf_counter() - started if answer.accepted else float("inf")

    def _next_ref(self) -> int:
        self._refs += 1
        return self._refs

    async def _ask(self, ref: int, text: str) -> Answer:
        websocket = self._websocket
        if websocket is None or not self.connected:
            return Answer(False, WORDS.not_connected, offline=True)
        future: asyncio.Future[Answer] = asyncio.get_running_loop().create_future()
        self._pending[ref] = future
        try:
            await websocket.send_str(text)
            return await asyncio.wait_for(future, self.answer_seconds)
        except asyncio.TimeoutError:
            return Answer(False, WORDS.no_answer_within(self.answer_seconds), offline=True)
        except (ConnectionError, RuntimeError) as error:
            return Answer(False, WORDS.connection_lost_error(str(error)), offline=True)
        finally:
            self._pending.pop(ref, None)

    def _answer(self, ref: int | None, answer: Answer) -> bool:
        future = self._pending.pop(ref, None) if ref is not None else None
        if future is None or future.done():
            return False
        future.set_result(answer)
        return True

    def _answer_all(self, reason: str) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_result(Answer(False, reason, offline=True))
        self._pending.clear()

    # ------------------------------------------------------------------ hearing of it
    def add_listener(self, listener: Listener) -> None:
        """Call ``listener`` with each event, as it happens (on the client's loop)."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling ``listener``."""
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    async def events(self) -> AsyncIterator[TableEvent]:
        """Every event from now on, in order, until the client stops for good."""
        queue: asyncio.Queue[TableEvent | None] = asyncio.Queue()
        self._queues.add(queue)
        try:
            while True:
                event = await queue.get()
                if event is None:
                    return
                yield event
        finally:
            self._queues.discard(queue)

    async def wait_for(self, check: Callable[[TableClient], bool], timeout: float) -> None:
        """Return once ``check(self)`` is true (it is asked after each event); TimeoutError after
        ``timeout`` seconds."""
        async def until() -> None:
            while not check(self):
                self._changed.clear()
                await self._changed.wait()

        await asyncio.wait_for(until(), timeout)

    def _emit(self, event: TableEvent) -> None:
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:  # a screen's mistake is its own: the replica and connection go on
                log.exception("a table listener failed on %s", type(event).__name__)
        for queue in self._queues:
            queue.put_nowait(event)
        self._changed.set()
