"""The table's words: prompts and summaries built from the engine's answers, never its rules."""

from __future__ import annotations

from ..engine.cpu import is_computer
from ..engine.dice import Verdict
from ..engine.game import GameState, Phase, SeatStatus, coins
from ..engine.numbers import range_text


def round_title(state: GameState) -> str:
    """'Round 3 · Ann holds the bank · 12 coins'."""
    banker = state.seats[state.banker]
    return f"Round {state.round.number} · {banker.name} holds the bank · {coins(banker.coins)}"


def computer(state: GameState, seat: int | None) -> str | None:
    """'Bo (computer, bold)' when a computer style plays ``seat``, else None."""
    if seat is None or not is_computer(state, seat):
        return None
    return f"{state.name(seat)} (computer, {state.seats[seat].style})"


def stake_prompt(state: GameState) -> str:
    """'Ann: put up a stake of 1-10 coins, or pass the bank'."""
    cpu = computer(state, state.banker)
    if cpu:
        return f"{cpu} is choosing a stake of {range_text(*state.stake_limit())} coins…"
    return f"{state.name(state.banker)}: put up a stake of {range_text(*state.stake_limit())} coins, or pass the bank"


def fade_prompt(state: GameState) -> str:
    """'Bo: fade 1-7 coins, or pass'."""
    actor = state.actor
    if actor is None:
        return ""
    cpu = computer(state, actor)
    if cpu:
        return f"{cpu} is choosing a fade of {range_text(*state.fade_limit())} coins…"
    text = f"{state.name(actor)}: fade {range_text(*state.fade_limit())} coins"
    return text + (", or pass" if state.can_pass_fade() else "")


def banker_point(state: GameState) -> int | None:
    """The banker's point this round, once the banker has rolled one."""
    combo = state.round.banker_combo
    if combo is not None and combo.verdict is Verdict.POINT:
        return combo.point
    return None


def bets_line(state: GameState) -> str:
    """'Bo 3 · Cy 4': each faded bet this round."""
    return " · ".join(f"{state.name(bet.seat)} {bet.amount}" for bet in state.round.bets)


def left_out(state: GameState) -> list[str]:
    """Names of the players who take no part in this round's dice (passed, sitting out)."""
    return [
        state.name(seat)
        for seat in range(len(state.seats))
        if seat != state.banker and state.status(seat) in (SeatStatus.PASSED, SeatStatus.SITS_OUT)
    ]


def is_dice_phase(state: GameState) -> bool:
    """True while somebody must roll."""
    return state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL)
