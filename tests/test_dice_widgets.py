"""The dice widgets: pictures of a die, the planned tumble, and the tray's behaviour in an app."""

from __future__ import annotations

import random

import pytest
from textual import constants
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.pilot import Pilot
from textual.timer import Timer

from ceelo_tui.widgets.dice_tray import DiceTray, Tumble
from ceelo_tui.widgets.die import Die
from ceelo_tui.widgets.die_faces import (
    BIG_PIP,
    DASHED,
    EDGE_CHARS,
    PIP,
    SOLID,
    die_rows,
    face_rows,
    form_for,
    shifts,
)

from table_driver import screen_lines

FACES = range(1, 7)


# --- pictures ---------------------------------------------------------------------------


@pytest.mark.parametrize("width,height", [(13, 7), (9, 5), (9, 3), (11, 4), (5, 3), (3, 1),
                                          (1, 1), (2, 9), (40, 20), (0, 3), (4, 0)])
@pytest.mark.parametrize("tumbling", [False, True])
def test_die_rows_fill_exactly_the_size_given(width: int, height: int, tumbling: bool) -> None:
    for value in (None, *FACES):
        for shift in range(shifts(width, height)):
            rows = die_rows(value, width, height, tumbling=tumbling, lower=3, shift=shift)
            assert len(rows) == (height if width > 0 else 0)
            assert all(len(row) == width for row in rows)


@pytest.mark.parametrize("width,height,form", [(13, 7, "full"), (9, 5, "full"),
                                               (9, 3, "compact"), (9, 4, "compact"),
                                               (4, 3, "line"), (13, 2, "line")])
def test_form_follows_the_space(width: int, height: int, form: str) -> None:
    assert form_for(width, height) == form


@pytest.mark.parametrize("width,height", [(13, 7), (9, 5), (9, 3)])
def test_a_die_at_rest_shows_its_number_of_pips_symmetrically(width: int, height: int) -> None:
    for value in FACES:
        rows = die_rows(value, width, height)
        assert "".join(rows).count(PIP) == value
        # Every layout of a real die looks the same turned half round.
        assert [row[::-1] for row in reversed(rows)] == [
            row.translate(str.maketrans("╭╮╰╯", "╯╰╮╭")) for row in rows
        ]
    assert PIP not in "".join(die_rows(None, width, height))


@pytest.mark.parametrize("width,height", [(21, 12), (19, 10)])
def test_a_big_die_draws_big_round_pips_symmetrically(width: int, height: int) -> None:
    """From an inside of 17x8 each pip is a 3x2 blob: its top half counts the pips."""
    for value in FACES:
        rows = die_rows(value, width, height)
        text = "".join(rows)
        assert text.count(BIG_PIP[0]) == text.count(BIG_PIP[1]) == value and PIP not in text
        assert [row[::-1] for row in reversed(rows)] == [
            row.translate(str.maketrans("╭╮╰╯▟▙▜▛", "╯╰╮╭▛▜▙▟")) for row in rows
        ]
        assert all(len(row) == width for row in rows) and len(rows) == height
    assert die_rows(5, 21, 12)[2:4] == ["│  ▟█▙         ▟█▙  │", "│  ▜█▛         ▜█▛  │"]


def test_the_full_die_is_13_by_7_with_pips_on_a_3x3_grid() -> None:
    assert die_rows(5, 13, 7) == [
        "╭───────────╮",
        "│ ●       ● │",
        "│           │",
        "│     ●     │",
        "│           │",
        "│ ●       ● │",
        "╰───────────╯",
    ]
    assert die_rows(6, 9, 3) == ["│ ●   ● │"] * 3


def test_tumbling_differs_from_rest_by_shape_not_only_colour() -> None:
    at_rest = "".join(die_rows(4, 13, 7))
    moving = "".join(die_rows(4, 13, 7, tumbling=True))
    assert SOLID.vertical in at_rest and DASHED.vertical not in at_rest
    assert DASHED.vertical in moving and SOLID.vertical not in moving
    assert die_rows(4, 3, 1) != die_rows(4, 3, 1, tumbling=True)


def test_a_roll_between_faces_slides_the_next_face_up() -> None:
    height = 5
    first = face_rows(2, 11, height)
    second = face_rows(5, 11, height)
    last = shifts(13, 7) - 1
    rows = die_rows(2, 13, 7, tumbling=True, lower=5, shift=last)
    assert rows[1:-1] == [f"{DASHED.vertical}{row}{DASHED.vertical}" for row in
                          [DASHED.horizontal * 11, *second][:height]]
    assert die_rows(2, 13, 7, tumbling=True, lower=5, shift=0)[1:-1] == [
        f"{DASHED.vertical}{row}{DASHED.vertical}" for row in first
    ]


def test_pictures_use_no_emoji_or_wide_characters() -> None:
    allowed = EDGE_CHARS | {PIP, " "} | set("123456")
    for width, height in [(13, 7), (9, 3), (3, 1)]:
        for value in (None, *FACES):
            for tumbling in (False, True):
                text = "".join(die_rows(value, width, height, tumbling=tumbling, lower=1,
                                        shift=1))
                assert set(text) <= allowed


# --- the planned tumble -------------------------------------------------------------------


def test_a_tumble_ends_on_the_faces_and_moves_like_a_real_die() -> None:
    for faces in [(1, 2, 3), (4, 5, 6), (6, 6, 6), (2, 2, 5)]:
        tumble = Tumble.towards(faces)
        for index, path in enumerate(tumble.paths):
            assert path[-1] == faces[index]
            assert len(path) >= 5
            for here, there in zip(path, path[1:]):
                assert there not in (here, 7 - here)


def test_a_tumble_is_fixed_by_the_faces_and_leaves_the_global_random_alone() -> None:
    random.seed(99)
    state = random.getstate()
    assert Tumble.towards((3, 1, 4)) == Tumble.towards((3, 1, 4))
    assert random.getstate() == state
    assert Tumble.towards((3, 1, 4)).paths != Tumble.towards((3, 1, 5)).paths


def test_a_tumble_slows_down_and_die_one_stops_first() -> None:
    tumble = Tumble.towards((5, 5, 5))
    assert tumble.stops == tuple(sorted(tumble.stops)) and tumble.stops[-1] == 1.0
    for index in range(3):
        assert tumble.frame(index, 0.0) is not None
        assert tumble.frame(index, tumble.stops[index]) is None
        positions = [tumble.position(index, tumble.stops[index] * step / 100)
                     for step in range(101)]
        assert positions[0] == 0 and positions[-1] == len(tumble.paths[index]) - 1
        halfway = tumble.frame(index, tumble.stops[index] * 0.5)
        assert halfway is not None
        upper, lower, turn = halfway
        step = int(positions[50])
        assert (upper, lower) == tumble.paths[index][step:step + 2]
        assert turn == pytest.approx(positions[50] - step)
        speeds = [b - a for a, b in zip(positions, positions[1:])]
        assert all(speed >= 0 for speed in speeds)
        assert speeds[5] > speeds[50] > speeds[95]


# --- the widgets in an app ----------------------------------------------------------------


class TrayApp(App[None]):
    """The smallest home for a tray: it records every Settled."""

    def __init__(self, faces: tuple[int, int, int] | None = None, duration: float = 0.3,
                 classes: str | None = None) -> None:
        super().__init__()
        self.faces = faces
        self.duration = duration
        self.classes_for_tray = classes
        self.settled: list[tuple[int, int, int]] = []
        self.senders: list[DiceTray] = []

    def compose(self) -> ComposeResult:
        yield DiceTray(self.faces, duration=self.duration, classes=self.classes_for_tray)

    def on_dice_tray_settled(self, message: DiceTray.Settled) -> None:
        self.settled.append(message.faces)
        self.senders.append(message.tray)
        assert message.control is message.tray


def running_timers(app: App[None]) -> list[str]:
    """Names of timers that would wake up the app: anything alive and not paused."""
    nodes = [app, *app.screen_stack, *app.screen.walk_children(with_self=False)]
    timers: list[Timer] = [timer for node in nodes for timer in node._timers]
    timers.append(app.animator._timer)
    return [
        timer.name for timer in timers
        if timer._task is not None and not timer._task.done() and timer._active.is_set()
    ]


def values(tray: DiceTray) -> list[int | None]:
    """The faces the three dice show at rest, left to right."""
    return [die.value for die in tray.dice]


async def wait_until_landed(pilot: Pilot[None], tray: DiceTray, limit: float = 5.0) -> None:
    waited = 0.0
    while tray.rolling and waited < limit:
        await pilot.pause(0.05)
        waited += 0.05
    await pilot.pause()
    assert not tray.rolling


async def test_a_roll_lands_on_the_given_faces_and_settles_once() -> None:
    app = TrayApp(duration=1)  # ten times the 0.1 s look below, for a loaded machine
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        assert values(tray) == [None, None, None]
        tray.roll((6, 2, 4))
        assert tray.rolling and all(die.tumbling for die in tray.dice)
        await pilot.pause(0.1)
        assert app.settled == []
        await wait_until_landed(pilot, tray)
        await pilot.pause(0.2)
        assert app.settled == [(6, 2, 4)]
        assert app.senders == [tray]
        assert values(tray) == [6, 2, 4]
        assert not any(die.tumbling for die in tray.dice)
        assert tray.faces == (6, 2, 4)


async def test_the_dice_settle_one_after_another_die_one_first() -> None:
    app = TrayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        order: list[int] = []
        tray.roll((1, 1, 1))
        while tray.rolling:  # note each die as it comes to rest, frame by frame
            order.extend(index for index, die in enumerate(tray.dice)
                         if not die.tumbling and index not in order)
            await pilot.pause(0.01)
        order.extend(index for index in range(3) if index not in order)
        assert order == [0, 1, 2]


async def test_the_tumble_takes_about_a_second_and_shows_changing_faces() -> None:
    app = TrayApp(duration=0.9)
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        frames: set[tuple[int | None, int | None, int]] = set()
        die = tray.dice[2]
        original = die.set_frame

        def record(upper: int | None, lower: int | None, turn: float) -> None:
            original(upper, lower, turn)
            frames.add(die._frame_key)

        die.set_frame = record  # type: ignore[method-assign]
        tray.roll((3, 3, 3))
        assert tray.rolling
        await pilot.pause(0.3)  # (no timed assertion: a busy machine draws fewer frames)
        await wait_until_landed(pilot, tray)
        assert len({upper for upper, _, _ in frames}) >= 2
        assert len(frames) >= 4
        assert tray.faces == (3, 3, 3)


async def test_nothing_keeps_running_once_the_dice_land() -> None:
    app = TrayApp(duration=1)  # ten times the 0.1 s look below, for a loaded machine
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        await pilot.pause(0.1)
        assert running_timers(app) == []
        tray.roll((2, 3, 4))
        await pilot.pause(0.1)
        assert "Animator" in running_timers(app)
        await wait_until_landed(pilot, tray)
        await pilot.pause(0.1)
        assert not app.animator.is_being_animated(tray, "progress")
        assert not app.animator.is_being_animated(tray, "progress")
        assert running_timers(app) == []
        assert not tray._timers


async def test_skip_mid_roll_lands_at_once_and_settles_once() -> None:
    app = TrayApp(duration=30)  # skipped long before it could land by itself
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.roll((5, 4, 6))
        await pilot.pause(0.1)
        assert tray.rolling
        tray.skip()
        assert not tray.rolling
        assert values(tray) == [5, 4, 6]
        assert not any(die.tumbling for die in tray.dice)
        tray.skip()  # nothing to skip: no second message
        await pilot.pause(0.6)  # time for any stray message to arrive
        assert app.settled == [(5, 4, 6)]
        assert running_timers(app) == []


async def test_skip_at_rest_does_nothing() -> None:
    app = TrayApp((1, 2, 3))
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.skip()
        await pilot.pause()
        assert app.settled == []
        assert values(tray) == [1, 2, 3]


async def test_with_animations_off_a_roll_lands_at_once_and_settles_after_the_call() -> None:
    app = TrayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.animation_level = "none"
        tray = app.query_one(DiceTray)
        tray.roll((1, 2, 3))
        assert not tray.rolling
        assert values(tray) == [1, 2, 3]
        assert app.settled == []  # not inside roll(): after it returns
        await pilot.pause()
        assert app.settled == [(1, 2, 3)]
        assert not app.animator.is_being_animated(tray, "progress")
        tray.roll((4, 5, 6))
        await pilot.pause(0.1)
        assert app.settled == [(1, 2, 3), (4, 5, 6)]
        assert running_timers(app) == []


async def test_textual_animations_none_in_the_environment_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(constants, "TEXTUAL_ANIMATIONS", "none")
    app = TrayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.animation_level == "none"
        tray = app.query_one(DiceTray)
        tray.roll((6, 6, 6))
        assert not tray.rolling
        await pilot.pause()
        assert app.settled == [(6, 6, 6)]


async def test_a_new_roll_during_a_roll_finishes_the_old_one_first() -> None:
    app = TrayApp(duration=30)  # the first roll cannot land by itself before the second, however loaded the machine
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.roll((1, 1, 2))
        await pilot.pause(0.1)
        assert tray.rolling  # the second roll comes during the first
        tray.duration = 0.5  # the second lands by itself
        tray.roll((3, 5, 6))
        assert tray.rolling
        await wait_until_landed(pilot, tray)
        await pilot.pause(0.2)
        assert app.settled == [(1, 1, 2), (3, 5, 6)]
        assert values(tray) == [3, 5, 6]


async def test_rolling_the_faces_already_shown_still_tumbles() -> None:
    app = TrayApp((2, 2, 2), duration=30)  # landed by skip(): it cannot land by itself while the test looks
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        for _ in range(2):  # once onto the faces shown at first, once onto those it landed on
            tray.roll((2, 2, 2))
            await pilot.pause()
            assert tray.rolling and all(die.tumbling for die in tray.dice)
            tray.skip()
            await pilot.pause()
        assert app.settled == [(2, 2, 2), (2, 2, 2)]


async def test_show_sets_faces_at_once_without_a_message() -> None:
    app = TrayApp(duration=60)  # a roll that cannot land by itself while the test looks, however loaded the machine
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.show((4, 4, 1))
        assert values(tray) == [4, 4, 1]
        tray.roll((6, 5, 4))
        await pilot.pause()  # a frame of the roll drawn
        assert tray.rolling
        tray.show(None)  # drops the roll: no Settled for it, ever
        assert not tray.rolling
        assert values(tray) == [None, None, None]
        assert tray.faces is None
        await pilot.pause(0.4)
        assert app.settled == []
        assert running_timers(app) == []


async def test_show_works_before_the_tray_is_mounted() -> None:
    tray = DiceTray()
    tray.show((3, 2, 1))
    assert values(tray) == [3, 2, 1]
    assert DiceTray((1, 2, 3)).faces == (1, 2, 3)


@pytest.mark.parametrize("bad", [(0, 1, 2), (1, 2), (1, 2, 7), (1, 2, "3"), (True, 2, 3), None,
                                 5])
async def test_bad_faces_are_refused_and_change_nothing(bad: object) -> None:
    app = TrayApp((1, 2, 3))
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        with pytest.raises(ValueError):
            tray.roll(bad)  # type: ignore[arg-type]  # anything but three faces is refused
        if bad is not None:
            with pytest.raises(ValueError):
                tray.show(bad)  # type: ignore[arg-type]
        assert not tray.rolling
        assert values(tray) == [1, 2, 3]
        await pilot.pause()
        assert app.settled == []


def test_a_die_refuses_a_face_it_does_not_have() -> None:
    with pytest.raises(ValueError):
        Die(7)
    die = Die()
    with pytest.raises(ValueError):
        die.value = 0
    die.value = 6
    assert die.value == 6


async def test_resizing_during_a_roll_never_crashes() -> None:
    app = TrayApp(duration=0.6)
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.roll((6, 1, 6))
        for width, height in [(40, 12), (12, 3), (1, 1), (200, 60), (80, 24), (20, 5)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause(0.05)
        await wait_until_landed(pilot, tray)
        await pilot.pause(0.1)
        assert app.settled == [(6, 1, 6)]
        assert values(tray) == [6, 1, 6]


async def test_removing_the_tray_mid_roll_stops_quietly() -> None:
    app = TrayApp(duration=30)  # removed long before it could land by itself
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        tray.roll((2, 5, 2))
        await pilot.pause(0.1)
        await tray.remove()
        await pilot.pause(0.6)
        assert app.settled == []
        assert not app.animator.is_being_animated(tray, "progress")
        assert running_timers(app) == []


async def test_full_and_compact_sizes_fit_an_80x24_screen() -> None:
    app = TrayApp((1, 2, 3))
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        assert [tuple(die.size) for die in tray.dice] == [(13, 7)] * 3
        assert all(die.form == "full" for die in tray.dice)
        assert tray.outer_size.width <= 50 and tray.outer_size.height == 7
        tray.add_class("compact")
        await pilot.pause()
        assert [tuple(die.size) for die in tray.dice] == [(9, 3)] * 3
        assert all(die.form == "compact" for die in tray.dice)
        assert tray.outer_size.height == 3


async def test_a_tumbling_die_is_drawn_dashed_and_a_settled_one_solid() -> None:
    app = TrayApp((1, 2, 3), duration=30)  # skipped long before it could land by itself
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        die = tray.dice[2]
        assert DASHED.vertical not in "".join(die.text_rows())
        tray.roll((4, 5, 6))
        await pilot.pause(0.1)
        assert die.tumbling
        assert DASHED.vertical in "".join(die.text_rows())
        assert DASHED.vertical in tray.render_line(3).text  # as the tray draws it
        tray.skip()
        assert SOLID.vertical in "".join(die.text_rows())
        assert "".join(die.text_rows()).count(PIP) == 6


async def test_a_theme_change_redraws_the_dice_in_the_new_colours() -> None:
    app = TrayApp((5, 5, 5))
    async with app.run_test(size=(80, 24)) as pilot:
        tray = app.query_one(DiceTray)
        await pilot.pause()
        before = tray.render_line(1)
        app.theme = "textual-light"
        await pilot.pause()
        after = tray.render_line(1)
        assert before.text == after.text
        assert list(before) != list(after)


async def test_a_new_roll_redraws_only_the_rows_it_changes_and_the_screen_shows_every_face(monkeypatch: pytest.MonkeyPatch) -> None:
    """Faces after faces: the tray asks Textual to redraw only the rows of the dice that
    changed (the dice's top and bottom edges stay as they are), and what is on the screen after
    each is the whole tray as drawn afresh, at rest and mid-tumble."""
    app = TrayApp((1, 1, 1), duration=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.query_one(DiceTray)
        asked: list[tuple[Region, ...]] = []
        redraw = tray.refresh

        def refresh(*regions: Region, **options: bool) -> DiceTray:
            asked.append(regions)
            return redraw(*regions, **options)

        monkeypatch.setattr(tray, "refresh", refresh)

        def on_screen() -> list[str]:  # the screenshot's rows keep no blanks: compared without them
            return ["".join(line.split()) for line in screen_lines(app)[tray.region.y:tray.region.bottom]]

        def drawn_afresh() -> list[str]:
            return ["".join(tray.render_line(y).text.split()) for y in range(tray.size.height)]

        for faces in ((2, 3, 4), (6, 6, 6), (5, 2, 1), (5, 2, 2), (1, 1, 2)):
            asked.clear()
            tray.show(faces)
            await pilot.pause()
            assert on_screen() == drawn_afresh(), faces
            rows = {region.y for regions in asked for region in regions}
            assert asked and all(asked) and 0 not in rows and tray.size.height - 1 not in rows, faces
        tray.roll((3, 4, 5))  # the edges change look as the dice start to tumble: all is redrawn
        await pilot.pause(0.1)
        assert on_screen() == drawn_afresh()
        tray.skip()
        await pilot.pause()
        assert on_screen() == drawn_afresh() and values(tray) == [3, 4, 5]
