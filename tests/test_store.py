"""The store: append-only journals, fsync, recovery, moving damaged files aside, no-write folders."""

from __future__ import annotations

import errno
import os
import random
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import replay
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.saves import store as store_module
from ceelo_tui.saves.store import ENV_VAR, GameStore, StoreError, data_dir

sys.path.insert(0, str(Path(__file__).parent))
from saving_driver import begun, choose, play_out, start  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).with_name("saving_driver.py")


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    """A store in a fresh temporary folder."""
    return GameStore(tmp_path / "data")


def saved_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


# ---------------------------------------------------------------------- where
def test_data_dir_prefers_argument_then_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir() == tmp_path / "env"
    assert data_dir(tmp_path / "arg") == tmp_path / "arg"
    assert GameStore().folder == tmp_path / "env" / "games"
    monkeypatch.delenv(ENV_VAR)
    assert data_dir().name == "ceelo-tui"


# ---------------------------------------------------------------------- writing
def test_each_move_is_one_appended_line_synced_before_play_returns(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def counted_fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counted_fsync)
    match = start(seed=11)
    saved = store.create(match)
    assert not saved.path.exists(), "a game is kept only once a move is made"
    match.play(choose(match.state))
    before = saved.path.read_bytes()
    assert before.count(b"\n") == 2 and before.endswith(b"\n") and synced
    assert saved_lines(saved.path) == match.journal.to_lines()
    for _ in range(59):
        synced.clear()
        match.play(choose(match.state))
        after = saved.path.read_bytes()
        assert after.startswith(before), "an existing line changed"
        added = after[len(before) :].decode()
        assert added.count("\n") == 1 and added.endswith("\n")
        assert added.rstrip("\n") == match.journal.to_lines()[-1]
        assert synced, "the move was not fsynced before play returned"
        before = after
    assert saved.moves == 60 and saved.saving and store.warning is None


def test_refused_move_writes_nothing(store: GameStore) -> None:
    match = start(seed=2)
    saved = store.create(match)
    with pytest.raises(ValueError):
        match.play(Move("roll"))
    assert not saved.path.exists(), "a refused first move keeps no game"
    match.play(choose(match.state))
    size = saved.path.stat().st_size
    with pytest.raises(ValueError):
        match.play(Move("roll"))
    assert saved.path.stat().st_size == size


def test_create_saves_moves_already_made_and_attach_is_idempotent(store: GameStore) -> None:
    match = start(seed=5)
    play_out(match, limit=7)
    saved = store.create(match)
    store.attach(match, saved)
    play_out(match, limit=3)
    assert saved_lines(saved.path) == match.journal.to_lines()


def test_create_at_once_writes_the_setup_before_any_move(store: GameStore) -> None:
    match = start(seed=6)
    saved = store.create(match, at_once=True)
    assert saved.path.exists() and not saved.pending and saved.moves == 0
    assert saved_lines(saved.path) == match.journal.to_lines()
    match.play(choose(match.state))
    assert saved_lines(saved.path) == match.journal.to_lines() and saved.moves == 1
    saved.release()
    again = store.load(saved.id)
    assert again.match is not None and again.match.journal.moves == match.journal.moves


def test_write_whole_can_keep_a_file_to_its_owner(tmp_path: Path) -> None:
    path = tmp_path / "key.json"
    store_module.write_whole(path, b"{}", mode=0o600)
    assert path.read_bytes() == b"{}" and path.stat().st_mode & 0o777 == 0o600
    store_module.write_whole(path, b"[]", mode=0o600)
    assert path.read_bytes() == b"[]" and path.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["key.json"]  # no temporary file left behind


# ---------------------------------------------------------------------- private
@pytest.fixture
def umask_022() -> Iterator[None]:
    """The common umask, which leaves what it makes readable by every account unless told not to."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def modes_under(root: Path) -> dict[str, int]:
    """Every folder and file under ``root`` (itself included), by path, with its permission bits."""
    found = {str(root): stat.S_IMODE(root.stat().st_mode)}
    for path in root.rglob("*"):
        found[str(path)] = stat.S_IMODE(path.lstat().st_mode)
    return found


@pytest.mark.usefixtures("umask_022")
def test_every_folder_and_file_the_game_writes_is_its_owners_only(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A saved game holds its seed: another account that reads it knows the dice to come. With
    umask 022 every folder made is 0700 and every file 0600 (saved games, their locks, a game
    repaired on loading, the remembered table, a hosted table's record, the seat keys), each
    created so (no chmod after), the missing folders above the data folder too."""
    from ceelo_tui.net.seat_keys import SeatKeys
    from ceelo_tui.net.table_record import TableRecord, record_path, write_record
    from ceelo_tui.saves.table_settings import TableSettings, save_settings, settings_path

    chmods: list[object] = []
    monkeypatch.setattr(os, "chmod", lambda *args, **kwargs: chmods.append(args))
    root = tmp_path / "new" / "data"
    store = GameStore(root)
    match = start(seed=5)
    saved = store.create(match)
    match.play(choose(match.state))
    match.play(choose(match.state))
    saved.release()
    with open(saved.path, "ab") as damaged:
        damaged.write(b"not a move\n")
    loaded = store.load(saved.id)  # the readable part is written back as a new file
    assert loaded.match is not None and "kept as" in loaded.notice
    assert save_settings(TableSettings(names=("Ann", "Bo")), settings_path(root)) == ""
    write_record(record_path(root, saved.id), TableRecord("token", 4000, {}))
    SeatKeys(root).put("127.0.0.1:4000", "Ann", "secret")
    modes = modes_under(tmp_path / "new")
    folders = {path for path in modes if Path(path).is_dir()}
    assert {str(root), str(root / "games"), str(root / "tables")} <= folders
    assert len(modes) - len(folders) >= 6  # game, its lock, the copy kept, settings, record, seat keys
    assert {path: mode for path, mode in modes.items() if mode != (0o700 if path in folders else 0o600)} == {}
    assert chmods == []


def test_a_folder_an_older_version_left_open_is_narrowed(tmp_path: Path) -> None:
    """Folders an older version made 0755 (and a saved game in them) are closed to other
    accounts when a game is next created or continued; the folder above is left alone."""
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    for folder in (tmp_path, root, root / "games"):
        folder.chmod(0o755)
    store = GameStore(root)
    saved = store.create(start(seed=5), at_once=True)
    assert [stat.S_IMODE(p.stat().st_mode) for p in (root, root / "games", saved.path)] == [0o700, 0o700, 0o600]
    assert stat.S_IMODE(tmp_path.stat().st_mode) == 0o755
    saved.release()
    (root / "games").chmod(0o755)
    assert GameStore(root).load(saved.id).match is not None
    assert stat.S_IMODE((root / "games").stat().st_mode) == 0o700


def test_a_new_game_file_is_synced_then_its_folder(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new game's name is durable too: once the file is written and fsynced under its own
    name, the games folder is fsynced (and the data folder, after the games folder is made)."""
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    if not Path("/proc/self/fd").is_dir():
        pytest.skip("needs /proc to name what is synced")
    monkeypatch.setattr(os, "fsync", fsync)
    match = start(seed=5)
    saved = store.create(match)
    match.play(choose(match.state))
    assert saved.path.exists()
    games, root = str(store.folder), str(store.root)
    assert root in synced and synced.index(games) > synced.index(root)  # the games folder's name first
    written = [i for i, name in enumerate(synced) if Path(name).name.startswith(f".{saved.path.name}")]
    assert written and synced.index(games, written[-1]) > written[-1]  # the file, then its name
    synced.clear()
    match.play(choose(match.state))  # an appended move: the file only, no new name
    assert synced == [str(saved.path)]


# ---------------------------------------------------------------------- reading
def test_replay_of_saved_journal_equals_live_state(store: GameStore) -> None:
    match = start(seed=21)
    saved = store.create(match)
    play_out(match, limit=150)
    result = store.load(saved.id)
    assert result.match is not None
    assert result.ok and result.notice == ""
    assert result.match.state == match.state
    assert result.match.journal.moves == match.journal.moves
    assert replay(Journal.from_lines(saved_lines(saved.path))).state == match.state


def test_finished_game_is_kept_and_listed_as_finished(store: GameStore) -> None:
    match = start(seed=3, rules=HouseRules(end="rounds:4"))
    store.create(match)
    play_out(match)
    other = begun(store, start(seed=4))
    [info_unfinished] = store.unfinished()
    assert info_unfinished.id == other.id
    finished = [info for info in store.list() if info.finished]
    assert len(finished) == 1
    info = finished[0]
    assert info.players == ("Ann", "Bo", "Cy")
    assert info.balances == tuple(seat.coins for seat in match.state.seats)
    assert info.rounds_played == 4 and info.moves == len(match.journal.moves)
    assert info.status_text == "finished" and "Ann" in info.balance_text


def test_pot_game_saves_and_resumes(store: GameStore) -> None:
    match = start(seed=8, rules=HouseRules(mode="pot", end="rounds:6"))
    saved = store.create(match)
    play_out(match, limit=20)
    result = store.load(saved.id)
    assert result.match is not None
    assert result.match.state == match.state
    play_out(match)
    play_out(result.match)
    assert result.match.state == match.state


def test_resolve_by_prefix(store: GameStore) -> None:
    one = begun(store, start(seed=1))
    two = begun(store, start(seed=2))
    assert store.resolve(one.id) == one.id
    common = os.path.commonprefix([one.id, two.id])
    assert store.resolve(two.id[: len(common) + 1]) == two.id
    with pytest.raises(StoreError, match="No saved game matches"):
        store.resolve("nope")
    with pytest.raises(StoreError, match="matches 2 saved games"):
        store.resolve(common)


# ---------------------------------------------------------------------- damage
def test_cut_off_last_line_recovers_to_last_complete_move(store: GameStore) -> None:
    match = start(seed=13)
    saved = store.create(match)
    play_out(match, limit=40)
    whole = saved.path.read_bytes()
    lines = whole.splitlines(keepends=True)
    saved.path.write_bytes(b"".join(lines[:-1]) + lines[-1][:7])

    listed = store.list()[0]
    assert listed.moves == 39 and "cut off" in listed.notice
    assert saved.path.read_bytes() != b"".join(lines[:-1]), "listing must not change the file"

    result = store.load(saved.id)
    assert result.match is not None
    assert result.ok and "cut off" in result.notice and "move 39" in result.notice
    assert result.match.journal.moves == match.journal.moves[:39]
    assert saved.path.read_bytes() == b"".join(lines[:-1])
    # play goes on from there, and the same dice come
    result.match.play(choose(result.match.state))
    assert result.match.journal.moves[-1] == match.journal.moves[39]
    assert saved.path.read_bytes() == whole
    assert store.load(saved.id).notice == ""


def test_damaged_line_keeps_original_and_recovers_before_it(store: GameStore) -> None:
    match = start(seed=14)
    saved = store.create(match)
    play_out(match, limit=30)
    lines = saved_lines(saved.path)
    lines[20] = '{"move": "roll", "dice": [7, 7, 7]}'
    saved.path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    result = store.load(saved.id)
    assert result.match is not None
    assert result.ok
    assert "line 21" in result.notice and "move 19" in result.notice and ".corrupt-" in result.notice
    assert result.match.journal.moves == match.journal.moves[:19]
    kept = list(store.folder.glob(f"{saved.id}.jsonl.corrupt-*"))
    assert len(kept) == 1 and saved_lines(kept[0]) == lines
    assert saved_lines(saved.path) == lines[:20]
    result.match.play(choose(result.match.state))
    assert len(saved_lines(saved.path)) == 21


@pytest.mark.parametrize("content", [b"", b"\x00\xff garbage\n", b'{"format": "other"}\n{"move":"roll"}\n', b"[1, 2]\n"])
def test_unreadable_file_is_moved_aside_and_named(store: GameStore, content: bytes) -> None:
    good = begun(store, start(seed=1))
    bad = store.folder / "20200101-000000-dead.jsonl"
    bad.write_bytes(content)

    infos = store.list()
    assert [info.id for info in infos] == [good.id]
    assert not bad.exists()
    [kept] = store.folder.glob("20200101-000000-dead.jsonl.corrupt-*")
    assert kept.read_bytes() == content
    assert len(store.notices) == 1 and kept.name in store.notices[0] and "moved aside" in store.notices[0]


def test_load_of_unreadable_file_names_it_and_returns_no_match(store: GameStore) -> None:
    store.folder.mkdir(parents=True)
    bad = store.folder / "20200101-000000-beef.jsonl"
    bad.write_text("not json\n")
    result = store.load("20200101-000000-beef")
    assert not result.ok and "moved aside" in result.notice and ".corrupt-" in result.notice
    assert not bad.exists() and list(store.folder.glob("*.corrupt-*"))
    assert store.list() == []


def test_load_of_missing_game_is_a_notice(store: GameStore) -> None:
    result = store.load("20200101-000000-0000")
    assert not result.ok and "gone" in result.notice


# ---------------------------------------------------------------------- folders that cannot be written
def test_folder_that_cannot_be_made_warns_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    warnings: list[str] = []
    store = GameStore(blocker / "data", on_warning=warnings.append)
    match = start(seed=9)
    saved = store.create(match)
    assert not saved.saving
    assert store.warning is not None and store.warning.startswith("This game is not being saved:")
    assert warnings == [store.warning]
    play_out(match, limit=25)
    assert len(match.journal.moves) == 25
    assert store.list() == [] and warnings == [store.warning]


def test_disk_full_mid_game_warns_once_and_play_goes_on(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    store.on_warning = warnings.append
    match = start(seed=10)
    saved = store.create(match)
    play_out(match, limit=5)

    def full(*args: object, **kwargs: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(args[0]))

    monkeypatch.setattr(os, "open", full)
    play_out(match, limit=10)
    monkeypatch.undo()
    assert len(match.journal.moves) == 15
    assert not saved.saving and len(warnings) == 1
    assert "not being saved" in warnings[0] and "No space left" in warnings[0]
    # what was saved before the failure is intact and nothing was appended after it
    kept = store.load(saved.id).match
    assert kept is not None and kept.journal.moves == match.journal.moves[:5]


def test_read_only_repair_turns_saving_off(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    match = start(seed=12)
    saved = store.create(match)
    play_out(match, limit=10)
    saved.path.write_bytes(saved.path.read_bytes() + b'{"move":"ro')

    def read_only(path: object, flags: int, *args: object) -> int:
        raise PermissionError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(os, "open", read_only)  # the os module the store writes through
    result = store.load(saved.id)
    assert result.match is not None and result.saved is not None
    monkeypatch.undo()
    assert result.ok and not result.saved.saving
    assert "cut off" in result.notice and "not being saved" in result.notice
    size = saved.path.stat().st_size
    play_out(result.match, limit=3)
    assert saved.path.stat().st_size == size


# ---------------------------------------------------------------------- kill -9
def _spawn(folder: Path, seed: int, game_id: str | None) -> subprocess.Popen[str]:
    args = [sys.executable, str(DRIVER), str(folder), str(seed)] + ([game_id] if game_id else [])
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)


@pytest.mark.slow
def test_kill_9_at_random_points_loses_no_completed_move(tmp_path: Path) -> None:
    seed = 4242
    reference = start(seed)
    states = [reference.state]
    while not reference.state.is_over:
        states.append(reference.play(choose(reference.state)))
    assert len(states) > 400

    chooser = random.Random(seed)
    folder = tmp_path / "data"
    game_id: str | None = None
    resumed_at: list[int] = []
    for _ in range(4):
        child = _spawn(folder, seed, game_id)
        assert child.stdout is not None
        first = child.stdout.readline().split()
        assert first and first[0] == "ready", child.communicate()[1]
        game_id = first[1]
        signal_at = chooser.uniform(0.02, 0.4)
        try:
            child.wait(timeout=signal_at)
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGKILL)
        out, err = child.communicate(timeout=30)
        assert "Traceback" not in err, err
        acknowledged = int(out.split()[-1]) if out.split() else int(first[2])

        store = GameStore(folder)
        result = store.load(game_id)
        assert result.match is not None and result.saved is not None
        assert result.ok, result.notice
        done = len(result.match.journal.moves)
        # a move printed as made is on disk; at most the move in flight is lost
        assert acknowledged <= done <= acknowledged + 1
        assert result.match.journal.moves == reference.journal.moves[:done]
        assert result.match.state == states[done]
        assert [s.coins for s in result.match.state.seats] == [s.coins for s in states[done].seats]
        result.saved.release()  # checked, not played: the next run may continue it
        resumed_at.append(done)

    assert resumed_at == sorted(resumed_at), resumed_at
    # continuing the saved game appends the same moves and dice as the uninterrupted run
    assert game_id is not None
    result = GameStore(folder).load(game_id)
    assert result.match is not None
    play_out(result.match, limit=100)
    again = GameStore(folder).read(game_id)
    assert again.match is not None
    assert again.notice == "" and again.match.state == result.match.state
    assert again.match.journal.moves == reference.journal.moves[: len(again.match.journal.moves)]
    play_out(again.match)  # read() does not attach: the rest is played without writing
    assert again.match.journal.moves == reference.journal.moves
    assert again.match.state == reference.state
