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
from ..presenters.catalog import WORDS
from ..web.guard import MIN_TOKEN, Limits, new_token, token_problem, url_host
from . import play
from .common import IN_BROWSER

INSTALL_HINT = WORDS.install_hint
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
    parser.add_argument("--host", default="127.0.0.1", help=WORDS.serve_host_help)
    parser.add_argument("--port", default="8000", metavar="N", help=WORDS.serve_port_help)
    parser.add_argument("--public-url", metavar="URL", help=WORDS.serve_public_url_help)
    parser.add_argument("--token", metavar="TOKEN", help=WORDS.serve_token_help(MIN_TOKEN, f"${TOKEN_ENV}"))
    parser.add_argument("--max-tables", default="8", metavar="N", help=WORDS.serve_max_tables_help)
    parser.add_argument("--join", metavar="ADDRESS", help=WORDS.serve_join_help("$CEELO_TUI_TABLE_TOKEN"))
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
        return WORDS.serve_bad_host(repr(host), str(error.strerror))
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
        return WORDS.serve_port_in_use(port, host)
    if error.errno == errno.EACCES:
        return WORDS.serve_port_not_allowed(port)
    return WORDS.serve_cannot_listen(f"{host}:{port}", str(error.strerror))


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
        print(WORDS.serve_needs_package(INSTALL_HINT), file=sys.stderr)
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
            parser.error(WORDS.serve_join_problem(problem))
        given = [action.option_strings[-1] for action in args.table_options
                 if getattr(args, action.dest, None) not in (None, False, [])]
        if given:
            parser.error(WORDS.serve_join_own_table(given))
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
        where = args.host or WORDS.every_address
        print(WORDS.serve_open_warning(where, port), file=sys.stderr)
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
