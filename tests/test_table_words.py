"""The presenters' (and the controller's, the host's, the saved games') words come from the
catalog: under the pseudo-locale every word of theirs is accented, and their modules hold no
English sentence of their own."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ceelo_tui"

SCANNED = sorted([*(path for folder in ("presenters", "saves", "controller", "net", "runtime") for path in (PACKAGE / folder).glob("*.py")),
                  PACKAGE / "web" / "server.py", PACKAGE / "web" / "guard.py", PACKAGE / "commands" / "host_view.py"])
"""The modules whose words belong in the catalog (the catalog's own modules are its words)."""

SENTENCE = re.compile(r"[A-Za-z]{2,}[,;:.!?]? +[A-Za-z]{2,}")
"""Two words in a row: the least of an English sentence or label."""

LOGGERS = frozenset({"log", "logger", "logging"})
"""Calls whose text goes only to the host's log on its stderr, which no player reads."""

ALLOWED: dict[str, frozenset[str]] = {
    # The engine's names of its presets, matched to choose how a saved game's rules are briefed.
    "odds_words.py": frozenset({"Winner take all"}),
    # The start of the engine's double-down events, which the settlement lists (the engine's
    # events become typed, and this match goes, with the events' own part of the work).
    "settlement_view.py": frozenset({"Double down"}),
    # A type's values (Literal["setup", "next game"]): what a key asked for, never shown.
    "table_session.py": frozenset({"next game"}),
    # An asyncio task's name (for a debugger), and a programmer's error (a call before start()).
    "table_client.py": frozenset({"table client {}", "not joined yet: await start() first"}),
    # The websocket's opening handshake: HTTP for the table's server, never shown.
    "websocket.py": frozenset({"GET {} HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                               "Sec-WebSocket-Key: {}\r\nSec-WebSocket-Version: 13\r\n\r\n"}),
    # A folder's name in the data folder, never shown.
    "server.py": frozenset({"browser tabs"}),
    # Style keys: how a widget colours the words, never shown.
    "styled.py": frozenset({"bold $text-success", "bold $text-error", "bold $text-accent"}),
}
"""Module -> strings that look like words but are not (each group says why)."""


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of ``tree`` (a module's, a class's, a function's, and the
    string under an assignment that documents it)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for index, stmt in enumerate(body):
            documents = index == 0 or isinstance(body[index - 1], (ast.Assign, ast.AnnAssign))
            if documents and isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                found.add(id(stmt.value))
    return found


def logged(tree: ast.AST) -> set[int]:
    """The ids of the string nodes handed to a logger (``log.warning("...")``)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id in LOGGERS):
            found |= {id(inner) for arg in node.args for inner in ast.walk(arg)}
    return found


def stylesheets(tree: ast.AST) -> set[int]:
    """The ids of the strings given to a Textual class's ``CSS`` or ``DEFAULT_CSS``: how it
    looks, never shown."""
    return {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Assign)
            and any(isinstance(target, ast.Name) and target.id in ("CSS", "DEFAULT_CSS") for target in node.targets)}


def sentences(path: Path) -> list[str]:
    """The English sentences in ``path``'s string constants and f-strings, docstrings, log
    lines and stylesheets left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree) | logged(tree) | stylesheets(tree)
    texts: list[str] = []
    parts_of_fstrings = {id(value) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for value in node.values}
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            texts.append("".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "{}"
                                 for v in node.values))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in parts_of_fstrings:
            texts.append(node.value)
    allowed = ALLOWED.get(path.name, frozenset())
    return [text for text in texts if SENTENCE.search(text) and text not in allowed]


@pytest.mark.parametrize("path", SCANNED, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_english_sentence_outside_the_catalog(path: Path) -> None:
    assert sentences(path) == []


def test_the_scan_finds_a_sentence_typed_into_a_module(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text('"""Its docstring."""\nimport logging\nlog = logging.getLogger()\n'
                      'def f(name):\n    """Says hello."""\n    log.warning("the log only")\n'
                      '    return f"{name} rolls the dice", "bold"\n', encoding="utf-8")
    assert sentences(module) == ["{} rolls the dice"]


@pytest.mark.slow
def test_every_presenter_family_speaks_only_from_the_catalog() -> None:
    """Games of each kind played through and every presenter family's words under the
    pseudo-locale: no plain word is left but the players' names and what the engine said."""
    env = dict(os.environ, CEELO_TUI_LANG="pseudo")
    out = subprocess.run([sys.executable, str(ROOT / "tests" / "pseudo_table_words.py")], env=env,
                         capture_output=True, text=True, check=True, cwd=ROOT)
    found = json.loads(out.stdout)
    assert found["plain"] == {}
    assert found["accented"] > 1000


@pytest.mark.slow
def test_the_pseudo_check_sees_words_that_skip_the_catalog() -> None:
    """In English nothing is accented, so the same check finds the plain words: it would find
    a sentence typed straight into a presenter."""
    env = dict(os.environ, CEELO_TUI_LANG="en")
    out = subprocess.run([sys.executable, str(ROOT / "tests" / "pseudo_table_words.py")], env=env,
                         capture_output=True, text=True, check=True, cwd=ROOT)
    found = json.loads(out.stdout)
    assert {"holds", "stake", "settled"} <= set(found["plain"]) and found["accented"] == 0


def test_no_two_parts_of_the_catalog_say_one_entry() -> None:
    """Each entry is said by one part of the English catalog: a name two parts define would
    make one of them silently answer for the other (the first in the class's order wins)."""
    from ceelo_tui.presenters.catalog import English
    from ceelo_tui.presenters.catalog.en.numbers import NumberWords

    owners: dict[str, list[str]] = {}
    for part in English.__mro__[1:]:
        if part in (object, NumberWords):
            continue
        for name in vars(part):
            if not name.startswith("_"):
                owners.setdefault(name, []).append(part.__name__)
    assert {name: parts for name, parts in owners.items() if len(parts) > 1} == {}
