"""What the amount panel's keys say: what Enter will do with the amount filled in, and why an
empty field is refused. The words name the amounts the engine allows now, so they are worked
out from the state here, and the table screen only says them."""

from __future__ import annotations

from ..engine.chinchiro import ChinchiroState
from ..engine.game import GameState, Phase
from ..engine.games import AnyGame
from .catalog import WORDS


def standing_stake(state: AnyGame | None) -> int | None:
    """The stake the bank may stand at (what it held once the last round settled), or None."""
    return state.standing_stake() if isinstance(state, GameState) else None


def empty_stake_refusal(state: AnyGame | None) -> str:
    """Why Enter on an empty stake field stakes nothing where the bank may stand: the keys that
    work instead ('' where an empty field goes to the engine, which says why)."""
    standing = standing_stake(state)
    if standing is None or not isinstance(state, GameState):
        return ""
    return WORDS.empty_stake_refusal(*state.stake_limit(), standing)


def empty_fade_refusal(state: AnyGame | None) -> str:
    """Why Enter on an empty fade field passes nothing where a fade is required, in the house
    rule's own words, which name the fades allowed ('' where a pass is allowed)."""
    if state is None or "pass" in state.legal_moves():
        return ""
    return WORDS.empty_fade_refusal(state.refusal("pass"))


def stand_hint(standing: int) -> str:
    """What Enter does once the bank's standing stake is filled in."""
    return WORDS.stand_hint(standing)


def most_hint(kind: str, most: int) -> str:
    """What Enter does once the most allowed of ``kind`` ("stake", "fade", "ante", "bet") is filled in."""
    said = {"stake": WORDS.most_stake_hint, "fade": WORDS.most_fade_hint, "ante": WORDS.most_ante_hint,
            "bet": WORDS.most_bet_hint}[kind]
    return said(most)


def pass_hint(state: AnyGame) -> str:
    """What Enter does once the pass is chosen: pass the bank (to whom), or pass the fade (a
    Chinchiro bet: sit the round out)."""
    if isinstance(state, GameState) and state.phase is Phase.STAKE:
        after = state.pass_bank_to()
        return WORDS.pass_bank_hint(state.name(after) if after is not None else None)
    if isinstance(state, ChinchiroState):
        return WORDS.pass_bet_hint
    return WORDS.pass_fade_hint
