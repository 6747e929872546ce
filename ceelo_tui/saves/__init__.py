"""Saved games: the store (one fsynced, append-only journal file a game, 0600 files in a
0700 folder), the lock that keeps a game in one window, the autosave that links the app's
match to the store, and the remembered table (settings.json).

- :mod:`.store`: where saved games live, how they are written, listed, recovered and deleted.
- :mod:`.game_lock`: one window per saved game (an advisory ``flock`` beside it).
- :mod:`.autosave`: the app's link to the store; every move is saved as it is played.
- :mod:`.table_settings`: the last table, remembered between launches.

Nothing here imports Textual at import time, so the commands that only read saved games
(``history``, ``export``, ``host``) start without it.
"""
