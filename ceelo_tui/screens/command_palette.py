"""Textual's command palette (ctrl+p: themes, keys, quit), safe against a double Enter.

Textual's palette dismisses itself when a command is chosen, and a second Enter already on
its way (a quick double press) dismissed it again: by then the palette was gone, so the
screen under it was popped instead, and then the app ended with ``ScreenStackError`` (a
seeded monkey test found it). This palette leaves once and ignores the rest.
"""

from __future__ import annotations

from textual.await_complete import AwaitComplete
from textual.command import CommandPalette


class SafeCommandPalette(CommandPalette):
    """The command palette, dismissed at most once."""

    def dismiss(self, result: object = None) -> AwaitComplete:
        """Leave, unless this palette has already left (then nothing happens)."""
        if self.app.screen is not self:
            return AwaitComplete.nothing()
        return super().dismiss(result)
