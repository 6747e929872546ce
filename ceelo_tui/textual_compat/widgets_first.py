"""Keys wait for the screen's widgets: a screen offers none of its keys until it has composed.

``push_screen`` and ``switch_screen`` put a screen on top before it composes, and keys keep
arriving on the app's own queue meanwhile. On a busy machine a key can therefore reach a
screen that is still empty, and its action would look for widgets that are not there yet
(or close a dialog whose ``on_mount`` is about to run). Such a key is dropped instead.

Upstream: no report found; ``push_screen`` and ``switch_screen`` behave so in Textual 8.2.8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    _ScreenMixin = Screen[Any]
else:  # a plain mixin at run time: it adds nothing to the screen's CSS type names
    _ScreenMixin = object


class WidgetsFirst(_ScreenMixin):
    """Put this before the Screen class: ``class MyScreen(WidgetsFirst, Screen[None])``.

    Subclasses decide which keys are offered in :meth:`allows`, not ``check_action``. A plain
    mixin, not a DOMNode, so it adds nothing to the screen's CSS type names or bindings.
    """

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key before the widgets exist; after that, whatever :meth:`allows` says."""
        if not self.children:
            return False
        return self.allows(action, parameters)

    def allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Whether a key is offered now, as ``check_action`` (override): True shows it,
        None greys it out, False hides it."""
        return True
