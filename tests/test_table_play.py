"""Three screens play a whole hosted game to its end, and every screen's game is the server's
after every move (a real server on 127.0.0.1, real ``TableClient`` s)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from table_net_driver import WAIT, Recorder, caught_up, join, open_table, play_one

from ceelo_tui.engine.rules import CHINCHIRO, HouseRules
from ceelo_tui.net.table_client import ConnectionChanged, MoveApplied, SeatsChanged, TableEvent
from ceelo_tui.saves.store import GameStore

MOST_MOVES = 4000
"""A bound on any game here (they end in a few hundred moves)."""


@pytest.mark.slow
@pytest.mark.parametrize("rules", [HouseRules(), HouseRules(mode="pot", order="roll"), CHINCHIRO],
                         ids=["bank", "pot", "chinchiro"])
async def test_three_screens_play_a_whole_game_in_step_with_the_server(rules: HouseRules, tmp_path: Path) -> None:
    names = ["Ann", "Bo", "Cy", "Di", "Ed"]
    server = await open_table(names, seed=11, rules=rules, styles=[None, None, None, None, "bold"])
    recorder = Recorder()
    recorder.watch_server(server)
    ann, bo, couple, watcher = (join(server.address, name, tmp_path / name) for name in ("ann", "bo", "couple", "watcher"))
    heard: list[TableEvent] = []
    couple.add_listener(heard.append)
    clients = [ann, bo, couple, watcher]
    try:
        for client in clients:
            recorder.watch(client)
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        assert (await bo.claim("bo")).accepted  # a player's name in any case
        assert (await couple.claim("Cy")).accepted and (await couple.claim(3)).accepted  # one screen, two seats
        assert couple.my_seats == (2, 3) and watcher.my_seats == ()
        await caught_up(clients, len(server.match.journal.moves))
        assert [view.status for view in watcher.seats] == ["present"] * 4 + ["house"]
        rng = random.Random(5)
        refused = 0
        for _ in range(MOST_MOVES):
            if server.state.is_over:
                break
            answer = await play_one(server, clients, rng)
            refused += answer is not None and not answer.accepted
        assert server.state.is_over
        assert refused == 0
        await caught_up(clients, len(server.match.journal.moves))
        for client in clients:
            assert client.state == server.state
            assert client.match is not None and client.match.journal.moves == server.match.journal.moves
        assert recorder.differences() == []
        seen = recorder.clients["watcher"]
        assert sorted(seen) == list(range(min(seen), len(server.match.journal.moves)))  # every move, once
        moved = [event for event in heard if isinstance(event, MoveApplied)]
        assert [event.index for event in moved] == list(range(moved[0].index, len(server.match.journal.moves)))
        assert all(event.move.dice is not None for event in moved if event.move.kind == "roll")
        assert any(isinstance(event, SeatsChanged) for event in heard)
        assert any(isinstance(event, ConnectionChanged) and event.connected for event in heard)
    finally:
        for client in clients:
            await client.close()
        await server.stop()
    assert server.saved is not None
    again = GameStore().read(server.saved.id)
    assert again.match is not None and again.match.state == server.state
