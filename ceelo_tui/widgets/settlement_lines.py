"""Lines both games' settlements share: a coin change's colour, and the compact settlement's
line for the players whose coins changed alike."""

from __future__ import annotations

from textual.content import Content

from ..engine.game import signed


def change_style(delta: int) -> str:
    """The theme colour of a coin change: a gain, a loss, or even (the sign says it too)."""
    return "$text-success" if delta > 0 else "$text-error" if delta < 0 else "$text-warning"


def grouped_line(names: list[str], delta: int, word: str, style: str | None = None) -> Content:
    """'Bo, Cy, Dee: -1 loss each', or 'Bo: -1 loss' for one player: the compact settlement's
    line for the players whose coins changed alike (in ``style``, else the change's colour)."""
    each = " each" if len(names) > 1 else ""
    return Content.assemble(f"{', '.join(names)}: ",
                            (f"{signed(delta)} {word}", f"bold {style or change_style(delta)}"), each)
