"""Why a browser tab's game could not start, shown in the tab itself.

In a terminal, a game that cannot open (``--resume`` with no unfinished game left, every
one of them open in another window) ends with a message on the terminal. A browser tab has
no terminal: the message would only reach the server's log, and the page would wait for a
game that never comes. So a tab's process shows the same message here, until the player
closes it; the page then says the session ended and offers to start again.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Footer, Static

from ..presenters.catalog import WORDS


class StartNoticeApp(App[None]):
    """The one message a tab's game could not start with, and a key to close it."""

    TITLE = WORDS.game_title
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar = [
        Binding("q,escape,enter", "quit", WORDS.key_close, id="close"),
        Binding("ctrl+q", "quit", WORDS.key_quit, show=False, priority=True, id="quit"),
    ]
    DEFAULT_CSS = """
    StartNoticeApp #start-notice {
        width: 72;
        max-width: 100%;
        padding: 1 2;
        border: heavy $warning;
        background: $surface;
    }
    """

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message
        """Why the game could not start (the command's own message)."""

    def compose(self) -> ComposeResult:
        """The message, centred, above the key bar."""
        with Middle(), Center():
            yield Static(WORDS.could_not_start(self.message), id="start-notice")
        yield Footer()
