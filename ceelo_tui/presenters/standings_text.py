"""A session's standings as aligned lines of text, measured in terminal cells (a name such as
李小龍 is six cells wide): for the game-over screen and ``ceelo-tui history`` alike."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.standings import GameResult, Standing, session_standings
from .catalog import WORDS
from .cells import pad, widest, width


def standings_lines(rows: list[Standing], games: int) -> list[str]:
    """A header naming the session's games, then a line a player: name, games won, coins won or
    lost (net of buy-backs), and how many times they bought back in when anyone did."""
    if not rows:
        return []
    cells = widest([row.name for row in rows], least=width(WORDS.player_heading))
    over = WORDS.over_games(games)
    head = f"{pad(WORDS.player_heading, cells)}  {pad(WORDS.won_heading, 3, '>')}  {pad(WORDS.coins_heading, 6, '>')}"
    if any(row.buy_ins for row in rows):  # coins are net of buy-backs: say who bought in, how often
        header = f"{head}  {pad(WORDS.buy_ins_heading, 7, '>')}   {over}"
        return [header] + [f"{pad(row.name, cells)}  {row.wins:>3}  {row.net:>+6}  {row.buy_ins:>7}" for row in rows]
    return [f"{head}   {over}"] + [f"{pad(row.name, cells)}  {row.wins:>3}  {row.net:>+6}" for row in rows]


def session_lines(results: Sequence[GameResult]) -> tuple[str, ...]:
    """The standings of a session's games (oldest first, the one in play included), added up:
    none while there is only one game to count."""
    if len(results) < 2:
        return ()
    return tuple(standings_lines(session_standings(results), len(results)))
