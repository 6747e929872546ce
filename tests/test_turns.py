"""The turn machine (engine/turns.py) on its own: a third game made of nothing but its
declarations, its round record and its words, played through the shared moves.

"High roll" is the smallest game the machine can run: each player in the round rolls in turn,
a roll of three different faces is rolled again (the dead-roll limit puts the roller out with
0), and the highest total takes one coin from each other player. Everything else (the start of
a roll, loose rolls, the next-seat search, the close of the round, the end reason, refusals in
the game's words, the move table) is the machine's.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import ClassVar

import pytest
from said import said, told

from ceelo_tui.engine.dice import Dice
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.events import Event, Message, Outcome, RollAgain, Rolled, RollNext
from ceelo_tui.engine.game import BANK_MOVES, GameState
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.outcomes import SeatStatus
from ceelo_tui.engine.phrase import Words, phrase
from ceelo_tui.engine.pot_game import POT_MOVES, PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.table import GamePhase, Seat, Takeback, TakenBack
from ceelo_tui.engine.turns import Play, TurnMachine, move_table, play_move

SHARED = ("roll", "loose", "next_round", "undo", "buy_back", "decline")


class HighPhase(GamePhase):
    DRAW = "draw"
    ROLL = "roll"
    SETTLED = "settled"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class HighRound:
    number: int
    opener: int
    players: tuple[int, ...] = ()
    scores: tuple[tuple[int, int], ...] = ()
    """(seat, total) of each finished turn."""
    turn: tuple[Dice, ...] = ()
    """The roller's rolls this turn."""
    roller: int | None = None
    events: tuple[Event, ...] = ()
    undone: tuple[TakenBack, ...] = ()
    buy_ins: tuple[int, ...] = ()


@dataclass(frozen=True)
class HighState(TurnMachine[HighPhase, HighRound]):
    MODE: ClassVar[str] = "pot"
    WRONG_MODE: ClassVar[str] = "High roll is played with mode=pot."
    FIRST_WORD: ClassVar[str] = "roller"
    GAME_WORDS: ClassVar[str] = "high roll"
    LACKS_WORDS: ClassVar[str] = "the highest total takes a coin from each"

    seats: tuple[Seat, ...]
    rules: HouseRules = field(default_factory=lambda: HouseRules(mode="pot"))
    phase: HighPhase = HighPhase.ROLL
    round: HighRound = field(default_factory=lambda: HighRound(1, 0))
    history: tuple[HighRound, ...] = ()
    message: Message = ()
    taken: Takeback[HighState] | None = field(default=None, compare=False, repr=False)
    offers: tuple[int, ...] = ()
    stack: int = 0

    @classmethod
    def _seated(cls, seats: tuple[Seat, ...], rules: HouseRules, first: int | None) -> HighState:
        assert first is not None, "high roll has no roll-off"
        return cls(seats=seats, rules=rules, stack=seats[0].coins)._open(1, first)

    def _open(self, number: int, opener: int) -> HighState:
        players = self._in_turn(opener, first=True)
        rnd = HighRound(number, opener, players, roller=players[0])
        return replace(self, phase=HighPhase.ROLL, round=rnd)._say((RollNext(self.name(players[0])),))

    def _turn(self) -> int | None:
        return self.round.roller if self.phase is HighPhase.ROLL else None

    @property
    def total_coins(self) -> int:
        return sum(seat.coins for seat in self.seats)

    def in_game(self, seat: int) -> bool:
        return self.seats[seat].coins > 0

    def _moves_now(self) -> frozenset[str]:
        if self.phase is HighPhase.ROLL:
            return self._roll_moves()
        return frozenset({"next_round"}) if self.phase is HighPhase.SETTLED else frozenset()

    def status(self, seat: int) -> SeatStatus:
        return SeatStatus.ROLLING if seat == self.actor else SeatStatus.NONE

    def rolls_this_turn(self) -> int:
        return len(self.round.turn)

    def _nothing_to_undo(self) -> str:
        return "Nothing to take back in high roll."

    def _draw_rolls(self, dice: Dice) -> HighState:
        raise AssertionError("high roll has no roll-off")

    def _rolls(self, dice: Dice) -> HighState:
        rnd = self.round
        assert rnd.roller is not None
        turn = rnd.turn + (dice,)
        state = replace(self, round=replace(rnd, turn=turn))._event(Rolled(self.name(rnd.roller), dice, phrase("point_plain", sum(dice))))
        if len(set(dice)) < 3:
            return state._scored(rnd.roller, sum(dice))
        if self._dead_out(turn):
            return state._scored(rnd.roller, 0)
        return state._say((RollAgain(self.name(rnd.roller), phrase("roll_no_score")),))

    def _loses_loose(self, roller: int, said: Message) -> HighState:
        return self._scored(roller, 0)

    def _scored(self, seat: int, total: int) -> HighState:
        rnd = self.round
        scores = rnd.scores + ((seat, total),)
        done = {who for who, _ in scores}
        waiting = [who for who in rnd.players if who not in done]
        if waiting:
            state = replace(self, round=replace(rnd, scores=scores, turn=(), roller=waiting[0]))
            return state._say((RollNext(self.name(waiting[0])),))
        winner = max(scores, key=lambda score: score[1])[0]
        seats = list(self.seats)
        for payer in rnd.players:
            if payer != winner and seats[payer].coins:
                seats[payer] = replace(seats[payer], coins=seats[payer].coins - 1)
                seats[winner] = replace(seats[winner], coins=seats[winner].coins + 1)
        state = replace(self, seats=tuple(seats), round=replace(rnd, scores=scores, turn=(), roller=None))
        said = (Outcome(f"{self.name(winner)} rolled highest"),)
        return state._close_round(said, said)

    def _opens_next_round(self) -> HighState:
        opener = self._next_with_coins(self.round.opener)
        return self._open(self.round.number + 1, self.round.opener if opener is None else opener)

    def _waits_for(self) -> Words:
        if self.phase is HighPhase.ROLL:
            return f"{self.name(self.round.roller or 0)} must roll."
        return self.settled_hint()

    def _move_kinds(self) -> Collection[str]:
        return HIGH_MOVES


HIGH_MOVES: Mapping[str, Play[HighState]] = move_table({})


def table(names: list[str], rules: HouseRules, wallets: tuple[int, ...] = ()) -> HighState:
    """A new game of high roll, its players holding ``wallets`` (default 5 coins each)."""
    state = HighState.new(names, 5, 0, rules)
    if not wallets:
        return state
    seats = tuple(replace(seat, coins=amount) for seat, amount in zip(state.seats, wallets))
    return replace(state, seats=seats)._open(1, 0)


def play(state: HighState, *moves: Move) -> HighState:
    for move in moves:
        state = play_move(state, HIGH_MOVES, move)
    return state


def roll(*faces: int) -> Move:
    return Move("roll", dice=(faces[0], faces[1], faces[2]))


def refusal(state: HighState, move: Move) -> str:
    with pytest.raises(IllegalMove) as caught:
        play(state, move)
    return str(caught.value)


def test_a_round_goes_round_the_seats_with_coins_and_closes_into_the_history() -> None:
    state = table(["Ann", "Bo", "Cy"], HouseRules(mode="pot", end="last_standing"), wallets=(5, 0, 5))
    assert state.round.players == (0, 2)  # Bo has no coins: the round skips him
    state = play(state, roll(6, 6, 5), roll(1, 1, 2))
    assert state.phase is HighPhase.SETTLED and state.history == (state.round,)
    assert [seat.coins for seat in state.seats] == [6, 0, 4]
    assert told(state.message) == "Ann rolled highest."
    assert state.legal_moves() == {"next_round"}
    state = play(state, Move("next_round"))
    assert state.round.number == 2 and state.round.opener == 2  # the next seat with coins, past Bo
    assert state.round.players == (2, 0) and state.actor == 2


def test_the_close_of_a_round_ends_the_game_with_the_shared_end_reason() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot"), wallets=(1, 1))
    state = play(state, roll(6, 6, 5), roll(1, 1, 2))
    assert state.is_over and state.phase is HighPhase.GAME_OVER
    assert told(state.message) == "Ann rolled highest. Game over: Ann holds every coin."
    assert said(state.round.events)[-1] == "Game over: Ann holds every coin."
    assert refusal(state, roll(1, 1, 1)) == "The game is over. Start a new game to play again."


def test_a_broke_player_is_asked_to_buy_back_in_before_the_next_round() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot", buy_backs=1), wallets=(1, 1))
    state = play(state, roll(6, 6, 5), roll(1, 1, 2))
    assert state.actor == 1 and state.legal_moves() == {"buy_back", "decline"}
    assert told(state.message) == "Ann rolled highest. Bo is broke: buy back in for 5 coins (1 of 1 buy-back left)?"
    state = play(state, Move("buy_back"))
    assert [seat.coins for seat in state.seats] == [2, 5]
    assert state.actor is None and state.legal_moves() == {"next_round"}


def test_the_dead_roll_limit_puts_the_roller_out() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot", roll_limit=3))
    state = play(state, roll(1, 2, 4), roll(1, 3, 5))
    assert state.actor == 0 and state.rolls_this_turn() == 2
    state = play(state, roll(2, 3, 6))
    assert state.actor == 1 and state.round.scores == ((0, 0),)


def test_a_loose_roll_is_logged_once_and_the_game_says_what_it_costs() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot", dice="real", loose_roll=True))
    assert state.legal_moves() == {"roll", "loose"}
    state = play(state, Move("loose"))
    assert said(state.round.events) == ("Ann's dice left the table: a loose roll loses at once.",)
    assert state.round.scores == ((0, 0),) and state.actor == 1


def test_a_typed_roll_at_a_real_dice_table_can_be_taken_back_and_typed_again() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot", dice="real"))
    rolled = state.roll("1 2 4")  # the faces as the roller typed them
    assert rolled.can_undo and rolled.undo_seat == 0
    again = play(rolled, Move("undo"))
    assert again.actor == 0 and again.round.turn == () and again.round.undone[0].roll


def test_refusals_speak_the_games_own_words_and_leave_the_state_as_it_was() -> None:
    state = table(["Ann", "Bo"], HouseRules(mode="pot"))
    assert refusal(state, Move("ante", amount=1)) == (
        "You cannot set the ante in high roll: the highest total takes a coin from each. Ann must roll.")
    assert refusal(state, Move("dance")) == "There is no move 'dance' in high roll. Ann must roll."
    assert refusal(state, Move("next_round")) == "You cannot start the next round now. Ann must roll."
    assert refusal(state, Move("roll", seat=1, dice=(1, 1, 2))) == "It is Ann's turn, not Bo's."
    assert refusal(state, Move("roll", dice=(1, 1, 9))).startswith("Those are not dice:")
    assert play(state) == state


def test_every_game_plays_the_shared_moves_from_one_table() -> None:
    assert tuple(HIGH_MOVES) == SHARED
    assert tuple(BANK_MOVES)[-len(SHARED):] == SHARED == tuple(POT_MOVES)[-len(SHARED):]
    assert tuple(BANK_MOVES)[: -len(SHARED)] == ("stake", "pass_bank", "fade", "pass")
    assert tuple(POT_MOVES)[: -len(SHARED)] == ("ante",)
    for shared in SHARED:  # one function plays each shared move, whichever game it is
        assert BANK_MOVES[shared].__code__ is POT_MOVES[shared].__code__ is HIGH_MOVES[shared].__code__


def test_a_new_table_is_checked_and_seated_by_the_machine() -> None:
    with pytest.raises(IllegalMove, match="High roll is played with mode=pot."):
        HighState.new(["Ann", "Bo"], 5, 0, HouseRules())
    with pytest.raises(IllegalMove, match="The first roller must be seat 1 to 2, or red-pips."):
        HighState.new(["Ann", "Bo"], 5, 2)
    with pytest.raises(IllegalMove, match="Two players are called 'ann'"):
        HighState.new(["Ann", "ann"], 5, 0)
    state = HighState.new(["Ann", "Bo", "Cy"], 5, 1)
    assert state.actor == 1 and state.round.players == (1, 2, 0) and state.stack == 5


def test_both_games_seat_a_table_the_same_way() -> None:
    for names, coins in ((["Al"], 10), (["Al", "al"], 10), (["Al", "Bo"], 3), (["Al", "\x1b"], 10)):
        with pytest.raises(IllegalMove) as bank:
            GameState.new(names, coins, 0)
        with pytest.raises(IllegalMove) as pot:
            PotState.new(names, coins, 0, HouseRules(mode="pot"))
        assert str(bank.value) == str(pot.value)
    with pytest.raises(IllegalMove, match="The first banker must be seat 1 to 2, or red-pips."):
        GameState.new(["Al", "Bo"], 10, 2)
    with pytest.raises(IllegalMove, match="The first roller must be seat 1 to 2, or red-pips."):
        PotState.new(["Al", "Bo"], 10, 2, HouseRules(mode="pot"))
