"""A Static that redraws only when its text really changes.

``Static.update`` asks the screen for a new layout every time (its size may change), and a
layout of the whole table costs far more than drawing a line. Most moves leave most of the
table's words as they were (the title, the detail under the amount, the turn's lines), so
setting the same words again does nothing here; a line that can never change size (one row,
full width) redraws without a layout at all.
"""

from __future__ import annotations

from textual.widgets import Static


class TextLine(Static):
    """Plain text (no markup) set with :meth:`say`."""

    def __init__(self, text: str = "", *, fixed: bool = False, id: str | None = None,
                 classes: str | None = None) -> None:
        """``fixed``: the widget's size never depends on its text (no layout on a change)."""
        super().__init__(text, markup=False, id=id, classes=classes)
        self._said = text
        self._fixed = fixed

    @property
    def text(self) -> str:
        """The text shown."""
        return self._said

    def say(self, text: str) -> None:
        """Show ``text``; nothing happens if it is already shown."""
        if text != self._said:
            self._said = text
            self.update(text, layout=not self._fixed)
