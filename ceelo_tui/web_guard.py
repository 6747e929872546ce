"""Who may use ``ceelo-tui serve``: the checks every request passes, kept apart from the server.

A server on 127.0.0.1 is not private: any web page open in the same browser can ask it for
things, and a name that an attacker's DNS points at 127.0.0.1 reaches it too (DNS rebinding).
So, as Jupyter's server does:

- **A token.** ``serve`` makes an unguessable token (128 bits or more, new at every start unless
  given) and prints the address with it. A page or a websocket without it, or without the
  cookie the first visit sets, is refused (403) and starts no game.
- **Host.** Only the names the server is reached by (127.0.0.1, localhost, ::1, the address it
  listens on, the public URL's host) are served; a rebound name is refused.
- **Origin.** A request a page sends says which site the page came from; only the server's own
  origin may open a websocket or ask for a page, so another site's page is refused.
- **Limits.** The terminal size a tab asks for is kept to a sane range, and so are the size and
  the rate of what a tab sends (see :class:`Limits`).

Everything here is a plain function of the request's parts, so it is tested without a server.
"""

from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

TOKEN_BYTES = 24
"""A new token's randomness in bytes (192 bits)."""
MIN_TOKEN = 16
"""The fewest characters a token given with ``--token`` may have."""
COOKIE = "ceelo_token"
"""The cookie that carries the token after the first visit."""
SCREEN_COOKIE = "ceelo_screen"
"""A tab's own name at a hosted table (``serve --join``): random, kept by the page for the
tab's life (``web/app_index.html``), so a reloaded tab joins under it and takes its seats back."""
LOCAL_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
"""Names of this machine a browser on it may use."""


def new_token() -> str:
    """An unguessable token for the address (URL-safe)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def screen_id(value: str | None) -> str | None:
    """A tab's screen name from its cookie, when it has the form the page gives it (16 hex
    digits); None otherwise (the tab then joins under a name of its own for this run)."""
    if value is None or len(value) != 16:
        return None
    return value if all(char in "0123456789abcdef" for char in value) else None


def url_host(host: str) -> str:
    """The host as written in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


def token_problem(token: str) -> str | None:
    """Why ``token`` (given with ``--token``) cannot be the key in an address, or None."""
    if len(token) < MIN_TOKEN or not token.isascii() or not token.isprintable() or any(c in token for c in " &#?/%"):
        return f"--token must be at least {MIN_TOKEN} plain characters (letters, digits, - and _)."
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

    def token_given(self, query_token: str | None, cookie_token: str | None) -> bool:
        """True when the request carries the token, in the address or in the cookie."""
        return token_matches(query_token, self.token) or token_matches(cookie_token, self.token)


@dataclass(frozen=True)
class Limits:
    """What one visitor may cost: tables at once, the terminal size, what a tab sends."""

    tables: int = 8
    """Tables (browser tabs, each a game process) open at once."""
    width: tuple[int, int] = (20, 400)
    height: tuple[int, int] = (10, 150)
    message_bytes: int = 64 * 1024
    """The largest websocket message a tab may send (a key, a paste, a resize: far less)."""
    input_bytes_per_second: int = 32 * 1024
    """Keys and pastes a tab may send a second, averaged over a second (more is dropped)."""

    def size(self, width: object, height: object, default: tuple[int, int] = (80, 24)) -> tuple[int, int]:
        """A terminal size from what a tab asked for, numbers or not, kept within the limits."""
        return (_clamp(width, self.width, default[0]), _clamp(height, self.height, default[1]))


def _clamp(value: object, limits: tuple[int, int], default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, (int, float)):
        number = int(value)
    elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value.strip()) < 7:
        number = int(value.strip())
    else:
        return default
    return max(limits[0], min(limits[1], number))


@dataclass
class InputRate:
    """A token bucket for one tab's keys: ``per_second`` bytes a second, a second's worth at once."""

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
