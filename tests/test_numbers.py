"""Reading whole numbers the way a person types them, and refusing the rest clearly."""

from __future__ import annotations

import pytest
from said import said, told

from ceelo_tui.engine.errors import CeeloError, IllegalMove
from ceelo_tui.engine.numbers import parse_whole, range_text


@pytest.mark.parametrize(
    "value, expected",
    [
        (5, 5),
        (1, 1),
        (10, 10),
        ("7", 7),
        ("  7 ", 7),
        ("007", 7),
        ("１０", 10),  # fullwidth digits
        ("٣", 3),  # Arabic-Indic three
        ("५", 5),  # Devanagari five
    ],
)
def test_accepted(value: object, expected: int) -> None:
    assert parse_whole(value, 1, 10, "The stake") == expected


@pytest.mark.parametrize(
    "value, words",
    [
        (0, "out of range"),
        (11, "out of range"),
        (-1, "out of range"),
        ("0", "out of range"),
        ("-1", "signed"),
        ("+3", "signed"),
        ("−3", "signed"),
        ("", "nothing was entered"),
        ("   ", "nothing was entered"),
        ("abc", "is not one"),
        ("1.5", "is not one"),
        ("1e1", "is not one"),
        ("3 4", "is not one"),
        ("²", "is not one"),
        ("9" * 13, "far too large"),
        (True, "whole number"),
        (2.0, "whole number"),
        (None, "whole number"),
        ([3], "whole number"),
    ],
)
def test_refused(value: object, words: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        parse_whole(value, 1, 10, "The stake")
    text = str(caught.value)
    assert "The stake must be a whole number from 1 to 10" in text
    assert words in text


def test_refusals_are_ceelo_errors_and_value_errors() -> None:
    with pytest.raises(CeeloError):
        parse_whole("x", 1, 2, "It")
    with pytest.raises(ValueError):
        parse_whole("x", 1, 2, "It")


def test_echo_is_short_and_printable() -> None:
    with pytest.raises(IllegalMove) as caught:
        parse_whole("a" * 500 + "\x07", 1, 10, "The fade")
    assert len(str(caught.value)) < 120
    assert "\x07" not in str(caught.value)


def test_single_value_and_empty_ranges() -> None:
    assert parse_whole("4", 4, 4, "The fade") == 4
    with pytest.raises(IllegalMove, match="must be 4"):
        parse_whole("3", 4, 4, "The fade")
    with pytest.raises(IllegalMove, match="nothing is allowed"):
        parse_whole("1", 1, 0, "The fade")


def test_range_text() -> None:
    assert range_text(1, 7) == "1-7"
    assert range_text(3, 3) == "3"


def test_numbers_agree_with_their_nouns() -> None:
    from ceelo_tui.presenters.catalog import catalog

    words = catalog("en")
    assert [words.coins(0), words.coins(1), words.coins(2)] == ["0 coins", "1 coin", "2 coins"]
    assert [words.coins_range(1, 1), words.coins_range(3, 3), words.coins_range(1, 5)] == ["1 coin", "3 coins", "1-5 coins"]


def test_engine_messages_agree_with_their_numbers() -> None:
    """'1 coin not covered stays with Ann', 'may fade 1 coin', 'Game over after 1 round'."""
    from ceelo_tui.engine.game import GameState
    from ceelo_tui.engine.pot_game import PotState
    from ceelo_tui.engine.rules import HouseRules
    from ceelo_tui.presenters.catalog.rule_words import rules_in_words

    state = GameState.new(["Ann", "Bo"], 10, 0).stake(2)
    state = state.fade(1)
    assert any(event.endswith(": 1 coin not covered stays with Ann.") for event in said(state.round.events))
    state = GameState.new(["Ann", "Bo"], 10, 0).stake(1)
    assert told(state.message).startswith("Bo may fade 1 coin"), told(state.message)
    assert "1 coins" not in told(state.message)
    over = GameState.new(["Ann", "Bo"], 10, 0, HouseRules(end="rounds:1")).stake(1).fade(1)
    over = over.roll((4, 5, 6))
    assert over.is_over and "after 1 round." in said(over.round.events)[-1], said(over.round.events)
    pot = PotState.new(["Ann", "Bo"], 10, 0)
    assert "(1-10 coins)" in told(pot.message)
    assert any(line.startswith("The game ends after 1 round (") for line in rules_in_words(HouseRules(end="rounds:1")))
