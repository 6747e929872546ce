"""The faces a dice tray may draw, checked as the engine checks a roll.

The tray draws whatever faces it is given, from the table, the help's figures or a test; a
wrong value (a 7, two dice) would draw a die with no picture. The engine's own check refuses
it, with its words, before anything is drawn.
"""

from __future__ import annotations

from ..engine.dice import Dice, check_dice


def tray_faces(faces: object) -> Dice:
    """``faces`` as three dice the tray can draw; ``ValueError`` (the engine's words) for anything else."""
    return check_dice(faces)
