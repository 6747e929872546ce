"""``ceelo-tui serve``: the game in a web browser, a table of its own in every tab.

Not every table has a terminal at it: a hot-seat game can run on a laptop plugged into a TV,
or on any machine of the local network. ``textual-serve`` (one of the package's
dependencies) starts one ``ceelo-tui play`` process per browser tab, with the
play options given here::

    ceelo-tui serve --players "Ann,Bo" --coins 20

The options are checked once before anything is served, so a bad one exits 2 with ``play``'s
own message instead of ending every tab that opens. Each tab is a process of its own, so
saved games, ``--resume`` and the lock on a game being played work as in a terminal.
The server listens on 127.0.0.1 unless told otherwise, with a plain warning when it is not, and
lets in only what it invited: see :mod:`ceelo_tui.web.guard`.
"""

from __future__ import annotations

import argparse
import errno
import ipaddress
import os
import shlex
import socket
import sys
from typing import Any

from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole
from ..web.guard import MIN_TOKEN, Limits, new_token, token_problem, url_host
from . import play
from .common import IN_BROWSER

INSTALL_HINT = "pip install 'textual-serve>=1.1' (one of ceelo-tui's dependencies: pip install -e . in a clone installs it)"
"""How to get the ``textual-serve`` package, when an installation lacks it."""

TOKEN_ENV = "CEELO_TUI_SERVE_TOKEN"
"""The environment variable that may give the server's key instead of ``--token``."""

WILDCARD_HOSTS = ("0.0.0.0", "::", "")
"""Hosts that mean every address of this machine: no browser can open them by that name."""


class _Recorder(argparse.ArgumentParser):
    """A parser that remembers the options added to it, to hand ``play``'s options to each tab."""

    def __init__(self) -> None:
        super().__init__(add_help=False)
        self.options: list[argparse.Action] = []

    def add_argument(self, *names: Any, **settings: Any) -> argparse.Action:
        """Add the option as usual, and remember it."""
        action = super().add_argument(*names, **settings)
        self.options.append(action)
        return action


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``serve``: where to listen, then every option of ``play``."""
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only); "
                             "0.0.0.0 lets every machine that can reach this one play")
    parser.add_argument("--port", default="8000", metavar="N", help="port to listen on, 1-65535 (default 8000)")
    parser.add_argument("--public-url", metavar="URL",
                        help="the address browsers open, when it is not http://HOST:PORT "
                             "(behind a proxy, or to name this machine with --host 0.0.0.0)")
    parser.add_argument("--token", metavar="TOKEN",
                        help=f"the key in the address (at least {MIN_TOKEN} letters, digits, - and _; default: "
                             f"${TOKEN_ENV} if set, else a new random one at every start); a command line is "
                             f"visible to other accounts of this machine (ps), ${TOKEN_ENV} is not")
    parser.add_argument("--max-tables", default="8", metavar="N",
                        help="browser tabs (each a table and a game process) open at once, 1-64 (default 8)")
    parser.add_argument("--join", metavar="ADDRESS",
                        help="give every tab a screen at the table ceelo-tui host opened at ADDRESS (each tab "
                             "takes a seat with t, or watches) instead of a table of its own; the token may be "
                             "left out of ADDRESS (a command line is visible to other accounts) and given in "
                             "$CEELO_TUI_TABLE_TOKEN")
    play.add_arguments(parser)
    recorder = _Recorder()
    play.add_arguments(recorder)
    parser.set_defaults(table_options=recorder.options)


def play_command(args: argparse.Namespace) -> str:
    """The shell command each tab runs: this Python, ``-m ceelo_tui play`` and the play options given.

    Every argument is quoted (``shlex``): a player's name is never read by the shell. Values
    are joined to their option (``--players=-Ann``) so none is taken for an option itself.
    """
    argv = [sys.executable, "-m", "ceelo_tui", "play"]
    for action in args.table_options:
        flag = action.option_strings[-1]
        value = getattr(args, action.dest, None)
        if action.nargs == 0:
            if value:
                argv.append(flag)
        elif isinstance(value, list):
            argv.extend(f"{flag}={item}" for item in value)
        elif value is not None:
            argv.append(f"{flag}={value}")
    return shlex.join(argv)


def join_command(address: str) -> str:
    """The shell command each tab runs to join the hosted table at ``address``: the address
    without its token, which a command line would show every account of the machine (``ps``);
    the token goes to each tab in the environment (see :func:`run`)."""
    from .join import without_token

    return shlex.join([sys.executable, "-m", "ceelo_tui", "join", without_token(address)])


def is_local(host: str) -> bool:
    """True when only this machine can reach ``host``."""
    if host.casefold() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def listen_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host:port`` (None: it can), found by trying it.

    The socket is set up as the server sets up its own (``SO_REUSEADDR``), so a port left
    waiting by a server just stopped is not taken for one in use.
    """
    try:
        addresses = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as error:
        return f"--host {host!r} is not an address this machine can listen on ({error.strerror})."
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as error:
                return bind_message(host, port, error)
    return None


def bind_message(host: str, port: int, error: OSError) -> str:
    """The message for a failed attempt to listen."""
    if error.errno == errno.EADDRINUSE:
        return f"port {port} is already in use on {host}; choose another with --port N."
    if error.errno == errno.EACCES:
        return f"this user may not listen on port {port}; choose one from 1024 up with --port N."
    return f"cannot listen on {host}:{port} ({error.strerror})."


def public_url(args: argparse.Namespace, port: int) -> str:
    """The address a browser opens: ``--public-url``, or http://HOST:PORT."""
    if args.public_url:
        return str(args.public_url).rstrip("/")
    host = socket.gethostname() if args.host in WILDCARD_HOSTS else args.host
    return f"http://{url_host(host)}:{port}"


def run(args: argparse.Namespace) -> int:
    """Serve the game until ctrl+c; 2 when it cannot be served."""
    parser: argparse.ArgumentParser = args.play_parser
    try:
        from ..web.server import GameServer
    except ImportError as error:
        if (error.name or "").split(".")[0] not in ("textual_serve", "aiohttp", "aiohttp_jinja2", "jinja2"):
            raise
        print(f"ceelo-tui serve needs the textual-serve package, which is not installed: {INSTALL_HINT}",
              file=sys.stderr)
        return 2
    try:
        port = parse_whole(args.port, 1, 65535, "--port")
    except IllegalMove as error:
        parser.error(str(error))
    if args.join is not None:
        from .join import TOKEN_ENV as TABLE_TOKEN_ENV
        from .join import address_problem, address_token

        table_token = address_token(args.join) or os.environ.get(TABLE_TOKEN_ENV, "").strip()
        problem = address_problem(args.join, token_elsewhere=bool(table_token))
        if problem is not None:
            parser.error(f"--join: {problem}")
        given = [action.option_strings[-1] for action in args.table_options
                 if getattr(args, action.dest, None) not in (None, False, [])]
        if given:
            parser.error(f"--join: the hosted table has its own players and rules; leave out {', '.join(given)}")
    else:
        play.check_options(parser, args)
    problem = listen_problem(args.host, port)
    if problem is not None:
        parser.error(problem)
    try:
        tables = parse_whole(args.max_tables, 1, 64, "--max-tables")
    except IllegalMove as error:
        parser.error(str(error))
    from_env = os.environ.pop(TOKEN_ENV, "").strip()  # read, and not handed down to the games
    token = args.token if args.token is not None else from_env or new_token()
    problem = token_problem(token)
    if problem is not None:
        parser.error(problem)
    url = public_url(args, port)
    if not is_local(args.host):
        print(f"Warning: listening on {args.host or 'every address'}, port {port}: anyone who can reach this "
              "machine there and has the address with its token can open a table and play. The connection is "
              "not encrypted: see the README's security notes for putting TLS in front.", file=sys.stderr)
    command = join_command(args.join) if args.join is not None else play_command(args)
    server = GameServer(command, host=args.host, port=port, public_url=url, token=token,
                        limits=Limits(tables=tables), joins=args.join is not None)
    os.environ[IN_BROWSER] = "1"  # the games started from here are in browser tabs (see play.run)
    if args.join is not None:
        os.environ[TABLE_TOKEN_ENV] = table_token  # each tab's join takes it from there, not its command line
    try:
        server.serve()
    except OSError as error:  # the port was taken between the check and the start
        parser.error(bind_message(args.host, port, error))
    finally:
        os.environ.pop(IN_BROWSER, None)
        if args.join is not None:
            os.environ.pop(TABLE_TOKEN_ENV, None)
    return 0
