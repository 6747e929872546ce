"""The drop-down chooser takes Page Up/Down at any moment, even before its list is laid out."""

from __future__ import annotations

from textual.app import App, ComposeResult

from ceelo_tui.textual_compat import GuardedSelectOverlay as ChooserOverlay
from ceelo_tui.widgets.chooser import Chooser


class OneChooser(App[None]):
    def compose(self) -> ComposeResult:
        yield Chooser([(f"option {n}", n) for n in range(30)], value=0)


async def test_page_keys_pressed_as_the_list_opens_do_not_crash() -> None:
    app = OneChooser()
    async with app.run_test(size=(40, 12)) as pilot:
        chooser = app.query_one(Chooser)
        chooser.focus()
        await pilot.pause()
        chooser.expanded = True  # opened, and Page Down at once: the list has no lines yet
        overlay = app.query_one(ChooserOverlay)
        overlay._clear_caches()
        overlay.action_page_down()  # type: ignore[no-untyped-call]  # Textual leaves OptionList's page actions unannotated
        overlay.action_page_up()  # type: ignore[no-untyped-call]
        await pilot.pause()
        await pilot.press("pagedown", "pagedown")  # once laid out, pages move as usual
        assert overlay.highlighted is not None and overlay.highlighted > 0
        await pilot.press("enter")
        assert chooser.value == overlay.highlighted
        assert app._exception is None
