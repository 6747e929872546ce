"""Who plays a seat is asked of its controller: a person at this keyboard, a computer, or a
player at another screen. The game controller refuses a key's move for a seat no key here may
move, with words naming who plays it, and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ceelo_tui.controller.game_controller import GameController
from ceelo_tui.controller.seats import AtKeyboard, Computer, Remote, people, seats_of
from ceelo_tui.engine.dice import Dice
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match

from table_driver import make_app


@dataclass
class Screenless:
    """A display with no screen: what the controller says, kept for the test to read."""

    state: AnyGame | None = None
    shown: AnyGame | None = None
    dice_in_flight: Dice | None = None
    refusal: str = ""
    bells: int = 0

    def bell(self) -> None:
        self.bells += 1


def test_seats_of_a_hot_seat_table_follow_the_setup_styles() -> None:
    seats = seats_of(["Ann", "Bo", "Cy"], [None, "Bold", "nobody"])
    assert seats == (AtKeyboard("Ann"), Computer("Bo", "bold"), AtKeyboard("Cy"))
    assert [seat.keys_move_here for seat in seats] == [True, False, True]
    assert people(seats) == {0, 2}
    assert people((AtKeyboard("Ann"), Remote("Bo"), Computer("Cy"))) == {0, 1}


def test_each_kind_of_seat_says_why_a_key_here_cannot_move_for_it() -> None:
    assert AtKeyboard("Ann").key_refusal() is None
    assert Computer("Bo").key_refusal() == "Bo is a computer player and makes its own move."
    assert Remote("Cy").key_refusal() == "Cy plays from another screen."
    assert Remote("Cy", present=False).key_refusal() == (
        "Cy plays from another screen (away for now: the table waits for them).")


def test_a_key_for_a_remote_seat_is_refused_and_changes_nothing() -> None:
    display = Screenless()
    controller = GameController(display)
    match = Match.start(["Ann", "Bo"], 20, seed=3)
    controller.take(match, (Remote("Ann"), AtKeyboard("Bo")))
    before = (match.state, list(match.journal.moves))
    assert not controller.play(Move("stake", amount=5))
    assert display.refusal == "Ann plays from another screen."
    assert (match.state, list(match.journal.moves)) == before and display.bells == 0
    assert controller.here() == {1} and not controller.keys_move_now(match.state)
    assert controller.play(Move("stake", seat=0, amount=5))  # the seat's own move, named
    assert display.refusal == "" and display.shown is match.state


def test_a_roll_shows_at_once_without_a_table_and_waits_for_the_dice_with_one() -> None:
    display = Screenless()
    controller = GameController(display)
    match = Match.start(["Ann", "Bo"], 20, seed=3)
    controller.take(match)
    assert controller.play(Move("stake", amount=5)) and controller.play(Move("fade", amount=5))
    controller.table_watching = lambda: True
    assert controller.play(Move("roll"))
    assert display.dice_in_flight == match.journal.moves[-1].dice
    assert display.state is match.state and display.shown is not match.state
    assert not controller.play(Move("roll"))  # nothing while the dice are in the air
    controller.reveal()
    assert display.dice_in_flight is None and display.shown is match.state


@pytest.mark.asyncio
async def test_the_table_refuses_keys_on_a_remote_seats_turn_and_offers_none() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=3)
    app = make_app()
    async with app.run_test() as pilot:
        app.resume(match, (Remote("Ann"), AtKeyboard("Bo")))
        await pilot.pause()
        await pilot.press("5", "enter")
        assert match.journal.moves == [] and "Ann plays from another screen." in app.refusal
        shown = {binding.binding.action for binding in app.active_bindings.values()
                 if app.screen.check_action(binding.binding.action, ()) is True}
        assert not shown & {"stake", "all_in", "pass_bank"}
