"""The key bar at the foot of every screen: Textual's Footer, rebuilt only when it must be,
and without its slow leak.

Textual's Footer rebuilds all its keys whenever any binding *might* have changed: on every
focus change and every refresh of the bindings, dozens of times a round here, usually to
show exactly the same keys. This Footer compares what it would show with what it shows and
rebuilds only on a difference.

Each key it builds also watches the Footer's ``compact`` setting, and Textual only forgets
the watchers of removed widgets when that setting changes, which it never does: every
rebuild kept the old keys alive, about 1.3 MB a round, 290 MB after 200 rounds (found with
``benchmarks/memory.py``). This Footer forgets them after each rebuild.
"""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.widgets import Footer


class TidyFooter(Footer):
    """A Footer that lets go of the keys it has replaced."""

    _shown: tuple[object, ...] | None = None
    """What the keys show now (see :meth:`keys_wanted`)."""

    def keys_wanted(self) -> tuple[object, ...]:
        """What the Footer would show now: for each action, its first key shown, its words and
        whether it works.

        The Footer draws one key per action, so a second key of the same action (``?`` beside
        F1) changes nothing on screen: it comes and goes as a text field takes the focus, and
        counting it would rebuild the bar for nothing (once more at every start-up).
        """
        keys: dict[str, tuple[object, ...]] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in keys:
                keys[binding.action] = (binding.key, binding.description, enabled, tooltip)
        return (self.compact, self.show_command_palette, tuple(keys.values()))

    async def recompose(self) -> None:
        """Rebuild the keys if they would show something else; drop the watchers of the
        ones removed."""
        if not self.is_attached:
            return
        try:
            wanted = self.keys_wanted()
        except NoMatches:  # the screen is being taken down: nothing to show any more
            return
        if wanted == self._shown:
            return
        await super().recompose()
        self._shown = wanted
        self.forget_removed_keys()

    def forget_removed_keys(self) -> None:
        """Remove watchers registered by widgets no longer on screen (Textual keeps them in a
        ``__watchers`` mapping on the watched object until the value next changes)."""
        watchers: dict[str, list[tuple[object, object]]] = getattr(self, "__watchers", {})
        for entries in watchers.values():
            entries[:] = [(node, callback) for node, callback in entries if getattr(node, "is_attached", True)]
