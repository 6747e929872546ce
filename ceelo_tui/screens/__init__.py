"""The app's screens. Places: setup, THE TABLE (``table.py``: one screen for every phase of
both games, composed once and updated in place) and game over. Over them: help, history,
saved games, the quit dialog and the too-small notice. ``base.py`` is what the places share.
A screen maps keys to moves and hands the presenters' views (``ceelo_tui/presenters``) down to
its widgets; it imports nothing from the engine but its types."""
