"""A screen joined to a hosted table (``ceelo-tui join``): the same table screen, its keys
making only its own seats' moves, the other screens' moves drawn as they arrive. A real server
on 127.0.0.1; the joined app driven by the pilot; another player a plain ``TableClient``."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from table_net_driver import WAIT, join, open_table
from textual.widgets import Button

import ceelo_tui.app
from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.joining import JoiningScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.screens.take_seat import TakeSeatDialog
from ceelo_tui.widgets.key_bar import KeyBar

from table_driver import offered_keys, table_of, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


async def test_a_joined_screen_moves_for_its_seat_only_and_shows_the_others_moves(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    banker = server.state.actor
    assert banker is not None
    mine, theirs = server.state.name(banker), server.state.name(1 - banker)
    other = join(server.address, "other", tmp_path / "other")
    app = CeeloApp(animate=False, table=join(server.address, "me", tmp_path / "me"), claims=[mine])
    try:
        await other.start(WAIT)
        assert (await other.claim(theirs)).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            await wait_until(pilot, lambda: app.controller.here() == {banker}, WAIT)
            await wait_until(pilot, lambda: table_of(app).view is not None, WAIT)
            assert view_of(app).prompt.startswith(f"{mine}: put up a stake")
            await pilot.press("3", "enter")
            await wait_until(pilot, lambda: len(server.match.journal.moves) == 1, WAIT)
            await wait_until(pilot, lambda: app.shown is not None and app.shown.actor == 1 - banker, WAIT)
            assert app.shown == server.state
            assert view_of(app).prompt == f"Waiting for {theirs}, at another screen…"
            await pilot.press("2", "enter")  # the other player's turn: not this screen's to make
            await pilot.pause()
            assert f"{theirs} plays from another screen" in app.refusal and len(server.match.journal.moves) == 1
            assert not (await other.send_move(Move("stake", amount=1))).accepted  # not a move now
            assert (await other.send_move(Move("fade", amount=3))).accepted
            await wait_until(pilot, lambda: app.shown == server.state, WAIT)
            assert f"{mine} - press Space to roll" in view_of(app).prompt
            await pilot.press("space")
            await wait_until(pilot, lambda: app.shown == server.state and len(server.match.journal.moves) >= 3, WAIT)
            assert app.match is not None and app.match.journal.moves == server.match.journal.moves
    finally:
        await other.close()
        await server.stop()


class JoiningShown:
    """Counts the joining screens put up (the app's own, watched through their mounting)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        mount = JoiningScreen.on_mount

        def counted(screen: JoiningScreen) -> None:
            self.count += 1
            mount(screen)

        monkeypatch.setattr(JoiningScreen, "on_mount", counted)


async def test_a_table_that_answers_is_drawn_with_no_joining_notice_first(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ceelo_tui.app, "JOINING_NOTICE_AFTER", 60.0)  # however slow the machine
    shown = JoiningShown(monkeypatch)
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    app = CeeloApp(animate=False, table=join(server.address, "ann", tmp_path / "ann"), claims=["Ann"])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            assert app.shown == server.state and shown.count == 0
    finally:
        await server.stop()


async def test_a_table_slow_to_answer_gets_the_joining_notice_then_the_too_small_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A host that takes the connection and says nothing: the notice says where this screen is
    joining; a terminal under 80x24 then gets its notice over it."""
    monkeypatch.setattr(ceelo_tui.app, "JOINING_NOTICE_AFTER", 0.05)
    silent = await asyncio.start_server(lambda reader, writer: None, "127.0.0.1", 0)
    port = silent.sockets[0].getsockname()[1]
    address = f"ws://127.0.0.1:{port}/table?token={'t' * 32}"
    app = CeeloApp(animate=False, table=join(address, "ann", tmp_path / "ann"), claims=["Ann"])
    try:
        async with app.run_test(size=(70, 20)) as pilot:
            await wait_until(pilot, lambda: len(app.screen_stack) == 3, WAIT)
            notice, place = app.screen_stack[-1], app.screen_stack[-2]
            assert type(notice).__name__ == "TooSmallScreen" and isinstance(place, JoiningScreen)
            joining = f"Joining the table at ws://127.0.0.1:{port}/table"
            await wait_until(pilot, lambda: joining in str(place.query_one("#joining").render()), WAIT)
            await pilot.resize_terminal(80, 24)
            await wait_until(pilot, lambda: app.screen is place, WAIT)
            assert app.match is None
    finally:
        silent.close()


async def test_a_wrong_token_says_why_on_the_joining_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ceelo_tui.app, "JOINING_NOTICE_AFTER", 60.0)  # a refusal puts it up at once
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    wrong = server.address.split("token=")[0] + "token=" + "x" * 32
    app = CeeloApp(animate=False, table=join(wrong, "ann", tmp_path / "ann"), claims=["Ann"])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: "did not let this screen in" in app.table_notice, WAIT)
            assert isinstance(app.screen, JoiningScreen) and app.match is None
            assert "Press q to leave" in str(app.screen.query_one("#joining").render())
    finally:
        await server.stop()


async def test_a_watching_screen_takes_an_open_seat_with_t(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    app = CeeloApp(animate=False, table=join(server.address, "tab", tmp_path / "tab"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            assert app.controller.here() == frozenset()
            await pilot.press("t")
            await wait_until(pilot, lambda: isinstance(app.screen, TakeSeatDialog), WAIT)
            await pilot.press("down", "enter")  # the second open seat: Bo's
            await wait_until(pilot, lambda: app.controller.here() == {1}, WAIT)
            assert server.seat_status(1) == "present"
            await pilot.press("t")
            await wait_until(pilot, lambda: isinstance(app.screen, TakeSeatDialog), WAIT)
            assert [str(button.label) for button in app.screen.query(Button)] == ["Ann"]
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            assert "Take a seat" in offered_keys(app)
            await pilot.press("t")
            await wait_until(pilot, lambda: isinstance(app.screen, TakeSeatDialog), WAIT)
            await pilot.press("enter")  # Ann's, the last open seat
            await wait_until(pilot, lambda: app.controller.here() == {0, 1}, WAIT)
            await wait_until(pilot, lambda: "Take a seat" not in offered_keys(app), WAIT)
            assert all("Take a seat" not in entry for entry in app.screen.query_one(KeyBar).entries()), \
                "no seat is free: the key is not offered, not even greyed"
    finally:
        await server.stop()


def test_a_joined_screen_leaves_starting_games_to_the_host(tmp_path: Path) -> None:
    app = CeeloApp(animate=False, table=join("ws://127.0.0.1:9/table?token=" + "t" * 32, "me", tmp_path))
    assert not app.starts_games and CeeloApp(animate=False).starts_games
    app.play_again()  # nothing starts here: the host starts the table's games
    assert app.match is None


async def test_a_joined_screen_at_a_real_dice_table_plays_the_faces_typed(tmp_path: Path) -> None:
    # The faces typed are read here as the engine reads them, and go to the table as three
    # dice (sent as the text typed, the table read "456" as the characters '4', '5', '6').
    server = await open_table(["Ann", "Bo"], coins=10, seed=4, rules=HouseRules(dice="real"))
    banker = server.state.actor
    assert banker is not None
    mine, theirs = server.state.name(banker), server.state.name(1 - banker)
    other = join(server.address, "other", tmp_path / "other")
    app = CeeloApp(animate=False, table=join(server.address, "me", tmp_path / "me"), claims=[mine])
    try:
        await other.start(WAIT)
        assert (await other.claim(theirs)).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: app.controller.here() == {banker} and isinstance(app.screen, TableScreen)
                             and app.screen.view is not None, WAIT)
            await pilot.press("3", "enter")
            await wait_until(pilot, lambda: len(server.match.journal.moves) == 1, WAIT)
            assert (await other.send_move(Move("fade", amount=3))).accepted
            await wait_until(pilot, lambda: app.shown == server.state, WAIT)
            await pilot.press("7", "enter")  # not a roll: refused here, in the engine's words
            await pilot.pause()
            assert "type the" in app.refusal and len(server.match.journal.moves) == 2
            await pilot.press("ctrl+u", "4", "5", "6", "enter")
            await wait_until(pilot, lambda: len(server.match.journal.moves) == 3, WAIT)
            assert server.match.journal.moves[-1].dice == (4, 5, 6)
            await wait_until(pilot, lambda: app.shown == server.state, WAIT)
    finally:
        await other.close()
        await server.stop()
