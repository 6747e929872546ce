"""Every numeric field, fed what people really type and paste.

The fields: the starting coins at setup, the number of rounds (``end=rounds:N``) on the
house rules tab, the stake, the fade and the winner-take-all ante, and the same numbers on
the command line. Each is tried on the same list of entries. An entry a person plainly means
as a number in the field's range (" 5 ", "１０", "٣") is taken as that number; anything else
(letters, nothing, signs, "0" where it is not a legal move, decimals, exponents, 10**30, a
10,000-character paste) is refused with a message that names what is allowed, and the
refusal changes nothing: the same game state, the same journal, no game started.

Entries go in as a paste (``events.Paste``), as a terminal delivers pasted text: typed
letters would be the screen's keys ("a" is all in), which other tests cover.
"""

from __future__ import annotations

import argparse
from collections.abc import Awaitable, Callable

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input

from ceelo_tui.__main__ import build_parser, main
from ceelo_tui.app import CeeloApp
from ceelo_tui.commands.play import build_app
from ceelo_tui.commands.simulate import MAX_GAMES, MAX_ROUND_CAP
from ceelo_tui.engine.game import MAX_COINS, MAX_PLAYERS, MIN_COINS, MIN_PLAYERS, GameState, Phase
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import MAX_ROUNDS, HouseRules
from ceelo_tui.widgets.amount_input import AmountInput
from ceelo_tui.widgets.rules_panel import RulesPanel

from table_driver import SIZE, make_app, match_of, scripted_match, state_of

pytestmark = pytest.mark.usefixtures("private_data")

JUNK_PASTE = ("Ann bets 5 coins, ok? ½ ⅞ \u200b\U0001f3b2 ") * 400
"""About 10,000 characters of pasted junk (one line)."""

ENTRIES = [
    "abc", "", " ", " 5 ", "-1", "0", "1e3", "3.5", "１０", "٣", str(10**30),
    "7" * 10_000, JUNK_PASTE[:10_000], "+4", "5 5", "0x10", "٣٠",
]
"""What is tried on every field."""


def meant(entry: str) -> int | None:
    """The number a person plainly means by ``entry``: decimal digits of any script with
    spaces around them, and nothing else."""
    text = entry.strip()
    return int(text) if text.isdecimal() and len(text) <= 12 else None


def accepted(entry: str, low: int, high: int) -> int | None:
    """What a field of range ``low``-``high`` must take ``entry`` as (None: refused)."""
    number = meant(entry)
    return number if number is not None and low <= number <= high else None


def allowed_words(low: int, high: int) -> str:
    """How the engine names the range in every refusal."""
    return f"whole number from {low} to {high}"


async def paste(pilot: Pilot[None], field: Input, entry: str) -> None:
    """Empty ``field`` and paste ``entry`` into it, as a terminal would (focusing it first if
    it does not have the focus already)."""
    field.value = ""
    if not field.has_focus:
        field.focus()
        await pilot.pause()
    if entry:
        field.post_message(events.Paste(entry))
    await pilot.pause()


# ---------------------------------------------------------------------------- the table's amount fields


def stake_table() -> Match:
    """Ann banks with 10 coins; Bo and Cy hold 10 each."""
    return scripted_match(["Ann", "Bo", "Cy"], 10, [], first_banker=0)


async def reach_fade(pilot: Pilot[None]) -> None:
    """Ann stakes everything, so Bo may fade 1 to 10."""
    await pilot.press("a", "enter")
    await pilot.pause()


def pot_table() -> Match:
    """Winner take all: three players of 10 coins, the ante 1 to 10."""
    return Match.start(["Ann", "Bo", "Cy"], 10, seed=4, rules=HouseRules(mode="pot"), first_banker=0)


TABLE_FIELDS: dict[str, tuple[Callable[[], Match], Callable[[Pilot[None]], Awaitable[None]] | None, Phase | None]] = {
    "stake": (stake_table, None, Phase.STAKE),
    "fade": (stake_table, reach_fade, Phase.FADE),
    "ante": (pot_table, None, None),
}


async def open_table(pilot: Pilot[None], field: str) -> AmountInput:
    """The table at the field's move, the amount field found."""
    _, before, phase = TABLE_FIELDS[field]
    await pilot.pause()
    if before is not None:
        await before(pilot)
    if phase is not None:
        assert isinstance(pilot.app, CeeloApp) and state_of(pilot.app).phase is phase
    return pilot.app.screen.query_one(AmountInput)


def table_limit(app: CeeloApp, field: str) -> tuple[int, int]:
    """The engine's range for the field now."""
    state = match_of(app).state
    if field == "ante":
        assert isinstance(state, PotState)
        return state.ante_limit()
    assert isinstance(state, GameState)
    return state.stake_limit() if field == "stake" else state.fade_limit()


@pytest.mark.parametrize("field_name", list(TABLE_FIELDS))
async def test_every_refusal_at_the_table_changes_nothing(field_name: str) -> None:
    app = make_app(TABLE_FIELDS[field_name][0]())
    async with app.run_test(size=SIZE) as pilot:
        field = await open_table(pilot, field_name)
        low, high = table_limit(app, field_name)
        refused = [entry for entry in ENTRIES if accepted(entry, low, high) is None]
        assert len(refused) >= 12
        for entry in refused:
            before, moves = match_of(app).state, len(match_of(app).journal.moves)
            await paste(pilot, field, entry)
            await pilot.press("enter")
            await pilot.pause()
            assert match_of(app).state == before, repr(entry[:20])
            assert len(match_of(app).journal.moves) == moves
            assert allowed_words(low, high) in app.refusal or f"must be {low}" in app.refusal, app.refusal
            assert len(app.refusal) < 200, "a refusal quotes only a short slice of what was typed"
            assert app.screen.query_one(AmountInput) is field  # the same screen, the entry still there
        assert match_of(app).state.total_coins == 30


@pytest.mark.parametrize("field_name", list(TABLE_FIELDS))
@pytest.mark.parametrize("entry", [" 5 ", "１０", "٣"])
async def test_a_plainly_meant_amount_is_taken(field_name: str, entry: str) -> None:
    app = make_app(TABLE_FIELDS[field_name][0]())
    async with app.run_test(size=SIZE) as pilot:
        field = await open_table(pilot, field_name)
        low, high = table_limit(app, field_name)
        wanted = accepted(entry, low, high)
        assert wanted is not None
        before = match_of(app).state
        await paste(pilot, field, entry)
        await pilot.press("enter")
        await pilot.pause()
        assert app.refusal == ""
        after = match_of(app).state
        assert after != before
        if field_name == "stake":
            assert isinstance(after, GameState) and after.round.stake == wanted
        elif field_name == "fade":
            assert isinstance(after, GameState) and after.round.covered == wanted
        else:
            assert isinstance(after, PotState) and after.pot == 3 * wanted
        assert after.total_coins == 30


# ---------------------------------------------------------------------------- setup: starting coins


async def test_starting_coins_refusals_start_nothing_and_meant_values_are_taken() -> None:
    app = make_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#coins", Input)
        for entry in ENTRIES:
            await paste(pilot, field, entry)
            wanted = accepted(entry, MIN_COINS, MAX_COINS)
            error = str(app.screen.query_one("#coins-error").render())
            if wanted is None:
                assert allowed_words(MIN_COINS, MAX_COINS) in error, (entry[:20], error)
                assert app.screen.query_one("#start").disabled
                await pilot.press("ctrl+s")
                await pilot.pause()
                assert app.match is None, repr(entry[:20])
            else:
                assert error == "", (entry, error)
                assert not app.screen.query_one("#start").disabled
        await paste(pilot, field, "１０")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert [seat.coins for seat in state_of(app).seats] == [10, 10]


# ---------------------------------------------------------------------------- setup: rounds:N


async def test_the_number_of_rounds_refuses_and_keeps_the_last_good_rules() -> None:
    app = make_app(seed=3, rules=HouseRules(end="rounds:10"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f2")
        await pilot.pause()
        panel = app.screen.query_one(RulesPanel)
        field = app.screen.query_one("#rounds", Input)
        assert field.display
        for entry in ENTRIES:
            await paste(pilot, field, entry)
            typed = field.value  # the field holds at most 8 characters of a paste
            wanted = accepted(typed, 1, MAX_ROUNDS)
            if wanted is None:
                assert panel.rules is None, repr(typed)
                assert allowed_words(1, MAX_ROUNDS) in str(app.screen.query_one("#rules-error").render())
                assert panel.current.end.startswith("rounds:")  # the last good rules are kept
                assert app.screen.query_one("#start").disabled
            else:
                assert panel.rules == HouseRules(end=f"rounds:{wanted}"), repr(entry)
        await paste(pilot, field, "٣")
        assert panel.rules == HouseRules(end="rounds:3")


# ---------------------------------------------------------------------------- the command line


def play_args(*argv: str) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    args = build_parser().parse_args(["play", *argv])
    return args.play_parser, args


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: repr(entry[:8]))
def test_coins_and_rounds_on_the_command_line(entry: str, capsys: pytest.CaptureFixture[str]) -> None:
    options: tuple[tuple[list[str], int, int, Callable[[CeeloApp], int | None]], ...] = (
        (["--coins", entry], MIN_COINS, MAX_COINS, lambda app: app.setup_coins),
        (["--rule", f"end=rounds:{entry}"], 1, MAX_ROUNDS, lambda app: app.rules.round_limit),
    )
    for option, low, high, read in options:
        wanted = accepted(entry, low, high)
        parser, args = play_args(*option)
        if wanted is None:
            with pytest.raises(SystemExit) as stop:
                build_app(parser, args)
            assert stop.value.code == 2
            message = capsys.readouterr().err
            assert allowed_words(low, high) in message, message[-300:]
            assert len(message) < 2_000, "the message quotes only a short slice of what was typed"
            assert "Traceback" not in message
        else:
            assert read(build_app(parser, args)) == wanted


SIMULATE_OPTIONS = {"--games": (1, MAX_GAMES), "--players": (MIN_PLAYERS, MAX_PLAYERS),
                    "--coins": (MIN_COINS, MAX_COINS), "--max-rounds": (1, MAX_ROUND_CAP)}


@pytest.mark.parametrize("option", list(SIMULATE_OPTIONS))
def test_simulate_refuses_every_number_it_cannot_take(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    low, high = SIMULATE_OPTIONS[option]
    for entry in ENTRIES:
        if accepted(entry, low, high) is not None:
            continue
        with pytest.raises(SystemExit) as stop:
            main(["simulate", option, entry, "--seed", "1"])
        assert stop.value.code == 2
        message = capsys.readouterr().err
        assert f"{option} must be a {allowed_words(low, high)}" in message, message[-300:]
        assert len(message) < 2_000 and "Traceback" not in message
