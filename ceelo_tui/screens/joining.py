"""Shown while a screen joins a hosted table, before the table's game has arrived.

It says where the screen is joining, and if the table will not let it in, why (a wrong token,
a table that has closed): the words come from the app's ``table_notice``. q or ctrl+q leaves.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Static

from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain
from .base import PlaceScreen


class JoiningScreen(PlaceScreen):
    """Joining a hosted table: what is happening, or why it cannot."""

    def compose(self) -> ComposeResult:
        yield Static(id="joining")
        yield KeyBar(show_command_palette=False)

    def on_mount(self) -> None:
        """Follow the app's words about the table."""
        super().on_mount()
        self.watch(self.app, "table_notice", self._say)

    def _say(self, text: str) -> None:
        self.query_one("#joining", Static).update(plain(text))  # the table's own words, as text
