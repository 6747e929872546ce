"""Each player's record over the finished rounds, one column per player: the lines of
:func:`~ceelo_tui.presenters.stats_view.stats_lines`, laid out again for each width."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from ..presenters.stats_view import StatsView, stats_lines
from .styled_content import lines_content


class StatsTable(Static):
    """Per-player statistics of a game (either game)."""

    DEFAULT_CSS = """
    StatsTable {
        width: 1fr;
        height: auto;
    }
    """

    _view: StatsView | None = None
    """The statistics shown (None until :meth:`show`): drawn again at each width."""

    def show(self, view: StatsView) -> None:
        """Show the statistics ``view``."""
        self._view = view
        self.update(lines_content(stats_lines(view)))

    def render(self) -> Content:
        """The statistics, the players' columns as wide as the names need and the width allows."""
        view = self._view
        return Content("") if view is None else lines_content(stats_lines(view, self.size.width))
