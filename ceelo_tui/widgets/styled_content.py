"""A presenter's styled lines as Textual content, drawn as written (never read as markup)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content

from ..presenters.styled import Line


def line_content(line: Line) -> Content:
    """One line: each span in its style (a span with none stays plain text)."""
    return Content.assemble(*(text if not style else (text, style) for text, style in line))


def lines_content(lines: Sequence[Line]) -> Content:
    """The lines, one a row."""
    return Content("\n").join(line_content(line) for line in lines)
