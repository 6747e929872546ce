"""Ways of writing a number, a roll or a name, and of reading a typed amount, for the widgets
and screens.

These only format or read: an amount of coins and a range of them (the catalog's words, so a
screen says them in its language), a coin change with its sign, three faces, a name with its
control characters written as codes, a whole number typed in any digits (or the engine's
refusal naming what is allowed). The widgets and screens take them from here, since they import
nothing from the engine but its types.
"""

from __future__ import annotations

from ..engine.dice import faces_text
from ..engine.numbers import parse_whole, range_text, signed
from ..engine.seating import visible
from .catalog import WORDS

coins = WORDS.coins
"""'1 coin', '5 coins', in the catalog's words."""

coins_range = WORDS.coins_range
"""'5 coins' or '1-5 coins', in the catalog's words."""

__all__ = ["coins", "coins_range", "faces_text", "parse_whole", "range_text", "signed", "visible"]
