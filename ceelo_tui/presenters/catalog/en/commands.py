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

    def simulated_seat(self, style: str, number: int) -> str:
        """A simulated seat's name: its style and its place, 'Cautious 1'."""
        return f"{style.capitalize()} {number}"
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


class ServeWords:
    """``ceelo-tui serve``: its options and why it cannot serve."""

    install_hint = ("pip install 'textual-serve>=1.1' (one of ceelo-tui's dependencies: pip install -e . in a "
                    "clone installs it)")
    serve_host_help = ("address to listen on (default 127.0.0.1: this machine only); "
                       "0.0.0.0 lets every machine that can reach this one play")
    serve_port_help = "port to listen on, 1-65535 (default 8000)"
    serve_public_url_help = ("the address browsers open, when it is not http://HOST:PORT "
                             "(behind a proxy, or to name this machine with --host 0.0.0.0)")

    def serve_token_help(self, shortest: int, variable: str) -> str:
        """``--token``: the server's key, and the environment variable that may give it."""
        return (f"the key in the address (at least {shortest} letters, digits, - and _; default: "
                f"{variable} if set, else a new random one at every start); a command line is "
                f"visible to other accounts of this machine (ps), {variable} is not")

    serve_max_tables_help = "browser tabs (each a table and a game process) open at once, 1-64 (default 8)"

    def serve_join_help(self, variable: str) -> str:
        """``--join``: tabs that join a hosted table."""
        return ("give every tab a screen at the table ceelo-tui host opened at ADDRESS (each tab "
                "takes a seat with t, or watches) instead of a table of its own; the token may be "
                "left out of ADDRESS (a command line is visible to other accounts) and given in "
                f"{variable}")

    def serve_bad_host(self, host: str, why: str) -> str:
        """A ``--host`` this machine cannot listen on."""
        return f"--host {host} is not an address this machine can listen on ({why})."

    def serve_port_in_use(self, port: int, host: str) -> str:
        """A port taken."""
        return f"port {port} is already in use on {host}; choose another with --port N."

    def serve_port_not_allowed(self, port: int) -> str:
        """A port below 1024."""
        return f"this user may not listen on port {port}; choose one from 1024 up with --port N."

    def serve_cannot_listen(self, where: str, why: str) -> str:
        """Another reason the server cannot listen."""
        return f"cannot listen on {where} ({why})."

    def serve_needs_package(self, hint: str) -> str:
        """textual-serve missing."""
        return f"ceelo-tui serve needs the textual-serve package, which is not installed: {hint}"

    def serve_join_problem(self, problem: str) -> str:
        """A ``--join`` address that is wrong."""
        return f"--join: {problem}"

    def serve_join_own_table(self, options: Sequence[str]) -> str:
        """Table options given with ``--join``."""
        return f"--join: the hosted table has its own players and rules; leave out {', '.join(options)}"

    every_address = "every address"

    def serve_open_warning(self, where: str, port: int) -> str:
        """Listening where other machines can reach."""
        return (f"Warning: listening on {where}, port {port}: anyone who can reach this "
                "machine there and has the address with its token can open a table and play. The connection is "
                "not encrypted: see the README's security notes for putting TLS in front.")


class JoinWords:
    """``ceelo-tui join`` and the invitation ``host`` prints."""

    def join_address_help(self, variable: str) -> str:
        """The address argument, and where its token may come from instead."""
        return ("the table's address as ceelo-tui host printed it (ws://HOST:PORT/table?token=...); "
                "a command line is visible to other accounts of this machine (ps), so the token "
                f"may be left out of it and come from --token-file, {variable}, or a prompt")

    join_token_file_help = "read the table's token from FILE (keep it readable by you only)"
    join_as_help = ("claim the seat of the player NAME (again for a second seat at this screen); "
                    "without it this screen watches")
    join_name_help = ("how this screen is shown to the table (default: the first --as name, else your "
                      "login name); joining again under the same name takes its seats back")

    def join_not_an_address(self, got: str) -> str:
        """Something that is no table address."""
        return (f"{got} is not a table's address: give the address ceelo-tui host printed, "
                "ws://HOST:PORT/table?token=...")

    def join_no_token(self, variable: str) -> str:
        """An address without its token, and no other way given."""
        return ("the address has no token: copy the whole address ceelo-tui host printed, ?token=... included, "
                f"or give the token with --token-file FILE or {variable}")

    def join_cannot_read_token(self, path: str, why: str) -> str:
        """A ``--token-file`` that cannot be read."""
        return f"--token-file: cannot read {path} ({why})"

    def join_empty_token_file(self, path: str) -> str:
        """An empty ``--token-file``."""
        return f"--token-file: {path} holds no token"

    join_token_prompt = "The table's token (as ceelo-tui host printed it, after token=): "
    join_no_token_given = "no token given"

    a_screen = "a screen"
    """How a screen is shown when its login name cannot be."""

    def table_open_at(self, address: str) -> str:
        """The invitation's first line."""
        return f"The table is open at {address}"

    def terminal_players(self, address: str) -> str:
        """How terminal players join."""
        return f'Terminal players: ceelo-tui join "{address}" --as NAME'


class HostWords:
    """``ceelo-tui host`` and its browser page: options, warnings, the table opening and closing."""

    host_host_help = ("address to listen on (default 127.0.0.1: this machine only); "
                      "0.0.0.0 lets every machine that can reach this one join")

    def host_port_help(self, default: int) -> str:
        """``--port``."""
        return f"port to listen on, 1-65535 (default {default}; a resumed table keeps its own)"

    host_token_help = ("the key in the join address (at least 16 characters; default: a new random one, "
                       "kept with the game so a resumed table has the same address)")
    host_max_screens_help = ("screens connected at once, players and watchers, 1-64 (default 16); a player "
                             "coming back to their seat always gets in beyond it")

    def host_away_after_help(self, default: str, never: str) -> str:
        """``--away-after``: seconds, or ``never`` (the value itself)."""
        return ("when a seat's player is gone, the house plays its turn after this many seconds: "
                f"a pass where one is allowed, else as --away-style would (default {default}; '{never}' waits "
                "for the player)")

    def host_away_style_help(self, default: str) -> str:
        """``--away-style``."""
        return f"the computer style that plays an away seat's turn when it cannot pass (default {default})"

    host_resume_help = ("host a saved game again (default: the latest unfinished one), at its own address "
                        "when it was hosted before: every screen reconnects and catches up")
    host_plain_help = ("print the table's lines instead of the host's view (the view, in a terminal, shows "
                       "who is in and lets the host release or hand over a seat, pause, remove a screen "
                       "and end the game)")

    def host_bad_away_after(self, never: str, got: str) -> str:
        """A ``--away-after`` that is neither seconds nor never."""
        return f"--away-after must be a number of seconds from 0 to 86400, or {never}; not {got}."

    def host_new_token(self, problem: str) -> str:
        """A table's record that could not be read: it opens afresh."""
        return f"{problem}: the table opens with a new token, every seat open."

    def saved_game_over_no_table(self, game: str) -> str:
        """``--resume`` of a finished game."""
        return f"saved game {game} is over: there is no table to host."

    host_needs_players = "host needs --players to seat the table (or --resume to host a saved game)."

    def host_cannot_save(self, warning: str) -> str:
        """A table whose game cannot be saved does not open (``warning``: the store's, or '')."""
        said = warning or "the game cannot be saved."
        return f"{said} The table does not open until its game can be saved."

    def one_port(self, port: int) -> str:
        """'port 8765'."""
        return f"port {port}"

    def two_ports(self, port: int, page: int) -> str:
        """The table's port and its browser page's."""
        return f"ports {port} and {page} (the browser page)"

    def host_open_warning(self, where: str, ports: str) -> str:
        """Listening where other machines can reach."""
        return (f"Warning: listening on {where}, {ports}: anyone who can reach this "
                "machine there and has the address with its token can join the table, take an open seat and "
                "watch. The connection is not encrypted: see the README's security notes.")

    def host_nothing_to_resume(self, folder: str) -> str:
        """No unfinished game to host."""
        return f"there is no unfinished game to host in {folder}."

    host_stopped_by_ctrl_c = "ctrl+c on the host's terminal"
    host_stopped = "the host was stopped"
    host_closed_the_table = "the host closed the table"

    def host_seats(self, seats: str) -> str:
        """The seats, and how screens join."""
        return (f"Seats: {seats}. Each screen joins with an address above and claims a seat; each address carries "
                "the key to this table, so share it only with the players. Press ctrl+c to close the table.")

    def host_closing(self, why: str, clock: str) -> str:
        """The table closing, and why."""
        return f"The table is closing: {why} ({clock}); every screen is told the host closed it."

    def table_closed_at(self, clock: str) -> str:
        """The table closed."""
        return f"The table is closed ({clock}); ceelo-tui host --resume opens it again."

    def web_port_help(self, off: str) -> str:
        """``--web-port``: a port, or ``off`` (the value itself)."""
        return ("port of the browser page, 1-65535 (default: the table's port + 1, or a free one when "
                f"that is taken); '{off}' serves no page. Browser tabs count among --max-screens")

    def page_needs_package(self, hint: str) -> str:
        """No browser page without textual-serve."""
        return f"The browser page is not served: it needs the textual-serve package, which is not installed ({hint})."

    def or_value(self, problem: str, value: str) -> str:
        """A refused number that may also be a word: '... (or off)'."""
        return f"{problem} (or {value})"

    def web_port_same(self, port: int) -> str:
        """The page's port equal to the table's."""
        return f"--web-port must differ from the table's port ({port})."

    def web_port_problem(self, problem: str) -> str:
        """A page port that cannot be listened on."""
        return f"--web-port: {problem}"


class CommandWords(MainWords, PlayOptionWords, HistoryWords, ExportWords, SimulateWords, ServeWords, JoinWords,
                   HostWords):
    """The command line's words."""
