"""Refusals that name what is allowed, and leave the message line once the field is right."""

from __future__ import annotations

from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules

from table_driver import SIZE, make_app, stake, state_of


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


async def test_a_refused_amount_s_message_goes_once_up_has_fixed_the_field() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=1, first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 99)
        assert "The stake must be a whole number from 1 to 10" in app.refusal
        message = str(app.screen.query_one("#message").render())
        assert "✗" in message
        await pilot.press("up")
        await pilot.pause()
        assert app.refusal == ""
        assert "✗" not in str(app.screen.query_one("#message").render())
        await pilot.press("enter")
        assert state_of(app).phase is Phase.FADE and state_of(app).round.stake == 1


async def test_a_refusal_stays_while_the_field_is_still_wrong() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=1, first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, "x")
        refusal = app.refusal
        assert refusal
        await pilot.press("0")  # replaces the refused text: 0 is not allowed either
        assert app.refusal == refusal
        await pilot.press("backspace", "5")  # 5 is
        assert app.refusal == ""
