"""Three dice that tumble onto faces the engine has already decided.

The tray holds no rule: :meth:`DiceTray.roll` is told the faces, animates towards them and
says :class:`DiceTray.Settled` when they lie still. The screen waits for that message before
it shows what the roll means, so the words never run ahead of the dice.

Its benchmarks: ``benchmarks/dice_frames.py`` (frames a second and the cost of a frame while
the dice roll) and ``benchmarks/idle.py`` (an idle table costs no CPU).

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

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ..engine.dice import Dice
from ..presenters.dice_view import tray_faces
from .die import Die, Picture, edge_look, picture_rows, row_segments

DEFAULT_DURATION = 0.9
"""Seconds from the throw until the last die lies still."""


def _out_cubic(x: float) -> float:
    """Fast start, gentle stop: how far a die has rolled after fraction ``x`` of its time."""
    return 1.0 - (1.0 - x) ** 3


def _changed_rows(drawn: tuple[Picture, ...], pictures: tuple[Picture, ...]) -> list[int] | None:
    """The rows where ``pictures`` differ from the ``drawn`` ones, when only some rows can
    differ (the same dice, each the same size and its edge the same look); else None: all."""
    if len(drawn) != len(pictures):
        return None
    for before, after in zip(drawn, pictures):
        if before[4:] != after[4:] or edge_look(before) != edge_look(after):  # [4:]: width, height
            return None
    old_rows = [picture_rows(picture) for picture in drawn]
    new_rows = [picture_rows(picture) for picture in pictures]
    return [y for y in range(len(new_rows[0])) if any(old[y] != new[y] for old, new in zip(old_rows, new_rows))]


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
    """Three dice side by side, drawn as one widget, that roll onto given faces and report
    when they land.

    One widget for the three dice: a roll, or a frame of a tumble, repaints one part of the
    screen once, where a widget per die cost three refreshes, three messages to the screen
    and three passes through Textual's styling (about a quarter of a millisecond each, on
    every roll). The dice keep the look they had as widgets: each a 13x7 box (9x3 with the
    class ``compact``) on ``$panel``, one cell of the tray between them and at each side.

    A roll of one die (a one-die roll-off) shows only the first die: :meth:`count` says how
    many of the three are drawn; the others' places stay empty, so nothing moves.
    """

    DEFAULT_CSS = """
    DiceTray {
        width: 43;
        height: 7;
    }
    DiceTray.compact {
        width: 31;
        height: 3;
    }
    DiceTray > .dice-tray--face {
        background: $panel;
        color: $foreground;
    }
    DiceTray > .dice-tray--pip {
        background: $panel;
        color: $foreground;
        text-style: bold;
    }
    DiceTray > .dice-tray--edge {
        background: $panel;
        color: $foreground;
    }
    DiceTray > .dice-tray--edge-tumbling {
        background: $panel;
        color: $accent;
    }
    DiceTray > .dice-tray--edge-blank {
        background: $panel;
        color: $foreground-muted;
    }
    """
    """Add the class ``compact`` for 9x3 dice; full dice are 13x7."""

    COMPONENT_CLASSES = {"dice-tray--face", "dice-tray--pip", "dice-tray--edge",
                         "dice-tray--edge-tumbling", "dice-tray--edge-blank"}
    """A die's face; its pips; its edge at rest, while tumbling, and before the first roll."""

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
        shown = None if faces is None else tray_faces(faces)
        self.duration = duration
        left, middle, right = (None, None, None) if shown is None else shown
        self.dice: tuple[Die, Die, Die] = (Die(left), Die(middle), Die(right))
        """The three dice, left to right."""
        self._faces: Dice | None = shown
        self._tumble: Tumble | None = None
        self._generation = 0
        self._drawn: tuple[Picture, ...] = ()
        """The dice's pictures when the tray last asked to be repainted."""
        self._runs: dict[tuple[str, str], list[Segment]] = {}
        """Each row of a die drawn, by its edge's look and its text: rows repeat between faces."""
        self._looks: dict[str, Style] = {}
        """The component styles, looked up once per theme."""
        self._counted = 3
        """How many dice, from the left, are drawn (see :meth:`count`)."""

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
        target = tray_faces(faces)
        if self._tumble is not None:
            self._land()
        self._generation += 1
        self._faces = target
        self._tumble = tumble = Tumble.towards(target)
        if self._animations_off():
            self._land()
            return
        for index, die in enumerate(self.dice):
            path = tumble.paths[index]
            die.set_frame(path[0], path[1], 0.0)
            die.tumbling = True
        self._repaint()
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

    def count(self, dice: int) -> None:
        """Draw only the first ``dice`` dice (1 for a one-die roll, else 3), from now on."""
        if dice != self._counted:
            self._counted = dice
            self.refresh()

    def show(self, faces: Dice | None) -> None:
        """Show ``faces`` (or blank dice) at once: no animation and no message.

        A roll in motion is dropped without a Settled: the caller has said what to show.
        """
        shown = None if faces is None else tray_faces(faces)
        self._stop(land=False)
        self._faces = shown
        for index, die in enumerate(self.dice):
            die.value = None if shown is None else shown[index]
            die.tumbling = False
        self._repaint()

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
        self._repaint()

    def on_unmount(self) -> None:
        """Stop a roll in motion without a message: nobody is left to read it."""
        self._stop(land=False)

    def on_resize(self) -> None:
        """Give the dice the size the tray's own size leaves each of them."""
        self._repaint()

    def notify_style_update(self) -> None:
        """The theme or CSS changed: drop lines drawn in the old colours."""
        super().notify_style_update()
        self._runs.clear()
        self._looks.clear()

    # ------------------------------------------------------------------ drawing
    def _die_size(self) -> Size:
        """Each die's cells: the tray's width shared by three dice and the four gaps."""
        width, height = self.size
        return Size(max(0, (width - 4) // 3), height)

    def _pictures(self) -> tuple[Picture, ...]:
        """What the three dice draw now, each given the size the tray leaves it."""
        size = self._die_size()
        for die in self.dice:
            die.size = size
        return tuple(die.picture() for die in self.dice)

    def _repaint(self) -> None:
        """Repaint the rows of the tray that a die's new picture changed (a slow tumble changes
        every few frames). A roll usually leaves the dice's top and bottom edges as they were:
        those rows are neither drawn nor sent to the terminal again. (One band of rows, not a
        region a row: Textual composes each dirty region apart.)"""
        pictures = self._pictures()
        if pictures == self._drawn:
            return
        drawn, self._drawn = self._drawn, pictures
        rows = _changed_rows(drawn, pictures)
        if rows is None:
            self.refresh()
        elif rows:  # one band, from the first row changed to the last (none: the same text again)
            self.refresh(Region(0, rows[0], self.size.width, rows[-1] - rows[0] + 1))

    def render_line(self, y: int) -> Strip:
        """One row of the three dice (Textual's line API).

        Each row of each die is styled once (edge, pips and bare face, as its picture says)
        and kept; a line of the tray joins three of them, with the tray's own background in
        the gaps between the dice. (Whole lines are not kept: three dice show hundreds of
        combinations, and Textual keeps the lines it was given until the tray repaints.)
        """
        width = self.size.width
        gap = self.visual_style.rich_style
        if not 0 <= y < self.size.height:
            return Strip.blank(width, gap)
        segments = [Segment(" ", gap)]
        for index, picture in enumerate(self._pictures()):
            if index:
                segments.append(Segment(" ", gap))
            row = picture_rows(picture)[y]
            if index >= self._counted:
                segments.append(Segment(" " * len(row), gap))  # a die not rolled: its place left empty
            else:
                segments.extend(self._row_runs(edge_look(picture), row))
        segments.append(Segment(" ", gap))
        return Strip(segments).adjust_cell_length(width, gap)

    def _row_runs(self, look: str, row: str) -> list[Segment]:
        """One row of one die, styled; each (look, row) is styled once."""
        runs = self._runs.get((look, row))
        if runs is None:
            if len(self._runs) >= _ROWS_KEPT:
                self._runs.clear()
            runs = row_segments(row, self._look("dice-tray--face"), self._look(_EDGE_CLASSES[look]),
                                self._look("dice-tray--pip"))
            self._runs[(look, row)] = runs
        return runs

    def _look(self, name: str) -> Style:
        """A component's full style (blended onto the die's face, as the muted edge needs)."""
        style = self._looks.get(name)
        if style is None:
            style = self._looks[name] = self.get_component_rich_style(name)
        return style

    # ------------------------------------------------------------------ rolling
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
        for die, face in zip(self.dice, tumble.faces):
            if land:
                die.value = face
            die.tumbling = False
        self._repaint()


_EDGE_CLASSES = {"tumbling": "dice-tray--edge-tumbling", "blank": "dice-tray--edge-blank",
                 "rest": "dice-tray--edge"}
"""The component class of each look of a die's edge."""

_ROWS_KEPT = 512
"""Rows of a die kept: every row of every face at rest (a few dozen) and tumble frames."""
