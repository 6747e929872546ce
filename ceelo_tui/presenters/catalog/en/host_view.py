"""How English says the host's own view of a hosted table: its captions, columns, keys, the
table's standing, and the questions before ending the game or closing the table."""

from __future__ import annotations


class HostViewWords:
    """The host's terminal view, in English."""

    host_title = "Cee-lo host"

    def browser_players(self, address: str) -> str:
        """The browser address, under the terminal players' one."""
        return f"Browser players: {address}"

    seats_caption = "Seats"
    screens_caption = "Screens at the table"
    requests_caption = "Asking for a seat"
    log_caption = "What happened"

    seat_column = "Seat"
    player_column = "Player"
    coins_column = "Coins"
    is_column = "Is"
    held_by_column = "Held by"
    screen_column = "Screen"
    name_column = "Name"
    plays_column = "Plays"
    request_column = "Request"
    asks_for_column = "Asks for"

    seat_open = "open"
    seat_in = "in"
    seat_away = "away"
    seat_computer = "computer"
    watches = "watches"

    release_key = "Release seat"
    hand_over_key = "Hand over"
    pause_key = "Pause/resume"
    remove_key = "Remove"

    def qr_code_hint(self, columns: int) -> str:
        """Where the browser address's QR code went in a narrow terminal."""
        return f"(Its QR code shows in a terminal of {columns} columns or more.)"
    end_key = "End game"
    close_key = "Close table"
    yes_key = "Yes"
    no_key = "No"

    host_game_over = "The game is over."

    def host_round(self, number: int, message: str) -> str:
        """'Round 3. <the engine's latest line>'."""
        return f"Round {number}. {message}"

    host_paused = "PAUSED: no move is played until you resume (p)."

    def host_not_saved(self, problem: str) -> str:
        """The table cannot save its moves."""
        return f"Not saved: {problem}. The table refuses moves until it can save them."

    def host_request(self, screen: str, name: str) -> str:
        """A screen asks for a held seat."""
        return f"{screen} asks for {name}'s seat: a hands it over."

    choose_held_seat = "Choose a held seat first."
    nobody_asking = "No screen is asking for a seat."
    no_screen_at_table = "No screen is at the table."

    end_question = "End the game?"
    end_detail = "Every screen hears the standings, then the table closes (ceelo-tui host --resume continues the saved game)."
    end_yes = "End it"
    end_no = "Go on"
    close_question = "Close the table?"
    close_detail = "Every screen is told the table closed; ceelo-tui host --resume opens it again."
    close_yes = "Close it"
    close_no = "Keep it open"
