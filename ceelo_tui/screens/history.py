"""The history screen (key ``h``): every round so far, each player's statistics, a coins chart.

It opens over the table mid-game (from the table) and at game over, and
from the saved games list for any saved game. It reads a game state (``app.shown``, so nothing
the dice have not shown yet is given away); it changes nothing, and Escape (or ``h`` again) goes back to where it was opened.

Two tabs: **Rounds** (``r``), which scrolls, and **Players** (``s``): the session's standings
(once it has had more than one game, as game over shows them), the statistics table and one
row of bars per player for the coins after each round.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import TabbedContent, TabPane

from ..engine.games import AnyGame
from ..engine.standings import GameResult
from ..presenters.catalog import WORDS
from ..presenters.history_view import chart_view, history_lines, history_title
from ..presenters.standings_text import session_lines
from ..presenters.stats_view import stats_view
from ..widgets.coin_chart import CoinChart
from ..widgets.key_bar import KeyBar
from ..widgets.round_history import RoundHistory
from ..widgets.session_standings import SessionStandings
from ..widgets.stats_table import StatsTable
from ..widgets.title_bar import TitleBar
from .base import history_available
from .dialog import DialogScreen

if TYPE_CHECKING:
    from ..app_protocol import GameHost

ROUNDS_TAB = "rounds"
PLAYERS_TAB = "players"


def open_history(app: "GameHost") -> None:
    """Open the history of the game on the table (as the table shows it)."""
    shown = app.shown
    if not history_available(app) or app.match is None or shown is None:
        return
    app.push_screen(HistoryScreen(shown, session=app.autosave.session_results()))


class HistoryScreen(DialogScreen[None]):
    """The rounds, the statistics and the chart of one game, over whatever was on screen."""

    DEFAULT_CSS = """
    HistoryScreen {
        background: $background;
    }
    HistoryScreen > TabbedContent {
        height: 1fr;
    }
    HistoryScreen TabPane {
        padding: 0;
        height: 1fr;
    }
    HistoryScreen #players-scroll {
        height: 1fr;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    HistoryScreen CoinChart {
        margin: 1 0 0 0;
    }
    """

    BINDINGS = [
        Binding("escape,h,q", "close", WORDS.key_back, id="close_history"),
        Binding("r", "tab('rounds')", WORDS.key_rounds, id="history_rounds"),
        Binding("s", "tab('players')", WORDS.key_statistics, id="history_players"),
    ]

    def __init__(self, state: AnyGame, *, name: str = "", session: Sequence[GameResult] = ()) -> None:
        """The history of ``state``; ``session``: the results of its session's games, oldest
        first (its standings are shown once there are two)."""
        super().__init__()
        self.state = state
        self.session = session
        self.title_text = history_title(state, name)

    def compose(self) -> ComposeResult:
        """Title bar, the two tabs, the footer."""
        title = TitleBar(id="history-title")
        title.say(self.title_text)
        yield title
        with TabbedContent(initial=ROUNDS_TAB):
            with TabPane(WORDS.rounds_tab, id=ROUNDS_TAB):
                yield RoundHistory(id="round-history")
            with TabPane(WORDS.statistics_tab, id=PLAYERS_TAB):
                with VerticalScroll(id="players-scroll"):
                    yield SessionStandings(id="history-session")
                    yield StatsTable(id="player-stats")
                    yield CoinChart(id="coin-chart")
        yield KeyBar()

    def on_mount(self) -> None:
        """Fill in the game; the rounds have the keyboard (arrows and Page Up/Down scroll)."""
        self.query_one(RoundHistory).show(history_lines(self.state))
        self.query_one(StatsTable).show(stats_view(self.state))
        self.query_one(CoinChart).show(chart_view(self.state))
        self.query_one(RoundHistory).focus()
        self.query_one(SessionStandings).show(session_lines(self.session))

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        """The shown tab's content takes the keyboard, so the arrows scroll it."""
        pane = event.pane
        target = pane.query_one(RoundHistory) if pane.id == ROUNDS_TAB else pane.query_one("#players-scroll")
        target.focus()

    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer the key of the other tab only."""
        if action == "tab" and self.is_mounted:
            return self.query_one(TabbedContent).active != parameters[0] or None
        return True

    def action_tab(self, tab: str) -> None:
        """Show the rounds or the players' tab."""
        self.query_one(TabbedContent).active = tab
        self.refresh_bindings()

    def action_close(self) -> None:
        """Back to where the history was opened."""
        self.dismiss()
