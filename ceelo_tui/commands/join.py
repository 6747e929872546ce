"""``ceelo-tui join ADDRESS``: sit at a table another screen hosts, in this terminal.

The address is the one ``ceelo-tui host`` printed (its token included)::

    ceelo-tui join "ws://192.168.1.20:8765/table?token=…" --as Ann
    ceelo-tui join "ws://…" --as Ann --as Bo        # a couple at one laptop: two seats
    ceelo-tui join "ws://…"                          # watch, without a seat

The same table screen a game at one keyboard shows opens here; this screen's keys make only
its own seats' moves, and every other seat's moves appear as they are made, dice tumbling. A
seat claimed here is this screen's until it leaves: its secret is kept in the player's data
folder, so joining again under the same ``--name`` takes it back (after a crash too). A lost
connection is taken up again by itself.
"""

from __future__ import annotations

import argparse
import getpass
import os
import secrets
from urllib.parse import urlsplit

from ..engine.errors import IllegalMove
from ..engine.game import check_name
from .common import IN_BROWSER


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``join``."""
    parser.add_argument("address", metavar="ADDRESS",
                        help="the table's address as ceelo-tui host printed it (ws://HOST:PORT/table?token=...)")
    parser.add_argument("--as", dest="seats", action="append", metavar="NAME", default=[],
                        help="claim the seat of the player NAME (again for a second seat at this screen); "
                             "without it this screen watches")
    parser.add_argument("--name", metavar="NAME",
                        help="how this screen is shown to the table (default: the first --as name, else your "
                             "login name); joining again under the same name takes its seats back")
    parser.add_argument("--no-animation", action="store_true",
                        help="show every roll at once (as TEXTUAL_ANIMATIONS=none does)")
    parser.set_defaults(join_parser=parser)


def address_problem(address: str) -> str | None:
    """Why ``address`` is no table address, in words; None when it may be one."""
    parts = urlsplit(address.strip())
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return (f"{address!r} is not a table's address: give the address ceelo-tui host printed, "
                "ws://HOST:PORT/table?token=...")
    if "token=" not in parts.query:
        return "the address has no token: copy the whole address ceelo-tui host printed, ?token=... included"
    return None


def screen_name(args: argparse.Namespace) -> str:
    """How this screen is shown to the table (a browser tab of ``serve --join``: a name of its
    own, so no two tabs share a seat's secret). A ``--name`` must pass the check the table
    makes of it (IllegalMove, saying what a name may hold); a login name that would not is
    left for "a screen"."""
    from ..net.messages import screen_name as checked

    if args.name:
        return checked(str(args.name))
    if args.seats:
        return checked(str(args.seats[0]))
    if os.environ.get(IN_BROWSER):
        return f"browser tab {secrets.token_hex(3)}"
    try:
        return checked(getpass.getuser())
    except (KeyError, OSError, IllegalMove):
        return "a screen"


def run(args: argparse.Namespace) -> int:
    """Join the table and play until the player quits; 2 for a bad option."""
    parser: argparse.ArgumentParser = args.join_parser
    problem = address_problem(args.address)
    if problem:
        parser.error(problem)
    try:
        seats = [check_name(str(name)) for name in args.seats]
    except IllegalMove as error:
        parser.error(f"--as: {error}")
    from ..app import CeeloApp
    from ..net.table_client import TableClient

    try:
        name = screen_name(args)
    except IllegalMove as error:
        parser.error(f"--name: {error}")
    client = TableClient(args.address.strip(), name)
    app = CeeloApp(animate=not args.no_animation, table=client, claims=seats)
    app.spares_long_lived = True
    app.run()
    return 0
