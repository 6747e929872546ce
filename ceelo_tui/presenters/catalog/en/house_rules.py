"""How English says the house rules at setup and in the help: the setup's headings and
choices, the rules tab, the edge where there is no bank, and the help's tables and examples.

The rules themselves (each switch, its values, what it does, the banker's edge) are the
engine's descriptions, put into these sentences as given.
"""

from __future__ import annotations


class HouseRuleWords:
    """The setup's and the help's words around the house rules, in English."""

    no_edge = "Winner take all: there is no bank, so there is no banker's edge."
    """The edge line of a game with no bank (the setup's)."""

    own_mix = "your own mix of switches."
    """The blurb of rules that match no preset."""

    def rules_tab(self, name: str) -> str:
        """'House rules (F2): Classic'."""
        return f"House rules (F2): {name}"

    def players_heading(self, low: int, high: int, longest: int) -> str:
        """'Players (2-6), names up to 16 characters'."""
        return f"Players ({low}-{high}), names up to {longest} characters"

    def starting_coins_heading(self, low: int, high: int) -> str:
        """'Starting coins (1-1000)'."""
        return f"Starting coins ({low}-{high})"

    rounds_field = "The number of rounds"
    """The rounds field, as the engine's objection to its number names it."""

    starting_coins_field = "Starting coins"
    """The starting coins field, as the engine's objection to them names it."""

    random_banker = "Random (the dice decide)"
    red_pips_banker = "Red pips (everyone rolls)"
