"""Widgets, screens and presenters take the typed state or view they draw, never ``typing.Any``.

A widget that took ``state: Any`` once ended the app when it was handed a label where the
game state belonged: no type checker could see it. Each signature (parameters, return, and
class or instance attributes declared with a type) is read here from the source, string
annotations included, so an ``Any`` cannot come back unnoticed; mypy's ``disallow_any_explicit``
for these packages (pyproject.toml) says the same to anyone running mypy.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import ceelo_tui

PACKAGE = Path(ceelo_tui.__file__).parent
BOUNDARIES = ("widgets", "screens", "presenters")


def annotations_in(tree: ast.AST) -> Iterator[ast.expr]:
    """Every annotation in ``tree``: each parameter's, each return's, each declared attribute's."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                if arg is not None and arg.annotation is not None:
                    yield arg.annotation
            if node.returns is not None:
                yield node.returns
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation


def any_names(typing_names: set[str], typing_modules: set[str], annotation: ast.expr) -> list[str]:
    """How ``annotation`` spells ``typing.Any``, if it does (a string annotation is read too)."""
    found: list[str] = []
    for node in ast.walk(annotation):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                inner = ast.parse(node.value, mode="eval").body
            except SyntaxError:
                continue
            found.extend(any_names(typing_names, typing_modules, inner))
        elif isinstance(node, ast.Name) and node.id in typing_names:
            found.append(node.id)
        elif (isinstance(node, ast.Attribute) and node.attr == "Any"
              and isinstance(node.value, ast.Name) and node.value.id in typing_modules):
            found.append(f"{node.value.id}.Any")
    return found


def uses_of_any(source: str) -> list[str]:
    """'line N: Any' for each signature or declared attribute of ``source`` that uses typing.Any."""
    tree = ast.parse(source)
    typing_names: set[str] = set()
    typing_modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in ("typing", "typing_extensions"):
            typing_names.update(alias.asname or alias.name for alias in node.names if alias.name == "Any")
        elif isinstance(node, ast.Import):
            typing_modules.update(alias.asname or alias.name for alias in node.names
                                  if alias.name in ("typing", "typing_extensions"))
    return [f"line {annotation.lineno}: {name}"
            for annotation in annotations_in(tree)
            for name in any_names(typing_names, typing_modules, annotation)]


def test_the_check_sees_any_however_it_is_spelled() -> None:
    source = (
        "import typing as t\nfrom typing import Any as Whatever\n"
        "def a(x: t.Any) -> None: ...\n"
        "def b(x: 'list[Whatever]') -> None: ...\n"
        "class C:\n    y: Whatever | None = None\n"
        "def d(x: 'AnyGame') -> int: ...\n"
    )
    assert uses_of_any(source) == ["line 3: t.Any", "line 4: Whatever", "line 6: Whatever"]


def test_no_widget_screen_or_presenter_takes_any() -> None:
    found = {
        str(path.relative_to(PACKAGE.parent)): uses
        for layer in BOUNDARIES
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        if (uses := uses_of_any(path.read_text(encoding="utf-8")))
    }
    assert found == {}
