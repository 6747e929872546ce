"""Turn hand-over at one keyboard: a key pressed for one seat's roll never rolls for the next
seat. Spaces mashed while one player's dice tumble, or while their roll is settled, land those
dice and are then dropped, not carried over to the next roller; a Space pressed once the next
roller's turn is on screen rolls for them."""

from __future__ import annotations

from textual import events

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase

from table_driver import SIZE, fade, scripted_match, stake, state_of

ROLLS = [(2, 2, 3), (4, 4, 5), (1, 1, 5), (6, 6, 4)]
"""The banker (Ann) sets a point of 3; Bo rolls a point of 5 (wins); Cy a point of 5; Ann's..."""


async def mash_during_a_roll(animate: bool) -> None:
    match = scripted_match(["Ann", "Bo", "Cy"], 20, ROLLS, first_banker=0)
    app = CeeloApp(match=match, animate=animate)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 6)
        await fade(pilot, 3)
        await fade(pilot, 3)
        await pilot.press("space")  # Ann, the banker: a point of 3
        for _ in range(40):
            await pilot.pause(0.05)
            if app.dice_in_flight is None and state_of(app).phase is Phase.PLAYER_ROLL:
                break
        shown = app.shown
        assert shown is not None and shown.actor == 1, "Bo's turn"
        # Bo's roll, and seven more Spaces pressed at once while it is thrown and settled (all
        # eight on the app's queue together, as from a player mashing the key: the pilot's own
        # press() would wait for each key to be handled before pressing the next)
        for _ in range(8):
            app.post_message(events.Key("space", " "))
        for _ in range(40):
            await pilot.pause(0.05)
            if app.dice_in_flight is None:
                break
        await pilot.pause()
        state = state_of(app)
        bo, cy = state.round.bet_of(1), state.round.bet_of(2)
        assert bo is not None and bo.rolls == ((4, 4, 5),)
        assert cy is not None and cy.rolls == (), "a Space pressed in Bo's turn rolled Cy's dice"
        assert state.actor == 2 and app.shown is state
        await pilot.press("space")  # pressed in Cy's turn: it rolls for Cy
        for _ in range(40):
            await pilot.pause(0.05)
            if app.dice_in_flight is None:
                break
        cy = state_of(app).round.bet_of(2)
        assert cy is not None and cy.rolls == ((1, 1, 5),)


async def test_spaces_mashed_during_a_roll_stay_with_that_roller_animated() -> None:
    await mash_during_a_roll(animate=True)


async def test_spaces_mashed_during_a_roll_stay_with_that_roller_without_animation() -> None:
    await mash_during_a_roll(animate=False)
