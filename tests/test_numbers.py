"""Reading whole numbers the way a person types them, and refusing the rest clearly."""

from __future__ import annotations

import pytest

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
