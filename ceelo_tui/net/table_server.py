"""The shared table's server: one match, hosted; every screen a replica of it.

``ceelo-tui host`` runs a :class:`TableServer`. It owns the one :class:`~ceelo_tui.engine.match.Match`
of the table, with its seeded dice, and plays every move through it, so the dice are rolled
here and nowhere else. What travels is the journal (:mod:`ceelo_tui.net.messages`):

- a screen's move is checked (its seat, its turn, the journal position it was made against),
  played through ``Match.play``, appended to the saved game's journal by the store's listener
  (written and fsynced inside ``Match.play``) and only then sent to every screen as ``accepted``,
  dice included; a screen replays it with the engine's own replay path and reaches exactly
  this state. A move the engine refuses is answered ``refused`` with the engine's words, and
  changes nothing;
- a move the disk does not take (the saved game is held to its disk: ``SavedGame.strict``) is
  not played either: it is taken back whole, refused, and every screen is told why
  (``saving``), so no screen ever sees a move a restarted table would not have. The table
  stays open; the house tries its own moves again after ``save_retry`` seconds, and the first
  move saved ends it;
- a screen that (re)connects gets the setup and every move so far, and catches up exactly.
  The setup goes out sealed (:func:`~ceelo_tui.engine.match.sealed_setup`): without the seed,
  which would let a screen foretell every roll, and with the first banker it drew.

Seats are owned. Claiming a seat binds it to the claiming screen's secret (given in its
welcome, unguessable); only a connection bringing that secret may move for the seat, and only
on the seat's turn (the engine's ``state.actor``). One screen may hold several seats; a screen
holding none watches. Who holds which seat is kept beside the saved game
(:mod:`ceelo_tui.net.table_record`, the secrets only as hashes), so a table restarted with
``host --resume`` gives every seat back to the screen that held it.

People drop out. A seat whose screen is gone is shown away to everyone; after the table's
``away_after`` seconds its turn is played by the house: a pass where a pass is legal (a fade
passed, the bank passed on), else the move of a computer style (``away_style``), so a table
is never held up for long, and an away seat's coins are not gambled where the rules let it sit
out. Its screen takes the seat back by reconnecting. Computer seats (``--cpu``) are always
played by the house, after a short pause so people can follow them. The house decides with the
app's own seat controllers (:meth:`TableServer.house_seats`: a
:class:`~ceelo_tui.controller.seats.Computer` for a computer seat, a
:class:`~ceelo_tui.controller.seats.StandIn` for an away player), so a seat plays the same
whether the app or the table seats it.

The server lets in only what it invited, as ``serve`` does (:mod:`ceelo_tui.web.guard`): the
token in the join address (and again in the hello), the server's own Host names, no other
site's Origin, a bounded number of connections, a bounded message size and rate, and a hello
within seconds of connecting.

Seats stay with their players. A screen holding no seat that says nothing for the limits'
``idle_seconds`` is let go (a watching client pings within it; the websocket heartbeat lets
go of a dead connection of any kind), and screens without a seat fill at most ``connections``:
beyond it the door keeps one place for each player whose screen is gone, so a player coming
back to their seat always gets in.

Everything runs on one asyncio loop: a move is played, saved and queued to every screen
before the next message is read, so every screen sees the moves in journal order. Each screen
has its own queue of outgoing messages; one too slow to keep up is let go (it reconnects and
catches up) instead of holding the table.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from aiohttp import WSMsgType, web

from ..controller.seats import Computer, Remote, SeatController, StandIn, Turn, decision
from ..engine.cpu import decision_rng
from ..engine.cpu_styles import DEFAULT_STYLE, check_style, is_computer
from ..engine.errors import CeeloError
from ..engine.games import AnyGame
from ..engine.journal import Move
from ..engine.match import Match, sealed_setup
from ..engine.seating import visible
from ..presenters.catalog import WORDS
from ..saves.store import NotSaved, SavedGame
from ..web.guard import Guard, InputRate, token_matches, url_host
from .host_controls import ScreenView, SeatRequest, TalkRate, standings_words
from .messages import (
    CLIENT_MESSAGE_BYTES,
    PROTOCOL,
    Accepted,
    AwaySeat,
    Bye,
    Claim,
    ClientMessage,
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
    SeatStatus,
    SeatView,
    StoodIn,
    Talk,
    Welcome,
    decode_client,
    encode,
    not_saved_words,
    short,
    talk_problem,
)
from .table_record import Hold, TableRecord, new_secret, same_hash, secret_hash, write_record

TABLE_PATH = "/table"
"""The websocket's path in the join address."""
HOUSE_PAUSE = 0.8
"""Seconds a computer seat waits before its move, so the people at the table can follow it."""
SAVE_RETRY = 2.0
"""Seconds the house waits before trying its move again after one could not be saved."""
AMOUNT_MOVES = frozenset({"stake", "fade", "ante", "bet"})
"""The moves that carry an amount; every other move's amount is dropped."""
PAUSED_WORDS = WORDS.paused_words

log = logging.getLogger("ceelo_tui.table")


@dataclass(frozen=True)
class TableLimits:
    """What one screen may cost the table."""

    connections: int = 16
    """Screens connected at once (players and watchers); beyond it, one place is kept for each
    player whose screen is gone, so a returning player always gets in."""
    message_bytes: int = CLIENT_MESSAGE_BYTES
    """The largest message a screen may send; a larger one ends its connection."""
    bytes_per_second: int = 8 * 1024
    """What a screen may send a second, averaged over a second (a move is ~100 bytes); a
    message beyond it is refused unread."""
    hello_seconds: float = 10.0
    """How long a new connection has to say hello."""
    idle_seconds: float | None = 60.0
    """How long a screen holding no seat may send nothing before it is let go (None: never). A
    watching client pings well within it (the welcome tells it how long), so only a screen
    that says hello and then nothing is let go; a seat holder never is (its seat is its own)."""
    outbox: int = 10_000
    """Messages waiting for one screen; a screen that falls this far behind is let go."""
    talk_lines: int = 3
    talk_seconds: float = 10.0
    """A screen may say at most ``talk_lines`` lines of table talk in any ``talk_seconds``."""


class _Screen:
    """One connection: its websocket, who it says it is, and what waits to be sent to it."""

    def __init__(self, websocket: web.WebSocketResponse, limits: TableLimits, number: int = 0) -> None:
        self.websocket = websocket
        self.number = number
        """How the host names this screen (1, 2, … in the order they connected)."""
        self.name = ""
        self.secret = ""
        self.secret_hash = ""
        self.welcomed = False
        self.heard = time.monotonic()
        """When this screen's latest message came (``time.monotonic()``)."""
        self.rate = InputRate(limits.bytes_per_second)
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(limits.outbox)
        self.closing = False

    def send(self, text: str) -> bool:
        """Queue ``text``; False when this screen is too far behind (it is then let go)."""
        if self.closing:
            return True
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            return False
        return True

    def close(self, reason: str | None = None, rejoin: bool = True) -> None:
        """Send a bye (if ``reason``) after what is queued, then close the connection."""
        if self.closing:
            return
        self.closing = True
        while True:  # make room for the bye and the end, dropping the oldest: the screen is leaving
            try:
                if self.outbox.qsize() <= self.outbox.maxsize - 2 or self.outbox.maxsize <= 0:
                    break
                self.outbox.get_nowait()
            except asyncio.QueueEmpty:  # pragma: no cover - the size said otherwise
                break
        if reason is not None:
            self.outbox.put_nowait(encode(Bye(reason=short(reason), rejoin=rejoin)))
        self.outbox.put_nowait(None)


class TableServer:
    """Hosts one match for every screen that joins; see the module's notes."""

    def __init__(
        self,
        match: Match,
        *,
        token: str,
        saved: SavedGame | None = None,
        record: Path | None = None,
        holds: dict[int, Hold] | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        public_host: str | None = None,
        limits: TableLimits | None = None,
        away_after: float | None = 60.0,
        away_style: str = DEFAULT_STYLE,
        house_pause: float = HOUSE_PAUSE,
        save_retry: float = SAVE_RETRY,
    ) -> None:
        """A table for ``match`` (attached to its saved game ``saved`` by the store, when saved).

        ``record`` is where the table's token, port and seats are kept (see
        :mod:`~ceelo_tui.net.table_record`), ``holds`` the seats held when it last ran. ``port``
        0 takes a free port. ``public_host`` is the name screens use for this machine (default:
        ``host``).
        """
        self.match = match
        self.token = token
        self.saved = saved
        if saved is not None:
            saved.strict = True  # a move is accepted only once it is on disk (see _play)
        match.auto_draw = False  # the table rolls each roll-off's rolls as moves of their own (see _play)
        self.record_path = record
        self.holds: dict[int, Hold] = dict(holds or {})
        """Seat -> who holds it (their secret's hash, their screen's name)."""
        self.host = host
        self.port = port
        self.public_host = public_host or host
        self.limits = limits or TableLimits()
        self.away_after = away_after
        self.away_style = away_style
        self.house_pause = house_pause
        self.save_retry = save_retry
        self.not_saved = ""
        """Why the latest move could not be saved ('' while moves are saved): until one is, the
        table refuses moves, and every screen is told so."""
        self._save_retry_at = 0.0
        """Before this (``time.monotonic()``) the house does not try a move again after one was
        not saved."""
        self.table_id = saved.id if saved is not None else "unsaved"
        self.guard: Guard | None = None
        self._screens: set[_Screen] = set()
        self._present: Counter[str] = Counter()
        """Secret hash -> connections bringing it now."""
        now = time.monotonic()
        self._away_since: dict[int, float] = {seat: now for seat in self.holds}
        """Held seats whose screen is gone, and since when (a resumed table's seats start away)."""
        self._turn_began = now
        self._while_away: dict[int, list[int]] = {}
        """Away seat -> the journal moves the house made for it since its screen went: told to
        its screen when it comes back."""
        self._house: asyncio.TimerHandle | None = None
        self._house_rng: random.Random = decision_rng(match.seed)
        self._runner: web.AppRunner | None = None
        self.paused = False
        """True while the host holds the table: no move is played, by a screen or the house."""
        self.requests: dict[int, SeatRequest] = {}
        """Screens asking for a seat another screen holds, by request number: the host decides."""
        self._numbers = 0
        self._talk_rates: dict[str, TalkRate] = {}
        """Each screen's secret hash -> its rate of table talk (kept while the table runs, so
        joining again does not start it anew)."""
        self.on_change: list[Callable[[], None]] = []
        """Called after the table changes (a move, the seats, the screens, a request, a pause):
        the host's view redraws."""

    # ------------------------------------------------------------------ running
    @property
    def address(self) -> str:
        """The join address: ``ws://HOST:PORT/table?token=TOKEN``."""
        return f"ws://{url_host(self.public_host)}:{self.port}{TABLE_PATH}?token={self.token}"

    @property
    def state(self) -> AnyGame:
        """The table's game as it stands."""
        return self.match.state

    async def start(self) -> None:
        """Listen (OSError when the address cannot be had); the port is known once this returns."""
        app = web.Application()
        app.router.add_get(TABLE_PATH, self._handle)
        app.on_response_prepare.append(_plain_headers)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=5)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port, reuse_address=True)
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        bound = runner.addresses[0]
        self.port = int(bound[1])
        self.guard = Guard.for_server(self.token, self.host, self.port, f"http://{url_host(self.public_host)}:{self.port}")
        self._keep_record()
        self._schedule_house()

    async def stop(self, reason: str = WORDS.host_closed, *, rejoin: bool = True) -> None:
        """Tell every screen the host is closing the table and why (``closing``, so each can
        keep saying so), say bye, close their connections and stop listening; the saved game
        is let go (another ``host --resume`` may continue it). ``rejoin`` False: the screens
        stop for good instead of joining again (the host ended the game)."""
        if self._house is not None:
            self._house.cancel()
            self._house = None
        closing = encode(Closing(reason=short(reason)))
        for screen in list(self._screens):
            if screen.welcomed:
                self._send(screen, closing)
            screen.close(reason, rejoin=rejoin)
        runner, self._runner = self._runner, None
        if runner is not None:
            await asyncio.wait_for(runner.cleanup(), 10)
        if self.saved is not None:
            self.saved.release()

    # ------------------------------------------------------------------ connections
    async def _handle(self, request: web.Request) -> web.StreamResponse:
        """One screen's websocket, from its handshake to its end."""
        refusal = self._refusal(request)
        if refusal is not None:
            return refusal
        websocket = web.WebSocketResponse(max_msg_size=self.limits.message_bytes, heartbeat=20)
        if not websocket.can_prepare(request).ok:
            return web.Response(status=400, text=WORDS.websocket_only)
        await websocket.prepare(request)
        self._numbers += 1
        screen = _Screen(websocket, self.limits, self._numbers)
        self._screens.add(screen)
        writer = asyncio.create_task(self._write(screen))
        try:
            await self._read(screen)
        except Exception as error:  # noqa: BLE001 - one screen's trouble is one line, never the table's end
            log.warning("a screen's connection ended with an error: %s", type(error).__name__)
        finally:
            self._screens.discard(screen)
            screen.close()
            self._gone(screen)
            try:
                await asyncio.wait_for(writer, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                writer.cancel()
            await websocket.close()
        return websocket

    def _refusal(self, request: web.Request) -> web.Response | None:
        """403 for what was not invited (Host, Origin, token), 503 when the table is full."""
        guard = self.guard
        if guard is None or not guard.host_allowed(request.headers.get("Host")):
            return _refused(request, WORDS.other_host_name)
        if not guard.origin_allowed(request.headers.get("Origin")):
            return _refused(request, WORDS.other_site)
        if not guard.token_given(request.query.get("token"), None):
            return _refused(request, WORDS.token_needed)
        if len(self._screens) >= self.limits.connections + self._returning():
            log.warning("a screen was turned away: %d are connected already", len(self._screens))
            return web.Response(status=503, text=WORDS.screens_at_table(self.limits.connections))
        return None

    async def _write(self, screen: _Screen) -> None:
        """Send what is queued for ``screen``, in order, until its end (None)."""
        while True:
            text = await screen.outbox.get()
            if text is None:
                break
            try:
                await screen.websocket.send_str(text)
            except (ConnectionError, RuntimeError):
                break
        await screen.websocket.close()

    async def _read(self, screen: _Screen) -> None:
        """Read ``screen``'s messages until it goes: each one checked, then acted on or refused."""
        websocket = screen.websocket
        while not screen.closing:
            wait = self._quiet_allowed(screen)
            try:
                # wait_for, not receive's own timeout: the heartbeat's pongs would start that anew
                message = await (websocket.receive() if wait is None else asyncio.wait_for(websocket.receive(), wait))
            except asyncio.TimeoutError:
                if not screen.welcomed:
                    screen.close(WORDS.no_hello)
                else:
                    log.info("%s said nothing for %g s and holds no seat: let go", screen.name, self.limits.idle_seconds)
                    screen.close(WORDS.idle_let_go(self.limits.idle_seconds))
                return
            screen.heard = time.monotonic()
            if message.type == WSMsgType.ERROR:  # too large, or broken: the connection ends
                log.warning("a screen's message was refused: %s", type(websocket.exception()).__name__)
                return
            if message.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                return
            if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            data: str | bytes = message.data
            if not screen.rate.allows(len(data)):
                self._refuse(screen, WORDS.too_many_messages)
                continue
            try:
                decoded = decode_client(data)
            except Malformed as error:
                self._refuse(screen, str(error))
                continue
            self._dispatch(screen, decoded)

    def _quiet_allowed(self, screen: _Screen) -> float | None:
        """How much longer ``screen`` may say nothing (None: as long as it likes): a new
        connection has ``hello_seconds`` to say hello, a screen holding no seat ``idle_seconds``
        from its latest message, a seat holder all the time it needs."""
        if not screen.welcomed:
            return max(0.0, screen.heard + self.limits.hello_seconds - time.monotonic())
        idle = self.limits.idle_seconds
        if idle is None or self._seats_of(screen):
            return None
        return max(0.0, screen.heard + idle - time.monotonic())

    def _returning(self) -> int:
        """Screens kept room for: one for each secret holding seats with no screen connected."""
        return len({self.holds[seat].secret_hash for seat in self._away_since if seat in self.holds})

    def _dispatch(self, screen: _Screen, message: ClientMessage) -> None:
        if isinstance(message, Hello):
            if screen.welcomed:
                self._refuse(screen, WORDS.hello_once)
            else:
                self._hello(screen, message)
        elif not screen.welcomed:
            self._refuse(screen, WORDS.say_hello_first)
        elif isinstance(message, MoveMessage):
            self._move(screen, message)
        elif isinstance(message, Claim):
            self._claim(screen, message)
        elif isinstance(message, Ping):
            self._send(screen, encode(Pong(ref=message.ref)))
        elif isinstance(message, Talk):
            self._talk(screen, message)

    def _hello(self, screen: _Screen, hello: Hello) -> None:
        if not token_matches(hello.token, self.token):
            screen.close(WORDS.wrong_token, rejoin=False)
            return
        if hello.version != PROTOCOL:
            screen.close(WORDS.other_version(PROTOCOL, hello.version), rejoin=False)
            return
        digest = secret_hash(hello.secret) if hello.secret else ""
        if not digest or not any(same_hash(hold.secret_hash, digest) for hold in self.holds.values()):
            screen.secret = new_secret()  # an unknown secret holds nothing: a new one, made here
            digest = secret_hash(screen.secret)
        else:
            screen.secret = hello.secret or ""
        if not any(same_hash(hold.secret_hash, digest) for hold in self.holds.values()) and \
                sum(other.welcomed for other in self._screens) >= self.limits.connections:
            # the room left is kept for players coming back to their seats
            screen.close(WORDS.table_full(self.limits.connections), rejoin=False)
            return
        name = self._shown_name(hello.name, digest)
        screen.secret_hash, screen.name, screen.welcomed = digest, name, True
        self._present[digest] += 1
        back = [seat for seat in self._seats_of(screen) if self._away_since.pop(seat, None) is not None]
        done_meanwhile = {seat: self._while_away.pop(seat) for seat in back if seat in self._while_away}
        renamed = False
        for seat in self._seats_of(screen):
            if self.holds[seat].holder != name:
                self.holds[seat] = Hold(digest, name)
                renamed = True
        if renamed:
            self._keep_record()
        journal = self.match.journal
        self._send(screen, encode(Welcome(
            table=self.table_id, setup=sealed_setup(journal.setup).to_json(), moves=[move.to_json() for move in journal.moves],
            seats=self._seat_views(), yours=self._seats_of(screen), secret=screen.secret, away_after=self.away_after,
            not_saved=self.not_saved, idle_after=self.limits.idle_seconds,
        )))
        if self.paused:
            self._send(screen, encode(HostNews(words=PAUSED_WORDS, paused=True)))
        for seat, moves in done_meanwhile.items():
            self._send(screen, encode(StoodIn(seat=seat, moves=moves, back=True)))
        if back or renamed:
            log.info("%s is back at the table", visible(name))
            self._schedule_house()
            self._broadcast_seats()
        else:
            self._broadcast_presence()
        self._changed()

    def _gone(self, screen: _Screen) -> None:
        """A connection ended: its seats are away once no other connection brings its secret."""
        if not screen.welcomed:
            return
        screen.welcomed = False
        self._drop_requests(screen)
        self._present[screen.secret_hash] -= 1
        if self._present[screen.secret_hash] > 0:
            self._changed()
            return
        del self._present[screen.secret_hash]
        seats = self._seats_of(screen)
        if not seats:
            self._broadcast_presence()  # one watcher fewer
            self._changed()
            return
        now = time.monotonic()
        for seat in seats:
            self._away_since.setdefault(seat, now)
        log.info("%s left the table: %s away", visible(screen.name), visible(", ".join(self.state.name(seat) for seat in seats)))
        self._schedule_house()
        self._broadcast_seats()

    # ------------------------------------------------------------------ seats
    def _seats_of(self, screen: _Screen) -> list[int]:
        """The seats ``screen``'s secret holds."""
        if not screen.secret_hash:
            return []
        return sorted(seat for seat, hold in self.holds.items() if same_hash(hold.secret_hash, screen.secret_hash))

    def seat_status(self, seat: int) -> SeatStatus:
        """A seat's standing: open, present, away, or a computer's (the house's)."""
        state = self.state
        if is_computer(state, seat):
            return "house"
        if seat not in self.holds:
            return "open"
        return "away" if seat in self._away_since else "present"

    def _seat_views(self) -> list[SeatView]:
        return [SeatView(seat=seat, name=self.state.name(seat), status=self.seat_status(seat),
                         holder=self.holds[seat].holder if seat in self.holds else None)
                for seat in range(len(self.state.seats))]

    def _claim(self, screen: _Screen, claim: Claim) -> None:
        state = self.state
        seat = _seat_named(state, claim.seat)
        if seat is None:
            seats = [(index + 1, state.name(index)) for index in range(len(state.seats))]  # as the table counts
            self._refuse(screen, WORDS.no_such_seat(repr(claim.seat), seats), claim.ref)
            return
        if is_computer(state, seat):
            self._refuse(screen, WORDS.computer_seat_refused(state.name(seat)), claim.ref)
            return
        hold = self.holds.get(seat)
        if hold is not None and not same_hash(hold.secret_hash, screen.secret_hash):
            self._refuse(screen, self._request_seat(screen, seat, hold.holder), claim.ref)
            return
        self.holds[seat] = Hold(screen.secret_hash, screen.name)
        problem = self._keep_record()
        if problem:  # a seat is claimed only once the record says so: a restarted table gives it back
            if hold is None:
                del self.holds[seat]
            else:
                self.holds[seat] = hold
            self._refuse(screen, WORDS.not_saved_seat(problem), claim.ref)
            return
        self._away_since.pop(seat, None)
        log.info("%s holds %s's seat", visible(screen.name), visible(state.name(seat)))
        self._schedule_house()
        self._broadcast_seats(answer=(screen, claim.ref))

    def _broadcast_seats(self, answer: tuple[_Screen, int] | None = None) -> None:
        self._changed()
        views = self._seat_views()
        for screen in list(self._screens):
            if screen.welcomed:
                ref = answer[1] if answer is not None and answer[0] is screen else None
                self._send(screen, encode(Seats(seats=views, yours=self._seats_of(screen), ref=ref)))
        self._broadcast_presence()

    def presence(self) -> Presence:
        """Who watches (the screens holding no seat, by name) and the away seats, each with
        the seconds until the house plays its move now due."""
        watching = sorted(screen.name for screen in self._screens if screen.welcomed and not self._seats_of(screen))
        due = self.house_due()
        actor = self.state.actor
        now = time.monotonic()
        away = [AwaySeat(seat=seat, house_in=round(max(0.0, due - now), 1)
                         if due is not None and (actor is None or actor == seat) else None)
                for seat in sorted(self._away_since)]
        return Presence(watching=watching, away=away)

    def _broadcast_presence(self) -> None:
        """Tell every screen who watches and who is away (once it changed or a countdown began)."""
        text = encode(self.presence())
        for screen in list(self._screens):
            if screen.welcomed:
                self._send(screen, text)

    def _keep_record(self) -> str:
        """Write the table's token, port and seats beside its saved game (when it has one); ''
        when written, else why not (in the system's words)."""
        if self.record_path is None:
            return ""
        try:
            write_record(self.record_path, TableRecord(self.token, self.port, dict(self.holds)))
        except OSError as error:
            log.warning("the table's seats could not be saved (%s): a restarted table will not know them",
                        error.strerror or error)
            return error.strerror or str(error) or type(error).__name__
        return ""

    # ------------------------------------------------------------------ table talk
    def _talk(self, screen: _Screen, talk: Talk) -> None:
        """A line of table talk: checked (length, characters, the screen's rate), then sent to
        every screen with its speaker's name; never played, so never in the journal."""
        problem = talk_problem(talk.text)
        if problem is None:
            rate = self._talk_rates.setdefault(screen.secret_hash,
                                               TalkRate(self.limits.talk_lines, self.limits.talk_seconds))
            wait = rate.wait()
            if wait > 0:
                problem = rate.refusal(wait)
        if problem is not None:
            self._refuse(screen, problem, talk.ref)
            return
        text = talk.text.strip()
        log.info("%s says: %s", visible(screen.name), visible(text))
        plain = encode(Said(speaker=screen.name, text=text))
        answered = encode(Said(speaker=screen.name, text=text, ref=talk.ref or None))
        for other in list(self._screens):
            if other.welcomed:
                self._send(other, answered if other is screen else plain)

    # ------------------------------------------------------------------ the host's commands
    def screens(self) -> list[ScreenView]:
        """The screens at the table now (welcomed), by number: who the host may remove."""
        return sorted((ScreenView(screen.number, screen.name, tuple(self._seats_of(screen)))
                       for screen in self._screens if screen.welcomed), key=lambda view: view.number)

    def seat_views(self) -> list[SeatView]:
        """Every seat as the screens see it: its player, standing and holder."""
        return self._seat_views()

    def release(self, seat: int) -> str:
        """The host lets go of ``seat``'s holder: the seat is open for any screen to take (its
        old screen watches on). Returns what every screen was told, or why not."""
        state = self.state
        if not 0 <= seat < len(state.seats) or seat not in self.holds:
            return self._host_refusal(WORDS.seat_not_held(seat + 1))
        hold = self.holds.pop(seat)
        problem = self._keep_record()
        if problem:
            self.holds[seat] = hold
            return self._host_refusal(WORDS.not_saved_seat_stays_with(problem, hold.holder))
        self._away_since.pop(seat, None)
        self._forget_requests(seat)
        self._broadcast_seats()
        self._schedule_house()
        return self._tell(WORDS.released(state.name(seat), hold.holder))

    def hand_over(self, request: int) -> str:
        """The host approves ``request``: the seat moves to the screen that asked for it (the
        screen that held it watches on). Returns what every screen was told, or why not."""
        asked = self.requests.pop(request, None)
        screen = None if asked is None else next(
            (screen for screen in self._screens if screen.welcomed and screen.number == asked.screen), None)
        if asked is None or screen is None:
            return self._host_refusal(WORDS.no_request(request))
        state = self.state
        before = self.holds.get(asked.seat)
        self.holds[asked.seat] = Hold(screen.secret_hash, screen.name)
        problem = self._keep_record()
        if problem:
            if before is None:
                del self.holds[asked.seat]
            else:
                self.holds[asked.seat] = before
            return self._host_refusal(WORDS.not_saved_seat_stays(problem))
        self._away_since.pop(asked.seat, None)
        self._forget_requests(asked.seat)
        self._broadcast_seats()
        self._schedule_house()
        return self._tell(WORDS.handed(state.name(asked.seat), screen.name))

    def pause(self) -> str:
        """Hold the table: no move is played (a screen's is refused in words, the house waits)
        until :meth:`resume`."""
        if self.paused:
            return self._host_refusal(WORDS.paused_already)
        self.paused = True
        self._schedule_house()
        return self._tell(PAUSED_WORDS)

    def resume(self) -> str:
        """Play on after :meth:`pause`; the house's turns wait their time again from now."""
        if not self.paused:
            return self._host_refusal(WORDS.not_paused)
        self.paused = False
        self._turn_began = time.monotonic()
        now = time.monotonic()
        for seat in self._away_since:
            self._away_since[seat] = now
        self._schedule_house()
        return self._tell(WORDS.resumed_words)

    def remove(self, number: int) -> str:
        """The host removes screen ``number``: it is told why and stops (its seats, if any, are
        away, and the host may release them)."""
        screen = next((screen for screen in self._screens if screen.welcomed and screen.number == number), None)
        if screen is None:
            return self._host_refusal(WORDS.no_screen(number))
        words = WORDS.removed(screen.name)
        screen.close(words, rejoin=False)
        self._gone(screen)
        return self._tell(words)

    async def end(self) -> str:
        """The host ends the game: every screen hears the standings, then the table closes and
        every screen stops (the saved game stays, ``host --resume`` continues it)."""
        words = WORDS.ended(standings_words(self.state))
        self._tell(words)
        await self.stop(words, rejoin=False)
        return words

    def _tell(self, words: str) -> str:
        """Every screen hears what the host did (and whether the table is paused)."""
        log.info("%s", visible(words))
        message = encode(HostNews(words=words, paused=self.paused))
        for screen in list(self._screens):
            if screen.welcomed:
                self._send(screen, message)
        self._changed()
        return words

    def _host_refusal(self, why: str) -> str:
        """What the host is told when a command cannot be done (and the table's log says)."""
        words = WORDS.not_done(why)
        log.info("%s", visible(words))
        return words

    def _shown_name(self, name: str, digest: str) -> str:
        """How a screen called ``name`` (holding the seats of ``digest``) is shown: ``name``, or
        ``name (2)``, ``(3)``… while another screen at the table, or another screen's seat, goes
        by it. A player whose laptop died joins from a new one under the same name; the host
        then tells the screen asking for the seat from the one that held it, and every screen
        hears to which the seat went."""
        def taken(shown: str) -> bool:
            key = shown.casefold()
            return any(other.welcomed and other.secret_hash != digest and other.name.casefold() == key
                       for other in self._screens) or \
                any(hold.holder.casefold() == key and not same_hash(hold.secret_hash, digest)
                    for hold in self.holds.values())

        shown, number = name, 1
        while name and taken(shown):
            number += 1
            shown = f"{name} ({number})"
        return shown

    def _request_seat(self, screen: _Screen, seat: int, holder: str) -> str:
        """``screen`` asks for ``seat``, which another screen holds: the host is asked; what the
        asking screen is told."""
        name = self.state.name(seat)
        if not any(asked.seat == seat and asked.screen == screen.number for asked in self.requests.values()):
            number = max(self.requests, default=0) + 1
            self.requests[number] = SeatRequest(number, seat, screen.number, screen.name)
            log.info("%s asks for %s's seat (request %d)", visible(screen.name), visible(name), number)
            self._changed()
        return WORDS.held_asks_host(name, holder)

    def _forget_requests(self, seat: int) -> None:
        for number in [number for number, asked in self.requests.items() if asked.seat == seat]:
            del self.requests[number]

    def _drop_requests(self, screen: _Screen) -> None:
        for number in [number for number, asked in self.requests.items() if asked.screen == screen.number]:
            del self.requests[number]

    def _changed(self) -> None:
        for listener in list(self.on_change):
            listener()

    # ------------------------------------------------------------------ moves
    def _move(self, screen: _Screen, message: MoveMessage) -> None:
        """A screen's move: checked against its seats and the table, then played, or refused."""
        ref = message.ref
        moves = len(self.match.journal.moves)
        if self.paused:
            self._refuse(screen, PAUSED_WORDS, ref)
            return
        if message.index != moves:
            self._refuse(screen, WORDS.moved_on(message.index, moves), ref)
            return
        try:
            given = Move.from_json(message.move)
        except ValueError as error:
            self._refuse(screen, short(str(error)), ref)
            return
        move_or_why = self._owned_move(screen, given)
        if isinstance(move_or_why, str):
            self._refuse(screen, move_or_why, ref)
            return
        self._play(move_or_why, screen, ref)

    def _owned_move(self, screen: _Screen, given: Move) -> Move | str:
        """The move as the table plays it (its seat filled in, nothing it should not carry), or
        why this screen may not make it."""
        state = self.state
        mine = self._seats_of(screen)
        if not mine:
            return WORDS.no_seat_held
        kind = given.kind
        if kind == "next_round":
            seat = mine[0] if given.seat is None else given.seat
        elif kind == "undo":
            seat_or_none = state.undo_seat
            if seat_or_none is None:
                return state.undo_refusal()
            seat = seat_or_none
        else:
            actor = state.actor
            if actor is None or kind not in state.legal_moves():
                return state.refusal(kind)
            if given.seat is not None and given.seat != actor:
                return WORDS.not_this_seats_turn(state.name(actor), _seat_words(state, given.seat))
            seat = actor
        if seat not in mine:
            return WORDS.seat_not_yours(_seat_words(state, seat))
        if given.dice is not None and not (kind == "roll" and state.rules.dice == "real"):
            return WORDS.table_rolls
        amount = given.amount if kind in AMOUNT_MOVES else None
        return Move(kind, seat=seat, amount=amount, dice=given.dice if kind == "roll" else None)

    def _play(self, move: Move, screen: _Screen | None = None, ref: int = 0) -> bool:
        """Play ``move``, then any roll-off it opened (a pot round with ``order=roll``), each
        roll a move of its own, played and sent as the house's (nobody decides a roll-off); a
        roll not saved waits for the house's timer. True when ``move`` was played."""
        played = rolled = self._play_one(move, screen, ref)
        for _ in range(len(self.state.seats) * 64):  # a roll-off ends: this bounds a run of ties
            if not rolled or self.state.phase.value != "draw":
                break
            roll = self.house_move()
            rolled = roll is not None and self._play_one(roll)
        self._schedule_house()
        if played and self._away_since:
            self._broadcast_presence()  # the turn moved: an away seat's countdown starts anew, or stops
        return played

    def _play_one(self, move: Move, screen: _Screen | None = None, ref: int = 0) -> bool:
        """Play one move through the match (the store saves it inside ``Match.play``), then send
        it to every screen.

        A move the disk did not take is taken back whole (state, dice, journal: the store has
        cut its file back) and refused: no screen hears of a move a restarted table would not
        have. Every screen is told why, and the house tries its own moves again after
        ``save_retry`` seconds; the first move saved after that ends the refusals."""
        match = self.match
        journal = match.journal
        index = len(journal.moves)
        before, dice = match.state, match.rng.getstate()
        try:
            match.play(move)
        except CeeloError as error:
            if screen is not None:
                self._refuse(screen, short(str(error)), ref)
            else:  # pragma: no cover - the house plays only legal moves
                log.warning("the house's move was refused: %s", visible(str(error)))
            return False
        except NotSaved as error:
            match.state = before
            match.rng.setstate(dice)
            del journal.moves[index:]
            self._not_saved(error, screen, ref)
            return False
        if self.not_saved:
            self._saving_again()
        self._turn_began = time.monotonic()
        data = journal.moves[index].to_json()
        plain = encode(Accepted(index=index, move=data))
        answered = encode(Accepted(index=index, move=data, ref=ref)) if screen is not None else plain
        stood_in = self._stood_in(journal.moves[index], screen, index)
        for other in list(self._screens):
            if other.welcomed:
                if stood_in is not None:
                    self._send(other, stood_in)
                self._send(other, answered if other is screen else plain)
        self._changed()
        return True

    def _stood_in(self, move: Move, screen: _Screen | None, index: int) -> str | None:
        """When the house made ``move`` for a player who is away, the message saying so (and
        the move is kept to tell their screen when it comes back); else None."""
        seat = move.seat
        if screen is not None or seat is None or seat not in self._away_since or is_computer(self.state, seat):
            return None
        self._while_away.setdefault(seat, []).append(index)
        return encode(StoodIn(seat=seat, moves=[index]))

    # ------------------------------------------------------------------ saving
    def _not_saved(self, error: NotSaved, screen: _Screen | None, ref: int) -> None:
        """A move was not saved, so not played: the mover is refused and every screen told why
        (once for each new reason); the house waits ``save_retry`` seconds before trying again."""
        self._save_retry_at = time.monotonic() + self.save_retry
        if error.cause != self.not_saved:
            self.not_saved = error.cause
            log.warning("%s The table refuses moves until one can be saved.", error)
            for other in list(self._screens):
                if other.welcomed:
                    self._send(other, encode(Saving(problem=error.cause)))
        if screen is not None:
            self._refuse(screen, not_saved_words(error.cause), ref)

    def _saving_again(self) -> None:
        """A move was saved after moves were refused for not being saved: every screen hears so."""
        self.not_saved = ""
        self._save_retry_at = 0.0
        log.warning("The game is saved again: the table takes moves again.")
        for other in list(self._screens):
            if other.welcomed:
                self._send(other, encode(Saving()))

    # ------------------------------------------------------------------ the house
    def house_seats(self) -> tuple[SeatController, ...]:
        """Who plays each seat, as the house sees it: a computer seat is the house's own
        (:class:`~ceelo_tui.controller.seats.Computer`), a held seat whose screen is away is
        the house's once ``away_after`` allows (:class:`~ceelo_tui.controller.seats.StandIn`),
        and every other seat is a screen's (:class:`~ceelo_tui.controller.seats.Remote`,
        which decides nothing here: its moves come as messages)."""
        state = self.state
        seats: list[SeatController] = []
        for index, seat in enumerate(state.seats):
            name = state.name(index)
            if is_computer(state, index):
                seats.append(Computer(name, check_style(seat.style)))
            elif index in self._away_since and self.away_after is not None:
                seats.append(StandIn(name, self.away_style))
            else:
                seats.append(Remote(name, held=index in self.holds))
        return tuple(seats)

    def house_due(self) -> float | None:
        """When (``time.monotonic()``) the house plays the table's next move, or None while the
        table waits for a screen (a present player's turn, an open seat, away seats with no
        ``away_after``)."""
        state = self.state
        if state.is_over or self.paused:
            return None
        if state.phase.value == "draw":
            return self._turn_began  # a roll-off's roll waiting (one was not saved): nobody decides it
        if self._decide(looking_ahead=True) is None:
            return None
        after = self.away_after or 0.0  # a StandIn is seated only where away_after is set
        actor = state.actor
        if actor is not None:
            if is_computer(state, actor):
                return self._turn_began + self.house_pause
            return max(self._away_since[actor], self._turn_began) + after
        people = [seat for seat in range(len(state.seats)) if not is_computer(state, seat)]
        if not people:
            return self._turn_began + self.house_pause
        return max([self._turn_began, *(self._away_since[seat] for seat in people)]) + after

    def _schedule_house(self) -> None:
        if self._house is not None:
            self._house.cancel()
            self._house = None
        due = self.house_due()
        if due is None or self._runner is None:
            return
        due = max(due, self._save_retry_at)  # after a move that was not saved, not at once again
        loop = asyncio.get_running_loop()
        self._house = loop.call_later(max(0.0, due - time.monotonic()), self._house_turn)

    def _house_turn(self) -> None:
        self._house = None
        due = self.house_due()
        if due is None:
            return
        if max(due, self._save_retry_at) > time.monotonic() + 0.001:
            self._schedule_house()
            return
        move = self.house_move()
        if move is not None:
            self._play(move)

    def house_move(self) -> Move | None:
        """The move the house makes now (a roll-off's roll, which nobody decides, or what the
        seat controllers of :meth:`house_seats` decide), or None while the table waits for a
        screen."""
        state = self.state
        if state.phase.value == "draw" and state.actor is not None:
            return Move("roll", seat=state.actor)
        return self._decide()

    def _decide(self, *, looking_ahead: bool = False) -> Move | None:
        """What the house's seat controllers decide now (``looking_ahead``: from a copy of the
        decision generator, drawing nothing)."""
        turn = Turn(self.state, self.state.actor, self._house_rng, len(self.match.journal.moves))
        return decision(self.house_seats(), turn.looking_ahead() if looking_ahead else turn)

    # ------------------------------------------------------------------ sending
    def _send(self, screen: _Screen, text: str) -> None:
        if not screen.send(text):
            log.warning("%s fell too far behind and was let go (it will reconnect and catch up)", visible(screen.name) or "a screen")
            screen.close()

    def _refuse(self, screen: _Screen, reason: str, ref: int | None = None) -> None:
        self._send(screen, encode(Refused(reason=reason, index=len(self.match.journal.moves), ref=ref or None)))


def _seat_named(state: AnyGame, wanted: int | str) -> int | None:
    """The seat ``wanted`` names: an index, or a player's name (any case), or None."""
    if isinstance(wanted, int):
        return wanted if 0 <= wanted < len(state.seats) else None
    key = " ".join(wanted.split()).casefold()
    return next((seat for seat in range(len(state.seats)) if state.name(seat).casefold() == key), None)


def _seat_words(state: AnyGame, seat: int) -> str:
    """"Bo's" for a seat, or the number given when there is no such seat."""
    return WORDS.seats_name(state.name(seat)) if 0 <= seat < len(state.seats) else WORDS.seat_number_name(seat)


def _refused(request: web.Request, why: str) -> web.Response:
    """403 saying why in a word, and one line in the log (no headers, no token)."""
    log.warning("refused %s %s: %s", visible(request.method), visible(request.path), visible(why))
    return web.Response(status=403, text=WORDS.forbidden(why))


async def _plain_headers(request: web.Request, response: web.StreamResponse) -> None:
    """Name no versions of what the server runs on."""
    response.headers["Server"] = "ceelo-tui"

