"""Dialogs that close once: a second close already on its way closes nothing.

A dialog closes on a key or a click, and on a busy machine a second one (a double press, a
click queued behind ``y``) can arrive after the dialog has gone. Textual's ``dismiss`` would
then pop whatever screen is on top by now, the table or the last screen, and the app would
end with ``ScreenStackError``. The monkey test found this with the command palette and with
the quit dialog.

Upstream: Textualize/textual issue #2575 (dismissing a screen that is not on top misbehaves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.await_complete import AwaitComplete

if TYPE_CHECKING:
    from textual.screen import Screen

    _ScreenMixin = Screen[Any]
else:  # a plain mixin at run time: it adds nothing to the screen's CSS type names
    _ScreenMixin = object


class DismissOnce(_ScreenMixin):
    """Put this before the dialog's Screen class; ``dismiss`` acts only while it is on top."""

    def dismiss(self, result: Any = None) -> AwaitComplete:
        """Close with ``result``, unless this dialog is no longer on top (then nothing happens)."""
        if not self.is_attached or self.app.screen is not self:
            return AwaitComplete.nothing()  # type: ignore[no-untyped-call,no-any-return]  # Textual leaves nothing() unannotated
        return super().dismiss(result)
