"""Who is at a hosted table, on every screen: the away seats with the house's countdown, and
who watches, on the table screen's top row. The words (a presenter) alone, then a real server
on 127.0.0.1 with a joined app driven by the pilot and players as plain ``TableClient`` s."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from table_net_driver import WAIT, join, open_table

from ceelo_tui.app import CeeloApp
from ceelo_tui.presenters.presence_words import countdown, presence_words
from ceelo_tui.screens.table import TableScreen

from table_driver import table_of, wait_until


def test_the_words_name_the_away_seats_with_their_countdowns_then_who_watches() -> None:
    names = ["Ann", "Bo", "Cy"]
    assert presence_words(names, {}, []) == ""
    assert presence_words(names, {1: 41.2}, ["Dee"]) == "Bo away 0:42 · watching: Dee"
    assert presence_words(names, {2: None, 0: 65}, []) == "Ann away 1:05 · Cy away"
    many = [f"watcher {n}" for n in range(5)]
    assert presence_words(names, {}, many) == "watching: 5", "too many names to fit: their number"
    assert countdown(-3) == "0:00" and countdown(0.2) == "0:01"


@pytest.mark.usefixtures("private_data")
async def test_an_away_player_shows_with_the_houses_countdown_and_watchers_by_name(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4, away_after=3.0)
    banker = server.state.actor
    assert banker is not None
    name = server.state.name(banker)
    player = join(server.address, "laptop", tmp_path / "laptop")
    app = CeeloApp(animate=False, table=join(server.address, "tab", tmp_path / "tab"))
    try:
        await player.start(WAIT)
        assert (await player.claim(name)).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and table_of(app).view is not None, WAIT)

            def title() -> str:
                return table_of(app).title_line.text
            await wait_until(pilot, lambda: title().endswith(" · watching: tab"), WAIT, seen=title)
            await player.close()  # the banker's screen goes: its seat is away, its move due
            counting = re.compile(rf"· {name} away 0:0([0-3]) · watching: tab$")
            await wait_until(pilot, lambda: counting.search(title()) is not None, WAIT, seen=title)
            first = int(counting.search(title()).group(1))  # type: ignore[union-attr]
            await wait_until(pilot, lambda: (found := counting.search(title())) is not None
                             and int(found.group(1)) < first, WAIT, seen=title)  # it counts down, live
            await wait_until(pilot, lambda: len(server.match.journal.moves) >= 1, WAIT)  # the house played
            await wait_until(pilot, lambda: app.state == server.state, WAIT)
            assert f"· {name} away" in title(), "still away, whatever the house did for them"
    finally:
        await player.close()
        await server.stop()
