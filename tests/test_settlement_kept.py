"""Each screen keeps what its player is reading: at a hosted table, another screen's Enter after
a round starts the next round for the table, but this screen keeps the settlement in front
(saying who moved on) until its own player presses a key, which shows the table as it stands
and makes no move; a move that lost the race to another screen's says nothing. A real server
on 127.0.0.1; the joined app driven by the pilot; the other players plain ``TableClient`` s."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from table_net_driver import WAIT, join, open_table, play_one
from textual.app import App, ComposeResult

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.journal import Move
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.settled_panel import SettledPanel

from table_driver import offered_keys, table_of, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


@pytest.mark.parametrize("leave", ["a key", "a click on the key bar"])
async def test_another_screens_enter_leaves_the_settlement_in_front_until_this_screens_key(tmp_path: Path,
                                                                                            leave: str) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    players = join(server.address, "players", tmp_path / "players")
    app = CeeloApp(animate=False, table=join(server.address, "tab", tmp_path / "tab"))
    try:
        await players.start(WAIT)
        assert (await players.claim("Ann")).accepted and (await players.claim("Bo")).accepted
        rng = random.Random(2)
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            while "next_round" not in server.state.legal_moves():
                assert await play_one(server, [players], rng) is not None
            settled, settled_moves = server.state, len(server.match.journal.moves)
            assert server.match.journal.moves[settled_moves - 1].kind == "roll"  # the round ended on a roll
            await wait_until(pilot, lambda: app.shown == settled and table_of(app).view is not None, WAIT)
            assert view_of(app).settled and view_of(app).prompt == "Round over - a player starts the next round"
            assert "next_round" not in view_of(app).keys, "a screen watching does not start it"
            assert not table_of(app).settled_panel.next_button.display, "nor does a button say it does"
            assert (await players.send_move(Move("next_round"))).accepted
            assert (await players.send_move(Move("stake", amount=1))).accepted  # the next round goes on
            moves = len(server.match.journal.moves)
            await wait_until(pilot, lambda: app.match is not None and len(app.match.journal.moves) == moves, WAIT)
            await pilot.pause()
            assert app.state == server.state, "the game goes on on this screen too"
            assert app.shown == settled and view_of(app).settled, "the settlement stays in front"
            assert view_of(app).faces == server.match.journal.moves[settled_moves - 1].dice, \
                "with the dice of its last roll"
            assert view_of(app).prompt == "Ann started the next round - any key shows it"
            assert view_of(app).keys == {"show_table"}, "no move of the round the game moved on from"
            offered = offered_keys(app)
            assert "Show the table" in offered and "Next round" not in offered and "Undo" not in offered
            button = table_of(app).settled_panel.next_button
            assert button.display and str(button.label) == "Show the table (Enter)"
            assert button.content_region.width >= len("Show the table (Enter)"), "the button grew to its label"
            if leave == "a key":
                await pilot.press("enter")
            else:
                await app.screen.run_action("show_table")  # what a click on the key bar's key runs
            await wait_until(pilot, lambda: app.shown == server.state, WAIT)
            assert not view_of(app).settled and app.refusal == "", "the key showed the table, and refused nothing"
            assert len(server.match.journal.moves) == moves, "and made no move"
    finally:
        await players.close()
        await server.stop()


async def test_a_move_that_lost_the_race_to_another_screens_says_nothing(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    ann, bo = (join(server.address, name, tmp_path / name) for name in ("ann", "bo"))
    try:
        await ann.start(WAIT)
        await bo.start(WAIT)
        assert (await ann.claim("Ann")).accepted and (await bo.claim("Bo")).accepted
        rng = random.Random(2)
        while "next_round" not in server.state.legal_moves():
            assert await play_one(server, [ann, bo], rng) is not None
        moves = len(server.match.journal.moves)
        await ann.wait_for(lambda c: c.moves == moves, WAIT)
        await bo.wait_for(lambda c: c.moves == moves, WAIT)
        won, lost = await asyncio.gather(ann.send_move(Move("next_round")), bo.send_move(Move("next_round")))
        assert won.accepted and not lost.accepted and lost.stale and "moved on" in lost.reason
        refused = await ann.send_move(Move("stake", amount=999))
        assert not refused.accepted and not refused.stale, "a refusal of the table's own is no race"
    finally:
        await ann.close()
        await bo.close()
        await server.stop()


async def test_the_settled_panels_button_grows_to_its_new_words() -> None:
    """A seat holder's screen shows "Next round (Enter)" first; kept, the same button says
    "Show the table (Enter)", four cells longer, and is drawn whole."""

    class PanelApp(App[None]):
        def compose(self) -> ComposeResult:
            yield SettledPanel(id="settled-panel")

    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(SettledPanel)
        panel.show("Round over", ["Ann keeps the bank."], over=False)
        await pilot.pause()
        assert panel.next_button.content_region.width >= len("Next round (Enter)")
        panel.show("Ann started the next round - any key shows it", ["Ann keeps the bank."], over=False, kept=True)
        await pilot.pause()
        assert str(panel.next_button.label) == "Show the table (Enter)"
        assert panel.next_button.content_region.width >= len("Show the table (Enter)")
