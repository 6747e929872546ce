"""What a won bet pays, as a share of the bet, and how a share becomes whole coins.

Under ``point_bonus`` a player who beats the banker's point by 1 wins a third of the bet, by 2
two thirds, by 3 or more the whole bet (seed 001). The odds count those shares exactly
(:func:`point_share`); the table pays whole coins (:func:`whole_coins`): a third or two
thirds of a coin is rounded to the nearest coin, a third down and two thirds up (a share of a
bet is always a whole number of thirds, so there is never a half to break), and a win always
pays at least 1 coin. The coins paid leave the payer and reach the winner unchanged, so the
total at the table stays exact; only the size of the payment is rounded.
"""

from __future__ import annotations

from fractions import Fraction

from .rules import HouseRules

FULL = Fraction(1)


def point_share(margin: int, rules: HouseRules) -> Fraction:
    """The share of the bet a player wins by beating the banker's point by ``margin`` points."""
    if not rules.point_bonus or margin >= 3:
        return FULL
    return Fraction(max(margin, 1), 3)


def whole_coins(amount: Fraction) -> int:
    """A payment of ``amount`` coins in whole coins: the nearest whole number (a third down, two
    thirds up, a half up), and at least 1 for any payment above 0."""
    if amount <= 0:
        return 0
    return max(1, int(amount + Fraction(1, 2)))


def pays(bet: int, share: Fraction | int) -> int:
    """What a bet of ``bet`` coins pays at ``share`` of the bet, in whole coins."""
    return whole_coins(Fraction(bet) * share)
