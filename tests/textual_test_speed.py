"""Two settings of Textual's, for the test processes only, that make the suite quicker without
changing what any test checks or how the game behaves.

Both touch a private name of Textual, so both live here and nowhere else in the tests;
``tests/test_textual_compat.py`` fails as soon as a name they rely on changes (with the
workarounds of ``ceelo_tui/textual_compat/``, which the program itself needs).

1. **Style sheets are parsed once a process** (:func:`share_parsed_style_sheets`). Each app
   parses the CSS of every widget class it mounts, and ceelo-tui's own sheet, again: its
   ``Stylesheet`` keeps parsed rules in a cache of its own (``Stylesheet._parse_rules``), which
   the next app, and even a ``reparse`` of the same app, starts without. A test process starts
   hundreds of apps, each about 17 ms of parsing (measured: 36 sources for the setup screen).
   Parsed rules depend on the CSS text, where it came from, its place and the theme's
   variables (what Textual's own cache key holds, and what its parser reads besides), so those
   are the key here. The rules are never changed once parsed: Textual copies the cached list
   into each sheet's rules and only reads them as it styles. (Textual's own cache is dropped at
   a change of theme; this one keeps each theme's rules apart instead, and grows by one copy
   of the sheets for each theme a process shows.) Textual runs every source of a sheet through
   its parse again each time a widget class adds one, so the sheet's own cache still answers
   first: the shared key, with its frozen theme variables, was otherwise built at every call
   (about 4% of an app's start in the tests: 87 of 2,300 samples).
2. **The pilot looks for idleness in 10 ms windows** (:func:`shorter_idle_windows`).
   ``Pilot.press`` waits twice after every key, ``Pilot.pause`` once, for the process to fall
   idle: it sleeps in windows of ``textual._wait.SLEEP_GRANULARITY`` (1/50 s since
   Textualize/textual PR #1675) until one passes with less than a twentieth of it spent
   working. Those windows were most of the quick run's time, the machine idle meanwhile
   (serially: 76 CPU-seconds of 245 s). The probe is the same; each window is half as long.
   Textual offers no setting for it. (``wait_for_idle``'s own least wait, its ``min_sleep``
   default, stays 20 ms: it is fixed as Textual is imported, and only ``Pilot.exit`` and
   ``wait_for_scheduled_animations`` use it.)
"""

from __future__ import annotations

from textual import _wait
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

IDLE_WINDOW = 0.01
"""Seconds of each window the pilot's idle probe sleeps (Textual's own: 0.02)."""

_parsed: dict[tuple[object, ...], list[RuleSet]] = {}
"""Every style sheet source this process has parsed, by source and theme variables."""


def share_parsed_style_sheets() -> None:
    """Let every app of this process reuse the rules any of them parsed from the same source
    under the same theme variables."""
    parse_alone = Stylesheet._parse_rules
    if getattr(parse_alone, "shared", False):
        return

    def parse_once(self: Stylesheet, css: str, read_from: CSSLocation, is_default_rules: bool = False,
                   tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
        # Textual's parse runs every source of a sheet through here each time a widget class
        # adds one, so the sheet's own cache (emptied when its variables change) answers first.
        own_key = (css, read_from, is_default_rules, tie_breaker, scope)
        try:
            return self._parse_cache[own_key]
        except KeyError:
            pass
        key = (*own_key, frozenset(self._variables.items()))
        rules = _parsed.get(key)
        if rules is None:
            rules = _parsed[key] = parse_alone(self, css, read_from, is_default_rules, tie_breaker, scope)
        else:
            self._parse_cache[own_key] = rules
        return rules

    parse_once.shared = True  # type: ignore[attr-defined]  # a mark that it is installed once
    parse_once.alone = parse_alone  # type: ignore[attr-defined]  # Textual's own, for its test to read
    Stylesheet._parse_rules = parse_once  # type: ignore[method-assign]


def shorter_idle_windows() -> None:
    """Make the pilot's idle probe sleep :data:`IDLE_WINDOW` a window, with the same share of
    it allowed for work as Textual allows."""
    _wait.SLEEP_GRANULARITY = IDLE_WINDOW
    _wait.SLEEP_IDLE = IDLE_WINDOW / 20.0
