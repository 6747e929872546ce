"""The English catalog: one class made of a part for each family of screens' words.

Each part is a mixin in its own module (``en/numbers.py``, ...), holding the words of one
area as plain attributes (labels) and methods (sentences with what changes put in). A method
takes plain data (names, numbers, already-worded parts), never a game state, so another
language can say the same thing in its own order. A part that says amounts builds on
:class:`NumberWords`, which therefore comes last among the bases.
"""

from __future__ import annotations

from .browser import BrowserWords
from .chinchiro import ChinchiroWords
from .commands import CommandWords
from .cpu import CpuWords
from .events import EventWords
from .help import HelpWords
from .history import HistoryWords
from .host import HostWords
from .host_view import HostViewWords
from .house_rules import HouseRuleWords
from .keys import KeyWords
from .move_refusals import MoveRefusals, UndoRefusals, WaitsFor
from .numbers import NumberWords
from .odds import OddsWords
from .presence import PresenceWords
from .prompts import PromptWords
from .reasons import ReasonWords
from .refusals import AmountRefusals, SeatingRefusals
from .results import ResultWords
from .rolls import RollWords
from .rules import RulesWords
from .saved import SavedWords
from .saves import SaveWords
from .screens import ScreenWords
from .shared_table import SharedTableWords
from .table import TableWords
from .widgets import WidgetWords


class English(
    WaitsFor,
    MoveRefusals,
    UndoRefusals,
    EventWords,
    PromptWords,
    RollWords,
    ReasonWords,
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
    CommandWords,
    CpuWords,
    RulesWords,
    OddsWords,
    ChinchiroWords,
    SavedWords,
    KeyWords,
    ScreenWords,
    WidgetWords,
    HelpWords,
    AmountRefusals,
    SeatingRefusals,
    NumberWords,
):
    """Every sentence a player reads, in English."""
