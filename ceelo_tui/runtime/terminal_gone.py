"""A game whose terminal has gone away ends, instead of living on without anyone to play it.

When the terminal a game runs in disappears without a hangup signal (an SSH connection that
dies quietly, a terminal emulator killed, a pseudo-terminal closed by the program that made
it, or the server of a browser tab killed with ``kill -9``), the game's standard input reaches
its end. Textual's input thread then reads nothing, over and over, at 100 % of a core
(upstream: https://github.com/Textualize/textual/pull/6690, open for Textual 8.2.8), and the
process lives on holding its saved game's lock, so ``--resume`` would refuse the game as "open
in another window".

:class:`TerminalWatch` waits on standard input for a hang-up (``poll`` with no interest in the
input itself, so it takes no key from Textual's own reader) and then ends the app the ordinary
way: every move is already on disk, and ending releases the game's lock. It runs in the program
itself (any driver but the headless one of tests), in a daemon thread that sleeps in ``poll``.
"""

from __future__ import annotations

import os
import select
import sys
import threading
from typing import Any, Protocol

HANGUP = getattr(select, "POLLHUP", 0) | getattr(select, "POLLERR", 0) | getattr(select, "POLLNVAL", 0)
"""The events that say standard input has no one at the other end any more."""


class Endable(Protocol):
    """What the watch needs of the app: to be told, from its thread, to end."""

    def call_from_thread(self, callback: Any, *args: Any, **kwargs: Any) -> Any: ...

    def exit(self, *args: Any, **kwargs: Any) -> None: ...


class TerminalWatch:
    """Ends ``app`` once its standard input hangs up (see the module's notes)."""

    def __init__(self, app: Endable, fd: int | None = None, every: float = 0.5) -> None:
        self.app = app
        self.fd = sys.__stdin__.fileno() if fd is None and sys.__stdin__ is not None else fd
        self.every = every
        """Seconds between looks at whether the app itself has stopped the watch."""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> bool:
        """Watch in the background; False where it cannot (no ``poll``, no standard input)."""
        if self.fd is None or not hasattr(select, "poll") or self._thread is not None:
            return False
        try:
            os.fstat(self.fd)
        except OSError:
            return False
        self._thread = threading.Thread(target=self._watch, name="terminal-watch", daemon=True)
        self._thread.start()
        return True

    def stop(self) -> None:
        """The app is ending by itself: stop watching."""
        self._stop.set()

    def _watch(self) -> None:
        assert self.fd is not None  # (start() watches only a standard input there is)
        poller = select.poll()
        poller.register(self.fd, HANGUP)  # (POLLHUP and POLLERR are reported whatever is asked)
        while not self._stop.is_set():
            try:
                events = poller.poll(int(self.every * 1000))
            except OSError:
                return
            if any(mask & HANGUP for _fd, mask in events):
                if not self._stop.is_set():
                    try:
                        self.app.call_from_thread(self.app.exit)
                    except RuntimeError:  # the app ended meanwhile
                        pass
                return
