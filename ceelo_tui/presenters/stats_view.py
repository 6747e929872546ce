"""Each player's record over the finished rounds, one column per player.

The figures are :func:`ceelo_tui.engine.stats.player_stats`; :func:`stats_view` puts them in
words (and looks) once, and :func:`stats_lines` lays them out for a width. Players are columns
and measures are rows, so six players fit in 80 columns. The bank's rows are left out of the
winner-take-all game, which has no bank; the buy-backs' row is only at a table with buy-backs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.games import AnyGame
from ..engine.stats import PlayerStats, player_stats
from .catalog import WORDS
from .cells import cell, pad, widest
from .styled import Line, Span, delta_style, line, styled
from .text import signed

LABEL_WIDTH = 17
COLUMN_WIDTH = 10


def _plain(value: int) -> Span:
    return str(value), ""


def _signed(value: int) -> Span:
    return signed(value), delta_style(value)


def _rounds(value: int) -> Span:
    return (WORDS.rounds_count(value) if value else "-"), ""


def _biggest(value: int) -> Span:
    return (f"+{value}", delta_style(value)) if value else ("-", "")


Row = tuple[str, Callable[[PlayerStats], Span]]

ROWS: tuple[Row, ...] = (
    (WORDS.stats_coins, lambda s: (f"{s.start} → {s.coins}", "bold")),
    (WORDS.stats_net, lambda s: _signed(s.net)),
    (WORDS.stats_bought_in, lambda s: (f"{s.bought_in} ({s.bought_in // max(s.start, 1)}x)", "") if s.bought_in else ("-", "")),
    (WORDS.stats_rounds_played, lambda s: _plain(s.rounds_played)),
    (WORDS.stats_won_lost, lambda s: (f"{s.rounds_won} / {s.rounds_lost}", "")),
    (WORDS.stats_rounds_as_banker, lambda s: _plain(s.rounds_as_banker)),
    (WORDS.stats_bank_profit, lambda s: _signed(s.bank_profit) if s.rounds_as_banker else ("-", "")),
    (WORDS.stats_instant_wins, lambda s: _plain(s.instant_wins)),
    (WORDS.stats_instant_losses, lambda s: _plain(s.instant_losses)),
    (WORDS.stats_biggest_win, lambda s: _biggest(s.biggest_win)),
    (WORDS.stats_longest_streak, lambda s: _rounds(s.longest_streak)),
)
"""(label, figure of one player as (text, style)), top to bottom."""

BANK_ROWS = frozenset({WORDS.stats_rounds_as_banker, WORDS.stats_bank_profit})

BUY_IN_ROW = WORDS.stats_bought_in
"""The coins each player bought back in with (and how often): only at a table with buy-backs."""


@dataclass(frozen=True, slots=True)
class StatsView:
    """The statistics table in words: its heading, the players, and each measure's figures."""

    heading: str
    names: tuple[str, ...]
    rows: tuple[tuple[str, tuple[Span, ...]], ...]
    """(label, each player's figure as text and style), top to bottom."""


def has_bank(state: AnyGame) -> bool:
    """True for the banking game."""
    return not state.winner_take_all


def stats_view(state: AnyGame) -> StatsView:
    """The statistics of every seat of ``state``."""
    stats = player_stats(state)
    rounds = len(state.history)
    rows = tuple((label, tuple(figure(player) for player in stats)) for label, figure in ROWS
                 if not (label in BANK_ROWS and not has_bank(state) or label == BUY_IN_ROW and not state.rules.buy_backs))
    return StatsView(WORDS.after_finished_rounds(rounds),
                     tuple(player.name for player in stats), rows)


def _cell(text: str, width: int) -> str:
    """``text`` right-aligned in ``width`` cells, always with a space before it."""
    return " " + cell(text, width - 1, ">")


def column_width(names: list[str] | tuple[str, ...], width: int = 0) -> int:
    """A player's column: COLUMN_WIDTH, wider for a name that needs it (in cells) as far as
    ``width`` (the table's, 0: no limit) leaves room for every player's column."""
    need = widest(names) + 1
    if need <= COLUMN_WIDTH:
        return COLUMN_WIDTH
    room = (width - LABEL_WIDTH) // max(len(names), 1) if width else need
    return max(COLUMN_WIDTH, min(need, room))


def stats_lines(view: StatsView, width: int = 0) -> tuple[Line, ...]:
    """The statistics as an aligned table ``width`` cells wide at most (0: as wide as the names
    need)."""
    column = column_width(view.names, width)
    header = line(" " * LABEL_WIDTH, *[(_cell(name, column), "bold") for name in view.names])
    lines = [styled(view.heading, "bold $text-muted"), header]
    for label, figures in view.rows:
        lines.append(line((pad(label, LABEL_WIDTH), "$text-muted"),
                          *[(_cell(text, column), style) for text, style in figures]))
    return tuple(lines)
