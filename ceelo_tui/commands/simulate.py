"""``ceelo-tui simulate``: play many whole games of computer seats without a screen.

Every seat is a computer player (:mod:`ceelo_tui.engine.cpu`); the styles named by
``--styles`` take the seats in turn. The games run through :class:`Match`, exactly as at the
table, and the report gives the rounds played, each style's results, and the banker's
observed edge (banker's gain / coins faded) beside the exact edge of the same house rules.
The same seed always prints the same report.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import textwrap
from dataclasses import dataclass, field
from typing import Any

from ..controller.cpu_words import style_words
from ..engine.cpu import choose_move, decision_rng
from ..engine.cpu_styles import PROFILES, check_style
from ..engine.errors import CeeloError
from ..engine.game import MAX_COINS, MAX_PLAYERS, MIN_COINS, MIN_PLAYERS
from ..engine.match import Match
from ..engine.numbers import parse_whole
from ..engine.pot_game import PotState
from ..engine.rules import CLASSIC, HouseRules
from ..presenters.catalog import WORDS
from ..presenters.catalog.keyed import label
from ..presenters.cells import pad, widest
from .common import add_rule_options, rules_from_args

MAX_GAMES = 100_000
MAX_SEED = 10**12 - 1
DEFAULT_ROUND_CAP = 1_000
MAX_ROUND_CAP = 100_000
DEFAULT_STYLES = "cautious,bold"
"""The styles that take the seats in turn unless ``--styles`` says otherwise."""
MOVES_PER_ROUND = 200
"""Besides the round cap, a game stops after this many moves per allowed round (passing the bank forever)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``ceelo-tui simulate``; the help ends with the computer styles in words."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = WORDS.simulate_styles_title + "\n" + "\n".join(
        textwrap.fill(f"{name}: {text}", width=78, initial_indent="  ", subsequent_indent="    ")
        for name, text in style_words().items()
    )
    parser.add_argument("--games", default="100", metavar="N", help=WORDS.simulate_games_help(MAX_GAMES))
    parser.add_argument("--seed", default=None, metavar="S", help=WORDS.simulate_seed_help)
    parser.add_argument("--players", default="4", metavar="K", help=WORDS.simulate_players_help(MIN_PLAYERS, MAX_PLAYERS))
    parser.add_argument("--coins", default="20", metavar="C", help=WORDS.simulate_coins_help(MIN_COINS, MAX_COINS))
    parser.add_argument("--styles", default=DEFAULT_STYLES, metavar="LIST",
                        help=WORDS.simulate_styles_help(tuple(PROFILES), DEFAULT_STYLES))
    parser.add_argument("--max-rounds", default=str(DEFAULT_ROUND_CAP), metavar="R",
                        help=WORDS.simulate_rounds_help(MAX_ROUND_CAP, DEFAULT_ROUND_CAP))
    add_rule_options(parser)
    parser.add_argument("--json", action="store_true", help=WORDS.simulate_json_help)


@dataclass(frozen=True)
class Plan:
    """What to simulate, read and checked from the options."""

    games: int
    seed: int
    players: int
    coins: int
    styles: tuple[str, ...]
    """The style of each seat."""
    rules: HouseRules = CLASSIC
    round_cap: int = DEFAULT_ROUND_CAP


@dataclass
class Tally:
    """One style's results, summed over every game."""

    seats: int = 0
    games_won: int = 0
    final_coins: int = 0
    started_with: int = 0
    went_broke: int = 0
    amounts: dict[str, list[int]] = field(default_factory=lambda: {"stake": [], "fade": [], "ante": [], "bet": []})
    """Every stake, fade, ante and (Chinchiro) bet the style's seats made."""
    passes: int = 0
    """Fades declined and banks passed."""


def run(args: argparse.Namespace) -> int:
    """Read the options, play the games, print the report."""
    parser = _parser_for_errors()
    plan = read_plan(parser, args)
    try:
        report = simulate(plan)
    except CeeloError as error:
        parser.error(str(error))
    except KeyboardInterrupt:
        print(WORDS.simulate_stopped, file=sys.stderr)
        return 130
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=False, ensure_ascii=False))
    else:
        print("\n".join(report_lines(report)))
    return 0


def read_plan(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Plan:
    """The options as a :class:`Plan`; bad input ends the command with a message and exit 2."""
    rules = rules_from_args(parser, args)
    try:
        games = parse_whole(args.games, 1, MAX_GAMES, "--games")
        seed = (
            random.SystemRandom().randrange(2**32)
            if args.seed is None
            else parse_whole(args.seed, 0, MAX_SEED, "--seed")
        )
        players = parse_whole(args.players, MIN_PLAYERS, MAX_PLAYERS, "--players")
        coins = parse_whole(args.coins, MIN_COINS, MAX_COINS, "--coins")
        cap = parse_whole(args.max_rounds, 1, MAX_ROUND_CAP, "--max-rounds")
        names = [part for part in str(args.styles).split(",") if part.strip()]
        if not names:
            raise CeeloError(WORDS.simulate_no_styles(tuple(PROFILES)))
        if len(names) > players:
            raise CeeloError(WORDS.simulate_too_many_styles(len(names), players))
        chosen = [check_style(name) for name in names]
    except CeeloError as error:
        parser.error(str(error))
    styles = tuple(chosen[i % len(chosen)] for i in range(players))
    return Plan(games, seed, players, coins, styles, rules, cap)


def _parser_for_errors() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ceelo-tui simulate")
    add_arguments(parser)
    return parser


# ---------------------------------------------------------------------------- the games
def simulate(plan: Plan) -> dict[str, object]:
    """Play the plan's games and return the report as plain data (what ``--json`` prints)."""
    master = random.Random(plan.seed)
    names = [WORDS.simulated_seat(style, i + 1) for i, style in enumerate(plan.styles)]
    tallies = {style: Tally() for style in dict.fromkeys(plan.styles)}
    rounds_per_game: list[int] = []
    capped = 0
    gains: list[tuple[int, int]] = []
    """(banker's gain, coins faded) of every round played."""
    for _ in range(plan.games):
        game_seed = master.randrange(2**63)
        match = Match.start(names, plan.coins, seed=game_seed, rules=plan.rules, styles=list(plan.styles))
        finished = play_out(match, decision_rng(game_seed), plan.round_cap, tallies)
        capped += not finished
        state = match.state
        rounds_per_game.append(state.rounds_played)
        if not isinstance(state, PotState):  # a game with a bank: the banking game, Chinchiro
            gains.extend((rnd.banker_delta, rnd.covered) for rnd in state.history)
        winners = state.leaders()
        for style in tallies:
            seats = [i for i, s in enumerate(plan.styles) if s == style]
            tally = tallies[style]
            tally.seats += len(seats)
            tally.games_won += any(i in winners for i in seats)
            tally.final_coins += sum(state.seats[i].coins for i in seats)
            # a buy-back brought the starting coins again: net is won minus bought in
            tally.started_with += sum(plan.coins * (1 + state.seats[i].bought_in) for i in seats)
            tally.went_broke += sum(state.seats[i].coins == 0 for i in seats)
    return _report(plan, rounds_per_game, capped, tallies, gains)


def play_out(match: Match, rng: random.Random, round_cap: int, tallies: dict[str, Tally] | None = None) -> bool:
    """Let the computer seats play ``match`` to its end; False if stopped by the cap first."""
    moves = 0
    move_cap = round_cap * MOVES_PER_ROUND
    styles = [seat.style for seat in match.state.seats]
    while not match.state.is_over:
        if match.state.rounds_played >= round_cap or moves >= move_cap:
            return False
        move = choose_move(match.state, match.state.actor, None, rng)
        match.play(move)
        moves += 1
        if tallies is not None and move.seat is not None:
            tally = tallies[str(styles[move.seat])]
            if move.kind in tally.amounts and isinstance(move.amount, int):
                tally.amounts[move.kind].append(move.amount)
            elif move.kind in ("pass", "pass_bank"):
                tally.passes += 1
    return True


# ---------------------------------------------------------------------------- the report
def _report(
    plan: Plan,
    rounds: list[int],
    capped: int,
    tallies: dict[str, Tally],
    gains: list[tuple[int, int]],
) -> dict[str, object]:
    results = {}
    for style, tally in tallies.items():
        results[style] = {
            "seats": tally.seats // plan.games,
            "games_won": tally.games_won,
            "avg_final_coins": _round(tally.final_coins / tally.seats),
            "net": tally.final_coins - tally.started_with,
            "went_broke": tally.went_broke,
            "avg_stake": _round(_mean(tally.amounts["stake"])),
            "avg_fade": _round(_mean(tally.amounts["fade"])),
            "avg_ante": _round(_mean(tally.amounts["ante"])),
            "avg_bet": _round(_mean(tally.amounts["bet"])),
            "passes": tally.passes,
        }
    return {
        "games": plan.games,
        "seed": plan.seed,
        "players": plan.players,
        "coins": plan.coins,
        "styles": list(plan.styles),
        "rules": plan.rules.values(),
        "rounds": {
            "total": sum(rounds),
            "per_game_avg": _round(_mean(rounds)),
            "per_game_min": min(rounds),
            "per_game_max": max(rounds),
            "per_game": rounds,
        },
        "round_cap": plan.round_cap,
        "capped_games": capped,
        "results": results,
        "banker_edge": _edge_report(plan.rules, gains),
    }


def _edge_report(rules: HouseRules, gains: list[tuple[int, int]]) -> dict[str, object] | None:
    """Observed edge (total gain / total faded, or bet in Chinchiro) with its standard error, and
    the exact edge (Chinchiro's own: its cover rule pays every payout in full, so no note)."""
    if rules.winner_take_all:
        return None
    from ..engine.chinchiro_odds import bank_edge

    exact = bank_edge(rules)
    gain = sum(g for g, _ in gains)
    faded = sum(f for _, f in gains)
    observed = gain / faded if faded else None
    error = None
    if observed is not None and len(gains) > 1:
        spread = sum((g - observed * f) ** 2 for g, f in gains)
        error = math.sqrt(spread * len(gains) / (len(gains) - 1)) / faded
    return {
        "observed": observed,
        "observed_se": error,
        "exact": str(exact),
        "exact_float": float(exact),
        "banker_gain": gain,
        "faded": faded,
        "rounds": len(gains),
        "note": " ".join(note for note, on in ((WORDS.simulate_street_note, rules.payouts == "street" and not rules.chinchiro),
                                               (WORDS.simulate_bonus_note, rules.point_bonus)) if on) or None,
    }


def report_lines(report: dict[str, Any]) -> list[str]:
    """The report as plain aligned text."""
    rounds = report["rounds"]
    lines = [
        WORDS.simulate_heading(report["games"], report["seed"], report["players"], report["coins"],
                               tuple(report["styles"])),
        WORDS.simulate_rules(_rules_text(report["rules"])),
        "",
        WORDS.simulate_rounds(rounds["total"], rounds["per_game_avg"], rounds["per_game_min"], rounds["per_game_max"]),
        WORDS.simulate_cap(report["round_cap"], report["capped_games"]),
        "",
    ]
    bank = report["banker_edge"] is not None
    chinchiro = report["rules"].get("mode") == "chinchiro"
    keys = [("seats", "{}"), ("games_won", "{}"), ("avg_final_coins", "{:.2f}"), ("net", "{:+d}"),
            ("went_broke", "{}"),
            *(
                [("avg_bet", "{:.2f}"), ("passes", "{}")]
                if chinchiro
                else [("avg_stake", "{:.2f}"), ("avg_fade", "{:.2f}"), ("passes", "{}")]
                if bank
                else [("avg_ante", "{:.2f}")]
            )]
    columns = [(label(WORDS, "simulate_column", key), key, form) for key, form in keys]
    header = (WORDS.simulate_column_style, *(title for title, _, _ in columns))
    rows = [header]
    for style, res in report["results"].items():
        cells = ["-" if res[key] is None else ("0" if res[key] == 0 else form.format(res[key])) for _, key, form in columns]
        rows.append((style, *cells))
    widths = [widest([row[i] for row in rows]) for i in range(len(header))]
    for row in rows:
        cells = [pad(row[0], widths[0])] + [pad(cell, width, ">") for cell, width in zip(row[1:], widths[1:])]
        lines.append("  ".join(cells).rstrip())
    lines.append(WORDS.simulate_games_won_note)
    lines.append("")
    edge = report["banker_edge"]
    if edge is None:
        lines.append(WORDS.simulate_no_edge)
        return lines
    observed = "-" if edge["observed"] is None else f"{edge['observed'] * 100:.2f} %"
    spread = "" if edge["observed_se"] is None else WORDS.simulate_spread(edge["observed_se"] * 100)
    lines.append(WORDS.simulate_observed_edge(observed, spread, edge["banker_gain"], edge["faded"], chinchiro,
                                              edge["rounds"]))
    lines.append(WORDS.simulate_exact_edge(edge["exact_float"] * 100, edge["exact"]))
    if edge["note"]:
        lines.append(f"                {edge['note']}")
    return lines


def _rules_text(values: dict[str, str]) -> str:
    changed = [f"{name}={value}" for name, value in values.items() if CLASSIC.values().get(name) != value]
    return WORDS.simulate_classic_rules if not changed else ", ".join(changed)


def _mean(values: list[int]) -> float | None:
    return sum(values) / len(values) if values else None


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 6)
