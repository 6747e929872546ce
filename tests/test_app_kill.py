"""The real app under a pseudo-terminal, killed with SIGKILL at random points, then resumed.

``python -m ceelo_tui --players Ann,Bo,Cy ...`` runs in a pty at 80x24 (with animations on for
the launch that is killed while dice tumble, off for the others, to keep the test short). The
test plays it by sending keys, deciding each move from the game saved on disk with the kill
tests' driver (:func:`saving_driver.choose`). The reference is an uninterrupted engine run of
the same decisions with the same seed, drawing its own dice. It kills the app at a random moment, at a random
move, and while dice are tumbling; after each kill the saved game must equal the reference
up to its last move (at most the move in flight is lost, never a coin), and relaunching with
``--resume`` must go on with the same dice. It runs for the classic game, for winner take all
with ``order=roll`` (a roll-off every round) and for a game whose first banker is chosen by
red pips (a roll-off before the first round): the journal holds those rolls, and a resumed game
must replay them as they were, not roll them again.
"""

from __future__ import annotations

import fcntl
import os
import pty
import random
import select
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from ceelo_tui.engine.game import FIRST_BY_RED_PIPS
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.saves.store import GameStore

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import COINS, NAMES, RULES, choose  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SEED = 2024
KEY_WAIT = 0.6
"""Seconds to wait for a move to reach the disk before sending its keys again (a key that
lands tumbling dice does nothing else)."""



@dataclass(frozen=True)
class Variant:
    """A kind of game the kill test plays: its rules, how the first banker is chosen, and its
    command-line options."""

    rules: HouseRules
    first_banker: str | None = None
    options: tuple[str, ...] = ()

    def start(self, auto_draw: bool = True) -> Match:
        """The game the app starts from these options (the same seed, the same dice)."""
        return Match.start(list(NAMES), COINS, seed=SEED, rules=self.rules, first_banker=self.first_banker,
                           auto_draw=auto_draw)


VARIANTS = {
    "classic": Variant(RULES, options=("--rule", f"end={RULES.end}")),
    "pot-order-roll": Variant(HouseRules(mode="pot", order="roll", end="rounds:150"),
                              options=("--rule", "mode=pot", "--rule", "order=roll", "--rule", "end=rounds:150")),
    "red-pips": Variant(RULES, FIRST_BY_RED_PIPS,
                        options=("--rule", f"end={RULES.end}", "--first-banker", FIRST_BY_RED_PIPS)),
}

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")]


STARTED: list[subprocess.Popen[bytes]] = []
"""Every app process a test started, so none outlives a failed test."""


@pytest.fixture(autouse=True)
def no_app_left_running() -> Iterator[None]:
    """Kill whatever app a test left running (a failed assertion skips the test's own kill)."""
    yield
    while STARTED:
        process = STARTED.pop()
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


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
        STARTED.append(self.process)
        os.close(slave)
        self.master = master
        self.output = bytearray()
        self.hung_up = threading.Event()
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        while not self.hung_up.is_set():
            try:
                if not select.select([self.master], [], [], 0.05)[0]:
                    continue
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

    def hang_up(self) -> None:
        """Close the terminal's end of the pseudo-terminal, as a terminal that goes away does
        (the reader stops first: a read in progress would keep the end open)."""
        self.hung_up.set()
        self._reader.join(timeout=5)
        os.close(self.master)

    def kill(self) -> None:
        """SIGKILL: no chance to tidy up."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self._reader.join(timeout=5)
        os.close(self.master)
        assert b"Traceback" not in self.output


def keys_for(move: Move) -> str:
    """The keys a player presses for ``move``."""
    if move.kind in ("stake", "fade", "ante"):
        return "\x7f\x7f\x7f\t" + str(move.amount) + "\r"  # clear the field, then type and Enter
    return {"pass_bank": "p\r", "pass": "p\r", "roll": " ", "next_round": "\r", "undo": "\x1a"}[move.kind]


def on_disk(path: Path) -> int:
    """Moves completely written to the game's file."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return -1
    return max(0, data[: data.rfind(b"\n") + 1].count(b"\n") - 1)


def saved_match(path: Path, variant: Variant) -> Match:
    """The game as its complete lines replay it (as it starts, before its file is written with
    the first move)."""
    if not path.exists():
        return variant.start()
    data = path.read_bytes()
    lines = data[: data.rfind(b"\n") + 1].decode("utf-8").splitlines()
    return replay(Journal.from_lines(lines))


def play_until(term: Terminal, path: Path, variant: Variant, target: int, stop_mid_roll: bool = False) -> int:
    """Send the keys of each move until ``target`` moves are on disk; returns the moves seen.

    With ``stop_mid_roll`` it returns as soon as a roll reaches the disk at or past ``target``,
    while its dice are still tumbling on screen.
    """
    done = on_disk(path)
    deadline = time.monotonic() + 60
    while done < target or stop_mid_roll:
        assert time.monotonic() < deadline, "the game stopped moving"
        move = choose(saved_match(path, variant).state)
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
    return settled(path, done)


def settled(path: Path, done: int, quiet: float = 0.3, timeout: float = 10.0) -> int:
    """The moves on disk once none has come for ``quiet`` seconds: on a loaded machine a move
    can take longer than :data:`KEY_WAIT`, and the keys sent again for it then make the next
    move too, after the count. The kill that follows must find only its own move in flight."""
    deadline = time.monotonic() + timeout
    last_change = time.monotonic()
    while time.monotonic() - last_change < quiet and time.monotonic() < deadline:
        time.sleep(0.02)
        now = on_disk(path)
        if now != done:
            done, last_change = now, time.monotonic()
    return done


def uninterrupted(moves: list[Move], variant: Variant) -> Match:
    """The same decisions played in one go on the engine, every die drawn from its own seeded dice
    (roll-offs included: each of their rolls is a roll move like any other)."""
    match = variant.start(auto_draw=False)
    for move in moves:
        match.play(Move("roll", seat=move.seat) if move.kind == "roll" else move)
    return match


def check_against_reference(folder: Path, game_id: str, seen: int, variant: Variant) -> int:
    """The saved game, loaded as the app would, equals an uninterrupted run of the same decisions:
    the same dice, the same coins. Returns its number of moves."""
    result = GameStore(folder).load(game_id)
    assert result.match is not None and result.saved is not None, result.notice
    result.saved.release()  # checked, not played: the next window may continue it
    moves = list(result.match.journal.moves)
    assert seen <= len(moves) <= seen + 1, (seen, len(moves))  # at most the move in flight is lost
    expected = uninterrupted(moves, variant)
    assert expected.journal.moves == moves  # every roll's dice are the ones the seed gives
    assert result.match.state == expected.state
    assert [seat.coins for seat in result.match.state.seats] == [seat.coins for seat in expected.state.seats]
    assert result.match.state.total_coins == COINS * len(NAMES)
    return len(moves)


def first_move(folder: Path, variant: Variant) -> tuple[Terminal, Path]:
    """A new game of ``variant`` in the app, its first move made by keys: (the app, its saved
    game, which is written with that move and not before)."""
    options = ["--players", ",".join(NAMES), "--coins", str(COINS), "--seed", str(SEED), *variant.options]
    term = Terminal(folder, *options, "--no-animation")
    term.wait_for(b"Round 1")
    games = folder / "games"
    assert not list(games.glob("*.jsonl")), "a game is kept only once a move is made"
    term.send(keys_for(choose(variant.start().state)))
    deadline = time.monotonic() + 20
    while not list(games.glob("*.jsonl")):
        assert time.monotonic() < deadline and term.process.poll() is None, bytes(term.output[-2000:])
        time.sleep(0.02)
    [path] = list(games.glob("*.jsonl"))
    return term, path


@pytest.mark.parametrize("kind", list(VARIANTS))
def test_killed_app_resumes_with_the_same_coins_and_dice(tmp_path: Path, kind: str) -> None:
    variant = VARIANTS[kind]
    folder = tmp_path / "data"
    chooser = random.Random(SEED)
    term, path = first_move(folder, variant)
    games = folder / "games"
    game_id = path.name[: -len(".jsonl")]

    # 1: at a random moment while moves are being made
    seen = play_until(term, path, variant, chooser.randint(6, 14))
    term.send(keys_for(choose(saved_match(path, variant).state)))
    time.sleep(chooser.uniform(0.0, 0.15))
    term.kill()
    done = check_against_reference(folder, game_id, seen, variant)

    # 2: relaunched with --resume, killed while the dice of a roll tumble
    term = Terminal(folder, "--resume")
    term.wait_for(b"Round")
    assert on_disk(path) == done
    seen = play_until(term, path, variant, done + chooser.randint(4, 10), stop_mid_roll=True)
    term.kill()
    done = check_against_reference(folder, game_id, seen, variant)

    # 3: resumed again, killed right after a move reached the disk
    term = Terminal(folder, "--resume", "--no-animation")
    term.wait_for(b"Round")
    seen = play_until(term, path, variant, done + chooser.randint(3, 8))
    term.kill()
    done = check_against_reference(folder, game_id, seen, variant)

    # 4: the dice go on as they would have
    term = Terminal(folder, "--resume", "--no-animation")
    term.wait_for(b"Round")
    seen = play_until(term, path, variant, done + 6)
    term.kill()
    done = check_against_reference(folder, game_id, seen, variant)
    assert done >= 20
    assert len(list(games.glob("*.jsonl"))) == 1
    journal = saved_match(path, variant).journal
    assert GameStore(folder).list()[0].rounds_played == saved_match(path, variant).state.rounds_played
    if variant.rules.mode == "bank":
        assert "undo" in [move.kind for move in journal.moves]  # ctrl+z saved and resumed too


def test_a_game_whose_terminal_goes_away_ends_and_lets_its_game_go(tmp_path: Path) -> None:
    """The terminal closes with no hangup signal (the pseudo-terminal's other end closed, as when
    an SSH connection dies quietly): the game ends within seconds instead of spinning on, and its
    saved game is free for --resume, every move kept."""
    folder = tmp_path / "data"
    variant = VARIANTS["classic"]
    term, path = first_move(folder, variant)
    seen = play_until(term, path, variant, 5)
    term.hang_up()  # the terminal is gone
    started = time.monotonic()
    code = term.process.wait(timeout=5)
    ended = time.monotonic() - started
    assert code == 0 and ended < 5, ended
    result = GameStore(folder).load(path.name[: -len(".jsonl")])
    assert result.match is not None and not result.open_elsewhere, result.notice
    assert len(result.match.journal.moves) == seen
    assert result.saved is not None
    result.saved.release()
