"""``ceelo-tui serve``: the game in a browser, through textual-serve, behind a token.

- :mod:`.guard`: the checks every request passes (token, Host, Origin, limits), apart from
  the server so the command can check its options without loading it.
- :mod:`.server`: textual-serve's server behind the guard, telling the players where to go.
- :mod:`.start_notice`: why a browser tab's game could not start, shown in the tab itself.
- ``app_index.html``: the page every tab loads (package data).

This file imports nothing: the commands import :mod:`.guard` at start-up, and the server
(textual-serve, aiohttp) only when ``serve`` runs.
"""
