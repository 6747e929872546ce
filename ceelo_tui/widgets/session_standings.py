"""A session's standings (games won, coins won or lost per person across its games), shown at
game over and in the history once the session has had more than one game."""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import Static

from ..engine.standings import GameResult, session_standings
from ..presenters.standings_text import standings_lines


class SessionStandings(Static):
    """The standings of the games given, hidden while there is only one game to count."""

    DEFAULT_CSS = """
    SessionStandings {
        height: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """Hidden until given a session of more than one game."""
        super().__init__("", id=id, markup=False)
        self.display = False

    def show_results(self, results: Sequence[GameResult]) -> None:
        """Add up ``results`` (the session's games, oldest first, the one in play included)."""
        self.display = len(results) > 1
        if self.display:
            self.update("\n".join(standings_lines(session_standings(results), len(results))))
