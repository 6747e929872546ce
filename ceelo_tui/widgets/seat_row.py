"""One line of the balance table: a seat, its coins and its part in the round.

A row is a single widget that draws its cells itself (one node instead of seven), so a
table of six seats restyles cheaply when the turn moves. Colours come from component
classes in ``DEFAULT_CSS`` (theme variables), the words and signs from the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import RenderResult
from textual.content import Content
from textual.reactive import reactive
from textual.style import Style
from textual.widget import Widget

COLUMNS: tuple[tuple[str, int, str], ...] = (
    ("mark", 2, "<"),
    ("seat", 2, ">"),
    ("name", 17, "<"),
    ("coins", 6, ">"),
    ("bet", 5, ">"),
    ("result", 10, "<"),
    ("change", 8, ">"),
)
"""(cell, width, alignment) left to right; cells after the first are preceded by a space."""

ROW_WIDTH = sum(width for _, width, _ in COLUMNS) + len(COLUMNS) - 1


@dataclass(frozen=True)
class RowView:
    """Everything one row shows, already in words."""

    mark: str = ""
    seat: str = ""
    name: str = ""
    coins: str = ""
    bet: str = ""
    result: str = ""
    change: str = ""
    classes: frozenset[str] = frozenset()
    """Row classes: -header, -banker, -actor, -win, -loss, -push, -out."""


ROW_CLASSES = ("-banker", "-actor", "-win", "-loss", "-push", "-out", "-header")


def cell(text: str, width: int, align: str) -> str:
    """``text`` cut or padded to ``width``."""
    text = text if len(text) <= width else text[: width - 1] + "…"
    return f"{text:{align}{width}}"


class SeatRow(Widget):
    """A row of fixed-width cells; the table sets its words and classes from the game state."""

    DEFAULT_CSS = """
    SeatRow {
        height: 1;
        width: ROW_WIDTH;
        text-wrap: nowrap;
        text-overflow: clip;
    }
    SeatRow.-header { color: $text-muted; text-style: bold; }
    SeatRow.-actor { background: $accent 30%; }
    SeatRow.-out { color: $text-muted; }
    SeatRow > .seat-row--mark { color: $text-warning; text-style: bold; }
    SeatRow > .seat-row--strong { text-style: bold; }
    SeatRow > .seat-row--win { color: $text-success; text-style: bold; }
    SeatRow > .seat-row--loss { color: $text-error; text-style: bold; }
    SeatRow > .seat-row--push { color: $text-warning; }
    """.replace("ROW_WIDTH", str(ROW_WIDTH))

    COMPONENT_CLASSES = {"seat-row--mark", "seat-row--strong", "seat-row--win", "seat-row--loss", "seat-row--push"}
    """The banker's or mover's mark; a bold name; a win, loss or push (result and change)."""

    view: reactive[RowView] = reactive(RowView, layout=False)
    """What the row shows."""

    def __init__(self, view: RowView | None = None, *, classes: str | None = None) -> None:
        """A row showing ``view``."""
        super().__init__(classes=classes)
        if view is not None:
            self.set_view(view)

    def set_view(self, view: RowView) -> None:
        """Put ``view`` on screen."""
        self.view = view
        for name in ROW_CLASSES:
            self.set_class(name in view.classes, name)

    def render(self) -> RenderResult:
        """The cells, styled by what they say."""
        view = self.view
        outcome = next((c[1:] for c in ("-win", "-loss", "-push") if c in view.classes), None)
        strong = "-header" not in view.classes and ("-banker" in view.classes or "-actor" in view.classes)
        parts: list[str | tuple[str, Style]] = []
        for index, (name, width, align) in enumerate(COLUMNS):
            text = cell(getattr(view, name), width, align)
            if index:
                parts.append(" ")
            if name == "mark" and text.strip():
                parts.append((text, self.get_visual_style("seat-row--mark", partial=True)))
            elif name == "name" and strong:
                parts.append((text, self.get_visual_style("seat-row--strong", partial=True)))
            elif name in ("result", "change") and outcome and "-header" not in view.classes:
                parts.append((text, self.get_visual_style(f"seat-row--{outcome}", partial=True)))
            else:
                parts.append(text)
        return Content.assemble(*parts)
