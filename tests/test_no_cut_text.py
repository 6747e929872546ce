"""Every screen at 80x24, 120x36 and 160x50 shows its words whole: no "…" where the full text
would have fit, and the words the state says (the players' names, the prompt, the latest
message) on screen. Setup and its house rules, the table in each phase of both games, game
over, the history's two tabs and the help are walked, each at every size."""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules

from table_driver import HUGE, SIZE, WIDE, make_app, screen_lines

pytestmark = pytest.mark.usefixtures("private_data")

NAMES = ["Ann", "Maximilian Royce", "李小龍"]

BY_DESIGN = re.compile(r"(is choosing an? \w+ of [\d-]+ coins?|will [^…]+|rolls next|Next round|are rolling)…")
"""Words that end in "…" on purpose: a computer's coming move, the dice in the air."""


def cut_lines(app: App[Any]) -> list[str]:
    """The rows that show a word cut short ("…" after a letter, not a pause by design)."""
    return [line.strip() for line in screen_lines(app) if "…" in BY_DESIGN.sub("", line)]


def check(app: CeeloApp, where: str, seen: list[str]) -> None:
    """Nothing cut on the screen, and (on the table) every name and the message whole."""
    cut = cut_lines(app)
    assert not cut, (where, cut)
    text = "\n".join(screen_lines(app))
    if app.match is not None and type(app.screen).__name__ == "TableScreen":
        for name in NAMES:
            assert name in text, (where, name)
    seen.append(where)


async def walk(app: CeeloApp, pilot: Pilot[None], where: str, seen: list[str]) -> None:
    """Check the screen at each phase until the game is over, with the history and help once."""
    assert app.match is not None
    phases: set[str] = set()
    for _ in range(400):
        state = app.match.state
        phase = state.phase.value
        if phase not in phases:
            phases.add(phase)
            await pilot.pause()
            check(app, f"{where} {phase}", seen)
            if phase == "settled" and "history" not in phases:
                phases.add("history")
                for key, tab in (("h", "rounds"), ("s", "statistics")):
                    await pilot.press(key)
                    await pilot.pause()
                    check(app, f"{where} history {tab}", seen)
                await pilot.press("escape")
                await pilot.press("f1")
                await pilot.pause()
                check(app, f"{where} help", seen)
                await pilot.press("escape")
                await pilot.pause()
        if state.is_over:
            await pilot.press("enter")
            await pilot.pause()
            check(app, f"{where} game over", seen)
            return
        legal = state.legal_moves()
        if "stake" in legal or "ante" in legal:
            await pilot.press("2", "enter")
        elif "fade" in legal:
            await pilot.press("m", "enter")
        elif "roll" in legal:
            await pilot.press("space")
        else:
            await pilot.press("enter")
    raise AssertionError(f"{where}: the game never ended")


GAMES = {
    "banking": HouseRules(end="rounds:2"),
    "winner take all": HouseRules(mode="pot", order="roll", double_down=True, end="rounds:2"),
}


async def walk_size(size: tuple[int, int]) -> list[str]:
    seen: list[str] = []
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        check(app, "setup", seen)
        await pilot.press("f2")
        await pilot.pause()
        check(app, "setup house rules", seen)
    for name, rules in GAMES.items():
        match = Match.start(NAMES, 10, seed=3, rules=rules, first_banker=0)
        app = make_app(match)
        async with app.run_test(size=size) as pilot:
            await walk(app, pilot, name, seen)
    return seen


WALKED = {"setup", "setup house rules", "banking stake", "banking fade", "banking banker_roll",
          "banking player_roll", "banking settled", "banking history rounds", "banking history statistics",
          "banking help", "banking game over", "winner take all ante", "winner take all roll",
          "winner take all settled", "winner take all shoot_out", "winner take all game over"}
"""The screens every size's walk must have checked."""


@pytest.mark.slow
async def test_nothing_is_cut_at_80x24() -> None:
    assert WALKED <= set(await walk_size(SIZE))


@pytest.mark.slow
async def test_nothing_is_cut_at_120x36() -> None:
    assert WALKED <= set(await walk_size(WIDE))


@pytest.mark.slow
async def test_nothing_is_cut_at_160x50() -> None:
    assert WALKED <= set(await walk_size(HUGE))
