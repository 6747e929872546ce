"""The app's screens. Places: setup, THE TABLE (``table.py``: one screen for every phase of
both games, composed once and updated in place) and game over. Over them: help, history,
saved games, the quit dialog and the too-small notice. ``base.py`` is what the places share;
``words.py`` and ``pot_words.py`` turn the engine's answers into the table's words."""
