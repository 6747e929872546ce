"""Each player's coins round by round: one row of bars per player, all on the same scale.

Textual's :class:`~textual.widgets.Sparkline` scales every series to its own lowest and
highest value, so a player who went from 10 to 11 coins would draw the same tall bar as one
who went from 10 to 40. Here every row shares one scale (0 up to the most coins anyone held),
so rows compare at a glance; the bars are the same eighth-block characters. One column is one
point of the game (the start, then after each finished round), widened when there is room,
and several rounds share a column (showing the coins at the end of them) when there is not.

Colour only repeats what the height says: a column above the player's starting coins is
drawn in the theme's success colour, below it in the error colour, level in the warning
colour; an empty stack is a dot.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import RenderResult
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from ..presenters.catalog import WORDS
from ..presenters.cells import cell, widest
from ..presenters.history_view import ChartView

BARS = "▁▂▃▄▅▆▇█"
"""Eighths of a cell, lowest first (the same blocks Sparkline draws)."""
EMPTY = "·"
"""A column where the player held no coins."""
MAX_REPEAT = 6
"""At most this many cells per point of the game when there is room to spare."""


def level(coins: int, top: int) -> int:
    """How many eighths of a cell ``coins`` fill on a scale up to ``top`` (0 only for none)."""
    if coins <= 0 or top <= 0:
        return 0
    return max(1, min(len(BARS), round(coins * len(BARS) / top)))


def columns(points: Sequence[int], width: int) -> list[int]:
    """``points`` fitted to ``width`` cells: repeated when short, sampled at bucket ends when long."""
    if not points or width <= 0:
        return []
    count = len(points)
    if count <= width:
        repeat = max(1, min(MAX_REPEAT, width // count))
        return [value for value in points for _ in range(repeat)]
    return [points[min(count - 1, ((column + 1) * count + width - 1) // width - 1)] for column in range(width)]


def rounds_per_column(count: int, width: int) -> int:
    """Rounds one column stands for (1 unless the game has more points than cells)."""
    return 1 if count <= width or width <= 0 else -(-count // width)


MIN_BARS = 20
"""The fewest columns of bars a chart keeps beside the names (a longer name is cut)."""


class CoinChart(Widget):
    """Coins of every player after each round, as rows of bars on one shared scale."""

    DEFAULT_CSS = """
    CoinChart {
        height: auto;
        width: 1fr;
    }
    """

    STYLES = {
        "title": "bold $text-muted",
        "name": "bold",
        "up": "$text-success",
        "down": "$text-error",
        "even": "$text-warning",
        "empty": "$text-muted",
    }
    """Theme styles of the title line, a player's name, columns above / below / at the start,
    and no coins (resolved against the widget's own background, so every theme reads)."""

    def __init__(self, *, labels: bool = True, id: str | None = None, classes: str | None = None) -> None:
        """An empty chart; ``labels`` False leaves out the names and coins (rows then line up
        with a table beside the chart, in the order given to :meth:`set_series`)."""
        super().__init__(id=id, classes=classes)
        self.labels = labels
        self.names: list[str] = []
        self.series: list[tuple[int, ...]] = []
        self.order: list[int] = []

    def set_series(self, names: Sequence[str], series: Sequence[Sequence[int]],
                   order: Sequence[int] | None = None) -> None:
        """Show ``series`` (coins of every seat at the start, then after each round).

        Args:
            names: The seats' names, in seat order.
            series: ``series[k][seat]``: coins after ``k`` finished rounds (k=0: the start).
            order: Seats top to bottom (default: seat order).
        """
        self.names = list(names)
        self.series = [tuple(point) for point in series]
        self.order = list(order) if order is not None else list(range(len(self.names)))
        self.refresh(layout=True)

    def show(self, view: ChartView, order: Sequence[int] | None = None) -> None:
        """Chart the figures of ``view`` (seats top to bottom in ``order``; default: seat order)."""
        self.set_series(view.names, view.series, order)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A title line and one line per player."""
        return 1 + len(self.order)

    def render(self) -> RenderResult:
        """The title, then each player's row of bars."""
        width = self.content_size.width or self.size.width
        if not self.series or not self.order:
            return Content("")
        top = max(max(point) for point in self.series) or 1
        value_width = len(str(top)) + 1 if self.labels else 0
        # names whole (in cells) while the bars keep MIN_BARS columns; cut only past that
        name_width = min(widest(self.names), max(16, width - 1 - value_width - MIN_BARS)) if self.labels else 0
        bars_width = max(1, width - (name_width + 1 if self.labels else 0) - value_width)
        per_column = rounds_per_column(len(self.series), bars_width)
        styles = self.STYLES
        lines = [Content.styled(self._title(top, per_column, width), styles["title"])]
        start = self.series[0]
        for seat in self.order:
            points = [point[seat] for point in self.series]
            parts: list[tuple[str, str] | str] = []
            if self.labels:
                name = self.names[seat]
                parts.append((cell(name, name_width) + " ", styles["name"]))
            for coins in columns(points, bars_width):
                eighths = level(coins, top)
                if eighths == 0:
                    parts.append((EMPTY, styles["empty"]))
                    continue
                trend = "up" if coins > start[seat] else "down" if coins < start[seat] else "even"
                parts.append((BARS[eighths - 1], styles[trend]))
            if self.labels:
                parts.append(f"{points[-1]:>{value_width}}")
            lines.append(Content.assemble(*parts))
        return Content("\n").join(lines)

    def _title(self, top: int, per_column: int, width: int) -> str:
        """The longest title that fits: what the columns are and what a full bar means."""
        *titles, shortest = WORDS.chart_titles(top, per_column).split("\n")
        return next((text for text in titles if len(text) <= width), shortest[:width])
