"""Shared fixtures for the test suite."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from property_budget import PROFILE

from textual_test_speed import share_parsed_style_sheets, shorter_idle_windows

# Keep the compiled modules between runs, the tests' rewritten ones too, even where
# PYTHONDONTWRITEBYTECODE is set: each of the parallel workers would otherwise compile the
# package and rewrite every test module again, about 3 CPU-seconds a worker on every run.
# Only the tests' own process and its workers are affected; the folders are ignored by git.
sys.dont_write_bytecode = False

import ceelo_tui.presenters.catalog  # noqa: F401,E402  # as every program does: the engine's refusals say themselves in it

settings.register_profile("ci", deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(PROFILE)

pytest_plugins = ["monkey_tally"]

share_parsed_style_sheets()
shorter_idle_windows()

WORKERS_PER_CORE = 3
"""Parallel workers a core for ``-n auto``. A test that drives the app spends much of its time
waiting for the app to fall idle (Textual's pilot sleeps at least one window twice after every
key, until the process stops working; 10 ms a window here, ``textual_test_speed.py``), so more
workers than cores run their tests in that time.
Measured on 2 cores, ``pytest -m "not slow"``: 4 workers 53.7 and 53.6 s, 6 workers 50.2 and
49.3 s (alternating runs, 2026-11-24); each worker costs about 3 CPU-seconds to start. With the
10 ms windows (2026-11-28, one run each): 5 workers 54.3 s, 6 52.5 s, 7 52.7 s."""


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: :data:`WORKERS_PER_CORE` workers for each core this process may use."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return WORKERS_PER_CORE * cores


def pytest_collection_finish(session: pytest.Session) -> None:
    """Spare what lives as long as the test process (modules, collected tests) from every full
    garbage collection: each test's apps make enough garbage to set one off every couple of
    app starts, and each then scanned all of it again (the same remedy the program takes,
    :mod:`ceelo_tui.runtime.long_lived`). What the tests make is still collected as usual."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Once a test has run and pytest has let go of its fixtures (after its teardown, as the
    whole protocol ends), collect what it left and spare what outlives it (caches it filled,
    module-scoped fixtures) from the collections of the tests after it.

    Without this, each full collection during a test scanned again everything every earlier
    test had left alive (60-80 ms a worker's). Measured on 2 cores, ``pytest -m "not slow"``,
    alternating runs (2026-11-28): the collector took 17-20 of the run's 109-115 CPU-seconds
    before, 10-12 of 99-106 after; the whole suite went from 294 to 263 s, its largest worker
    the same size. An object spared here that later becomes garbage in a cycle is freed only
    when its worker ends: a few per test."""
    yield
    gc.collect()
    gc.freeze()


@pytest.fixture
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the user's data and config folders at a temporary folder for this test."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    return tmp_path


@pytest.fixture(autouse=True)
def saved_games_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves its games in a fresh folder of its own (``$CEELO_TUI_DATA``), never the user's."""
    folder = tmp_path_factory.mktemp("ceelo-data")
    monkeypatch.setenv("CEELO_TUI_DATA", str(folder))
    return folder
