"""How English says a roll: its faces and what it is, and what a roll-off roll scores."""

from __future__ import annotations

from .numbers import NumberWords


class RollWords(NumberWords):
    """Rolls, in English."""

    def roll(self, faces: str, name: str) -> str:
        """'2-2-5: point 5 (pair of 2s)', or just '4-5-6' when the name would only say the faces
        again ('Bo rolls 4-5-6.', not 'Bo rolls 4-5-6: 4-5-6.'); '6-4-5: 4-5-6' keeps the name."""
        return faces if name == faces else f"{faces}: {name}"

    def red_pips_score(self, faces: str, pips: int) -> str:
        """A roll for red pips and its score: '1-4-4: 9 red pips'."""
        return f"{faces}: {pips} red pip{'' if pips == 1 else 's'}"

    def one_die_score(self, value: int) -> str:
        """A roll of one die for who goes first: 'a 5'."""
        return f"a {value}"
