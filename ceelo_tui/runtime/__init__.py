"""The program's process, whatever it plays: what keeps it well behaved over a long session.

- :mod:`.terminal_gone`: a game whose terminal has gone away ends, instead of spinning on.
- :mod:`.long_lived`: the objects that live as long as the program are spared from the
  garbage collector's full passes (``gc.freeze``).
"""
