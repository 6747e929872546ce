"""The game's buttons and fields are styled when they mount, not at each class they take before.

Textual restyles a widget whenever one of its classes changes, even one not mounted yet; a
``Button`` takes three or four as it is made, and the table has some twenty buttons
(``ceelo_tui.textual_compat.styled_once.StyledWhenMounted``). Once mounted, each looks as
the classes it was given say, as Textual's own widget with the same classes does.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.dom import DOMNode
from textual.widgets import Button, Input

from ceelo_tui.widgets.click_button import ClickButton
from ceelo_tui.widgets.form_button import FormButton
from ceelo_tui.widgets.ordered_input import OrderedInput
from ceelo_tui.widgets.style_toggle import StyleToggle

from cli_driver import app_for
from table_driver import SIZE

pytestmark = pytest.mark.usefixtures("private_data")


async def test_widgets_made_are_styled_only_as_they_mount_and_then_as_their_classes_say(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        styled: list[DOMNode] = []
        apply = app.stylesheet.apply

        def counted(node: DOMNode, *args: Any, **kwargs: Any) -> None:
            styled.append(node)
            apply(node, *args, **kwargs)

        monkeypatch.setattr(app.stylesheet, "apply", counted)
        ours = [ClickButton("Roll", variant="primary"), FormButton("Start", variant="error"),
                StyleToggle("bold"), OrderedInput("10", compact=True)]
        assert styled == []  # nothing styled while they are not on a screen
        stock = [Button("Roll", variant="primary", compact=True), Button("Start", variant="error"),
                 Input("10", compact=True)]
        await app.screen.mount(*ours, *stock)
        await pilot.pause()
        assert all(widget in styled for widget in ours)
        click, form, toggle, field = ours
        assert click.styles.background == stock[0].styles.background
        assert form.styles.background == stock[1].styles.background
        assert toggle.has_class("-computer") and toggle.styles.text_style.bold
        assert field.styles.background == stock[2].styles.background
