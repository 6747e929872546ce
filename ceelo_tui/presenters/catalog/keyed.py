"""Words chosen by a key the engine holds: a computer style's name, a switch's name, a kind.

The engine names things with identifiers (``cautious``, ``payouts``, ``stake``); the words
for each are catalog entries named after them (``style_cautious``, ``intent_stake``). Looking
the entry up by its name, on the catalog itself, keeps the key out of the entry's arguments:
an argument is text to keep as it was (the pseudo-locale leaves it unaccented), while the
key only picks which of the catalog's own sentences to say.
"""

from __future__ import annotations

from typing import Protocol, cast

from ...engine.phrase import Phrase, Words


class Sentence(Protocol):
    """A catalog entry: plain data in, words out."""

    def __call__(self, *data: object) -> str: ...


def label(words: object, prefix: str, key: str) -> str:
    """The catalog's plain label ``prefix_key`` (``label(WORDS, "style", "bold")``)."""
    return cast(str, getattr(words, f"{prefix}_{key}"))


def entry(words: object, *name: str) -> Sentence:
    """The catalog's sentence named by ``name``'s parts joined with ``_``, to be called with its data."""
    return cast(Sentence, getattr(words, "_".join(name)))


def say(words: object, phrase: Phrase) -> str:
    """The words of a sentence the engine chose (:class:`~ceelo_tui.engine.phrase.Phrase`);
    a phrase in its data (or in a list in its data) is said first and put in as words."""
    if not phrase.data:
        return _plain(words, phrase.key)
    return entry(words, phrase.key)(*(_said(words, item) for item in phrase.data))


def _said(words: object, item: object) -> object:
    """A phrase's datum with the phrases in it said: a phrase, or each phrase of a list."""
    if isinstance(item, Phrase):
        return say(words, item)
    if isinstance(item, tuple):
        return tuple(say(words, part) if isinstance(part, Phrase) else part for part in item)
    return item


def _plain(words: object, key: str) -> str:
    """A phrase without data: the entry is a plain label, or a sentence that takes nothing."""
    found = getattr(words, key)
    return found if isinstance(found, str) else cast(Sentence, found)()


def said(words: object, text: Words) -> str:
    """What a game hands on, in words: a phrase said by the catalog, text as it is."""
    return say(words, text) if isinstance(text, Phrase) else text
