"""No import circle among ceelo_tui's modules, and every import runs down the layers.

Every import counts: at the top of a module, inside a function (a lazy import) and under
``TYPE_CHECKING``. Screens, widgets, the autosave and the computer seats reach the app
through ``ceelo_tui/app_protocol.py`` (a ``typing.Protocol``), never by importing ``app.py``.

The layers, lowest first (the house plan): the engine; the services around it (saved games,
settings, the autosave, the computer seats' driver); the presenters (words from states);
Textual's adjustments; the widgets; the screens; the app and the commands. A module may import
its own layer and the layers below, never one above: a widget never reaches for a screen.
"""

from __future__ import annotations

import ast
import importlib
import types
import typing
from pathlib import Path

import ceelo_tui

PACKAGE = Path(ceelo_tui.__file__).parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The ceelo_tui modules ``path`` imports, anywhere in it."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            targets = [stem] + [f"{stem}.{alias.name}" for alias in node.names]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def graph() -> dict[str, set[str]]:
    paths = list(PACKAGE.rglob("*.py"))
    modules = {module_name(path) for path in paths}
    return {module_name(path): imports_of(path, modules) for path in paths}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the list of modules around it, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for start in sorted(edges):
        if start not in state:
            cycle = visit(start)
            if cycle:
                return cycle
    return None


def test_the_walk_sees_lazy_and_type_checking_imports() -> None:
    edges = graph()
    assert "ceelo_tui.screens.table" in edges["ceelo_tui.app"]  # imported inside a method
    assert "ceelo_tui.saves.autosave" in edges["ceelo_tui.app_protocol"]  # imported under TYPE_CHECKING
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_circle() -> None:
    assert find_cycle(graph()) is None


def test_nothing_but_the_commands_imports_the_app() -> None:
    importers = {name for name, targets in graph().items() if "ceelo_tui.app" in targets}
    assert all(name.startswith("ceelo_tui.commands") for name in importers), importers


LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("ceelo_tui.engine",)),
    ("catalog", ("ceelo_tui.presenters.catalog",)),
    ("services", ("ceelo_tui.saves", "ceelo_tui.controller", "ceelo_tui.app_protocol",
                  "ceelo_tui.runtime", "ceelo_tui.web", "ceelo_tui.net")),
    ("presenters", ("ceelo_tui.presenters",)),
    ("textual_compat", ("ceelo_tui.textual_compat",)),
    ("widgets", ("ceelo_tui.widgets",)),
    ("screens", ("ceelo_tui.screens",)),
    ("app", ("ceelo_tui.app", "ceelo_tui.commands", "ceelo_tui.__main__", "ceelo_tui.web.server",
             "ceelo_tui")),
)
"""Each layer and the modules (or packages) in it, lowest first."""


def layer_of(module: str) -> int:
    """The index of the layer ``module`` belongs to (its longest matching prefix; the package
    ``ceelo_tui`` itself is no prefix), or -1."""
    best, depth = -1, -1
    for index, (_name, members) in enumerate(LAYERS):
        for member in members:
            inside = module.startswith(member + ".") and member != "ceelo_tui"
            if (module == member or inside) and member.count(".") > depth:
                best, depth = index, member.count(".")
    return best


def test_every_module_has_a_layer() -> None:
    """A new module is placed on purpose (add it to :data:`LAYERS`), not left out of the check."""
    homeless = [name for name in graph() if layer_of(name) < 0]
    assert not homeless, homeless
    assert layer_of("ceelo_tui.something_new") < 0


def test_imports_only_run_down_the_layers() -> None:
    upward = sorted(
        f"{name} ({LAYERS[layer_of(name)][0]}) imports {target} ({LAYERS[layer_of(target)][0]})"
        for name, targets in graph().items() for target in targets if layer_of(target) > layer_of(name))
    assert not upward, "\n".join(upward)


def test_the_layer_check_sees_an_upward_import() -> None:
    assert layer_of("ceelo_tui.widgets.odds_line") > layer_of("ceelo_tui.presenters.words")
    assert layer_of("ceelo_tui.screens.table") > layer_of("ceelo_tui.widgets.key_bar")
    assert layer_of("ceelo_tui.engine.game") == 0
    assert layer_of("ceelo_tui.web.server") > layer_of("ceelo_tui.web.guard")  # a module may sit above its package



VIEW_PACKAGES = ("ceelo_tui.widgets", "ceelo_tui.screens")
"""What draws and maps keys: it takes what it shows from the presenters (view objects and the
words in them) and may name only the engine's types."""


def is_type(value: object) -> bool:
    """True for a class (a state, an enum, an error, a move) or a type alias (``Dice``, ``AnyGame``)."""
    alias = getattr(typing, "TypeAliasType", types.UnionType)  # a ``type X = ...`` statement (3.12)
    return isinstance(value, (type, types.UnionType, alias)) or typing.get_origin(value) is not None


def engine_names(source: str, name: str, modules: set[str]) -> list[tuple[str, str]]:
    """Every (engine module, name) the module ``name`` (its text: ``source``) imports,
    anywhere in it; a whole module imported gives the name ''."""
    package = name.rsplit(".", 1)[0]
    found: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend((alias.name, "") for alias in node.names if alias.name.startswith("ceelo_tui.engine"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            if stem == "ceelo_tui.engine" or stem.startswith("ceelo_tui.engine."):
                for alias in node.names:
                    whole = f"{stem}.{alias.name}"
                    found.append((whole, "") if whole in modules else (stem, alias.name))
    return found


def not_types(sources: dict[str, str]) -> list[str]:
    """What the modules (name: source) import from the engine that is not a type."""
    modules = set(graph())
    wrong = []
    for name, source in sources.items():
        for module, imported in engine_names(source, name, modules):
            if not imported or not is_type(getattr(importlib.import_module(module), imported)):
                wrong.append(f"{name} imports {module}{'.' + imported if imported else ''}")
    return sorted(wrong)


def test_widgets_and_screens_import_only_the_engines_types() -> None:
    """A widget or screen that computes with the engine (a function, a constant, a module)
    fails here: what it draws comes through a presenter's view, so the words and the rules
    they follow live in one place. Imports under ``TYPE_CHECKING`` count too."""
    sources = {module_name(path): path.read_text(encoding="utf-8") for path in PACKAGE.rglob("*.py")
               if module_name(path).startswith(VIEW_PACKAGES)}
    wrong = not_types(sources)
    assert not wrong, "\n".join(wrong)


def test_the_type_check_sees_a_function_a_constant_and_a_module() -> None:
    source = ("from ..engine.numbers import signed\nfrom ..engine.seating import MAX_NAME\n"
              "from ..engine import stats\nimport ceelo_tui.engine.dice\n"
              "from ..engine.game import GameState\nfrom ..engine.games import AnyGame\n"
              "from ..engine.dice import Dice\nfrom ..engine.journal import Move\n")
    assert not_types({"ceelo_tui.widgets.some_widget": source}) == [
        "ceelo_tui.widgets.some_widget imports ceelo_tui.engine.dice",
        "ceelo_tui.widgets.some_widget imports ceelo_tui.engine.numbers.signed",
        "ceelo_tui.widgets.some_widget imports ceelo_tui.engine.seating.MAX_NAME",
        "ceelo_tui.widgets.some_widget imports ceelo_tui.engine.stats",
    ]
