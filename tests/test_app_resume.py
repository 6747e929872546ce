"""Autosave and resume in the app: every move on disk, saved games offered at setup and with
--resume, the same balances and dice after resuming, damaged files and unwritable folders."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, DataTable

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.saves.store import GameStore
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.quit import QuitScreen
from ceelo_tui.screens.saved_games import SavedGamesScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.resume_offer import ResumeOffer

from cli_driver import app_for
from table_driver import SIZE, fade, make_app, match_of, roll, stake, state_of, wait_until

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import choose, play_out, start  # noqa: E402


def notes(app: CeeloApp) -> list[str]:
    """The messages of every notification the app has shown."""
    return [note.message for note in app._notifications]


async def settle(pilot: Pilot[None]) -> None:
    """Let the saved games listing (a worker, started once the first screen is drawn) finish
    and the screen catch up."""
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp)
    await wait_until(pilot, lambda: app.autosave.games is not None)
    await app.workers.wait_for_complete()
    await pilot.pause()


def saved(seed: int, moves: int, rules: HouseRules | None = None) -> tuple[Match, str]:
    """A game of the kill tests' driver, saved in the test's data folder after ``moves`` moves."""
    match = start(seed) if rules is None else start(seed, rules)
    record = GameStore().create(match)
    play_out(match, limit=moves)
    record.release()  # as when the window that played it quit
    return match, record.id


def reference(seed: int, moves: int) -> Match:
    """The same game, never saved: what the dice would have been."""
    match = start(seed)
    play_out(match, limit=moves)
    return match


def until_roll(match: Match) -> None:
    """Play on until the next move is a roll."""
    while "roll" not in match.state.legal_moves():
        match.play(choose(match.state))


# ---------------------------------------------------------------------- saving
async def test_every_move_is_on_disk_before_the_screen_shows_it() -> None:
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=12, first_banker=0))
    checked: list[int] = []

    def on_disk(move: Move, state: AnyGame) -> None:
        # match listeners run after the store's, inside Match.play, before the app shows the state
        assert app.autosave.saved is not None
        path = app.autosave.saved.path
        lines = path.read_text(encoding="utf-8").splitlines()
        assert Journal.from_lines(lines).moves == match_of(app).journal.moves
        assert app.shown is not state
        checked.append(len(lines))

    app.match_listeners.append(on_disk)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.autosave.saving
        await stake(pilot, 3)
        await fade(pilot, 3)
        for _ in range(6):
            await roll(pilot)
        assert len(checked) >= 3
        assert app.autosave.saved is not None
        path = app.autosave.saved.path
        assert replay(Journal.from_lines(path.read_text().splitlines())).state == state_of(app)
    [only] = GameStore().list()
    assert only.id == app.autosave.game_id and not only.notice


async def test_play_again_saves_a_new_game_and_quitting_says_it_is_saved() -> None:
    match = start(3, HouseRules(end="rounds:1"))
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        first = app.autosave.game_id
        play_out(match)  # (straight on the engine: the listener saves these too)
        app.resume(match)
        await pilot.pause()
        app.play_again()
        await pilot.pause()
        assert app.autosave.game_id != first
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert "nothing to keep" in str(app.screen.query_one("#dialog-text").render())
        await pilot.press("n")
        assert [info.id for info in GameStore().list()] == [first], "a game nobody moved in is not kept"
        assert app.state is not None
        app.play(Move("stake", seat=app.state.actor, amount=1))
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert "The game is saved" in str(app.screen.query_one("#dialog-text").render())
        await pilot.press("n")
    games = GameStore().list()
    assert {info.id for info in games} == {first, app.autosave.game_id}
    assert [info.finished for info in games if info.id == first] == [True]


# ---------------------------------------------------------------------- resume at setup
async def test_setup_offers_the_latest_game_and_resumes_it_with_the_same_dice() -> None:
    older, _ = saved(seed=31, moves=20)
    match, game_id = saved(seed=77, moves=45)
    until_roll(match)  # the saved game waits for a roll
    moves = len(match.journal.moves)
    expected = reference(77, moves + 1)  # the uninterrupted game, one roll further

    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        offer = app.screen.query_one(ResumeOffer)
        assert offer.display and offer.latest is not None and offer.latest.id == game_id
        text = str(offer.query_one("#resume-text").render())
        balances = " · ".join(f"{seat.name} {seat.coins}" for seat in match.state.seats)
        assert balances in text and f"round {match.state.round.number}" in text
        assert "1 more in play" in text
        keys = {b.binding.key: b.binding.description for b in app.screen.active_bindings.values() if b.enabled}
        labels = [str(button.label) for button in offer.query(Button)]
        assert labels == [f"{keys['ctrl+o']} (ctrl+o)", f"{keys['ctrl+l']} games (ctrl+l)"]  # the key bar's words
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.match is not None and app.autosave.game_id == game_id
        assert state_of(app) == match.state
        assert [seat.coins for seat in state_of(app).seats] == [seat.coins for seat in match.state.seats]
        assert isinstance(app.screen, TableScreen)
        await roll(pilot)
        assert app.match.journal.moves == expected.journal.moves
        assert state_of(app) == expected.state
    # the roll went on at the end of the same file
    stored = GameStore().read(game_id).match
    assert stored is not None and stored.journal.moves == expected.journal.moves
    assert len(GameStore().list()) == 2 and older.state.round.number >= 1


async def test_saved_games_list_continues_a_chosen_game_and_reads_a_finished_one() -> None:
    finished, finished_id = saved(seed=3, moves=10_000, rules=HouseRules(end="rounds:2"))
    assert finished.state.is_over
    first, first_id = saved(seed=40, moves=30)
    second, second_id = saved(seed=41, moves=12)
    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        text = str(app.screen.query_one("#resume-text").render())
        assert "1 more in play, 1 finished" in text
        await pilot.press("ctrl+l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavedGamesScreen)
        table = screen.query_one(DataTable)
        assert [row.value for row in table.rows] == [second_id, first_id, finished_id]
        assert [table.get_row_at(row)[-1].plain for row in range(3)] == ["Classic + end=rounds:150"] * 2 + ["Classic + end=rounds:2"]
        assert "Resume" in {b.binding.description for b in screen.active_bindings.values() if b.enabled}
        await pilot.press("down", "down")  # the finished game: Enter reads its history
        await pilot.pause()
        assert "Read" in {b.binding.description for b in screen.active_bindings.values() if b.enabled}
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        assert "Game over" in str(app.screen.query_one("#round-history-text").render())
        await pilot.press("escape", "up")
        await pilot.pause()
        await pilot.press("enter")  # the older game in play
        await pilot.pause()
        assert app.autosave.game_id == first_id and state_of(app) == first.state
        assert not isinstance(app.screen, (SetupScreen, SavedGamesScreen))


# ---------------------------------------------------------------------- --resume


async def test_resume_option_opens_the_latest_unfinished_game() -> None:
    saved(seed=50, moves=15)
    match, game_id = saved(seed=51, moves=33)
    app = app_for("--resume", "--no-animation")
    assert app.first_match is not None and app.first_match.state == match.state
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.autosave.game_id == game_id and state_of(app) == match.state
        assert not isinstance(app.screen, SetupScreen)
        expected = reference(51, 34)
        app.play(choose(state_of(app)))
        await pilot.pause()
        assert match_of(app).journal.moves == expected.journal.moves
    assert len(GameStore().list()) == 2  # no new file: the same game went on


@pytest.mark.parametrize("argv", [["--resume"], ["--resume", "--players", "Ann,Bo"], ["--resume", "--seed", "3"],
                                  ["--resume", "--dice", "real"]])
def test_resume_option_without_a_game_or_with_a_new_table_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        app_for(*argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert ("no unfinished game" in err) if len(argv) == 1 else ("cannot be combined" in err)
    assert "Traceback" not in err


# ---------------------------------------------------------------------- damage
async def test_a_corrupt_file_is_moved_aside_and_named_in_a_notice() -> None:
    match, game_id = saved(seed=60, moves=10)
    folder = GameStore().folder
    bad = folder / "20200101-000000-dead.jsonl"
    bad.write_bytes(b"\x00\xff this is not a game\n")
    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        [kept] = folder.glob("20200101-000000-dead.jsonl.corrupt-*")
        shown = [text for text in notes(app) if "moved aside" in text]
        assert len(shown) == 1 and kept.name in shown[0] and "could not be read" in shown[0]
        assert not bad.exists()
        # the good game is still offered
        latest = app.screen.query_one(ResumeOffer).latest
        assert latest is not None and latest.id == game_id
        app.autosave.scan()  # listing again says nothing new
        await settle(pilot)
        assert len([text for text in notes(app) if "moved aside" in text]) == 1


async def test_a_cut_off_last_move_is_recovered_with_one_notice() -> None:
    match, game_id = saved(seed=61, moves=25)
    path = GameStore().folder / f"{game_id}.jsonl"
    whole = path.read_bytes()
    lines = whole.splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:-1]) + lines[-1][:9])  # the program died writing the last move
    app = make_app(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        cut = [text for text in notes(app) if "cut off" in text]
        assert len(cut) == 1 and game_id in cut[0] and "move 24" in cut[0]
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert match_of(app).journal.moves == match.journal.moves[:24]
        assert state_of(app) == reference(61, 24).state
        assert len([text for text in notes(app) if "cut off" in text]) == 1  # shown once
        app.play(choose(state_of(app)))  # the lost move is made again, with the same dice
        await pilot.pause()
        assert match_of(app).journal.moves == match.journal.moves[:25]
    assert path.read_bytes() == whole


async def test_resume_option_shows_the_recovery_notice_at_start() -> None:
    match, game_id = saved(seed=62, moves=18)
    path = GameStore().folder / f"{game_id}.jsonl"
    path.write_bytes(path.read_bytes() + b'{"move": "ro')
    app = app_for("--resume", "--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert state_of(app) == match.state
        assert len([text for text in notes(app) if "cut off" in text]) == 1


async def test_an_unwritable_data_folder_warns_and_play_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("CEELO_TUI_DATA", str(blocker / "data"))
    app = make_app(Match.start(["Ann", "Bo"], 10, seed=12, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        warnings = [text for text in notes(app) if text.startswith("This game is not being saved")]
        assert len(warnings) == 1
        assert not app.autosave.saving
        await stake(pilot, 3)
        await fade(pilot, 3)
        assert isinstance(app.screen, TableScreen)
        for _ in range(8):
            if state_of(app).phase is not Phase.BANKER_ROLL and state_of(app).phase is not Phase.PLAYER_ROLL:
                break
            await roll(pilot)
        assert len(match_of(app).journal.moves) >= 3
        assert not [text for text in notes(app) if "Traceback" in text]
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert "will be lost" in str(app.screen.query_one("#dialog-text").render())
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
