"""How English says the help (? and F1): its page, and the pieces of it worked out from the engine.

The page is Markdown, ``help.md`` beside this module (one page per language, each in its
catalog's folder), with fields in braces for what the engine works out (the presets, the house
rules in play, the limits, an odds line): a language gives its own page, in its own order, and
the same fields.
"""

from __future__ import annotations

from pathlib import Path


class HelpWords:
    """The help's words, in English."""

    help_example_name = "Bo"
    """The player the help's example of an odds line is about."""

    help_switch_table_head = "| switch | values | what it does |"
    help_no_bank_edge = "Winner take all has no bank: every seat has the same chance."
    help_chinchiro_rolls_head = ("\n\nChinchiro's rolls, best first:\n\n"
                                 "| roll | for the banker (oya) | for a player (ko) | ways |")

    def help_page(self, *, presets: str, house_rules: str, computer_styles: str, switch_table: str,
                  conflicts: str, edge: str, odds_example: str, min_players: int, max_players: int,
                  min_coins: int, max_coins: int, max_name: int, sides: int) -> str:
        """The help page (Markdown) with the engine's figures and lists filled in."""
        # Beside this module in the package (a plain path: importlib.resources would cost every
        # start of the game about 3 ms to import, for a page read only when help opens).
        text = (Path(__file__).parent / "help.md").read_text(encoding="utf-8")
        fields: dict[str, object] = {
            "presets": presets, "house_rules": house_rules, "computer_styles": computer_styles,
            "switch_table": switch_table, "conflicts": conflicts, "edge": edge, "odds_example": odds_example,
            "min_players": min_players, "max_players": max_players, "min_coins": min_coins,
            "max_coins": max_coins, "max_name": max_name, "sides": sides,
        }
        for name, value in fields.items():
            text = text.replace("{" + name + "}", str(value))
        return text

    def help_ways(self, count: int, total: int) -> str:
        """'6 in 216': how many of the rolls there are make one."""
        return f"{count} in {total}"

    def help_odds_example(self, line: str) -> str:
        """The end of the help's sentence on the odds line, with its example ``line``."""
        return f', for example: "{line}".'

    def help_no_odds_line(self, line: str) -> str:
        """The same, at a table of winner take all, which has no odds line: the banking game's."""
        return f'. There is no such line in winner take all (no banker, no point); in the banking game it reads "{line}".'

    def help_conflict(self, one: str, other: str, why: str) -> str:
        """'- **one** with **other**: why.': two switches that cannot go together."""
        return f"- **{one}** with **{other}**: {why}."
