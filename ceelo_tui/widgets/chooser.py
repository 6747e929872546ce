"""A drop-down chooser: Textual's Select, compact, never blank, safe against Page Up/Down
pressed too early, and styled once as it mounts.

Textual's opened list raised ``KeyError`` for a page key pressed before its first layout;
the list here waits for the layout (see ``textual_compat``, where the workaround and the
private names it needs live).

Every chooser of the game always shows a value (a first banker, a pace, a preset, a switch),
so its parts are made already marked as compact and as showing a value. A stock Select marks
them one class at a time, as it is made and again as it mounts, and Textual restyles the
chooser's whole subtree at each: the rules tab's fifteen choosers did 45 such passes as the
tab first opened.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.widgets import Select

from ..textual_compat import select_parts
from ..textual_compat.styled_once import StyledWhenMounted


class Chooser(StyledWhenMounted, Select):  # type: ignore[type-arg]  # one class for the first banker (int values) and the rules (str values)
    """A compact Select that always has a value, whose opened list takes Page Up/Down at any
    moment."""

    def __init__(self, options: Iterable[tuple[RenderableType, Hashable]], *, value: Hashable,
                 id: str | None = None) -> None:
        """Offer ``options`` (words, value), showing ``value``."""
        super().__init__(options, value=value, allow_blank=False, compact=True, id=id)

    def compose(self) -> ComposeResult:
        """The current value and the list (as Select composes them), marked as they will be."""
        yield from select_parts(self)
