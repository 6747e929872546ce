"""The engine stays pure Python: importing every engine module loads neither textual nor rich."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import ceelo_tui.engine

PROBE = """
import importlib, json, pkgutil, sys
import ceelo_tui.engine as engine
names = sorted(m.name for m in pkgutil.iter_modules(engine.__path__, engine.__name__ + "."))
for name in names:
    importlib.import_module(name)
ui = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(json.dumps({"modules": names, "ui": ui}))
"""


def test_engine_imports_no_ui_library() -> None:
    root = Path(ceelo_tui.engine.__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=root, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    expected = {f"ceelo_tui.engine.{p.stem}" for p in Path(ceelo_tui.engine.__file__).parent.glob("*.py") if p.stem != "__init__"}
    assert set(report["modules"]) == expected
    assert {"ceelo_tui.engine.game", "ceelo_tui.engine.odds", "ceelo_tui.engine.dice"} <= expected
    assert report["ui"] == [], f"the engine pulled in {report['ui'][:5]}"


def test_engine_source_names_no_ui_library() -> None:
    """A second guard that also catches an import hidden inside a function."""
    for path in Path(ceelo_tui.engine.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            words = line.strip().split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert words[1].split(".")[0] not in ("textual", "rich"), f"{path.name}: {line.strip()}"
