"""The last table, remembered between launches: names, computer seats, coins, first banker, house
rules, theme, the computers' pace.

A small JSON file, ``settings.json``, beside the saved games in the data folder (see
:func:`ceelo_tui.saves.store.data_dir`), written the way a game file is first written (a temporary
file, fsynced, renamed into place), so it is never half-written. Reading it never raises:
a missing file means nothing is remembered, and a damaged or unreadable one is ignored with
a notice (the setup screen then starts fresh). Everything read is checked by the engine
(names, coins, styles, rules) before it is offered.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..controller.computer_pace import check_pace
from ..engine.cpu_styles import check_style
from ..engine.errors import CeeloError
from ..engine.journal import Setup
from ..engine.numbers import parse_whole
from ..engine.rules import HouseRules
from ..engine.seating import FIRST_BY_RED_PIPS, MAX_COINS, MIN_COINS, check_names
from ..presenters.catalog import WORDS
from .store import data_dir, private_folder, write_whole

SETTINGS = "settings.json"
VERSION = 1
MAX_BYTES = 64 * 1024
"""A settings file larger than this is not ours."""


@dataclass(frozen=True)
class TableSettings:
    """What the setup screen offers at the next launch."""

    names: tuple[str, ...] = ()
    """The players (empty: nothing remembered)."""
    styles: tuple[str | None, ...] = ()
    """Computer styles by seat (None: a person)."""
    coins: int | None = None
    rules: HouseRules | None = None
    theme: str | None = None
    first_banker: int | str | None = None
    """The first banker chosen: a seat, "red-pips", or None for the dice to decide."""
    pace: str | None = None
    """The computers' pace (see :mod:`~ceelo_tui.controller.computer_pace`); None: the normal one."""

    def to_json(self) -> dict[str, Any]:
        """The file's contents."""
        return {
            "version": VERSION,
            "names": list(self.names),
            "styles": list(self.styles),
            "coins": self.coins,
            "rules": self.rules.to_json() if self.rules is not None else None,
            "theme": self.theme,
            "first_banker": self.first_banker,
            "pace": self.pace,
        }

    @classmethod
    def from_json(cls, data: object) -> "TableSettings":
        """Checked settings, or CeeloError/ValueError/TypeError saying what is wrong."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError(WORDS.not_a_settings_file)
        names = tuple(check_names(list(data.get("names") or []))) if data.get("names") else ()
        styles_in = list(data.get("styles") or [])
        if len(styles_in) > len(names):
            raise ValueError(WORDS.more_computers_than_players)
        styles = tuple(None if style is None else check_style(style) for style in styles_in)
        coins = data.get("coins")
        coins = None if coins is None else parse_whole(coins, MIN_COINS, MAX_COINS, WORDS.starting_coins_field)
        rules = data.get("rules")
        theme = data.get("theme")
        if theme is not None and not isinstance(theme, str):
            raise ValueError(WORDS.theme_not_a_name)
        first = data.get("first_banker")
        if first is not None and first != FIRST_BY_RED_PIPS and (
                not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < len(names)):
            raise ValueError(WORDS.first_banker_not_a_player)
        pace = data.get("pace")
        return cls(names=names, styles=styles, coins=coins,
                   rules=None if rules is None else HouseRules.from_json(rules), theme=theme, first_banker=first,
                   pace=None if pace is None else check_pace(pace))

    @classmethod
    def of_game(cls, setup: Setup, theme: str | None, pace: str | None) -> "TableSettings":
        """The table a game was started with, the theme it was played in and the computers' pace."""
        return cls(names=tuple(setup.names), styles=tuple(setup.styles), coins=setup.coins, rules=setup.rules,
                   theme=theme, first_banker=setup.first_banker, pace=pace)


def settings_path(root: str | os.PathLike[str] | None = None) -> Path:
    """Where the settings live: ``settings.json`` in the data folder, beside ``games/``."""
    return data_dir(root) / SETTINGS


def load_settings(path: Path | None = None) -> tuple[TableSettings, str]:
    """(the remembered settings, a notice): empty settings and '' when there is no file; empty
    settings and a notice naming the file when it cannot be read or is damaged."""
    path = settings_path() if path is None else path
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ValueError(WORDS.file_too_large)
        return TableSettings.from_json(json.loads(raw.decode("utf-8"))), ""
    except FileNotFoundError:
        return TableSettings(), ""
    except (OSError, ValueError, TypeError, CeeloError) as error:
        why = str(error).rstrip(".") or type(error).__name__
        return TableSettings(), WORDS.remembered_table_unusable(str(path), why)


def save_settings(settings: TableSettings, path: Path | None = None) -> str:
    """Write the settings safely; '' when done, else what went wrong (never raises)."""
    path = settings_path() if path is None else path
    try:
        private_folder(path.parent)
        data = json.dumps(settings.to_json(), ensure_ascii=False, indent=1).encode("utf-8")
        write_whole(path, data + b"\n")
    except (OSError, ValueError, TypeError) as error:
        return WORDS.table_not_remembered(str(error))
    return ""


def remember_choice(path: Path | None = None, **changes: str) -> str:
    """Keep the remembered table and change only ``changes`` (the theme, the computers' pace);
    '' when done (or nothing changed), else what went wrong."""
    settings, _ = load_settings(path)
    changed = replace(settings, **changes)  # type: ignore[arg-type]  # str fields only
    if changed == settings:
        return ""
    return save_settings(changed, path)
