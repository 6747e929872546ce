"""How a saved game is described: a row of the saved-games list, and the resume offer's line."""

from __future__ import annotations

from ..saves.store import SavedGameInfo
from .catalog import WORDS
from .odds_words import rules_brief


def game_row(info: SavedGameInfo) -> tuple[str, str, str, str, str]:
    """(last played, state, rounds, players and coins, house rules) of one saved game."""
    rounds = WORDS.rounds_played_short(info.rounds_played) if info.finished else WORDS.at_round(info.round)
    return info.modified_text, info.status_text, rounds, info.balance_text, rules_brief(info.rules)


def offer_text(info: SavedGameInfo) -> str:
    """'Ann 12 · Bo 8 · round 4 · last played 2025-01-02 14:03'."""
    return WORDS.resume_offer(info.balance_text, info.round, info.modified_text)
