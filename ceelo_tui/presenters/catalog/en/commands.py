"""How English says the command line: each command's summary, its options' help, its output.

argparse prints these (``ceelo-tui --help``) beside its own words ("usage:", "options"),
which are Python's. No entry holds argparse's ``%(prog)s``-style placeholders: a language's
letters would change them, so a command's name is put in as data.
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class MainWords:
    """``ceelo-tui`` itself: what it is, its commands and its usage line."""

    main_description = "Cee-lo, the three-dice street game, in your terminal."

    def main_usage(self, prog: str) -> str:
        """The usage lines: the play options alone, or a command and its options."""
        return (f"{prog} [play options]\n       {prog} COMMAND [options]   ({prog} COMMAND --help: its options)")

    play_options_title = "play, the default command (ceelo-tui alone plays):"
    command_play = "Play at one keyboard (the default)."
    command_odds = "Print the exact odds and the banker's edge for a set of house rules."
    command_simulate = "Play many games of computer seats without a screen and report the results."
    command_history = "List saved games."
    command_export = "Write a saved game's ledger as CSV or JSON."
    command_serve = "Serve the game to web browsers, a table of its own in every tab (needs textual-serve)."
    command_host = "Host a shared table: players at other screens join it by its address."
    command_join = "Join a hosted table from this screen: claim a seat by name, or watch."


class PlayOptionWords(NumberWords):
    """``play``'s options (``host`` seats its table with the same), and what is wrong with them."""

    no_animation_help = "show every roll at once (as TEXTUAL_ANIMATIONS=none does)"
    players_help = '2-6 names separated by commas, e.g. "Ann,Bo,Cy": skips the setup screen'

    def coins_help(self, low: int, high: int) -> str:
        """``--coins``: the range of starting coins."""
        return f"starting coins for each player, {low}-{high} (default 10)"

    seed_help = "seed for the dice: the same seed and moves give the same game"

    def first_banker_help(self, red_pips: str) -> str:
        """``--first-banker``: a player's name, or ``red_pips`` (the value itself, as typed)."""
        return (f"who holds the bank (or rolls) first: a player's name, or {red_pips} for every "
                "player to roll, the most red pips (1s and 4s) first (default: the dice decide); "
                "needs --players")

    dice_help = ("real: the table rolls its own dice and each roller types the faces (the house rule "
                 "dice=real); virtual (default): the game rolls")

    def cpu_help(self, styles: Sequence[str], default: str) -> str:
        """``--cpu``: the computer styles, by name."""
        return ("a computer plays this player (one of --players); NAME=STYLE picks its style: "
                f"{', '.join(styles)} (default {default}). Repeat for more computer seats")

    def preset_help(self, presets: Sequence[str]) -> str:
        """``--preset``: the presets, by name."""
        return f"start from a named preset: {', '.join(presets)}"

    def rule_help(self, switches: str) -> str:
        """``--rule``: every switch as NAME=VALUE|VALUE."""
        return f"set one house rule (repeatable): {switches}"

    resume_help = "continue the most recently played unfinished game (saved after every move)"
    first_banker_needs_players = "--first-banker needs --players to name the table."
    cpu_needs_players = "--cpu needs --players to name the table."

    def first_banker_unknown(self, got: str, names: Sequence[str], red_pips: str) -> str:
        """A ``--first-banker`` who is not at the table."""
        return f"--first-banker {got} is not one of the players: {', '.join(names)} (or {red_pips})."

    def cpu_not_a_player(self, got: str, names: Sequence[str]) -> str:
        """A ``--cpu`` name that is not at the table (``got``: quoted, or said by :attr:`that_name`)."""
        return f"--cpu {got} is not one of the players: {', '.join(names)}."

    that_name = "that name"

    def cpu_named_twice(self, name: str) -> str:
        """A player named twice by ``--cpu``."""
        return f"--cpu names {name} twice."

    def cpu_style_refused(self, name: str, why: str) -> str:
        """A ``--cpu NAME=STYLE`` with a style that does not exist."""
        return f"--cpu {name}: {why}"

    def resume_clashes(self, options: Sequence[str]) -> str:
        """``--resume`` with options that seat a new table."""
        return f"--resume continues a saved game as it was; it cannot be combined with {', '.join(options)}."

    def nothing_to_resume(self, folder: str, notes: str, could: bool) -> str:
        """No unfinished game (``could``: there were some, but none could be resumed)."""
        what = "that could be resumed" if could else "to resume"
        return (f"there is no unfinished game {what} in {folder}.{notes} "
                "Run ceelo-tui to start one; 'ceelo-tui history' lists the saved games.")

    def theme_unavailable(self, theme: str) -> str:
        """A remembered theme this Textual does not have."""
        return f"The remembered theme {theme} is not available; the default is used."


class HistoryWords:
    """``ceelo-tui history``: its options and its table."""

    data_help = "data folder of the saved games (default: $CEELO_TUI_DATA, else the user data folder)"
    history_json_help = "print one JSON object instead of a table"

    def note(self, notice: str) -> str:
        """'Note: ...': a notice on standard error."""
        return f"Note: {notice}"

    def no_saved_games_in(self, folder: str) -> str:
        """An empty data folder."""
        return f"No saved games in {folder}."

    def session_heading(self, session: str) -> str:
        """'Session 3f2a:' above a session's standings."""
        return f"Session {session}:"

    history_game = "GAME"
    history_last_played = "LAST PLAYED"
    history_rounds = "ROUNDS"
    history_state = "STATE"
    history_coins = "COINS"


class CommandWords(MainWords, PlayOptionWords, HistoryWords):
    """The command line's words."""
