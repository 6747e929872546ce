"""Reading a whole number the way a person means it, or refusing it with a clear message.

Players type amounts (a stake, a fade, the starting coins). We accept what a person plainly
means: surrounding spaces and any script's decimal digits ("１０" is ten, "٣" is three). We
refuse everything else (signs, decimals, exponents, words, pastes) with a message that names
the range allowed, and never echo more than a short slice of what was typed.
"""

from __future__ import annotations

from .errors import IllegalMove
from .phrase import Phrase, phrase

#: Longest text we bother to read as a number; anything longer is surely a paste.
MAX_DIGITS = 12
#: How much of a refused entry we quote back to the player.
ECHO_LIMIT = 12


def excerpt(text: str) -> tuple[str, bool]:
    """What the player typed, as much of it as we quote back (trimmed, unprintable characters as
    '?', at most :data:`ECHO_LIMIT` of them), and whether it was cut short."""
    shown = "".join(ch if ch.isprintable() else "?" for ch in text.strip())
    return shown[:ECHO_LIMIT], len(shown) > ECHO_LIMIT


def echo(text: str) -> Phrase:
    """What the player typed, to be quoted back in a refusal: the catalog's ``typed`` says it
    (quote marks and all) from its :func:`excerpt`."""
    return phrase("typed", *excerpt(text))


def range_text(low: int, high: int) -> str:
    """'1' or '1-7': the range as a player reads it."""
    return str(low) if low == high else f"{low}-{high}"


def signed(amount: int) -> str:
    """'+3', '-2', '±0': a coin change with its sign, so it reads without colour."""
    return f"+{amount}" if amount > 0 else ("±0" if amount == 0 else str(amount))


def parse_whole(value: object, low: int, high: int, what: str | Phrase) -> int:
    """Return ``value`` as an int in ``low..high`` or raise IllegalMove naming the range.

    ``what`` names the quantity in the message: the catalog's words for it (the setup's
    "Starting coins"), a switch as typed ("--port"), or a phrase the catalog says
    (``phrase("the_stake")``).
    """
    if low > high:
        raise IllegalMove(phrase("amount_nothing_allowed", what))
    if isinstance(value, bool):
        raise IllegalMove(phrase("amount_not_whole", what, low, high))
    if isinstance(value, int):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise IllegalMove(phrase("amount_empty", what, low, high))
        if text[:1] in "-+−" and text[1:].strip().isdecimal():
            raise IllegalMove(phrase("amount_signed", what, low, high))
        if not text.isdecimal():
            raise IllegalMove(phrase("amount_not_a_number", what, low, high, echo(text)))
        if len(text) > MAX_DIGITS:
            raise IllegalMove(phrase("amount_too_long", what, low, high))
        number = int(text)
    else:
        raise IllegalMove(phrase("amount_not_whole", what, low, high))
    if number < low or number > high:
        raise IllegalMove(phrase("amount_out_of_range", what, low, high, number))
    return number
