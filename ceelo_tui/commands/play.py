"""``ceelo-tui play`` (the default command): open the game at one keyboard.

With ``--players`` the table is seated at once and setup is skipped::

    ceelo-tui --players "Ann,Bo,Cy" --coins 20 --seed 7

Every game is saved after each move; ``--resume`` goes straight back into the most recently
played unfinished one (see :mod:`ceelo_tui.commands.resume_option`).

A bad option ends the command with a clear message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..engine.errors import IllegalMove
from ..engine.game import MAX_COINS, MIN_COINS, check_names
from ..engine.match import Match
from ..engine.numbers import parse_whole
from .common import add_rule_options, rules_from_args
from .cpu_option import CPU_HELP, computer_styles
from .resume_option import add_resume_option, resume_app

if TYPE_CHECKING:
    from ..app import CeeloApp


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``play``."""
    parser.add_argument("--players", metavar="NAMES",
                        help='2-6 names separated by commas, e.g. "Ann,Bo,Cy": skips the setup screen')
    parser.add_argument("--coins", metavar="N",
                        help=f"starting coins for each player, {MIN_COINS}-{MAX_COINS} (default 10)")
    parser.add_argument("--seed", metavar="N", help="seed for the dice: the same seed and moves give the same game")
    parser.add_argument("--first-banker", metavar="NAME",
                        help="who holds the bank first (default: the dice decide); needs --players")
    parser.add_argument("--cpu", action="append", metavar="NAME[=STYLE]", help=CPU_HELP)
    parser.add_argument("--no-animation", action="store_true",
                        help="show every roll at once (as TEXTUAL_ANIMATIONS=none does)")
    add_rule_options(parser)
    add_resume_option(parser)
    parser.set_defaults(play_parser=parser)


def build_app(parser: argparse.ArgumentParser, args: argparse.Namespace) -> CeeloApp:
    """The app the options describe; a bad option exits through ``parser.error`` (status 2)."""
    from ..app import CeeloApp  # Textual is imported only when a game is really opened

    if args.resume:
        return resume_app(parser, args)
    rules = rules_from_args(parser, args)
    try:
        seed = None if args.seed is None else parse_whole(args.seed, 0, 2**63 - 1, "--seed")
        coins = None if args.coins is None else parse_whole(args.coins, MIN_COINS, MAX_COINS, "--coins")
        if args.players is None:
            if args.first_banker is not None:
                raise IllegalMove("--first-banker needs --players to name the table.")
            if args.cpu:
                raise IllegalMove("--cpu needs --players to name the table.")
            return CeeloApp(seed=seed, animate=not args.no_animation, rules=rules, coins=coins)
        names = check_names(args.players.split(","))
        first = None
        if args.first_banker is not None:
            wanted = " ".join(args.first_banker.split()).casefold()
            matches = [i for i, name in enumerate(names) if name.casefold() == wanted]
            if not matches:
                raise IllegalMove(f"--first-banker {args.first_banker!r} is not one of the players: {', '.join(names)}.")
            first = matches[0]
        styles = computer_styles(args.cpu, names)
        match = Match.start(list(names), 10 if coins is None else coins, seed=seed, rules=rules, first_banker=first,
                            styles=styles)
    except IllegalMove as error:
        parser.error(str(error))
    return CeeloApp(match=match, seed=seed, animate=not args.no_animation, rules=rules)


def run(args: argparse.Namespace) -> int:
    """Open the game; 0 when the players quit."""
    app = build_app(args.play_parser, args)
    app.run()
    return 0
