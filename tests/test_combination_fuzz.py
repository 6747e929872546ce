"""A fuzz over combinations of features: every guarantee, whatever is combined with what.

Each case is one seed (``combination_driver.plan``): a banking, winner-take-all or Chinchiro game under
house rules drawn from every switch (real dice, typed, included), seats played by people at
the keyboard and by computers, names from the hostile ones (markup, wide CJK, emoji, at the
length limit), a terminal of 80x24, 120x36 or 160x50; at one keyboard, or hosted on 127.0.0.1
and joined by a screen, with another screen at the table. The case is played by keys only,
choosing among the moves the table's model offers, and at random moments it opens every
screen and dialog (help, the history and its tabs, the quit dialog, the command palette, the
loose-roll dialog, game over and play again, a new setup and the saved games) or resizes the
terminal, and goes on playing. After every step: nothing raised and the app runs; the coins add
up to what was brought (buy-backs bring new coins) and no balance is below 0; at a hosted
table, the joined screen's game and every screen's state after every move are the host's.

A slice runs in the quick run (``pytest -m "not slow"``); the rest is marked slow, one test per
seed so parallel workers share them. ``test_the_cases_cover_every_switch_name_and_size``
checks, and prints, what the seeds cover.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from combination_driver import (
    HOSTILE_NAMES,
    SCREEN_NAMES,
    SIZES,
    Coverage,
    Plan,
    hostile_names_are_typeable,
    plan,
    play_at_hosted_table,
    play_at_one_keyboard,
)
from rule_draws import DICE, SWITCH_VALUES

pytestmark = pytest.mark.usefixtures("private_data")

Record = Callable[[str, object], None]
"""pytest's ``record_property``."""

SEED = 20261127
KEYBOARD = 20
"""Slow cases at one keyboard (each about 2-4 s of CPU)."""
HOSTED = 12
"""Slow cases at a hosted table."""
CHINCHIRO_KEYBOARD = 6
"""Slow Chinchiro cases at one keyboard."""
CHINCHIRO_HOSTED = 3
"""Slow Chinchiro cases at a hosted table."""
KEYBOARD_STEPS = 60
HOSTED_STEPS = 40
QUICK_STEPS = 20
"""Steps of each quick case (the quick run keeps one case of each kind)."""


def keyboard_case(index: int, steps: int = KEYBOARD_STEPS) -> Plan:
    return plan(SEED + index, hosted=False, steps=steps)


def hosted_case(index: int, steps: int = HOSTED_STEPS) -> Plan:
    return plan(SEED + 1000 + index, hosted=True, steps=steps)


def chinchiro_case(index: int, *, hosted: bool, steps: int = KEYBOARD_STEPS) -> Plan:
    return plan(SEED + (3000 if hosted else 2000) + index, hosted=hosted, steps=steps, mode="chinchiro")


def every_case() -> list[Plan]:
    """Every case the slow part and the quick slice play."""
    return ([keyboard_case(index) for index in range(KEYBOARD)] + [hosted_case(index) for index in range(HOSTED)]
            + [chinchiro_case(index, hosted=False) for index in range(CHINCHIRO_KEYBOARD)]
            + [chinchiro_case(index, hosted=True, steps=HOSTED_STEPS) for index in range(CHINCHIRO_HOSTED)])


def report(coverage: Coverage, case: Plan, record: Record) -> None:
    """Print what the case saw (``pytest -rP`` shows it, workers or not) and keep it as the
    test's ``coverage`` property (in a JUnit report)."""
    line = f"seed {case.seed} ({'hosted' if case.hosted else 'one keyboard'}): {coverage.line()}"
    print(line)
    record("coverage", line)


async def test_a_quick_case_at_one_keyboard(record_property: Record) -> None:
    case = keyboard_case(0, QUICK_STEPS)
    coverage = Coverage()
    await play_at_one_keyboard(case, coverage)
    report(coverage, case, record_property)
    assert coverage.moves > 0


async def test_a_quick_case_at_a_hosted_table(tmp_path: Path, record_property: Record) -> None:
    case = hosted_case(0, QUICK_STEPS)
    coverage = Coverage()
    await play_at_hosted_table(case, coverage, tmp_path)
    report(coverage, case, record_property)
    assert coverage.moves > 0


@pytest.mark.slow
@pytest.mark.parametrize("index", range(KEYBOARD))
async def test_a_case_at_one_keyboard(index: int, record_property: Record) -> None:
    case = keyboard_case(index)
    coverage = Coverage()
    await play_at_one_keyboard(case, coverage)
    report(coverage, case, record_property)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(HOSTED))
async def test_a_case_at_a_hosted_table(index: int, tmp_path: Path, record_property: Record) -> None:
    case = hosted_case(index)
    coverage = Coverage()
    await play_at_hosted_table(case, coverage, tmp_path)
    report(coverage, case, record_property)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(CHINCHIRO_KEYBOARD))
async def test_a_chinchiro_case_at_one_keyboard(index: int, record_property: Record) -> None:
    case = chinchiro_case(index, hosted=False)
    coverage = Coverage()
    await play_at_one_keyboard(case, coverage)
    report(coverage, case, record_property)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(CHINCHIRO_HOSTED))
async def test_a_chinchiro_case_at_a_hosted_table(index: int, tmp_path: Path, record_property: Record) -> None:
    case = chinchiro_case(index, hosted=True, steps=HOSTED_STEPS)
    coverage = Coverage()
    await play_at_hosted_table(case, coverage, tmp_path)
    report(coverage, case, record_property)


def test_the_cases_cover_every_switch_name_and_size() -> None:
    cases = every_case()
    assert hostile_names_are_typeable()
    rule_sets = {case.rules for case in cases}
    for name, values in SWITCH_VALUES.items():
        drawn = {getattr(case.rules, name) for case in cases}
        assert drawn == set(values), f"{name}: the cases never draw {set(values) - drawn}"
    assert {case.rules.mode for case in cases} == {"bank", "pot", "chinchiro"}
    assert {case.rules.dice for case in cases} == set(DICE)
    assert {case.rules.dice for case in cases if case.hosted} == set(DICE)
    names = {name for case in cases for name in case.names}
    assert set(HOSTILE_NAMES) <= names
    assert {case.size for case in cases} == set(SIZES)
    assert any(case.hosted and any(style is not None for style in case.styles) for case in cases)
    assert any(not case.hosted and any(style is not None for style in case.styles) for case in cases)
    assert any(case.open_seat is not None for case in cases) and any(case.contest for case in cases)
    print(f"combination fuzz: {len(cases)} cases, {len(rule_sets)} rule sets "
          f"({sum(case.rules.mode == 'pot' for case in cases)} winner take all, "
          f"{sum(case.rules.chinchiro for case in cases)} Chinchiro, "
          f"{sum(case.rules.dice == 'real' for case in cases)} with real dice), "
          f"{len(names)} names ({len(set(HOSTILE_NAMES) & names)} hostile) and {len(SCREEN_NAMES)} screen names, "
          f"sizes {sorted(SIZES)}")
