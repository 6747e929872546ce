"""Text measured in terminal cells, not characters.

A name such as ``李小龍`` is three characters but six cells wide, and ``Ann🎲`` is four
characters but five cells; padding with ``len()`` or a format width pushes every cell after it
out of line. Every table, settlement line, chart and history row pads and cuts with these
instead, so a row of any name has the same width on screen. Rich's cell table does the
measuring (Textual draws with the same one).
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size

ELLIPSIS = "…"


def width(text: str) -> int:
    """How many terminal cells ``text`` takes."""
    return cell_len(text)


def fit(text: str, cells: int) -> str:
    """``text`` if it fits in ``cells``, else cut to ``cells - 1`` cells and an ellipsis.

    A wide character that would be split at the cut is dropped, so the result may be a cell
    short; :func:`pad` fills it.
    """
    if cell_len(text) <= cells:
        return text
    if cells <= 0:
        return ""
    return set_cell_size(text, cells - 1).rstrip() + ELLIPSIS if cells > 1 else ELLIPSIS


def pad(text: str, cells: int, align: str = "<") -> str:
    """``text`` padded with spaces to ``cells`` wide: ``<`` left, ``>`` right, ``^`` centred.

    Text already wider is returned whole (use :func:`cell` to cut it too).
    """
    gap = cells - cell_len(text)
    if gap <= 0:
        return text
    if align == ">":
        return " " * gap + text
    if align == "^":
        return " " * (gap // 2) + text + " " * (gap - gap // 2)
    return text + " " * gap


def cell(text: str, cells: int, align: str = "<") -> str:
    """``text`` cut (with an ellipsis) or padded to exactly ``cells`` wide."""
    return pad(fit(text, cells), cells, align)


def widest(texts: list[str] | tuple[str, ...], least: int = 0) -> int:
    """The width in cells of the widest of ``texts`` (at least ``least``)."""
    return max([least, *(cell_len(text) for text in texts)])
