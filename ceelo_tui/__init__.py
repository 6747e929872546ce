"""ceelo-tui: Cee-lo, the three-dice street game, for the terminal."""

__version__ = "0.1.0"
