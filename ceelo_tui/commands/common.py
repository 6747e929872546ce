"""Options shared by several commands: the house rules (``--rule``, ``--preset``).

Also the name of the setting ``serve`` hands to every game it starts in a browser tab.
"""

from __future__ import annotations

import argparse

from ..engine.errors import RuleError
from ..engine.rules import CLASSIC, PRESETS, SWITCHES, HouseRules, preset
from ..presenters.catalog import WORDS

IN_BROWSER = "CEELO_TUI_IN_BROWSER"
"""Environment variable ``serve`` sets for the games it starts: ``play`` is then in a browser tab,
where a message on standard error would reach the server's log but not the player."""


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--preset NAME`` and repeatable ``--rule NAME=VALUE``."""
    names = ", ".join(f"{name}={'|'.join(values)}" for name, values in SWITCHES.items())
    parser.add_argument("--preset", metavar="NAME", help=WORDS.preset_help([p.name for p in PRESETS]))
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE", help=WORDS.rule_help(names))


def rules_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> HouseRules:
    """The rules the options name; a bad name or value ends the command with a clear message."""
    try:
        base = preset(args.preset).rules if args.preset else CLASSIC
        rules = base.with_pairs(args.rule)
    except RuleError as error:
        parser.error(str(error))
        raise  # parser.error exits; this line is for type checkers
    return rules
