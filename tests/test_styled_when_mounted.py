"""The game's buttons, fields, drop-downs and rule switches are styled when they mount, not at
each class they take before.

Textual restyles a widget whenever one of its classes changes, even one not mounted yet; a
``Button`` takes three or four as it is made, and the table has some twenty buttons
(``ceelo_tui.textual_compat.styled_once.StyledWhenMounted``). Once mounted, each looks as
the classes it was given say, as Textual's own widget with the same classes does.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from textual.dom import DOMNode
from textual.widgets import Button, Checkbox, Input, Select

from ceelo_tui.widgets.chooser import Chooser
from ceelo_tui.widgets.click_button import ClickButton
from ceelo_tui.widgets.form_button import FormButton
from ceelo_tui.widgets.ordered_input import OrderedInput
from ceelo_tui.widgets.style_toggle import StyleToggle
from ceelo_tui.widgets.switch_box import SwitchBox

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


async def test_a_chooser_and_a_rule_switch_are_styled_as_they_mount_and_look_as_textuals_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A drop-down's parts are made marked as they will be (compact, showing a value), so
    mounting one restyles nothing a second time; it looks as a stock compact Select does."""
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        styled: Counter[DOMNode] = Counter()
        apply = app.stylesheet.apply

        def counted(node: DOMNode, *args: Any, **kwargs: Any) -> None:
            styled[node] += 1
            apply(node, *args, **kwargs)

        monkeypatch.setattr(app.stylesheet, "apply", counted)
        chooser, switch = Chooser([("one", 1), ("two", 2)], value=2), SwitchBox("on", True)
        assert not styled  # nothing styled while they are not on a screen
        stock: Select[int] = Select([("one", 1), ("two", 2)], value=2, allow_blank=False, compact=True)
        stock_box = Checkbox("on", True, compact=True)
        await app.screen.mount(chooser, switch, stock, stock_box)
        await pilot.pause()

        def passes(widget: DOMNode) -> int:
            return sum(styled[node] for node in widget.walk_children(with_self=True))

        assert passes(chooser) < passes(stock), (passes(chooser), passes(stock))
        # Each part styled once as it mounts; the line showing the value once more as it is made
        # (marking it showing a value styles that one node, which has no children yet).
        assert passes(chooser) == len(list(chooser.walk_children(with_self=True))) + 1, styled
        assert chooser.value == 2 and chooser.has_class("-textual-compact")
        ours, theirs = chooser.query_one("SelectCurrent"), stock.query_one("SelectCurrent")
        assert ours.has_class("-has-value") and theirs.has_class("-has-value")
        assert ours.styles.background == theirs.styles.background and ours.styles.color == theirs.styles.color
        assert chooser.query_one("SelectOverlay").has_class("-textual-compact")
        assert switch.value and switch.has_class("-on", "-textual-compact")
        assert switch.styles.background == stock_box.styles.background
