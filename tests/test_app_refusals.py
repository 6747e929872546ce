"""Refusals that name what is allowed, and leave the message line once the field is right."""

from __future__ import annotations

from table_driver import SIZE, make_app, stake, state_of

from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules


async def test_under_must_fade_p_and_enter_say_a_fade_is_required_and_what_may_be_faded() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=1, rules=HouseRules(must_fade=True), first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 3)
        before = state_of(app)
        await pilot.press("p")
        assert "must fade" in app.refusal and "Bo may fade 1-3 coins" in app.refusal
        await pilot.press("enter")
        assert "nothing was entered" not in app.refusal
        assert "must fade" in app.refusal and "Bo may fade 1-3 coins" in app.refusal
        assert state_of(app) == before and state_of(app).phase is Phase.FADE
        await pilot.press("1", "enter")
        assert not app.refusal and state_of(app).round.bet_of(1) is not None
