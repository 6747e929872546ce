"""One window per saved game: a game being played cannot be continued in a second window,
and the lock goes with the process that held it, however that process ends."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.saves.game_lock import GameLock, lock_path
from ceelo_tui.saves.store import GameStore
from ceelo_tui.widgets.resume_offer import ResumeOffer

from table_driver import SIZE, wait_until

HOLDER = """
import sys, time
from pathlib import Path
from ceelo_tui.saves.game_lock import GameLock
lock = GameLock(Path(sys.argv[1]), sys.argv[2])
assert lock.acquire()
print("held", flush=True)
time.sleep(60)
"""
"""Another ceelo-tui, as far as the lock can tell: takes a game's lock and keeps it."""


def a_saved_game(store: GameStore) -> str:
    """A game of two moves saved by ``store``, let go (as when its window quit); its id."""
    match = Match.start(["Ann", "Bo"], 10, seed=5, first_banker=0)
    saved = store.create(match)
    match.play(Move("stake", amount=3))
    match.play(Move("fade", amount=3))
    saved.release()
    return saved.id


def test_a_lock_is_held_once_and_can_be_taken_after_release(tmp_path: Path) -> None:
    first, second = GameLock(tmp_path, "g1"), GameLock(tmp_path, "g1")
    assert first.acquire() and first.held
    assert not second.acquire() and not second.held
    assert GameLock(tmp_path, "g2").acquire()  # another game is another lock
    first.release()
    assert second.acquire()
    second.release()
    assert lock_path(tmp_path, "g1").name == ".g1.lock"


def test_a_game_being_played_is_not_loaded_a_second_time(tmp_path: Path) -> None:
    playing = GameStore(tmp_path)
    match = Match.start(["Ann", "Bo"], 10, seed=5, first_banker=0)
    saved = playing.create(match)
    match.play(Move("stake", amount=3))
    before = saved.path.read_bytes()
    other = GameStore(tmp_path)  # a second window
    result = other.load(saved.id)
    assert result.match is None and result.saved is None
    assert "open in another ceelo-tui window" in result.notice
    assert saved.path.read_bytes() == before
    saved.release()  # the first window quits
    result = other.load(saved.id)
    assert result.match is not None and result.match.state == match.state


def test_the_lock_of_another_process_blocks_until_it_ends(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    game_id = a_saved_game(store)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(store.folder), game_id],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        refused = store.load(game_id)
        assert refused.match is None and "open in another ceelo-tui window" in refused.notice
    finally:
        holder.send_signal(signal.SIGKILL)  # even kill -9 lets the game go
        holder.wait()
    result = store.load(game_id)
    assert result.match is not None and len(result.match.journal.moves) == 2


@pytest.mark.usefixtures("private_data")
async def test_the_app_refuses_a_game_open_elsewhere_and_continues_it_once_free(tmp_path: Path) -> None:
    store = GameStore()
    game_id = a_saved_game(store)
    elsewhere = GameLock(store.folder, game_id)
    assert elsewhere.acquire()
    app = CeeloApp(animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.autosave.resume(game_id)
        await pilot.pause()
        assert app.match is None
        assert any("open in another ceelo-tui window" in str(n.message) for n in app._notifications)
        elsewhere.release()
        assert app.autosave.resume(game_id)
        await pilot.pause()
        assert app.match is not None and len(app.match.journal.moves) == 2
        app.new_setup()  # leaving for a new setup lets the game go...
        await pilot.pause()
        free = GameLock(store.folder, game_id)
        assert free.acquire()
        free.release()


@pytest.mark.usefixtures("private_data")
async def test_continuing_the_same_game_again_in_one_window_works() -> None:
    store = GameStore()
    game_id = a_saved_game(store)
    app = CeeloApp(animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.autosave.resume(game_id)
        await pilot.pause()
        app.new_setup()
        await pilot.pause()
        assert app.autosave.resume(game_id)  # its own game, left and taken up again
        await pilot.pause()
        assert app.match is not None and len(app.match.journal.moves) == 2
        assert not GameStore().load(game_id).ok  # and held again against other windows


@pytest.mark.usefixtures("private_data")
async def test_setup_does_not_offer_a_game_open_in_another_window_or_tab() -> None:
    store = GameStore()
    free_id = a_saved_game(store)
    held_id = a_saved_game(store)  # the latest: the one setup would offer first
    elsewhere = GameLock(store.folder, held_id)
    assert elsewhere.acquire()
    try:
        listed = {info.id: info for info in GameStore().list()}
        assert listed[held_id].open_elsewhere and listed[held_id].status_text == "open elsewhere"
        assert not listed[free_id].open_elsewhere and listed[free_id].status_text == "in play"
        app = CeeloApp(animate=False)
        async with app.run_test(size=SIZE) as pilot:
            # (the saved games are read in a worker: waited for, within a bound, and then the
            # offer that follows them)
            await wait_until(pilot, lambda: app.autosave.games is not None, timeout=10)
            offer = app.screen.query_one(ResumeOffer)
            await wait_until(pilot, lambda: offer.latest is not None, seen=lambda: app.autosave.games)
            assert offer.latest is not None and offer.latest.id == free_id
            assert "1 open in another window or tab" in str(offer.query_one("#resume-text").render())
            assert [info.id for info in app.autosave.unfinished()] == [free_id]
            await pilot.press("ctrl+o")
            await pilot.pause()
            assert app.autosave.game_id == free_id
        elsewhere.release()
        assert not GameStore().list()[0].open_elsewhere
    finally:
        elsewhere.release()
