"""How English says what a screen's controller tells its players: why a key does not move a
seat, whom the table waits for, what changed at the seats of a shared table, the connection
to it, what the house did for an away player, and the computers' pace and pause.

The controller chooses which of these to say, with the names and reasons; the table's own
reasons (a refusal, why it closed) are put in as the host worded them.
"""

from __future__ import annotations

from collections.abc import Sequence


class SharedTableWords:
    """The controller's words to the players at one screen, in English."""

    # Why a key does not move a seat

    def no_move_by_itself(self, seat_number: int) -> str:
        """A seat whose moves come only from its player's keys."""
        return f"Seat {seat_number} makes no move by itself: its player moves it."

    def not_their_turn(self, actor: str, name: str) -> str:
        """"It is Ann's turn, not Bo's."."""
        return f"It is {actor}'s turn, not {name}'s."

    def own_seat_only(self, name: str) -> str:
        """A move made for a seat not its player's."""
        return f"{name} moves only for their own seat."

    def computer_moves_itself(self, name: str) -> str:
        """A key pressed for a computer seat's move."""
        return f"{name} is a computer player and makes its own move."

    def house_plays_away(self, name: str) -> str:
        """A key pressed for an away player's move, which the house makes."""
        return f"{name} is away: the house plays their turns."

    def table_plays_computer(self, name: str) -> str:
        """A key pressed for a shared table's computer seat."""
        return f"{name} is a computer player: the table makes its moves."

    def seat_free_take_it(self, name: str) -> str:
        """A key pressed for a seat nobody holds."""
        return f"{name}'s seat is free: press t to take it."

    def plays_elsewhere(self, name: str, away: bool, house_stands_in: bool) -> str:
        """A key pressed for a seat played at another screen (and what the table does while its
        player is away)."""
        if not away:
            return f"{name} plays from another screen."
        meanwhile = "the house plays for them soon" if house_stands_in else "the table waits for them"
        return f"{name} plays from another screen (away for now: {meanwhile})."

    # Whom the table waits for

    def computer_moves_at_table(self, name: str, style: str) -> str:
        """'Bo (computer, bold) moves at the table…'."""
        return f"{name} (computer, {style}) moves at the table…"

    def seat_free_waiting(self, name: str) -> str:
        """A free seat's turn: take it, or wait."""
        return f"{name}'s seat is free: t takes it, or wait for a player to join…"

    def away_house_soon(self, name: str) -> str:
        """An away player's turn, which the house plays soon."""
        return f"{name} is away: the house plays for them soon…"

    def away_table_waits(self, name: str) -> str:
        """An away player's turn, which the table waits for."""
        return f"{name} is away: the table waits for them to come back…"

    def waiting_for(self, name: str) -> str:
        """A player at another screen to move."""
        return f"Waiting for {name}, at another screen…"

    # The seats of a shared table

    def seat_free_again(self, name: str) -> str:
        """A seat its screen let go."""
        return f"{name}'s seat is free again."

    def sits_down(self, name: str) -> str:
        """A screen took a seat."""
        return f"{name} sits down at the table."

    def left_the_table(self, name: str) -> str:
        """A player's screen went away."""
        return f"{name} has left the table: it waits for them."

    def back_at_the_table(self, name: str) -> str:
        """A player's screen came back."""
        return f"{name} is back at the table."

    def you_play(self, name: str) -> str:
        """'You play Ann's seat.'."""
        return f"You play {name}'s seat."

    def seat_refused(self, name: str, reason: str) -> str:
        """A seat asked for (``name`` quoted as typed) and refused, in the table's words."""
        return f"Seat {name}: {reason}"

    def not_said(self, reason: str) -> str:
        """A line to the table refused, in the table's words."""
        return f"Not said: {reason}"

    you_are_watching = "You are watching: press t to take a seat."
    table_name = "The table"
    """Who started the next round when no seat did."""

    # The settled panel at a shared table

    def started_next_round(self, name: str) -> str:
        """'Bo started the next round - any key shows it'."""
        return f"{name} started the next round - any key shows it"

    def next_round_for_everyone(self, pot: bool) -> str:
        """At a screen holding a seat: Enter starts the next round for every screen."""
        return f"{'Pot won' if pot else 'Round over'} - Enter starts the next round for everyone"

    def a_player_starts_next_round(self, pot: bool) -> str:
        """At a screen watching: a player starts the next round."""
        return f"{'Pot won' if pot else 'Round over'} - a player starts the next round"

    # Joining, leaving and the connection

    def not_let_in(self, error: str) -> str:
        """The table refused this screen."""
        return f"The table did not let this screen in: {error}\n\nPress q to leave."

    def no_table_answered(self, error: str) -> str:
        """Nothing answered at the table's address."""
        return f"No table answered at that address ({error}).\n\nPress q to leave."

    def joining(self, address: str, attempt: int) -> str:
        """'Joining the table at ws://… (try 2)'."""
        tries = f" (try {attempt + 1})" if attempt else ""
        return f"Joining the table at {address} …{tries}"

    plays_on_without_you = "The table plays on without this screen: join again to watch."

    def seat_waits(self, away_after: float | None) -> str:
        """What quitting costs a screen holding a seat: when the house plays for its player."""
        meanwhile = (f"after {away_after:g} s the house plays your turns while you are away" if away_after is not None
                     else "the table waits for you on your turns")
        return ("The table plays on: your seat waits for you. Join again with the same name to take it back; "
                f"{meanwhile}.")

    host_sets_up = "The host sets up the table's games: ctrl+q leaves it."
    host_starts_next_game = "The host starts the table's next game: ctrl+q leaves it."

    def table_gone(self, reason: str) -> str:
        """The client gave up on the table."""
        return f"The table is gone: {reason}"

    def connection_lost(self, reason: str) -> str:
        """The connection dropped: joining again."""
        return f"Connection to the table lost ({reason}): joining again…"

    back_at_table = "Back at the table."
    screen_left = "this screen left the table"
    """Why this screen's connection ended when its players left."""

    not_saved_head = "Not saved:"
    """How the host's every sentence about a move or seat it cannot save begins: once it
    saves again, a refusal beginning so is no longer true."""
    while_away_title = "While you were away"
    saved_title = "Saved"

    def banner_closed(self, closed: str, gone: bool, attempt: int) -> str:
        """The banner once the host closed the table (``closed``: why, in the host's words)."""
        if gone:
            return f"✗ {closed}. ctrl+q leaves."
        tries = f" (try {attempt})" if attempt else ""
        return f"✗ {closed}: joining again if it reopens{tries}."

    banner_gone_lost = "✗ The table is gone: connection lost, joining again failed. ctrl+q leaves."

    def banner_gone(self, reason: str) -> str:
        """The banner once the client stopped for good."""
        return f"✗ The table is gone: {reason}. ctrl+q leaves."

    def banner_lost(self, attempt: int) -> str:
        """The banner while joining again."""
        tries = f" (try {attempt})" if attempt else ""
        return f"✗ Connection lost: joining the table again{tries}…"

    # What the house did for an away player

    def house_played_for(self, name: str, done: Sequence[str]) -> str:
        """'The house played for Ann: passed the bank, staked 2.'."""
        return f"The house played for {name}: {', '.join(done)}."

    done_pass = "passed"
    done_pass_bank = "passed the bank"
    done_decline = "declined a buy-back"
    done_roll = "rolled"
    done_next_round = "started the next round"
    done_buy_back = "bought back in"
    done_stake = "staked"
    done_fade = "faded"
    done_ante = "anted"
    done_bet = "bet"

    def done_amount(self, done: str, amount: str) -> str:
        """'staked 2': a move the house made (``done``: one of the ``done_`` words) and its amount."""
        return f"{done} {amount}"

    # The computers

    computers_hurry = "The computers hurry: f again to watch them."
    computers_take_time = "The computers take their time again."
    computers_paused = "Computer play paused: press w to go on."
    computers_go_on = "Computer play goes on."

    pace_normal = "Normal (0.8 s a move)"
    pace_quick = "Quick (0.3 s a move)"
    pace_instant = "Instant (no pause)"

    def pace_must_be(self, paces: Sequence[str]) -> str:
        """Why a pace is refused: the paces there are."""
        return f"the computers' pace must be one of {', '.join(paces)}"
