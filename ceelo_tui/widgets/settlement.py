"""The settlement of a round, drawn where the round's log was: the lines of
:func:`~ceelo_tui.presenters.settlement_view.settlement_view`, whole or compact as the room allows."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

from ..presenters.catalog import WORDS
from ..presenters.settlement_view import SettlementView
from .round_log import wrapped
from .styled_content import lines_content

MORE = WORDS.rest_in_history
"""The last line of a settlement too long for the room the table leaves."""


class SettlementSummary(Widget):
    """Each bet's result and coin change, the bank's, and where the bank goes next.

    A fixed-size widget like the round log it takes the place of: setting a new settlement
    repaints it and changes no size. A line wider than the widget wraps when the rows allow
    it (else it is cut, and the history has it whole). When the table leaves fewer rows than the settlement has
    (six seats on 80x24), the players whose coins changed alike share a line; if even that does
    not fit, its last row says the rest is in the history, where every line is.
    """

    DEFAULT_CSS = """
    SettlementSummary {
        width: 1fr;
        height: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """An empty settlement until :meth:`show`."""
        super().__init__(id=id)
        self._view = SettlementView()
        self._content = Content("")
        self._compact = Content("")

    def show(self, view: SettlementView) -> None:
        """Draw the settlement ``view`` (a repaint only when it changed)."""
        if view != self._view:
            self._view = view
            self._content = lines_content(view.lines)
            self._compact = lines_content(view.compact)
            self.refresh()

    def render(self) -> Content:
        """The settlement's lines, or its compact form when they do not fit; a last line
        pointing to the history if even that does not."""
        height = max(self.size.height, 1)
        lines: list[Content] = []
        for content in (self._content, self._compact):
            lines = content.split("\n")
            whole = wrapped(lines, self.size.width)
            if self.styles.text_wrap == "wrap" or len(whole) <= height:
                lines = whole  # a line too long for the width wraps where the rows allow it
            if len(lines) <= height:
                break
        if len(lines) > height:
            lines = [*lines[: height - 1], Content.styled(MORE, "italic $text-muted")]
        return Content("\n").join(lines)
