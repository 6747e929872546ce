"""Table talk at a joined screen, by Textual's pilot: ``!`` opens a line to the table, Enter
says it, and a hostile line from another screen shows in the round's log exactly as written
(never as markup); a line the table would refuse is refused in the dialog, in its words."""

from __future__ import annotations

from pathlib import Path

from table_net_driver import WAIT, join, open_table
from textual.widgets import Input, Static

from ceelo_tui.app import CeeloApp
from ceelo_tui.net.messages import TALK_CHARS
from ceelo_tui.net.table_client import TableEvent, Talked
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.screens.talk import TalkDialog
from ceelo_tui.widgets.round_log import RoundLog

from table_driver import wait_until

HOSTILE = "[bold red]boo[/] [@click=app.quit]x[/] \\[/x]"


async def test_a_screen_says_a_line_with_its_key_and_shows_another_screens_hostile_line_as_text(tmp_path: Path) -> None:
    server = await open_table(["Ann", "Bo"], coins=10, seed=4)
    other = join(server.address, "[/x] Bo", tmp_path / "other")
    heard: list[Talked] = []
    other.add_listener(lambda event: _keep(heard, event))
    app = CeeloApp(animate=False, table=join(server.address, "Ann's laptop", tmp_path / "me"), claims=["Ann"])
    try:
        await other.start(WAIT)
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.session is not None
                             and bool(app.session.table.my_seats), WAIT)
            await pilot.press("exclamation_mark")
            await wait_until(pilot, lambda: isinstance(app.screen, TalkDialog), WAIT)
            field = app.screen.query_one("#talk-line", Input)
            assert field.max_length == TALK_CHARS
            field.value = "   "
            await pilot.press("enter")
            assert isinstance(app.screen, TalkDialog)  # refused in the dialog, which stays to mend the line
            assert str(app.screen.query_one("#dialog-text", Static).render()) == (
                "Say something: a line to the table holds at least one character.")
            field.value = "good luck, Bo"
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), WAIT)
            await other.wait_for(lambda _c: bool(heard), WAIT)
            assert heard == [Talked("Ann's laptop", "good luck, Bo")]
            assert (await other.talk(HOSTILE)).accepted
            log = app.screen.query_one("#log", RoundLog)
            await wait_until(pilot, lambda: f"» [/x] Bo: {HOSTILE}" in log.lines, WAIT, seen=lambda: log.lines)
            assert "» Ann's laptop: good luck, Bo" in log.lines
            assert f"» [/x] Bo: {HOSTILE}" in str(log.render())  # drawn as written
    finally:
        await other.close()
        await server.stop()


def _keep(heard: list[Talked], event: TableEvent) -> None:
    if isinstance(event, Talked):
        heard.append(event)
