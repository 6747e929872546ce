"""How English says Chinchiro's rolls: the Japanese names (yaku, me) beside the English ones.

The Japanese tables name every roll that decides a bet (a *yaku*) and every point (a *me*):
shigoro (4-5-6), arashi (trips), pinzoro (1-1-1), hifumi (1-2-3), "roku no me" (a pair and a
6) ... Said as "Shigoro, 4-5-6": the Japanese name first, then the roll as the other games
write it. The engine names the roll (``yaku_...``, ``does_...``, ``chinchiro_what_...``);
these are the words.
"""

from __future__ import annotations

from .odds import WhatWords

ME = {1: "pin", 2: "ni", 3: "san", 4: "shi", 5: "go", 6: "roku"}
"""The numbers as the tables call a point: "shi no me" is a point of 4 ("pin" is a die's 1)."""


class ChinchiroWords(WhatWords):
    """Chinchiro's rolls, what they do, and the odds' rows in its words."""

    oya = "oya"
    """The banker, as the Japanese tables call them."""
    ko = "ko"
    """A player, as the Japanese tables call them."""
    me_1, me_2, me_3, me_4, me_5, me_6 = (ME[point] for point in range(1, 7))
    """The numbers as the tables call a point (``me_4``: "shi", as in "shi no me")."""
    menashi = "Menashi, no score in three rolls, loses"
    shonben = "Shonben, a die out of the bowl, loses"

    yaku_shigoro = "Shigoro, 4-5-6"
    yaku_hifumi = "Hifumi, 1-2-3"
    yaku_pinzoro = "Pinzoro, 1-1-1"
    yaku_arashi_kind = "Arashi, trips 2-6"
    yaku_no_score = "No score"

    def yaku_arashi(self, value: int) -> str:
        """'Arashi, trip 3s'."""
        return f"Arashi, trip {value}s"

    def me_name(self, point: int) -> str:
        """'shi no me': a point as the tables call it."""
        return f"{ME[point]} no me"

    def me_point(self, point: int) -> str:
        """'4 (shi no me)': a point and its name at the tables."""
        return f"{point} ({self.me_name(point)})"

    def yaku_me_kind(self, point: int) -> str:
        """'Shi no me, a point of 4': a point by its value alone."""
        return f"{ME[point].capitalize()} no me, a point of {point}"

    def yaku_me(self, point: int, pair: int) -> str:
        """'Shi no me, a point of 4 (pair of 2s)'."""
        return f"{self.yaku_me_kind(point)} (pair of {pair}s)"

    def times_said(self, multiplier: int) -> str:
        """'double', 'triple', 'five times', or '' at even money."""
        return {1: "", 2: "double", 3: "triple", 5: "five times"}.get(multiplier, f"{multiplier} times")

    def does_win(self, multiplier: int) -> str:
        """'wins', 'wins, pays double'."""
        times = self.times_said(multiplier)
        return f"wins, pays {times}" if times else "wins"

    def does_lose(self, multiplier: int) -> str:
        """'loses', 'loses double'."""
        times = self.times_said(multiplier)
        return f"loses {times}" if times else "loses"

    def yaku_wins(self, name: str, multiplier: int) -> str:
        """'Shigoro, 4-5-6, pays double', 'Roku no me, a point of 6 (pair of 2s), wins'."""
        times = self.times_said(multiplier)
        return f"{name}, pays {times}" if times else f"{name}, wins"

    def yaku_loses(self, name: str, multiplier: int) -> str:
        """'Hifumi, 1-2-3, loses double', 'Pin no me, a point of 1 (pair of 3s), loses'."""
        times = self.times_said(multiplier)
        return f"{name}, loses {times}" if times else f"{name}, loses"

    def yaku_roll_again(self, name: str) -> str:
        """'No score, roll again'."""
        return f"{name}, roll again"

    does_point = "a point"
    does_roll_again = "roll again"

    chinchiro_what_four_five_six = "shigoro 4-5-6"
    chinchiro_what_trips_2_6 = "arashi (trips 2-6)"
    chinchiro_what_trips = "arashi and pinzoro (trips)"
    chinchiro_what_one_one_one = "pinzoro 1-1-1"
    chinchiro_what_one_two_three = "hifumi 1-2-3"

    def chinchiro_what_pair_plus(self, die: int) -> str:
        """'roku no me (pair + 6)', 'pin no me (pair + 1)'; another pair as the banking game says it."""
        said = self.what_pair_plus(die)
        return f"{ME[die]} no me ({said})" if die in (1, 6) else said

    def chinchiro_what_dead_rolls(self, rolls: int) -> str:
        """'three rolls, no score': Chinchiro's turn of three rolls without one."""
        return "three rolls, no score" if rolls == 3 else self.what_dead_rolls(rolls)
