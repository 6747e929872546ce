"""Terminal screens for the tests, as players have them: ``ceelo-tui`` commands in windows of a
tmux server of the test's own (its own socket: nothing of any other tmux is seen or touched).

Each window runs one command, the process itself (``exec``), at a size of the test's choosing;
a window stays after its process ends (``remain-on-exit``), so what the process wrote last can
still be read. The screen is read as its player sees it (``capture-pane``), keys are typed as
a player types them (``send-keys``). Every wait is bounded: a test that hangs fails instead.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from table_net_driver import ROOT, WAIT


class Tmux:
    """A tmux server of this test's own, whose windows are the test's terminals."""

    def __init__(self) -> None:
        self.socket = f"ceelo-test-{uuid.uuid4().hex[:12]}"
        self.started = False

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, timeout=WAIT,
                              check=False)
        if done.returncode != 0:
            raise AssertionError(f"tmux {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def open(self, window: str, args: list[str], data: Path, size: tuple[int, int] = (80, 24),
             **env: str) -> None:
        """``python -m ceelo_tui ARGS`` in a new window named ``window`` of ``size`` (columns, rows),
        saving in ``data``, with ``env`` added to its environment."""
        columns, rows = size
        environment = {"CEELO_TUI_DATA": str(data), "TERM": "xterm-256color", "TEXTUAL_ANIMATIONS": "none",
                       "COLUMNS": str(columns), "LINES": str(rows), **env}  # not the test's own (Textual reads them)
        command = " ".join(["cd", shlex.quote(str(ROOT)), "&&", "exec", "env",
                            *(shlex.quote(f"{name}={value}") for name, value in environment.items()),
                            shlex.quote(sys.executable), "-m", "ceelo_tui", *map(shlex.quote, args)])
        if not self.started:
            self._tmux("-f", os.devnull, "new-session", "-d", "-s", "night", "-n", window, "-x", str(columns),
                       "-y", str(rows), "cat")
            self._tmux("set-option", "-g", "remain-on-exit", "on")
            self.started = True
        else:
            self._tmux("new-window", "-d", "-t", "night", "-n", window, "cat")
        # The window gets a size of its own (a "manual" size for all windows ends tmux 3.3a when
        # one is added) before its command starts, which then sees that size from the start.
        self._tmux("resize-window", "-t", f"night:{window}", "-x", str(columns), "-y", str(rows))
        self._tmux("respawn-pane", "-k", "-t", f"night:{window}", command)

    def screen(self, window: str) -> str:
        """What ``window`` shows now, one line a row."""
        return self._tmux("capture-pane", "-p", "-t", f"night:{window}")

    def pid(self, window: str) -> int:
        """The process running in ``window``."""
        return int(self._tmux("display-message", "-p", "-t", f"night:{window}", "#{pane_pid}").strip())

    def keys(self, window: str, *keys: str) -> None:
        """Keys as tmux names them ("Enter", "Space", "C-q")."""
        self._tmux("send-keys", "-t", f"night:{window}", *keys)

    def type(self, window: str, text: str) -> None:
        """``text`` typed as it is, character by character (no key names)."""
        self._tmux("send-keys", "-t", f"night:{window}", "-l", text)

    def wait_for(self, window: str, words: str, timeout: float = WAIT) -> str:
        """The screen of ``window`` once it shows ``words`` (AssertionError, with the screen, after ``timeout``)."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen(window)
            if words in shown:
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"{words!r} not on {window}'s screen after {timeout:g}s; it shows:\n{shown}")
            time.sleep(0.1)

    def kill(self) -> None:
        """End the tmux server and every process in its windows (SIGHUP, as a closed terminal),
        and remove its socket (tmux leaves it behind)."""
        if self.started:
            socket = subprocess.run(["tmux", "-L", self.socket, "display-message", "-p", "#{socket_path}"],
                                    capture_output=True, text=True, timeout=WAIT, check=False).stdout.strip()
            subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=WAIT, check=False)
            if socket:
                Path(socket).unlink(missing_ok=True)
            self.started = False


@contextmanager
def tmux() -> Iterator[Tmux]:
    """A tmux server of its own for the block; killed, with every window's process, at the end."""
    terminals = Tmux()
    try:
        yield terminals
    finally:
        terminals.kill()
