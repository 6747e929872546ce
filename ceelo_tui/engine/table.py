"""What every game in play shares: seats and coins, whose move, each seat's status, the
history, the end, written once in :class:`TableState`.

The banking game (:class:`~ceelo_tui.engine.game.GameState`) and winner take all
(:class:`~ceelo_tui.engine.pot_game.PotState`) both derive from :class:`TableState`, so a
screen or widget that shows "a table" (either game: :data:`~ceelo_tui.engine.games.AnyGame`)
asks both the same questions, and asks which game it is one way:
:attr:`TableState.winner_take_all`. What only one game has (a banker, a pot) is
asked of that game's own type once this says which it is.

Seat statuses are values of :class:`SeatStatus`, not words the UI must match; their values
are the words the balance table shows.

Taking a move back (undo) is written here once for both games. A stake, fade, pass, pass of the
bank or ante leaves a :class:`Takeback` on the new state: the state before it, who made it and
which move it was. Each state's takeback holds the state before, whose own takeback reaches
further back, so players may take back move after move. A roll (the banker's first roll of the
round, or the first roll after the ante) and the next round drop the chain: from then on the
dice have spoken and nothing is taken back. The one exception is a roll whose faces a person
typed at a real-dice table: a mistyped roll can be taken back until the next move is made, and
typed again (:meth:`TableState._typed_roll`), but only the roll: the bets made before it stand.
:meth:`TableState.undo` returns the state before the move with the round's log kept and a line
saying what was taken back, so the log and the history show it; the coins are those of the
state before, exactly.

At a table with computer seats, one undo takes back every computer move made since the last
person's move, and that person's move with them: taking back only a computer's move would
hand the turn to the computer again, which would just move again. An undo is possible only
when some person has a move to take back.

The shared type is generic over what differs between the games: ``TableState[PhaseT, RoundT]``,
the game's phase enum and its round record (a finished round is kept in the history as the
same record, so the history's entries are of the round type too). ``GameState`` is a
``TableState[Phase, Round]`` and ``PotState`` a ``TableState[PotPhase, PotRound]``, so what the
shared code reads of ``phase``, ``round`` and ``history`` is typed for the game at hand, and a
takeback holds a state of its own game (:class:`Takeback` is generic in the state it holds).

How a game's turns go (a roll's start, the close of a round, the next seat, the shared moves)
is :class:`~ceelo_tui.engine.turns.TurnMachine`'s, the class every game's state derives from
(Chinchiro's too, :mod:`~ceelo_tui.engine.chinchiro`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import Field, dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, TypeVar

from msgspec import Struct
from typing_extensions import Self

from .dice import Dice
from .errors import IllegalMove
from .events import (
    AnteSet,
    BankPassed,
    BetPlaced,
    BoughtBack,
    BuyBackOffer,
    ChinRolled,
    DeadOut,
    Declined,
    DrawRoll,
    Event,
    Faded,
    FirstBroke,
    GameOver,
    HoldsEveryCoin,
    Message,
    MoveTaken,
    Passed,
    Rolled,
    RoundsPlayed,
    Staked,
    Undone,
)
from .journal import MOVE_KINDS
from .outcomes import SeatStatus
from .phrase import Phrase, Words, phrase

if TYPE_CHECKING:
    from .rules import HouseRules


class RoundRecord(Protocol):
    """What the shared code reads of a game's round record (both games' are frozen dataclasses)."""

    __dataclass_fields__: ClassVar[dict[str, Field[object]]]
    """Declared so that ``dataclasses.replace`` is seen to accept a record of either game."""

    @property
    def number(self) -> int:
        """The round's number, from 1."""

    @property
    def events(self) -> tuple[Event, ...]:
        """What happened this round, oldest first."""

    @property
    def undone(self) -> tuple[TakenBack, ...]:
        """The moves taken back this round, oldest first."""

    @property
    def buy_ins(self) -> tuple[int, ...]:
        """The seats that bought back in once this round was settled, in order (buy_backs)."""


class GamePhase(str, Enum):
    """Where a round of either game stands. It has no members: each game's own phase enum
    derives from it (a phase's value is its name in words, and both games have ``settled``
    and ``game_over``), so the shared code may compare a phase with those words."""


PhaseT = TypeVar("PhaseT", bound=GamePhase)
"""A game's phase enum: :class:`~ceelo_tui.engine.game.Phase` or :class:`~ceelo_tui.engine.pot_game.PotPhase`."""
RoundT = TypeVar("RoundT", bound=RoundRecord)
"""A game's round record: :class:`~ceelo_tui.engine.game.Round` or :class:`~ceelo_tui.engine.pot_game.PotRound`."""
StateT = TypeVar("StateT")
"""The state a :class:`Takeback` holds: a state of the game it was taken in."""

ROLL_EVENTS = (Rolled, DeadOut, ChinRolled, DrawRoll)
"""The events of a roll (of any game, roll-offs too), each with its dice."""

BETTING_EVENTS = (Staked, Faded, Passed, BankPassed, AnteSet, BetPlaced)
"""The events of a stake, fade, pass, pass of the bank, ante or bet: the round's betting, during
which the dice lie blank (a roll-off's last roll stays on the table until the first of them)."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A player at the table: a name and a stack of coins."""

    name: str
    coins: int
    style: str | None = None
    """The computer style playing this seat, or None for a person."""
    bought_in: int = 0
    """How many times this player has bought back in (the buy_backs house rule)."""
    declined: bool = False
    """True once this player declined a buy-back: a decline stands for the game, so the table
    does not ask (and wait for) them again after every later round."""


@dataclass(frozen=True)
class Takeback(Generic[StateT]):
    """A move that may still be taken back: the state before it, who made it, what move it was."""

    before: StateT
    seat: int
    move: MoveTaken
    """The move (its kind and amount, or the faces typed), as a take-back names it."""
    roll: bool = False
    """A roll whose faces a person typed at a real-dice table (it may be corrected, once)."""


class TakenBack(Struct, frozen=True):
    """A move taken back, as the round's record keeps it for the history."""

    said: Undone
    """What was taken back (the round's log says it: "Ann takes back the fade of 5 coins.")."""
    seat: int
    """Whose move it was."""
    roll: bool = False
    """A typed roll (taken back among the dice) rather than a stake, fade, pass or ante (taken
    back before any die rolled): the history shows each where it happened."""


class TableState(ABC, Generic[PhaseT, RoundT]):
    """A game in play at one moment, frozen; both games' states derive from it.

    Subclasses are frozen dataclasses with these fields; the methods here are written once
    for both games, and make new states with ``dataclasses.replace``.
    """

    __dataclass_fields__: ClassVar[dict[str, Field[object]]]
    """Declared (the subclasses are dataclasses) so that ``replace(self, ...)`` is typed ``Self``."""
    seats: tuple[Seat, ...]
    rules: HouseRules
    phase: PhaseT
    """The game's own phase enum (both have ``settled`` and ``game_over``)."""
    round: RoundT
    """The game's own round record (both have ``number``, ``events`` and ``undone``)."""
    history: tuple[RoundT, ...]
    """Every finished round, oldest first."""
    message: Message
    """The latest thing that happened, and what the table waits for now."""
    taken: Takeback[Self] | None
    """The latest move of the round that may still be taken back (None once the dice roll)."""
    offers: tuple[int, ...]
    """Broke seats still to be offered a buy-back once the round is settled (buy_backs), the
    first of them to answer now; () when nobody is."""
    stack: int
    """Each seat's starting coins: what a buy-back brings to the table."""

    # ------------------------------------------------------------------ which game
    @property
    def winner_take_all(self) -> bool:
        """True for the winner-take-all game (a pot, no bank); False for the banking game."""
        return self.rules.winner_take_all

    # ------------------------------------------------------------------ questions
    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "game_over"

    @property
    @abstractmethod
    def actor(self) -> int | None:
        """The seat whose move it is, or None when the table waits for 'next round' or is over."""

    @property
    def total_coins(self) -> int:
        """Every coin at the table: always :attr:`coins_brought`, so it changes only by a buy-back.
        The seats' coins; a game that holds coins elsewhere (winner take all's pot) adds them."""
        return sum(seat.coins for seat in self.seats)

    @property
    def rounds_played(self) -> int:
        """Rounds finished (their dice rolled and coins paid)."""
        return len(self.history)

    def name(self, seat: int) -> str:
        """The name at that seat."""
        return self.seats[seat].name

    def in_game(self, seat: int) -> bool:
        """Whether the seat still plays: any seat with coins (winner take all also counts a seat
        whose coins are in the pot being rolled for)."""
        return self.seats[seat].coins > 0

    @abstractmethod
    def legal_moves(self) -> frozenset[str]:
        """Names of the moves allowed now."""

    @abstractmethod
    def status(self, seat: int) -> SeatStatus:
        """A seat's part in this round, for the balance table."""

    @abstractmethod
    def rolls_this_turn(self) -> int:
        """How many times the roller has rolled this turn (re-rolls included)."""

    @property
    def coins_brought(self) -> int:
        """Every coin brought to the table: each seat's starting coins and each buy-back's. The
        coins at the table always add up to exactly this (:attr:`total_coins`)."""
        return self.stack * (len(self.seats) + sum(seat.bought_in for seat in self.seats))

    def buy_backs_left(self, seat: int) -> int:
        """How many more times that player may buy back in under the house rules."""
        return max(self.rules.buy_backs - self.seats[seat].bought_in, 0)

    def settled_hint(self) -> Phrase:
        """What the table waits for once the round is settled: the buy-back offered now answered
        ("Bo is broke: buy back in for 20 coins (2 of 2 buy-backs left), or decline."), or the next round."""
        if self.offers:
            seat = self.offers[0]
            return phrase("waits_buy_back", self.name(seat), self.stack, self.buy_backs_left(seat), self.rules.buy_backs)
        return phrase("waits_next_round")

    def leaders(self) -> tuple[int, ...]:
        """Seats holding the most coins (the winners once the game is over)."""
        most = max(seat.coins for seat in self.seats)
        return tuple(i for i, seat in enumerate(self.seats) if seat.coins == most)

    # ------------------------------------------------------------------ undo
    def people(self) -> frozenset[int]:
        """The seats people play: those with no computer style (the setup's word, kept in the
        journal, so a replay takes back exactly what the game took back)."""
        return frozenset(index for index, seat in enumerate(self.seats) if seat.style is None)

    def undo_refused(self, people: frozenset[int] | None = None) -> Words | None:
        """Why nothing can be taken back now; None when :meth:`undo` is allowed.
        ``people``: the seats people play (default :meth:`people`)."""
        if self.is_over:
            return phrase("undo_game_over")
        if self.taken is None:
            return self._nothing_to_undo()
        if self._persons_takeback(people) is None:
            return phrase("undo_computers_only")
        return None

    def undo_refusal(self, people: frozenset[int] | None = None) -> str:
        """:meth:`undo_refused` in the catalog's words; "" when :meth:`undo` is allowed."""
        refused = self.undo_refused(people)
        return "" if refused is None else str(refused)

    def faces_shown(self) -> Dice | None:
        """The faces the table's dice show: the round's latest roll that still stands (a
        roll-off's too, until the betting begins), None (blank) before any roll and during the
        betting; after a take-back, what they showed before the move taken back (a mistyped
        roll's faces go with it; a first stake taken back brings back the roll-off's)."""
        for event in reversed(self.round.events):
            if isinstance(event, ROLL_EVENTS):
                return event.dice
            if isinstance(event, Undone):
                return event.faces
            if isinstance(event, BETTING_EVENTS):
                return None
        return None

    @property
    def roll_taken_back(self) -> bool:
        """True once a typed roll was taken back this round: its dice were seen, so the round's
        stakes, fades, passes and ante stand even though no roll is on the table now."""
        return any(back.roll for back in self.round.undone)

    @property
    def can_undo(self) -> bool:
        """True when :meth:`undo` would take a move back."""
        return self.undo_refused() is None

    @property
    def undo_seat(self) -> int | None:
        """The seat whose move :meth:`undo` would take back (a person's), or None when nothing
        can be: a shared table lets only that seat's player ask for it."""
        taken = None if self.undo_refused() is not None else self._persons_takeback(None)
        return taken.seat if taken is not None else None

    def _persons_takeback(self, people: frozenset[int] | None) -> Takeback[Self] | None:
        """The round's latest move of a person (one of ``people``, default :meth:`people`) that
        may be taken back: undo returns to the state before it, with the computers' moves made
        since; None when there is none."""
        persons = self.people() if people is None else people
        taken: Takeback[Self] | None = self.taken
        while taken is not None and taken.seat not in persons:
            taken = taken.before.taken
        return taken

    def undo(self, seat: int | None = None, people: frozenset[int] | None = None) -> Self:
        """Take back the round's latest stake, fade, pass or ante (with any computer moves made
        after it, back to and including a person's move); IllegalMove saying why if nothing can be.

        ``seat`` is accepted like every move's, but anyone at the table may ask: the move taken
        back says whose it was. ``people``: the seats people play (default :meth:`people`).
        """
        check_seat(seat, len(self.seats))
        refused = self.undo_refused(people)
        if refused is not None:
            raise IllegalMove(refused)
        taken = self._persons_takeback(people)
        assert taken is not None  # undo_refused found a person's move
        computers: list[tuple[str, MoveTaken]] = []
        later = self.taken
        while later is not None and later is not taken:  # the computers' moves made since
            computers.append((self.name(later.seat), later.move))
            later = later.before.taken
        before = taken.before
        said = Undone(self.name(taken.seat), taken.move, tuple(reversed(computers)), before.faces_shown())
        undone = self.round.undone + (TakenBack(said, taken.seat, taken.roll),)
        round_ = replace(before.round, events=self.round.events + (said,), undone=undone)
        return replace(before, round=round_, message=(said, *before.message))

    def _typed_roll(self, after: Self, faces: tuple[int, int, int], virtual: bool) -> Self:
        """``after`` (the state a roll made from ``self``), correctable when a person typed the
        faces at a real-dice table: a mistyped roll is taken back with undo (ctrl+z) until the
        next move, and typed again. Only that roll: the state it returns to keeps no takeback of
        its own, so neither an earlier roll nor the round's stakes, fades, passes or ante can be
        taken back after it. A player who has seen the dice cannot walk away from a bet they
        decided. A roll that ends the game is final."""
        actor = self.actor
        if self.rules.dice != "real" or virtual or actor is None or after.is_over or self.seats[actor].style:
            return after
        before = replace(self, taken=None)  # the bets stand once any dice rolled this round
        return replace(after, taken=Takeback(before, actor, MoveTaken("roll", dice=faces), roll=True))

    def _with_takeback(self, after: Self, kind: str, amount: int = 0) -> Self:
        """``after`` (the state this move, of journal ``kind`` putting up ``amount``, made from
        ``self``) remembering how to take it back."""
        assert self.actor is not None
        return replace(after, taken=Takeback(self, self.actor, MoveTaken(kind, amount)))

    # ------------------------------------------------------------------ buy-backs
    def buy_back(self, seat: int | None = None) -> Self:
        """The broke player offered a buy-back takes it: the starting coins come to the table
        (new coins, by the house rules, written as a buy-in); then the next offer, or the end."""
        self._expect("buy_back", seat)
        who = self.offers[0]
        player = self.seats[who]
        seats = list(self.seats)
        seats[who] = replace(player, coins=player.coins + self.stack, bought_in=player.bought_in + 1)
        bought = BoughtBack(self.name(who), self.stack, player.bought_in + 1, self.rules.buy_backs)
        round_ = replace(self.round, buy_ins=self.round.buy_ins + (who,), events=self.round.events + (bought,))
        state = replace(self, seats=tuple(seats))._settled_round(round_)
        return self._with_takeback(state._answered(bought), "buy_back")

    def decline(self, seat: int | None = None) -> Self:
        """The broke player offered a buy-back declines it; then the next offer, or the end."""
        self._expect("decline", seat)
        who = self.offers[0]
        said = Declined(self.name(who))
        seats = list(self.seats)
        seats[who] = replace(seats[who], declined=True)
        declined = replace(self.round, events=self.round.events + (said,))
        state = replace(self, seats=tuple(seats))._settled_round(declined)
        return self._with_takeback(state._answered(said), "decline")

    @property
    def decline_ends_game(self) -> bool:
        """True while a broke player is offered a buy-back and declining it would end the game
        (the table asks them to confirm: a game over cannot be taken back)."""
        return "decline" in self.legal_moves() and not self.is_over and self.decline().is_over

    def _settled_round(self, round_: RoundT) -> Self:
        """The state with the settled round (the round in play and the history's last, the same
        record while a buy-back is offered) replaced, so the history keeps the buy-ins too."""
        return replace(self, round=round_, history=self.history[:-1] + (round_,))

    def _answered(self, said: Event) -> Self:
        """After an offer is answered (``said``): the next broke seat is asked, or the game ends or goes on."""
        state = replace(self, offers=self.offers[1:])
        if state.offers:
            return state._say((said, state._offer()))
        over = state._end_reason()
        if over is not None:
            return state._game_over(over, (said,))
        return state._say((said,))

    def _game_over(self, over: GameOver, lead: Message) -> Self:
        """The game ended: ``over`` (why, :meth:`_end_reason`) logged, and said after ``lead``."""
        return replace(self, phase=type(self.phase)("game_over"))._event(over)._say((*lead, over))

    def _offer(self) -> BuyBackOffer:
        """The buy-back offered now (there is one: :attr:`offers` is not empty)."""
        seat = self.offers[0]
        return BuyBackOffer(self.name(seat), self.stack, self.buy_backs_left(seat), self.rules.buy_backs)

    def _offer_buy_backs(self, said: Message) -> Self | None:
        """The settled state asking its first broke player whether to buy back in (after ``said``,
        what the round said), or None when nobody may: no buy-backs left, the last round played,
        or a player who declined once (a decline stands for the game)."""
        limit = self.rules.round_limit
        if limit is not None and self.rounds_played >= limit:
            return None
        offers = tuple(i for i, seat in enumerate(self.seats)
                       if seat.coins == 0 and not seat.declined and self.buy_backs_left(i))
        if not offers:
            return None
        state = replace(self, offers=offers)
        return state._say((*said, state._offer()))

    def _end_reason(self) -> GameOver | None:
        """Why the game ends after this round, or None if it goes on: the one reason every game
        gives (everyone else broke, the first player broke, the rounds played)."""
        broke = tuple(self.name(seat) for seat in range(len(self.seats)) if not self.in_game(seat))
        winners = tuple(self.name(seat) for seat in self.leaders())
        if len(self.seats) - len(broke) < 2:
            return HoldsEveryCoin(winners)
        kind = self.rules.end_kind
        if kind == "first_broke" and broke:
            return FirstBroke(broke, winners)
        if kind == "rounds" and self.rounds_played >= (self.rules.round_limit or 0):
            return RoundsPlayed(self.rounds_played, winners)
        return None

    @abstractmethod
    def _nothing_to_undo(self) -> Words:
        """Why there is no move to take back now (none yet this round, or the dice have rolled)."""

    # ------------------------------------------------------------------ refusals
    def refused(self, move: str) -> Words:
        """Why ``move`` (a journal move's kind) cannot be made now: the game is over, this game
        has no such move, or the table waits for another move."""
        if self.is_over:
            return phrase("refused_game_over")
        return self._wrong_move(move)

    def refusal(self, move: str) -> str:
        """:meth:`refused` in the catalog's words."""
        return str(self.refused(move))

    @abstractmethod
    def _wrong_move(self, move: str) -> Words:
        """The refusal for a move that is not legal now (or not a move of this game at all:
        :func:`not_in_game`), in this game's words; the game is not over."""

    # ------------------------------------------------------------------ internals
    def _expect(self, move: str, seat: int | None) -> None:
        """Refuse a move that is not legal now, or one made by the wrong seat."""
        if self.is_over or move not in self.legal_moves():
            raise IllegalMove(self.refused(move))
        check_seat(seat, len(self.seats))
        if seat is not None and seat != self.actor:
            who = self.name(self.actor) if self.actor is not None else phrase("nobody")
            raise IllegalMove(phrase("not_their_turn", who, self.name(seat)))

    def _event(self, event: Event) -> Self:
        """The state with ``event`` added to this round's events."""
        return replace(self, round=replace(self.round, events=self.round.events + (event,)))

    def _say(self, message: Message) -> Self:
        """The state with ``message`` as its latest."""
        return replace(self, message=message)


BUY_BACK_MOVES = frozenset({"buy_back", "decline"})
"""The moves of a broke player offered a buy-back: take it, or not."""

def move_words(move: str) -> Phrase:
    """A kind of journal move as a refusal says it (the catalog's ``move_<kind>``: "pass the bank")."""
    return phrase(f"move_{move}")


def not_in_game(move: str, game: Words, lacks: Words, now: Words) -> Phrase:
    """The refusal for a move ``game`` does not have, naming the move and the game: the other
    game's move ("You cannot put up a stake in the winner-take-all game: there is no bank.")
    or no move at all; ``now`` says what the table waits for."""
    if move not in MOVE_KINDS:
        return phrase("no_such_move", repr(move), game, now)
    return phrase("cannot_in_game", move_words(move), game, lacks, now)


def check_seat(seat: object, count: int) -> None:
    """Refuse a seat number that is not one of the ``count`` seats (None, meaning 'whoever', passes)."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count):
        raise IllegalMove(phrase("no_seat_numbered", count))
