"""A house rule's on/off switch: a compact check box, styled once as it mounts.

A stock ``Checkbox`` is restyled, subtree and all, at each class it is given as it is made
(compact, and on when it starts on); the rules tab makes a dozen of them as it first opens,
and mounting styles each one anyway (see :class:`StyledWhenMounted`).
"""

from __future__ import annotations

from textual.widgets import Checkbox

from ..textual_compat.styled_once import StyledWhenMounted


class SwitchBox(StyledWhenMounted, Checkbox):
    """A compact check box labelled with its value ('on' or 'off')."""

    def __init__(self, label: str, value: bool, *, id: str | None = None) -> None:
        """A box showing ``label``, checked when ``value``."""
        super().__init__(label, value, compact=True, id=id)
