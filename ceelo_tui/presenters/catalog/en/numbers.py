"""How English says amounts: a number of coins, a range, a list of names."""

from __future__ import annotations

from collections.abc import Sequence


class NumberWords:
    """Amounts and lists, in English."""

    def coins(self, amount: int) -> str:
        """'1 coin', '5 coins'."""
        return f"{amount} coin" if amount == 1 else f"{amount} coins"

    def players(self, count: int) -> str:
        """'1 player', '3 players'."""
        return f"{count} player" if count == 1 else f"{count} players"

    def coins_range(self, low: int, high: int) -> str:
        """'1 coin', '5 coins' or '1-5 coins'."""
        return self.coins(low) if low == high else f"{low}-{high} coins"

    def typed(self, text: str, cut: bool) -> str:
        """What a player typed, quoted back: '“lots”', or its start when ``cut``: '“aaaaaaaaaaaa…”'."""
        return f"“{text}{'…' if cut else ''}”"

    def and_list(self, names: Sequence[str]) -> str:
        """'Al', 'Al and Bo', 'Al, Bo and Cy'."""
        items = list(names)
        if not items:
            return ""
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
