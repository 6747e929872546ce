"""A sentence the engine chooses but does not word: the catalog entry's name and its data.

The engine knows *which* thing to say (under ``west_coast`` the 1-1-1 rule goes unsaid; a
roll limit of 3 is "3 meaningless rolls ...") but not the words, which are each language's
catalog's (``ceelo_tui/presenters/catalog``). A :class:`Phrase` names the entry and carries
the plain data it puts in (numbers, names, yes/no), so the engine stays free of English.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phrase:
    """The catalog entry ``key``, said with ``data``."""

    key: str
    """The entry's name in the catalog (an identifier, such as ``rule_payouts_street``)."""
    data: tuple[int | bool, ...] = ()
    """What the entry puts in: numbers and yes/no, never words."""


def phrase(key: str, *data: int | bool) -> Phrase:
    """``Phrase(key, data)``, written as a call."""
    return Phrase(key, data)
