"""Chinchiro (Japan's chinchirorin) as a game of its own, on the shared turn machine.

How the Japanese tables play it, as this game does:

* **The first banker** (the *oya*): every player rolls one die, the highest banks, the tied
  roll again among themselves (phase DRAW). A seat chosen at setup banks first instead.
* **Bets**: from the banker's left, each player (a *ko*) with coins bets an amount of their
  own, from ``min_bet`` to ``max_bet``, or passes (sits the round out).
* **The cover rule**: every payment is made in full, by both sides. The largest payout per
  coin bet (:func:`most_paid`: 5 under street payouts, for pinzoro) bounds every bet twice: a
  player's bet times it must not exceed the player's coins, and the sum of the round's bets
  times it must not exceed the banker's. A bet the banker could not pay in full (or a player
  could not) is not taken, so the payouts the rules state are what the table pays, the exact
  odds (:mod:`~ceelo_tui.engine.chinchiro_odds`) hold at every bet, and no "the bank ran dry"
  cuts a win short. A player who cannot bet even ``min_bet`` under it sits the round out.
* **The banker rolls** up to three times: a roll with no score is rolled again; three rolls
  without one are *menashi* and the bank pays every bet. Shigoro (4-5-6), arashi (trips),
  pinzoro (1-1-1) and a pair + 6 win every bet at once, hifumi (1-2-3) and a pair + 1 lose
  every bet at once (what each pays is the rules' ``payouts`` and ``hifumi_double``, read by
  :func:`~ceelo_tui.engine.dice.classify`). Any other pair sets the banker's point (*me*).
* **Each player rolls** up to three times against the point, in betting order: a yaku wins
  or loses at once at its payout, menashi loses the bet, a higher point wins it, a lower
  point loses it, an equal point is a push (*wakare*; ``ties=banker``: the banker's win).
* **Shonben** (a die out of the bowl) loses at once: with the game's own dice it cannot
  happen; at a real-dice table with ``loose_roll=on`` the roller calls it (the shared loose
  roll move). The banker's shonben pays every bet, a player's loses their bet.
* **The bank passes** to the left (``bank_pass``): ``on_loss`` (the default, the reading the
  Japanese rule pages share: the bank changes hands when the banker loses) after a round the
  banker ends down on; ``every_round`` after every round (the bank "goes round", one round a
  banker); ``total_loss`` only after a round every bet went against the bank. A round nobody
  bets in passes the bank too, and so does a banker left with no coins.
* **The game** is ``bank_laps`` turns of the bank round the table: each seat with coins
  banks that many turns, in turn from the first banker's left; when the bank would pass to
  a seat that has had all its turns, the game is over, with the standings. It ends sooner
  when one player holds every coin.

Coins move only when a bet settles, between that player and the banker, so the total at the
table never changes (a buy-back brings new coins, as in every game) and no balance goes below 0.
Every move returns a new state or raises :class:`IllegalMove` naming what is allowed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import ClassVar

from .chinchiro_words import MENASHI, SHONBEN, yaku_said
from .dice import ALL_ROLLS, Combo, Dice, Role, Verdict, classify
from .errors import IllegalMove
from .events import (
    BankCannotCover,
    BankerDecides,
    BankingOver,
    BankReason,
    BankWentRound,
    BetHint,
    BetPlaced,
    BetsIn,
    CannotBet,
    ChinBankerBroke,
    ChinOpening,
    ChinPoint,
    ChinRolled,
    ChinRollToBeat,
    ChinRoundOpens,
    ChinSettled,
    DrawRoll,
    EndsRoundDown,
    Event,
    EveryBetAgainst,
    FirstBanker,
    FirstBankerTie,
    GameOver,
    HoldsEveryCoin,
    KeepsBank,
    Message,
    NobodyBets,
    NoScoreRollAgain,
    Outcome,
    Passed,
    RollOneDie,
    Standings,
)
from .game import Bet
from .numbers import parse_whole
from .outcomes import Result, SeatStatus
from .phrase import Phrase, phrase
from .roll_off import ONE_DIE, RollOff, score
from .rules import CHINCHIRO, HouseRules
from .table import GamePhase, Seat, Takeback, TakenBack
from .turns import Play, TurnMachine, move_table

TRIES = 3
"""A roller's rolls a turn: three rolls without a score are menashi."""


class ChinPhase(GamePhase):
    """Where a round of Chinchiro stands, which says whose move it is."""

    DRAW = "draw"
    """Before the first round: every player rolls one die, the highest banks."""
    BET = "bet"
    """Players, from the banker's left, bet or pass."""
    BANKER_ROLL = "banker_roll"
    """The banker (oya) rolls, up to three times."""
    PLAYER_ROLL = "player_roll"
    """Each player who bet rolls, up to three times, against the banker's point."""
    SETTLED = "settled"
    """The round is over; the next round starts on request."""
    GAME_OVER = "game_over"
    """The bank has gone round the table (or one player holds every coin)."""


@dataclass(frozen=True, slots=True)
class ChinRound:
    """Everything about the round in play (or the one just finished)."""

    number: int
    banker: int
    order: tuple[int, ...] = ()
    """Seats asked to bet, in turn from the banker's left."""
    asked: int = 0
    """How many seats of ``order`` have answered (bet, passed or could not bet)."""
    bets: tuple[Bet, ...] = ()
    banker_rolls: tuple[Dice, ...] = ()
    banker_combo: Combo | None = None
    roller: int | None = None
    """Seat rolling now, in the dice phases."""
    passes: bool = False
    """Set as the round settles: the bank passes to the left (``bank_pass``)."""
    bank_reason: BankReason | None = None
    """Whether the bank passes, and why (set as the round settles)."""
    events: tuple[Event, ...] = ()
    """What happened this round, oldest first."""
    undone: tuple[TakenBack, ...] = ()
    """The moves taken back this round, oldest first, for the history."""
    loose: tuple[int, ...] = ()
    """Seats whose dice left the bowl this round (shonben): each lost at once."""
    buy_ins: tuple[int, ...] = ()
    """Seats that bought back in once this round was settled (buy_backs), in order."""

    @property
    def covered(self) -> int:
        """Coins bet so far this round."""
        return sum(bet.amount for bet in self.bets)

    def bet_of(self, seat: int) -> Bet | None:
        """The bet that seat made this round, if any."""
        return next((bet for bet in self.bets if bet.seat == seat), None)

    @property
    def banker_delta(self) -> int:
        """The banker's gain this round so far."""
        return -sum(bet.delta for bet in self.bets)


@lru_cache(maxsize=64)
def most_paid(rules: HouseRules) -> int:
    """The largest payout per coin bet under ``rules``, either way: the most the bank pays on a
    coin (a player's pinzoro, 5 under street payouts) or a player pays (the banker's pinzoro).
    The cover rule bounds every bet by it (see the module notes)."""
    most = 1
    for dice in ALL_ROLLS:
        for role in Role:
            combo = classify(dice, rules, role)
            if combo.decisive:
                most = max(most, combo.multiplier)
    return most


@dataclass(frozen=True)
class ChinchiroState(TurnMachine[ChinPhase, ChinRound]):
    """The Chinchiro table at one moment. Frozen: moves return new states."""

    MODE: ClassVar[str] = "chinchiro"
    WRONG_MODE: ClassVar[Phrase] = phrase("wrong_mode_chinchiro")
    FIRST_WORD: ClassVar[Phrase] = phrase("first_seat_banker_oya")
    GAME_WORDS: ClassVar[Phrase] = phrase("game_chinchiro")
    LACKS_WORDS: ClassVar[Phrase] = phrase("game_lacks_chinchiro")

    seats: tuple[Seat, ...]
    banker: int = 0
    rules: HouseRules = CHINCHIRO
    phase: ChinPhase = ChinPhase.BET
    round: ChinRound = field(default_factory=lambda: ChinRound(number=1, banker=0))
    history: tuple[ChinRound, ...] = ()
    """Every finished round, oldest first."""
    message: Message = ()
    """The latest thing that happened, and what the table waits for now."""
    draw: RollOff | None = None
    """The one-die rolls that chose the first banker."""
    taken: Takeback[ChinchiroState] | None = field(default=None, compare=False, repr=False)
    """The latest bet or pass that may still be taken back (see ``table.py``)."""
    offers: tuple[int, ...] = ()
    """Broke seats still to be offered a buy-back (see ``table.py``)."""
    stack: int = 0
    """Each seat's starting coins (what a buy-back brings)."""
    held: tuple[int, ...] = ()
    """How many turns of the bank each seat has finished: the game is over once the bank would
    pass to a seat that has had ``bank_laps`` of them."""

    # ------------------------------------------------------------------ creation
    @classmethod
    def _seated(cls, seats: tuple[Seat, ...], rules: HouseRules, first: int | None) -> ChinchiroState:
        """``first`` banks first, or (None) every player rolls one die for it (phase DRAW).
        IllegalMove when the starting coins cannot pay the least bet at the largest payout: then
        nobody could ever bet (nor the bank cover a bet), and the game would be over unplayed."""
        most, least = most_paid(rules), rules.min_bet
        if seats[0].coins < most * least:
            raise IllegalMove(phrase("bets_cannot_be_paid", most, least))
        base = cls(seats=seats, rules=rules, stack=seats[0].coins, held=(0,) * len(seats))
        if first is None:
            state = replace(base, phase=ChinPhase.DRAW, draw=RollOff(ONE_DIE, tuple(range(len(seats)))))
            return state._say((ChinOpening(seats[0].name),))
        return base._opens_bank(first, 1, ())

    # ------------------------------------------------------------------ questions
    def _turn(self) -> int | None:
        if self.phase is ChinPhase.DRAW:
            return self.draw.roller if self.draw is not None else None
        if self.phase is ChinPhase.BANKER_ROLL:
            return self.banker
        if self.phase is ChinPhase.BET:
            return self.round.order[self.round.asked]
        if self.phase is ChinPhase.PLAYER_ROLL:
            return self.round.roller
        return None

    def _moves_now(self) -> frozenset[str]:
        """bet, pass, roll, loose or next_round, by the phase."""
        if self.phase is ChinPhase.BET:
            return frozenset({"bet", "pass"})
        if self.phase is ChinPhase.DRAW:
            return frozenset({"roll"})
        if self.phase in (ChinPhase.BANKER_ROLL, ChinPhase.PLAYER_ROLL):
            return self._roll_moves()
        if self.phase is ChinPhase.SETTLED:
            return frozenset({"next_round"})
        return frozenset()

    def bet_limit(self, seat: int | None = None) -> tuple[int, int]:
        """(lowest, highest) the seat (default: the one to move) may bet now under the limits
        and the cover rule; the highest is below the lowest when it cannot bet at all."""
        seat = self.actor if seat is None else seat
        if seat is None or seat == self.banker:
            return 0, 0
        most = most_paid(self.rules)
        room = (self.seats[self.banker].coins - most * self.round.covered) // most
        return self.rules.min_bet, min(self.rules.max_bet, self.seats[seat].coins // most, room)

    def can_bet(self, seat: int) -> bool:
        """Whether the seat may bet at least the least bet now (see :meth:`bet_limit`)."""
        low, high = self.bet_limit(seat)
        return 0 < low <= high

    def status(self, seat: int) -> SeatStatus:
        """A seat's part in this round, for the balance table."""
        rnd = self.round
        if self.phase is ChinPhase.DRAW:
            return SeatStatus.ROLLING if seat == self.actor else SeatStatus.NONE
        if seat == self.banker:
            return SeatStatus.BANKER
        bet = rnd.bet_of(seat)
        if bet is not None:
            return SeatStatus(bet.result.value) if bet.result else SeatStatus.BET
        if self.phase is ChinPhase.BET and seat in rnd.order[rnd.asked:]:
            return SeatStatus.TO_BET if seat == self.actor else SeatStatus.WAITING
        if not self.in_game(seat):
            return SeatStatus.NO_COINS
        if seat in rnd.order[: rnd.asked]:
            return SeatStatus.PASSED
        return SeatStatus.SITS_OUT

    def rolls_this_turn(self) -> int:
        """How many times the roller has rolled this turn."""
        if self.phase is ChinPhase.BANKER_ROLL:
            return len(self.round.banker_rolls)
        if self.phase is ChinPhase.PLAYER_ROLL and self.round.roller is not None:
            bet = self.round.bet_of(self.round.roller)
            return len(bet.rolls) if bet else 0
        return 0

    def read_amount(self, move: str, amount: object) -> int:
        """The amount a bet names, as a whole number within the seat's limit now."""
        if move != "bet":
            raise IllegalMove(self.refused(move))
        what = phrase("players_bet", self.name(self.actor)) if self.actor is not None else phrase("a_bet")
        return parse_whole(amount, *self.bet_limit(), what)

    def standings(self) -> Standings:
        """Each player's name and coins, most coins first (seat order at equal coins)."""
        ranked = sorted(range(len(self.seats)), key=lambda seat: -self.seats[seat].coins)
        return tuple((self.name(seat), self.seats[seat].coins) for seat in ranked)

    # ------------------------------------------------------------------ moves
    def bet(self, amount: object, seat: int | None = None) -> ChinchiroState:
        """The player to move bets an amount of their own (within :meth:`bet_limit`)."""
        self._expect("bet", seat)
        player = self.actor
        assert player is not None
        value = self.read_amount("bet", amount)
        rnd = replace(self.round, bets=self.round.bets + (Bet(player, value),), asked=self.round.asked + 1)
        state = replace(self, round=rnd)._event(BetPlaced(self.name(player), value))
        return self._with_takeback(state._after_answer(), "bet", value)

    def pass_bet(self, seat: int | None = None) -> ChinchiroState:
        """The player to move sits the round out."""
        self._expect("pass", seat)
        player = self.actor
        assert player is not None
        state = replace(self, round=replace(self.round, asked=self.round.asked + 1))
        state = state._event(Passed(self.name(player)))
        return self._with_takeback(state._after_answer(), "pass")

    # ------------------------------------------------------------------ the turn machine's hooks
    def _rolls(self, dice: Dice) -> ChinchiroState:
        if self.phase is ChinPhase.BANKER_ROLL:
            return self._banker_rolls(dice)
        return self._player_rolls(dice)

    def _loses_loose(self, roller: int, said: Message) -> ChinchiroState:
        """Shonben: the banker's pays every bet, a player's loses the bet."""
        state = replace(self, round=replace(self.round, loose=(*self.round.loose, roller)))
        name = self.name(roller)
        if self.phase is ChinPhase.BANKER_ROLL:
            return state._settle_all(Result.WIN, 1, phrase("chin_banker_roll", name, SHONBEN), "bank_pays_every_bet")
        bet = state.round.bet_of(roller)
        assert bet is not None
        return state._settle(bet, Result.LOSS, 1, phrase("chin_player_roll", name, SHONBEN))._next_roller()

    def _opens_next_round(self) -> ChinchiroState:
        """The next round: the banker the last round left, or the game over (never reached:
        the game ends as the round closes when nobody is left to bank)."""
        rnd = self.round
        banker = self._next_banker()
        assert banker is not None
        why: Message = (rnd.bank_reason,) if rnd.passes and rnd.bank_reason is not None else ()
        return self._opens_bank(banker, rnd.number + 1, why)

    def _draw_rolls(self, dice: Dice) -> ChinchiroState:
        """A roll of one die for the first bank; the highest banks, the tied roll again."""
        assert self.draw is not None
        seat = self.actor
        assert seat is not None
        draw = self.draw.roll(dice)
        state = replace(self, draw=draw)._event(
            DrawRoll(self.name(seat), draw.kind, dice, score(draw.kind, dice)))
        if draw.winner is not None:
            chosen = FirstBanker(self.name(draw.winner))
            first = replace(state, phase=ChinPhase.BET)._event(chosen)
            return first._opens_bank(draw.winner, 1, (chosen,))
        if draw.stage > self.draw.stage:
            best = max(draw.scores(draw.stage - 1).values())
            state = state._event(FirstBankerTie(tuple(self.name(s) for s in draw.contenders), best))
        return state._say((RollOneDie(self.name(draw.roller or 0)),))

    def _nothing_to_undo(self) -> Phrase:
        if self.round.banker_rolls or self.phase in (ChinPhase.PLAYER_ROLL, ChinPhase.SETTLED) or self.roll_taken_back:
            return phrase("undo_rolled_chinchiro")
        return phrase("undo_nothing_chinchiro")

    def _move_kinds(self) -> Collection[str]:
        return CHINCHIRO_MOVES

    def _waits_for(self) -> Phrase:
        if self.phase is ChinPhase.DRAW:
            return phrase("waits_one_die", self.name(self.actor or 0))
        if self.phase is ChinPhase.BET:
            return self._bet_hint()
        if self.phase is ChinPhase.BANKER_ROLL:
            return phrase("waits_oya_roll", self.name(self.banker))
        if self.phase is ChinPhase.PLAYER_ROLL:
            return phrase("waits_roll", self.name(self.round.roller or 0))
        return self.settled_hint()

    def _end_reason(self) -> GameOver | None:
        """Why the game ends after this round: one player holds every coin, or the bank has
        gone round the table ``bank_laps`` times; each with the standings."""
        left = [seat for seat in range(len(self.seats)) if self.in_game(seat)]
        if len(left) < 2:
            return HoldsEveryCoin(tuple(self.name(seat) for seat in self.leaders()), self.standings())
        if self._next_banker() is None:
            return BankWentRound(self.rules.bank_laps, self.standings())
        return None

    # ------------------------------------------------------------------ internals: bets
    def _bet_prompt(self) -> BetHint:
        """The player to bet and what they may bet."""
        player = self.actor
        return BetHint(self.name(player) if player is not None else "?", *self.bet_limit())

    def _bet_hint(self) -> Phrase:
        """What the table waits for while betting: the bet prompt's own sentence."""
        hint = self._bet_prompt()
        return phrase("bet_hint", hint.player, hint.low, hint.high)

    def _opens_bank(self, banker: int, number: int, lead: Message) -> ChinchiroState:
        """A round of betting against ``banker``'s bank (after ``lead``, said first): the players
        who can bet are asked in turn from the banker's left; if nobody can, the bank passes."""
        order = self._in_turn(banker, first=False)
        same = number == self.round.number  # the bank passed before any dice: the round goes on
        rnd = ChinRound(number=number, banker=banker, order=order, events=self.round.events if same else (),
                        undone=self.round.undone if same else ())
        state = replace(self, banker=banker, phase=ChinPhase.BET, round=rnd)
        head = ChinRoundOpens(number, self.name(banker))
        return state._event(head)._skip_unable((*lead, head))

    def _skip_unable(self, lead: Message) -> ChinchiroState:
        """Players who cannot bet even the least bet under the cover rule are passed over (and
        the log says why); then the next player is asked, or the dice roll, or (no bet at all)
        the bank passes."""
        state = self
        rnd = state.round
        while rnd.asked < len(rnd.order) and not state.can_bet(rnd.order[rnd.asked]):
            seat = rnd.order[rnd.asked]
            state = state._event(state._cannot_bet(seat))
            rnd = replace(state.round, asked=rnd.asked + 1)
            state = replace(state, round=rnd)
        if rnd.asked < len(rnd.order):
            return state._say((*lead, state._bet_prompt()))
        if not rnd.bets:
            return state._nobody_bet(lead)
        roll = replace(state, phase=ChinPhase.BANKER_ROLL)
        return roll._say((BetsIn(rnd.covered, self.name(self.banker)),))

    def _cannot_bet(self, seat: int) -> CannotBet | BankCannotCover:
        """Why a player cannot bet the least bet: their own coins, or what the bank can cover."""
        most = most_paid(self.rules)
        least = self.rules.min_bet
        need = most * least
        if self.seats[seat].coins < need:
            return CannotBet(self.name(seat), least, most, need, self.seats[seat].coins)
        return BankCannotCover(self.name(seat), least, self.seats[self.banker].coins, most)

    def _after_answer(self) -> ChinchiroState:
        """After a bet or pass: the next player who can bet, the banker's roll, or the bank passing."""
        return self._skip_unable(())

    def _nobody_bet(self, lead: Message) -> ChinchiroState:
        """No bet this round: the banker's turn of the bank is over, and the bank passes left
        (or the game ends, the bank having gone round)."""
        nobody = NobodyBets(self.name(self.banker))
        state = self._event(nobody)._done_banking()
        said = (*lead, nobody)
        over = state._end_reason()
        if over is not None:
            return state._game_over(over, said)
        banker = state._next_banker()
        assert banker is not None
        return state._opens_bank(banker, self.round.number, said)

    # ------------------------------------------------------------------ internals: dice
    def _banker_rolls(self, dice: Dice) -> ChinchiroState:
        rnd = self.round
        combo = classify(dice, self.rules, Role.BANKER)
        rolls = rnd.banker_rolls + (dice,)
        banker = self.name(self.banker)
        state = replace(self, round=replace(rnd, banker_rolls=rolls, banker_combo=combo))
        state = state._event(ChinRolled(self.name(self.banker), True, dice, combo))
        if combo.verdict is Verdict.REROLL:
            if len(rolls) >= TRIES:
                return state._settle_all(Result.WIN, 1, phrase("chin_banker_roll", banker, MENASHI), "bank_pays_every_bet")
            return state._say((NoScoreRollAgain(self.name(self.banker), True, TRIES - len(rolls)),))
        if combo.verdict is Verdict.WIN:
            return state._settle_all(Result.LOSS, combo.multiplier, phrase("chin_banker_roll", banker, yaku_said(combo)),
                                     "bank_wins_every_bet")
        if combo.verdict is Verdict.LOSS:
            return state._settle_all(Result.WIN, combo.multiplier, phrase("chin_banker_roll", banker, yaku_said(combo)),
                                     "bank_pays_every_bet")
        first = rnd.bets[0].seat
        state = replace(state, phase=ChinPhase.PLAYER_ROLL, round=replace(state.round, roller=first))
        return state._say((ChinPoint(self.name(self.banker), combo.point or 0, self.name(first)),))

    def _player_rolls(self, dice: Dice) -> ChinchiroState:
        rnd = self.round
        seat = rnd.roller
        assert seat is not None and rnd.banker_combo is not None
        point = rnd.banker_combo.point or 0
        bet = rnd.bet_of(seat)
        assert bet is not None
        combo = classify(dice, self.rules, Role.PLAYER)
        bet = replace(bet, rolls=bet.rolls + (dice,), combo=combo)
        name = self.name(seat)
        state = self._with_bet(bet)._event(ChinRolled(name, False, dice, combo))
        if combo.verdict is Verdict.REROLL:
            if len(bet.rolls) >= TRIES:
                return state._settle(bet, Result.LOSS, 1, phrase("chin_player_roll", name, MENASHI))._next_roller()
            return state._say((NoScoreRollAgain(name, False, TRIES - len(bet.rolls)),))
        if combo.verdict is Verdict.WIN:
            state = state._settle(bet, Result.WIN, combo.multiplier, phrase("chin_player_roll", name, yaku_said(combo)))
        elif combo.verdict is Verdict.LOSS:
            state = state._settle(bet, Result.LOSS, combo.multiplier, phrase("chin_player_roll", name, yaku_said(combo)))
        else:
            mine = combo.point or 0
            if mine > point:
                state = state._settle(bet, Result.WIN, 1, phrase("bet_point_beats", name, str(mine), str(point)))
            elif mine < point:
                state = state._settle(bet, Result.LOSS, 1, phrase("bet_point_loses", name, str(mine), str(point)))
            elif self.rules.ties == "banker":
                state = state._settle(bet, Result.LOSS, 1, phrase("chin_point_ties_banker", name, mine))
            else:
                state = state._settle(bet, Result.PUSH, 0, phrase("chin_point_ties_push", name, mine))
        return state._next_roller()

    def _next_roller(self) -> ChinchiroState:
        rnd = self.round
        waiting = [bet.seat for bet in rnd.bets if not bet.settled]
        if waiting:
            state = replace(self, round=replace(rnd, roller=waiting[0]))
            point = (rnd.banker_combo.point or 0) if rnd.banker_combo else 0
            return state._say((*self.message, ChinRollToBeat(self.name(waiting[0]), point)))
        return self._end_round(self.message)

    # ------------------------------------------------------------------ internals: coins
    def _with_bet(self, bet: Bet) -> ChinchiroState:
        bets = tuple(bet if b.seat == bet.seat else b for b in self.round.bets)
        return replace(self, round=replace(self.round, bets=bets))

    def _settle(self, bet: Bet, result: Result, multiplier: int, reason: Phrase, said: bool = False) -> ChinchiroState:
        """One bet settled between the player and the banker: ``multiplier`` times the bet,
        paid in full (the cover rule makes sure both sides can; the payment is still capped at
        the payer's coins, so no balance could ever go below 0)."""
        seats = list(self.seats)
        banker, player = seats[self.banker], seats[bet.seat]
        owed = bet.amount * multiplier if result is not Result.PUSH else 0
        if result is Result.WIN:
            delta = min(owed, banker.coins)
        elif result is Result.LOSS:
            delta = -min(owed, player.coins)
        else:
            delta = 0
        seats[self.banker] = replace(banker, coins=banker.coins - delta)
        seats[bet.seat] = replace(player, coins=player.coins + delta)
        settled = replace(bet, result=result, delta=delta, reason=reason)
        state = replace(self, seats=tuple(seats))._with_bet(settled)
        times = multiplier if result is not Result.PUSH else 0
        settled_event = ChinSettled("" if said else reason, self.name(bet.seat), delta, times)
        return state._event(settled_event)._say((Outcome(reason),))

    def _settle_all(self, result: Result, multiplier: int, roll: Phrase, every: str) -> ChinchiroState:
        """The banker's roll decides every bet at once: the catalog's ``every`` entry
        (``bank_pays_every_bet``) said of the banker's ``roll``, once in the log, is each bet's reason."""
        text = phrase(every, roll)
        state = self._event(BankerDecides(text))
        for bet in self.round.bets:
            state = state._settle(bet, result, multiplier, text, said=True)
        return state._end_round((Outcome(text),))

    def _end_round(self, text: Message) -> ChinchiroState:
        """Every bet is settled: whether the bank passes, then the round closed (a buy-back
        offered, the game over or the next round)."""
        passes, why = self._bank_passes()
        state = replace(self, round=replace(self.round, roller=None, passes=passes, bank_reason=why))._event(why)
        if passes:
            state = state._done_banking()
        return state._close_round((*text, why), text)

    def _bank_passes(self) -> tuple[bool, BankReason]:
        """Whether the bank passes after this round (``bank_pass``), and why."""
        rnd = self.round
        name = self.name(self.banker)
        if not self.in_game(self.banker):
            return True, ChinBankerBroke(name)
        kind = self.rules.bank_pass
        if kind == "every_round":
            return True, BankingOver(name)
        if kind == "total_loss":
            if rnd.bets and all(bet.result is Result.WIN for bet in rnd.bets):
                return True, EveryBetAgainst(name)
            return False, KeepsBank(name)
        if rnd.banker_delta < 0:
            return True, EndsRoundDown(name, -rnd.banker_delta)
        return False, KeepsBank(name)

    def _done_banking(self) -> ChinchiroState:
        """The banker's turn of the bank is over: it counts toward the laps of the game."""
        held = list(self.held)
        held[self.banker] += 1
        return replace(self, held=tuple(held), round=replace(self.round, passes=True))

    def _next_banker(self) -> int | None:
        """Who banks the next round: the banker again unless the bank passes; else the next seat
        on the left with coins that has not had all its turns of the bank; None: the game is over."""
        if not self.round.passes and self.in_game(self.banker):
            return self.banker
        laps = self.rules.bank_laps
        seats = self._in_turn(self.banker, first=False) + ((self.banker,) if self.in_game(self.banker) else ())
        return next((seat for seat in seats if self.held[seat] < laps), None)


CHINCHIRO_MOVES: Mapping[str, Play[ChinchiroState]] = move_table({
    "bet": lambda state, move: state.bet(move.amount, seat=move.seat),
    "pass": lambda state, move: state.pass_bet(seat=move.seat),
})
"""Chinchiro's moves, by journal kind: its betting, then the moves every game has."""
