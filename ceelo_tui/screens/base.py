"""What the screens of the game's places share (setup, the table, game over): each draws
``app.shown`` and asks the app to show the right place when it comes back on top."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Button

from ..app_protocol import GameHost, host_of
from ..textual_compat.styled_once import StyledOnce
from ..textual_compat.widgets_first import WidgetsFirst

if TYPE_CHECKING:
    from ..engine.games import AnyGame


class PlaceScreen(StyledOnce, WidgetsFirst, Screen[None]):
    """A place of the game (setup, the table, game over).

    Subclasses draw in :meth:`show_state`, which is called with ``app.shown`` whenever it
    changes; a state meant for another place (this one is about to be replaced) is ignored.
    """

    BUTTON_ACTIONS: dict[str, str] = {}
    """Button id -> the action it runs: every button does what a key does."""

    KEPT_AS: ClassVar[str | None] = None
    """The name the app installs this place's one screen under, made once and kept for the
    app's life (the table), or None for a place made anew each time it is shown."""

    BIG: tuple[int, int] | None = None
    """The least (columns, rows) from which the screen has the class ``-big`` (a large terminal
    or browser window, both wide and tall), or None for a screen without a big layout."""

    _laid_out_at: Size | None = None
    """The terminal size this screen was last laid out at (as far as its own events tell)."""

    _drawn_on_mount: object = None
    """The state drawn as the screen was mounted, until its first showing (which then has
    nothing to catch up with: the same state drawn twice was a tenth of the table's opening)."""

    @property
    def ceelo(self) -> GameHost:
        """The app, as the game's screens see it."""
        return host_of(self)

    def on_mount(self) -> None:
        """Follow the state the app shows, and its refusals; take the layout of the size now
        (the first Resize comes after the first drawing)."""
        self.follow_big(self.app.size)
        self.watch(self.app, "shown", self._shown_changed)
        self._drawn_on_mount = self.ceelo.shown
        self.watch(self.app, "refusal", self.show_refusal)

    def on_screen_resume(self) -> None:
        """Back on top: catch up with anything that moved meanwhile (nothing has on its first
        showing if the state is the one drawn as it was mounted)."""
        self._laid_out_at = self.app.size  # Textual lays a resumed screen out at this size
        self.ceelo.route()
        drawn, self._drawn_on_mount = self._drawn_on_mount, None
        if self.is_current and (drawn is None or drawn is not self.ceelo.shown):
            self._shown_changed(self.ceelo.shown)

    def on_resize(self, event: events.Resize) -> None:
        """Skip Textual's relayout for a Resize to the size the screen is laid out at already.

        Textual sends a new app two Resize events of the same size as it starts (its own and
        the terminal driver's); the app ignores the second but still hands it to the screen,
        which laid out every widget again for nothing: 3 to 6 % of the work of starting the
        setup screen or the table (counted with callgrind). A real change of size goes through.

        Skipping Textual's handler also skips its breakpoint classes (``-narrow``/``-wide``),
        and a screen that resumes at a size it last saw from underneath another screen (the
        too-small notice, say) is laid out at that size by Textual without them: so the classes
        are set here for every Resize, skipped or not.

        Only the screen in front skips: Textual hands one Resize object to the screen in front
        and to the screen beneath it, and a screen beneath that prevented the default would
        silence every handler of the screen in front as well (the too-small notice, say, would
        keep the figures of the size before).
        """
        self.follow_breakpoints(event.size.width)
        self.follow_big(event.size)
        if event.size == self._laid_out_at and self.is_active:
            event.prevent_default()
        else:
            self._laid_out_at = event.size
        self.resized(event.size)

    def resized(self, size: Size) -> None:
        """The terminal is ``size`` now, and the screen has the breakpoint class for it (override)."""

    @classmethod
    def width_class(cls, width: int) -> str:
        """The class of :attr:`HORIZONTAL_BREAKPOINTS` a screen ``width`` columns wide gets, as
        Textual gives it (the widest breakpoint not wider than the screen); '' without any."""
        fitting = [name for least, name in sorted(cls.HORIZONTAL_BREAKPOINTS or []) if width >= least]
        return fitting[-1] if fitting else ""

    def follow_big(self, size: Size) -> None:
        """Give the screen the class ``-big`` when ``size`` is at least :attr:`BIG`."""
        if self.BIG is not None:
            self.set_class(size.width >= self.BIG[0] and size.height >= self.BIG[1], "-big")

    def follow_breakpoints(self, width: int) -> None:
        """Give the screen its breakpoint class for ``width`` columns (and drop the others)."""
        wanted = self.width_class(width)
        if wanted:
            self.update_classes({name: name == wanted for _, name in self.HORIZONTAL_BREAKPOINTS or []}, animate=False)

    def _shown_changed(self, state: AnyGame | None) -> None:
        if self.ceelo.place_for(state) is not type(self):
            return
        self.show_state(state)
        self.refresh_bindings()

    def show_state(self, state: AnyGame | None) -> None:
        """Draw ``state`` (override)."""

    def show_refusal(self, text: str) -> None:
        """Show the engine's refusal on the message line (override)."""

    @on(Button.Pressed)
    async def _button_pressed(self, event: Button.Pressed) -> None:
        """Run the action the button stands for."""
        action = self.BUTTON_ACTIONS.get(event.button.id or "")
        if action:
            event.stop()
            await self.run_action(action)


def history_available(app: GameHost) -> bool:
    """True when ``h`` may open the history: a game is on the table (or its standings) in front.

    It lives here, not with the history screen, so that asking (as the key bar does from the
    first frame on) does not load that screen and its widgets.
    """
    return app.match is not None and app.shown is not None and app.showing(app.shown)
