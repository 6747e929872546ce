"""Words chosen by a key the engine holds: a computer style's name, a switch's name, a kind.

The engine names things with identifiers (``cautious``, ``payouts``, ``stake``); the words
for each are catalog entries named after them (``style_cautious``, ``intent_stake``). Looking
the entry up by its name, on the catalog itself, keeps the key out of the entry's arguments:
an argument is text to keep as it was (the pseudo-locale leaves it unaccented), while the
key only picks which of the catalog's own sentences to say.
"""

from __future__ import annotations

from typing import Protocol, cast


class Sentence(Protocol):
    """A catalog entry: plain data in, words out."""

    def __call__(self, *data: object) -> str: ...


def label(words: object, prefix: str, key: str) -> str:
    """The catalog's plain label ``prefix_key`` (``label(WORDS, "style", "bold")``)."""
    return cast(str, getattr(words, f"{prefix}_{key}"))


def entry(words: object, prefix: str, key: str) -> Sentence:
    """The catalog's sentence ``prefix_key``, to be called with its data."""
    return cast(Sentence, getattr(words, f"{prefix}_{key}"))
