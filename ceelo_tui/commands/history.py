"""``ceelo-tui history``: list the saved games (id, last played, players, rounds, balances, state).

Games are read from the data folder (``--data``, else ``$CEELO_TUI_DATA``, else the user data
folder). A file that cannot be read is moved aside by the store; that is reported on stderr,
so ``--json`` output on stdout stays one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime

from ..engine.standings import session_standings
from ..presenters.catalog import WORDS
from ..presenters.cells import pad, widest
from ..presenters.standings_text import standings_lines
from ..saves.store import GameStore, SavedGameInfo


def add_data_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--data DIR``: the data folder holding the saved games."""
    parser.add_argument(
        "--data",
        metavar="DIR",
        default=None,
        help=WORDS.data_help,
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``ceelo-tui history``."""
    add_data_option(parser)
    parser.add_argument("--json", action="store_true", help=WORDS.history_json_help)


def run(args: argparse.Namespace) -> int:
    """Print the saved games, most recently played first."""
    store = GameStore(args.data)
    games = store.list()
    for notice in store.notices:
        print(WORDS.note(notice), file=sys.stderr)
    if args.json:
        report = {"folder": str(store.folder), "games": [game_json(info) for info in games]}
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    if not games:
        print(WORDS.no_saved_games_in(str(store.folder)))
        return 0
    print("\n".join(table_lines(games) + session_lines(games)))
    return 0


def session_lines(games: list[SavedGameInfo]) -> list[str]:
    """The standings of each session of more than one game, the latest session first."""
    sessions: dict[str, list[SavedGameInfo]] = {}
    for info in games:  # newest first, so the latest session comes first
        if info.session:
            sessions.setdefault(info.session, []).append(info)
    lines: list[str] = []
    for session, played in sessions.items():
        if len(played) > 1:
            rows = session_standings(info.result for info in reversed(played))
            lines += ["", WORDS.session_heading(session)] + ["  " + line for line in standings_lines(rows, len(played))]
    return lines


def game_json(info: SavedGameInfo) -> dict[str, object]:
    """One saved game as plain JSON values."""
    return {
        "id": info.id,
        "path": str(info.path),
        "created": _iso(info.created),
        "modified": _iso(info.modified),
        "players": list(info.players),
        "balances": dict(zip(info.players, info.balances)),
        "round": info.round,
        "rounds_played": info.rounds_played,
        "moves": info.moves,
        "finished": info.finished,
        "leaders": list(info.leaders),
        "seed": info.seed,
        "rules": info.rules.values(),
        "session": info.session,
        "notice": info.notice,
    }


def table_lines(games: list[SavedGameInfo]) -> list[str]:
    """The games as an aligned text table, with any notices below it."""
    header = (WORDS.history_game, WORDS.history_last_played, WORDS.history_rounds, WORDS.history_state,
              WORDS.history_coins)
    rows = [header] + [
        (info.id, info.modified_text, str(info.rounds_played), info.status_text, info.balance_text) for info in games
    ]
    widths = [widest([row[col] for row in rows]) for col in range(len(header) - 1)]
    lines = ["  ".join(pad(cell, width) for cell, width in zip(row, widths)) + "  " + row[-1] for row in rows]
    lines += [f"{info.id}: {info.notice}" for info in games if info.notice]
    return lines


def _iso(stamp: float) -> str:
    return datetime.fromtimestamp(stamp).astimezone().isoformat(timespec="seconds")
