"""Dice benchmark: frames delivered per second while the dice roll, and the cost of a frame.

Runs a headless app (``App.run_test``) holding one :class:`DiceTray`, rolls it N times and
counts, for each roll (from ``roll()`` to ``DiceTray.Settled``):

- **frames**: screen updates handed to the display (``App._display``); in this app only the
  dice change, so each one is a new picture of the dice;
- **tray render**: the time to draw the three dice, all their rows
  (``DiceTray.render_lines``: the tray's own ``render_line`` plus Textual's per-widget
  styling; the tray draws its three dice as one widget);
- **frame time** (wall clock, and CPU time of this thread, which other programs on a
  busy machine disturb less): the screen update that composes the frame
  (``Screen._on_timer_update``, which draws the dice) plus turning it into terminal
  output, which a headless app skips, so it is done here by hand to count its cost.

For scale the same run measures a bare Textual app that repaints one label on every
animator tick for the same time: the most frames Textual delivers on this machine.

The dice slow down by design, so near the end the last die changes picture less often than
the screen could show it; the "while the dice move" figure counts only the stretches where
frames come at least 20 times a second, leaving out that slow finish.

Reproduce (from the repository root)::

    python benchmarks/dice_frames.py            # 10 rolls at 80x24
    python benchmarks/dice_frames.py --rolls 30 --size 120x40

This prints figures; it asserts nothing (these machines are noisy).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual.app import App, ComposeResult  # noqa: E402
from textual.reactive import reactive  # noqa: E402
from textual.screen import Screen  # noqa: E402
from textual.widgets import Label  # noqa: E402

from ceelo_tui.widgets.dice_tray import DEFAULT_DURATION, DiceTray  # noqa: E402


class Probe:
    """Timestamps of frames, and durations of renders and screen updates."""

    def __init__(self) -> None:
        self.frames: list[float] = []
        self.renders: list[float] = []
        self.updates: list[float] = []
        self.outputs: list[float] = []
        self.renders_cpu: list[float] = []
        self.updates_cpu: list[float] = []
        self.outputs_cpu: list[float] = []
        self._undo: list[Callable[[], None]] = []

    def wrap(self, owner: type, name: str, around: Callable[..., Any]) -> None:
        """Replace ``owner.name`` with ``around(original, *args)`` until :meth:`close`."""
        original = getattr(owner, name)
        own = name in vars(owner)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return around(original, *args, **kwargs)

        setattr(owner, name, wrapper)
        self._undo.append(
            (lambda: setattr(owner, name, original)) if own else (lambda: delattr(owner, name))
        )

    def install(self, app: App[None]) -> None:
        """Count frames and time renders, screen updates and terminal output.

        Call before the app runs: the screen binds its update callback when it first paints.
        """

        def timed(into: list[float], into_cpu: list[float]) -> Callable[..., Any]:
            def around(original: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
                start, start_cpu = time.perf_counter(), time.thread_time()
                try:
                    return original(*args, **kwargs)
                finally:
                    into.append(time.perf_counter() - start)
                    into_cpu.append(time.thread_time() - start_cpu)
            return around

        def display(original: Callable[..., Any], app_: App[None], screen: Screen[object],
                    renderable: Any) -> Any:
            if renderable is not None:
                self.frames.append(time.perf_counter())
                start, start_cpu = time.perf_counter(), time.thread_time()
                if hasattr(renderable, "render_segments"):
                    renderable.render_segments(app_.console)
                self.outputs.append(time.perf_counter() - start)
                self.outputs_cpu.append(time.thread_time() - start_cpu)
            return original(app_, screen, renderable)

        self.wrap(DiceTray, "render_lines", timed(self.renders, self.renders_cpu))
        self.wrap(Screen, "_on_timer_update", timed(self.updates, self.updates_cpu))
        self.wrap(type(app), "_display", display)

    def reset(self) -> None:
        """Forget everything measured so far."""
        for figures in (self.frames, self.renders, self.updates, self.outputs,
                        self.renders_cpu, self.updates_cpu, self.outputs_cpu):
            figures.clear()

    def close(self) -> None:
        """Put back what :meth:`wrap` replaced."""
        while self._undo:
            self._undo.pop()()


class TrayApp(App[None]):
    """One tray in the middle of the screen; a future resolves on each Settled."""

    CSS = "Screen { align: center middle; }"

    def __init__(self) -> None:
        super().__init__()
        self.landed: asyncio.Future[float] | None = None

    def compose(self) -> ComposeResult:
        yield DiceTray()

    def on_dice_tray_settled(self, message: DiceTray.Settled) -> None:
        if self.landed is not None and not self.landed.done():
            self.landed.set_result(time.perf_counter())


class Ticker(Label):
    """A label that repaints on every animator tick: Textual's own frame ceiling."""

    value: reactive[float] = reactive(0.0)

    def render(self) -> str:
        return f"{self.value:.6f}"


class BareApp(App[None]):
    """A bare Textual app animating one label, for comparison."""

    def compose(self) -> ComposeResult:
        yield Ticker()


def ms(values: list[float]) -> str:
    """Median / mean / 95th percentile / max of durations, in milliseconds."""
    if not values:
        return "n/a"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"median {statistics.median(values) * 1000:.3f} ms, "
            f"mean {statistics.fmean(values) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms, "
            f"max {ordered[-1] * 1000:.3f} ms")


async def measure_dice(rolls: int, size: tuple[int, int], seed: int) -> dict[str, Any]:
    """Roll the tray ``rolls`` times; return per-roll frame rates and pooled timings."""
    app = TrayApp()
    probe = Probe()
    rng = random.Random(seed)
    per_roll: list[tuple[float, int, float]] = []
    pooled: dict[str, list[float]] = {name: [] for name in (
        "renders", "updates", "outputs", "renders_cpu", "updates_cpu", "outputs_cpu")}
    probe.install(app)
    try:
        async with app.run_test(size=size) as pilot:
            tray = app.query_one(DiceTray)
            await pilot.pause(0.2)
            for _ in range(rolls):
                faces = (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))
                probe.reset()
                app.landed = asyncio.get_running_loop().create_future()
                start = time.perf_counter()
                tray.roll(faces)
                end = await asyncio.wait_for(app.landed, timeout=10)
                await pilot.pause(0.05)  # the frame showing the landed dice
                frames = [t for t in probe.frames if start <= t <= end + 0.05]
                seconds = end - start
                moving = _moving_fps(frames)
                per_roll.append((seconds, len(frames), moving))
                for name, figures in pooled.items():
                    figures += getattr(probe, name)
                await pilot.pause(0.1)
            await pilot.pause(0.2)
            probe.reset()
            await pilot.pause(1.0)
            idle_frames = len(probe.frames)
    finally:
        probe.close()
    return {"per_roll": per_roll, "idle_frames": idle_frames, **pooled}


def _moving_fps(frames: list[float]) -> float:
    """Frames a second over the stretch where frames come no further apart than 50 ms.

    That is the part of the roll where something moves at least 20 times a second; the
    slow end of the last die is left out.
    """
    if len(frames) < 2:
        return 0.0
    gaps = [b - a for a, b in zip(frames, frames[1:])]
    busy = [gap for gap in gaps if gap <= 0.05]
    return len(busy) / sum(busy) if busy else 0.0


async def measure_bare(seconds: float, size: tuple[int, int]) -> tuple[float, list[float]]:
    """Frames a second a bare app delivers animating one label for ``seconds``, and the
    CPU time of each of its frames."""
    app = BareApp()
    probe = Probe()
    probe.install(app)
    try:
        async with app.run_test(size=size) as pilot:
            await pilot.pause(0.2)
            probe.reset()
            ticker = app.query_one(Ticker)
            start = time.perf_counter()
            ticker.animate("value", 1.0, duration=seconds, easing="linear")
            await app.animator.wait_for_idle()
            end = time.perf_counter()
            frames = [t for t in probe.frames if start <= t <= end]
            frame_cpu = [u + o for u, o in zip(probe.updates_cpu, probe.outputs_cpu)]
    finally:
        probe.close()
    return len(frames) / (end - start), frame_cpu


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=10, help="how many rolls (default 10)")
    parser.add_argument("--size", default="80x24", help="terminal size WxH (default 80x24)")
    parser.add_argument("--seed", type=int, default=1, help="seed for the faces rolled")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.lower().split("x"))
    size = (width, height)

    dice = asyncio.run(measure_dice(args.rolls, size, args.seed))
    bare, bare_cpu = asyncio.run(measure_bare(DEFAULT_DURATION, size))

    per_roll = dice["per_roll"]
    overall = [frames / seconds for seconds, frames, _ in per_roll]
    moving = [fps for _, _, fps in per_roll]
    durations = [seconds for seconds, _, _ in per_roll]
    frames_total = sum(frames for _, frames, _ in per_roll)
    frame_times = [u + o for u, o in zip(dice["updates"], dice["outputs"])]
    frame_cpu = [u + o for u, o in zip(dice["updates_cpu"], dice["outputs_cpu"])]

    print("Dice frames benchmark (headless App.run_test)")
    print(f"  reproduce: python benchmarks/dice_frames.py --rolls {args.rolls} "
          f"--size {args.size} --seed {args.seed}")
    print(f"  Python {sys.version.split()[0]}, terminal {width}x{height}, "
          f"{args.rolls} rolls, tumble {DEFAULT_DURATION:.2f} s")
    print(f"  roll time (roll() to Settled): mean {statistics.fmean(durations):.3f} s, "
          f"min {min(durations):.3f} s, max {max(durations):.3f} s")
    print(f"  frames delivered: {frames_total} in all, "
          f"{frames_total / args.rolls:.1f} a roll")
    print(f"  frames/s over the whole roll: mean {statistics.fmean(overall):.1f}, "
          f"min {min(overall):.1f}, max {max(overall):.1f}")
    print(f"  frames/s while the dice move (gaps <= 50 ms): "
          f"mean {statistics.fmean(moving):.1f}, min {min(moving):.1f}")
    print(f"  bare Textual app, one label animated for {DEFAULT_DURATION:.2f} s: "
          f"{bare:.1f} frames/s (the ceiling here)")
    print(f"  the three dice drawn, DiceTray.render_lines ({len(dice['renders'])} calls):")
    print(f"    wall {ms(dice['renders'])}")
    print(f"    cpu  {ms(dice['renders_cpu'])}")
    print(f"  whole frame, compose + terminal output ({len(frame_times)} frames):")
    print(f"    wall {ms(frame_times)}")
    print(f"    cpu  {ms(frame_cpu)}")
    print(f"  bare Textual app frame (one label), cpu {ms(bare_cpu)}")
    print(f"  frames while idle for 1 s after the last roll: {dice['idle_frames']}")
    print("  targets: >= 30 frames/s while rolling, < 5 ms a frame")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
