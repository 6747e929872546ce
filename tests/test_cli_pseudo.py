"""The commands speak from the catalog: under the pseudo-locale no plain word of ours is left.

``CEELO_TUI_LANG=pseudo`` accents every letter of the catalog's words, so a sentence typed
straight into a command stays in plain letters. Each command runs as a person runs it (a new
process: the language is chosen at start), and every plain word in what it prints must be
one the catalog hands on as it is (see :func:`plain_words`).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from english_scan import english_in

import ceelo_tui.commands
from ceelo_tui.__main__ import COMMANDS
from ceelo_tui.commands.export import FORMATS
from ceelo_tui.engine.cpu_styles import PROFILES
from ceelo_tui.engine.rules import PRESETS, SWITCHES
from ceelo_tui.saves.store import ENV_VAR, GameStore

from saving_driver import play_out, start

ARGPARSE = ("usage:", "positional arguments:", "options:", "show this help message and exit")
"""argparse's own words (Python's, in its own language), taken out before the check."""

IDENTIFIERS = frozenset(
    {*SWITCHES, *(part for values in SWITCHES.values() for value in values for part in value.split(":")),
     *COMMANDS, *PROFILES, *FORMATS, "ceelo-tui", "red-pips", "none", "never"}
)
"""Words a player types as they are, so the catalog passes them on unaccented: the switches'
names and values, the commands' names, the computer styles, export's formats, the program's
name and the --first-banker, --away-after and TEXTUAL_ANIMATIONS values."""

TOKEN = re.compile(r"(?<![A-Za-z0-9_$-])[-$]*[A-Za-z][A-Za-z0-9_.=|:+\-\[\]]*")
"""A run of plain (ASCII) letters with the marks an identifier or option may hold; an accented
word has none of these letters, so it is not a token."""


def plain_words(text: str, *kept: str) -> list[str]:
    """The tokens of plain letters in ``text`` that are not allowed through as they are.

    Allowed: argparse's own phrases and the ``kept`` texts (a folder's path, the presets'
    names, which ``--preset`` takes as typed), an option (``--players``), a metavar or an
    environment variable in capitals (``NAME=VALUE``, ``$CEELO_TUI_DATA``), and
    :data:`IDENTIFIERS`, alone or joined by ``= | :`` (``payouts=even|street``).
    """
    text = " ".join(text.split())  # argparse wraps its lines, a name too
    for phrase in (*ARGPARSE, *kept):
        text = text.replace(phrase, " ")
    found = []
    for token in TOKEN.findall(text):
        bare = token.strip(".:[]")
        if bare.startswith("-") or re.fullmatch(r"\$?[A-Z][A-Z0-9_=\[\]]*", bare):
            continue
        parts = [part for part in re.split(r"[=|:,]", bare) if part and not part.isdigit()]
        if parts and all(part in IDENTIFIERS or re.fullmatch(r"[A-Z]+", part) for part in parts):
            continue
        found.append(token)
    return found


def pseudo_run(*argv: str, data: Path) -> str:
    """What ``ceelo-tui ARGV`` prints under the pseudo-locale (stdout and stderr), checked to succeed."""
    env = {**os.environ, "CEELO_TUI_LANG": "pseudo", ENV_VAR: str(data), "COLUMNS": "100"}
    done = subprocess.run([sys.executable, "-m", "ceelo_tui", *argv], capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout + done.stderr


PRESET_NAMES = tuple(item.name for item in PRESETS)

COMMANDS_DIR = Path(ceelo_tui.commands.__file__).parent


def test_plain_words_finds_a_sentence_and_passes_identifiers() -> None:
    text = "usage: ceelo-tui [ƥŀȧẏ] --players NAMES payouts=even|street Ƥŀȧẏ ẏǿŭř ɠȧḿḗ; Classic No saved games"
    assert plain_words(text, *PRESET_NAMES) == ["No", "saved", "games"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "argv",
    [("--help",), ("odds",), ("odds", "--rule", "mode=chinchiro"), ("odds", "--rule", "point_bonus=on"),
     ("odds", "--rule", "mode=pot"), ("history",), ("history", "--help"), ("odds", "--help"),
     ("simulate", "--help"), ("simulate", "--games", "2", "--seed", "1"), ("export", "--help"), ("host", "--help"),
     ("join", "--help"), ("serve", "--help")],
    ids=lambda argv: " ".join(argv),
)
def test_the_command_says_only_the_catalogs_words(argv: tuple[str, ...], tmp_path: Path) -> None:
    data = tmp_path / "data"
    said = pseudo_run(*argv, data=data)
    assert said.strip()
    assert plain_words(said, str(GameStore(data).folder), *PRESET_NAMES) == []


@pytest.mark.slow
def test_the_history_tables_headings_are_the_catalogs(tmp_path: Path) -> None:
    """With a saved game, ``history``'s own line, its headings, is the catalog's (the rows say
    what the saved-games store says of each game)."""
    data = tmp_path / "data"
    match = start(seed=31)
    saved = GameStore(data).create(match)
    play_out(match, limit=10)
    saved.release()
    heading = pseudo_run("history", data=data).splitlines()[0]
    assert plain_words(heading) == [] and len(heading.split()) >= 5


COMMAND_NAMES = ("ceelo-tui export", "ceelo-tui host", "ceelo-tui odds", "ceelo-tui simulate")
"""The commands as their messages and parsers name them: the program's name, typed as it is."""

METAVARS = ("NAME=VALUE", "NAME[=STYLE]", "cautious,bold")
"""What an option takes, as its help shows it (argparse's metavars, a default value typed as is)."""


@pytest.mark.parametrize("module", sorted(path.stem for path in COMMANDS_DIR.glob("*.py")
                                          if path.stem not in ("__init__", "host_view")))
def test_the_command_module_holds_no_english_sentence(module: str) -> None:
    """The commands' words are the catalog's (``host_view``, the host's screen, is the table's)."""
    assert english_in(COMMANDS_DIR / f"{module}.py", allowed=(*COMMAND_NAMES, *METAVARS)) == []


def test_the_command_line_itself_holds_no_english_sentence() -> None:
    assert english_in(COMMANDS_DIR.parent / "__main__.py") == []
