"""The banking game of Cee-lo as an immutable state and the moves that change it.

A :class:`GameState` is frozen. Every move (:meth:`GameState.stake`, :meth:`~GameState.fade`,
:meth:`~GameState.pass_fade`, :meth:`~GameState.pass_bank`, :meth:`~GameState.roll`,
:meth:`~GameState.next_round`) returns a NEW state, or raises :class:`IllegalMove` with a
message for the player and leaves the state as it was. Dice are passed in: the state never
draws them, so a recorded game replays exactly (see ``match.py`` for the seeded driver).

Coins move only when a bet settles, from the loser to the winner, and a payment never takes
more than the payer has, so the total at the table never changes and no balance goes below 0.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import ClassVar

from .dice import Combo, Dice, Role, Verdict, bank_pays_at_most, classify
from .errors import IllegalMove
from .events import (
    BankBroken,
    BankerBroke,
    BankInPlay,
    BankPassed,
    BankReason,
    DrawRoll,
    Event,
    Faded,
    FadeHint,
    HoldsBank,
    KeepsBank,
    Message,
    NobodyFaded,
    Outcome,
    Passed,
    PointToBeat,
    PutUpStake,
    RedPipsBank,
    RedPipsOpening,
    RedPipsTie,
    RollAgain,
    Rolled,
    RollForRedPips,
    RollToBeat,
    RoundOpensBank,
    Settled,
    ShortPayments,
    SitOut,
    Staked,
    StakeKept,
    TakesBank,
)
from .numbers import parse_whole, signed
from .outcomes import Result, SeatStatus
from .payoff import pays, point_share
from .phrase import Phrase, Words, phrase
from .roll_off import RED_PIPS, RollOff, score
from .rules import CLASSIC, HouseRules
from .seating import (
    FIRST_BY_RED_PIPS,
    MAX_COINS,
    MAX_NAME,
    MAX_PLAYERS,
    MIN_COINS,
    MIN_PLAYERS,
    check_name,
    check_names,
    check_player_count,
    fresh_name,
)
from .table import GamePhase, Seat, Takeback, TakenBack
from .turns import Play, TurnMachine, move_table, read_dice

__all__ = [  # names that live in the shared modules, imported from here by the table's words and screens
    "FIRST_BY_RED_PIPS", "MAX_COINS", "MAX_NAME", "MAX_PLAYERS", "MIN_COINS", "MIN_PLAYERS", "Seat", "SeatStatus",
    "check_name", "check_names", "check_player_count", "fresh_name", "read_dice", "signed",
]


class Phase(GamePhase):
    """Where the round stands, which says whose move it is."""

    DRAW = "draw"
    """Before the first round: every player rolls for red pips, the most takes the bank."""
    STAKE = "stake"
    """The banker puts up a stake, or passes the bank."""
    FADE = "fade"
    """Players, from the banker's left, fade part of the stake or pass."""
    BANKER_ROLL = "banker_roll"
    """The banker rolls until the roll is decisive."""
    PLAYER_ROLL = "player_roll"
    """Each player who faded rolls against the banker's point."""
    SETTLED = "settled"
    """The round is over; the next round starts on request."""
    GAME_OVER = "game_over"
    """A round ended the game; no more moves."""


@dataclass(frozen=True, slots=True)
class Bet:
    """One player's fade this round (or bet, in Chinchiro), the rolls that decided it, and how
    it settled."""

    seat: int
    amount: int
    rolls: tuple[Dice, ...] = ()
    combo: Combo | None = None
    result: Result | None = None
    delta: int = 0
    """Coins the player gained (negative: lost) when the bet settled."""
    reason: Words = ""
    short: Words = ""
    """When the payer could not pay all the decision called for (a street payout bigger than
    the bank), what happened in words: "the bank ran dry: Cy is paid 0 of 2"; else "" (always
    in Chinchiro, whose cover rule keeps every payment whole)."""

    @property
    def words(self) -> str:
        """How the bet settled, in words: the reason, and what a payer short of coins paid."""
        return f"{self.reason} ({self.short})" if self.short else str(self.reason)

    @property
    def settled(self) -> bool:
        """True once the bet has a result."""
        return self.result is not None


@dataclass(frozen=True, slots=True)
class Round:
    """Everything about the round in play (or the one just finished)."""

    number: int
    banker: int
    stake: int = 0
    """The bank in play: the stake as put up, then (once the fading is over) the part faded."""
    put_up: int = 0
    """The stake as the banker put it up (``stake`` shrinks to what was faded)."""
    order: tuple[int, ...] = ()
    """Seats asked to fade, in turn from the banker's left."""
    asked: int = 0
    """How many seats of ``order`` have answered (faded or passed)."""
    bets: tuple[Bet, ...] = ()
    banker_rolls: tuple[Dice, ...] = ()
    banker_combo: Combo | None = None
    roller: int | None = None
    """Seat rolling now, during the dice phases."""
    next_banker: int | None = None
    bank_reason: BankReason | None = None
    """Who holds the bank next round, and why (set as the round settles)."""
    events: tuple[Event, ...] = ()
    """What happened this round, oldest first."""
    undone: tuple[TakenBack, ...] = ()
    """The moves taken back this round (ctrl+z), oldest first, for the history."""
    loose: tuple[int, ...] = ()
    """Seats whose dice left the table this round (loose_roll): each lost at once."""
    buy_ins: tuple[int, ...] = ()
    """Seats that bought back in once this round was settled (buy_backs), in order."""

    @property
    def covered(self) -> int:
        """Coins faded so far: the bank in play."""
        return sum(bet.amount for bet in self.bets)

    @property
    def uncovered(self) -> int:
        """How much of the stake is still open to fade."""
        return max(self.stake - self.covered, 0)

    def bet_of(self, seat: int) -> Bet | None:
        """The bet that seat made this round, if any."""
        for bet in self.bets:
            if bet.seat == seat:
                return bet
        return None

    @property
    def banker_delta(self) -> int:
        """The banker's gain this round so far."""
        return -sum(bet.delta for bet in self.bets)


@dataclass(frozen=True)
class GameState(TurnMachine[Phase, Round]):
    """The whole table at one moment. Frozen: moves return new states."""

    MODE: ClassVar[str] = "bank"
    WRONG_MODE: ClassVar[Phrase] = phrase("wrong_mode_bank")
    FIRST_WORD: ClassVar[Phrase] = phrase("first_seat_banker")
    GAME_WORDS: ClassVar[Phrase] = phrase("game_bank")
    LACKS_WORDS: ClassVar[Phrase] = phrase("game_lacks_bank")

    seats: tuple[Seat, ...]
    banker: int
    rules: HouseRules = CLASSIC
    phase: Phase = Phase.STAKE
    round: Round = field(default_factory=lambda: Round(number=1, banker=0))
    history: tuple[Round, ...] = ()
    """Every finished round, oldest first."""
    message: Message = ()
    """The latest thing that happened, and what the table waits for now."""
    draw: RollOff | None = None
    """The red-pips rolls that chose the first banker (with ``first_banker="red-pips"``)."""
    taken: Takeback[GameState] | None = field(default=None, compare=False, repr=False)
    """The latest stake, fade or pass that may still be taken back (see ``table.py``)."""
    offers: tuple[int, ...] = ()
    """Broke seats still to be offered a buy-back (see ``table.py``)."""
    stack: int = 0
    """Each seat's starting coins (what a buy-back brings)."""

    # ------------------------------------------------------------------ creation
    @classmethod
    def _seated(cls, seats: tuple[Seat, ...], rules: HouseRules, first: int | None) -> "GameState":
        """The first banker holds the bank, or (None) every player rolls for red pips first
        (phase DRAW)."""
        stack = seats[0].coins
        if first is None:
            draw = RollOff(RED_PIPS, tuple(range(len(seats))))
            state = cls(seats=seats, banker=0, rules=rules, phase=Phase.DRAW, draw=draw, stack=stack)
            return state._say((RedPipsOpening(seats[0].name),))
        banker = first
        state = cls(seats=seats, banker=banker, rules=rules, round=Round(number=1, banker=banker), stack=stack)
        return state._say((HoldsBank(seats[banker].name), PutUpStake(seats[banker].name)))

    # ------------------------------------------------------------------ questions
    def _turn(self) -> int | None:
        if self.phase is Phase.DRAW:
            return self.draw.roller if self.draw is not None else None
        if self.phase is Phase.STAKE or self.phase is Phase.BANKER_ROLL:
            return self.banker
        if self.phase is Phase.FADE:
            return self.round.order[self.round.asked]
        if self.phase is Phase.PLAYER_ROLL:
            return self.round.roller
        return None

    def stake_limit(self) -> tuple[int, int]:
        """(lowest, highest) stake the banker may put up."""
        return 1, self.seats[self.banker].coins

    def standing_stake(self) -> int | None:
        """The stake offered when the bank stands: what it held after the last round settled.

        Seed 001: a banker who keeps the bank "may let the bank stand at whatever amount
        remains after all the bets are settled": the coins covered plus what the bank won (less
        what it paid), within the stake limit. None when the banker has just taken the bank
        (or it is not time to stake); a blank stake then means nothing and is refused.
        """
        if self.phase is not Phase.STAKE or not self.history:
            return None
        last = self.history[-1]
        if last.banker != self.banker or last.number != self.round.number - 1 or not last.bets:
            return None
        low, high = self.stake_limit()
        return max(low, min(last.covered + last.banker_delta, high))

    def fade_limit(self, seat: int | None = None) -> tuple[int, int]:
        """(lowest, highest) the seat (default: the one to move) may fade now; (0, 0) if none."""
        seat = self.actor if seat is None else seat
        if self.phase is not Phase.FADE or seat != self.actor or seat is None:
            return 0, 0
        return 1, min(self.seats[seat].coins, self.round.uncovered)

    def pass_bank_to(self) -> int | None:
        """The seat that would take the bank if the banker passed it now (None: nobody has coins)."""
        return self._next_with_coins(self.banker)

    def can_pass_fade(self) -> bool:
        """Whether the player to fade may decline (not under must_fade)."""
        return self.phase is Phase.FADE and not self.rules.must_fade

    def _moves_now(self) -> frozenset[str]:
        """stake, pass_bank, fade, pass, roll, loose or next_round, by the phase."""
        if self.phase is Phase.STAKE:
            return frozenset({"stake", "pass_bank"})
        if self.phase is Phase.FADE:
            return frozenset({"fade", "pass"} if self.can_pass_fade() else {"fade"})
        if self.phase is Phase.DRAW:
            return frozenset({"roll"})
        if self.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
            return self._roll_moves()
        if self.phase is Phase.SETTLED:
            return frozenset({"next_round"})
        return frozenset()

    def status(self, seat: int) -> SeatStatus:
        """A seat's part in this round, for the balance table."""
        rnd = self.round
        if self.phase is Phase.DRAW:
            return SeatStatus.ROLLING if seat == self.actor else SeatStatus.NONE
        if seat == self.banker:
            return SeatStatus.BANKER
        bet = rnd.bet_of(seat)
        if bet is not None:
            return SeatStatus(bet.result.value) if bet.result else SeatStatus.FADED
        if not self.in_game(seat) and seat not in rnd.order[rnd.asked :]:
            return SeatStatus.NO_COINS
        if self.phase is Phase.FADE and seat in rnd.order[rnd.asked :]:
            return SeatStatus.TO_FADE if seat == self.actor else SeatStatus.WAITING
        if self.phase is Phase.STAKE:
            return SeatStatus.NONE
        if seat in rnd.order[: rnd.asked]:
            return SeatStatus.PASSED
        return SeatStatus.SITS_OUT

    def rolls_this_turn(self) -> int:
        """How many times the roller has rolled this turn (re-rolls included)."""
        if self.phase is Phase.BANKER_ROLL:
            return len(self.round.banker_rolls)
        if self.phase is Phase.PLAYER_ROLL and self.round.roller is not None:
            bet = self.round.bet_of(self.round.roller)
            return len(bet.rolls) if bet else 0
        return 0

    def read_amount(self, move: str, amount: object) -> int:
        """The amount a stake or fade move names, as a whole number within today's limit."""
        if move == "stake":
            standing = self.standing_stake()
            if standing is not None and (amount is None or (isinstance(amount, str) and not amount.strip())):
                return standing  # the bank stands: nothing typed keeps what the bank holds
            return parse_whole(amount, *self.stake_limit(), phrase("the_stake"))
        player = self.actor if self.actor is not None else self.banker
        return parse_whole(amount, *self.fade_limit(), phrase("players_fade", self.name(player)))

    # ------------------------------------------------------------------ moves
    def stake(self, amount: object, seat: int | None = None) -> "GameState":
        """The banker puts up a stake of 1 to all their coins."""
        self._expect("stake", seat)
        value = self.read_amount("stake", amount)
        order = self._fade_order()
        rnd = replace(self.round, stake=value, put_up=value, order=order, asked=0, bets=())
        state = replace(self, phase=Phase.FADE, round=rnd)
        state = state._event(Staked(self.name(self.banker), value))
        return self._with_takeback(state._after_fade_answer(), "stake", value)

    def pass_bank(self, seat: int | None = None) -> "GameState":
        """The banker declines to stake and hands the bank to the next seat on the left."""
        self._expect("pass_bank", seat)
        new = self.pass_bank_to()
        if new is None:
            raise IllegalMove(phrase("nobody_takes_bank"))
        state = replace(self, banker=new, round=Round(number=self.round.number, banker=new, undone=self.round.undone))
        passed = state._event(BankPassed(self.name(self.banker), self.name(new)))
        said = passed._say((BankPassed(self.name(self.banker), self.name(new)), PutUpStake(self.name(new))))
        return self._with_takeback(said, "pass_bank")

    def fade(self, amount: object, seat: int | None = None) -> "GameState":
        """The player to move covers part of the stake."""
        self._expect("fade", seat)
        player = self.actor
        assert player is not None
        value = self.read_amount("fade", amount)
        rnd = replace(self.round, bets=self.round.bets + (Bet(player, value),), asked=self.round.asked + 1)
        state = replace(self, round=rnd)._event(Faded(self.name(player), value))
        return self._with_takeback(state._after_fade_answer(), "fade", value)

    def pass_fade(self, seat: int | None = None) -> "GameState":
        """The player to move declines to fade."""
        self._expect("pass", seat)
        if self.rules.must_fade:
            raise IllegalMove(phrase("must_fade", self._fade_hint()))
        player = self.actor
        assert player is not None
        rnd = replace(self.round, asked=self.round.asked + 1)
        state = replace(self, round=rnd)._event(Passed(self.name(player)))
        return self._with_takeback(state._after_fade_answer(), "pass")

    def _rolls(self, dice: Dice) -> "GameState":
        """The banker's roll, or the roll of a player who faded."""
        if self.phase is Phase.BANKER_ROLL:
            return self._banker_rolls(dice)
        return self._player_rolls(dice)

    def _loses_loose(self, roller: int, said: Message) -> "GameState":
        """A loose roll is an instant loss: the banker's pays every bet, a player's loses the fade."""
        state = replace(self, round=replace(self.round, loose=(*self.round.loose, roller)))
        name = self.name(roller)
        if self.phase is Phase.BANKER_ROLL:
            return state._settle_all(Result.WIN, 1, phrase("bet_loose", name), "bank_pays_every_bet")
        bet = state.round.bet_of(roller)
        assert bet is not None
        return state._settle(bet, Result.LOSS, 1, phrase("bet_loose", name))._next_roller()

    def _opens_next_round(self) -> "GameState":
        """The next round, with the banker the last round named."""
        rnd = self.round
        banker = rnd.next_banker if rnd.next_banker is not None else self.banker
        state = replace(self, banker=banker, phase=Phase.STAKE, round=Round(number=rnd.number + 1, banker=banker))
        return state._say((RoundOpensBank(rnd.number + 1, self.name(banker)),))

    # ------------------------------------------------------------------ internals: turns
    def _nothing_to_undo(self) -> Phrase:
        if self.round.banker_rolls or self.phase in (Phase.PLAYER_ROLL, Phase.SETTLED) or self.roll_taken_back:
            return phrase("undo_rolled_bank")
        return phrase("undo_nothing_bank")

    def _move_kinds(self) -> Collection[str]:
        return BANK_MOVES

    def _waits_for(self) -> Phrase:
        return {
            Phase.DRAW: phrase("waits_red_pips", self.name(self.actor or 0)),
            Phase.STAKE: phrase("waits_stake", self.name(self.banker), *self.stake_limit()),
            Phase.FADE: self._fade_hint(),
            Phase.BANKER_ROLL: phrase("waits_roll", self.name(self.banker)),
            Phase.PLAYER_ROLL: phrase("waits_roll", self.name(self.round.roller or 0)),
            Phase.SETTLED: self.settled_hint(),
        }[self.phase]

    def _not_now(self, move: str, now: Words) -> Words:
        if move == "pass" and self.phase is Phase.FADE:
            return phrase("must_fade", now)
        return super()._not_now(move, now)

    def bank_may_run_dry(self) -> bool:
        """True when the player about to fade should hear what the bank can pay: a win can pay
        more than the bet (street payouts) and the bank could not pay every bet at the most a
        win pays, this fade included (even money never outruns the bank: every fade fits in the
        stake)."""
        if self.phase is not Phase.FADE:
            return False
        most = bank_pays_at_most(self.rules)
        return most > 1 and most * (self.round.covered + self.fade_limit()[1]) > self.seats[self.banker].coins

    def _fade_prompt(self) -> FadeHint:
        """The player to fade, what they may fade, and the bank's warning when it could run dry."""
        player = self.actor
        low, high = self.fade_limit()
        who = self.name(player) if player is not None else "?"
        cap = self.bank_may_run_dry()
        bank = self.seats[self.banker].coins if cap else 0
        return FadeHint(who, low, high, self.can_pass_fade(), bank, bank_pays_at_most(self.rules) if cap else 0)

    def _fade_hint(self) -> Phrase:
        """What the table waits for while fading: the fade prompt's own sentence."""
        hint = self._fade_prompt()
        return phrase("fade_hint", hint.player, hint.low, hint.high, hint.may_pass, hint.bank, hint.most)

    def _fade_order(self) -> tuple[int, ...]:
        """Seats from the banker's left, all the way round, that have coins."""
        return self._in_turn(self.banker, first=False)

    def _after_fade_answer(self) -> "GameState":
        """Move on after a stake, fade or pass: next fader, the dice, or back to staking."""
        rnd = self.round
        if rnd.uncovered == 0 or rnd.asked >= len(rnd.order):
            if not rnd.bets:
                fresh = Round(number=rnd.number, banker=self.banker, events=rnd.events, undone=rnd.undone)
                nobody = NobodyFaded(self.name(self.banker))
                return replace(self, phase=Phase.STAKE, round=fresh)._event(nobody)._say((nobody,))
            kept = rnd.stake - rnd.covered
            rnd = replace(rnd, stake=rnd.covered)
            state = replace(self, phase=Phase.BANKER_ROLL, round=rnd)
            if kept:
                state = state._event(StakeKept(self.name(self.banker), rnd.put_up, rnd.stake, kept))
            sitting = [self.name(s) for s in rnd.order[rnd.asked :]]
            if sitting:
                state = state._event(SitOut(tuple(sitting)))
            return state._say((BankInPlay(rnd.covered, self.name(self.banker)),))
        return self._say((self._fade_prompt(),))

    # ------------------------------------------------------------------ internals: dice
    def _draw_rolls(self, dice: Dice) -> "GameState":
        """A roll for red pips; the most takes the bank, the tied roll again among themselves."""
        assert self.draw is not None
        seat = self.actor
        assert seat is not None
        draw = self.draw.roll(dice)
        state = replace(self, draw=draw)._event(DrawRoll(self.name(seat), draw.kind, dice, score(draw.kind, dice)))
        if draw.winner is not None:
            who = self.name(draw.winner)
            state = replace(state, phase=Phase.STAKE, banker=draw.winner, round=replace(state.round, banker=draw.winner))
            took = RedPipsBank(who)
            return state._event(took)._say((took, PutUpStake(who)))
        if draw.stage > self.draw.stage:
            tied = tuple(self.name(s) for s in draw.contenders)
            state = state._event(RedPipsTie(tied, max(draw.scores(draw.stage - 1).values())))
        return state._say((RollForRedPips(self.name(draw.roller or 0)),))

    def _banker_rolls(self, dice: Dice) -> "GameState":
        rnd = self.round
        combo = classify(dice, self.rules, Role.BANKER)
        rolls = rnd.banker_rolls + (dice,)
        banker = self.name(self.banker)
        state = replace(self, round=replace(rnd, banker_rolls=rolls, banker_combo=combo))
        state = state._event(Rolled(banker, dice, combo.name))
        if combo.verdict is Verdict.REROLL:
            if self._dead_out(rolls):
                out = phrase("bet_dead_out", banker, len(rolls))
                return state._settle_all(Result.WIN, 1, out, "bank_loses_every_bet")
            return state._say((RollAgain(banker, combo.name),))
        if combo.verdict is Verdict.WIN:
            return state._settle_all(Result.LOSS, combo.multiplier, phrase("bet_rolled", banker, combo.name),
                                     "bank_wins_every_bet")
        if combo.verdict is Verdict.LOSS:
            return state._settle_all(Result.WIN, combo.multiplier, phrase("bet_rolled", banker, combo.name),
                                     "bank_pays_every_bet")
        first = rnd.bets[0].seat
        state = replace(state, phase=Phase.PLAYER_ROLL, round=replace(state.round, roller=first))
        return state._say((PointToBeat(banker, combo.point_text, self.name(first)),))

    def _player_rolls(self, dice: Dice) -> "GameState":
        rnd = self.round
        seat = rnd.roller
        assert seat is not None and rnd.banker_combo is not None
        banker_combo = rnd.banker_combo
        point = banker_combo.point_text
        bet = rnd.bet_of(seat)
        assert bet is not None
        combo = classify(dice, self.rules, Role.PLAYER)
        bet = replace(bet, rolls=bet.rolls + (dice,), combo=combo)
        name = self.name(seat)
        state = self._with_bet(bet)._event(Rolled(name, dice, combo.name))
        if combo.verdict is Verdict.REROLL:
            if self._dead_out(bet.rolls):
                out = state._settle(bet, Result.LOSS, 1, phrase("bet_dead_out", name, len(bet.rolls)))
                return out._next_roller()
            return state._say((RollAgain(name, combo.name),))
        if combo.verdict is Verdict.WIN:
            state = state._settle(bet, Result.WIN, combo.multiplier, phrase("bet_rolled", name, combo.name))
        elif combo.verdict is Verdict.LOSS:
            state = state._settle(bet, Result.LOSS, combo.multiplier, phrase("bet_rolled", name, combo.name))
        else:
            mine = combo.point_text
            if combo.point_key > banker_combo.point_key:
                margin = (combo.point or 0) - (banker_combo.point or 0)
                share = point_share(margin, self.rules)
                beats = (phrase("bet_point_beats", name, mine, point) if share == 1
                         else phrase("bet_point_beats_by", name, mine, point, margin, str(share)))
                state = state._settle(bet, Result.WIN, share, beats)
            elif combo.point_key < banker_combo.point_key:
                state = state._settle(bet, Result.LOSS, 1, phrase("bet_point_loses", name, mine, point))
            else:
                state = state._settle(bet, Result.PUSH, 0, phrase("bet_point_ties", name, mine, point))
        return state._next_roller()

    def _next_roller(self) -> "GameState":
        rnd = self.round
        waiting = [bet.seat for bet in rnd.bets if not bet.settled]
        if waiting:
            state = replace(self, round=replace(rnd, roller=waiting[0]))
            assert rnd.banker_combo is not None  # players roll once the banker has set a point
            point = rnd.banker_combo.point_text
            return state._say((*self.message, RollToBeat(self.name(waiting[0]), point)))
        return self._end_round(self.message)

    # ------------------------------------------------------------------ internals: coins
    def _with_bet(self, bet: Bet) -> "GameState":
        bets = tuple(bet if b.seat == bet.seat else b for b in self.round.bets)
        return replace(self, round=replace(self.round, bets=bets))

    def _settle(self, bet: Bet, result: Result, multiplier: int | Fraction, reason: Words) -> "GameState":
        """Settle one bet: move coins between the player and the banker, capped at the payer's coins.

        ``multiplier`` is the share of the bet paid (a third under point_bonus, 3 under street
        payouts ...); it is paid in whole coins by :func:`~ceelo_tui.engine.payoff.pays`.
        """
        seats = list(self.seats)
        banker, player = seats[self.banker], seats[bet.seat]
        owed = pays(bet.amount, multiplier) if result is not Result.PUSH else 0
        name = self.name(bet.seat)
        short: Words = ""
        if result is Result.WIN:
            delta = min(owed, banker.coins)
            if delta < owed:
                short = phrase("short_bank_dry", name, delta, owed)
        elif result is Result.LOSS:
            delta = -min(owed, player.coins)
            if -delta < owed:
                short = phrase("short_player_dry", name, -delta, owed)
        else:
            delta = 0
        seats[self.banker] = replace(banker, coins=banker.coins - delta)
        seats[bet.seat] = replace(player, coins=player.coins + delta)
        settled = replace(bet, result=result, delta=delta, reason=reason, short=short)
        state = replace(self, seats=tuple(seats))._with_bet(settled)
        return state._event(Settled(reason, name, delta, short))._say((Outcome(reason, short),))

    def _settle_all(self, result: Result, multiplier: int, reason: Phrase, every: str) -> "GameState":
        """The banker's roll decides every bet at once: ``reason`` (the banker's roll) is each
        bet's reason, and the round's outcome is the catalog's ``every`` entry said of it
        (``bank_pays_every_bet``)."""
        state = self
        for bet in self.round.bets:
            state = state._settle(bet, result, multiplier, reason)
        return state._end_round((Outcome(phrase(every, reason)),))

    def _end_round(self, text: Message) -> "GameState":
        """All bets are settled: decide who holds the bank next and whether the game is over."""
        rnd = self.round
        next_banker, why = self._next_bank()
        rnd = replace(rnd, roller=None, next_banker=next_banker, bank_reason=why)
        state = replace(self, round=rnd)._event(why)
        said_short = {part.short for part in text if isinstance(part, Outcome)}
        dry = tuple(bet.short for bet in rnd.bets if bet.short and bet.short not in said_short)
        if dry:  # a payment cut short earlier in the round, said again where the round ends
            text = (*text, ShortPayments(dry))
        last = text[0] if len(text) == 1 else None
        taken_with = rnd.bet_of(next_banker) if isinstance(why, TakesBank) else None
        says_it_all = taken_with is not None and last == Outcome(taken_with.reason)
        said = (why,) if says_it_all else (*text, why)
        return state._close_round(said, text)  # said: "Bo rolled 4-5-6: Bo takes the bank." says it all

    def _next_bank(self) -> tuple[int, BankReason]:
        """Who holds the bank next round, and why, by the rules of seeds 001 and 004."""
        rnd = self.round
        banker = self.name(self.banker)
        bets = rnd.bets
        taker = self._bank_taker()
        if self.rules.bank_break == "points_only" and taker is not None:
            return taker  # seed 001: only a bank beaten by points alone is broken
        if bets and all(bet.result is Result.WIN for bet in bets):
            new = self._next_with_coins(self.banker)
            if new is not None:
                return new, BankBroken(banker, self.name(new))
        if taker is not None:
            return taker
        if self.in_game(self.banker):
            return self.banker, KeepsBank(banker)
        new = self._next_with_coins(self.banker)
        if new is None:
            return self.banker, KeepsBank(banker)
        return new, BankerBroke(banker, self.name(new))

    def _bank_taker(self) -> tuple[int, TakesBank] | None:
        """The first player this round who beat the banker with 4-5-6 or trips (and has coins), and why.

        Trips count under trips_high too, where they are high points (:attr:`Combo.big`)."""
        for bet in self.round.bets:
            combo = bet.combo
            if bet.result is Result.WIN and combo is not None and combo.big and self.in_game(bet.seat):
                return bet.seat, TakesBank(self.name(bet.seat), combo.name)
        return None


BANK_MOVES: Mapping[str, Play[GameState]] = move_table({
    "stake": lambda state, move: state.stake(move.amount, seat=move.seat),
    "pass_bank": lambda state, move: state.pass_bank(seat=move.seat),
    "fade": lambda state, move: state.fade(move.amount, seat=move.seat),
    "pass": lambda state, move: state.pass_fade(seat=move.seat),
})
"""The banking game's moves, by journal kind (``games.apply_move`` plays a journal move
through it): its betting, then the moves every game has (``turns.move_table``)."""
