"""Every setup action has a key that reaches a web page.

A browser keeps ctrl+n (a new window), ctrl+t (a new tab) and ctrl+w (close the tab) for
itself: a page never sees them. So adding a player and choosing who plays a seat also answer
F3 and F4, in a terminal as in a browser, and a tab's key bar and buttons offer those keys.
(Real key events in a real Chromium window were tried by hand under Xvfb; a headless page
that is handed keys cannot show what the browser keeps.)
"""

from __future__ import annotations

import pytest
from textual.widgets import Button

from ceelo_tui.app import CeeloApp
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.widgets.key_bar import BROWSER_KEEPS, KeyBar

from table_driver import SIZE, make_app

pytestmark = pytest.mark.usefixtures("private_data")


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app as a browser tab runs it (textual-serve's driver says it is on the web)."""
    monkeypatch.setattr(CeeloApp, "is_web", property(lambda _app: True))


def bar_text(app: CeeloApp) -> str:
    """What the key bar shows."""
    return str(app.screen.query_one(KeyBar).render())


async def test_f3_adds_a_player_and_f4_changes_who_plays_a_seat_in_a_terminal() -> None:
    app = make_app(seed=4, names=["Ann", "Bo"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("f3")
        await pilot.pause()
        assert [e.field.value for e in screen.editors] == ["Ann", "Bo", "Player 3"]
        assert app.focused is screen.editors[-1].field
        await pilot.press("f4", "f4")
        assert screen.editors[-1].style == "bold"
        await pilot.press("ctrl+t")  # the terminal's own key goes on from there
        assert screen.editors[-1].style == "shrewd"
        # A terminal shows the keys it always had.
        text = bar_text(app)
        assert "^n Add" in text and "^t CPU" in text, text
        assert "(ctrl+n)" in str(screen.query_one("#add-seat", Button).label)


async def test_a_browser_tab_offers_only_keys_that_reach_the_page(served: None) -> None:
    app = make_app(seed=4, names=["Ann", "Bo"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        text = bar_text(app)
        assert "F3 Add" in text and "F4 CPU" in text, text
        assert "^n" not in text and "^t" not in text, text
        assert "(F3)" in str(screen.query_one("#add-seat", Button).label)
        # Every key the bar offers reaches a page.
        for key, (_node, binding, _enabled, _tip) in app.screen.active_bindings.items():
            if binding.show and app.get_key_display(binding) in text.split():
                assert key not in BROWSER_KEEPS or any(
                    other != key and other not in BROWSER_KEEPS and b.binding.action == binding.action
                    for other, b in app.screen.active_bindings.items()), key
        await pilot.press("f3", "f4")
        await pilot.pause()
        assert [e.field.value for e in screen.editors] == ["Ann", "Bo", "Player 3"]
        assert screen.editors[-1].style == "cautious"
