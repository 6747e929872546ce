"""Keeping Python's garbage collector off the objects that live as long as the program.

Textual and the game build tens of thousands of objects that live for the whole session:
modules, the stylesheet, every screen's widgets and their caches. Python's cyclic garbage
collector scans all of them again at each full (oldest-generation) collection, and a move
allocates enough short-lived objects to set one off now and then: measured headless at 80x24
over twelve rounds, one key in about a hundred then waited about 50 ms for a collection of
some 80,000 objects, three frames of a key that otherwise takes a few milliseconds.
Its benchmark: ``benchmarks/key_latency.py`` (the p95 and the max of a key) and
``benchmarks/memory.py``.

``gc.freeze()`` moves every object alive at that moment into a permanent generation that
collections skip (the standard library's own remedy for a program whose start-up objects are
never garbage). The game freezes once each kind of screen (setup, the table, the final
standings, a dialog) has first drawn, so the table's widgets are spared too; a full collection
then scans only what the session made since, a few milliseconds. What was garbage at those
moments is kept, a small one-off amount: once per kind of screen, not per visit.

Only the program does this (``ceelo-tui play`` sets ``CeeloApp.spares_long_lived``, and the
app calls :func:`spare_long_lived_objects` as it mounts): a test run builds hundreds of apps
in one process and must collect each one's garbage.
"""

from __future__ import annotations

import gc
from typing import Any

from textual.app import App
from textual.screen import Screen

FROZEN_SCREENS: set[type[Screen[Any]]] = set()
"""The kinds of screen after whose first drawing this process froze its objects (each kind once)."""


def spare_long_lived_objects(app: App[Any]) -> None:
    """Freeze the objects alive once each kind of screen the app shows has first drawn
    (call it while the app mounts, before its first screen); from the first of them on, the
    collector runs again (see :func:`freeze_and_collect`)."""

    def screen_shown(screen: Screen[Any]) -> None:
        if type(screen) not in FROZEN_SCREENS:
            FROZEN_SCREENS.add(type(screen))
            screen.call_after_refresh(freeze_and_collect)

    app.screen_change_signal.subscribe(app, screen_shown)


def freeze_and_collect() -> None:
    """Freeze what is alive now, then let the collector run.

    The program holds the collector off while it starts (``ceelo_tui.__main__``, until the
    first screen has drawn): the tens of thousands of objects that importing Textual and
    building the first screen make would otherwise set off collection after collection, each
    scanning everything made so far, every one of them for nothing, as those objects stay.
    Enabling the collector again here ends that hold; for any later screen it is already on.
    """
    gc.freeze()
    gc.enable()
