"""A screen showing for the first time is styled as its widgets mount, not restyled whole again;
a screen coming back after another took its place is restyled as Textual always does."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ceelo_tui.textual_compat.styled_once import StyledOnce

from table_driver import SIZE, make_app, scripted_match


class Place(StyledOnce, Screen[None]):
    """A screen like the game's places."""

    def compose(self) -> ComposeResult:
        yield Static("here", id="text")


class Other(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Static("there")


@pytest.fixture
def whole_restyles(monkeypatch: pytest.MonkeyPatch) -> list[Screen[Any]]:
    """The screens restyled whole as they resumed (Textual's resume restyles with animate=False)."""
    calls: list[Screen[Any]] = []
    textual_update = Screen.update_node_styles

    def update_node_styles(self: Screen[Any], animate: bool = True) -> None:
        if not animate:
            calls.append(self)
        textual_update(self, animate)

    monkeypatch.setattr(Screen, "update_node_styles", update_node_styles)
    return calls


async def test_first_showing_skips_the_second_restyle_and_a_return_keeps_it(whole_restyles: list[Screen[Any]]) -> None:
    place, other = Place(), Other()
    app: App[None] = App()
    async with app.run_test(size=SIZE) as pilot:
        app.install_screen(place, "place")
        app.install_screen(other, "other")
        await app.push_screen("place")
        await pilot.pause()
        assert place not in whole_restyles
        height = place.query_one("#text").styles.height
        assert height is not None and height.value == 1  # styled all the same
        await app.switch_screen("other")
        await pilot.pause()
        assert other in whole_restyles  # a plain screen: Textual's restyle, first time too
        await app.switch_screen("place")
        await pilot.pause()
        assert whole_restyles.count(place) == 1  # back on top: restyled, as Textual does


async def test_the_table_first_shows_without_a_whole_restyle(whole_restyles: list[Screen[Any]]) -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"
        assert app.screen not in whole_restyles
        await pilot.press("question_mark")  # a dialog, too, is styled once as it first opens
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen" and app.screen not in whole_restyles
