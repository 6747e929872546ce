"""The turn machine: how a game of dice moves from seat to seat, written once for every game.

Every game (the banking game, :mod:`~ceelo_tui.engine.game`, winner take all,
:mod:`~ceelo_tui.engine.pot_game`, and Chinchiro, :mod:`~ceelo_tui.engine.chinchiro`) derives
its state from :class:`TurnMachine`. What is the
same in every game of Cee-lo lives here, so that it cannot drift apart between them:

* a new table (:meth:`TurnMachine.new`): the rules checked for this game, the players seated
  (:mod:`~ceelo_tui.engine.seating`), the first seat or a roll-off by red pips;
* whose move it is and what moves are legal while a broke player is offered a buy-back
  (:attr:`TurnMachine.actor`, :meth:`TurnMachine.legal_moves`);
* the start of a roll (:meth:`TurnMachine.roll`): the move checked, the dice read, the
  takeback dropped (the dice have spoken), a virtual roll at a real-dice table said, then the
  roll-off for who goes first or the game's own reading of the dice, and a typed roll kept
  correctable (:meth:`~ceelo_tui.engine.table.TableState._typed_roll`);
* a loose roll's start (:meth:`TurnMachine.loose_roll`) and the next round's
  (:meth:`TurnMachine.next_round`);
* the dead-roll limit (:meth:`TurnMachine._dead_out`);
* the close of a round (:meth:`TurnMachine._close_round`): the round into the history, then a
  buy-back offered, the game over (its reason, :meth:`~ceelo_tui.engine.table.TableState._end_reason`)
  or the table waiting for the next round;
* the next-seat search (:meth:`TurnMachine._in_turn`, :meth:`TurnMachine._next_with_coins`);
* the refusal of a move that is not legal now, in the game's words
  (:meth:`TurnMachine._wrong_move`);
* the moves every game has, in each game's table of moves by journal kind (:func:`move_table`),
  and a journal move played through such a table (:func:`play_move`).

A game module keeps only what differs: its phases and round record, its betting (stake and
fade, or the ante), how it reads a roll and settles the coins, and its words. A game declares
its mode, its name and what it lacks for the refusals, and what its first seat is called (the
class variables below), and fills in the hooks, each an abstract method, so a game that
forgets one cannot be created.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Collection, Mapping
from dataclasses import replace
from typing import Any, ClassVar, TypeVar

from typing_extensions import Self

from .dice import Dice, check_dice, parse_faces
from .errors import IllegalMove
from .events import LooseRoll, Message, VirtualDice
from .journal import Move
from .phrase import Phrase, Words, phrase
from .rules import HouseRules, players_problem
from .seating import FIRST_BY_RED_PIPS, check_first_seat, seat_table
from .table import BUY_BACK_MOVES, PhaseT, RoundT, Seat, TableState, check_seat, move_words, not_in_game


def read_dice(dice: object) -> Dice:
    """Three dice 1-6 for a roll move (or the faces as a roller types them: "4 5 6", "456",
    "4,5,6"), or IllegalMove (a refused move, like any other)."""
    try:
        if isinstance(dice, str):
            return parse_faces(dice)
        return check_dice(dice)
    except (TypeError, ValueError) as error:
        why = error.args[0] if error.args and isinstance(error.args[0], Phrase) else str(error)
        raise IllegalMove(phrase("not_dice", why)) from None


class TurnMachine(TableState[PhaseT, RoundT]):
    """A game's state with the turns every game of Cee-lo shares (see the module notes).

    Both phase enums have ``draw`` (a roll-off for who goes first), ``settled`` and
    ``game_over``; the machine names them by their values.
    """

    MODE: ClassVar[str]
    """The house rules' ``mode`` that chooses this game: "bank", "pot"."""
    WRONG_MODE: ClassVar[Words]
    """The refusal of house rules for another game (``phrase("wrong_mode_bank")``)."""
    FIRST_WORD: ClassVar[Words]
    """What the seat that goes first is called: "banker", "roller"."""
    GAME_WORDS: ClassVar[Words]
    """The game as a refusal names it: "the banking game"."""
    LACKS_WORDS: ClassVar[Words]
    """What this game has instead of another game's move, for its refusal: "there is no bank"."""

    # ------------------------------------------------------------------ a new table
    @classmethod
    def new(
        cls,
        names: list[str] | tuple[str, ...],
        coins: object,
        first_banker: int | str,
        rules: HouseRules | None = None,
        styles: list[str | None] | tuple[str | None, ...] | None = None,
    ) -> Self:
        """A fresh table under ``rules`` (default: this game's, every switch off). Names are
        trimmed and must be unique; coins 5-100 each; ``styles`` one computer style (or None)
        a seat. ``first_banker`` is the seat that goes first (the first banker or roller), or
        :data:`~ceelo_tui.engine.seating.FIRST_BY_RED_PIPS`: every player rolls for it first.
        IllegalMove saying what is wrong, nothing made."""
        rules = HouseRules(mode=cls.MODE) if rules is None else rules
        if rules.mode != cls.MODE:
            raise IllegalMove(cls.WRONG_MODE)
        seats = seat_table(names, coins, styles)
        red_pips = first_banker == FIRST_BY_RED_PIPS
        first = None if red_pips else check_first_seat(first_banker, len(seats), cls.FIRST_WORD)
        problem = players_problem(rules, len(seats))
        if problem:
            raise IllegalMove(problem)
        return cls._seated(seats, rules, first)

    # ------------------------------------------------------------------ whose move
    @property
    def actor(self) -> int | None:
        """The seat whose move it is: a broke player offered a buy-back first, then the game's
        own turn; None when the table waits for 'next round' or is over."""
        if self.offers:
            return self.offers[0]
        return self._turn()

    def legal_moves(self) -> frozenset[str]:
        """Names of the moves allowed now: buy_back and decline while a broke player is offered
        a buy-back, else the game's own (:meth:`_moves_now`)."""
        if self.offers:
            return BUY_BACK_MOVES
        return self._moves_now()

    # ------------------------------------------------------------------ moves every game has
    def roll(self, dice: object, seat: int | None = None, virtual: bool = False) -> Self:
        """The roller throws ``dice`` (decided beforehand, by a seeded generator or a journal, or
        typed by the roller at a real-dice table). ``virtual``: the game rolled them at a
        real-dice table (a computer seat's roll), which the round's log says."""
        self._expect("roll", seat)
        faces = read_dice(dice)
        state = replace(self, taken=None)  # the dice have spoken: nothing before them is taken back
        if virtual and self.rules.dice == "real" and self.actor is not None:
            state = state._event(VirtualDice(self.name(self.actor)))
        if state.phase == "draw":
            return state._draw_rolls(faces)
        return self._typed_roll(state._rolls(faces), faces, virtual)

    def loose_roll(self, seat: int | None = None) -> Self:
        """The roller's dice left the table (loose_roll, real dice): the turn is lost at once,
        as the game says (:meth:`_loses_loose`)."""
        self._expect("loose", seat)
        roller = self.actor
        assert roller is not None
        loose = LooseRoll(self.name(roller))
        return replace(self, taken=None)._event(loose)._loses_loose(roller, (loose,))

    def next_round(self, seat: int | None = None) -> Self:
        """Start the next round (:meth:`_opens_next_round`).

        ``seat`` is checked like every move's (a seat that does not exist is refused), but anyone
        at the table may start the next round: nobody's turn is waiting."""
        self._expect("next_round", None)
        check_seat(seat, len(self.seats))
        return replace(self, taken=None)._opens_next_round()

    # ------------------------------------------------------------------ what each game fills in
    @classmethod
    @abstractmethod
    def _seated(cls, seats: tuple[Seat, ...], rules: HouseRules, first: int | None) -> Self:
        """The opening state of the players at ``seats``: ``first`` goes first, or (None) a
        roll-off by red pips decides who does."""

    @abstractmethod
    def _turn(self) -> int | None:
        """The seat whose turn it is in the game (no buy-back offered), or None."""

    @abstractmethod
    def _moves_now(self) -> frozenset[str]:
        """The game's own moves allowed now (no buy-back offered)."""

    @abstractmethod
    def _draw_rolls(self, dice: Dice) -> Self:
        """A roll of the roll-off for who goes first (phase ``draw``)."""

    @abstractmethod
    def _rolls(self, dice: Dice) -> Self:
        """A roll of the round, read by the game's own scoring: roll again, the next roller, or
        the round settled (:meth:`_close_round`)."""

    @abstractmethod
    def _loses_loose(self, roller: int, said: Message) -> Self:
        """After ``said`` (the loose roll, in the log): the roller's turn lost, by the game's rules."""

    @abstractmethod
    def _opens_next_round(self) -> Self:
        """The next round, opened (the takeback is already dropped)."""

    @abstractmethod
    def _waits_for(self) -> Words:
        """What the table waits for now, the sentence a refusal ends with: "Al must roll."."""

    @abstractmethod
    def _move_kinds(self) -> Collection[str]:
        """Every journal move this game has (its table of moves, :func:`move_table`)."""

    # ------------------------------------------------------------------ shared rules of the turn
    def _roll_moves(self) -> frozenset[str]:
        """The moves of a roller: roll, and (loose_roll) call a loose roll."""
        return frozenset({"roll", "loose"} if self.rules.loose_roll else {"roll"})

    def _dead_out(self, rolls: tuple[Dice, ...]) -> bool:
        """True when a turn's ``rolls`` (the latest one to roll again) reach the house's roll
        limit: that many meaningless rolls in a row and the roller is out."""
        limit = self.rules.roll_limit
        return limit is not None and len(rolls) >= limit

    def _in_turn(self, start: int, first: bool) -> tuple[int, ...]:
        """The seats with coins in turn round the table to the left of ``start``, each once:
        ``start`` first when ``first`` (and it has coins), else ``start`` left out."""
        n = len(self.seats)
        around = ((start + k) % n for k in range(0 if first else 1, n))
        return tuple(seat for seat in around if self.seats[seat].coins > 0)

    def _next_with_coins(self, start: int) -> int | None:
        """The next seat on the left of ``start`` that has coins, or None when no other seat has."""
        return next(iter(self._in_turn(start, first=False)), None)

    def _close_round(self, said: Message, lead: Message) -> Self:
        """The round settled (its record complete) into the history; then the first broke player
        asked to buy back in, or the game over (``lead``, then why), or ``said`` and the table
        waits for the next round."""
        state = replace(self, phase=type(self.phase)("settled"), history=self.history + (self.round,))
        offered = state._offer_buy_backs(said)
        if offered is not None:
            return offered
        over = state._end_reason()
        if over is not None:
            return state._game_over(over, lead)
        return state._say(said)

    def _wrong_move(self, move: str) -> Words:
        """A move of another game (or none) named as such; else why not now, and what the table
        waits for."""
        now = self._waits_for()
        if move not in self._move_kinds():
            return not_in_game(move, self.GAME_WORDS, self.LACKS_WORDS, now)
        return self._not_now(move, now)

    def _not_now(self, move: str, now: Words) -> Words:
        """The refusal of one of this game's moves that is not legal now."""
        return phrase("cannot_now", move_words(move), now)


Machine = TypeVar("Machine", bound=TurnMachine[Any, Any])
"""One game's state, played through its table of moves."""

Play = Callable[[Machine, Move], Machine]
"""How a journal move of one kind is played on a game's state."""


def play_move(state: Machine, moves: Mapping[str, Play[Machine]], move: Move) -> Machine:
    """The state after ``move``, played through the game's table of ``moves``; IllegalMove
    (saying why, in the game's words) if the game has no such move or it is not allowed now."""
    play = moves.get(move.kind)
    if play is None:
        raise IllegalMove(state.refused(move.kind))
    return play(state, move)


def move_table(own: Mapping[str, Play[Machine]]) -> Mapping[str, Play[Machine]]:
    """A game's table of moves by journal kind (``games.apply_move`` plays a journal move
    through it): the game's ``own`` moves (its betting), then the moves every game has."""
    shared: dict[str, Play[Machine]] = {
        "roll": lambda state, move: state.roll(move.dice, seat=move.seat, virtual=move.virtual),
        "loose": lambda state, move: state.loose_roll(seat=move.seat),
        "next_round": lambda state, move: state.next_round(seat=move.seat),
        "undo": lambda state, move: state.undo(seat=move.seat),
        "buy_back": lambda state, move: state.buy_back(seat=move.seat),
        "decline": lambda state, move: state.decline(seat=move.seat),
    }
    return {**own, **shared}
