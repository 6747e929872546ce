"""Textual's command palette (ctrl+p: themes, keys, quit), safe against a double Enter.

Textual's palette dismisses itself when a command is chosen, and a second Enter already on
its way (a quick double press) dismissed it again: by then the palette was gone, so the
screen under it was popped instead, and then the app ended with ``ScreenStackError`` (a
seeded monkey test found it). This palette leaves once and ignores the rest
(see ``dismiss_once.py``).
"""

from __future__ import annotations

from textual.command import CommandPalette

from .dismiss_once import DismissOnce


class SafeCommandPalette(DismissOnce, CommandPalette):
    """The command palette, dismissed at most once."""
