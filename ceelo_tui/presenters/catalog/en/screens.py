"""How English says the screens' own words: titles, buttons, dialogs' questions, notices."""

from __future__ import annotations

from collections.abc import Sequence


class ScreenWords:
    """The words the screens and dialogs draw themselves, in English."""

    game_title = "Cee-lo"
    """The app's title (the terminal's and the browser tab's)."""

    # -- the setup screen
    setup_title = "Cee-lo · a new table"
    players_tab = "Players"
    start_button = "Start (ctrl+s)"
    first_banker_heading = "First banker"
    pace_heading = "Computers' pace"
    first_to_roll_heading = "First to roll"
    setup_ready = "Ready: press ctrl+s or click Start."

    def add_player_button(self, key: str) -> str:
        """'+ Add player (ctrl+n)': the button that adds a seat, with its key."""
        return f"+ Add player ({key})"

    def default_player_name(self, number: int) -> str:
        """'Player 1': the name a new seat starts with."""
        return f"Player {number}"

    def seats_full(self, refused: str) -> str:
        """A seat past the limit, refused (``refused``), and how to seat someone else."""
        return f"{refused} Remove a player (ctrl+r or ✕) to seat someone else."

    # -- the table
    this_round = "This round"
    """The title of the round's log in the wide layout."""

    def amount_key(self, key: str, words: str) -> str:
        """'a (all in)': a key that works for an amount, and what it does."""
        return f"{key} ({words.lower()})"

    def or_use_keys(self, keys: Sequence[str]) -> str:
        """' Or use ↑/↓, a (all in).': after a refused amount, the keys that work for it now."""
        return f" Or use {', '.join(keys)}."

    # -- game over
    play_again_button = "Play again (a)"
    new_setup_button = "New setup (s)"
    quit_button = "Quit (q)"

    # -- the history
    rounds_tab = "Rounds (r)"
    statistics_tab = "Statistics (s)"

    # -- the saved games
    saved_games_help = "Enter continues a game in play or reads a finished one; h shows any game's history."
    no_saved_games = "No saved games yet. Esc: back"
    saved_column_played = "Last played"
    saved_column_state = "State"
    saved_column_rounds = "Rounds"
    saved_column_players = "Players and coins"
    saved_column_rules = "House rules"

    def saved_games_title(self, count: int) -> str:
        """'Saved games (3)'."""
        return f"Saved games ({count})"

    def saved_game_name(self, game_id: str) -> str:
        """'Saved game 20260101-1200': the history's title for a saved game."""
        return f"Saved game {game_id}"

    # -- help
    help_title = "Cee-lo: rules and keys  (Esc closes)"

    # -- the quit dialog
    quit_question = "Quit the game?"
    quit_loses_the_game = "The game in progress will be lost."
    quit_yes = "Quit (y)"
    quit_no = "Keep playing (n)"

    # -- the buy-back's decline dialog
    decline_question = "Decline the buy-back?"
    decline_costs = "Without it the game ends now, and a game over cannot be taken back."
    decline_yes = "Decline, end game (y)"
    decline_no = "Back (n)"

    # -- the loose roll dialog
    loose_yes = "Yes, loose roll (y)"
    loose_no = "No (n)"

    def loose_question(self, roller: str) -> str:
        """"Did Ann's dice leave the table?"."""
        return f"Did {roller}'s dice leave the table?"

    def loose_costs(self, cost: str) -> str:
        """What a loose roll costs (``cost``: what the loss means this turn)."""
        return f"A loose roll loses at once: {cost}. It cannot be taken back."

    # -- take a seat
    take_seat_title = "Take a seat"
    take_seat_choose = ("Choose whose seat this screen plays. Its moves are then yours to make, and the seat "
                        "waits for you if you leave.")
    every_seat_taken = "Every seat is taken: you can watch."

    # -- table talk
    talk_title = "Talk to the table"
    talk_placeholder = "Say something"

    def talk_ask(self, most: int) -> str:
        """What a line of talk is, and its longest."""
        return f"A line to everyone at the table (up to {most} characters). It is not saved with the game."

    # -- the command palette's theme picker
    theme_search = "Search for themes…"

    # -- the window too small
    def too_small_wordings(self, need: str, have: str) -> str:
        """The too-small notice, fullest wording first: wordings apart by a blank line, each
        one's paragraphs a line; ``need`` and ``have`` are sizes ('80x24')."""
        return (f"Make the window at least {need} to play.\nIt is {have} now. The game carries on where it was."
                f"\n\nMake the window at least {need} to play.\nIt is {have} now."
                f"\n\nNeeds {need}; it is {have}."
                f"\n\nNeeds {need}.")

    # -- the browser page (``ceelo-tui serve``, ``host``) around the game
    page_start = "Start"
    page_session_ended = "Session ended."
    page_restart = "Restart"
    page_open_with_token = "Open the address ceelo-tui host or serve printed, with its #token=... part."
    page_rejoin_if_reopens = ": joining again if it reopens"
    """Said after why the host closed the table, while the page waits for it to open again."""
    page_out_of_reach = "The table is out of reach: joining again"
    page_try_count = " (try {n})"
    """The page's count of its tries to join again ({n}: the count, put in by the page)."""

    def page_host_closed(self, why: str) -> str:
        """'The host closed the table (ctrl+c on the host's terminal)', told to every open tab."""
        return f"The host closed the table ({why})"

    # -- a browser tab's game that could not start
    def could_not_start(self, message: str) -> str:
        """Why a browser tab's game could not start (``message``: the command's own words)."""
        return f"The game could not start.\n\n{message}"
