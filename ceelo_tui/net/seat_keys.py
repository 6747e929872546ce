"""The secrets a player's screen was given for its seats, kept in the player's data folder.

A hosted table gives each screen a secret with its welcome; bringing it back in a later hello
takes that screen's seats back (after a dropped connection, a closed laptop, or the host's
restart with ``host --resume``). The client keeps it in ``<data>/seat_keys.json``, ``<data>``
being the folder of the saved games (``$CEELO_TUI_DATA``, else the user data folder; see
:func:`ceelo_tui.saves.store.data_dir`), readable by its owner only.

A secret is filed under the SHA-256 of the join address and the screen's name, so two screens
of one machine joining the same table under different names hold different seats, and the
address itself (with its token) is not written down. The newest :data:`KEEP` are kept.

A browser tab of ``ceelo-tui serve --join`` keeps its secrets in a file of its own instead
(``join --seat-keys FILE``, named by the server after the tab's own secret): tabs of one
browser share a data folder, and no tab may find another's seats there.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from ..saves.store import data_dir, private_folder, write_whole

FILE = "seat_keys.json"
KEEP = 64
"""Tables remembered; the least recently joined is forgotten first."""


class SeatKeys:
    """The secrets of the tables joined from this data folder."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, *,
                 file: str | os.PathLike[str] | None = None) -> None:
        """The secrets kept in ``folder`` (default: the data folder), or in ``file`` when given."""
        self.path = Path(file) if file is not None else data_dir(folder) / FILE

    @staticmethod
    def key(address: str, name: str) -> str:
        """What a secret is filed under: the hash of the address and the screen's name."""
        return hashlib.sha256(f"{address}\n{name}".encode()).hexdigest()

    def get(self, address: str, name: str) -> str | None:
        """The secret this screen was given at ``address``, if any."""
        entry = self._read().get(self.key(address, name))
        secret = entry.get("secret") if isinstance(entry, dict) else None
        return secret if isinstance(secret, str) else None

    def put(self, address: str, name: str, secret: str) -> None:
        """Keep ``secret`` for this screen at ``address``; a folder that cannot be written is
        let be (the seats are then taken back only while this process lives)."""
        entries = self._read()
        key = self.key(address, name)
        old = entries.get(key)
        if isinstance(old, dict) and old.get("secret") == secret:
            return
        entries[key] = {"secret": secret, "joined": time.time()}
        newest = sorted(entries.items(), key=lambda item: _joined(item[1]), reverse=True)[:KEEP]
        try:
            private_folder(self.path.parent)
            write_whole(self.path, json.dumps({"keys": dict(newest)}, sort_keys=True).encode("utf-8"))
        except OSError:
            pass

    def _read(self) -> dict[str, object]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        keys = data.get("keys") if isinstance(data, dict) else None
        return dict(keys) if isinstance(keys, dict) else {}


def _joined(entry: object) -> float:
    when = entry.get("joined") if isinstance(entry, dict) else None
    return float(when) if isinstance(when, (int, float)) else 0.0
