"""The app's link to the saved games: every match it plays is saved move by move.

:class:`Autosave` (``app.autosave``) holds one :class:`~ceelo_tui.saves.store.GameStore` for the
app's data folder (``$CEELO_TUI_DATA`` or the user data folder) and:

- saves every match the app plays: :meth:`Autosave.track` is called by ``CeeloApp.resume``
  for a new match and writes its setup; from then on the store's listener on
  ``Match.listeners`` appends, flushes and fsyncs each accepted move inside ``Match.play``,
  so a move is on disk before the screen shows its result;
- continues a saved game (:meth:`Autosave.resume`), or adopts one loaded before the app ran
  (:meth:`Autosave.adopt`, for ``ceelo-tui --resume``);
- lists the saved games in a worker thread (:meth:`Autosave.scan`), so a long list never
  holds up the first screen, and tells subscribers of :attr:`Autosave.listed` when the list
  is ready;
- turns the store's words into notifications: a folder that cannot be written ("This game is
  not being saved: ...") and, once each, files that were recovered or moved aside.

Nothing here raises into the app: the store never raises ``OSError``, and anything else a
damaged folder could cause ends as a notice.
"""

from __future__ import annotations

import asyncio
import threading
from typing import TYPE_CHECKING, cast

from textual.signal import Signal

from ..engine.standings import GameResult
from ..presenters.catalog import WORDS
from .store import GameStore, LoadResult, SavedGame, SavedGameInfo, session_games

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from ..controller.app_link import MatchHost
    from ..engine.match import Match

NOTICE_SECONDS = 12
"""How long a notice about saved games stays up."""

WARNING_SECONDS = 20
"""How long the 'not being saved' warning stays up."""


class Autosave:
    """Saves the app's matches and finds its saved games."""

    def __init__(self, app: MatchHost, store: GameStore | None = None) -> None:
        """Saving for ``app``; the store is made on first use (so the data folder is read then)."""
        self.app = app
        self._store = store
        self.match: Match | None = None
        """The match being saved (the one the app plays)."""
        self.saved: SavedGame | None = None
        """Its file."""
        self.games: list[SavedGameInfo] | None = None
        """Every saved game, newest first, as the last scan found them (None before one ends)."""
        self.listed: Signal[list[SavedGameInfo]] = Signal(cast("DOMNode", app), "saved-games-listed")
        """Published (on the app's thread) each time a scan ends."""
        self._lock = threading.Lock()
        self._told: set[str] = set()
        self._warnings: set[str] = set()
        """The store's 'not being saved' warnings told: told again for the next game."""
        self._pending: list[str] = []
        self._pending_table: list[str] = []

    # ------------------------------------------------------------------ the store
    @property
    def store(self) -> GameStore:
        """The store of the data folder (made on first use)."""
        if self._store is None:
            self._store = GameStore(on_warning=self._warned)
        elif self._store.on_warning is None:
            self._store.on_warning = self._warned
        return self._store

    @property
    def saving(self) -> bool:
        """True while the current match is being written to disk."""
        return self.saved is not None and self.saved.saving

    @property
    def game_id(self) -> str | None:
        """The id of the saved game being played, if any."""
        return self.saved.id if self.saved is not None else None

    # ------------------------------------------------------------------ saving
    def track(self, match: Match) -> None:
        """Save ``match`` from now on (a new file for a new match; nothing for one already saved)."""
        if match is self.match:
            return
        self._told -= self._warnings
        self._warnings.clear()
        with self._lock:
            saved = self.store.create(match)
        self._play(match, saved)
        self.remember(match)

    def remember(self, match: Match) -> None:
        """Remember ``match``'s table and the theme for the next launch's setup screen (with the
        computers' pace as remembered when the game was started, see :meth:`remember_pace`)."""
        from .table_settings import TableSettings, load_settings, save_settings, settings_path

        path = settings_path(self.store.root)
        pace = load_settings(path)[0].pace
        saved = save_settings(TableSettings.of_game(match.journal.setup, self.app.theme, pace), path)
        self.notice(saved, warning=True, title=WORDS.last_table_title)

    def _theme_changed(self, theme: object) -> None:
        """A new theme is remembered with the table."""
        from .table_settings import remember_choice, settings_path

        self.notice(remember_choice(settings_path(self.store.root), theme=self.app.theme), warning=True,
                    title=WORDS.last_table_title)

    def remember_pace(self, pace: str) -> None:
        """The computers' pace chosen at setup is remembered with the table."""
        from .table_settings import remember_choice, settings_path

        self.notice(remember_choice(settings_path(self.store.root), pace=pace), warning=True, title=WORDS.last_table_title)

    def notice_at_start(self, text: str) -> None:
        """A notice about the remembered table, to show once the first screen is up."""
        self._pending_table.append(text)

    def leave(self) -> None:
        """The players left the game for a new setup: another window may continue it now."""
        if self.saved is not None:
            self.saved.release()

    def _play(self, match: Match, saved: SavedGame) -> None:
        """From now on ``match`` is the one saved (the game played before is let go)."""
        if self.saved is not None and self.saved.lock is not saved.lock:
            self.saved.release()
        self.match, self.saved = match, saved

    def adopt(self, result: LoadResult, store: GameStore | None = None) -> None:
        """Play on a game loaded before the app ran (``--resume``) by ``store``; its notices
        (and those of files the store moved aside) show at start."""
        if store is not None:
            self._store = store
            self._pending.extend(store.notices)
        if result.match is None or result.saved is None:
            return
        self._play(result.match, result.saved)
        if result.notice:
            self._pending.append(result.notice)
        warning = self.store.warning
        if warning and not result.saved.saving and warning not in result.notice:
            self._warnings.add(warning)
            self._pending.append(warning)

    def resume(self, game_id: str) -> bool:
        """Load a saved game and play it on in the app; False (with a notice) if it is unreadable
        or open in another window."""
        if self.saved is not None and self.saved.id == game_id:
            self.saved.release()  # this window's own game: it is loaded again, and locked again
        with self._lock:
            result = self.store.load(game_id)
        if result.notice:
            self.notice(result.notice, warning=result.match is None)
        if result.match is None or result.saved is None:
            self.scan()
            return False
        self._play(result.match, result.saved)
        self.app.resume(result.match)
        return True

    def read(self, game_id: str) -> Match | None:
        """A saved game replayed for reading only (its history); None, with a notice, if unreadable."""
        with self._lock:
            result = self.store.read(game_id)
        if result.notice:
            self.notice(result.notice, warning=result.match is None)
        return result.match

    def quit_warning(self) -> str:
        """What leaving a game in progress costs, for the quit dialog."""
        if self.saving and self.saved is not None and self.saved.pending:
            return WORDS.nothing_to_keep
        if self.saving:
            return WORDS.game_saved_for_later
        return WORDS.game_will_be_lost

    # ------------------------------------------------------------------ listing
    def start(self) -> None:
        """At start: show notices kept for the first screen, and list the saved games.

        The app calls this once its first screen is drawn; a player who quits at that very
        moment leaves an app already closing, which is then left alone.
        """
        if not self.app.is_running:
            return
        for text in self._pending:
            self.notice(text)
        self._pending.clear()
        for text in self._pending_table:
            self.notice(text, title=WORDS.last_table_title)
        self._pending_table.clear()
        self.app.theme_changed_signal.subscribe(cast("DOMNode", self.app), self._theme_changed)
        self.scan()

    def scan(self) -> None:
        """List the saved games without holding up the screen; :attr:`listed` is published when done."""
        self.app.run_worker(self._scan(), group="saved-games", exit_on_error=False)

    async def _scan(self) -> None:
        games, notes = await asyncio.to_thread(self._list)
        self._listed(games, notes)

    def _list(self) -> tuple[list[SavedGameInfo], list[str]]:
        """(every saved game, new notices): runs in a thread, as replaying many files takes time."""
        with self._lock:
            store = self.store
            known = len(store.notices)
            try:
                games = store.list()
            except Exception as error:  # noqa: BLE001 - a listing never stops the game
                return [], [WORDS.games_not_listed(str(error))]
            notes = store.notices[known:]
        current = self.game_id
        return games, notes + [info.notice for info in games if info.notice and info.id != current]

    def _listed(self, games: list[SavedGameInfo], notes: list[str]) -> None:
        self.games = games
        for text in notes:
            self.notice(text)
        self.listed.publish(games)

    def unfinished(self) -> list[SavedGameInfo]:
        """The saved games still in play that this window can continue (none open in another
        window or tab), newest first, as last listed."""
        return [info for info in self.games or [] if not info.finished and not info.open_elsewhere]

    def session_results(self) -> list[GameResult]:
        """The games of the session being played, oldest first, as last listed, with the game
        in play as it stands now (empty outside a session)."""
        match = self.match
        if match is None or not match.journal.setup.session:
            return []
        session, current = match.journal.setup.session, self.game_id
        earlier = [info for info in session_games(self.games or [], session) if info.id != current]
        state = match.state
        now = GameResult(tuple(seat.name for seat in state.seats), match.journal.setup.coins,
                         tuple(seat.coins for seat in state.seats), state.is_over,
                         tuple(state.name(seat) for seat in state.leaders()) if state.is_over else (),
                         tuple(seat.bought_in for seat in state.seats))
        return [info.result for info in earlier] + [now]

    # ------------------------------------------------------------------ words
    def notice(self, text: str, warning: bool = False, title: str | None = None) -> None:
        """Show a notice about saved games (or, with its ``title``, the remembered table), once per text."""
        title = WORDS.saved_games_heading if title is None else title
        if not text or text in self._told:
            return
        self._told.add(text)
        self.app.notify(text, title=title, severity="warning" if warning else "information",
                        timeout=NOTICE_SECONDS, markup=False)

    def _warned(self, text: str) -> None:
        """The store could not write: say so (play goes on)."""
        if text in self._told:
            return
        self._told.add(text)
        self._warnings.add(text)
        try:
            self.app.notify(text, title=WORDS.not_saved_title, severity="warning", timeout=WARNING_SECONDS, markup=False)
        except Exception:  # noqa: BLE001 - before the app runs the text waits in store.warning
            self._pending.append(text)
