"""Finds English words in a module's string constants, for the tests that keep the engine silent.

The engine records what happened and chooses what to say; the words are the catalog's
(``ceelo_tui/presenters/catalog``). A sentence typed into an engine module would reach a
player without a catalog to translate it, so a test reads each module's syntax tree and
lists every string constant (f-strings' literal parts included) that reads as words:

- two or more words of letters (``"the bank pays"``, ``" is not "``), or
- one capitalised word (``"Classic"``, ``"Out"``).

Left out are the strings that speak to programmers or to Python: docstrings, type
annotations written as strings (``-> "Setup"``), a ``TypeVar``'s name and a ``TypeAlias``'s
value. Allowed are identifiers the engine compares and stores, such as a switch's name and
values (``"payouts"``, ``"first_broke"``, ``"dice=real"``), a move's kind, a record's format
(``"ceelo-journal"``) or a catalog entry's name (``"rule_payouts_street"``): one token in lower
case, maybe with digits and ``_ - : = . +`` inside, no space. A module may name a few more
constants it must keep (a preset's name that ``--preset`` takes, say): the caller passes them
as ``allowed``, each with its reason there.
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

IDENTIFIER = re.compile(r"[a-z0-9_:=.+-]+")
"""One token in lower case: a name or value the program compares, not words a player reads."""


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


def _python(tree: ast.AST) -> set[int]:
    """The ids of the constants that are Python's, not a player's: string annotations, a
    ``TypeVar``'s name, a ``TypeAlias``'s value."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg, arguments.kwarg]
            roots += [arg.annotation for arg in every if arg is not None and arg.annotation is not None]
            roots += [node.returns] if node.returns is not None else []
        elif isinstance(node, ast.AnnAssign):
            roots.append(node.annotation)
            if ast.unparse(node.annotation).endswith("TypeAlias") and node.value is not None:
                roots.append(node.value)
        elif isinstance(node, ast.Call) and ast.unparse(node.func).endswith("TypeVar") and node.args:
            roots.append(node.args[0])
    return {id(inner) for root in roots for inner in ast.walk(root)}


def english_in(path: Path, allowed: Iterable[str] = ()) -> list[str]:
    """Every string constant of the module at ``path`` that reads as English, as 'line: text',
    in the order of the lines."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _python(tree)
    keep = set(allowed)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or id(node) in skip:
            continue
        text = node.value
        if text in keep or IDENTIFIER.fullmatch(text):
            continue
        if WORDS.search(text) or CAPITALISED.search(text):
            found.append((node.lineno, text))
    return [f"{line}: {text!r}" for line, text in sorted(found)]
