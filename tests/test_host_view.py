"""The host's view, by Textual's pilot, over a real table on 127.0.0.1 with real screens: it
shows who is in, away and watching, and its keys release a seat, hand a seat to the screen that
asked for it, pause and resume, remove a screen and end the game; each is heard by the screens.
q and ctrl+c close the table only once the host confirms."""

from __future__ import annotations

from pathlib import Path

from table_net_driver import WAIT, join, open_table
from textual.widgets import DataTable, Static

from ceelo_tui.commands.host_view import Confirm, HostView
from ceelo_tui.commands.invitation import qr_lines
from ceelo_tui.net.table_client import HostSaid, TableClient, TableEvent

from table_driver import wait_until

SIZE = (130, 40)


def rows(app: HostView, table: str) -> list[list[str]]:
    """The cells of a table of the view, as text."""
    grid = app.query_one(f"#{table}", DataTable)
    return [[str(cell) for cell in grid.get_row_at(index)] for index in range(grid.row_count)]


def heard(client: TableClient) -> list[str]:
    """What ``client`` hears of the host from now on."""
    words: list[str] = []

    def keep(event: TableEvent) -> None:
        if isinstance(event, HostSaid):
            words.append(event.words)

    client.add_listener(keep)
    return words


async def test_the_hosts_keys_are_the_tables_commands_and_every_screen_hears_them(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo", "Cy"], coins=6)
    ann, old, new, zed = (join(server.address, name, tmp_path / folder) for name, folder in
                          (("Ann", "ann"), ("[b]Bo's laptop", "old"), ("Bo's phone", "new"), ("Zed", "zed")))
    clients = [ann, old, new, zed]
    app = HostView(server, "http://127.0.0.1:1/#token=t")
    try:
        for client in clients:
            await client.start(WAIT)
        assert (await ann.claim("Ann")).accepted and (await old.claim("Bo")).accepted
        told = heard(zed)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert rows(app, "seats") == [["1", "Ann", "6", "in", "Ann"], ["2", "Bo", "6", "in", "[b]Bo's laptop"],
                                          ["3", "Cy", "6", "open", ""]]
            assert [row[1:] for row in rows(app, "screens")] == [["Ann", "Ann"], ["[b]Bo's laptop", "Bo"],
                                                                  ["Bo's phone", "watches"], ["Zed", "watches"]]
            invited = str(app.query_one("#invitation", Static).render()).splitlines()
            assert f"The table is open at {server.address}" in invited  # on one line, to copy whole
            assert "Browser players: http://127.0.0.1:1/#token=t" in invited
            assert str(app.query_one("#qr", Static).render()).splitlines() == qr_lines("http://127.0.0.1:1/#token=t")

            await old.close()  # Bo's laptop dies: Bo is away
            await wait_until(pilot, lambda: rows(app, "seats")[1][3] == "away", WAIT)
            assert not (await new.claim("Bo")).accepted  # the new laptop asks for the seat
            await wait_until(pilot, lambda: rows(app, "requests") == [["1", "Bo's phone", "Bo"]], WAIT)
            await pilot.press("a")
            await new.wait_for(lambda c: c.my_seats == (1,), WAIT)
            await zed.wait_for(lambda _c: "The host handed Bo's seat to Bo's phone." in told, WAIT)
            await wait_until(pilot, lambda: rows(app, "seats")[1][3:] == ["in", "Bo's phone"], WAIT)

            await pilot.press("r")  # the seats' cursor is on Ann's seat
            await ann.wait_for(lambda c: c.my_seats == (), WAIT)
            assert "The host released Ann's seat from Ann: any screen may take it." in app.lines[-1]

            await pilot.press("p")
            await zed.wait_for(lambda c: c.paused, WAIT)
            assert "PAUSED" in str(app.query_one("#status", Static).render())
            await pilot.press("p")
            await zed.wait_for(lambda c: not c.paused, WAIT)

            await pilot.press("tab", "down", "down")  # the screens' table: its third row, Zed
            await wait_until(pilot, lambda: app.query_one("#screens", DataTable).cursor_row == 2, WAIT)
            await pilot.press("x")
            await zed.wait_for(lambda c: bool(c.closed_reason), WAIT)
            assert zed.closed_reason == "The host removed Zed from the table."

            await pilot.press("e")
            await wait_until(pilot, lambda: isinstance(app.screen, Confirm), WAIT)
            await pilot.press("n")
            assert not isinstance(app.screen, Confirm) and not server.requests and ann.connected
            await pilot.press("e")
            await wait_until(pilot, lambda: isinstance(app.screen, Confirm), WAIT)
            await pilot.press("y")
            await ann.wait_for(lambda c: bool(c.closed_reason), WAIT)
            assert ann.closed_reason == "The host ended the game. Standings: Ann 6 coins, Bo 6 coins, Cy 6 coins."
            await wait_until(pilot, lambda: app.ended == ann.closed_reason, WAIT)
    finally:
        for client in clients:
            await client.close()
        await server.stop()


async def test_q_and_ctrl_c_close_the_table_only_once_confirmed() -> None:
    server = await open_table(["Ann", "Bo"])
    app = HostView(server, None)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("q")
            await wait_until(pilot, lambda: isinstance(app.screen, Confirm), WAIT)
            await pilot.press("n")
            await wait_until(pilot, lambda: not isinstance(app.screen, Confirm), WAIT)
            assert not app.closing
            await pilot.press("ctrl+c")
            await wait_until(pilot, lambda: isinstance(app.screen, Confirm), WAIT)
            await pilot.press("y")
            await wait_until(pilot, lambda: app.closing, WAIT)
    finally:
        await server.stop()


async def test_in_80_columns_the_seats_and_the_log_fit_and_the_qr_code_waits_for_a_wider_terminal(
        tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo", "Cy"], coins=6)
    ann = join(server.address, "Ann's laptop", tmp_path / "ann")
    app = HostView(server, "http://127.0.0.1:1/#token=t")
    try:
        await ann.start(WAIT)
        assert (await ann.claim("Ann")).accepted
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert not app.query_one("#qr").display
            assert "100 columns" in str(app.query_one("#qr-hint", Static).render())
            seats = app.query_one("#seats", DataTable)
            assert seats.region.right <= 80 and seats.virtual_size.width <= seats.size.width, "no column cut"
            assert app.query_one("#log").region.y < 23, "the log is on screen, above the keys"
            await pilot.resize_terminal(120, 34)
            await pilot.pause()
            assert app.query_one("#qr").display and not app.query_one("#qr-hint").display
    finally:
        await ann.close()
        await server.stop()
