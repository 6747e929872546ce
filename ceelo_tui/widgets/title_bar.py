"""The table's top line: the round on the left, the house rules in play on the right; or, at
a hosted table whose connection is in trouble, a banner saying so, for as long as it lasts.

One row, full width, so nothing it says can change the table's layout: new words repaint
this line and nothing else. Each side is a few phrases joined by " · ", the most important
first. When both do not fit, the least useful words go first: the round's last phrases (the
banker's coins and the bank in play, which the balance table shows too), down to the round
and who holds the bank; then the rules' words are cut with an ellipsis, then the round's.
"""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

from ..presenters.cells import fit, width

GAP = 3
"""Cells between the round's words and the rules' words."""

SEPARATOR = " · "
"""Between the phrases of one side."""

KEPT = 2
"""The round's phrases never dropped: the round and who holds the bank (or the pot)."""


def title_row(left: str, right: str, cells: int) -> tuple[str, str]:
    """``left`` and ``right`` fitted to share ``cells``, with the padding between them: the
    strings to draw as (left + padding, right). The round's last phrases give way first."""
    phrases = left.split(SEPARATOR)
    while len(phrases) > KEPT and width(SEPARATOR.join(phrases)) + GAP + width(right) > cells:
        phrases.pop()
    left = fit(SEPARATOR.join(phrases), cells)
    room = cells - width(left) - GAP
    right = fit(right, room) if room > 1 else ""
    padding = cells - width(left) - width(right)
    return left + " " * max(padding, 0), right


class TitleBar(Widget):
    """The round's words and the rules' words on one fixed row."""

    DEFAULT_CSS = """
    TitleBar {
        height: 1;
        width: 1fr;
        padding: 0 1;
        background: $panel;
        color: $text;
        text-style: bold;
        text-wrap: nowrap;
    }
    TitleBar > .title-bar--rules {
        color: $text-muted;
        text-style: not bold;
    }
    """

    COMPONENT_CLASSES = {"title-bar--rules"}
    """The rules' words (quieter than the round's)."""

    def __init__(self, *, id: str | None = None) -> None:
        """An empty bar until :meth:`say`."""
        super().__init__(id=id)
        self._left = ""
        self._right = ""
        self._banner = ""
        self._note = ""

    @property
    def text(self) -> str:
        """What the bar shows, as plain text: the banner, else the round's words and the note
        or the rules' words."""
        if self._banner:
            return self._banner
        right = self._note or self._right
        return f"{self._left} · {right}" if right else self._left

    def note(self, text: str) -> None:
        """Show ``text`` (who is away or watching at a hosted table) in the rules' place, until
        it is '' again: at a shared table who is here matters more than the rules' summary."""
        if text != self._note:
            self._note = text
            self.refresh()

    def banner(self, text: str) -> None:
        """Show ``text`` instead of the round and the rules until it is '' again: the table's
        connection in trouble, which matters more than the round while it lasts."""
        if text != self._banner:
            self._banner = text
            self.set_class(bool(text), "-banner")
            self.refresh()

    def say(self, left: str, right: str = "") -> None:
        """Show ``left`` (the round) and ``right`` (the rules); repaint only on a change."""
        if (left, right) != (self._left, self._right):
            self._left, self._right = left, right
            self.refresh()

    def render(self) -> Content:
        """Both parts, fitted to the bar's width (or the banner, alone)."""
        if self._banner:
            return Content(fit(self._banner, self.content_size.width))
        left, right = title_row(self._left, self._note or self._right, self.content_size.width)
        return Content.assemble(left, (right, self.get_visual_style("title-bar--rules", partial=True)))
