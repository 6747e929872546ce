"""The engine's descriptive texts are the catalog's: its modules hold no English sentence.

The house rules, the odds, the computer styles, the journal, the match and the statistics
choose what to say (a :class:`~ceelo_tui.engine.phrase.Phrase`: a catalog entry's name and
its data) and leave the words to ``ceelo_tui/presenters/catalog``, so another language is one
more catalog. :mod:`english_scan` reads each module's string constants for words.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from english_scan import english_in

import ceelo_tui.engine
from ceelo_tui.engine.errors import RuleError
from ceelo_tui.engine.phrase import phrase
from ceelo_tui.engine.rules import PRESETS, preset
from ceelo_tui.presenters.catalog import catalog
from ceelo_tui.presenters.catalog.keyed import say

ENGINE = Path(ceelo_tui.engine.__file__).parent

SILENT = ("rules", "odds", "chinchiro_odds", "chinchiro_words", "cpu", "journal", "match", "stats", "games", "phrase")
"""The engine's modules of descriptive texts (the play's words are the turn machines')."""

PRESET_NAMES = tuple(item.name for item in PRESETS)
"""The presets' names stay in the engine: they are what ``--preset`` takes and a saved setup
names, identifiers a player types, as a switch's name is (their blurbs are the catalog's)."""


@pytest.mark.parametrize("module", SILENT)
def test_the_module_holds_no_english_sentence(module: str) -> None:
    assert english_in(ENGINE / f"{module}.py", allowed=PRESET_NAMES if module == "rules" else ()) == []


def test_the_scan_finds_a_sentence_and_passes_identifiers(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text('"""A docstring, left out."""\n'
                      'def f(x: "Setup") -> "Move":\n'
                      '    """Its docstring."""\n'
                      '    if x == "first_broke" or x == "dice=real":\n'
                      '        raise ValueError(f"{x} must be one of these")\n'
                      '    return "Classic"\n', encoding="utf-8")
    assert english_in(source) == ["5: ' must be one of these'", "6: 'Classic'"]
    assert english_in(source, allowed=("Classic",)) == ["5: ' must be one of these'"]


def test_a_refusal_is_said_in_the_catalog_installed() -> None:
    """The engine raises a phrase; ``str(error)`` is the installed catalog's words, and the
    pseudo-locale accents them while what the player typed stays as typed."""
    with pytest.raises(RuleError) as refused:
        preset("Nope")
    problem = refused.value.args[0]
    assert problem == phrase("rule_error_preset", "'Nope'", PRESET_NAMES)
    assert str(refused.value) == "Unknown preset 'Nope'. Presets: " + ", ".join(PRESET_NAMES) + "."
    pseudo = say(catalog("pseudo"), problem)
    assert pseudo.startswith("Ŭƞķƞǿẇƞ ƥřḗşḗŧ 'Nope'. Ƥřḗşḗŧş: Classic, Street payouts")


def test_a_computer_seats_words_are_the_catalogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The styles' paragraphs and what a seat is about to do come from the catalog: under the
    pseudo-locale they are accented, the seat's name and style kept as they are."""
    from ceelo_tui.controller import cpu_words
    from ceelo_tui.engine.journal import Move
    from ceelo_tui.engine.match import Match

    state = Match.start(["Ann", "Cy"], 10, seed=1, styles=[None, "cautious"]).state
    assert cpu_words.intent_words(state, Move("fade", seat=1, amount=3)) == "Cy (computer, cautious) will fade 3 coins…"
    monkeypatch.setattr(cpu_words, "WORDS", catalog("pseudo"))
    assert cpu_words.intent_words(state, Move("fade", seat=1, amount=3)) == "Cy (ƈǿḿƥŭŧḗř, cautious) ẇīŀŀ ƒȧḓḗ 3 ƈǿīƞş…"
    assert cpu_words.style_words()["bold"].startswith("Ƥŀȧẏş ŧǿ ẇīƞ ƀīɠ.")


def _named_phrases(path: Path) -> set[str]:
    """The entry names the module's ``phrase("...")`` calls give as plain strings."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {call.args[0].value for call in ast.walk(tree)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "phrase"
            and call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)}


@pytest.mark.parametrize("module", SILENT)
def test_every_phrase_the_module_names_is_in_the_catalog(module: str) -> None:
    """A phrase without its entry would fail where it is shown: every name the engine writes
    out is one the English catalog has (names built from a switch's value are said by the
    rules' own tests, for every value)."""
    english = catalog("en")
    assert sorted(key for key in _named_phrases(ENGINE / f"{module}.py") if not hasattr(english, key)) == []


def test_the_odds_and_a_computer_seats_refusals_read_as_before() -> None:
    """Refusals raised with a phrase read, through ``str``, as the sentences they were."""
    from ceelo_tui.engine.chinchiro_odds import chinchiro_edge
    from ceelo_tui.engine.cpu_styles import check_style
    from ceelo_tui.engine.errors import CeeloError
    from ceelo_tui.engine.odds import banker_edge, player_chances
    from ceelo_tui.engine.rules import CLASSIC, HouseRules

    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: chinchiro_edge(CLASSIC), "These odds are Chinchiro's (mode=chinchiro)."),
        (lambda: banker_edge(HouseRules(mode="pot")),
         "The odds are for the banking game (mode=bank): winner take all has no bank, so there is no banker's edge."),
        (lambda: player_chances(6), "A banker can hold only points 2, 3, 4, 5 under these rules, not 6."),
        (lambda: check_style("wild"), "Unknown computer style 'wild'. Styles: cautious, bold, shrewd."),
        (lambda: check_style("w" * 30), "Unknown computer style that. Styles: cautious, bold, shrewd."),
    ]
    for call, said in cases:
        with pytest.raises(CeeloError) as refused:
            call()
        assert str(refused.value) == said


def test_a_saved_games_rules_are_briefed_whatever_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules that are no preset are told by what they change, in any language: whether they are
    a preset is the engine's answer, not a comparison with the English word 'Custom'."""
    from ceelo_tui.engine.rules import HouseRules
    from ceelo_tui.presenters import odds_words
    from ceelo_tui.presenters.odds_words import rules_brief

    monkeypatch.setattr(odds_words, "WORDS", catalog("pseudo"))
    assert rules_brief(HouseRules(payouts="street", must_fade=True)) == "Classic + payouts=street, must_fade=on"
    assert rules_brief(HouseRules()) == "Classic"
