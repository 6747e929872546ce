"""``ceelo-tui host``: one table, many screens. Host a game that friends at other screens join.

The host seats the table with ``play``'s options and serves it over a websocket (see
:mod:`ceelo_tui.net.table_server`); it prints the join address, token included, and serves
the browser page too, one ``join`` process a tab (as ``serve --join`` does, on the next port;
see :mod:`ceelo_tui.commands.host_page`), with its address and that address's QR code::

    ceelo-tui host --players "Ann,Bo,Cy" --coins 20
    The table is open at ws://127.0.0.1:8765/table?token=…
    Terminal players: ceelo-tui join "ws://127.0.0.1:8765/table?token=…" --as NAME
    Browser players: http://127.0.0.1:8766/#token=…

Each screen joins with that address and claims a seat. One ctrl+c closes the table, the page
and every tab's game. The game is saved move by move like
any other (``--resume`` continues it), and the table around it (its token, port and who holds
each seat) beside it, so ``ceelo-tui host --resume [GAME]`` after a crash opens the same table
at the same address: every screen reconnects by itself and catches up, and nothing accepted is
lost. The host listens on 127.0.0.1 unless told otherwise (``--host``), with the same plain
warning as ``serve`` when it is not.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import math
import signal
import socket
import sys
import time

from ..controller.cpu_words import computer_label
from ..engine.cpu_styles import DEFAULT_STYLE, PROFILES
from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole
from ..net.table_record import Hold, read_record, record_path
from ..net.table_server import TableLimits, TableServer
from ..presenters.catalog import WORDS
from ..saves.store import GameStore, StoreError
from ..web.guard import new_token, token_problem
from . import play
from .common import add_rule_options
from .host_page import HostPage, add_page_arguments, read_page
from .invitation import invitation
from .resume_option import refuse_clashes
from .serve import WILDCARD_HOSTS, bind_message, is_local, listen_problem

DEFAULT_PORT = 8765
PROG = "ceelo-tui host"
"""The command, as its messages name it."""

NEVER = "never"
"""``--away-after never``: an away seat's turn waits for its player."""

AWAY_AFTER = 60.0
"""Seconds an away seat's turn waits for its player before the house plays it (default)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``host``: where to listen, the away rule, ``--resume``, then the options
    that seat a new table (as ``play`` has them)."""
    parser.add_argument("--host", default="127.0.0.1", help=WORDS.host_host_help)
    parser.add_argument("--port", metavar="N", help=WORDS.host_port_help(DEFAULT_PORT))
    parser.add_argument("--token", metavar="TOKEN", help=WORDS.host_token_help)
    parser.add_argument("--max-screens", default="16", metavar="N", help=WORDS.host_max_screens_help)
    parser.add_argument("--away-after", default=f"{AWAY_AFTER:g}", metavar="SECONDS",
                        help=WORDS.host_away_after_help(f"{AWAY_AFTER:g}", NEVER))
    parser.add_argument("--away-style", default=DEFAULT_STYLE, choices=tuple(PROFILES),
                        help=WORDS.host_away_style_help(DEFAULT_STYLE))
    parser.add_argument("--resume", nargs="?", const="", default=None, metavar="GAME", help=WORDS.host_resume_help)
    parser.add_argument("--plain", action="store_true", help=WORDS.host_plain_help)
    add_page_arguments(parser)
    play.add_seating_options(parser)
    add_rule_options(parser)
    parser.set_defaults(play_parser=parser)


def read_away_after(parser: argparse.ArgumentParser, text: str) -> float | None:
    """``--away-after``: seconds (0 to a day), or None for 'never'."""
    if text.strip().casefold() == NEVER:
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 <= seconds <= 86_400:
        parser.error(WORDS.host_bad_away_after(NEVER, repr(text)))
    return seconds


def run(args: argparse.Namespace) -> int:
    """Host the table until ctrl+c; 2 when it cannot be hosted."""
    parser: argparse.ArgumentParser = args.play_parser
    try:
        port = None if args.port is None else parse_whole(args.port, 1, 65535, "--port")
        screens = parse_whole(args.max_screens, 1, 64, "--max-screens")
    except IllegalMove as error:
        parser.error(str(error))
    away_after = read_away_after(parser, args.away_after)
    if args.token is not None and token_problem(args.token):
        parser.error(str(token_problem(args.token)))
    log = _log_to_stderr()
    store = GameStore(on_warning=lambda text: log.warning("%s", text))
    holds: dict[int, Hold] = {}
    if args.resume is not None:
        refuse_clashes(parser, args)
        game_id = _game_to_resume(parser, store, args.resume)
        record, problem = read_record(record_path(store.root, game_id))
        if problem:
            log.warning("%s", WORDS.host_new_token(problem))
        token = args.token or (record.token if record else new_token())
        port = port or (record.port if record and record.port else DEFAULT_PORT)
        holds = dict(record.holds) if record else {}
        _check_listen(parser, args.host, port)
        page = read_page(parser, args, port, token, screens)
        loaded = store.load(game_id)
        if loaded.match is None or loaded.saved is None:
            parser.exit(2, WORDS.command_failed(PROG, loaded.notice) + "\n")
        if loaded.match.state.is_over:
            loaded.saved.release()
            parser.exit(2, WORDS.command_failed(PROG, WORDS.saved_game_over_no_table(game_id)) + "\n")
        if loaded.notice:
            log.warning("%s", loaded.notice)
        match, saved = loaded.match, loaded.saved
    else:
        table = play.read_table(parser, args)
        if table.match is None:
            parser.error(WORDS.host_needs_players)
        token, port = args.token or new_token(), port or DEFAULT_PORT
        _check_listen(parser, args.host, port)
        page = read_page(parser, args, port, token, screens)
        match = table.match
        saved = store.create(match, at_once=True)
    if not saved.saving:  # a table accepts a move only once it is on disk: this one cannot start
        saved.release()
        parser.exit(2, WORDS.command_failed(PROG, WORDS.host_cannot_save(store.warning or "")) + "\n")
    if not is_local(args.host):
        ports = WORDS.one_port(port) if page is None else WORDS.two_ports(port, page.port)
        print(WORDS.host_open_warning(args.host or WORDS.every_address, ports), file=sys.stderr)
    public_host = socket.gethostname() if args.host in WILDCARD_HOSTS else args.host
    server = TableServer(match, token=token, saved=saved, record=record_path(store.root, saved.id), holds=holds,
                         host=args.host, port=port, public_host=public_host, limits=TableLimits(connections=screens),
                         away_after=away_after, away_style=args.away_style)
    try:
        with HostPage.environment(page):
            asyncio.run(_serve(server, page, view=sys.stdout.isatty() and sys.stdin.isatty() and not args.plain))
    except OSError as error:  # a port was taken between the check and the start
        saved.release()
        parser.error(bind_message(args.host, page.port if page is not None and page.failed else port, error))
    return 0


def _check_listen(parser: argparse.ArgumentParser, host: str, port: int) -> None:
    problem = listen_problem(host, port)
    if problem is not None:
        parser.error(problem)


def _game_to_resume(parser: argparse.ArgumentParser, store: GameStore, wanted: str) -> str:
    """The id of the saved game ``--resume [GAME]`` names: GAME (an id or its start), or the
    latest unfinished game; exits 2 saying why when there is none."""
    if wanted:
        try:
            return store.resolve(wanted)
        except StoreError as error:
            parser.exit(2, WORDS.command_failed(PROG, str(error)) + "\n")
    unfinished = [info for info in store.unfinished() if not info.open_elsewhere]
    if not unfinished:
        parser.exit(2, WORDS.command_failed(PROG, WORDS.host_nothing_to_resume(str(store.folder))) + "\n")
    return unfinished[0].id


async def _serve(server: TableServer, page: HostPage | None, *, view: bool = False) -> None:
    """Run the table, and its browser page, until ctrl+c (or SIGTERM; with the host's
    ``view``, until the host closes it there); then end every tab's game and say bye to every
    screen."""
    # The handlers come first: a ctrl+c as soon as the invitation is printed (or while the
    # table opens) closes it as any other does, rather than ending the run mid-start.
    stop = asyncio.Event()
    why = [WORDS.host_stopped_by_ctrl_c]  # what ended the run (a KeyboardInterrupt: ctrl+c)
    loop = asyncio.get_running_loop()
    for signum, words in ((signal.SIGINT, WORDS.host_stopped_by_ctrl_c), (signal.SIGTERM, WORDS.host_stopped)):
        # An event loop without signal handlers (Windows') raises here; ctrl+c then ends the
        # run through KeyboardInterrupt instead, and the table still says bye as it closes.
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, _stopping, stop, why, words)
    await server.start()
    try:
        opened = None if page is None else await page.open()
    except BaseException:
        await server.stop()
        raise
    state = server.state
    seats = ", ".join(computer_label(state, seat)
                      for seat in range(len(state.seats)))
    if not view:
        print(invitation(server.address, None if page is None else page.address, terminal=sys.stdout.isatty()), flush=True)
        print(WORDS.host_seats(seats), flush=True)
    try:
        if view:
            await _run_view(server, None if page is None else page.address, stop)
        else:
            await stop.wait()
    finally:
        print(WORDS.host_closing(why[0], time.strftime("%H:%M:%S")), flush=True)
        if page is not None and opened is not None:
            await page.close(opened, why[0])  # every tab's game ends, and leaves the table, first
        await server.stop(WORDS.host_closed_the_table)
        print(WORDS.table_closed_at(time.strftime("%H:%M:%S")), flush=True)


def _stopping(stop: asyncio.Event, why: list[str], words: str) -> None:
    """A signal asked the host to close the table: keep what asked (the first), and stop."""
    if not stop.is_set():
        why[0] = words
    stop.set()


async def _run_view(server: TableServer, browser_address: str | None, stop: asyncio.Event) -> None:
    """The host's view (:mod:`.host_view`) until the host closes it, or a SIGTERM; the table's
    log goes to the view meanwhile, not to standard error (it would draw over the view)."""
    from .host_view import LOGS, HostView

    app = HostView(server, browser_address)
    quiet = [(handler, handler.level) for name in LOGS for handler in logging.getLogger(name).handlers]
    for handler, _level in quiet:
        handler.setLevel(logging.CRITICAL + 1)
    running = asyncio.create_task(app.run_async())
    stopping = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if not running.done():
            app.exit()
            await running
    finally:
        stopping.cancel()
        for handler, level in quiet:
            handler.setLevel(level)
    if app.ended:
        print(app.ended, flush=True)


def _log_to_stderr() -> logging.Logger:
    """The table's log (who joins, leaves, claims; what is refused) and its page's (a tab
    refused, a tab's game that ended by itself) on standard error."""
    for name in ("ceelo_tui.serve", "ceelo_tui.table"):
        log = logging.getLogger(name)
        if not log.handlers:
            handler = logging.StreamHandler(sys.stderr)
            handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
            log.addHandler(handler)
            log.setLevel(logging.INFO)
            log.propagate = False
    return log
