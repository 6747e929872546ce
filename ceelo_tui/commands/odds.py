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

from ..engine.chinchiro_odds import (
    ASSUMPTIONS as CHINCHIRO_ASSUMPTIONS,
)
from ..engine.chinchiro_odds import (
    bank_edge_words,
    chinchiro_chances,
    chinchiro_outcomes,
    chinchiro_points,
    chinchiro_report,
    yaku_table,
)
from ..engine.dice import Role, point_text
from ..engine.odds import (
    CountRow,
    assumptions,
    banker_edge,
    banker_outcomes,
    banker_point_kinds,
    decisive_table,
    edge_words,
    odds_report,
    permutation_table,
    player_chances,
    roll_table,
    rules_name,
)
from ..engine.rules import HouseRules
from ..presenters.cells import pad, widest
from .common import add_rule_options, rules_from_args

NO_BANK = (
    "Winner take all has no bank, so there is no banker's edge: every player antes the same "
    "and rolls under the same rules. The odds here are for the banking game (mode=bank)."
)

EPILOG = (
    "Examples: ceelo-tui odds | ceelo-tui odds --rule payouts=street | "
    "ceelo-tui odds --preset Schoolyard --json | ceelo-tui odds --rule mode=chinchiro. "
    "With mode=pot (winner take all) there is no banker's edge; the command says so and exits 0."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--preset``, ``--rule NAME=VALUE`` (repeatable) and ``--json``."""
    parser.epilog = EPILOG
    add_rule_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
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
            print(json.dumps({"rules": rules.values(), "banker_edge": None, "banker_edge_float": None, "message": NO_BANK}))
        else:
            print(NO_BANK)
        return 0
    if args.json:
        print(json.dumps(odds_report(rules), indent=2, ensure_ascii=False))
    else:
        print("\n".join(report_lines(rules)))
    return 0


# ---------------------------------------------------------------------- text tables
def report_lines(rules: HouseRules) -> list[str]:
    """The whole report as lines of plain text."""
    lines = [f"Cee-lo odds for the banking game: {rules_name(rules)} rules"]
    lines += [f"  {line}" for line in rules.describe()[1:]]
    lines.append("")
    lines += _section("The 216 ways three dice can fall", _count_rows(permutation_table(), "Roll"))
    lines += _section("The 108 decisive rolls (classic meanings)", _count_rows(decisive_table(), "Roll"))
    lines += _section("What one roll does for the banker", _count_rows(roll_table(rules, Role.BANKER), "Banker rolls"))
    lines += _section("What one roll does for a player", _count_rows(roll_table(rules, Role.PLAYER), "Player rolls"))
    lines += _section("The banker's outcomes, per coin faded", _banker_rows(rules))
    lines += _section("A player's chances against the banker's point", _chance_rows(rules))
    lines.append(edge_words(banker_edge(rules)) + ".")
    lines += [f"  {note}" for note in assumptions(rules)]
    return lines


def chinchiro_lines(rules: HouseRules) -> list[str]:
    """Chinchiro's report as lines of plain text, in its words: the yaku, the banker's (oya's)
    outcomes, a player's (ko's) chances against each point, the edge."""
    lines = ["Chinchiro odds (chinchirorin): the banker is the oya, each player a ko"]
    lines += [f"  {line}" for line in rules.describe()[1:]]
    lines.append("")
    for role, who in ((Role.BANKER, "the banker (oya)"), (Role.PLAYER, "a player (ko)")):
        rows = [(name, does, str(row.count), str(row.probability), _percent(row.probability))
                for name, does, row in yaku_table(rules, role)]
        lines += _section(f"What one roll does for {who}", table(("Roll", "Does", "Ways", "Probability", "Percent"),
                                                                   rows, (False, False, True, True, True)))
    rows = [(row.label, _signed_fraction(row.pays), str(row.probability), _percent(row.probability),
             _signed_fraction(row.ret)) for row in chinchiro_outcomes(rules)]
    lines += _section("The banker's outcomes, per coin bet",
                      table(("Event", "Pays", "Probability", "Percent", "Return"), rows, (False, True, True, True, True)))
    chances = []
    for point in chinchiro_points(rules):
        odds = chinchiro_chances(point, rules)
        chances.append((str(point), f"{odds.win} ={_percent(odds.win)}", f"{odds.push} ={_percent(odds.push)}",
                        f"{odds.lose} ={_percent(odds.lose)}", _signed_fraction(odds.expected)))
    lines += _section("A player's chances against the banker's point (me)",
                      table(("Point", "Win", "Push", "Lose", "Player expects per coin"), chances,
                            (True, True, True, True, True)))
    lines.append(bank_edge_words(rules) + ".")
    lines += [f"  {note}" for note in CHINCHIRO_ASSUMPTIONS]
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
    total = CountRow("Total", sum(row.count for row in rows), rows[0].total)
    shown = [
        (row.event, str(row.count), f"{row.count}/{row.total}", str(row.probability), _percent(row.probability))
        for row in (*rows, total)
    ]
    return table((first, "Ways", "Out of", "Probability", "Percent"), shown, (False, True, True, True, True))


def _banker_rows(rules: HouseRules) -> list[str]:
    rows = banker_outcomes(rules)
    shown = [
        (row.label, _signed_fraction(row.pays), str(row.probability), _percent(row.probability), _signed_fraction(row.ret))
        for row in rows
    ]
    total_p = sum((row.probability for row in rows), Fraction(0))
    total_r = sum((row.ret for row in rows), Fraction(0))
    shown.append(("Total", "", str(total_p), _percent(total_p), _signed_fraction(total_r)))
    return table(("Event", "Pays", "Probability", "Percent", "Return"), shown, (False, True, True, True, True))


def _chance_rows(rules: HouseRules) -> list[str]:
    shown = []
    for point, level in banker_point_kinds(rules):
        odds = player_chances(point, rules, level=level)
        shown.append(
            (
                point_text(point, level),
                f"{odds.win} ={_percent(odds.win)}",
                f"{odds.push} ={_percent(odds.push)}",
                f"{odds.lose} ={_percent(odds.lose)}",
                _signed_fraction(odds.expected),
            )
        )
    return table(("Point", "Win", "Push", "Lose", "Player expects per coin"), shown, (True, True, True, True, True))
