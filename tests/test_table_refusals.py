"""A shared table refuses what it should, says why, and changes nothing.

A real server on 127.0.0.1 and real clients (``TableClient``, or a bare websocket for what a
client would never send): a wrong token, another site's Origin, a rebound Host name, a
spectator's move, a move for another player's seat, a move made against an old journal, dice
brought to a table that rolls its own, junk of every shape, too much too fast, too many
screens. After each, the table's state, journal, saved file and seats are as they were.
"""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from table_net_driver import WAIT, caught_up, join, open_table, play_one, style_move

from ceelo_tui.engine.journal import Move
from ceelo_tui.net.messages import CLIENT_MESSAGE_BYTES, decode_server, encode
from ceelo_tui.net.messages import Hello as HelloMessage
from ceelo_tui.net.table_client import TableClient, TableRefused
from ceelo_tui.net.table_server import TableLimits, TableServer

TOKEN = "t" * 32


OPEN: list[TableClient] = []
"""The clients a test joined, closed after it."""


@pytest.fixture
async def table() -> AsyncIterator[TableServer]:
    """Ann and Bo (people) and Cy (a computer), nobody seated yet."""
    server = await open_table(["Ann", "Bo", "Cy"], styles=[None, None, "cautious"], house_pause=0.0,
                              limits=TableLimits(connections=6, bytes_per_second=1 << 20))
    yield server
    while OPEN:
        await OPEN.pop().close()
    await server.stop()


def as_it_is(server: TableServer) -> tuple[object, ...]:
    """What must not change: the state, the journal, the saved file, who holds which seat."""
    assert server.saved is not None
    return (server.state, list(server.match.journal.moves), Path(server.saved.path).read_bytes(), dict(server.holds))


async def seated(server: TableServer, tmp_path: Path) -> tuple[TableClient, TableClient, TableClient]:
    """Ann's screen, Bo's screen and a spectator's, joined."""
    ann, bo, watcher = (join(server.address, name, tmp_path / name) for name in ("ann", "bo", "watcher"))
    for client in (ann, bo, watcher):
        OPEN.append(client)
        await client.start(WAIT)
    assert (await ann.claim("Ann")).accepted
    assert (await bo.claim(1)).accepted
    return ann, bo, watcher


async def raw(server: TableServer, session: aiohttp.ClientSession,
              headers: dict[str, str] | None = None) -> aiohttp.ClientWebSocketResponse[bool]:
    """A bare websocket to the table (nothing said yet)."""
    return await session.ws_connect(server.address, headers=headers)


async def said(websocket: aiohttp.ClientWebSocketResponse[bool]) -> dict[str, object]:
    """The next message the table sends, as JSON (past its news of who watches or is away,
    which every screen hears when it changes)."""
    while True:
        message = await websocket.receive(timeout=WAIT)
        assert message.type == aiohttp.WSMsgType.TEXT, message
        decode_server(message.data)  # what the server sends is always one of its messages
        data: dict[str, object] = json.loads(message.data)  # read as plain JSON, as a page would
        if data["type"] != "presence":
            return data


# ---------------------------------------------------------------------- who may come in
async def test_a_wrong_token_is_turned_away_at_the_door(table: TableServer, tmp_path: Path) -> None:
    before = as_it_is(table)
    wrong = table.address.replace(TOKEN, "x" * 32)
    client = join(wrong, "eve", tmp_path / "eve")
    with pytest.raises(TableRefused, match="token"):
        await client.start(WAIT)
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(table.address.split("?")[0])
        assert refused.value.status == 403
    assert as_it_is(table) == before


async def test_a_wrong_token_in_the_hello_is_answered_with_a_final_bye(table: TableServer) -> None:
    before = as_it_is(table)
    async with aiohttp.ClientSession() as session:
        websocket = await raw(table, session)
        await websocket.send_str(encode(HelloMessage(token="y" * 32, name="eve")))
        bye = await said(websocket)
        assert bye["type"] == "bye" and bye["rejoin"] is False and "wrong token" in str(bye["reason"])
    assert as_it_is(table) == before


@pytest.mark.parametrize("headers, why", [
    ({"Origin": "http://evil.example"}, "another site"),
    ({"Origin": "http://127.0.0.1:1"}, "another site"),
    ({"Host": "rebound.example:80"}, "host name"),
])
async def test_another_sites_page_and_a_rebound_host_name_are_refused(table: TableServer, headers: dict[str, str],
                                                                      why: str) -> None:
    before = as_it_is(table)
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await raw(table, session, headers=headers)
        assert refused.value.status == 403
        async with session.get(table.address.replace("ws://", "http://"), headers=headers) as response:
            assert response.status == 403 and why in await response.text()
    assert as_it_is(table) == before


async def test_a_full_table_turns_the_next_screen_away(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], limits=TableLimits(connections=2))
    try:
        clients = [join(server.address, f"s{n}", tmp_path / f"s{n}") for n in range(2)]
        for client in clients:
            await client.start(WAIT)
        async with aiohttp.ClientSession() as session:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await raw(server, session)
            assert refused.value.status == 503
        for client in clients:
            await client.close()
    finally:
        await server.stop()


# ---------------------------------------------------------------------- whose move
async def test_a_spectator_cannot_move(table: TableServer, tmp_path: Path) -> None:
    _ann, _bo, watcher = await seated(table, tmp_path)
    before = as_it_is(table)
    state = table.state
    answer = await watcher.send_move(Move("pass_bank") if "pass_bank" in state.legal_moves() else Move("next_round"))
    assert not answer.accepted and "you hold no seat" in answer.reason
    assert not (await watcher.send_move(Move("undo"))).accepted
    assert as_it_is(table) == before
    assert watcher.state == table.state


async def test_nobody_moves_for_another_players_seat(table: TableServer, tmp_path: Path) -> None:
    ann, bo, _watcher = await seated(table, tmp_path)
    state = table.state
    actor = state.actor
    assert actor in (0, 1, 2)
    if actor == 2:  # Cy (the house) banks: wait for its stake, then a person fades
        await ann.wait_for(lambda c: c.state.actor != 2, WAIT)
        state = table.state
        actor = state.actor
    mover, other = (ann, bo) if actor == 0 else (bo, ann)
    before = as_it_is(table)
    kind = sorted(state.legal_moves())[0]
    answer = await other.send_move(Move(kind, seat=actor, amount=1 if kind in ("stake", "fade") else None))
    assert not answer.accepted and "not yours" in answer.reason
    answer = await other.send_move(Move(kind, amount=1 if kind in ("stake", "fade") else None))  # the actor's, unsaid
    assert not answer.accepted and "not yours" in answer.reason
    answer = await mover.send_move(Move(kind, seat=other.my_seats[0], amount=1 if kind in ("stake", "fade") else None))
    assert not answer.accepted and "turn" in answer.reason
    assert as_it_is(table) == before
    assert (await mover.send_move(style_move(mover.state, actor, random.Random(1)))).accepted


async def test_a_seat_held_by_another_screen_or_the_house_cannot_be_claimed(table: TableServer, tmp_path: Path) -> None:
    _ann, _bo, watcher = await seated(table, tmp_path)
    before = as_it_is(table)
    for seat, why in (("Ann", "held by another screen, ann"), (2, "computer seat"), ("Zed", "no seat 'Zed'"), (9, "no seat 9")):
        answer = await watcher.claim(seat)
        assert not answer.accepted and why in answer.reason, answer
        if seat == "Zed":  # the seats listed as the table counts them, from 1
            assert answer.reason.endswith(": 1 Ann, 2 Bo, 3 Cy"), answer
    assert watcher.my_seats == ()
    assert as_it_is(table) == before


async def test_a_move_made_against_an_old_journal_or_with_its_own_dice_is_refused(table: TableServer, tmp_path: Path) -> None:
    ann, bo, _watcher = await seated(table, tmp_path)
    async with aiohttp.ClientSession() as session:
        websocket = await raw(table, session)
        secret = ann.secret
        await websocket.send_str(encode(HelloMessage(token=TOKEN, name="ann", secret=secret)))
        welcome = await said(websocket)
        assert welcome["type"] == "welcome" and welcome["yours"] == [0]
        setup = welcome["setup"]
        assert isinstance(setup, dict) and setup["seed"] == 0, "the seed would tell a screen every roll to come"
        before = as_it_is(table)
        moves = len(table.match.journal.moves)
        await websocket.send_str(json.dumps({"type": "move", "index": moves + 3, "move": {"kind": "next_round"}, "ref": 5}))
        refused = await said(websocket)
        assert refused["type"] == "refused" and "moved on" in str(refused["reason"]) and refused["ref"] == 5
        await websocket.send_str(json.dumps({"type": "move", "index": moves, "ref": 6,
                                             "move": {"kind": "roll", "seat": 0, "dice": [4, 5, 6]}}))
        refused = await said(websocket)
        assert refused["type"] == "refused" and refused["ref"] == 6
        assert as_it_is(table) == before


async def test_a_move_made_against_an_older_journal_is_refused(table: TableServer, tmp_path: Path) -> None:
    """Two screens saw the same turn; the second to send loses: its move names the journal it
    was made against, which the first one's move has moved on from."""
    ann, bo, watcher = await seated(table, tmp_path)
    rng = random.Random(8)
    for _ in range(100):  # a few moves, so there are older journals to name, and a person to move
        if len(table.match.journal.moves) >= 4 and table.state.actor != 2:
            break
        answer = await play_one(table, [ann, bo, watcher], rng)
        assert answer is None or answer.accepted, answer
    await caught_up([ann, bo, watcher], len(table.match.journal.moves))
    moves = len(table.match.journal.moves)
    actor = table.state.actor
    mover = bo if actor == 1 else ann
    move = style_move(mover.state, actor, rng).to_json()
    async with aiohttp.ClientSession() as session:
        websocket = await raw(table, session)
        await websocket.send_str(encode(HelloMessage(token=TOKEN, name=mover.name, secret=mover.secret)))
        assert (await said(websocket))["type"] == "welcome"
        before = as_it_is(table)
        for older in (moves - 1, moves - 3, 0):
            await websocket.send_str(json.dumps({"type": "move", "index": older, "move": move, "ref": 10 + older}))
            refused = await answer_to(websocket)
            assert refused["type"] == "refused" and refused["ref"] == 10 + older, refused
            assert f"made against move {older}, the table is at move {moves}" in str(refused["reason"])
            assert refused["index"] == moves
            assert as_it_is(table) == before
        await websocket.send_str(json.dumps({"type": "move", "index": moves, "move": move, "ref": 99}))
        assert (await answer_to(websocket))["ref"] == 99  # the same move against the journal as it is: played
    assert len(table.match.journal.moves) > moves


async def test_a_screen_that_skips_ahead_is_refused(table: TableServer, tmp_path: Path) -> None:
    """A move one ahead of the journal, and moves of turns still to come (rolling before the
    stakes are down, fading before the player before has), change nothing."""
    ann, bo, _watcher = await seated(table, tmp_path)
    await ann.wait_for(lambda c: c.state.phase.value == "stake" and c.state.actor != 2, WAIT)
    await bo.wait_for(lambda c: c.moves == ann.moves, WAIT)
    state = table.state
    banker = state.actor
    assert banker in (0, 1)
    mover, other = (ann, bo) if banker == 0 else (bo, ann)
    before = as_it_is(table)
    moves = len(table.match.journal.moves)
    async with aiohttp.ClientSession() as session:
        websocket = await raw(table, session)
        await websocket.send_str(encode(HelloMessage(token=TOKEN, name=mover.name, secret=mover.secret)))
        assert (await said(websocket))["type"] == "welcome"
        await websocket.send_str(json.dumps({"type": "move", "index": moves + 1, "ref": 1,
                                             "move": {"kind": "stake", "amount": 1}}))
        refused = await answer_to(websocket)
        assert refused["type"] == "refused" and "moved on" in str(refused["reason"]) and refused["index"] == moves
        assert as_it_is(table) == before
    for ahead in (Move("roll"), Move("banker_roll") if "banker_roll" in state.legal_moves() else Move("roll")):
        answer = await mover.send_move(ahead)  # the banker rolls before any stake is down
        assert not answer.accepted and answer.reason, answer
        assert as_it_is(table) == before
    answer = await other.send_move(Move("fade", amount=1))  # a fade before the stake it fades
    assert not answer.accepted and answer.reason, answer
    assert as_it_is(table) == before
    assert mover.state == other.state == table.state


# ---------------------------------------------------------------------- junk
JUNK: list[str | bytes] = [
    "", "null", "[]", "{}", "42", '"hello"', "{", "\x00\xff", b"\x80\x81\x82", "{\"type\": \"moves\"}",
    '{"type": "move"}', '{"type": "move", "index": -1, "move": {"kind": "stake"}}',
    '{"type": "move", "index": 0, "move": {"kind": "explode"}}',
    '{"type": "move", "index": 0, "move": {"kind": "roll", "dice": [7, 7, 7]}}',
    '{"type": "move", "index": 0, "move": {"kind": "stake", "amount": -5}}',
    '{"type": "move", "index": 0, "move": {"kind": "stake", "amount": "1e9"}}',
    '{"type": "move", "index": 0, "move": {"kind": "fade", "seat": 99, "amount": 1}}',
    '{"type": "move", "index": 0, "move": [], "ref": 1}',
    '{"type": "move", "index": 1e400, "move": {}}',
    '{"type": "move", "index": 0, "move": {"kind": "stake"}, "extra": 1}',
    '{"type": "claim", "seat": "\\u0000Ann"}', '{"type": "claim", "seat": -1}', '{"type": "claim", "seat": [0]}',
    '{"type": "claim", "seat": "' + "A" * 100 + '"}', '{"type": "ping", "ref": -1}', '{"type": "ping", "ref": "x"}',
    '{"type": "hello", "token": "' + TOKEN + '", "name": "again"}', '{"type": "welcome"}', '{"type": "accepted"}',
    '{"type": "bye", "reason": "x"}',
]
"""Messages no client would send: not JSON, not an object, no such type, fields missing, of the
wrong type, out of range or unknown, a move the journal cannot read, a second hello, the
server's own messages."""


def mutations(rng: random.Random, count: int) -> list[str]:
    """Valid messages with random characters changed, cut or doubled."""
    valid = ['{"type": "move", "index": 0, "move": {"kind": "stake", "seat": 0, "amount": 2}, "ref": 3}',
             '{"type": "claim", "seat": "Bo", "ref": 4}', '{"type": "ping", "ref": 9}']
    out = []
    for _ in range(count):
        text = list(rng.choice(valid))
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(text))
            choice = rng.random()
            if choice < 0.4:
                text[at] = chr(rng.choice([0, 9, 34, 44, 58, 91, 93, 123, 125, rng.randrange(32, 0x2FFF)]))
            elif choice < 0.7:
                del text[at:at + rng.randint(1, 6)]
            else:
                text[at:at] = text[at:at + rng.randint(1, 8)]
        out.append("".join(text))
    return out


async def answer_to(websocket: aiohttp.ClientWebSocketResponse[bool]) -> dict[str, object]:
    """The table's answer to what was just sent: a refusal, a pong, or an answer naming its ref
    (moves and seats sent to everyone are passed over)."""
    while True:
        answer = await said(websocket)
        if answer["type"] in ("refused", "pong") or "ref" in answer:
            return answer


async def test_junk_messages_are_refused_with_a_reason_and_change_nothing(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], limits=TableLimits(bytes_per_second=1 << 20))
    ann, bo = join(server.address, "ann", tmp_path / "ann"), join(server.address, "bo", tmp_path / "bo")
    try:
        for client, seat in ((ann, "Ann"), (bo, "Bo")):
            await client.start(WAIT)
            assert (await client.claim(seat)).accepted
        async with aiohttp.ClientSession() as session:
            websocket = await raw(server, session)
            await websocket.send_str("{nonsense")
            assert "malformed" in str((await said(websocket))["reason"])  # before the hello too
            await websocket.send_str('{"type": "ping", "ref": 1}')
            assert "hello first" in str((await said(websocket))["reason"])
            await websocket.send_str(encode(HelloMessage(token=TOKEN, name="fuzz", secret=bo.secret)))
            assert (await said(websocket))["type"] == "welcome"
            before = as_it_is(server)
            for junk in [*JUNK, *mutations(random.Random(26), 150)]:
                if isinstance(junk, bytes):
                    await websocket.send_bytes(junk)
                else:
                    await websocket.send_str(junk)
                answer = await answer_to(websocket)
                if answer["type"] != "refused":  # a mutation that is still a ping, a claim or Bo's legal move
                    before = as_it_is(server)
                    continue
                assert str(answer["reason"]) and "slow down" not in str(answer["reason"]), (junk, answer)
                assert len(str(answer["reason"])) <= 300
                assert as_it_is(server) == before, junk
            await websocket.send_str('{"type": "ping", "ref": 77}')
            assert (await answer_to(websocket)) == {"type": "pong", "ref": 77}
        await ann.wait_for(lambda c: c.moves == len(server.match.journal.moves), WAIT)
        assert ann.state == server.state
    finally:
        await ann.close()
        await bo.close()
        await server.stop()


async def test_a_message_too_large_ends_that_connection_and_nothing_else(table: TableServer, tmp_path: Path) -> None:
    ann, _bo, _watcher = await seated(table, tmp_path)
    before = as_it_is(table)
    async with aiohttp.ClientSession() as session:
        websocket = await raw(table, session)
        await websocket.send_str('{"type": "ping", "ref": 1, "pad": "' + "x" * CLIENT_MESSAGE_BYTES + '"}')
        message = await websocket.receive(timeout=WAIT)
        assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
    assert as_it_is(table) == before
    assert await ann.ping() < WAIT


async def test_too_much_too_fast_is_refused_unread(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], limits=TableLimits(bytes_per_second=4096))
    before = as_it_is(server)
    try:
        async with aiohttp.ClientSession() as session:
            websocket = await raw(server, session)
            await websocket.send_str(encode(HelloMessage(token=TOKEN, name="flood")))
            assert (await said(websocket))["type"] == "welcome"
            ping = '{"type": "ping", "ref": 1}'
            for _ in range(400):  # ~10 KB at once, more than the 4 KB a second this table allows
                await websocket.send_str(ping)
            answers = [await said(websocket) for _ in range(400)]
            slowed = [answer for answer in answers if answer["type"] == "refused"]
            assert slowed and all("slow down" in str(answer["reason"]) for answer in slowed)
        assert as_it_is(server) == before
    finally:
        await server.stop()
