"""The house rules at setup: presets, switches by keys, the live banker's edge, rounds:N, the
rules reaching the match; and the odds line at the table."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.chinchiro_odds import bank_edge
from ceelo_tui.engine.odds import banker_edge, player_chances
from ceelo_tui.engine.rules import BANK_ONLY, CLASSIC, PRESETS, HouseRules, Preset, preset, switches_for
from ceelo_tui.presenters import rules_view
from ceelo_tui.presenters.catalog.rule_words import preset_blurb, rules_in_words
from ceelo_tui.presenters.odds_view import chances_text
from ceelo_tui.presenters.odds_words import bank_edge_words, edge_words
from ceelo_tui.presenters.rules_view import NO_EDGE
from ceelo_tui.screens.setup import SetupScreen
from ceelo_tui.screens.table import TableScreen
from ceelo_tui.widgets import rules_panel
from ceelo_tui.widgets.chooser import Chooser
from ceelo_tui.widgets.edge_line import EdgeLine
from ceelo_tui.widgets.odds_line import OddsLine
from ceelo_tui.widgets.rules_panel import RulesPanel
from ceelo_tui.widgets.title_bar import TitleBar

from cli_driver import app_for
from table_driver import SIZE, fade, make_app, pot_state_of, roll, scripted_match, stake, state_of

pytestmark = pytest.mark.usefixtures("private_data")


def text_of(app: CeeloApp, selector: str) -> str:
    """The text a widget shows (a tab's label, a line of words)."""
    return str(app.screen.query_one(selector).render())


def edge_shown(app: CeeloApp) -> str:
    """The edge line on the setup screen."""
    return str(app.screen.query_one(EdgeLine).render())


def panel(app: CeeloApp) -> RulesPanel:
    """The setup screen's rules panel."""
    return app.screen.query_one(RulesPanel)


async def open_rules(pilot: Pilot[None]) -> None:
    """F2: the house rules tab, focus on the preset chooser."""
    await pilot.press("f2")
    await pilot.pause()


async def pick(pilot: Pilot[None], selector: str, steps: int) -> None:
    """Focus a select, open it with Enter, move ``steps`` down (up if negative), Enter."""
    pilot.app.screen.query_one(selector).focus()
    await pilot.pause()
    keys = ["enter"] + (["down"] * steps if steps > 0 else ["up"] * -steps) + ["enter"]
    await pilot.press(*keys)
    await pilot.pause()


def start_possible(app: CeeloApp) -> bool:
    """True when the Start key (and button) are offered."""
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    return bool(screen.check_action("start", ())) and not screen.query_one("#start").disabled


async def test_f2_shows_the_rules_with_the_classic_edge_and_back() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert edge_shown(app) == edge_words(banker_edge(CLASSIC))
        assert not app.screen.query(RulesPanel)  # made when the tab is first opened
        await open_rules(pilot)
        assert panel(app).display and not app.screen.query_one("#setup-body").display
        assert app.focused is app.screen.query_one("#preset")
        words = text_of(app, "#rules-words-text")
        assert preset_blurb(PRESETS[0]) in words
        for line in rules_in_words(CLASSIC):
            assert line in words
        await pilot.press("f2")
        await pilot.pause()
        assert not panel(app).display and app.screen.query_one("#setup-body").display


async def test_every_preset_shows_its_words_and_edge() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        for index, item in enumerate(PRESETS):
            await pick(pilot, "#preset", index - [p.name for p in PRESETS].index(panel(app).current_name))
            assert panel(app).rules == item.rules
            words = text_of(app, "#rules-words-text")
            assert preset_blurb(item) in words
            for line in rules_in_words(item.rules):
                assert line in words
            expected = NO_EDGE if item.rules.winner_take_all else bank_edge_words(item.rules)
            assert edge_shown(app) == expected
            assert item.name in text_of(app, "#rules-tab")


async def test_the_switches_are_read_when_one_moves_not_as_they_first_show(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each switch says its value as the panel first opens; that changes no rule, so the panel
    reads no switch then (it read them all and redrew its words once a switch, a dozen times)."""
    reads: list[HouseRules] = []

    def counted(current: HouseRules, texts: Mapping[str, str], rounds: str) -> tuple[HouseRules, str]:
        reads.append(current)
        return rules_view.read_switches(current, texts, rounds)

    monkeypatch.setattr(rules_panel, "read_switches", counted)
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        assert reads == [] and panel(app).rules == CLASSIC
        await pick(pilot, "#rule-payouts", 1)  # even -> street
        assert len(reads) == 1 and panel(app).rules == HouseRules(payouts="street")
        assert edge_shown(app) == edge_words(banker_edge(HouseRules(payouts="street")))


async def test_flipping_switches_by_keys_updates_the_edge_and_shows_custom() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        await pick(pilot, "#rule-payouts", 1)  # even -> street: the "Street payouts" preset
        street = HouseRules(payouts="street")
        assert panel(app).rules == street
        assert panel(app).current_name == "Street payouts"
        assert edge_shown(app) == edge_words(banker_edge(street))
        assert edge_shown(app) != edge_words(banker_edge(CLASSIC))
        app.screen.query_one("#rule-acey_out").focus()
        await pilot.press("space")  # acey out on: no preset has that alone
        await pilot.pause()
        custom = HouseRules(payouts="street", acey_out=True)
        assert panel(app).rules == custom
        assert panel(app).current_name == "Custom"
        assert "Custom" in text_of(app, "#rules-tab")
        assert edge_shown(app) == edge_words(banker_edge(custom))
        await pick(pilot, "#rule-roll_limit", 1)  # none -> 3
        await pick(pilot, "#rule-reverse_player", 2)  # off -> with_trips
        rules = HouseRules(payouts="street", acey_out=True, roll_limit=3, reverse_player="with_trips")
        assert panel(app).rules == rules
        assert edge_shown(app) == edge_words(banker_edge(rules))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert state_of(app).rules == rules


async def test_the_tabs_and_switches_answer_the_mouse() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#rules-tab")
        await pilot.pause()
        assert panel(app).display
        await pilot.click("#rule-acey_out")
        await pilot.pause()
        assert panel(app).rules == HouseRules(acey_out=True)
        assert edge_shown(app) == edge_words(banker_edge(HouseRules(acey_out=True)))
        await pilot.click("#players-tab")
        await pilot.pause()
        assert not panel(app).display
        await pilot.click("#start")
        await pilot.pause()
        assert state_of(app).rules == HouseRules(acey_out=True)


async def test_pot_mode_hides_the_banking_switches_and_has_no_edge() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        await pick(pilot, "#rule-mode", 1)
        assert panel(app).rules == HouseRules(mode="pot")
        assert panel(app).current_name == "Winner take all"
        assert edge_shown(app) == NO_EDGE
        shown = {row.id for row in app.screen.query(".switch-row") if row.display}
        assert shown == {f"row-{name}" for name in switches_for("pot")}
        assert {"row-mode", "row-end", "row-instant_456", "row-aced_out", "row-order"} <= shown
        assert not shown & {f"row-{name}" for name in BANK_ONLY}  # payouts, must_fade ... are hidden
        assert "First to roll" in text_of(app, "#first-banker-label")
        app.screen.query_one("#rule-double_down").focus()
        await pilot.press("space")
        await pilot.pause()
        assert panel(app).rules == HouseRules(mode="pot", double_down=True)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert pot_state_of(app).rules == HouseRules(mode="pot", double_down=True)
        assert pot_state_of(app).winner_take_all


async def test_a_bad_number_of_rounds_is_refused_and_start_waits() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        await pick(pilot, "#rule-end", 2)  # rounds:N, 10 offered
        assert app.screen.query_one("#rounds").display
        assert panel(app).rules == HouseRules(end="rounds:10")
        app.screen.query_one("#rounds").focus()
        await pilot.press("ctrl+shift+a", "backspace", "0")
        await pilot.pause()
        assert panel(app).rules is None
        error = text_of(app, "#rules-error")
        assert "1 to 10000" in error or "1-10000" in error, error
        assert not start_possible(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.match is None
        await pilot.press("backspace", "x")
        await pilot.pause()
        assert panel(app).rules is None and not start_possible(app)
        await pilot.press("backspace", "7")
        await pilot.pause()
        assert panel(app).rules == HouseRules(end="rounds:7")
        assert text_of(app, "#rules-error") == ""
        assert start_possible(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert state_of(app).rules == HouseRules(end="rounds:7")


async def test_the_pot_game_starts_from_setup_with_the_winner_take_all_preset() -> None:
    app = make_app(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("enter", "end", "up", "enter")  # the preset chooser's last preset
        await pilot.pause()
        assert "Winner take all" in text_of(app, "#rules-tab")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert pot_state_of(app).rules == HouseRules(mode="pot")


# ---------------------------------------------------------------------- the odds line
async def test_the_odds_line_shows_the_engines_chances_against_the_point() -> None:
    # Ann banks and rolls 2-2-4 (point 4); Bo then rolls against it.
    rules = HouseRules(roll_limit=5)
    match = scripted_match(["Ann", "Bo", "Cy"], 10, [(2, 2, 4), (1, 3, 5), (6, 6, 5)], rules=rules)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stake(pilot, 4)
        await fade(pilot, 2)
        await fade(pilot, 2)
        line = app.screen.query_one(OddsLine)
        assert line.text == ""  # the banker has no point before the roll (the line stays, blank)
        await roll(pilot)  # Ann: 2-2-4, point 4
        await pilot.pause()
        chances = player_chances(4, rules)
        assert line.text
        text = str(line.render())
        assert text == chances_text("Bo", 4, chances)
        assert f"win {float(chances.win) * 100:.1f} %" in text
        assert f"push {float(chances.push) * 100:.1f} %" in text
        assert f"lose {float(chances.lose) * 100:.1f} %" in text
        await roll(pilot)  # Bo: 1-3-5, no score: still his turn, with 4 rolls left of 5
        await pilot.pause()
        fewer = player_chances(4, rules, rolls_left=4)
        assert str(line.render()) == chances_text("Bo", 4, fewer)
        assert fewer.lose > chances.lose  # one roll fewer to get out of trouble
        await roll(pilot)  # Bo: 6-6-5, point 5 beats 4: Cy's turn
        await pilot.pause()
        assert str(line.render()) == chances_text("Cy", 4, chances)


# ---------------------------------------------------------------------- the command line
async def test_preset_and_rules_from_the_command_line_reach_setup_and_the_match() -> None:
    app = app_for("--no-animation", "--preset", "schoolyard", "--rule", "end=rounds:3", "--rule", "payouts=street", "--seed", "4")
    wanted = preset("Schoolyard").rules.with_pairs(["end=rounds:3", "payouts=street"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.screen.choice().rules == wanted
        assert "Custom" in text_of(app, "#rules-tab")
        assert edge_shown(app) == edge_words(banker_edge(wanted))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert state_of(app).rules == wanted
        app.new_setup()  # a new setup offers the rules just played
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.choice().rules == wanted
        await open_rules(pilot)
        assert panel(app).rules == wanted


async def test_the_winner_take_all_game_from_the_command_line() -> None:
    app = app_for("--no-animation", "--players", "Ann,Bo", "--preset", "Winner take all", "--rule", "double_down=on", "--seed", "2")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert pot_state_of(app).rules == HouseRules(mode="pot", double_down=True)
        await pilot.press("1", "enter")
        await pilot.pause()
        assert pot_state_of(app).pot == 2


async def test_switches_that_cannot_go_together_are_refused_with_the_reason() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        for name in ("west_coast", "pair_points"):
            app.screen.query_one(f"#rule-{name}").focus()
            await pilot.press("space")
            await pilot.pause()
        problem = text_of(app, "#rules-error")
        assert "west_coast=on and pair_points=on cannot go together" in problem
        assert panel(app).rules is None and not start_possible(app)
        assert panel(app).current == HouseRules(west_coast=True)  # the last rules that could be played
        await pilot.press("space")  # pair_points off again
        await pilot.pause()
        assert text_of(app, "#rules-error") == ""
        assert panel(app).rules == preset("West Coast").rules and panel(app).current_name == "West Coast"
        assert start_possible(app)


async def test_the_west_coast_preset_reaches_the_game() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        await pick(pilot, "#preset", [p.name for p in PRESETS].index("West Coast"))
        assert panel(app).rules == HouseRules(west_coast=True)
        assert edge_shown(app) == edge_words(banker_edge(HouseRules(west_coast=True)))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert state_of(app).rules == HouseRules(west_coast=True)


async def test_aced_out_with_three_players_cannot_start() -> None:
    app = make_app(seed=3, rules=HouseRules(mode="pot", aced_out=True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert start_possible(app)  # two players, as the table starts
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert not start_possible(app)
        assert "exactly two players, not 3" in text_of(app, "#setup-message")
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert start_possible(app)


@pytest.mark.parametrize("item", PRESETS, ids=[item.name for item in PRESETS])
async def test_the_table_shows_the_house_rules_in_play_with_the_edge(item: Preset) -> None:
    match = scripted_match(["Ann", "Bo", "Cy"], 10, [], rules=item.rules)
    app = make_app(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        title = app.screen.query_one("#title", TitleBar).text
        if item.rules.winner_take_all:
            rules = f"{item.name} · no bank"
        else:
            rules = f"{item.name} · bank edge {float(bank_edge(item.rules)) * 100:.2f} %"
        assert title.endswith(rules)
        assert rules in text_of(app, "#title")  # drawn whole, not only held, at 80 columns


async def test_a_change_of_game_leaves_no_switch_of_the_other_game() -> None:
    """Issue 23: the other game's switches are refused by the engine, so choosing the other game
    at setup sets them back (and shows them so), and the rules stay valid and startable."""
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        await pick(pilot, "#preset", [p.name for p in PRESETS].index("Street payouts"))
        assert panel(app).rules == preset("Street payouts").rules
        await pick(pilot, "#rule-mode", 1)
        assert panel(app).rules == HouseRules(mode="pot") and panel(app).problem == ""
        app.screen.query_one("#rule-order").focus()
        await pick(pilot, "#rule-order", 1)
        assert panel(app).rules == HouseRules(mode="pot", order="roll")
        await pick(pilot, "#rule-mode", -1)
        assert panel(app).rules == CLASSIC and panel(app).problem == ""
        assert app.screen.query_one("#rule-payouts", Chooser).value == "even"
        assert app.screen.query_one("#rule-order", Chooser).value == "seats"
        assert start_possible(app)
