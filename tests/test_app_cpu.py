"""Computer seats in the app: chosen at setup or with --cpu, playing their turns by themselves."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot

from ceelo_tui.__main__ import main
from ceelo_tui.app import CeeloApp
from ceelo_tui.commands.cpu_option import computer_styles
from ceelo_tui.controller.cpu_turns import PAUSE
from ceelo_tui.controller.cpu_words import style_words
from ceelo_tui.engine.cpu import choose_move, decision_rng
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.help import HelpScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.widgets.balance_table import BalanceTable
from ceelo_tui.widgets.help_text import HelpText
from ceelo_tui.widgets.seat_row import ROW_WIDTH

from cli_driver import app_for
from table_driver import SIZE, click_again, long_pauses, long_rolls, make_app, state_of, view_of, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


async def run_until(pilot: Pilot[None], condition: Callable[[], object], timeout: float = 20.0) -> None:
    """Let the app play on until ``condition()`` holds."""
    await wait_until(pilot, condition, timeout)


def game_over_shown(app: CeeloApp) -> bool:
    """True once the final standings are on screen."""
    if not isinstance(app.screen, GameOverScreen):
        return False
    titles = app.screen.query("#final-title")
    return bool(titles) and bool(str(titles.first().render()))


def computer_moves(match: Match) -> list[Move]:
    """The journal's moves a computer made (they name their seat; keys never do)."""
    return [move for move in match.journal.moves if move.seat is not None]


# ---------------------------------------------------------------------- the command line


def test_cpu_option_seats_computers_by_name_with_default_or_given_style() -> None:
    app = app_for("--players", "Ann,Bo,Cy", "--cpu", " bo ", "--cpu", "CY=Shrewd", "--seed", "2")
    match = app.first_match
    assert match is not None
    assert [seat.style for seat in match.state.seats] == [None, "cautious", "shrewd"]
    people = app_for("--players", "Ann,Bo").first_match
    assert people is not None and people.state.seats[1].style is None


def test_computer_styles_reads_names_and_styles() -> None:
    names = ("Ann", "Bo", "A=B")
    assert computer_styles(None, names) is None
    assert computer_styles(["ann=bold", "a=b"], names) == ["bold", None, "cautious"]
    assert computer_styles(["A=B=shrewd"], names) == [None, None, "shrewd"]
    with pytest.raises(IllegalMove, match="not one of the players"):
        computer_styles(["Zed"], names)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--cpu", "Ann"], "--cpu needs --players"),
        (["--players", "Ann,Bo", "--cpu", "Zed"], "--cpu 'Zed' is not one of the players: Ann, Bo."),
        (["--players", "Ann,Bo", "--cpu", "Bo=wild"], "Unknown computer style 'wild'. Styles: cautious, bold, shrewd"),
        (["--players", "Ann,Bo", "--cpu", "Bo=bold", "--cpu", "bo"], "--cpu names Bo twice"),
        (["--players", "Ann,Bo", "--cpu", "Bo="], "Unknown computer style ''"),
        (["--players", "Ann,Bo", "--cpu", "x" * 500], "not one of the players"),
    ],
)
def test_bad_cpu_options_exit_2_with_a_message(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert len(err) < 600


# ---------------------------------------------------------------------- setup
async def test_setup_chooses_computer_seats_by_key_and_by_click() -> None:
    app = make_app(seed=4, names=["Ann", "Bo", "Cy"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert [e.style for e in screen.editors] == [None, None, None]
        await pilot.press("enter", "ctrl+t", "ctrl+t")  # Bo's name has focus: cautious, then bold
        await pilot.click(".style-toggle")  # Ann's toggle: cautious
        await pilot.pause()
        assert [e.style for e in screen.editors] == ["cautious", "bold", None]
        assert "cpu: bold" in str(screen.editors[1].style_toggle.label)
        assert app.focused is screen.editors[0].field  # the click went to Ann's seat
        await pilot.press("ctrl+t", "ctrl+t", "ctrl+t")  # Ann: bold, shrewd, then a person again
        assert screen.editors[0].style is None
        await click_again(pilot, ".style-toggle")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert [seat.style for seat in state_of(app).seats] == ["cautious", "bold", None]
        # A new setup offers the same seats again, computers included.
        app.new_setup()
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert [e.style for e in app.screen.editors] == ["cautious", "bold", None]


# ---------------------------------------------------------------------- a person and a computer
async def test_a_person_and_a_computer_play_rounds_through_the_ui() -> None:
    match = Match.start(["Ann", "Bo"], 12, seed=11, first_banker=1, styles=[None, "bold"])
    app = make_app(match)
    rng = decision_rng(11)
    async with app.run_test(size=SIZE) as pilot:
        rounds = 0
        for _ in range(400):
            await pilot.pause()
            state = state_of(app)
            if state.is_over or rounds >= 4:
                break
            if state.actor == 1 or app.dice_in_flight is not None:
                continue  # the computer's turn: it moves by itself
            assert not app.cpu.waiting  # nothing ticks while a person's turn is awaited
            if state.phase is Phase.STAKE:
                await pilot.press("2", "enter")
            elif state.phase is Phase.FADE:
                await pilot.press("m", "enter")
            elif state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
                await pilot.press("space")
            elif state.phase is Phase.SETTLED:
                rounds += 1
                await pilot.press("enter")
            assert not app.refusal, app.refusal
        assert rounds >= 4 or state_of(app).is_over
        # Every computer move is exactly what its style decides from its own generator.
        check = Match.start(["Ann", "Bo"], 12, seed=11, first_banker=1, styles=[None, "bold"])
        for move in match.journal.moves:
            if move.seat == 1 and move.kind != "roll":
                assert choose_move(check.state, 1, None, rng) == move
            check.play(move)
        assert any(move.kind in ("stake", "fade") for move in computer_moves(match))
        assert replay(match.journal).state == state_of(app)  # the dice replay the same


async def test_keys_cannot_move_for_a_computer_seat() -> None:
    match = Match.start(["Ann", "Bo"], 10, seed=3, first_banker=1, styles=[None, "shrewd"])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.cpu.waiting or match.journal.moves  # Bo's stake comes after a pause
        await pilot.press("w")  # hold Bo, so that nothing but the keys can move
        assert not app.cpu.waiting
        if not match.journal.moves:
            await pilot.press("3", "enter")  # a person cannot stake for Bo
            assert state_of(app).phase is Phase.STAKE and not match.journal.moves
            assert "Bo is a computer player" in app.refusal
            assert "Bo (computer, shrewd) will " in view_of(app).prompt
        await pilot.press("w")
        await run_until(pilot, lambda: bool(match.journal.moves))
        assert match.journal.moves[0].seat == 1
        await run_until(pilot, lambda: state_of(app).actor == 0)
        await pilot.pause()
        assert not app.cpu.waiting


@pytest.mark.parametrize("mode", ["bank", "pot"])
async def test_the_balance_table_marks_computer_seats_and_names_their_style(mode: str) -> None:
    rules = HouseRules(mode=mode)
    match = Match.start(["Ann", "Bo", "Sixteen-letters!"], 10, seed=3, first_banker=0,
                        styles=[None, "shrewd", "bold"], rules=rules)
    app = CeeloApp(match=match, animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")  # hold the computers, so the rows stay still
        await pilot.pause()
        table = app.screen.query_one(BalanceTable)
        ann, bo, long = str(table.render()).splitlines()[1:4]
        assert "Ann" in ann and "cpu" not in ann and table.row_tooltip(1) is None
        assert "Bo" in bo and "cpu" in bo and "shrewd" in str(table.row_tooltip(2))
        assert "Sixteen-letters!" in long and "cpu" in long and "bold" in str(table.row_tooltip(3))
        assert cell_len(ann) == cell_len(bo) == cell_len(long) >= ROW_WIDTH  # the columns stay in line
        await pilot.hover(BalanceTable, offset=(8, 2))  # the pointer over Bo's row says so
        await pilot.pause()
        assert "shrewd" in str(table.tooltip)
        await pilot.hover(BalanceTable, offset=(8, 1))  # and over a person's, nothing
        await pilot.pause()
        assert table.tooltip is None


# ---------------------------------------------------------------------- a table of computers
@pytest.mark.slow
async def test_a_table_of_computers_plays_a_whole_game_by_itself() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 5, seed=8, styles=["bold", "bold", "cautious"])
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await run_until(pilot, lambda: game_over_shown(app), timeout=60)
        state = state_of(app)
        assert state.is_over and state.total_coins == 15
        assert all(move.seat is not None or move.kind == "next_round" for move in match.journal.moves)
        assert not app.cpu.waiting
        # The same seed plays the same game again.
        again = Match.start(["Ann", "Bo", "Cy"], 5, seed=8, styles=["bold", "bold", "cautious"])
        second = make_app(again)
    async with second.run_test(size=SIZE) as pilot:
        await run_until(pilot, lambda: game_over_shown(second), timeout=60)
        assert again.journal.moves == match.journal.moves


@pytest.mark.slow
async def test_a_computer_table_can_be_paused_watched_and_stopped() -> None:
    match = Match.start(["Ann", "Bo"], 10, seed=5, styles=["bold", "cautious"])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        keys = {b.binding.description for b in app.screen.active_bindings.values() if b.enabled}
        assert "Pause computers" in keys and "Resume computers" not in keys
        await pilot.press("w")
        assert app.cpu.paused and not app.cpu.waiting
        keys = {b.binding.description for b in app.screen.active_bindings.values() if b.enabled}
        assert "Resume computers" in keys
        moves = len(match.journal.moves)
        await pilot.pause(PAUSE * 1.5)
        assert len(match.journal.moves) == moves  # paused: nothing moves
        await pilot.press("w")
        await run_until(pilot, lambda: len(match.journal.moves) >= moves + 2)
        # A dialog on top holds play too, and no timer waits under it.
        await app.run_action("help")  # (a key now might only land dice in flight)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert not app.cpu.waiting
        moves = len(match.journal.moves)
        await pilot.pause(PAUSE * 1.5)
        assert len(match.journal.moves) == moves
        await pilot.press("escape")
        await run_until(pilot, lambda: len(match.journal.moves) > moves)
        await pilot.press("ctrl+q")  # stop: quitting asks first (ctrl+q is heard even while dice roll)
        assert isinstance(app.screen, QuitScreen) and not app.cpu.waiting
        await pilot.press("y")
    assert app.return_code == 0


async def test_help_describes_each_computer_style_and_the_keys() -> None:
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=1, styles=[None, "bold"]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        text = app.screen.query_one("#help-text", HelpText).source
        for name, words in style_words().items():
            assert f"**{name}**: {words}" in text
        assert "| ctrl+t or F4 |" in text and "| w |" in text


@pytest.mark.parametrize("limit", [pytest.param(12, id="first-12-moves"), pytest.param(None, id="whole-game", marks=pytest.mark.slow)])
async def test_the_computer_does_what_its_words_announced(limit: int | None) -> None:
    """While a computer seat waits, the driver's words name its move; the move played is that one.
    With a ``limit``, computer play is held once that many computer moves are made; without
    one, the table of computers plays its whole game."""
    match = Match.start(["Ann", "Bo", "Cy"], 10, seed=4, first_banker=0, styles=["bold", "cautious", "shrewd"])
    app = make_app(match)
    announced: list[tuple[object, str, Move]] = []  # (state, words, move), one per state
    schedule = app.cpu.schedule

    def announce() -> None:
        if limit is not None and len(computer_moves(match)) >= limit:
            app.cpu.paused = True  # hold play: the moves checked are the first ``limit``
        schedule()
        state = match.state
        words, planned = app.cpu.intent(state), app.cpu.planned(state)
        if app.cpu.due() and words is not None and planned is not None:
            if not announced or announced[-1][0] is not state:
                announced.append((state, words, planned))

    app.cpu.schedule = announce  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await run_until(pilot, lambda: match.state.is_over if limit is None else len(computer_moves(match)) >= limit)
        played = [(move.kind, move.seat, move.amount) for move in computer_moves(match)]
    said = [(move.kind, move.seat, move.amount) for _, _, move in announced]
    assert len(played) >= 12 and (limit is not None or match.state.is_over)
    assert said[: len(played)] == played
    for _, words, _ in announced:
        assert words.startswith(("Ann (computer, bold) will", "Bo (computer, cautious) will", "Cy (computer, shrewd) will"))
        assert " 1 coins" not in words


async def test_on_a_computers_turn_the_keys_offered_are_the_ones_that_work() -> None:
    """The key bar offers no move key on a computer's turn (each would be refused): w (pause)
    and the keys that do not move for a seat stay; the person's turn offers the moves again."""
    match = Match.start(["Ann", "Bo"], 10, seed=3, first_banker=1, styles=[None, "cautious"])
    app = make_app(match)
    app.cpu.paused = True  # hold the computer on its turn, to look at the keys
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        state = state_of(app)
        assert state.actor == 1 and state.phase is Phase.STAKE

        def offered() -> set[str]:
            return {b.binding.id or b.binding.action for b in app.screen.active_bindings.values() if b.enabled}

        keys = offered()
        assert not keys & {"stake", "all_in", "pass_bank", "roll", "stand", "fade", "max", "pass_fade"}, keys
        assert "resume_computers" in keys or "pause_computers" in keys
        app.cpu.toggle_pause()
        await wait_until(pilot, lambda: state_of(app).actor == 0, timeout=10)  # the computer staked: Ann fades
        await pilot.pause()
        assert {"fade", "max", "pass_fade"} <= offered()


async def test_hurry_plays_the_computers_turns_at_once_until_a_persons_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """f hurries the computers: no pause and no tumbling dice until a person is to move; the
    key bar offers f while a computer's turn is due, not on a person's turn."""
    long_pauses(monkeypatch)  # unhurried, the computers would wait a minute: no race with a pause
    match = Match.start(["Ann", "Bo", "Cy"], 20, seed=8, first_banker=1, styles=[None, "bold", "bold"])
    app = CeeloApp(match=match, animate=True)
    app.cpu.paused = True
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        offered = {b.binding.id for b in app.screen.active_bindings.values() if b.enabled}
        assert "hurry_computers" not in offered  # paused: nothing to hurry
        app.cpu.paused = False
        app.cpu.schedule()
        await pilot.pause()
        assert "hurry_computers" in {b.binding.id for b in app.screen.active_bindings.values() if b.enabled}
        await pilot.press("f")
        # Bo (the banker) stakes and Cy fades at once, no pause between; then it is Ann's turn
        # to fade, a person (without the hurry: two pauses of a minute each)
        await wait_until(pilot, lambda: state_of(app).actor == 0, timeout=10)
        await pilot.pause()
        assert not app.cpu.hurrying  # the hurry ends at a person's turn
        assert "hurry_computers" not in {b.binding.id for b in app.screen.active_bindings.values() if b.enabled}


async def test_hurry_plays_a_table_of_computers_to_its_end_in_moments(monkeypatch: pytest.MonkeyPatch) -> None:
    long_pauses(monkeypatch)  # unhurried, each move would wait a minute: no race with a pause
    rules = HouseRules(end="rounds:6")
    match = Match.start(["Al", "Bea", "Cid"], 10, seed=4, rules=rules, styles=["cautious", "shrewd", "bold"])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f")
        # about 8 pauses of a minute and a tumble a round without hurrying; hurried, seconds at most
        await wait_until(pilot, lambda: state_of(app).is_over, timeout=30)
        assert state_of(app).rounds_played == 6


async def test_f_pressed_while_a_computers_dice_tumble_lands_them_and_hurries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key bar offers f while the dice are in the air: it lands them and hurries on (the
    other keys only land them)."""
    rules = HouseRules(end="rounds:3")
    match = Match.start(["Al", "Bea"], 10, seed=4, rules=rules, styles=["cautious", "bold"])
    app = CeeloApp(match=match, animate=True)
    async with app.run_test(size=SIZE) as pilot:
        tray = long_rolls(app)  # the first roll still tumbles when f comes, however loaded the machine
        await wait_until(pilot, lambda: tray.rolling, timeout=PAUSE * 10)
        long_pauses(monkeypatch)  # from now on, unhurried, each move would wait a minute
        await pilot.press("f")
        assert not tray.rolling
        # hurried, the three rounds go by in moments (watched: a pause of a minute and a tumble
        # of a minute a move)
        await wait_until(pilot, lambda: state_of(app).is_over, timeout=30)
