"""``--resume``: go straight back into the most recently played unfinished game.

The newest unfinished game that can be read is loaded (the store recovers a cut-off last
move, and moves a file it cannot read aside, naming it); the app opens on its table, with
any such notice shown at start. With no unfinished game, the command ends with a clear
message and exit status 2 (``ceelo-tui`` alone opens the setup screen, which offers every
saved game). Options that would seat a new table cannot be combined with it.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, NoReturn

from ..presenters.catalog import WORDS
from ..saves.store import GameStore

if TYPE_CHECKING:
    from ..app import CeeloApp

NEW_TABLE_OPTIONS = (
    ("players", "--players"),
    ("coins", "--coins"),
    ("seed", "--seed"),
    ("first_banker", "--first-banker"),
    ("dice", "--dice"),
    ("cpu", "--cpu"),
    ("preset", "--preset"),
    ("rule", "--rule"),
)
"""Options (attribute, flag) that describe a new table: a resumed game keeps its own."""


def add_resume_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--resume``."""
    parser.add_argument("--resume", action="store_true", help=WORDS.resume_help)


def check_resume(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit 2 (``parser.error``) if ``--resume`` clashes with other options or finds no unfinished game.

    Nothing is loaded or locked: ``serve`` checks this once, and each browser tab then
    resumes a game of its own with :func:`resume_app`.
    """
    refuse_clashes(parser, args)
    store = GameStore()
    if not store.unfinished():
        _nothing_to_resume(parser, store, [], [])


def resume_app(parser: argparse.ArgumentParser, args: argparse.Namespace) -> CeeloApp:
    """The app opened on the latest unfinished saved game; exits 2 with a message if there is none
    (or every unfinished game is open in another window), and through ``parser.error`` (with the
    usage) when new-table options are given with it."""
    from ..app import CeeloApp

    refuse_clashes(parser, args)
    store = GameStore()
    problems: list[str] = []
    elsewhere: list[str] = []
    for info in store.unfinished():
        result = store.load(info.id)
        if result.match is None:
            (elsewhere if result.open_elsewhere else problems).append(result.notice)
            continue
        app = CeeloApp(match=result.match, animate=not args.no_animation, rules=result.match.state.rules)
        app.autosave.adopt(result, store)
        return app
    _nothing_to_resume(parser, store, problems, elsewhere)


def refuse_clashes(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit 2 (``parser.error``) when options that seat a new table come with ``--resume``."""
    clashes = [flag for name, flag in NEW_TABLE_OPTIONS if getattr(args, name, None)]
    if clashes:
        parser.error(WORDS.resume_clashes(clashes))


def _nothing_to_resume(parser: argparse.ArgumentParser, store: GameStore, problems: list[str],
                       elsewhere: list[str]) -> NoReturn:
    """Exit 2 saying why no game can be resumed: only that the game is open elsewhere when it is."""
    if elsewhere and not problems and not store.notices:
        message = " ".join(elsewhere)  # nothing wrong with the command: the game is being played
    else:
        notes = "".join(f" {note}" for note in store.notices + problems + elsewhere)
        message = WORDS.nothing_to_resume(str(store.folder), notes, bool(problems or elsewhere))
    # Not a mistake in the command line, so no usage text: only what stands in the way.
    parser.exit(2, f"{parser.prog.split()[0]}: {message}\n")
