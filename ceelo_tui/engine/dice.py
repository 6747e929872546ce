"""Three dice -> a named combination, and what that combination means under house rules.

Two steps keep this honest: :func:`shape_of` says what the dice *are* (4-5-6, trips, a pair
with a singleton, 1-2-3, or nothing), which never depends on rules; :func:`classify` says
what the roll *does* for a banker or a player under a :class:`HouseRules` (win, loss, a
point, or roll again), and what a win pays under street payouts. It is the only place the
branches of the scoring rules are written: winner take all ranks a roll by what
:func:`classify` says of it (``pot_game.pot_rank``).
"""

from __future__ import annotations

import random
from enum import Enum
from functools import lru_cache
from itertools import product

from msgspec import Struct

from .phrase import Phrase, phrase
from .rules import CLASSIC, HouseRules

Dice = tuple[int, int, int]

ALL_ROLLS: tuple[Dice, ...] = tuple(product(range(1, 7), range(1, 7), range(1, 7)))
"""All 216 ordered rolls of three dice."""


class Shape(str, Enum):
    """What three dice show, before any rule gives it meaning."""

    FOUR_FIVE_SIX = "4-5-6"
    TRIPS = "trips"
    PAIR = "pair"
    ONE_TWO_THREE = "1-2-3"
    NOTHING = "nothing"


class Verdict(str, Enum):
    """What a roll does for the side that rolled it."""

    WIN = "win"
    LOSS = "loss"
    POINT = "point"
    REROLL = "reroll"


class Role(str, Enum):
    """Who rolled: rules such as reverse_player treat the banker and players differently."""

    BANKER = "banker"
    PLAYER = "player"


class Pattern(Struct, frozen=True):
    """The shape of a roll with its numbers: the pair (or trip) value and the singleton."""

    shape: Shape
    pair: int | None = None
    single: int | None = None


class Combo(Struct, frozen=True):
    """A classified roll: its verdict, its point if it set one, and a name a player understands."""

    dice: Dice
    pattern: Pattern
    verdict: Verdict
    point: int | None
    name: Phrase
    """What the roll is, as the catalog's ``roll_...`` entry names it (the kind of roll, the rule
    that gave it its meaning, and its numbers), said in the player's language by the presenters."""
    multiplier: int = 1
    """What the decision by this roll pays per coin bet under the rules, to the side it favours:
    a win's (street payouts) to the roller, a loss's (1-2-3 under hifumi_double) by the roller."""
    level: str = ""
    """Under trips_high a point is "high" (trips) or "low" (a pair and its odd die); else ""."""

    @property
    def decisive(self) -> bool:
        """True unless the roll must be rolled again."""
        return self.verdict is not Verdict.REROLL

    @property
    def big(self) -> bool:
        """True for 4-5-6 or trips that count as such under the rules (a win, or under
        trips_high a high point): the rolls seed 001 singles out. The first player to beat the
        banker with one takes the bank, and in winner take all a pot won with one costs the
        others a second ante (double_down). One notion for both games: see :func:`is_big`."""
        return self.pattern.shape in (Shape.FOUR_FIVE_SIX, Shape.TRIPS) and self.verdict is not Verdict.LOSS

    @property
    def point_key(self) -> tuple[int, int]:
        """How the point ranks: the higher value wins, and at equal value a high point beats a low one."""
        return point_key(self.point or 0, self.level)

    @property
    def point_text(self) -> Phrase:
        """The point as players say it: "5", or "high 5" / "low 5" under trips_high."""
        return point_text(self.point or 0, self.level)


def point_key(point: int, level: str = "") -> tuple[int, int]:
    """A point's rank: its value, then 1 for a high point (trips_high), so high 5 > low 5 > low 4."""
    return point, int(level == "high")


def point_text(point: int, level: str = "") -> Phrase:
    """"5", "high 5" or "low 5": the catalog's ``point_plain``, ``point_high`` or ``point_low``."""
    return phrase(f"point_{level or 'plain'}", point)


def roll_dice(rng: random.Random) -> Dice:
    """Three dice from the injected generator (the only place the engine draws dice)."""
    return (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))


BETWEEN_FACES = frozenset(",-‐‑–—−，－、")
"""What may stand between two faces besides spaces: a comma or a dash (the log writes a roll as
4-5-6), in their full-width and typographic forms too."""


def parse_faces(text: str) -> Dice:
    """The faces a roller typed (``4 5 6``, ``456``, ``4,5,6``, ``4-5-6``; spaces around them are
    fine; any script's digits, such as a full-width ``４５６``, are read as the digits they are),
    or ValueError naming what is allowed (its argument a phrase: ``faces_form`` or
    ``faces_out_of_range``, with what was typed)."""
    clean = text.strip()
    shown = clean if len(clean) <= 20 else clean[:20] + "…"
    if clean[:1] in BETWEEN_FACES or clean[-1:] in BETWEEN_FACES:  # "-4 5 6" is not three faces
        raise ValueError(phrase("faces_form", shown))
    parts = "".join(" " if char in BETWEEN_FACES else char for char in clean).split()
    if len(parts) == 1 and len(parts[0]) == 3:
        parts = list(parts[0])
    if len(parts) != 3 or not all(len(part) == 1 and part.isdecimal() for part in parts):
        raise ValueError(phrase("faces_form", shown))
    faces = tuple(int(part) for part in parts)
    if not all(1 <= face <= 6 for face in faces):
        raise ValueError(phrase("faces_out_of_range", shown))
    return faces[0], faces[1], faces[2]


def check_dice(dice: object) -> Dice:
    """Dice as a tuple of three ints 1-6, or ValueError (a journal's dice, the faces the dice tray shows)."""
    values: tuple[object, ...] = tuple(dice) if isinstance(dice, (list, tuple)) else ()
    faces = tuple(v for v in values if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6)
    if len(values) != 3 or len(faces) != 3:
        raise ValueError(phrase("dice_out_of_range", repr(dice)))
    return faces[0], faces[1], faces[2]


def shape_of(dice: Dice) -> Pattern:
    """The pattern three dice make, regardless of rules."""
    a, b, c = sorted(dice)
    if a == b == c:
        return Pattern(Shape.TRIPS, pair=a)
    if (a, b, c) == (4, 5, 6):
        return Pattern(Shape.FOUR_FIVE_SIX)
    if (a, b, c) == (1, 2, 3):
        return Pattern(Shape.ONE_TWO_THREE)
    if a == b:
        return Pattern(Shape.PAIR, pair=a, single=c)
    if b == c:
        return Pattern(Shape.PAIR, pair=b, single=a)
    return Pattern(Shape.NOTHING)


def classify(dice: Dice, rules: HouseRules = CLASSIC, role: Role = Role.BANKER) -> Combo:
    """What ``dice`` mean for ``role`` under ``rules``: the one reading of a roll, for both games.

    In the banking game a pair + 6 wins and a pair + 1 loses at once unless six_one_points; in
    winner take all (seed 001) the odd die beside a pair is always the point, 6 and 1 included,
    so the pot game's ranking (``pot_game.pot_rank``) is read from this too. The switches of
    the banking game alone (payouts, reverse_player, hifumi_double) are refused in winner take
    all, so they never change its reading.
    """
    pattern = shape_of(dice)
    reverse = role is Role.PLAYER and rules.reverse_player != "off"
    six_one_points = rules.six_one_points or rules.winner_take_all
    if pattern.shape is Shape.FOUR_FIVE_SIX:
        if reverse:
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_four_five_six_reversed"))
        return Combo(dice, pattern, Verdict.WIN, None, phrase("roll_four_five_six"), _pays(rules, 2))
    if pattern.shape is Shape.ONE_TWO_THREE:
        if rules.west_coast:
            return Combo(dice, pattern, Verdict.REROLL, None, phrase("roll_no_score_west_coast"))
        if reverse:
            return Combo(dice, pattern, Verdict.WIN, None, phrase("roll_one_two_three_reversed"))
        if rules.hifumi_double:
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_one_two_three_hifumi"), 2)
        return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_one_two_three"))
    if pattern.shape is Shape.TRIPS:
        value = pattern.pair or 0
        if rules.west_coast:
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_trips_west_coast", value))
        if value == 1 and rules.acey_out:
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_trips_acey_out", value))
        if reverse and rules.reverse_player == "with_trips":
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_trips_reversed", value))
        if rules.trips_high:
            return Combo(dice, pattern, Verdict.POINT, value, phrase("roll_trips_high_point", value), level="high")
        return Combo(dice, pattern, Verdict.WIN, None, phrase("roll_trips", value), _pays(rules, 5 if value == 1 else 3))
    if pattern.shape is Shape.PAIR:
        pair, single = pattern.pair or 0, pattern.single or 0
        if rules.west_coast or rules.pair_points:
            return Combo(dice, pattern, Verdict.POINT, pair, phrase("roll_pair_point", pair, single))
        if rules.trips_high:
            return Combo(dice, pattern, Verdict.POINT, single, phrase("roll_pair_low_point", single, pair), level="low")
        if single == 6 and not six_one_points:
            return Combo(dice, pattern, Verdict.WIN, None, phrase("roll_pair_and_six", pair))
        if single == 1 and not six_one_points:
            return Combo(dice, pattern, Verdict.LOSS, None, phrase("roll_pair_and_one", pair))
        return Combo(dice, pattern, Verdict.POINT, single, phrase("roll_point", single, pair))
    return Combo(dice, pattern, Verdict.REROLL, None, phrase("roll_no_score"))


def is_big(dice: Dice, rules: HouseRules, role: Role = Role.BANKER) -> bool:
    """Whether ``dice`` are 4-5-6 or trips that count as such for ``role`` under ``rules``
    (:attr:`Combo.big`): not 1-1-1 under acey_out, nor trips under west_coast, nor a roll that
    reverse_player turns into a loss; a high point under trips_high counts."""
    return classify(dice, rules, role).big


@lru_cache(maxsize=64)
def bank_pays_at_most(rules: HouseRules) -> int:
    """The most the bank pays on one coin bet under ``rules``: a player's best win, or the
    banker's costliest loss (1 at even money; 5 under street payouts, for 1-1-1)."""
    most = 1
    for dice in ALL_ROLLS:
        player, banker = classify(dice, rules, Role.PLAYER), classify(dice, rules, Role.BANKER)
        if player.verdict is Verdict.WIN:
            most = max(most, player.multiplier)
        if banker.verdict is Verdict.LOSS:
            most = max(most, banker.multiplier)
    return most


def _pays(rules: HouseRules, street: int) -> int:
    return street if rules.payouts == "street" else 1


def faces_text(dice: Dice) -> str:
    """'2-2-5': the dice as shown in logs."""
    return "-".join(str(d) for d in dice)


