"""Snapshot tests: the screenshot scenes at 80x24 and at 120x36 (the table's, in each phase of
every game and with six players, also at 160x50), seeded, animations off.

The scenes live in ``screenshots/generate.py`` (which also writes the README's pictures). Each
plays a seeded game by keys up to its scene, so most are marked ``slow`` like the other tests
that drive games. One quick scene of each screen (setup, game over, help, history, the house
rules) and the table in each phase run at 80x24 in the quick run too, so a change of look shows up at once; so
do the dice snapshots in ``test_snapshot_dice.py``.
After a deliberate change of look, read the report pytest writes, then update with
``pytest tests/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol

import pytest
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp

from table_driver import HUGE, SIZE, WIDE, SnapCompare

GENERATE = Path(__file__).resolve().parent.parent / "screenshots" / "generate.py"


class Scene(Protocol):
    """A scene of the screenshot script (its ``Scene``): how to make the app, and the keys that
    lead to the moment shown."""

    @property
    def name(self) -> str: ...

    @property
    def make(self) -> Callable[[], CeeloApp]: ...

    @property
    def keys(self) -> Callable[[Pilot[None]], Awaitable[None]]: ...


def load_scenes() -> list[Scene]:
    """The scenes of the screenshot script: the README's, then the table's other phases."""
    spec = importlib.util.spec_from_file_location("ceelo_screenshots", GENERATE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    scenes: list[Scene] = module.SCENES + module.TABLE_PHASES  # a module read from its file: typed here
    return scenes


SCENES = {scene.name: scene for scene in load_scenes()}

pytestmark = pytest.mark.usefixtures("private_data")

TABLE_SCENES = ["staking", "fading", "banker_rolling", "rolling", "settlement", "last_settlement", "real_dice",
                "ante", "roll_off", "pot_rolling", "pot", "pot_settled", "six_fading", "six_settled",
                "chinchiro_betting", "chinchiro_rolling", "chinchiro"]
"""The table in each phase of every game (the one table screen, whose layout changes with the
size), and six players."""

QUICK = ("setup", "game_over", "help", "history", "rules", *TABLE_SCENES)
"""A scene of each screen, and the table in each phase, at 80x24: in the quick run."""


def scene_params() -> list[object]:
    """Every scene at 80x24 and 120x36; all but the quick ones at 80x24 are slow."""
    return [pytest.param(name, size, id=f"{name}-{label}",
                         marks=() if name in QUICK and size == SIZE else pytest.mark.slow)
            for name in SCENES for size, label in ((SIZE, "80x24"), (WIDE, "120x36"))]


@pytest.mark.parametrize(("name", "size"), scene_params())
def test_scene(snap_compare: SnapCompare, name: str, size: tuple[int, int]) -> None:
    scene = SCENES[name]
    assert snap_compare(scene.make(), terminal_size=size, run_before=scene.keys)


@pytest.mark.slow
@pytest.mark.parametrize("name", TABLE_SCENES)
def test_table_scene_in_a_large_terminal(snap_compare: SnapCompare, name: str) -> None:
    """At 160x50 the table uses the room: the round's log stands beside it, full height."""
    scene = SCENES[name]
    assert snap_compare(scene.make(), terminal_size=HUGE, run_before=scene.keys)
