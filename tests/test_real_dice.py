"""Real dice at the table (issue 14): faces typed by the roller, played as if the game had
rolled them, journaled and replayed; loose rolls; computer seats on virtual dice."""

from __future__ import annotations

import pytest
from said import said

from ceelo_tui.engine.dice import parse_faces
from ceelo_tui.engine.errors import IllegalMove, RuleError
from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.journal import Journal, Move
from ceelo_tui.engine.match import Match, replay, replay_longest
from ceelo_tui.engine.outcomes import Result
from ceelo_tui.engine.pot_game import LOSING, PotPhase, PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.stats import player_stats

REAL = HouseRules(dice="real")
LOOSE = HouseRules(dice="real", loose_roll=True)
NAMES = ["Ann", "Bo", "Cy"]


@pytest.mark.parametrize("text", ["4 5 6", "456", "4,5,6", " 4, 5 ,6 ", "4  5\t6", "4-5-6", "4 - 5 - 6",
                                  "４５６", "４ ５ ６", "４，５，６", "4–5–6", "٤٥٦", "4,5 6"])
def test_the_forms_a_roller_may_type(text: str) -> None:
    """The log's own form (4-5-6) and other scripts' digits (full-width ４５６) are read as typed,
    as the amount fields read them."""
    assert parse_faces(text) == (4, 5, 6)


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "type the three faces 1 to 6, as 4 5 6, 456, 4,5,6 or 4-5-6"),
        ("45", "got “45”"),
        ("4567", "got “4567”"),
        ("4 5 7", "a die shows 1 to 6"),
        ("0,1,2", "a die shows 1 to 6"),
        ("７７７", "a die shows 1 to 6"),
        ("-4 5 6", "4,5,6 or 4-5-6"),
        ("4-5-", "4,5,6 or 4-5-6"),
        ("4.5.6", "4,5,6 or 4-5-6"),
        ("four five six", "4,5,6 or 4-5-6"),
        ("4 5 6 1", "4,5,6 or 4-5-6"),
        ("9" * 400, "…"),
        ("x" * 500, "…"),
    ],
)
def test_anything_else_is_refused_with_what_is_allowed(text: str, words: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_faces(text)
    assert words in str(refused.value) and len(str(refused.value)) < 120


def test_typed_faces_play_as_if_the_game_rolled_them() -> None:
    state = GameState.new(NAMES, 10, 0, REAL).stake(4).fade(2).fade(2)
    typed = state.roll("2 2 5")
    rolled = state.roll((2, 2, 5))
    assert typed == rolled and typed.round.banker_combo is not None and typed.round.banker_combo.point == 5
    before = state
    with pytest.raises(IllegalMove, match="a die shows 1 to 6"):
        state.roll("2 2 9")
    assert state == before


def test_a_roll_taken_back_takes_its_faces_off_the_table() -> None:
    """The dice show the round's latest roll that stands: a mistyped roll taken back takes its
    faces with it (back to the turn's roll before, or blank), and the betting leaves them blank."""
    state = GameState.new(NAMES, 10, 0, REAL).stake(4)
    assert state.faces_shown() is None
    bets = state.fade(2).fade(2)
    first = bets.roll("1 2 4")  # decides nothing: the banker rolls again
    assert first.faces_shown() == (1, 2, 4)
    mistyped = first.roll("2 2 5")
    assert mistyped.faces_shown() == (2, 2, 5)
    back = mistyped.undo()
    assert back.faces_shown() == (1, 2, 4) and back.round.banker_rolls == first.round.banker_rolls
    assert bets.roll("2 2 5").undo().faces_shown() is None


def test_a_match_records_typed_faces_and_replays_them() -> None:
    match = Match.start(NAMES, 10, seed=4, rules=REAL, first_banker=0)
    for move in (Move("stake", amount=4), Move("fade", amount=2), Move("fade", amount=2)):
        match.play(move)
    rng_before = match.rng.getstate()
    with pytest.raises(IllegalMove, match="type the three faces"):
        match.play(Move("roll", dice="22"))  # type: ignore[arg-type]
    assert match.rng.getstate() == rng_before and len(match.journal.moves) == 3
    match.play(Move("roll", dice="3,3,4"))  # type: ignore[arg-type]
    assert match.journal.moves[-1] == Move("roll", seat=None, dice=(3, 3, 4))
    match.play(Move("roll", dice="665"))  # type: ignore[arg-type]
    again = Journal.from_lines(match.journal.to_lines())
    assert replay(again).state == match.state


def test_computer_seats_roll_virtual_dice_and_say_so() -> None:
    match = Match.start(NAMES, 10, seed=4, rules=REAL, first_banker=0, styles=["bold", None, None])
    for move in (Move("stake", amount=4), Move("fade", amount=2), Move("fade", amount=2), Move("roll")):
        match.play(move)
    assert match.journal.moves[-1].virtual and match.journal.moves[-1].to_json()["virtual"] is True
    assert any("Ann rolls virtual dice" in event for event in said(match.state.round.events))
    assert replay(Journal.from_lines(match.journal.to_lines())).state == match.state


def test_loose_roll_needs_real_dice() -> None:
    with pytest.raises(RuleError, match="loose_roll=on needs dice=real"):
        HouseRules(loose_roll=True)
    assert HouseRules().with_pairs(["loose_roll=on", "dice=real"]) == LOOSE
    assert "loose" not in GameState.new(NAMES, 10, 0, REAL).stake(2).fade(2).legal_moves()


def test_a_loose_roll_by_the_banker_pays_every_bet() -> None:
    state = GameState.new(NAMES, 10, 0, LOOSE).stake(4).fade(2).fade(2)
    assert state.legal_moves() == {"roll", "loose"}
    state = state.loose_roll()
    assert state.phase is Phase.SETTLED and [b.result for b in state.round.bets] == [Result.WIN, Result.WIN]
    assert [s.coins for s in state.seats] == [6, 12, 12] and state.round.next_banker == 1


def test_a_loose_roll_by_a_player_loses_that_bet() -> None:
    state = GameState.new(NAMES, 10, 0, LOOSE).stake(4).fade(2).fade(2).roll((1, 3, 1))
    state = state.roll((1, 2, 4)).loose_roll(seat=1)  # Bo rolled a dead roll, then lost his dice
    bo = state.round.bet_of(1)
    assert bo is not None and bo.result is Result.LOSS and state.actor == 2
    state = state.roll((1, 1, 5))
    assert state.phase is Phase.SETTLED and state.total_coins == 30


def test_loose_rolls_in_the_match_journal_and_statistics() -> None:
    match = Match.start(NAMES, 10, seed=4, rules=LOOSE, first_banker=0)
    for move in (Move("stake", amount=4), Move("fade", amount=2), Move("fade", amount=2), Move("loose")):
        match.play(move)
    assert match.journal.moves[-1].to_json() == {"move": "loose"}
    assert replay(Journal.from_lines(match.journal.to_lines())).state == match.state
    ann = player_stats(match.state)[0]
    assert ann.instant_losses == 1


def test_a_loose_roll_in_winner_take_all() -> None:
    match = Match.start(NAMES, 10, seed=4, rules=HouseRules(mode="pot", dice="real", loose_roll=True), first_banker=0)
    match.play(Move("ante", amount=2))
    match.play(Move("loose"))
    state = match.state
    assert isinstance(state, PotState)
    turn = state.round.turn_of(0)
    assert turn is not None and turn.rank == LOSING and state.phase is PotPhase.ROLL
    match.play(Move("roll", dice="5 5 2"))  # type: ignore[arg-type]
    match.play(Move("roll", dice="1 2 3"))  # type: ignore[arg-type]
    assert isinstance(match.state, PotState) and match.state.winner == 1
    assert replay(match.journal).state == match.state


def test_aced_out_loose_roll_gives_the_pot_to_the_other() -> None:
    rules = HouseRules(mode="pot", dice="real", loose_roll=True, aced_out=True)
    match = Match.start(["Al", "Bo"], 10, seed=1, rules=rules, first_banker=0)
    match.play(Move("ante", amount=3))
    match.play(Move("loose"))
    assert isinstance(match.state, PotState) and match.state.winner == 1 and [s.coins for s in match.state.seats] == [7, 13]


# ---------------------------------------------------------------------- a mistyped roll
def test_a_typed_roll_can_be_taken_back_until_the_next_move_and_typed_again() -> None:
    """ctrl+z (undo) corrects the last typed roll: the coins and the turn are as before it, the
    log says what was taken back; after the next move only that move's roll can be."""
    before = GameState.new(NAMES, 10, 0, REAL).stake(4).fade(2).fade(2)
    point = before.roll("2 2 5")  # the banker meant 2 2 6 (an instant win)
    assert point.can_undo and point.phase is Phase.PLAYER_ROLL
    undone = point.undo()
    assert undone.seats == before.seats and undone.phase is Phase.BANKER_ROLL and undone.actor == 0
    assert undone.round.banker_rolls == () and "Ann takes back the roll of 2-2-5." in said(undone.round.events)
    again = undone.roll("2 2 6")
    assert again.phase is Phase.SETTLED and again.total_coins == 30
    # a player's typed roll: only the latest one
    bo = point.roll("4 4 1")  # Bo's point: instant loss (pair + 1)
    assert bo.can_undo
    back = bo.undo()
    bet = back.round.bet_of(1)
    assert back.actor == 1 and bet is not None and bet.rolls == () and not back.can_undo  # the banker's roll is final now


def test_after_a_typed_roll_only_the_roll_is_taken_back_the_bets_stand() -> None:
    """A banker who typed a roll and took it back has seen the dice: the fades and the stake
    stand (a player may not walk away from a bet the dice decided), and ctrl+z says why."""
    faded = GameState.new(NAMES, 10, 0, REAL).stake(4).fade(2).fade(2)
    assert faded.can_undo  # before any roll, the fades may still be taken back
    back = faded.roll("2 2 5").undo()
    assert back.round.bets == faded.round.bets and back.seats == faded.seats
    assert not back.can_undo and back.undo_seat is None
    assert "dice have rolled this round" in back.undo_refusal()
    with pytest.raises(IllegalMove, match="dice have rolled this round"):
        back.undo()
    # a dead roll typed, then a roll taken back: the dead roll (seen) and every bet stand
    dead = faded.roll("1 2 4").roll("3 3 5")
    assert dead.can_undo and not dead.undo().can_undo and dead.undo().round.banker_rolls == ((1, 2, 4),)


def test_after_a_typed_roll_the_ante_stands() -> None:
    """Winner take all: the ante can be taken back before the round's first roll, not after a
    typed roll was taken back."""
    ante = Match.start(NAMES, 10, seed=4, rules=HouseRules(mode="pot", dice="real"), first_banker=0)
    ante.play(Move("ante", amount=2))
    assert ante.state.can_undo
    ante.play(Move("roll", dice="3,3,4"))  # type: ignore[arg-type]
    back = ante.play(Move("undo"))
    assert back.phase is PotPhase.ROLL and back.round.pot == 6 and not back.can_undo
    assert "ante can be taken back only before" in back.undo_refusal()
    with pytest.raises(IllegalMove):
        ante.play(Move("undo"))
    assert ante.state is back


@pytest.mark.parametrize("rules, opening", [
    (REAL, [Move("stake", amount=4), Move("fade", amount=2), Move("pass")]),
    (HouseRules(mode="pot", dice="real"), [Move("ante", amount=2)]),
])
def test_a_journal_that_takes_back_a_bet_after_the_dice_does_not_replay_it(rules: HouseRules,
                                                                           opening: list[Move]) -> None:
    """The one replay path holds the same rule: a journal whose undo reaches past a typed roll
    (to a fade, a pass or the ante) replays up to that undo and names it as refused."""
    match = Match.start(NAMES, 10, seed=4, rules=rules, first_banker=0)
    for move in opening:
        match.play(move)
    moves = [*opening, Move("roll", dice=(3, 3, 4)), Move("undo"), Move("undo")]
    replayed = replay_longest(match.journal.setup, moves)
    assert replayed.accepted == len(moves) - 1 and "(undo) is refused" in str(replayed.problem)
    assert replayed.match.state.round.number == 1 and not replayed.match.state.can_undo


def test_a_roll_the_game_made_or_one_that_ends_the_game_is_final() -> None:
    state = GameState.new(NAMES, 10, 0, REAL).stake(4).fade(2).fade(2)
    assert not state.roll((2, 2, 5), virtual=True).can_undo  # the game's own dice (a computer's)
    assert not GameState.new(NAMES, 10, 0).stake(4).fade(2).fade(2).roll((2, 2, 5)).can_undo  # virtual table
    ends = GameState.new(["Ann", "Bo"], 5, 0, REAL).stake(5).fade(5).roll("4 5 6")  # Bo goes broke
    assert ends.is_over and "game is over" in ends.undo_refusal()


def test_a_corrected_roll_replays_with_the_same_dice_to_come() -> None:
    for rules, opening in ((REAL, [Move("stake", amount=4), Move("fade", amount=2), Move("fade", amount=2)]),
                           (HouseRules(mode="pot", dice="real"), [Move("ante", amount=2)])):
        match = Match.start(NAMES, 10, seed=4, rules=rules, first_banker=0)
        for move in opening:
            match.play(move)
        match.play(Move("roll", dice="3,3,4"))  # type: ignore[arg-type]
        match.play(Move("undo"))
        assert match.journal.moves[-1] == Move("undo")
        match.play(Move("roll", dice="3,3,5"))  # type: ignore[arg-type]
        match.play(Move("roll"))  # the next roller's, on the game's dice
        assert replay(Journal.from_lines(match.journal.to_lines())).state == match.state
        assert replay(match.journal).rng.getstate() == match.rng.getstate()
        assert match.state.total_coins == 30 and all(seat.coins >= 0 for seat in match.state.seats)
