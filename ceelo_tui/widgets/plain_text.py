"""Text from people and the network, drawn as text: never read as markup, never as controls.

Textual reads a ``str`` given to ``Static``, ``Label``, ``Button``, a ``Select``'s options, a
``DataTable``'s cells, a tooltip or a toast as markup, so a player called ``[/x]`` ended the
app (a ``MarkupError``) and ``[@click=quit]`` became a link that quits. Words that hold a name,
a seat's holder or a message from the table go to such a widget through :func:`plain` (a
Textual ``Content``) or, where a widget takes Rich renderables (``DataTable``, ``Select``),
:func:`plain_cell` (a Rich ``Text``): both draw the words exactly as written. A control or
formatting character (names refuse them, but a table's message may hold one) is written as
its code, as the host's log writes it (:func:`~ceelo_tui.engine.game.visible`), so it cannot
move the cursor or reorder the line around it. A toast goes through ``CeeloApp.notify``,
which does the same for every toast.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content

from ..presenters.text import visible

LINE_BREAK = "\n"
"""Kept as it is: words of several lines stay on several lines."""


def plain(text: str) -> Content:
    """``text`` as Textual content that shows it as written."""
    return Content(visible(text, keep=LINE_BREAK))


def plain_cell(text: str) -> Text:
    """``text`` as a Rich text that shows it as written, for widgets that read a ``str`` with
    Rich's markup (a ``DataTable`` cell, a ``Select`` option)."""
    return Text(visible(text, keep=LINE_BREAK))
