"""The one base class of every dialog (help, history, saved games, yes/no questions).

A dialog needs three of Textual's behaviours adjusted, always in this order before
``ModalScreen`` (each explained in :mod:`ceelo_tui.textual_compat`): styled once as it first
shows (:class:`StyledOnce`), no key before its widgets exist (:class:`WidgetsFirst`) and closed
at most once (:class:`DismissOnce`). Leaving one out, or stacking them in another order, brings
back a race the monkey test once found; deriving from :class:`DialogScreen` gets them right.
"""

from __future__ import annotations

from typing import TypeVar

from textual.screen import ModalScreen

from ..textual_compat.dismiss_once import DismissOnce
from ..textual_compat.styled_once import StyledOnce
from ..textual_compat.widgets_first import WidgetsFirst

ResultT = TypeVar("ResultT")


class DialogScreen(StyledOnce, WidgetsFirst, DismissOnce, ModalScreen[ResultT]):
    """A modal dialog that closes with a ``ResultT``; subclasses offer keys in ``allows``."""
