"""Every move takes one path: ``GameController.play(move, by)``, with one check of who may move.

A key at this screen, a computer seat's decision, a hosted table's screen sending its key,
and the house standing in for an away player at a hosted table: each kind of seat's move goes
through the same check, and the house decides with the same seat controller classes. A key
for a seat this keyboard does not play is refused by that check, even when the move names
the seat.
"""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import dataclass, field

import pytest
from test_seat_controllers import FakeTable, Screenless

from ceelo_tui.controller.game_controller import KEYS, BySeat, GameController, Mover
from ceelo_tui.controller.hosted_game import HostedGame
from ceelo_tui.controller.seats import AtKeyboard, Computer, Remote, StandIn, Turn, decision
from ceelo_tui.engine.cpu import choose_move, decision_rng
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.net.table_record import Hold
from ceelo_tui.net.table_server import TableServer

from table_driver import SIZE, make_app, state_of, wait_until


@dataclass
class Checked:
    """Every (move, mover) the one check was asked about, in order."""

    calls: list[tuple[Move, Mover]] = field(default_factory=list)


def recording(controller: GameController) -> Checked:
    """Record every call of ``controller``'s one check of who may move."""
    checked = Checked()
    check = controller.refusal

    def spy(move: Move, by: Mover = KEYS) -> str | None:
        checked.calls.append((move, by))
        return check(move, by)

    controller.refusal = spy  # type: ignore[method-assign]  # a spy on this one instance
    return checked


def bank_match() -> Match:
    """Ann banks (at the keyboard), Bo fades (a bold computer)."""
    return Match.start(["Ann", "Bo"], 20, seed=3, first_banker=0, styles=[None, "bold"])


# ---------------------------------------------------------------------- the one check


def test_a_key_naming_a_computers_seat_is_refused_by_the_one_check_and_changes_nothing() -> None:
    display = Screenless()
    controller = GameController(display)
    match = bank_match()
    controller.take(match)
    assert controller.play(Move("stake", amount=5))  # Ann's own, by key
    before = (match.state, list(match.journal.moves))
    assert not controller.play(Move("fade", seat=1, amount=3))  # Bo's turn, Bo's seat named: still a key
    assert display.refusal == "Bo is a computer player and makes its own move."
    assert (match.state, list(match.journal.moves)) == before


def test_a_seat_controller_moves_only_for_its_own_seat_on_its_turn() -> None:
    display = Screenless()
    controller = GameController(display)
    match = bank_match()
    controller.take(match)
    assert not controller.play(Move("stake", amount=5), BySeat(1))  # Ann's turn
    assert display.refusal == "It is Ann's turn, not Bo's."
    assert not controller.play(Move("stake", amount=5), BySeat(0))  # Ann moves by keys, never by herself
    assert match.journal.moves == []
    assert controller.play(Move("stake", amount=5))
    assert not controller.play(Move("fade", seat=0, amount=3), BySeat(1))  # not for another seat
    assert display.refusal == "Bo moves only for their own seat." and len(match.journal.moves) == 1


def test_a_computers_decision_takes_the_one_path_as_its_seats_move() -> None:
    controller = GameController(Screenless())
    checked = recording(controller)
    match = bank_match()
    controller.take(match)
    assert controller.decision(match.state) is None  # Ann's turn: a person's, by keys
    assert controller.play(Move("stake", amount=5))
    planned = controller.decision(match.state, looking_ahead=True)
    decided = controller.decision(match.state)
    assert decided is not None and decided == planned  # looking ahead draws nothing
    by, move = decided
    assert by == BySeat(1) and move == choose_move(match.state, 1, "bold", decision_rng(3))
    assert controller.play(move, by)
    assert checked.calls == [(Move("stake", amount=5), KEYS), (move, BySeat(1))]
    assert match.journal.moves[-1].seat == 1


@pytest.mark.asyncio
async def test_a_hosted_screens_key_takes_the_one_path_before_it_is_sent() -> None:
    link = FakeTable(mine=(0,))
    sent: list[Awaitable[None]] = []
    controller = HostedGame(Screenless(), link, run=sent.append)
    checked = recording(controller)
    controller.follow()
    assert controller.play(Move("stake", amount="5"))
    await sent.pop()
    assert checked.calls == [(Move("stake", amount="5"), KEYS)] and link.heard[-1].kind == "stake"
    controller.arrived(link.heard[-1])
    assert not controller.play(Move("fade", seat=1, amount=2))  # Bo's seat: another screen's
    assert not sent and checked.calls[-1] == (Move("fade", seat=1, amount=2), KEYS)


# ---------------------------------------------------------------------- the app's seats


@pytest.mark.usefixtures("private_data")
@pytest.mark.asyncio
async def test_in_the_app_a_key_and_a_computer_each_take_the_one_path() -> None:
    match = bank_match()
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        checked = recording(app.controller)
        await pilot.pause()
        await pilot.press("5", "enter")  # Ann stakes by key; Bo, a computer, fades by itself
        await wait_until(pilot, lambda: len(match.journal.moves) >= 2 and state_of(app).actor == 0, 10)
        movers = [by for _move, by in checked.calls]
        assert movers[0] == KEYS and BySeat(1) in movers
        assert [move for move, by in checked.calls if by == BySeat(1)][0] == match.journal.moves[1]


# ---------------------------------------------------------------------- the house at a hosted table


def test_the_house_decides_with_the_same_seat_controllers() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 20, seed=5, first_banker=0, styles=[None, None, "shrewd"])
    server = TableServer(match, token="t" * 32, holds={0: Hold("a" * 64, "ann"), 1: Hold("b" * 64, "bo")},
                         away_after=5.0, away_style="bold")
    assert server.house_seats() == (StandIn("Ann", "bold"), StandIn("Bo", "bold"), Computer("Cy", "shrewd"))
    turn = Turn(match.state, 0, decision_rng(5))
    assert server.house_move() == decision(server.house_seats(), turn) == StandIn("Ann", "bold").decide(turn)
    server._away_since.pop(0)  # Ann's screen is back: the house waits for her key
    assert server.house_seats()[0] == Remote("Ann")
    assert server.house_move() is None and server.house_due() is None


def test_the_house_stands_in_for_an_away_player_with_a_pass_where_one_is_legal() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=5, first_banker=0)
    match.play(Move("stake", seat=0, amount=5))
    state: AnyGame = match.state
    assert "pass" in state.legal_moves()
    assert StandIn("Bo", "bold").decide(Turn(state, 1, decision_rng(5))) == Move("pass", seat=1)
    assert Computer("Bo", "bold").decide(Turn(state, 1, decision_rng(5))).kind != "pass"
    assert AtKeyboard("Bo").decide(Turn(state, 1, decision_rng(5))) is None


def test_between_rounds_the_table_moves_on_by_itself_only_when_no_seat_waits_for_a_person() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=5, first_banker=0, styles=["bold", "bold"])
    while match.state.actor is not None:
        match.play(choose_move(match.state, match.state.actor, None, decision_rng(5)))
    turn = Turn(match.state, None, decision_rng(5))
    assert decision((Computer("Ann", "bold"), Computer("Bo", "bold")), turn) == Move("next_round")
    assert decision((Computer("Ann", "bold"), StandIn("Bo")), turn) == Move("next_round")
    assert decision((Computer("Ann", "bold"), AtKeyboard("Bo")), turn) is None
    assert decision((AtKeyboard("Ann"), Computer("Bo", "bold")), turn) is None
