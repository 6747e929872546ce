"""Shown instead of the table while the terminal is smaller than the game needs.

The notice fits whatever the size, down to 20x6: it is wrapped here to the room there is,
framed while the frame fits, and shortened to what matters most when even the unframed text
does not (the size needed, then the size there is).
"""

from __future__ import annotations

import textwrap

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ..app_protocol import MIN_SIZE
from ..presenters.catalog import WORDS

FRAME = (8, 4)
"""Columns and rows the notice's border and padding take (see ``#too-small`` in ceelo.tcss), with a
column to spare on each side."""


def notice_text(width: int, height: int) -> tuple[str, bool]:
    """(the notice wrapped to a ``width`` x ``height`` window, whether it is framed): the
    fullest wording that fits, framed if the frame fits around it too."""
    need = f"{MIN_SIZE[0]}x{MIN_SIZE[1]}"
    have = f"{width}x{height}"
    wordings = [wording.split("\n") for wording in WORDS.too_small_wordings(need, have).split("\n\n")]
    for paragraphs in wordings:
        for framed in (True, False):
            room_w = width - (FRAME[0] if framed else 0)
            room_h = height - (FRAME[1] if framed else 0)
            if room_w < 8 or room_h < 1:
                continue
            lines = [line for text in paragraphs for line in textwrap.wrap(text, room_w, break_on_hyphens=False)]
            if len(lines) <= room_h and all(len(line) <= room_w for line in lines):
                return "\n".join(lines), framed
    return wordings[-1][0][: max(1, width)], False


class TooSmallScreen(Screen[None]):
    """A plain notice; it goes away by itself once the window is big enough."""

    def compose(self) -> ComposeResult:
        """The notice, centred."""
        yield Static("", id="too-small", markup=False)

    def on_mount(self) -> None:
        """Say what is needed and what there is."""
        self.say(self.app.size)

    def say(self, size: tuple[int, int]) -> None:
        """Show the notice for a ``size`` window. Called as the notice is mounted, then by the
        app for each new size while it is up (``CeeloApp.check_size``, from the app's own
        Resize), so the figures follow the size in one place."""
        text, framed = notice_text(*size)
        for notice in self.query("#too-small").results(Static):  # (none before it is composed)
            notice.set_class(not framed, "-bare")
            notice.update(text)
