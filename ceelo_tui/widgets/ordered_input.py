"""A text field that applies keys in the order they were typed.

Textual's Input types a printable key in its own handler, but its editing keys (backspace,
the arrows, Enter...) are bindings, run only after the key has travelled up to the app. When
keys arrive together (a fast typist, a keyboard macro, a busy machine, a terminal delivering
several at once) a letter typed after a backspace could land before it: "Bo", backspace,
"b" came out as "b" deleted and "Bo" kept. This field runs its own bindings as the key
arrives, so the order typed is the order applied. Keys it does not bind, that its
``check_action`` refuses, or whose action skips (a scroll key with nothing to scroll) go on
to the screen as before.
"""

from __future__ import annotations

from textual import events
from textual.actions import parse
from textual.widgets import Input

from ..textual_compat.styled_once import StyledWhenMounted
from .screen_keys import keys_bound


class OrderedInput(StyledWhenMounted, Input):
    """An Input whose editing keys and typed characters keep their order."""

    DEFAULT_CSS = """
    OrderedInput {
        overflow: hidden hidden;
    }
    """
    """No scrollbars to switch on and off. Textual's Input scrolls sideways (``overflow: auto``,
    with bars of no size): a placeholder wider than the field showed a bar, and the first key
    typed hid it again, each a change of layout found only during a refresh, which then took a
    second refresh a frame later. The field still scrolls to its cursor (that is done by code,
    not by the bars)."""

    async def _on_key(self, event: events.Key) -> None:
        """Run this field's own binding for ``event`` at once, if it has an allowed one."""
        if event.is_printable:
            return  # Input's own handler types it, in order
        for binding in keys_bound(type(self)).get(event.key, ()):
            if binding.priority:
                continue  # priority bindings have already been checked by the app
            _, action, parameters = parse(binding.action)
            if not self.check_action(action, parameters):
                continue
            if await self.app.run_action(binding.action, self):
                event.stop()
                event.prevent_default()
                return  # done; an action that skips (nothing to scroll) leaves the key to the screen
