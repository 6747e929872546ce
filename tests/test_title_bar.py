"""The table's title at 80 columns: the least useful words give way first."""

from __future__ import annotations

from ceelo_tui.presenters.cells import width
from ceelo_tui.widgets.title_bar import title_row

RULES = "Classic · bank edge 2.47 %"
ROUND = "Round 12 · Maximilian Royce holds the bank · 100 coins · bank in play 50 coins"


def test_the_rules_stay_whole_and_the_round_drops_its_last_phrases() -> None:
    left, right = title_row(ROUND, RULES, 78)
    assert right == RULES
    assert left.rstrip() == "Round 12 · Maximilian Royce holds the bank"
    assert width(left + right) == 78
    left, _ = title_row(ROUND.replace("Maximilian Royce", "Ann"), RULES, 78)
    assert left.rstrip() == "Round 12 · Ann holds the bank · 100 coins"


def test_with_room_everything_shows_and_without_it_the_rules_are_cut_before_the_round() -> None:
    left, right = title_row(ROUND, RULES, 158)
    assert left.rstrip() == ROUND and right == RULES
    left, right = title_row(ROUND, RULES, 50)
    assert left.rstrip() == "Round 12 · Maximilian Royce holds the bank" and right.endswith("…")
    left, right = title_row(ROUND, RULES, 30)
    assert left.endswith("…") and right == ""
    assert width(left + right) == 30
