"""The setup screen's checks and limits, as the engine decides them.

Every field is checked by the engine as it is typed (``check_name``, ``check_names``,
``parse_whole``); these functions give its objection in its own words ('' when there is
none), so the screen shows it beside the field and keeps Start unavailable until everything
is valid, without calling the engine itself. The limits it names in its headings (players,
name length, coins) come from :data:`LIMITS`.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct

from ..engine.cpu_styles import PROFILES
from ..engine.errors import IllegalMove
from ..engine.numbers import parse_whole
from ..engine.rules import HouseRules, players_problem
from ..engine.seating import (
    FIRST_BY_RED_PIPS,
    MAX_COINS,
    MAX_NAME,
    MAX_PLAYERS,
    MIN_COINS,
    MIN_PLAYERS,
    check_name,
    check_names,
    check_player_count,
    fresh_name,
)
from .catalog import WORDS
from .catalog.keyed import say
from .cells import fit

COMPUTER_STYLES: tuple[str, ...] = tuple(PROFILES)
"""The computer's styles of play, in the order a seat's toggle offers them after a person."""

RANDOM_BANKER = -1
RED_PIPS_BANKER = -2
"""The First banker choice for a roll-off by red pips (seed 001's "Strung Flowers")."""


class SetupLimits(Struct, frozen=True):
    """What the engine allows at a new table."""

    min_players: int
    max_players: int
    max_name: int
    """The longest name, in characters."""
    min_coins: int
    max_coins: int
    red_pips: str
    """The first banker chosen by red pips, as a table's setup records it."""

    @property
    def players_heading(self) -> str:
        """'Players (2-6), names up to 16 characters'."""
        return WORDS.players_heading(self.min_players, self.max_players, self.max_name)

    @property
    def coins_heading(self) -> str:
        """'Starting coins (1-1000)'."""
        return WORDS.starting_coins_heading(self.min_coins, self.max_coins)


LIMITS = SetupLimits(MIN_PLAYERS, MAX_PLAYERS, MAX_NAME, MIN_COINS, MAX_COINS, FIRST_BY_RED_PIPS)


def coins_problem(coins: str) -> str:
    """The engine's objection to these starting coins ('' when they are fine)."""
    try:
        parse_whole(coins, MIN_COINS, MAX_COINS, WORDS.starting_coins_field)
    except IllegalMove as error:
        return str(error)
    return ""


def table_problems(names: list[str], coins: str) -> list[str]:
    """The engine's objections to these names and starting coins (none: the table may start)."""
    problems = []
    try:
        check_names(names)
    except IllegalMove as error:
        problems.append(str(error))
    coins_error = coins_problem(coins)
    if coins_error:
        problems.append(coins_error)
    return problems


def rules_problem(rules: HouseRules, players: int) -> str:
    """Why ``players`` seats cannot play ``rules`` ('' when they can)."""
    problem = players_problem(rules, players)
    return "" if problem is None else say(WORDS, problem)


def name_problems(names: Sequence[str]) -> list[str]:
    """The engine's objection to each name typed, in order ('' for a good one): a name it
    refuses, or one alike to an earlier seat's (the earlier one keeps it)."""
    seen: dict[str, str] = {}
    problems = []
    for name in names:
        text = ""
        try:
            clean = check_name(name)
        except IllegalMove as error:
            text = str(error)
        else:
            earlier = seen.get(clean.casefold())
            if earlier is not None:
                try:
                    check_names([earlier, clean])
                except IllegalMove as error:
                    text = str(error)
            seen.setdefault(clean.casefold(), clean)
        problems.append(text)
    return problems


def seat_problem(count: int) -> str:
    """The engine's objection to a table of ``count`` seats ('' when it may have them)."""
    try:
        check_player_count(count)
    except IllegalMove as error:
        return str(error)
    return ""


def new_seat_name(names: Sequence[str], seat: int) -> str:
    """A default name nobody at the table has for the new seat ``seat`` (1-based)."""
    return fresh_name(list(names), seat, WORDS.default_player_name)


def banker_options(names: list[str]) -> list[tuple[str, int]]:
    """The first banker's choices: the dice, or one of the seats as named so far."""
    shown = [name.strip() or WORDS.default_player_name(n) for n, name in enumerate(names, start=1)]
    return [(WORDS.random_banker, RANDOM_BANKER), (WORDS.red_pips_banker, RED_PIPS_BANKER)] + [
        (f"{seat + 1}. {fit(name, 2 * MAX_NAME)}", seat) for seat, name in enumerate(shown)
    ]
