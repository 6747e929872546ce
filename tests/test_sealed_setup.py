"""A hosted table shows its screens the setup without its seed (which would foretell every roll):
under every rule set, that setup and the journal's moves rebuild the same game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from property_budget import examples
from test_store_properties import random_move, tables

from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import FIRST_BY_RED_PIPS
from ceelo_tui.engine.match import Match, replay_longest, sealed_setup
from ceelo_tui.engine.rules import HouseRules

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")


@settings(max_examples=examples(60))
@given(table=st.sampled_from(["bank", "pot"]).flatmap(tables), seed=st.integers(0, 2**63 - 1),
       moves=st.integers(0, 120), choices=st.randoms(use_true_random=False))
def test_the_sealed_setup_replays_to_the_same_game(table: tuple[HouseRules, int, int | str | None, tuple[str | None, ...]],
                                                   seed: int, moves: int, choices: random.Random) -> None:
    rules, players, first, styles = table
    match = Match.start(NAMES[:players], 20, seed, rules, first, list(styles))
    for _ in range(moves):
        if match.state.is_over:
            break
        try:
            match.play(random_move(match, choices))
        except IllegalMove:
            continue
    sealed = sealed_setup(match.journal.setup)
    assert sealed.seed == 0
    assert sealed.first_banker is not None
    replayed = replay_longest(sealed, match.journal.moves)
    assert replayed.problem is None
    assert replayed.match.state == match.state


def test_a_chosen_first_banker_or_a_roll_off_is_kept_as_it_was() -> None:
    for first in (1, FIRST_BY_RED_PIPS):
        setup = Match.start(["Ann", "Bo", "Cy"], 20, 7, first_banker=first).journal.setup
        assert sealed_setup(setup).first_banker == first
