"""The help's words (? and F1): help.md with the rules as the engine plays them filled in.

Every figure in it comes from the engine (the limits, the presets, each switch and what it
does, the switches that cannot go together, the banker's edge and an odds line worked out for
the house rules in play), so the help never says a number the game does not play by.
"""

from __future__ import annotations

from ..controller.cpu_words import style_words
from ..engine.chinchiro_odds import chinchiro_chances
from ..engine.dice import Role
from ..engine.game import MAX_COINS, MAX_NAME, MAX_PLAYERS, MIN_COINS, MIN_PLAYERS
from ..engine.odds import SIDES, banker_points, player_chances
from ..engine.rules import (
    CLASSIC,
    CONFLICTS,
    PRESETS,
    SWITCHES,
    HouseRules,
)
from .catalog import WORDS
from .catalog.keyed import say
from .catalog.rule_words import preset_blurb, rules_in_words, switch_help
from .chinchiro_view import me_words
from .odds_view import chances_text
from .odds_words import bank_edge_words, yaku_rows


def help_text(rules: HouseRules = CLASSIC) -> str:
    """help.md with the house rules in play filled in, and every figure from the engine."""
    return WORDS.help_page(
        presets="\n".join(f"- **{p.name}**: {preset_blurb(p)}" for p in PRESETS),
        house_rules="\n".join(f"- {line}" for line in rules_in_words(rules)) + chinchiro_rolls(rules),
        computer_styles="\n".join(f"- **{name}**: {words}" for name, words in style_words().items()),
        switch_table=switch_table(),
        conflicts=conflicts_text(),
        edge=edge_text(rules),
        odds_example=odds_example(rules),
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        min_coins=MIN_COINS,
        max_coins=MAX_COINS,
        max_name=MAX_NAME,
        sides=SIDES,
    )


def chinchiro_rolls(rules: HouseRules) -> str:
    """Chinchiro's rolls by their Japanese names beside the English ones, and what each does
    for the banker (oya) and for a player (ko) under ``rules`` ('' for the other games): the
    table the Japanese tables learn the game by, from the engine's own scoring."""
    if not rules.chinchiro:
        return ""
    player = {name: does for name, does, _count in yaku_rows(rules, Role.PLAYER)}
    rows = [f"| {name} | {does} | {player.get(name, '-')} | {WORDS.help_ways(count.count, count.total)} |"
            for name, does, count in yaku_rows(rules, Role.BANKER)]
    return WORDS.help_chinchiro_rolls_head + "\n|---|---|---|---|\n" + "\n".join(rows)


def edge_text(rules: HouseRules) -> str:
    """The banker's exact edge under ``rules``, as the setup screen gives it."""
    if rules.winner_take_all:
        return WORDS.help_no_bank_edge
    return f"{bank_edge_words(rules)}."


def example_point(rules: HouseRules) -> int:
    """The point the help's example of the odds line uses: 4 when the banker can hold it."""
    points = banker_points(rules)
    return 4 if 4 in points else points[len(points) // 2]


def odds_example(rules: HouseRules) -> str:
    """': "Bo vs point 4: win … · push … · lose …".', worked out for ``rules`` (the banking
    game's line under the same switches when the table plays winner take all, which has none;
    Chinchiro's own, its point named as the Japanese tables do)."""
    if rules.chinchiro:
        return WORDS.help_odds_example(chances_text(WORDS.help_example_name, me_words(4), chinchiro_chances(4, rules)))
    bank = rules if rules.mode == "bank" else rules.with_value("mode", "bank")
    point = example_point(bank)
    line = chances_text(WORDS.help_example_name, point, player_chances(point, bank))
    return WORDS.help_odds_example(line) if rules.mode == "bank" else WORDS.help_no_odds_line(line)


def switch_table() -> str:
    """Every switch, its values and what it does, as a Markdown table, from the engine's rules."""
    rows = [WORDS.help_switch_table_head, "|---|---|---|"]
    rows += [f"| {name} | {', '.join(values)} | {switch_help(name)} |" for name, values in SWITCHES.items()]
    return "\n".join(rows)


def conflicts_text() -> str:
    """The switches that cannot go together, and why, from the engine's own list."""
    return "\n".join(WORDS.help_conflict(one, other, say(WORDS, why)) for one, other, why in CONFLICTS)
