"""Game over: the final standings beside each player's coins round by round, the winner(s),
rounds played, and what to do next (``h`` opens the whole history)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from ..engine.game import signed
from ..engine.games import AnyGame
from ..presenters.cells import pad, widest
from ..widgets.click_button import ClickButton
from ..widgets.coin_chart import CoinChart
from ..widgets.key_bar import KeyBar
from ..widgets.session_standings import SessionStandings
from ..widgets.settlement_lines import change_style
from .base import PlaceScreen


def ranking(state: AnyGame) -> list[int]:
    """Seats from the most coins to the fewest (ties in seat order)."""
    return sorted(range(len(state.seats)), key=lambda seat: (-state.seats[seat].coins, seat))


def times(count: int) -> str:
    """'once', 'twice', '3 times'."""
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def standings_content(state: AnyGame, start_coins: int) -> Content:
    """Ranked seats: place, name, coins, and the change since the start (net of buy-backs: won
    minus bought in), winners starred, and who bought back in and how often."""
    winners = set(state.leaders())
    order = ranking(state)
    width = widest([seat.name for seat in state.seats], least=len("Player"))
    lines = [Content.styled(f"{'':3}{'Player':<{width}}  {'Coins':>5}  {'Change':>6}", "bold $text-muted")]
    place = 0
    last = None
    for rank, seat in enumerate(order, start=1):
        coins = state.seats[seat].coins
        if coins != last:
            place, last = rank, coins
        bought = state.seats[seat].bought_in
        change = coins - start_coins * (1 + bought)  # won minus bought in
        style = change_style(change)
        mark = "★ winner" if seat in winners else ("broke" if coins == 0 else "")
        if bought:
            mark = f"{mark} · bought in {times(bought)}" if mark else f"bought in {times(bought)}"
        lines.append(
            Content.assemble(
                f"{place:>2} {pad(state.name(seat), width)}  {coins:>5}  ",
                (f"{signed(change):>6}", f"bold {style}"),
                ("  " + mark, "bold $text-accent" if seat in winners else "$text-muted"),
            )
        )
    return Content("\n").join(lines)


class GameOverScreen(PlaceScreen):
    """Final standings; play again with the same players, set up anew, or quit."""

    BINDINGS = [
        Binding("a", "again", "Play again", id="again"),
        Binding("s", "new_setup", "New setup", id="new_setup"),
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
                yield ClickButton("Play again (a)", id="again", variant="primary")
                yield ClickButton("New setup (s)", id="new-setup")
                yield ClickButton("Quit (q)", id="quit", variant="error")
        yield KeyBar()

    def show_state(self, state: AnyGame | None) -> None:
        """Draw the standings of the finished game."""
        if state is None or self.ceelo.match is None:
            return
        names = " and ".join(state.name(seat) for seat in state.leaders())
        won = "wins" if len(state.leaders()) == 1 else "share the win"
        self.query_one("#final-title", Static).update(
            Content.assemble(("Game over: ", "bold"), (f"{names} {won}!", "bold $text-accent"))
        )
        start = self.ceelo.match.journal.setup.coins
        self.query_one("#standings", Static).update(standings_content(state, start))
        self.query_one(CoinChart).set_state(state, ranking(state))
        rounds = state.rounds_played
        why = state.round.events[-1] if state.round.events else ""
        facts = f"{rounds} round{'s' if rounds != 1 else ''} played. {why}"
        self.query_one("#final-facts", Static).update(Content(facts))  # the reason names players: text, not markup
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
        self.query_one(SessionStandings).show_results(self.ceelo.autosave.session_results())

    def action_again(self) -> None:
        """A new game with the same players and coins."""
        self.ceelo.play_again()

    def action_new_setup(self) -> None:
        """Back to the setup screen."""
        self.ceelo.new_setup()
