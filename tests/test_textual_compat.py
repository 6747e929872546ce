"""The private Textual names that ``ceelo_tui/textual_compat/`` relies on are still there,
and no other module of ceelo-tui touches a private Textual name; likewise for the two settings
the tests themselves make (``tests/textual_test_speed.py``, at the end).

Run this first when trying a newer Textual: a failure names the workaround to look at again
(perhaps upstream fixed it, and the workaround can go).
"""

from __future__ import annotations

import ast
import gc
import inspect
import weakref
from pathlib import Path

import textual
from textual import _wait
from textual._styles_cache import StylesCache
from textual.command import CommandList, CommandPalette
from textual.css.stylesheet import Stylesheet
from textual.filter import ANSIToTruecolor
from textual.widget import Widget
from textual.widgets import Select, _select

import ceelo_tui
from ceelo_tui.textual_compat import (
    GuardedSelectOverlay,
    SafeCommandPalette,
    select_parts,
)

from table_driver import SIZE, make_app, scripted_match
from textual_test_speed import IDLE_WINDOW

PACKAGE = Path(ceelo_tui.__file__).parent

PRIVATE_NAMES = {
    "_bindings", "_installed_screens", "_screen_stack", "__watchers", "_index_to_line", "_move_page",
    "_gather_commands", "_GATHER_COMMANDS_GROUP", "_type_to_search", "_select", "_footer",
    "_placeholder", "_on_click", "_styles_cache", "_process",
}
"""Textual's private names that ceelo-tui has needed; only the textual_compat package may use them."""


def test_the_select_overlay_is_where_the_workaround_expects_it() -> None:
    assert issubclass(_select.SelectOverlay, textual.widgets.OptionList)
    assert callable(getattr(_select.SelectOverlay, "_move_page", None))
    overlay = GuardedSelectOverlay()
    assert isinstance(overlay._index_to_line, dict)  # the map the page keys read
    select = Select([("a", 1)])
    assert isinstance(select._type_to_search, bool)
    assert select._allow_blank and not Select([("a", 1)], allow_blank=False)._allow_blank


def test_select_parts_match_what_select_composes() -> None:
    source = inspect.getsource(Select.compose)
    assert "SelectCurrent(self.prompt)" in source
    assert "SelectOverlay(type_to_search=self._type_to_search)" in source
    assert "compact=Select.compact" in source  # the list is bound to the Select's compactness
    assert inspect.isgeneratorfunction(select_parts)
    # What a chooser's parts are made marked with: the class the value line's has_value puts on.
    assert 'self.set_class(has_value, "-has-value")' in inspect.getsource(_select.SelectCurrent._watch_has_value)


def test_the_command_palette_search_is_where_the_workaround_expects_it() -> None:
    assert isinstance(CommandPalette._GATHER_COMMANDS_GROUP, str)
    wrapped = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]  # work() is typed without the __wrapped__ it keeps
    assert inspect.iscoroutinefunction(wrapped)
    assert list(inspect.signature(wrapped).parameters) == ["self", "search_value"]
    assert SafeCommandPalette._gather_commands is not CommandPalette._gather_commands
    assert callable(getattr(CommandList, "_on_click", None))
    source = inspect.getsource(CommandPalette.compose)
    assert "placeholder=self._placeholder" in source and "CommandList()" in source


def test_the_method_caches_that_outlive_an_app_are_where_the_workaround_expects_them() -> None:
    for cached in (StylesCache.get_inner_outer, ANSIToTruecolor.truecolor_style):
        assert callable(getattr(cached, "cache_clear", None)) and callable(getattr(cached, "cache_info", None))


async def test_nothing_an_ended_app_drew_stays_in_textuals_caches() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [], first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("8", "enter")
        await pilot.pause()
        drawn = [weakref.ref(widget._styles_cache) for widget in app.screen.walk_children(Widget)]
        assert StylesCache.get_inner_outer.cache_info().currsize > 0  # filled as the table drew
    del app, pilot
    gc.collect()
    assert StylesCache.get_inner_outer.cache_info().currsize == 0
    assert ANSIToTruecolor.truecolor_style.cache_info().currsize == 0
    assert len(drawn) > 40 and all(ref() is None for ref in drawn)  # every widget's cache is freed


def private_uses(path: Path) -> set[str]:
    """Private Textual names a module uses: imports from a private Textual module, and
    attributes or names from :data:`PRIVATE_NAMES`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("textual"):
            if any(part.startswith("_") for part in node.module.split(".")):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("textual") and any(p.startswith("_") for p in alias.name.split(".")):
                    found.add(alias.name)
        elif isinstance(node, ast.Attribute) and node.attr in PRIVATE_NAMES:
            found.add(node.attr)
        elif isinstance(node, ast.Constant) and node.value in PRIVATE_NAMES:
            found.add(str(node.value))
        elif isinstance(node, ast.FunctionDef) and node.name in PRIVATE_NAMES:
            found.add(node.name)
    return found


def test_no_module_but_the_compat_module_touches_textual_insides() -> None:
    offenders = {
        str(path.relative_to(PACKAGE)): uses
        for path in PACKAGE.rglob("*.py")
        if "textual_compat" not in path.parts and (uses := private_uses(path))
    }
    assert offenders == {}
    assert private_uses(PACKAGE / "textual_compat" / "__init__.py")  # the scan does find them


def test_every_dialog_gets_its_adjustments_from_the_one_base_class() -> None:
    """Each modal screen of the game derives from DialogScreen, so none misses an adjustment or
    stacks them in the wrong order; each place derives from PlaceScreen."""
    import importlib
    import inspect
    import pkgutil

    from textual.screen import ModalScreen, Screen

    import ceelo_tui.screens as screens
    from ceelo_tui.screens.base import PlaceScreen
    from ceelo_tui.screens.dialog import DialogScreen

    found = []
    for info in pkgutil.iter_modules(screens.__path__):
        module = importlib.import_module(f"ceelo_tui.screens.{info.name}")
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or cls in (DialogScreen, PlaceScreen):
                continue
            if issubclass(cls, ModalScreen):
                assert issubclass(cls, DialogScreen), cls
                found.append(cls.__name__)
            elif issubclass(cls, Screen) and cls.__name__ != "TooSmallScreen":
                assert issubclass(cls, PlaceScreen), cls
    assert {"HelpScreen", "HistoryScreen", "SavedGamesScreen", "YesNoDialog", "QuitScreen"} <= set(found)


def test_textual_serve_keeps_a_tabs_process_where_the_workaround_reads_it() -> None:
    """``serve_process.tab_process`` reads textual-serve's ``AppService._process``."""
    import asyncio

    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    from ceelo_tui.textual_compat.serve_process import tab_process

    async def sent(_data: bytes | str) -> None:
        return None

    async def closed() -> None:
        return None

    service = AppService("true", write_bytes=sent, write_str=sent, close=closed, download_manager=DownloadManager())
    assert service._process is None and tab_process(service) is None  # declared before it starts

    async def started() -> bool:
        await service._open_app_process()
        try:
            return tab_process(service) is service._process is not None
        finally:
            process = tab_process(service)
            if process is not None:
                await process.wait()

    assert asyncio.run(started())


# ---------------------------------------------------------------- the tests' own settings
def test_the_pilots_idle_probe_reads_the_window_the_tests_set() -> None:
    """``textual_test_speed.shorter_idle_windows`` sets ``textual._wait``'s two constants,
    which its ``wait_for_idle`` (what the pilot waits with) reads as it runs."""
    source = inspect.getsource(_wait.wait_for_idle)
    assert "sleep(SLEEP_GRANULARITY)" in source and "cpu_elapsed < SLEEP_IDLE" in source
    assert _wait.SLEEP_GRANULARITY == IDLE_WINDOW  # conftest.py set it
    assert _wait.SLEEP_IDLE == IDLE_WINDOW / 20


def test_parsed_style_sheets_are_shared_only_under_the_same_variables() -> None:
    """``textual_test_speed.share_parsed_style_sheets`` answers ``Stylesheet._parse_rules``
    from what another app parsed, never across different theme variables."""
    textuals_own = inspect.getsource(Stylesheet._parse_rules.alone)  # type: ignore[attr-defined]  # set by the tests
    # What Textual's parse reads: the key of its own cache, and the variables (part of our key).
    assert "cache_key = (css, read_from, is_default_rules, tie_breaker, scope)" in textuals_own
    assert "variable_tokens=self._variable_tokens" in textuals_own
    # The sheet's own cache is asked first under that key, and emptied when its variables change.
    assert "return self._parse_cache[cache_key]" in textuals_own
    assert "self._parse_cache.clear()" in inspect.getsource(Stylesheet.set_variables)
    css, where = "Label { color: $accent; }", ("test", "Label.DEFAULT_CSS")
    first, again = Stylesheet(variables={"accent": "red"}), Stylesheet(variables={"accent": "red"})
    other = Stylesheet(variables={"accent": "blue"})
    rules = first._parse_rules(css, where, is_default_rules=True, tie_breaker=-1, scope="Label")
    assert again._parse_rules(css, where, is_default_rules=True, tie_breaker=-1, scope="Label") is rules
    assert other._parse_rules(css, where, is_default_rules=True, tie_breaker=-1, scope="Label") is not rules
    assert first._parse_rules(css, where, is_default_rules=True, tie_breaker=0, scope="Label") is not rules
    assert [str(rule.styles.color) for rule in rules] != [str(rule.styles.color) for rule in
                                                          other._parse_rules(css, where, True, -1, "Label")]
    first.set_variables({"accent": "blue"})  # a change of theme: the sheet's own answer goes too
    assert first._parse_rules(css, where, is_default_rules=True, tie_breaker=-1, scope="Label") is not rules
