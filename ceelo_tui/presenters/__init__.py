"""The words and numbers the screens show, worked out from the engine's states.

Pure functions, no Textual: a state (and what the screen is doing with it) goes in, text comes
out. They sit between the engine and the widgets, so a widget or a screen shows what a
presenter says and never builds a sentence from a game state itself, and the same words serve
the terminal, the command line (``ceelo-tui history``) and the tests.
"""
