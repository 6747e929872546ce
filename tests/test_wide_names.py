"""Names of every width line up: an emoji, CJK characters and the longest name allowed take
the same number of terminal cells in every row, and no column after them is cut."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.content import Content

from ceelo_tui.commands.odds import table
from ceelo_tui.engine.game import MAX_NAME, GameState
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.presenters.balance_view import balance_rows
from ceelo_tui.presenters.cells import cell, fit, pad
from ceelo_tui.presenters.game_over_view import standings_lines
from ceelo_tui.presenters.history_view import history_lines
from ceelo_tui.presenters.settlement_view import settlement_lines
from ceelo_tui.presenters.stats_view import stats_lines, stats_view
from ceelo_tui.presenters.styled import plain
from ceelo_tui.widgets.balance_table import BalanceTable
from ceelo_tui.widgets.coin_chart import CoinChart
from ceelo_tui.widgets.seat_row import ROW_WIDTH

LONG = "Maximilian Royce"
WIDE = "李小龍李小龍李小龍李小龍李小龍李"
NAMES = ["Ann🎲", "李小龍", LONG, "Bo"]


def test_the_names_are_allowed_and_wide() -> None:
    assert len(LONG) == MAX_NAME and len(WIDE) == MAX_NAME
    assert GameState.new([*NAMES[:3], WIDE], 20, 0).seats[3].name == WIDE
    assert [cell_len(name) for name in NAMES] == [5, 6, 16, 2]


def settled(names: list[str]) -> GameState:
    """Ann🎲 banks 12; everyone fades what they may; the bank rolls 1-2-3 and pays every fade."""
    state = GameState.new(names, 20, 0).stake(12)
    state = state.fade(4).fade(4).fade(4)
    return state.roll((1, 2, 3))


class RowsApp(App[None]):
    """A balance table on a screen of its own, so its rows render with their component styles."""

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.table = BalanceTable(balance_rows(state))

    def compose(self) -> ComposeResult:
        yield self.table


@pytest.mark.parametrize("fourth", ["Bo", WIDE])
async def test_every_seat_row_has_the_row_width_and_a_whole_change(fourth: str) -> None:
    app = RowsApp(settled([*NAMES[:3], fourth]))
    async with app.run_test(size=(80, 10)):
        texts = str(app.table.render()).splitlines()
    assert len({cell_len(text) for text in texts}) == 1 and cell_len(texts[0]) >= ROW_WIDTH
    assert texts[1].rstrip().endswith("-12")
    for text in texts[2:]:
        assert text.rstrip().endswith("+4")
    assert texts[0].rstrip().endswith("Change")
    assert fourth in texts[4]  # whole: the table has the room at 80 columns


async def test_a_name_is_cut_only_where_the_table_has_no_room() -> None:
    app = RowsApp(settled([*NAMES[:3], WIDE]))
    async with app.run_test(size=(60, 10)):
        texts = str(app.table.render()).splitlines()
    assert len({cell_len(text) for text in texts}) == 1 and cell_len(texts[0]) == 60
    assert "…" in texts[4] and texts[4].rstrip().endswith("+4")


def test_cells_cut_and_pad_by_cells() -> None:
    assert cell("李小龍", 5) == "李小…" and cell_len(cell("李小龍", 4)) == 4
    assert cell("Ann🎲", 6, ">") == " Ann🎲"
    assert fit("Ann🎲", 4) == "Ann…" and fit("Ann🎲", 5) == "Ann🎲"
    assert pad("李", 4, "^") == " 李 "


def aligned(lines: list[str], marker: str) -> None:
    """``marker`` starts at the same cell on every line."""
    starts = {cell_len(line[: line.index(marker)]) for line in lines}
    assert len(starts) == 1, lines


def test_settlement_lines_align() -> None:
    lines = plain(settlement_lines(settled(NAMES))).splitlines()
    aligned([line for line in lines if "faded" in line], "faded")


def test_pot_settlement_lines_align() -> None:
    state = PotState.new(NAMES, 10, 0).ante(2)
    for dice in ((4, 5, 6), (1, 2, 3), (1, 2, 3), (1, 2, 3)):
        if state.round.winner is None:
            state = state.roll(dice)
    lines = plain(settlement_lines(state)).splitlines()
    aligned([line for line in lines if " ante " in line], " ante ")


def test_standings_align() -> None:
    lines = plain(standings_lines(settled(NAMES), 20)).splitlines()
    ends = {cell_len(line.split("  ★")[0].rstrip()) for line in lines}
    assert len(ends) == 1, lines


class ChartApp(App[None]):
    """One coins chart, 60 cells wide."""

    CSS = "CoinChart { width: 60; height: 5; }"

    def compose(self) -> ComposeResult:
        yield CoinChart()


async def test_chart_rows_align() -> None:
    app = ChartApp()
    async with app.run_test(size=(80, 10)) as pilot:
        chart = app.query_one(CoinChart)
        chart.set_series(NAMES, [(20, 20, 20, 20), (8, 24, 24, 24)])
        await pilot.pause()
        assert chart.size.width == 60
        drawn = chart.render()
        assert isinstance(drawn, Content)
        lines = drawn.plain.splitlines()[1:]
    assert len({cell_len(line) for line in lines}) == 1, lines


def test_stats_columns_align() -> None:
    lines = plain(stats_lines(stats_view(settled(NAMES)))).splitlines()[1:]
    assert len({cell_len(line) for line in lines}) == 1, lines


def test_history_labels_align() -> None:
    lines = plain(history_lines(settled(NAMES))).splitlines()
    won = [line for line in lines if "win +4" in line]
    assert len(won) == 3
    aligned(won, "win +4")


def test_cli_tables_align() -> None:
    lines = table(("Name", "Coins"), [(name, "12") for name in NAMES], (False, True))
    assert len({cell_len(line) for line in lines}) == 1, lines


@pytest.mark.parametrize("size", [(80, 24), (120, 36), (160, 50)])
async def test_a_sixteen_character_cjk_name_is_whole_wherever_it_fits(size: tuple[int, int]) -> None:
    """The balance table's name column and the history's label column grow (in cells) to the
    widest name: 李小龍 ... sixteen characters, 32 cells, is never cut at 80 columns or more."""
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.engine.match import Match
    from ceelo_tui.widgets.round_history import RoundHistory

    match = Match.start([WIDE, "Bo", "Cy"], 10, seed=1, first_banker=0)
    app = CeeloApp(match=match, animate=False)
    async with app.run_test(size=size) as pilot:
        await pilot.press("3", "enter", "1", "enter", "2", "enter")
        table = app.screen.query_one(BalanceTable)
        assert WIDE in str(table.render())
        assert WIDE in str(table.render())
        while match.state.phase.value != "settled":
            await pilot.press("space")
            await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        history = app.screen.query_one(RoundHistory)
        text = str(history.query_one("#round-history-text").render())
        assert f"  {WIDE} " in text and "李小龍李…" not in text


@pytest.mark.parametrize("mode", ["bank", "pot"])
async def test_the_roll_panels_lines_fit_at_80x24_whatever_the_names(mode: str) -> None:
    """The roll panel's lines never run past its right edge: where the names make one too wide,
    the panel says it in fewer words (the prompt above and the balance table's ▶ still name who
    rolls). Only the rows the panel has are read: at 80x24 it shows three."""
    from ceelo_tui.app import CeeloApp
    from ceelo_tui.engine.match import Match
    from ceelo_tui.engine.rules import HouseRules
    from ceelo_tui.screens.table import TableScreen

    match = Match.start([WIDE, LONG, "Ann🎲", "Bo"], 20, seed=1, first_banker=0, rules=HouseRules(mode=mode))
    app = CeeloApp(match=match, animate=False)
    async with app.run_test(size=(80, 24)) as pilot:
        if mode == "bank":
            await pilot.press("1", "2", "enter", "4", "enter", "p", "enter", "4", "enter")  # Ann🎲 passes
        else:
            await pilot.press("2", "enter")  # the ante
        await pilot.pause()
        seen = []
        while match.state.phase.value != "settled":
            screen = app.screen
            assert isinstance(screen, TableScreen)
            info = screen.roll_panel.info
            drawn = str(info.render()).splitlines()[: info.content_region.height]
            assert all(cell_len(line) <= info.content_region.width for line in drawn), drawn
            seen.append(drawn)
            await pilot.press("space")
            await pilot.pause()
        if mode == "bank":
            # only the line that does not fit gives way: the widest name's
            assert seen[0] == ["Rolls for the bank.", "Re-rolls this turn: 0", "Bets: Maximilian Royce 4 · Bo 4"]
        else:
            assert seen[0] == ["Pot: 8 coins (ante 2 each)", "Nobody has scored yet.", "Re-rolls this turn: 0"]
            # the widest name's point, said without the name:
            assert ["Pot: 8 coins (ante 2 each)", "Best so far: point 1", "Re-rolls this turn: 0"] in seen
