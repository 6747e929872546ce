"""What every table screen shares: it draws ``app.shown`` and routes when it comes back on top."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import on
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Static

from ..engine.game import GameState
from .widgets_first import WidgetsFirst

if TYPE_CHECKING:
    from ..app import CeeloApp


class TableScreen(WidgetsFirst, Screen[None]):
    """A screen of the game proper (setup, fading, rolling, game over).

    Subclasses draw in :meth:`show_state`, which is called with ``app.shown`` whenever it
    changes; a state meant for another screen (this one is about to be replaced) is ignored.
    """

    animates_dice = False
    """True on a screen that animates rolls and calls ``app.reveal()`` when they land."""

    BUTTON_ACTIONS: dict[str, str] = {}
    """Button id -> the action it runs: every button does what a key does."""


    @property
    def ceelo(self) -> "CeeloApp":
        """The app, typed."""
        return cast("CeeloApp", self.app)

    def on_mount(self) -> None:
        """Follow the state the app shows, and its refusals."""
        self.watch(self.app, "shown", self._shown_changed)
        self.watch(self.app, "refusal", self.show_refusal)

    def on_screen_resume(self) -> None:
        """Back on top: catch up with anything that moved meanwhile."""
        self.ceelo.route()
        if self.is_current:
            self._shown_changed(self.ceelo.shown)

    def _shown_changed(self, state: GameState | None) -> None:
        if self.ceelo.screen_for(state) is not type(self):
            return
        self.show_state(state)
        self.update_bindings()

    def update_bindings(self) -> None:
        """Refresh the footer, but only when a key of this screen became (un)available.

        Rebuilding the footer is the costliest part of a move, and most moves (a re-roll,
        the next fader) leave the same keys available.
        """
        allowed = tuple(
            self.check_action(binding.action.split("(")[0], ()) for _key, binding in self._bindings
        )
        if allowed != getattr(self, "_allowed", None):
            self._allowed = allowed
            self.refresh_bindings()

    def show_state(self, state: GameState | None) -> None:
        """Draw ``state`` (override)."""

    def show_refusal(self, text: str) -> None:
        """Show the engine's refusal on the message line, or else its latest message."""
        try:
            line = self.query_one("#message", Static)
        except NoMatches:
            return
        state = self.ceelo.shown
        line.set_class(bool(text), "-refused")
        if text:
            line.display = True
        line.update(f"✗ {text}" if text else (state.message if state else ""))

    @on(Button.Pressed)
    async def _button_pressed(self, event: Button.Pressed) -> None:
        """Run the action the button stands for."""
        action = self.BUTTON_ACTIONS.get(event.button.id or "")
        if action:
            event.stop()
            await self.run_action(action)


def history_available(app: "CeeloApp") -> bool:
    """True when ``h`` may open the history: a game is on the table screen in front.

    It lives here, not with the history screen, so that asking (as the key bar does from the
    first frame on) does not load that screen and its widgets.
    """
    from .setup import SetupScreen

    screen = app.screen
    return (
        app.match is not None
        and app.shown is not None
        and isinstance(screen, TableScreen)
        and not isinstance(screen, SetupScreen)
    )
