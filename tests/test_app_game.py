"""Whole games through the app, by keys only, checked against the engine's state."""

from __future__ import annotations

import pytest
from said import bank_said, said

from ceelo_tui.engine.game import GameState, Phase
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.outcomes import Result, SeatStatus
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.amount_input import AmountInput

from table_driver import (
    SIZE,
    bold_policy,
    fade,
    make_app,
    match_of,
    next_round,
    play_round,
    roll,
    roll_out,
    scripted_match,
    stake,
    state_of,
    view_of,
)

pytestmark = pytest.mark.usefixtures("private_data")


async def play_whole_game(names: list[str], coins: int, seed: int, max_rounds: int = 300) -> GameState:
    app = make_app(Match.start(names, coins, seed=seed))
    total = coins * len(names)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(max_rounds):
            if state_of(app).is_over:
                break
            await play_round(pilot, app, bold_policy)
            assert state_of(app).total_coins == total
            assert all(seat.coins >= 0 for seat in state_of(app).seats)
        state = state_of(app)
        assert state.is_over
        assert isinstance(app.screen, GameOverScreen)
        assert app.shown is state
        assert state.rounds_played >= 1
        assert app.match is not None and len(app.match.journal.moves) > 0
        standings = str(app.screen.query_one("#standings").render())
        for seat in state.leaders():
            assert state.name(seat) in standings
        return state


def outcomes(state: GameState) -> set[str]:
    """What happened over a game: bet results, passes, broken banks."""
    seen = {bet.result.value for rnd in state.history for bet in rnd.bets if bet.result}
    for rnd in state.history:
        if "broken" in bank_said(rnd.bank_reason):
            seen.add("broken")
        if any(event.endswith(" passes.") for event in said(rnd.events)):
            seen.add("pass")
    return seen


def engine_only(names: list[str], coins: int, seed: int) -> AnyGame:
    """The same game played straight on the engine with the same decisions."""
    match = Match.start(names, coins, seed=seed)
    while not match.state.is_over:
        state = match.state
        assert isinstance(state, GameState)
        if state.phase in (Phase.STAKE, Phase.FADE):
            keys = bold_policy(state)
            kind = "stake" if state.phase is Phase.STAKE else "fade"
            limit = state.stake_limit() if kind == "stake" else state.fade_limit()
            if keys[0] == "p":
                move = Move("pass")
            elif keys[0] in "am":
                move = Move(kind, amount=limit[1])
            else:
                move = Move(kind, amount=int("".join(keys[:-1])))
        elif state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL):
            move = Move("roll")
        else:
            move = Move("next_round")
        match.play(move)
    return match.state


@pytest.mark.slow
async def test_two_players_play_a_whole_seeded_game_by_keys() -> None:
    state = await play_whole_game(["Ann", "Bo"], 10, seed=98)
    assert any(seat.coins == 0 for seat in state.seats)
    assert {"win", "loss", "push", "broken"} <= outcomes(state)
    # The app decided nothing itself: the engine alone, given the same choices, agrees.
    assert state == engine_only(["Ann", "Bo"], 10, seed=98)


@pytest.mark.slow
async def test_six_players_play_a_whole_seeded_game_by_keys() -> None:
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"]
    state = await play_whole_game(names, 5, seed=180)
    assert len(state.seats) == 6
    assert {"win", "loss", "pass", "broken"} <= outcomes(state)
    assert state == engine_only(names, 5, seed=180)


async def test_stake_limit_refusals_change_nothing() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        before = state_of(app)
        await stake(pilot, 11)
        assert "from 1 to 10" in app.refusal
        assert state_of(app) is before and app.match is not None and app.match.journal.moves == []
        assert "✗" in str(app.screen.query_one("#message").render())
        field = app.screen.query_one("#amount", AmountInput)
        assert field.value == "11"  # a refused amount stays in the field to be corrected
        await pilot.press("backspace", "backspace", "enter")
        await pilot.pause()
        assert "nothing was entered" in app.refusal
        await pilot.press("down")  # stepping down from nothing starts at the top
        assert field.value == "10"
        await pilot.press("up")  # never past the limit
        assert field.value == "10"
        await pilot.press("down", "down")
        assert field.value == "8"
        await pilot.press("a")  # all in
        assert field.value == "10"
        await pilot.press("enter")
        await pilot.pause()
        state = state_of(app)
        assert app.refusal == ""
        assert state.phase is Phase.FADE and state.round.stake == 10
        assert isinstance(app.screen, TableScreen)


async def test_fade_limits_and_pass() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 4)
        prompt = view_of(app).prompt
        assert "Bo: fade 1-4 coins, or pass" in prompt
        await fade(pilot, 5)
        assert "Bo's fade must be a whole number from 1 to 4" in app.refusal
        assert state_of(app).round.bets == ()
        await pilot.press("p", "enter")  # Bo chooses to pass, and passes
        await pilot.pause()
        state = state_of(app)
        assert state.status(1) == "passed" and state.actor == 2
        await pilot.press("m", "enter")  # Cy fades the most: 4
        await pilot.pause()
        state = state_of(app)
        assert [(bet.seat, bet.amount) for bet in state.round.bets] == [(2, 4)]
        assert state.phase is Phase.BANKER_ROLL
        assert isinstance(app.screen, TableScreen)


async def test_passing_the_bank() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, []))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "enter")
        await pilot.pause()
        state = state_of(app)
        assert state.banker == 1 and state.phase is Phase.STAKE
        assert "Bo: put up a stake of 1-10 coins" in view_of(app).prompt


async def test_push_moves_no_coins() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 10, [(2, 2, 4), (3, 3, 4)]))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 5)
        await fade(pilot, 3)
        await roll(pilot)
        assert "Ann's point: 4" in view_of(app).panel.info
        await roll(pilot)
        state = state_of(app)
        bet = state.round.bets[0]
        assert bet.result is Result.PUSH and bet.delta == 0
        assert [seat.coins for seat in state.seats] == [10, 10]
        assert state.phase is Phase.SETTLED and state.round.next_banker == 0
        assert "push" in str(app.screen.query_one("#settlement").render())


async def test_a_broken_bank_passes_on() -> None:
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, [(1, 2, 3)]))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 6)
        await fade(pilot, 2)
        await fade(pilot, 4)
        await roll(pilot)
        state = state_of(app)
        assert state.phase is Phase.SETTLED
        assert [seat.coins for seat in state.seats] == [4, 12, 14]
        assert state.round.next_banker == 1
        assert "broken" in bank_said(state.round.bank_reason)
        assert "broken" in str(app.screen.query_one("#settlement").render())
        await next_round(pilot)
        assert state_of(app).banker == 1 and isinstance(app.screen, TableScreen)


async def test_a_four_five_six_takes_the_bank() -> None:
    rolls = [(5, 6, 1), (1, 1, 3), (6, 5, 4), (2, 2, 1)]
    app = make_app(scripted_match(["Ann", "Bo", "Cy"], 10, rolls))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 6)
        await fade(pilot, 3)
        await fade(pilot, 3)
        await roll(pilot)  # no score: roll again
        assert "Re-rolls this turn: 1" in view_of(app).panel.info
        await roll_out(pilot, app)
        state = state_of(app)
        assert [bet.result for bet in state.round.bets] == [Result.WIN, Result.LOSS]
        assert [seat.coins for seat in state.seats] == [10, 13, 7]
        assert state.round.next_banker == 1
        assert bank_said(state.round.bank_reason) == "Bo rolled 4-5-6: Bo takes the bank."
        assert "Bo takes the bank" in str(app.screen.query_one("#settlement").render())
        await next_round(pilot)
        assert state_of(app).banker == 1


async def test_six_players_sit_out_once_covered() -> None:
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"]
    rolls = [(3, 3, 5), (6, 6, 6), (2, 2, 5), (1, 2, 3)]
    app = make_app(scripted_match(names, 10, rolls))
    async with app.run_test(size=SIZE) as pilot:
        await stake(pilot, 10)
        await fade(pilot, 3)   # Bo
        await pilot.press("p", "enter")  # Cy passes
        await fade(pilot, 4)   # Dee
        await fade(pilot, 3)   # Eve covers the rest
        state = state_of(app)
        assert state.phase is Phase.BANKER_ROLL
        assert state.status(5) is SeatStatus.SITS_OUT and state.status(2) == "passed"
        assert "Not in this round: Cy, Fay" in view_of(app).panel.info
        await roll_out(pilot, app)
        state = state_of(app)
        assert [bet.result for bet in state.round.bets] == [Result.WIN, Result.PUSH, Result.LOSS]
        assert [seat.coins for seat in state.seats] == [10, 13, 10, 10, 7, 10]
        assert state.round.next_banker == 1  # trips took the bank


async def test_game_over_then_play_again_and_new_setup() -> None:
    app = make_app(scripted_match(["Ann", "Bo"], 5, [(4, 5, 6)]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "enter")
        await pilot.pause()
        await pilot.press("m", "enter")
        await pilot.pause()
        await roll(pilot)
        state = state_of(app)
        assert state.is_over and [seat.coins for seat in state.seats] == [10, 0]
        assert isinstance(app.screen, TableScreen)  # the settlement first
        await pilot.press("space")  # no roll now: nothing happens
        assert state_of(app) is state
        await next_round(pilot)
        assert isinstance(app.screen, GameOverScreen)
        text = str(app.screen.query_one("#final-title").render())
        assert "Ann wins" in text
        assert "1 round played" in str(app.screen.query_one("#final-facts").render())
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert [seat.name for seat in state_of(app).seats] == ["Ann", "Bo"]
        assert state_of(app).round.number == 1 and not state_of(app).is_over
        match_of(app).state = state  # back to a finished game
        app.resume(match_of(app))
        app.show_standings()
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.match is None
        names = [editor.field.value for editor in app.screen.editors]
        assert names == ["Ann", "Bo"]


async def test_game_over_draws_a_name_that_looks_like_markup_as_the_name() -> None:
    # The last line of the standings repeats the game's end reason, which names the players:
    # a name such as "[/x]" is text there too (read as markup, it ended the app).
    match = scripted_match(["[/x]", "[b]Bo"], 10, [(4, 5, 6)], first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 10)
        await fade(pilot, 10)
        await roll(pilot)
        await pilot.pause()
        assert state_of(app).is_over
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and app._exception is None
        facts = str(app.screen.query_one("#final-facts").render())
        assert "[/x]" in facts and facts.startswith("1 round played.")
