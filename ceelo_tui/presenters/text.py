"""The engine's ways of writing a number, a roll or a name, and of reading a typed amount, for
the widgets and screens.

These only format or read: a coin change with its sign, a range of amounts, three faces, a name
with its control characters written as codes, a whole number typed in any digits (or the
engine's refusal naming what is allowed). The engine owns them (its own sentences use them, so
the screen and the log say a thing alike); the widgets and screens take them from here, since
they import nothing from the engine but its types.
"""

from __future__ import annotations

from ..engine.dice import faces_text
from ..engine.numbers import coins, coins_range, parse_whole, range_text, signed
from ..engine.seating import visible

__all__ = ["coins", "coins_range", "faces_text", "parse_whole", "range_text", "signed", "visible"]
