"""A drop-down chooser: Textual's Select, safe against Page Up/Down pressed too early.

Textual's opened list raised ``KeyError`` for a page key pressed before its first layout;
the list here waits for the layout (see ``textual_compat``, where the workaround and the
private names it needs live).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Select

from ..textual_compat import select_parts


class Chooser(Select):  # type: ignore[type-arg]  # one class for the first banker (int values) and the rules (str values)
    """A Select whose opened list takes Page Up/Down at any moment."""

    def compose(self) -> ComposeResult:
        """The current value and the list (as Select composes them)."""
        yield from select_parts(self)
