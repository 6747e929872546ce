"""The computer players' styles of play: their names, their numbers, and the check of a name.

Apart from the decisions (``cpu.py``), which need the games: the setup screen, the settings
and the command line check and offer styles before any game is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import Struct

from .errors import CeeloError
from .phrase import phrase

if TYPE_CHECKING:
    from .games import AnyGame

DEFAULT_STYLE = "cautious"


class Style(Struct, frozen=True):
    """One way of playing, as numbers; shares are fractions of the seat's own coins."""

    name: str
    """The style's identifier; its words are the catalog's (``style_<name>``)."""
    stake_base: float
    """Share of its coins a banker stakes when the game is even (no edge either way)."""
    stake_slope: float
    """Share added per unit of banker's edge (2.47 % classic edge x 4 adds about 0.1)."""
    stake_range: tuple[float, float]
    """Lowest and highest share a banker stakes."""
    pass_bank: float
    """Chance to pass the bank when the rules give the bank no edge."""
    fade_base: float
    """Share of its coins a player fades when the game is even."""
    fade_slope: float
    """Share added per unit of the player's edge (the banker's edge, negated)."""
    fade_range: tuple[float, float]
    """Lowest and highest share a player fades."""
    sit_out: float
    """Chance to pass instead of fading when the bank has the edge (if the rules allow it)."""
    risk: float | None
    """Most of its coins the worst single payout may take (street pays up to 5x); None: no limit."""
    ante_share: float
    """Winner-take-all: share of its coins it offers as the ante when it may choose."""
    buy_back_limit: int | None = None
    """The most buy-backs it takes in a game, broke (buy_backs house rule); None: as many as allowed."""
    buy_back_against: float | None = None
    """It declines a buy-back when another player holds more than this many times the starting
    coins (the game is as good as lost); None: it never minds."""


PROFILES: dict[str, Style] = {
    style.name: style
    for style in (
        Style(
            name="cautious",
            stake_base=0.06,
            stake_slope=2.0,
            stake_range=(0.04, 0.25),
            pass_bank=0.5,
            fade_base=0.04,
            fade_slope=2.0,
            fade_range=(0.02, 0.2),
            sit_out=0.3,
            risk=0.25,
            ante_share=0.05,
            buy_back_limit=1,
        ),
        Style(
            name="bold",
            stake_base=0.55,
            stake_slope=4.0,
            stake_range=(0.4, 1.0),
            pass_bank=0.0,
            fade_base=0.4,
            fade_slope=4.0,
            fade_range=(0.2, 1.0),
            sit_out=0.0,
            risk=None,
            ante_share=0.3,
        ),
        Style(
            name="shrewd",
            stake_base=0.0,
            stake_slope=12.0,
            stake_range=(0.0, 0.6),
            pass_bank=0.75,
            fade_base=0.0,
            fade_slope=12.0,
            fade_range=(0.0, 0.6),
            sit_out=0.6,
            risk=0.5,
            ante_share=0.1,
            buy_back_against=3.0,
        ),
    )
}
"""Every computer style by name."""


def check_style(name: object) -> str:
    """The style's name, trimmed and lower-cased, or CeeloError naming the styles."""
    text = name.strip().lower() if isinstance(name, str) else ""
    if text not in PROFILES:
        shown = phrase("quoted", repr(name)) if isinstance(name, str) and len(name) <= 20 else phrase("that_one")
        raise CeeloError(phrase("cpu_error_unknown_style", shown, tuple(PROFILES)))
    return text


def is_computer(state: AnyGame, seat: int) -> bool:
    """Whether a computer style plays that seat."""
    style = state.seats[seat].style
    return isinstance(style, str) and style.strip().lower() in PROFILES
