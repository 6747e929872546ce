"""Real dice at the table (issue 14), by keys and by mouse: the roller types the faces, a
refused entry stays selected with the engine's words, the tray shows the faces typed, a loose
roll is asked before it is played, computer seats roll virtual dice and say so, and the
journal replays exactly."""

from __future__ import annotations

import random

import pytest
from said import said
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.outcomes import Result
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.loose_roll import LooseRollScreen
from ceelo_tui.screens.table import TableScreen

from table_driver import SIZE, click_again, make_app, match_of, pot_state_of, state_of, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")

REAL = HouseRules(dice="real")
LOOSE = HouseRules(dice="real", loose_roll=True)
NAMES = ["Ann", "Bo", "Cy"]


def real_match(rules: HouseRules = REAL, styles: list[str | None] | None = None) -> Match:
    """Ann holds the bank at a real-dice table of three."""
    return Match.start(NAMES, 10, seed=4, rules=rules, first_banker=0, styles=styles)


def keys_for(text: str) -> list[str]:
    """The keys that type ``text``."""
    names = {" ": "space", ",": "comma"}
    return [names.get(ch, ch) for ch in text]


def table(app: CeeloApp) -> TableScreen:
    """The table screen in front."""
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def to_the_dice(pilot: Pilot[None]) -> None:
    """Ann stakes 4, Bo and Cy fade 2 each: Ann must roll."""
    await pilot.press("4", "enter", "2", "enter", "2", "enter")
    await pilot.pause()


def assert_replays(app: CeeloApp) -> None:
    """The journal, written out and read back, replays to the state the app holds."""
    assert app.match is not None
    again = replay(Journal.from_lines(app.match.journal.to_lines()))
    assert again.state == app.match.state
    assert again.rng.getstate() == app.match.rng.getstate()


async def test_faces_typed_by_keys_refused_then_played() -> None:
    app = make_app(real_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        screen = table(app)
        assert state_of(app).phase is Phase.BANKER_ROLL
        assert screen.moves.current == "faces-panel"
        assert view_of(app).prompt == "Ann - roll your dice, type the faces, Enter"
        field = screen.faces_panel.field
        assert field.has_focus

        # A refused entry: the engine's own words, the field as typed and selected, nothing played.
        moves = len(match_of(app).journal.moves)
        await pilot.press("4", "5", "enter")
        await pilot.pause()
        try:
            state_of(app).roll("45")
        except IllegalMove as error:
            words = str(error)
        assert app.refusal == words and "type the three faces" in words
        assert str(screen.message.render()) == f"✗ {words}"
        assert field.value == "45" and field.selected_text == "45"
        assert len(match_of(app).journal.moves) == moves and state_of(app).phase is Phase.BANKER_ROLL

        # Space types a space here (it does not roll); the next key replaced the refused text.
        await pilot.press(*keys_for("2 2 5"))
        assert field.value == "2 2 5"
        await pilot.press("enter")
        await pilot.pause()
        assert not app.refusal
        assert match_of(app).journal.moves[-1] == Move("roll", dice=(2, 2, 5))
        assert screen.tray.faces == (2, 2, 5) and not screen.tray.rolling
        assert state_of(app).phase is Phase.PLAYER_ROLL and field.value == ""

        await pilot.press(*keys_for("4,5,6"), "enter")  # Bo
        await pilot.press(*keys_for("311"), "enter")  # Cy: a point of 3 loses to 5
        await pilot.pause()
        state = state_of(app)
        assert state.phase is Phase.SETTLED
        assert [bet.result for bet in state.history[-1].bets] == [Result.WIN, Result.LOSS]
        assert screen.tray.faces == (3, 1, 1)
        assert state.total_coins == 30
        assert_replays(app)


async def test_faces_played_by_mouse() -> None:
    app = make_app(real_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        screen = table(app)
        bindings = app.screen.active_bindings
        offered = {binding.binding.action for binding in bindings.values() if binding.enabled}
        assert "faces" in offered and "roll" not in offered and "loose" not in offered  # no loose_roll here
        assert not screen.faces_panel.loose_button.display
        await pilot.press(*keys_for("7 1 1"))
        await pilot.click("#play-faces")
        await pilot.pause()
        assert "a die shows 1 to 6" in app.refusal
        assert screen.faces_panel.field.selected_text == "7 1 1"
        await pilot.press(*keys_for("6 6 6"))
        await click_again(pilot, "#play-faces")
        await pilot.pause()
        assert state_of(app).phase is Phase.SETTLED and screen.tray.faces == (6, 6, 6)
        assert_replays(app)


# ---------------------------------------------------------------------- loose roll
async def ask_loose(pilot: Pilot[None], *, mouse: bool = False) -> str:
    """Call a loose roll (``l``, or a click on its button); the question the dialog asks."""
    await (click_again(pilot, "#loose") if mouse else pilot.press("l"))
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, LooseRollScreen))
    dialog = pilot.app.screen
    return f"{dialog.query_one('#dialog-title').render()} {dialog.query_one('#dialog-text').render()}"


async def answer_loose(pilot: Pilot[None], answer: str) -> None:
    """Answer the dialog by a key, or by a click on ``#confirm`` / ``#cancel``; back at the table."""
    await (pilot.click(answer) if answer.startswith("#") else pilot.press(answer))
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()


async def test_a_loose_roll_by_keys_is_asked_first() -> None:
    app = make_app(real_match(LOOSE))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        screen = table(app)
        assert screen.faces_panel.loose_button.display
        asked = await ask_loose(pilot)
        assert "Did Ann's dice leave the table?" in asked and "the bank pays every bet" in asked
        await answer_loose(pilot, "enter")  # the focused default is No
        assert state_of(app).phase is Phase.BANKER_ROLL and screen.faces_panel.field.has_focus
        await ask_loose(pilot)
        await answer_loose(pilot, "y")
        state = state_of(app)
        assert state.phase is Phase.SETTLED and match_of(app).journal.moves[-1] == Move("loose")
        assert [seat.coins for seat in state.seats] == [6, 12, 12]
        assert any("left the table" in line for line in screen.log_view.lines) or screen.settlement.display
        assert_replays(app)


async def test_a_loose_roll_by_mouse() -> None:
    app = make_app(real_match(LOOSE))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        await pilot.press(*keys_for("1 3 1"), "enter")  # Ann's point is 3; Bo rolls
        await pilot.pause()
        assert "Bo loses the fade of 2 coins" in await ask_loose(pilot, mouse=True)
        await answer_loose(pilot, "#cancel")
        assert state_of(app).round.roller == 1
        await ask_loose(pilot, mouse=True)
        await answer_loose(pilot, "#confirm")
        state = state_of(app)
        bet = state.round.bet_of(1)
        assert bet is not None and bet.result is Result.LOSS and state.round.roller == 2
        assert state.total_coins == 30
        assert_replays(app)


# ---------------------------------------------------------------------- computer seats
async def test_a_computer_seat_rolls_virtual_dice_and_says_so() -> None:
    match = real_match(styles=["bold", None, None])
    match.play(Move("stake", seat=0, amount=4))
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("2", "enter", "2", "enter")
        await pilot.pause()
        await pilot.press("w")  # hold Ann to read the words
        screen = table(app)
        assert state_of(app).phase is Phase.BANKER_ROLL
        assert screen.moves.current == "roll-panel"
        assert view_of(app).prompt == "Ann (computer, bold) will roll virtual dice (the game rolls for it)…"
        await pilot.press("w")
        await wait_until(pilot, lambda: any(m.kind == "roll" for m in match.journal.moves))
        roll = next(m for m in match.journal.moves if m.kind == "roll")
        assert roll.virtual and roll.seat == 0
        await wait_until(pilot, lambda: app.dice_in_flight is None and app.shown is app.state)
        events = said(state_of(app).round.events)
        assert any("Ann rolls virtual dice" in line for line in events)
        assert_replays(app)


# ---------------------------------------------------------------------- a whole game
@pytest.mark.slow
async def test_a_whole_real_dice_game_with_a_loose_roll_by_keys() -> None:
    rules = LOOSE.with_pairs(["end=rounds:4"])
    app = make_app(Match.start(NAMES, 10, seed=9, rules=rules, first_banker=0))
    dice = random.Random(14)
    loose_done = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(300):
            state = state_of(app)
            if state.is_over:
                break
            legal = state.legal_moves()
            if "stake" in legal:
                await pilot.press(*str(min(3, state.seats[state.banker].coins)), "enter")
            elif "fade" in legal:
                await pilot.press("m", "enter")
            elif "roll" in legal:
                if "loose" in legal and state.rolls_this_turn() == 1 and loose_done < 2:
                    await ask_loose(pilot)
                    await answer_loose(pilot, "y")
                    loose_done += 1
                else:
                    faces = " ".join(str(dice.randint(1, 6)) for _ in range(3))
                    await pilot.press(*keys_for(faces), "enter")
                    await pilot.pause()
                    assert not app.refusal, app.refusal
                    assert table(app).tray.faces == tuple(int(f) for f in faces.split())
            else:
                await pilot.press("enter")
            await pilot.pause()
            assert state_of(app).total_coins == 30
            assert all(seat.coins >= 0 for seat in state_of(app).seats)
        assert state_of(app).is_over and loose_done >= 1
        assert any(move.kind == "loose" for move in match_of(app).journal.moves)
        assert not any(move.virtual for move in match_of(app).journal.moves)
        assert_replays(app)


async def test_a_real_dice_shoot_out_in_winner_take_all() -> None:
    rules = HouseRules(mode="pot", dice="real")
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=4, rules=rules, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "enter")
        for _ in range(2):  # a point of 5 each: a shoot-out
            await pilot.press(*keys_for("2 2 5"), "enter")
            await pilot.pause()
        screen = table(app)
        assert pot_state_of(app).shoot_out and screen.moves.current == "faces-panel"
        assert view_of(app).prompt == "Shoot-out! Ann - roll your dice, type the faces, Enter"
        assert screen.faces_panel.has_class("-shoot-out")
        await pilot.press(*keys_for("456"), "enter")
        await pilot.pause()
        assert screen.tray.faces == (4, 5, 6) and view_of(app).prompt.startswith("Shoot-out! Bo")
        await pilot.press(*keys_for("1,2,3"), "enter")
        await pilot.pause()
        state = pot_state_of(app)
        assert state.round.winner == 0 and state.total_coins == 20 and screen.tray.faces == (1, 2, 3)
        assert_replays(app)


async def test_a_mistyped_roll_is_corrected_with_ctrl_z_and_typed_again() -> None:
    """The roller typed 2 2 5 for the 2 2 6 they threw: ctrl+z takes the roll back (the log
    says so, the coins are as before), the faces are typed again, and the journal replays."""
    app = make_app(real_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        await pilot.press(*keys_for("2-2-5"), "enter")
        await pilot.pause()
        assert state_of(app).phase is Phase.PLAYER_ROLL
        assert "ctrl+z takes back Ann's roll of 2-2-5" in str(table(app).message.render())
        assert "undo" in {b.binding.id for b in table(app).active_bindings.values() if b.enabled}
        await pilot.press("ctrl+z")
        await pilot.pause()
        state = state_of(app)
        assert state.phase is Phase.BANKER_ROLL and state.round.banker_rolls == ()
        assert "Ann takes back the roll of 2-2-5." in said(state.round.events)
        await pilot.press(*keys_for("2 2 6"), "enter")
        await pilot.pause()
        state = state_of(app)
        assert state.phase is Phase.SETTLED and [seat.coins for seat in state.seats] == [14, 8, 8]
        assert [move.kind for move in match_of(app).journal.moves][-3:] == ["roll", "undo", "roll"]
        assert_replays(app)


async def test_ctrl_z_after_a_typed_roll_takes_back_the_roll_only() -> None:
    """ctrl+z after a typed roll takes back that roll; pressed again it takes back no fade nor
    the stake (the dice were seen): it says why, and the key bar no longer offers it."""
    app = make_app(real_match())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_the_dice(pilot)
        faded = state_of(app)
        await pilot.press(*keys_for("2 2 5"), "enter")
        await pilot.pause()
        assert view_of(app).faces == (2, 2, 5) and "●" in app.export_screenshot()
        await pilot.press("ctrl+z")
        await pilot.pause()
        back = state_of(app)
        assert back.round.banker_rolls == () and back.round.bets == faded.round.bets
        assert view_of(app).faces is None and "●" not in app.export_screenshot()  # the tray is blank again
        assert "undo" not in {b.binding.id for b in table(app).active_bindings.values() if b.enabled}
        assert "ctrl+z" not in str(table(app).message.render())
        moves = len(app.match.journal.moves)  # type: ignore[union-attr]
        for _ in range(3):
            await pilot.press("ctrl+z")
            await pilot.pause()
        state = state_of(app)
        assert state.round.bets == faded.round.bets and state.seats == faded.seats
        assert state.phase is Phase.BANKER_ROLL and len(app.match.journal.moves) == moves  # type: ignore[union-attr]
        assert "dice have rolled this round" in str(table(app).message.render())
        assert_replays(app)
