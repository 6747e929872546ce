"""A sentence the engine chooses but does not word: the catalog entry's name and its data.

The engine knows *which* thing to say (under ``west_coast`` the 1-1-1 rule goes unsaid; a
refused ``--rule`` names the switch, what was typed and what is allowed) but not the words,
which are each language's catalog's (``ceelo_tui/presenters/catalog``). A :class:`Phrase`
names the entry and carries the plain data it puts in: numbers, yes/no, text to show as it
is (a name, a switch's identifier, what a player typed), or another phrase said first.

A refusal is a phrase too: the engine raises ``RuleError(phrase(...))``, so the error holds
its kind and data, typed, and the code that shows it reads ``str(error)`` as it always did.
That ``str`` is the catalog's: the catalog, on import, installs the one function that says a
phrase (:func:`install`), much as ``gettext.install`` gives a program its ``_``. Until one is
installed (the engine alone, in a test of its own) a phrase reads as its key and data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from msgspec import Struct

Datum: TypeAlias = "int | str | tuple[str | Phrase, ...] | Phrase"
"""What a phrase puts in: a number (or yes/no), text kept as it is, a list of texts or phrases,
another phrase."""

Words: TypeAlias = "str | Phrase"
"""What a game hands on to be shown: a phrase the catalog says, or text shown as it is (a name;
a scratch game's own words in a test, which no catalog has)."""

_SAYERS: list[Callable[[Phrase], str]] = []
"""The function that says a phrase in the chosen language, once the catalog installed it."""


class Phrase(Struct, frozen=True):
    """The catalog entry ``key``, said with ``data``."""

    key: str
    """The entry's name in the catalog (an identifier, such as ``rule_payouts_street``)."""
    data: tuple[Datum, ...] = ()
    """What the entry puts in."""

    def __str__(self) -> str:
        """The phrase in the installed catalog's words (its key and data before one is)."""
        return _SAYERS[0](self) if _SAYERS else f"{self.key}{self.data!r}"


def phrase(key: str, *data: Datum) -> Phrase:
    """``Phrase(key, data)``, written as a call."""
    return Phrase(key, data)


def install(sayer: Callable[[Phrase], str]) -> None:
    """Make ``sayer`` the function that words every phrase (the catalog calls this on import)."""
    _SAYERS[:] = [sayer]
