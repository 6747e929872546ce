"""Every guarantee of the classic game, under random rule sets drawn from every switch, through
the real saved-game store.

Each example draws house rules from every switch (every game, Chinchiro too, roll-offs by ``order=roll`` and
red pips, ``aced_out``, real dice with loose rolls, standing banks, undo, every end rule), a
table of 2 to 6 seats, and plays random legal moves on a match saved by a :class:`GameStore`.
At random moments it reads the file back the way the program does (a second store, as another
launch would) and checks: the same state, the same dice to come, the same journal, the same
history and ledger, the same listing; coins conserved and no balance below 0 after every move;
and an independent referee, written here from the rules' own words, re-decides every settled
round of the banking game and of Chinchiro from its dice. At the end the game is loaded to play on, and both
copies go on with the same dice.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from tempfile import TemporaryDirectory

from hypothesis import event, given, settings
from hypothesis import strategies as st
from property_budget import PROFILE, examples
from rule_draws import every_rule

from ceelo_tui.engine import stats
from ceelo_tui.engine.chinchiro import ChinchiroState, ChinRound, most_paid
from ceelo_tui.engine.dice import ALL_ROLLS
from ceelo_tui.engine.errors import IllegalMove
from ceelo_tui.engine.game import FIRST_BY_RED_PIPS, GameState, Round
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotRound, PotState
from ceelo_tui.engine.rules import HouseRules, players_problem
from ceelo_tui.saves.store import GameStore

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")

@st.composite
def tables(draw: st.DrawFn, mode: str) -> tuple[HouseRules, int, int | str | None, tuple[str | None, ...]]:
    """(rules, seats, first banker, computer styles) of a table of that game the rules allow."""
    rules = draw(every_rule(mode))
    players = 2 if rules.aced_out and rules.mode == "pot" else draw(st.integers(2, 6))
    if players_problem(rules, players):  # a switch only some table sizes may play
        players = 2
    first = draw(st.sampled_from([None, 0, players - 1, FIRST_BY_RED_PIPS]))
    styles = tuple(draw(st.sampled_from([None, None, "cautious"])) for _ in range(players))
    return rules, players, first, styles


def random_move(match: Match, rng: random.Random) -> Move:
    """A legal-looking move for whoever is to act, as a player might make it (it may be refused)."""
    state = match.state
    legal = state.legal_moves()
    if state.can_undo and rng.random() < 0.08:
        return Move("undo")
    if "buy_back" in legal:  # a broke player offered a buy-back (buy_backs)
        return Move("buy_back" if rng.random() < 0.6 else "decline", seat=state.actor)
    if "next_round" in legal:
        return Move("next_round")
    if "loose" in legal and rng.random() < 0.04:
        return Move("loose", seat=state.actor)
    if "roll" in legal:
        if state.rules.dice == "real" and rng.random() < 0.5:  # faces typed at a real-dice table
            return Move("roll", seat=state.actor, dice=rng.choice(ALL_ROLLS))
        return Move("roll", seat=state.actor)
    if "ante" in legal:
        assert isinstance(state, PotState)
        low, high = state.ante_limit()
        return Move("ante", seat=state.actor, amount=rng.randint(low, max(low, high // 3)))
    if isinstance(state, ChinchiroState):  # a player (ko) bets or passes
        if rng.random() < 0.15:
            return Move("pass", seat=state.actor)
        low, high = state.bet_limit()
        return Move("bet", seat=state.actor, amount=rng.randint(low, max(low, high)))
    assert isinstance(state, GameState)  # what is left to do is the banking game's
    if "stake" in legal:
        if rng.random() < 0.05:
            return Move("pass_bank", seat=state.actor)
        if state.standing_stake() is not None and rng.random() < 0.3:
            return Move("stake", seat=state.actor, amount="")  # the bank stands
        low, high = state.stake_limit()
        return Move("stake", seat=state.actor, amount=rng.randint(low, max(low, high // 4)))
    if "pass" in legal and rng.random() < 0.3:
        return Move("pass", seat=state.actor)
    low, high = state.fade_limit()
    return Move("fade", seat=state.actor, amount=rng.randint(low, max(low, high // 2)))


@contextmanager
def folder() -> Iterator[Path]:
    """A fresh data folder (hypothesis runs many examples in one test, so no tmp_path)."""
    with TemporaryDirectory(prefix="ceelo-store-") as name:
        yield Path(name)


def read_back(data: Path, game_id: str, live: Match) -> None:
    """The saved game, read the way another launch reads it, equals the live match."""
    other = GameStore(data)
    result = other.read(game_id)
    assert result.match is not None, result.notice
    assert result.notice == "", result.notice  # a file the program wrote is never called damaged
    again = result.match
    assert again.journal.setup == live.journal.setup
    assert again.journal.moves == live.journal.moves
    assert again.state == live.state
    assert again.state.history == live.state.history
    assert again.rng.getstate() == live.rng.getstate(), "the dice to come differ"
    assert stats.ledger(again.state) == stats.ledger(live.state)
    [info] = [info for info in other.list() if info.id == game_id]
    assert info.finished == live.state.is_over and not info.notice
    assert info.rounds_played == live.state.rounds_played
    assert info.balances == tuple(seat.coins for seat in live.state.seats)
    assert [game.id for game in other.unfinished()] == ([] if live.state.is_over else [game_id])


# ---------------------------------------------------------------------- the referee
def verdict(dice: tuple[int, int, int], rules: HouseRules, player: bool) -> tuple[str, tuple[int, int]]:
    """What a roll does in the banking game, decided afresh from the rules' words (README,
    House rules): ('win' | 'loss' | 'point' | 'again', the point as (value, high)).
    Written apart from the engine on purpose: it is the second opinion."""
    a, b, c = sorted(dice)
    reverse = player and rules.reverse_player != "off"
    if (a, b, c) == (4, 5, 6):
        return ("loss" if reverse else "win"), (0, 0)
    if (a, b, c) == (1, 2, 3):
        if rules.west_coast:
            return "again", (0, 0)
        return ("win" if reverse else "loss"), (0, 0)
    if a == b == c:
        if rules.west_coast or (a == 1 and rules.acey_out) or (player and rules.reverse_player == "with_trips"):
            return "loss", (0, 0)
        if rules.trips_high:
            return "point", (a, 1)
        return "win", (0, 0)
    if a == b or b == c:
        pair, single = (a, c) if a == b else (b, a)
        if rules.west_coast or rules.pair_points:
            return "point", (pair, 0)
        if rules.trips_high:
            return "point", (single, 0)
        if single == 6 and not rules.six_one_points:
            return "win", (0, 0)
        if single == 1 and not rules.six_one_points:
            return "loss", (0, 0)
        return "point", (single, 0)
    return "again", (0, 0)


def decided(rolls: tuple[tuple[int, int, int], ...], rules: HouseRules, player: bool) -> tuple[str, tuple[int, int]]:
    """A turn's outcome from all its rolls: the last roll's verdict, or out ('loss') when the
    roll limit ran out on meaningless rolls."""
    if not rolls:
        return "none", (0, 0)
    last = verdict(rolls[-1], rules, player)
    if last[0] == "again" and rules.roll_limit and len(rolls) >= rules.roll_limit:
        return "loss", (0, 0)
    return last


AnyRound = Round | PotRound | ChinRound
"""A settled round of any game, as the history keeps it."""


def referee(rnd: AnyRound, rules: HouseRules) -> None:
    """Re-decide one settled round of the banking game from its dice."""
    assert isinstance(rnd, Round)
    bets = rnd.bets
    if not bets:
        return
    loose = set(rnd.loose)
    banker_loose = rnd.banker in loose
    bank, point = ("loss", (0, 0)) if banker_loose else decided(rnd.banker_rolls, rules, player=False)
    for bet in bets:
        assert bet.result is not None, "a bet of a settled round was left open"
        expected: str | None
        if bank == "win":
            expected = "loss"
        elif bank == "loss":
            expected = "win"
        elif bet.seat in loose:
            expected = "loss"
        else:
            mine, mine_point = decided(bet.rolls, rules, player=True)
            if mine == "point":
                expected = "win" if mine_point > point else "loss" if mine_point < point else "push"
            elif mine == "none":
                expected = None  # not rolled: the bank ran dry before this player's turn
            else:
                expected = mine
        if expected is not None:
            assert bet.result.value == expected, (bet, rnd)
        if bet.result.value == "win":
            assert bet.delta >= 0
        elif bet.result.value == "loss":
            assert bet.delta < 0
        else:
            assert bet.delta == 0


def payout(dice: tuple[int, int, int], rules: HouseRules) -> int:
    """What a roll that decides a Chinchiro bet pays per coin, from the rules' words: shigoro
    4-5-6 double, arashi trips triple and pinzoro 1-1-1 five times under street payouts, hifumi
    1-2-3 double under hifumi_double, anything else even money."""
    a, b, c = sorted(dice)
    street = rules.payouts == "street"
    if street and (a, b, c) == (4, 5, 6):
        return 2
    if street and a == b == c:
        return 5 if a == 1 else 3
    if rules.hifumi_double and (a, b, c) == (1, 2, 3):
        return 2
    return 1


def chinchiro_turn(rolls: tuple[tuple[int, int, int], ...], rules: HouseRules, player: bool,
                   loose: bool) -> tuple[str, tuple[int, int], int]:
    """A Chinchiro turn's outcome from its rolls: (verdict, point, payout per coin); three rolls
    without a score (menashi) or a die out of the bowl (shonben) lose at even money."""
    if loose:
        return "loss", (0, 0), 1
    if not rolls:
        return "none", (0, 0), 0
    last = verdict(rolls[-1], rules, player)
    if last[0] == "again":
        assert len(rolls) == 3, "a turn ended on a roll without a score before its third roll"
        return "loss", (0, 0), 1
    return last[0], last[1], payout(rolls[-1], rules)


def chinchiro_referee(rnd: AnyRound, rules: HouseRules) -> None:
    """Re-decide one settled round of Chinchiro from its dice, each payment in full (the cover rule)."""
    assert isinstance(rnd, ChinRound)
    loose = set(rnd.loose)
    bank, point, times = chinchiro_turn(rnd.banker_rolls, rules, False, rnd.banker in loose)
    for bet in rnd.bets:
        assert bet.result is not None, "a bet of a settled round was left open"
        if bank in ("win", "loss"):
            expected, paid = ("loss" if bank == "win" else "win"), times
        else:
            mine, mine_point, mine_times = chinchiro_turn(bet.rolls, rules, True, bet.seat in loose)
            if mine != "point":
                expected, paid = mine, mine_times
            elif mine_point == point:
                expected, paid = ("loss", 1) if rules.ties == "banker" else ("push", 0)
            else:
                expected, paid = ("win" if mine_point > point else "loss"), 1
        assert bet.result.value == expected, (bet, rnd)
        assert bet.delta == {"win": 1, "loss": -1, "push": 0}[expected] * paid * bet.amount, (bet, rnd)


def tell_what_was_covered(match: Match, first: int | str | None, checks: int, stood: bool) -> None:
    """Name what this example played (``pytest --hypothesis-show-statistics`` counts them)."""
    rules, moves = match.state.rules, match.journal.moves
    event(f"game: {rules.mode}" + (", order=roll" if rules.winner_take_all and rules.order == "roll" else ""))
    event(f"rounds played: {min(match.state.rounds_played // 5 * 5, 20)}+")
    event(f"reads of the file mid-game: {min(checks, 3)}+")
    for name, happened in (
        ("red pips", first == FIRST_BY_RED_PIPS),
        ("real dice", rules.dice == "real"),
        ("a typed roll", any(move.kind == "roll" and move.dice and not move.virtual for move in moves)
         and rules.dice == "real"),
        ("a loose roll", any(move.kind == "loose" for move in moves)),
        ("an undo", any(move.kind == "undo" for move in moves)),
        ("a standing bank", stood),
        ("game over", match.state.is_over),
    ):
        if happened:
            event(f"with {name}")


def pot_referee(rnd: AnyRound, seats: int, before: tuple[int, ...], after: tuple[int, ...]) -> None:
    """A settled winner-take-all round: one winner, who took the whole pot (every player's ante)
    and any double-down payments; every coin moved is one the round's record names."""
    assert isinstance(rnd, PotRound)
    players, winner = rnd.players, rnd.winner
    assert winner in players
    assert rnd.won == rnd.ante * len(players)
    deltas = [rnd.delta_of(seat) for seat in range(seats)]
    assert sum(deltas) == 0 and deltas[winner] > 0 or len(players) == 1
    assert all(delta <= 0 for seat, delta in enumerate(deltas) if seat != winner)
    assert [b + d for b, d in zip(before, deltas)] == list(after)


# ---------------------------------------------------------------------- the property
GAMES = examples(60)
"""Random games through the store for each game (CI: 60 each; while developing: 12)."""
MOVES = 160 if PROFILE == "ci" else 60
"""Moves tried per game at most (a game may end sooner): fewer while developing, so the quick
run stays quick; CI plays the long games."""


@settings(max_examples=GAMES, deadline=None)
@given(table=tables("bank"), seed=st.integers(0, 2**32), coins=st.integers(5, 40))
def test_banking_games_read_back_exactly_under_every_rule_set(
    table: tuple[HouseRules, int, int | str | None, tuple[str | None, ...]], seed: int, coins: int
) -> None:
    play_and_read_back(table, seed, coins)


@settings(max_examples=GAMES, deadline=None)
@given(table=tables("pot"), seed=st.integers(0, 2**32), coins=st.integers(5, 40))
def test_winner_take_all_games_read_back_exactly_under_every_rule_set(
    table: tuple[HouseRules, int, int | str | None, tuple[str | None, ...]], seed: int, coins: int
) -> None:
    play_and_read_back(table, seed, coins)


@settings(max_examples=GAMES, deadline=None)
@given(table=tables("chinchiro"), seed=st.integers(0, 2**32), coins=st.integers(5, 40))
def test_chinchiro_games_read_back_exactly_under_every_rule_set(
    table: tuple[HouseRules, int, int | str | None, tuple[str | None, ...]], seed: int, coins: int
) -> None:
    play_and_read_back(table, seed, coins)


def play_and_read_back(table: tuple[HouseRules, int, int | str | None, tuple[str | None, ...]], seed: int,
                       coins: int) -> None:
    """One random game saved move by move and read back at random moments (see the module)."""
    rules, players, first, styles = table
    if rules.chinchiro:  # enough coins to pay the least bet at the largest payout (else refused at the start)
        coins = max(coins, most_paid(rules) * rules.min_bet)
    rng = random.Random(seed)
    with folder() as data:
        store = GameStore(data)
        match = Match.start(list(NAMES[:players]), coins, seed=seed, rules=rules, first_banker=first, styles=styles)
        saved = store.create(match)
        total = match.state.total_coins
        assert total == coins * players
        checks, stood = 0, False
        round_start = tuple(seat.coins for seat in match.state.seats)
        for _ in range(MOVES):
            if match.state.is_over:
                break
            before = match.state
            move = random_move(match, rng)
            try:
                match.play(move)
            except IllegalMove:
                assert match.state is before, "a refused move changed the game"
                continue
            stood = stood or (move.kind == "stake" and move.amount == "")
            state = match.state
            bought = sum(seat.bought_in for seat in state.seats)
            assert bought <= rules.buy_backs * players
            assert state.total_coins == state.coins_brought == total + total // players * bought
            assert all(seat.coins >= 0 for seat in state.seats)
            if move.kind in ("buy_back", "roll", "loose", "decline"):  # every round's ledger sums to zero
                assert not any(stats.ledger_totals(stats.ledger(state)).values())
            if state.rounds_played > before.rounds_played:
                if rules.winner_take_all:
                    ending = tuple(seat.coins for seat in state.seats)
                    pot_referee(state.history[-1], players, round_start, ending)
                elif rules.chinchiro:
                    chinchiro_referee(state.history[-1], rules)
                else:
                    referee(state.history[-1], rules)
            if state.round.number != before.round.number:
                round_start = tuple(seat.coins for seat in state.seats)
            if rng.random() < 0.08:
                read_back(data, saved.id, match)
                checks += 1
        read_back(data, saved.id, match)
        tell_what_was_covered(match, first, checks, stood)
        saved.release()
        match.listeners.clear()  # this copy plays on unsaved; the loaded one saves
        # played on after a load, both copies roll the same dice
        loaded = GameStore(data).load(saved.id)
        assert loaded.match is not None and loaded.notice == "", loaded.notice
        assert loaded.match.state == match.state
        follow = random.Random(seed + 1)
        for _ in range(20):
            if match.state.is_over:
                break
            move = random_move(match, follow)
            try:
                match.play(move)
            except IllegalMove:
                continue
            loaded.match.play(move)
            assert loaded.match.journal.moves[-1] == match.journal.moves[-1]
            assert loaded.match.state == match.state
        assert loaded.saved is not None
        loaded.saved.release()
        read_back(data, saved.id, loaded.match)
