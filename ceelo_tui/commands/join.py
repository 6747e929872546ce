"""``ceelo-tui join ADDRESS``: sit at a table another screen hosts, in this terminal.

The address is the one ``ceelo-tui host`` printed (its token included)::

    ceelo-tui join "ws://192.168.1.20:8765/table?token=…" --as Ann
    ceelo-tui join "ws://…" --as Ann --as Bo        # a couple at one laptop: two seats
    ceelo-tui join "ws://…"                          # watch, without a seat

A command line is visible to every account of the machine (``ps``), so the token may come
another way, the address then without it: from a file (``--token-file``, readable by its
owner only), from the environment (``$CEELO_TUI_TABLE_TOKEN``; ``serve --join`` gives it to
its tabs so), or typed at a prompt when the address has none and the input is a terminal::

    ceelo-tui join "ws://192.168.1.20:8765/table" --token-file ~/table-token --as Ann

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
import sys
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from ..engine.errors import IllegalMove
from ..engine.game import check_name
from ..presenters.catalog import WORDS
from .common import IN_BROWSER

TOKEN_ENV = "CEELO_TUI_TABLE_TOKEN"
"""The environment variable a table's token may come in, instead of the address."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``join``."""
    parser.add_argument("address", metavar="ADDRESS", help=WORDS.join_address_help(f"${TOKEN_ENV}"))
    parser.add_argument("--token-file", metavar="FILE", help=WORDS.join_token_file_help)
    parser.add_argument("--as", dest="seats", action="append", metavar="NAME", default=[], help=WORDS.join_as_help)
    parser.add_argument("--name", metavar="NAME", help=WORDS.join_name_help)
    parser.add_argument("--no-animation", action="store_true", help=WORDS.no_animation_help)
    parser.add_argument("--seat-keys", metavar="FILE", help=argparse.SUPPRESS)  # a tab of serve --join: its own file
    parser.set_defaults(join_parser=parser)


def address_problem(address: str, token_elsewhere: bool = False) -> str | None:
    """Why ``address`` is no table address, in words; None when it may be one (``token_elsewhere``:
    the token comes another way, so the address may lack it)."""
    parts = urlsplit(address.strip())
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return WORDS.join_not_an_address(repr(address))
    if not token_elsewhere and "token=" not in parts.query:
        return WORDS.join_no_token(f"${TOKEN_ENV}")
    return None


def address_token(address: str) -> str:
    """The token in ``address`` ('' when it has none)."""
    return parse_qs(urlsplit(address.strip()).query).get("token", [""])[0]


def without_token(address: str) -> str:
    """``address`` less its token (to go on a command line)."""
    parts = urlsplit(address.strip())
    query = [(key, value) for key, values in parse_qs(parts.query, keep_blank_values=True).items()
             for value in values if key != "token"]
    return urlunsplit(parts._replace(query=urlencode(query)))


def with_token(address: str, token: str) -> str:
    """``address`` with ``token`` as its token."""
    parts = urlsplit(without_token(address))
    query = f"{parts.query}&" if parts.query else ""
    return urlunsplit(parts._replace(query=query + urlencode({"token": token})))


def given_token(args: argparse.Namespace, parser: argparse.ArgumentParser) -> str:
    """The table's token: from the address, else ``--token-file``, else the environment, else a
    prompt (when the input is a terminal); exits 2 saying where it may come from otherwise."""
    token = address_token(args.address)
    if token:
        return token
    if args.token_file:
        try:
            with open(args.token_file, encoding="utf-8") as file:
                token = file.read(4096).strip()
        except OSError as error:
            parser.error(WORDS.join_cannot_read_token(repr(args.token_file), str(error.strerror)))
        if not token:
            parser.error(WORDS.join_empty_token_file(repr(args.token_file)))
        return token
    token = os.environ.get(TOKEN_ENV, "").strip()
    if token:
        return token
    if sys.stdin is not None and sys.stdin.isatty():
        try:
            token = getpass.getpass(WORDS.join_token_prompt).strip()
        except (EOFError, KeyboardInterrupt):
            token = ""
        if token:
            return token
    parser.error(address_problem(args.address) or WORDS.join_no_token_given)


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
        return WORDS.browser_tab_name(secrets.token_hex(3))
    try:
        return checked(getpass.getuser())
    except (KeyError, OSError, IllegalMove):
        return WORDS.a_screen


def run(args: argparse.Namespace) -> int:
    """Join the table and play until the player quits; 2 for a bad option."""
    parser: argparse.ArgumentParser = args.join_parser
    problem = address_problem(args.address, token_elsewhere=True)
    if problem:
        parser.error(problem)
    try:
        seats = [check_name(str(name)) for name in args.seats]
    except IllegalMove as error:
        parser.error(f"--as: {error}")
    try:
        name = screen_name(args)
    except IllegalMove as error:
        parser.error(f"--name: {error}")
    address = args.address.strip()  # asked for its token only once the names are known to be good
    if not address_token(address):
        address = with_token(address, given_token(args, parser))
    from ..app import CeeloApp
    from ..net.seat_keys import SeatKeys
    from ..net.table_client import TableClient

    keys = SeatKeys(file=args.seat_keys) if args.seat_keys else None
    client = TableClient(address, name, keys=keys)
    app = CeeloApp(animate=not args.no_animation, table=client, claims=seats)
    app.spares_long_lived = True
    app.run()
    return 0
