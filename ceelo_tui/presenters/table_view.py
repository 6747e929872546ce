"""The table's model: every word, number and move key the table shows for one moment of a game.

:func:`table_view` is a pure function of the state shown and the few things around it (the
seats this screen's keys move, dice in the air, what a computer is about to do, the faces the
tray shows). The table screen renders the :class:`TableView` it returns and maps keys to moves;
a test reads the model with no screen at all. Every game goes through it (the banking game,
winner take all, Chinchiro): it asks which game a state is in one place, so the screen never does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ..engine.chinchiro import ChinchiroState
from ..engine.dice import Dice
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from ..engine.pot_game import PotState
from ..engine.roll_off import RollOff
from .balance_view import RowView, balance_rows
from .catalog import WORDS
from .chinchiro_view import bet_detail, bet_prompt, chin_title, chin_turn_lines
from .event_words import log_words, message_words, move_words
from .odds_view import odds_text
from .pot_words import ante_prompt, players_line, pot_loose_cost, pot_title, pot_turn_lines
from .presence_words import stood_in_log
from .settlement_view import SettlementView, settlement_view
from .words import (
    bank_turn_lines,
    faces_prompt,
    fade_prompt,
    loose_cost,
    roll_off_caption,
    roll_prompt,
    round_title,
    rules_line,
    settled_prompt,
    stake_prompt,
)

AMOUNT_MOVES = frozenset({"stake", "pass_bank", "fade", "ante", "bet"})
"""Legal moves that call for the amount panel."""

ROLL_KEY = WORDS.roll_key_name
"""The key that rolls, as the prompts name it."""

PLAY_KEY = WORDS.play_key_name
"""The key that plays typed faces, as the prompts name it."""


@dataclass(frozen=True)
class MovePanel:
    """The move panel in front and what it says.

    ``panel`` is one of ``amount-panel``, ``roll-panel``, ``faces-panel``, ``settled-panel``.
    """

    panel: str
    prompt: str
    lines: tuple[str, ...]
    """The turn's lines (the amount panel has one: its detail line)."""
    kind: str = ""
    """The amount asked for: "stake", "fade", "ante" or "bet" ('' outside the amount panel)."""
    limits: tuple[int, int] = (0, 0)
    """The engine's lowest and highest amount allowed now."""
    turn: object = None
    """Who is asked for what (a new turn empties the field)."""
    can_pass: bool = False
    can_stand: bool = False
    loose: bool = False
    """A loose roll is allowed now (a real-dice table's faces panel)."""
    shoot_out: bool = False
    flying: bool = False
    over: bool = False
    """The game is over: the settled panel offers the final standings."""
    offer: bool = False
    """A broke player at this screen is offered a buy-back: the settled panel offers b and Enter."""
    moves_on: bool = True
    """This screen's keys may start the next round (False at a shared table's screen that only
    watches: the settled panel offers no Next round)."""
    kept: bool = False
    """The settled round stays on screen after another screen started the next one: the
    settled panel's button shows the table as it stands."""
    shorter: tuple[str, ...] = ()
    """The panel's lines (:attr:`info`) said in fewer words, longest first: the panel draws each
    line in the longest of its forms that fits its width (the amount panel's roll-off caption;
    the roll and faces panels' lines with the names left out, bets and players counted)."""

    @property
    def info(self) -> str:
        """The turn's lines as the panel draws them."""
        return "\n".join(self.lines)

    @property
    def info_forms(self) -> tuple[str, ...]:
        """:attr:`info`, then the same in fewer words (:attr:`shorter`): what the panel is told."""
        return (self.info, *self.shorter)


@dataclass(frozen=True)
class TableView:
    """Everything the table shows of one state."""

    title: str
    rules: str
    """The house rules, as the title bar's right side says them."""
    panel: MovePanel
    log: tuple[str, ...]
    """The round's story so far (before its first event, last round's)."""
    settled: bool
    """The round is settled: the settlement shows in place of the log."""
    latest: str
    """The latest thing that happened, for the message line."""
    faces: Dice | None
    """The faces the tray shows while no dice are in the air."""
    dice: int
    """How many of the tray's dice are drawn: 1 for a one-die roll-off, else 3."""
    keys: frozenset[str]
    """The table's move actions allowed now (before any choice made in the amount panel)."""
    rows: tuple[RowView, ...]
    """The balance table: its header, then a row a seat."""
    odds: str
    """The roller's chances against the banker's point ('' when there are none to show)."""
    settlement: SettlementView
    """The settled round's settlement (empty while the round is in play)."""

    @property
    def prompt(self) -> str:
        """What the move panel asks for."""
        return self.panel.prompt


def types_faces(state: AnyGame, here: frozenset[int]) -> bool:
    """True when a person at this screen must roll at a real-dice table: they type the faces
    they rolled (a computer seat's roll is the game's, on virtual dice; a player at another
    screen types theirs there). ``here``: the seats whose moves this screen's keys make."""
    actor = state.actor
    return state.rules.dice == "real" and "roll" in state.legal_moves() and actor in here


def panel_for(state: AnyGame, here: frozenset[int]) -> str:
    """The id of the move panel that ``state`` calls for (``here``: as for :func:`types_faces`)."""
    legal = state.legal_moves()
    if legal & AMOUNT_MOVES:
        return "amount-panel"
    if types_faces(state, here):
        return "faces-panel"
    if "roll" in legal:
        return "roll-panel"
    return "settled-panel"


def loose_roll_cost(state: AnyGame) -> str:
    """What a loose roll (the dice left the table) costs the player to move, in either game."""
    return pot_loose_cost(state) if isinstance(state, PotState) else loose_cost(state)


def amount_limits(state: AnyGame) -> tuple[int, int]:
    """The engine's limits on the amount being asked for (stake, fade or ante)."""
    if isinstance(state, PotState):
        return state.ante_limit()
    if isinstance(state, ChinchiroState):
        return state.bet_limit()
    return state.stake_limit() if state.phase is Phase.STAKE else state.fade_limit()


def table_view(state: AnyGame, *, here: frozenset[int], flying: bool = False, intent: str | None = None,
               last_faces: Dice | None = None, people: frozenset[int] | None = None,
               stood_in: Mapping[tuple[int, int], str] | None = None, settled_prompt: str | None = None,
               moves_on_here: bool = True, kept: bool = False) -> TableView:
    """The table's model of ``state``.

    Args:
        state: The state the table shows.
        here: The seats whose moves this screen's keys make.
        flying: Dice are in the air (the roll's result is not shown yet).
        intent: What the computer seat to move is about to do, in words, or None.
        last_faces: The faces of this round's latest roll, which the tray shows.
        people: The seats people play, here or elsewhere (for undo; default: the seats with no
            computer style).
        stood_in: At a shared table, (round, line of its log) -> the away player for whom the
            house made that line's move: the log and latest line say the house made it.
        settled_prompt: What the settled panel says instead of "press Enter for the next
            round" (at a shared table: who starts it, or that another screen did).
        moves_on_here: False at a screen whose keys may not start the next round (it watches).
        kept: The settled round stays on screen after another screen started the next one:
            its one key shows the table as it stands (no move of the settled round is offered,
            since the game has moved on from it).
    """
    panel_id = panel_for(state, here)
    settled = panel_id == "settled-panel"
    view = TableView(
        title=_title(state),
        rules=rules_line(state.rules),
        panel=_panel(state, panel_id, here=here, flying=flying, intent=intent, last_faces=last_faces),
        log=() if settled else _log_lines(state),
        settled=settled,
        latest=_latest(state, here),
        faces=last_faces,
        dice=dice_shown(state, last_faces),
        keys=_keys(state, here, people),
        rows=balance_rows(state),
        odds=odds_text(state),
        settlement=settlement_view(state) if settled else SettlementView(),
    )
    if stood_in:
        log, latest = stood_in_log(state, view.log, view.latest, stood_in)
        view = replace(view, log=log, latest=latest)
    if settled_prompt is not None and settled:
        view = replace(view, panel=replace(view.panel, prompt=settled_prompt))
    if not moves_on_here:
        view = replace(view, keys=view.keys - {"next_round"}, panel=replace(view.panel, moves_on=False))
    if kept and settled:
        view = replace(view, keys=frozenset({"show_table"}), panel=replace(view.panel, kept=True))
    return view


def _title(state: AnyGame) -> str:
    if isinstance(state, PotState):
        return pot_title(state)
    if isinstance(state, ChinchiroState):
        return chin_title(state)
    if state.phase in (Phase.STAKE, Phase.FADE):
        return round_title(state)
    return WORDS.title_bank_in_play(round_title(state), state.round.stake)


def _log_lines(state: AnyGame) -> tuple[str, ...]:
    """This round's events; before the first of them, what happened last round."""
    events = log_words(state.round.events)
    if not events and state.history:
        return (WORDS.last_round_heading, *log_words(state.history[-1].events))
    return events


def _latest(state: AnyGame, here: frozenset[int]) -> str:
    """The latest thing that happened; after a roll typed at a real-dice table, how to correct
    it while that is still allowed, at the roller's screen (``here``: its seats)."""
    taken = state.taken
    if taken is not None and taken.roll and state.can_undo and taken.seat in here:  # a person's typed roll
        return WORDS.typed_roll_undo_hint(message_words(state.message), state.name(taken.seat), move_words(taken.move))
    return message_words(state.message)


def _turn_lines(state: AnyGame, *, brief: bool = False) -> list[str]:
    """The move panel's lines about the turn, in the words of the game ``state`` is in
    (``brief``: in fewer words, names left to the prompt, the balance table and the log)."""
    if isinstance(state, PotState):
        return pot_turn_lines(state, brief=brief)
    if isinstance(state, ChinchiroState):
        return chin_turn_lines(state, brief=brief)
    return bank_turn_lines(state, brief=brief)


def _briefer(state: AnyGame, lines: list[str]) -> tuple[str, ...]:
    """The turn's ``lines`` in fewer words, as :attr:`MovePanel.shorter` holds them (none if
    they say it as briefly already)."""
    brief = _turn_lines(state, brief=True)
    return () if brief == lines else ("\n".join(brief),)


def _panel(state: AnyGame, panel_id: str, *, here: frozenset[int], flying: bool, intent: str | None,
           last_faces: Dice | None) -> MovePanel:
    if panel_id == "amount-panel":
        return _amount(state, intent, last_faces)
    if panel_id == "settled-panel":
        lines = _turn_lines(state)
        offer = bool(state.offers) and state.offers[0] in here
        return MovePanel(panel_id, settled_prompt(state, intent), tuple(lines), over=state.is_over, offer=offer)
    shoot_out = isinstance(state, PotState) and bool(state.shoot_out)
    lines = _turn_lines(state)
    if panel_id == "faces-panel":
        turn = (state.round.number, state.phase, state.actor, state.rolls_this_turn())
        return MovePanel(panel_id, faces_prompt(state, PLAY_KEY, shoot_out=shoot_out), tuple(lines), turn=turn,
                         loose="loose" in state.legal_moves(), shoot_out=shoot_out, shorter=_briefer(state, lines))
    prompt = roll_prompt(state, ROLL_KEY, flying=flying, shoot_out=shoot_out, intent=None if flying else intent)
    return MovePanel(panel_id, prompt, tuple(lines), shoot_out=shoot_out, flying=flying, shorter=_briefer(state, lines))


def _amount(state: AnyGame, intent: str | None, last_faces: Dice | None) -> MovePanel:
    limits = amount_limits(state)
    # While the tray still shows a roll-off's last roll, the detail line says whose it is
    # (in place of the usual line, so the log keeps room for every roll and the winner).
    roll_off = roll_off_shown(state, last_faces)
    caption, *shorter = roll_off_caption(state, roll_off) if roll_off is not None else ("",)
    rnd = state.round
    if isinstance(state, PotState):
        return MovePanel("amount-panel", ante_prompt(state, intent), (caption or players_line(state),), kind="ante",
                         limits=limits, turn=(rnd.number, "ante"), can_pass=True, shorter=tuple(shorter))
    if isinstance(state, ChinchiroState):
        detail, *more = (caption, *shorter) if caption else bet_detail(state)
        return MovePanel("amount-panel", bet_prompt(state, intent), (detail,), kind="bet", limits=limits,
                         turn=(state.round.number, state.banker, state.actor, state.round.asked), can_pass=True,
                         shorter=tuple(more))
    bank = state.round  # the banking game's round, typed as such
    if state.phase is Phase.STAKE:
        seat = state.seats[state.banker]
        detail = caption or WORDS.has_to_stake(seat.name, seat.coins)
        # The field starts empty even when the bank may stand: the bank stands by its own
        # key (b), never by an Enter pressed twice (once for the next round, once here).
        return MovePanel("amount-panel", stake_prompt(state, intent), (detail,), kind="stake", limits=limits,
                         turn=(bank.number, state.phase, state.actor, bank.asked),
                         can_pass=True, can_stand=state.standing_stake() is not None, shorter=tuple(shorter))
    detail = WORDS.fade_detail(bank.stake, bank.covered, bank.uncovered)
    return MovePanel("amount-panel", fade_prompt(state, intent), (detail,), kind="fade", limits=limits,
                     turn=(bank.number, state.phase, state.actor, bank.asked), can_pass=state.can_pass_fade())


def dice_shown(state: AnyGame | None, last_faces: Dice | None) -> int:
    """How many dice the tray draws: one while a one-die roll-off is rolled, or its last roll
    is still shown (``last_faces``); three otherwise."""
    if state is None:
        return 3
    draw = state.round.draw if isinstance(state, PotState) else state.draw
    if draw is None or (draw.winner is not None and roll_off_shown(state, last_faces) is None):
        return 3
    return draw.dice_counted


def roll_off_shown(state: AnyGame, last_faces: Dice | None) -> RollOff | None:
    """The decided roll-off (red pips, order=roll) whose last roll the tray still shows
    (``last_faces``), or None once a move has followed it."""
    draw = state.round.draw if isinstance(state, PotState) else state.draw
    if draw is None or draw.winner is None or not draw.rolls or last_faces != draw.rolls[-1][2]:
        return None
    return draw


def _keys(state: AnyGame, here: frozenset[int], people: frozenset[int] | None) -> frozenset[str]:
    """The table's move actions allowed in ``state``: what the engine allows, for a seat whose
    moves this screen's keys make (undo: back to a person's move, one of this screen's seats';
    at a shared table another screen's move is its own player's to take back, so ctrl+z is not
    offered here, and, pressed anyway, says so)."""
    keys: set[str] = set()
    typed = types_faces(state, here)
    typed_roll = state.taken is not None and state.taken.roll  # a mistyped roll: say ^z corrects it
    undoable = not state.undo_refusal(people) and state.undo_seat in here and (typed_roll or not typed)
    keys.add("undo" if undoable else "undo_unseen")
    if state.is_over:
        keys.add("standings")
    actor = state.actor
    if actor is not None and actor not in here:
        return frozenset(keys)  # a computer's turn (it makes its own move), or another screen's
    legal = state.legal_moves()
    if "stake" in legal:
        keys |= {"stake", "all_in"}
        if isinstance(state, GameState) and state.standing_stake() is not None:
            keys.add("stand")
    keys |= {move for move in ("fade", "pass_bank", "ante", "bet", "next_round", "buy_back", "decline") if move in legal}
    if "roll" in legal:
        keys.add("faces" if typed else "roll")
        if typed and "loose" in legal:
            keys.add("loose")
    if legal & {"fade", "ante", "bet"}:
        keys.add("max")
    if legal & AMOUNT_MOVES:
        keys.add("step")
    if legal & {"fade", "bet"} and "pass" in legal:
        keys.add("pass_fade")
    return frozenset(keys)
