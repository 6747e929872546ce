"""Textual's command palette (ctrl+p: themes, keys, quit), safe against a double Enter.

Textual's palette dismisses itself when a command is chosen, and a second Enter already on
its way (a quick double press) dismissed it again: by then the palette was gone, so the
screen under it was popped instead, and then the app ended with ``ScreenStackError`` (a
seeded monkey test found it). This palette leaves once and ignores the rest
(see ``dismiss_once.py``), and a search that was starting as it left stops quietly.
"""

from __future__ import annotations

from textual import work
from textual.command import CommandPalette
from textual.css.query import NoMatches

from .dismiss_once import DismissOnce

_textual_gather = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]


class SafeCommandPalette(DismissOnce, CommandPalette):
    """The command palette, dismissed at most once, whose search stops quietly if it closes."""

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        """Textual's search for matching commands, which looks up the palette's list as it
        goes: a search still starting as the palette closes found no list, and its failure
        ended the app (a longer monkey run found it). Such a search has nothing left to show."""
        try:
            await _textual_gather(self, search_value)
        except NoMatches:
            if self.is_attached and self.app.screen is self:
                raise
