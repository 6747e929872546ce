"""The house rules' declarations: every switch declared once, and every scoring switch doing
something. Driven from the declaration table, so a switch added there is covered here."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ceelo_tui.engine.dice import ALL_ROLLS, Combo, Role, classify
from ceelo_tui.engine.odds import banker_edge, turn_ends
from ceelo_tui.engine.pot_game import pot_rank
from ceelo_tui.engine.rules import (
    BANK,
    BOTH,
    CHIN,
    CONFLICTS,
    POT,
    SCORING,
    SCORING_SWITCHES,
    SETTLEMENT,
    SPECS,
    SWITCHES,
    TABLE,
    HouseRules,
    samples,
)
from ceelo_tui.presenters.catalog import WORDS
from ceelo_tui.presenters.catalog.keyed import say
from ceelo_tui.presenters.catalog.rule_words import switch_help

CHANGES = [(name, value) for name in SCORING_SWITCHES for value in samples(name)
           if value != getattr(HouseRules(), name)]
"""Every scoring switch with each value it takes but its default."""


def _base(name: str) -> HouseRules:
    """The default rules of the switch's game, with what the switch needs (loose_roll: real dice)."""
    game = SPECS[name].game
    base = HouseRules(mode="pot") if game == POT else HouseRules(mode="chinchiro") if game == CHIN else HouseRules()
    needed, _, value = SPECS[name].needs.partition("=")
    return base.with_value(needed, value) if needed else base


def _set(name: str, value: object) -> tuple[HouseRules, HouseRules]:
    """(the default rules of the switch's game, the same with the switch set to ``value``)."""
    base = _base(name)
    return base, _with(base, name, value)


def _with(rules: HouseRules, name: str, value: object) -> HouseRules:
    """``rules`` with one switch set to ``value`` (as given, not as typed after ``--rule``)."""
    changes: dict[str, Any] = {name: value}  # the switch's own type: str, bool or int
    return replace(rules, **changes)


def _reading(combo: Combo) -> tuple[object, ...]:
    """What a classified roll does, leaving out its name."""
    return combo.verdict, combo.point, combo.multiplier, combo.level


def test_every_scoring_value_is_checked() -> None:
    assert {name for name, _ in CHANGES} == set(SCORING_SWITCHES)
    assert len(CHANGES) >= len(SCORING_SWITCHES)


@pytest.mark.parametrize("name, value", CHANGES, ids=lambda item: str(item))
def test_a_scoring_switch_changes_what_some_roll_is(name: str, value: object) -> None:
    base, rules = _set(name, value)
    changed = [dice for dice in ALL_ROLLS for role in Role
               if _reading(classify(dice, rules, role)) != _reading(classify(dice, base, role))]
    assert changed, f"{name}={value} changes no roll"
    if SPECS[name].game != BANK:  # winner take all ranks its rolls by what classify says
        pot_base = replace(base, mode="pot") if base.mode == "bank" else base
        pot_rules = replace(rules, mode="pot") if rules.mode == "bank" else rules
        assert any(pot_rank(dice, pot_rules)[0] != pot_rank(dice, pot_base)[0] for dice in ALL_ROLLS)


@pytest.mark.parametrize("name, value", [(n, v) for n, v in CHANGES if SPECS[n].game != POT], ids=str)
def test_a_scoring_switch_changes_the_exact_odds(name: str, value: object) -> None:
    base, rules = _set(name, value)
    assert any(turn_ends(rules, role) != turn_ends(base, role) for role in Role)
    if name != "reverse_player" or value != "on":  # swapping 1-2-3 and 4-5-6 keeps the edge
        assert banker_edge(rules) != banker_edge(base)


def test_every_switch_is_declared_whole() -> None:
    for name, spec in SPECS.items():
        assert spec.game in (BANK, POT, BOTH, CHIN) and spec.kind in (SCORING, SETTLEMENT, TABLE)
        assert spec.values and switch_help(name) and SWITCHES[name] == spec.values
        for value in samples(name):  # every value drawn is one the rules take, and said in words
            rules = _with(_base(name), name, value)
            assert getattr(rules, name) == value
            said = spec.words(rules)
            assert said is None or say(WORDS, said).strip()
        needed = spec.needs.partition("=")[0]
        assert not needed or needed in SPECS
    for one, other, why in CONFLICTS:
        assert one in SPECS and other.partition("=")[0] in SPECS and say(WORDS, why).strip()


@pytest.mark.parametrize("name", [n for n, spec in SPECS.items() if spec.conflicts])
def test_a_declared_conflict_is_refused_with_its_reason(name: str) -> None:
    for other in SPECS[name].conflicts:
        other_name, _, other_value = other.partition("=")
        base = HouseRules(mode="pot") if POT in (SPECS[name].game, SPECS[other_name].game) else HouseRules()
        rules = base.with_value(other_name, other_value or "on")
        why = next(why for one, two, why in CONFLICTS if (one, two) == (name, other))
        with pytest.raises(Exception, match="cannot go together") as refused:
            rules.with_value(name, "on")
        assert str(refused.value).endswith(f": {say(WORDS, why)}.")
        assert why
