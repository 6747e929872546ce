"""The English catalog: one class made of a part for each family of screens' words.

Each part is a mixin in its own module (``en/numbers.py``, ...), holding the words of one
area as plain attributes (labels) and methods (sentences with what changes put in). A method
takes plain data (names, numbers, already-worded parts), never a game state, so another
language can say the same thing in its own order.
"""

from __future__ import annotations

from .browser import BrowserWords
from .events import EventWords
from .history import HistoryWords
from .host import HostWords
from .host_view import HostViewWords
from .house_rules import HouseRuleWords
from .numbers import NumberWords
from .presence import PresenceWords
from .prompts import PromptWords
from .results import ResultWords
from .saves import SaveWords
from .shared_table import SharedTableWords
from .table import TableWords


class English(
    EventWords,
    PromptWords,
    TableWords,
    ResultWords,
    HistoryWords,
    PresenceWords,
    HouseRuleWords,
    SaveWords,
    SharedTableWords,
    HostWords,
    BrowserWords,
    HostViewWords,
    NumberWords,
):
    """Every sentence a player reads, in English."""
