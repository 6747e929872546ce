"""What the amount panel's keys say: what Enter will do with the amount filled in, and why an
empty field is refused. The words name the amounts the engine allows now, so they are worked
out from the state here, and the table screen only says them."""

from __future__ import annotations

from ..engine.chinchiro import ChinchiroState
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from .text import coins, coins_range

ENTER_DOES = {"stake": "stakes", "fade": "fades", "ante": "sets the ante at", "bet": "bets"}
"""What Enter does with the amount, by the amount asked for."""


def standing_stake(state: AnyGame | None) -> int | None:
    """The stake the bank may stand at (what it held once the last round settled), or None."""
    return state.standing_stake() if isinstance(state, GameState) else None


def empty_stake_refusal(state: AnyGame | None) -> str:
    """Why Enter on an empty stake field stakes nothing where the bank may stand: the keys that
    work instead ('' where an empty field goes to the engine, which says why)."""
    standing = standing_stake(state)
    if standing is None or not isinstance(state, GameState):
        return ""
    return (f"Nothing was typed: type a stake of {coins_range(*state.stake_limit())}, press b to let the bank "
            f"stand at {coins(standing)}, or p to pass the bank.")


def empty_fade_refusal(state: AnyGame | None) -> str:
    """Why Enter on an empty fade field passes nothing where a fade is required, in the house
    rule's own words, which name the fades allowed ('' where a pass is allowed)."""
    if state is None or "pass" in state.legal_moves():
        return ""
    return f"Nothing was typed. {state.refusal('pass')}"


def stand_hint(standing: int) -> str:
    """What Enter does once the bank's standing stake is filled in."""
    return f"Enter lets the bank stand at {coins(standing)}; type another amount to change it."


def most_hint(kind: str, most: int) -> str:
    """What Enter does once the most allowed of ``kind`` ("stake", "fade", "ante", "bet") is filled in."""
    return f"Enter {ENTER_DOES[kind]} {coins(most)}; type another amount to change it."


def pass_hint(state: AnyGame) -> str:
    """What Enter does once the pass is chosen: pass the bank (to whom), or pass the fade (a
    Chinchiro bet: sit the round out)."""
    if isinstance(state, GameState) and state.phase is Phase.STAKE:
        after = state.pass_bank_to()
        whom = f" to {state.name(after)}" if after is not None else ""
        return f"Enter passes the bank{whom}; type an amount to stake instead."
    if isinstance(state, ChinchiroState):
        return "Enter passes (sits this round out); type an amount to bet instead."
    return "Enter passes; type an amount to fade instead."
