"""How English says what the browser server tells its host and its visitors: where the game is
served, why a request is refused, why a tab's game ended, a tab's name at a hosted table, and
what ``--token`` must be."""

from __future__ import annotations


class BrowserWords:
    """The browser server's words, in English."""

    def served_at(self, address: str) -> str:
        """The host's terminal: where to open the game."""
        return f"Cee-lo is served at {address}: open it in a web browser."

    def tabs_share(self, joins: bool) -> str:
        """The host's terminal: what a tab is, and whom to give the address."""
        tabs = "Every tab joins the hosted table (t takes a seat)" if joins else "Every tab is a table of its own"
        return f"{tabs}; the address carries the key to this server, so share it only with the players. Press ctrl+c to stop."

    def tables_open(self, tables: int) -> str:
        """503: no room for another tab's table."""
        return f"{tables} tables are open already: close one first."

    page_websocket_only = "This address is the game's websocket: open the page instead.\n"
    server_other_host_name = "this server does not answer to that host name"
    server_other_site = "a page of another site may not use this server"
    server_token_needed = "open the address with the token that ceelo-tui host or serve printed"

    def browser_tab_name(self, label: str) -> str:
        """A tab's screen name at a hosted table: 'browser tab 3'."""
        return f"browser tab {label}"

    def game_ended(self, how: str) -> str:
        """Why a tab's connection closed: 'the game ended: it closed'."""
        return f"the game ended: {how}"

    ended_not_answering = "it stopped answering"

    def ended_by_signal(self, name: str) -> str:
        """'it was stopped (SIGTERM)'."""
        return f"it was stopped ({name})"

    def signal_number(self, number: int) -> str:
        """'signal 70': a signal without a name."""
        return f"signal {number}"

    ended_closed = "it closed"

    def ended_failed(self, code: int) -> str:
        """'it failed (exit status 2)'."""
        return f"it failed (exit status {code})"

    def token_too_weak(self, least: int) -> str:
        """What ``--token`` must be."""
        return f"--token must be at least {least} plain characters (letters, digits, - and _)."
