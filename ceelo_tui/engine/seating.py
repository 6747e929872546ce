"""Seating a table: the players' names, their starting coins, their computer styles and who goes
first, checked once for every game.

Both games (and any game to come) seat their players the same way: 2 to 6 names of 1 to 16
characters a person can see (no control or formatting characters), no two alike; 5 to 100 starting coins each; one computer style (or
none) a seat. Only what the first seat is called differs (the first banker, the first roller),
so :func:`check_first_seat` takes that word. The setup screen and the seat editor check what
is typed with these same functions, so a name the screen accepts is one the game accepts.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import IllegalMove
from .numbers import parse_whole
from .phrase import Words, phrase

if TYPE_CHECKING:
    from .table import Seat

MIN_PLAYERS, MAX_PLAYERS = 2, 6
MIN_COINS, MAX_COINS = 5, 100
MAX_NAME = 16
FIRST_BY_RED_PIPS = "red-pips"
"""The first banker (or first roller) chosen by red pips (seed 001's "Strung Flowers"),
instead of a seat number."""


def seat_table(
    names: list[str] | tuple[str, ...],
    coins: object,
    styles: list[str | None] | tuple[str | None, ...] | None,
) -> tuple[Seat, ...]:
    """The seats of a new table: the names checked (:func:`check_names`), each with the same
    starting coins (5-100) and its computer style (None: a person); IllegalMove saying what is
    wrong, checked in that order."""
    from .table import Seat  # here, not at the top: the setup screen checks names before any table exists

    clean = check_names(names)
    stack = parse_whole(coins, MIN_COINS, MAX_COINS, phrase("starting_coins"))
    chosen = tuple(styles) if styles is not None else (None,) * len(clean)
    if len(chosen) != len(clean):
        raise IllegalMove(phrase("seating_styles"))
    return tuple(Seat(name, stack, style) for name, style in zip(clean, chosen))


def check_first_seat(first: object, count: int, role: Words) -> int:
    """``first`` as the seat that goes first, or IllegalMove naming the seats allowed and
    :data:`FIRST_BY_RED_PIPS`: "The first banker must be seat 1 to 3, or red-pips." (``role``:
    the first seat's name, ``phrase("first_seat_banker")``). Call it once red pips are ruled out."""
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < count:
        raise IllegalMove(phrase("seating_first_seat", role, count, FIRST_BY_RED_PIPS))
    return first


def check_names(names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Trimmed names, or IllegalMove: 2-6 of them, each 1-16 characters, no two alike."""
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise IllegalMove(phrase("seating_names", MIN_PLAYERS, MAX_PLAYERS))
    check_player_count(len(names))
    clean = tuple(check_name(name) for name in names)
    seen: set[str] = set()
    for name in clean:
        if name.casefold() in seen:
            raise IllegalMove(phrase("seating_same_name", repr(name)))
        seen.add(name.casefold())
    return clean


def check_player_count(count: int) -> None:
    """Refuse a table of fewer than MIN_PLAYERS or more than MAX_PLAYERS seats."""
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalMove(phrase("seating_player_count", MIN_PLAYERS, MAX_PLAYERS, count))


def fresh_name(taken: list[str] | tuple[str, ...], seat: int, numbered: Callable[[int], str]) -> str:
    """A default name for a new seat ``seat`` (1-based) that nobody at the table has:
    ``numbered(4)`` ('Player 4', in the words of the caller's language) for the fourth seat,
    else the first free ``numbered(n)``."""
    used = {" ".join(name.split()).casefold() for name in taken}
    numbers = [seat, *range(1, len(used) + seat + 2)]
    return next(numbered(n) for n in numbers if " ".join(numbered(n).split()).casefold() not in used)


NOT_IN_NAMES = {
    "Cc": "control", "Cf": "formatting", "Zl": "line_separator", "Zp": "paragraph_separator",
    "Cs": "surrogate", "Co": "private_use", "Cn": "unassigned",
}
"""Unicode categories no name may hold, each with its kind (the catalog's ``unseen_<kind>`` says it): control characters (a
newline, U+0085), formatting ones (bidi overrides such as U+202E, zero-width joiners), line
and paragraph separators, and code points with no agreed look. A name is shown on other
screens and in the host's log, where such a character would move or hide the text around it."""


def refused_character(text: str) -> str | None:
    """The first character of ``text`` that no name may hold, or None."""
    return next((char for char in text if unicodedata.category(char) in NOT_IN_NAMES), None)


def visible(text: str, keep: str = "") -> str:
    """``text`` with each character a name may not hold written as its code (``\\u202e``), so
    that a log line or a screen shows it rather than being moved or cut by it; the characters
    in ``keep`` (e.g. a newline, in a message of several lines) stay as they are."""
    if refused_character(text) is None:
        return text
    return "".join(char if char in keep or unicodedata.category(char) not in NOT_IN_NAMES
                   else ascii(char)[1:-1] for char in text)


def check_name(name: object, longest: int = MAX_NAME) -> str:
    """One trimmed name of 1 to ``longest`` characters (a player's: MAX_NAME), or IllegalMove.

    Letters of any script, digits, spaces, punctuation and symbols (emoji too) are allowed,
    and combining marks after a letter (an accent, an emoji's variation selector). Refused:
    characters of the categories in :data:`NOT_IN_NAMES` anywhere (a trailing newline too:
    it would split the host's log line) and a combining mark at the start (it would sit on
    whatever is drawn before the name). Runs of spaces become one space."""
    if not isinstance(name, str):
        raise IllegalMove(phrase("name_not_text"))
    bad = refused_character(name)
    if bad is not None:
        kind = NOT_IN_NAMES[unicodedata.category(bad)]
        raise IllegalMove(phrase("name_unseen_character", f"{ord(bad):04X}", phrase(f"unseen_{kind}")))
    clean = " ".join(name.split())
    if not clean:
        raise IllegalMove(phrase("name_empty", longest))
    if len(clean) > longest:
        raise IllegalMove(phrase("name_too_long", longest, len(clean)))
    if unicodedata.category(clean[0]).startswith("M"):
        raise IllegalMove(phrase("name_combining_start", f"{ord(clean[0]):04X}"))
    return clean
