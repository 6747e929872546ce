"""A drop-down chooser: Textual's Select, safe against Page Up/Down pressed too early.

Textual's option list reads where each option is drawn to move a page, and that map is
empty until the opened list has been laid out; Page Down pressed in that moment raised
``KeyError`` and ended the app (a seeded monkey test found it). Here the page keys wait
for the layout: pressed too early, they do nothing.
"""

from __future__ import annotations

from typing import Literal

from textual.app import ComposeResult
from textual.widgets import Select
from textual.widgets._select import SelectCurrent, SelectOverlay


class ChooserOverlay(SelectOverlay):
    """The opened list of a :class:`Chooser`."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        """Move a page, once the list knows where its options are drawn."""
        if (self.highlighted or 0) not in self._index_to_line:
            return
        super()._move_page(direction)


class Chooser(Select):  # type: ignore[type-arg]
    """A Select whose opened list takes Page Up/Down at any moment."""

    def compose(self) -> ComposeResult:
        """The current value and the list (as Select composes them)."""
        yield SelectCurrent(self.prompt)
        yield ChooserOverlay(type_to_search=self._type_to_search).data_bind(compact=Select.compact)
