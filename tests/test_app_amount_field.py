"""The stake and fade field: what is typed stays visible, and the engine judges it.

A key the screen binds ("a", "m", "p", "+", "-") acts as that key; every other character
goes into the field, so "1e3" is never silently read as "13".
"""

from __future__ import annotations

from ceelo_tui.engine.game import Phase
from ceelo_tui.widgets.amount_input import AmountInput

from table_driver import SIZE, make_app, scripted_match, state_of


async def test_letters_stay_in_the_field_and_are_refused_with_the_range() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press("1", "e", "3")
        field = app.screen.query_one(AmountInput)
        assert field.value == "1e3"
        await pilot.press("enter")
        assert state_of(app) == before
        assert "whole number from 1 to 10" in app.refusal
        assert "1e3" in app.refusal


async def test_bound_keys_still_act_while_the_field_has_focus() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("a", "enter")
        state = state_of(app)
        assert state.phase is Phase.FADE
        assert state.round.stake == 10
