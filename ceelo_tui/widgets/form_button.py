"""The setup screen's buttons: Textual's ``Button``, one class down, like the seats' toggles.

Textual reads a widget class's default styles when the first widget of it is mounted, and
reads them again when a subclass's widget is mounted later (it ranks the rules by how far down
the class tree they were found). ``Button``'s default styles are long (every variant, every
state): at start-up, reading them took about 30 ms, the time of a frame and more. The setup
screen mounts its Start and Add buttons first and its seats' toggles (a ``Button`` subclass) a
step later, so they were read twice. With every button of the screen a subclass, they are read
once. Its benchmark: ``benchmarks/startup.py``.
"""

from __future__ import annotations

from textual.widgets import Button

from ..textual_compat.styled_once import StyledWhenMounted


class FormButton(StyledWhenMounted, Button):
    """A ``Button`` in every way; only its class is one level down (see the module's note), and
    it is styled when it mounts (:class:`StyledWhenMounted`)."""
