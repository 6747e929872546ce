"""A game in progress: the current state, the seeded dice, and the journal of every move.

A state of any game (:data:`~ceelo_tui.engine.games.AnyGame`) never draws dice;
:class:`Match` does, from an injected ``random.Random``, and writes each move with its dice
into a :class:`Journal`. The journal alone rebuilds the match (:func:`replay`), and because
the generator is re-seeded and drawn in the same order, a replayed match goes on rolling the
same dice as the original would have.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from msgspec import Struct, field
from msgspec.structs import replace

from .dice import roll_dice
from .errors import IllegalMove
from .game import read_dice
from .games import AnyGame, apply_move, build_state
from .journal import Journal, Move, Setup
from .phrase import Phrase, phrase
from .rules import CLASSIC, HouseRules
from .seating import FIRST_BY_RED_PIPS


class Match(Struct):
    """One game being played: state + generator + journal. The one place moves are made."""

    state: AnyGame
    rng: random.Random
    journal: Journal
    listeners: list[Callable[[Move, AnyGame], None]] = field(default_factory=list)
    """Called after each accepted move (the store appends it to disk here)."""
    auto_draw: bool = True
    """Roll-offs for who goes first (red pips, order=roll) are rolled by the match itself, one
    recorded roll move per player, as soon as one begins: nobody has a decision to make in them.
    Off while a journal is replayed, whose own moves hold those rolls."""

    @classmethod
    def start(
        cls,
        names: list[str] | tuple[str, ...],
        coins: object,
        seed: int | None = None,
        rules: HouseRules = CLASSIC,
        first_banker: int | str | None = None,
        styles: list[str | None] | tuple[str | None, ...] | None = None,
        auto_draw: bool = True,
        session: str = "",
    ) -> "Match":
        """Seat the players; the first banker is drawn from the seeded generator unless chosen
        (a seat, or "red-pips" for a roll-off, rolled at once unless ``auto_draw`` is off). In
        Chinchiro it is rolled for (one die each) unless chosen; the draw is still made, so the
        generator is in the same place for every game."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        rng = random.Random(seed)
        drawn: int | str = _draw_first_banker(rng, names)
        if rules.chinchiro:  # Chinchiro's first banker is rolled for, one die each
            drawn = FIRST_BY_RED_PIPS
        banker = drawn if first_banker is None else first_banker
        state = build_state(names, coins, banker, rules, styles)
        setup = Setup(
            names=tuple(seat.name for seat in state.seats),
            coins=state.seats[0].coins,
            seed=seed,
            rules=rules,
            first_banker=first_banker,
            styles=tuple(seat.style for seat in state.seats),
            session=session,
        )
        match = cls(state=state, rng=rng, journal=Journal(setup=setup), auto_draw=auto_draw)
        match.roll_draws()
        return match

    @property
    def seed(self) -> int:
        """The seed this match's dice come from."""
        return self.journal.setup.seed

    def play(self, move: Move) -> AnyGame:
        """Apply one move (a roll without dice draws them); returns the new state.

        Raises IllegalMove and changes nothing (state, journal or generator) if refused.
        """
        if move.kind in ("stake", "fade", "ante", "bet") and (move.amount is not None or move.kind == "stake"):
            # A stake left blank is the bank standing: the journal keeps the amount it came to.
            self.state._expect(move.kind, move.seat)
            move = Move(move.kind, seat=move.seat, amount=self.state.read_amount(move.kind, move.amount))
        saved = self.rng.getstate()
        try:
            if move.kind == "roll":
                # The generator advances once per roll, even for dice given from outside (a
                # journal's, or faces typed at a real-dice table), so a replay stays in step.
                drawn = roll_dice(self.rng)
                if move.dice is None:
                    move = Move("roll", seat=move.seat, dice=drawn, virtual=self.state.rules.dice == "real")
                else:
                    move = Move("roll", seat=move.seat, dice=read_dice(move.dice), virtual=move.virtual)
            new = apply_move(self.state, move)
        except IllegalMove:
            self.rng.setstate(saved)
            raise
        self.state = new
        self.journal.moves.append(move)
        for listener in self.listeners:
            listener(move, new)
        return self.roll_draws()

    def roll_draws(self) -> AnyGame:
        """Roll any roll-off under way to its end (when ``auto_draw``); returns the state."""
        while self.auto_draw and self.state.phase.value == "draw":
            self.play(Move("roll", seat=self.state.actor))
        return self.state


def _draw_first_banker(rng: random.Random, names: object) -> int:
    """The seat a new match's seeded generator draws to bank first (its first draw)."""
    return rng.randrange(len(names)) if isinstance(names, (list, tuple)) and names else 0


def sealed_setup(setup: Setup) -> Setup:
    """``setup`` with its seed left out (0) and the first banker it drew named instead.

    The seed foretells every roll to come, so a hosted table keeps it and shows its screens
    this setup: replayed with the table's moves (their dice included), it rebuilds the same
    game, since the seed's only other use at the start was that draw.
    """
    first = setup.first_banker
    if first is None and setup.rules.chinchiro:
        first = FIRST_BY_RED_PIPS  # rolled for at the table: the rolls are among the moves
    elif first is None:
        first = _draw_first_banker(random.Random(setup.seed), list(setup.names))
    return replace(setup, seed=0, first_banker=first)


class Replayed(Struct):
    """What :func:`replay_longest` rebuilt: the match of the moves that replay, and why the
    first move after them did not ('' when every move did)."""

    match: Match
    accepted: int
    """How many of the moves given were replayed (the match's journal holds exactly those)."""
    problem: Phrase | None = None
    """Why move ``accepted + 1`` was refused (the catalog words it); None when every move replayed."""


def replay_longest(setup: Setup, moves: Iterable[Move]) -> Replayed:
    """Rebuild a match from its setup and as many of ``moves`` as replay, in order: the one way
    a game is rebuilt (saved games, ``--resume``, the saved-games list, history and export).

    The recorded moves are played exactly as they were made, roll-offs included: the match does
    not roll a roll-off itself while replaying (``auto_draw`` is off until the last recorded
    move), since the journal holds those rolls. The generator ends where the original's did, so
    the dice to come are the same. A setup that cannot start a game raises (ValueError or a
    :class:`~ceelo_tui.engine.errors.CeeloError`); a move that is refused ends the replay there.
    """
    match = Match.start(
        list(setup.names), setup.coins, setup.seed, setup.rules, setup.first_banker, list(setup.styles) or None,
        auto_draw=False, session=setup.session,
    )
    accepted, problem = 0, None
    for number, move in enumerate(moves, start=1):
        if move.kind == "roll" and move.dice is None:
            problem = phrase("replay_roll_without_dice", number)
            break
        try:
            match.play(move)
        except (IllegalMove, ValueError) as error:
            problem = phrase("replay_refused", number, move.kind, str(error))
            break
        accepted = number
    match.auto_draw = True  # from here on the match rolls its roll-offs (see GameStore.attach)
    return Replayed(match, accepted, problem)


def replay(journal: Journal) -> Match:
    """Rebuild a match from its whole journal; its generator ends where the original's did.

    Raises ValueError if the journal does not replay to its end (a move is refused or malformed).
    """
    replayed = replay_longest(journal.setup, journal.moves)
    if replayed.problem:
        raise ValueError(replayed.problem)
    return replayed.match
