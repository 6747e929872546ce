"""What the autosave and the computer seats may ask of the app (``MatchHost``): the match,
the state shown, moves, and the few Textual methods they call. A small typed interface, so
neither imports ``app.py``; screens and widgets use :class:`~ceelo_tui.app_protocol.GameHost`, which
adds the autosave and the computer seats themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.signal import Signal
    from textual.timer import Timer

    from ..engine.dice import Dice
    from ..engine.games import AnyGame
    from ..engine.journal import Move
    from ..engine.match import Match
    from ..engine.rules import HouseRules
    from .game_controller import GameController
    from .seats import SeatController
    from .table_session import Presence

MIN_SIZE = (80, 24)
"""The smallest terminal (columns, rows) the game is laid out for."""


class MatchHost(Protocol):
    """The app as the autosave and the computer seats see it."""

    # ------------------------------------------------------------------ the match
    controller: GameController
    """The match, what the table shows of it, and who plays each seat."""
    @property
    def match(self) -> Match | None:
        """The one match being played, or None at setup."""
    state: AnyGame | None
    """The engine's state after the last accepted move."""
    shown: AnyGame | None
    """The state the table shows (it lags behind a roll while the dice are in the air)."""
    dice_in_flight: Dice | None
    """Faces of a roll the engine has decided but the dice have not shown yet."""
    refusal: str
    """The engine's message for the last refused move ('' once a move is accepted)."""
    presence: Presence | None
    """At a hosted table: who is away (and the house's countdown) and who watches."""
    @property
    def starts_games(self) -> bool:
        """True when this screen starts its own games (setup, play again); False at a hosted
        table, whose host does."""
    @property
    def standings_open(self) -> bool:
        """True once the players have moved on from the last round to the final standings."""
    match_listeners: list[Callable[[Move, AnyGame], None]]
    """Called after every accepted move."""

    # ------------------------------------------------------------------ setup offers
    seed: int | None
    rules: HouseRules
    setup_names: list[str] | None
    setup_coins: int | None
    setup_styles: list[str | None] | None
    setup_first_banker: int | str | None

    # ------------------------------------------------------------------ moves
    def play(self, move: Move) -> bool:
        """Make one move by a key at this screen (the game controller's one path, its mover the
        keys here); True if accepted."""

    def reveal(self) -> None:
        """The dice have landed: show the state the roll made."""

    def pressed_for_an_earlier_turn(self) -> bool:
        """True while handling a key pressed before the turn now shown came on screen."""

    def show_standings(self) -> None:
        """Move on from the last round to the final standings."""

    def play_again(self) -> None:
        """A new match with the same players, coins and rules."""

    def new_setup(self) -> None:
        """Back to the setup screen, offering the same players."""

    def start_game(self, names: list[str] | tuple[str, ...], coins: object, first_banker: int | str | None = None,
                   *, rules: HouseRules | None = None, styles: list[str | None] | None = None,
                   session: str | None = None) -> bool:
        """Seat the players and start a match; False (with the engine's message) if refused."""

    def resume(self, match: Match, seats: Sequence[SeatController] | None = None) -> None:
        """Play ``match`` from its current state."""

    # ------------------------------------------------------------------ places
    def place_for(self, state: AnyGame | None) -> type[Screen[None]]:
        """The screen class of the place that shows ``state`` (setup, table, game over)."""

    def showing(self, state: AnyGame | None) -> bool:
        """True when the place in front is the one that shows ``state``."""

    def route(self) -> None:
        """Put up the place that ``shown`` calls for."""

    # ------------------------------------------------------------------ Textual's own, as used
    @property
    def screen(self) -> Screen[Any]: ...
    @property
    def screen_change_signal(self) -> Signal[Screen[Any]]: ...
    @property
    def theme_changed_signal(self) -> Signal[Any]: ...
    @property
    def is_running(self) -> bool: ...
    theme: str
    @property
    def size(self) -> Any: ...
    animation_level: Literal["none", "basic", "full"]

    def set_timer(self, delay: float, callback: Callable[[], Any], *, name: str | None = None) -> Timer: ...
    def call_later(self, callback: Callable[..., Any], *args: Any) -> bool: ...
    def notify(self, message: str, *, title: str = "", severity: Any = "information",
               timeout: float | None = None, markup: bool = False) -> None: ...
    def refresh_bindings(self) -> None: ...
    def push_screen(self, screen: Any, callback: Any = None) -> Any: ...
    def run_worker(self, work: Any, *args: Any, **kwargs: Any) -> Any: ...
    def run_action(self, action: str, default_namespace: DOMNode | None = None) -> Any: ...
    def bell(self) -> None: ...
    def exit(self, result: Any = None) -> None: ...
