"""The field where a roller at a real-dice table types the faces they rolled ("4 5 6").

It is an :class:`~ceelo_tui.widgets.amount_input.AmountInput` for what it types: every
printable character goes in (a space too, since Space does not roll at a real-dice table),
except a key the screen offers now ("l" for a loose roll, "q", "?") while nothing of the
roller's own is typed, so the table's keys keep working while the field has focus. It reads nothing itself: the engine reads the faces when
the roll is made, and refuses anything else with its own message.
"""

from __future__ import annotations

from .amount_input import AmountInput


class FacesInput(AmountInput):
    """Three faces as typed; Enter is the screen's (it plays them)."""

    DEFAULT_CSS = """
    FacesInput {
        width: 12;
        height: 1;
    }
    """
