"""A session's standings (games won, coins won or lost per person across its games), shown at
game over and in the history once the session has had more than one game."""

from __future__ import annotations

from textual.widgets import Static


class SessionStandings(Static):
    """The standings of a session's games, hidden while there is only one game to count."""

    DEFAULT_CSS = """
    SessionStandings {
        height: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """Hidden until given a session of more than one game."""
        super().__init__("", id=id, markup=False)
        self.display = False

    def show(self, lines: tuple[str, ...]) -> None:
        """Show the standings' ``lines``
        (:func:`~ceelo_tui.presenters.standings_text.session_lines`; none: hidden)."""
        self.display = bool(lines)
        if self.display:
            self.update("\n".join(lines))
