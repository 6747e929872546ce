"""The saved games (ctrl+l on the setup screen): continue one in play, or read a finished one.

Every game the app has played is listed, newest first: whether it is in play, open in another
window or tab, or finished, its players and their coins, its round, its house rules and when it
was last played. Enter continues a game
in play (the dialog closes with its id) or opens the history of a finished one; ``h`` opens
the history of either; Escape goes back to the setup screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Static

from ..presenters.catalog import WORDS
from ..presenters.saved_game_words import game_row
from ..saves.store import SavedGameInfo, session_games
from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain, plain_cell
from .dialog import DialogScreen

if TYPE_CHECKING:
    from ..app_protocol import GameHost


class GameTable(DataTable[Text]):
    """The games, one a row; Enter is left to the dialog, whose footer says what it does."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Leave Enter (select) to the dialog's Continue / Read keys."""
        if action == "select_cursor":
            return False
        return super().check_action(action, parameters)


class SavedGamesScreen(DialogScreen[str | None]):
    """Every saved game; dismisses with the id of a game to continue, or None."""

    DEFAULT_CSS = """
    SavedGamesScreen {
        align: center middle;
        background: $background 60%;
    }
    #saved-dialog {
        width: 100%;
        max-width: 110;
        height: 100%;
        max-height: 30;
        border: round $primary;
        border-title-color: $text-primary;
        border-title-style: bold;
        background: $surface;
        padding: 0 1;
    }
    #saved-table {
        height: 1fr;
    }
    #saved-help {
        height: auto;
        color: $text-muted;
        margin: 1 0 0 0;
    }
    """

    BINDINGS = [
        Binding("enter", "continue_game", WORDS.key_resume, id="continue_saved"),
        Binding("enter", "read_game", WORDS.key_read, id="read_saved"),
        Binding("h", "history", WORDS.key_history, id="saved_history"),
        Binding("escape", "close", WORDS.key_back, id="close_saved"),
    ]

    def __init__(self, games: list[SavedGameInfo]) -> None:
        """A list of ``games`` (newest first)."""
        super().__init__()
        self.games = list(games)

    @property
    def ceelo(self) -> "GameHost":
        """The app, typed."""
        return cast("GameHost", self.app)

    def compose(self) -> ComposeResult:
        """The table of games and a line of help."""
        with Vertical(id="saved-dialog"):
            yield GameTable(id="saved-table", cursor_type="row", zebra_stripes=True)
            yield Static(WORDS.saved_games_help,
                         id="saved-help", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        """Fill the table; the newest game is under the cursor."""
        dialog = self.query_one("#saved-dialog")
        dialog.border_title = WORDS.saved_games_title(len(self.games))
        dialog.border_subtitle = plain(str(self.ceelo.autosave.store.folder))  # a folder's name may hold [ ]
        table = self.query_one(DataTable)
        table.add_columns(WORDS.saved_column_played, WORDS.saved_column_state, WORDS.saved_column_rounds,
                          WORDS.saved_column_players, WORDS.saved_column_rules)
        for info in self.games:
            table.add_row(*map(plain_cell, game_row(info)), key=info.id)  # players' names, as text
        if not self.games:
            self.query_one("#saved-help", Static).update(WORDS.no_saved_games)
        table.focus()

    @property
    def selected(self) -> SavedGameInfo | None:
        """The game under the cursor."""
        tables = self.query(DataTable)
        if not tables:  # the list is being closed
            return None
        table = tables.first()
        if not self.games or table.cursor_row is None or not 0 <= table.cursor_row < len(self.games):
            return None
        return self.games[table.cursor_row]

    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter continues a game in play, or reads a finished one."""
        if action in ("continue_game", "read_game", "history"):
            info = self.selected if self.is_mounted else None
            if info is None:
                return False
            if action == "history":
                return True
            return info.finished == (action == "read_game")
        return True

    @on(DataTable.RowHighlighted)
    def _moved(self) -> None:
        self.refresh_bindings()

    @on(DataTable.RowSelected)
    def _clicked(self, event: DataTable.RowSelected) -> None:
        """A click on a row does what Enter does."""
        event.stop()
        info = self.selected
        if info is not None:
            self.action_history() if info.finished else self.action_continue_game()

    def action_continue_game(self) -> None:
        """Close the list with the game to continue."""
        info = self.selected
        if info is not None and not info.finished:
            self.dismiss(info.id)

    def action_read_game(self) -> None:
        """Read the history of the finished game under the cursor."""
        self.action_history()

    def action_history(self) -> None:
        """The history of the game under the cursor."""
        from .history import HistoryScreen

        info = self.selected
        if info is None:
            return
        match = self.ceelo.autosave.read(info.id)
        if match is not None:
            session = [game.result for game in session_games(self.ceelo.autosave.games or [], info.session)]
            self.app.push_screen(HistoryScreen(match.state, name=WORDS.saved_game_name(info.id), session=session))

    def action_close(self) -> None:
        """Back to the setup screen."""
        self.dismiss(None)
