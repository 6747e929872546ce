"""CeeloApp: owns the one match being played and shows its place: setup, the table, or the
final standings.

Data flows one way::

    key or click -> table screen handler -> app.play(move) -> GameController.play(move, KEYS)
                 -> the one check of who may move -> Match.play -> new TableState
                 -> app.state (the truth) -> app.shown (what the table shows)
                 -> the table updates in place, in one refresh

The match, what the table shows of it and who plays each seat belong to
:class:`~ceelo_tui.controller.game_controller.GameController` (``app.controller``), which holds
no Textual object: the app is its display, mirroring its word in reactive attributes.

A game in play is one screen (:class:`~ceelo_tui.screens.table.TableScreen`, every phase of
both games); the app switches screens only between places (:meth:`CeeloApp.place_for`).
Screens and widgets reach the app through :class:`~ceelo_tui.app_protocol.GameHost`, a Protocol, so
none of them imports this module.

``state`` is the engine's latest word. ``shown`` is what the table draws: it equals
``state`` except while dice are in the air, when it keeps the table as it was before the
roll, so no balance or word gives the result away before the dice land. The table calls
:meth:`CeeloApp.reveal` when its tray says the dice have settled.

Where later features plug in:

- house rules chosen at setup: pass ``rules=`` to :meth:`CeeloApp.start_game` (the setup
  screen collects a :class:`~ceelo_tui.screens.setup.TableChoice`);
- seats: each seat's controller (:mod:`ceelo_tui.controller.seats`) says who moves it and
  decides its move: a person at this keyboard (by keys), a computer, or a player at another
  screen; a key on a seat that is not this keyboard's is refused, naming who plays it;
- computer seats: :class:`~ceelo_tui.controller.cpu_turns.ComputerTurns` (``app.cpu``) paces them: it
  looks again on every new ``shown`` and screen change, and plays the seat controller's
  decision through the game controller's one path, as that seat's move;
- a hosted table (``ceelo-tui join``): :class:`~ceelo_tui.controller.table_session.TableSession`
  (``app.session``) joins it, claims seats and follows its events; the app routes to it;
- autosave: :class:`~ceelo_tui.saves.autosave.Autosave` (``app.autosave``) saves every match
  :meth:`CeeloApp.resume` is given (the store appends each move inside ``Match.play``),
  continues saved games and lists them; other hooks can still go in
  :attr:`CeeloApp.match_listeners`;
- the history screen: ``h`` pushes :class:`~ceelo_tui.screens.history.HistoryScreen`
  with ``app.shown`` and the journal.
"""

from __future__ import annotations

import importlib
import random
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from textual import on
from textual.app import App, ScreenStackError
from textual.binding import Binding
from textual.events import Event, Key, MouseDown, Resize
from textual.notifications import SeverityLevel
from textual.reactive import var
from textual.screen import Screen

from .app_protocol import MIN_SIZE
from .controller.cpu_turns import ComputerTurns
from .controller.game_controller import GameController
from .controller.seats import SeatController
from .engine.errors import IllegalMove
from .engine.rules import CLASSIC, HouseRules
from .engine.seating import visible
from .presenters.catalog import WORDS
from .saves.autosave import Autosave

if TYPE_CHECKING:
    from .controller.table_session import Presence, TableSession
    from .engine.dice import Dice
    from .engine.games import AnyGame
    from .engine.journal import Move
    from .engine.match import Match
    from .net.table_client import TableClient
    from .runtime.terminal_gone import TerminalWatch

__all__ = ["CeeloApp", "MIN_SIZE"]

JOINING_NOTICE_AFTER = 0.15
"""Seconds a screen joining a hosted table waits for the table before it says it is joining."""

FOR_PLAY = ("ceelo_tui.engine.match", "ceelo_tui.engine.cpu", "ceelo_tui.presenters.words", "ceelo_tui.screens.table")
"""What a game needs that the setup screen does not, in the order they are imported: the
games (their states, events and moves), the computer players' decisions, the table's words,
the table screen and its widgets. Setup draws its first frame without them (the start-up
benchmark, ``benchmarks/startup.py``); they are imported while the players read it, so Start
and the first move take no longer for it."""


def turn_of(state: AnyGame | None) -> tuple[int, int | None, int] | None:
    """Whose turn ``state`` shows: (round, seat to move, shoot-out stage); a re-roll by the same
    seat is the same turn."""
    if state is None:
        return None
    return state.round.number, state.actor, getattr(state.round, "stage", 0)


class CeeloApp(App[None]):
    """Cee-lo at one keyboard: setup, the table, game over."""

    CSS_PATH = "ceelo.tcss"
    TITLE = WORDS.game_title

    BINDINGS = [
        Binding("ctrl+q", "quit", WORDS.key_quit, priority=True, id="quit"),
        Binding("q", "quit", WORDS.key_quit, show=False, id="quit_q"),
        Binding("f1,question_mark", "help", WORDS.key_help, key_display="F1/?", id="help"),
        Binding("w", "pause_computers", WORDS.key_pause_computers, id="pause_computers"),
        Binding("w", "resume_computers", WORDS.key_resume_computers, id="resume_computers"),
        Binding("f", "hurry_computers", WORDS.key_hurry, id="hurry_computers"),
        Binding("h", "history", WORDS.key_history, id="history"),
        Binding("t", "take_seat", WORDS.key_take_seat, id="take_seat"),
        Binding("exclamation_mark", "talk", WORDS.key_talk, key_display="!", id="talk"),
        # The command palette's key, as Textual would add it, with the catalog's words
        # (App adds its own, "palette", only when the app binds no command_palette action).
        Binding(App.COMMAND_PALETTE_BINDING, "command_palette", WORDS.key_palette, show=False, priority=True,
                tooltip=WORDS.key_palette_tooltip),
    ]

    state: var[AnyGame | None] = var(None, always_update=True, init=False)
    """The engine's state after the last accepted move (None before a game starts)."""

    shown: var[AnyGame | None] = var(None, always_update=True, init=False)
    """The state the table shows: ``state``, except that it lags behind a roll in flight."""

    dice_in_flight: var[Dice | None] = var(None)
    """Faces of a roll the engine has decided but the dice have not shown yet."""

    refusal: var[str] = var("")
    """The engine's message for the last refused move ('' once a move is accepted)."""

    table_notice: var[str] = var("")
    """At a hosted table: where this screen is joining, or why it cannot ('' otherwise)."""

    presence: var[Presence | None] = var(None)
    """At a hosted table: who is away (and the house's countdown) and who watches (None: not
    told yet, or not at a hosted table)."""

    table_banner: var[str] = var("")
    """At a hosted table: the connection's trouble while it lasts ('' while at the table)."""

    def __init__(
        self,
        match: Match | None = None,
        seed: int | None = None,
        animate: bool = True,
        *,
        rules: HouseRules = CLASSIC,
        names: list[str] | None = None,
        coins: int | None = None,
        table: TableClient | None = None,
        claims: Sequence[str] = (),
    ) -> None:
        """Open at setup, or straight into ``match`` when one is given.

        Args:
            match: A match to play (seated from the command line, or resumed from a journal).
            seed: Seed for the dice of games started from the setup screen.
            animate: False shows every roll at once (like ``TEXTUAL_ANIMATIONS=none``).
            rules: House rules for games started from the setup screen.
            names: Names to offer on the setup screen.
            coins: Starting coins to offer on the setup screen.
            table: A hosted table to join (``ceelo-tui join``) instead of a game of its own.
            claims: The seats to claim at ``table``, by their players' names (none: watch).
        """
        super().__init__()
        if not animate:
            self.animation_level = "none"
        self.seed = seed
        """Seed for the next game started here (None: a fresh random seed)."""
        self.rules = rules
        """House rules for games started from the setup screen."""
        self.setup_names = list(names) if names else None
        self.setup_coins = coins
        self.setup_styles: list[str | None] | None = None
        """Computer styles by seat to offer on the setup screen (None: all people)."""
        self.setup_first_banker: int | str | None = None
        """The first banker to offer on the setup screen: a seat, "red-pips", or None (the dice)."""
        self.session: TableSession | None = None
        if table is not None:  # a hosted table's session, loaded only by `join`
            from .controller.table_session import TableSession

            self.session = TableSession(
                table, self, run=lambda work: self.run_worker(work, group="table", exit_on_error=False), claims=claims)
        """This screen's session at the hosted table it joins, or None for a game at this keyboard."""
        self.controller: GameController = GameController(self) if self.session is None else self.session.controller
        """The match, what the table shows of it, and who plays each seat."""
        self.controller.table_watching = self._dice_on_screen
        self.cpu = ComputerTurns(self)
        """Plays the computer seats' turns."""
        self.autosave = Autosave(self)
        """Saves every match played here, move by move; finds and continues saved games."""
        self.match_listeners: list[Callable[[Move, AnyGame], None]] = []
        """Called after every accepted move of every match this app plays (autosave hooks here)."""
        self.first_match = match
        """The match given at start (seated from the command line, or resumed), or None."""
        self._key_screens: weakref.WeakKeyDictionary[Key, Screen[object]] = weakref.WeakKeyDictionary()
        """The screen in front when each key still on its way was pressed."""
        self._turn: tuple[int, int | None, int] | None = None
        self.turn_shown_at = 0.0
        """When the turn shown now (round, seat to move, shoot-out stage) came on screen
        (``time.monotonic``, the clock of Textual's events)."""
        self.key_pressed_at: float | None = None
        """When the key being handled was pressed; None outside a key."""
        self._terminal_watch: TerminalWatch | None = None
        """Ends the program when its terminal goes away (not in a test's headless app)."""
        self.spares_long_lived = False
        """True in the program itself: the garbage collector skips what each place builds
        (see :mod:`ceelo_tui.runtime.long_lived`); a test's app leaves it False."""

    # ------------------------------------------------------------------ start and routing
    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """A toast whose words are drawn as text: toasts here tell players' and screens' names
        and the table's messages, which Textual would read as markup by default ("Ann's seat
        is held by [/x]" ended a joined screen); a control character shows as its code."""
        message, title = visible(message, keep="\n"), visible(title)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_mount(self) -> None:
        """Show setup, or the match given at start."""
        if self.spares_long_lived:
            from .runtime.long_lived import spare_long_lived_objects

            spare_long_lived_objects(self)
        if not self.is_headless:  # the program itself, in a terminal or a browser tab
            from .runtime.terminal_gone import TerminalWatch

            self._terminal_watch = TerminalWatch(self)
            self._terminal_watch.start()
        self.cpu.attach()
        # Textual mounts the app inside a batch of updates: a screen shown from here would be laid
        # out and drawn there, that frame thrown away, then laid out and drawn again. Shown just
        # after, its first frame is the one the terminal gets.
        self.call_later(self._open_first_place)

    def _open_first_place(self) -> None:
        """The hosted table, the match given at start, or setup: the first place on screen."""
        if self.session is not None:
            # A table that answers within JOINING_NOTICE_AFTER is drawn at once; the joining
            # notice is put up only for one that has not, or that would not let this screen in
            # (a flash of it would cost the table's first frame its time).
            self.run_worker(self._join_table(self.session), group="table", exit_on_error=False)
            self.set_timer(JOINING_NOTICE_AFTER, self._place_and_check_size)
            return
        # After the first frame: listing the saved games replays each of them, in a thread that
        # would otherwise take turns with the first frame for the interpreter.
        self.call_after_refresh(self.autosave.start)
        if self.first_match is not None:
            self.resume(self.first_match)
        else:
            self.route()
            self.call_after_refresh(self._import_for_play, list(FOR_PLAY))
        self.check_size()

    def _import_for_play(self, modules: list[str]) -> None:
        """Import what a game needs and setup does not, one module a turn of the event loop,
        once setup is on screen (see :data:`FOR_PLAY`): a key typed meanwhile waits for one
        module at most."""
        if modules:
            importlib.import_module(modules[0])
            self.call_later(self._import_for_play, modules[1:])

    async def _join_table(self, session: TableSession) -> None:
        """Join the hosted table; then the place it calls for (the joining notice, with why,
        if the table would not let this screen in)."""
        await session.join()
        self._place_and_check_size()

    def _place_and_check_size(self) -> None:
        """Put up the place the state calls for if none is up yet (the joining notice while the
        table has not answered), then the too-small notice if the terminal is under 80x24;
        nothing once the app is closing (its screens gone)."""
        if not self.screen_stack:
            return
        self.route()
        self.check_size()

    def action_take_seat(self) -> None:
        """Ask the hosted table for an open seat, chosen in a dialog."""
        from .screens.take_seat import TakeSeatDialog

        session = self.session
        if session is None or not session.open_seats() or isinstance(self.screen, TakeSeatDialog):
            return

        def chosen(name: str | None) -> None:
            if name is not None:
                session.claim(name)

        self.push_screen(TakeSeatDialog(session.open_seats()), chosen)

    def action_talk(self) -> None:
        """Say a line to the hosted table, typed in a small dialog."""
        from .screens.talk import TalkDialog

        session = self.session
        if session is None or isinstance(self.screen, TalkDialog):
            return

        def said(text: str | None) -> None:
            if text:
                session.talk(text)

        self.push_screen(TalkDialog(), said)

    async def on_unmount(self) -> None:
        """The app has ended: leave the hosted table (its seats wait for this screen to come
        back); let Textual's caches drop its widgets, for a process that runs app after app, as
        the test suite does (see ``textual_compat``, section 3)."""
        from .textual_compat import forget_ended_apps

        if self.session is not None:
            await self.session.leave()

        if self._terminal_watch is not None:
            self._terminal_watch.stop()
        forget_ended_apps()

    def start_game(
        self,
        names: list[str] | tuple[str, ...],
        coins: object,
        first_banker: int | str | None = None,
        *,
        rules: HouseRules | None = None,
        styles: list[str | None] | None = None,
        session: str | None = None,
    ) -> bool:
        """Seat the players and start a match (the next game of ``session``, or the first of a
        new one); False (with the engine's message) if refused."""
        from .engine.match import Match
        from .saves.store import new_session

        try:
            match = Match.start(
                list(names),
                coins,
                seed=self.seed,
                rules=self.rules if rules is None else rules,
                first_banker=first_banker,
                styles=styles,
                session=session or new_session(),
            )
        except IllegalMove as error:
            self.refusal = str(error)
            return False
        self.resume(match)
        return True

    @property
    def match(self) -> Match | None:
        """The one match being played, or None at setup."""
        return self.controller.match

    @property
    def starts_games(self) -> bool:
        """True when this screen starts its own games (setup, play again); False at a hosted
        table, whose host does."""
        return self.session is None

    @property
    def standings_open(self) -> bool:
        """True once the players have moved on from the last round to the final standings."""
        return self.controller.standings_open

    def resume(self, match: Match, seats: Sequence[SeatController] | None = None) -> None:
        """Play ``match`` (new, or replayed from a journal) from its current state; ``seats``:
        who plays each seat (default: computers where the setup names a style, else people at
        this keyboard)."""
        self.autosave.track(match)
        if self.seed is not None:
            # A seeded app stays reproducible across "play again": each game seeds the next.
            self.seed = random.Random(match.seed).randrange(2**63)
        for listener in self.match_listeners:
            if listener not in match.listeners:
                match.listeners.append(listener)
        self.controller.take(match, seats)

    def new_setup(self) -> None:
        """Leave the match and go back to the setup screen, offering the same players."""
        if self.session is not None:
            self.session.host_decides("setup")
            return
        if self.match is not None:
            seats = self.match.state.seats
            self.setup_names = [seat.name for seat in seats]
            self.setup_coins = self.match.journal.setup.coins
            self.setup_styles = [seat.style for seat in seats]
            self.setup_first_banker = self.match.journal.setup.first_banker
            self.rules = self.match.journal.setup.rules
            self.autosave.leave()
        self.controller.leave()

    def play_again(self) -> None:
        """The next game of the session: the same players, coins and rules."""
        if self.session is not None:
            self.session.host_decides("next game")
            return
        if self.match is None:
            return
        setup = self.match.journal.setup
        self.start_game(list(setup.names), setup.coins, setup.first_banker, rules=setup.rules,
                        styles=list(setup.styles) or None, session=setup.session or None)

    def show_standings(self) -> None:
        """Move on from the last round to the final standings."""
        if self.shown is not None and self.shown.is_over:
            self.controller.standings_open = True
            self.route()

    def watch_shown(self, shown: AnyGame | None) -> None:
        """A new state to show: make sure the right screen is up."""
        turn = turn_of(shown)
        if turn != self._turn:
            self._turn, self.turn_shown_at = turn, time.monotonic()
        self.route()
        self.cpu.schedule()

    def place_for(self, state: AnyGame | None) -> type[Screen[None]]:
        """The place that shows ``state``: setup, the table, or the final standings.

        Each screen's module is imported only when it is first wanted, so the setup screen
        opens without loading the table's widgets.
        """
        if state is None:
            if self.session is not None:
                from .screens.joining import JoiningScreen

                return JoiningScreen
            from .screens.setup import SetupScreen

            return SetupScreen
        if state.is_over and self.standings_open:
            from .screens.game_over import GameOverScreen

            return GameOverScreen
        from .screens.table import TableScreen

        return TableScreen

    def showing(self, state: AnyGame | None) -> bool:
        """True when the place in front is the one that shows ``state`` (no dialog over it)."""
        return type(self.screen) is self.place_for(state)

    def route(self) -> None:
        """Put up the place that ``shown`` calls for.

        Places are switched (setup -> table -> game over); the phases of a round are not
        places, the table shows them all. A dialog or the too-small notice on top is left
        alone; the place underneath routes again when it comes back to the top
        (see ``PlaceScreen.on_screen_resume``).
        """
        from .screens.base import PlaceScreen

        wanted = self.place_for(self.shown)
        current = self.screen
        if isinstance(current, wanted):
            return
        screen: Screen[None] | str
        kept = wanted.KEPT_AS if issubclass(wanted, PlaceScreen) else None
        if kept is not None:
            # The table is made once and kept: a new game, or a return from the standings,
            # finds it composed. (Asking the place, not importing the table's class to compare,
            # keeps the table's module and widgets unloaded while setup is the place.)
            screen = kept
            if not self.is_screen_installed(screen):
                self.install_screen(wanted(), screen)
        else:
            screen = wanted()
        if isinstance(current, PlaceScreen):
            self.switch_screen(screen)
        elif len(self.screen_stack) == 1:
            self.push_screen(screen)

    # ------------------------------------------------------------------ moves
    def play(self, move: Move) -> bool:
        """Make one move by a key at this screen (see :meth:`GameController.play`); True if
        accepted."""
        return self.controller.play(move)

    def reveal(self) -> None:
        """The dice have landed: show the state the roll made."""
        self.controller.reveal()

    def _dice_on_screen(self) -> bool:
        """True when the table is in front: it will animate a roll and call :meth:`reveal`."""
        from .screens.table import TableScreen

        return isinstance(self.screen, TableScreen)

    # ------------------------------------------------------------------ app keys
    def get_key_display(self, binding: Binding) -> str:
        """A function key as keyboards label it ("F3"), where Textual would show "f3"."""
        key = binding.key
        if binding.key_display is None and key[:1] == "f" and key[1:].isdigit():
            return key.upper()
        return super().get_key_display(binding)

    @property
    def game_in_progress(self) -> bool:
        """True while a match is being played and not over."""
        return self.match is not None and not self.match.state.is_over

    async def action_quit(self) -> None:
        """Quit, after asking, while a game is in progress."""
        from .screens.quit import QuitScreen

        if isinstance(self.screen, QuitScreen):
            return
        if not self.game_in_progress:
            self.exit()
            return

        def answered(leave: bool | None) -> None:
            if leave:
                self.exit()

        self.push_screen(QuitScreen(self._leaving_words()), answered)

    def _leaving_words(self) -> str:
        """What quitting now costs: a game here is saved (or not); a hosted table plays on."""
        return self.autosave.quit_warning() if self.session is None else self.session.leaving_words()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer the history key only over a game's table, the pause key while computers play."""
        if action in ("pause_computers", "resume_computers", "hurry_computers"):
            return self.cpu.key_available(action)
        if action == "take_seat":
            return self.session is not None and bool(self.session.open_seats())
        if action == "talk":
            return self.session is not None
        if action == "history":
            from .screens.base import history_available

            return history_available(self)
        return True

    def action_history(self) -> None:
        """Every round so far, each player's statistics and the coins chart."""
        from .screens.history import open_history

        open_history(self)

    def action_pause_computers(self) -> None:
        """Hold the computer seats' moves."""
        self.cpu.toggle_pause()

    def action_resume_computers(self) -> None:
        """Let the computer seats move again."""
        self.cpu.toggle_pause()

    def action_hurry_computers(self) -> None:
        """Play the computers' turns at once, dice landed, until a person's turn (again: stop)."""
        self.cpu.toggle_hurry()

    def action_command_palette(self) -> None:
        """The command palette (ctrl+p), in a form that a double Enter cannot break."""
        from .textual_compat import SafeCommandPalette

        if self.use_command_palette and not SafeCommandPalette.is_open(self):  # type: ignore[arg-type]  # Textual types it App[object], and App is invariant
            self.push_screen(SafeCommandPalette(id="--command-palette"))

    def search_themes(self) -> None:
        """The theme picker (the palette's Theme command), as safe as the palette itself."""
        from textual.theme import ThemeProvider

        from .textual_compat import SafeCommandPalette

        self.push_screen(SafeCommandPalette(providers=[ThemeProvider], placeholder=WORDS.theme_search))

    def action_help(self) -> None:
        """Show the rules and every key."""
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss()
            return
        self.push_screen(self._help_screen())

    def _help_screen(self) -> str:
        """The help screen for the rules in play, made once and kept until the rules change
        (the help is a long document: building it again each time would make F1 slow)."""
        from .screens.help import HelpScreen

        rules = self.match.state.rules if self.match is not None else self.rules
        name = "help"
        installed = self.get_screen(name) if self.is_screen_installed(name) else None
        if isinstance(installed, HelpScreen) and installed.rules != rules:
            self.uninstall_screen(name)
        if not self.is_screen_installed(name):
            self.install_screen(HelpScreen(rules), name)
        return name

    # ------------------------------------------------------------------ size
    @on(Resize)
    def _resized(self, event: Resize) -> None:
        self.check_size(event.size)

    async def on_event(self, event: Event) -> None:
        """Drop a press of the mouse on a widget that has just been taken off the screen, and a
        key that comes back from a screen no longer in front.

        Between a widget's removal and the screen's next layout, the screen's map of what is
        where still holds it, and Textual's text selection then fails on its missing parent
        (the keys panel closing under a click showed it). The press lands on nothing anyway.

        A key goes first to the screen in front; one that screen does not use comes back up to
        the app, which only then looks for a binding, among the keys of the screen in front by
        then. On a busy machine the first screen can be gone meanwhile: a Space pressed under
        the too-small notice, as the window grew again, rolled the dice at the table. A key
        belongs to the screen it was pressed on.
        """
        if isinstance(event, MouseDown) and not event.is_forwarded and self._pressed_on_removed(event):
            return
        if isinstance(event, Key) and self.screen_stack:
            if not event.is_forwarded:
                self._key_screens[event] = self.screen
            elif self._key_screens.get(event, self.screen) is not self.screen:
                return
            self.key_pressed_at = event.time
            try:
                await super().on_event(event)
            finally:
                self.key_pressed_at = None
            return
        await super().on_event(event)

    def pressed_for_an_earlier_turn(self) -> bool:
        """True while handling a key that was pressed before the turn now shown came on screen:
        it was meant for the seat before (mashed during that seat's roll), and must not move for
        this one. A click, or a key pressed since, is this turn's."""
        return self.key_pressed_at is not None and self.key_pressed_at < self.turn_shown_at

    def _pressed_on_removed(self, event: MouseDown) -> bool:
        try:
            widget, _ = self.screen.get_widget_and_offset_at(int(event.x), int(event.y))
        except ScreenStackError:  # no screen yet: let Textual decide
            return False
        return widget is not None and not isinstance(widget, Screen) and widget.parent is None

    def check_size(self, size: tuple[int, int] | None = None) -> None:
        """Cover the table with a notice while the terminal is under 80x24; lift it after."""
        from .screens.base import PlaceScreen
        from .screens.too_small import TooSmallScreen

        if len(self.screen_stack) == 1 and not isinstance(self.screen, PlaceScreen):
            return  # no place is up yet (a table still answering): the notice waits for one
        width, height = self.size if size is None else size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        notice = self.screen if isinstance(self.screen, TooSmallScreen) else None
        if small and notice is None:
            self.push_screen(TooSmallScreen())
        elif small and notice is not None:
            notice.say((width, height))
        elif not small and notice is not None:
            self.pop_screen()
