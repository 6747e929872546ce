"""What ``ceelo-tui host`` prints to invite the players: the address for terminals, the one for
browsers, and the browser address as a QR code drawn in the terminal, for a phone or a laptop
camera at the same table to open without anyone typing a token.

The code itself is made by `segno <https://segno.readthedocs.io>`_ (pure Python, no image
library): a QR code is easy to get subtly wrong, and a code a camera cannot read is worse than
none. Here it is only drawn: each character holds two rows of modules, the upper and the lower
half of a cell (``▀``, ``▄``, ``█`` or a space), so the code is square on a terminal whose cells
are twice as high as they are wide, and half as tall as one character a module would make it.

Dark modules are drawn as the block characters, light ones as spaces. On a terminal (standard
output a tty) each line is drawn black on white whatever the terminal's colours, so a dark
theme does not invert the code; written to a file or a pipe, the characters alone are written.
"""

from __future__ import annotations

import segno

from ..presenters.catalog import WORDS

QUIET_ZONE = 2
"""Light modules around the code: the standard asks for 4, but the terminal's own margin adds
to it, and readers find a code with 2 at once; fewer rows keep it on one screen."""
HALVES = {(False, False): " ", (True, False): "\u2580", (False, True): "\u2584", (True, True): "\u2588"}
"""The character of a cell from its (upper, lower) modules, True for dark."""
BLACK_ON_WHITE = "\x1b[30;107m"
"""A terminal's black on bright white, for a line of the code drawn on a terminal."""
PLAIN = "\x1b[0m"


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of modules (True: dark), its quiet zone included; the
    error correction is the highest that fits the smallest symbol (segno's ``boost_error``)."""
    code = segno.make_qr(text, error="m")
    return [[bool(module) for module in row] for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]


def qr_lines(text: str) -> list[str]:
    """The QR code of ``text`` drawn in half blocks, two rows of modules a line (the last row
    paired with a light one when their number is odd)."""
    rows = qr_modules(text)
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    return ["".join(HALVES[upper, lower] for upper, lower in zip(rows[index], rows[index + 1]))
            for index in range(0, len(rows), 2)]


def drawn(lines: list[str], terminal: bool) -> str:
    """``lines`` as one text to print: black on white on a ``terminal``, else as they are."""
    if not terminal:
        return "\n".join(lines)
    return "\n".join(f"{BLACK_ON_WHITE}{line}{PLAIN}" for line in lines)


def invitation(terminal_address: str, browser_address: str | None, *, terminal: bool) -> str:
    """What ``host`` prints once its table is open: the terminal players' command, and, when the
    page is served, the browser address and its QR code (``terminal``: standard output is one)."""
    lines = [WORDS.table_open_at(terminal_address), WORDS.terminal_players(terminal_address)]
    if browser_address is None:
        return "\n".join(lines)
    lines.append(WORDS.browser_players(browser_address))
    return "\n".join(lines) + "\n" + drawn(qr_lines(browser_address), terminal)
