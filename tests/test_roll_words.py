"""A roll's name, a point, winner take all's ranks and the reasons a pot was won are the
catalog's words: the engine names them by kind and numbers (a phrase), so under the
pseudo-locale every letter of them is accented and only the names and numbers (and the dashes
of 4-5-6) stay as they were."""

from __future__ import annotations

import re

import pytest

from ceelo_tui.engine.dice import ALL_ROLLS, Role, classify, point_text
from ceelo_tui.engine.phrase import phrase
from ceelo_tui.engine.pot_ranking import FOUR_FIVE_SIX, LOSING, POINT, TRIPS, pot_rank, rank_name
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.catalog.en.reasons import ReasonWords
from ceelo_tui.presenters.catalog.en.rolls import RollWords
from ceelo_tui.presenters.catalog.keyed import say

PSEUDO, ENGLISH = catalog("pseudo"), catalog("en")

BANKING = [HouseRules(), HouseRules(west_coast=True), HouseRules(acey_out=True), HouseRules(trips_high=True),
           HouseRules(pair_points=True), HouseRules(reverse_player="with_trips"), HouseRules(hifumi_double=True)]
"""Rules under which every kind of roll name turns up, for one role or the other."""


def plain_letters(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]+", text)


def test_every_kind_of_roll_name_turns_up_and_is_accented() -> None:
    keys = set()
    for rules in BANKING:
        for role in Role:
            for dice in ALL_ROLLS:
                name = classify(dice, rules, role).name
                keys.add(name.key)
                said = say(PSEUDO, name)
                assert said and not plain_letters(said), (rules, role, dice, said)
    named = {key for key in vars(RollWords) if key.startswith("roll_") and key != "roll"}
    assert keys == named - {"roll_dead_out", "roll_loose"}  # those two end a turn, no roll is named so


def test_points_ranks_and_turn_ends_are_accented_but_their_numbers() -> None:
    phrases = [point_text(5), point_text(5, "high"), point_text(5, "low"),
               rank_name((FOUR_FIVE_SIX, 0)), rank_name((TRIPS, 4)), rank_name((POINT, 5)),
               rank_name((POINT, 5, 1)), rank_name((POINT, 5, 0)), rank_name(LOSING),
               phrase("roll_dead_out", 3), phrase("roll_loose")]
    for said in (say(PSEUDO, item) for item in phrases):
        assert said and not plain_letters(said), said
    assert say(PSEUDO, rank_name((TRIPS, 4))) == "ŧřīƥ 4ş"


def test_names_handed_in_stay_as_they_were() -> None:
    assert say(PSEUDO, phrase("won_aced_out", "Bo")) == "Bo ȧƈḗḓ ǿŭŧ"
    assert say(PSEUDO, phrase("won_loose_roll", "Bo")) == "Bo'ş ŀǿǿşḗ řǿŀŀ"


@pytest.mark.parametrize(("dice", "rules", "role", "english"), [
    ((4, 5, 6), HouseRules(), Role.BANKER, "4-5-6"),
    ((4, 5, 6), HouseRules(reverse_player="on"), Role.PLAYER, "4-5-6 (reversed: loses)"),
    ((1, 2, 3), HouseRules(hifumi_double=True), Role.BANKER, "1-2-3 (hifumi: loses double)"),
    ((1, 2, 3), HouseRules(west_coast=True), Role.BANKER, "no score (west coast)"),
    ((3, 3, 3), HouseRules(west_coast=True), Role.BANKER, "trip 3s (west coast: trips lose)"),
    ((5, 5, 5), HouseRules(trips_high=True), Role.BANKER, "point high 5 (trip 5s)"),
    ((2, 2, 5), HouseRules(trips_high=True), Role.BANKER, "point low 5 (pair of 2s)"),
    ((2, 5, 2), HouseRules(pair_points=True), Role.BANKER, "point 2 (pair of 2s + 5)"),
    ((2, 2, 6), HouseRules(), Role.BANKER, "pair of 2s + 6"),
    ((2, 2, 1), HouseRules(), Role.BANKER, "pair of 2s + 1"),
])
def test_english_names_are_as_before(dice: tuple[int, int, int], rules: HouseRules, role: Role, english: str) -> None:
    assert say(ENGLISH, classify(dice, rules, role).name) == english


def test_winner_take_all_names_its_ranks_in_the_catalog() -> None:
    rank, name = pot_rank((4, 4, 4), HouseRules(mode="pot"))
    assert rank is not None and say(ENGLISH, name) == say(ENGLISH, rank_name(rank)) == "trip 4s"
    assert say(PSEUDO, rank_name(rank)) != say(ENGLISH, rank_name(rank))


POT_REASONS = [phrase("pot_won_round", "Al", phrase("roll_trips", 6)),
               phrase("pot_won_shoot_out", "Al", phrase("roll_point", 5, 2)),
               phrase("pot_won_four_five_six_at_once", "Al"),
               phrase("pot_won_at_once", "Al", phrase("roll_pair_and_six", 3)),
               phrase("pot_won_aced_out", "Al", phrase("roll_pair_and_one", 3), "Bo"),
               phrase("pot_won_loose_roll", "Al", "Bo")]
"""Every kind of reason winner take all gives for a pot won, with a roll's name in it where it names one."""


def test_every_kind_of_pot_reason_is_accented_but_the_names() -> None:
    assert {item.key for item in POT_REASONS} == {key for key in vars(ReasonWords) if key.startswith("pot_won_")}
    for item in POT_REASONS:
        said = say(PSEUDO, item)
        assert "Al" in said and not plain_letters(said.replace("Al", "").replace("Bo", "")), said
    assert say(ENGLISH, POT_REASONS[0]) == "Al wins the round with trip 6s"
    assert say(ENGLISH, POT_REASONS[4]) == "Al rolled pair of 3s + 1, and Bo takes the pot"
