"""A joined screen's connection banner: while the table is out of reach (joining again, and
which try), after its host closed it, or once it is gone for good, the table screen's top row
says so, and keeps saying it until the connection is back. A real server on 127.0.0.1 (a real
``ceelo-tui host`` process where it is killed); the joined app driven by the pilot."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest
from table_net_driver import WAIT, free_port, host_process, join, open_table

from ceelo_tui.app import CeeloApp
from ceelo_tui.net.table_server import TableServer
from ceelo_tui.screens.joining import JoiningScreen
from ceelo_tui.screens.table import TableScreen

from table_driver import table_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


def banner_of(app: CeeloApp) -> str:
    """What the table screen's top row says."""
    return table_of(app).title_line.text


async def test_a_table_its_host_closed_keeps_saying_so_until_it_opens_again(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    app = CeeloApp(animate=False, table=join(server.address, "ann", tmp_path / "ann"), claims=["Ann"])
    reopened: TableServer | None = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.controller.here() == {0}, WAIT)
            await wait_until(pilot, lambda: banner_of(app).startswith("Round 1"), WAIT)
            rounds = banner_of(app)
            assert not table_of(app).title_line.has_class("-banner")
            await server.stop()
            closed = "✗ The host closed the table: joining again if it reopens"
            await wait_until(pilot, lambda: banner_of(app).startswith(closed), WAIT)
            assert table_of(app).title_line.has_class("-banner")
            assert app.session is not None
            await wait_until(pilot, lambda: app.session is not None and app.session.connection.attempt >= 4, WAIT)
            assert banner_of(app).startswith(closed) and "(try " in banner_of(app), "it stays, counting the tries"
            reopened = TableServer(server.match, token=server.token, port=server.port, holds=server.holds)
            await reopened.start()
            await wait_until(pilot, lambda: app.table_banner == "", WAIT)
            await pilot.pause()
            assert banner_of(app) == rounds and not table_of(app).title_line.has_class("-banner")
    finally:
        if reopened is not None:
            await reopened.stop()


@pytest.mark.slow
async def test_a_host_killed_leaves_a_banner_and_a_key_refused_meanwhile_is_forgotten_once_back(
        tmp_path: Path) -> None:
    data = tmp_path / "host-data"
    port = free_port()
    host, address = host_process(["--players", "Ann,Bo", "--coins", "5", "--seed", "9", "--port", str(port),
                                  "--away-after", "never"], data)
    resumed = None
    app = CeeloApp(animate=False, table=join(address, "both", tmp_path / "both"), claims=["Ann", "Bo"])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.controller.here() == {0, 1},
                             WAIT)
            await wait_until(pilot, lambda: table_of(app).view is not None, WAIT)
            host.send_signal(signal.SIGKILL)
            host.wait(WAIT)
            await wait_until(pilot, lambda: banner_of(app).startswith("✗ Connection lost: joining the table again (try "),
                             WAIT)
            await pilot.press("3", "enter")
            await wait_until(pilot, lambda: "not connected to the table" in app.refusal, WAIT)
            resumed, again = host_process(["--resume"], data)
            assert again == address
            await wait_until(pilot, lambda: app.table_banner == "" and app.refusal == "", WAIT)
            await pilot.pause()
            assert not table_of(app).title_line.has_class("-banner") and "Round 1" in banner_of(app)
            resumed.send_signal(signal.SIGINT)
            closed = "✗ The host closed the table: joining again if it reopens"
            await wait_until(pilot, lambda: banner_of(app).startswith(closed), WAIT)
        assert resumed.wait(WAIT) == 0
        assert resumed.stdout is not None
        said = resumed.stdout.read()
        assert "The table is closing: ctrl+c on the host's terminal" in said
        assert "The table is closed (" in said
    finally:
        for process in (host, resumed):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait(WAIT)


async def test_a_screen_joining_a_table_not_there_yet_counts_its_tries(tmp_path: Path) -> None:
    address = f"ws://127.0.0.1:{free_port()}/table?token={'t' * 32}"
    app = CeeloApp(animate=False, table=join(address, "ann", tmp_path / "ann"), claims=["Ann"])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: "(try 3)" in app.table_notice, WAIT, seen=lambda: app.table_notice)
        assert app.table_notice.startswith("Joining the table at ws://127.0.0.1:")
        # The joining notice is up once the table has kept it waiting (0.15 s), at the try by then.
        await wait_until(pilot, lambda: isinstance(app.screen, JoiningScreen), WAIT)
        def shown() -> str:
            return str(app.screen.query_one("#joining").render())

        await wait_until(pilot, lambda: app.table_notice in shown(), WAIT, seen=shown)
        tries = re.search(r"\(try (\d+)\)", shown())
        assert tries is not None and int(tries.group(1)) >= 3
