"""A screen's session at a hosted table, without Textual: joining, claiming seats, and the
words for what the table says (the app only wires the session up and routes to it)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Literal

import pytest
from said import said
from test_seat_controllers import FakeAnswer, FakeSeat, FakeTable

from ceelo_tui.controller.seats import AtKeyboard, Remote
from ceelo_tui.controller.table_session import Presence, Severity, TableSession
from ceelo_tui.engine.dice import Dice
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.net.table_client import (
    ConnectionChanged,
    HostClosing,
    HostSaid,
    Rejoining,
    SavingChanged,
    SeatsChanged,
    TableEvent,
    TableRefused,
    Talked,
)


@dataclass
class Screen:
    """The app as the session sees it: the table's state, the joining words, toasts, keys."""

    state: AnyGame | None = None
    shown: AnyGame | None = None
    dice_in_flight: Dice | None = None
    refusal: str = ""
    table_notice: str = ""
    table_banner: str = ""
    presence: Presence | None = None
    toasts: list[tuple[str, Severity]] = field(default_factory=list)
    key_refreshes: int = 0

    def bell(self) -> None:
        pass

    def notify(self, message: str, *, title: str = "", severity: Severity = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        self.toasts.append((message, severity))

    def refresh_bindings(self) -> None:
        self.key_refreshes += 1


class Joinable(FakeTable):
    """The in-process table of the seat tests, with the joining and claiming a client does."""

    def __init__(self, refuse: str = "") -> None:
        super().__init__(mine=())
        self.address = "ws://127.0.0.1:9/table?token=" + "t" * 32
        self.away_after: float | None = 30.0
        self.refuse = refuse
        self.listeners: list[Callable[[TableEvent], None]] = []
        self.closed = ""
        self.watching: tuple[str, ...] = ()
        self.house_at: dict[int, float | None] = {}
        self.stood_in: dict[int, int] = {}

    async def start(self) -> None:
        if self.refuse:
            raise TableRefused(self.refuse)

    async def claim(self, seat: int | str) -> FakeAnswer:
        index = next((view.seat for view in self.seats if view.name == seat), None)
        if index is None or self.seats[index].status != "open":
            return FakeAnswer(False, f"{seat}'s seat is held by someone")
        self.my_seats = (*self.my_seats, index)
        self.seats[index] = FakeSeat(index, str(seat), "present")
        return FakeAnswer(True)

    def add_listener(self, listener: Callable[[TableEvent], None]) -> None:
        self.listeners.append(listener)

    def remove_listener(self, listener: Callable[[TableEvent], None]) -> None:
        self.listeners.remove(listener)

    async def close(self, reason: str = "closed") -> None:
        self.closed = reason

    async def talk(self, text: str) -> FakeAnswer:
        return FakeAnswer(False, "too fast") if text == "spam" else FakeAnswer(True)


def session_at(table: Joinable, claims: tuple[str, ...] = ()) -> tuple[TableSession, Screen, list[Awaitable[None]]]:
    screen = Screen()
    started: list[Awaitable[None]] = []
    return TableSession(table, screen, run=started.append, claims=claims), screen, started


async def test_joining_claims_the_seats_asked_for_and_follows_the_table() -> None:
    table = Joinable()
    table.seats[0] = FakeSeat(0, "Ann", "open")
    session, screen, _ = session_at(table, claims=("Ann", "Bo"))
    await session.join()
    assert screen.table_notice == "Joining the table at ws://127.0.0.1:9/table …"
    assert screen.toasts == [("Seat 'Bo': Bo's seat is held by someone", "error")]
    assert session.controller.seats[0] == AtKeyboard("Ann") and screen.shown is table.match.state
    assert session.leaving_words() == ("The table plays on: your seat waits for you. Join again with the same "
                                       "name to take it back; after 30 s the house plays your turns while you "
                                       "are away.")
    await session.leave()
    assert table.closed == "this screen left the table" and not table.listeners


async def test_a_table_that_refuses_this_screen_says_why_on_the_joining_screen() -> None:
    session, screen, _ = session_at(Joinable(refuse="wrong token"))
    await session.join()
    assert screen.table_notice == "The table did not let this screen in: wrong token\n\nPress q to leave."
    assert session.controller.match is None


async def test_a_watcher_takes_an_open_seat_and_hears_the_table_in_words() -> None:
    table = Joinable()
    table.seats[0] = FakeSeat(0, "Ann", "open")
    session, screen, started = session_at(table)
    await session.join()
    assert screen.toasts == [("You are watching: press t to take a seat.", "information")]
    assert session.open_seats() == ["Ann"]
    session.claim("Ann")
    await started.pop()
    assert screen.toasts[-1] == ("You play Ann's seat.", "information") and session.open_seats() == []
    table.seats[1] = FakeSeat(1, "Bo", "present")
    session.heard(SeatsChanged(seats=(), yours=(0,)))
    assert screen.toasts[-1] == ("Bo is back at the table.", "information") and screen.key_refreshes == 1
    assert session.controller.seats[1] == Remote("Bo", house_stands_in=True)
    session.heard(SavingChanged(problem="No space left on device", words="Not saved: No space left on device."))
    assert screen.refusal == "Not saved: No space left on device." and screen.toasts[-1][1] == "warning"
    session.heard(ConnectionChanged(connected=False, reason="reset"))
    assert screen.toasts[-1] == ("Connection to the table lost (reset): joining again…", "warning")
    session.heard(ConnectionChanged(connected=False, reason="closed by the host", final=True))
    assert screen.toasts[-1] == ("The table is gone: closed by the host", "error")


@pytest.mark.parametrize(("what", "words"), [("setup", "The host sets up the table's games: ctrl+q leaves it."),
                                             ("next game", "The host starts the table's next game: ctrl+q leaves it.")])
def test_what_only_the_host_does_is_said_not_done(what: Literal["setup", "next game"], words: str) -> None:
    session, screen, _ = session_at(Joinable())
    session.host_decides(what)
    assert screen.toasts == [(words, "information")]


async def test_talk_and_the_hosts_news_go_into_the_rounds_log_where_they_were_heard() -> None:
    table = Joinable()
    session, screen, started = session_at(table)
    await session.join()
    screen.state = table.match.state
    controller = session.controller
    state = table.match.state
    before = controller.log_lines(state, said(state.round.events))
    session.heard(Talked("Ann's laptop", "[b]hi[/b]"))
    session.heard(HostSaid("The host has paused the table.", paused=True))
    assert controller.log_lines(state, said(state.round.events)) == (
        *before, "» Ann's laptop: [b]hi[/b]", "» The host has paused the table.")
    assert screen.toasts[-1] == ("The host has paused the table.", "warning")
    session.heard(Talked("Eve", "a\x1b[2Jb"))  # what a table should never send is still shown, as codes
    assert controller.log_lines(state, said(state.round.events))[-1] == "» Eve: a\\x1b[2Jb"
    session.talk("spam")
    await started.pop()
    assert screen.toasts[-1] == ("Not said: too fast", "error")
    session.talk("hello")
    await started.pop()
    assert screen.toasts[-1] == ("Not said: too fast", "error")  # a line said is heard back, not toasted


async def test_the_banner_stays_while_the_table_is_out_of_reach_and_goes_when_it_is_back() -> None:
    table = Joinable()
    session, screen, started = session_at(table)
    await session.join()
    session.heard(ConnectionChanged(connected=False, reason="reset"))
    assert screen.table_banner == "✗ Connection lost: joining the table again…"
    session.heard(Rejoining(attempt=3, reason="refused"))
    assert screen.table_banner == "✗ Connection lost: joining the table again (try 3)…"
    offline = FakeAnswer(False, "not connected to the table: it is joining again", offline=True)

    async def unreachable(move: Move) -> FakeAnswer:
        return offline

    table.send_move = unreachable  # type: ignore[method-assign]
    assert session.controller.make(Move("stake", amount=2))
    await started.pop()
    assert screen.refusal == offline.reason
    session.heard(ConnectionChanged(connected=True))
    assert screen.table_banner == "" and screen.refusal == "", "a refusal that said the table was gone goes with it"
    assert screen.toasts[-1] == ("Back at the table.", "information")


async def test_a_table_its_host_closed_says_so_until_it_reopens_or_is_given_up() -> None:
    session, screen, _ = session_at(Joinable())
    await session.join()
    session.heard(HostClosing(reason="the host closed the table"))
    session.heard(ConnectionChanged(connected=False, reason="the host closed the table"))
    session.heard(Rejoining(attempt=2, reason="refused"))
    assert screen.table_banner == "✗ The host closed the table: joining again if it reopens (try 2)."
    session.heard(ConnectionChanged(connected=False, reason="gave up after 300 s", final=True))
    assert screen.table_banner == "✗ The host closed the table. ctrl+q leaves."


def test_a_lost_table_given_up_says_the_tries_failed() -> None:
    session, screen, _ = session_at(Joinable())
    session.heard(ConnectionChanged(connected=False, reason="reset"))
    session.heard(ConnectionChanged(connected=False, reason="gave up after 300 s", final=True))
    assert screen.table_banner == "✗ The table is gone: connection lost, joining again failed. ctrl+q leaves."


async def test_a_move_another_screens_move_beat_to_the_table_shows_no_refusal() -> None:
    table = Joinable()
    session, screen, started = session_at(table)
    await session.join()

    async def beaten(move: Move) -> FakeAnswer:
        return FakeAnswer(False, "the table has moved on: this move was made against move 3", stale=True)

    table.send_move = beaten  # type: ignore[method-assign]
    assert session.controller.make(Move("next_round"))
    await started.pop()
    assert screen.refusal == "" and not session.controller.sending
