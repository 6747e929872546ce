"""Who plays a seat is asked of its controller: a person at this keyboard, a computer, or a
player at another screen. The game controller refuses a key's move for a seat no key here may
move, with words naming who plays it, and changes nothing."""

from __future__ import annotations

import random
from collections.abc import Awaitable
from dataclasses import dataclass

import pytest

from ceelo_tui.controller.game_controller import BySeat, GameController
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
    assert not controller.play(Move("stake", seat=0, amount=5))  # naming the seat is no way round
    assert display.refusal == "Ann plays from another screen."
    assert not controller.play(Move("stake", seat=0, amount=5), BySeat(0))  # a remote seat decides nothing here
    assert (match.state, list(match.journal.moves)) == before


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


@dataclass
class FakeSeat:
    seat: int
    name: str
    status: str


@dataclass
class FakeAnswer:
    accepted: bool
    reason: str = ""
    offline: bool = False
    stale: bool = False


class FakeTable:
    """A hosted table in one process: it plays a move on its own match and the replica
    follows, as the network would make it."""

    def __init__(self, mine: tuple[int, ...]) -> None:
        self.table = Match.start(["Ann", "Bo", "Cy"], 20, seed=3, first_banker=0, styles=[None, None, "bold"])
        self.match = Match.start(["Ann", "Bo", "Cy"], 20, seed=3, first_banker=0, styles=[None, None, "bold"])
        self.seats = [FakeSeat(0, "Ann", "present"), FakeSeat(1, "Bo", "away"), FakeSeat(2, "Cy", "house")]
        self.my_seats = mine
        self.away_after: float | None = None
        self.heard: list[Move] = []

    async def send_move(self, move: Move) -> FakeAnswer:
        from ceelo_tui.engine.errors import IllegalMove

        try:
            self.table.play(Move(move.kind, seat=self.table.state.actor, amount=move.amount))
        except IllegalMove as error:
            return FakeAnswer(False, str(error))
        played = self.table.journal.moves[-1]
        self.match.play(played)
        self.heard.append(played)
        return FakeAnswer(True)


@pytest.mark.asyncio
async def test_a_hosted_tables_screen_sends_its_own_seats_moves_and_shows_what_arrives() -> None:
    from ceelo_tui.controller.hosted_game import HostedGame

    display = Screenless()
    link = FakeTable(mine=(0,))
    sent: list[Awaitable[None]] = []
    controller = HostedGame(display, link, run=sent.append)
    controller.follow()
    assert controller.seats == (AtKeyboard("Ann"), Remote("Bo", present=False), Remote("Cy", style="bold"))
    assert controller.people() == {0, 1}  # the table's computer is nobody's to take back
    assert controller.play(Move("stake", amount="30"))  # sent: the table decides
    await sent.pop()
    assert "from 1 to 20" in display.refusal and display.bells == 1 and link.heard == []
    assert controller.play(Move("stake", amount="5"))
    await sent.pop()
    controller.arrived(link.heard[-1])
    assert display.shown is link.match.state and display.refusal == ""
    assert not controller.play(Move("fade", amount=2))  # Bo's turn: another screen's, and away
    assert display.refusal == "Bo plays from another screen (away for now: the table waits for them)."


def test_a_hosted_tables_screen_hears_who_left_and_who_came_back() -> None:
    from ceelo_tui.controller.hosted_game import HostedGame

    link = FakeTable(mine=(0,))
    controller = HostedGame(Screenless(), link, run=lambda work: None)
    controller.follow()
    link.seats = [FakeSeat(0, "Ann", "present"), FakeSeat(1, "Bo", "present"), FakeSeat(2, "Cy", "house")]
    assert controller.seats_changed() == ["Bo is back at the table."]
    link.seats[1] = FakeSeat(1, "Bo", "open")
    assert controller.seats_changed() == ["Bo's seat is free again."]
    assert controller.seats_changed() == []
    link.seats[1] = FakeSeat(1, "Bo", "present")
    assert controller.seats_changed() == ["Bo sits down at the table."]


def test_an_away_player_at_a_table_whose_house_stands_in_is_not_said_to_be_waited_for() -> None:
    waited = Remote("Bo", present=False)
    stood_in = Remote("Bo", present=False, house_stands_in=True)
    assert waited.waiting_words() == "Bo is away: the table waits for them to come back…"
    assert stood_in.waiting_words() == "Bo is away: the house plays for them soon…"
    assert stood_in.key_refusal() == "Bo plays from another screen (away for now: the house plays for them soon)."


def test_every_screen_at_a_hosted_table_says_who_starts_the_next_round() -> None:
    from ceelo_tui.controller.hosted_game import HostedGame
    from ceelo_tui.engine.cpu import choose_move

    rng = random.Random(1)
    seated, watching = FakeTable(mine=(0,)), FakeTable(mine=())
    for link in (seated, watching):
        while "next_round" not in link.match.state.legal_moves():
            state = link.match.state
            link.match.play(choose_move(state, state.actor, "bold", rng))
    words = {}
    for name, link in (("seated", seated), ("watching", watching)):
        controller = HostedGame(Screenless(), link, run=lambda work: None)
        controller.follow()
        words[name] = (controller.settled_words(link.match.state), controller.moves_on_here())
    assert words["seated"] == ("Round over - Enter starts the next round for everyone", True)
    assert words["watching"] == ("Round over - a player starts the next round", False)
