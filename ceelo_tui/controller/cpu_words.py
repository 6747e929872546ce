"""The computer seats in words: each style's paragraph, a seat's label, what it is about to do.

The engine's :mod:`~ceelo_tui.engine.cpu` decides with numbers, and it and
:mod:`~ceelo_tui.engine.cpu_styles` name the styles and moves by identifiers; the sentences
are the catalog's, chosen here from a seat's style and move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.cpu_styles import PROFILES, is_computer
from ..engine.journal import Move
from ..presenters.catalog import WORDS
from ..presenters.catalog.keyed import entry, label

if TYPE_CHECKING:
    from ..engine.games import AnyGame


def style_words() -> dict[str, str]:
    """Style name -> how it plays, in plain words (for the help screen and ``--help``)."""
    return {name: label(WORDS, "style", name) for name in PROFILES}


def computer_label(state: AnyGame, seat: int) -> str:
    """'Cy (computer, cautious)' for a computer seat; the seat's name for anyone else."""
    style = state.seats[seat].style
    if is_computer(state, seat) and style is not None:
        return WORDS.computer_label(state.name(seat), style)
    return state.name(seat)


def intent_words(state: AnyGame, move: Move) -> str:
    """What a computer seat is about to do, in words: 'Cy (computer, cautious) will fade 3 coins…'.

    ``move`` is the seat's planned move (``cpu.planned_move``); between rounds, with no seat
    to move, the words are 'Next round…'. A computer seat at a real-dice table rolls virtual
    dice, and says so.
    """
    if move.seat is None:
        return WORDS.next_round_intent
    amount = move.amount if isinstance(move.amount, int) else 0
    kind = move.kind
    if kind == "roll" and state.rules.dice == "real":
        kind = "roll_virtual"
    elif kind == "buy_back":
        amount = state.stack
    return entry(WORDS, "intent", kind)(computer_label(state, move.seat), amount)
