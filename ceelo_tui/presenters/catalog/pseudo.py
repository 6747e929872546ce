"""The pseudo-locale: English with every letter of our own words accented.

Projects that translate their words run their screens in a pseudo-locale to find text that
never went through the catalog: a sentence typed straight into a widget stays in plain ASCII
letters, while everything from the catalog reads "Ȧƞƞ ħǿŀḓş ŧħḗ ƀȧƞķ". Only the catalog's own
letters change: a name, a number or any other text handed *to* a catalog entry is kept as it
was (it is wrapped in private-use marks while the entry builds its sentence, and the marks are
taken out after), so player names stay readable and a test can tell the two apart.

Every accented letter is one cell wide, like the letter it stands for, so a pseudo screen lays
out as the English one does.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"
ACCENT = str.maketrans(PLAIN, ACCENTED)

KEEP_OPEN = "\ue000"
KEEP_CLOSE = "\ue001"
"""Private-use marks around text handed to an entry, which the accents leave alone."""


def accent(text: str) -> str:
    """``text`` with each ASCII letter outside the keep marks accented, and the marks taken out."""
    out: list[str] = []
    depth = 0
    for char in text:
        if char == KEEP_OPEN:
            depth += 1
        elif char == KEEP_CLOSE:
            depth = max(0, depth - 1)
        else:
            out.append(char if depth else char.translate(ACCENT))
    return "".join(out)


def keep(value: object) -> object:
    """``value`` with its text (a string, or strings in a tuple or list) marked to be kept. An
    empty string stays empty: it has nothing to keep, and an entry that says a part only when
    it is there (``f" ({short})" if short else ""``) must see it empty as English does.

    An enum member (a seat's status, a bet's result: the engine's typed data, some of them
    ``str`` enums) is handed on as it is: an entry looks its words up by it, and says them.
    """
    if isinstance(value, Enum):
        return value
    if isinstance(value, str):
        return f"{KEEP_OPEN}{value}{KEEP_CLOSE}" if value else value
    if isinstance(value, tuple):
        return tuple(keep(item) for item in value)
    if isinstance(value, list):
        return [keep(item) for item in value]
    return value


class Entry(Protocol):
    """A catalog's method: data in, words (usually a string) out."""

    def __call__(self, *args: object, **kwargs: object) -> object: ...


class Pseudo:
    """A catalog that answers as the one it wraps, with its words accented."""

    def __init__(self, base: object) -> None:
        self._base = base

    def __getattr__(self, name: str) -> object:
        value = getattr(self._base, name)
        if isinstance(value, str):
            return accent(value)
        if callable(value):
            return self._accented(value)
        return value

    @staticmethod
    def _accented(entry: Entry) -> Entry:
        def said(*args: object, **kwargs: object) -> object:
            words = entry(*(keep(arg) for arg in args), **{key: keep(arg) for key, arg in kwargs.items()})
            return accent(words) if isinstance(words, str) else words

        return said
