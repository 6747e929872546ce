"""House rules: names, values, presets, words and JSON."""

from __future__ import annotations

from dataclasses import fields

import pytest

from ceelo_tui.engine.errors import RuleError
from ceelo_tui.engine.rules import (
    BANK_ONLY,
    BOOLEAN_SWITCHES,
    CLASSIC,
    POT_ONLY,
    PRESETS,
    SWITCHES,
    HouseRules,
    preset,
)
from ceelo_tui.presenters.catalog.rule_words import preset_blurb, rules_in_words


def test_classic_defaults() -> None:
    assert CLASSIC == HouseRules()
    values = CLASSIC.values()
    assert {name: values[name] for name in SWITCHES if name not in BOOLEAN_SWITCHES} == {
        "mode": "bank",
        "payouts": "even",
        "roll_limit": "none",
        "reverse_player": "off",
        "end": "first_broke",
        "bank_break": "any_win",
        "order": "seats",
        "dice": "virtual",
        "buy_backs": "0",
        "min_bet": "1",  # Chinchiro's switches: refused in the banking game unless left as they are
        "max_bet": "5",
        "bank_laps": "1",
        "bank_pass": "on_loss",
        "ties": "push",
    }
    assert {"acey_out", "six_one_points", "must_fade", "point_bonus", "hifumi_double"} <= set(BOOLEAN_SWITCHES)
    assert all(values[name] == "off" for name in BOOLEAN_SWITCHES)  # every on/off house rule starts off


def test_every_field_is_a_switch() -> None:
    assert [f.name for f in fields(HouseRules)] == list(SWITCHES)


@pytest.mark.parametrize(
    "pair, field, value",
    [
        ("payouts=street", "payouts", "street"),
        ("acey_out=on", "acey_out", True),
        ("six_one_points=ON", "six_one_points", True),
        ("roll_limit=3", "roll_limit", 3),
        ("roll_limit=5", "roll_limit", 5),
        ("roll_limit=none", "roll_limit", None),
        ("reverse_player=with_trips", "reverse_player", "with_trips"),
        ("must_fade=on", "must_fade", True),
        ("end=last_standing", "end", "last_standing"),
        ("end=rounds:12", "end", "rounds:12"),
        (" mode = pot ", "mode", "pot"),
        ("double_down=on", "double_down", True),
        ("instant_456=on", "instant_456", True),
    ],
)
def test_with_pairs(pair: str, field: str, value: object) -> None:
    base = HouseRules(mode="pot") if field in POT_ONLY else CLASSIC
    rules = base.with_pairs([pair])
    assert getattr(rules, field) == value
    assert CLASSIC == HouseRules()  # frozen: the original is untouched


@pytest.mark.parametrize(
    "pair, words",
    [
        ("payouts", "NAME=VALUE"),
        ("colour=red", "Unknown house rule"),
        ("payouts=double", "payouts must be one of even, street"),
        ("roll_limit=4", "roll_limit must be one of none, 3, 5"),
        ("acey_out=yes", "acey_out must be one of on, off"),
        ("end=rounds:0", "rounds:N"),
        ("end=rounds:10001", "rounds:N"),
        ("end=rounds:x", "rounds:N"),
        ("end=rounds:-3", "rounds:N must be a whole number from 1 to 10000; signed"),
        ("end=rounds:" + "9" * 10_000, "far too large"),
        ("end=sometimes", "rounds:N"),
    ],
)
def test_bad_pairs(pair: str, words: str) -> None:
    with pytest.raises(RuleError, match=words) as refused:
        CLASSIC.with_pairs([pair])
    assert len(str(refused.value)) < 360  # a long entry is quoted only in part (the list of rules is long)


@pytest.mark.parametrize("typed", ["rounds:12", "rounds: 12 ", "ROUNDS:12", "rounds:١٢", "rounds:１２"])
def test_the_number_of_rounds_is_read_as_meant_and_kept_in_plain_digits(typed: str) -> None:
    assert CLASSIC.with_value("end", typed).end == "rounds:12"


def test_constructor_checks_values() -> None:
    with pytest.raises(RuleError):
        HouseRules(payouts="double")
    with pytest.raises(RuleError):
        HouseRules(roll_limit=4)
    with pytest.raises(RuleError):
        HouseRules(end="rounds:0")
    with pytest.raises(RuleError):
        HouseRules(mode="casino")
    with pytest.raises(RuleError, match="acey_out must be one of on, off"):
        HouseRules(acey_out="off")  # type: ignore[arg-type]
    with pytest.raises(RuleError):
        HouseRules.from_json({"must_fade": "off"})
    with pytest.raises(RuleError):
        HouseRules(roll_limit=True)


def test_end_rule_read() -> None:
    assert CLASSIC.end_kind == "first_broke" and CLASSIC.round_limit is None
    assert HouseRules(end="last_standing").end_kind == "last_standing"
    rounds = HouseRules(end="rounds:7")
    assert (rounds.end_kind, rounds.round_limit) == ("rounds", 7)


def test_json_round_trip() -> None:
    rules = HouseRules(payouts="street", roll_limit=5, reverse_player="on", end="rounds:3")
    assert HouseRules.from_json(rules.to_json()) == rules
    with pytest.raises(RuleError):
        HouseRules.from_json({"payouts": "even", "colour": "red"})


def test_describe_has_a_line_for_each_shown_switch() -> None:
    lines = rules_in_words(HouseRules(payouts="street", acey_out=True, roll_limit=3))
    assert lines[0].startswith("Banking game")
    assert "Street payouts: 4-5-6 pays 2x, trips 3x, 1-1-1 5x." in lines
    assert "1-1-1 is an instant loss (acey out)." in lines
    assert "3 meaningless rolls in a row and the roller is out." in lines
    assert all(isinstance(line, str) and line for line in lines)


def test_presets() -> None:
    names = [p.name for p in PRESETS]
    assert names[0] == "Classic" and "Street payouts" in names
    assert len([p for p in PRESETS if p.rules.mode == "bank"]) >= 4
    assert len(set(names)) == len(names)
    assert preset("classic").rules == CLASSIC
    assert preset("  STREET payouts ").rules.payouts == "street"
    for item in PRESETS:
        assert preset_blurb(item) and rules_in_words(item.rules)
    with pytest.raises(RuleError, match="Presets: Classic"):
        preset("nope")


def test_a_saved_games_rules_in_brief() -> None:
    """The saved-games list names a game's rules: its preset, or its game's preset and what changed."""
    from ceelo_tui.presenters.odds_words import rules_brief

    for item in PRESETS:
        assert rules_brief(item.rules) == item.name
    assert rules_brief(HouseRules(mode="pot", order="roll", dice="real")) == "Winner take all + order=roll, dice=real"
    assert rules_brief(HouseRules(payouts="street", end="rounds:9")) == "Classic + payouts=street, end=rounds:9"


# ---------------------------------------------------------------------- the other game's switches
@pytest.mark.parametrize("pair", ["aced_out=on", "instant_456=on", "order=roll", "double_down=on"])
def test_a_winner_take_all_switch_is_refused_in_the_banking_game(pair: str) -> None:
    """Issue 23: winner-take-all switches "are accepted silently in a banking game and do nothing;
    other contradictions are refused with a reason". Now they are refused too, naming the switch."""
    with pytest.raises(RuleError, match=f"{pair} is a rule of winner take all") as caught:
        CLASSIC.with_pairs([pair])
    assert "choose mode=pot" in str(caught.value)
    name, _, value = pair.partition("=")
    with pytest.raises(RuleError, match=name):
        CLASSIC.with_value(name, value)
    assert getattr(CLASSIC.with_pairs(["mode=pot", pair]), name) == getattr(HouseRules(mode="pot").with_value(name, value), name)


@pytest.mark.parametrize("pair", ["payouts=street", "six_one_points=on", "reverse_player=on", "must_fade=on",
                                  "point_bonus=on", "bank_break=points_only"])
def test_a_banking_switch_is_refused_in_winner_take_all(pair: str) -> None:
    with pytest.raises(RuleError, match=f"{pair} is a rule of the banking game"):
        HouseRules(mode="pot").with_pairs([pair])


def test_choosing_the_other_game_sets_the_game_left_behind_back() -> None:
    """A change of game in setup (or ``--rule mode=...`` on a preset) never leaves rules that are
    refused: the switches of the game left behind go back to their defaults; shared ones stay."""
    street = HouseRules(payouts="street", must_fade=True, acey_out=True, roll_limit=3)
    pot = street.with_value("mode", "pot")
    assert pot == HouseRules(mode="pot", acey_out=True, roll_limit=3)
    assert street.with_pairs(["mode=pot"]) == pot
    back = HouseRules(mode="pot", order="roll", aced_out=True, acey_out=True).with_value("mode", "bank")
    assert back == HouseRules(acey_out=True)
    with pytest.raises(RuleError, match="payouts=street is a rule of the banking game"):
        CLASSIC.with_pairs(["mode=pot", "payouts=street"])  # asked for by name: refused, not dropped
    for item in PRESETS:
        for mode in ("bank", "pot"):
            assert item.rules.with_value("mode", mode).mode == mode


def test_an_old_file_with_the_other_games_switches_still_loads() -> None:
    """Journals written before the refusal hold such switches; they did nothing, so they are read
    as their defaults and the game replays as it was played."""
    old = dict(CLASSIC.to_json(), order="roll", aced_out=True, double_down=True, instant_456=True)
    assert HouseRules.from_json(old) == CLASSIC
    old_pot = dict(HouseRules(mode="pot").to_json(), payouts="street", point_bonus=True, must_fade=True)
    assert HouseRules.from_json(old_pot) == HouseRules(mode="pot")
    with pytest.raises(RuleError, match="cannot go together"):  # a clash within the game still refused
        HouseRules.from_json(dict(CLASSIC.to_json(), west_coast=True, pair_points=True))


def test_every_switch_belongs_to_one_game_or_both() -> None:
    assert not set(BANK_ONLY) & set(POT_ONLY) and set(BANK_ONLY) | set(POT_ONLY) <= set(SWITCHES)


@pytest.mark.parametrize("typed, said", [
    (["reverse_player=with_trips", "west_coast=on"], "west_coast=on and reverse_player=with_trips"),
    (["reverse_player=WITH_TRIPS ", "hifumi_double=on"], "hifumi_double=on and reverse_player=with_trips"),
    (["reverse_player=on", "hifumi_double=on"], "hifumi_double=on and reverse_player=on"),
])
def test_a_clash_names_the_values_typed(typed: list[str], said: str) -> None:
    """A clash names each switch with the value the player typed (as read), not "=on" for a
    switch that has other values."""
    with pytest.raises(RuleError, match="cannot go together") as refused:
        CLASSIC.with_pairs(typed)
    assert str(refused.value).startswith(f"{said} cannot go together")
