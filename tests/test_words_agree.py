"""One voice: the log, the settled panel and the history tell a round in the same words and
numbers; take-backs are listed where they happened; winner take all's history shows the
roll-off for the first roller and the double-down payments."""

from __future__ import annotations

import re
from dataclasses import replace

from said import said, told

from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.catalog import WORDS
from ceelo_tui.presenters.history_view import history_lines
from ceelo_tui.presenters.settlement_view import settlement_lines
from ceelo_tui.presenters.styled import plain

NAMES = ["Zoë", "Bo", "Cy"]


def settled_match(moves: list[Move], seed: int = 1) -> Match:
    """A banking round with ``moves`` before the dice, rolled to its settlement."""
    match = Match.start(NAMES, 10, seed=seed, first_banker=0)
    for move in moves:
        match.play(move)
    while match.state.phase is not Phase.SETTLED and not match.state.is_over:
        match.play(Move("roll"))
    return match


def test_a_stake_partly_faded_is_told_alike_in_the_log_the_settled_panel_and_the_history() -> None:
    match = settled_match([Move("stake", amount=3), Move("fade", amount=1), Move("fade", amount=1)])
    state = match.state
    assert isinstance(state, GameState)
    words = "stake 3, 2 faded"
    assert WORDS.stake_words(state.round.put_up, state.round.stake) == words
    assert any(words in event for event in said(state.round.events))
    assert f"Zoë (bank) {words}:" in plain(settlement_lines(state))
    assert f"Zoë holds the bank · {words}" in plain(history_lines(state))
    assert "staked" not in plain(settlement_lines(state))


def test_a_stake_faded_in_full_names_one_number() -> None:
    state = settled_match([Move("stake", amount=2), Move("fade", amount=1), Move("fade", amount=1)]).state
    assert isinstance(state, GameState)
    assert "Zoë (bank) stake 2:" in plain(settlement_lines(state))
    assert "Zoë holds the bank · stake 2\n" in plain(history_lines(state))


def test_a_fade_taken_back_is_listed_before_the_dice() -> None:
    match = settled_match([Move("stake", amount=4), Move("fade", amount=3), Move("undo"),
                           Move("fade", amount=2), Move("fade", amount=2)])
    lines = plain(history_lines(match.state)).splitlines()
    taken = next(i for i, line in enumerate(lines) if "Taken back" in line)
    fades = next(i for i, line in enumerate(lines) if line.strip().startswith("Fades"))
    banker = next(i for i, line in enumerate(lines) if line.strip().startswith("Zoë ") and "→" in line)
    assert "Bo takes back the fade of 3 coins." in lines[taken]
    assert fades < taken < banker


def test_a_typed_roll_taken_back_is_listed_before_that_roller_s_rolls() -> None:
    rules = HouseRules(dice="real")
    state = GameState.new(NAMES, 10, 0, rules).stake(4).fade(2).fade(2)
    state = state.roll("2 2 5").roll("3 3 4")  # Bo meant 3 3 6
    state = state.undo().roll("3 3 6").roll("1 1 6")
    lines = plain(history_lines(state)).splitlines()
    taken = next(i for i, line in enumerate(lines) if "Taken back" in line)
    assert "Bo takes back the roll of 3-3-4." in lines[taken]
    assert lines[taken - 1].strip().startswith("Zoë") and lines[taken + 1].strip().startswith("Bo")


def pot_match(rules: HouseRules, seed: int) -> Match:
    """A winner-take-all game played with antes of 2 until it ends."""
    match = Match.start(NAMES, 10, seed=seed, rules=rules, first_banker=0)
    while not match.state.is_over and len(match.state.history) < 12:
        legal = match.state.legal_moves()
        kind = "ante" if "ante" in legal else "next_round" if "next_round" in legal else "roll"
        match.play(Move(kind, amount=2) if kind == "ante" else Move(kind))
    return match


def test_winner_take_all_history_shows_the_roll_off_order_and_double_down_payments() -> None:
    rules = HouseRules(mode="pot", order="roll", double_down=True, end="rounds:12")
    for seed in range(40):
        state = pot_match(rules, seed).state
        assert isinstance(state, PotState)
        doubled = [rnd for rnd in state.history if rnd.extras]
        if doubled:
            break
    else:
        raise AssertionError("no seed gave a double-down round")
    text = plain(history_lines(state))
    for rnd in state.history:
        assert rnd.draw is not None and rnd.draw.winner is not None
        assert f"→ {state.name(rnd.draw.winner)} rolls first" in text
    rnd = doubled[0]
    payer, paid = rnd.extras[0]
    assert rnd.winner is not None
    assert re.search(rf"Doubled +{state.name(payer)} pays {state.name(rnd.winner)} {paid}\b", text)


def test_both_games_say_who_went_broke_in_one_sentence_agreeing_in_number() -> None:
    """Game over names the broke players with a verb that agrees ("Ann and Bo have no coins"),
    the same sentence in the banking game and in winner take all."""
    names = ["Ann", "Bo", "Cy", "Di"]
    bank = GameState.new(names, 10, 2)
    bank = replace(bank, seats=tuple(replace(seat, coins=c) for seat, c in zip(bank.seats, (2, 3, 25, 10))))
    over = bank.stake(5).pass_fade().fade(2).fade(3).roll((4, 5, 6))  # Di passes; Ann and Bo fade all
    assert over.is_over and told(over.message).endswith("Game over: Ann and Bo have no coins. Most coins: Cy.")
    one = bank.stake(5).pass_fade().fade(2).pass_fade().roll((4, 5, 6))
    assert one.is_over and told(one.message).endswith("Game over: Ann has no coins. Most coins: Cy.")

    pot = PotState.new(names, 10, 2)
    pot = replace(pot, seats=tuple(replace(seat, coins=c) for seat, c in zip(pot.seats, (2, 2, 26, 10))))
    pot = pot.ante(2).roll((4, 5, 6)).roll((2, 2, 3)).roll((1, 2, 3)).roll((1, 2, 3))
    assert pot.is_over and told(pot.message).endswith("Game over: Ann and Bo have no coins. Most coins: Cy.")


def test_one_end_reason_for_both_games() -> None:
    """The end of a game is worded once, on the shared table, not once a game."""
    assert "_end_reason" not in vars(GameState) and "_end_reason" not in vars(PotState)
