"""``ceelo-tui export GAME --format csv|json [--output FILE]``: write a saved game's ledger.

The ledger has one row per settled bet (see :mod:`ceelo_tui.engine.stats`): round, banker,
player, amount, result, player_delta, banker_delta, decided_by; every round's rows sum to
zero. GAME is a game's id or the start of one (``ceelo-tui history`` lists them). JSON adds
the players, the rules, coins by round and each player's statistics. Errors (no such game,
an ambiguous id, an unwritable file) are one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from dataclasses import asdict

from ..engine import stats
from ..engine.games import AnyGame
from ..engine.match import Match
from ..presenters.catalog import WORDS
from ..saves.store import GameStore, StoreError
from .history import add_data_option

FORMATS = ("csv", "json")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``ceelo-tui export``."""
    parser.add_argument("game", metavar="GAME", help=WORDS.export_game_help)
    parser.add_argument("--format", choices=FORMATS, default="csv", help=WORDS.export_format_help)
    parser.add_argument("--output", "-o", metavar="FILE", default=None, help=WORDS.export_output_help)
    add_data_option(parser)


def run(args: argparse.Namespace) -> int:
    """Write the ledger of one saved game; 2 with a message on stderr if that cannot be done."""
    store = GameStore(args.data)
    try:
        game_id = store.resolve(args.game)
    except StoreError as error:
        return _fail(str(error))
    result = store.read(game_id)
    if result.match is None:
        return _fail(result.notice)
    if result.notice:
        print(WORDS.note(result.notice), file=sys.stderr)
    state = result.match.state
    text = ledger_csv(state) if args.format == "csv" else ledger_json(game_id, result.match)
    if args.output in (None, "-"):
        sys.stdout.write(text)
        return 0
    try:
        with open(args.output, "w", encoding="utf-8", newline="") as out:
            out.write(text)
    except OSError as error:
        return _fail(WORDS.export_cannot_write(args.output, str(error.strerror or error)))
    rows = len(stats.ledger(state))
    print(WORDS.export_wrote(rows, game_id, args.output), file=sys.stderr)
    return 0


def ledger_csv(state: AnyGame) -> str:
    """The ledger as CSV text with a header row."""
    buffer = io.StringIO(newline="")
    writer = csv.DictWriter(buffer, fieldnames=stats.LEDGER_FIELDS, lineterminator="\n")
    writer.writeheader()
    for row in stats.ledger(state):
        writer.writerow(row.as_dict())
    return buffer.getvalue()


def ledger_json(game_id: str, match: Match) -> str:
    """The ledger with the game's players, rules, coins by round and statistics, as JSON text."""
    state = match.state
    setup = match.journal.setup
    report = {
        "game": game_id,
        "players": [seat.name for seat in state.seats],
        "seed": setup.seed,
        "rules": setup.rules.values(),
        "finished": state.is_over,
        "rounds_played": state.rounds_played,
        "ledger": [row.as_dict() for row in stats.ledger(state)],
        "coins_by_round": [list(row) for row in stats.coins_by_round(state)],
        "stats": [asdict(player) for player in stats.player_stats(state)],
    }
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def _fail(message: str) -> int:
    print(WORDS.command_failed("ceelo-tui export", message), file=sys.stderr)
    return 2
