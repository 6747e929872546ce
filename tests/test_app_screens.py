"""The setup screen, dialogs, the too-small notice and the dice, driven by keys."""

from __future__ import annotations

import pytest
from said import said
from textual import events
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.screens.too_small import TooSmallScreen
from ceelo_tui.widgets.amount_input import AmountInput
from ceelo_tui.widgets.balance_table import BalanceTable
from ceelo_tui.widgets.chooser import Chooser
from ceelo_tui.widgets.help_text import HelpText

from table_driver import (
    SIZE,
    click_again,
    fade,
    long_rolls,
    make_app,
    scripted_match,
    stake,
    state_of,
    type_text,
    view_of,
    wait_until,
)

pytestmark = pytest.mark.usefixtures("private_data")


def rendered(app: CeeloApp, selector: str) -> str:
    """The text a widget shows."""
    return str(app.screen.query_one(selector).render())


def table_text(app: CeeloApp) -> str:
    """The balance table's rows as plain text."""
    table = app.screen.query_one(BalanceTable)
    return str(table.render())


async def clear_and_type(pilot: Pilot[None], text: str) -> None:
    """Select all of the focused field, then type over it."""
    await pilot.press("ctrl+shift+a", "backspace")
    await type_text(pilot, text)
    await pilot.pause()


async def clear_and_paste(pilot: Pilot[None], text: str) -> None:
    """Select all of the focused field, then paste ``text`` over it."""
    await pilot.press("ctrl+shift+a")
    focused = pilot.app.focused
    assert focused is not None
    focused.post_message(events.Paste(text))
    await pilot.pause()




# ---------------------------------------------------------------------- setup
async def test_setup_offers_two_default_players_and_starts() -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert [e.field.value for e in screen.editors] == ["Player 1", "Player 2"]
        assert not screen.query_one("#start").disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        state = state_of(app)
        assert [seat.name for seat in state.seats] == ["Player 1", "Player 2"]
        assert [seat.coins for seat in state.seats] == [10, 10]


async def test_setup_refuses_bad_entries_beside_each_field() -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        first, second = screen.editors
        await clear_and_type(pilot, "   ")  # first name: only spaces
        assert "empty" in str(first.error.render())
        assert screen.query_one("#start").disabled
        await pilot.press("ctrl+s")  # refused: nothing happens
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.match is None
        await clear_and_type(pilot, "  Ann  ")
        assert str(first.error.render()) == ""
        await pilot.press("enter")  # next field
        await clear_and_type(pilot, "ANN")
        assert "Two players are called" in str(second.error.render())
        await clear_and_paste(pilot, "A" * 17)
        assert "1 to 16 characters; this one has 17" in str(second.error.render())
        await clear_and_type(pilot, "Bo")
        coins = screen.query_one("#coins")
        coins.focus()
        for bad, words in (("4", "from 5 to 100"), ("abc", "is not one"), ("-1", "signed")):
            await clear_and_paste(pilot, bad)
            assert words in rendered(app, "#coins-error"), bad
            assert screen.query_one("#start").disabled
        await clear_and_type(pilot, "１２")  # full-width digits mean 12
        assert rendered(app, "#coins-error") == ""
        assert not screen.query_one("#start").disabled
        await pilot.press("enter")  # Enter on the coins field starts
        await pilot.pause()
        state = state_of(app)
        assert [seat.name for seat in state.seats] == ["Ann", "Bo"]
        assert state.seats[0].coins == 12


async def test_setup_adds_and_removes_players_within_two_to_six() -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("ctrl+r")  # two is the least: nothing happens
        await pilot.pause()
        assert len(screen.editors) == 2
        for _ in range(6):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert [e.field.value for e in screen.editors] == [f"Player {n}" for n in range(1, 7)]
        assert "2 to 6 players, not 7" in rendered(app, "#setup-message")  # the seventh is refused
        await pilot.click(".remove-seat")  # the first seat's button
        await pilot.pause()
        assert [e.field.value for e in screen.editors] == [f"Player {n}" for n in range(2, 7)]
        assert [str(e.number_label.render()) for e in screen.editors] == ["1", "2", "3", "4", "5"]
        await pilot.click("#add-seat")
        await pilot.pause()
        assert screen.editors[-1].field.value == "Player 1"
        await pilot.click("#start")
        await pilot.pause()
        assert len(state_of(app).seats) == 6


async def test_setup_first_banker_can_be_chosen() -> None:
    app = make_app(seed=4, names=["Ann", "Bo", "Cy"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        select = screen.query_one("#first-banker", Chooser)
        select.focus()
        await pilot.press("enter", "down", "down", "down", "down", "enter")  # Random, Red pips, Ann, Bo, Cy
        await pilot.pause()
        assert select.value == 2
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert state_of(app).banker == 2


async def test_setup_first_banker_by_red_pips() -> None:
    """Red pips: every player's three dice are rolled and journaled; the most red pips banks."""
    app = make_app(seed=4, names=["Ann", "Bo", "Cy"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        select = app.screen.query_one("#first-banker")
        select.focus()
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.match is not None
        state = state_of(app)
        assert state.phase.value == "stake" and state.draw is not None
        assert state.banker == state.draw.winner
        assert app.match.journal.setup.first_banker == "red-pips"
        assert [move.kind for move in app.match.journal.moves] == ["roll"] * len(state.draw.rolls)
        assert any("red pips" in event for event in said(state.round.events))


# ---------------------------------------------------------------------- dice
async def throw_without_waiting(pilot: Pilot[None], app: CeeloApp) -> None:
    """Press Space, but do not wait for the dice to land as ``pilot.press`` would: only until
    they are thrown. It looks after each round of the app's queued messages, with no timer in
    between that a loaded machine could stretch past a whole roll (as a fixed pause can)."""
    app.simulate_key("space")
    for _ in range(1000):
        if app.dice_in_flight is not None:
            return
        await pilot.pause(0)
    raise AssertionError("the dice were never thrown")


async def test_the_table_waits_for_the_dice_and_any_key_lands_them() -> None:
    match = scripted_match(["Ann", "Bo"], 10, [(1, 2, 3)])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 4)
        await fade(pilot, 4)
        assert isinstance(app.screen, TableScreen)
        tray = long_rolls(app)  # still tumbling when looked at, however loaded the machine
        await throw_without_waiting(pilot, app)
        # The engine has decided (the bank is broken) but the dice are still tumbling:
        assert state_of(app).phase is Phase.SETTLED
        assert tray.rolling and app.dice_in_flight == (1, 2, 3)
        assert app.shown is not None and app.shown.phase is Phase.BANKER_ROLL
        assert "14" not in table_text(app) and "+4" not in table_text(app)
        assert "rolling" in view_of(app).prompt
        assert not app.screen.check_action("roll", ())
        app.simulate_key("x")  # any key lands them (a roll this long cannot land by itself meanwhile)
        await wait_until(pilot, lambda: app.shown is state_of(app))
        assert not tray.rolling and tray.faces == (1, 2, 3)
        assert app.shown is state_of(app)
        text = table_text(app)
        assert "14" in text and "+4" in text and "win" in text and "-4" in text


@pytest.mark.parametrize("size", [SIZE, (160, 50)], ids=["80x24", "160x50"])
async def test_nothing_moves_while_the_dice_tumble(size: tuple[int, int]) -> None:
    """The rolling words, the prompt and the panels keep their rows: no line wraps into more."""
    match = scripted_match(["Ann", "Bo"], 10, [(2, 2, 5), (6, 6, 6)])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=size) as pilot:
        await stake(pilot, 4)
        await fade(pilot, 4)
        await pilot.pause()
        screen = app.screen
        where = {node.id: node.region for node in screen.query("#title, #tray, #balances, #odds, #message")}
        tray = long_rolls(app)  # still tumbling when looked at, however loaded the machine
        await throw_without_waiting(pilot, app)
        assert tray.rolling and "rolling" in view_of(app).prompt
        assert {node.id: node.region for node in screen.query("#title, #tray, #balances, #odds, #message")} == where
        app.simulate_key("x")
        await wait_until(pilot, lambda: app.shown is state_of(app))  # landed by the key, and shown
        await pilot.pause(0.05)
        assert {node.id: node.region for node in screen.query("#title, #tray, #balances, #odds, #message")} == where


async def test_dice_land_by_themselves_and_resizing_mid_roll_is_safe() -> None:
    match = scripted_match(["Ann", "Bo"], 10, [(2, 2, 5), (6, 6, 6)])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 4)
        await fade(pilot, 4)
        await throw_without_waiting(pilot, app)
        assert app.dice_in_flight is not None
        await pilot.resize_terminal(50, 15)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "at least 80x24" in rendered(app, "#too-small")
        app.simulate_key("space")  # keys do nothing under the notice
        await wait_until(pilot, lambda: app.dice_in_flight is None)  # the dice land meanwhile
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.dice_in_flight is None and app.shown is state_of(app)
        assert state_of(app).phase is Phase.PLAYER_ROLL
        await throw_without_waiting(pilot, app)
        assert app.dice_in_flight is not None
        await wait_until(pilot, lambda: app.dice_in_flight is None)
        assert state_of(app).phase is Phase.SETTLED and app.shown is state_of(app)


# ---------------------------------------------------------------------- dialogs
async def test_quit_asks_while_a_game_is_in_progress() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.click("#leave")
        await pilot.pause()
    assert app.return_code == 0 and app._exit_renderables == []


async def test_q_types_into_a_name_and_ctrl_q_quits_setup_at_once() -> None:
    app = make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await clear_and_type(pilot, "Quinn")
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.editors[0].field.value == "Quinn"
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.match is None


@pytest.mark.parametrize("at_table", [False, True], ids=["setup", "table"])
async def test_ctrl_q_as_the_first_screen_appears_quits_cleanly(at_table: bool) -> None:
    """The saved games are listed (and notices shown) once the first screen is drawn: a
    player who quits at that very moment leaves an app already closing, with no error."""
    app = make_app(scripted_match(["Ann", "Bo"], 10, [])) if at_table else make_app(seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+q")
        if at_table:  # a game in play asks first
            await pilot.press("y")
    assert app.return_code == 0 and app._exit_renderables == []


async def test_help_opens_on_f1_and_question_mark() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one("#help-text", HelpText).source
        assert "Even money on every bet." in text  # the rules of this table
        assert "| Space | roll" in text
        await pilot.press("f1")  # the same key closes it
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "f1" in app.screen.active_bindings


async def test_the_help_scrolls_by_keys() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        scroll = app.screen.query_one("#help-scroll")
        assert app.screen.focused is scroll and scroll.max_scroll_y > 20
        await pilot.press("pagedown")
        page = scroll.scroll_y
        assert page > 5
        await pilot.press("down", "down")
        assert scroll.scroll_y == page + 2
        await pilot.press("up")
        assert scroll.scroll_y == page + 1
        await pilot.press("end")
        assert scroll.scroll_y == scroll.max_scroll_y
        await pilot.press("pageup")
        assert scroll.scroll_y == scroll.max_scroll_y - page
        await pilot.press("home")
        assert scroll.scroll_y == 0
        await pilot.press("end", "escape", "f1")  # opened again: from the top
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.query_one("#help-scroll").scroll_y == 0


async def test_footer_shows_only_legal_moves() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [(4, 4, 3)]))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert screen.check_action("stake", ()) and screen.check_action("pass_bank", ())
        assert not screen.check_action("fade", ()) and not screen.check_action("pass_fade", ())
        await stake(pilot, 5)
        assert not screen.check_action("stake", ()) and screen.check_action("fade", ())
        assert screen.check_action("pass_fade", ())
        keys = {binding.binding.description for binding in screen.active_bindings.values()}
        assert {"Fade", "Max", "Pass"} <= keys and "Stake" not in keys and "All in" not in keys
        await fade(pilot, 5)
        rolling = app.screen
        assert rolling.check_action("roll", ()) and not rolling.check_action("next_round", ())
        await pilot.press("enter")  # not legal now: nothing happens
        await pilot.pause()
        assert state_of(app).phase is Phase.BANKER_ROLL


async def test_every_move_works_by_mouse() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [(2, 2, 4), (6, 6, 6)]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#plus")
        await click_again(pilot, "#plus")  # a button ignores a second click while it still shows the first
        await pilot.click("#minus")
        assert app.screen.query_one("#amount", AmountInput).value == "1"
        await pilot.click("#all-in")
        await pilot.pause(0.25)
        await pilot.click("#minus")
        await pilot.click("#stake")
        await pilot.pause()
        assert state_of(app).round.stake == 9
        await pilot.click("#pass")  # Bo passes
        await pilot.click("#max")
        await pilot.click("#fade")  # Cy fades 9
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.click("#roll")
        await click_again(pilot, "#roll")
        await pilot.pause()
        state = state_of(app)
        assert state.phase is Phase.SETTLED and state.round.next_banker == 1  # broken bank
        assert [seat.coins for seat in state.seats] == [1, 10, 19]
        await pilot.click("#next")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and state_of(app).banker == 1
        await pilot.click("#pass-bank")
        await pilot.pause()
        assert state_of(app).banker == 2


async def test_any_size_shows_the_table_or_the_notice() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 6)
        for size, small in (((40, 12), True), ((79, 24), True), ((80, 23), True), ((200, 60), False),
                            ((10, 3), True), ((80, 24), False)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen) is small, size
        assert isinstance(app.screen, TableScreen)
        await fade(pilot, 2)
        assert state_of(app).round.bets[0].amount == 2


async def test_setup_enter_goes_name_next_name_coins_start_never_add() -> None:
    app = make_app(seed=4, names=["Ann", "Bo", "Cy"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        fields = [editor.field for editor in screen.editors]
        assert app.focused is fields[0]
        for following in (fields[1], fields[2], screen.coins_field):
            await pilot.press("enter")
            await pilot.pause()
            assert app.focused is following
            assert len(screen.editors) == 3  # '+ Add player' was never pressed
        await pilot.press("enter")
        await pilot.pause()
        assert [seat.name for seat in state_of(app).seats] == ["Ann", "Bo", "Cy"]


async def test_setup_new_seats_get_fresh_names_and_a_seventh_is_refused_with_a_message() -> None:
    app = make_app(seed=4, names=["Ann", "Player 5", "Cy"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert screen.editors[-1].field.value == "Player 4"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert screen.editors[-1].field.value == "Player 1"  # Player 5 is taken
        await pilot.press("ctrl+n")
        await pilot.pause()
        names = [e.field.value for e in screen.editors]
        assert names == ["Ann", "Player 5", "Cy", "Player 4", "Player 1", "Player 6"]
        assert screen.check_action("add_seat", ()) is True  # the key works, and explains
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert [e.field.value for e in screen.editors] == names
        message = rendered(app, "#setup-message")
        assert "2 to 6 players, not 7" in message and "Remove a player" in message
        await clear_and_type(pilot, "Di")  # the next key goes on as before
        assert "Ready" in rendered(app, "#setup-message")
        await pilot.click("#add-seat")
        await pilot.pause()
        assert "2 to 6 players, not 7" in rendered(app, "#setup-message")
        assert len(screen.editors) == 6


@pytest.mark.parametrize("size", [(20, 6), (40, 12), (24, 7), (79, 23)])
async def test_the_too_small_notice_fits_and_wraps_at_any_size(size: tuple[int, int]) -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.resize_terminal(*size)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        notice = app.screen.query_one("#too-small")
        text = str(notice.render())
        lines = text.splitlines()
        assert "80x24" in text and f"{size[0]}x{size[1]}" in text
        assert notice.region.width <= size[0] and notice.region.height <= size[1]
        assert app.screen.region.contains_region(notice.region)
        assert len(lines) <= notice.content_region.height
        assert max(len(line) for line in lines) <= notice.content_region.width
        if size >= (40, 12):
            assert "carries on where it was" in " ".join(lines)
