"""``ceelo-tui play`` (the default command): open the game at one keyboard.

With ``--players`` the table is seated at once and setup is skipped::

    ceelo-tui --players "Ann,Bo,Cy" --coins 20 --seed 7

Every game is saved after each move; ``--resume`` goes straight back into the most recently
played unfinished one (see :mod:`ceelo_tui.commands.resume_option`).

A bad option ends the command with a clear message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import os
import sys
from typing import TYPE_CHECKING, NamedTuple

from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole
from ..engine.rules import HouseRules
from ..engine.seating import FIRST_BY_RED_PIPS, MAX_COINS, MIN_COINS, check_names
from ..presenters.catalog import WORDS
from .common import IN_BROWSER, add_rule_options, rules_from_args
from .cpu_option import computer_styles, cpu_help
from .resume_option import add_resume_option, check_resume, resume_app

if TYPE_CHECKING:
    from ..app import CeeloApp
    from ..engine.match import Match


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``play``."""
    add_seating_options(parser)
    parser.add_argument("--no-animation", action="store_true", help=WORDS.no_animation_help)
    add_rule_options(parser)
    add_resume_option(parser)
    parser.set_defaults(play_parser=parser)


def add_seating_options(parser: argparse.ArgumentParser) -> None:
    """The options that seat a new table (who plays, coins, seed, first banker, dice, computer
    seats): :func:`read_table` reads them with the house rules' options. ``host`` seats its
    table with them too."""
    parser.add_argument("--players", metavar="NAMES", help=WORDS.players_help)
    parser.add_argument("--coins", metavar="N", help=WORDS.coins_help(MIN_COINS, MAX_COINS))
    parser.add_argument("--seed", metavar="N", help=WORDS.seed_help)
    parser.add_argument("--first-banker", metavar="NAME", help=WORDS.first_banker_help(FIRST_BY_RED_PIPS))
    parser.add_argument("--dice", choices=("virtual", "real"), default=None, help=WORDS.dice_help)
    parser.add_argument("--cpu", action="append", metavar="NAME[=STYLE]", help=cpu_help())


class Table(NamedTuple):
    """What the options ask of a new table, checked: a seated match, or what setup offers."""

    match: Match | None
    seed: int | None
    rules: HouseRules
    coins: int | None


def read_table(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Table:
    """The new table the options describe; a bad option exits through ``parser.error`` (status 2).

    Kept apart from :func:`build_app` so ``serve`` can check the options before it serves
    them, without opening a game (and so without importing Textual or taking any lock).
    """
    if args.dice is not None:  # the house rule dice=..., set with the other rules so loose_roll=on may go with it
        args = copy.copy(args)  # the options stay as given: serve passes them on to each tab
        args.rule = [f"dice={args.dice}", *args.rule]
    rules = rules_from_args(parser, args)
    try:
        seed = None if args.seed is None else parse_whole(args.seed, 0, 2**63 - 1, "--seed")
        coins = None if args.coins is None else parse_whole(args.coins, MIN_COINS, MAX_COINS, "--coins")
        if args.players is None:
            if args.first_banker is not None:
                raise IllegalMove(WORDS.first_banker_needs_players)
            if args.cpu:
                raise IllegalMove(WORDS.cpu_needs_players)
            return Table(None, seed, rules, coins)
        names = check_names(args.players.split(","))
        first: int | str | None = None
        if args.first_banker is not None:
            wanted = " ".join(args.first_banker.split()).casefold()
            matches = [i for i, name in enumerate(names) if name.casefold() == wanted]
            if matches:
                first = matches[0]
            elif wanted == FIRST_BY_RED_PIPS:
                first = FIRST_BY_RED_PIPS  # every player rolls; the most red pips takes the bank
            else:
                raise IllegalMove(WORDS.first_banker_unknown(repr(args.first_banker), names, FIRST_BY_RED_PIPS))
        styles = computer_styles(args.cpu, names)
        from ..engine.match import Match  # only a seated table needs the games (setup starts without them)
        from ..saves.store import new_session

        match = Match.start(list(names), 10 if coins is None else coins, seed=seed, rules=rules, first_banker=first,
                            styles=styles, session=new_session())
    except IllegalMove as error:
        parser.error(str(error))
    return Table(match, seed, rules, coins)


def check_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit 2 with ``play``'s own message if the options could not open a game."""
    if args.resume:
        check_resume(parser, args)
    else:
        read_table(parser, args)


def build_app(parser: argparse.ArgumentParser, args: argparse.Namespace) -> CeeloApp:
    """The app the options describe; a bad option exits through ``parser.error`` (status 2)."""
    from ..app import CeeloApp  # Textual is imported only when a game is really opened

    if args.resume:
        return resume_app(parser, args)
    table = read_table(parser, args)
    if table.match is None:
        return remembered_table_app(args, seed=table.seed, rules=table.rules, coins=table.coins)
    return CeeloApp(match=table.match, seed=table.seed, animate=not args.no_animation, rules=table.rules)


def remembered_table_app(args: argparse.Namespace, *, seed: int | None, rules: HouseRules,
                         coins: int | None) -> CeeloApp:
    """The app at setup, offering the table remembered from the last launch (names, computer
    seats, coins, house rules, theme, the computers' pace); the flags given on the command line
    win over it."""
    from ..app import CeeloApp
    from ..saves.table_settings import load_settings

    settings, notice = load_settings()
    if not (args.preset or args.rule) and settings.rules is not None:
        rules = settings.rules
    app = CeeloApp(seed=seed, animate=not args.no_animation, rules=rules,
                   coins=settings.coins if coins is None else coins, names=list(settings.names) or None)
    if settings.names and any(settings.styles):
        app.setup_styles = list(settings.styles)
    if settings.names:
        app.setup_first_banker = settings.first_banker
    if settings.pace:
        app.cpu.pace = settings.pace
    if settings.theme:
        try:
            app.theme = settings.theme
        except Exception:  # noqa: BLE001 - a theme no longer installed is not worth stopping for
            notice = notice or WORDS.theme_unavailable(repr(settings.theme))
    if notice:
        app.autosave.notice_at_start(notice)
    return app


def run(args: argparse.Namespace) -> int:
    """Open the game; 0 when the players quit."""
    if os.environ.get(IN_BROWSER):
        return run_in_browser_tab(args)
    app = build_app(args.play_parser, args)
    app.spares_long_lived = True
    app.run()
    return 0


def run_in_browser_tab(args: argparse.Namespace) -> int:
    """Open the game in a tab of ``ceelo-tui serve``: a game that cannot open says why in the tab.

    The message is the one the terminal would get (it still goes to standard error, so the
    server's log has it too); the exit status is the same 2 once the player has read it.
    """
    from ..web.start_notice import StartNoticeApp

    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said):
            app = build_app(args.play_parser, args)
    except SystemExit as stop:
        sys.stderr.write(said.getvalue())
        StartNoticeApp(said.getvalue().rpartition("error: ")[2].strip()).run()
        return int(stop.code or 0)
    sys.stderr.write(said.getvalue())
    app.spares_long_lived = True
    app.run()
    return 0
