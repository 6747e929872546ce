"""How English says who is behind a shared table's seats: who is away (and how long until the
house plays for them), who watches, and a move the house made for an away player."""

from __future__ import annotations

from collections.abc import Sequence


class PresenceWords:
    """Who is at a hosted table, in English."""

    def away(self, name: str, countdown: str | None) -> str:
        """'Bo away', 'Bo away 0:42' (``countdown``: until the house plays their move)."""
        return f"{name} away" + ("" if countdown is None else f" {countdown}")

    def watching_names(self, names: Sequence[str]) -> str:
        """'watching: Dee, Eve'."""
        return f"watching: {', '.join(names)}"

    def watching_count(self, count: int) -> str:
        """'watching: 5'."""
        return f"watching: {count}"

    the_house = "The house"
    """Who made a move for a player who is away, as the move's line names them."""
    full_stop = "."
    """How a sentence of the log ends (taken off one the house played, to say for whom)."""

    def house_played_move(self, move: str, name: str) -> str:
        """'The house passes the bank for Ann (away).' (``move``: the move's line with the
        house as who made it, without its full stop)."""
        return f"{move} for {name} (away)."

    def house_played_line(self, line: str, name: str) -> str:
        """A log line of a move the house made for ``name``, said after the line."""
        return f"{line} (The house played for {name}, away.)"
