"""Chinchiro's words: the Japanese names of its rolls beside the English ones.

The Japanese tables name every roll that decides a bet (a *yaku*) and every point (a *me*):
shigoro (4-5-6), arashi (trips), pinzoro (1-1-1), hifumi (1-2-3), "roku no me" (a pair and a
6) ... and the two ways to lose without a score: menashi (three rolls and no score) and
shonben (a die out of the bowl). The banker is the *oya*, a player a *ko*. The round's log,
the rules' help and ``ceelo-tui odds`` say them as "Shigoro, 4-5-6, pays double": the Japanese
name first, the roll as the other games write it, then what it pays. Pure text, from a
classified roll (:class:`~ceelo_tui.engine.dice.Combo`): the meaning is ``dice.classify``'s.
"""

from __future__ import annotations

from .dice import Combo, Shape, Verdict, faces_text

NUMBERS = {1: "pin", 2: "ni", 3: "san", 4: "shi", 5: "go", 6: "roku"}
"""The numbers as the tables call a point: "shi no me" is a point of 4 ("pin" is a die's 1)."""

OYA, KO = "oya", "ko"
"""The banker and a player, as the Japanese tables call them."""

MENASHI = "Menashi, no score in three rolls, loses"
"""Three rolls without a score: the roller loses (the banker's menashi pays every bet)."""

SHONBEN = "Shonben, a die out of the bowl, loses"
"""A die left the bowl (a loose roll at a real-dice table): the roller loses at once."""

TIMES = {1: "", 2: "double", 3: "triple", 5: "five times"}

WHATS = {
    "4-5-6": "shigoro 4-5-6",
    "trips 2-6": "arashi (trips 2-6)",
    "trips": "arashi and pinzoro (trips)",
    "1-1-1": "pinzoro 1-1-1",
    "1-2-3": "hifumi 1-2-3",
    "pair + 6": "roku no me (pair + 6)",
    "pair + 1": "pin no me (pair + 1)",
    "3 dead rolls": "three rolls, no score",
}
"""The rolls behind a line of the odds' tables (``odds._what``), in Chinchiro's words."""


def times_words(multiplier: int) -> str:
    """"double", "triple", "five times", or "" at even money."""
    return TIMES.get(multiplier, f"{multiplier} times")


def yaku_name(combo: Combo, *, kind: bool = False) -> str:
    """The roll's Japanese name and the roll in English: "Shigoro, 4-5-6", "Arashi, trip 3s",
    "Shi no me, a point of 4 (pair of 2s)", "No score". ``kind``: the kind of roll alone, its
    dice left out, as the odds' tables list the kinds: "Arashi, trips 2-6", "Shi no me, a point of 4"."""
    pattern = combo.pattern
    if pattern.shape is Shape.FOUR_FIVE_SIX:
        return "Shigoro, 4-5-6"
    if pattern.shape is Shape.ONE_TWO_THREE:
        return "Hifumi, 1-2-3"
    if pattern.shape is Shape.TRIPS:
        value = pattern.pair or 0
        if value == 1:
            return "Pinzoro, 1-1-1"
        return "Arashi, trips 2-6" if kind else f"Arashi, trip {value}s"
    if pattern.shape is Shape.PAIR:
        point = combo.point if combo.point is not None else pattern.single or 0
        dice = "" if kind else f" (pair of {pattern.pair}s)"
        return f"{NUMBERS[point].capitalize()} no me, a point of {point}{dice}"
    return "No score"


def yaku_words(combo: Combo) -> str:
    """What the roll is and does, as the log says it: "Shigoro, 4-5-6, pays double", "Hifumi,
    1-2-3, loses double", "Roku no me, a point of 6 (pair of 2s), wins", "Shi no me, a point of 4
    (pair of 2s)", "No score, roll again"."""
    name = yaku_name(combo)
    times = times_words(combo.multiplier)
    if combo.verdict is Verdict.WIN:
        return f"{name}, pays {times}" if times else f"{name}, wins"
    if combo.verdict is Verdict.LOSS:
        return f"{name}, loses {times}" if times else f"{name}, loses"
    if combo.verdict is Verdict.REROLL:
        return f"{name}, roll again"
    return name


def roll_line(dice: tuple[int, int, int], combo: Combo) -> str:
    """"4-5-6: Shigoro, 4-5-6, pays double"; the faces first, as every game's log writes a roll."""
    return f"{faces_text(dice)}: {yaku_words(combo)}"


def what_words(what: str) -> str:
    """A line of the odds' tables in Chinchiro's words: "shigoro 4-5-6", "menashi (...)"; the
    rolls of a merged line ("4-5-6, pair + 6") each named."""
    return ", ".join(WHATS.get(part, part) for part in what.split(", ")) if what else what
