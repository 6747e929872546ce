"""Chinchiro through the app, by keys only: the first banker by one die each, each player's bet
typed (refused beyond the limits, passed, taken back before the dice), the banker's rolls and
each player's, the settlement in its own words, the bank passing, a computer seat betting and
rolling by itself, and the game's end with the standings once the bank has gone round."""

from __future__ import annotations

from dataclasses import replace

import pytest
from said import told
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.chinchiro import ChinchiroState, ChinPhase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import CHINCHIRO
from ceelo_tui.presenters.history_view import history_lines
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.table import TableScreen

from table_driver import SIZE, make_app, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

NAMES = ["Ann", "Bo", "Cy", "Dee"]
RULES = replace(CHINCHIRO, max_bet=4)


def chin_of(app: CeeloApp) -> ChinchiroState:
    """The engine's state the app holds: Chinchiro's."""
    assert app.match is not None
    state = app.match.state
    assert isinstance(state, ChinchiroState)
    return state


async def settle(pilot: Pilot[None], app: CeeloApp) -> None:
    """Let the table come to rest: nothing in the air, no computer about to move."""
    await pilot.pause()
    await wait_until(pilot, lambda: app.dice_in_flight is None, 20.0)
    await pilot.pause()


async def play_on(pilot: Pilot[None], app: CeeloApp, seen: dict[str, str], limit: int = 400) -> None:
    """Play the people's seats by keys until the final standings show: Space rolls, each bet
    typed (2, or a pass by p Enter every third time asked), Enter after a settled round."""
    asked = 0
    for _ in range(limit):
        await settle(pilot, app)
        if isinstance(app.screen, GameOverScreen):
            return
        state = chin_of(app)
        view = view_of(app)
        assert state.total_coins == 4 * 40 and all(seat.coins >= 0 for seat in state.seats)
        actor = state.actor
        if actor is not None and state.seats[actor].style:  # the computer's turn: it moves itself
            await wait_until(pilot, lambda before=state: chin_of(app) is not before, 20.0)  # type: ignore[misc]
            continue
        if view.panel.panel == "amount-panel":
            seen.setdefault("bet prompt", view.prompt)
            if not view.panel.info.startswith("Dice:"):  # (the first: whose one die the tray shows)
                seen.setdefault("bet detail", view.panel.info)
            asked += 1
            keys = ["p", "enter"] if asked % 3 == 0 else ["2", "enter"]
            await pilot.press(*keys)
        elif view.panel.panel == "roll-panel":
            if state.phase is ChinPhase.PLAYER_ROLL:
                seen.setdefault("odds", view.odds)
            await pilot.press("space")
        else:
            if view.settled and state.round.bets:
                seen.setdefault("settlement", "\n".join("".join(part if isinstance(part, str) else part[0]
                                                                for part in line)
                                                        for line in view.settlement.lines))
            await pilot.press("enter")
    raise AssertionError("the game did not end")


@pytest.mark.slow
async def test_a_whole_chinchiro_game_by_keys_with_a_computer_seat() -> None:
    match = Match.start(NAMES, 40, seed=5, rules=RULES, styles=[None, None, None, "bold"])
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, TableScreen)
        # The first banker by one die each, rolled as the game opens (each roll in the log).
        log = "\n".join(view_of(app).log)
        assert "rolled the highest die and is the first banker (oya)" in log, log
        assert view_of(app).dice == 1  # the tray shows the last one-die roll
        banker = chin_of(app).banker
        assert f"{NAMES[banker]} is the banker (oya)" in view_of(app).title
        seen: dict[str, str] = {}
        await play_on(pilot, app, seen)
        assert "(ko): bet 1-4 coins, or pass" in seen["bet prompt"], seen
        assert seen["bet detail"].startswith("Bets 1-4"), seen
        assert "settled" in seen["settlement"] and " bet " in seen["settlement"], seen
        final = chin_of(app)
        assert final.is_over and "the bank has gone round the table once" in told(final.message)
        assert sum(final.held) >= len(NAMES)
        # The history and the statistics of the game, in Chinchiro's words.
        app.push_screen(HistoryScreen(final))
        await pilot.pause()
        rounds = "\n".join("".join(part if isinstance(part, str) else part[0] for part in line)
                            for line in history_lines(final))
        assert "is the banker (oya) · bets" in rounds and "  Bets " in rounds, rounds
        assert "no me" in rounds or "Menashi" in rounds or "Shigoro" in rounds, rounds
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
