"""House rules: one frozen dataclass holding every switch, plus the named presets.

Every table plays Cee-lo a little differently. Each switch has one name used everywhere: in
the setup screen, on the command line as ``--rule NAME=VALUE`` and in saved journals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .errors import CeeloError, RuleError
from .numbers import echo, parse_whole

PAYOUTS = ("even", "street")
ON_OFF = ("on", "off")
ROLL_LIMITS = ("none", "3", "5")
REVERSE = ("off", "on", "with_trips")
MODES = ("bank", "pot")
END_KINDS = ("first_broke", "last_standing", "rounds:N")
MAX_ROUNDS = 10_000
BOOLEAN_SWITCHES = ("acey_out", "six_one_points", "must_fade", "instant_456", "double_down")


@dataclass(frozen=True)
class HouseRules:
    """Every rule switch the engine honours; the defaults are the classic banking game."""

    mode: str = "bank"
    """'bank': players fade a banker (seeds 000, 001, 004); 'pot': winner takes all."""
    payouts: str = "even"
    """'street' pays a decision by 4-5-6 at 2x, trips at 3x, 1-1-1 at 5x to the side that rolled it."""
    acey_out: bool = False
    """1-1-1 is an instant loss instead of a trips win."""
    six_one_points: bool = False
    """Pair + 6 sets a point of 6 and pair + 1 a point of 1 (no instant win or loss)."""
    roll_limit: int | None = None
    """A roller whose 3 (or 5) rolls in a row are all meaningless is out: an instant loss."""
    reverse_player: str = "off"
    """For players (not the banker) 1-2-3 wins and 4-5-6 loses; 'with_trips': trips lose too."""
    must_fade: bool = False
    """While the bank is not covered, every player with coins must fade at least 1."""
    end: str = "first_broke"
    """When the game ends: 'first_broke', 'last_standing' or 'rounds:N'."""
    instant_456: bool = False
    """Winner-take-all: 4-5-6 wins the pot at once and cannot be tied."""
    double_down: bool = False
    """Winner-take-all: a pot won with trips or 4-5-6 makes every other player pay a second ante."""

    def __post_init__(self) -> None:
        for name in BOOLEAN_SWITCHES:  # "off" read from a damaged file must not count as on
            _check(isinstance(getattr(self, name), bool), name, getattr(self, name), ON_OFF)
        _check(self.mode in MODES, "mode", self.mode, MODES)
        _check(self.payouts in PAYOUTS, "payouts", self.payouts, PAYOUTS)
        _check(self.roll_limit in (None, 3, 5), "roll_limit", self.roll_limit, ROLL_LIMITS)
        _check(self.reverse_player in REVERSE, "reverse_player", self.reverse_player, REVERSE)
        _check(_end_ok(self.end), "end", self.end, END_KINDS)

    # -- the end rule, read -------------------------------------------------------------
    @property
    def winner_take_all(self) -> bool:
        """True for the winner-take-all game (a pot, no bank); False for the banking game."""
        return self.mode == "pot"

    @property
    def end_kind(self) -> str:
        """'first_broke', 'last_standing' or 'rounds'."""
        return self.end.split(":", 1)[0]

    @property
    def round_limit(self) -> int | None:
        """N for 'rounds:N', else None."""
        return int(self.end.split(":", 1)[1]) if self.end_kind == "rounds" else None

    # -- names and values ---------------------------------------------------------------
    def values(self) -> dict[str, str]:
        """Every switch as NAME -> VALUE text, the form used by ``--rule``."""
        return {f.name: _show(getattr(self, f.name)) for f in fields(self)}

    def to_json(self) -> dict[str, object]:
        """A plain dict for the journal."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "HouseRules":
        """Rebuild from :meth:`to_json`; unknown keys are refused (wrong values by ``__post_init__``)."""
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RuleError(f"Unknown house rule {sorted(unknown)[0]!r}.")
        return cls(**data)

    def with_pairs(self, pairs: Iterable[str]) -> "HouseRules":
        """Apply ``NAME=VALUE`` texts (as typed after ``--rule``) on top of these rules."""
        rules = self
        for pair in pairs:
            name, sep, value = pair.partition("=")
            if not sep:
                raise RuleError(f"Write a rule as NAME=VALUE, for example payouts=street; got {echo(pair)}.")
            rules = rules.with_value(name.strip(), value.strip())
        return rules

    def with_value(self, name: str, value: str) -> "HouseRules":
        """These rules with one switch set from its text value."""
        if name not in SWITCHES:
            raise RuleError(f"Unknown house rule {echo(name)}. Known rules: {', '.join(SWITCHES)}.")
        choices = SWITCHES[name]
        value = value.strip().lower()
        if name == "end":
            return replace(self, end=_end_value(value))
        if value not in choices:
            raise RuleError(f"{name} must be one of {', '.join(choices)}; got {echo(value)}.")
        changes: dict[str, Any] = {name: _parse(name, value)}
        return replace(self, **changes)

    def describe(self) -> list[str]:
        """The rules in words, one line a switch that matters for this game's mode."""
        return [DESCRIPTIONS[name](self) for name in switches_for(self.mode)]


SWITCHES: dict[str, tuple[str, ...]] = {
    "mode": MODES,
    "payouts": PAYOUTS,
    "acey_out": ON_OFF,
    "six_one_points": ON_OFF,
    "roll_limit": ROLL_LIMITS,
    "reverse_player": REVERSE,
    "must_fade": ON_OFF,
    "end": END_KINDS,
    "instant_456": ON_OFF,
    "double_down": ON_OFF,
}
"""Every switch name and the values it takes, in the order they are shown."""

BANK_ONLY = ("payouts", "six_one_points", "reverse_player", "must_fade")
"""Switches of the banking game only: they change nothing in winner take all."""
POT_ONLY = ("instant_456", "double_down")
"""Switches of the winner-take-all game only."""


def switches_for(mode: str) -> tuple[str, ...]:
    """The switches that matter in that game mode (``bank`` or ``pot``), in :data:`SWITCHES` order."""
    skip = POT_ONLY if mode == "bank" else BANK_ONLY
    return tuple(name for name in SWITCHES if name not in skip)


def _check(ok: bool, name: str, value: object, choices: tuple[str, ...]) -> None:
    if not ok:
        raise RuleError(f"{name} must be one of {', '.join(choices)}; got {value!r}.")


def _end_ok(value: str) -> bool:
    if value in ("first_broke", "last_standing"):
        return True
    kind, _, count = value.partition(":")
    return kind == "rounds" and count.isascii() and count.isdigit() and 1 <= int(count) <= MAX_ROUNDS


def _end_value(value: str) -> str:
    """The ``end`` switch from its text: N in ``rounds:N`` is read as a person means it
    (" 12 " or "１２" is 12), and stored in plain digits."""
    kind, sep, count = value.partition(":")
    if sep and kind.strip() == "rounds":
        try:
            return f"rounds:{parse_whole(count, 1, MAX_ROUNDS, 'N in rounds:N')}"
        except CeeloError as error:
            raise RuleError(str(error)) from None
    if value not in ("first_broke", "last_standing"):
        raise RuleError(f"end must be first_broke, last_standing or rounds:N with N from 1 to {MAX_ROUNDS}; "
                        f"got {echo(value)}.")
    return value


def _parse(name: str, value: str) -> object:
    if name in BOOLEAN_SWITCHES:
        return value == "on"
    if name == "roll_limit":
        return None if value == "none" else int(value)
    return value


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return "none"
    return str(value)


def _end_words(rules: HouseRules) -> str:
    if rules.end_kind == "first_broke":
        return "The game ends when a round leaves any player with no coins."
    if rules.end_kind == "last_standing":
        return "Broke players leave the table; the game ends when one player holds every coin."
    return f"The game ends after {rules.round_limit} rounds (or when one player holds every coin)."


DESCRIPTIONS: dict[str, Callable[[HouseRules], str]] = {
    "mode": lambda r: "Banking game: players fade the banker's stake."
    if r.mode == "bank"
    else "Winner take all: everyone antes, the best roll takes the pot.",
    "payouts": lambda r: "Street payouts: 4-5-6 pays 2x, trips 3x, 1-1-1 5x."
    if r.payouts == "street"
    else "Even money on every bet.",
    "acey_out": lambda r: "1-1-1 is an instant loss (acey out)." if r.acey_out else "1-1-1 counts as trips.",
    "six_one_points": lambda r: "Pair + 6 and pair + 1 set points of 6 and 1."
    if r.six_one_points
    else "Pair + 6 wins at once; pair + 1 loses at once.",
    "roll_limit": lambda r: f"{r.roll_limit} meaningless rolls in a row and the roller is out."
    if r.roll_limit
    else "Roll again as often as it takes.",
    "reverse_player": lambda r: {
        "off": "Players win with 4-5-6 and lose with 1-2-3, like the banker.",
        "on": "Reversed for players: 1-2-3 wins, 4-5-6 loses.",
        "with_trips": "Reversed for players: 1-2-3 wins; 4-5-6 and trips lose.",
    }[r.reverse_player],
    "must_fade": lambda r: "Every player with coins must fade until the bank is covered."
    if r.must_fade
    else "Fading is optional.",
    "end": _end_words,
    "instant_456": lambda r: "Winner take all: 4-5-6 takes the pot at once and cannot be tied."
    if r.instant_456
    else "Winner take all: a 4-5-6 can be tied and shot out.",
    "double_down": lambda r: "Winner take all: a pot won with trips or 4-5-6 costs the others a second ante."
    if r.double_down
    else "Winner take all: the pot is the only payment.",
}


@dataclass(frozen=True)
class Preset:
    """A named set of house rules that real tables play."""

    name: str
    blurb: str
    rules: HouseRules


CLASSIC = HouseRules()

PRESETS: tuple[Preset, ...] = (
    Preset("Classic", "The banking game as the source texts describe it: even money.", CLASSIC),
    Preset("Street payouts", "Classic, but 4-5-6 pays double, trips triple, 1-1-1 five times.",
           HouseRules(payouts="street")),
    Preset("Schoolyard", "Everyone must fade; three dead rolls and you are out; 1-1-1 aces out.",
           HouseRules(must_fade=True, roll_limit=3, acey_out=True)),
    Preset("Six-one points", "Pair + 6 and pair + 1 are points, not instant decisions.",
           HouseRules(six_one_points=True)),
    Preset("Winner take all", "No bank: everyone antes and the best roll takes the pot.",
           HouseRules(mode="pot")),
)


def preset(name: str) -> Preset:
    """The preset of that name (case-insensitive), or RuleError naming the choices."""
    for item in PRESETS:
        if item.name.lower() == name.strip().lower():
            return item
    raise RuleError(f"Unknown preset {name!r}. Presets: {', '.join(p.name for p in PRESETS)}.")
