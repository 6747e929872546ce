"""The settlement of a round, in both games: every coin that moved and why.

The banking game's (and Chinchiro's) says each bet's result and coin change, the bank's, and
who holds the bank next and why; the winner-take-all game's says who took the pot and why, every player's rolls
and coin change, and any double-down payments. Its compact form, for a table whose settlement
would not fit the rows the screen leaves (six players at 80x24), puts the players whose coins
changed alike on one line, without their reasons (the balance table beside it has each one's
result). The words come from the engine's round (its reasons, each bet's words, the turns).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chinchiro import ChinchiroState, ChinPhase
from ..engine.events import DoubleDown
from ..engine.game import GameState
from ..engine.games import AnyGame
from ..engine.outcomes import Result
from ..engine.pot_game import LOSING, PotState, rank_name
from .catalog import WORDS
from .catalog.keyed import said, say
from .cells import pad, widest
from .event_words import event_words
from .styled import ACCENT, Line, change_style, line, styled
from .text import signed

RESULT_STYLE = {Result.WIN: "$text-success", Result.LOSS: "$text-error", Result.PUSH: "$text-warning"}
"""Theme colours of the results; the sign and the word carry the meaning without them."""


@dataclass(frozen=True, slots=True)
class SettlementView:
    """A settled round's lines, whole and compact (both empty before the round is settled)."""

    lines: tuple[Line, ...] = ()
    compact: tuple[Line, ...] = ()


def grouped_line(names: list[str], delta: int, word: str, style: str | None = None) -> Line:
    """'Bo, Cy, Dee: -1 loss each', or 'Bo: -1 loss' for one player: the compact settlement's
    line for the players whose coins changed alike (in ``style``, else the change's colour)."""
    each = WORDS.each(len(names))
    return line(f"{', '.join(names)}: ", (f"{signed(delta)} {word}", f"bold {style or change_style(delta)}"), each)


def settlement_view(state: AnyGame) -> SettlementView:
    """The settlement of ``state``'s round, in its two forms."""
    return SettlementView(settlement_lines(state), settlement_lines(state, compact=True))


def settlement_lines(state: AnyGame, compact: bool = False) -> tuple[Line, ...]:
    """The round's settlement (none before it is settled); ``compact``: the players whose
    coins changed alike share one line."""
    if isinstance(state, PotState):
        return tuple(pot_settlement_lines(state, compact))
    return tuple(bank_settlement_lines(state, compact))


def bank_settlement_lines(state: GameState | ChinchiroState, compact: bool = False) -> list[Line]:
    """The settlement of a game with a bank: the banking game's, or Chinchiro's (its bets
    against the banker, the oya; each bet's words name the roll in Japanese and English)."""
    rnd = state.round
    if isinstance(state, ChinchiroState):
        if state.phase not in (ChinPhase.SETTLED, ChinPhase.GAME_OVER) or not state.round.bets:
            return [styled(event_words(rnd.events[-1]), ACCENT)] if state.is_over and rnd.events else []
        bank, verb = WORDS.oya_against(state.round.covered), WORDS.faded_amount(chinchiro=True)
    elif state.round.next_banker is None:
        return []
    else:
        bank, verb = WORDS.bank_against(WORDS.stake_words(state.round.put_up, state.round.stake)), WORDS.faded_amount(chinchiro=False)
    width = widest([state.name(bet.seat) for bet in rnd.bets])
    why = event_words(rnd.bank_reason) if rnd.bank_reason is not None else ""
    lines = [line((WORDS.round_settled(rnd.number), "bold"), (why, ACCENT))]
    if state.is_over and rnd.events:
        lines.append(styled(event_words(rnd.events[-1]), ACCENT))
    banker_delta = rnd.banker_delta
    word = WORDS.change_word(banker_delta)
    lines.append(line(WORDS.banker_settled(state.name(state.banker), bank),
                      (f"{signed(banker_delta)} {word}", f"bold {change_style(banker_delta)}")))
    if compact:
        groups: dict[tuple[int, Result], list[str]] = {}
        for bet in rnd.bets:
            groups.setdefault((bet.delta, bet.result or Result.PUSH), []).append(state.name(bet.seat))
        for (delta, result), names in groups.items():
            lines.append(grouped_line(names, delta, WORDS.result_word(result), RESULT_STYLE[result]))
        return lines
    for bet in rnd.bets:
        result = bet.result or Result.PUSH
        lines.append(line(f"{pad(state.name(bet.seat), width)}  {verb} {bet.amount:>3}  ",
                          (f"{signed(bet.delta):>4} {WORDS.result_word(result):<4}", f"bold {RESULT_STYLE[result]}"),
                          f"  {WORDS.bet_settled_why(said(WORDS, bet.reason), said(WORDS, bet.short))}"))
    return lines


def rolls_text(state: PotState, seat: int) -> str:
    """'point 5, shoot-out: trip 4s': how each of the seat's turns this round ended."""
    parts = []
    for turn in state.round.turns:
        if turn.seat != seat or not turn.done:
            continue
        stage = WORDS.shoot_out_stage(turn.stage)
        named = rank_name(turn.rank) if turn.rank is not None and turn.rank != LOSING else turn.name
        parts.append(stage + (say(WORDS, named) if named is not None else ""))
    return ", ".join(parts) or WORDS.did_not_roll


def pot_settlement_lines(state: PotState, compact: bool = False) -> list[Line]:
    """The winner-take-all game's settlement (none before the pot is won)."""
    rnd = state.round
    if rnd.winner is None:
        return []
    lines = [line((WORDS.round_settled(rnd.number), "bold"), (WORDS.pot_reason(say(WORDS, rnd.reason) if rnd.reason else ""), ACCENT))]
    if state.is_over and rnd.events:
        lines.append(styled(event_words(rnd.events[-1]), ACCENT))
    if compact:
        groups: dict[int, list[str]] = {}
        for seat in rnd.players:
            groups.setdefault(rnd.delta_of(seat), []).append(state.name(seat))
        for delta, names in sorted(groups.items(), reverse=True):
            lines.append(grouped_line(names, delta, WORDS.won_or_lost(delta > 0)))
        return lines
    width = widest([state.name(seat) for seat in rnd.players])
    for seat in rnd.players:
        delta = rnd.delta_of(seat)
        word = WORDS.won_or_lost(seat == rnd.winner)
        lines.append(line(f"{pad(state.name(seat), width)}  {WORDS.ante_word} {rnd.ante:>3}  ",
                          (f"{signed(delta):>4} {word:<4}", f"bold {change_style(delta)}"),
                          f"  {rolls_text(state, seat)}"))
    lines.extend(line(event_words(event)) for event in rnd.events if isinstance(event, DoubleDown))
    return lines
