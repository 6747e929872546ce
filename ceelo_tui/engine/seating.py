"""Seating a table: the players' names, their starting coins, their computer styles and who goes
first, checked once for every game.

Both games (and any game to come) seat their players the same way: 2 to 6 names of 1 to 16
printable characters, no two alike; 5 to 100 starting coins each; one computer style (or
none) a seat. Only what the first seat is called differs (the first banker, the first roller),
so :func:`check_first_seat` takes that word. The setup screen and the seat editor check what
is typed with these same functions, so a name the screen accepts is one the game accepts.
"""

from __future__ import annotations

from .errors import IllegalMove
from .numbers import parse_whole
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
    clean = check_names(names)
    stack = parse_whole(coins, MIN_COINS, MAX_COINS, "Starting coins")
    chosen = tuple(styles) if styles is not None else (None,) * len(clean)
    if len(chosen) != len(clean):
        raise IllegalMove("Give one computer style (or none) for each seat.")
    return tuple(Seat(name, stack, style) for name, style in zip(clean, chosen))


def check_first_seat(first: object, count: int, role: str) -> int:
    """``first`` as the seat that goes first, or IllegalMove naming the seats allowed and
    :data:`FIRST_BY_RED_PIPS`: "The first banker must be seat 1 to 3, or red-pips." (``role``:
    "banker", "roller"). Call it once red pips are ruled out."""
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < count:
        raise IllegalMove(f"The first {role} must be seat 1 to {count}, or {FIRST_BY_RED_PIPS}.")
    return first


def check_names(names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Trimmed names, or IllegalMove: 2-6 of them, each 1-16 characters, no two alike."""
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise IllegalMove(f"Give {MIN_PLAYERS} to {MAX_PLAYERS} player names.")
    check_player_count(len(names))
    clean = tuple(check_name(name) for name in names)
    seen: set[str] = set()
    for name in clean:
        if name.casefold() in seen:
            raise IllegalMove(f"Two players are called {name!r}: every name must be different.")
        seen.add(name.casefold())
    return clean


def check_player_count(count: int) -> None:
    """Refuse a table of fewer than MIN_PLAYERS or more than MAX_PLAYERS seats."""
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalMove(f"Cee-lo here is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}.")


def fresh_name(taken: list[str] | tuple[str, ...], seat: int) -> str:
    """A default name for a new seat ``seat`` (1-based) that nobody at the table has:
    'Player 4' for the fourth seat, else the first free 'Player N'."""
    used = {" ".join(name.split()).casefold() for name in taken}
    numbers = [seat, *range(1, len(used) + seat + 2)]
    return next(f"Player {n}" for n in numbers if f"player {n}" not in used)


def check_name(name: object) -> str:
    """One trimmed player name of 1-16 printable characters, or IllegalMove."""
    if not isinstance(name, str):
        raise IllegalMove("A name must be text.")
    clean = " ".join(name.split())
    if not clean:
        raise IllegalMove(f"A name must have 1 to {MAX_NAME} characters; this one is empty.")
    if len(clean) > MAX_NAME:
        raise IllegalMove(f"A name must have 1 to {MAX_NAME} characters; this one has {len(clean)}.")
    if not clean.isprintable():
        raise IllegalMove("A name may hold only printable characters.")
    return clean
