"""Six players at 80x24: the settlement fits in the rows the table leaves, in a compact form
where the players whose coins changed alike share a line."""

from __future__ import annotations

import pytest

from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.settlement_view import settlement_lines
from ceelo_tui.presenters.styled import plain
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.settlement import MORE, SettlementSummary

from table_driver import SIZE, make_app, scripted_match

SIX = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"]


def settled_six(rolls: list[tuple[int, int, int]]) -> Match:
    """Ann banks 6 coins; the five others fade 1 each; the dice follow ``rolls``."""
    match = scripted_match(SIX, 10, rolls)
    match.play(Move("stake", amount=6))
    for _ in range(5):
        match.play(Move("fade", amount=1))
    for _ in range(12):
        assert isinstance(match.state, GameState)
        if match.state.round.next_banker is not None:
            break
        match.play(Move("roll"))
    return match


def test_the_compact_form_groups_players_whose_coins_changed_alike() -> None:
    # Ann sets a point of 3; Bo and Cy roll 4-5-6, Dee 1-2-3, Eve a point 3 (a push), Fay 6-6-6.
    match = settled_six([(2, 2, 3), (4, 5, 6), (4, 5, 6), (1, 2, 3), (5, 5, 3), (6, 6, 6)])
    lines = plain(settlement_lines(match.state, compact=True)).splitlines()
    assert lines[2:] == ["Bo, Cy, Fay: +1 win each", "Dee: -1 loss", "Eve: ±0 push"], lines
    assert len(plain(settlement_lines(match.state)).splitlines()) == 7  # the full form, a line a bet


async def test_six_players_at_80x24_see_the_whole_settlement() -> None:
    match = settled_six([(3, 3, 6)])  # the bank's pair + 6 wins every bet
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        shown = str(app.screen.query_one(SettlementSummary).render())
        assert "Bo, Cy, Dee, Eve, Fay: -1 loss each" in shown and MORE not in shown, shown


@pytest.mark.parametrize("order", ["seats", "roll"])
def test_winner_take_all_has_a_compact_form_too(order: str) -> None:
    match = Match.start(SIX, 10, seed=3, rules=HouseRules(mode="pot", order=order))
    for _ in range(200):
        state = match.state
        assert isinstance(state, PotState)
        if state.round.winner is not None:
            break
        match.play(Move("ante", amount=1) if "ante" in state.legal_moves() else Move("roll"))
    lines = plain(settlement_lines(match.state, compact=True)).splitlines()
    assert any(line.endswith("+5 won") for line in lines) and any("-1 lost each" in line for line in lines), lines
