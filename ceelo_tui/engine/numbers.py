"""Reading a whole number the way a person means it, or refusing it with a clear message.

Players type amounts (a stake, a fade, the starting coins). We accept what a person plainly
means: surrounding spaces and any script's decimal digits ("１０" is ten, "٣" is three). We
refuse everything else (signs, decimals, exponents, words, pastes) with a message that names
the range allowed, and never echo more than a short slice of what was typed.
"""

from __future__ import annotations

from .errors import IllegalMove

#: Longest text we bother to read as a number; anything longer is surely a paste.
MAX_DIGITS = 12
#: How much of a refused entry we quote back to the player.
ECHO_LIMIT = 12


def echo(text: str) -> str:
    """A short, printable quote of what the player typed."""
    shown = "".join(ch if ch.isprintable() else "?" for ch in text.strip())
    if len(shown) > ECHO_LIMIT:
        shown = shown[:ECHO_LIMIT] + "…"
    return f"“{shown}”"


def range_text(low: int, high: int) -> str:
    """'1' or '1-7': the range as a player reads it."""
    return str(low) if low == high else f"{low}-{high}"


def count(amount: int, noun: str, nouns: str | None = None) -> str:
    """'1 round', '3 rounds': a number with its noun agreeing (``nouns`` for an irregular plural)."""
    return f"{amount} {noun}" if amount == 1 else f"{amount} {nouns or noun + 's'}"


def coins(amount: int) -> str:
    """'1 coin', '5 coins'."""
    return count(amount, "coin")


def signed(amount: int) -> str:
    """'+3', '-2', '±0': a coin change with its sign, so it reads without colour."""
    return f"+{amount}" if amount > 0 else ("±0" if amount == 0 else str(amount))


def coins_range(low: int, high: int) -> str:
    """'1 coin', '5 coins' or '1-5 coins': a range of amounts as a player reads it."""
    return coins(low) if low == high else f"{range_text(low, high)} coins"


def parse_whole(value: object, low: int, high: int, what: str) -> int:
    """Return ``value`` as an int in ``low..high`` or raise IllegalMove naming the range.

    ``what`` names the quantity in the message, e.g. "The stake" or "Starting coins".
    """
    if low == high:
        allowed = f"{what} must be {low}"
    else:
        allowed = f"{what} must be a whole number from {low} to {high}"
    if low > high:
        raise IllegalMove(f"{what}: nothing is allowed right now")
    if isinstance(value, bool):
        raise IllegalMove(f"{allowed}.")
    if isinstance(value, int):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise IllegalMove(f"{allowed}; nothing was entered.")
        if text[:1] in "-+−" and text[1:].strip().isdecimal():
            raise IllegalMove(f"{allowed}; signed amounts are not allowed.")
        if not text.isdecimal():
            raise IllegalMove(f"{allowed}; {echo(text)} is not one.")
        if len(text) > MAX_DIGITS:
            raise IllegalMove(f"{allowed}; that number is far too large.")
        number = int(text)
    else:
        raise IllegalMove(f"{allowed}.")
    if number < low or number > high:
        shown = str(number) if len(str(number)) <= MAX_DIGITS else "that number"
        raise IllegalMove(f"{allowed}; {shown} is out of range.")
    return number
