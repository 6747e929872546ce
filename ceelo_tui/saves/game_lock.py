"""One window per saved game: a lock held for as long as a game is being played.

Two copies of ceelo-tui playing the same saved game would both append moves to its file and
the journal would no longer replay. So each game being played holds an advisory lock
(``flock``) on a small file beside it, ``.<id>.lock``; a second window that tries to
continue that game is told it is open elsewhere. The operating system drops the lock when
the process ends, however it ends (even ``kill -9``), so a crash never leaves a game locked.

Where locks cannot be taken (no ``fcntl``, as on Windows, or a folder that cannot be
written) every lock is granted: saving then reports its own problems, and play goes on.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

if sys.platform != "win32":
    import fcntl


def lock_path(folder: Path, game_id: str) -> Path:
    """The lock file of a game."""
    return folder / f".{game_id}.lock"


class GameLock:
    """The lock on one saved game, held by this process from :meth:`acquire` to :meth:`release`."""

    def __init__(self, folder: Path, game_id: str) -> None:
        self.path = lock_path(folder, game_id)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock; False if another process holds it (then nothing is held)."""
        if self._fd is not None or fcntl is None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)  # as every file in the data folder
        except OSError:
            return True  # an unwritable folder: saving will say so itself
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def __del__(self) -> None:
        """A lock nobody can reach any more is let go (the game is no longer being played)."""
        self.release()

    def release(self) -> None:
        """Let the game go (another window may then continue it)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


def held_elsewhere(folder: Path, game_id: str) -> bool:
    """True when another process plays that game now (holds its lock); False where locks
    cannot be taken. Asked without keeping anything: a shared lock tried and let go at once."""
    if fcntl is None:
        return False
    try:
        fd = os.open(lock_path(folder, game_id), os.O_RDONLY)
    except OSError:
        return False  # no lock file: nobody has played it since it was made here
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)
