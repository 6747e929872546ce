"""Shown instead of the table while the terminal is smaller than the game needs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ..host import MIN_SIZE


class TooSmallScreen(Screen[None]):
    """A plain notice; it goes away by itself once the window is big enough."""

    def compose(self) -> ComposeResult:
        """The notice, centred."""
        yield Static("", id="too-small")

    def on_mount(self) -> None:
        """Say what is needed and what there is."""
        self._say()

    def on_resize(self) -> None:
        """Keep the figures current while the window changes."""
        self._say()

    def _say(self) -> None:
        width, height = self.app.size
        self.query_one("#too-small", Static).update(
            f"Make the window at least {MIN_SIZE[0]}x{MIN_SIZE[1]} to play.\n"
            f"It is {width}x{height} now. The game carries on where it was."
        )
