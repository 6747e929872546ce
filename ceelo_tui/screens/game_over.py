"""Game over: the final standings beside each player's coins round by round, the winner(s),
rounds played, and what to do next (``h`` opens the whole history)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ..engine.games import AnyGame
from ..presenters.catalog import WORDS
from ..presenters.game_over_view import game_over_view
from ..presenters.standings_text import session_lines
from ..widgets.click_button import ClickButton
from ..widgets.coin_chart import CoinChart
from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain
from ..widgets.session_standings import SessionStandings
from ..widgets.styled_content import line_content, lines_content
from .base import PlaceScreen


class GameOverScreen(PlaceScreen):
    """Final standings; play again with the same players, set up anew, or quit."""

    BINDINGS = [
        Binding("a", "again", WORDS.key_play_again, id="again"),
        Binding("s", "new_setup", WORDS.key_new_setup, id="new_setup"),
    ]

    BUTTON_ACTIONS = {"again": "again", "new-setup": "new_setup", "quit": "app.quit"}

    def compose(self) -> ComposeResult:
        """The standings in a panel with the three choices below."""
        with Vertical(id="final"):
            yield Static("", id="final-title")
            with Horizontal(id="final-table"):
                yield Static("", id="standings")
                yield CoinChart(labels=False, id="final-chart")
            yield Static("", id="final-facts")
            yield SessionStandings(id="session-standings")
            with Horizontal(id="final-buttons"):
                yield ClickButton(WORDS.play_again_button, id="again", variant="primary")
                yield ClickButton(WORDS.new_setup_button, id="new-setup")
                yield ClickButton(WORDS.quit_button, id="quit", variant="error")
        yield KeyBar()

    def show_state(self, state: AnyGame | None) -> None:
        """Draw the standings of the finished game."""
        if state is None or self.ceelo.match is None:
            return
        view = game_over_view(state, self.ceelo.match.journal.setup.coins)
        self.query_one("#final-title", Static).update(line_content(view.title))
        self.query_one("#standings", Static).update(lines_content(view.standings))
        self.query_one(CoinChart).show(view.chart, view.order)
        self.query_one("#final-facts", Static).update(plain(view.facts))  # the end reason names players
        self._show_session()

    def on_mount(self) -> None:
        """Also follow the saved games' listing: the session's earlier games come from it.
        (Textual calls PlaceScreen's own on_mount as well.)"""
        self.ceelo.autosave.listed.subscribe(self, lambda _games: self._show_session())
        self.ceelo.autosave.scan()
        for button in ("#again", "#new-setup"):  # at a hosted table the host starts the games
            self.query_one(button).display = self.ceelo.starts_games

    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Play again and a new setup only where this screen starts its own games."""
        if action in ("again", "new_setup"):
            return self.ceelo.starts_games
        return True

    def _show_session(self) -> None:
        """The session's standings, once it has had more than one game."""
        self.query_one(SessionStandings).show(session_lines(self.ceelo.autosave.session_results()))

    def action_again(self) -> None:
        """A new game with the same players and coins."""
        self.ceelo.play_again()

    def action_new_setup(self) -> None:
        """Back to the setup screen."""
        self.ceelo.new_setup()
