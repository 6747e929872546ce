"""Moves and their dice as JSON: the journal that rebuilds a game exactly.

A journal is a :class:`Setup` (players, coins, seed, rules) followed by :class:`Move` s.
As JSON lines, the first line is the setup and each further line one move, so a file can be
appended to move by move and a line cut off by a crash loses only that move.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from msgspec import Struct, field

from .dice import Dice, check_dice
from .phrase import phrase
from .rules import CLASSIC, HouseRules

FORMAT = "ceelo-journal"
VERSION = 1
MOVE_KINDS = (
    "stake", "pass_bank", "fade", "pass", "roll", "next_round", "ante", "loose", "undo", "buy_back", "decline",
    "bet",
)
"""Every kind of move a journal holds; "undo" takes back the round's latest stake, fade, pass
or ante (see ``table.py``), and replays like any other move."""


@contextmanager
def _malformed(what: str) -> Iterator[None]:
    """Report a damaged record (a missing key, a wrong type) as the ValueError readers expect;
    ``what``: the record, as the catalog names it (``journal_part_<what>``)."""
    try:
        yield
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(phrase("journal_malformed", phrase(f"journal_part_{what}"), str(error))) from None


class Setup(Struct, frozen=True):
    """How the game began: enough, with the moves, to rebuild it."""

    names: tuple[str, ...]
    coins: int
    seed: int
    rules: HouseRules = CLASSIC
    first_banker: int | str | None = None
    """The seat chosen at setup, or None when the seed drew it."""
    styles: tuple[str | None, ...] = ()
    session: str = ""
    """The evening this game belongs to: "Play again" keeps it, a new setup starts another
    ('' for a game of its own, as games saved before sessions were)."""

    def to_json(self) -> dict[str, object]:
        """The setup as the journal's first line."""
        return {
            "session": self.session,
            "format": FORMAT,
            "version": VERSION,
            "names": list(self.names),
            "coins": self.coins,
            "seed": self.seed,
            "rules": self.rules.to_json(),
            "first_banker": self.first_banker,
            "styles": list(self.styles),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> "Setup":
        """Read the first line back; ValueError if it is not a journal we wrote."""
        with _malformed("setup"):
            return cls._from_json(data)

    @classmethod
    def _from_json(cls, data: dict[str, Any]) -> "Setup":
        """(JSON as read: any value may be of any type; a wrong one fails as ``_malformed`` reports.)"""
        if data.get("format") != FORMAT:
            raise ValueError(phrase("journal_not_ours"))
        if data.get("version") != VERSION:
            raise ValueError(phrase("journal_version", repr(data.get("version")), VERSION))
        names = tuple(str(n) for n in data["names"])
        styles = tuple(data.get("styles") or (None,) * len(names))
        session = data.get("session") or ""
        if not isinstance(session, str) or len(session) > 64:
            raise ValueError(phrase("journal_bad", "session", repr(session)))
        return cls(
            names=names,
            coins=int(data["coins"]),
            seed=int(data["seed"]),
            rules=HouseRules.from_json(dict(data.get("rules") or {})),
            first_banker=data.get("first_banker"),
            styles=styles,
            session=session,
        )


class Move(Struct, frozen=True):
    """One move: its kind, who made it, and its amount or dice."""

    kind: str
    seat: int | None = None
    amount: object = None
    """The amount as given (an int, or the text a player typed)."""
    dice: Dice | None = None
    """The dice of a roll (a roller at a real-dice table may give the faces as typed text)."""
    virtual: bool = False
    """A roll the game made at a real-dice table (a computer seat's, or one asked without faces)."""

    def to_json(self) -> dict[str, object]:
        """A compact dict; amounts are stored as the whole numbers the engine accepted."""
        data: dict[str, object] = {"move": self.kind}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.amount is not None:
            data["amount"] = self.amount
        if self.dice is not None:
            data["dice"] = list(self.dice)
        if self.virtual:
            data["virtual"] = True
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> "Move":
        """Read one move back; ValueError if malformed."""
        with _malformed("move"):
            return cls._from_json(data)

    @classmethod
    def _from_json(cls, data: dict[str, object]) -> "Move":
        kind = data.get("move")
        if kind not in MOVE_KINDS:
            raise ValueError(phrase("journal_unknown_move", repr(kind)))
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ValueError(phrase("journal_bad", "seat", repr(seat)))
        dice = data.get("dice")
        virtual = data.get("virtual", False)
        if not isinstance(virtual, bool):
            raise ValueError(phrase("journal_bad", "virtual", repr(virtual)))
        return cls(str(kind), seat, data.get("amount"), check_dice(dice) if dice is not None else None, virtual)


class Journal(Struct):
    """A setup and the moves made since, in order."""

    setup: Setup
    moves: list[Move] = field(default_factory=list)

    def to_lines(self) -> list[str]:
        """The journal as JSON lines: setup first, then one move a line."""
        return [dumps(self.setup.to_json())] + [dumps(move.to_json()) for move in self.moves]

    def to_json(self) -> dict[str, object]:
        """The journal as one JSON object."""
        return {"setup": self.setup.to_json(), "moves": [move.to_json() for move in self.moves]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Journal":
        """Read :meth:`to_json` back; ValueError if malformed."""
        with _malformed("journal"):
            setup = Setup.from_json(dict(data["setup"]))
            return cls(setup, [Move.from_json(dict(m)) for m in data["moves"]])

    @classmethod
    def from_lines(cls, lines: list[str]) -> "Journal":
        """Read JSON lines back; ValueError on the first bad line."""
        rows = [line for line in lines if line.strip()]
        if not rows:
            raise ValueError(phrase("journal_empty"))
        setup = Setup.from_json(json.loads(rows[0]))
        return cls(setup, [Move.from_json(json.loads(row)) for row in rows[1:]])


def dumps(data: dict[str, object]) -> str:
    """One compact, stable JSON line."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
