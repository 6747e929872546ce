"""A hosted table accepts a move only once it is on disk.

The disk is made to fail at the store's file-write layer (``store._write_all``: part of the line
is written, then ``OSError(ENOSPC)``, as a full disk does), under the real store and a real
server on 127.0.0.1 with real clients. A move the disk did not take is refused and not played:
the table's state, journal and file are as they were, every screen is told why in the hot-seat
app's words ("Not saved: … No space left on device"), the house retries on a timer (not in a
tight loop), play goes on once the disk takes moves again, and the file then holds every move
any screen saw accepted. Also: each new file's name is made durable (its folder fsynced).
"""

from __future__ import annotations

import asyncio
import errno
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from table_net_driver import WAIT, caught_up, join, open_table, play_one, style_move

from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.net.messages import not_saved_words
from ceelo_tui.net.table_client import SavingChanged, TableClient, TableEvent
from ceelo_tui.net.table_record import Hold, TableRecord, record_path, write_record
from ceelo_tui.net.table_server import TableServer
from ceelo_tui.saves import store as store_module
from ceelo_tui.saves.store import GameStore, NotSaved

FULL = os.strerror(errno.ENOSPC)
""""No space left on device"."""


class Disk:
    """The store's file writes, failing as a full disk does while :attr:`full`: half of what is
    written reaches the file, then ENOSPC."""

    def __init__(self) -> None:
        self.full = False
        self.tries = 0
        """Writes asked for while full."""
        self.room: int | None = None
        """Writes that still fit before the disk is full (None: as :attr:`full` says)."""
        self._write_all = store_module._write_all

    def __call__(self, fd: int, data: bytes) -> None:
        if self.room is not None:
            self.full, self.room = self.room <= 0, self.room - 1
        if self.full:
            self.tries += 1
            os.write(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, FULL)
        self._write_all(fd, data)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    failing = Disk()
    monkeypatch.setattr(store_module, "_write_all", failing)
    yield failing


def on_disk(server: TableServer) -> list[Move]:
    """The moves the table's saved file holds (read back as ``host --resume`` reads it)."""
    assert server.saved is not None
    found = GameStore().read(server.saved.id)
    assert found.match is not None and found.notice == "", found.notice
    return found.match.journal.moves


def as_it_is(server: TableServer) -> tuple[object, ...]:
    assert server.saved is not None
    return (server.state, list(server.match.journal.moves), Path(server.saved.path).read_bytes(),
            server.match.rng.getstate())


# ---------------------------------------------------------------------- the store
def test_a_write_held_to_the_disk_that_fails_raises_and_leaves_the_file_as_it_was(disk: Disk) -> None:
    match = Match.start(["Ann", "Bo"], 5, seed=3)
    store = GameStore()
    saved = store.create(match, at_once=True)
    saved.strict = True
    rng = random.Random(1)
    for _ in range(4):
        match.play(style_move(match.state, match.state.actor, rng))
    before, state, dice = saved.path.read_bytes(), match.state, match.rng.getstate()
    move = style_move(match.state, match.state.actor, rng)
    disk.full = True
    with pytest.raises(NotSaved) as refused:
        match.play(move)
    assert refused.value.cause == FULL and str(saved.path) not in refused.value.cause
    assert saved.path.read_bytes() == before, "the half-written line was cut back off"
    assert saved.saving and store.warning is None, "a game held to its disk does not stop saving"
    match.state, match.journal.moves[-1:] = state, []  # the caller takes the move back (as the table does)
    match.rng.setstate(dice)
    disk.full = False
    match.play(move)
    match.play(style_move(match.state, match.state.actor, rng))
    assert on_disk_moves(saved.id) == match.journal.moves


def test_a_failed_write_in_a_game_at_one_keyboard_leaves_no_half_line(disk: Disk) -> None:
    match = Match.start(["Ann", "Bo"], 5, seed=4)
    store = GameStore()
    saved = store.create(match, at_once=True)
    rng = random.Random(2)
    for _ in range(3):
        match.play(style_move(match.state, match.state.actor, rng))
    before = saved.path.read_bytes()
    disk.full = True
    match.play(style_move(match.state, match.state.actor, rng))  # play goes on, unsaved, as it always has
    assert not saved.saving and store.warning is not None and FULL in store.warning
    assert saved.path.read_bytes() == before, "the file ends at a whole line: it loads without a repair"


def on_disk_moves(game_id: str) -> list[Move]:
    found = GameStore().read(game_id)
    assert found.match is not None and found.notice == "", found.notice
    return found.match.journal.moves


# ---------------------------------------------------------------------- the table
async def heard_saving(client: TableClient) -> list[SavingChanged]:
    """The saving events ``client`` hears from now on (the list fills as they come)."""
    heard: list[SavingChanged] = []

    def listen(event: TableEvent) -> None:
        if isinstance(event, SavingChanged):
            heard.append(event)

    client.add_listener(listen)
    return heard


async def test_a_move_the_disk_did_not_take_is_refused_every_screen_is_told_and_nothing_seen_is_lost(
        disk: Disk, tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], seed=5)
    ann, bo, watcher = (join(server.address, name, tmp_path / name) for name in ("ann", "bo", "watcher"))
    clients = [ann, bo, watcher]
    try:
        for client in clients:
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted and (await bo.claim("Bo")).accepted
        heard = {client.name: await heard_saving(client) for client in clients}
        rng = random.Random(3)

        async def next_move() -> tuple[TableClient, Move]:
            moves = len(server.match.journal.moves)
            for client in clients:
                await client.wait_for(lambda c: c.moves == moves, WAIT)
            actor = server.state.actor
            mover = ann if actor in (None, 0) else bo
            return mover, style_move(mover.state, actor, rng)

        for _ in range(6):
            mover, move = await next_move()
            assert (await mover.send_move(move)).accepted
        mover, move = await next_move()
        before = as_it_is(server)
        disk.full = True
        for _ in range(2):  # refused, and refused again: no screen is told twice, nothing changes
            answer = await mover.send_move(move)
            assert not answer.accepted
            assert answer.reason.startswith("Not saved: ") and FULL in answer.reason, answer.reason
            assert str(server.saved.path if server.saved else "") not in answer.reason, "the host's paths stay its own"
            assert as_it_is(server) == before
        for client in clients:
            await client.wait_for(lambda c: bool(c.not_saved), WAIT)
            assert client.not_saved == FULL and client.moves == len(before[1])  # type: ignore[arg-type]
            assert client.state == server.state
            assert [event.problem for event in heard[client.name]] == [FULL]
            assert heard[client.name][0].words.startswith(f"Not saved: {FULL}.")
        late = join(server.address, "late", tmp_path / "late")
        clients.append(late)
        await late.start(WAIT)
        assert late.not_saved == FULL, "a screen joining meanwhile is told too"

        disk.full = False
        answer = await mover.send_move(move)
        assert answer.accepted, answer
        for client in clients:
            await client.wait_for(lambda c: not c.not_saved, WAIT)
        assert [event.problem for event in heard["watcher"]] == [FULL, ""]
        for _ in range(6):
            mover, move = await next_move()
            assert (await mover.send_move(move)).accepted
        moves = len(server.match.journal.moves)
        for client in clients:
            await client.wait_for(lambda c: c.moves == moves, WAIT)
            assert client.match is not None and client.match.journal.moves == on_disk(server)
        assert on_disk(server) == server.match.journal.moves
    finally:
        for client in clients:
            await client.close()
        await server.stop()
    assert server.saved is not None
    resumed = GameStore().load(server.saved.id)
    assert resumed.match is not None and resumed.notice == ""
    assert resumed.match.state == server.state and resumed.match.journal.moves == server.match.journal.moves


async def test_the_house_tries_its_moves_again_on_a_timer_until_the_disk_takes_them(disk: Disk, tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], seed=6, styles=["bold", "cautious"], house_pause=0.0)
    server.save_retry = 0.2
    watcher = join(server.address, "watcher", tmp_path / "watcher")
    heard = await heard_saving(watcher)
    try:
        disk.full = True  # before the house's first move: every one it tries is refused
        await watcher.start(WAIT)
        await watcher.wait_for(lambda c: c.not_saved == FULL, WAIT)
        before = as_it_is(server)
        started, tries = time.monotonic(), disk.tries
        await asyncio.sleep(1.0)
        for _ in range(100):  # a loaded machine may have let fewer tries through: look a little longer (bounded)
            if disk.tries - tries >= 2:
                break
            await asyncio.sleep(0.1)
        waited = time.monotonic() - started
        assert 2 <= disk.tries - tries <= waited / server.save_retry + 2, "a timer, not a tight loop"
        assert as_it_is(server) == before and watcher.moves == len(before[1])  # type: ignore[arg-type]
        disk.full = False
        await watcher.wait_for(lambda c: c.moves >= len(before[1]) + 10, WAIT)  # type: ignore[arg-type]
        assert [event.problem for event in heard] == [FULL, ""]
    finally:
        await watcher.close()
        await server.stop()
    assert watcher.match is not None and watcher.match.journal.moves == on_disk(server)[: watcher.moves]
    assert on_disk(server) == server.match.journal.moves


# ---------------------------------------------------------------------- new files' names
def test_a_new_game_file_and_a_table_record_are_made_durable_with_their_folders(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new file's name lives in its folder: the folder is fsynced after the file is renamed
    into it, and the folder's own name in its parent too (the data folder may be new)."""
    synced: list[tuple[str, bool]] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        path = os.readlink(f"/proc/self/fd/{fd}")
        synced.append((path, any(name.endswith(".jsonl") or name.endswith(".json") for name in
                                 (os.listdir(path) if os.path.isdir(path) else ()))))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    root = tmp_path / "new-data"
    store = GameStore(root)
    saved = store.create(Match.start(["Ann", "Bo"], 5, seed=7), at_once=True)
    assert (str(saved.path.parent), True) in synced, "the games folder, once the new file's name is in it"
    assert str(root) in [path for path, _ in synced], "the data folder, which holds the new games folder's name"
    synced.clear()
    path = record_path(root, saved.id)
    write_record(path, TableRecord("k" * 32, 8765, {0: Hold("0" * 64, "ann")}))
    assert (str(path.parent), True) in synced and str(root) in [name for name, _ in synced]
    saved.release()


# ---------------------------------------------------------------------- what a joined screen shows
@pytest.mark.usefixtures("private_data")
async def test_a_joined_screen_says_not_saved_in_words_and_goes_on_once_the_host_saves(
        disk: Disk, tmp_path: Path) -> None:
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.screens.table import TableScreen

    from table_driver import wait_until

    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    banker = server.state.actor
    assert banker is not None
    mine, theirs = server.state.name(banker), server.state.name(1 - banker)
    other = join(server.address, "other", tmp_path / "other")
    app = CeeloApp(animate=False, table=join(server.address, "me", tmp_path / "me"), claims=[mine])

    def notes() -> list[tuple[str, str]]:
        return [(note.title, str(note.message)) for note in app._notifications]

    try:
        await other.start(WAIT)
        assert (await other.claim(theirs)).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view is not None, WAIT)
            await wait_until(pilot, lambda: app.controller.here() == {banker}, WAIT)
            before = as_it_is(server)
            disk.full = True
            await pilot.press("3", "enter")
            await wait_until(pilot, lambda: app.refusal.startswith(f"Not saved: {FULL}."), WAIT, seen=lambda: app.refusal)
            await wait_until(pilot, lambda: ("Not saved", not_saved_words(FULL)) in notes(), WAIT, seen=notes)
            assert as_it_is(server) == before and app.shown == server.state
            await other.wait_for(lambda c: c.not_saved == FULL, WAIT)
            disk.full = False
            await pilot.press("enter")  # the stake typed is still there: Enter sends it again
            await wait_until(pilot, lambda: len(server.match.journal.moves) > len(before[1]), WAIT,  # type: ignore[arg-type]
                             seen=lambda: app.refusal)
            await wait_until(pilot, lambda: app.shown == server.state and not app.refusal, WAIT, seen=lambda: app.refusal)
            await other.wait_for(lambda c: c.not_saved == "", WAIT)
            assert app.match is not None and app.match.journal.moves == on_disk(server)
    finally:
        await other.close()
        await server.stop()


async def test_a_seat_is_taken_only_once_the_table_record_says_so(disk: Disk, tmp_path: Path) -> None:
    """Who holds a seat is kept beside the game, so a restarted table gives the seat back: a
    claim the disk did not take is refused with the same words, and the seat stays open."""
    server = await open_table(["Ann", "Bo"], seed=8)
    ann = join(server.address, "ann", tmp_path / "ann")
    try:
        await ann.start(WAIT)
        disk.full = True
        answer = await ann.claim("Ann")
        assert not answer.accepted and answer.reason.startswith(f"Not saved: {FULL}."), answer
        assert server.holds == {} and ann.my_seats == () and server.seat_status(0) == "open"
        disk.full = False
        assert (await ann.claim("Ann")).accepted
        assert 0 in ann.my_seats
    finally:
        await ann.close()
        await server.stop()


async def test_a_roll_off_roll_the_disk_did_not_take_waits_and_the_file_stays_the_table(disk: Disk, tmp_path: Path) -> None:
    """A pot round with order=roll opens with a roll-off the table rolls by itself: when the
    round's start is saved and a roll of its roll-off is not, the round's start stands (every
    screen saw it) and the roll waits for the house's timer; the file never holds a move the
    screens did not see."""
    server = await open_table(["Ann", "Bo"], seed=9, rules=HouseRules(mode="pot", order="roll"))
    server.save_retry = 0.2
    ann, bo = join(server.address, "ann", tmp_path / "ann"), join(server.address, "bo", tmp_path / "bo")
    clients = [ann, bo]
    try:
        for client, seat in ((ann, "Ann"), (bo, "Bo")):
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        rng = random.Random(4)
        for _ in range(400):  # to the end of the first round
            if server.state.actor is None and server.state.round.number >= 1 and not server.state.is_over:
                break
            answer = await play_one(server, clients, rng)
            assert answer is None or answer.accepted, answer
        assert server.state.actor is None
        moves = len(server.match.journal.moves)
        await caught_up(clients, moves)
        disk.room = 1  # the next round's start fits; the first roll of its roll-off does not
        answer = await ann.send_move(Move("next_round"))
        assert answer.accepted, answer
        await ann.wait_for(lambda c: c.not_saved == FULL, WAIT)
        assert server.state.phase.value == "draw" and len(server.match.journal.moves) == moves + 1
        assert on_disk(server) == server.match.journal.moves, "the file holds what the screens saw, no more"
        await caught_up(clients, moves + 1)
        assert ann.state == bo.state == server.state
        disk.room, disk.full = None, False
        await ann.wait_for(lambda c: c.state.phase.value != "draw", WAIT)  # the house rolled it, on its timer
        await caught_up(clients, len(server.match.journal.moves))
        assert ann.state == bo.state == server.state and ann.not_saved == ""
        assert on_disk(server) == server.match.journal.moves
    finally:
        for client in clients:
            await client.close()
        await server.stop()
