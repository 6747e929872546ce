"""Words for the Chinchiro table, built from the engine's answers (``ChinchiroState``), never its rules.

The title, the bet's prompt and its detail line (the limits and the cover rule), the turn's
lines (the banker's point as the Japanese tables name it, the rolls left of three, the bets),
the bank passing. The settlement (each bet's payout in the engine's words, Japanese names beside
the English) is ``settlement_view``'s, the live chances ``odds_view``'s, the round history
``history_view``'s, each beside the other games'. The banker is the *oya*, a player a *ko*.
"""

from __future__ import annotations

from ..engine.chinchiro import TRIES, ChinchiroState, ChinPhase, most_paid
from ..engine.dice import Verdict
from .catalog import WORDS
from .event_words import event_words
from .words import bets_line, elsewhere


def chin_title(state: ChinchiroState) -> str:
    """'Round 3 · Al is the banker (oya) · 40 coins' ('· bets 6 coins' once the dice roll), or
    while the first banker is rolled for, what the one die is for."""
    if state.phase is ChinPhase.DRAW:
        return WORDS.chinchiro_draw_title()
    banker = state.seats[state.banker]
    covered = state.round.covered
    shown = covered if covered and state.phase is not ChinPhase.BET else None
    return WORDS.chinchiro_title(state.round.number, banker.name, banker.coins, shown)


def bet_prompt(state: ChinchiroState, intent: str | None = None) -> str:
    """'Bo (ko): bet 1-4 coins, or pass'; ``intent``: what the computer seat to move will do,
    or whom the table waits for at another screen, said instead."""
    actor = state.actor
    if actor is None:
        return ""
    low, high = state.bet_limit()
    said = elsewhere(state, actor, intent, WORDS.choosing_bet(low, high))
    return said or WORDS.bet_prompt(state.name(actor), low, high)


def bet_detail(state: ChinchiroState) -> tuple[str, ...]:
    """The limits and the cover rule in words, longest first (the panel draws the longest that
    fits): 'Bets 1-20 · up to 5x a bet: Al (oya) covers 7 more, Bo pays up to 4'."""
    rules, most = state.rules, most_paid(state.rules)
    banker = state.name(state.banker)
    _, high = state.bet_limit()
    room = max(0, (state.seats[state.banker].coins - most * state.round.covered) // most)
    return tuple(WORDS.chinchiro_bet_detail(rules.min_bet, rules.max_bet, most, banker, room, high, form)
                 for form in range(WORDS.CHINCHIRO_BET_DETAIL_FORMS))


def me_words(point: int) -> str:
    """'4 (shi no me)': a point as the tables name it."""
    return WORDS.me_point(point)


def point_words(state: ChinchiroState) -> str | None:
    """'4 (shi no me)': the banker's point this round once rolled."""
    combo = state.round.banker_combo
    if combo is None or combo.verdict is not Verdict.POINT or combo.point is None:
        return None
    return me_words(combo.point)


def chin_turn_lines(state: ChinchiroState, *, brief: bool = False) -> list[str]:
    """The turn's lines: who rolls, the banker's point, the rolls left of three, the bets; once
    the round is settled, whether the bank passes. ``brief``: in fewer words, for a narrow panel
    (who rolls and the banker unnamed, as the prompt above names them; the bets counted)."""
    rnd, phase = state.round, state.phase
    banker = state.name(state.banker)
    if phase is ChinPhase.DRAW:
        return [WORDS.chinchiro_draw_line]
    lines = []
    if phase is ChinPhase.BANKER_ROLL:
        lines.append(WORDS.chinchiro_rolls_for_the_bank_brief if brief else WORDS.chinchiro_rolls_for_the_bank(banker))
    elif phase is ChinPhase.PLAYER_ROLL:
        lines.append(WORDS.chinchiro_rolls_against_the_point_brief if brief else
                     WORDS.chinchiro_rolls_against_the_point(state.name(rnd.roller or 0)))
    point = point_words(state)
    if point is not None:
        lines.append(WORDS.bankers_point_brief(point) if brief else WORDS.bankers_point(banker, point))
    if phase in (ChinPhase.BANKER_ROLL, ChinPhase.PLAYER_ROLL):
        lines.append(WORDS.rolls_this_turn_of(state.rolls_this_turn(), TRIES))
        if rnd.bets:
            lines.append(bets_line(state, brief=brief))
    elif rnd.bank_reason is not None and not state.is_over:
        lines.append(event_words(rnd.bank_reason))
    return lines
