"""Chinchiro's exact odds, as fractions: the banker's (oya's) edge for the chosen rules.

A bet in Chinchiro is decided as a faded bet of the banking game is under the same reading of
the dice, with a limit of three rolls a turn: the banker rolls up to three times (three misses
are menashi, the bank paying every bet, the banking game's "out"), then the player likewise
against the point. So the figures are :mod:`~ceelo_tui.engine.odds`'s, counted over the 216
rolls for :func:`as_banking`'s rules, with what Chinchiro adds: under ``ties=banker`` a point
equal to the banker's is the banker's win, not a push. The rows are named in Chinchiro's words
(the catalog's Chinchiro words: each row's event, its rolls and each kind of roll are named
here by identifiers, and worded there).

What the figures assume: every payment is made in full, which at a Chinchiro table is the
rule itself (the cover rule, :mod:`~ceelo_tui.engine.chinchiro`), so the edge holds for every
bet. Shonben (a die out of the bowl) is an accident the dice cannot count: it is left out.
The edge is per coin bet, whatever the bets; who banks and for how long (``bank_pass``,
``bank_laps``) does not change it.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from msgspec.structs import replace

from .chinchiro_words import yaku
from .dice import ALL_ROLLS, Combo, Role, Verdict, classify
from .errors import RuleError
from .odds import (
    BankerRow,
    CountRow,
    PlayerChances,
    banker_edge,
    banker_outcomes,
    banker_points,
    player_chances,
)
from .phrase import Phrase, phrase
from .rules import CHINCHIRO, HouseRules

EVENTS = {
    "out": "menashi",
    "opponent_out": "player_menashi",
    "opponent_instant_win": "player_instant_win",
    "opponent_instant_loss": "player_instant_loss",
}
"""seed 000's events as a Chinchiro table names them (the others keep their names)."""


def check_chinchiro(rules: HouseRules) -> None:
    """RuleError unless ``rules`` are Chinchiro's (mode=chinchiro)."""
    if not rules.chinchiro:
        raise RuleError(phrase("odds_error_not_chinchiro"))


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
        if row.event == "tie" and rules.ties == "banker":
            row = replace(row, pays=Fraction(1), what=(phrase("what_to_the_banker"),))
        rows.append(replace(row, event=EVENTS.get(row.event, row.event)))
    return tuple(rows)


def chinchiro_edge(rules: HouseRules = CHINCHIRO) -> Fraction:
    """The banker's exact expected gain per coin bet under ``rules``."""
    return sum((row.ret for row in chinchiro_outcomes(rules)), Fraction(0))


def bank_edge(rules: HouseRules) -> Fraction:
    """The bank's exact expected gain per coin faded, or bet in Chinchiro: each game with a
    bank counts it its own way (RuleError for winner take all, which has no bank)."""
    return chinchiro_edge(rules) if rules.chinchiro else banker_edge(rules)


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


def _does(combo: Combo) -> Phrase:
    """What the roll does for the side that rolled it: wins (paying so many times), loses
    (so many times), a point, or roll again."""
    if combo.verdict is Verdict.WIN:
        return phrase("does_win", combo.multiplier)
    if combo.verdict is Verdict.LOSS:
        return phrase("does_lose", combo.multiplier)
    return phrase("does_point" if combo.verdict is Verdict.POINT else "does_roll_again")


def _rank(name: Phrase) -> int:
    """Where a kind of roll stands in the tables: pinzoro, arashi, shigoro, the points from 6
    down to 1, hifumi, no score."""
    heads = ("yaku_pinzoro", "yaku_arashi_kind", "yaku_shigoro")
    if name.key in heads:
        return heads.index(name.key)
    point = name.data[0] if name.data else 0
    if name.key == "yaku_me_kind" and isinstance(point, int):
        return len(heads) + 6 - point
    return len(heads) + 6 + (0 if name.key == "yaku_hifumi" else 1)


def yaku_table(rules: HouseRules = CHINCHIRO, role: Role = Role.BANKER) -> tuple[tuple[Phrase, Phrase, CountRow], ...]:
    """Every kind of roll for ``role`` under ``rules``: (its name, what it does, how many of the
    216 rolls make it), in the order of the tables: the yaku first, then the points, then no score."""
    check_chinchiro(rules)
    counts: Counter[tuple[Phrase, Phrase]] = Counter()
    for dice in ALL_ROLLS:
        combo = classify(dice, rules, role)
        counts[(yaku(combo, kind=True), _does(combo))] += 1
    return tuple((name, does, CountRow(name.key, counts[(name, does)], len(ALL_ROLLS)))
                 for name, does in sorted(counts, key=lambda item: _rank(item[0])))
