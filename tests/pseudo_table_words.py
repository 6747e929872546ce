"""Run under ``CEELO_TUI_LANG=pseudo``: every presenter family's words for games played through,
with what the engine itself said (its events, reasons, names of rolls, rules) taken out,
printed as JSON: the plain ASCII words left (which no catalog entry accented) and how many
accented letters were seen.

The engine's own sentences are another part of the words' move (they become typed events and
described rules worded by their own presenters), so they are cut out here by the very texts the
engine gave for each state; what is left is ours, and must all come from the catalog. The
players' names are kept as they were, as the pseudo catalog keeps them.
"""

from __future__ import annotations

import json
import random
import re
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from ceelo_tui.controller.seats import Computer, Remote, StandIn
from ceelo_tui.controller.table_session import Connection
from ceelo_tui.engine.chinchiro import ChinRound
from ceelo_tui.engine.chinchiro_words import yaku_name
from ceelo_tui.engine.cpu import choose_move
from ceelo_tui.engine.errors import CeeloError
from ceelo_tui.engine.events import BankPassed, NobodyFaded
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.phrase import Phrase
from ceelo_tui.engine.pot_game import PotState, rank_name
from ceelo_tui.engine.rules import CHINCHIRO, PRESETS, HouseRules, preset
from ceelo_tui.engine.standings import GameResult
from ceelo_tui.net.host_controls import TalkRate, standings_words
from ceelo_tui.net.messages import not_saved_words, talk_problem
from ceelo_tui.net.table_record import read_record
from ceelo_tui.presenters.amount_hints import empty_stake_refusal, most_hint, pass_hint, stand_hint
from ceelo_tui.presenters.catalog.pseudo import ACCENTED
from ceelo_tui.presenters.catalog.rule_words import rules_in_words
from ceelo_tui.presenters.event_words import log_words, message_words
from ceelo_tui.presenters.game_over_view import game_over_view
from ceelo_tui.presenters.help_words import edge_text, odds_example
from ceelo_tui.presenters.history_view import history_lines, history_title
from ceelo_tui.presenters.odds_words import game_rules_name, rules_brief
from ceelo_tui.presenters.presence_words import presence_words, stood_in_line
from ceelo_tui.presenters.rules_view import rules_view
from ceelo_tui.presenters.setup_view import LIMITS, banker_options
from ceelo_tui.presenters.standings_text import session_lines
from ceelo_tui.presenters.stats_view import stats_lines, stats_view
from ceelo_tui.presenters.styled import Line, plain
from ceelo_tui.presenters.table_view import table_view
from ceelo_tui.saves.store import GameStore, StoreError
from ceelo_tui.web.guard import token_problem
from ceelo_tui.web.server import ended_how

NAMES = ["Ann", "Bo", "Cy"]
WATCHERS = ["Dee"]
WORD = re.compile(r"[A-Za-z]{2,}")


def engine_texts(state: AnyGame) -> list[str]:
    """Every text the engine gave for ``state``: its message, events, reasons, results, names
    of rolls (Chinchiro's Japanese ones, its numbers too) and of the rules (the presets and the
    switches by their command-line names), the seats' styles and statuses."""
    texts: list[str] = [message_words(state.message), game_rules_name(state.rules), *rules_in_words(state.rules)]
    texts += [item.name for item in PRESETS] + [f"{name}={value}" for name, value in state.rules.values().items()]
    rounds = [state.round, *state.history]
    for rnd in rounds:
        texts += list(log_words(rnd.events))
        for name in ("bank_reason", "reason", "stake_words"):
            value = getattr(rnd, name, "")
            texts.append(value if isinstance(value, str) else str(value) if isinstance(value, Phrase) else "")
        for bet in getattr(rnd, "bets", ()):
            texts += [bet.result.value if bet.result else ""]  # a bet's reason is the catalog's: left in, to be seen accented
            if bet.combo is not None:
                texts += [str(bet.combo.name), str(bet.combo.point_text), yaku_name(bet.combo)]
        combo = getattr(rnd, "banker_combo", None)
        if combo is not None:
            texts += [str(combo.name), str(combo.point_text)] + ([yaku_name(combo)] if isinstance(rnd, ChinRound) else [])
        for turn in getattr(rnd, "turns", ()):
            texts.append(str(turn.name or ""))
            if turn.rank is not None:
                texts.append(str(rank_name(turn.rank)))
    if isinstance(state, PotState):
        top, _ = state.round.best()
        if top is not None:
            texts.append(str(rank_name(top)))
        tied, _ = state.round.best(state.round.stage - 1)
        if tied is not None:
            texts.append(str(rank_name(tied)))
    texts += ["win", "loss", "push", *(state.status(seat).value for seat in range(len(state.seats)))]
    texts += [seat.style or "" for seat in state.seats]
    return [text for text in texts if text]


def said(state: AnyGame, start: int) -> Iterable[str]:
    """The words of every presenter family for ``state``."""
    view = table_view(state, here=frozenset({0, 1, 2}), intent=None)
    yield from (view.title, view.rules, view.panel.prompt, *view.panel.lines, *view.panel.shorter, *view.log,
                view.latest, view.odds)
    for row in view.rows:
        yield from (row.seat, row.name, row.coins, row.bet, row.result, row.change)
    yield from lines(view.settlement.lines + view.settlement.compact)
    yield from lines(history_lines(state))
    yield history_title(state)
    yield from lines(stats_lines(stats_view(state)))
    yield pass_hint(state)
    yield empty_stake_refusal(state)
    yield rules_brief(state.rules)
    if state.is_over:
        over = game_over_view(state, start)
        yield from lines((over.title, *over.standings))
        yield over.facts


def lines(rows: Iterable[Line]) -> Iterable[str]:
    yield from plain(list(rows)).split("\n")


def play(rules: HouseRules, seed: int) -> Iterable[tuple[str, list[str]]]:
    """Every state of a game of ``rules`` played by the computer to its end (or 150 moves)."""
    match = Match.start(NAMES, 6, seed=seed, rules=rules)
    rng = random.Random(seed)
    for _ in range(150):
        state = match.state
        engine = engine_texts(state)  # once a state: each of its texts is checked against the same
        for text in said(state, 6):
            yield text, engine
        if state.is_over:
            return
        try:
            match.play(choose_move(state, None, "bold", rng))
        except CeeloError:
            return


def left_over(text: str, engine: list[str]) -> list[str]:
    """The plain ASCII words of ``text`` once the engine's texts and the names are cut out."""
    for piece in sorted(set(engine), key=len, reverse=True):
        text = text.replace(piece, " ")
    return [word for word in WORD.findall(text) if word not in NAMES + WATCHERS]


def service_words(folder: Path) -> Iterable[tuple[str, list[str]]]:
    """What the controller, the shared table, the saved games and the browser server say, each
    with the texts handed to it (names, reasons, paths) that are kept as they were."""
    given = ["Ann", "gone away", str(folder)]
    for seat in (Computer("Ann", "bold"), StandIn("Ann"), Remote("Ann"), Remote("Ann", present=False),
                 Remote("Ann", present=False, house_stands_in=True), Remote("Ann", held=False),
                 Remote("Ann", style="bold")):
        yield seat.key_refusal() or "", given + ["bold"]
        yield seat.waiting_words() or "", given + ["bold"]
    for lost, attempt, closed, gone in ((True, 2, "", ""), (True, 0, "", "gone away"), (False, 0, "", "gone away"),
                                        (False, 1, "gone away", ""), (False, 0, "gone away", "gone away")):
        connection = Connection()
        connection.lost, connection.attempt, connection.closed_by_host, connection.gone = lost, attempt, closed, gone
        yield connection.words(), given + ["Gone away"]
    yield TalkRate(2, 10).refusal(3.0), given
    for line in ("", "x" * 500, "a\u200eb"):
        yield talk_problem(line) or "", given
    yield not_saved_words("gone away"), given
    match = Match.start(NAMES, 6, seed=1)
    yield standings_words(match.state), given
    record = folder / "record.json"
    record.write_text("{}", encoding="utf-8")
    yield read_record(record)[1], given + [str(record)]
    store = GameStore(folder)
    for wanted in ("nothing", ""):
        try:
            store.resolve(wanted)
        except StoreError as error:
            yield str(error), given + [str(store.folder), "nothing", "ceelo-tui"]
    store.folder.mkdir(parents=True, exist_ok=True)
    (store.folder / "20250101-000000-abcd.jsonl").write_text("", encoding="utf-8")
    yield store.read("20250101-000000-abcd").notice, given + ["abcd"]
    for code in (None, -15, 0, 2):
        yield ended_how(code), given + ["SIGTERM"]
    yield token_problem("short") or "", given + ["token"]


def main() -> None:
    found: dict[str, str] = {}
    accented = 0
    games = [HouseRules(), preset("Winner take all").rules, CHINCHIRO, HouseRules(buy_backs=2)]
    for seed, rules in enumerate(games, start=1):
        for text, engine in play(rules, seed):
            accented += sum(char in ACCENTED for char in text)
            for word in left_over(text, engine):
                found.setdefault(word, text)
    extra = [presence_words(NAMES, {1: 42.0, 2: None}, WATCHERS), presence_words(NAMES, {}, ["x" * 30]),
             stood_in_line(BankPassed("Ann", "Bo"), "Ann"), stood_in_line(NobodyFaded("Bo"), "Bo"),
             stand_hint(6), most_hint("ante", 4), LIMITS.players_heading, LIMITS.coins_heading,
             *(label for label, _ in banker_options(["Ann", ""])), edge_text(preset("Winner take all").rules),
             rules_view(HouseRules()).tab_label,
             *session_lines([GameResult(("Ann", "Bo"), 6, (8, 4), True, ("Ann",), (0, 1)), GameResult(("Ann", "Bo"), 6, (2, 10), False)])]
    engine = ["passes the bank", "Something happened.", game_rules_name(HouseRules())]
    for text in extra:
        accented += sum(char in ACCENTED for char in text)
        for word in left_over(text, engine):
            found.setdefault(word, text)
    with tempfile.TemporaryDirectory() as folder:
        for text, kept in service_words(Path(folder)):
            accented += sum(char in ACCENTED for char in text)
            for word in left_over(text, kept):
                found.setdefault(word, text)
    example = odds_example(HouseRules())
    accented += sum(char in ACCENTED for char in example)
    json.dump({"plain": found, "accented": accented}, sys.stdout)


if __name__ == "__main__":
    main()
