"""Pure drawing of one die as rows of text: no Textual here, so the pictures are easy to test.

A die is drawn with box-drawing characters for its edge and ``●`` for its pips, never emoji,
so it reads in any terminal font. The picture adapts to the space it is given:

- **full** (height 5 or more, width 7 or more): a closed box, the pips on a 3x3 grid spread
  over the inside, e.g. 13x7 in the dice tray. From an inside of 17x8 (a die of 19x10 or
  more, as a large terminal's tray draws) each pip is a round blob of 3x2 cells
  (:data:`BIG_PIP`), so a big die reads from across the room.
- **compact** (height 3-4, width 5 or more): the top and bottom edges are dropped so that
  all three pip rows fit in 3 lines, e.g. 9x3 on an 80x24 screen.
- **line** (anything smaller): ``[5]``, so a squeezed layout still shows the number.

A die at rest has a solid edge; a tumbling die has a dashed edge, so the two differ in shape
and not by colour alone. While tumbling, one face rolls away upwards as the next one comes up
from below, with an edge line between them: that is what :func:`die_rows` ``shift`` means.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

PIP = "●"
"""The pip glyph: a geometric shape, width 1 in every common terminal font."""

BIG_PIP = ("▟█▙", "▜█▛")
"""A big die's pip: two rows of block elements, which every terminal font draws joined."""

BIG_INSIDE = (17, 8)
"""The least inside (width, height) of a face whose pips are big."""

PIP_CHARS = frozenset(PIP + "".join(BIG_PIP))
"""Every character that draws a pip (for styling)."""

Form = Literal["full", "compact", "line"]

# Pip positions on a 3x3 grid (row, column), laid out like a real die.
PIP_GRID: dict[int, frozenset[tuple[int, int]]] = {
    1: frozenset({(1, 1)}),
    2: frozenset({(0, 2), (2, 0)}),
    3: frozenset({(0, 2), (1, 1), (2, 0)}),
    4: frozenset({(0, 0), (0, 2), (2, 0), (2, 2)}),
    5: frozenset({(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)}),
    6: frozenset({(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2)}),
}


@dataclass(frozen=True)
class Edge:
    """The characters of one edge style."""

    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    horizontal: str
    vertical: str


SOLID = Edge("╭", "╮", "╰", "╯", "─", "│")
"""Edge of a die at rest (or blank): solid, rounded like a real die."""

DASHED = Edge("┌", "┐", "└", "┘", "┄", "┆")
"""Edge of a die still tumbling: dashed, so motion shows without colour."""

EDGE_CHARS = frozenset(
    ch for edge in (SOLID, DASHED) for ch in (
        edge.top_left, edge.top_right, edge.bottom_left, edge.bottom_right,
        edge.horizontal, edge.vertical,
    )
) | frozenset("[]")
"""Every character that belongs to a die's edge (for styling)."""

FULL_MIN = (7, 5)
COMPACT_MIN = (5, 3)


def form_for(width: int, height: int) -> Form:
    """Which picture fits a region of ``width`` x ``height`` cells."""
    if width >= FULL_MIN[0] and height >= FULL_MIN[1]:
        return "full"
    if width >= COMPACT_MIN[0] and height >= COMPACT_MIN[1]:
        return "compact"
    return "line"


def spread(length: int, squeeze: int = 4) -> tuple[int, int, int]:
    """Positions of the three pip rows (or columns) along ``length`` cells.

    The middle pip is centred; the outer pips keep a margin of about ``length / squeeze``
    cells from each edge (at least one cell apart from the middle one).
    """
    middle = (length - 1) // 2
    step = max(1, middle - (length - 1) // squeeze)
    return (max(0, middle - step), middle, min(length - 1, middle + step))


@lru_cache(maxsize=512)
def face_rows(value: int | None, width: int, height: int) -> tuple[str, ...]:
    """The inside of a face: ``height`` rows of ``width`` cells, pips where they belong.

    ``None`` (a die not yet rolled) gives an empty face. Cached: a tumble draws the same
    few faces dozens of times a second.
    """
    rows = [[" "] * width for _ in range(height)]
    if value is None or width < 1 or height < 1:
        return tuple("".join(row) for row in rows)
    if width >= BIG_INSIDE[0] and height >= BIG_INSIDE[1]:
        return _big_face(value, width, height)
    # Rows are about twice as tall as columns are wide, so rows keep a smaller margin.
    ys = spread(height, squeeze=5)
    xs = spread(width, squeeze=6)
    for row, column in PIP_GRID[value]:
        rows[ys[row]][xs[column]] = PIP
    return tuple("".join(row) for row in rows)


def _big_face(value: int, width: int, height: int) -> tuple[str, ...]:
    """A face of big pips: each :data:`BIG_PIP` placed with its middle where a small pip goes,
    its two rows on the pip's row and the one below (so the grid's rows are spread over one
    row less than the face)."""
    rows = [[" "] * width for _ in range(height)]
    ys = spread(height - 1, squeeze=5)
    xs = spread(width, squeeze=6)
    for row, column in PIP_GRID[value]:
        for dy, part in enumerate(BIG_PIP):
            rows[ys[row] + dy][xs[column] - 1:xs[column] + 2] = list(part)
    return tuple("".join(row) for row in rows)


def _reel(upper: int | None, lower: int | None, shift: int, width: int, height: int,
          edge: Edge) -> list[str]:
    """``height`` rows seen through the window of a die rolling from ``upper`` to ``lower``.

    The faces sit one above the other with an edge line between them; ``shift`` rows of
    the upper face have rolled out of sight at the top.
    """
    top = face_rows(upper, width, height)
    if shift <= 0:
        return list(top)
    strip = [*top, edge.horizontal * width, *face_rows(lower, width, height)]
    return strip[shift:shift + height]


def shifts(width: int, height: int) -> int:
    """How many distinct positions one face-to-face roll passes through at this size."""
    form = form_for(width, height)
    if form == "line":
        return 1
    inner = height - 2 if form == "full" else height
    return inner + 1


def die_rows(
    upper: int | None,
    width: int,
    height: int,
    *,
    tumbling: bool = False,
    lower: int | None = None,
    shift: int = 0,
) -> list[str]:
    """The whole die as ``height`` rows of exactly ``width`` cells.

    Args:
        upper: The face shown (at rest), or the face rolling away (tumbling).
        width: Cells across.
        height: Rows down.
        tumbling: Draw the dashed edge of a die in motion.
        lower: The face rolling into view while tumbling.
        shift: How many rows the roll has moved, ``0 <= shift < shifts(width, height)``.
    """
    if width <= 0 or height <= 0:
        return []
    edge = DASHED if tumbling else SOLID
    form = form_for(width, height)
    if form == "line":
        mark = " " if upper is None else str(upper)
        left, right = (edge.vertical, edge.vertical) if tumbling else ("[", "]")
        text = f"{left}{mark}{right}"[:width].center(width)
        blank = " " * width
        middle = (height - 1) // 2
        return [text if y == middle else blank for y in range(height)]
    inner_width = width - 2
    if form == "compact":
        inside = _reel(upper, lower, shift, inner_width, height, edge)
        return [f"{edge.vertical}{row}{edge.vertical}" for row in inside]
    inside = _reel(upper, lower, shift, inner_width, height - 2, edge)
    return [
        f"{edge.top_left}{edge.horizontal * inner_width}{edge.top_right}",
        *(f"{edge.vertical}{row}{edge.vertical}" for row in inside),
        f"{edge.bottom_left}{edge.horizontal * inner_width}{edge.bottom_right}",
    ]
