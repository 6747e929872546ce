"""Finds English words in a module's string constants, for the tests that keep the engine silent.

The engine records what happened and chooses what to say; the words are the catalog's
(``ceelo_tui/presenters/catalog``). A sentence typed into an engine module would reach a
player without a catalog to translate it, so a test reads each module's syntax tree and
lists every string constant (f-strings' literal parts included) that reads as words:

- two or more words of letters (``"the bank pays"``, ``" is not "``), or
- one capitalised word (``"Classic"``, ``"Out"``).

Docstrings are left out (they speak to programmers). What stays allowed are identifiers the
engine compares and stores, such as a switch's name and values (``"payouts"``,
``"first_broke"``, ``"rounds:N"``), a move's kind or a catalog entry's name
(``"rule_payouts_street"``): one word in lower case, maybe with digits and ``_ - : = .``
inside. A module may name a few more constants it must keep (a preset's name that
``--preset`` takes, say): the caller passes them as ``allowed``, each with its reason there.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path

WORDS = re.compile(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}")
"""Two words of letters with something between them (a space, a comma, an apostrophe ...)."""

CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")
"""One word written as a sentence or a name starts."""


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the constants that are a module's, class's or function's docstring, or a
    string alone as a statement (an attribute's docstring)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)  # a lambda's body is one expression, not statements
        for statement in body if isinstance(body, list) else ():
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                found.add(id(statement.value))
    return found


def english_in(path: Path, allowed: Iterable[str] = ()) -> list[str]:
    """Every string constant of the module at ``path`` that reads as English, as 'line: text'."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    keep = set(allowed)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or id(node) in skip:
            continue
        text = node.value
        if text in keep:
            continue
        if WORDS.search(text) or CAPITALISED.search(text):
            found.append(f"{node.lineno}: {text!r}")
    return found
