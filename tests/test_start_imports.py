"""Opening the game loads only what its first screen uses; what a game needs follows while
the players read it.

``ceelo-tui`` opens on the setup screen; every module imported before it is drawn is part of
the wait (``benchmarks/startup.py``). The network and web modules belong to ``host``, ``serve``
and ``join`` alone. The games themselves (their states, events and moves), the computer
players' decisions, the table's words and the table's screen are imported once setup is on
screen (``ceelo_tui.app.FOR_PLAY``), so Start takes no longer for the wait saved; the other
places are loaded when first shown. A fresh interpreter opens the app as ``ceelo-tui`` would,
headless, and lists what it had imported when setup was first drawn and once the game's
modules had followed (a test process has imported far more already).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PROBE = """
import asyncio, json, sys
from ceelo_tui.__main__ import build_parser
from ceelo_tui.app import FOR_PLAY, CeeloApp
from ceelo_tui.commands.play import build_app

drawn: list[str] = []
importing = CeeloApp._import_for_play

def first_frame_drawn(app: CeeloApp, modules: list[str]) -> None:
    if not drawn:  # its first call comes just after setup's first frame is drawn
        drawn.extend(sorted(sys.modules))
    importing(app, modules)

CeeloApp._import_for_play = first_frame_drawn  # type: ignore[method-assign]
args = build_parser("play").parse_args(["play"])
app = build_app(args.play_parser, args)

async def opened() -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(2000):
            if type(app.screen).__name__ == "SetupScreen" and set(FOR_PLAY) <= set(sys.modules):
                break
            await pilot.pause()
        await app.workers.wait_for_complete()  # the saved games' listing too
        print(json.dumps({"drawn": drawn, "after": sorted(sys.modules)}))

asyncio.run(opened())
"""

NETWORK_AND_WEB = (
    "ceelo_tui.net", "ceelo_tui.web.server", "ceelo_tui.web.guard", "ceelo_tui.commands.host",
    "ceelo_tui.commands.host_page", "ceelo_tui.commands.invitation", "ceelo_tui.commands.serve",
    "ceelo_tui.commands.join", "ceelo_tui.controller.table_session", "aiohttp",
    "textual_serve", "segno",
)
"""What only ``host``, ``serve`` and ``join`` use: the shared table's protocol, a screen's session at
a hosted table, and the web. (``msgspec`` itself is loaded at every
start: the engine's events are its structs, about 2 ms to import where 73 frozen dataclasses
took 18 ms to make.)"""

NOT_YET_SHOWN = (
    "ceelo_tui.screens.table", "ceelo_tui.screens.game_over", "ceelo_tui.screens.history",
    "ceelo_tui.screens.help", "ceelo_tui.widgets.dice_tray", "ceelo_tui.widgets.balance_table",
    "ceelo_tui.widgets.round_log", "ceelo_tui.presenters.table_view", "ceelo_tui.screens.saved_games",
    "textual.widgets._data_table",
)
"""The places, dialogs and table parts that setup does not show (the saved games' list, a
``DataTable``, opens on ctrl+l)."""

THE_GAMES = (
    "ceelo_tui.engine.match", "ceelo_tui.engine.games", "ceelo_tui.engine.game", "ceelo_tui.engine.pot_game",
    "ceelo_tui.engine.chinchiro", "ceelo_tui.engine.table", "ceelo_tui.engine.events", "ceelo_tui.engine.turns",
    "ceelo_tui.engine.cpu", "ceelo_tui.presenters.words", "ceelo_tui.presenters.event_words",
)
"""The games and what only a game in play reads: about a tenth of the setup screen's start
(their frozen dataclasses are made as they import). Setup checks names, coins and house
rules with the engine's seating, rules and odds modules alone."""

LATER_NOT_AT_ALL = (
    "ceelo_tui.screens.game_over", "ceelo_tui.screens.history", "ceelo_tui.screens.help",
    "ceelo_tui.screens.saved_games",
)
"""The other places, still unloaded after the game's modules have followed (each is loaded
when first shown; the network is checked after them too, with :data:`AFTER_STILL_OUT`)."""


HASHES = ("secrets", "hashlib", "hmac")
"""The standard library's hashing, which a game at one keyboard never uses (its saved games'
names take ``os.urandom`` directly): about 4 ms of start-up."""


def loaded(modules: list[str], prefix: str) -> list[str]:
    """The modules of ``modules`` that are ``prefix`` or inside it."""
    return [name for name in modules if name == prefix or name.startswith(prefix + ".")]


@pytest.fixture(scope="module", params=[False, True], ids=["first-launch", "a-saved-game"])
def start(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """The modules a fresh ``ceelo-tui`` had imported when setup was first drawn ("drawn"), and
    once the game's modules had followed ("after"): at a first launch, and for a returning
    player with a game in play (setup lists it, replaying it: not before the first frame).
    Each in a data folder of its own (this runs before each test's own folder is set)."""
    folder = tmp_path_factory.mktemp("start-data")
    if request.param:
        from ceelo_tui.engine.match import Match
        from ceelo_tui.saves.store import GameStore

        GameStore(str(folder)).create(Match.start(["Ann", "Bo"], 20, seed=7), at_once=True).release()
    env = {**os.environ, "CEELO_TUI_DATA": str(folder)}
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr
    found: dict[str, list[str]] = json.loads(done.stdout.strip().splitlines()[-1])
    assert "ceelo_tui.screens.setup" in found["drawn"]  # the probe really reached the setup screen
    return found


@pytest.fixture(scope="module")
def modules_at_setup(start: dict[str, list[str]]) -> list[str]:
    """The modules a fresh ``ceelo-tui`` had imported when its setup screen was first drawn."""
    return start["drawn"]


@pytest.mark.slow
@pytest.mark.parametrize("prefix", NETWORK_AND_WEB)
def test_playing_at_one_keyboard_loads_no_network_or_web_module(modules_at_setup: list[str], prefix: str) -> None:
    assert loaded(modules_at_setup, prefix) == []


@pytest.mark.slow
@pytest.mark.parametrize("prefix", NOT_YET_SHOWN)
def test_setup_opens_without_the_places_it_does_not_show(modules_at_setup: list[str], prefix: str) -> None:
    assert loaded(modules_at_setup, prefix) == []


@pytest.mark.slow
@pytest.mark.parametrize("prefix", HASHES)
def test_setup_opens_without_the_standard_librarys_hashing(modules_at_setup: list[str], prefix: str) -> None:
    assert loaded(modules_at_setup, prefix) == []


@pytest.mark.slow
def test_joining_a_table_loads_no_aiohttp() -> None:
    """aiohttp costs ``join`` about as much as Textual itself before its table is drawn: a
    screen's side of the table goes without it (the host's server keeps it)."""
    probe = ("import sys, ceelo_tui.commands.join, ceelo_tui.app, ceelo_tui.net.table_client, "
             "ceelo_tui.net.seat_keys, ceelo_tui.controller.table_session, ceelo_tui.screens.joining, "
             "ceelo_tui.screens.table; print(sorted(name for name in sys.modules if name.split('.')[0] == 'aiohttp'))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.slow
@pytest.mark.parametrize("prefix", THE_GAMES)
def test_setup_is_drawn_before_the_games_are_imported(modules_at_setup: list[str], prefix: str) -> None:
    assert loaded(modules_at_setup, prefix) == []


@pytest.mark.slow
def test_what_a_game_needs_is_imported_once_setup_is_drawn(start: dict[str, list[str]]) -> None:
    """Start and the first move do not wait for the modules the first frame went without."""
    from ceelo_tui.app import FOR_PLAY

    after = start["after"]
    assert [prefix for prefix in THE_GAMES if not loaded(after, prefix)] == []
    assert set(FOR_PLAY) <= set(after)
    assert [prefix for prefix in LATER_NOT_AT_ALL if loaded(after, prefix)] == []


AFTER_STILL_OUT = (*NETWORK_AND_WEB, *HASHES, "textual.widgets._data_table")
"""Nor does what follows the first frame (the game's modules, the saved games' listing) bring
in the network, the web, the standard library's hashing or a ``DataTable``."""


@pytest.mark.slow
@pytest.mark.parametrize("prefix", AFTER_STILL_OUT)
def test_nothing_that_follows_setup_loads_the_network_hashing_or_a_data_table(
        start: dict[str, list[str]], prefix: str) -> None:
    assert loaded(start["after"], prefix) == []
