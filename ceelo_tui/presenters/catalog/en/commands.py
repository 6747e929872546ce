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

    def no_saved_games(self, folder: str) -> str:
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


class ExportWords:
    """``ceelo-tui export``: its options and what it reports."""

    export_game_help = "a saved game's id, or the start of one"
    export_format_help = "csv (default) or json"
    export_output_help = "write to FILE instead of the screen"

    def export_cannot_write(self, path: str, why: str) -> str:
        """A file the ledger cannot be written to."""
        return f"cannot write {path}: {why}"

    def export_wrote(self, rows: int, game: str, path: str) -> str:
        """'Wrote 12 ledger rows of game 20261127-... to out.csv.'"""
        return f"Wrote {rows} ledger row{'s' if rows != 1 else ''} of game {game} to {path}."

    def command_failed(self, command: str, why: str) -> str:
        """'ceelo-tui export: ...': a command that stops, and why."""
        return f"{command}: {why}"


class SimulateWords:
    """``ceelo-tui simulate``: its options and its report."""

    simulate_styles_title = "computer styles:"

    def simulate_games_help(self, most: int) -> str:
        """``--games``."""
        return f"games to play, 1-{most} (default 100)"

    simulate_seed_help = "seed of the dice and decisions (default: random, printed)"

    def simulate_players_help(self, low: int, high: int) -> str:
        """``--players``."""
        return f"seats at the table, {low}-{high} (default 4)"

    def simulate_coins_help(self, low: int, high: int) -> str:
        """``--coins``."""
        return f"starting coins per seat, {low}-{high} (default 20)"

    def simulate_styles_help(self, styles: tuple[str, ...], default: str) -> str:
        """``--styles``."""
        return f"computer styles taking the seats in turn, comma-separated: {', '.join(styles)} (default {default})"

    def simulate_rounds_help(self, most: int, default: int) -> str:
        """``--max-rounds``."""
        return f"stop a game that has not ended after R rounds, 1-{most} (default {default})"

    simulate_json_help = "print one JSON object instead of text"
    simulate_stopped = "Stopped before the games were done; nothing to report."

    def simulate_no_styles(self, styles: tuple[str, ...]) -> str:
        """An empty ``--styles``."""
        return f"--styles needs at least one style: {', '.join(styles)}."

    def simulate_too_many_styles(self, styles: int, seats: int) -> str:
        """More styles than seats."""
        return f"--styles names {styles} styles for {seats} seats; give at most {seats}."

    simulate_street_note = ("(The exact edge assumes full payment; at the table a street payment stops at the "
                            "payer's coins.)")
    simulate_bonus_note = ("(The exact edge counts exact thirds of a bet; at the table a point bonus is paid in "
                           "whole coins, rounded to the nearest coin and at least 1.)")

    def simulate_heading(self, games: int, seed: int, seats: int, coins: int, styles: tuple[str, ...]) -> str:
        """'Simulated 100 games (seed 7): 4 seats, 20 coins each; seats play cautious, bold, ...'."""
        played = f"{games} game" if games == 1 else f"{games} games"
        return f"Simulated {played} (seed {seed}): {seats} seats, {coins} coins each; seats play {', '.join(styles)}."

    def simulate_rules(self, rules: str) -> str:
        """'Rules: classic.'"""
        return f"Rules: {rules}."

    simulate_classic_rules = "classic"

    def simulate_rounds(self, total: int, average: float, fewest: int, most: int) -> str:
        """How many rounds the games took."""
        return (f"Rounds played   {total:,} in all; {average:.1f} a game on average "
                f"(fewest {fewest}, most {most}).")

    def simulate_cap(self, cap: int, capped: int) -> str:
        """The round cap and how many games it stopped."""
        stopped = f"{capped} game" if capped == 1 else f"{capped} games"
        return f"Round cap       {cap:,} a game; {stopped} stopped at the cap."

    simulate_column_style = "Style"
    simulate_column_seats = "Seats"
    simulate_column_games_won = "Games won"
    simulate_column_avg_final_coins = "Avg final coins"
    simulate_column_net = "Net"
    simulate_column_went_broke = "Went broke"
    simulate_column_avg_bet = "Avg bet"
    simulate_column_avg_stake = "Avg stake"
    simulate_column_avg_fade = "Avg fade"
    simulate_column_avg_ante = "Avg ante"
    simulate_column_passes = "Passes"
    simulate_games_won_note = "(Games won: games a seat of that style ended with the most coins; ties count for each.)"
    simulate_no_edge = "Banker's edge   none: the winner-take-all game has no bank."

    def simulate_spread(self, percent: float) -> str:
        """' (± 0.52 %, one standard error)'."""
        return f" (± {percent:.2f} %, one standard error)"

    def simulate_observed_edge(self, observed: str, spread: str, gain: int, staked: int, per_bet: bool,
                               rounds: int) -> str:
        """The edge the games showed: the bank's gain over what was faded (bet, in Chinchiro)."""
        return (f"Banker's edge   observed {observed}{spread}: {gain:+,} coins "
                f"over {staked:,} {'bet' if per_bet else 'faded'} in {rounds:,} rounds.")

    def simulate_exact_edge(self, percent: float, fraction: str) -> str:
        """The exact edge beside it."""
        return f"                exact    {percent:.2f} % ({fraction}) for these rules."


class CommandWords(MainWords, PlayOptionWords, HistoryWords, ExportWords, SimulateWords):
    """The command line's words."""
