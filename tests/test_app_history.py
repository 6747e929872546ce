"""The history screen: h opens it mid-game and at game over; rounds, deltas, statistics, chart."""

from __future__ import annotations

import re

from said import said
from textual.app import App, ComposeResult

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.game import GameState, Phase, signed
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import HouseRules
from ceelo_tui.engine.stats import coins_by_round, player_stats, round_deltas
from ceelo_tui.presenters.catalog import WORDS
from ceelo_tui.presenters.history_view import history_lines
from ceelo_tui.presenters.stats_view import stats_lines, stats_view
from ceelo_tui.presenters.styled import plain
from ceelo_tui.screens.game_over import GameOverScreen
from ceelo_tui.screens.history import HistoryScreen
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets.coin_chart import BARS, EMPTY, CoinChart, columns, level

from table_driver import (
    SIZE,
    bold_policy,
    fade,
    make_app,
    play_round,
    roll,
    stake,
    state_of,
)

NAMES = ["Ann", "Bo", "Cy"]


def played(names: list[str], coins: int, seed: int, rounds: int | None = None, rules: HouseRules | None = None) -> Match:
    """A seeded game played on the engine (stake a third, fade up to 3), for ``rounds`` rounds or to the end."""
    match = Match.start(names, coins, seed=seed, rules=rules or HouseRules(), first_banker=0)
    while not match.state.is_over and (rounds is None or match.state.rounds_played < rounds
                                       or match.state.phase is not Phase.SETTLED):
        state = match.state
        if state.phase is Phase.STAKE:
            move = Move("stake", amount=max(1, state.stake_limit()[1] // 3))
        elif state.phase is Phase.FADE:
            move = Move("fade", amount=min(3, state.fade_limit()[1]))
        elif state.phase is Phase.SETTLED:
            move = Move("next_round")
        else:
            move = Move("roll")
        match.play(move)
    return match


def history_text(app: App[None]) -> str:
    """The rounds tab as plain text."""
    return str(app.screen.query_one("#round-history-text").render())


def footer_keys(app: CeeloApp) -> set[str]:
    """Descriptions of the keys the footer offers now."""
    return {b.binding.description for b in app.screen.active_bindings.values() if b.enabled and b.binding.show}


def round_blocks(text: str) -> list[str]:
    """The rounds tab split into one block per round."""
    return [block for block in text.split("\n\n") if block.startswith("Round ")]


def check_rounds(text: str, state: GameState) -> None:
    """Every finished round is listed with its banker, each seat's coins after it and its change."""
    blocks = round_blocks(text)
    series = coins_by_round(state)
    assert len([b for b in blocks if "in play" not in b.splitlines()[0]]) == len(state.history)
    for index, rnd in enumerate(state.history):
        block = blocks[index]
        assert block.startswith(f"Round {rnd.number} · {state.name(rnd.banker)} holds the bank")
        coins_line = next(line for line in block.splitlines() if line.strip().startswith("Coins"))
        for seat, delta in enumerate(round_deltas(rnd, len(state.seats))):
            expected = f"{state.name(seat)} {series[index + 1][seat]}" + (f" {signed(delta)}" if delta else "")
            assert expected in coins_line, (expected, coins_line)
        for bet in rnd.bets:
            assert bet.result is not None and f"{bet.result.value} {signed(bet.delta)}" in block
        for dice in rnd.banker_rolls:
            assert "-".join(map(str, dice)) in block


# ---------------------------------------------------------------------- mid-game
async def test_h_opens_the_history_mid_game_and_escape_closes_it() -> None:
    app = make_app(Match.start(NAMES, 10, seed=5, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "History" in footer_keys(app)
        for _ in range(2):
            await play_round(pilot, app, bold_policy)
        await stake(pilot, 2)
        state = state_of(app)
        assert isinstance(app.screen, TableScreen) and state.phase is Phase.FADE
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = history_text(app)
        check_rounds(text, state)
        assert f"Round {state.round.number} · in play" in text
        assert f"{state.name(state.banker)} puts up 2 coins." in text
        title = str(app.screen.query_one("#history-title").render())
        assert "Ann, Bo, Cy" in title and f"round {state.round.number}" in title
        assert {"Back", "Statistics"} <= footer_keys(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert state_of(app) is state  # looking back changed nothing
        await fade(pilot, 1)  # and play goes on
        assert state_of(app).round.bets


async def test_h_from_the_rolling_screen_and_h_again_closes() -> None:
    app = make_app(Match.start(NAMES, 10, seed=5, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await play_round(pilot, app, bold_policy)
        await stake(pilot, 3)
        while state_of(app).phase is Phase.FADE:
            await fade(pilot, 1)
        await roll(pilot)
        assert isinstance(app.screen, TableScreen)
        before = state_of(app)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = history_text(app)
        check_rounds(text, before)
        assert said(before.round.events)[-1] in text  # the roll just made, in the round in play
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and state_of(app) is before


async def test_no_history_key_at_setup() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "History" not in footer_keys(app)
        assert not app.check_action("history", ())


# ---------------------------------------------------------------------- game over
async def test_history_at_game_over_lists_every_round_statistics_and_chart() -> None:
    match = played(["Ann", "Bo", "Cy", "Dee"], 6, seed=21)
    state = match.state
    assert isinstance(state, GameState)
    assert state.is_over and state.rounds_played >= 2
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # the final standings
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "History" in footer_keys(app)
        chart = app.screen.query_one(CoinChart)
        assert chart.order[0] == state.leaders()[0] and len(chart.series) == state.rounds_played + 1
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = history_text(app)
        check_rounds(text, state)
        assert text.rstrip().endswith(said(state.round.events)[-1]) and "Game over" in said(state.round.events)[-1]
        for rnd in state.history:
            assert WORDS.stake_words(rnd.put_up, rnd.stake) in text
        await pilot.press("s")
        await pilot.pause()
        shown = str(app.screen.query_one("#player-stats").render())
        assert shown == plain(stats_lines(stats_view(state)))
        check_stats(shown, state)
        assert app.screen.query_one("#coin-chart", CoinChart).series == coins_by_round(state)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)


def check_stats(text: str, state: AnyGame) -> None:
    """The statistics table says what ``player_stats`` says, for every player."""
    rows = {}
    for line in text.splitlines()[2:]:
        label, cells = line[:17].strip(), line[17:]
        rows[label] = [cells[i:i + 10].strip() for i in range(0, len(cells), 10)]
    for column, stats in enumerate(player_stats(state)):
        assert rows["Coins"][column] == f"{stats.start} → {stats.coins}"
        assert rows["Net"][column] == signed(stats.net)
        assert rows["Rounds played"][column] == str(stats.rounds_played)
        assert rows["won / lost"][column] == f"{stats.rounds_won} / {stats.rounds_lost}"
        assert rows["Rounds as banker"][column] == str(stats.rounds_as_banker)
        profit = signed(stats.bank_profit) if stats.rounds_as_banker else "-"
        assert rows["Bank's profit"][column] == profit
        assert rows["Instant wins"][column] == str(stats.instant_wins)
        assert rows["Instant losses"][column] == str(stats.instant_losses)
        assert rows["Biggest win"][column] == (f"+{stats.biggest_win}" if stats.biggest_win else "-")
        streak = stats.longest_streak
        assert rows["Longest streak"][column] == (f"{streak} round{'s' if streak != 1 else ''}" if streak else "-")


def test_statistics_and_rounds_of_a_long_game() -> None:
    match = played(["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"], 20, seed=9)
    state = match.state
    assert isinstance(state, GameState)
    assert state.rounds_played > 10
    check_stats(plain(stats_lines(stats_view(state))), state)
    text = plain(history_lines(state))
    check_rounds(text, state)


def test_a_pass_of_the_bank_and_a_restake_show_the_stake_put_up() -> None:
    match = Match.start(NAMES, 10, seed=2, first_banker=0)
    for move in (Move("pass_bank"), Move("stake", amount=6), Move("pass"), Move("pass"),
                 Move("stake", amount=4), Move("fade", amount=1), Move("pass")):
        match.play(move)
    while match.state.phase is not Phase.SETTLED and not match.state.is_over:
        match.play(Move("roll"))
    text = plain(history_lines(match.state))
    assert text.startswith("Round 1 · Bo holds the bank · stake 4, 1 faded")
    assert re.search(r"Fades +Cy 1 · Ann passed", text)


def test_the_winner_take_all_game_has_no_bank_in_its_history() -> None:
    rules = HouseRules(mode="pot", end="rounds:5")
    match = Match.start(NAMES, 10, seed=4, rules=rules, first_banker=0)
    while not match.state.is_over:
        state = match.state
        legal = state.legal_moves()
        if "ante" in legal:
            match.play(Move("ante", amount=1))
        elif "roll" in legal:
            match.play(Move("roll"))
        else:
            match.play(Move("next_round"))
    state = match.state
    text = plain(history_lines(state))
    assert "bank" not in text.lower()
    assert len(round_blocks(text)) == 5 and "ante 1" in text and "takes" in text
    table = plain(stats_lines(stats_view(state)))
    assert "banker" not in table and "Bank" not in table and "Net" in table


async def test_the_history_screen_shows_a_winner_take_all_game() -> None:
    rules = HouseRules(mode="pot", end="rounds:3")
    match = Match.start(NAMES, 10, seed=4, rules=rules, first_banker=0)
    while not match.state.is_over:
        legal = match.state.legal_moves()
        match.play(Move("ante", amount=2) if "ante" in legal else Move("roll") if "roll" in legal
                   else Move("next_round"))

    class Bare(App[None]):
        def on_mount(self) -> None:
            self.push_screen(HistoryScreen(match.state))

    app = Bare()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Round 3" in history_text(app)
        await pilot.press("s")
        await pilot.pause()
        assert "Bank" not in str(app.screen.query_one("#player-stats").render())


# ---------------------------------------------------------------------- the chart
def test_chart_columns_share_one_scale_and_fit_the_width() -> None:
    assert columns([10, 12, 8], 30) == [10] * 6 + [12] * 6 + [8] * 6
    assert columns(list(range(100)), 10) == [9, 19, 29, 39, 49, 59, 69, 79, 89, 99]
    assert len(columns(list(range(37)), 10)) == 10 and columns(list(range(37)), 10)[-1] == 36
    assert level(0, 20) == 0 and level(1, 20) == 1 and level(20, 20) == len(BARS) and level(10, 20) == 4


async def test_chart_rows_draw_each_player_on_the_same_scale() -> None:
    chart = CoinChart(id="chart")

    class Bare(App[None]):
        def compose(self) -> ComposeResult:
            yield chart

    app = Bare()
    async with app.run_test(size=(40, 10)) as pilot:
        chart.set_series(["Ann", "Bo"], [(10, 10), (16, 4), (20, 0)])
        await pilot.pause()
        lines = str(chart.render()).splitlines()
        assert lines[0].startswith("Coins") and "20" in lines[0]
        ann, bo = lines[1], lines[2]
        assert ann.startswith("Ann ") and ann.rstrip().endswith("20")
        assert BARS[3] in ann and BARS[-1] in ann  # 10 of 20 is half a cell, 20 a full one
        assert bo.startswith("Bo  ") and EMPTY in bo and bo.rstrip().endswith("0")
