"""An evening at the table: "Play again" starts the next game of the same session, and game
over and the history show the session's standings (games won, coins won and lost per person),
which are kept with the saved games and shown by ``ceelo-tui history``."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Static

from ceelo_tui.__main__ import main
from ceelo_tui.engine.journal import Journal, Move, Setup
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.standings import GameResult, Standing, session_standings
from ceelo_tui.saves.store import GameStore
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.history import HistoryScreen

from table_driver import SIZE, make_app, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


def test_standings_count_games_wins_and_coins_per_person() -> None:
    games = [
        GameResult(("Ann", "Bo", "Cy"), 10, (20, 10, 0), True, ("Ann",)),
        GameResult(("Bo", "Ann", "Cy"), 10, (15, 0, 15), True, ("Bo", "Cy")),  # a shared win, seats moved
        GameResult(("Ann", "Bo", "Cy"), 10, (12, 9, 9), False),  # in play: no win counted yet
    ]
    rows = session_standings(games)
    assert rows == [Standing("Bo", games=3, wins=1, net=4), Standing("Ann", games=3, wins=1, net=2),
                    Standing("Cy", games=3, wins=1, net=-6)]  # most wins, then most coins
    assert sum(row.net for row in rows) == 0  # coins only move between the players


def test_a_journal_keeps_its_session_and_old_journals_read_as_games_of_their_own() -> None:
    match = Match.start(["Ann", "Bo"], 10, seed=1, session="evening-1")
    again = replay(Journal.from_lines(match.journal.to_lines()))
    assert again.journal.setup.session == "evening-1"
    old = match.journal.setup.to_json()
    del old["session"]
    assert Setup.from_json(old).session == ""
    with pytest.raises(ValueError, match="session"):
        Setup.from_json({**old, "session": 7})


async def test_play_again_continues_the_session_and_game_over_shows_its_standings(capsys: pytest.CaptureFixture[str]) -> None:
    rules = HouseRules(end="rounds:1")
    app = make_app(seed=5, rules=rules, names=["Ann", "Bo"])
    async with app.run_test(size=SIZE) as pilot:
        assert app.start_game(["Ann", "Bo"], 10, 0, rules=rules)
        for game in range(2):
            await wait_until(pilot, lambda: app.match is not None)
            assert app.match is not None
            while not app.match.state.is_over:
                state = app.match.state
                legal = state.legal_moves()
                if "stake" in legal:
                    app.play(_move("stake", state.actor, 5))
                elif "fade" in legal:
                    app.play(_move("fade", state.actor, 5))
                elif "roll" in legal:
                    app.play(_move("roll", state.actor))
                    app.reveal()
                else:
                    app.play(_move("next_round", None))
                await pilot.pause()
            app.show_standings()
            await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.query("#session-standings"))
            box = app.screen.query_one("#session-standings", Static)
            if game == 0:
                first_session = app.match.journal.setup.session
                assert first_session and not box.display  # one game: nothing to add up yet
                await pilot.press("a")  # play again
                await wait_until(pilot, lambda: app.match is not None and not app.match.state.is_over)
                assert app.match.journal.setup.session == first_session
            else:
                def displayed(box: Static = box) -> bool:
                    return box.display

                await wait_until(pilot, displayed)
                text = str(box.render())
                assert "over 2 games" in text and "Ann" in text and "Bo" in text
                await pilot.press("h")  # the history shows the same standings
                await wait_until(pilot, lambda: isinstance(app.screen, HistoryScreen))
                await pilot.press("s")
                await pilot.pause()
                shown = app.screen.query_one("#history-session", Static)
                assert shown.display and str(shown.render()) == text
                await pilot.press("escape")
    store = GameStore()
    games = store.session(first_session)
    assert len(games) == 2 and all(info.finished for info in games)
    rows = session_standings(info.result for info in games)
    assert sum(row.wins for row in rows) >= 2 and sum(row.net for row in rows) == 0
    assert main(["history", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {game["session"] for game in report["games"]} == {first_session}
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "over 2 games" in out and f"Session {first_session}" in out


def _move(kind: str, seat: int | None, amount: int | None = None) -> Move:
    return Move(kind, seat=seat, amount=amount)
