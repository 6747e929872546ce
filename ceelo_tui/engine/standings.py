"""An evening's standings: who won how many games of a session, and the coins won and lost.

A session is the games a table plays one after another with "Play again" (each game's journal
names its session). Players are told apart by name (as the table shows them), so a player who
sits in another seat in the next game keeps one line. Pure: the saved games' summaries come in,
rows come out, for the game-over screen, the history and ``ceelo-tui history`` alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from msgspec import Struct


class GameResult(Struct, frozen=True):
    """One game of a session as far as it has gone: who sat, their coins at the start and now."""

    names: tuple[str, ...]
    start: int
    """Each player's starting coins."""
    coins: tuple[int, ...]
    """Each player's coins now (at the end, for a finished game)."""
    finished: bool
    winners: tuple[str, ...] = ()
    """The players holding the most coins at the end (empty while the game is in play)."""
    buy_ins: tuple[int, ...] = ()
    """How many times each player bought back in for the starting coins (empty: none did)."""

    def net(self, index: int) -> int:
        """What the player at ``index`` won (negative: lost): coins now less the starting coins and
        the coins bought back in with."""
        bought = self.buy_ins[index] if index < len(self.buy_ins) else 0
        return self.coins[index] - self.start * (1 + bought)


class Standing(Struct, frozen=True):
    """One person's evening: games played and won, coins won (positive) or lost over them."""

    name: str
    games: int
    wins: int
    net: int
    """Coins won (negative: lost) over the games, net of buy-backs."""
    buy_ins: int = 0
    """How many times the player bought back in over the games."""


def session_standings(games: Iterable[GameResult]) -> list[Standing]:
    """Every player of the session, most games won first, then most coins won, then by name.

    A game in play counts towards coins and games played but not wins; a shared win counts
    as a win for each who shared it. Coins are net of buy-backs: a player who bought back in
    for 20 and ended with 25 won 5, not 25.
    """
    played: dict[str, list[int]] = {}
    order: list[str] = []
    for game in games:
        for index, name in enumerate(game.names):
            if name not in played:
                played[name] = [0, 0, 0, 0]
                order.append(name)
            row = played[name]
            row[0] += 1
            row[1] += int(game.finished and name in game.winners)
            row[2] += game.net(index)
            row[3] += game.buy_ins[index] if index < len(game.buy_ins) else 0
    rows = [Standing(name, *played[name]) for name in order]
    return sorted(rows, key=lambda row: (-row.wins, -row.net, order.index(row.name)))
