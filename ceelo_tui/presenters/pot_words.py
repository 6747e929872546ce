"""Words for the winner-take-all table, built from the engine's answers (``PotState``), never its rules."""

from __future__ import annotations

from ..engine.game import coins
from ..engine.numbers import coins_range
from ..engine.pot_game import PotState, rank_name
from .catalog import WORDS


def pot_title(state: PotState) -> str:
    """'Round 2 · ante 2 coins · pot 12 coins', or who took it once it is won (the rules'
    words beside it say which game this is)."""
    rnd = state.round
    head = f"Round {rnd.number}"
    if rnd.winner is not None:
        return f"{head} · {state.name(rnd.winner)} took the pot of {coins(rnd.won)}"
    if rnd.ante:
        return f"{head} · ante {coins(rnd.ante)} · pot {coins(rnd.pot)}"
    return f"{head} · {state.name(rnd.opener)} sets the ante"


def ante_prompt(state: PotState, intent: str | None = None) -> str:
    """'Ann: set the ante, 1-10 coins from each player' ('1 coin'); ``intent``: what the
    computer seat setting it will do (``app.cpu.intent``), said instead."""
    return intent or f"{state.name(state.opener)}: set the ante, {coins_range(*state.ante_limit())} from each player"


def players_line(state: PotState) -> str:
    """'In this round: Ann, Bo and Cy · the pot will hold 3 times the ante'."""
    players = state.round.players
    names = WORDS.and_list([state.name(seat) for seat in players])
    return f"In this round: {names} · the pot will hold {len(players)} times the ante"


def best_line(state: PotState) -> str:
    """'Best so far: point 5 (Ann)', within the stage being rolled."""
    top, seats = state.round.best()
    if top is None:
        return "Nobody has scored yet."
    return f"Best so far: {rank_name(top)} ({WORDS.and_list([state.name(seat) for seat in seats])})"


def shoot_out_line(state: PotState) -> str:
    """'Shoot-out: tied on point 5' ('Shoot-out 2: ...' for a second one; '' outside one)."""
    if not state.shoot_out:
        return ""
    rnd = state.round
    tied, _ = rnd.best(rnd.stage - 1)
    number = "" if rnd.stage == 1 else f" {rnd.stage}"
    return f"Shoot-out{number}: tied on {rank_name(tied)}" if tied is not None else f"Shoot-out{number}"


def waiting_names(state: PotState) -> list[str]:
    """Names of the contenders still to roll in this stage, after the roller."""
    rnd = state.round
    waiting = []
    for seat in rnd.contenders:
        turn = rnd.turn_of(seat, rnd.stage)
        if seat != rnd.roller and (turn is None or not turn.done):
            waiting.append(state.name(seat))
    return waiting


def pot_turn_lines(state: PotState) -> list[str]:
    """The turn panel's lines: the pot, a shoot-out, the best roll so far, who rolls after."""
    rnd = state.round
    lines = []
    if rnd.winner is not None:
        lines.append(f"{state.name(rnd.winner)} takes the pot: {coins(rnd.won)}")
        return lines
    lines.append(f"Pot: {coins(rnd.pot)} (ante {rnd.ante} each)")
    shoot = shoot_out_line(state)
    if shoot:
        lines.append(shoot)
    lines.append(best_line(state))
    waiting = waiting_names(state)
    if waiting:
        lines.append(f"Then: {', '.join(waiting)}")
    lines.append(f"Re-rolls this turn: {state.rolls_this_turn()}")
    return lines


def pot_loose_cost(state: PotState) -> str:
    """What a loose roll costs the roller in winner take all, for the question before it."""
    actor = state.actor
    return f"{state.name(actor)}'s turn counts as a losing roll" if actor is not None else ""
