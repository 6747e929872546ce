"""A screen in a process of its own, for the tests that kill one: it joins the table at ARGV[1]
as ARGV[2], keeping its seat secret in the folder ARGV[3], claims seat ARGV[4], says "READY",
then plays that seat's moves (a bold player's) until it is killed."""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_net_driver import WAIT, join, style_move  # noqa: E402


async def main(address: str, name: str, keys: str, seat: str) -> None:
    client = join(address, name, Path(keys))
    await client.start(WAIT)
    answer = await client.claim(int(seat))
    print("READY" if answer.accepted else f"REFUSED {answer.reason}", flush=True)
    rng = random.Random(7)
    while True:
        await client.wait_for(lambda c: c.my_turn and not c.state.is_over, 3600)
        await client.send_move(style_move(client.state, client.state.actor, rng))


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
