"""``ceelo-tui odds``: the exact odds and the banker's edge for a set of house rules.

Plain text tables (or ``--json``: one JSON object), computed exactly by
:mod:`ceelo_tui.engine.odds`. A bad ``--rule`` or ``--preset`` ends the command with a
message and exit status 2. The winner-take-all game (``mode=pot``) has no bank and so no
banker's edge: the command says so and exits with status 0 (with ``--json`` the object has
``"banker_edge": null`` and a ``"message"``). Chinchiro (``mode=chinchiro``) has its own tables,
in its own words (:mod:`ceelo_tui.engine.chinchiro_odds`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Sequence
from fractions import Fraction

from ..engine.chinchiro_odds import chinchiro_chances, chinchiro_outcomes, chinchiro_points
from ..engine.dice import Role
from ..engine.odds import (
    CountRow,
    banker_edge,
    banker_outcomes,
    banker_point_kinds,
    decisive_table,
    permutation_table,
    player_chances,
    roll_table,
)
from ..engine.rules import HouseRules
from ..presenters.catalog import WORDS
from ..presenters.catalog.rule_words import rules_in_words
from ..presenters.cells import pad, widest
from ..presenters.odds_words import (
    assumptions,
    bank_edge_words,
    chinchiro_assumptions,
    chinchiro_report,
    count_event,
    edge_words,
    odds_report,
    outcome_label,
    point_words,
    rules_name,
    yaku_rows,
)
from .common import add_rule_options, rules_from_args


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--preset``, ``--rule NAME=VALUE`` (repeatable) and ``--json``."""
    parser.epilog = WORDS.odds_epilog
    add_rule_options(parser)
    parser.add_argument("--json", action="store_true", help=WORDS.odds_json_help)
    parser.set_defaults(odds_parser=parser)


def run(args: argparse.Namespace) -> int:
    """Print the odds for the rules the options name."""
    parser: argparse.ArgumentParser = getattr(args, "odds_parser", None) or argparse.ArgumentParser("ceelo-tui odds")
    rules = rules_from_args(parser, args)
    if rules.chinchiro:
        report = chinchiro_report(rules) if args.json else None
        print(json.dumps(report, indent=2, ensure_ascii=False) if report else "\n".join(chinchiro_lines(rules)))
        return 0
    if rules.mode != "bank":
        if args.json:
            print(json.dumps({"rules": rules.values(), "banker_edge": None, "banker_edge_float": None, "message": WORDS.odds_no_bank}))
        else:
            print(WORDS.odds_no_bank)
        return 0
    if args.json:
        print(json.dumps(odds_report(rules), indent=2, ensure_ascii=False))
    else:
        print("\n".join(report_lines(rules)))
    return 0


# ---------------------------------------------------------------------- text tables
def report_lines(rules: HouseRules) -> list[str]:
    """The whole report as lines of plain text."""
    lines = [WORDS.odds_title(rules_name(rules))]
    lines += [f"  {line}" for line in rules_in_words(rules)[1:]]
    lines.append("")
    lines += _section(WORDS.odds_permutations_title, _count_rows(permutation_table(), WORDS.odds_roll_heading))
    lines += _section(WORDS.odds_decisive_title, _count_rows(decisive_table(), WORDS.odds_roll_heading))
    lines += _section(WORDS.odds_banker_roll_title,
                      _count_rows(roll_table(rules, Role.BANKER), WORDS.odds_banker_rolls_heading))
    lines += _section(WORDS.odds_player_roll_title,
                      _count_rows(roll_table(rules, Role.PLAYER), WORDS.odds_player_rolls_heading))
    lines += _section(WORDS.odds_outcomes_title, _banker_rows(rules))
    lines += _section(WORDS.odds_chances_title, _chance_rows(rules))
    lines.append(edge_words(banker_edge(rules)) + ".")
    lines += [f"  {note}" for note in assumptions(rules)]
    return lines


def chinchiro_lines(rules: HouseRules) -> list[str]:
    """Chinchiro's report as lines of plain text, in its words: the yaku, the banker's (oya's)
    outcomes, a player's (ko's) chances against each point, the edge."""
    lines = [WORDS.chinchiro_odds_title]
    lines += [f"  {line}" for line in rules_in_words(rules)[1:]]
    lines.append("")
    for role, title in ((Role.BANKER, WORDS.chinchiro_banker_roll_title),
                        (Role.PLAYER, WORDS.chinchiro_player_roll_title)):
        rows = [(name, does, str(row.count), str(row.probability), _percent(row.probability))
                for name, does, row in yaku_rows(rules, role)]
        heads = (WORDS.odds_roll_heading, WORDS.odds_does_heading, WORDS.odds_ways_heading,
                 WORDS.odds_probability_heading, WORDS.odds_percent_heading)
        lines += _section(title, table(heads, rows, (False, False, True, True, True)))
    rows = [(outcome_label(row, chinchiro=True), _signed_fraction(row.pays), str(row.probability),
             _percent(row.probability), _signed_fraction(row.ret)) for row in chinchiro_outcomes(rules)]
    lines += _section(WORDS.chinchiro_outcomes_title, table(_outcome_heads(), rows, (False, True, True, True, True)))
    chances = []
    for point in chinchiro_points(rules):
        odds = chinchiro_chances(point, rules)
        chances.append((str(point), f"{odds.win} ={_percent(odds.win)}", f"{odds.push} ={_percent(odds.push)}",
                        f"{odds.lose} ={_percent(odds.lose)}", _signed_fraction(odds.expected)))
    lines += _section(WORDS.chinchiro_chances_title, table(_chance_heads(), chances, (True, True, True, True, True)))
    lines.append(bank_edge_words(rules) + ".")
    lines += [f"  {note}" for note in chinchiro_assumptions()]
    return lines


def _section(title: str, rows: list[str]) -> list[str]:
    return [title, *(f"  {row}" for row in rows), ""]


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:8.4f} %"


def _signed_fraction(value: Fraction) -> str:
    return f"+{value}" if value > 0 else str(value)


def table(header: Sequence[str], rows: Iterable[Sequence[str]], right: Sequence[bool]) -> list[str]:
    """Columns padded to their widest cell; ``right`` says which columns align right."""
    body = [list(header)] + [list(row) for row in rows]
    widths = [widest([row[i] for row in body]) for i in range(len(header))]
    out = []
    for row in body:
        cells = [pad(cell, w, ">" if r else "<") for cell, w, r in zip(row, widths, right)]
        out.append("  ".join(cells).rstrip())
    return out


def _count_rows(rows: Sequence[CountRow], first: str) -> list[str]:
    total = CountRow("total", sum(row.count for row in rows), rows[0].total)
    shown = [
        (WORDS.odds_total if row is total else count_event(row), str(row.count), f"{row.count}/{row.total}",
         str(row.probability), _percent(row.probability))
        for row in (*rows, total)
    ]
    heads = (first, WORDS.odds_ways_heading, WORDS.odds_out_of_heading, WORDS.odds_probability_heading,
             WORDS.odds_percent_heading)
    return table(heads, shown, (False, True, True, True, True))


def _banker_rows(rules: HouseRules) -> list[str]:
    rows = banker_outcomes(rules)
    shown = [
        (outcome_label(row), _signed_fraction(row.pays), str(row.probability), _percent(row.probability),
         _signed_fraction(row.ret))
        for row in rows
    ]
    total_p = sum((row.probability for row in rows), Fraction(0))
    total_r = sum((row.ret for row in rows), Fraction(0))
    shown.append((WORDS.odds_total, "", str(total_p), _percent(total_p), _signed_fraction(total_r)))
    return table(_outcome_heads(), shown, (False, True, True, True, True))


def _outcome_heads() -> tuple[str, ...]:
    return (WORDS.odds_event_heading, WORDS.odds_pays_heading, WORDS.odds_probability_heading,
            WORDS.odds_percent_heading, WORDS.odds_return_heading)


def _chance_heads() -> tuple[str, ...]:
    return (WORDS.odds_point_heading, WORDS.odds_win_heading, WORDS.odds_push_heading, WORDS.odds_lose_heading,
            WORDS.odds_expects_heading)


def _chance_rows(rules: HouseRules) -> list[str]:
    shown = []
    for point, level in banker_point_kinds(rules):
        odds = player_chances(point, rules, level=level)
        shown.append(
            (
                point_words(point, level),
                f"{odds.win} ={_percent(odds.win)}",
                f"{odds.push} ={_percent(odds.push)}",
                f"{odds.lose} ={_percent(odds.lose)}",
                _signed_fraction(odds.expected),
            )
        )
    return table(_chance_heads(), shown, (True, True, True, True, True))
