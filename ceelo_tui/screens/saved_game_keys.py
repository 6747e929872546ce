"""The setup screen's keys for saved games: ctrl+o continues the latest game in play, ctrl+l
lists them all.

They live apart from the list itself (:mod:`ceelo_tui.screens.saved_games`, a ``DataTable``
dialog) so that the setup screen can offer and check these keys on every frame without loading
the list before a player asks for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..app_protocol import GameHost

SAVED_GAME_ACTIONS = ("continue_saved", "saved_games")
"""The setup screen's actions for saved games (ctrl+o, ctrl+l)."""


def saved_game_action_ok(app: GameHost, action: str) -> bool:
    """Whether a saved-game key has anything to do (hidden from the footer when not)."""
    if action == "continue_saved":
        return bool(app.autosave.unfinished())
    return bool(app.autosave.games)


def continue_latest(app: GameHost) -> bool:
    """Continue the most recently played unfinished game; False if there is none (or it is unreadable)."""
    unfinished = app.autosave.unfinished()
    return bool(unfinished) and app.autosave.resume(unfinished[0].id)


def show_saved_games(app: GameHost) -> None:
    """Open the list of saved games; a game chosen there is continued."""
    from .saved_games import SavedGamesScreen

    def chosen(game_id: str | None) -> None:
        if game_id:
            app.autosave.resume(game_id)

    app.push_screen(SavedGamesScreen(app.autosave.games or []), chosen)
