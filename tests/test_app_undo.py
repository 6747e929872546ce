"""ctrl+z at the table: the round's latest stake, fade or pass (or the ante) taken back, again
and again until the first roll, then a message saying why not; in the key bar, the log, the
history, the help and the saved game; computer moves taken back with the person's."""

from __future__ import annotations

import pytest
from test_key_bar_width import key_bar

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotPhase
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.amount_input import AmountInput
from ceelo_tui.widgets.help_text import HelpText

from cli_driver import app_for
from table_driver import (
    SIZE,
    fade,
    long_pauses,
    make_app,
    match_of,
    pot_state_of,
    roll,
    scripted_match,
    stake,
    state_of,
)

NAMES = ["Ann", "Bo", "Cy"]


def log_lines(app: CeeloApp) -> list[str]:
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return list(screen.log_view.lines)


def message(app: CeeloApp) -> str:
    return str(app.screen.query_one("#message").render())


async def test_ctrl_z_takes_back_pass_fade_and_stake_until_there_is_nothing() -> None:
    app = make_app(scripted_match(NAMES, 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "^z Undo" not in key_bar(app)  # nothing to take back yet
        await stake(pilot, 6)
        await fade(pilot, 2)
        await pilot.press("p", "enter")  # Cy passes
        assert state_of(app).phase is Phase.BANKER_ROLL
        assert "^z Undo" in key_bar(app)  # and the bar still fits 80 columns

        await pilot.press("ctrl+z")
        assert state_of(app).phase is Phase.FADE and state_of(app).actor == 2
        assert log_lines(app)[-1] == "Cy takes back the pass."
        assert message(app).startswith("Cy takes back the pass.")
        await pilot.press("ctrl+z", "ctrl+z")
        state = state_of(app)
        assert state.phase is Phase.STAKE and state.round.stake == 0 and state.round.bets == ()
        assert [seat.coins for seat in state.seats] == [10, 10, 10]
        assert log_lines(app)[-2:] == ["Bo takes back the fade of 2 coins.", "Ann takes back the stake of 6 coins."]
        assert app.screen.query_one("#amount", AmountInput).value == ""

        await pilot.press("ctrl+z")  # nothing left: refused, with the reason
        assert state_of(app) is state
        assert "✗ Nothing to take back: no stake, fade or pass yet this round." in message(app)
        assert [move.kind for move in match_of(app).journal.moves].count("undo") == 3


async def test_after_the_banker_rolls_ctrl_z_says_why_not() -> None:
    app = make_app(scripted_match(NAMES, 10, [(2, 3, 5)], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 3)
        await fade(pilot, 3)
        await roll(pilot)
        await pilot.pause()
        before = state_of(app)
        assert before.phase is Phase.BANKER_ROLL and before.round.banker_rolls
        assert "^z Undo" not in key_bar(app)
        await pilot.press("ctrl+z")
        assert state_of(app) is before
        assert "only before the banker's first roll" in message(app)


async def test_ctrl_z_takes_back_the_ante() -> None:
    app = make_app(Match.start(NAMES, 6, seed=4, rules=HouseRules(mode="pot"), first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("2", "enter")
        assert pot_state_of(app).phase is PotPhase.ROLL
        await pilot.press("ctrl+z")
        state = pot_state_of(app)
        assert state.phase is PotPhase.ANTE and [seat.coins for seat in state.seats] == [6, 6, 6]
        assert log_lines(app)[-1] == "Ann takes back the ante of 2 coins."


async def test_the_history_shows_what_was_taken_back() -> None:
    app = make_app(scripted_match(NAMES, 10, [(4, 5, 6)], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 5)
        await pilot.press("ctrl+z")
        await stake(pilot, 4)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = str(app.screen.query_one("#round-history-text").render())
        assert "Ann takes back the stake of 5 coins." in text  # the round in play
        await pilot.press("escape")
        await pilot.pause()
        await fade(pilot, 4)
        await roll(pilot)  # 4-5-6: the bank wins at once
        await pilot.pause()
        assert state_of(app).phase is Phase.SETTLED
        await pilot.press("h")
        await pilot.pause()
        text = str(app.screen.query_one("#round-history-text").render())
        assert "Taken back Ann takes back the stake of 5 coins." in " ".join(text.split())
        assert "stake 4" in text


async def test_the_help_lists_ctrl_z() -> None:
    app = make_app(scripted_match(NAMES, 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one("#help-text", HelpText).source
        assert "| ctrl+z | undo: take back the round's latest stake, fade or pass" in text
        assert "| ctrl+z | undo: take back the ante" in text
        assert "+ or up" not in text


async def test_a_resumed_game_shows_the_same_after_an_undo() -> None:
    app = make_app(Match.start(NAMES, 10, seed=21, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await stake(pilot, 5)
        await fade(pilot, 2)
        await pilot.press("ctrl+z")
        await pilot.pause()
        shown = (state_of(app), log_lines(app), message(app))
        assert app.autosave.saving
    app.autosave.leave()  # the window is gone (as a killed one's stale lock is taken over)
    again = app_for("--resume", "--no-animation")
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await again.workers.wait_for_complete()
        await pilot.pause()
        assert (state_of(again), log_lines(again), message(again)) == shown
        assert log_lines(again)[-1] == "Bo takes back the fade of 2 coins."
        await pilot.press("ctrl+z")  # the chain of moves to take back replays too
        assert state_of(again).phase is Phase.STAKE


@pytest.mark.parametrize("pause", [False, True])
async def test_ctrl_z_takes_back_a_computers_move_with_the_persons(pause: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bo, a computer, fades after Ann's stake; ctrl+z takes back both (the computer would
    only move again). With ``pause``, ctrl+z comes while Bo is still thinking."""
    if pause:
        long_pauses(monkeypatch)  # Bo thinks for a minute: still thinking at ctrl+z, however loaded the machine
    app = CeeloApp(match=Match.start(NAMES, 10, seed=8, first_banker=0, styles=[None, "bold", None]),
                   animate=pause)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 6)
        if not pause:
            await pilot.pause()
            assert state_of(app).actor == 2  # Bo has answered
            assert "^z Undo" in key_bar(app)
        await pilot.press("ctrl+z")
        monkeypatch.undo()  # the computers' usual pace again, for any move due from now on
        await pilot.pause(0.2 if pause else None)
        state = state_of(app)
        assert state.phase is Phase.STAKE and state.actor == 0 and state.round.stake == 0
        last = log_lines(app)[-1]
        assert last.startswith("Ann takes back the stake of 6 coins")
        assert ("and Bo's" in last) is not pause
        await pilot.pause(1.0 if pause else None)
        assert state_of(app) is state  # the computer waits for Ann's stake
