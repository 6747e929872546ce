"""Words for the winner-take-all table, built from the engine's answers (``PotState``), never its rules."""

from __future__ import annotations

from ..engine.pot_game import PotState, rank_name
from .catalog import WORDS
from .catalog.keyed import say


def pot_title(state: PotState) -> str:
    """'Round 2 · ante 2 coins · pot 12 coins', or who took it once it is won (the rules'
    words beside it say which game this is)."""
    rnd = state.round
    if rnd.winner is not None:
        return WORDS.pot_title_won(rnd.number, state.name(rnd.winner), rnd.won)
    if rnd.ante:
        return WORDS.pot_title_ante(rnd.number, rnd.ante, rnd.pot)
    return WORDS.pot_title_opener(rnd.number, state.name(rnd.opener))


def ante_prompt(state: PotState, intent: str | None = None) -> str:
    """'Ann: set the ante, 1-10 coins from each player' ('1 coin'); ``intent``: what the
    computer seat setting it will do (``app.cpu.intent``), said instead."""
    return intent or WORDS.ante_prompt(state.name(state.opener), *state.ante_limit())


def players_line(state: PotState) -> str:
    """'In this round: Ann, Bo and Cy · the pot will hold 3 times the ante'."""
    players = state.round.players
    return WORDS.players_line([state.name(seat) for seat in players], len(players))


def best_line(state: PotState, *, brief: bool = False) -> str:
    """'Best so far: point 5 (Ann)', within the stage being rolled (``brief``: unnamed)."""
    top, seats = state.round.best()
    if top is None:
        return WORDS.nobody_scored
    rank = say(WORDS, rank_name(top))
    return WORDS.best_so_far_brief(rank) if brief else WORDS.best_so_far(rank, [state.name(seat) for seat in seats])


def shoot_out_line(state: PotState) -> str:
    """'Shoot-out: tied on point 5' ('Shoot-out 2: ...' for a second one; '' outside one)."""
    if not state.shoot_out:
        return ""
    rnd = state.round
    tied, _ = rnd.best(rnd.stage - 1)
    return WORDS.shoot_out_heading(rnd.stage, say(WORDS, rank_name(tied)) if tied is not None else None)


def waiting_names(state: PotState) -> list[str]:
    """Names of the contenders still to roll in this stage, after the roller."""
    rnd = state.round
    waiting = []
    for seat in rnd.contenders:
        turn = rnd.turn_of(seat, rnd.stage)
        if seat != rnd.roller and (turn is None or not turn.done):
            waiting.append(state.name(seat))
    return waiting


def pot_turn_lines(state: PotState, *, brief: bool = False) -> list[str]:
    """The turn panel's lines: the pot, a shoot-out, the best roll so far, the roller's re-rolls,
    who rolls after (last: a small panel shows three lines, and the balance table says who
    waits); ``brief``: in fewer words, for a narrow panel (the best roll unnamed, those after
    counted)."""
    rnd = state.round
    lines = []
    if rnd.winner is not None:
        lines.append(WORDS.takes_the_pot(state.name(rnd.winner), rnd.won))
        return lines
    lines.append(WORDS.pot_line(rnd.pot, rnd.ante))
    shoot = shoot_out_line(state)
    if shoot:
        lines.append(shoot)
    lines.append(best_line(state, brief=brief))
    lines.append(WORDS.rerolls_this_turn(state.rolls_this_turn()))
    waiting = waiting_names(state)
    if waiting:
        lines.append(WORDS.then_counted(len(waiting)) if brief else WORDS.then_line(waiting))
    return lines


def pot_loose_cost(state: PotState) -> str:
    """What a loose roll costs the roller in winner take all, for the question before it."""
    actor = state.actor
    return WORDS.loose_losing_turn(state.name(actor)) if actor is not None else ""
