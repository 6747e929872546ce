"""The English catalog: one class made of a part for each family of screens' words.

Each part is a mixin in its own module (``en/numbers.py``, ...), holding the words of one
area as plain attributes (labels) and methods (sentences with what changes put in). A method
takes plain data (names, numbers, already-worded parts), never a game state, so another
language can say the same thing in its own order.
"""

from __future__ import annotations

from .events import EventWords
from .numbers import NumberWords
from .prompts import PromptWords
from .rolls import RollWords


class English(EventWords, PromptWords, RollWords, NumberWords):
    """Every sentence a player reads, in English."""
