"""The keys a widget, screen or app class binds, read from the public ``BINDINGS`` of the
class and its bases (``Binding.make_bindings`` splits "plus,equals_sign,up" into one binding
per key), so no widget needs Textual's private binding maps."""

from __future__ import annotations

from functools import cache

from textual.binding import Binding


@cache
def keys_bound(cls: type) -> dict[str, tuple[Binding, ...]]:
    """key -> the bindings ``cls`` declares for it, its own first, then its bases' in order."""
    keys: dict[str, list[Binding]] = {}
    for klass in cls.__mro__:
        for binding in Binding.make_bindings(klass.__dict__.get("BINDINGS", ())):
            keys.setdefault(binding.key, []).append(binding)
    return {key: tuple(bindings) for key, bindings in keys.items()}
