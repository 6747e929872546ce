"""One large die, drawn with box-drawing characters and pips.

The die only draws: it shows ``value`` at rest, or a frame of a tumble that the
:class:`~ceelo_tui.widgets.dice_tray.DiceTray` hands it. It never chooses a face itself,
because the engine decides every roll before the dice move.
"""

from __future__ import annotations

from textual.app import RenderResult
from textual.content import Content, Span
from textual.reactive import reactive
from textual.widget import Widget

from .die_faces import EDGE_CHARS, PIP, die_rows, form_for, shifts


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

    def render(self) -> RenderResult:
        """Draw the die at its current size (sizes change under us: read them here)."""
        width, height = self.size
        if self.tumbling:
            upper, lower, turn = self._frame
            rows = die_rows(upper, width, height, tumbling=True, lower=lower,
                            shift=self._shift_for(turn))
            edge = "die--edge-tumbling"
        else:
            rows = die_rows(self.value, width, height)
            edge = "die--edge-blank" if self.value is None else "die--edge"
        return _styled(rows, self.get_visual_style(edge, partial=True),
                       self.get_visual_style("die--pip", partial=True))


def _checked(value: int | None) -> int | None:
    """``value`` if it is None or a face 1-6, else ValueError."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)
                         and 1 <= value <= 6):
        return value
    raise ValueError(f"a die shows 1-6 (or nothing), not {value!r}")


def _styled(rows: list[str], edge_style: object, pip_style: object) -> Content:
    """Join ``rows`` into one Content, with spans for edge runs and pips."""
    text = "\n".join(rows)
    spans: list[Span] = []
    start = 0
    kind: object = None
    for index, char in enumerate(text):
        now = edge_style if char in EDGE_CHARS else pip_style if char == PIP else None
        if now is not kind:
            if kind is not None:
                spans.append(Span(start, index, kind))
            start, kind = index, now
    if kind is not None:
        spans.append(Span(start, len(text), kind))
    return Content(text, spans)
