"""The table's model, read with no screen: every word, number and move key the table shows
comes from ``table_view`` of the state and the seats this screen's keys move."""

from __future__ import annotations

from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.presenters.table_view import table_view

ALL = frozenset({0, 1, 2})


def test_the_bankers_stake_in_words_numbers_and_keys() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 20, seed=3, first_banker=0)
    view = table_view(match.state, here=ALL)
    assert view.panel.panel == "amount-panel" and view.panel.kind == "stake"
    assert view.prompt == "Ann: put up a stake of 1-20 coins, or pass the bank"
    assert view.panel.limits == (1, 20) and view.panel.info == "Ann has 20 coins to stake."
    assert {"stake", "all_in", "pass_bank", "step"} <= view.keys and "roll" not in view.keys
    assert not view.settled and view.title.startswith("Round 1")


def test_no_move_key_for_a_seat_played_elsewhere_but_undo_for_anyone() -> None:
    match = Match.start(["Ann", "Bo", "Cy"], 20, seed=3, first_banker=0)
    match.play(Move("stake", amount=6))
    view = table_view(match.state, here=frozenset({0}))  # Bo fades next, from another screen
    assert view.panel.kind == "fade" and view.keys == {"undo"}
    assert table_view(match.state, here=ALL).keys >= {"fade", "pass_fade", "max", "step", "undo"}


def test_undo_is_offered_only_at_the_screen_whose_seats_move_it_takes_back() -> None:
    """At a shared table only the player whose move ctrl+z would take back may ask for it: no
    other screen offers a key whose one answer would be "not yours" (it still says so, unseen)."""
    match = Match.start(["Ann", "Bo", "Cy"], 20, seed=3, first_banker=0)
    match.play(Move("stake", amount=6))  # Ann's stake: Bo fades next
    bos = table_view(match.state, here=frozenset({1}))
    assert {"fade", "undo_unseen"} <= bos.keys and "undo" not in bos.keys
    assert "undo" not in table_view(match.state, here=frozenset()).keys  # a screen that watches
    assert "undo" in table_view(match.state, here=frozenset({0})).keys  # Ann's own stake
    match.play(Move("fade", amount=6))  # Bo's fade, taken back by ctrl+z at Bo's screen only
    assert "undo" in table_view(match.state, here=frozenset({1})).keys
    assert {"undo_unseen", "roll"} <= table_view(match.state, here=frozenset({0})).keys
    assert "undo" not in table_view(match.state, here=frozenset({0})).keys


def test_a_typed_roll_is_said_to_be_taken_back_only_at_the_rollers_screen() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=3, first_banker=0, rules=HouseRules(dice="real"))
    for move in (Move("stake", amount=5), Move("fade", amount=5), Move("roll", dice=(2, 2, 5))):
        match.play(move)
    assert "ctrl+z takes back Ann's roll of 2-2-5" in table_view(match.state, here=frozenset({0})).latest
    assert "ctrl+z" not in table_view(match.state, here=frozenset({1})).latest  # Bo's screen: not Bo's to take back
    assert "ctrl+z" in table_view(match.state, here=frozenset({0, 1})).latest  # one keyboard


def test_a_real_dice_roll_is_typed_only_at_the_rollers_own_screen() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=3, first_banker=0, rules=HouseRules(dice="real"))
    match.play(Move("stake", amount=5))
    match.play(Move("fade", amount=5))
    here = table_view(match.state, here=frozenset({0}))
    there = table_view(match.state, here=frozenset({1}))
    assert here.panel.panel == "faces-panel" and "faces" in here.keys
    assert there.panel.panel == "roll-panel" and not there.keys & {"faces", "roll"}


def test_dice_in_the_air_keep_the_result_out_of_the_prompt() -> None:
    match = Match.start(["Ann", "Bo"], 20, seed=3, first_banker=0)
    match.play(Move("stake", amount=5))
    match.play(Move("fade", amount=5))
    flying = table_view(match.state, here=ALL, flying=True)
    assert flying.panel.panel == "roll-panel" and flying.panel.flying and "rolling" in flying.prompt
