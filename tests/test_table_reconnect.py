"""People drop out of a hosted table and come back: a screen killed mid-round takes its seat back
when it joins again, a lost connection is taken up again by itself, and an away seat's turn is
played by the house after the table's time (a real server on 127.0.0.1, real clients)."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest
from table_net_driver import ROOT, WAIT, CuttableProxy, Recorder, caught_up, join, open_table, play_one, style_move

from ceelo_tui.net.table_client import ConnectionChanged, TableClient, TableEvent
from ceelo_tui.net.table_server import TableServer

CHILD = Path(__file__).with_name("table_net_child.py")
MOST_MOVES = 4000
MID_ROUND = ("fade", "banker_roll", "player_roll")
"""Phases of the banking game in which a round is under way (stakes up, dice to roll)."""


async def play_to_end(server: TableServer, clients: list[TableClient], rng: random.Random) -> None:
    for _ in range(MOST_MOVES):
        if server.state.is_over:
            return
        answer = await play_one(server, clients, rng)
        assert answer is None or answer.accepted, answer
    raise AssertionError("the game did not end")


def moved_past(client: TableClient, moves: int) -> bool:
    """Whether ``client`` has seen more than ``moves`` moves."""
    return client.moves > moves


def seat_status(client: TableClient, seat: int) -> str:
    return client.seats[seat].status


@pytest.mark.slow
async def test_a_screen_killed_mid_round_takes_its_seat_back_and_the_game_goes_on(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], seed=3)
    recorder = Recorder()
    recorder.watch_server(server)
    ann = join(server.address, "ann", tmp_path / "ann")
    recorder.watch(ann)
    child = subprocess.Popen([sys.executable, str(CHILD), server.address, "bo", str(tmp_path / "bo"), "1"],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True)
    bo: TableClient | None = None
    try:
        await ann.start(WAIT)
        assert (await ann.claim(0)).accepted
        assert child.stdout is not None
        ready = await asyncio.wait_for(asyncio.to_thread(child.stdout.readline), WAIT)
        assert ready.strip() == "READY"
        rng = random.Random(1)
        for _ in range(MOST_MOVES):  # Ann plays; Bo's process plays Bo, until a round is under way
            state = server.state
            if len(server.match.journal.moves) >= 6 and state.phase.value in MID_ROUND:
                break
            moves = len(server.match.journal.moves)
            if state.actor == 1:
                await ann.wait_for(partial(moved_past, moves=moves), WAIT)
            else:
                assert (await play_one(server, [ann], rng)) is not None
        assert not server.state.is_over and server.state.phase.value in MID_ROUND
        child.kill()  # SIGKILL: no goodbye
        child.wait(WAIT)
        await ann.wait_for(lambda c: seat_status(c, 1) == "away", WAIT)
        at_kill = len(server.match.journal.moves)
        bo = join(server.address, "bo", tmp_path / "bo")  # the same name and data folder, a new process's screen
        recorder.watch(bo)
        await bo.start(WAIT)
        assert bo.my_seats == (1,), "the seat comes back with the secret kept in the data folder"
        assert bo.moves == at_kill and bo.state == server.state
        await ann.wait_for(lambda c: seat_status(c, 1) == "present", WAIT)
        await play_to_end(server, [ann, bo], rng)
        await caught_up([ann, bo], len(server.match.journal.moves))
        assert ann.state == bo.state == server.state
        assert recorder.differences() == []
    finally:
        child.kill()
        child.wait(WAIT)
        await ann.close()
        if bo is not None:
            await bo.close()
        await server.stop()


@pytest.mark.slow
async def test_a_lost_connection_is_taken_up_again_by_itself(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo", "Cy"], seed=8)
    proxy = CuttableProxy(server.port)
    await proxy.start()
    recorder = Recorder()
    recorder.watch_server(server)
    ann, cy = join(server.address, "ann", tmp_path / "ann"), join(server.address, "cy", tmp_path / "cy")
    bo = join(server.address.replace(f":{server.port}/", f":{proxy.port}/"), "bo", tmp_path / "bo")
    heard: list[TableEvent] = []
    bo.add_listener(heard.append)
    clients = [ann, bo, cy]
    try:
        for seat, client in enumerate(clients):
            recorder.watch(client)
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        rng = random.Random(2)
        while not (len(server.match.journal.moves) >= 5 and server.state.phase.value in MID_ROUND
                   and server.state.actor != 1):
            await play_one(server, clients, rng)
        proxy.cut()
        await bo.wait_for(lambda c: not c.connected, WAIT)
        answer = await play_one(server, [ann, cy], rng)  # the table goes on without Bo's screen
        assert answer is not None and answer.accepted
        await bo.wait_for(lambda c: c.connected and c.moves == len(server.match.journal.moves), WAIT)
        assert bo.my_seats == (1,) and bo.state == server.state
        lost = [event for event in heard if isinstance(event, ConnectionChanged)]
        assert [event.connected for event in lost][-2:] == [False, True] and not any(event.final for event in lost)
        await play_to_end(server, clients, rng)
        await caught_up(clients, len(server.match.journal.moves))
        assert recorder.differences() == []
    finally:
        for client in clients:
            await client.close()
        await proxy.stop()
        await server.stop()


async def test_an_away_seats_turn_is_played_by_the_house_and_the_seat_comes_back(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], seed=4, away_after=0.05)
    ann, bo = join(server.address, "ann", tmp_path / "ann"), join(server.address, "bo", tmp_path / "bo")
    again: TableClient | None = None
    try:
        for seat, client in enumerate((ann, bo)):
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        left_at = len(server.match.journal.moves)
        await bo.close()
        await ann.wait_for(lambda c: seat_status(c, 1) == "away", WAIT)
        rng = random.Random(3)
        while not any(move.seat == 1 for move in server.match.journal.moves[left_at:]):
            moves = len(server.match.journal.moves)
            if server.state.actor in (0, None):
                await ann.send_move(style_move(ann.state, server.state.actor, rng))
            else:
                await ann.wait_for(partial(moved_past, moves=moves), WAIT)  # the house plays Bo's turn
        house = [move for move in server.match.journal.moves[left_at:] if move.seat == 1]
        assert house[0].kind in ("pass", "pass_bank", "roll"), "the house passes an away seat's turn where it may"
        again = join(server.address, "bo", tmp_path / "bo")
        await again.start(WAIT)
        assert again.my_seats == (1,)
        await ann.wait_for(lambda c: seat_status(c, 1) == "present", WAIT)
    finally:
        await ann.close()
        if again is not None:
            await again.close()
        await server.stop()
