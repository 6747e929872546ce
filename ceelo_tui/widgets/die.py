"""One large die, drawn with box-drawing characters and pips.

The die only draws: it shows ``value`` at rest, or a frame of a tumble that the
:class:`~ceelo_tui.widgets.dice_tray.DiceTray` hands it. It never chooses a face itself,
because the engine decides every roll before the dice move.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from .die_faces import EDGE_CHARS, PIP, die_rows, form_for, shifts

Picture = tuple[int | None, int | None, int, bool, int, int]
"""What a die draws: (face, next face, shift, tumbling, width, height)."""


class Die(Widget):
    """A single die: 13x7 when given room, 9x3 when squeezed, ``[5]`` when tiny."""

    DEFAULT_CSS = """
    Die {
        width: 13;
        height: 7;
        background: $panel;
        color: $foreground;
    }
    Die > .die--pip {
        color: $foreground;
        text-style: bold;
    }
    Die > .die--edge {
        color: $foreground;
    }
    Die > .die--edge-tumbling {
        color: $accent;
    }
    Die > .die--edge-blank {
        color: $foreground-muted;
    }
    """

    COMPONENT_CLASSES = {"die--pip", "die--edge", "die--edge-tumbling", "die--edge-blank"}
    """Pips; the edge at rest; the edge while tumbling; the edge of a die never rolled."""

    value: reactive[int | None] = reactive(None)
    """The face shown at rest, 1-6, or None for a blank die before the first roll."""

    tumbling: reactive[bool] = reactive(False)
    """True while the die is in motion: it then draws the frame set by :meth:`set_frame`."""

    def __init__(
        self,
        value: int | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """Create a die showing ``value`` (None for blank)."""
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(Die.value, _checked(value))
        self._frame: tuple[int | None, int | None, float] = (value, value, 0.0)
        self._frame_key: tuple[int | None, int | None, int] = (value, value, 0)
        self._row_cache: dict[tuple[str, str], Strip] = {}
        self._strip_cache: dict[Picture, list[Strip]] = {}

    def validate_value(self, value: int | None) -> int | None:
        """Refuse anything but None or a face 1-6: a wrong face is a bug, not a picture."""
        return _checked(value)

    def watch_tumbling(self, tumbling: bool) -> None:
        """Expose motion as a CSS class, so screens can style a rolling die too."""
        self.set_class(tumbling, "-tumbling")

    def set_frame(self, upper: int | None, lower: int | None, turn: float) -> None:
        """Show a tumble frame: ``upper`` rolling away, ``lower`` coming up.

        ``turn`` (0 <= turn < 1) is how far the roll from one face to the next has gone.
        The die repaints only when the picture changes, so a slow roll costs little.
        """
        self._frame = (upper, lower, turn)
        key = (upper, lower, self._shift_for(turn))
        if key != self._frame_key:
            self._frame_key = key
            self.refresh()

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

    def _picture(self) -> Picture:
        """What is drawn now: (face, next face, shift, tumbling, width, height)."""
        width, height = self.size
        if self.tumbling:
            upper, lower, turn = self._frame
            return (upper, lower, self._shift_for(turn), True, width, height)
        return (self.value, None, 0, False, width, height)

    def text_rows(self) -> list[str]:
        """The die as plain text, exactly as drawn now (one string a row)."""
        return _rows(self._picture())

    def render_line(self, y: int) -> Strip:
        """One row of the die (Textual's line API).

        A die repaints up to 60 times a second while it tumbles; handing Textual
        ready-styled strips, cached by picture, costs about half of what the general
        text pipeline (``render`` returning Content) did for the same die.
        """
        strips = self._strips()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def notify_style_update(self) -> None:
        """The theme or CSS changed: drop strips drawn in the old colours."""
        super().notify_style_update()
        self._strip_cache.clear()
        self._row_cache.clear()

    def _strips(self) -> list[Strip]:
        """The current picture as strips, from the cache when it was drawn before.

        Textual asks for each row separately, so the picture is looked up by its key
        and drawn (as text, then styled) only the first time it is seen.
        """
        picture = self._picture()
        strips = self._strip_cache.get(picture)
        if strips is None:
            if len(self._strip_cache) >= _CACHE_SIZE:
                self._strip_cache.clear()
            upper, _, _, tumbling, _, _ = picture
            if tumbling:
                edge = "die--edge-tumbling"
            else:
                edge = "die--edge-blank" if upper is None else "die--edge"
            strips = [self._row_strip(row, edge) for row in _rows(picture)]
            self._strip_cache[picture] = strips
        return strips

    def _row_strip(self, row: str, edge: str) -> Strip:
        """One styled row; rows repeat a lot between pictures, so they are cached too."""
        key = (edge, row)
        strip = self._row_cache.get(key)
        if strip is None:
            if len(self._row_cache) >= _CACHE_SIZE:
                self._row_cache.clear()
            # Full (not partial) component styles: muted colours come blended with the face.
            strip = _strip(row, self.visual_style.rich_style,
                           self.get_component_rich_style(edge),
                           self.get_component_rich_style("die--pip"))
            self._row_cache[key] = strip
        return strip


_CACHE_SIZE = 256
"""Pictures kept per die: every face at rest and plenty of tumble frames."""


def _rows(picture: Picture) -> list[str]:
    """The text rows of a picture key (see :meth:`Die._picture`)."""
    upper, lower, shift, tumbling, width, height = picture
    return die_rows(upper, width, height, tumbling=tumbling, lower=lower, shift=shift)


def _checked(value: int | None) -> int | None:
    """``value`` if it is None or a face 1-6, else ValueError."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)
                         and 1 <= value <= 6):
        return value
    raise ValueError(f"a die shows 1-6 (or nothing), not {value!r}")


def _strip(row: str, face: Style, edge: Style, pip: Style) -> Strip:
    """One row as a strip: runs of edge characters, pips and bare face, each styled."""
    segments: list[Segment] = []
    run_start = 0
    run_style = face
    for index, char in enumerate(row):
        style = edge if char in EDGE_CHARS else pip if char == PIP else face
        if style is not run_style:
            if index > run_start:
                segments.append(Segment(row[run_start:index], run_style))
            run_start, run_style = index, style
    if len(row) > run_start:
        segments.append(Segment(row[run_start:], run_style))
    return Strip(segments, len(row))
