"""One line of the balance table: a seat, its coins and its part in the round.

A row is words in fixed-width cells (:class:`~ceelo_tui.presenters.balance_view.RowView`) drawn as one line of text
(:func:`row_content`); the :class:`~ceelo_tui.widgets.balance_table.BalanceTable` draws all
its rows as one widget, so a move that changes a few rows repaints the table once. The looks
of a row (the header, the player to move, a seat that is out) are component styles applied
as it draws, not CSS classes: a class changed on a widget restyles it through the
stylesheet, a new view only repaints. The words and signs come from the presenter.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len
from textual.content import Content
from textual.style import Style

from ..presenters.balance_view import RowView
from ..presenters.catalog import WORDS
from ..presenters.cells import cell
from .plain_text import plain

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
"""A row's width with the name column at its least."""

NAME_WIDTH = dict((name, width) for name, width, _ in COLUMNS)["name"]
"""The name column at its least; it grows for a wider name (李小龍李小龍 ... is two cells a
character) as far as the table's room allows, so a name is cut only where it cannot fit."""


CPU_TAG = WORDS.computer_tag
"""Drawn after a computer seat's name (the name is cut to make room), so nobody waits for it."""


def name_cell(view: RowView, width: int) -> tuple[str, str]:
    """The name cut to leave room for the computer tag, and the tag padded: (name, tag)."""
    if not view.computer:
        return cell(view.name, width), ""
    room = width - len(CPU_TAG) - 1
    return cell(view.name, room) + " ", CPU_TAG


def name_room(view: RowView) -> int:
    """The cells ``view``'s name needs whole, with a computer's tag after it."""
    return cell_len(view.name) + (len(CPU_TAG) + 1 if view.computer else 0)


def row_content(view: RowView, look: Callable[[str], Style], name_width: int = NAME_WIDTH) -> Content:
    """The cells of ``view`` as one line, styled by what they say; the name column
    ``name_width`` wide.

    ``look(name)`` gives the style of a part: "header", "actor" and "out" (the whole row),
    "mark" (the banker's or mover's mark), "strong" (a bold name), "win", "loss" and "push"
    (result and change) and "cpu" (the tag of a computer seat).
    """
    header = "-header" in view.classes
    outcome = next((c[1:] for c in ("-win", "-loss", "-push") if c in view.classes), None)
    strong = not header and ("-banker" in view.classes or "-actor" in view.classes)
    parts: list[str | tuple[str, Style]] = []
    for index, (name, width, align) in enumerate(COLUMNS):
        width = name_width if name == "name" else width
        text = cell(getattr(view, name), width, align)
        if index:
            parts.append(" ")
        if name == "mark" and text.strip():
            parts.append((text, look("mark")))
        elif name == "name":
            text, tag = name_cell(view, width)
            parts.append((text, look("strong")) if strong else text)
            if tag:
                parts.append((tag, look("cpu")))
        elif name in ("result", "change") and outcome and not header:
            parts.append((text, look(outcome)))
        else:
            parts.append(text)
    row = Content.assemble(*parts)
    for whole in ("header", "out", "actor"):
        if f"-{whole}" in view.classes:
            row = row.stylize_before(look(whole))
    return row


def computer_tooltip(view: RowView) -> Content | None:
    """What hovering over a computer seat's row says (None for a person's row), its name as text."""
    return plain(WORDS.computer_seat_tooltip(view.name, view.computer)) if view.computer else None
