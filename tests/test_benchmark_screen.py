"""The key-latency benchmark reads the screen to choose its keys: its terminal reader and its
reading of what a screen asks for (no terminal is started here)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from key_latency import AMOUNT, NEXT, OVER, ROLL, phase_of  # noqa: E402
from terminal import ScreenText  # noqa: E402


def test_screen_follows_cursor_moves_colours_and_erases() -> None:
    screen = ScreenText(20, 4)
    screen.feed(b"\x1b[?1049h\x1b[?25l\x1b[2;3H\x1b[1;38;2;255;0;0mBo\x1b[0m rolls")
    screen.feed(b"\x1b[4;1HSpace Roll\x1b]0;title\x07")
    assert screen.lines() == ["", "  Bo rolls", "", "Space Roll"]
    screen.feed(b"\x1b[2;6H\x1b[K")
    assert screen.lines()[1] == "  Bo"
    screen.feed(b"\x1b[2J")
    assert screen.lines() == ["", "", "", ""]


def test_screen_keeps_an_escape_cut_in_two_and_wide_characters() -> None:
    screen = ScreenText(10, 2)
    screen.feed(b"\x1b[1")
    screen.feed(b";2H\xe2\x8f")  # half of U+23CE
    screen.feed(b"\x8e \xe7\x8c\xab!")  # a wide character takes two cells
    assert screen.lines()[0] == " \u23ce \u732b!"
    assert screen.cells[0][5] == "!"


def test_phase_from_the_key_bar_then_the_prompt() -> None:
    assert phase_of(["Bo - press Space to roll", "Space Roll ^q Quit"]) == ROLL
    assert phase_of(["", "⏎ Stake + +1 - -1 a All in p Pass the bank ^q Quit"]) == AMOUNT
    assert phase_of(["", "⏎ Fade + +1 - -1 m Max p Pass ^q Quit"]) == AMOUNT
    assert phase_of(["", "⏎ Set ante + +1 - -1 m Max ^q Quit"]) == AMOUNT
    assert phase_of(["Round over - press Enter for the", "⏎ Next round ^q Quit"]) == NEXT
    # without a key bar, the prompt decides
    assert phase_of(["Ann - press Space to roll", ""]) == ROLL
    assert phase_of(["Bo: put up a stake of 1-100 coins", ""]) == AMOUNT
    assert phase_of(["Pot won - press Enter for the next", ""]) == NEXT
    assert phase_of(["Game over: Ann wins!", ""]) == OVER
    assert phase_of(["Bo puts up 1 coin.", "^q Quit"]) is None


async def test_the_dice_benchmark_still_finds_what_it_measures() -> None:
    """One short roll through ``dice_frames``: the names it wraps and reads still exist (its
    figures are printed by the script, never checked here)."""
    from dice_frames import measure_dice

    figures = await measure_dice(1, (80, 24), 1)
    assert figures["renders"] and figures["updates"]
