"""The command line: ``ceelo-tui [play]``, ``odds``, ``simulate``, ``history``, ``export``, ``serve``, ``host``, ``join``.

Each command lives in its own module under ``ceelo_tui.commands`` with ``add_arguments``
and ``run``; this file only picks one. With no command name, ``play`` is meant, so
``ceelo-tui --players "Ann,Bo" --coins 20`` opens the game.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from types import ModuleType

from .presenters.catalog import WORDS
from .presenters.catalog.keyed import label

PROG = "ceelo-tui"
"""The program's name, as its usage lines say it."""

COMMANDS: dict[str, str] = {
    name: label(WORDS, "command", name)
    for name in ("play", "odds", "simulate", "history", "export", "serve", "host", "join")
}
"""Each command's name and what it does (the catalog's ``command_<name>``)."""

SCREEN_COMMANDS = frozenset({"play", "join"})
"""The commands that open a screen: they start with the garbage collector held off (see
:func:`main`)."""


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser with one sub-command per module in ``ceelo_tui.commands``.

    With ``only``, just that command's module is imported and given its options; the others
    are listed by name and summary. Importing every command (the simulator, the odds tables,
    the exporters) would add a noticeable part to the game's start-up for nothing.
    """
    parser = argparse.ArgumentParser(
        prog=PROG,
        usage=WORDS.main_usage(PROG),
        description=WORDS.main_description,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, summary in COMMANDS.items():
        wanted = only is None or name == only
        module = _command(name) if wanted else None
        if wanted and module is None:
            continue
        child = sub.add_parser(name, help=summary, description=summary, prog=f"{PROG} {name}")
        if module is not None:
            module.add_arguments(child)
            child.set_defaults(run=module.run)
    return parser


def play_options_help() -> str:
    """The options of ``play`` as its own ``--help`` lists them, for the top-level help.

    ``play`` is what ``ceelo-tui`` does with no command, so ``ceelo-tui --help`` shows its
    options too, not only the command names. Only ``play``'s module is imported for this
    (it imports Textual only when a game is really opened).
    """
    module = _command("play")
    if module is None:
        return ""
    play = argparse.ArgumentParser(prog=PROG, usage=argparse.SUPPRESS, add_help=False,
                                   description=WORDS.play_options_title)
    module.add_arguments(play)
    return play.format_help()


def _command(name: str) -> ModuleType | None:
    """The module of a command, or None while that command is not part of this build."""
    try:
        return importlib.import_module(f"ceelo_tui.commands.{name}")
    except ModuleNotFoundError as error:
        if error.name == f"ceelo_tui.commands.{name}":
            return None
        raise


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``ceelo-tui`` script and ``python -m ceelo_tui``."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in and args_in[0] in ("-h", "--help"):
        print(build_parser("play").format_help())
        print(play_options_help(), end="")
        return 0
    if not args_in or (args_in[0] not in COMMANDS and args_in[0] not in ("-h", "--help")):
        args_in.insert(0, "play")
    if args_in[0] in SCREEN_COMMANDS:
        # Importing Textual and the game and building the first screen make tens of thousands
        # of objects that live as long as the program; the collector would scan them again and
        # again while they are made, for nothing. The first screen, once drawn, freezes them and
        # lets the collector run (``ceelo_tui.runtime.long_lived.freeze_and_collect``).
        gc.disable()
    try:
        return _run(args_in)
    finally:
        gc.enable()  # whatever happened: the collector is never left off once the command ends


def _run(args_in: list[str]) -> int:
    """Parse the command line (``args_in``, the command's name first) and run its command."""
    parser = build_parser(args_in[0] if args_in[0] in COMMANDS else None)
    args = parser.parse_args(args_in)
    if not hasattr(args, "run"):
        parser.print_help()
        return 2
    try:
        return int(args.run(args) or 0)
    except BrokenPipeError:
        # The reader went away (`ceelo-tui history | head`): not an error worth a traceback.
        # Point stdout at nothing so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
