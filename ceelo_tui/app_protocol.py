"""What screens and widgets may ask of the app: a small typed interface, so none of them
imports ``app.py`` and the app sits in no import circle with them, the autosave and the
computer seats.

:class:`~ceelo_tui.app.CeeloApp` is the one implementation; a screen reaches it with
:func:`host_of` (``host_of(self)``). Data still flows one way: a key calls ``play``, the
engine answers, the app sets ``state``/``shown``, and the table redraws from ``shown``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from .controller.app_link import MIN_SIZE, MatchHost

if TYPE_CHECKING:
    from textual.app import App
    from textual.dom import DOMNode

    from .controller.cpu_turns import ComputerTurns
    from .saves.autosave import Autosave

__all__ = ["MIN_SIZE", "GameHost", "host_of"]


class GameHost(MatchHost, Protocol):
    """The app as the game's screens and widgets see it."""

    cpu: ComputerTurns
    """Plays the computer seats' turns."""
    autosave: Autosave
    """Saves every match played here; finds and continues saved games."""


def host_of(node: DOMNode | App[Any]) -> GameHost:
    """The app running ``node`` (or ``node`` itself, when it is the app), as a :class:`GameHost`."""
    return cast(GameHost, node.app)
