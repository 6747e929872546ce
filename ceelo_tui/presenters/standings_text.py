"""A session's standings as aligned lines of text, measured in terminal cells (a name such as
李小龍 is six cells wide): for the game-over screen and ``ceelo-tui history`` alike."""

from __future__ import annotations

from ..engine.standings import Standing
from .cells import pad, widest


def standings_lines(rows: list[Standing], games: int) -> list[str]:
    """A header naming the session's games, then a line a player: name, games won, coins won or
    lost (net of buy-backs), and how many times they bought back in when anyone did."""
    if not rows:
        return []
    width = widest([row.name for row in rows], least=len("Player"))
    over = f"over {games} game{'s' if games != 1 else ''}"
    if any(row.buy_ins for row in rows):  # coins are net of buy-backs: say who bought in, how often
        header = f"{pad('Player', width)}  {'Won':>3}  {'Coins':>6}  {'Buy-ins':>7}   {over}"
        return [header] + [f"{pad(row.name, width)}  {row.wins:>3}  {row.net:>+6}  {row.buy_ins:>7}" for row in rows]
    header = f"{pad('Player', width)}  {'Won':>3}  {'Coins':>6}   {over}"
    return [header] + [f"{pad(row.name, width)}  {row.wins:>3}  {row.net:>+6}" for row in rows]
