"""A program run in a pseudo-terminal, as a person would run it: the benchmarks' shared helper.

:class:`TerminalRun` starts a command in a new pty of a given size, reads what it draws
(keeping the pipe drained so the program never blocks on output), types keys into it, and
reads its CPU time (``/proc/PID/stat``) and, just before it is asked to quit, its peak
memory (``VmHWM`` in ``/proc/PID/status``). Linux only; nothing here needs psutil.

Why not ``ru_maxrss``: Linux carries a process's peak over ``exec``, so a child forked from a
large parent (this benchmark, with Textual imported) reports at least the parent's size, and
two very different programs come out the same. ``VmHWM`` belongs to the program's own memory
map, which ``exec`` starts afresh.

:data:`BARE_APP` is the comparison program: a bare Textual app showing one label.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE_MARKER = b"A bare Textual app"
BARE_APP = (
    "from textual.app import App\n"
    "from textual.widgets import Label\n"
    "class Bare(App):\n"
    "    def compose(self):\n"
    "        yield Label('A bare Textual app: one label')\n"
    "Bare().run()\n"
)
"""A bare Textual app that shows one label (run with ``python -c``)."""

STOCK_MARKER = b"Ready: stock form"
STOCK_FORM = (
    "from textual.app import App\n"
    "from textual.containers import Horizontal, Vertical\n"
    "from textual.widgets import Button, Footer, Input, Label, Select, Static, Tab, Tabs\n"
    "class Form(App):\n"
    "    BINDINGS = [(k, 'bell', d) for k, d in (('ctrl+n', 'Add'), ('ctrl+r', 'Remove'),\n"
    "                ('ctrl+t', 'Computer'), ('ctrl+s', 'Start'), ('f2', 'Rules'), ('f1', 'Help'))]\n"
    "    def compose(self):\n"
    "        yield Static('A new table')\n"
    "        yield Tabs(Tab('Players'), Tab('House rules'))\n"
    "        with Horizontal():\n"
    "            with Vertical():\n"
    "                for n in (1, 2):\n"
    "                    with Horizontal():\n"
    "                        yield Label(str(n))\n"
    "                        yield Input(f'Player {n}', compact=True)\n"
    "                        yield Button('person', compact=True)\n"
    "                        yield Button('x', compact=True)\n"
    "                yield Button('+ Add player', compact=True)\n"
    "            with Vertical():\n"
    "                yield Label('Starting coins')\n"
    "                yield Input('10', compact=True)\n"
    "                yield Label('First banker')\n"
    "                yield Select([('Random', -1)], value=-1, allow_blank=False, compact=True)\n"
    "                yield Button('Start', variant='primary')\n"
    "                yield Static('Ready: stock form')\n"
    "        yield Footer()\n"
    "Form().run()\n"
)
"""The setup screen's kind of form built of Textual's stock widgets alone, with no game behind
it: name fields, buttons, a drop-down, tabs and the key bar (run with ``python -c``). It shows
what such a screen costs in Textual before the game adds anything."""

APP_READY = b"Ready: press ctrl+s"
"""What the setup screen says once every field is checked and Start is available."""

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def peak_kib(pid: int | str = "self") -> int:
    """Peak resident memory (KiB) of a running process, ``self`` by default: its ``VmHWM``."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmHWM for process {pid}")


def python_command(*args: str) -> list[str]:
    """This interpreter, run from the repository root."""
    return [sys.executable, *args]


class TerminalRun:
    """One run of ``argv`` in a fresh pty of ``size`` (columns, rows)."""

    def __init__(self, argv: list[str], size: tuple[int, int] = (80, 24), env: dict[str, str] | None = None) -> None:
        self.argv = argv
        self.output = bytearray()
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the program
            try:
                os.chdir(ROOT)
                os.execvpe(argv[0], argv, {**os.environ, "TERM": "xterm-256color", **(env or {})})
            finally:
                os._exit(127)
        self.pid = pid
        self.fd = fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.rusage: object | None = None
        self.status: int | None = None

    # ------------------------------------------------------------------ output
    def pump(self, seconds: float) -> None:
        """Read whatever the program draws for ``seconds``."""
        end = time.perf_counter() + seconds
        while True:
            left = end - time.perf_counter()
            if left <= 0:
                return
            self._read(left)

    def wait_for(self, marker: bytes, timeout: float = 30.0) -> float:
        """Read until ``marker`` has been drawn; the seconds since start. TimeoutError if never."""
        end = time.perf_counter() + timeout
        searched = 0
        while marker not in self.output[max(0, searched - len(marker)):]:
            searched = len(self.output)
            left = end - time.perf_counter()
            if left <= 0 or not self._read(left):
                raise TimeoutError(f"{self.argv!r} never drew {marker!r}")
        return time.perf_counter() - self.started

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        self.output += data
        return True

    # ------------------------------------------------------------------ input
    def type(self, keys: bytes, settle: float = 0.15) -> None:
        """Type ``keys`` one at a time, reading the screen a little after each."""
        for key in keys:
            os.write(self.fd, bytes([key]))
            self.pump(settle)

    # ------------------------------------------------------------------ the process
    @staticmethod
    def clock_ticks() -> int:
        """Clock ticks a second: the resolution of :meth:`cpu_seconds`."""
        return CLOCK_TICKS

    def cpu_seconds(self) -> float:
        """User + system CPU time of the program so far."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS

    def finish(self, keys: bytes = b"\x11", timeout: float = 10.0) -> int:
        """Quit with ``keys`` (ctrl+q) and wait for the end; the peak memory (KiB) it reached
        before it was asked to quit."""
        try:
            peak = peak_kib(self.pid)
        except (OSError, RuntimeError):  # already gone
            peak = 0
        try:
            os.write(self.fd, keys)
        except OSError:
            pass
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            pid, status, rusage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                self.status, self.rusage = status, rusage
                break
            self._read(0.05)
        else:
            os.kill(self.pid, signal.SIGKILL)
            _, self.status, self.rusage = os.wait4(self.pid, 0)
        os.close(self.fd)
        return peak
