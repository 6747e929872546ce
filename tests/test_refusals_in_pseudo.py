"""Every kind of refusal the engine raises is the catalog's sentence: under the pseudo-locale
its words come out accented, while the data it carries (a name, what was typed, a number) is
shown as it was. A refusal still written in English in the engine would come out plain."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

import pytest

from ceelo_tui.engine.chinchiro import ChinchiroState
from ceelo_tui.engine.errors import CeeloError
from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.games import apply_move
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.numbers import parse_whole
from ceelo_tui.engine.phrase import Phrase
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import CHINCHIRO, HouseRules
from ceelo_tui.engine.seating import check_first_seat, check_name, check_names, seat_table
from ceelo_tui.engine.turns import read_dice
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.catalog.keyed import say

PSEUDO = catalog("pseudo")
PLAIN_WORD = re.compile(r"[A-Za-z]{2,}")


def pseudo_words(refused: Callable[[], object]) -> str:
    """The refusal ``refused()`` raises, said by the pseudo catalog."""
    with pytest.raises(CeeloError) as caught:
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


AMOUNTS: list[tuple[Callable[[], object], tuple[str, ...]]] = [
    (lambda: parse_whole("", 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole("-3", 1, 10, "--port"), ("--port",)),
    (lambda: parse_whole("lots", 1, 10, "--port"), ("--port", "lots")),
    (lambda: parse_whole("a long paste of text", 1, 10, "--port"), ("--port", "a long paste")),  # cut short
    (lambda: HouseRules().with_value("payouts", "odd"), ("payouts", "even", "street", "odd")),  # a rule's value
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
    (lambda: read_dice("7 7 7"), ("7 7 7",)),  # the dice's own reason is a phrase too: only the typed faces stay
]


@pytest.mark.parametrize("refused, data", AMOUNTS + SEATINGS)
def test_a_refusal_of_what_was_typed_is_the_catalogs(refused: Callable[[], object], data: tuple[str, ...]) -> None:
    assert_accented(pseudo_words(refused), data)


def test_the_check_sees_a_plain_word() -> None:
    with pytest.raises(AssertionError):
        assert_accented("Ŧħḗ stake")


NAMES = ["Ann", "Bo", "Cy"]


def bank() -> GameState:
    """A banking table waiting for Ann's stake."""
    return GameState.new(NAMES, 10, 0)


def pot() -> PotState:
    """A winner-take-all table waiting for Ann's ante."""
    return PotState.new(NAMES, 10, 0, HouseRules(mode="pot"))


def chinchiro() -> ChinchiroState:
    """A Chinchiro table waiting for Bo's bet."""
    return ChinchiroState.new(NAMES, 50, 0, CHINCHIRO)


def fading(rules: HouseRules | None = None) -> GameState:
    """A banking table waiting for Bo's fade."""
    return GameState.new(NAMES, 10, 0, rules).stake(4)


def broke_table() -> GameState:
    """A banking table where only the banker has coins."""
    state = GameState.new(["Ann", "Bo"], 5, 0)
    return replace(state, seats=(state.seats[0], replace(state.seats[1], coins=0)))


MOVES: list[tuple[Callable[[], object], tuple[str, ...]]] = [
    (lambda: bank().fade(1), ("Ann",)),  # not now: the stake awaited
    (lambda: apply_move(bank(), Move("ante", amount=1)), ("Ann",)),  # the other game's move
    (lambda: apply_move(bank(), Move("dance")), ("'dance'", "Ann")),  # no such move
    (lambda: bank().stake(3, seat=1), ("Ann", "Bo")),  # the wrong seat's turn
    (lambda: bank().stake(3, seat=9), ()),  # no such seat
    (lambda: bank().undo(), ()),  # nothing to take back
    (lambda: bank().stake("x"), ("x",)),  # the stake's amount
    (lambda: fading().fade(99), ("Bo",)),  # a fade's amount
    (lambda: fading(HouseRules(must_fade=True)).pass_fade(), ("Bo",)),  # must fade
    (lambda: fading(HouseRules(payouts="street")).stake(3), ("Bo",)),  # the fade hint, with the bank's cap
    (lambda: broke_table().pass_bank(), ()),  # nobody to take the bank
    (lambda: GameState.new(NAMES, 10, 0, HouseRules(mode="pot")), ()),  # rules of another game
    (lambda: GameState.new(NAMES, 10, 7), ("red-pips",)),  # the first banker
    (lambda: pot().roll((1, 2, 3)), ("Ann",)),  # not now: the ante awaited
    (lambda: apply_move(pot(), Move("stake", amount=1)), ("Ann",)),
    (lambda: pot().ante(0), ()),  # the ante's amount
    (lambda: PotState.new(NAMES, 10, 9, HouseRules(mode="pot")), ("red-pips",)),
    (lambda: chinchiro().roll((1, 2, 3)), ("Bo",)),  # not now: the bet awaited
    (lambda: apply_move(chinchiro(), Move("stake", amount=1)), ("Bo",)),
    (lambda: chinchiro().bet(0), ("Bo",)),  # a bet's amount
    (lambda: ChinchiroState.new(NAMES, 5, 0, CHINCHIRO.with_value("min_bet", "2")), ()),  # the bets cannot be paid
]


@pytest.mark.parametrize("refused, data", MOVES)
def test_a_refused_move_and_what_the_table_waits_for_are_the_catalogs(
        refused: Callable[[], object], data: tuple[str, ...]) -> None:
    assert_accented(pseudo_words(refused), data)


def test_why_nothing_can_be_taken_back_is_the_catalogs() -> None:
    for state in (bank(), pot(), chinchiro()):
        refused = state.undo_refused()
        assert isinstance(refused, Phrase)
        assert_accented(say(PSEUDO, refused))
