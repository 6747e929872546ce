"""The exact odds of the banking game, for any house rules, as fractions.

Nothing here is simulated. Every figure comes from counting the 216 ordered rolls of three
dice with :func:`~ceelo_tui.engine.dice.classify` and adding up :class:`fractions.Fraction`,
so the classic banker's edge comes out as exactly 2/81, as seed 000 states it.

How a turn ends. A roller (the banker, or a player against the banker's point) rolls until
the roll is decisive. The turn ends in one of four ways: a WIN (paying 1x, or the street
multiplier of the roll that won), a LOSS (at 1x, or 2x for 1-2-3 under hifumi_double), a POINT p, or OUT. With no roll limit a
turn can never be out, and each decisive roll ends it with its share of the decisive rolls:
``count / decisive``. With a roll limit of L, a roller whose L rolls in a row are all
meaningless is out, which counts as an instant loss at 1x: with m meaningless rolls out of
216, ``P(out) = (m/216)**L`` and each decisive roll ends the turn with probability
``count/216 * (1 + q + ... + q**(L-1))``, q = m/216.

What the figures assume:

* **Unlimited bankrolls.** At the table a payment never takes more than the payer has (a
  street payout stops at their coins); here every payment is made in full, so the edge is a
  property of the rules alone, per coin faded.
* The edge is the banker's expected gain per coin faded. Each faded bet is settled against the
  same banker roll but otherwise on its own, so the expectation per coin does not depend on
  how many players fade or how much.
* ``must_fade`` and ``end`` decide who bets and when the game stops, not how a bet is
  decided, so they do not change any figure. The odds are for the banking game only:
  ``mode=pot`` (winner take all) has no bank and no banker's edge, and is refused.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from msgspec import Struct

from .dice import ALL_ROLLS, Combo, Role, Shape, Verdict, classify, point_key, point_text, shape_of
from .errors import RuleError
from .payoff import point_share
from .phrase import Phrase, phrase
from .rules import CLASSIC, PRESETS, HouseRules, Preset

SIDES = len(ALL_ROLLS)
"""216: every ordered roll of three dice, each equally likely."""

# ---------------------------------------------------------------------- rule-free tables
class CountRow(Struct, frozen=True):
    """One line of a counting table: an event, how many rolls make it, and out of how many."""

    event: str
    """What the rolls make, as an identifier (``four_five_six``, ``instant_win``); the catalog
    says it (``odds_event_<event>``)."""
    count: int
    total: int

    @property
    def probability(self) -> Fraction:
        """``count / total`` as an exact fraction."""
        return Fraction(self.count, self.total)


PERMUTATION_EVENTS = ("four_five_six", "trips", "point", "one_two_three", "meaningless")
DECISIVE_EVENTS = ("three_of_a_kind", "four_five_six", "one_two_three", "pair_six", "pair_one", "pair_two_five")


def permutation_table() -> tuple[CountRow, ...]:
    """The 216 permutations as seed 002 lists them: 4-5-6 6, trips 6, point 90, 1-2-3 6,
    meaningless 108 (a "point" here is any pair with a singleton)."""
    counts = Counter(_permutation_event(dice) for dice in ALL_ROLLS)
    return tuple(CountRow(event, counts[event], SIDES) for event in PERMUTATION_EVENTS)


def decisive_table() -> tuple[CountRow, ...]:
    """Seed 000's 108 decisive rolls of the classic game: trips 6, 4-5-6 6, 1-2-3 6,
    pair + 6 15, pair + 1 15, pair + 2-5 60."""
    counts = Counter(_decisive_event(dice) for dice in ALL_ROLLS)
    counts.pop(None, None)
    total = sum(counts.values())
    return tuple(CountRow(event, counts[event], total) for event in DECISIVE_EVENTS)


def _permutation_event(dice: tuple[int, int, int]) -> str:
    shape = shape_of(dice).shape
    return {
        Shape.FOUR_FIVE_SIX: "four_five_six",
        Shape.TRIPS: "trips",
        Shape.PAIR: "point",
        Shape.ONE_TWO_THREE: "one_two_three",
        Shape.NOTHING: "meaningless",
    }[shape]


def _decisive_event(dice: tuple[int, int, int]) -> str | None:
    pattern = shape_of(dice)
    if pattern.shape is Shape.PAIR:
        return {1: "pair_one", 6: "pair_six"}.get(pattern.single or 0, "pair_two_five")
    return {
        Shape.FOUR_FIVE_SIX: "four_five_six",
        Shape.TRIPS: "three_of_a_kind",
        Shape.ONE_TWO_THREE: "one_two_three",
        Shape.NOTHING: None,
    }[pattern.shape]


# ---------------------------------------------------------------------- how a turn ends
WIN, LOSS, POINT, OUT = "win", "loss", "point", "out"


class TurnEnd(Struct, frozen=True):
    """How one roller's turn ends: a win (at ``multiplier``), a loss, a point, or out."""

    kind: str
    multiplier: int = 1
    point: int | None = None
    what: Phrase = phrase("what_nothing")
    """What decided it, for the tables: 4-5-6, trips 2-6, 1-1-1, pair + 6, 1-2-3 ... (the
    catalog's ``what_...``)."""
    level: str = ""
    """A point's kind under trips_high: "high" or "low"; "" otherwise."""

    @property
    def key(self) -> tuple[int, int]:
        """How a point ranks (see :func:`~ceelo_tui.engine.dice.point_key`)."""
        return point_key(self.point or 0, self.level)


def _what(combo: Combo) -> Phrase:
    pattern = combo.pattern
    if pattern.shape is Shape.TRIPS:
        return phrase("what_one_one_one" if pattern.pair == 1 else "what_trips_2_6")
    if pattern.shape is Shape.PAIR:
        return phrase("what_pair_plus", pattern.single or 0)
    return phrase(f"what_{pattern.shape.name.lower()}")


def _end_of(combo: Combo) -> TurnEnd | None:
    """The turn end a decisive roll makes (None for a roll that must be rolled again)."""
    if combo.verdict is Verdict.WIN:
        return TurnEnd(WIN, combo.multiplier, None, _what(combo))
    if combo.verdict is Verdict.LOSS:
        return TurnEnd(LOSS, combo.multiplier, None, _what(combo))
    if combo.verdict is Verdict.POINT:
        return TurnEnd(POINT, 1, combo.point, phrase("what_point", combo.point or 0), combo.level)
    return None


def _check_banking(rules: HouseRules) -> None:
    if rules.mode != "bank":
        raise RuleError(phrase("odds_error_not_banking"))


def turn_ends(
    rules: HouseRules = CLASSIC, role: Role = Role.BANKER, rolls_left: int | None = None
) -> dict[TurnEnd, Fraction]:
    """Every way a turn of ``role`` can end under ``rules``, with its exact probability.

    Several rolls end the turn the same way (every 4-5-6 order, say), so the keys are the
    distinct ends; the probabilities add up to exactly 1. Under a roll limit, ``rolls_left``
    gives the chances of a turn already under way, with that many rolls still allowed
    (default: the whole turn).
    """
    _check_banking(rules)
    return dict(_turn_ends(rules, role, _rolls_left(rules, rolls_left)))


def _rolls_left(rules: HouseRules, rolls_left: int | None) -> int | None:
    """The rolls a turn may still take: None without a limit; checked against the limit."""
    limit = rules.roll_limit
    if limit is None or rolls_left is None:
        return limit
    if not 1 <= rolls_left <= limit:
        raise RuleError(phrase("odds_error_rolls_left", limit, repr(rolls_left)))
    return rolls_left


@lru_cache(maxsize=256)
def _turn_ends(rules: HouseRules, role: Role, limit: int | None) -> tuple[tuple[TurnEnd, Fraction], ...]:
    counts: Counter[TurnEnd] = Counter()
    for dice in ALL_ROLLS:
        end = _end_of(classify(dice, rules, role))
        if end is not None:
            counts[end] += 1
    decisive = sum(counts.values())
    dead = Fraction(SIDES - decisive, SIDES)
    if limit is None:
        scale = Fraction(SIDES, decisive)  # 1 + q + q**2 + ... = 1 / (1 - q)
    else:
        scale = sum((dead**k for k in range(limit)), Fraction(0))
    ends = {end: Fraction(count, SIDES) * scale for end, count in counts.items()}
    if limit is not None:
        ends[TurnEnd(OUT, 1, None, phrase("what_dead_rolls", limit))] = dead**limit
    return tuple(ends.items())


def roll_table(rules: HouseRules = CLASSIC, role: Role = Role.BANKER) -> tuple[CountRow, ...]:
    """What one roll does for ``role`` under ``rules``: instant win, instant loss, point,
    roll again, each counted over the 216 rolls."""
    _check_banking(rules)
    counts = Counter(classify(dice, rules, role).verdict for dice in ALL_ROLLS)
    names = (
        (Verdict.WIN, "instant_win"),
        (Verdict.LOSS, "instant_loss"),
        (Verdict.POINT, "point"),
        (Verdict.REROLL, "roll_again"),
    )
    return tuple(CountRow(name, counts[verdict], SIDES) for verdict, name in names)


def banker_points(rules: HouseRules = CLASSIC) -> tuple[int, ...]:
    """The point values a banker can hold: 2-5 in the classic game, 1-6 with six_one_points."""
    return tuple(sorted({point for point, _ in banker_point_kinds(rules)}))


def banker_point_kinds(rules: HouseRules = CLASSIC) -> tuple[tuple[int, str], ...]:
    """Every point a banker can hold as (value, level), lowest first: level is "" except under
    trips_high, where (5, "low") is a pair + 5 and (5, "high") 5-5-5."""
    kinds = {(end.point or 0, end.level) for end in turn_ends(rules, Role.BANKER) if end.kind == POINT}
    return tuple(sorted(kinds, key=lambda kind: point_key(*kind)))


# ---------------------------------------------------------------------- a player's chances
class PlayerChances(Struct, frozen=True):
    """A player's exact chances against a banker's point, and what they expect per coin."""

    win: Fraction
    push: Fraction
    lose: Fraction
    expected: Fraction
    """The player's expected gain per coin faded (street multipliers included)."""


def player_chances(
    point: int, rules: HouseRules = CLASSIC, rolls_left: int | None = None, level: str = ""
) -> PlayerChances:
    """A player's chances to win, push and lose once the banker holds ``point``; under a
    roll limit, from a moment with ``rolls_left`` rolls still allowed (default: the whole turn).
    Under trips_high ``level`` says whether the point is "high" (trips) or "low" (a pair).

    Raises RuleError if the banker cannot hold that point under ``rules``.
    """
    kinds = banker_point_kinds(rules)
    if _point_kind(rules, point, level) not in kinds:
        shown = tuple(point_text(*kind) for kind in kinds)
        raise RuleError(phrase("odds_error_points", shown, point_text(point, level)))
    level = _point_kind(rules, point, level)[1]
    win = push = lose = expected = Fraction(0)
    for end, chance in turn_ends(rules, Role.PLAYER, rolls_left).items():
        gain = _player_gain(end, TurnEnd(POINT, 1, point, phrase("what_point", point), level), rules)
        if gain > 0:
            win += chance
        elif gain < 0:
            lose += chance
        else:
            push += chance
        expected += gain * chance
    return PlayerChances(win, push, lose, expected)


def _point_kind(rules: HouseRules, point: object, level: str) -> tuple[object, str]:
    """(point, level) as asked; under trips_high a point asked without a level is a low point."""
    return point, (level or "low") if rules.trips_high else level


def _player_gain(end: TurnEnd, banker: TurnEnd, rules: HouseRules) -> Fraction:
    """What the player gains per coin when their turn ends ``end`` against the banker's point
    (a point win pays its share under point_bonus)."""
    if end.kind == WIN:
        return Fraction(end.multiplier)
    if end.kind in (LOSS, OUT):
        return Fraction(-end.multiplier)
    if end.key > banker.key:
        return point_share((end.point or 0) - (banker.point or 0), rules)
    return Fraction(-1) if end.key < banker.key else Fraction(0)


# ---------------------------------------------------------------------- the banker's table
class BankerRow(Struct, frozen=True):
    """One line of seed 000's banker table: an outcome, what it pays the banker, its chance."""

    event: str
    """The outcome, as an identifier in :data:`EVENTS`; the catalog says it (``outcome_<event>``)."""
    pays: Fraction
    """Coins the banker gains per coin faded (negative: pays out; a third of a coin under point_bonus)."""
    probability: Fraction
    what: tuple[Phrase, ...] = ()
    """Which rolls make this line, when an event is split by what it pays (the catalog's
    ``what_...``, in the order the tables list them)."""

    @property
    def ret(self) -> Fraction:
        """The line's share of the banker's edge: ``pays * probability``."""
        return self.pays * self.probability


EVENTS = (
    "instant_win",
    "instant_loss",
    "out",
    "opponent_instant_win",
    "opponent_instant_loss",
    "opponent_out",
    "higher_point_win",
    "higher_point_loss",
    "tie",
)
"""Seed 000's outcomes in its order, plus the roll-limit outs."""


@lru_cache(maxsize=256)
def banker_outcomes(rules: HouseRules = CLASSIC) -> tuple[BankerRow, ...]:
    """Seed 000's table of the banker's outcomes under ``rules``, one bet of one coin.

    Classic rules give exactly seed 000's seven rows. An event whose rolls pay differently
    (street payouts) is split into one row per payment, each naming the rolls that make it.

    Worked out once for each set of rules (about a millisecond and a half each time): the setup
    screen shows the edge as it opens and again at every change of a switch, and a player
    flips back and forth between the same few sets. The rows are frozen, so they are shared.
    """
    groups: dict[tuple[str, Fraction], tuple[Fraction, set[Phrase]]] = {}

    def add(event: str, pays: Fraction | int, chance: Fraction, what: Phrase | None) -> None:
        pays = Fraction(pays)
        total, whats = groups.get((event, pays), (Fraction(0), set()))
        groups[(event, pays)] = (total + chance, whats | ({what} if what else set()))

    player = turn_ends(rules, Role.PLAYER)
    for end, chance in turn_ends(rules, Role.BANKER).items():
        if end.kind == WIN:
            add("instant_win", end.multiplier, chance, end.what)
        elif end.kind == LOSS:
            add("instant_loss", -end.multiplier, chance, end.what)
        elif end.kind == OUT:
            add("out", -1, chance, end.what)
        else:
            for reply, answer in player.items():
                both = chance * answer
                if reply.kind == WIN:
                    add("opponent_instant_win", -reply.multiplier, both, reply.what)
                elif reply.kind == LOSS:
                    add("opponent_instant_loss", reply.multiplier, both, reply.what)
                elif reply.kind == OUT:
                    add("opponent_out", 1, both, reply.what)
                elif reply.key < end.key:
                    add("higher_point_win", 1, both, None)
                elif reply.key > end.key:
                    margin = (reply.point or 0) - (end.point or 0)
                    add("higher_point_loss", -_player_gain(reply, end, rules), both, _margin_text(margin, rules))
                else:
                    add("tie", 0, both, None)
    split = Counter(event for event, _ in groups)
    rows = []
    for (event, pays), (chance, whats) in groups.items():
        what: tuple[Phrase, ...] = ()
        if split[event] > 1 or event in ("out", "opponent_out"):
            what = _whats_in_order(whats)
        rows.append(BankerRow(event, pays, chance, what))
    rows.sort(key=lambda row: (EVENTS.index(row.event), abs(row.pays)))
    return tuple(rows)


def _margin_text(margin: int, rules: HouseRules) -> Phrase | None:
    """Which point wins a share of the bet under point_bonus: by 1, by 2, by 3 or more."""
    if not rules.point_bonus:
        return None
    return phrase("what_by", margin) if margin < 3 else phrase("what_by_3_plus")


WHAT_ORDER = (phrase("what_four_five_six"), phrase("what_trips"), phrase("what_trips_2_6"),
              phrase("what_one_one_one"), phrase("what_pair_plus", 6), phrase("what_one_two_three"),
              phrase("what_pair_plus", 1))
"""The rolls behind a split row in the order the tables list them; any other after these."""


def _whats_in_order(whats: set[Phrase]) -> tuple[Phrase, ...]:
    """The rolls behind one split row, merging 1-1-1 and trips 2-6 back into trips."""
    items = set(whats)
    both = {phrase("what_one_one_one"), phrase("what_trips_2_6")}
    if both <= items:
        items = (items - both) | {phrase("what_trips")}
    last = len(WHAT_ORDER)
    return tuple(sorted(items, key=lambda w: (WHAT_ORDER.index(w) if w in WHAT_ORDER else last, w.key, w.data)))


def banker_edge(rules: HouseRules = CLASSIC) -> Fraction:
    """The banker's exact expected gain per coin faded: 2/81 under the classic rules.

    Assumes unlimited bankrolls (every payment is made in full).
    """
    return sum((row.ret for row in banker_outcomes(rules)), Fraction(0))


# ---------------------------------------------------------------------- names
def preset_of(rules: HouseRules) -> Preset | None:
    """The preset these rules are, or None (the catalog calls such rules custom)."""
    return next((item for item in PRESETS if item.rules == rules), None)
