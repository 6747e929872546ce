"""The exact odds in the chosen catalog's words: rows, edges, names, assumptions, JSON reports.

The engine's odds (:mod:`~ceelo_tui.engine.odds`, :mod:`~ceelo_tui.engine.chinchiro_odds`)
are numbers with rows named by identifiers; this says them, for the help, the setup's rules
panel and ``ceelo-tui odds`` alike (its ``--json`` keeps the words beside the figures, so a
reader of the JSON sees what the tables say). The rules' names live here too: a table's title
(:func:`game_rules_name`) and a saved game's rules in a few words (:func:`rules_brief`, in the
saved-games list and the resume offer, which setup shows before any game is imported).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ..engine.chinchiro_odds import (
    as_banking,
    bank_edge,
    chinchiro_chances,
    chinchiro_edge,
    chinchiro_outcomes,
    chinchiro_points,
    yaku_table,
)
from ..engine.dice import Role
from ..engine.odds import (
    BankerRow,
    CountRow,
    PlayerChances,
    banker_edge,
    banker_outcomes,
    banker_point_kinds,
    banker_points,
    decisive_table,
    permutation_table,
    player_chances,
    preset_of,
    roll_table,
)
from ..engine.phrase import Phrase
from ..engine.rules import CHINCHIRO, CLASSIC, PRESETS, HouseRules
from .catalog import WORDS
from .catalog.keyed import entry, label, say
from .catalog.rule_words import rules_in_words


def count_event(row: CountRow) -> str:
    """A counting table's event: 'Pair + 6', 'Instant win'."""
    return label(WORDS, "odds_event", row.event)


def what_words(whats: Sequence[Phrase], chinchiro: bool = False) -> str:
    """The rolls behind a row: '4-5-6, pair + 6'; in Chinchiro's words its own names."""
    return ", ".join(_what(what, chinchiro) for what in whats)


def _what(what: Phrase, chinchiro: bool) -> str:
    own = f"chinchiro_{what.key}"
    if chinchiro and hasattr(WORDS, own):
        return say(WORDS, Phrase(own, what.data))
    return say(WORDS, what)


def outcome_label(row: BankerRow, chinchiro: bool = False) -> str:
    """The banker's outcome, with what made it when the event is split: 'Instant win (4-5-6)'."""
    return WORDS.outcome_label(label(WORDS, "outcome", row.event), what_words(row.what, chinchiro))


def point_words(point: int, level: str = "") -> str:
    """A point as players say it: '5', or 'high 5' / 'low 5' under trips_high (``level``)."""
    return entry(WORDS, "point", level)(point) if level else str(point)


def edge_words(edge: Fraction, per_bet: bool = False) -> str:
    """'Banker's edge 2/81 = 2.4691 %: the bank wins 2.47 coins per 100 faded'."""
    return WORDS.banker_edge_words(str(edge), float(edge) * 100, per_bet)


def bank_edge_words(rules: HouseRules) -> str:
    """The bank's edge under ``rules`` in words (per coin bet in Chinchiro, faded elsewhere)."""
    return edge_words(bank_edge(rules), per_bet=rules.chinchiro)


def rules_name(rules: HouseRules) -> str:
    """The preset these rules are, or 'Custom'."""
    found = preset_of(rules)
    return found.name if found is not None else WORDS.custom_rules


def game_rules_name(rules: HouseRules) -> str:
    """The rules' name as a table's title says it: a preset's, or for Chinchiro 'Chinchiro' at
    the rules its tables play and 'Custom Chinchiro' at others."""
    if not rules.chinchiro:
        return rules_name(rules)
    return rules_name(rules) if rules == CHINCHIRO else WORDS.custom_chinchiro


def rules_brief(rules: HouseRules) -> str:
    """The house rules of a saved game in a few words: the preset they are, or the game's
    plain preset and the switches changed from it ('Winner take all + order=roll, dice=real')."""
    name = game_rules_name(rules)
    if preset_of(rules) is not None:
        return name
    if rules.chinchiro:  # Chinchiro's own rules, and what differs from them
        base, plain = "Chinchiro", CHINCHIRO.values()
    else:
        preset = next(p for p in PRESETS if p.name == ("Winner take all" if rules.winner_take_all else "Classic"))
        base, plain = preset.name, preset.rules.values()
    changed = [f"{switch}={value}" for switch, value in rules.values().items() if value != plain[switch]]
    return WORDS.rules_changed(base, changed)


def assumptions(rules: HouseRules) -> tuple[str, ...]:
    """What the banking game's figures for ``rules`` assume, the point bonus's whole coins too."""
    said = (WORDS.odds_assumption_exact, WORDS.odds_assumption_bankrolls, WORDS.odds_assumption_edge,
            WORDS.odds_assumption_unchanged)
    return said + ((WORDS.odds_assumption_bonus,) if rules.point_bonus else ())


def chinchiro_assumptions() -> tuple[str, ...]:
    """What Chinchiro's figures assume."""
    return (WORDS.odds_assumption_exact, WORDS.chinchiro_assumption_menashi, WORDS.chinchiro_assumption_payment,
            WORDS.chinchiro_assumption_edge, WORDS.chinchiro_assumption_shonben)


def yaku_rows(rules: HouseRules, role: Role) -> list[tuple[str, str, CountRow]]:
    """Chinchiro's kinds of roll for ``role``: (name, what it does, its count), in words."""
    return [(say(WORDS, name), say(WORDS, does), row) for name, does, row in yaku_table(rules, role)]


# ---------------------------------------------------------------------- JSON
def odds_report(rules: HouseRules = CLASSIC) -> dict[str, object]:
    """Every table of the banking game for ``rules`` as plain JSON-able data; fractions are
    strings ("2/81").

    Keys: rules, rules_name, rules_in_words, assumptions, banker_edge, banker_edge_float,
    banker_edge_percent, edge_in_words, permutations, decisive, banker_roll, player_roll,
    banker_outcomes, banker_points, player_chances.
    """
    edge = banker_edge(rules)
    return {
        "rules": rules.values(),
        "rules_name": rules_name(rules),
        "rules_in_words": rules_in_words(rules),
        "assumptions": list(assumptions(rules)),
        "banker_edge": str(edge),
        "banker_edge_float": float(edge),
        "banker_edge_percent": round(float(edge) * 100, 4),
        "edge_in_words": edge_words(edge),
        "permutations": [_count_json(row) for row in permutation_table()],
        "decisive": [_count_json(row) for row in decisive_table()],
        "banker_roll": [_count_json(row) for row in roll_table(rules, Role.BANKER)],
        "player_roll": [_count_json(row) for row in roll_table(rules, Role.PLAYER)],
        "banker_outcomes": [
            {
                "event": label(WORDS, "outcome", row.event),
                "what": what_words(row.what),
                "label": outcome_label(row),
                "pays": int(row.pays) if row.pays.denominator == 1 else str(row.pays),
                "pays_float": float(row.pays),
                "probability": str(row.probability),
                "probability_float": float(row.probability),
                "return": str(row.ret),
                "return_float": float(row.ret),
            }
            for row in banker_outcomes(rules)
        ],
        "banker_points": list(banker_points(rules)),
        "player_chances": {
            point_words(point, level): _chances_json(player_chances(point, rules, level=level))
            for point, level in banker_point_kinds(rules)
        },
    }


def chinchiro_report(rules: HouseRules = CHINCHIRO) -> dict[str, object]:
    """Chinchiro's tables for ``rules`` as plain JSON-able data; fractions are strings."""
    edge = chinchiro_edge(rules)
    banking = as_banking(rules)
    return {
        "rules": rules.values(),
        "rules_name": game_rules_name(rules),
        "rules_in_words": rules_in_words(rules),
        "assumptions": list(chinchiro_assumptions()),
        "banker_edge": str(edge),
        "banker_edge_float": float(edge),
        "banker_edge_percent": round(float(edge) * 100, 4),
        "edge_in_words": bank_edge_words(rules),
        "yaku": {
            role.value: [{"roll": name, "does": does, "count": row.count, "probability": str(row.probability)}
                         for name, does, row in yaku_rows(rules, role)]
            for role in Role
        },
        "banker_roll": [{"event": count_event(row), "count": row.count, "probability": str(row.probability)}
                        for row in roll_table(banking, Role.BANKER)],
        "banker_outcomes": [
            {"event": label(WORDS, "outcome", row.event), "what": what_words(row.what, chinchiro=True),
             "label": outcome_label(row, chinchiro=True), "pays": str(row.pays),
             "probability": str(row.probability), "return": str(row.ret)}
            for row in chinchiro_outcomes(rules)
        ],
        "player_chances": {
            str(point): {name: str(getattr(chinchiro_chances(point, rules), name))
                         for name in ("win", "push", "lose", "expected")}
            for point in chinchiro_points(rules)
        },
    }


def _count_json(row: CountRow) -> dict[str, object]:
    return {
        "event": count_event(row),
        "count": row.count,
        "total": row.total,
        "probability": str(row.probability),
        "probability_float": float(row.probability),
    }


def _chances_json(chances: PlayerChances) -> dict[str, object]:
    data: dict[str, object] = {}
    for name in ("win", "push", "lose", "expected"):
        value: Fraction = getattr(chances, name)
        data[name] = str(value)
        data[f"{name}_float"] = float(value)
    return data
