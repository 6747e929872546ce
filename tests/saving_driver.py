"""Plays a seeded game with no screen, saving each move: the child process of the kill tests.

``python tests/saving_driver.py FOLDER SEED`` starts a new game in the store at FOLDER;
``python tests/saving_driver.py FOLDER SEED GAME_ID`` resumes that saved game. Either way it
prints ``ready <id> <moves>`` once the game is open, then the number of moves made after
each move returns (so after a move's number is printed, that move is on disk), until the
game ends. :func:`choose` decides every move from the state alone, so a resumed game makes
the same choices the uninterrupted one did.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ceelo_tui.engine.game import GameState
from ceelo_tui.engine.games import AnyGame
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotState
from ceelo_tui.engine.rules import HouseRules

if TYPE_CHECKING:
    from ceelo_tui.saves.store import GameStore, SavedGame

NAMES = ("Ann", "Bo", "Cy")
COINS = 50
RULES = HouseRules(end="rounds:150")


def choose(state: AnyGame) -> Move:
    """A move for whoever is to act, decided by the state alone (any game mode).

    A player passes only once someone has faded, so a round never stalls with nobody fading.
    Every second round of the banking game, the first fade is taken back once (an undo) and
    made again, so saved games and resumes carry undos too.
    """
    legal = state.legal_moves()
    actor = state.actor
    if isinstance(state, GameState) and state.round.number % 2 == 0 and state.round.bets and not state.round.undone and state.can_undo:
        return Move("undo")
    if "ante" in legal:
        assert isinstance(state, PotState)
        return Move("ante", amount=state.ante_limit()[1] // 2 or 1)
    if "stake" in legal:
        assert actor is not None
        coins = state.seats[actor].coins
        if coins < 4 and state.round.number % 2:
            return Move("pass_bank")
        return Move("stake", amount=max(1, coins // 3))
    if "fade" in legal:
        assert isinstance(state, GameState) and actor is not None
        low, high = state.fade_limit()
        if "pass" in legal and state.round.bets and (state.round.number + actor) % 4 == 0:
            return Move("pass")
        return Move("fade", amount=max(low, min(high, 1 + (actor + state.round.number) % 5)))
    if "roll" in legal:
        return Move("roll")
    return Move("next_round")


def start(seed: int, rules: HouseRules = RULES) -> Match:
    """The game every run of a seed starts from."""
    return Match.start(list(NAMES), COINS, seed=seed, rules=rules)


def begun(store: GameStore, match: Match) -> SavedGame:
    """``match`` saved by ``store`` with its first move made (a game's file is written with its
    first move); the SavedGame."""
    saved = store.create(match)
    match.play(choose(match.state))
    return saved


def play_out(match: Match, limit: int | None = None) -> None:
    """Play ``match`` on with :func:`choose` until it is over (or ``limit`` more moves)."""
    done = 0
    while not match.state.is_over and (limit is None or done < limit):
        match.play(choose(match.state))
        done += 1


def main(argv: list[str]) -> int:
    """Run as the child process: new game or resume, then play to the end, saying each move."""
    from ceelo_tui.saves.store import GameStore

    folder, seed = argv[0], int(argv[1])
    store = GameStore(folder)
    if len(argv) > 2:
        result = store.load(argv[2])
        assert result.match is not None, result.notice
        match, game_id = result.match, argv[2]
    else:
        match = start(seed)
        game_id = store.create(match).id
    print(f"ready {game_id} {len(match.journal.moves)}", flush=True)
    while not match.state.is_over:
        match.play(choose(match.state))
        print(len(match.journal.moves), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
