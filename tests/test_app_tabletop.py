"""The table's parts of issues 13 and 14, by keys and by mouse: the standing bank filled in,
amounts in words that agree, a computer seat that says what it will do and does it."""

from __future__ import annotations

import re

import pytest

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay

from table_driver import SIZE, click_again, make_app, match_of, pot_state_of, scripted_match, state_of, table_of, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


def standing_match() -> Match:
    """Ann keeps the bank after round 1 with 12 coins in it (10 staked, 6 + 4 faded, both lost)."""
    match = scripted_match(["Ann", "Bo", "Cy"], 20, [(1, 3, 1), (1, 2, 1), (1, 5, 1)])
    for move in (Move("stake", amount=10), Move("fade", amount=6), Move("fade", amount=4)):
        match.play(move)
    for _ in range(3):
        match.play(Move("roll"))
    match.play(Move("next_round"))
    return match


# ---------------------------------------------------------------------- the bank may stand
async def test_the_bank_stands_by_its_own_key_never_by_enter() -> None:
    """The stake field starts empty; b lets the bank stand; Enter on the empty field (a second
    Enter after the one that started the round) stakes nothing and says what works."""
    app = make_app(standing_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert state_of(app).standing_stake() == 12
        assert view_of(app).prompt == "Ann: stake 1-22 coins, b: let the bank stand at 12, or pass the bank"
        field = table_of(app).amount_panel.field
        assert field.value == ""
        assert "stand" in {b.binding.id for b in app.screen.active_bindings.values() if b.enabled}
        await pilot.press("enter")
        await pilot.pause()
        state = state_of(app)
        assert state.phase.value == "stake" and state.round.stake == 0 and len(match_of(app).journal.moves) == 7
        assert "press b to let the bank stand at 12 coins" in app.refusal
        await pilot.press("b")  # fills in the standing bank, selected; Enter puts it up
        await pilot.pause()
        assert field.value == "12" and field.selected_text == "12" and state_of(app).phase.value == "stake"
        assert "Enter lets the bank stand at 12 coins" in str(table_of(app).message.render())
        await pilot.press("enter")
        await pilot.pause()
        assert state_of(app).round.stake == 12 and state_of(app).phase.value == "fade"
        assert match_of(app).journal.moves[-1] == Move("stake", amount=12)


async def test_a_typed_stake_wins_over_the_standing_bank() -> None:
    app = make_app(standing_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("7", "enter")
        await pilot.pause()
        assert state_of(app).round.stake == 7


async def test_the_standing_bank_by_mouse() -> None:
    app = make_app(standing_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#stand")
        await pilot.pause()
        assert state_of(app).round.stake == 12
        assert replay(match_of(app).journal).state == state_of(app)
        assert match_of(app).journal.moves[-1] == Move("stake", amount=12)


async def test_a_new_banker_is_offered_nothing() -> None:
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=3, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert table_of(app).amount_panel.field.value == ""
        assert view_of(app).prompt == "Ann: put up a stake of 1-10 coins, or pass the bank"
        assert table_of(app).amount_panel.buttons["stand"].disabled
        assert "stand" not in {b.binding.id for b in app.screen.active_bindings.values() if b.enabled}


# ---------------------------------------------------------------------- words that agree
async def test_one_coin_reads_as_one_coin() -> None:
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=3, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "enter")
        await pilot.pause()
        assert view_of(app).prompt == "Bo: fade 1 coin, or pass"


# ---------------------------------------------------------------------- the computer says, then does
async def test_a_computer_seat_says_what_it_will_do_then_does_it() -> None:
    match = Match.start(["Ann", "Bo"], 10, seed=3, first_banker=1, styles=[None, "shrewd"])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("w")  # hold Bo while the words are read
        said = view_of(app).prompt
        found = re.fullmatch(r"Bo \(computer, shrewd\) will (put up a stake of (\d+) coins?|pass the bank)…", said)
        assert found, said
        await pilot.press("w")
        await wait_until(pilot, lambda: bool(match.journal.moves))
        move = match.journal.moves[0]
        if found.group(2):
            assert move == Move("stake", seat=1, amount=int(found.group(2)))
        else:
            assert move.kind == "pass_bank"


# ---------------------------------------------------------------------- roll-offs on the table
async def test_red_pips_show_on_the_table_until_the_first_stake() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=3, first_banker="red-pips")
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(app)
        assert state_of(app).banker == 1
        assert screen.tray.faces == (6, 5, 1)  # Cy rolled last
        assert screen.view is not None
        assert screen.view.panel.info == "Dice: Cy's roll-off roll, 6-5-1: 1 red pip"
        log = screen.log_view.lines
        assert log[:3] == ("Ann rolls 5-5-2: 0 red pips.", "Bo rolls 3-5-4: 4 red pips.", "Cy rolls 6-5-1: 1 red pip.")
        assert "Bo has the most red pips and takes the bank." in log
        await pilot.press("2", "enter")
        await pilot.pause()
        assert screen.tray.faces is None and "roll-off" not in screen.view.panel.info


async def test_order_by_roll_shows_whose_die_by_mouse() -> None:
    from ceelo_tui.engine.rules import HouseRules

    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=3, rules=HouseRules(mode="pot", order="roll"))
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(app)
        assert pot_state_of(app).round.opener == 2
        assert screen.tray.faces == (6, 5, 1)
        assert screen.view is not None
        assert screen.view.panel.info == "Dice: Cy's roll-off roll, a 6" and screen.view.dice == 1  # the one die rolled
        assert screen.log_view.lines[:4] == ("Ann rolls a 5.", "Bo rolls a 3.", "Cy rolls a 6.", "Cy rolled best and rolls first.")
        for _ in range(2):
            await click_again(pilot, "#plus")  # two clicks, not a double click
        assert screen.amount_panel.field.value == "2"
        await pilot.click("#ante")
        await pilot.pause()
        assert pot_state_of(app).round.ante == 2 and pot_state_of(app).total_coins == 30
        assert screen.tray.faces is None
        assert replay(match.journal).state == match.state
