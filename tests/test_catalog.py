"""The catalog of words: the language chosen from the environment, and the pseudo-locale's
accents on the catalog's own letters only."""

from __future__ import annotations

import os
import subprocess
import sys

from ceelo_tui.presenters.catalog import English, catalog, chosen_language
from ceelo_tui.presenters.catalog.pseudo import ACCENTED, accent, keep


def test_pseudo_accents_the_catalogs_letters_and_keeps_what_it_was_handed() -> None:
    pseudo = catalog("pseudo")
    assert pseudo.coins(3) == "3 ƈǿīƞş"
    assert pseudo.and_list(["Ann", "[b]Bo", "Cy"]) == "Ann, [b]Bo ȧƞḓ Cy"
    assert catalog("en").and_list(["Ann", "Bo"]) == "Ann and Bo"


def test_accents_are_one_cell_each_and_do_not_stack() -> None:
    assert len(ACCENTED) == 52 and all(len(char.encode("utf-16-le")) == 2 for char in ACCENTED)
    assert accent(accent("Roll the dice")) == accent("Roll the dice")
    assert accent(f"x {keep('Ann')} y") == "ẋ Ann ẏ"


def test_an_unknown_language_is_english() -> None:
    env = dict(os.environ, CEELO_TUI_LANG="xx")
    code = "from ceelo_tui.presenters.catalog import WORDS, English; print(type(WORDS) is English)"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
    assert isinstance(catalog("en"), English)
    assert chosen_language() in ("en", "pseudo")


def test_every_seat_status_and_result_has_its_words_and_the_pseudo_locale_accents_them() -> None:
    from ceelo_tui.engine.outcomes import Result, SeatStatus
    from ceelo_tui.presenters.catalog.en.results import RESULT, SEAT_STATUS

    assert set(SEAT_STATUS) == set(SeatStatus) and set(RESULT) == set(Result)
    pseudo = catalog("pseudo")
    assert pseudo.seat_status(SeatStatus.TO_FADE) == accent("to fade")
    assert pseudo.result_word(Result.PUSH) == accent("push")
    assert catalog("en").seat_status(SeatStatus.SITS_OUT) == "sits out"
