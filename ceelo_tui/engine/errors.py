"""The one family of exceptions the engine raises when it refuses something.

Every refusal carries a :class:`~ceelo_tui.engine.phrase.Phrase`: which sentence it is and its
data, typed. ``str(error)`` is that sentence in the catalog's words ("Bo may fade 1-7 coins or
pass."), so the UI shows it as it is. A refused move never changes the state it was asked of.
"""


class CeeloError(ValueError):
    """Base of every refusal the engine makes; its message is meant for the player."""


class IllegalMove(CeeloError):
    """A move, a setup or an amount that the rules do not allow right now."""


class RuleError(CeeloError):
    """A house-rule name or value that does not exist."""
