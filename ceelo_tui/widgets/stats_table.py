"""Each player's record over the finished rounds, one column per player.

The figures are :func:`ceelo_tui.engine.stats.player_stats`; this only lays them out. Players
are columns and measures are rows, so six players fit in 80 columns. The bank's rows are left
out of the winner-take-all game, which has no bank.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.content import Content
from textual.widgets import Static

from ..engine.game import signed
from ..engine.games import AnyGame
from ..engine.stats import PlayerStats, player_stats
from ..presenters.cells import cell, widest
from .round_history import delta_style

LABEL_WIDTH = 17
COLUMN_WIDTH = 10


def _plain(value: int) -> tuple[str, str]:
    return str(value), ""


def _signed(value: int) -> tuple[str, str]:
    return signed(value), delta_style(value)


def _rounds(value: int) -> tuple[str, str]:
    return (f"{value} round{'s' if value != 1 else ''}" if value else "-"), ""


def _biggest(value: int) -> tuple[str, str]:
    return (f"+{value}", delta_style(value)) if value else ("-", "")


Row = tuple[str, Callable[[PlayerStats], tuple[str, str]]]

ROWS: tuple[Row, ...] = (
    ("Coins", lambda s: (f"{s.start} → {s.coins}", "bold")),
    ("Net", lambda s: _signed(s.net)),
    ("Bought in", lambda s: (f"{s.bought_in} ({s.bought_in // max(s.start, 1)}x)", "") if s.bought_in else ("-", "")),
    ("Rounds played", lambda s: _plain(s.rounds_played)),
    ("  won / lost", lambda s: (f"{s.rounds_won} / {s.rounds_lost}", "")),
    ("Rounds as banker", lambda s: _plain(s.rounds_as_banker)),
    ("Bank's profit", lambda s: _signed(s.bank_profit) if s.rounds_as_banker else ("-", "")),
    ("Instant wins", lambda s: _plain(s.instant_wins)),
    ("Instant losses", lambda s: _plain(s.instant_losses)),
    ("Biggest win", lambda s: _biggest(s.biggest_win)),
    ("Longest streak", lambda s: _rounds(s.longest_streak)),
)
"""(label, figure of one player as (text, style)), top to bottom."""

BANK_ROWS = frozenset({"Rounds as banker", "Bank's profit"})

BUY_IN_ROW = "Bought in"
"""The coins each player bought back in with (and how often): only at a table with buy-backs."""


def has_bank(state: AnyGame) -> bool:
    """True for the banking game."""
    return not state.winner_take_all


def _cell(text: str, width: int) -> str:
    """``text`` right-aligned in ``width`` cells, always with a space before it."""
    return " " + cell(text, width - 1, ">")


def column_width(names: list[str], width: int = 0) -> int:
    """A player's column: COLUMN_WIDTH, wider for a name that needs it (in cells) as far as
    ``width`` (the table's, 0: no limit) leaves room for every player's column."""
    need = widest(names) + 1
    if need <= COLUMN_WIDTH:
        return COLUMN_WIDTH
    room = (width - LABEL_WIDTH) // max(len(names), 1) if width else need
    return max(COLUMN_WIDTH, min(need, room))


def stats_content(state: AnyGame, width: int = 0) -> Content:
    """The statistics of every seat as an aligned, theme-coloured table ``width`` cells wide at
    most (0: as wide as the names need)."""
    stats = player_stats(state)
    column = column_width([s.name for s in stats], width)
    rounds = len(state.history)
    heading = f"After {rounds} finished round{'s' if rounds != 1 else ''}"
    header = Content.assemble(
        " " * LABEL_WIDTH, *[(_cell(s.name, column), "bold") for s in stats]
    )
    lines = [Content.styled(heading, "bold $text-muted"), header]
    for label, figure in ROWS:
        if label in BANK_ROWS and not has_bank(state) or label == BUY_IN_ROW and not state.rules.buy_backs:
            continue
        parts: list[tuple[str, str]] = [(f"{label:<{LABEL_WIDTH}}", "$text-muted")]
        for player in stats:
            text, style = figure(player)
            parts.append((_cell(text, column), style))
        lines.append(Content.assemble(*parts))
    return Content("\n").join(lines)


class StatsTable(Static):
    """Per-player statistics of a game state (either game)."""

    DEFAULT_CSS = """
    StatsTable {
        width: 1fr;
        height: auto;
    }
    """

    _state: AnyGame | None = None
    """The game shown (None until :meth:`set_state`): drawn again at each width."""

    def set_state(self, state: AnyGame) -> None:
        """Show the statistics of ``state``'s finished rounds."""
        self._state = state
        self.update(stats_content(state))

    def render(self) -> Content:
        """The statistics, the players' columns as wide as the names need and the width allows."""
        state = self._state
        return Content("") if state is None else stats_content(state, self.size.width)
