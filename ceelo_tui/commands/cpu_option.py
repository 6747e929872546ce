"""``--cpu NAME`` / ``--cpu NAME=STYLE``: which seats named by ``--players`` a computer plays."""

from __future__ import annotations

from ..engine.cpu_styles import DEFAULT_STYLE, PROFILES, check_style
from ..engine.errors import CeeloError, IllegalMove
from ..presenters.catalog import WORDS


def cpu_help() -> str:
    """``--cpu``'s help: the styles by name, and the default."""
    return WORDS.cpu_help(tuple(PROFILES), DEFAULT_STYLE)


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def computer_styles(values: list[str] | None, names: tuple[str, ...] | list[str]) -> list[str | None] | None:
    """The style of each seat from the ``--cpu`` values (None: a person); None when none given.

    Raises IllegalMove with a message for the players when a name is not among ``names``,
    a style is unknown, or a player is named twice.
    """
    if not values:
        return None
    seats = {_key(name): index for index, name in enumerate(names)}
    styles: list[str | None] = [None] * len(names)
    for value in values:
        name, style = value, DEFAULT_STYLE
        if _key(value) not in seats and "=" in value:
            name, _, style = value.rpartition("=")
        seat = seats.get(_key(name))
        if seat is None:
            shown = repr(name) if len(name) <= 40 else WORDS.that_name
            raise IllegalMove(WORDS.cpu_not_a_player(shown, names))
        if styles[seat] is not None:
            raise IllegalMove(WORDS.cpu_named_twice(names[seat]))
        try:
            styles[seat] = check_style(style)
        except CeeloError as error:
            raise IllegalMove(WORDS.cpu_style_refused(names[seat], str(error))) from None
    return styles
