"""The engine records typed events and prompts (the round's log, the latest message); every
kind has its words, in English and under the pseudo-locale (where every letter of the
catalog's own is accented and a name is kept)."""

from __future__ import annotations

import re
import typing

import msgspec
import pytest

from ceelo_tui.engine import events as event_module
from ceelo_tui.engine.dice import Role, classify
from ceelo_tui.engine.events import (
    AnteSet,
    BankPassed,
    ChinRolled,
    ChinSettled,
    Declined,
    DrawRoll,
    Event,
    Faded,
    FirstBroke,
    HoldsBank,
    MoveTaken,
    Passed,
    PotRoll,
    Prompt,
    PutUpStake,
    Rolled,
    Said,
    Settled,
    Staked,
    StakeKept,
    Undone,
)
from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.phrase import Phrase, phrase
from ceelo_tui.engine.roll_off import ONE_DIE, RED_PIPS
from ceelo_tui.engine.rules import CHINCHIRO
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.event_words import draw_score_words, event_words, message_words, said_words

KINDS: tuple[type, ...] = typing.get_args(Event) + typing.get_args(Prompt)
NAMES = ("Qan", "Wob")
"""The sample names handed to every event (kept as they are under the pseudo-locale)."""

ENGINE_WORDS = {
    "ChinRolled": "the roll's Japanese and English name (chinchiro_words.roll_line), still the engine's",
    "ChinSettled": "the times a bet is paid ('double'), still the engine's (chinchiro_words.times_words)",
}
"""Events whose words still hold a part the engine says, kept plain under the pseudo-locale
until those words move to the catalog."""

ENGINE_LINES: dict[str, str] = {}
"""Events whose whole line is still the engine's (said as handed, so kept plain as a name is)."""


def sample(kind: type) -> Said:
    """An event of ``kind`` with sample data of each field's type; every text field gets a
    name-like word of its own (all are kept as handed under the pseudo-locale)."""
    hints = typing.get_type_hints(kind, vars(event_module))
    values: dict[str, object] = {}
    for field in msgspec.structs.fields(kind):
        hint = hints[field.name]
        if hint is str:
            values[field.name] = NAMES[0]
        elif hint is int:
            values[field.name] = 2
        elif hint is bool:
            values[field.name] = True
        elif hint == tuple[str, ...]:
            values[field.name] = NAMES
        elif hint in (tuple[int, int, int], tuple[int, int, int] | None):
            values[field.name] = (2, 2, 5)
        elif hint == tuple[tuple[str, int], ...]:
            values[field.name] = ((NAMES[0], 5), (NAMES[1], 1))
        elif hint is MoveTaken:
            values[field.name] = MoveTaken("fade", 2)
        elif hint == tuple[tuple[str, MoveTaken], ...]:
            values[field.name] = ((NAMES[1], MoveTaken("roll", dice=(2, 2, 5))),)
        elif hint is Phrase:  # a roll's or a point's name: the catalog's, with its numbers
            values[field.name] = phrase("roll_pair_point", 2, 5)
        elif hint == str | Phrase:  # a settlement's reason or a short payment: the catalog's, with a name
            values[field.name] = phrase("short_bank_dry", NAMES[0], 1, 2)
        elif hint == tuple[str | Phrase, ...]:
            values[field.name] = (phrase("short_bank_dry", NAMES[0], 1, 2), phrase("short_player_dry", NAMES[1], 0, 3))
        else:
            assert field.name == "combo", (kind, field.name, hint)
            values[field.name] = classify((4, 5, 6), CHINCHIRO, Role.PLAYER)
    part = kind(**values)
    return typing.cast(Said, part)


def test_the_union_names_every_event_class_of_the_module() -> None:
    classes = {obj for obj in vars(event_module).values()
               if isinstance(obj, type) and issubclass(obj, msgspec.Struct) and obj.__module__ == event_module.__name__}
    assert classes == set(KINDS) | {MoveTaken}  # a move taken back is a part of Undone


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__name__)
def test_every_event_is_frozen_hashable_and_has_english_words(kind: type) -> None:
    event = sample(kind)
    assert hash(event) == hash(sample(kind))
    with pytest.raises(AttributeError):  # frozen: no field can be set
        setattr(event, msgspec.structs.fields(kind)[0].name, None)
    words = said_words(event, catalog("en"))
    if kind.__name__ in ENGINE_LINES:
        assert words == NAMES[0]
    else:
        assert words.strip() and words == words.strip() and words[-1] in ".)?"


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__name__)
def test_under_the_pseudo_locale_every_event_is_accented_but_the_names(kind: type) -> None:
    words = said_words(sample(kind), catalog("pseudo"))
    rest = words
    for name in NAMES:
        rest = rest.replace(name, "")
    assert NAMES[0] in words
    if kind.__name__ in ENGINE_LINES:
        assert words == NAMES[0]
        return
    plain = re.findall(r"[A-Za-z]+", rest)
    if kind.__name__ in ENGINE_WORDS:
        assert plain, f"{kind.__name__} is accented in full now: take it off ENGINE_WORDS"
    else:
        assert not plain, (kind.__name__, words)


def test_the_log_records_events_not_sentences() -> None:
    state = GameState.new(["Ann", "Bo", "Cy"], 20, 0).stake(5).fade(3).pass_fade()
    assert state.round.events == (Staked("Ann", 5), Faded("Bo", 3), Passed("Cy"), StakeKept("Ann", 5, 3, 2))
    assert [event_words(event) for event in state.round.events] == [
        "Ann puts up 5 coins.", "Bo fades 3 coins.", "Cy passes.",
        "Ann's stake 5, 3 faded: 2 coins not covered stay with Ann."]


def test_settlements_and_ends_say_their_english() -> None:
    assert event_words(Settled("Cy's point 4 beats 3", "Cy", 0, "the bank ran dry: Cy is paid 0 of 2")) == (
        "Cy's point 4 beats 3: ±0 for Cy (the bank ran dry: Cy is paid 0 of 2).")
    assert event_words(ChinSettled("", "Bo", 6, 2)) == "+6 for Bo (double)."
    assert event_words(ChinSettled("Bo: Shigoro", "Bo", -2, 1)) == "Bo: Shigoro: -2 for Bo."
    assert event_words(FirstBroke(("Bo", "Cy"), ("Ann",))) == "Game over: Bo and Cy have no coins. Most coins: Ann."
    assert event_words(Declined("Bo")) == "Bo does not buy back in."
    roll = classify((4, 5, 6), CHINCHIRO, Role.PLAYER)
    assert event_words(ChinRolled("Al", True, (4, 5, 6), roll)) == "Al (oya) rolls 4-5-6: Shigoro, 4-5-6, pays double."


def test_the_message_is_its_parts_in_order() -> None:
    state = GameState.new(["Ann", "Bo", "Cy"], 20, 0)
    assert state.message == (HoldsBank("Ann"), PutUpStake("Ann"))
    assert message_words(state.message) == "Ann holds the bank. Ann, put up a stake."
    passed = state.pass_bank()
    assert passed.message == (BankPassed("Ann", "Bo"), PutUpStake("Bo"))
    assert message_words((AnteSet("Al", 2, 6), PotRoll(6, "Al"))) == (
        "Al sets the ante at 2 coins; the pot holds 6 coins. Pot: 6 coins. Al, roll the dice.")


def test_a_take_back_names_the_moves_taken_back_in_order() -> None:
    undone = Undone("Ann", MoveTaken("stake", 5), (("Bo", MoveTaken("fade", 2)), ("Cy", MoveTaken("pass"))))
    assert event_words(undone) == "Ann takes back the stake of 5 coins (and Bo's fade of 2 coins and Cy's pass after it)."
    assert event_words(Undone("Ann", MoveTaken("roll", dice=(2, 2, 5)))) == "Ann takes back the roll of 2-2-5."
    assert event_words(Undone("Bo", MoveTaken("decline"))) == "Bo takes back the refusal of the buy-back."


def test_an_empty_part_stays_empty_under_the_pseudo_locale() -> None:
    pseudo = catalog("pseudo")
    assert said_words(Settled("Qan", "Qan", 3, ""), pseudo) == said_words(Settled("Qan", "Qan", 3), pseudo)
    assert "()" not in said_words(Settled("Qan", "Qan", 3, ""), pseudo)
    assert "()" not in said_words(ChinSettled("", "Qan", 3, 1), pseudo)


def test_rolls_and_roll_off_scores_are_the_catalogs_words() -> None:
    english, pseudo = catalog("en"), catalog("pseudo")
    assert event_words(DrawRoll("Al", RED_PIPS, (1, 4, 4), 9), english) == "Al rolls 1-4-4: 9 red pips."
    assert event_words(DrawRoll("Al", RED_PIPS, (1, 2, 3), 1), english) == "Al rolls 1-2-3: 1 red pip."
    assert event_words(DrawRoll("Al", ONE_DIE, (5, 1, 1), 5), english) == "Al rolls a 5."
    assert event_words(Rolled("Bo", (4, 5, 6), phrase("roll_four_five_six")), english) == "Bo rolls 4-5-6."
    assert event_words(Rolled("Bo", (6, 4, 5), phrase("roll_four_five_six")), english) == "Bo rolls 6-4-5: 4-5-6."
    assert draw_score_words(RED_PIPS, (1, 4, 4)) == "1-4-4: 9 red pips"
    assert "red" not in event_words(DrawRoll("Al", RED_PIPS, (1, 4, 4), 9), pseudo)


def test_the_engine_keeps_no_word_helpers_it_no_longer_speaks_with() -> None:
    from ceelo_tui.engine import dice, numbers, roll_off

    assert not {"and_list", "agree"} & set(vars(numbers))
    assert "roll_words" not in vars(dice) and "score_words" not in vars(roll_off)
