"""House rules drawn from every switch, for the tests that play random tables.

One way to draw them, used by two kinds of test: the property tests (Hypothesis chooses, so
it can shrink a failing rule set: :func:`every_rule`) and the seeded fuzz over combinations
of features (a ``random.Random`` chooses: :func:`random_rules`). Both go through
:func:`draw_rules`, so a switch added to the engine is drawn by both at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from hypothesis import strategies as st

from ceelo_tui.engine.errors import RuleError
from ceelo_tui.engine.rules import SPECS, HouseRules, samples

SWITCH_VALUES: dict[str, list[object]] = {
    name: list(samples(name)) for name in SPECS if name not in ("mode", "dice")
}
"""Every switch but the game's mode and the dice, with the values drawn for it."""

DICE = ["virtual", "real"]
"""The dice a table may play with (``real``: the players type the faces they rolled)."""


def draw_rules(mode: str, pick: Callable[[Sequence[object]], object],
               order: Callable[[list[str]], list[str]]) -> HouseRules:
    """House rules of that game drawn from every switch: the dice first, then each other switch
    in the order ``order`` gives, a value the rules so far refuse (a conflict) being left at
    its default. ``pick`` chooses one of the values offered."""
    rules = HouseRules(mode=mode, dice=str(pick(DICE)))
    for name in order(sorted(SWITCH_VALUES)):
        change: dict[str, Any] = {name: pick(SWITCH_VALUES[name])}
        try:
            rules = replace(rules, **change)
        except RuleError:
            continue
    return rules


@st.composite
def every_rule(draw: st.DrawFn, mode: str) -> HouseRules:
    """House rules of that game drawn from every switch, by Hypothesis (see :func:`draw_rules`)."""
    return draw_rules(mode, lambda values: draw(st.sampled_from(values)), lambda names: draw(st.permutations(names)))


def random_rules(rng: random.Random, mode: str) -> HouseRules:
    """House rules of that game drawn from every switch by a seeded generator (see :func:`draw_rules`)."""
    return draw_rules(mode, rng.choice, lambda names: rng.sample(names, len(names)))
