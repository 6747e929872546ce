"""What happened this round, in the engine's words: the latest lines that fit, newest at the
bottom.

A fixed-size text widget, not a scrolling one: a scrolling log grows on every move and must
be scrolled to its end after the next layout, a second refresh (about a frame, 17 ms, on
every key). This one keeps at most :data:`MAX_LINES` lines and draws the last ones its height
holds, so a move costs one repaint of one widget. Its benchmark: ``benchmarks/key_latency.py``. The history screen (``h``) has every line
of every round.

A line longer than the log is wide is cut with an ellipsis where rows are few (under the
table on a small screen, where the latest lines matter most), and wrapped where the log has
a column of its own (``text-wrap: wrap`` in the wide layout), its further rows indented.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.widget import Widget

MAX_LINES = 40
"""The most lines kept: more than any terminal shows in the space the table leaves."""


class RoundLog(Widget):
    """The round's latest events as lines of text."""

    DEFAULT_CSS = """
    RoundLog {
        height: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """An empty log."""
        super().__init__(id=id, classes=classes)
        self._lines: tuple[str, ...] = ()

    @property
    def lines(self) -> tuple[str, ...]:
        """The lines kept, oldest first."""
        return self._lines

    def set_events(self, events: tuple[str, ...]) -> None:
        """Show ``events``, oldest first, the newest at the bottom."""
        lines = tuple(events[-MAX_LINES:])
        if lines == self._lines:
            return
        self._lines = lines
        self.refresh()

    def render(self) -> Content:
        """The last lines the widget's height holds (wrapped first, where it wraps)."""
        height = max(self.size.height, 1)
        if self.styles.text_wrap != "wrap":
            return Content("\n".join(self._lines[-height:]))
        rows = wrapped([Content(line) for line in self._lines[-height:]], self.size.width)
        return Content("\n").join(rows[-height:])


def wrapped(lines: Sequence[Content], width: int, indent: int = 2) -> list[Content]:
    """``lines`` wrapped at word boundaries to ``width`` cells, each further row indented by
    ``indent`` cells so a wrapped line reads as one."""
    rows: list[Content] = []
    for line in lines:
        if width <= indent or line.cell_length <= width:
            rows.append(line)
            continue
        first, *rest = line.wrap(width)
        rows.append(first)
        if rest:
            tail = Content(" ").join(rest) if len(rest) > 1 else rest[0]
            rows.extend(Content(" " * indent) + part for part in tail.wrap(width - indent))
    return rows
