"""The host's commands at a hosted table, on the server itself (no view): release a seat, hand
a seat to a screen that asked for it, pause and resume, remove a screen, end the game with its
standings; every screen hears each in words (a real server on 127.0.0.1, real clients)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from table_net_driver import WAIT, heard, join, open_table

from ceelo_tui.engine.journal import Move
from ceelo_tui.net.table_client import ConnectionChanged, HostSaid, TableClient, TableEvent
from ceelo_tui.net.table_server import PAUSED_WORDS


async def hear(clients: list[TableClient], logs: list[list[HostSaid]], words: str) -> None:
    """Wait until every client heard ``words`` from the host."""
    for client, said in zip(clients, logs, strict=True):
        def told(_client: TableClient, said: list[HostSaid] = said) -> bool:
            return any(event.words == words for event in said)

        await client.wait_for(told, WAIT)


async def test_the_host_releases_a_seat_and_another_screen_takes_it(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    ann, zed = join(server.address, "Ann's laptop", tmp_path / "ann"), join(server.address, "Zed", tmp_path / "zed")
    try:
        for client in (ann, zed):
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        logs = [heard(ann, HostSaid), heard(zed, HostSaid)]
        assert server.release(1) == "Not done: seat 2 is not held by any screen."
        words = server.release(0)
        assert words == "The host released Ann's seat from Ann's laptop: any screen may take it."
        await hear([ann, zed], logs, words)
        await ann.wait_for(lambda c: c.my_seats == (), WAIT)
        assert (await zed.claim("Ann")).accepted and zed.my_seats == (0,)
    finally:
        for client in (ann, zed):
            await client.close()
        await server.stop()


async def test_a_player_on_a_new_laptop_asks_for_their_seat_and_the_host_hands_it_over(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    ann, old, new = (join(server.address, name, tmp_path / folder)
                     for name, folder in (("Ann", "ann"), ("Bo's laptop", "old"), ("Bo's phone", "new")))
    clients = [ann, old, new]
    try:
        for client in clients:
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted and (await old.claim("Bo")).accepted
        logs = [heard(client, HostSaid) for client in clients]
        asked = await new.claim("Bo")
        assert not asked.accepted
        assert asked.reason == "Bo's seat is held by another screen, Bo's laptop: the host is asked to hand it to this screen."
        [(number, request)] = server.requests.items()
        assert (request.seat, request.name) == (1, "Bo's phone")
        assert server.hand_over(number + 1) == f"Not done: there is no request {number + 1} waiting."
        words = server.hand_over(number)
        assert words == "The host handed Bo's seat to Bo's phone."
        await hear(clients, logs, words)
        await new.wait_for(lambda c: c.my_seats == (1,), WAIT)
        await old.wait_for(lambda c: c.my_seats == (), WAIT)
        assert server.requests == {}
        assert [view.holder for view in ann.seats] == ["Ann", "Bo's phone"]
    finally:
        for client in clients:
            await client.close()
        await server.stop()


async def test_a_request_ends_with_the_screen_that_asked(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    bo, other = join(server.address, "Bo", tmp_path / "bo"), join(server.address, "Other", tmp_path / "other")
    try:
        await bo.start(WAIT)
        await other.start(WAIT)
        assert (await bo.claim("Bo")).accepted
        assert not (await other.claim("Bo")).accepted
        assert len(server.requests) == 1
        await other.close()
        for _ in range(100):
            if not server.requests:
                break
            await asyncio.sleep(0.02)
        assert server.requests == {}
    finally:
        await bo.close()
        await other.close()
        await server.stop()


async def test_a_paused_table_plays_no_move_and_every_screen_hears_it(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], styles=[None, "bold"], house_pause=0.05)
    ann, zed = join(server.address, "Ann", tmp_path / "ann"), join(server.address, "Zed", tmp_path / "zed")
    late: TableClient | None = None
    try:
        for client in (ann, zed):
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        logs = [heard(ann, HostSaid), heard(zed, HostSaid)]
        assert server.pause() == PAUSED_WORDS
        assert server.pause() == "Not done: the table is paused already."
        await hear([ann, zed], logs, PAUSED_WORDS)
        assert ann.paused and zed.paused
        moves = server.match.journal.moves[:]
        state = server.state
        mover = ann if state.actor == 0 or state.actor is None else None
        if mover is not None:
            refused = await mover.send_move(Move("next_round") if state.actor is None else Move("stake", amount=1))
            assert not refused.accepted and refused.reason == PAUSED_WORDS
        await asyncio.sleep(0.3)  # the house waits too
        assert server.match.journal.moves == moves
        late = join(server.address, "Late", tmp_path / "late")
        late_log = heard(late, HostSaid)
        await late.start(WAIT)
        await late.wait_for(lambda c: c.paused, WAIT)  # a screen joining a paused table is told
        assert late_log[-1].words == PAUSED_WORDS
        words = server.resume()
        assert words == "The host resumed the table: play goes on."
        await hear([ann, zed], logs, words)
        assert not ann.paused and not zed.paused
        assert server.resume() == "Not done: the table is not paused."
    finally:
        for each in (ann, zed, late):
            if each is not None:
                await each.close()
        await server.stop()


async def test_the_house_plays_again_once_the_table_is_resumed() -> None:
    server = await open_table(["Cy", "Di"], styles=["bold", "bold"], house_pause=0.05)
    try:
        server.pause()
        await asyncio.sleep(0.3)
        assert server.match.journal.moves == []
        server.resume()
        for _ in range(200):
            if server.match.journal.moves:
                break
            await asyncio.sleep(0.02)
        assert server.match.journal.moves
    finally:
        await server.stop()


async def test_the_host_removes_a_screen_which_is_told_why_and_stops(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    ann, pest = join(server.address, "Ann", tmp_path / "ann"), join(server.address, "Pest", tmp_path / "pest")
    ended: list[ConnectionChanged] = []
    try:
        for client in (ann, pest):
            await client.start(WAIT)
        pest.add_listener(lambda event: ended.append(event) if isinstance(event, ConnectionChanged) and event.final else None)
        logs = [heard(ann, HostSaid)]
        [_, number] = [view.number for view in server.screens()]
        assert server.remove(99) == "Not done: there is no screen 99 at the table."
        words = server.remove(number)
        assert words == "The host removed Pest from the table."
        await hear([ann], logs, words)
        await pest.wait_for(lambda _c: bool(ended), WAIT)
        assert ended[0].reason == words
        assert [view.name for view in server.screens()] == ["Ann"]
    finally:
        for client in (ann, pest):
            await client.close()
        await server.stop()


async def test_the_host_ends_the_game_and_every_screen_hears_the_standings(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=7)
    ann, zed = join(server.address, "Ann", tmp_path / "ann"), join(server.address, "Zed", tmp_path / "zed")
    ended: dict[str, str] = {}
    try:
        for client in (ann, zed):
            await client.start(WAIT)

            def stopped(event: TableEvent, name: str = client.name) -> None:
                if isinstance(event, ConnectionChanged) and event.final:
                    ended[name] = event.reason

            client.add_listener(stopped)
        logs = [heard(ann, HostSaid), heard(zed, HostSaid)]
        words = await server.end()
        assert words == "The host ended the game. Standings: Ann 7 coins, Bo 7 coins."
        await hear([ann, zed], logs, words)
        for client in (ann, zed):
            await client.wait_for(lambda c: bool(c.closed_reason), WAIT)
        assert ended == {"Ann": words, "Zed": words}  # each stopped for good, not joining again
    finally:
        for client in (ann, zed):
            await client.close()


async def test_a_new_laptop_joining_under_the_same_name_is_told_apart_from_the_old(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    ann, old, new = (join(server.address, name, tmp_path / folder)
                     for name, folder in (("Ann", "ann"), ("Bo", "old"), ("Bo", "new")))
    try:
        for client in (ann, old):
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted and (await old.claim("Bo")).accepted
        await old.close()  # Bo's laptop dies; Bo joins from another, under the same name
        await new.start(WAIT)
        asked = await new.claim("Bo")
        assert asked.reason == "Bo's seat is held by another screen, Bo: the host is asked to hand it to this screen."
        [(number, request)] = server.requests.items()
        assert request.name == "Bo (2)", "the host tells the asking screen from the one holding the seat"
        said = heard(ann, HostSaid)
        assert server.hand_over(number) == "The host handed Bo's seat to Bo (2)."
        await ann.wait_for(lambda _c: bool(said), WAIT)
        back = join(server.address, "Bo", tmp_path / "old")  # the old laptop again: nothing of its own is held
        await back.start(WAIT)
        try:
            asked = await back.claim("Bo")
            assert asked.reason == "Bo's seat is held by another screen, Bo (2): the host is asked to hand it to this screen."
            [(number, request)] = server.requests.items()
            assert request.name == "Bo"
            assert server.hand_over(number) == "The host handed Bo's seat to Bo."
            await back.wait_for(lambda c: c.my_seats == (1,), WAIT)
        finally:
            await back.close()
    finally:
        for client in (ann, new):
            await client.close()
        await server.stop()
