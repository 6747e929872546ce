"""Pictures of the dice at rest (pytest-textual-snapshot): full and compact, dark and light."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.containers import Center
from textual.widgets import Label

from ceelo_tui.widgets.dice_tray import DiceTray

from table_driver import SnapCompare


class DiceAtRest(App[None]):
    """Trays showing 1-2-3, 4-5-6 and blank dice, as the table would."""

    CSS = """
    Label { width: 100%; text-align: center; }
    """

    def __init__(self, theme: str, compact: bool = False) -> None:
        super().__init__()
        self.theme_name = theme
        self.compact = compact

    def compose(self) -> ComposeResult:
        classes = "compact" if self.compact else None
        for title, faces in [("1-2-3", (1, 2, 3)), ("4-5-6", (4, 5, 6)),
                             ("not rolled yet", None)]:
            yield Label(title)
            with Center():
                yield DiceTray(faces, classes=classes)

    def on_mount(self) -> None:
        self.theme = self.theme_name


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
def test_dice_at_rest_80x24(snap_compare: SnapCompare, theme: str) -> None:
    assert snap_compare(DiceAtRest(theme), terminal_size=(80, 24))


@pytest.mark.parametrize("theme", ["textual-dark", "solarized-light"])
def test_compact_dice_at_rest_80x24(snap_compare: SnapCompare, theme: str) -> None:
    assert snap_compare(DiceAtRest(theme, compact=True), terminal_size=(80, 24))
