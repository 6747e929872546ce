"""A button for the mouse that never takes the keyboard's focus.

The table screens are driven by their key bindings (the Footer shows them); their buttons
are the same moves for the mouse. A focused button would catch Enter or Space and press
itself instead of letting the screen's binding decide, so these never take focus.
"""

from __future__ import annotations

from textual.widgets import Button
from textual.widgets.button import ButtonVariant

from ..textual_compat.styled_once import StyledWhenMounted


class ClickButton(StyledWhenMounted, Button, can_focus=False):
    """A compact Button that answers clicks only."""

    def __init__(self, label: str, *, id: str | None = None, variant: ButtonVariant = "default",
                 classes: str | None = None) -> None:
        """A compact button; keys reach the screen's bindings instead."""
        super().__init__(label, id=id, variant=variant, classes=classes, compact=True)
