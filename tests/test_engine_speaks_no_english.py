"""The engine records what happened; it should not say it. This scans the engine's source for
English: every string constant (and every f-string's literal text) holding two words or more,
docstrings left out (they speak to programmers).

The words still there are counted per module in :data:`STILL_SPEAKING`, each count with what
those words are and where they go: a ratchet. A module may lose English (then lower its
count here, so it cannot come back) but never gain it, and a module not listed has none.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import ceelo_tui.engine

ENGINE = Path(ceelo_tui.engine.__file__).parent

WORDY = re.compile(r"[A-Za-z]{2,}[,;:]? [A-Za-z]{2,}")
"""Word-like text: two words in a row (a single word is an identifier, a rule switch's value,
a move's kind or a phase's name, which the engine keys its data by)."""

STILL_SPEAKING: dict[str, tuple[int, str]] = {
    "pot_ranking.py": (1, "a programmer's error (pot_rank given rules of the banking game), never a player's"),
    "rules.py": (4, "the presets' names, which --preset takes as typed (Street payouts, West Coast ...)"),
}
"""What English is left in the engine, module by module: (how many word-like texts, what they are)."""


def _docstring_nodes(tree: ast.AST) -> set[int]:
    """The string constants that stand alone as statements: docstrings, and attribute docstrings."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for statement in body:
                if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                        and isinstance(statement.value.value, str)):
                    found.add(id(statement.value))
    return found


def english_in(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every word-like string constant or f-string in the module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstring_nodes(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skip.update(id(value) for value in node.values)
            text = "".join(str(value.value) if isinstance(value, ast.Constant) else "{}" for value in node.values)
            if WORDY.search(text):
                found.append((node.lineno, text))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
                and WORDY.search(node.value)):
            found.append((node.lineno, node.value))
    return sorted(found)


def test_the_scan_finds_english_and_leaves_docstrings(tmp_path: Path) -> None:
    module = tmp_path / "sample.py"
    module.write_text('"""A docstring says why."""\nX = "bank"\nY = f"{X} holds the bank."\n'
                      'def f() -> str:\n    """Another docstring here."""\n    return "put up a stake"\n')
    assert [text for _line, text in english_in(module)] == ["{} holds the bank.", "put up a stake"]


def test_the_engine_gains_no_english() -> None:
    counts = {path.name: len(english_in(path)) for path in sorted(ENGINE.glob("*.py"))}
    more = {name: (count, STILL_SPEAKING.get(name, (0, ""))[0]) for name, count in counts.items()
            if count > STILL_SPEAKING.get(name, (0, ""))[0]}
    assert not more, f"English added to the engine (found, allowed): {more}"


def test_the_allowlist_is_no_looser_than_the_engine() -> None:
    counts = {path.name: len(english_in(path)) for path in sorted(ENGINE.glob("*.py"))}
    looser = {name: (counts.get(name, 0), allowed) for name, (allowed, _why) in STILL_SPEAKING.items()
              if counts.get(name, 0) < allowed}
    assert not looser, f"English taken out of the engine: lower these counts (found, allowed): {looser}"


def test_the_round_log_and_its_records_speak_no_english() -> None:
    assert english_in(ENGINE / "events.py") == []
