"""The README's picture of a joined screen with presence and table talk: ``python screenshots/joined_view.py
[--size 80x24]``.

Opens a seeded table of Ann, Bo and Cy (a computer) on 127.0.0.1 (port 18767, a fixed token),
where Bo holds the bank first; Ann's laptop joins it as the game's own screen (the app a
``ceelo-tui join … --as Ann`` runs), Dee's laptop watches, Bo's laptop takes Bo's seat and dies,
so Bo is away on his own turn; Dee and Ann say a line each, one of them markup that stays text.
Ann's screen is saved as ``joined_view.svg`` beside this script. The house's countdown is set
to 42.7 seconds just before the picture (the table's own starts at ``--away-after``, and a
second passes while the screens join), so the picture is the same each time. The game is
saved in a temporary folder.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from table_picture import make_picture

HERE = Path(__file__).resolve().parent
SIZE = (80, 24)
PORT = 18767
TOKEN = "pXk3-party-night-7Qw9Zr2mVt"
BO = 1
"""Bo's seat: away, on his turn to stake."""


async def picture(keys: Path, size: tuple[int, int]) -> str:
    """Ann's screen as an SVG."""
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.engine.match import Match
    from ceelo_tui.net.seat_keys import SeatKeys
    from ceelo_tui.net.table_client import TableClient
    from ceelo_tui.net.table_server import TableServer
    from ceelo_tui.saves.store import GameStore
    from ceelo_tui.screens.table import TableScreen

    match = Match.start(["Ann", "Bo", "Cy"], 20, 129, first_banker=BO, styles=[None, None, "cautious"])
    saved = GameStore().create(match, at_once=True)
    server = TableServer(match, token=TOKEN, saved=saved, port=PORT, away_after=60, house_pause=3600)
    await server.start()
    ann = TableClient(server.address, "Ann's laptop", keys=SeatKeys(keys / "ann"))
    dee, bo = (TableClient(server.address, name, keys=SeatKeys(keys / name)) for name in ("Dee", "Bo's laptop"))
    app = CeeloApp(animate=False, table=ann, claims=["Ann"])
    try:
        async with app.run_test(size=size) as pilot:
            for client in (dee, bo):
                await client.start()
            await bo.claim("Bo")
            while not (isinstance(app.screen, TableScreen) and app.controller.here() == {0}):
                await pilot.pause(0.05)
            await bo.close()  # Bo's laptop dies on his turn
            await ann.wait_for(lambda client: BO in client.house_at and client.watching == ("Dee",), 10)
            await dee.talk("Bo's battery died, he's on his phone now")
            await ann.talk("[b]no rush[/b], Bo [@click=quit]")
            await ann.wait_for(lambda _client: True, 1)
            await pilot.pause(0.5)
            assert app.presence is not None
            # the same countdown in every picture; a new value is worded at once, not at the next second
            app.presence = replace(app.presence, house_at={BO: time.monotonic() + 42.7})
            await pilot.pause()
            return app.export_screenshot(title="ceelo-tui join")
    finally:
        for client in (dee, ann):
            await client.close()
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    """Make the picture (at ``--size``, SIZE by default, as ``joined_view.svg`` beside this script)."""
    return make_picture(picture, __doc__.splitlines()[0], SIZE, HERE / "joined_view.svg", argv)


if __name__ == "__main__":
    sys.exit(main())
