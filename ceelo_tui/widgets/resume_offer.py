"""On the setup screen: the latest unfinished game, offered to continue, and the way to the list.

It reads the app's list of saved games (``app.autosave``), which a worker fills in after the
screen is up, and redraws when the list arrives. With no saved game it takes no room and has
no widgets at all (they are made when a first saved game is listed: the setup screen is the
first thing a player waits for, and every widget on it adds to that wait); with only
finished ones it offers the list, for their history. Its buttons run the setup screen's
keys: ctrl+o continues the latest game, ctrl+l lists every saved game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ..presenters.catalog import WORDS
from ..presenters.saved_game_words import offer_text
from ..saves.store import SavedGameInfo
from .click_button import ClickButton

if TYPE_CHECKING:
    from ..app_protocol import GameHost

CONTINUE_KEY = "ctrl+o"
LIST_KEY = "ctrl+l"


class ResumeOffer(Vertical):
    """'Continue: Ann 12 · Bo 8 · round 4' with Resume and Saved games buttons."""

    DEFAULT_CSS = """
    ResumeOffer {
        height: auto;
        width: 1fr;
        border: round $accent;
        border-title-color: $text-accent;
        border-title-style: bold;
        padding: 0 1;
        display: none;
    }
    ResumeOffer.-offered {
        display: block;
    }
    ResumeOffer > #resume-text {
        width: 1fr;
        height: auto;
    }
    ResumeOffer > Horizontal {
        height: 1;
        margin: 1 0 0 0;
    }
    ResumeOffer Button {
        width: auto;
        margin: 0 1 0 0;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        """Empty until the saved games are listed."""
        super().__init__(id=id, classes=classes)
        self.latest: SavedGameInfo | None = None
        """The unfinished game offered (the most recently played)."""
        self._text = Static("", id="resume-text", markup=False)
        self._continue = ClickButton(WORDS.resume_button(CONTINUE_KEY), id="resume-latest", variant="primary")

    @property
    def ceelo(self) -> "GameHost":
        """The app, typed."""
        return cast("GameHost", self.app)

    def _build(self) -> None:
        """The game in words and two buttons, mounted when there is first a game to offer."""
        if not self._text.parent:
            self.mount(self._text, Horizontal(self._continue, ClickButton(WORDS.saved_games_button(LIST_KEY), id="saved-games")))

    def on_mount(self) -> None:
        """Show what is known, redraw when a new listing arrives, and ask for a fresh one.

        On the app's first screen the first listing is already asked for, once that screen is
        drawn (``Autosave.start``): listing replays every saved game, in a thread that would
        take turns with the first frame for the interpreter, and a second listing beside it
        would only repeat it.
        """
        autosave = self.ceelo.autosave
        autosave.listed.subscribe(self, self.show_games)
        if autosave.games is not None:
            self.show_games(autosave.games)
            autosave.scan()

    def show_games(self, games: list[SavedGameInfo]) -> None:
        """Offer the latest unfinished game of ``games`` (newest first), or the list alone."""
        unfinished = [info for info in games if not info.finished]
        free = [info for info in unfinished if not info.open_elsewhere]  # a game open elsewhere cannot be continued
        self.latest = free[0] if free else None
        self.set_class(bool(games), "-offered")
        if not games:
            return
        self._build()
        text = self._text
        finished = len(games) - len(unfinished)
        elsewhere = len(unfinished) - len(free)
        others = [WORDS.open_elsewhere(elsewhere)] if elsewhere else []
        others += [WORDS.finished_games(finished)] if finished else []
        if self.latest is not None:
            self.border_title = WORDS.resume_offer_title
            more = len(free) - 1
            others = ([WORDS.more_in_play(more)] if more else []) + others
            text.update(WORDS.saved_too(offer_text(self.latest), others))
        else:
            self.border_title = WORDS.saved_games_offer_title
            text.update(WORDS.nothing_to_continue(others, bool(finished)))
        self._continue.display = self.latest is not None
        self.screen.refresh_bindings()
