"""The round's log in English, for tests that check what the engine recorded by its words.

The engine records typed events (:mod:`ceelo_tui.engine.events`); a test that asserts the
sentence a player reads says them through the one presenter every screen uses, so the English
is still checked, and checked where the screens take it from.
"""

from __future__ import annotations

from collections.abc import Iterable

from ceelo_tui.engine.events import BankReason, Event, Message
from ceelo_tui.presenters.event_words import event_words, log_words, message_words


def said(events: Iterable[Event]) -> tuple[str, ...]:
    """``events`` (a round's log) as the English lines the table's log shows."""
    return log_words(events)


def told(message: Message) -> str:
    """A state's latest message (``state.message``) as the table's message line says it, in English."""
    return message_words(message)


def bank_said(reason: BankReason | None) -> str:
    """Why the bank stays or moves (a round's ``bank_reason``) as the settled panel says it; '' before."""
    return "" if reason is None else event_words(reason)
