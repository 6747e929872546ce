"""Words for the Chinchiro table, built from the engine's answers (``ChinchiroState``), never its rules.

The title, the bet's prompt and its detail line (the limits and the cover rule), the turn's
lines (the banker's point as the Japanese tables name it, the rolls left of three, the bets),
the bank passing. The settlement (each bet's payout in the engine's words, Japanese names beside
the English) is ``settlement_view``'s, the live chances ``odds_view``'s, the round history
``history_view``'s, each beside the other games'. The banker is the *oya*, a player a *ko*.
"""

from __future__ import annotations

from ..engine.chinchiro import TRIES, ChinchiroState, ChinPhase, most_paid
from ..engine.chinchiro_words import KO, NUMBERS, OYA
from ..engine.dice import Verdict
from ..engine.numbers import coins, coins_range
from .event_words import event_words
from .words import elsewhere


def chin_title(state: ChinchiroState) -> str:
    """'Round 3 · Al is the banker (oya) · 40 coins' ('· bets 6 coins' once the dice roll), or
    while the first banker is rolled for, what the one die is for."""
    if state.phase is ChinPhase.DRAW:
        return f"Chinchiro · one die each: the highest is the first banker ({OYA})"
    banker = state.seats[state.banker]
    head = f"Round {state.round.number} · {banker.name} is the banker ({OYA}) · {coins(banker.coins)}"
    covered = state.round.covered
    return f"{head} · bets {coins(covered)}" if covered and state.phase is not ChinPhase.BET else head


def bet_prompt(state: ChinchiroState, intent: str | None = None) -> str:
    """'Bo (ko): bet 1-4 coins, or pass'; ``intent``: what the computer seat to move will do,
    or whom the table waits for at another screen, said instead."""
    actor = state.actor
    if actor is None:
        return ""
    limits = coins_range(*state.bet_limit())
    said = elsewhere(state, actor, intent, f"is choosing a bet of {limits}…")
    return said or f"{state.name(actor)} ({KO}): bet {limits}, or pass"


def bet_detail(state: ChinchiroState) -> tuple[str, ...]:
    """The limits and the cover rule in words, longest first (the panel draws the longest that
    fits): 'Bets 1-20 · up to 5x a bet: Al (oya) covers 7 more, Bo pays up to 4'."""
    rules, most = state.rules, most_paid(state.rules)
    banker = state.name(state.banker)
    _, high = state.bet_limit()
    room = max(0, (state.seats[state.banker].coins - most * state.round.covered) // most)
    limits = f"Bets {rules.min_bet}-{rules.max_bet}"
    return (f"{limits} · paid up to {most}x: {banker} ({OYA}) covers {room} more · most now {high}",
            f"{limits} · up to {most}x: {banker} covers {room} more",
            f"{limits} · {banker} covers {room} more",
            f"{limits} · most now {high}")


def me_words(point: int) -> str:
    """'4 (shi no me)': a point as the tables name it."""
    return f"{point} ({NUMBERS[point]} no me)"


def point_words(state: ChinchiroState) -> str | None:
    """'4 (shi no me)': the banker's point this round once rolled."""
    combo = state.round.banker_combo
    if combo is None or combo.verdict is not Verdict.POINT or combo.point is None:
        return None
    return me_words(combo.point)


def bets_line(state: ChinchiroState) -> str:
    """'Bo 3 · Cy 2': each bet this round."""
    return " · ".join(f"{state.name(bet.seat)} {bet.amount}" for bet in state.round.bets)


def chin_turn_lines(state: ChinchiroState) -> list[str]:
    """The turn's lines: who rolls, the banker's point, the rolls left of three, the bets; once
    the round is settled, whether the bank passes."""
    rnd, phase = state.round, state.phase
    banker = state.name(state.banker)
    if phase is ChinPhase.DRAW:
        return [f"Every player rolls one die: the highest banks ({OYA}), ties roll again."]
    lines = []
    if phase is ChinPhase.BANKER_ROLL:
        lines.append(f"{banker} ({OYA}) rolls for the bank.")
    elif phase is ChinPhase.PLAYER_ROLL:
        lines.append(f"{state.name(rnd.roller or 0)} ({KO}) rolls against the point.")
    point = point_words(state)
    if point is not None:
        lines.append(f"{banker}'s point: {point}")
    if phase in (ChinPhase.BANKER_ROLL, ChinPhase.PLAYER_ROLL):
        lines.append(f"Rolls this turn: {state.rolls_this_turn()} of {TRIES}")
        if rnd.bets:
            lines.append(f"Bets: {bets_line(state)}")
    elif rnd.bank_reason is not None and not state.is_over:
        lines.append(event_words(rnd.bank_reason))
    return lines
