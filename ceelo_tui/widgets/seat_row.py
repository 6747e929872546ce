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

from ..cells import cell

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
    computer: str = ""
    """The computer style playing the seat ("" for a person): the name gets a ``cpu`` tag."""


CPU_TAG = "cpu"
"""Drawn after a computer seat's name (the name is cut to make room), so nobody waits for it."""


def name_cell(view: RowView, width: int) -> tuple[str, str]:
    """The name cut to leave room for the computer tag, and the tag padded: (name, tag)."""
    if not view.computer:
        return cell(view.name, width), ""
    room = width - len(CPU_TAG) - 1
    return cell(view.name, room) + " ", CPU_TAG


class SeatRow(Widget):
    """A row of fixed-width cells; the table sets its words and looks from the game state.

    The looks of a row (the header, the player to move, a seat that is out) are component
    styles applied as it draws, not CSS classes on the widget: a class changed on a row
    restyles it through the stylesheet (a few milliseconds each, on every move, as the turn
    goes round), while a new view only repaints one line.
    """

    DEFAULT_CSS = """
    SeatRow {
        height: 1;
        width: ROW_WIDTH;
        text-wrap: nowrap;
        text-overflow: clip;
    }
    SeatRow > .seat-row--header { color: $text-muted; text-style: bold; }
    SeatRow > .seat-row--actor { background: $accent 30%; }
    SeatRow > .seat-row--out { color: $text-muted; }
    SeatRow > .seat-row--mark { color: $text-warning; text-style: bold; }
    SeatRow > .seat-row--strong { text-style: bold; }
    SeatRow > .seat-row--win { color: $text-success; text-style: bold; }
    SeatRow > .seat-row--loss { color: $text-error; text-style: bold; }
    SeatRow > .seat-row--push { color: $text-warning; }
    SeatRow > .seat-row--cpu { color: $text-secondary; text-style: italic; }
    """.replace("ROW_WIDTH", str(ROW_WIDTH))

    COMPONENT_CLASSES = {"seat-row--header", "seat-row--actor", "seat-row--out", "seat-row--mark",
                         "seat-row--strong", "seat-row--win", "seat-row--loss", "seat-row--push",
                         "seat-row--cpu"}
    """The whole row (header, the player to move, a seat out); the banker's or mover's mark; a
    bold name; a win, loss or push (result and change); the tag of a computer seat."""

    view: reactive[RowView] = reactive(RowView, layout=False)
    """What the row shows."""

    def __init__(self, view: RowView | None = None, *, classes: str | None = None) -> None:
        """A row showing ``view``."""
        super().__init__(classes=classes)
        if view is not None:
            self.set_view(view)

    def set_view(self, view: RowView) -> None:
        """Put ``view`` on screen (a repaint, only when it changed); a computer seat's row says
        its style on hover."""
        if view.computer != self.view.computer:
            self.tooltip = f"{view.name} is a computer seat, playing {view.computer}" if view.computer else None
        self.view = view

    def render(self) -> RenderResult:
        """The cells, styled by what they say."""
        view = self.view
        header = "-header" in view.classes
        outcome = next((c[1:] for c in ("-win", "-loss", "-push") if c in view.classes), None)
        strong = not header and ("-banker" in view.classes or "-actor" in view.classes)
        parts: list[str | tuple[str, Style]] = []
        for index, (name, width, align) in enumerate(COLUMNS):
            text = cell(getattr(view, name), width, align)
            if index:
                parts.append(" ")
            if name == "mark" and text.strip():
                parts.append((text, self.get_visual_style("seat-row--mark", partial=True)))
            elif name == "name":
                text, tag = name_cell(view, width)
                parts.append((text, self.get_visual_style("seat-row--strong", partial=True)) if strong else text)
                if tag:
                    parts.append((tag, self.get_visual_style("seat-row--cpu", partial=True)))
            elif name in ("result", "change") and outcome and not header:
                parts.append((text, self.get_visual_style(f"seat-row--{outcome}", partial=True)))
            else:
                parts.append(text)
        row = Content.assemble(*parts)
        for look in ("-header", "-out", "-actor"):
            if look in view.classes:
                row = row.stylize_before(self.get_visual_style(f"seat-row-{look}", partial=True))
        return row
