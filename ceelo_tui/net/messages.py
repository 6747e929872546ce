"""What the shared table's server and its clients say to each other: typed, validated messages.

One websocket text frame carries one JSON object whose ``type`` names the message. Both sides
decode with :mod:`msgspec` against the union of the messages the other side may send, so a
message of an unknown type, with a field missing, a field of the wrong type, a value out of
range or a field nobody knows, is refused whole before any of it is used: nothing half-read
ever reaches the table. A move travels as the journal's own JSON
(:meth:`~ceelo_tui.engine.journal.Move.to_json`), and is read back with
:meth:`~ceelo_tui.engine.journal.Move.from_json`, so the wire and the saved game share one
format and one set of checks: the journal is the protocol.

A client says, in order::

    hello   {token, name, secret?}            first, once: which table, who is here
    claim   {seat (index or name), ref}       take a seat (a connection may hold several)
    move    {index, move, ref}                a move, made against the journal's ``index`` moves
    ping    {ref}                             is the table still there?
    talk    {text, ref}                       a line of table talk (any screen, seated or not)

The server says::

    welcome  {table, setup, moves, seats, yours, secret, away_after, idle_after, not_saved}
                                              after hello
    accepted {index, move, ref?}              journal move ``index`` (dice included), to everyone
    refused  {reason, index, ref?}            nothing changed; ``index``: the journal's length
    seats    {seats, yours, ref?}             who holds which seat, who is away
    saving   {problem}                        to everyone: moves are refused, the host cannot
                                              save them (``problem``), or ('') saved again
    pong     {ref}
    said     {speaker, text, ref?}            a line of table talk, to everyone (never saved)
    host     {words, paused}                  what the host did, to everyone; whether play is paused
    presence {watching, away}                 to everyone: who watches, the away seats' countdowns
    stood_in {seat, moves, back}              the house played these moves for an away seat
    closing  {reason}                         to everyone: the host is closing the table (a bye follows)
    bye      {reason, rejoin}                 the server closes this connection

``ref`` is the client's number for a claim, a move or a ping, given back in the answer (only
to the client that asked), so a client can await the answer to its own request.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

import msgspec
from msgspec import Meta

from ..engine.game import check_name
from ..engine.seating import refused_character
from ..presenters.catalog import WORDS

PROTOCOL = 3
"""The version of these messages; a hello of another version is refused (2: the table says
when it cannot save, and how long a screen without a seat may say nothing; 3: table talk and
what the host did, the table saying when its host closes it, who watches and when the house
plays for an away seat)."""

CLIENT_MESSAGE_BYTES = 4096
"""The largest message a client may send (a move is under 150 bytes, a hello under 300)."""
SERVER_MESSAGE_BYTES = 16 * 1024 * 1024
"""The largest message a client accepts: a welcome carries every move so far (about 40 bytes
each), so this holds a game of hundreds of thousands of moves."""

NAME_CHARS = 32
SECRET_CHARS = 64
TOKEN_CHARS = 128
REASON_CHARS = 300
"""A refusal's reason is cut to this length (a decoder's message quotes what it was given)."""

TALK_CHARS = 120
"""The longest line of table talk, in characters."""
TALK_WIRE_CHARS = 1000
"""The longest talk a message may carry at all: beyond TALK_CHARS it is refused in words."""

Name = Annotated[str, Meta(min_length=1, max_length=NAME_CHARS)]
"""A screen's or a player's name: shown on other screens and in the host's log, so it passes
the one name check (:func:`~ceelo_tui.engine.game.check_name`, as at :func:`screen_name`)."""


def screen_name(name: str) -> str:
    """The name a screen gives in its hello, trimmed, or IllegalMove (a ValueError, which the
    decoder reports as a malformed message): the players' name check, up to NAME_CHARS long."""
    return check_name(name, longest=NAME_CHARS)
Secret = Annotated[str, Meta(min_length=16, max_length=SECRET_CHARS)]
Ref = Annotated[int, Meta(ge=0, le=2**31)]
Index = Annotated[int, Meta(ge=0, le=10**8)]
SeatIndex = Annotated[int, Meta(ge=0, le=63)]


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    """Every message: tagged by ``type``, no unknown fields, defaults left out when sent."""


# ---------------------------------------------------------------------- client -> server
class Hello(_Message, tag="hello"):
    """The first message of a connection: the table's token, who is here, and the secret of
    the seats this client held before (to take them back), if any."""

    token: Annotated[str, Meta(max_length=TOKEN_CHARS)]
    name: Name
    secret: Secret | None = None
    version: int = PROTOCOL

    def __post_init__(self) -> None:
        """The screen's name passes the players' name check (trimmed as it is)."""
        self.name = screen_name(self.name)


class Claim(_Message, tag="claim"):
    """Take a seat: by its index, or by the player's name at the table."""

    seat: SeatIndex | Name
    ref: Ref = 0

    def __post_init__(self) -> None:
        """A seat claimed by its player's name: a name that passes the players' name check."""
        if isinstance(self.seat, str):
            self.seat = screen_name(self.seat)


class MoveMessage(_Message, tag="move"):
    """A move (the journal's JSON for it, without dice unless the table rolls real dice), made
    against the journal as it stood with ``index`` moves: a move made against an older journal
    is refused, so two screens never both play the same turn."""

    index: Index
    move: dict[str, Any]
    ref: Ref = 0


class Ping(_Message, tag="ping"):
    """Is the table still there? (answered by a pong)."""

    ref: Ref = 0


class Talk(_Message, tag="talk"):
    """A line of table talk from this screen, to every screen (checked by :func:`talk_problem`
    at the table; the wire allows a little more, so a long line is refused in words)."""

    text: Annotated[str, Meta(max_length=TALK_WIRE_CHARS)]
    ref: Ref = 0


ClientMessage = Hello | Claim | MoveMessage | Ping | Talk


# ---------------------------------------------------------------------- server -> client
SeatStatus = Literal["open", "present", "away", "house"]
"""A seat's standing: nobody holds it yet; its player is connected; its player's connection
is gone (the house plays its turns after the table's ``away_after``); a computer seat."""


class SeatView(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat as every client sees it."""

    seat: int
    name: str
    """The player's name at the table."""
    status: SeatStatus
    holder: str | None = None
    """The name the screen holding the seat gave in its hello (None: nobody holds it)."""


class Welcome(_Message, tag="welcome"):
    """The table as it stands: its setup and every accepted move, so a client rebuilds the
    game exactly by the engine's replay; the seats; the seats this connection holds and the
    secret that takes them back on reconnecting."""

    table: str
    setup: dict[str, Any]
    moves: list[dict[str, Any]]
    seats: list[SeatView]
    yours: list[int]
    secret: str
    away_after: float | None = None
    """Seconds after which an away seat's turn is played by the house (None: never)."""
    idle_after: float | None = None
    """Seconds a connection holding no seat may say nothing before the table lets it go (a
    watching client pings well within it); None: never."""
    not_saved: str = ""
    """Why the table cannot save moves now, so refuses them ('' while it saves); see Saving."""
    version: int = PROTOCOL


class Accepted(_Message, tag="accepted"):
    """Journal move ``index`` (its dice included), on disk before it was sent."""

    index: int
    move: dict[str, Any]
    ref: int | None = None


class Refused(_Message, tag="refused"):
    """A request that changed nothing, and why."""

    reason: str
    index: int
    """How many moves the journal holds now."""
    ref: int | None = None


class Seats(_Message, tag="seats"):
    """Who holds which seat now, and which are this connection's."""

    seats: list[SeatView]
    yours: list[int]
    ref: int | None = None


class Saving(_Message, tag="saving"):
    """Whether the table can save moves: ``problem`` ("No space left on device") while it
    cannot, and refuses every move, since a move is accepted only once it is on disk; '' once a
    move is saved again."""

    problem: str = ""


def not_saved_words(problem: str) -> str:
    """What a screen shows while the host cannot save: the hot-seat app's "Not saved" warning,
    and what it means at a shared table."""
    return WORDS.not_saved_moves(problem)


class Pong(_Message, tag="pong"):
    """The answer to a ping."""

    ref: int = 0


class Bye(_Message, tag="bye"):
    """The server is closing this connection, and why."""

    reason: str
    rejoin: bool = True
    """False when joining again the same way cannot help (a wrong token, another version)."""


class Said(_Message, tag="said"):
    """A line of table talk, to every screen: who said it (their screen's name) and the line.
    Talk is not a move: it is never in the journal, so never saved with the game."""

    speaker: str
    text: str
    ref: int | None = None


class HostNews(_Message, tag="host"):
    """What the host did (released or handed over a seat, paused, removed a screen, ended the
    game), in words, to every screen; and whether the table is paused (no move is played while
    it is). A screen joining a paused table hears one too, after its welcome."""

    words: str
    paused: bool = False


def talk_problem(text: str) -> str | None:
    """Why ``text`` may not be said at the table, in words (None: it may). A line holds
    something to read, at most :data:`TALK_CHARS` characters, and no control or formatting
    character (the check names use), so it cannot move the cursor or reorder other lines."""
    line = text.strip()
    if not line:
        return WORDS.talk_empty
    if len(line) > TALK_CHARS:
        return WORDS.talk_too_long(TALK_CHARS, len(line))
    bad = refused_character(line)
    if bad is not None:
        return WORDS.talk_unseen_character(f"U+{ord(bad):04X}")
    return None


class AwaySeat(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A seat whose player's screen is gone, and when the house plays for it."""

    seat: int
    house_in: float | None = None
    """Seconds until the house plays this seat's move now due (None: no move of its is due, or
    the table waits for it however long it takes)."""


class Presence(_Message, tag="presence"):
    """Who is at the table besides the seats' players: the screens watching (holding no seat),
    by the names they gave, and the away seats with the house's countdown. Sent to every
    screen when it changes, and after each move while a seat is away (its countdown restarts)."""

    watching: list[str]
    away: list[AwaySeat]


class StoodIn(_Message, tag="stood_in"):
    """The house played journal ``moves`` for ``seat``, whose player was away: sent to every
    screen just before such a move's ``accepted`` (one move), so each can say the house made it,
    and again to the player's screen when it comes back (``back``: every move the house made
    for the seat meanwhile), so they hear what was done for them."""

    seat: int
    moves: list[int]
    back: bool = False


class Closing(_Message, tag="closing"):
    """The host is closing the table (ctrl+c on its terminal), and why: sent to every screen
    before its bye, so a screen can tell a table its host closed from a connection that was
    lost, and keep saying so while the table is gone."""

    reason: str


ServerMessage = (Welcome | Accepted | Refused | Seats | Saving | Pong | Said | HostNews | Presence | StoodIn | Closing
                 | Bye)

_encoder = msgspec.json.Encoder()
T = TypeVar("T")
_client_decoder: msgspec.json.Decoder[ClientMessage] = msgspec.json.Decoder(ClientMessage)
_server_decoder: msgspec.json.Decoder[ServerMessage] = msgspec.json.Decoder(ServerMessage)


class Malformed(ValueError):
    """A message that is not one of the other side's: its reason, in short."""


def encode(message: _Message) -> str:
    """One message as the text of a websocket frame."""
    return _encoder.encode(message).decode("utf-8")


def decode_client(data: str | bytes) -> ClientMessage:
    """A client's message, checked; Malformed (saying why) if it is not one."""
    return _decode(_client_decoder, data)


def decode_server(data: str | bytes) -> ServerMessage:
    """The server's message, checked; Malformed (saying why) if it is not one."""
    return _decode(_server_decoder, data)


def _decode(decoder: msgspec.json.Decoder[T], data: str | bytes) -> T:
    try:
        return decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        raise Malformed(short(WORDS.malformed_message(str(error)))) from None


def short(text: str) -> str:
    """``text`` cut to :data:`REASON_CHARS`."""
    return text if len(text) <= REASON_CHARS else text[: REASON_CHARS - 1] + "…"
