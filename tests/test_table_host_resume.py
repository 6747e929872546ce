"""The server can die: ``ceelo-tui host`` killed with SIGKILL mid-round and started again with
``host --resume`` answers at the same address, every screen comes back by itself with its seat,
and nothing accepted is lost (a real ``host`` process on 127.0.0.1, real ``TableClient`` s)."""

from __future__ import annotations

import random
import signal
from pathlib import Path

import pytest
from table_net_driver import WAIT, free_port, host_process, join, style_move

from ceelo_tui.net.table_client import Answer, TableClient
from ceelo_tui.saves.store import GameStore

MOST_MOVES = 4000
MID_ROUND = ("fade", "banker_roll", "player_roll")


async def play_one(clients: list[TableClient], rng: random.Random) -> Answer:
    """The next move, from the screen holding the seat to move (no server in this process: the
    screen that has heard the most is the table as far as anyone knows)."""
    ahead = max(clients, key=lambda client: client.moves)
    actor = ahead.state.actor
    sender = ahead if actor is None else next(client for client in clients if actor in client.my_seats)
    await sender.wait_for(lambda c: c.moves >= ahead.moves, WAIT)
    return await sender.send_move(style_move(sender.state, actor, rng))


@pytest.mark.slow
async def test_a_host_killed_mid_round_resumes_and_every_screen_comes_back(tmp_path: Path) -> None:
    data = tmp_path / "host-data"
    port = free_port()
    host, address = host_process(["--players", "Ann,Bo,Cy", "--coins", "5", "--seed", "9", "--port", str(port),
                                  "--away-after", "never"], data)
    clients = [join(address, name, tmp_path / name) for name in ("ann", "bo", "cy")]
    resumed = None
    try:
        for seat, client in enumerate(clients):
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        rng = random.Random(4)
        for _ in range(MOST_MOVES):
            ahead = max(clients, key=lambda client: client.moves)
            if ahead.moves >= 6 and ahead.state.phase.value in MID_ROUND:
                break
            assert (await play_one(clients, rng)).accepted
        host.send_signal(signal.SIGKILL)
        host.wait(WAIT)
        for client in clients:
            await client.wait_for(lambda c: not c.connected, WAIT)
        heard = max(client.moves for client in clients)
        journal = clients[0].match.journal.moves[:heard] if clients[0].match else []
        assert not (await clients[0].send_move(style_move(clients[0].state, clients[0].state.actor, rng))).accepted

        resumed, again = host_process(["--resume"], data)
        assert again == address, "a resumed table answers at the same address, to the same token"
        for seat, client in enumerate(clients):
            await client.wait_for(lambda c: c.connected and c.moves >= heard, WAIT)
            assert client.my_seats == (seat,)
            assert client.match is not None and client.match.journal.moves[:heard] == journal
        assert {client.moves for client in clients} == {heard}, "nothing accepted was lost, nothing added"
        for _ in range(MOST_MOVES):
            ahead = max(clients, key=lambda client: client.moves)
            if ahead.state.is_over:
                break
            assert (await play_one(clients, rng)).accepted
        ends = max(client.moves for client in clients)
        for client in clients:
            await client.wait_for(lambda c: c.moves == ends, WAIT)
        assert clients[0].state.is_over
        assert clients[0].state == clients[1].state == clients[2].state
    finally:
        for client in clients:
            await client.close()
        for process in (host, resumed):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGINT)
                process.wait(WAIT)
    [info] = GameStore(data).list()
    saved = GameStore(data).read(info.id)
    assert saved.match is not None and saved.match.state == clients[0].state
    assert clients[0].match is not None and saved.match.journal.moves == clients[0].match.journal.moves
