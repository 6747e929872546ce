"""The program freezes what each kind of place builds, once, after it first draws; a test's
app (``spares_long_lived`` left False) freezes nothing."""

from __future__ import annotations

import gc

import pytest

from ceelo_tui.runtime import long_lived

from cli_driver import app_for
from table_driver import SIZE

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
        await pilot.pause()
        assert len(freezes) == 1  # the table
        await pilot.press("1", "enter", "1", "enter")
        await pilot.pause()
        assert len(freezes) == 1  # moves on the same place build nothing to keep
        await pilot.press("question_mark")
        await pilot.pause()
        assert len(freezes) == 2  # the help, once
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
