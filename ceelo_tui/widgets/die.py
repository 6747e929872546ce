"""One large die: what it shows and its picture, drawn by the dice tray.

A die is not a widget of its own: the :class:`~ceelo_tui.widgets.dice_tray.DiceTray` draws
its three dice as one widget, so a roll repaints one part of the screen instead of three (a
widget of its own costs a refresh, a message to the screen and a pass through Textual's
styling for each die, on every roll). A die only says what to draw: ``value`` at rest, or a
frame of a tumble the tray hands it. It never chooses a face itself, because the engine
decides every roll before the dice move.
Its benchmark: ``benchmarks/dice_frames.py``.
"""

from __future__ import annotations

from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size

from .die_faces import EDGE_CHARS, PIP_CHARS, die_rows, form_for, shifts

Picture = tuple[int | None, int | None, int, bool, int, int]
"""What a die draws: (face, next face, shift, tumbling, width, height)."""

FULL_SIZE = Size(13, 7)
"""A die before its tray has a size: a closed box with the pips spread over it."""


class Die:
    """A single die: 13x7 when given room, 9x3 when squeezed, ``[5]`` when tiny."""

    def __init__(self, value: int | None = None) -> None:
        """A die showing ``value`` (None for blank)."""
        self._value = _checked(value)
        self.tumbling = False
        """True while the die is in motion: it then draws the frame set by :meth:`set_frame`."""
        self.size = FULL_SIZE
        """The cells the die is drawn in (its tray sets it from its own size)."""
        self._frame: tuple[int | None, int | None, float] = (value, value, 0.0)
        self._frame_key: tuple[int | None, int | None, int] = (value, value, 0)

    @property
    def value(self) -> int | None:
        """The face shown at rest, 1-6, or None for a blank die before the first roll."""
        return self._value

    @value.setter
    def value(self, value: int | None) -> None:
        """Refuse anything but None or a face 1-6: a wrong face is a bug, not a picture."""
        self._value = _checked(value)

    def set_frame(self, upper: int | None, lower: int | None, turn: float) -> None:
        """Show a tumble frame: ``upper`` rolling away, ``lower`` coming up.

        ``turn`` (0 <= turn < 1) is how far the roll from one face to the next has gone.
        The picture changes only every few frames of a slow roll, and the tray repaints
        only when a picture changes.
        """
        self._frame = (upper, lower, turn)
        self._frame_key = (upper, lower, self._shift_for(turn))

    def _shift_for(self, turn: float) -> int:
        """Rows the current frame has rolled, at the present size."""
        width, height = self.size
        steps = shifts(width, height)
        return min(steps - 1, max(0, int(turn * steps)))

    @property
    def form(self) -> str:
        """Which picture the current size allows: "full", "compact" or "line"."""
        width, height = self.size
        return form_for(width, height)

    def picture(self) -> Picture:
        """What is drawn now: (face, next face, shift, tumbling, width, height)."""
        width, height = self.size
        if self.tumbling:
            upper, lower, turn = self._frame
            return (upper, lower, self._shift_for(turn), True, width, height)
        return (self._value, None, 0, False, width, height)

    def text_rows(self) -> list[str]:
        """The die as plain text, exactly as drawn now (one string a row)."""
        return list(picture_rows(self.picture()))


@lru_cache(maxsize=256)
def picture_rows(picture: Picture) -> tuple[str, ...]:
    """The text rows of a picture (see :meth:`Die.picture`); cached, since the tray draws
    each row of each die in turn and the same faces come up roll after roll."""
    upper, lower, shift, tumbling, width, height = picture
    return tuple(die_rows(upper, width, height, tumbling=tumbling, lower=lower, shift=shift))


def edge_look(picture: Picture) -> str:
    """Which look the edge of a picture has: "tumbling", "blank" (never rolled) or "rest"."""
    upper, _, _, tumbling, _, _ = picture
    if tumbling:
        return "tumbling"
    return "blank" if upper is None else "rest"


def row_segments(row: str, face: Style, edge: Style, pip: Style) -> list[Segment]:
    """One row of a die as segments: runs of edge characters, pips and bare face, each styled."""
    segments: list[Segment] = []
    run_start = 0
    run_style = face
    for index, char in enumerate(row):
        style = edge if char in EDGE_CHARS else pip if char in PIP_CHARS else face
        if style is not run_style:
            if index > run_start:
                segments.append(Segment(row[run_start:index], run_style))
            run_start, run_style = index, style
    if len(row) > run_start:
        segments.append(Segment(row[run_start:], run_style))
    return segments


def _checked(value: int | None) -> int | None:
    """``value`` if it is None or a face 1-6, else ValueError."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)
                         and 1 <= value <= 6):
        return value
    raise ValueError(f"a die shows 1-6 (or nothing), not {value!r}")
