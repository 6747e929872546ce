"""A set of house rules, a preset and a switch in the chosen catalog's words.

The engine's rules choose their sentences (:meth:`HouseRules.describe` gives a
:class:`~ceelo_tui.engine.phrase.Phrase` a switch); these say them, for every screen, the help
and the commands alike.
"""

from __future__ import annotations

from ...engine.rules import HouseRules, Preset
from . import WORDS
from .keyed import label, say


def rules_in_words(rules: HouseRules) -> list[str]:
    """The rules in sentences, one a switch that matters for this game and says something."""
    return [say(WORDS, line) for line in rules.describe()]


def preset_blurb(preset: Preset) -> str:
    """What the preset plays, in a sentence."""
    return label(WORDS, "preset", preset.key)


def switch_help(name: str) -> str:
    """What the switch ``name`` does, in a phrase, for the help's table of switches."""
    return label(WORDS, "switch_help", name)
