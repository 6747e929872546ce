"""The game process behind a browser tab, as textual-serve keeps it.

textual-serve's :class:`~textual_serve.app_service.AppService` starts one process for each tab
and relays its output, but offers no way to the process itself: not its exit status (a game
killed or crashed must close its tab with words, and free its place), nor a signal (a closed
tab's game that does not quit must be stopped). It keeps the process in a private attribute,
``_process`` (textual-serve 1.1), read here and only here. No upstream report asks for it yet;
``tests/test_textual_compat.py`` fails if the attribute goes, so a newer textual-serve is
checked there.
"""

from __future__ import annotations

from asyncio.subprocess import Process

from textual_serve.app_service import AppService


def tab_process(service: AppService) -> Process | None:
    """The process of ``service``'s game, or None before it started."""
    process = getattr(service, "_process", None)
    return process if isinstance(process, Process) else None
