"""``ceelo-tui host`` in a terminal (a pseudo-terminal here): the host's view by default, whose
ctrl+c asks before it closes the table; ``--plain`` prints the lines instead and one ctrl+c
(SIGINT) closes the table."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from table_net_driver import ROOT, WAIT

from browser_driver import free_port


class Terminal:
    """``ceelo-tui host ARGS`` on a pseudo-terminal of 120 x 40, and everything it wrote."""

    def __init__(self, args: list[str], data: Path) -> None:
        self.main, other = pty.openpty()
        os.set_blocking(self.main, False)
        fcntl.ioctl(other, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = dict(os.environ, CEELO_TUI_DATA=str(data), TERM="xterm-256color", COLUMNS="120", LINES="40")
        self.process = subprocess.Popen([sys.executable, "-m", "ceelo_tui", "host", *args], cwd=ROOT, env=env,
                                        stdin=other, stdout=other, stderr=other, start_new_session=True)
        os.close(other)
        self.written = ""

    def until(self, text: str, timeout: float = WAIT) -> None:
        """Read until ``text`` was written (AssertionError after ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while text not in self.written:
            if time.monotonic() > deadline:
                raise AssertionError(f"{text!r} never came; the last written: {self.written[-400:]!r}")
            ready, _, _ = select.select([self.main], [], [], 0.1)
            if ready:
                try:
                    self.written += os.read(self.main, 65536).decode("utf-8", "replace")
                except OSError:  # the process ended and its terminal with it
                    time.sleep(0.05)

    def type(self, keys: str) -> None:
        """Type ``keys`` at the terminal."""
        os.write(self.main, keys.encode())

    def close(self) -> int:
        try:
            return self.process.wait(WAIT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            os.close(self.main)


@pytest.mark.slow
def test_the_host_s_view_runs_in_a_terminal_and_ctrl_c_asks_first(tmp_path: Path) -> None:
    terminal = Terminal(["--players", "Ann,Bo", "--port", str(free_port()), "--web-port", "off"], tmp_path)
    try:
        terminal.until("Close table")  # the view's keys
        terminal.until("Seats")
        terminal.type("\x03")  # ctrl+c, as a key
        terminal.until("Close the table?")
        terminal.type("y")
        terminal.until("ceelo-tui host --resume opens it again.")
    finally:
        assert terminal.close() == 0


@pytest.mark.slow
def test_plain_prints_the_lines_and_one_ctrl_c_closes_the_table(tmp_path: Path) -> None:
    terminal = Terminal(["--plain", "--players", "Ann,Bo", "--port", str(free_port()), "--web-port", "off"], tmp_path)
    try:
        terminal.until("Press ctrl+c to close the table.")
        assert "The table is open at ws://" in terminal.written and "Close table" not in terminal.written
        terminal.process.send_signal(signal.SIGINT)
        terminal.until("ceelo-tui host --resume opens it again.")
    finally:
        assert terminal.close() == 0
