"""Who is at a hosted table, on every screen: the away seats with the house's countdown, and
who watches, on the table screen's top row. The words (a presenter) alone, then a real server
on 127.0.0.1 with a joined app driven by the pilot and players as plain ``TableClient`` s."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from table_net_driver import WAIT, join, open_table

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.events import BankPassed, Faded, NobodyFaded, Passed, Settled, Staked
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.event_words import event_words
from ceelo_tui.presenters.presence_words import countdown, presence_words, stood_in_line
from ceelo_tui.screens.table import TableScreen

from table_driver import table_of, view_of, wait_until


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
    # six seconds: the countdown is seen to fall however late a loaded machine first draws it
    server = await open_table(["Ann", "Bo"], coins=10, seed=4, away_after=6.0)
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
            counting = re.compile(rf"· {name} away 0:0([0-6]) · watching: tab$")
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


def test_a_line_the_house_wrote_for_an_away_player_says_so() -> None:
    assert stood_in_line(BankPassed("Ann", "Bo"), "Ann") == "The house passes the bank to Bo for Ann (away)."
    assert stood_in_line(Staked("Ann", 2), "Ann") == "The house puts up 2 coins for Ann (away)."
    assert stood_in_line(NobodyFaded("Ann"), "Ann") == f"{event_words(NobodyFaded('Ann'))} (The house played for Ann, away.)"


def test_the_house_line_goes_by_who_moved_not_by_how_the_line_begins() -> None:
    settled = Settled("Ann rolled 4-5-6", "Ann", 2)  # begins with the name, yet no move of Ann's
    assert stood_in_line(settled, "Ann") == f"{event_words(settled)} (The house played for Ann, away.)"
    assert stood_in_line(Faded("Bo", 3), "Ann").endswith("(The house played for Ann, away.)")


def test_under_the_pseudo_locale_the_house_line_is_accented_but_the_names() -> None:
    pseudo = catalog("pseudo")
    said = stood_in_line(Passed("Ann"), "Ann", pseudo)
    assert "Ann" in said and not re.findall(r"[A-Za-z]+", said.replace("Ann", "")), said


@pytest.mark.usefixtures("private_data")
async def test_the_house_says_what_it_did_for_an_away_player_and_tells_them_when_they_are_back(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4, away_after=0.3)
    banker = server.state.actor
    assert banker is not None
    name = server.state.name(banker)
    player = join(server.address, "laptop", tmp_path / "laptop")
    watcher = CeeloApp(animate=False, table=join(server.address, "tab", tmp_path / "tab"))
    try:
        await player.start(WAIT)
        assert (await player.claim(name)).accepted
        async with watcher.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(watcher.screen, TableScreen), WAIT)
            await player.close()
            await wait_until(pilot, lambda: len(server.match.journal.moves) >= 1, WAIT)  # the house played for them
            played = server.match.journal.moves[0]
            await wait_until(pilot, lambda: watcher.state == server.state and table_of(watcher).view is not None, WAIT)
            await pilot.pause()
            log = view_of(watcher).log
            assert any(line.startswith("The house ") and line.endswith(f" for {name} (away).") for line in log), log
            assert not any(line.startswith(f"{name} ") for line in log), "not worded as the player's own move"
            assert view_of(watcher).latest.startswith("The house "), view_of(watcher).latest
        back = CeeloApp(animate=False, table=join(server.address, "laptop", tmp_path / "laptop"))
        async with back.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: back.controller.here() == {banker}, WAIT)

            def told() -> list[tuple[str, str]]:
                return [(note.title, str(note.message)) for note in back._notifications]

            await wait_until(pilot, lambda: any(title == "While you were away" for title, _ in told()), WAIT, seen=told)
            [(_, words)] = [note for note in told() if note[0] == "While you were away"]
            assert words.startswith(f"The house played for {name}: ") and played.kind.split("_")[0] in words
    finally:
        await player.close()
        await server.stop()
