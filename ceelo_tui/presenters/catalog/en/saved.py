"""How English says why a saved game's journal cannot be read or replayed, and the ledger's notes."""

from __future__ import annotations


class SavedWords:
    """A damaged journal (``journal_...``), a move refused on replay (``replay_...``), the ledger."""

    def journal_malformed(self, part: str, detail: str) -> str:
        """'malformed move: 'seat'': a record with a key missing or of the wrong type."""
        return f"malformed {part}: {detail}"

    journal_part_setup = "journal setup"
    journal_part_move = "move"
    journal_part_journal = "journal"
    journal_not_ours = "not a ceelo-tui journal"
    journal_empty = "empty journal"

    def journal_version(self, got: str, version: int) -> str:
        """A journal of another version."""
        return f"journal version {got} is not {version}"

    def journal_bad(self, field: str, got: str) -> str:
        """'bad seat 'x'': a field of a record with a value it cannot hold."""
        return f"bad {field} {got}"

    def journal_unknown_move(self, got: str) -> str:
        """A move of a kind the game does not have."""
        return f"unknown move {got}"

    def replay_roll_without_dice(self, number: int) -> str:
        """'move 4: a roll without its dice'."""
        return f"move {number}: a roll without its dice"

    def replay_refused(self, number: int, kind: str, why: str) -> str:
        """'move 4 (fade) is refused on replay: ...'."""
        return f"move {number} ({kind}) is refused on replay: {why}"

    ledger_bought_back_in = "bought back in: new coins to the table"
