"""The move panel once a round is settled: what happens next, and the button to go on.

Enter (or the button) starts the next round; after the last round the same key opens the
final standings. While a broke player is offered a buy-back (buy_backs), Enter or b (or its
button) buys back in and d (or its button) declines. The table screen gives it the words.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from ..presenters.catalog import WORDS
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
    SettledPanel #settled-buttons {
        height: 1;
        layers: next standings offer;  /* on top of each other: each keeps its size while hidden */
    }
    SettledPanel #offer-buttons {  /* "Buy in (Enter)" and "Decline (d)" fit the 34 cells of 80 columns */
        layer: offer;
        height: 1;
        width: auto;
    }
    SettledPanel #decline {
        margin: 0 0 0 1;
    }
    SettledPanel ClickButton {
        width: auto;
    }
    SettledPanel #next { layer: next; }
    SettledPanel #standings { layer: standings; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """The panel, empty until :meth:`show`."""
        super().__init__(id=id)
        self.prompt = TextLine(id="settled-prompt", fixed=True)
        self.info = TextLine(id="settled-info", fixed=True)
        self.next_button = ClickButton(WORDS.next_round_button, id="next", variant="primary")
        self.standings_button = ClickButton(WORDS.standings_button, id="standings", variant="primary")
        self.buy_button = ClickButton(WORDS.buy_in_button, id="buy-back", variant="primary")
        self.decline_button = ClickButton(WORDS.decline_button, id="decline")
        self.offer_buttons = Horizontal(self.buy_button, self.decline_button, id="offer-buttons")
        self.offer_buttons.display = False

    def compose(self) -> ComposeResult:
        """Prompt, lines, the two buttons (one shown at a time)."""
        yield self.prompt
        yield self.info
        with Vertical(id="settled-buttons"):
            yield self.next_button
            yield self.standings_button
            yield self.offer_buttons

    def show(self, prompt: str, lines: list[str], *, over: bool, offer: bool = False, moves_on: bool = True,
             kept: bool = False) -> None:
        """Draw the settled round (``over``: it was the last; the standings come next; ``offer``:
        a person is offered a buy-back, whose buttons stand in for the next round's;
        ``moves_on``: False where this screen may not start the next round, so no button says it
        does; ``kept``: another screen started the next round, and the button shows the table)."""
        self.prompt.say(prompt)
        self.info.say("\n".join(lines))
        label = WORDS.show_table_button if kept else WORDS.next_round_button
        if str(self.next_button.label) != label:
            self.next_button.label = label
            self.next_button.refresh(layout=True)  # its width is its label's (a label alone only repaints)
        self.next_button.display = kept or (not over and not offer and moves_on)
        self.standings_button.display = over and not offer and not kept
        self.offer_buttons.display = offer and not kept
