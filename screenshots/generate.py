"""Regenerate the README's screenshots: ``python screenshots/generate.py [--size 80x24]``.

Each scene starts a seeded game with animations off, plays it by keys to an interesting
moment and saves an SVG with ``save_screenshot``. The snapshot tests
(``tests/test_snapshots.py``) replay the same scenes, so the pictures and the tests agree.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from textual.pilot import Pilot

from ceelo_tui.app import CeeloApp
from ceelo_tui.engine.chinchiro import ChinPhase
from ceelo_tui.engine.game import Phase
from ceelo_tui.engine.journal import Move
from ceelo_tui.engine.match import Match
from ceelo_tui.engine.pot_game import PotPhase
from ceelo_tui.engine.rules import CHINCHIRO, HouseRules

HERE = Path(__file__).resolve().parent
SIZE = (80, 24)

FOUR = ["Ann", "Bo", "Cy", "Dee"]
ROUND_SEED = 129
"""Ann banks, stakes 8; Bo fades 3, Cy passes, Dee fades 5. Ann needs four throws for a point
of 5; Bo's point 4 loses to it; Dee rolls 4-5-6 and takes the bank."""
GAME_SEED = 21
"""Staking 4 and fading 2 a round, this game ends after three rounds with Cy broke."""




@dataclass(frozen=True)
class Scene:
    """One picture: how to make the app, and the keys that lead to the moment shown."""

    name: str
    make: Callable[[], CeeloApp]
    keys: Callable[[Pilot], Awaitable[None]]


def round_app() -> CeeloApp:
    """Four players; Ann holds the bank first; the dice of :data:`ROUND_SEED`."""
    return CeeloApp(match=Match.start(FOUR, 10, seed=ROUND_SEED, first_banker=0), animate=False)


async def press(pilot: Pilot, *keys: str) -> None:
    """Press keys and let the app settle."""
    await pilot.press(*keys)
    await pilot.pause()


async def as_opened(pilot: Pilot) -> None:
    """The screen as the app opens it: the setup with four names typed in, or a table (round 1's
    first move, the last settlement of a game played on the engine)."""
    await pilot.pause()


async def at_fading(pilot: Pilot) -> None:
    """Ann has staked 8 and Bo faded 3: Cy is asked."""
    await pilot.pause()
    await press(pilot, "8", "enter")
    await press(pilot, "3", "enter")


async def at_rolling(pilot: Pilot) -> None:
    """Ann's point is 5 and Bo has lost to it: Dee is to roll."""
    await at_fading(pilot)
    await press(pilot, "p", "enter")
    await press(pilot, "m", "enter")
    for _ in range(6):
        await press(pilot, "space")


async def at_settlement(pilot: Pilot) -> None:
    """Dee's 4-5-6 ends the round: the settlement and the new bank."""
    await at_rolling(pilot)
    await press(pilot, "space")


def play_out(match: Match) -> Match:
    """Play ``match`` on the engine to its end: stake 4 and fade 2 a round (or all there is)."""
    while not match.state.is_over:
        state = match.state
        if state.phase is Phase.STAKE:
            match.play(Move("stake", amount=min(4, state.stake_limit()[1])))
        elif state.phase is Phase.FADE:
            match.play(Move("fade", amount=min(2, state.fade_limit()[1])))
        elif state.phase is Phase.SETTLED:
            match.play(Move("next_round"))
        else:
            match.play(Move("roll"))
    return match


def game_app() -> CeeloApp:
    """Four players with 6 coins each and the dice of :data:`GAME_SEED`, played to the end.

    The pilot tests play whole games by keys; a picture needs only the last state, so this
    game is played straight on the engine (stake 4, fade 2 a round) and the app opens on its
    last settlement.
    """
    return CeeloApp(match=play_out(Match.start(FOUR, 6, seed=GAME_SEED, first_banker=0)), animate=False)


SESSION = "an-evening"
FIRST_GAME_SEED = 5
"""The evening's first game (saved, finished) before the game of :data:`GAME_SEED`."""


def session_app() -> CeeloApp:
    """The second game of an evening at its last settlement; the first is saved, finished, in
    the same session, so game over adds the two up."""
    from ceelo_tui.saves.store import GameStore

    first = Match.start(FOUR, 6, seed=FIRST_GAME_SEED, first_banker=1, session=SESSION)
    saved = GameStore().create(first)
    play_out(first)
    saved.release()
    second = play_out(Match.start(FOUR, 6, seed=GAME_SEED, first_banker=0, session=SESSION))
    return CeeloApp(match=second, animate=False)


async def at_game_over(pilot: Pilot) -> None:
    """From the last settlement, Enter opens the final standings."""
    await pilot.pause()
    await press(pilot, "enter")


async def at_session(pilot: Pilot) -> None:
    """The final standings of an evening's second game, with the session's standings below
    (once the saved games are listed)."""
    await at_game_over(pilot)
    for _ in range(100):
        if pilot.app.screen.query("#session-standings").first().display:
            return
        await pilot.pause(0.02)
    raise AssertionError("the session's standings never showed")


async def at_help(pilot: Pilot) -> None:
    """The help over the table, at a fade."""
    await pilot.pause()
    await press(pilot, "f1")


async def at_rules(pilot: Pilot) -> None:
    """The house rules tab of the setup screen, "Street payouts" picked by keys."""
    await pilot.pause()
    await press(pilot, "f2")
    await press(pilot, "enter", "down", "enter")


POT_SEED = 2
"""Winner take all for Ann, Bo and Cy with 6 coins and an ante of 2: in round 3 Ann and Bo
tie with point 5 and shoot it out."""


def pot_app() -> CeeloApp:
    """Three players at the winner-take-all game, the dice of :data:`POT_SEED`."""
    match = Match.start(FOUR[:3], 6, seed=POT_SEED, rules=HouseRules(mode="pot"), first_banker=0)
    return CeeloApp(match=match, animate=False)


async def at_shoot_out(pilot: Pilot) -> None:
    """Antes of 2 and Space until round 3's shoot-out, where Ann is to roll."""
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    for _ in range(60):
        state = app.match.state
        if state.shoot_out:
            return
        keys = {PotPhase.ANTE: ("2", "enter"), PotPhase.SETTLED: ("enter",)}.get(state.phase, ("space",))
        await press(pilot, *keys)
    raise AssertionError("no shoot-out")


def real_dice_app() -> CeeloApp:
    """Three players at a real-dice table with loose rolls; Ann holds the bank."""
    rules = HouseRules(dice="real", loose_roll=True)
    return CeeloApp(match=Match.start(FOUR[:3], 10, seed=ROUND_SEED, rules=rules, first_banker=0), animate=False)


async def at_real_dice(pilot: Pilot) -> None:
    """Ann staked 4, Bo and Cy faded 2; Ann typed "45", which the engine refused: the faces
    field keeps it selected, with the engine's words on the message line."""
    await pilot.pause()
    for amount in ("4", "2", "2"):
        await press(pilot, amount, "enter")
    await press(pilot, "4", "5", "enter")


async def at_history(pilot: Pilot) -> None:
    """From the last settlement, h opens the history: every round of the game."""
    await pilot.pause()
    await press(pilot, "h")


async def at_statistics(pilot: Pilot) -> None:
    """The history's statistics tab: each player's record and coins round by round."""
    await at_history(pilot)
    await press(pilot, "s")


async def at_banker_rolling(pilot: Pilot) -> None:
    """The fades are in (Bo 3, Cy passed, Dee the most): Ann is to roll for the bank."""
    await at_fading(pilot)
    await press(pilot, "p", "enter")
    await press(pilot, "m", "enter")


async def at_pot_rolling(pilot: Pilot) -> None:
    """Winner take all: an ante of 2 is in the pot and the first throw is made."""
    await pilot.pause()
    await press(pilot, "2", "enter")
    await press(pilot, "space")


async def at_pot_settled(pilot: Pilot) -> None:
    """Winner take all: the first round's pot has been taken."""
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    await press(pilot, "2", "enter")
    while app.match.state.phase is not PotPhase.SETTLED:
        await press(pilot, "space")


def roll_off_app() -> CeeloApp:
    """Winner take all where every round starts with a one-die roll-off (order=roll)."""
    match = Match.start(FOUR[:3], 6, seed=POT_SEED, rules=HouseRules(mode="pot", order="roll"), first_banker=0)
    return CeeloApp(match=match, animate=False)


async def at_roll_off(pilot: Pilot) -> None:
    """The roll-off is decided: its last die is still in the tray while the ante is asked."""
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    while app.match.state.phase is PotPhase.DRAW:
        await press(pilot, "space")


SIX = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"]


def six_app() -> CeeloApp:
    """Six players: the most a table seats, at its tightest on 80x24."""
    return CeeloApp(match=Match.start(SIX, 10, seed=ROUND_SEED, first_banker=0), animate=False)


async def at_six_settled(pilot: Pilot) -> None:
    """Six players: Ann staked 12, everyone faded 2, the round settled."""
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    await press(pilot, "1", "2", "enter")
    for _ in range(5):
        await press(pilot, "2", "enter")
    while app.match.state.phase is not Phase.SETTLED and not app.match.state.is_over:
        await press(pilot, "space")


CHIN_SEED = 9
"""Chinchiro for four with 40 coins: Ann rolls the highest die and banks; Bo bets 2, Cy 1, Dee
3; Ann's point is 3 (san no me); Bo's pair + 1 loses, Cy's roku no me wins, Dee's arashi
(trip 2s) is paid triple."""


def chinchiro_app() -> CeeloApp:
    """Four players at Chinchiro (mode=chinchiro), the first banker rolled for by one die each."""
    return CeeloApp(match=Match.start(FOUR, 40, seed=CHIN_SEED, rules=CHINCHIRO), animate=False)


async def at_chinchiro_betting(pilot: Pilot) -> None:
    """Ann banks (oya); Bo bet 2 and Cy (ko) is asked, with the limits and the cover rule."""
    await pilot.pause()
    await press(pilot, "2", "enter")


async def at_chinchiro_rolling(pilot: Pilot) -> None:
    """The bets are in and Ann's point is 3 (san no me): Bo rolls against it, the odds line
    giving his chances for his three rolls."""
    await at_chinchiro_betting(pilot)
    await press(pilot, "1", "enter")
    await press(pilot, "3", "enter")
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    while app.match.state.phase is ChinPhase.BANKER_ROLL:
        await press(pilot, "space")


async def at_chinchiro_settled(pilot: Pilot) -> None:
    """Chinchiro's first round settled: each payout in its Japanese and English words."""
    await at_chinchiro_rolling(pilot)
    app = pilot.app
    assert isinstance(app, CeeloApp) and app.match is not None
    while app.match.state.phase is ChinPhase.PLAYER_ROLL:
        await press(pilot, "space")


TABLE_PHASES: tuple[Scene, ...] = (
    Scene("chinchiro_betting", chinchiro_app, at_chinchiro_betting),
    Scene("chinchiro_rolling", chinchiro_app, at_chinchiro_rolling),
    Scene("staking", round_app, as_opened),
    Scene("banker_rolling", round_app, at_banker_rolling),
    Scene("last_settlement", game_app, as_opened),
    Scene("ante", pot_app, as_opened),
    Scene("pot_rolling", pot_app, at_pot_rolling),
    Scene("pot_settled", pot_app, at_pot_settled),
    Scene("roll_off", roll_off_app, at_roll_off),
    Scene("six_fading", six_app, at_fading),
    Scene("six_settled", six_app, at_six_settled),
)
"""The table in each phase of both games (and six players), for the snapshot tests only: with
the README's scenes of the table, every phase is pictured at every size."""


SCENES: tuple[Scene, ...] = (
    Scene("setup", lambda: CeeloApp(seed=7, names=FOUR, animate=False), as_opened),
    Scene("fading", round_app, at_fading),
    Scene("rolling", round_app, at_rolling),
    Scene("settlement", round_app, at_settlement),
    Scene("game_over", game_app, at_game_over),
    Scene("help", round_app, at_help),
    Scene("history", game_app, at_history),
    Scene("statistics", game_app, at_statistics),
    Scene("rules", lambda: CeeloApp(seed=7, names=FOUR, animate=False), at_rules),
    Scene("pot", pot_app, at_shoot_out),
    Scene("real_dice", real_dice_app, at_real_dice),
    Scene("session", session_app, at_session),
    Scene("chinchiro", chinchiro_app, at_chinchiro_settled),
)


async def shoot(scene: Scene, size: tuple[int, int], folder: Path, name: str = "") -> Path:
    """Play ``scene`` at ``size`` and save its SVG in ``folder`` (as ``name``, else the scene's)."""
    # A scene's games are saved as any game is: into an empty folder of its own (so no
    # scene offers another's saved game), never the player's.
    os.environ["CEELO_TUI_DATA"] = tempfile.mkdtemp(prefix="ceelo-screenshots-")
    app = scene.make()
    async with app.run_test(size=size) as pilot:
        await scene.keys(pilot)
        await pilot.pause()
        path = app.save_screenshot(filename=f"{name or scene.name}.svg", path=str(folder))
    return Path(path)


LARGE: tuple[tuple[str, str, tuple[int, int]], ...] = (("table_160x50", "settlement", (160, 50)),)
"""Pictures at a size of their own: (file name, scene, size): the table filling a large terminal."""


def main() -> None:
    """Write every scene's SVG next to this script, and the large pictures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default=f"{SIZE[0]}x{SIZE[1]}", help="terminal size, WIDTHxHEIGHT")
    parser.add_argument("--out", default=str(HERE), help="folder for the SVG files")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    for scene in SCENES:
        print(asyncio.run(shoot(scene, (width, height), Path(args.out))))
    scenes = {scene.name: scene for scene in SCENES}
    for name, scene_name, size in LARGE:
        print(asyncio.run(shoot(scenes[scene_name], size, Path(args.out), name)))


if __name__ == "__main__":
    main()
