"""Cee-lo without a bank: the winner-take-all game (seed 001) as an immutable state.

Each round the round's first roller sets the ante (1 to the smallest stack still in play);
every player still in puts it in the pot. In turn round the table, each rolls until the roll
is recognised. The best roll takes the whole pot; players tied for best roll again among
themselves (a shoot-out, repeated until one of them wins). How a roll ranks (4-5-6, trips,
points, 1-2-3; any other roll is rolled again) is :mod:`~ceelo_tui.engine.pot_ranking`'s, with
the scoring switches (acey_out, pair_points, west_coast, trips_high). The other house rules
for this game (seed 001's variants):

* ``instant_456``: 4-5-6 wins the pot at once; the players after it do not roll, so it is
  never tied (in a shoot-out too).
* ``double_down``: when the roll that finally takes the pot is trips (1-1-1 under acey out
  is a loss, not trips) or 4-5-6, every other player of the round pays the winner one more
  ante, each payment capped at the payer's coins.
  Under trips_high a high point keeps the trips' place here (one notion of "4-5-6 or trips"
  for both games: :func:`~ceelo_tui.engine.dice.is_big`).
* ``aced_out`` (exactly two players; refused at the start otherwise): a pair + 1 loses at once,
  so the other player takes the pot without rolling (again); a pair + 6, trips or 4-5-6 wins
  at once (1-1-1 under acey out loses at once). Other rolls rank as usual.
* ``order``: ``seats`` passes the first roll to the left each round; ``roll`` starts each round
  with a roll-off (phase DRAW): every player with coins rolls one die, the highest rolls first
  and sets the ante, the tied roll again among themselves, and the order follows the seats from
  the winner. ``first_banker="red-pips"`` decides the first round's first roller by red pips.
* ``roll_limit`` 3 or 5: that many meaningless rolls in a row and the roller is out: the
  turn counts as the lowest roll, equal to 1-2-3.
* ``end``: ``first_broke`` ends the game after a round that leaves any player with no coins
  (a player with no coins cannot pay even the smallest ante, 1); ``last_standing`` lets broke
  players leave and ends when one player holds every coin; ``rounds:N`` ends after N rounds
  (players who go broke sit out meanwhile). Every kind ends when fewer than two players have
  coins. The other switches (payouts, six_one_points, reverse_player, must_fade, point_bonus,
  bank_break, hifumi_double) belong to the banking game and are refused here (see ``rules.py``).

Coins: the ante moves from each player to the pot, and the whole pot goes to the one winner,
so it always pays out in full and no coin is ever split or lost. :attr:`PotState.total_coins`
counts the pot with the stacks, so it never changes; no stack goes below 0.

Moves: :meth:`PotState.ante`, and the moves every game has (:meth:`~PotState.roll`,
:meth:`~PotState.next_round` ..., :mod:`~ceelo_tui.engine.turns`). Each returns
a new state or raises :class:`IllegalMove` (state unchanged). Dice are passed in; the seeded
:class:`~ceelo_tui.engine.match.Match` draws them and journals them, exactly as for the
banking game.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import ClassVar

from .dice import Dice, is_big
from .errors import IllegalMove
from .events import (
    AnteSet,
    DeadOut,
    DoubleDown,
    DrawRoll,
    Event,
    Message,
    PotRoll,
    PotRollOff,
    PotRoundOpens,
    PotTaken,
    PotWon,
    RollAgain,
    Rolled,
    RollNext,
    RollsFirst,
    RollsFirstNext,
    RollsFirstTie,
    RollToBeat,
    ShootOut,
)
from .numbers import parse_whole
from .outcomes import SeatStatus
from .phrase import Phrase, phrase
from .pot_ranking import FOUR_FIVE_SIX, LOSING, POINT, TRIPS, Rank, aced_out_verdict, pot_rank, rank_name
from .roll_off import ONE_DIE, RED_PIPS, RollOff, score
from .rules import HouseRules
from .table import GamePhase, Seat, Takeback, TakenBack
from .turns import Play, TurnMachine, move_table

__all__ = [  # the ranking (pot_ranking.py), imported from here by the table's words and widgets
    "FOUR_FIVE_SIX", "LOSING", "POINT", "TRIPS", "Rank", "aced_out_verdict", "pot_rank", "rank_name",
]

class PotPhase(GamePhase):
    """Where the round stands. SETTLED and GAME_OVER have the same values as the banking game's."""

    DRAW = "draw"
    """Before the ante: players roll to decide who rolls first (order=roll, or red pips)."""
    ANTE = "ante"
    """The round's first roller sets the ante; everyone still in pays it into the pot."""
    ROLL = "roll"
    """Players, in turn from the first roller, each roll until the roll is recognised."""
    SHOOT_OUT = "shoot_out"
    """Players tied for the best roll roll again among themselves."""
    SETTLED = "settled"
    """The pot is paid; the next round starts on request."""
    GAME_OVER = "game_over"
    """A round ended the game; no more moves."""


@dataclass(frozen=True, slots=True)
class PotTurn:
    """One player's rolls in one stage of a round (stage 0: the round; 1, 2 ...: shoot-outs)."""

    seat: int
    stage: int = 0
    rolls: tuple[Dice, ...] = ()
    rank: Rank | None = None
    """None while the player must still roll."""
    name: Phrase | None = None
    """The name of the latest roll ("trip 4s", "no score" ...), or why the turn ended (the
    catalog's ``roll_...`` entry and its numbers); None before the first roll."""

    @property
    def done(self) -> bool:
        """True once the turn has a recognised roll (or ran out of rolls)."""
        return self.rank is not None

    @property
    def dice(self) -> Dice | None:
        """The latest dice rolled, if any."""
        return self.rolls[-1] if self.rolls else None


@dataclass(frozen=True, slots=True)
class PotRound:
    """Everything about the round in play (or the one just finished)."""

    number: int
    opener: int
    """The seat that rolls first and sets the ante."""
    players: tuple[int, ...] = ()
    """Seats in this round, in rolling order from the opener (seats with coins at its start)."""
    ante: int = 0
    """Coins each player put in (0 until the ante is set)."""
    pot: int = 0
    """Coins in the pot now (0 again once paid out)."""
    stage: int = 0
    """0 for the round's rolls, then 1, 2 ... for each shoot-out."""
    contenders: tuple[int, ...] = ()
    """Seats rolling in the current stage, in order."""
    turns: tuple[PotTurn, ...] = ()
    """Every turn of the round, every stage, in the order rolled."""
    roller: int | None = None
    winner: int | None = None
    winning_name: Phrase | None = None
    """The name of the roll that took the pot (or how the other player lost it), once it is taken."""
    reason: Phrase | None = None
    """Why the winner won (the catalog's ``pot_won_...`` entry and its data), once the pot is won."""
    won: int = 0
    """The pot the winner took."""
    extras: tuple[tuple[int, int], ...] = ()
    """Double-down payments to the winner: (seat, coins)."""
    events: tuple[Event, ...] = ()
    """What happened this round, oldest first."""
    undone: tuple[TakenBack, ...] = ()
    """The antes taken back this round (ctrl+z), oldest first, for the history."""
    buy_ins: tuple[int, ...] = ()
    """Seats that bought back in once this round was settled (buy_backs), in order."""
    draw: RollOff | None = None
    """The roll-off that chose this round's first roller, if one did."""

    def turns_in(self, stage: int | None = None) -> tuple[PotTurn, ...]:
        """The turns of one stage (default: the current one)."""
        stage = self.stage if stage is None else stage
        return tuple(turn for turn in self.turns if turn.stage == stage)

    def turn_of(self, seat: int, stage: int | None = None) -> PotTurn | None:
        """That seat's turn in a stage (default: its latest turn of the round)."""
        for turn in reversed(self.turns):
            if turn.seat == seat and (stage is None or turn.stage == stage):
                return turn
        return None

    def best(self, stage: int | None = None) -> tuple[Rank | None, tuple[int, ...]]:
        """The best rank finished so far in a stage and the seats holding it."""
        done = [turn for turn in self.turns_in(stage) if turn.done]
        if not done:
            return None, ()
        top = max(turn.rank for turn in done if turn.rank is not None)
        return top, tuple(turn.seat for turn in done if turn.rank == top)

    @property
    def shoot_out(self) -> tuple[int, ...]:
        """Seats in the shoot-out being rolled, or () outside one."""
        return self.contenders if self.stage > 0 and self.winner is None else ()

    def extra_of(self, seat: int) -> int:
        """What the seat paid (negative) or received under double down."""
        paid = sum(amount for payer, amount in self.extras if payer == seat)
        got = sum(amount for _, amount in self.extras) if seat == self.winner else 0
        return got - paid

    def delta_of(self, seat: int) -> int:
        """The seat's coin change this round so far (its ante in the pot counts as spent)."""
        if seat not in self.players:
            return 0
        won = self.won if seat == self.winner else 0
        return won - self.ante + self.extra_of(seat)


@dataclass(frozen=True)
class PotState(TurnMachine[PotPhase, PotRound]):
    """The winner-take-all table at one moment. Frozen: moves return new states."""

    MODE: ClassVar[str] = "pot"
    WRONG_MODE: ClassVar[Phrase] = phrase("wrong_mode_pot")
    FIRST_WORD: ClassVar[Phrase] = phrase("first_seat_roller")
    GAME_WORDS: ClassVar[Phrase] = phrase("game_pot")
    LACKS_WORDS: ClassVar[Phrase] = phrase("game_lacks_pot")

    seats: tuple[Seat, ...]
    rules: HouseRules = field(default_factory=lambda: HouseRules(mode="pot"))
    phase: PotPhase = PotPhase.ANTE
    round: PotRound = field(default_factory=lambda: PotRound(number=1, opener=0))
    history: tuple[PotRound, ...] = ()
    """Every finished round, oldest first."""
    message: Message = ()
    """The latest thing that happened, and what the table waits for now."""
    taken: Takeback[PotState] | None = field(default=None, compare=False, repr=False)
    """The ante, while it may still be taken back (see ``table.py``): until the round's first roll."""
    offers: tuple[int, ...] = ()
    """Broke seats still to be offered a buy-back (see ``table.py``)."""
    stack: int = 0
    """Each seat's starting coins (what a buy-back brings)."""

    # ------------------------------------------------------------------ creation
    @classmethod
    def _seated(cls, seats: tuple[Seat, ...], rules: HouseRules, first: int | None) -> "PotState":
        """Round 1: ``first`` rolls first and sets the ante (after a roll-off under order=roll),
        or (None) a roll-off by red pips decides who does."""
        draw = RED_PIPS if first is None else ONE_DIE if rules.order == "roll" else None
        return cls(seats=seats, rules=rules, stack=seats[0].coins)._open_round(1, first or 0, draw)

    # ------------------------------------------------------------------ questions
    @property
    def pot(self) -> int:
        """Coins in the pot now."""
        return self.round.pot

    @property
    def opener(self) -> int:
        """The seat that rolls first this round and sets its ante."""
        return self.round.opener

    @property
    def total_coins(self) -> int:
        """Every coin at the table, the pot included: it changes only by a buy-back (:attr:`coins_brought`)."""
        return sum(seat.coins for seat in self.seats) + self.round.pot

    def _turn(self) -> int | None:
        if self.phase is PotPhase.DRAW:
            return self.round.draw.roller if self.round.draw is not None else None
        if self.phase is PotPhase.ANTE:
            return self.round.opener
        if self.phase in (PotPhase.ROLL, PotPhase.SHOOT_OUT):
            return self.round.roller
        return None

    @property
    def winner(self) -> int | None:
        """The seat that took this round's pot, once it is decided."""
        return self.round.winner

    @property
    def shoot_out(self) -> tuple[int, ...]:
        """Seats in the shoot-out being rolled, or ()."""
        return self.round.shoot_out

    def in_game(self, seat: int) -> bool:
        """Whether the seat still plays: it has coins, or its coins are in the pot being rolled for."""
        if self.seats[seat].coins > 0:
            return True
        return self.phase in (PotPhase.ROLL, PotPhase.SHOOT_OUT) and seat in self.round.players

    def ante_limit(self) -> tuple[int, int]:
        """(lowest, highest) ante: 1 to the smallest stack among this round's players."""
        stacks = [self.seats[seat].coins for seat in self.round.players]
        return 1, min(stacks) if stacks else 0

    def _moves_now(self) -> frozenset[str]:
        """ante, roll, loose or next_round, by the phase."""
        return {
            PotPhase.DRAW: frozenset({"roll"}),
            PotPhase.ANTE: frozenset({"ante"}),
            PotPhase.ROLL: self._roll_moves(),
            PotPhase.SHOOT_OUT: self._roll_moves(),
            PotPhase.SETTLED: frozenset({"next_round"}),
        }.get(self.phase, frozenset())

    def status(self, seat: int) -> SeatStatus:
        """A seat's part in this round, for the balance table."""
        rnd = self.round
        if self.phase is PotPhase.DRAW:
            if seat == self.actor:
                return SeatStatus.ROLLING
            return SeatStatus.NONE if self.seats[seat].coins else SeatStatus.NO_COINS
        if seat not in rnd.players:
            return SeatStatus.NO_COINS if not self.in_game(seat) else SeatStatus.SITS_OUT
        if self.phase is PotPhase.ANTE:
            return SeatStatus.SETS_ANTE if seat == rnd.opener else SeatStatus.WAITING
        if rnd.winner is not None:
            return SeatStatus.WON_POT if seat == rnd.winner else SeatStatus.LOST
        if seat not in rnd.contenders:
            return SeatStatus.BEATEN
        if seat == rnd.roller:
            return SeatStatus.ROLLING
        turn = rnd.turn_of(seat, rnd.stage)
        if turn is not None and turn.done:
            return SeatStatus.ROLLED
        return SeatStatus.SHOOT_OUT if rnd.stage > 0 else SeatStatus.WAITING

    def rolls_this_turn(self) -> int:
        """How many times the roller has rolled this turn (re-rolls included)."""
        rnd = self.round
        if rnd.roller is None or self.phase not in (PotPhase.ROLL, PotPhase.SHOOT_OUT):
            return 0
        turn = rnd.turn_of(rnd.roller, rnd.stage)
        return len(turn.rolls) if turn else 0

    def read_amount(self, move: str, amount: object) -> int:
        """The ante a move names, as a whole number within today's limit."""
        if move != "ante":
            raise IllegalMove(self.refused(move))
        return parse_whole(amount, *self.ante_limit(), phrase("the_ante"))

    # ------------------------------------------------------------------ moves
    def ante(self, amount: object, seat: int | None = None) -> "PotState":
        """The round's first roller sets the ante; every player in the round pays it into the pot."""
        self._expect("ante", seat)
        value = self.read_amount("ante", amount)
        rnd = self.round
        seats = list(self.seats)
        for player in rnd.players:
            seats[player] = replace(seats[player], coins=seats[player].coins - value)
        first = rnd.players[0]
        rnd = replace(rnd, ante=value, pot=value * len(rnd.players), contenders=rnd.players, roller=first)
        state = replace(self, seats=tuple(seats), phase=PotPhase.ROLL, round=rnd)
        state = state._event(AnteSet(self.name(rnd.opener), value, rnd.pot))
        return self._with_takeback(state._say((PotRoll(rnd.pot, self.name(first)),)), "ante", value)

    def _rolls(self, faces: Dice) -> "PotState":
        """A roll of the round or a shoot-out: ranked, then the next roller, a shoot-out or the winner."""
        rnd = self.round
        player = rnd.roller
        assert player is not None
        turn = rnd.turn_of(player, rnd.stage) or PotTurn(player, rnd.stage)
        rank, combo = pot_rank(faces, self.rules)
        rolls = turn.rolls + (faces,)
        who = self.name(player)
        event: Rolled | DeadOut = Rolled(who, faces, combo)
        if rank is None and self._dead_out(rolls):
            rank, combo = LOSING, phrase("roll_dead_out", len(rolls))
            event = DeadOut(who, faces, len(rolls))
        state = self._with_turn(replace(turn, rolls=rolls, rank=rank, name=combo))._event(event)
        if rank is None:
            return state._say((RollAgain(who, combo),))
        if rank[0] == FOUR_FIVE_SIX and self.rules.instant_456:
            return state._win(player, combo, phrase("pot_won_four_five_six_at_once", who))
        at_once = aced_out_verdict(faces, self.rules)
        if at_once == "win":
            return state._win(player, combo, phrase("pot_won_at_once", who, combo))
        if at_once == "loss":
            other = next(seat for seat in rnd.contenders if seat != player)
            return state._win(other, phrase("won_aced_out", who), phrase("pot_won_aced_out", who, combo, self.name(other)))
        return state._next_roller((event,))

    def _loses_loose(self, roller: int, said: Message) -> "PotState":
        """A loose roll ranks with 1-2-3 (under aced_out the other player takes the pot)."""
        rnd = self.round
        turn = rnd.turn_of(roller, rnd.stage) or PotTurn(roller, rnd.stage)
        state = self._with_turn(replace(turn, rank=LOSING, name=phrase("roll_loose")))
        if self.rules.aced_out:
            other = next(s for s in rnd.contenders if s != roller)
            who = self.name(roller)
            return state._win(other, phrase("won_loose_roll", who), phrase("pot_won_loose_roll", who, self.name(other)))
        return state._next_roller(said)

    def _opens_next_round(self) -> "PotState":
        """The next round: the first roll passes to the next seat with coins on the left."""
        opener = self._next_with_coins(self.round.opener)
        opener = self.round.opener if opener is None else opener
        return self._open_round(self.round.number + 1, opener, ONE_DIE if self.rules.order == "roll" else None)

    # ------------------------------------------------------------------ internals: turns
    def _nothing_to_undo(self) -> Phrase:
        if self.phase is PotPhase.ANTE or self.phase is PotPhase.DRAW:
            return phrase("undo_nothing_pot")
        return phrase("undo_rolled_pot")

    def _move_kinds(self) -> Collection[str]:
        return POT_MOVES

    def _waits_for(self) -> Phrase:
        actor = self.actor
        who = self.name(actor) if actor is not None else ""
        return {
            PotPhase.DRAW: phrase("waits_first_roller", who),
            PotPhase.ANTE: phrase("waits_ante", who, *self.ante_limit()),
            PotPhase.ROLL: phrase("waits_roll", who),
            PotPhase.SHOOT_OUT: phrase("waits_shoot_out", who),
            PotPhase.SETTLED: self.settled_hint(),
        }[self.phase]

    def _open_round(self, number: int, opener: int, draw: str | None = None) -> "PotState":
        """Round ``number`` with ``opener`` first, or (``draw`` given) a roll-off to choose the opener."""
        if draw is not None:
            seated = self._in_turn(0, first=True)
            roll_off = RollOff(draw, seated)
            rnd = PotRound(number=number, opener=seated[0], draw=roll_off)
            state = replace(self, phase=PotPhase.DRAW, round=rnd)
            return state._say((PotRollOff(number, draw == RED_PIPS, self.name(seated[0])),))
        players = self._in_turn(opener, first=True)
        rnd = PotRound(number=number, opener=opener, players=players)
        state = replace(self, phase=PotPhase.ANTE, round=rnd)
        low, high = state.ante_limit()
        who = self.name(opener)
        return state._say((PotRoundOpens(number, who, low, high),))

    def _draw_rolls(self, dice: Dice) -> "PotState":
        """A roll of the roll-off for the first roller; the tied best roll again among themselves."""
        rnd = self.round
        assert rnd.draw is not None
        seat = self.actor
        assert seat is not None
        draw = rnd.draw.roll(dice)
        state = replace(self, round=replace(rnd, draw=draw))
        state = state._event(DrawRoll(self.name(seat), draw.kind, dice, score(draw.kind, dice)))
        if draw.winner is not None:
            opened = state._open_round(rnd.number, draw.winner)
            first = RollsFirst(self.name(draw.winner))
            opened = replace(opened, round=replace(opened.round, draw=draw, events=state.round.events))
            return opened._event(first)._say((first, *opened.message))
        if draw.stage > rnd.draw.stage:
            state = state._event(RollsFirstTie(tuple(self.name(s) for s in draw.contenders)))
        return state._say((RollNext(self.name(draw.roller or 0)),))

    def _with_turn(self, turn: PotTurn) -> "PotState":
        """The round with ``turn`` replacing that seat's turn in its stage (or added after the others)."""
        rnd = self.round
        key = (turn.seat, turn.stage)
        if rnd.turn_of(*key) is None:
            turns = rnd.turns + (turn,)
        else:
            turns = tuple(turn if (t.seat, t.stage) == key else t for t in rnd.turns)
        return replace(self, round=replace(rnd, turns=turns))

    def _next_roller(self, text: Message) -> "PotState":
        """After a recognised roll: the next contender, a shoot-out, or the winner."""
        rnd = self.round
        waiting = [s for s in rnd.contenders if not (rnd.turn_of(s, rnd.stage) or PotTurn(s)).done]
        top, seats = rnd.best()
        assert top is not None
        if waiting:
            state = replace(self, round=replace(rnd, roller=waiting[0]))
            return state._say((*text, RollToBeat(self.name(waiting[0]), rank_name(top))))
        if len(seats) == 1:
            turn = rnd.turn_of(seats[0], rnd.stage)
            assert turn is not None and turn.name is not None  # a seat ranked best has rolled
            won = phrase("pot_won_shoot_out" if rnd.stage else "pot_won_round", self.name(seats[0]), turn.name)
            return self._win(seats[0], turn.name, won)
        best_name = rank_name(top)
        stage = rnd.stage + 1
        rnd = replace(rnd, stage=stage, contenders=seats, roller=seats[0])
        shoot_out = ShootOut(tuple(self.name(s) for s in seats), best_name, stage)
        state = replace(self, phase=PotPhase.SHOOT_OUT, round=rnd)._event(shoot_out)
        return state._say((shoot_out, RollsFirstNext(self.name(seats[0]))))

    # ------------------------------------------------------------------ internals: coins
    def _win(self, seat: int, combo: Phrase, reason: Phrase) -> "PotState":
        """Pay the whole pot (and any double-down antes) to ``seat``; end the round."""
        rnd = self.round
        seats = list(self.seats)
        pot = rnd.pot
        seats[seat] = replace(seats[seat], coins=seats[seat].coins + pot)
        turn = rnd.turn_of(seat, rnd.stage)
        # None: won without rolling (the other aced out); a loss (a loose roll) is never big
        won_by = turn.dice if turn is not None and turn.done and turn.rank != LOSING else None
        extras: list[tuple[int, int]] = []
        if self.rules.double_down and won_by is not None and is_big(won_by, self.rules):
            for payer in rnd.players:
                if payer == seat:
                    continue
                paid = min(rnd.ante, seats[payer].coins)
                seats[payer] = replace(seats[payer], coins=seats[payer].coins - paid)
                seats[seat] = replace(seats[seat], coins=seats[seat].coins + paid)
                extras.append((payer, paid))
        rnd = replace(rnd, pot=0, won=pot, roller=None, winner=seat, winning_name=combo, reason=reason, extras=tuple(extras))
        state = replace(self, seats=tuple(seats), round=rnd)
        state = state._event(PotTaken(reason, self.name(seat), pot, pot - rnd.ante))
        for payer, paid in extras:
            state = state._event(DoubleDown(self.name(payer), self.name(seat), paid))
        won = (PotWon(reason, self.name(seat), pot),)
        return state._close_round(won, won)


POT_MOVES: Mapping[str, Play[PotState]] = move_table({
    "ante": lambda state, move: state.ante(move.amount, seat=move.seat),
})
"""Winner take all's moves, by journal kind (``games.apply_move`` plays a journal move through
it): the ante, then the moves every game has (``turns.move_table``); no stake, fade, pass or
pass of the bank, since there is no bank: those are refused as moves of the other game."""
