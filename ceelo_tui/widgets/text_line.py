"""A Static that redraws only when its text really changes, and lays out only when its
height does.

``Static.update`` asks the screen for a new layout every time (its size may change), and a
layout of the whole table costs far more than drawing a line: worse, every widget whose size
the layout changes asks for a second one, a frame later. Most moves leave most of the
table's words as they were (the title, the detail under the amount, the turn's lines), so
setting the same words again does nothing here; new words that take as many rows as the old
ones (the usual case: a prompt, the message line) are only repainted. A line that can never
change size (one row, full width) never asks for a layout at all.
Its benchmark: ``benchmarks/key_latency.py`` (every move key redraws the prompt and the message line).

A line may be given the same words in several lengths (:meth:`TextLine.say` with shorter
forms): it draws the longest that fits its width, so the least useful words give way first
instead of an ellipsis cutting the end; lines given in several lengths each give way alone.
"""

from __future__ import annotations

from typing import cast

from rich.cells import cell_len
from textual.app import RenderResult
from textual.content import Content
from textual.css.styles import RulesMap
from textual.widgets import Static

from ..presenters.text import visible


class TextLine(Static):
    """Plain text (no markup) set with :meth:`say`."""

    def __init__(self, text: str = "", *, fixed: bool = False, id: str | None = None,
                 classes: str | None = None) -> None:
        """``fixed``: the widget's size never depends on its text (no layout on a change)."""
        super().__init__(text, markup=False, id=id, classes=classes)
        self._said = text
        self._forms: tuple[str, ...] = (text,)
        self._fixed = fixed

    @property
    def text(self) -> str:
        """The text shown."""
        return self._said

    def say(self, text: str, *shorter: str) -> None:
        """Show ``text``; nothing happens if it is already shown. ``shorter``: the same said in
        fewer words, longest first: the longest form that fits the line's width is drawn."""
        forms = tuple(visible(form, keep="\n") for form in (text, *shorter))  # a refusal's words may come from the table
        if forms != self._forms:
            self._forms = forms
            self._said = forms[0]
            self.update(forms[0], layout=not (self._fixed or self._same_height(forms[0])))

    def render(self) -> RenderResult:
        """The text, or the longest of its forms that fits the width (the last if none does).

        Forms of as many lines as each other are the same lines in fewer words: each line is
        drawn in the longest of its forms that fits, so one wide line does not shorten the rest."""
        if len(self._forms) == 1:
            return super().render()
        width = self.content_region.width
        if not width:
            return Content(self._forms[0])
        forms = [form.split("\n") for form in self._forms]
        if len({len(lines) for lines in forms}) == 1:
            return Content("\n".join(next((line for line in options if cell_len(line) <= width), options[-1])
                                     for options in zip(*forms)))
        fitting = [form for form, lines in zip(self._forms, forms) if max(map(cell_len, lines)) <= width]
        return Content(fitting[0] if fitting else self._forms[-1])

    def _same_height(self, text: str) -> bool:
        """Whether ``text`` takes the rows the line has now (its width never follows its text)."""
        styles = self.styles
        if not self.display or not self.is_mounted or (styles.width is not None and styles.width.is_auto):
            return False
        width, height = self.content_size
        if not width or not height:
            return False
        rows = Content(text).get_height(cast(RulesMap, styles), width)  # as Static measures itself
        most = styles.max_height
        if most is not None and most.is_cells:
            rows = min(rows, int(most.value) - styles.gutter.height)
        return rows == height
