"""How English says what the host of a shared table tells the screens at it, and what a
screen's own client says of its connection: refusals of moves, seats and lines of talk, the
host's actions (released, handed over, paused, removed, ended), why a screen's connection was
closed, a move or a seat the host cannot save, and the table's record.

The host words these from the catalog before sending them, so every screen at the table reads
the host's language. The engine's refusals, the system's reasons and the names are put in as
given.
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class HostWords(NumberWords):
    """The shared table's host and client, in English."""

    # Saving

    def not_saved_moves(self, problem: str) -> str:
        """Every screen, while the host cannot save its moves."""
        return (f"Not saved: {problem}. The host cannot save the table's moves, so none is played "
                "until it can: the game stands as it was.")

    def not_saved_seat(self, problem: str) -> str:
        """A seat asked for while the host cannot save who holds it."""
        return f"Not saved: {problem}. The host cannot save who holds which seat, so the seat is not taken until it can."

    def not_saved_seat_stays_with(self, problem: str, holder: str) -> str:
        """A release the host cannot save."""
        return f"Not saved: {problem}. The seat stays with {holder}"

    def not_saved_seat_stays(self, problem: str) -> str:
        """A hand-over the host cannot save."""
        return f"Not saved: {problem}. The seat stays where it was"

    saves_again = "The host saves the table's moves again: play goes on."

    # The host's actions, told to every screen

    paused_words = "The host has paused the table: no move is played until the host resumes it."
    resumed_words = "The host resumed the table: play goes on."

    def released(self, name: str, holder: str) -> str:
        """The host let a seat go."""
        return f"The host released {name}'s seat from {holder}: any screen may take it."

    def handed(self, name: str, screen: str) -> str:
        """The host handed a seat to the screen that asked."""
        return f"The host handed {name}'s seat to {screen}."

    def removed(self, screen: str) -> str:
        """The host sent a screen away."""
        return f"The host removed {screen} from the table."

    def ended(self, standings: str) -> str:
        """The host ended the game: the standings follow."""
        return f"The host ended the game. {standings}"

    def host_standings(self, players: Sequence[tuple[str, int]]) -> str:
        """'Standings: Ann 7 coins, Bo 5 coins.'."""
        return "Standings: " + ", ".join(f"{name} {self.coins(coins)}" for name, coins in players) + "."

    # The host's commands refused

    def not_done(self, why: str) -> str:
        """'Not done: the table is not paused.'."""
        return f"Not done: {why}."

    def seat_not_held(self, number: int) -> str:
        """A release of a seat nobody holds."""
        return f"seat {number} is not held by any screen"

    def no_request(self, number: int) -> str:
        """A hand-over nobody asked for."""
        return f"there is no request {number} waiting"

    def no_screen(self, number: int) -> str:
        """A screen number nobody has."""
        return f"there is no screen {number} at the table"

    paused_already = "the table is paused already"
    not_paused = "the table is not paused"

    # A screen's seats and moves refused

    def no_such_seat(self, wanted: str, seats: Sequence[tuple[int, str]]) -> str:
        """A seat asked for that the table does not have (``wanted`` as asked, quoted): the seats there are."""
        names = ", ".join(f"{number} {name}" for number, name in seats)
        return f"there is no seat {wanted} at this table: {names}"

    def computer_seat_refused(self, name: str) -> str:
        """A computer seat asked for."""
        return f"{name} is a computer seat: the house plays it"

    def held_asks_host(self, name: str, holder: str) -> str:
        """A seat another screen holds: the host is asked."""
        return f"{name}'s seat is held by another screen, {holder}: the host is asked to hand it to this screen."

    def moved_on(self, against: int, moves: int) -> str:
        """A move made against an older state of the table."""
        return f"the table has moved on: this move was made against move {against}, the table is at move {moves}"

    no_seat_held = "you hold no seat: claim one to play (a screen without a seat watches)"

    def not_this_seats_turn(self, actor: str, seat: str) -> str:
        """"It is Ann's turn, not Bo's." (``seat``: "Bo's" or "seat 7's")."""
        return f"It is {actor}'s turn, not {seat}."

    def seat_not_yours(self, seat: str) -> str:
        """"Bo's seat is not yours: ...", a move for a seat this screen does not hold."""
        return f"{seat} seat is not yours: only its player may make that move."

    def seats_name(self, name: str) -> str:
        """"Bo's"."""
        return f"{name}'s"

    def seat_number_name(self, number: int) -> str:
        """"seat 7's", a seat the table does not have."""
        return f"seat {number}'s"

    table_rolls = "the table rolls the dice: a move may not bring its own"
    too_many_messages = "too many messages: slow down"
    hello_once = "hello once: this screen is at the table already"
    say_hello_first = "say hello first"

    def talk_too_fast(self, lines: int, seconds: float, wait: int) -> str:
        """A screen talking faster than the table allows."""
        return (f"You talk faster than the table allows: {lines} line{'s' if lines != 1 else ''} "
                f"in {seconds:g} s. Say more in {wait} s.")

    talk_empty = "Say something: a line to the table holds at least one character."

    def talk_too_long(self, most: int, length: int) -> str:
        """A line of talk longer than the table takes."""
        return f"A line to the table holds at most {most} characters; this one has {length}."

    def talk_unseen_character(self, code: str) -> str:
        """A line of talk with a control or formatting character (``code``: 'U+200E')."""
        return ("A line to the table may hold letters, digits, spaces, punctuation and symbols, not control, "
                f"formatting or other unseen characters ({code} is one).")

    # Why a screen's connection was closed

    host_closed = "the host closed the table"
    no_hello = "no hello: a screen says hello first"

    def idle_let_go(self, seconds: float | None) -> str:
        """A screen that held no seat and said nothing."""
        return (f"this screen said nothing for {seconds:g} s and holds no seat, so the table let it go to keep "
                "room for its players: join again to watch")

    wrong_token = "wrong token: join with the address that ceelo-tui host printed"

    def other_version(self, ours: int, theirs: int) -> str:
        """A screen speaking another version of the protocol."""
        return f"this table speaks version {ours} of the protocol, not {theirs}"

    def table_full(self, connections: int) -> str:
        """No room for another screen that holds no seat."""
        return (f"the table is full: {connections} screens are at it, and the room left is kept "
                "for players coming back to their seats")

    # What a browser or another program is answered at the table's address

    websocket_only = "This address is a table's websocket: join it with ceelo-tui.\n"

    def screens_at_table(self, connections: int) -> str:
        """503: no room at all."""
        return f"{connections} screens are at this table already.\n"

    def forbidden(self, why: str) -> str:
        """403 and why."""
        return f"Forbidden: {why}.\n"

    other_host_name = "this table does not answer to that host name"
    other_site = "a page of another site may not join this table"
    token_needed = "join with the address, token included, that ceelo-tui host printed"

    # A screen's client: its connection and its answers

    def connection_ended(self, reason: str) -> str:
        """A question left unanswered when the client stopped."""
        return f"the connection to the table ended: {reason}"

    connection_was_lost = "the connection was lost"
    connection_was_closed = "the connection was closed"

    def lost_before_answer(self, reason: str) -> str:
        """A question left unanswered when the connection dropped."""
        return f"the connection to the table was lost before it answered ({reason})"

    def gave_up(self, seconds: float, reason: str) -> str:
        """The client stopped trying to join again."""
        return f"gave up after {seconds:g} s without the table: {reason}"

    def refused_entry(self, status: int) -> str:
        """The table refused this screen for good (a wrong address or token)."""
        return f"the table refused to let this screen in ({status}): check the address and its token"

    def not_let_in_now(self, status: int) -> str:
        """The table refused this screen for now."""
        return f"the table did not let this screen in now ({status})"

    def unreadable_message(self, error: str) -> str:
        """A message from the table this screen cannot read."""
        return f"the table sent what this screen cannot read ({error})"

    # A screen's websocket (``ceelo_tui.net.websocket``): why its connection broke

    def websocket_refused(self, status: int) -> str:
        """The server answered the opening handshake with another status than 101."""
        return f"the table answered {status} instead of opening the connection"

    websocket_not_a_handshake = "the table's answer was not a websocket handshake"
    websocket_ended = "the connection ended"
    websocket_closed = "the connection is closed"

    def unreadable_welcome(self, error: str) -> str:
        """The table's welcome cannot be read."""
        return f"the table's welcome cannot be read ({error})"

    def game_not_set_up(self, error: str) -> str:
        """The table's game cannot be set up at this screen."""
        return f"the table's game cannot be set up here: {error}"

    def game_not_replayed(self, problem: str) -> str:
        """The table's game does not replay at this screen."""
        return f"the table's game does not replay here: {problem}"

    move_before_welcome = "a move came before the welcome"

    def move_out_of_order(self, index: int, held: int) -> str:
        """A move the replica is not ready for."""
        return f"move {index} came while the replica holds {held}: joining again to catch up"

    def unreadable_move(self, error: str) -> str:
        """A move from the table this screen cannot read."""
        return f"the table's move cannot be read ({error})"

    def move_not_replayed(self, index: int, error: str) -> str:
        """A move the replica refuses."""
        return f"move {index} does not play on this screen's replica ({error}): joining again"

    not_connected = "not connected to the table: it is joining again"

    def no_answer_within(self, seconds: float) -> str:
        """The table did not answer a question in time."""
        return f"the table did not answer within {seconds:g} s"

    def connection_lost_error(self, error: str) -> str:
        """The connection dropped while a question was sent."""
        return f"the connection to the table was lost ({error})"

    # The table's record

    def record_unreadable(self, path: str, reason: str) -> str:
        """The table's record could not be read."""
        return f"the table's record {path} could not be read ({reason})"

    def record_damaged(self, path: str, error: str) -> str:
        """The table's record is damaged."""
        return f"the table's record {path} is damaged ({error})"

    not_a_record = "not a table record"
    no_token = "no token"
    no_port = "no port"
    no_seats = "no seats"

    def malformed_message(self, error: str) -> str:
        """A message a screen or the table sent that cannot be read (``error``: the decoder's words)."""
        return f"malformed message: {error}"

    def bad_seat(self, key: str) -> str:
        """A seat in the table's record that is not one (``key`` as the record has it, quoted)."""
        return f"a bad seat {key}"
