"""The English catalog: one class made of a part for each family of screens' words.

Each part is a mixin in its own module (``en/numbers.py``, ...), holding the words of one
area as plain attributes (labels) and methods (sentences with what changes put in). A method
takes plain data (names, numbers, already-worded parts), never a game state, so another
language can say the same thing in its own order. A part that says amounts builds on
:class:`NumberWords`, which therefore comes last among the bases.
"""

from __future__ import annotations

from .chinchiro import ChinchiroWords
from .commands import CommandWords
from .cpu import CpuWords
from .numbers import NumberWords
from .odds import OddsWords
from .rules import RulesWords
from .saved import SavedWords


class English(CommandWords, CpuWords, RulesWords, OddsWords, ChinchiroWords, SavedWords, NumberWords):
    """Every sentence a player reads, in English."""
