"""Table talk at a hosted table (a real server on 127.0.0.1, real ``TableClient`` s): a line
reaches every screen as it was written with its speaker's screen name, hostile text stays
text, a long line, an unseen character and talking too fast are refused in words by the
table itself, and talk is never in the journal."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp
from said import said
from table_net_driver import WAIT, heard, join, open_table

from ceelo_tui.net.messages import TALK_CHARS, Hello, Talk, decode_server, encode, talk_problem
from ceelo_tui.net.table_client import TableClient, Talked
from ceelo_tui.net.table_server import TableLimits
from ceelo_tui.saves.store import GameStore

HOSTILE = "[bold red]boo[/] [@click=app.quit]x[/] \\[/x] $(rm -rf ~) <script>"
"""Markup, a link that quits, an escaped bracket and shell: a line of talk, to be shown as written."""


async def test_a_line_reaches_every_screen_as_written_with_its_speaker_and_is_never_saved(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"])
    ann, watcher = join(server.address, "Ann's laptop", tmp_path / "ann"), join(server.address, "Zed", tmp_path / "zed")
    try:
        await ann.start(WAIT)
        await watcher.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        ann_heard, watcher_heard = heard(ann, Talked), heard(watcher, Talked)
        answer = await ann.talk(f"  {HOSTILE}  ")
        assert answer.accepted, answer.reason
        await watcher.wait_for(lambda _c: bool(watcher_heard), WAIT)
        assert watcher_heard == [Talked("Ann's laptop", HOSTILE)]  # trimmed, every character as written
        assert ann_heard == watcher_heard
        assert (await watcher.talk("Deal me in next game")).accepted  # a screen watching talks too
        await ann.wait_for(lambda _c: len(ann_heard) == 2, WAIT)
        assert ann_heard[1] == Talked("Zed", "Deal me in next game")
    finally:
        await ann.close()
        await watcher.close()
        await server.stop()
    assert server.saved is not None
    saved = GameStore().folder
    words = [path.read_text("utf-8") for path in saved.rglob("*") if path.is_file()]
    assert words and not any("boo" in text or "Deal me in" in text for text in words)
    again = GameStore().read(server.saved.id)
    assert again.match is not None and again.match.journal.moves == server.match.journal.moves


def test_a_line_too_long_or_with_an_unseen_character_is_refused_in_words() -> None:
    assert talk_problem("x" * TALK_CHARS) is None
    too_long = f"A line to the table holds at most {TALK_CHARS} characters; this one has {TALK_CHARS + 1}."
    assert talk_problem("x" * (TALK_CHARS + 1)) == too_long
    assert "U+202E" in (talk_problem("hi \u202egnp.exe") or "")
    assert "U+001B" in (talk_problem("\x1b[2Jcleared") or "")
    assert "U+000A" in (talk_problem("two\nlines") or "")
    assert talk_problem("   ") == "Say something: a line to the table holds at least one character."


async def test_the_table_itself_refuses_what_a_screen_should_not_say(tmp_path: Path) -> None:
    """A screen that skips the client's own check (a raw websocket) is refused by the table, in
    words, and nobody hears the line."""
    server = await open_table(["Ann", "Bo"])
    listener = join(server.address, "Listener", tmp_path / "l")
    session = aiohttp.ClientSession()
    try:
        await listener.start(WAIT)
        lines = heard(listener, Talked)
        websocket = await session.ws_connect(server.address)
        await websocket.send_str(encode(Hello(token=server.token, name="Raw")))
        assert decode_server((await websocket.receive(WAIT)).data).__class__.__name__ == "Welcome"
        refusals = []
        for ref, text in enumerate(("y" * (TALK_CHARS + 1), "\u202eevil", "\x1b[31mred"), start=1):
            await websocket.send_str(encode(Talk(text=text, ref=ref)))
            answer = json.loads((await websocket.receive(WAIT)).data)
            while answer["type"] == "presence":  # who watches changed: news every screen hears
                answer = json.loads((await websocket.receive(WAIT)).data)
            assert answer["type"] == "refused" and answer["ref"] == ref
            refusals.append(answer["reason"])
        assert refusals[0].startswith(f"A line to the table holds at most {TALK_CHARS} characters")
        assert "U+202E" in refusals[1] and "U+001B" in refusals[2]
        await websocket.close()
        assert (await listener.talk("after")).accepted
        await listener.wait_for(lambda _c: bool(lines), WAIT)
        assert lines == [Talked("Listener", "after")]  # none of the refused lines came
    finally:
        await session.close()
        await listener.close()
        await server.stop()


async def test_talking_too_fast_is_refused_in_words_until_the_rate_allows_again(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], limits=TableLimits(talk_lines=2, talk_seconds=0.6))
    bo = join(server.address, "Bo", tmp_path / "bo")
    again: TableClient | None = None
    try:
        await bo.start(WAIT)
        assert (await bo.claim("Bo")).accepted
        assert (await bo.talk("one")).accepted
        assert (await bo.talk("two")).accepted
        third = await bo.talk("three")
        assert not third.accepted
        assert third.reason.startswith("You talk faster than the table allows: 2 lines in 0.6 s. Say more in ")
        await bo.close()
        again = join(server.address, "Bo", tmp_path / "bo")
        await again.start(WAIT)  # Bo's screen joins again, its seat's secret with it: the rate goes on
        assert again.my_seats == (1,)
        assert not (await again.talk("four")).accepted
        await asyncio.sleep(0.7)
        assert (await again.talk("five")).accepted
    finally:
        await bo.close()
        if again is not None:
            await again.close()
        await server.stop()


def test_talk_is_woven_into_the_rounds_log_between_the_events_it_came_between() -> None:
    import random

    from ceelo_tui.controller.table_talk import TableTalk
    from ceelo_tui.engine.cpu import choose_move
    from ceelo_tui.engine.match import Match

    match = Match.start(["Ann", "Bo"], 10, 3)
    talk = TableTalk()
    rng = random.Random(1)
    talk.said(match.state, "Ann", "first")
    while not match.state.round.events:
        match.play(choose_move(match.state, match.state.actor, "bold", rng))
    said_after = len(match.state.round.events)
    talk.said(match.state, "Bo", "second")
    number = match.state.round.number
    while len(match.state.round.events) == said_after and match.state.round.number == number:
        match.play(choose_move(match.state, match.state.actor, "bold", rng))
    state = match.state
    log = said(state.round.events)
    assert len(log) > said_after
    assert talk.woven(state, log) == ("» Ann: first", *log[:said_after], "» Bo: second", *log[said_after:])
    number = state.round.number
    while match.state.round.number == number:  # to the next round, before its first event
        match.play(choose_move(match.state, match.state.actor, "bold", rng))
    after = match.state
    assert not after.round.events  # a new round begins with a move of its own
    last = ("Last round:", *said(after.history[-1].events))
    talk.host(after, "The host has paused the table.")
    woven = talk.woven(after, last)
    assert woven[:3] == ("Last round:", "» Ann: first", last[1])
    assert woven[-1] == "» The host has paused the table." and "» Bo: second" in woven
