"""The stake and fade field: amounts mean what was typed.

What is typed stays visible, and the engine judges it: signs and letters are text, never
steps or shortcuts, once a player is typing ("1e3" is never read as 13, "-1" never as a step
down). A key the screen binds ("a", "m", "p", "q", "?") acts only from an empty or wholly
selected field, and fills in or chooses: Enter (or a click) makes the move; a letter it binds
whose move is not offered there does nothing, and is not typed. A refusal names
what is allowed and the keys that work, and leaves the refused text selected.
"""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.widgets.amount_input import AmountInput

from table_driver import SIZE, make_app, scripted_match, state_of, table_of


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


def message(app: CeeloApp) -> str:
    """The table's message line."""
    return str(app.screen.query_one("#message").render())


def field_of(app: CeeloApp) -> AmountInput:
    return app.screen.query_one("#amount", AmountInput)


def selected(field: AmountInput) -> bool:
    """True when the field's whole text is selected (the next key replaces it)."""
    return bool(field.value) and sorted(field.selection) == [0, len(field.value)]


async def at_bos_fade(pilot: Pilot[None]) -> None:
    """Ann stakes 8: Bo (10 coins) is asked to fade 1-8."""
    await pilot.pause()
    await pilot.press("8", "enter")
    await pilot.pause()


@pytest.mark.parametrize("typed", ["cab", "-1", "+5", "5-", "+", "1 2", "²", "½"])
async def test_signs_and_letters_are_text_refused_with_what_is_allowed(typed: str) -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await at_bos_fade(pilot)
        before = state_of(app)
        await pilot.press(*typed)
        field = field_of(app)
        assert field.value == typed  # every key is text: no step, no all in, no pass
        await pilot.press("enter")
        assert state_of(app) is before and app.match is not None and len(app.match.journal.moves) == 1
        shown = message(app)
        assert "Bo's fade must be a whole number from 1 to 8" in shown
        assert "Or use ↑/↓, m (max), p (pass)." in shown
        assert field.value == typed and selected(field)  # kept, selected: the next key replaces it
        await pilot.press("3")
        assert field.value == "3"
        await pilot.press("enter")
        assert state_of(app).round.bets[-1].amount == 3


async def test_abc_in_the_stake_field_stakes_nothing() -> None:
    """'a' in the empty field fills in all in (selected); 'b' (no bank to let stand) does nothing;
    'c' replaces the amount: nothing is staked."""
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press("a", "b")
        assert field_of(app).value == "10" and selected(field_of(app))
        await pilot.press("c", "enter")
        assert state_of(app) is before and "“c” is not one" in app.refusal
        assert field_of(app).value == "c" and selected(field_of(app))


async def test_bound_letters_never_become_text_in_an_empty_field() -> None:
    """b (let the bank stand), m (max) and t (take a seat) where their move is not offered: the
    key does nothing, and is not typed; where it is offered, it does what the key bar says."""
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press("b", "m", "t")  # the first stake: no bank to let stand, no max, no open seat
        assert field_of(app).value == "" and state_of(app) is before and len(app.screen_stack) == 2
        await pilot.press("8", "enter")
        await pilot.pause()
        await pilot.press("b", "t", "m")  # Bo's fade: m fills in the most Bo may fade
        assert field_of(app).value == "8" and selected(field_of(app))
        await pilot.press("enter")
        assert state_of(app).round.bets[-1].amount == 8


async def test_a_letter_in_the_stake_field_after_a_digit_is_text() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press("5", "a", "p", "m", "q", "question_mark", "h")
        assert field_of(app).value == "5apmq?h"
        assert app.screen is app.screen_stack[-1] and len(app.screen_stack) == 2  # no dialog, no help
        await pilot.press("enter")
        assert state_of(app) is before and "The stake must be a whole number from 1 to 10" in app.refusal
        assert "Or use ↑/↓, a (all in), p (pass the bank)." in message(app)


@pytest.mark.parametrize(("typed", "why"), [
    ("0", "0 is out of range"),
    ("11", "11 is out of range"),
    ("99999999999999999999", "that number is far too large"),
    ("", "nothing was entered"),
])
async def test_zero_huge_and_nothing_are_refused_clearly(typed: str, why: str) -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press(*typed, "enter")
        assert state_of(app) is before
        assert f"The stake must be a whole number from 1 to 10; {why}" in message(app)


@pytest.mark.parametrize(("typed", "amount"), [(" 5 ", 5), ("٣", 3), ("１０", 10)])
async def test_spaces_around_and_any_scripts_digits_are_read_as_typed(typed: str, amount: int) -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*typed, "enter")
        assert not app.refusal and state_of(app).round.stake == amount


async def test_stepping_is_up_and_down_and_the_buttons_only() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = field_of(app)
        await pilot.press("up", "up")
        assert field.value == "2" and selected(field)
        await pilot.click("#plus")
        assert field.value == "3"
        await pilot.click("#minus")
        await pilot.press("down")
        assert field.value == "1"
        await pilot.press("plus", "minus")  # text, replacing the selected amount
        assert field.value == "+-"


async def test_shortcuts_fill_in_and_choose_and_enter_commits() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        field = field_of(app)
        await pilot.press("a")  # all in: filled in, selected, not staked
        assert field.value == "10" and selected(field) and state_of(app) is before
        assert "Enter stakes 10 coins" in message(app)
        await pilot.press("p")  # the field is wholly selected: p chooses to pass the bank
        assert state_of(app) is before and field.value == ""
        assert app.screen.query_one("#pass-bank").has_class("-chosen")
        assert "Enter passes the bank to Bo" in message(app)
        await pilot.press("4")  # typing takes the pass back
        assert field.value == "4" and not app.screen.query_one("#pass-bank").has_class("-chosen")
        await pilot.press("backspace", "p", "enter")
        assert state_of(app).banker == 1 and state_of(app).phase is Phase.STAKE  # passed by Enter


async def test_the_quit_key_works_from_an_empty_or_selected_field_only() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("q")
        assert app.screen is not table  # the quit question
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        await pilot.press("7", "q")
        assert app.screen is table and field_of(app).value == "7q"


async def test_an_empty_field_says_it_is_empty_and_one_amount_is_filled_in() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = field_of(app)
        assert field.value == "" and field.placeholder == "empty · 1-10"
        await pilot.press("1", "enter")  # a stake of 1: Bo may fade only 1
        await pilot.pause()
        assert field.value == "1" and selected(field)
        await pilot.press("enter")
        assert state_of(app).round.bets[-1].amount == 1


async def test_a_refusal_unchooses_a_chosen_pass_and_a_resize_keeps_the_hint() -> None:
    """Enter never passes without the screen saying so: a resize keeps the hint, a refusal
    (here ctrl+z with nothing to take back) un-chooses the pass."""
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = state_of(app)
        await pilot.press("p")
        assert table_of(app).amount_panel.pass_chosen and "Enter passes the bank" in message(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        assert table_of(app).amount_panel.pass_chosen and "Enter passes the bank" in message(app)
        await pilot.press("ctrl+z")
        assert "✗" in message(app) and not table_of(app).amount_panel.pass_chosen
        await pilot.press("enter")  # an empty field: refused, nothing passed
        assert state_of(app) == before


async def test_only_a_refused_amount_adds_the_keys_that_work() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")  # nothing to take back: not about an amount
        assert "✗" in message(app) and "Or use" not in message(app)
        await pilot.press("x", "enter")
        assert "Or use ↑/↓" in message(app)
