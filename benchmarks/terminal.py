"""A program run in a pseudo-terminal, as a person would run it: the benchmarks' shared helper.

:class:`TerminalRun` starts a command in a new pty of a given size, reads what it draws
(keeping the pipe drained so the program never blocks on output), types keys into it, and
reads its CPU time (``/proc/PID/stat``) and, just before it is asked to quit, its peak
memory (``VmHWM`` in ``/proc/PID/status``). Linux only; nothing here needs psutil.

:class:`ScreenText` turns what the program drew into the lines a person sees (enough of a
terminal for Textual's output: cursor moves, erases and text; colours are dropped), so a
benchmark can decide its next key from the screen. :meth:`TerminalRun.timed_key` times one
key until the screen has stopped drawing.

Why not ``ru_maxrss``: Linux carries a process's peak over ``exec``, so a child forked from a
large parent (this benchmark, with Textual imported) reports at least the parent's size, and
two very different programs come out the same. ``VmHWM`` belongs to the program's own memory
map, which ``exec`` starts afresh.

:data:`BARE_APP` is the comparison program: a bare Textual app showing one label.
"""

from __future__ import annotations

import codecs
import contextlib
import fcntl
import os
import pty
import re
import select
import signal
import socket
import struct
import subprocess
import sys
import termios
import time
import unicodedata
from collections.abc import Iterator
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

_ESCAPE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"           # CSI: cursor moves, erases, colours, modes
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC: titles, clipboard
    r"|\x1b[PX^_][^\x1b]*\x1b\\"          # DCS and other strings
    r"|\x1b[^\[\]PX^_]"                  # two-byte escapes
)


class ScreenText:
    """The text on a terminal of ``columns`` x ``rows`` after a program's output.

    Feed it the bytes a program drew (:meth:`feed`, in any pieces); :meth:`lines` gives the
    rows as a person reads them. Only what Textual uses is followed: cursor positioning and
    moves, erasing the screen or a line, CR/LF/BS, and wide characters (two cells). Anything
    else (colours, modes, titles) is skipped. It is for finding words on the screen, not for
    checking how the screen looks.
    """

    def __init__(self, columns: int = 80, rows: int = 24) -> None:
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.x = self.y = 0
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending = ""

    def feed(self, data: bytes | bytearray) -> None:
        """Follow ``data`` (an escape cut in two is kept until the rest arrives)."""
        text = self._pending + self._decoder.decode(bytes(data))
        self._pending = ""
        at = 0
        while at < len(text):
            escape = text.find("\x1b", at)
            self._write(text[at:] if escape < 0 else text[at:escape])
            if escape < 0:
                break
            match = _ESCAPE.match(text, escape)
            if match is None:
                if len(text) - escape < 4096:  # not all here yet
                    self._pending = text[escape:]
                    break
                at = escape + 1  # not an escape we know: drop the ESC
                continue
            self._escape(match.group())
            at = match.end()

    def lines(self) -> list[str]:
        """Each row's text, trailing spaces removed."""
        return ["".join(row).rstrip() for row in self.cells]

    def text(self) -> str:
        """The whole screen, one row a line."""
        return "\n".join(self.lines())

    def _write(self, text: str) -> None:
        for char in text:
            if char == "\r":
                self.x = 0
            elif char == "\n":
                self.y = min(self.rows - 1, self.y + 1)
            elif char == "\b":
                self.x = max(0, self.x - 1)
            elif char < " " or unicodedata.combining(char):
                continue
            else:
                wide = unicodedata.east_asian_width(char) in "WF"
                if self.x < self.columns and 0 <= self.y < self.rows:
                    self.cells[self.y][self.x] = char
                    if wide and self.x + 1 < self.columns:
                        self.cells[self.y][self.x + 1] = ""
                self.x += 2 if wide else 1

    def _escape(self, sequence: str) -> None:
        if not sequence.startswith("\x1b[") or sequence[2:3] in "?<=>":
            return  # modes, colours' cousins, titles: nothing to see
        final, params = sequence[-1], sequence[2:-1]
        numbers = [int(n) if n.isdigit() else 0 for n in params.split(";")] if params else []

        def number(index: int, default: int) -> int:
            return numbers[index] if len(numbers) > index and numbers[index] else default

        if final in "Hf":
            self.y = min(self.rows - 1, number(0, 1) - 1)
            self.x = min(self.columns - 1, number(1, 1) - 1)
        elif final == "A":
            self.y = max(0, self.y - number(0, 1))
        elif final == "B":
            self.y = min(self.rows - 1, self.y + number(0, 1))
        elif final == "C":
            self.x = min(self.columns - 1, self.x + number(0, 1))
        elif final == "D":
            self.x = max(0, self.x - number(0, 1))
        elif final == "G":
            self.x = min(self.columns - 1, number(0, 1) - 1)
        elif final == "d":
            self.y = min(self.rows - 1, number(0, 1) - 1)
        elif final == "J":
            mode = number(0, 0)
            rows = range(self.rows) if mode in (2, 3) else (
                range(self.y + 1, self.rows) if mode == 0 else range(0, self.y))
            for row in rows:
                self.cells[row] = [" "] * self.columns
            if mode in (0, 1):
                self._erase_line(0 if mode == 0 else 1)
        elif final == "K":
            self._erase_line(number(0, 0))

    def _erase_line(self, mode: int) -> None:
        if not 0 <= self.y < self.rows:
            return
        row = self.cells[self.y]
        start, end = {0: (self.x, self.columns), 1: (0, self.x + 1)}.get(mode, (0, self.columns))
        for column in range(max(0, start), min(self.columns, end)):
            row[column] = " "


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
        self.last_output = self.started
        """When the program last drew anything (``perf_counter``)."""
        self._screen = ScreenText(*size)
        self._shown = 0
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
        self.last_output = time.perf_counter()
        self.output += data
        return True

    def screen(self) -> ScreenText:
        """The screen as drawn so far (brought up to date only when asked, so reading it never
        competes with a timed key for the processor)."""
        if self._shown < len(self.output):
            self._screen.feed(self.output[self._shown:])
            self._shown = len(self.output)
        return self._screen

    def settle(self, quiet: float, timeout: float = 10.0) -> bool:
        """Read until the program has drawn nothing for ``quiet`` seconds; False if it was
        still drawing after ``timeout``."""
        end = time.perf_counter() + timeout
        while True:
            now = time.perf_counter()
            if now - self.last_output >= quiet:
                ready, _, _ = select.select([self.fd], [], [], 0)
                if not ready:
                    return True
            if now >= end:
                return False
            if not self._read(max(0.0, min(end, self.last_output + quiet) - now)):
                return True  # the program has ended: nothing more will be drawn

    # ------------------------------------------------------------------ input
    def type(self, keys: bytes, settle: float = 0.15) -> None:
        """Type ``keys`` one at a time, reading the screen a little after each."""
        for key in keys:
            os.write(self.fd, bytes([key]))
            self.pump(settle)

    def timed_key(self, key: bytes, quiet: float, first_timeout: float = 5.0, timeout: float = 10.0) -> float | None:
        """Seconds from writing ``key`` until the last byte the program drew in answer, once
        it has then drawn nothing for ``quiet`` seconds; None if it drew nothing at all within
        ``first_timeout``.

        It waits for the screen to be still (``quiet``) before writing. The quiet wait after
        the last byte is how the end is known, not part of the figure: the figure stops at the
        arrival of the last byte. A program still drawing after ``timeout`` gives ``timeout``.
        """
        self.settle(quiet)
        start = time.perf_counter()
        os.write(self.fd, key)
        seen = len(self.output)
        while len(self.output) == seen:
            left = start + first_timeout - time.perf_counter()
            if left <= 0:
                return None
            if not self._read(left):
                raise RuntimeError(f"{self.argv!r} ended")
        if not self.settle(quiet, timeout - (time.perf_counter() - start)):
            return timeout
        return self.last_output - start

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


@contextlib.contextmanager
def hosted_table(env: dict[str, str], printed: str) -> Iterator[str]:
    """``ceelo-tui host`` on this machine for a table of two (10 coins, seed 3), printing plainly,
    with ``env`` added to the environment; yields the first match of the pattern ``printed`` in
    what it prints (its first group, if it has one): one of its addresses. The table closes as
    the block ends."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    argv = python_command("-m", "ceelo_tui", "host", "--players", "Ann,Bo", "--coins", "10", "--seed", "3",
                          "--host", "127.0.0.1", "--port", str(port), "--plain")
    host = subprocess.Popen(argv, cwd=ROOT, env={**os.environ, **env, "PYTHONUNBUFFERED": "1"},
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert host.stdout is not None
        for line in host.stdout:
            found = re.search(printed, line)
            if found:
                yield found.group(1) if found.re.groups else found.group(0)
                return
        raise RuntimeError(f"ceelo-tui host printed no {printed!r} (exit {host.poll()})")
    finally:
        host.terminate()
        host.wait(timeout=15)
