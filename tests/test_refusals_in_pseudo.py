"""Every kind of refusal the engine raises is the catalog's sentence: under the pseudo-locale
its words come out accented, while the data it carries (a name, what was typed, a number) is
shown as it was. A refusal still written in English in the engine would come out plain."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pytest

from ceelo_tui.engine.dice import parse_faces
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.numbers import parse_whole
from ceelo_tui.engine.phrase import Phrase
from ceelo_tui.engine.seating import check_first_seat, check_name, check_names, seat_table
from ceelo_tui.engine.turns import read_dice
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.catalog.keyed import say

PSEUDO = catalog("pseudo")
PLAIN_WORD = re.compile(r"[A-Za-z]{2,}")


def pseudo_words(refused: Callable[[], object]) -> str:
    """The refusal ``refused()`` raises, said by the pseudo catalog."""
    with pytest.raises(IllegalMove) as caught:
        refused()
    (words,) = caught.value.args
    assert isinstance(words, Phrase), f"a refusal in words, not a phrase: {words!r}"
    return say(PSEUDO, words)


def assert_accented(text: str, data: Iterable[str] = ()) -> None:
    """No plain English word in ``text`` once the data (kept as it was) is taken out."""
    for datum in data:
        assert datum in text, (datum, text)
        text = text.replace(datum, "")
    assert not PLAIN_WORD.search(text), text


def _dice_reason(typed: str) -> str:
    """What the dice's reader says of ``typed`` (put into the refusal as it is)."""
    try:
        parse_faces(typed)
    except ValueError as error:
        return str(error)
    raise AssertionError(typed)


DICE_REASON = _dice_reason("7 7 7")

AMOUNTS: list[tuple[Callable[[], object], tuple[str, ...]]] = [
    (lambda: parse_whole("", 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole("-3", 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole("lots", 1, 10, "--port"), ("--port", "lots")),
    (lambda: parse_whole("9" * 13, 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole(11, 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole(10**20, 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole(2.5, 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole(3, 5, 4, "--port"), ("--port",)),
]

SEATINGS: list[tuple[Callable[[], object], tuple[str, ...]]] = [
    (lambda: check_names("Ann"), ()),  # type: ignore[arg-type]  # one name, not a list: refused
    (lambda: check_names(["Ann"]), ()),
    (lambda: check_names(["Ann", "ann"]), ("'ann'",)),
    (lambda: check_name(3), ()),
    (lambda: check_name("Ann\u202e"), ()),
    (lambda: check_name("   "), ()),
    (lambda: check_name("A" * 30), ()),
    (lambda: check_name("\u0301Ann"), ()),
    (lambda: check_first_seat(7, 3, Phrase("first_seat_banker")), ("red-pips",)),
    (lambda: seat_table(["Ann", "Bo"], "x", None), ("x",)),
    (lambda: seat_table(["Ann", "Bo"], 20, ["bold"]), ()),
    (lambda: read_dice("7 7 7"), (DICE_REASON,)),  # the dice's own reason is dice.py's words, put in as given
]


@pytest.mark.parametrize("refused, data", AMOUNTS + SEATINGS)
def test_a_refusal_of_what_was_typed_is_the_catalogs(refused: Callable[[], object], data: tuple[str, ...]) -> None:
    assert_accented(pseudo_words(refused), data)


def test_the_check_sees_a_plain_word() -> None:
    with pytest.raises(AssertionError):
        assert_accented("Ŧħḗ stake")
