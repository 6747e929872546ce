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

    help_no_edge = "Winner take all has no bank: every seat has the same chance."
    """The help's edge line of a game with no bank."""

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

    def default_player(self, number: int) -> str:
        """'Player 3': an unnamed seat, as the first banker's chooser shows it."""
        return f"Player {number}"

    random_banker = "Random (the dice decide)"
    red_pips_banker = "Red pips (everyone rolls)"

    def example_quoted(self, line: str) -> str:
        """The help's odds example: ', for example: "<line>".'."""
        return f', for example: "{line}".'

    def example_in_bank_game(self, line: str) -> str:
        """The help's odds example at a winner-take-all table, from the banking game."""
        return (". There is no such line in winner take all (no banker, no point); in the banking game it "
                f'reads "{line}".')

    chinchiro_rolls_heading = ("\n\nChinchiro's rolls, best first:\n\n"
                               "| roll | for the banker (oya) | for a player (ko) | ways |\n|---|---|---|---|\n")
    """The help's table of Chinchiro's rolls, up to its first row."""

    def ways(self, count: int, total: int) -> str:
        """'6 in 216': how many of the rolls there are make one."""
        return f"{count} in {total}"

    def conflict_line(self, one: str, other: str, why: str) -> str:
        """The help's line for two switches that cannot go together, and why (the engine's words)."""
        return f"- **{one}** with **{other}**: {why}."

    switch_table_heading = "| switch | values | what it does |\n|---|---|---|"
    """The help's table of switches, up to its first row."""
