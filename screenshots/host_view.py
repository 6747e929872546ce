"""The README's picture of the host's view: ``python screenshots/host_view.py [--size 120x34]``.

Opens a seeded three-player table on 127.0.0.1 (port 18765, a fixed token, so the picture
is the same each time), joins Ann's laptop and Bo's laptop to it, lets Bo's laptop die and
Bo's phone ask for the seat, has Ann say a line, and saves the host's view as
``host_view.svg`` beside this script. It saves its game in a temporary folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

from table_picture import make_picture

HERE = Path(__file__).resolve().parent
SIZE = (120, 34)
PORT = 18765
TOKEN = "pXk3-party-night-7Qw9Zr2mVt"


async def picture(keys: Path, size: tuple[int, int]) -> str:
    """The host's view as an SVG."""
    from ceelo_tui.commands.host_view import HostView
    from ceelo_tui.engine.match import Match
    from ceelo_tui.net.seat_keys import SeatKeys
    from ceelo_tui.net.table_client import TableClient
    from ceelo_tui.net.table_server import TableServer
    from ceelo_tui.saves.store import GameStore

    match = Match.start(["Ann", "Bo", "Cy"], 20, 129, styles=[None, None, "cautious"])
    saved = GameStore().create(match, at_once=True)
    server = TableServer(match, token=TOKEN, saved=saved, port=PORT, house_pause=3600)
    await server.start()
    ann, bo, phone = (TableClient(server.address, name, keys=SeatKeys(keys / name))
                      for name in ("Ann's laptop", "Bo's laptop", "Bo's phone"))
    try:
        for client in (ann, bo, phone):
            await client.start()
        await ann.claim("Ann")
        await bo.claim("Bo")
        await bo.close()
        await phone.claim("Bo")
        app = HostView(server, f"http://127.0.0.1:{PORT + 1}/#token={TOKEN}")
        async with app.run_test(size=size) as pilot:
            await ann.talk("Bo, your phone is asking for your seat")
            await pilot.pause(0.5)
            return app.export_screenshot(title="ceelo-tui host")
    finally:
        for client in (ann, phone):
            await client.close()
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    """Make the picture (at ``--size``, SIZE by default, as ``host_view.svg`` beside this script)."""
    return make_picture(picture, __doc__.splitlines()[0], SIZE, HERE / "host_view.svg", argv)


if __name__ == "__main__":
    sys.exit(main())
