"""The program freezes what each kind of place builds, once, after it first draws; a test's
app (``spares_long_lived`` left False) freezes nothing. The program holds the collector off
while it starts, until its first screen has drawn (never after its command ends); commands
without a screen leave it on."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from ceelo_tui.__main__ import main
from ceelo_tui.app import CeeloApp
from ceelo_tui.commands import odds
from ceelo_tui.runtime import long_lived

from cli_driver import app_for
from table_driver import SIZE, wait_until

pytestmark = pytest.mark.usefixtures("private_data")


@pytest.fixture
def freezes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count ``gc.freeze`` calls instead of freezing (the test process must collect its garbage)."""
    calls: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append(1))
    monkeypatch.setattr(long_lived, "FROZEN_SCREENS", set())
    return calls


async def test_each_kind_of_place_is_frozen_once_after_it_draws(freezes: list[int]) -> None:
    app = app_for("--players", "Ann,Bo", "--coins", "10", "--seed", "7", "--no-animation")
    app.spares_long_lived = True
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: freezes)  # the table, once drawn
        assert len(freezes) == 1
        await pilot.press("1", "enter", "1", "enter")
        await pilot.pause()
        assert len(freezes) == 1  # moves on the same place build nothing to keep
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: len(freezes) > 1)  # the help, once drawn
        assert len(freezes) == 2
        await pilot.press("escape")
        await pilot.press("question_mark")
        await pilot.pause()
        assert len(freezes) == 2


async def test_a_tests_app_freezes_nothing(freezes: list[int]) -> None:
    app = app_for("--players", "Ann,Bo", "--coins", "10", "--seed", "7", "--no-animation")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
    assert freezes == []


@pytest.fixture
def collector_restored() -> Iterator[None]:
    """Whatever a test does to the collector, it is on again after it."""
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.usefixtures("collector_restored")
def test_the_program_opens_its_screen_with_the_collector_held_and_ends_with_it_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    monkeypatch.setattr(CeeloApp, "run", lambda self, *args, **kwargs: seen.append(gc.isenabled()))
    assert main(["--players", "Ann,Bo", "--seed", "7"]) == 0
    assert seen == [False]  # held while the program starts
    assert gc.isenabled()  # and on once the command is over, whatever happened


@pytest.mark.usefixtures("collector_restored")
def test_a_command_without_a_screen_runs_with_the_collector_on(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def run(args: object) -> int:
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(odds, "run", run)
    assert main(["odds"]) == 0
    assert seen == [True]


@pytest.mark.usefixtures("collector_restored")
async def test_the_first_screen_drawn_lets_the_collector_run_again(freezes: list[int]) -> None:
    app = app_for("--players", "Ann,Bo", "--coins", "10", "--seed", "7", "--no-animation")
    app.spares_long_lived = True
    gc.disable()  # as the program starts
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: freezes)  # once the first screen has drawn
        assert freezes == [1]
        assert gc.isenabled()
