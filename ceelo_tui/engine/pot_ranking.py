"""How winner take all ranks a roll: the best roll takes the pot, so every recognised roll has
a place in one order. Ranking, best first:

* 4-5-6;
* trips, higher trips beating lower (6-6-6 best);
* a point, the singleton beside a pair, 6 down to 1 (6 and 1 are points in this game);
* 1-2-3, last.

Any other roll is rolled again. The scoring switches move rolls within that order:

* ``acey_out``: 1-1-1 is a losing roll. It ranks *equal* to 1-2-3 (both are "automatic
  losses"); if every roll of a stage is a loss, those players shoot it out.
* ``pair_points``: a pair sets a point of the pair's value (5-5-2 is a point of 5).
* ``west_coast``: a pair sets a point of the pair's value, every trips is a losing roll (equal
  to the others), and 1-2-3 is rolled again.
* ``trips_high``: trips are high points and a pair a low point of its odd die, ranked by value
  and, at equal value, high over low; 4-5-6 stays best and 1-2-3 last.
* ``aced_out`` (two players): some rolls decide the pot at once (:func:`aced_out_verdict`).

This is the game's scoring alone, apart from its turns and coins (``pot_game.py``), so that a
game ranking rolls another way is another such module.
"""

from __future__ import annotations

from .dice import Combo, Dice, Shape, Verdict, classify, shape_of
from .phrase import Phrase, phrase
from .rules import HouseRules

Rank = tuple[int, ...]
"""How good a recognised roll is; a higher tuple is better: (kind, value), or under trips_high
(POINT, value, 1) for a high point and (POINT, value, 0) for a low one."""

LOSING: Rank = (0, 0)
"""1-2-3, 1-1-1 under acey out, and a roller out on the roll limit: the lowest rank."""
POINT, TRIPS, FOUR_FIVE_SIX = 1, 2, 3
"""The kinds of rank above a loss: (POINT, point), (TRIPS, value), (FOUR_FIVE_SIX, 0)."""


def pot_rank(dice: Dice, rules: HouseRules | None = None) -> tuple[Rank | None, Phrase]:
    """What ``dice`` are worth in the winner-take-all game: (rank, name); rank None = roll again.

    Ranks compare as tuples: 4-5-6 (3, 0) > trips (2, v) > points (1, p) > 1-2-3 (0, 0).
    Under ``acey_out``, 1-1-1 is (0, 0) like 1-2-3; the scoring switches (pair_points,
    west_coast, trips_high) read pairs and trips as the module notes say.

    The roll is read once, by :func:`~ceelo_tui.engine.dice.classify` (the one place three
    dice become a named combination under the house rules, for both games); this only puts
    what it says in the order of this game: a loss is the lowest rank, a point ranks by its
    value (and level), and a win is 4-5-6 or trips.
    """
    rules = HouseRules(mode="pot") if rules is None else rules
    if not rules.winner_take_all:
        raise ValueError("pot_rank ranks rolls of the winner-take-all game: give rules with mode=pot.")
    combo = classify(dice, rules)
    return _rank_of(combo), combo.name


def _rank_of(combo: Combo) -> Rank | None:
    """Where a classified roll of winner take all ranks; None for a roll to roll again."""
    if combo.verdict is Verdict.REROLL:
        return None
    if combo.verdict is Verdict.LOSS:
        return LOSING
    if combo.verdict is Verdict.POINT:
        point = combo.point or 0
        return (POINT, point, int(combo.level == "high")) if combo.level else (POINT, point)
    if combo.pattern.shape is Shape.FOUR_FIVE_SIX:
        return FOUR_FIVE_SIX, 0
    return TRIPS, combo.pattern.pair or 0  # the only other win in this game (pair + 6 is a point)


def aced_out_verdict(dice: Dice, rules: HouseRules) -> str | None:
    """Under ``aced_out``: "win" for a roll that takes the pot at once (a pair + 6, trips, 4-5-6),
    "loss" for one that loses it at once (a pair + 1; 1-1-1 under acey out), else None."""
    if not rules.aced_out:
        return None
    pattern = shape_of(dice)
    if pattern.shape is Shape.TRIPS:
        return "loss" if pattern.pair == 1 and rules.acey_out else "win"
    if pattern.shape is Shape.FOUR_FIVE_SIX or (pattern.shape is Shape.PAIR and pattern.single == 6):
        return "win"
    if pattern.shape is Shape.PAIR and pattern.single == 1:
        return "loss"
    return None


def rank_name(rank: Rank) -> Phrase:
    """A rank as the catalog says it, the same for every roll that ties with it ("trip 4s",
    "point 5" ...): its ``rank_...`` entry with the rank's numbers."""
    kind, value = rank[0], rank[1]
    if kind == FOUR_FIVE_SIX:
        return phrase("rank_four_five_six")
    if kind == TRIPS:
        return phrase("rank_trips", value)
    if kind == POINT:
        level = ("low", "high")[rank[2]] if len(rank) > 2 else "plain"
        return phrase(f"rank_point_{level}", value)
    return phrase("rank_losing")
