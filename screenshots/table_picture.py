"""What the pictures of a hosted table (``host_view.py``, ``joined_view.py``) share: the command
line (``--size COLUMNSxROWS``, ``--out FILE``) and a temporary data folder for the table's game,
so that making a picture leaves no saved game behind and reads no player's seat secrets."""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

Picture = Callable[[Path, tuple[int, int]], Awaitable[str]]
"""Makes an SVG: given a folder for the screens' seat secrets and the terminal's size."""


def make_picture(picture: Picture, description: str, size: tuple[int, int], out: Path,
                 argv: list[str] | None = None) -> int:
    """Run ``picture`` at ``--size`` (``size`` by default) and write its SVG to ``--out`` (``out``)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--size", default="x".join(map(str, size)), help="COLUMNSxROWS")
    parser.add_argument("--out", type=Path, default=out, help="the SVG to write")
    args = parser.parse_args(argv)
    try:
        columns, rows = (int(part) for part in args.size.split("x"))
    except ValueError:
        parser.error(f"--size is COLUMNSxROWS, e.g. 80x24, not {args.size!r}")
    with tempfile.TemporaryDirectory() as data:
        os.environ["CEELO_TUI_DATA"] = data
        svg = asyncio.run(picture(Path(data) / "keys", (columns, rows)))
    args.out.write_text(svg, encoding="utf-8")
    return 0
