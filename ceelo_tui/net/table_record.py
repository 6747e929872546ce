"""What a hosted table keeps beside its saved game, so ``host --resume`` opens the same table.

The game itself is the saved game's journal (:mod:`ceelo_tui.saves.store`). What the journal does
not hold is the table around it: the token in the join address, the port, and who holds each
seat. Those go to ``<data>/tables/<game id>.json`` (written whole, never half, and readable by
its owner only), so a table restarted after a crash, even a ``kill -9``, answers at the same
address to the same token, and every screen takes its seats back with the secret it was given.

A seat's secret is never written here: only its SHA-256, which the server compares with the
hash of the secret a screen brings. A record that cannot be read is ignored (with the reason):
the table then opens with a new token, and every seat is open again.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from ..presenters.catalog import WORDS
from ..saves.store import private_folder, write_whole

TABLES = "tables"
"""The folder of the records, in the data folder beside ``games/``."""
SECRET_BYTES = 24
"""A seat secret's randomness (192 bits)."""


def new_secret() -> str:
    """An unguessable secret for a screen's seats (URL-safe text)."""
    return secrets.token_urlsafe(SECRET_BYTES)


def secret_hash(secret: str) -> str:
    """What the table keeps of a secret: its SHA-256 in hex."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """True when two hashes are the same (compared in constant time)."""
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))


@dataclass(frozen=True)
class Hold:
    """Who holds a seat: the hash of their secret, and the name their screen gave."""

    secret_hash: str
    holder: str


@dataclass
class TableRecord:
    """The table around a saved game: its token, its port, and who holds each seat."""

    token: str
    port: int
    holds: dict[int, Hold] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        """The record as written."""
        return {
            "token": self.token,
            "port": self.port,
            "seats": {str(seat): {"holder": hold.holder, "secret_sha256": hold.secret_hash}
                      for seat, hold in sorted(self.holds.items())},
        }

    @classmethod
    def from_json(cls, data: object) -> "TableRecord":
        """Read a record back; ValueError saying what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(WORDS.not_a_record)
        token, port, seats = data.get("token"), data.get("port"), data.get("seats", {})
        if not isinstance(token, str) or not token:
            raise ValueError(WORDS.no_token)
        if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
            raise ValueError(WORDS.no_port)
        if not isinstance(seats, dict):
            raise ValueError(WORDS.no_seats)
        holds: dict[int, Hold] = {}
        for key, value in seats.items():
            if not (isinstance(key, str) and key.isdigit() and isinstance(value, dict)):
                raise ValueError(WORDS.bad_seat(repr(key)))
            holder, digest = value.get("holder"), value.get("secret_sha256")
            if not isinstance(holder, str) or not isinstance(digest, str) or len(digest) != 64:
                raise ValueError(WORDS.bad_seat(repr(key)))
            holds[int(key)] = Hold(digest, holder)
        return cls(token, port, holds)


def record_path(data_root: Path, game_id: str) -> Path:
    """Where the table of saved game ``game_id`` is recorded (``data_root``: the store's root)."""
    return data_root / TABLES / f"{game_id}.json"


def read_record(path: Path) -> tuple[TableRecord | None, str]:
    """The record at ``path`` and '' , or None and why not ('' when there is none)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, ""
    except OSError as error:
        return None, WORDS.record_unreadable(str(path), str(error.strerror or error))
    try:
        return TableRecord.from_json(json.loads(text)), ""
    except ValueError as error:
        return None, WORDS.record_damaged(str(path), str(error))


def write_record(path: Path, record: TableRecord) -> None:
    """Write the record whole, for its owner's eyes only; OSError when it cannot be written."""
    private_folder(path.parent)
    data = json.dumps(record.to_json(), indent=1, sort_keys=True).encode("utf-8") + b"\n"
    write_whole(path, data)
