"""The words and numbers the screens show, worked out from the engine's states.

Pure functions, no Textual: a state (and what the screen is doing with it) goes in, text comes
out, or a frozen view (a dataclass) carrying every word, number and style key a widget draws, a
module per widget family (``table_view``, ``balance_view``, ``settlement_view``, ``history_view``,
``stats_view``, ``game_over_view``, ``rules_view``, ``setup_view`` ...). Styled words are
:data:`~ceelo_tui.presenters.styled.Line` s, which a widget turns into Textual content.
They sit between the engine and the widgets, so a widget or a screen shows what a presenter
says and never builds a sentence from a game state itself, and the same words serve the
terminal, the command line (``ceelo-tui history``) and the tests.
"""
