"""The move panel once a round is settled: what happens next, and the button to go on.

Enter (or the button) starts the next round; after the last round the same key opens the
final standings. The table screen gives it the words.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from .click_button import ClickButton
from .text_line import TextLine


class SettledPanel(Vertical):
    """Prompt, the round's outcome in a line or two, Next round or Final standings."""

    DEFAULT_CSS = """
    SettledPanel {
        height: 7;
    }
    SettledPanel #settled-prompt {
        height: 2;
        text-style: bold;
        color: $text-accent;
        margin: 0 0 1 0;
    }
    SettledPanel #settled-info {
        height: 3;
    }
    SettledPanel ClickButton {
        width: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """The panel, empty until :meth:`show`."""
        super().__init__(id=id)
        self.prompt = TextLine(id="settled-prompt", fixed=True)
        self.info = TextLine(id="settled-info", fixed=True)
        self.next_button = ClickButton("Next round (Enter)", id="next", variant="primary")
        self.standings_button = ClickButton("Final standings (Enter)", id="standings", variant="primary")

    def compose(self) -> ComposeResult:
        """Prompt, lines, the two buttons (one shown at a time)."""
        yield self.prompt
        yield self.info
        yield self.next_button
        yield self.standings_button

    def show(self, prompt: str, lines: list[str], *, over: bool) -> None:
        """Draw the settled round (``over``: it was the last; the standings come next)."""
        self.prompt.say(prompt)
        self.info.say("\n".join(lines))
        self.next_button.display = not over
        self.standings_button.display = over
