"""Dice: every one of the 216 ordered rolls against a table written out by hand, and each
house rule's effect on what a roll means."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ceelo_tui.engine.dice import (
    ALL_ROLLS,
    Role,
    Shape,
    Verdict,
    check_dice,
    classify,
    faces_text,
    roll_dice,
    shape_of,
)
from ceelo_tui.engine.rules import CLASSIC, HouseRules

# Every ordered roll, what it does under the classic rules (for the banker and, since the
# classic rules treat both sides alike, for a player), the point it sets and its name.
CLASSIC_TABLE = """
111  win    -  trip 1s
112  point  2  point 2 (pair of 1s)
113  point  3  point 3 (pair of 1s)
114  point  4  point 4 (pair of 1s)
115  point  5  point 5 (pair of 1s)
116  win    -  pair of 1s + 6
121  point  2  point 2 (pair of 1s)
122  loss   -  pair of 2s + 1
123  loss   -  1-2-3
124  reroll -  no score
125  reroll -  no score
126  reroll -  no score
131  point  3  point 3 (pair of 1s)
132  loss   -  1-2-3
133  loss   -  pair of 3s + 1
134  reroll -  no score
135  reroll -  no score
136  reroll -  no score
141  point  4  point 4 (pair of 1s)
142  reroll -  no score
143  reroll -  no score
144  loss   -  pair of 4s + 1
145  reroll -  no score
146  reroll -  no score
151  point  5  point 5 (pair of 1s)
152  reroll -  no score
153  reroll -  no score
154  reroll -  no score
155  loss   -  pair of 5s + 1
156  reroll -  no score
161  win    -  pair of 1s + 6
162  reroll -  no score
163  reroll -  no score
164  reroll -  no score
165  reroll -  no score
166  loss   -  pair of 6s + 1
211  point  2  point 2 (pair of 1s)
212  loss   -  pair of 2s + 1
213  loss   -  1-2-3
214  reroll -  no score
215  reroll -  no score
216  reroll -  no score
221  loss   -  pair of 2s + 1
222  win    -  trip 2s
223  point  3  point 3 (pair of 2s)
224  point  4  point 4 (pair of 2s)
225  point  5  point 5 (pair of 2s)
226  win    -  pair of 2s + 6
231  loss   -  1-2-3
232  point  3  point 3 (pair of 2s)
233  point  2  point 2 (pair of 3s)
234  reroll -  no score
235  reroll -  no score
236  reroll -  no score
241  reroll -  no score
242  point  4  point 4 (pair of 2s)
243  reroll -  no score
244  point  2  point 2 (pair of 4s)
245  reroll -  no score
246  reroll -  no score
251  reroll -  no score
252  point  5  point 5 (pair of 2s)
253  reroll -  no score
254  reroll -  no score
255  point  2  point 2 (pair of 5s)
256  reroll -  no score
261  reroll -  no score
262  win    -  pair of 2s + 6
263  reroll -  no score
264  reroll -  no score
265  reroll -  no score
266  point  2  point 2 (pair of 6s)
311  point  3  point 3 (pair of 1s)
312  loss   -  1-2-3
313  loss   -  pair of 3s + 1
314  reroll -  no score
315  reroll -  no score
316  reroll -  no score
321  loss   -  1-2-3
322  point  3  point 3 (pair of 2s)
323  point  2  point 2 (pair of 3s)
324  reroll -  no score
325  reroll -  no score
326  reroll -  no score
331  loss   -  pair of 3s + 1
332  point  2  point 2 (pair of 3s)
333  win    -  trip 3s
334  point  4  point 4 (pair of 3s)
335  point  5  point 5 (pair of 3s)
336  win    -  pair of 3s + 6
341  reroll -  no score
342  reroll -  no score
343  point  4  point 4 (pair of 3s)
344  point  3  point 3 (pair of 4s)
345  reroll -  no score
346  reroll -  no score
351  reroll -  no score
352  reroll -  no score
353  point  5  point 5 (pair of 3s)
354  reroll -  no score
355  point  3  point 3 (pair of 5s)
356  reroll -  no score
361  reroll -  no score
362  reroll -  no score
363  win    -  pair of 3s + 6
364  reroll -  no score
365  reroll -  no score
366  point  3  point 3 (pair of 6s)
411  point  4  point 4 (pair of 1s)
412  reroll -  no score
413  reroll -  no score
414  loss   -  pair of 4s + 1
415  reroll -  no score
416  reroll -  no score
421  reroll -  no score
422  point  4  point 4 (pair of 2s)
423  reroll -  no score
424  point  2  point 2 (pair of 4s)
425  reroll -  no score
426  reroll -  no score
431  reroll -  no score
432  reroll -  no score
433  point  4  point 4 (pair of 3s)
434  point  3  point 3 (pair of 4s)
435  reroll -  no score
436  reroll -  no score
441  loss   -  pair of 4s + 1
442  point  2  point 2 (pair of 4s)
443  point  3  point 3 (pair of 4s)
444  win    -  trip 4s
445  point  5  point 5 (pair of 4s)
446  win    -  pair of 4s + 6
451  reroll -  no score
452  reroll -  no score
453  reroll -  no score
454  point  5  point 5 (pair of 4s)
455  point  4  point 4 (pair of 5s)
456  win    -  4-5-6
461  reroll -  no score
462  reroll -  no score
463  reroll -  no score
464  win    -  pair of 4s + 6
465  win    -  4-5-6
466  point  4  point 4 (pair of 6s)
511  point  5  point 5 (pair of 1s)
512  reroll -  no score
513  reroll -  no score
514  reroll -  no score
515  loss   -  pair of 5s + 1
516  reroll -  no score
521  reroll -  no score
522  point  5  point 5 (pair of 2s)
523  reroll -  no score
524  reroll -  no score
525  point  2  point 2 (pair of 5s)
526  reroll -  no score
531  reroll -  no score
532  reroll -  no score
533  point  5  point 5 (pair of 3s)
534  reroll -  no score
535  point  3  point 3 (pair of 5s)
536  reroll -  no score
541  reroll -  no score
542  reroll -  no score
543  reroll -  no score
544  point  5  point 5 (pair of 4s)
545  point  4  point 4 (pair of 5s)
546  win    -  4-5-6
551  loss   -  pair of 5s + 1
552  point  2  point 2 (pair of 5s)
553  point  3  point 3 (pair of 5s)
554  point  4  point 4 (pair of 5s)
555  win    -  trip 5s
556  win    -  pair of 5s + 6
561  reroll -  no score
562  reroll -  no score
563  reroll -  no score
564  win    -  4-5-6
565  win    -  pair of 5s + 6
566  point  5  point 5 (pair of 6s)
611  win    -  pair of 1s + 6
612  reroll -  no score
613  reroll -  no score
614  reroll -  no score
615  reroll -  no score
616  loss   -  pair of 6s + 1
621  reroll -  no score
622  win    -  pair of 2s + 6
623  reroll -  no score
624  reroll -  no score
625  reroll -  no score
626  point  2  point 2 (pair of 6s)
631  reroll -  no score
632  reroll -  no score
633  win    -  pair of 3s + 6
634  reroll -  no score
635  reroll -  no score
636  point  3  point 3 (pair of 6s)
641  reroll -  no score
642  reroll -  no score
643  reroll -  no score
644  win    -  pair of 4s + 6
645  win    -  4-5-6
646  point  4  point 4 (pair of 6s)
651  reroll -  no score
652  reroll -  no score
653  reroll -  no score
654  win    -  4-5-6
655  win    -  pair of 5s + 6
656  point  5  point 5 (pair of 6s)
661  loss   -  pair of 6s + 1
662  point  2  point 2 (pair of 6s)
663  point  3  point 3 (pair of 6s)
664  point  4  point 4 (pair of 6s)
665  point  5  point 5 (pair of 6s)
666  win    -  trip 6s
"""


def _expected() -> dict[tuple[int, int, int], tuple[str, int | None, str]]:
    rows: dict[tuple[int, int, int], tuple[str, int | None, str]] = {}
    for line in CLASSIC_TABLE.strip().splitlines():
        faces, verdict, point, name = line.split(maxsplit=3)
        dice = (int(faces[0]), int(faces[1]), int(faces[2]))
        rows[dice] = (verdict, None if point == "-" else int(point), name)
    return rows


EXPECTED = _expected()


def test_the_table_lists_every_roll_once() -> None:
    assert len(CLASSIC_TABLE.strip().splitlines()) == 216
    assert set(EXPECTED) == set(ALL_ROLLS)
    assert len(ALL_ROLLS) == len(set(ALL_ROLLS)) == 216


@pytest.mark.parametrize("dice", sorted(EXPECTED))
def test_every_roll_classic(dice: tuple[int, int, int]) -> None:
    verdict, point, name = EXPECTED[dice]
    for role in Role:
        combo = classify(dice, CLASSIC, role)
        assert (combo.verdict.value, combo.point, str(combo.name)) == (verdict, point, name)
        assert combo.dice == dice
        assert combo.multiplier == 1
        assert combo.decisive == (verdict != "reroll")


def test_classic_counts() -> None:
    counts = Counter(verdict for verdict, _, _ in EXPECTED.values())
    assert counts == {"win": 27, "loss": 21, "point": 60, "reroll": 108}
    points = Counter(point for _, point, _ in EXPECTED.values() if point)
    assert points == {2: 15, 3: 15, 4: 15, 5: 15}


@pytest.mark.parametrize(
    "dice, shape, pair, single",
    [
        ((6, 5, 4), Shape.FOUR_FIVE_SIX, None, None),
        ((3, 1, 2), Shape.ONE_TWO_THREE, None, None),
        ((2, 2, 2), Shape.TRIPS, 2, None),
        ((5, 2, 5), Shape.PAIR, 5, 2),
        ((1, 6, 6), Shape.PAIR, 6, 1),
        ((1, 3, 5), Shape.NOTHING, None, None),
    ],
)
def test_shape_of(dice: tuple[int, int, int], shape: Shape, pair: int | None, single: int | None) -> None:
    pattern = shape_of(dice)
    assert (pattern.shape, pattern.pair, pattern.single) == (shape, pair, single)


def test_shape_counts_match_seed_002() -> None:
    counts = Counter(shape_of(d).shape for d in ALL_ROLLS)
    assert counts == {
        Shape.FOUR_FIVE_SIX: 6,
        Shape.TRIPS: 6,
        Shape.PAIR: 90,
        Shape.ONE_TWO_THREE: 6,
        Shape.NOTHING: 108,
    }


def _count(rules: HouseRules, role: Role) -> dict[str, int]:
    counts = Counter(classify(d, rules, role).verdict.value for d in ALL_ROLLS)
    return {k: counts[k] for k in ("win", "loss", "point", "reroll")}


@pytest.mark.parametrize(
    "rules, role, expected",
    [
        (CLASSIC, Role.BANKER, {"win": 27, "loss": 21, "point": 60, "reroll": 108}),
        (HouseRules(acey_out=True), Role.BANKER, {"win": 26, "loss": 22, "point": 60, "reroll": 108}),
        (HouseRules(six_one_points=True), Role.PLAYER, {"win": 12, "loss": 6, "point": 90, "reroll": 108}),
        (HouseRules(reverse_player="on"), Role.PLAYER, {"win": 27, "loss": 21, "point": 60, "reroll": 108}),
        (HouseRules(reverse_player="on"), Role.BANKER, {"win": 27, "loss": 21, "point": 60, "reroll": 108}),
        (HouseRules(reverse_player="with_trips"), Role.PLAYER, {"win": 21, "loss": 27, "point": 60, "reroll": 108}),
        (HouseRules(reverse_player="with_trips"), Role.BANKER, {"win": 27, "loss": 21, "point": 60, "reroll": 108}),
        (HouseRules(payouts="street", roll_limit=3, must_fade=True), Role.BANKER,
         {"win": 27, "loss": 21, "point": 60, "reroll": 108}),
    ],
)
def test_counts_under_rules(rules: HouseRules, role: Role, expected: dict[str, int]) -> None:
    assert _count(rules, role) == expected


def test_acey_out_makes_1_1_1_a_loss_for_both_sides() -> None:
    rules = HouseRules(acey_out=True)
    for role in Role:
        combo = classify((1, 1, 1), rules, role)
        assert combo.verdict is Verdict.LOSS
        assert "acey out" in str(combo.name)
        assert classify((2, 2, 2), rules, role).verdict is Verdict.WIN


def test_six_one_points() -> None:
    rules = HouseRules(six_one_points=True)
    for role in Role:
        six = classify((3, 6, 3), rules, role)
        one = classify((1, 4, 4), rules, role)
        assert (six.verdict, six.point, str(six.name)) == (Verdict.POINT, 6, "point 6 (pair of 3s)")
        assert (one.verdict, one.point, str(one.name)) == (Verdict.POINT, 1, "point 1 (pair of 4s)")
        assert classify((4, 5, 6), rules, role).verdict is Verdict.WIN
        assert classify((1, 2, 3), rules, role).verdict is Verdict.LOSS
        assert classify((6, 6, 6), rules, role).verdict is Verdict.WIN


@pytest.mark.parametrize("mode", ["on", "with_trips"])
def test_reverse_player_applies_to_players_only(mode: str) -> None:
    rules = HouseRules(reverse_player=mode)
    assert classify((4, 5, 6), rules, Role.PLAYER).verdict is Verdict.LOSS
    assert classify((1, 2, 3), rules, Role.PLAYER).verdict is Verdict.WIN
    assert classify((4, 5, 6), rules, Role.BANKER).verdict is Verdict.WIN
    assert classify((1, 2, 3), rules, Role.BANKER).verdict is Verdict.LOSS
    trips = Verdict.LOSS if mode == "with_trips" else Verdict.WIN
    for value in range(1, 7):
        assert classify((value,) * 3, rules, Role.PLAYER).verdict is trips
        assert classify((value,) * 3, rules, Role.BANKER).verdict is Verdict.WIN
    # pair + 6 and pair + 1 are not reversed
    assert classify((2, 2, 6), rules, Role.PLAYER).verdict is Verdict.WIN
    assert classify((2, 2, 1), rules, Role.PLAYER).verdict is Verdict.LOSS


def test_street_multipliers() -> None:
    street = HouseRules(payouts="street")
    assert classify((6, 4, 5), street).multiplier == 2
    for value in range(2, 7):
        assert classify((value,) * 3, street).multiplier == 3
    assert classify((1, 1, 1), street).multiplier == 5
    assert classify((2, 2, 6), street).multiplier == 1
    assert classify((2, 2, 4), street).multiplier == 1
    # a reversed 1-2-3 win is not a 4-5-6: it pays 1x
    assert classify((1, 2, 3), HouseRules(payouts="street", reverse_player="on"), Role.PLAYER).multiplier == 1
    for dice in ALL_ROLLS:
        assert classify(dice, CLASSIC).multiplier == 1


def test_roll_dice_uses_the_injected_generator() -> None:
    first = [roll_dice(random.Random(7)) for _ in range(3)]
    again = [roll_dice(random.Random(7)) for _ in range(3)]
    assert first == again
    rng = random.Random(1)
    seen = Counter(roll_dice(rng) for _ in range(3000))
    assert all(all(1 <= f <= 6 for f in d) for d in seen)
    assert len(seen) > 200


def test_check_dice_and_faces_text() -> None:
    assert check_dice([2, 2, 5]) == (2, 2, 5)
    assert faces_text((2, 2, 5)) == "2-2-5"
    for bad in ([0, 1, 2], [1, 2], [1, 2, 7], [1, 2, "3"], [True, 1, 1], (1.0, 2, 3), [1, 2, 3, 4]):
        with pytest.raises(ValueError):
            check_dice(bad)
