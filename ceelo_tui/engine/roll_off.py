"""A roll-off: players roll in turn to decide who goes first, the tied best rolling again.

Two ways of choosing are in the seeds (001):

* ``red_pips`` ("Strung Flowers"), for the first banker: every player rolls the three dice;
  the most red pips takes the bank. The red pips are the pips of the 1 and 4 faces: a 1
  counts 1 and a 4 counts 4 (1-4-4 has 9, 2-3-5 none).
* ``one_die`` (``order=roll`` in winner take all): every player rolls one die, the highest
  goes first. A roll move always carries three dice (the dice generator draws three for every
  roll, so a replay stays in step); the first of them is the die rolled.

Players tied for the best roll again among themselves, as often as it takes. A
:class:`RollOff` is frozen: :meth:`RollOff.roll` returns a new one. It knows nothing about
the game around it; the game asks :attr:`RollOff.roller` and :attr:`RollOff.winner`.
"""

from __future__ import annotations

from msgspec import Struct
from msgspec.structs import replace

from .dice import Dice

RED_PIPS, ONE_DIE = "red_pips", "one_die"
RED_FACES = (1, 4)


def score(kind: str, dice: Dice) -> int:
    """What a roll scores in a roll-off of ``kind``: its red pips, or its (first) die."""
    if kind == RED_PIPS:
        return sum(face for face in dice if face in RED_FACES)
    return dice[0]


class RollOff(Struct, frozen=True):
    """Who rolls, what each rolled, and (once decided) who won."""

    kind: str
    contenders: tuple[int, ...]
    """Seats rolling in the current stage, in seat order."""
    stage: int = 0
    """0 for everyone's first roll, then 1, 2 ... for each roll-off among the tied."""
    rolls: tuple[tuple[int, int, Dice], ...] = ()
    """Every roll so far: (stage, seat, dice)."""
    winner: int | None = None

    @property
    def roller(self) -> int | None:
        """The seat to roll now, or None once decided."""
        if self.winner is not None:
            return None
        done = {seat for stage, seat, _ in self.rolls if stage == self.stage}
        return next(seat for seat in self.contenders if seat not in done)

    def scores(self, stage: int | None = None) -> dict[int, int]:
        """Seat -> score of each roll made in a stage (default: the current one)."""
        stage = self.stage if stage is None else stage
        return {seat: score(self.kind, dice) for at, seat, dice in self.rolls if at == stage}

    def roll(self, dice: Dice) -> RollOff:
        """The roller's roll; the stage ends once every contender has rolled."""
        seat = self.roller
        assert seat is not None  # a decided roll-off has no roller
        done = replace(self, rolls=(*self.rolls, (self.stage, seat, dice)))
        scores = done.scores()
        if len(scores) < len(self.contenders):
            return done
        best = max(scores.values())
        tied = tuple(s for s in self.contenders if scores[s] == best)
        if len(tied) == 1:
            return replace(done, winner=tied[0])
        return replace(done, contenders=tied, stage=self.stage + 1)

    @property
    def dice_counted(self) -> int:
        """How many of a roll's dice count: 1 for a one-die roll-off (the dice shown are only
        that one), 3 for red pips."""
        return 1 if self.kind == ONE_DIE else 3

    @property
    def tied(self) -> bool:
        """True when the current stage is a roll-off among players tied before."""
        return self.stage > 0 and self.winner is None
