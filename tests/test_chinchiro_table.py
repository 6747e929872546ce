"""Chinchiro's table by its model and by keys: the bet's panel (its limits and the cover rule in
words, the keys it offers), a bet refused beyond the limits and one taken back before the dice,
shonben at a real-dice table, the settlement, the round history and the help in its words."""

from __future__ import annotations

from dataclasses import replace

import pytest
from said import bank_said, said

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.chinchiro import ChinchiroState, ChinPhase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.rules import CHINCHIRO, HouseRules
from ceelo_tui.presenters.help_words import help_text
from ceelo_tui.presenters.history_view import history_lines
from ceelo_tui.presenters.odds_words import bank_edge_words, rules_brief
from ceelo_tui.presenters.rules_view import SWITCH_ROWS, read_switches, rules_view
from ceelo_tui.presenters.styled import Line
from ceelo_tui.presenters.table_view import table_view
from ceelo_tui.presenters.words import rules_line
from ceelo_tui.screens.loose_roll import LooseRollScreen

from table_driver import SIZE, make_app, table_of, view_of

HERE = frozenset({0, 1, 2})
REAL = replace(CHINCHIRO, dice="real", loose_roll=True)


def table(rules: HouseRules = CHINCHIRO, coins: int = 20) -> ChinchiroState:
    """Al banks (oya) for Bo and Cy (ko)."""
    return ChinchiroState.new(["Al", "Bo", "Cy"], coins, 0, rules)


def text(lines: tuple[Line, ...] | list[Line]) -> str:
    """Styled lines as their plain text."""
    return "\n".join("".join(part if isinstance(part, str) else part[0] for part in line) for line in lines)


def chin_of(app: CeeloApp) -> ChinchiroState:
    assert app.match is not None and isinstance(app.match.state, ChinchiroState)
    return app.match.state


def test_the_bets_panel_says_the_limits_and_the_cover_rule() -> None:
    view = table_view(table().bet(2), here=HERE)
    panel = view.panel
    assert panel.panel == "amount-panel" and panel.kind == "bet" and panel.can_pass
    assert view.prompt == "Cy (ko): bet 1-2 coins, or pass"  # Al's 20 coins cover 4 at 5x, Bo bet 2
    assert panel.limits == (1, 2)
    assert (panel.info, *panel.shorter)[0] == "Bets 1-5 · paid up to 5x: Al (oya) covers 2 more · most now 2"
    assert {"bet", "max", "step", "pass_fade", "undo"} <= view.keys and "fade" not in view.keys
    assert view.title == "Round 1 · Al is the banker (oya) · 20 coins"
    assert view.rows[1].mark == "★" and view.rows[1].bet == "2" and view.rows[3].mark == "▶"


def test_the_rolls_and_the_settlement_in_chinchiros_words() -> None:
    rolling = table().bet(2).bet(1).roll((2, 2, 4))
    view = table_view(rolling, here=HERE)
    assert view.panel.panel == "roll-panel"
    assert "Al's point: 4 (shi no me)" in view.panel.lines and "Rolls this turn: 0 of 3" in view.panel.lines
    assert view.odds.startswith("Bo vs point 4 (shi no me): win ")
    assert view.title.endswith("· bets 3 coins")
    settled = rolling.roll((4, 5, 6)).roll((1, 1, 3))
    view = table_view(settled, here=HERE)
    assert view.settled and view.panel.panel == "settled-panel"
    words = text(view.settlement.lines)
    assert "Round 1 settled. Al ends the round down 3 coins: the bank passes." in words
    assert "Al (oya) against 3 coins bet: -3 lost" in words
    assert "Bo  bet   2    +4 win   Bo: Shigoro, 4-5-6, pays double" in words
    assert "Cy  bet   1    -1 loss  Cy's point 3 loses to 4" in words
    assert bank_said(settled.round.bank_reason) in view.panel.lines  # the bank stays or passes, and why


def test_the_round_history_tells_a_chinchiro_round() -> None:
    state = table().bet(2).bet(1).roll((2, 2, 4)).roll((4, 5, 6)).roll((1, 1, 3)).next_round()
    words = text(history_lines(state))
    assert "Round 1 · Al is the banker (oya) · bets 3" in words
    assert "Bets" in words and "Bo 2 · Cy 1" in words
    assert "2-2-4 → Shi no me, a point of 4 (pair of 2s)" in words
    assert "4-5-6 → Shigoro, 4-5-6 · win +4" in words


def test_the_title_the_help_and_a_saved_games_rules_name_chinchiro() -> None:
    assert rules_line(CHINCHIRO) == "Chinchiro · bank edge 1.90 %"
    assert rules_line(replace(CHINCHIRO, max_bet=10)).startswith("Custom Chinchiro · bank edge")
    assert rules_brief(CHINCHIRO) == "Chinchiro"
    assert rules_brief(replace(CHINCHIRO, ties="banker")) == "Chinchiro + ties=banker"
    words = help_text(CHINCHIRO)
    assert "Banker's edge 37/1944 = 1.9033 %: the bank wins 1.90 coins per 100 bet." in words
    assert '"Bo vs point 4 (shi no me): win ' in words


LONG_NAMES = ["Alexandra", "Bartholomew", "Cy", "Dmitri", "Evangeline", "Fitz"]


def test_the_roll_panel_counts_the_bets_where_naming_them_would_not_fit() -> None:
    """The turn's lines name each bet; the panel also has them counted, to draw where the
    names do not fit its width (never a line cut short)."""
    state = ChinchiroState.new(LONG_NAMES, 100, 2, CHINCHIRO)
    for _ in range(5):
        state = state.bet(2)
    view = table_view(state, here=frozenset(range(6)))
    panel = view.panel
    assert panel.panel == "roll-panel"
    assert "Bets: Dmitri 2 · Evangeline 2 · Fitz 2 · Alexandra 2 · Bartholomew 2" in panel.lines
    assert panel.shorter == ("Rolls for the bank (oya).\nRolls this turn: 0 of 3\nBets: 5 players, 10 coins",)
    assert view.prompt == "Cy - press Space to roll"  # the prompt above says who rolls
    point = table().bet(2).bet(1).roll((2, 2, 4))
    few = table_view(point, here=HERE).panel
    assert few.lines == ("Bo (ko) rolls against the point.", "Al's point: 4 (shi no me)", "Rolls this turn: 0 of 3",
                         "Bets: Bo 2 · Cy 1")
    assert few.shorter == ("Rolls against the point (ko).\nThe bank's point: 4 (shi no me)\nRolls this turn: 0 of 3\n"
                           "Bets: 2 players, 3 coins",)


async def test_at_80x24_the_roll_panel_shows_every_bet_or_their_count_never_a_cut_line() -> None:
    for names, shown in ((["Al", "Bo", "Cy"], "Bets: Bo 2 · Cy 2"), (LONG_NAMES, "Bets: 5 players, 10 coins")):
        app = make_app(Match.start(names, 100, seed=1, rules=CHINCHIRO, first_banker=0))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for _ in names[1:]:
                await pilot.press("2", "enter")
                await pilot.pause()
            assert chin_of(app).phase is ChinPhase.BANKER_ROLL
            drawn = str(table_of(app).roll_panel.info.render()).splitlines()
            assert drawn[-1] == shown and all(len(line) <= table_of(app).roll_panel.info.size.width for line in drawn)


@pytest.mark.usefixtures("private_data")
async def test_a_bet_beyond_the_limit_is_refused_and_a_bet_is_taken_back_before_the_dice() -> None:
    app = make_app(Match.start(["Al", "Bo", "Cy"], 20, seed=1, rules=CHINCHIRO, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = chin_of(app)
        await pilot.press("9", "enter")
        await pilot.pause()
        assert chin_of(app) == before and app.refusal == "Bo's bet must be a whole number from 1 to 4; 9 is out of range."
        await pilot.press("2", "enter")  # the refused 9 is selected: typing replaces it
        await pilot.pause()
        assert chin_of(app).round.bets[0].amount == 2 and view_of(app).prompt.startswith("Cy (ko)")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert chin_of(app).round.bets == () and view_of(app).prompt == "Bo (ko): bet 1-4 coins, or pass"
        await pilot.press("p", "enter")
        await pilot.pause()
        assert chin_of(app).round.asked == 1 and "Bo passes." in said(chin_of(app).round.events)
        await pilot.press("m", "enter")
        await pilot.pause()
        assert chin_of(app).phase is ChinPhase.BANKER_ROLL and chin_of(app).round.bets[0].amount == 4


@pytest.mark.usefixtures("private_data")
async def test_shonben_at_a_real_dice_table_is_the_loose_roll_key() -> None:
    app = make_app(Match.start(["Al", "Bo", "Cy"], 20, seed=1, rules=REAL, first_banker=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("2", "enter", "1", "enter")
        await pilot.pause()
        assert view_of(app).panel.panel == "faces-panel" and view_of(app).panel.loose
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LooseRollScreen)
        await pilot.press("y")
        await pilot.pause()
        state = chin_of(app)
        assert state.phase is ChinPhase.SETTLED and state.round.loose == (0,)
        assert [seat.coins for seat in state.seats] == [17, 22, 21]
        assert "Shonben, a die out of the bowl, loses: the bank pays every bet" in text(view_of(app).settlement.lines)


@pytest.mark.usefixtures("private_data")
async def test_a_broke_player_buys_back_in_at_the_chinchiro_table() -> None:
    rules = replace(CHINCHIRO, buy_backs=1)
    match = Match.start(["Al", "Bo"], 5, seed=1, rules=rules, first_banker=0)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "enter")
        await pilot.pause()
        app.play(Move("roll", dice=(1, 1, 1)))  # the banker's pinzoro: Bo pays five times his bet
        await pilot.pause()
        view = view_of(app)
        assert view.panel.offer and view.prompt == "Bo is broke - Enter buys back in for 5 coins, d declines"
        assert {"buy_back", "decline"} <= view.keys
        await pilot.press("enter")
        await pilot.pause()
        state = chin_of(app)
        assert [seat.coins for seat in state.seats] == [10, 5] and state.seats[1].bought_in == 1


def test_the_setup_offers_chinchiro_in_the_mode_switch_with_its_own_switches() -> None:
    mode = next(row for row in SWITCH_ROWS if row.name == "mode")
    assert mode.choices == ("bank", "pot", "chinchiro")
    texts = {name: str(value) for name, value in HouseRules().values().items()}
    texts = {name: ("on" if value == "True" else "off" if value == "False" else value) for name, value in texts.items()}
    rules, problem = read_switches(HouseRules(), {**texts, "mode": "chinchiro"}, "")
    assert problem == "" and rules.chinchiro
    view = rules_view(rules)
    assert {"min_bet", "max_bet", "bank_laps", "bank_pass", "ties", "hifumi_double"} <= view.shown
    assert "roll_limit" not in view.shown and "end" not in view.shown
    assert view.edge == bank_edge_words(rules) and view.edge.endswith(" per 100 bet")  # Chinchiro's own edge
    assert rules_view(CHINCHIRO).edge == "Banker's edge 37/1944 = 1.9033 %: the bank wins 1.90 coins per 100 bet"


def test_the_help_lists_chinchiros_rolls_by_their_japanese_names_with_what_each_does() -> None:
    """Under Chinchiro's rules the help has the table the Japanese tables learn the game by: each
    roll's name beside the English, what it does for the banker and for a player, and its ways."""
    from ceelo_tui.engine.rules import CHINCHIRO, CLASSIC
    from ceelo_tui.presenters.help_words import help_text

    text = help_text(CHINCHIRO)
    assert "| roll | for the banker (oya) | for a player (ko) | ways |" in text
    assert "| Shigoro, 4-5-6 | wins, pays double | wins, pays double | 6 in 216 |" in text
    assert "| Pinzoro, 1-1-1 | wins, pays five times | wins, pays five times | 1 in 216 |" in text
    assert "| Hifumi, 1-2-3 | loses double | loses double | 6 in 216 |" in text
    assert "| No score | roll again | roll again | 108 in 216 |" in text
    assert "Chinchiro's rolls" not in help_text(CLASSIC)
