"""Who may use ``ceelo-tui serve``: the checks every request passes, kept apart from the server.

A server on 127.0.0.1 is not private: any web page open in the same browser can ask it for
things, and a name that an attacker's DNS points at 127.0.0.1 reaches it too (DNS rebinding).
So, as Jupyter's server does:

- **A token.** ``serve`` makes an unguessable token (128 bits or more, new at every start unless
  given) and prints the address with it, in the address's fragment (``/#token=…``), which a
  browser never sends anywhere. The page keeps it in the tab's own storage (per origin, so per
  port too) and offers it when it opens its websocket, as a websocket subprotocol
  (:func:`offered`); a websocket without it is refused (403) and starts no game. No cookie
  carries it: a browser sends a host's cookies to every port of that host, so another server
  on 127.0.0.1 would receive it.
- **Host.** Only the names the server is reached by (127.0.0.1, localhost, ::1, the address it
  listens on, the public URL's host) are served; a rebound name is refused.
- **Origin.** A request a page sends says which site the page came from; only the server's own
  origin may open a websocket or ask for a page, so another site's page is refused.
- **Limits.** The terminal size a tab asks for is kept to a sane range, and so are the size of
  what a tab sends and its keys a second (see :class:`Limits` and :class:`KeyRate`).

Everything here is a plain function of the request's parts, so it is tested without a server.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import re
import secrets
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from ..presenters.catalog import WORDS

TOKEN_BYTES = 24
"""A new token's randomness in bytes (192 bits)."""
MIN_TOKEN = 16
"""The fewest characters a token given with ``--token`` may have."""
PROTOCOL = "ceelo"
"""The websocket subprotocol the server answers with (the page offers it first)."""
TOKEN_PROTOCOL = "ceelo-token."
"""The prefix of the subprotocol that carries the token (``ceelo-token.TOKEN``)."""
TAB_PROTOCOL = "ceelo-tab."
"""The prefix of the subprotocol that carries a tab's own secret (``ceelo-tab.HEX``): random,
made by the page and kept in the tab's session storage (``web/app_index.html``), so it lives as
long as the tab, survives a reload, and no other tab has it. At a hosted table (``serve
--join``) it leads, on the server only, to the file of that tab's seat secrets."""
TAB_SECRET = re.compile(r"[0-9a-f]{64}")
"""A tab's secret as the page makes it: 256 random bits in hex."""
TOKEN_CHARACTERS = re.compile(r"[A-Za-z0-9_-]+")
"""What a token may be made of: it travels in a URL's fragment and a subprotocol's name."""
LOCAL_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
"""Names of this machine a browser on it may use."""


def new_token() -> str:
    """An unguessable token for the address (URL-safe)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Offer:
    """What a tab's websocket offered as subprotocols: the token and the tab's secret."""

    token: str | None = None
    tab: str | None = None
    """The tab's secret, when it has the form the page gives it (see :data:`TAB_SECRET`)."""

    @property
    def tab_label(self) -> str | None:
        """A public name for the tab, the same for the tab's life, from which its secret cannot be
        found (a hash of it): what the tab is called at a hosted table."""
        if self.tab is None:
            return None
        return hashlib.sha256(f"ceelo-tab-label\n{self.tab}".encode()).hexdigest()[:6]

    @property
    def tab_file(self) -> str | None:
        """The name of the file of the tab's seat secrets: another hash of its secret."""
        if self.tab is None:
            return None
        return hashlib.sha256(f"ceelo-tab-file\n{self.tab}".encode()).hexdigest()[:32] + ".json"


def offered(header: str | None) -> Offer:
    """The token and the tab's secret in a ``Sec-WebSocket-Protocol`` header (either may be
    missing); a tab's secret of any other form than the page's is left out."""
    token = tab = None
    for name in (header or "").split(","):
        name = name.strip()
        if name.startswith(TOKEN_PROTOCOL):
            token = name[len(TOKEN_PROTOCOL):]
        elif name.startswith(TAB_PROTOCOL) and TAB_SECRET.fullmatch(name[len(TAB_PROTOCOL):]):
            tab = name[len(TAB_PROTOCOL):]
    return Offer(token, tab)


def url_host(host: str) -> str:
    """The host as written in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


def token_problem(token: str) -> str | None:
    """Why ``token`` (given with ``--token``) cannot be the key in an address, or None."""
    if len(token) < MIN_TOKEN or not TOKEN_CHARACTERS.fullmatch(token):
        return WORDS.token_too_weak(MIN_TOKEN)
    return None


def token_matches(given: str | None, token: str) -> bool:
    """True when ``given`` is the token (compared in constant time)."""
    return given is not None and hmac.compare_digest(given.encode("utf-8", "replace"), token.encode("utf-8"))


def host_name(host_header: str | None) -> str:
    """The name in a Host header, without the port, lower case ('' when there is none)."""
    if not host_header:
        return ""
    host = host_header.strip().lower()
    if host.startswith("["):  # [::1]:8000
        return host[1:host.find("]")] if "]" in host else ""
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


@dataclass(frozen=True)
class Guard:
    """The server's own names and port, and its token: what every request is checked against."""

    token: str
    port: int
    hosts: frozenset[str]
    """The host names served (lower case, no brackets)."""

    @classmethod
    def for_server(cls, token: str, host: str, port: int, public_url: str) -> "Guard":
        """The guard of a server listening on ``host:port`` and opened at ``public_url``."""
        names = set(LOCAL_NAMES)  # a browser on this machine
        if host and host not in ("0.0.0.0", "::"):
            names.add(host.lower().strip("[]"))
        public = urlsplit(public_url)
        if public.hostname:
            names.add(public.hostname.lower())
        return cls(token, port, frozenset(names))

    def host_allowed(self, host_header: str | None) -> bool:
        """True when the request names one of the server's own hosts."""
        return host_name(host_header) in self.hosts

    def origin_allowed(self, origin: str | None) -> bool:
        """True for a request with no Origin (not sent by another site's page) or with one of
        the server's own origins (one of its host names, on its port, over http or https)."""
        if origin is None:
            return True
        parts = urlsplit(origin.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return False
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            return False
        return parts.hostname.lower() in self.hosts and port == self.port

    def token_given(self, *given: str | None) -> bool:
        """True when one of ``given`` (offered by a tab's websocket, or in an address) is the token."""
        return any(token_matches(one, self.token) for one in given)


@dataclass(frozen=True)
class Limits:
    """What one visitor may cost: tables at once, the terminal size, what a tab sends."""

    tables: int = 8
    """Tables (browser tabs, each a game process) open at once."""
    width: tuple[int, int] = (20, 400)
    height: tuple[int, int] = (10, 150)
    message_bytes: int = 64 * 1024
    """The largest websocket message a tab may send (a key, a paste, a resize: far less)."""
    keys_per_second: int = 40
    """Keys a tab may send a second, on average: more than any person types (a fast typist
    makes about 15), far fewer than a game can take without falling behind. More are dropped."""
    key_burst: int = 20
    """Keys a tab may send at once (a short paste, a word typed fast)."""

    def size(self, width: object, height: object, default: tuple[int, int] = (80, 24)) -> tuple[int, int]:
        """A terminal size from what a tab asked for, numbers or not, kept within the limits."""
        return (_clamp(width, self.width, default[0]), _clamp(height, self.height, default[1]))


def _clamp(value: object, limits: tuple[int, int], default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, float) and not math.isfinite(value):
        return default
    if isinstance(value, (int, float)):
        number = int(value)
    elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value.strip()) < 7:
        number = int(value.strip())
    else:
        return default
    return max(limits[0], min(limits[1], number))


KEY = re.compile(r"\x1b\[200~.*?\x1b\[201~|\x1b\[[0-?]*[ -/]*[@-~]|\x1bO.|\x1b.|.", re.DOTALL)
"""One key as a terminal sends it: a paste (bracketed, as the game asks the terminal for: the
game takes it as one event), an escape sequence (an arrow, a function key, alt+key), or one
character."""


def split_keys(text: str) -> list[str]:
    """``text`` (what a tab's terminal sent) as the keys it holds, each whole."""
    return KEY.findall(text)


@dataclass
class KeyRate:
    """A token bucket for one tab's keys: ``per_second`` keys a second, ``burst`` at once.

    Counted in keys, not bytes: what a game costs is the work each key sets off (a key may
    redraw the table), so a limit in bytes let a tab queue far more keys than the game could
    handle, and the game's memory grew with its queue (to gigabytes in a minute).
    """

    per_second: int
    burst: int
    allowance: float = field(default=0.0)
    stamp: float = field(default_factory=time.monotonic)
    dropped: int = 0
    """Keys refused so far (said once, when the tab closes, not a line a key)."""

    def __post_init__(self) -> None:
        self.allowance = float(self.burst)

    def take(self, wanted: int, now: float | None = None) -> int:
        """How many of ``wanted`` keys may go now (counted); the rest are to be dropped."""
        now = time.monotonic() if now is None else now
        elapsed = max(0.0, now - self.stamp)
        self.allowance = min(float(self.burst), self.allowance + elapsed * self.per_second)
        self.stamp = now
        allowed = max(0, min(wanted, int(self.allowance)))
        self.allowance -= allowed
        self.dropped += wanted - allowed
        return allowed


@dataclass
class InputRate:
    """A token bucket for bytes: ``per_second`` bytes a second, a second's worth at once (what
    a screen at a hosted table may send; a browser tab's keys are counted as keys, by :class:`KeyRate`)."""

    per_second: int
    allowance: float = field(default=0.0)
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.allowance = float(self.per_second)

    def allows(self, size: int, now: float | None = None) -> bool:
        """True (and counted) when ``size`` more bytes fit in this second's allowance."""
        now = time.monotonic() if now is None else now
        elapsed = max(0.0, now - self.stamp)
        self.allowance = min(float(self.per_second), self.allowance + elapsed * self.per_second)
        self.stamp = now
        if size > self.allowance:
            return False
        self.allowance -= size
        return True
