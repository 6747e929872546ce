"""Options shared by several commands: the house rules (``--rule``, ``--preset``)."""

from __future__ import annotations

import argparse

from ..engine.errors import RuleError
from ..engine.rules import CLASSIC, PRESETS, SWITCHES, HouseRules, preset


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--preset NAME`` and repeatable ``--rule NAME=VALUE``."""
    names = ", ".join(f"{name}={'|'.join(values)}" for name, values in SWITCHES.items())
    parser.add_argument(
        "--preset",
        metavar="NAME",
        help=f"start from a named preset: {', '.join(p.name for p in PRESETS)}",
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=f"set one house rule (repeatable): {names}",
    )


def rules_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> HouseRules:
    """The rules the options name; a bad name or value ends the command with a clear message."""
    try:
        base = preset(args.preset).rules if args.preset else CLASSIC
        return base.with_pairs(args.rule)
    except RuleError as error:
        parser.error(str(error))
        raise  # parser.error exits; this line is for type checkers
