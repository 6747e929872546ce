"""Words with their looks, as a presenter hands them to a widget: no Textual in sight.

A :data:`Line` is a row of :data:`Span` s, each its text and a style key ("bold", a theme
colour such as ``$text-success``, or "" for none). A presenter decides which words are bold or
coloured as it writes them (a gain green, a loss red); the widget turns the lines into
Textual's content as it draws (``ceelo_tui.widgets.styled_content``), and a test reads the
words alone with :func:`plain`.
"""

from __future__ import annotations

from collections.abc import Sequence

Span = tuple[str, str]
"""Text and its style key ("" for none)."""

Line = tuple[Span, ...]
"""One row of styled text."""

ACCENT = "bold $text-accent"
MUTED = "$text-muted"


def line(*parts: str | Span) -> Line:
    """A line of ``parts``: a plain ``str`` has no style."""
    return tuple((part, "") if isinstance(part, str) else part for part in parts)


def styled(text: str, style: str) -> Line:
    """A line of ``text`` all in ``style``."""
    return ((text, style),)


def plain(lines: Sequence[Line]) -> str:
    """The words of ``lines`` without their looks, a line a row."""
    return "\n".join("".join(text for text, _ in row) for row in lines)


def change_style(delta: int) -> str:
    """The theme colour of a coin change: a gain, a loss, or even (the sign says it too)."""
    return "$text-success" if delta > 0 else "$text-error" if delta < 0 else "$text-warning"


def delta_style(delta: int) -> str:
    """A coin change's look in the history and statistics: bold for a gain or a loss."""
    return "bold $text-success" if delta > 0 else "bold $text-error" if delta < 0 else "$text-warning"
