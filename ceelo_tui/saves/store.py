"""Where saved games live: one append-only journal file per game, in the user's data folder.

Every game is a JSON-lines file ``<id>.jsonl`` in ``<data>/games/``: the engine's
:meth:`Journal.to_lines` format, the setup on the first line and one accepted move a line.
``<data>`` is, in order: the ``path`` given to :class:`GameStore`, the ``CEELO_TUI_DATA``
environment variable, or the platform's user data folder for ``ceelo-tui`` (platformdirs).

The data folder and its folders are their owner's only (0700) and every file written there
is too (0600), made so as it is created (:func:`private_folder`, :data:`FILE_MODE`): a saved
game holds its seed, and another account that read it would know the dice to come.

Writing is append-only. A new game's file is written with its first move: the setup, any
opening roll-off and that move go to a hidden temporary file, fsynced and renamed into place,
so a game file never exists half-made, and a game left before anyone moved leaves no file.
After that each accepted move is appended as one line with one ``write`` and fsynced before
``Match.play`` returns, so once a move is shown it survives a crash, a ``kill -9`` or a power
cut. A line once written is never changed; a finished game is simply one whose replayed
state is over.

How the app uses it::

    store = GameStore(on_warning=show_warning)   # never raises, even if the folder is unusable
    # a new game
    match = Match.start(names, coins, rules=rules)
    saved = store.create(match)                   # writes the setup line and attaches the store
    match.play(move)                              # each accepted move is on disk when this returns
    # continue a game
    games = store.unfinished()                    # SavedGameInfo, newest first
    result = store.load(games[0].id)              # LoadResult(match, saved, notice)
    if result.match is None: show(result.notice)  # unreadable: moved aside, named in the notice
    else: show(result.notice) if result.notice else None; play on with result.match

The store never lets an ``OSError`` (or any damage in a file) reach the caller:

* A journal whose last line was cut off (the program died while writing it) is recovered up
  to the last complete move; :meth:`GameStore.load` cuts the broken tail off the file so
  appending can continue, and says so in ``LoadResult.notice``.
* A complete line that is damaged (not JSON, or a move the rules refuse) ends the readable
  part: :meth:`GameStore.load` keeps the whole original as ``<id>.jsonl.corrupt-<time>`` and
  writes the readable part back under the game's name, with a notice naming both.
* A file whose setup line cannot be read at all is renamed to ``<id>.jsonl.corrupt-<time>``
  (kept, never deleted) and the store carries on; the message naming it is in
  ``LoadResult.notice`` (load) or :attr:`GameStore.notices` (list).
* A folder that cannot be written (read-only, full, missing) turns saving off for that game:
  :attr:`GameStore.warning` reads "This game is not being saved: <reason>.",
  ``on_warning(text)`` is called once, :attr:`SavedGame.saving` becomes False and play goes on.
* A game held to its disk (:attr:`SavedGame.strict`, a hosted table's) never plays on unsaved:
  a write that fails raises :class:`NotSaved` out of ``Match.play`` instead, saving stays on,
  and the next move tries again.
* A write that fails part-way is cut back off the file, so a line is on disk whole or not at
  all, and the next write goes on from the last whole line.

API: :class:`GameStore` (``create``, ``attach``, ``list``, ``unfinished``, ``load``, ``read``,
``resolve``, ``folder``, ``warning``, ``notices``), :class:`SavedGame`,
:class:`SavedGameInfo`, :class:`LoadResult`, :class:`StoreError`, :func:`data_dir`.
"""

from __future__ import annotations

import builtins
import errno
import json
import os
import stat
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from msgspec import Struct, structs

from ..engine.errors import CeeloError
from ..engine.journal import Journal, Move, Setup, dumps
from ..engine.rules import HouseRules
from ..engine.standings import GameResult
from ..presenters.catalog import WORDS
from .game_lock import GameLock, held_elsewhere

if TYPE_CHECKING:  # for mypy: the games are imported only to read one back (in :func:`_read`); the structs
    # that name them here are never encoded, decoded or inspected, so their annotations stay unresolved
    from ..engine.games import AnyGame
    from ..engine.match import Match

APP_NAME = "ceelo-tui"
ENV_VAR = "CEELO_TUI_DATA"
GAMES = "games"
SUFFIX = ".jsonl"
ID_TIME = "%Y%m%d-%H%M%S"
FILE_MODE = 0o600
"""Every file the game writes in its data folder is its owner's only: a saved game holds its
seed (the dice to come), a table's record its token, the seat keys their secrets."""
FOLDER_MODE = 0o700
"""The data folder and every folder in it: its owner's only (see :func:`private_folder`)."""


class StoreError(CeeloError):
    """A saved game that cannot be named or found; the message is for the player."""


class NotSaved(Exception):
    """A move of a game held to its disk (:attr:`SavedGame.strict`) could not be written: the
    file is as it was before the move, and the caller takes the move back (it was not made)."""

    def __init__(self, error: OSError) -> None:
        self.cause = error.strerror or str(error) or type(error).__name__
        """Why, in the system's words and without the file's path ("No space left on device"):
        what a hosted table tells its screens, which have no business knowing the host's paths."""
        super().__init__(WORDS.not_being_saved(_reason(error)))


def session_games(games: Iterable[SavedGameInfo], session: str) -> list[SavedGameInfo]:
    """Those of ``games`` in ``session``, oldest first (none for '': a game of its own)."""
    return sorted((info for info in games if session and info.session == session), key=lambda info: (info.created, info.id))


def random_hex(size: int) -> str:
    """``size`` random bytes as hex digits, for names that must not collide: what
    ``secrets.token_hex`` gives (both read ``os.urandom``), without importing ``secrets``, whose
    ``hashlib`` and ``hmac`` cost the game's start-up some 4 ms for nothing it uses."""
    return os.urandom(size).hex()


def new_session() -> str:
    """A new session's name: unguessable is not needed, only unique among the saved games."""
    return f"{time.strftime(ID_TIME)}-{random_hex(3)}"


def data_dir(path: str | os.PathLike[str] | None = None) -> Path:
    """The data folder: ``path``, else ``$CEELO_TUI_DATA``, else the user data dir of ceelo-tui."""
    if path is not None and str(path):
        return Path(path).expanduser()
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@dataclass
class SavedGame:
    """The file one game is being written to."""

    id: str
    path: Path
    moves: int = 0
    """Moves written after the setup line."""
    saving: bool = True
    """False once a write failed: nothing more is written for this game."""
    pending: bool = False
    """A new game whose file is not written yet: it is, with the first move made."""
    lock: GameLock | None = field(default=None, repr=False, compare=False)
    """Held while this process plays the game, so no other window writes to it."""
    strict: bool = False
    """A game held to its disk: a write that fails raises :class:`NotSaved` (the move is not to
    be made) and saving stays on, instead of play going on unsaved. A hosted table's, whose
    screens must never see a move the disk does not have."""
    torn_at: int | None = None
    """Where the file's last whole line ends, when a write that failed part-way could not be
    cut back: the next write cuts the file there first."""

    def release(self) -> None:
        """Stop playing this game here: another window may continue it."""
        if self.lock is not None:
            self.lock.release()


class SavedGameInfo(Struct, frozen=True):
    """One saved game, as listed: who played, how far it got, and whether it is over."""

    id: str
    path: Path
    players: tuple[str, ...]
    round: int
    """The round in play (or the last one, when finished)."""
    rounds_played: int
    balances: tuple[int, ...]
    finished: bool
    modified: float
    """Time of the last write (seconds since the epoch)."""
    created: float
    rules: HouseRules
    seed: int
    moves: int
    leaders: tuple[str, ...]
    """Players holding the most coins (the winners of a finished game)."""
    notice: str = ""
    """Set when only part of the file could be read."""
    open_elsewhere: bool = False
    """In play in another window or browser tab right now (see :mod:`ceelo_tui.saves.game_lock`)."""
    session: str = ""
    """The session (an evening of "Play again") the game belongs to; '' for a game of its own."""
    start_coins: int = 0
    """Each player's coins at the start."""
    buy_ins: tuple[int, ...] = ()
    """How many times each player bought back in (the buy_backs house rule)."""

    @property
    def result(self) -> GameResult:
        """The game as its session's standings count it."""
        return GameResult(self.players, self.start_coins, self.balances, self.finished,
                          self.leaders if self.finished else (), self.buy_ins)

    @property
    def modified_text(self) -> str:
        """The last write as 'YYYY-MM-DD HH:MM' in local time."""
        return datetime.fromtimestamp(self.modified).strftime("%Y-%m-%d %H:%M")

    @property
    def balance_text(self) -> str:
        """'Ann 12 · Bo 8'."""
        return " · ".join(f"{name} {coins}" for name, coins in zip(self.players, self.balances))

    @property
    def status_text(self) -> str:
        """'finished', 'in play' or 'open elsewhere'."""
        return (WORDS.status_finished if self.finished else WORDS.status_open_elsewhere if self.open_elsewhere
                else WORDS.status_in_play)


class LoadResult(Struct):
    """What :meth:`GameStore.load` found: the match (None if unreadable) and words to show."""

    match: Match | None
    saved: SavedGame | None = None
    notice: str = ""
    """Empty when the game came back whole; otherwise what was recovered or moved aside."""
    open_elsewhere: bool = False
    """True when the game is whole but held by another window (see :mod:`ceelo_tui.saves.game_lock`)."""

    @property
    def ok(self) -> bool:
        """True when there is a match to play."""
        return self.match is not None


class _Read(Struct):
    """A journal file read as far as it goes."""

    match: Match | None
    good_bytes: int = 0
    """Length of the readable part (complete, valid lines)."""
    total_bytes: int = 0
    cut_tail: bool = False
    """The last line had no end: the program stopped while writing it."""
    bad_line: int | None = None
    """1-based number of the first complete line that could not be used."""
    problem: str = ""
    modified: float = 0.0


class _Appender(Struct):
    """The listener :meth:`GameStore.attach` adds to ``Match.listeners``."""

    store: "GameStore"
    saved: SavedGame

    match: Match

    def __call__(self, move: Move, state: AnyGame) -> None:
        if self.saved.pending:
            self.store._write_first(self.saved, self.match.journal)
        else:
            self.store._append(self.saved, move)


class GameStore:
    """The saved games in one data folder. No method raises OSError; see the module notes."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        on_warning: Callable[[str], None] | None = None,
    ) -> None:
        self.root = data_dir(path)
        self.folder = self.root / GAMES
        """Where the ``<id>.jsonl`` files are."""
        self.on_warning = on_warning
        """Called with the text of each new warning (saving turned off)."""
        self.warning: str | None = None
        """'This game is not being saved: <reason>.' after a failed write; None while all is well."""
        self.notices: list[str] = []
        """Messages about files moved aside or recovered while listing, oldest first."""
        self._locks: dict[str, GameLock] = {}
        """The lock of each game this store has created or loaded to play (held or let go since)."""
        self._infos: dict[Path, tuple[tuple[int, int], SavedGameInfo]] = {}
        """Listing cache: path -> ((size, mtime_ns), info), so a file is replayed once per change."""

    # ------------------------------------------------------------------ writing
    def create(self, match: Match, *, at_once: bool = False) -> SavedGame:
        """Save a new game and attach the store to it.

        The file is written with the first move made from now on (the setup, any opening
        roll-off and that move, in one new file), not before: a game left before anyone moved
        is not kept, so launches that end at the first screen leave no saved games behind.
        With ``at_once`` it is written now: a hosted table can be continued (``host --resume``)
        with its seed and seats even if it ends before the first move.
        """
        saved = SavedGame(id=self._new_id(), path=Path(), pending=True)
        saved.path = self.folder / f"{saved.id}{SUFFIX}"
        try:
            self._make_private()
            if not os.access(self.folder, os.W_OK):
                raise PermissionError(errno.EACCES, WORDS.folder_unwritable, str(self.folder))
        except OSError as error:
            self._fail(saved, error)
        else:
            self.warning = None
            saved.lock = self._lock_of(saved.id)
            saved.lock.acquire()  # a new id: no other window can hold it
        self.attach(match, saved)
        if at_once and saved.pending:
            self._write_first(saved, match.journal)
        return saved

    def _write_first(self, saved: SavedGame, journal: Journal) -> None:
        """Write a new game's whole journal (its setup and moves so far) as one new file."""
        if not saved.saving:
            return
        lines = journal.to_lines()
        try:
            _write_new(saved.path, "".join(line + "\n" for line in lines).encode("utf-8"))
        except OSError as error:
            self._failed(saved, error)
        else:
            saved.pending = False
            saved.moves = len(lines) - 1

    def attach(self, match: Match, saved: SavedGame) -> None:
        """Append each move ``match`` accepts from now on to ``saved`` (once, however often called)."""
        for listener in match.listeners:
            if isinstance(listener, _Appender) and listener.saved is saved:
                return
        match.listeners.append(_Appender(self, saved, match))
        match.auto_draw = True
        match.roll_draws()  # a game saved in the middle of a roll-off finishes it, each roll saved

    def _append(self, saved: SavedGame, move: Move) -> None:
        """Write one move line, flushed and fsynced; a failure turns saving off, never raises."""
        if not saved.saving:
            return
        data = (dumps(move.to_json()) + "\n").encode("utf-8")
        try:
            fd = os.open(saved.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
            try:
                _append_whole(fd, data, saved)
            finally:
                os.close(fd)
        except OSError as error:
            self._failed(saved, error)
        except Exception as error:  # noqa: BLE001 - a save must never stop the game
            self._failed(saved, OSError(str(error)))
        else:
            saved.moves += 1

    def _failed(self, saved: SavedGame, error: OSError) -> None:
        """A write failed: a game held to its disk refuses the move (NotSaved), any other stops saving."""
        if saved.strict:
            raise NotSaved(error)
        self._fail(saved, error)

    def _fail(self, saved: SavedGame, error: OSError) -> None:
        saved.saving = False
        self.warning = WORDS.not_being_saved(_reason(error))
        if self.on_warning is not None:
            try:
                self.on_warning(self.warning)
            except Exception:  # noqa: BLE001 - the warning is also in self.warning
                pass

    def _make_private(self) -> None:
        """The data folder and its games folder, made (or, left by an older version, narrowed
        to) their owner's only: saved games hold their seeds. Raises OSError."""
        private_folder(self.root)
        private_folder(self.folder)

    def _lock_of(self, game_id: str) -> GameLock:
        return self._locks.setdefault(game_id, GameLock(self.folder, game_id))

    def _new_id(self) -> str:
        while True:
            game_id = f"{time.strftime(ID_TIME)}-{random_hex(2)}"
            if not (self.folder / f"{game_id}{SUFFIX}").exists():
                return game_id

    # ------------------------------------------------------------------ reading
    def list(self) -> list[SavedGameInfo]:
        """Every readable saved game, most recently played first.

        Files that cannot be read at all are moved aside (see :attr:`notices`); a damaged or
        cut-off file is listed as far as it reads, with ``notice`` set, and left as it is.
        """
        infos = []
        for path in self._files():
            try:
                stat = path.stat()
            except OSError:
                continue
            key = (stat.st_size, stat.st_mtime_ns)
            cached = self._infos.get(path)
            if cached is not None and cached[0] == key:
                infos.append(self._with_lock(cached[1]))
                continue
            found = _read(path)
            if found.match is None:
                if path.exists():
                    self.notices.append(self._move_aside(path, found.problem))
                continue
            info = _info(path.name[: -len(SUFFIX)], path, found)
            self._infos[path] = (key, info)
            infos.append(self._with_lock(info))
        infos.sort(key=lambda info: (info.modified, info.id), reverse=True)
        return infos

    def _with_lock(self, info: SavedGameInfo) -> SavedGameInfo:
        """``info`` saying whether another window or tab plays the game now (a finished game, or
        one this store plays, is never open elsewhere)."""
        mine = info.id in self._locks and self._locks[info.id].held
        elsewhere = not info.finished and not mine and held_elsewhere(self.folder, info.id)
        return info if elsewhere == info.open_elsewhere else structs.replace(info, open_elsewhere=elsewhere)

    def session(self, session: str) -> builtins.list[SavedGameInfo]:
        """The games of a session, oldest first (none for '': a game of its own)."""
        return session_games(self.list(), session)

    def unfinished(self) -> builtins.list[SavedGameInfo]:
        """The saved games still in play, most recently played first."""
        return [info for info in self.list() if not info.finished]

    def resolve(self, text: str) -> str:
        """The id of the one saved game whose id is ``text`` or starts with it; StoreError otherwise."""
        wanted = text.strip()
        ids = sorted(path.name[: -len(SUFFIX)] for path in self._files())
        if wanted in ids:
            return wanted
        matches = [game_id for game_id in ids if wanted and game_id.startswith(wanted)]
        if len(matches) == 1:
            return matches[0]
        if not matches:
            raise StoreError(WORDS.no_game_matches(repr(text), str(self.folder), bool(ids)))
        raise StoreError(WORDS.many_games_match(repr(text), len(matches), matches[:5], len(matches) > 5))

    def read(self, game_id: str) -> LoadResult:
        """Replay a saved game without changing its file or attaching to it (for history, export)."""
        path = self._path(game_id)
        found = _read(path)
        if found.match is None:
            return LoadResult(None, None, WORDS.game_unreadable(game_id, found.problem))
        saved = SavedGame(game_id, path, moves=len(found.match.journal.moves), saving=False)
        return LoadResult(found.match, saved, _partial_notice(game_id, found))

    def load(self, game_id: str) -> LoadResult:
        """Replay a saved game to play on: repairs the file as described above and attaches to it.

        The game is locked first (see :mod:`ceelo_tui.saves.game_lock`): a game open in another
        window is neither repaired nor played here.
        """
        path = self._path(game_id)
        try:
            self._make_private()  # a folder an older version left open to other accounts
        except OSError:
            pass  # not ours to change (or gone): reading and saving say what goes wrong
        lock = self._lock_of(game_id)  # a game this store already plays is loaded again
        if not lock.acquire():
            return LoadResult(None, None, WORDS.game_open_elsewhere(game_id), open_elsewhere=True)
        found = _read(path)
        if found.match is None:
            lock.release()
            if not path.exists():
                return LoadResult(None, None, WORDS.game_gone(game_id, found.problem))
            return LoadResult(None, None, self._move_aside(path, found.problem))
        match = found.match
        saved = SavedGame(game_id, path, moves=len(match.journal.moves), lock=lock)
        notice = _partial_notice(game_id, found)
        try:
            if found.bad_line is not None:
                kept = self._keep_copy(path)
                with open(kept, "rb") as original:
                    good = original.read(found.good_bytes)
                _write_new(path, good, replace=True)
                notice += WORDS.original_kept(kept.name)
            elif found.cut_tail:
                _truncate(path, found.good_bytes)
        except OSError as error:
            self._fail(saved, error)
            notice += f" {self.warning}"
        self.attach(match, saved)
        return LoadResult(match, saved, notice.strip())

    # ------------------------------------------------------------------ files
    def _files(self) -> builtins.list[Path]:
        try:
            return sorted(p for p in self.folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file())
        except OSError:
            return []

    def _path(self, game_id: str) -> Path:
        if not game_id or "/" in game_id or "\\" in game_id or game_id.startswith("."):
            raise StoreError(WORDS.not_a_game_id(repr(game_id)))
        return self.folder / f"{game_id}{SUFFIX}"

    def _keep_copy(self, path: Path) -> Path:
        """Rename ``path`` to a free ``<name>.corrupt-<time>`` and return the new path."""
        stamp = time.strftime(ID_TIME)
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        number = 1
        while target.exists():
            number += 1
            target = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
        os.replace(path, target)
        return target

    def _move_aside(self, path: Path, problem: str) -> str:
        """Move an unreadable file aside; the message names both files."""
        try:
            kept = self._keep_copy(path)
        except OSError as error:
            return WORDS.file_unmovable(str(path), problem, _reason(error))
        return WORDS.file_moved_aside(path.name, problem, str(kept))


# ---------------------------------------------------------------------- helpers
def _read(path: Path) -> _Read:
    """Read a journal file as far as its complete, valid lines go, and rebuild the game from
    them through the engine's one replay path (:func:`replay_longest`)."""
    try:
        data = path.read_bytes()
        modified = path.stat().st_mtime
    except OSError as error:
        return _Read(None, problem=_reason(error))
    found = _Read(None, total_bytes=len(data), modified=modified)
    complete, _, tail = data.rpartition(b"\n")
    found.cut_tail = bool(tail)
    lines = complete.split(b"\n") if complete else []
    if not lines:
        found.problem = WORDS.file_empty if not data else WORDS.first_line_incomplete
        return found
    try:
        setup = Setup.from_json(_json(lines[0]))
    except Exception as error:  # noqa: BLE001 - any damage in the setup makes the file unreadable
        found.problem = WORDS.not_a_setup(str(error))
        return found
    moves: list[Move] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            if not line.strip():
                raise ValueError(WORDS.empty_line)
            moves.append(Move.from_json(_json(line)))
        except Exception as error:  # noqa: BLE001 - the readable part ends at the first bad line
            found.bad_line = number
            found.problem = str(error) or type(error).__name__
            break
    from ..engine.match import replay_longest  # the setup screen lists saved games before any game is imported

    try:
        replayed = replay_longest(setup, moves)
    except Exception as error:  # noqa: BLE001 - a setup the engine refuses makes the file unreadable
        found.problem = WORDS.not_a_setup(str(error))
        found.bad_line = None
        return found
    if replayed.problem:
        found.bad_line = replayed.accepted + 2  # the setup is line 1, move 1 is line 2
        found.problem = str(replayed.problem)
    found.match = replayed.match
    found.good_bytes = sum(len(line) + 1 for line in lines[: replayed.accepted + 1])
    return found


def _json(line: bytes) -> dict[str, object]:
    data = json.loads(line.decode("utf-8"))
    if not isinstance(data, dict):
        raise ValueError(WORDS.not_a_json_object)
    return data


def _info(game_id: str, path: Path, found: _Read) -> SavedGameInfo:
    match = found.match
    assert match is not None
    state = match.state
    setup = match.journal.setup
    return SavedGameInfo(
        id=game_id,
        path=path,
        players=tuple(seat.name for seat in state.seats),
        round=state.round.number,
        rounds_played=state.rounds_played,
        balances=tuple(seat.coins for seat in state.seats),
        finished=state.is_over,
        modified=found.modified,
        created=_created(game_id, found.modified),
        rules=setup.rules,
        seed=setup.seed,
        moves=len(match.journal.moves),
        leaders=tuple(state.name(seat) for seat in state.leaders()),
        notice=_partial_notice(game_id, found),
        session=setup.session,
        start_coins=setup.coins,
        buy_ins=tuple(seat.bought_in for seat in state.seats),
    )


def _created(game_id: str, fallback: float) -> float:
    try:
        return datetime.strptime(game_id[:15], ID_TIME).timestamp()
    except ValueError:
        return fallback


def _partial_notice(game_id: str, found: _Read) -> str:
    moves = len(found.match.journal.moves) if found.match else 0
    upto = WORDS.recovered_up_to(moves)
    if found.bad_line is not None:
        return WORDS.damaged_at_line(game_id, found.bad_line, found.problem, upto)
    if found.cut_tail:
        return WORDS.last_move_cut_off(game_id, upto)
    return ""


def _reason(error: OSError) -> str:
    text = error.strerror or str(error) or type(error).__name__
    if error.filename:
        text += f" ({error.filename})"
    return text


def _append_whole(fd: int, data: bytes, saved: SavedGame) -> None:
    """Append ``data`` (whole lines) to the open file ``fd`` and fsync it; a write that fails is
    cut back off the file (OSError raised), so the file ends at a whole line either way."""
    if saved.torn_at is not None:  # an earlier failed write is still on the end: cut it off first
        os.ftruncate(fd, saved.torn_at)
        saved.torn_at = None
    end = os.fstat(fd).st_size
    try:
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        try:
            os.ftruncate(fd, end)
            os.fsync(fd)
        except OSError:
            saved.torn_at = end
        raise


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.EIO, WORDS.nothing_written)
        view = view[written:]


def private_folder(folder: Path) -> None:
    """Make ``folder`` its owner's only (raises OSError when it cannot be made).

    A folder that is missing is created with mode 0o700, as are the missing folders above it
    (never made more open and then narrowed: no moment when another account may enter), and
    the folder holding each is fsynced so the new name survives a crash. An existing folder
    (one an older version made 0o755) loses its group and other bits; the folders above an
    existing one are left as they are, and so is a folder another account owns."""
    missing: list[Path] = []
    probe = folder
    while not probe.is_dir():
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for made in reversed(missing):
        try:
            os.mkdir(made, FOLDER_MODE)
        except FileExistsError:
            if not made.is_dir():  # a file where a folder goes: say so, as the system would below it
                raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(made)) from None
        else:
            _sync_folder(made.parent)
    mode = stat.S_IMODE(folder.stat().st_mode)
    if mode & ~FOLDER_MODE:
        try:
            os.chmod(folder, mode & FOLDER_MODE)
        except PermissionError:
            pass  # a folder another account owns (shared on purpose): not ours to narrow


def _write_new(path: Path, data: bytes, replace: bool = False, mode: int = FILE_MODE) -> None:
    """Write ``data`` to a hidden temporary file, fsync it, and rename it to ``path``."""
    temp = path.with_name(f".{path.name}.{random_hex(3)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(temp, flags, mode)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        if not replace and path.exists():
            raise FileExistsError(errno.EEXIST, WORDS.name_taken, str(path))
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)
    _sync_folder(path.parent.parent)  # the folder's own name, in case it was made just now


def write_whole(path: Path, data: bytes, mode: int = FILE_MODE) -> None:
    """Replace ``path`` with ``data`` the way a game file is first written: never half-written
    (raises OSError when the folder cannot be written), its owner's only (:data:`FILE_MODE`,
    given to ``os.open`` as the file is created)."""
    _write_new(path, data, replace=True, mode=mode)


def _truncate(path: Path, size: int) -> None:
    """Cut a file back to ``size`` bytes (the end of its last complete line) and sync it."""
    fd = os.open(path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_folder(folder: Path) -> None:
    """Make a new file's name durable too (where the platform allows fsync on a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
