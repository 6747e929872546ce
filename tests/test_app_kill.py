"""The real app under a pseudo-terminal, killed with SIGKILL at random points, then resumed.

``python -m ceelo_tui --players Ann,Bo,Cy ...`` runs in a pty at 80x24 (with animations on for
the launch that is killed while dice tumble, off for the others, to keep the test short). The
test plays it by sending keys, deciding each move from the game saved on disk with the kill
tests' driver (:func:`saving_driver.choose`). The reference is an uninterrupted engine run of
the same decisions with the same seed, drawing its own dice. It kills the app at a random moment, at a random
move, and while dice are tumbling; after each kill the saved game must equal the reference
up to its last move (at most the move in flight is lost, never a coin), and relaunching with
``--resume`` must go on with the same dice.
"""

from __future__ import annotations

import fcntl
import os
import pty
import random
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path

import pytest

from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.store import GameStore

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import COINS, NAMES, RULES, choose, start  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SEED = 2024
KEY_WAIT = 0.6
"""Seconds to wait for a move to reach the disk before sending its keys again (a key that
lands tumbling dice does nothing else)."""

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")]


class Terminal:
    """The app running in a pseudo-terminal of 80x24, its output drained in a thread."""

    def __init__(self, folder: Path, *args: str) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, CEELO_TUI_DATA=str(folder), TERM="xterm-256color",
                   PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env.pop("TEXTUAL_ANIMATIONS", None)
        self.process = subprocess.Popen([sys.executable, "-m", "ceelo_tui", *args], stdin=slave, stdout=slave,
                                        stderr=slave, cwd=ROOT, env=env, start_new_session=True)
        os.close(slave)
        self.master = master
        self.output = bytearray()
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            self.output.extend(data)

    def wait_for(self, text: bytes, timeout: float = 20.0) -> None:
        """Wait until ``text`` has been drawn."""
        deadline = time.monotonic() + timeout
        while text not in self.output:
            assert self.process.poll() is None, bytes(self.output[-2000:])
            assert time.monotonic() < deadline, f"{text!r} never appeared"
            time.sleep(0.02)

    def send(self, keys: str) -> None:
        """Type ``keys``; a tab in ``keys`` is a pause, not a key.

        (A key bound to an action, such as Backspace, is acted on after the plain characters
        that arrive with it, so the keys that clear the amount field are sent apart from the
        digits that follow.)
        """
        for part in keys.split("\t"):
            os.write(self.master, part.encode())
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: no chance to tidy up."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self._reader.join(timeout=5)
        os.close(self.master)
        assert b"Traceback" not in self.output


def keys_for(move: Move) -> str:
    """The keys a player presses for ``move``."""
    if move.kind in ("stake", "fade"):
        return "\x7f\x7f\x7f\t" + str(move.amount) + "\r"  # clear the field, then type and Enter
    return {"pass_bank": "p\r", "pass": "p\r", "roll": " ", "next_round": "\r", "undo": "\x1a"}[move.kind]


def on_disk(path: Path) -> int:
    """Moves completely written to the game's file."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return -1
    return max(0, data[: data.rfind(b"\n") + 1].count(b"\n") - 1)


def saved_match(path: Path) -> Match:
    """The game as its complete lines replay it."""
    data = path.read_bytes()
    lines = data[: data.rfind(b"\n") + 1].decode("utf-8").splitlines()
    return replay(Journal.from_lines(lines))


def play_until(term: Terminal, path: Path, target: int, stop_mid_roll: bool = False) -> int:
    """Send the keys of each move until ``target`` moves are on disk; returns the moves seen.

    With ``stop_mid_roll`` it returns as soon as a roll reaches the disk at or past ``target``,
    while its dice are still tumbling on screen.
    """
    done = on_disk(path)
    deadline = time.monotonic() + 60
    while done < target or stop_mid_roll:
        assert time.monotonic() < deadline, "the game stopped moving"
        move = choose(saved_match(path).state)
        term.send(keys_for(move))
        waited = time.monotonic() + KEY_WAIT
        while on_disk(path) <= done and time.monotonic() < waited:
            assert term.process.poll() is None, bytes(term.output[-2000:])
            time.sleep(0.01)
        now = on_disk(path)
        if now > done and not stop_mid_roll:
            time.sleep(0.05)  # let the screen follow (a key typed as screens switch can be lost)
        if now > done and stop_mid_roll and move.kind == "roll" and now >= target:
            return now
        done = now
    return done


def uninterrupted(moves: list[Move]) -> Match:
    """The same decisions played in one go on the engine, every die drawn from its own seeded dice."""
    match = start(SEED)
    for move in moves:
        match.play(Move("roll") if move.kind == "roll" else move)
    return match


def check_against_reference(folder: Path, game_id: str, seen: int) -> int:
    """The saved game, loaded as the app would, equals an uninterrupted run of the same decisions:
    the same dice, the same coins. Returns its number of moves."""
    result = GameStore(folder).load(game_id)
    assert result.match is not None and result.saved is not None, result.notice
    result.saved.release()  # checked, not played: the next window may continue it
    moves = list(result.match.journal.moves)
    assert seen <= len(moves) <= seen + 1, (seen, len(moves))  # at most the move in flight is lost
    expected = uninterrupted(moves)
    assert expected.journal.moves == moves  # every roll's dice are the ones the seed gives
    assert result.match.state == expected.state
    assert [seat.coins for seat in result.match.state.seats] == [seat.coins for seat in expected.state.seats]
    assert result.match.state.total_coins == COINS * len(NAMES)
    return len(moves)


def test_killed_app_resumes_with_the_same_coins_and_dice(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    chooser = random.Random(SEED)
    options = ["--players", ",".join(NAMES), "--coins", str(COINS), "--seed", str(SEED),
               "--rule", f"end={RULES.end}"]
    term = Terminal(folder, *options, "--no-animation")
    term.wait_for(b"Round 1")
    games = folder / "games"
    [path] = list(games.glob("*.jsonl"))
    game_id = path.name[: -len(".jsonl")]
    assert on_disk(path) == 0

    # 1: at a random moment while moves are being made
    seen = play_until(term, path, chooser.randint(6, 14))
    term.send(keys_for(choose(saved_match(path).state)))
    time.sleep(chooser.uniform(0.0, 0.15))
    term.kill()
    done = check_against_reference(folder, game_id, seen)

    # 2: relaunched with --resume, killed while the dice of a roll tumble
    term = Terminal(folder, "--resume")
    term.wait_for(b"Round")
    assert on_disk(path) == done
    seen = play_until(term, path, done + chooser.randint(4, 10), stop_mid_roll=True)
    term.kill()
    done = check_against_reference(folder, game_id, seen)

    # 3: resumed again, killed right after a move reached the disk
    term = Terminal(folder, "--resume", "--no-animation")
    term.wait_for(b"Round")
    seen = play_until(term, path, done + chooser.randint(3, 8))
    term.kill()
    done = check_against_reference(folder, game_id, seen)

    # 4: the dice go on as they would have
    term = Terminal(folder, "--resume", "--no-animation")
    term.wait_for(b"Round")
    seen = play_until(term, path, done + 6)
    term.kill()
    done = check_against_reference(folder, game_id, seen)
    assert done >= 20
    assert len(list(games.glob("*.jsonl"))) == 1
    assert "undo" in [move.kind for move in saved_match(path).journal.moves]  # ctrl+z saved and resumed too
