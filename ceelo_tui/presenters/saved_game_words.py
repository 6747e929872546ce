"""How a saved game is described: a row of the saved-games list, and the resume offer's line."""

from __future__ import annotations

from ..saves.store import SavedGameInfo
from .words import rules_brief


def game_row(info: SavedGameInfo) -> tuple[str, str, str, str, str]:
    """(last played, state, rounds, players and coins, house rules) of one saved game."""
    rounds = f"{info.rounds_played} played" if info.finished else f"round {info.round}"
    return info.modified_text, info.status_text, rounds, info.balance_text, rules_brief(info.rules)


def offer_text(info: SavedGameInfo) -> str:
    """'Ann 12 · Bo 8 · round 4 · last played 2025-01-02 14:03'."""
    return f"{info.balance_text} · round {info.round} · last played {info.modified_text}"
