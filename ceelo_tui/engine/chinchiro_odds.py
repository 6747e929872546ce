"""Chinchiro's exact odds, as fractions: the banker's (oya's) edge for the chosen rules.

A bet in Chinchiro is decided as a faded bet of the banking game is under the same reading of
the dice, with a limit of three rolls a turn: the banker rolls up to three times (three misses
are menashi, the bank paying every bet, the banking game's "out"), then the player likewise
against the point. So the figures are :mod:`~ceelo_tui.engine.odds`'s, counted over the 216
rolls for :func:`as_banking`'s rules, with what Chinchiro adds: under ``ties=banker`` a point
equal to the banker's is the banker's win, not a push. The rows are named in Chinchiro's words
(:mod:`~ceelo_tui.engine.chinchiro_words`).

What the figures assume: every payment is made in full, which at a Chinchiro table is the
rule itself (the cover rule, :mod:`~ceelo_tui.engine.chinchiro`), so the edge holds for every
bet. Shonben (a die out of the bowl) is an accident the dice cannot count: it is left out.
The edge is per coin bet, whatever the bets; who banks and for how long (``bank_pass``,
``bank_laps``) does not change it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

from .chinchiro_words import times_words, what_words, yaku_name
from .dice import ALL_ROLLS, Combo, Role, Verdict, classify
from .errors import RuleError
from .odds import (
    BankerRow,
    CountRow,
    PlayerChances,
    banker_edge,
    banker_outcomes,
    banker_points,
    edge_words,
    player_chances,
    roll_table,
    rules_name,
)
from .rules import CHINCHIRO, HouseRules

ASSUMPTIONS = (
    "Exact: counted over all 216 rolls of three dice, never simulated.",
    "Three rolls a turn: three without a score are menashi (the banker's pays every bet, a player's loses it).",
    "Every payment is made in full: at the table the cover rule keeps every bet small enough for that.",
    "The edge is the banker's (oya's) expected gain per coin bet; who banks and for how long does not change it.",
    "Shonben (a die out of the bowl) is an accident, not a chance the odds can count.",
)

EVENT_WORDS = {
    "Out": "Banker's menashi",
    "Opponent out": "Player's menashi",
    "Opponent instant win": "Player's instant win",
    "Opponent instant loss": "Player's instant loss",
}
"""seed 000's events as a Chinchiro table says them."""


def check_chinchiro(rules: HouseRules) -> None:
    """RuleError unless ``rules`` are Chinchiro's (mode=chinchiro)."""
    if not rules.chinchiro:
        raise RuleError("These odds are Chinchiro's (mode=chinchiro).")


@lru_cache(maxsize=64)
def as_banking(rules: HouseRules) -> HouseRules:
    """The banking game's rules that read every roll as ``rules`` (Chinchiro's) do, with
    Chinchiro's three rolls a turn: the switches the two games share, and roll_limit=3."""
    check_chinchiro(rules)
    return HouseRules(payouts=rules.payouts, six_one_points=rules.six_one_points,
                      hifumi_double=rules.hifumi_double, roll_limit=3)


def chinchiro_outcomes(rules: HouseRules = CHINCHIRO) -> tuple[BankerRow, ...]:
    """The banker's outcomes per coin bet, in Chinchiro's words; under ``ties=banker`` a tie
    is the banker's win."""
    rows = []
    for row in banker_outcomes(as_banking(rules)):
        if row.event == "Tie" and rules.ties == "banker":
            row = replace(row, pays=Fraction(1), what="to the banker")
        rows.append(replace(row, event=EVENT_WORDS.get(row.event, row.event), what=what_words(row.what)))
    return tuple(rows)


def chinchiro_edge(rules: HouseRules = CHINCHIRO) -> Fraction:
    """The banker's exact expected gain per coin bet under ``rules``."""
    return sum((row.ret for row in chinchiro_outcomes(rules)), Fraction(0))


def game_rules_name(rules: HouseRules) -> str:
    """The rules' name as a table's title says it: a preset's (``rules_name``), or for
    Chinchiro "Chinchiro" at the rules its tables play, "Custom Chinchiro" at others (the
    preset of that name plays its payouts in the banking game's shape)."""
    if not rules.chinchiro:
        return rules_name(rules)
    return "Chinchiro" if rules == CHINCHIRO else "Custom Chinchiro"


def bank_edge(rules: HouseRules) -> Fraction:
    """The bank's exact expected gain per coin faded, or bet in Chinchiro: each game with a
    bank counts it its own way (RuleError for winner take all, which has no bank)."""
    return chinchiro_edge(rules) if rules.chinchiro else banker_edge(rules)


def bank_edge_words(rules: HouseRules) -> str:
    """:func:`bank_edge` in words: "Banker's edge 37/1944 = 1.9033 %: the bank wins 1.90 coins
    per 100 bet" (Chinchiro's players bet where the banking game's fade)."""
    words = edge_words(bank_edge(rules))
    return words.replace("faded", "bet") if rules.chinchiro else words


def chinchiro_chances(point: int, rules: HouseRules = CHINCHIRO, rolls_left: int = 3) -> PlayerChances:
    """A player's chances against the banker's ``point``, from a moment with ``rolls_left`` of
    the turn's three rolls still allowed (the live chances of a turn under way): a tie is a
    push, or under ``ties=banker`` a loss (and the expectation counts it so)."""
    odds = player_chances(point, as_banking(rules), rolls_left)
    if rules.ties != "banker":
        return odds
    return PlayerChances(odds.win, Fraction(0), odds.lose + odds.push, odds.expected - odds.push)


def chinchiro_points(rules: HouseRules = CHINCHIRO) -> tuple[int, ...]:
    """The points (me) a banker can hold: 2-5, or 1-6 with six_one_points."""
    return banker_points(as_banking(rules))


def _does(combo: Combo) -> str:
    """What the roll does for the side that rolled it: "wins, pays double", "a point", "roll again"."""
    times = times_words(combo.multiplier)
    if combo.verdict is Verdict.WIN:
        return f"wins, pays {times}" if times else "wins"
    if combo.verdict is Verdict.LOSS:
        return f"loses {times}" if times else "loses"
    return "a point" if combo.verdict is Verdict.POINT else "roll again"


YAKU_ORDER = ("Pinzoro", "Arashi", "Shigoro", "Roku no me", "Go no me", "Shi no me", "San no me", "Ni no me",
              "Pin no me", "Hifumi", "No score")
"""The kinds of roll in the order the tables list them: the best first."""


def yaku_table(rules: HouseRules = CHINCHIRO, role: Role = Role.BANKER) -> tuple[tuple[str, str, CountRow], ...]:
    """Every kind of roll for ``role`` under ``rules``: (its name, what it does, how many of the
    216 rolls make it), in the order of the tables: the yaku first, then the points, then no score."""
    check_chinchiro(rules)
    counts: Counter[tuple[str, str]] = Counter()
    for dice in ALL_ROLLS:
        combo = classify(dice, rules, role)
        counts[(yaku_name(combo, kind=True), _does(combo))] += 1
    def rank(item: tuple[str, str]) -> int:
        head = item[0].split(",")[0]
        return YAKU_ORDER.index(head) if head in YAKU_ORDER else len(YAKU_ORDER)

    return tuple((name, does, CountRow(name, counts[(name, does)], len(ALL_ROLLS)))
                 for name, does in sorted(counts, key=rank))


def chinchiro_report(rules: HouseRules = CHINCHIRO) -> dict[str, object]:
    """Chinchiro's tables for ``rules`` as plain JSON-able data; fractions are strings."""
    edge = chinchiro_edge(rules)
    banking = as_banking(rules)
    return {
        "rules": rules.values(),
        "rules_name": game_rules_name(rules),
        "rules_in_words": rules.describe(),
        "assumptions": list(ASSUMPTIONS),
        "banker_edge": str(edge),
        "banker_edge_float": float(edge),
        "banker_edge_percent": round(float(edge) * 100, 4),
        "edge_in_words": bank_edge_words(rules),
        "yaku": {
            role.value: [{"roll": name, "does": does, "count": row.count, "probability": str(row.probability)}
                         for name, does, row in yaku_table(rules, role)]
            for role in Role
        },
        "banker_roll": [{"event": row.event, "count": row.count, "probability": str(row.probability)}
                        for row in roll_table(banking, Role.BANKER)],
        "banker_outcomes": [
            {"event": row.event, "what": row.what, "label": row.label, "pays": str(row.pays),
             "probability": str(row.probability), "return": str(row.ret)}
            for row in chinchiro_outcomes(rules)
        ],
        "player_chances": {
            str(point): {name: str(getattr(chinchiro_chances(point, rules), name))
                         for name in ("win", "push", "lose", "expected")}
            for point in chinchiro_points(rules)
        },
    }
