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
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .dice import ALL_ROLLS, Combo, Role, Shape, Verdict, classify, point_key, point_text, shape_of
from .errors import RuleError
from .payoff import point_share
from .rules import CLASSIC, COIN_ROUNDING, PRESETS, HouseRules

SIDES = len(ALL_ROLLS)
"""216: every ordered roll of three dice, each equally likely."""

ASSUMPTIONS = (
    "Exact: counted over all 216 rolls of three dice, never simulated.",
    "Unlimited bankrolls: every payment is made in full (at the table a payment stops at the payer's coins).",
    "The edge is the banker's expected gain per coin faded.",
    "must_fade and end change who bets and when the game stops, not the odds of a bet; bank_break only who "
    "holds the bank next; real dice roll like the game's, and a loose roll (dice off the table) is an "
    "accident, not a chance the odds can count.",
)

BONUS_ASSUMPTION = (
    "point_bonus: the edge counts exact shares of a bet (a third, two thirds); at the table "
    + COIN_ROUNDING.replace("coins are whole, so ", "")
    + " So with small bets the table's figure differs a little from this one."
)


def assumptions(rules: HouseRules = CLASSIC) -> tuple[str, ...]:
    """What the figures for ``rules`` assume, in words (:data:`ASSUMPTIONS`, plus the point
    bonus's whole coins when it is on)."""
    return ASSUMPTIONS + ((BONUS_ASSUMPTION,) if rules.point_bonus else ())


# ---------------------------------------------------------------------- rule-free tables
@dataclass(frozen=True)
class CountRow:
    """One line of a counting table: an event, how many rolls make it, and out of how many."""

    event: str
    count: int
    total: int

    @property
    def probability(self) -> Fraction:
        """``count / total`` as an exact fraction."""
        return Fraction(self.count, self.total)


PERMUTATION_EVENTS = ("4-5-6", "Trips", "Point", "1-2-3", "Meaningless")
DECISIVE_EVENTS = ("Three of a kind", "4-5-6", "1-2-3", "Pair + 6", "Pair + 1", "Pair + 2-5")


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
        Shape.FOUR_FIVE_SIX: "4-5-6",
        Shape.TRIPS: "Trips",
        Shape.PAIR: "Point",
        Shape.ONE_TWO_THREE: "1-2-3",
        Shape.NOTHING: "Meaningless",
    }[shape]


def _decisive_event(dice: tuple[int, int, int]) -> str | None:
    pattern = shape_of(dice)
    if pattern.shape is Shape.PAIR:
        if pattern.single in (1, 6):
            return f"Pair + {pattern.single}"
        return "Pair + 2-5"
    return {
        Shape.FOUR_FIVE_SIX: "4-5-6",
        Shape.TRIPS: "Three of a kind",
        Shape.ONE_TWO_THREE: "1-2-3",
        Shape.NOTHING: None,
    }[pattern.shape]


# ---------------------------------------------------------------------- how a turn ends
WIN, LOSS, POINT, OUT = "win", "loss", "point", "out"


@dataclass(frozen=True)
class TurnEnd:
    """How one roller's turn ends: a win (at ``multiplier``), a loss, a point, or out."""

    kind: str
    multiplier: int = 1
    point: int | None = None
    what: str = ""
    """What decided it, for the tables: "4-5-6", "trips 2-6", "1-1-1", "pair + 6", "1-2-3" ..."""
    level: str = ""
    """A point's kind under trips_high: "high" or "low"; "" otherwise."""

    @property
    def key(self) -> tuple[int, int]:
        """How a point ranks (see :func:`~ceelo_tui.engine.dice.point_key`)."""
        return point_key(self.point or 0, self.level)


def _what(combo: Combo) -> str:
    pattern = combo.pattern
    if pattern.shape is Shape.TRIPS:
        return "1-1-1" if pattern.pair == 1 else "trips 2-6"
    if pattern.shape is Shape.PAIR:
        return f"pair + {pattern.single}"
    return str(pattern.shape.value)


def _end_of(combo: Combo) -> TurnEnd | None:
    """The turn end a decisive roll makes (None for a roll that must be rolled again)."""
    if combo.verdict is Verdict.WIN:
        return TurnEnd(WIN, combo.multiplier, None, _what(combo))
    if combo.verdict is Verdict.LOSS:
        return TurnEnd(LOSS, combo.multiplier, None, _what(combo))
    if combo.verdict is Verdict.POINT:
        return TurnEnd(POINT, 1, combo.point, f"point {combo.point_text}", combo.level)
    return None


def _check_banking(rules: HouseRules) -> None:
    if rules.mode != "bank":
        raise RuleError(
            "The odds are for the banking game (mode=bank): winner take all has no bank, "
            "so there is no banker's edge."
        )


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
        raise RuleError(f"A turn under roll_limit={limit} has 1 to {limit} rolls left, not {rolls_left!r}.")
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
        ends[TurnEnd(OUT, 1, None, f"{rules.roll_limit} dead rolls")] = dead**limit
    return tuple(ends.items())


def roll_table(rules: HouseRules = CLASSIC, role: Role = Role.BANKER) -> tuple[CountRow, ...]:
    """What one roll does for ``role`` under ``rules``: instant win, instant loss, point,
    roll again, each counted over the 216 rolls."""
    _check_banking(rules)
    counts = Counter(classify(dice, rules, role).verdict for dice in ALL_ROLLS)
    names = (
        (Verdict.WIN, "Instant win"),
        (Verdict.LOSS, "Instant loss"),
        (Verdict.POINT, "Point"),
        (Verdict.REROLL, "Roll again"),
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
@dataclass(frozen=True)
class PlayerChances:
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
        shown = ", ".join(point_text(*kind) for kind in kinds)
        raise RuleError(f"A banker can hold only points {shown} under these rules, not {point_text(point, level)}.")
    level = _point_kind(rules, point, level)[1]
    win = push = lose = expected = Fraction(0)
    for end, chance in turn_ends(rules, Role.PLAYER, rolls_left).items():
        gain = _player_gain(end, TurnEnd(POINT, 1, point, "", level), rules)
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
@dataclass(frozen=True)
class BankerRow:
    """One line of seed 000's banker table: an outcome, what it pays the banker, its chance."""

    event: str
    pays: Fraction
    """Coins the banker gains per coin faded (negative: pays out; a third of a coin under point_bonus)."""
    probability: Fraction
    what: str = ""
    """Which rolls make this line, when an event is split by what it pays."""

    @property
    def ret(self) -> Fraction:
        """The line's share of the banker's edge: ``pays * probability``."""
        return self.pays * self.probability

    @property
    def label(self) -> str:
        """The event, with what made it when the event is split ("Instant win (4-5-6)")."""
        return f"{self.event} ({self.what})" if self.what else self.event


EVENTS = (
    "Instant win",
    "Instant loss",
    "Out",
    "Opponent instant win",
    "Opponent instant loss",
    "Opponent out",
    "Higher point win",
    "Higher point loss",
    "Tie",
)
"""Seed 000's outcomes in its order, plus the roll-limit outs."""


def banker_outcomes(rules: HouseRules = CLASSIC) -> tuple[BankerRow, ...]:
    """Seed 000's table of the banker's outcomes under ``rules``, one bet of one coin.

    Classic rules give exactly seed 000's seven rows. An event whose rolls pay differently
    (street payouts) is split into one row per payment, each naming the rolls that make it.
    """
    groups: dict[tuple[str, Fraction], tuple[Fraction, set[str]]] = {}

    def add(event: str, pays: Fraction | int, chance: Fraction, what: str) -> None:
        pays = Fraction(pays)
        total, whats = groups.get((event, pays), (Fraction(0), set()))
        groups[(event, pays)] = (total + chance, whats | {what})

    player = turn_ends(rules, Role.PLAYER)
    for end, chance in turn_ends(rules, Role.BANKER).items():
        if end.kind == WIN:
            add("Instant win", end.multiplier, chance, end.what)
        elif end.kind == LOSS:
            add("Instant loss", -end.multiplier, chance, end.what)
        elif end.kind == OUT:
            add("Out", -1, chance, end.what)
        else:
            for reply, answer in player.items():
                both = chance * answer
                if reply.kind == WIN:
                    add("Opponent instant win", -reply.multiplier, both, reply.what)
                elif reply.kind == LOSS:
                    add("Opponent instant loss", reply.multiplier, both, reply.what)
                elif reply.kind == OUT:
                    add("Opponent out", 1, both, reply.what)
                elif reply.key < end.key:
                    add("Higher point win", 1, both, "")
                elif reply.key > end.key:
                    margin = (reply.point or 0) - (end.point or 0)
                    add("Higher point loss", -_player_gain(reply, end, rules), both, _margin_text(margin, rules))
                else:
                    add("Tie", 0, both, "")
    split = Counter(event for event, _ in groups)
    rows = []
    for (event, pays), (chance, whats) in groups.items():
        what = ""
        if split[event] > 1 or event in ("Out", "Opponent out"):
            what = _whats_text(whats)
        rows.append(BankerRow(event, pays, chance, what))
    rows.sort(key=lambda row: (EVENTS.index(row.event), abs(row.pays)))
    return tuple(rows)


def _margin_text(margin: int, rules: HouseRules) -> str:
    """Which point wins a share of the bet under point_bonus: "by 1", "by 2", "by 3+"."""
    if not rules.point_bonus:
        return ""
    return f"by {margin}" if margin < 3 else "by 3+"


def _whats_text(whats: set[str]) -> str:
    """The rolls behind one split row, merging 1-1-1 and trips 2-6 back into "trips"."""
    items = set(whats)
    if {"1-1-1", "trips 2-6"} <= items:
        items -= {"1-1-1", "trips 2-6"}
        items.add("trips")
    order = ("4-5-6", "trips", "trips 2-6", "1-1-1", "pair + 6", "1-2-3", "pair + 1")
    return ", ".join(sorted(items, key=lambda w: (order.index(w) if w in order else len(order), w)))


def banker_edge(rules: HouseRules = CLASSIC) -> Fraction:
    """The banker's exact expected gain per coin faded: 2/81 under the classic rules.

    Assumes unlimited bankrolls (every payment is made in full).
    """
    return sum((row.ret for row in banker_outcomes(rules)), Fraction(0))


# ---------------------------------------------------------------------- words and JSON
def edge_words(edge: Fraction) -> str:
    """"Banker's edge 2/81 = 2.4691 %: the bank wins 2.47 coins per 100 faded"."""
    percent = float(edge) * 100
    if edge > 0:
        tail = f"the bank wins {percent:.2f} coins per 100 faded"
    elif edge < 0:
        tail = f"the bank loses {-percent:.2f} coins per 100 faded"
    else:
        tail = "the bank neither wins nor loses in the long run"
    return f"Banker's edge {edge} = {percent:.4f} %: {tail}"


def rules_name(rules: HouseRules) -> str:
    """The preset these rules are, or "Custom"."""
    for item in PRESETS:
        if item.rules == rules:
            return item.name
    return "Custom"


def odds_report(rules: HouseRules = CLASSIC) -> dict[str, object]:
    """Every table for ``rules`` as plain JSON-able data; fractions are strings ("2/81").

    Keys: rules, rules_name, rules_in_words, assumptions, banker_edge, banker_edge_float,
    banker_edge_percent, edge_in_words, permutations, decisive, banker_roll, player_roll,
    banker_outcomes, banker_points, player_chances.
    """
    _check_banking(rules)
    edge = banker_edge(rules)
    return {
        "rules": rules.values(),
        "rules_name": rules_name(rules),
        "rules_in_words": rules.describe(),
        "assumptions": list(assumptions(rules)),
        "banker_edge": str(edge),
        "banker_edge_float": float(edge),
        "banker_edge_percent": round(float(edge) * 100, 4),
        "edge_in_words": edge_words(edge),
        "permutations": [_count_json(row) for row in permutation_table()],
        "decisive": [_count_json(row) for row in decisive_table()],
        "banker_roll": [_count_json(row) for row in roll_table(rules, Role.BANKER)],
        "player_roll": [_count_json(row) for row in roll_table(rules, Role.PLAYER)],
        "banker_outcomes": [
            {
                "event": row.event,
                "what": row.what,
                "label": row.label,
                "pays": int(row.pays) if row.pays.denominator == 1 else str(row.pays),
                "pays_float": float(row.pays),
                "probability": str(row.probability),
                "probability_float": float(row.probability),
                "return": str(row.ret),
                "return_float": float(row.ret),
            }
            for row in banker_outcomes(rules)
        ],
        "banker_points": list(banker_points(rules)),
        "player_chances": {
            point_text(point, level): _chances_json(player_chances(point, rules, level=level))
            for point, level in banker_point_kinds(rules)
        },
    }


def _count_json(row: CountRow) -> dict[str, object]:
    return {
        "event": row.event,
        "count": row.count,
        "total": row.total,
        "probability": str(row.probability),
        "probability_float": float(row.probability),
    }


def _chances_json(chances: PlayerChances) -> dict[str, object]:
    data: dict[str, object] = {}
    for name in ("win", "push", "lose", "expected"):
        value: Fraction = getattr(chances, name)
        data[name] = str(value)
        data[f"{name}_float"] = float(value)
    return data
