"""A new screen is styled once, as its widgets mount, not a second time as it first shows.

Textual styles every widget as it mounts. Then the ``ScreenResume`` that ``push_screen`` and
``switch_screen`` post asks the screen to restyle itself and every widget in it again
(``refresh_styles=True``), in case something changed while it was hidden under another
screen. A screen showing for the first time was never hidden: its widgets were styled
moments ago, and anything that changed since (a focus, a class, a theme) restyled what it
touched. That second pass over the whole table was 6 % of the work of starting the game
and showing the table (counted in instructions with valgrind's callgrind, 2.06 against 1.93
billion a start), paid again by each dialog the first time it opens.

So a screen's first ``ScreenResume`` comes without the restyle; later ones (the table
coming back after the final standings, say) keep it. Only public API: ``post_message`` and
the event's ``refresh_styles`` field.

Upstream: Textualize/textual PR #6314 added ``refresh_styles`` to ``ScreenResume`` so a
resume may skip the restyle; a screen's first showing still asks for it (Textual 8.2.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import events
from textual.message import Message

if TYPE_CHECKING:
    from textual.screen import Screen

    _ScreenMixin = Screen[Any]
else:  # a plain mixin at run time: it adds nothing to the screen's CSS type names
    _ScreenMixin = object


class StyledOnce(_ScreenMixin):
    """Put this before the Screen class: its first showing skips Textual's second restyle."""

    _shown_before = False

    def post_message(self, message: Message) -> bool:
        """Take the first ``ScreenResume`` as one that needs no restyle; pass on the rest."""
        if isinstance(message, events.ScreenResume):
            if not self._shown_before and message.refresh_styles:
                message = events.ScreenResume(refresh_styles=False)
            self._shown_before = True
        return super().post_message(message)


if TYPE_CHECKING:
    from textual.widget import Widget

    _WidgetMixin = Widget
else:  # a plain mixin at run time, as above
    _WidgetMixin = object


class StyledWhenMounted(_WidgetMixin):
    """Put this before a widget class: it is styled when it mounts, not before.

    Textual restyles a widget at once whenever one of its classes changes, mounted or not. A
    ``Button`` sets three or four classes as it is made (its variant, flat or not, compact or
    not), each a full pass of the stylesheet over a widget that has no place on a screen yet;
    mounting styles it again anyway, from the classes it has by then. That was about 0.6 ms a
    button, some 13 ms for the table's buttons, at every start on the table and in every test
    that opens it. Only public API: ``update_node_styles``, which Textual calls on each change.
    """

    def update_node_styles(self, animate: bool = True) -> None:
        """Restyle now if the widget is on a screen; before it is mounted, mounting will."""
        if self.parent is not None:
            super().update_node_styles(animate)
