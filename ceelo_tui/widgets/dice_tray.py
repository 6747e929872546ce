"""Three dice that tumble onto faces the engine has already decided.

The tray holds no rule: :meth:`DiceTray.roll` is told the faces, animates towards them and
says :class:`DiceTray.Settled` when they lie still. The screen waits for that message before
it shows what the roll means, so the words never run ahead of the dice.

How the tumble works, and why:

- One float reactive, ``progress``, goes from 0 to 1 through Textual's animator (the app's
  one shared 60 fps timer, which pauses by itself once nothing is animating). Every picture
  is derived from ``progress``, so there is no timer of our own to forget, and an idle table
  costs no CPU.
- Each die rolls through a fixed sequence of faces ending on its target, with an ease-out
  curve of its own, so it starts fast, slows and stops; die 1 stops first, then 2, then 3.
  The sequence comes from a private ``random.Random`` seeded with the target faces, so a
  roll looks random yet is the same every time for the same faces (snapshots and replays
  stay stable) and the game's own random numbers are never touched.
- Neighbouring faces in a sequence are adjacent on a real die (never the same face, never
  the opposite one), as when a die tips over an edge.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

from textual.app import ComposeResult
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ceelo_tui.engine.dice import Dice, check_dice

from .die import Die

DEFAULT_DURATION = 0.9
"""Seconds from the throw until the last die lies still."""


def _out_cubic(x: float) -> float:
    """Fast start, gentle stop: how far a die has rolled after fraction ``x`` of its time."""
    return 1.0 - (1.0 - x) ** 3


@dataclass(frozen=True)
class Tumble:
    """The whole course of one roll, fixed before the dice move.

    ``paths[i]`` is the faces die ``i`` shows in turn, ending on ``faces[i]``;
    die ``i`` comes to rest when progress reaches ``stops[i]``.
    """

    faces: Dice
    paths: tuple[tuple[int, ...], ...]
    stops: tuple[float, ...] = (0.6, 0.8, 1.0)
    """When each die comes to rest, as fractions of the roll: die 1 first."""

    @classmethod
    def towards(cls, faces: Dice) -> Tumble:
        """Plan a roll that ends on ``faces``; the same faces always give the same plan."""
        paths = []
        for index, face in enumerate(faces):
            rng = random.Random(f"ceelo-tumble:{faces}:{index}")
            turns = 5 + 2 * index + rng.randint(0, 2)
            path = [face]
            for _ in range(turns):
                here = path[-1]
                path.append(rng.choice([f for f in range(1, 7) if f not in (here, 7 - here)]))
            paths.append(tuple(reversed(path)))
        return cls(faces, tuple(paths))

    def position(self, index: int, progress: float) -> float:
        """How many faces die ``index`` has rolled over at ``progress`` (eased: it slows)."""
        turns = len(self.paths[index]) - 1
        return turns * _out_cubic(min(1.0, max(0.0, progress) / self.stops[index]))

    def frame(self, index: int, progress: float) -> tuple[int, int, float] | None:
        """What die ``index`` shows at ``progress``: (face going, face coming, how far),
        or None once it has come to rest."""
        if progress >= self.stops[index]:
            return None
        path = self.paths[index]
        position = self.position(index, progress)
        step = min(int(position), len(path) - 2)
        return path[step], path[step + 1], position - step


class DiceTray(Widget):
    """Three dice side by side that roll onto given faces and report when they land."""

    DEFAULT_CSS = """
    DiceTray {
        layout: horizontal;
        width: auto;
        height: auto;
    }
    DiceTray > Die {
        margin: 0 1;
    }
    DiceTray.compact > Die {
        width: 9;
        height: 3;
    }
    """
    """Add the class ``compact`` for 9x3 dice (80x24 screens); full dice are 13x7."""

    progress: reactive[float] = reactive(1.0, repaint=False)
    """How far the current roll has gone, 0 (thrown) to 1 (all dice at rest)."""

    class Settled(Message):
        """The dice have come to rest on ``faces`` (posted once for each roll)."""

        def __init__(self, faces: Dice, tray: DiceTray) -> None:
            super().__init__()
            self.faces: Dice = faces
            """The faces the dice show, exactly those given to :meth:`DiceTray.roll`."""
            self.tray: DiceTray = tray
            """The tray that rolled."""

        @property
        def control(self) -> DiceTray:
            """The tray, so handlers can use ``@on(DiceTray.Settled, "#id")``."""
            return self.tray

    def __init__(
        self,
        faces: Dice | None = None,
        *,
        duration: float = DEFAULT_DURATION,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """A tray showing ``faces`` at rest (blank dice if None).

        Args:
            faces: Faces to show at first, or None for blank dice.
            duration: Seconds a roll takes until the last die stops.
        """
        super().__init__(name=name, id=id, classes=classes)
        shown = None if faces is None else check_dice(faces)
        self.duration = duration
        left, middle, right = (None, None, None) if shown is None else shown
        self.dice: tuple[Die, Die, Die] = (Die(left), Die(middle), Die(right))
        """The three dice, left to right."""
        self._faces: Dice | None = shown
        self._tumble: Tumble | None = None
        self._generation = 0

    def compose(self) -> ComposeResult:
        """The three dice, made in ``__init__`` so ``show`` works before mounting."""
        yield from self.dice

    @property
    def rolling(self) -> bool:
        """True from :meth:`roll` until the dice land (and Settled is posted)."""
        return self._tumble is not None

    @property
    def faces(self) -> Dice | None:
        """The faces shown at rest, or being rolled to; None while blank."""
        return self._faces

    def roll(self, faces: Dice) -> None:
        """Tumble the dice onto ``faces``, then post :class:`Settled`.

        A roll still in motion is landed first (and posts its own Settled). With animations
        off (``app.animation_level == "none"``) the dice land at once; Settled still arrives
        as a message, after this call returns, like any other roll.
        """
        target = check_dice(faces)
        if self._tumble is not None:
            self._land()
        self._generation += 1
        self._faces = target
        self._tumble = tumble = Tumble.towards(target)
        if self._animations_off():
            # Straight to rest: a die marked tumbling and back in the same moment would
            # restyle each die twice for nothing the player could see.
            self._land()
            return
        for index, die in enumerate(self.dice):
            path = tumble.paths[index]
            die.set_frame(path[0], path[1], 0.0)
            die.tumbling = True
        self.set_reactive(DiceTray.progress, 0.0)
        self.animate(
            "progress",
            1.0,
            duration=self.duration,
            easing="linear",
            on_complete=partial(self._animation_done, self._generation),
        )

    def skip(self) -> None:
        """Land a roll in motion at once (one Settled, as ever); nothing happens at rest."""
        if self._tumble is not None:
            self._land()

    def show(self, faces: Dice | None) -> None:
        """Show ``faces`` (or blank dice) at once: no animation and no message.

        A roll in motion is dropped without a Settled: the caller has said what to show.
        """
        shown = None if faces is None else check_dice(faces)
        self._stop(land=False)
        self._faces = shown
        for index, die in enumerate(self.dice):
            die.value = None if shown is None else shown[index]
            die.tumbling = False

    def watch_progress(self, progress: float) -> None:
        """Draw the frame for ``progress``; lay each die to rest as its time comes."""
        tumble = self._tumble
        if tumble is None:
            return
        for index, die in enumerate(self.dice):
            if not die.tumbling:
                continue
            frame = tumble.frame(index, progress)
            if frame is None:
                die.value = tumble.faces[index]
                die.tumbling = False
            else:
                die.set_frame(*frame)

    def on_unmount(self) -> None:
        """Stop a roll in motion without a message: nobody is left to read it."""
        self._stop(land=False)

    def _animations_off(self) -> bool:
        """True when the user asked for no animation, or there is no app to animate in."""
        if not self.is_attached:
            return True
        return self.app.animation_level == "none"

    def _animation_done(self, generation: int) -> None:
        """The animator finished: land, unless this roll was already landed or dropped."""
        if generation == self._generation and self._tumble is not None:
            self._land()

    def _land(self) -> None:
        """Put every die on its target face and post Settled (once per roll)."""
        tumble = self._tumble
        if tumble is None:
            return
        self._stop(land=True)
        self.post_message(self.Settled(tumble.faces, self))

    def _stop(self, *, land: bool) -> None:
        """End the current roll; with ``land`` the dice show its target faces."""
        tumble, self._tumble = self._tumble, None
        if tumble is None:
            return
        # The roll is over before the animator is told, so the last progress it sets and
        # the on_complete it schedules both find nothing to do.
        if self.is_attached:
            self.app.animator.force_stop_animation(self, "progress")
        self.set_reactive(DiceTray.progress, 1.0)
        if land:
            for die, face in zip(self.dice, tumble.faces):
                die.value = face
                die.tumbling = False
