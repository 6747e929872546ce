"""The winner-take-all game through the app, by keys only: antes (typed, stepped, refused),
each player's rolls, a shoot-out, the pot's winner, the next round and the game's end."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotPhase
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.amount_input import AmountInput
from ceelo_tui.widgets.balance_table import BalanceTable
from ceelo_tui.widgets.odds_line import OddsLine

from table_driver import SIZE, make_app, pot_state_of, view_of

pytestmark = pytest.mark.usefixtures("private_data")

POT = HouseRules(mode="pot")
NAMES = ["Ann", "Bo", "Cy"]
SEED = 2
"""Ante 2 a round: Cy takes round 1 with point 5, Bo round 2 with point 6; in round 3 Ann and
Bo tie with point 5 and Bo wins the shoot-out with point 3 over Ann's 1, leaving Ann broke."""


def text(app: CeeloApp, selector: str) -> str:
    """The text a widget shows."""
    return str(app.screen.query_one(selector).render())


def table_rows(app: CeeloApp) -> list[str]:
    """The balance table's lines, header first."""
    return str(app.screen.query_one(BalanceTable).render()).splitlines()


async def roll_until_decided(pilot: Pilot[None], app: CeeloApp, seen: dict[str, str]) -> None:
    """Space until the pot is won, noting what the screen said during any shoot-out."""
    for _ in range(100):
        state = pot_state_of(app)
        if "roll" not in state.legal_moves():
            return
        if state.shoot_out and "prompt" not in seen:
            seen["prompt"] = view_of(app).prompt
            seen["turn"] = view_of(app).panel.info
            seen["table"] = "\n".join(table_rows(app))
        await pilot.press("space")
        await pilot.pause()
        assert pot_state_of(app).total_coins == 18
        assert all(seat.coins >= 0 for seat in pot_state_of(app).seats)
    raise AssertionError("the pot was never won")


@pytest.mark.slow
async def test_a_whole_winner_take_all_game_by_keys_with_a_shoot_out() -> None:
    app = make_app(Match.start(NAMES, 6, seed=SEED, rules=POT))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "Ann: set the ante, 1-6 coins" in view_of(app).prompt
        assert "Ante" in table_rows(app)[0] and "Bet" not in table_rows(app)[0]

        # Round 1: a refused ante shows the engine's own words; then 2 typed.
        await pilot.press("9", "enter")
        await pilot.pause()
        try:
            pot_state_of(app).ante(9)
        except IllegalMove as error:
            refusal = str(error)
        assert app.refusal == refusal
        assert text(app, "#message") == f"✗ {refusal} Or use ↑/↓, m (max)."
        assert pot_state_of(app).phase is PotPhase.ANTE
        await pilot.press("backspace", "2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert pot_state_of(app).pot == 6 and pot_state_of(app).round.ante == 2
        assert "pot 6 coins" in text(app, "#title")
        assert app.screen.query_one(OddsLine).text == ""  # no banker, no point to beat
        seen: dict[str, str] = {}
        await roll_until_decided(pilot, app, seen)
        state = pot_state_of(app)
        assert state.phase is PotPhase.SETTLED and state.winner == 2
        assert "Cy took the pot of 6 coins" in text(app, "#title")
        settlement = text(app, "#settlement")
        assert str(state.round.reason) in settlement
        assert "+4 won" in settlement and "-2 lost" in settlement
        assert "won pot" in table_rows(app)[3] and "+4" in table_rows(app)[3]

        # Round 2: Bo opens; the ante is stepped up from nothing to 2 with the up key.
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert pot_state_of(app).opener == 1
        assert app.screen.log_view.lines[0] == "Last round:"
        await pilot.press("up", "up", "enter")
        await pilot.pause()
        assert pot_state_of(app).round.ante == 2
        await roll_until_decided(pilot, app, seen)
        assert pot_state_of(app).winner == 1

        # Round 3: Cy opens; "m" fills in the most (Ann's last 2 coins); Ann and Bo tie.
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("m")
        assert app.screen.query_one("#amount", AmountInput).value == "2"
        await pilot.press("enter")
        await pilot.pause()
        await roll_until_decided(pilot, app, seen)
        assert seen["prompt"] == "Shoot-out! Ann - Space to roll"
        assert "Shoot-out: tied on point 5" in seen["turn"]
        assert "shoot-out" in seen["table"] and "beaten" in seen["table"]
        state = pot_state_of(app)
        assert state.is_over and state.winner == 1
        assert state.round.stage == 1
        assert [seat.coins for seat in state.seats] == [0, 12, 6]
        settlement = text(app, "#settlement")
        assert "Bo wins the shoot-out with point 3" in settlement
        assert "point 5, shoot-out: point 1" in settlement  # Ann's rolls: the tie, then the shoot-out
        assert "Game over" in settlement
        assert "Game over" in view_of(app).prompt

        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Bo wins" in text(app, "#final-title")
        assert "3 rounds played" in text(app, "#final-facts")


async def test_the_ante_keys_stay_within_the_engines_limit() -> None:
    app = make_app(Match.start(NAMES, 6, seed=SEED, rules=POT))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#amount", AmountInput)
        await pilot.press("down")  # from nothing, down starts at the top
        assert field.value == "6"
        await pilot.press("up")
        assert field.value == "6"
        await pilot.press("down", "down")
        assert field.value == "4"
        await pilot.press("enter")
        await pilot.pause()
        assert pot_state_of(app).round.ante == 4 and pot_state_of(app).pot == 12


async def test_order_roll_by_keys() -> None:
    """order=roll: the roll-off for the first roller is rolled by the match (and journaled);
    the table goes from one round's pot to the next round's ante by keys alone."""
    app = make_app(Match.start(NAMES, 6, seed=SEED, rules=HouseRules(mode="pot", order="roll")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert (isinstance(app.screen, TableScreen) and pot_state_of(app).phase is PotPhase.ANTE)
        state = pot_state_of(app)
        assert state.round.draw is not None and state.opener == state.round.draw.winner
        await pilot.press("1", "enter")
        await pilot.pause()
        seen: dict[str, str] = {}
        await roll_until_decided(pilot, app, seen)
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
            if (isinstance(app.screen, TableScreen) and pot_state_of(app).phase is PotPhase.ANTE):
                break
        assert (isinstance(app.screen, TableScreen) and pot_state_of(app).phase is PotPhase.ANTE)
        state = pot_state_of(app)
        assert state.round.number == 2 and state.phase is PotPhase.ANTE
        assert state.round.draw is not None and state.opener == state.round.draw.winner
