"""Chinchiro's words, chosen: the Japanese names of its rolls beside the English ones.

The Japanese tables name every roll that decides a bet (a *yaku*) and every point (a *me*):
shigoro (4-5-6), arashi (trips), pinzoro (1-1-1), hifumi (1-2-3), "roku no me" (a pair and a
6) ... and the two ways to lose without a score: menashi (three rolls and no score) and
shonben (a die out of the bowl). The banker is the *oya*, a player a *ko*. The round's log,
the rules' help and ``ceelo-tui odds`` say them as "Shigoro, 4-5-6, pays double": the Japanese
name first, the roll as the other games write it, then what it pays.

This module chooses which of those to say, from a classified roll
(:class:`~ceelo_tui.engine.dice.Combo`: the meaning is ``dice.classify``'s); the words are the
catalog's (``catalog/en/chinchiro.py``). The names below are phrases, so a log line that puts
one in (``f"{name} ({OYA})"``) says it in the installed catalog's words; the functions give
the words themselves.
"""

from __future__ import annotations

from .dice import Combo, Shape, Verdict, faces_text
from .phrase import Phrase, phrase

NUMBERS = {point: phrase(f"me_{point}") for point in range(1, 7)}
"""The numbers as the tables call a point: "shi no me" is a point of 4 ("pin" is a die's 1)."""

OYA, KO = phrase("oya"), phrase("ko")
"""The banker and a player, as the Japanese tables call them."""

MENASHI = phrase("menashi")
"""Three rolls without a score: the roller loses (the banker's menashi pays every bet)."""

SHONBEN = phrase("shonben")
"""A die left the bowl (a loose roll at a real-dice table): the roller loses at once."""


def times_words(multiplier: int) -> str:
    """"double", "triple", "five times", or "" at even money."""
    return str(phrase("times_said", multiplier))


def yaku(combo: Combo, *, kind: bool = False) -> Phrase:
    """The roll's Japanese name and the roll (the catalog's ``yaku_...``): shigoro, hifumi,
    pinzoro, arashi (trips of a value), a point (me) of its value from a pair of another, or
    no score. ``kind``: the kind of roll alone, its dice left out, as the odds' tables list the
    kinds (every arashi one kind, a point by its value alone)."""
    pattern = combo.pattern
    if pattern.shape is Shape.FOUR_FIVE_SIX:
        return phrase("yaku_shigoro")
    if pattern.shape is Shape.ONE_TWO_THREE:
        return phrase("yaku_hifumi")
    if pattern.shape is Shape.TRIPS:
        value = pattern.pair or 0
        if value == 1:
            return phrase("yaku_pinzoro")
        return phrase("yaku_arashi_kind") if kind else phrase("yaku_arashi", value)
    if pattern.shape is Shape.PAIR:
        point = combo.point if combo.point is not None else pattern.single or 0
        return phrase("yaku_me_kind", point) if kind else phrase("yaku_me", point, pattern.pair or 0)
    return phrase("yaku_no_score")


def yaku_name(combo: Combo, *, kind: bool = False) -> str:
    """"Shigoro, 4-5-6", "Arashi, trip 3s", "Shi no me, a point of 4 (pair of 2s)", "No score"."""
    return str(yaku(combo, kind=kind))


def yaku_said(combo: Combo) -> Phrase:
    """What the roll is and does, for the catalog to word: "Shigoro, 4-5-6, pays double",
    "Hifumi, 1-2-3, loses double", "Roku no me, a point of 6 (pair of 2s), wins", "Shi no me, a
    point of 4 (pair of 2s)", "No score, roll again"."""
    name = yaku(combo)
    if combo.verdict is Verdict.WIN:
        return phrase("yaku_wins", name, combo.multiplier)
    if combo.verdict is Verdict.LOSS:
        return phrase("yaku_loses", name, combo.multiplier)
    if combo.verdict is Verdict.REROLL:
        return phrase("yaku_roll_again", name)
    return name


def yaku_words(combo: Combo) -> str:
    """:func:`yaku_said` in words, as the log says it."""
    return str(yaku_said(combo))


def roll_line(dice: tuple[int, int, int], combo: Combo) -> str:
    """"4-5-6: Shigoro, 4-5-6, pays double"; the faces first, as every game's log writes a roll."""
    return f"{faces_text(dice)}: {yaku_words(combo)}"
