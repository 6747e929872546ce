"""Every sentence a player reads, in one catalog per language.

A catalog is a class whose attributes and methods return the words for one thing a screen
says: ``WORDS.roll_key`` is a plain label, ``WORDS.holds_the_bank(name)`` a sentence with a
name put in. The engine records what happened as typed events and refusals; the presenters,
widgets, screens, the controller and the host choose *which* words to say and take the words
themselves from here, so a second language is one more catalog and no hunt through the code.

The language is chosen once, when this module is first imported, from ``CEELO_TUI_LANG``
(``en``, the default, or ``pseudo``: English with every letter of our own words accented, the
way a hard-coded sentence shows up as plain letters on a screen; see :mod:`.pseudo`). Choosing
at import, before any screen's class is built, lets key bindings and other class-level labels
take their words from the catalog too. An unknown code falls back to English: the game must
open whatever the environment says.

Importing it also gives the engine's phrases their words (:func:`ceelo_tui.engine.phrase.install`):
a refusal the engine raises with a phrase reads, as ``str(error)``, in the chosen language.

This package sits just above the engine in the layers (it imports nothing of ours but the
engine's types), so the services that speak to a player (the host refusing a move, a saved
game that cannot be read) take their words from here as the screens do.
"""

from __future__ import annotations

import os
from typing import cast

from ...engine.phrase import install
from .en import English
from .keyed import say
from .pseudo import Pseudo

LANGUAGE_VARIABLE = "CEELO_TUI_LANG"
"""The environment variable that picks the catalog."""

LANGUAGES = ("en", "pseudo")
"""The catalogs there are, by code."""


def catalog(code: str) -> English:
    """The catalog for ``code`` (English for a code we do not have)."""
    english = English()
    return cast(English, Pseudo(english)) if code == "pseudo" else english


def chosen_language() -> str:
    """The language code ``CEELO_TUI_LANG`` names, or ``en``."""
    code = os.environ.get(LANGUAGE_VARIABLE, "en").strip().lower()
    return code if code in LANGUAGES else "en"


WORDS: English = catalog(chosen_language())
"""The catalog every module speaks from."""

install(lambda phrase: say(WORDS, phrase))  # the engine's refusals, read as str(error), say themselves here

__all__ = ["LANGUAGES", "LANGUAGE_VARIABLE", "WORDS", "English", "catalog", "chosen_language"]
