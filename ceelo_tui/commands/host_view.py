"""The host's own view of a hosted table: ``ceelo-tui host`` in a terminal runs it (``--plain``
keeps the printed lines instead).

It shows the table live: the invitation (the terminal players' address, the browser address
and its QR code), every seat (its player, whether they are in, away or open, and which screen
holds it), every screen at the table, the screens asking for a held seat, the round, and any
warning ("Not saved", paused). The host's keys are the server's own commands
(:class:`~ceelo_tui.net.table_server.TableServer`: ``release``, ``hand_over``, ``pause``,
``resume``, ``remove``, ``end``), so what the view does is what a test of the server checks;
what they did (or why not) shows in the view's log, as the table logs it, and every screen
hears it from the table.

The view runs on the table's own event loop (it is an asyncio program like the server), so a
key's command runs between two of the table's messages, never beside one. The table's log
(who joins, leaves, talks) goes to the view's log instead of standard error while it runs.
ctrl+c and q both close the table, once the host confirms.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from ..engine.seating import visible
from ..net.table_server import TableServer
from ..presenters.catalog import WORDS
from ..presenters.event_words import message_words
from ..screens.yes_no import YesNoDialog
from ..widgets.key_bar import KeyBar
from ..widgets.plain_text import plain, plain_cell
from .invitation import invitation, qr_lines

LOGS = ("ceelo_tui.table", "ceelo_tui.serve")
"""The logs the view shows: the table's and its browser page's."""
LOG_LINES = 12
"""The view's log keeps this many of the latest lines."""
QR_COLUMNS = 100
"""The narrowest terminal that shows the QR code beside the tables: in a narrower one (80 x 24,
say) the code would take half the width and cut the seats' columns, so it is left out there,
the browser address still printed above, saying how to see the code."""
STATUS_WORDS = {"open": WORDS.seat_open, "present": WORDS.seat_in, "away": WORDS.seat_away, "house": WORDS.seat_computer}
"""How a seat's standing reads in the host's view."""


class Confirm(YesNoDialog):
    """A yes-or-no question for the host (close the table, end the game); y or n answers."""

    BINDINGS = [
        Binding("y", "yes", WORDS.yes_key, id="yes"),
        Binding("n,escape", "no", WORDS.no_key, id="no"),
    ]


class HostView(App[None]):
    """The host's terminal while the table runs: the table live, and the host's commands."""

    TITLE = WORDS.host_title
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (QR_COLUMNS, "-wide")]
    CSS = """
    #invitation { height: auto; padding: 0 1; }
    #qr { width: auto; height: auto; padding: 0 1; background: white; color: black; }
    #qr-hint { display: none; height: auto; padding: 0 1; color: $text-muted; }
    Screen.-narrow #qr { display: none; }
    Screen.-narrow #qr-hint { display: block; }
    Screen.-narrow DataTable { margin: 0 1; }
    #tables { width: 1fr; }
    #status { height: auto; padding: 0 1; }
    DataTable { height: auto; max-height: 12; margin: 0 1 1 1; }
    .caption { padding: 0 1; text-style: bold; }
    #log { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [
        Binding("r", "release", WORDS.release_key, id="release"),
        Binding("a", "hand_over", WORDS.hand_over_key, id="hand_over"),
        Binding("p", "pause", WORDS.pause_key, id="pause"),
        Binding("x", "remove", WORDS.remove_key, id="remove"),
        Binding("e", "end", WORDS.end_key, id="end"),
        Binding("q,ctrl+c", "close_table", WORDS.close_key, id="close_table", priority=True),
    ]

    def __init__(self, server: TableServer, browser_address: str | None) -> None:
        """A view of ``server``'s table, inviting terminals to its address and browsers to
        ``browser_address`` (None: no page is served)."""
        super().__init__()
        self.server = server
        self.browser_address = browser_address
        self.lines: list[str] = []
        """The view's log: the table's own and the answers to the host's commands."""
        self.closing = False
        """True once the host closed the table here (or ended its game)."""
        self.ended = ""
        """The words every screen heard when the host ended the game here ('' until then)."""
        self.drawn = False
        """True once the view's widgets exist (it draws only then)."""
        self._handler = _ViewLog(self.say)
        self._levels: dict[str, int] = {}

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        """The addresses across the top, each on one line to copy whole; the browser address's
        QR code on the left (in a terminal of :data:`QR_COLUMNS` or more); the table (status, seats, screens, requests) and the log on the
        right; the keys at the bottom."""
        words = invitation(self.server.address, None, terminal=False)
        if self.browser_address is not None:
            words += "\n" + WORDS.browser_players(self.browser_address)
        yield Static(plain(words), id="invitation")
        if self.browser_address is not None:
            yield Static(WORDS.qr_code_hint(QR_COLUMNS), id="qr-hint")
        with Horizontal():
            if self.browser_address is not None:
                yield Static(plain("\n".join(qr_lines(self.browser_address))), id="qr")
            with Vertical(id="tables"):
                yield Static(id="status")
                yield Static(WORDS.seats_caption, classes="caption")
                yield DataTable(id="seats", cursor_type="row", zebra_stripes=True)
                yield Static(WORDS.screens_caption, classes="caption")
                yield DataTable(id="screens", cursor_type="row", zebra_stripes=True)
                yield Static(WORDS.requests_caption, classes="caption")
                yield DataTable(id="requests", cursor_type="row", zebra_stripes=True)
                yield Static(WORDS.log_caption, classes="caption")
                yield Static(id="log")
        yield KeyBar()

    def on_mount(self) -> None:
        """Fill the view, and follow the table from now on."""
        self.query_one("#seats", DataTable).add_columns(WORDS.seat_column, WORDS.player_column, WORDS.coins_column,
                                                           WORDS.is_column, WORDS.held_by_column)
        self.query_one("#screens", DataTable).add_columns(WORDS.screen_column, WORDS.name_column, WORDS.plays_column)
        self.query_one("#requests", DataTable).add_columns(WORDS.request_column, WORDS.screen_column, WORDS.asks_for_column)
        self.drawn = True
        self.server.on_change.append(self.show)
        for name in LOGS:
            table_log = logging.getLogger(name)
            self._levels[name] = table_log.level
            table_log.setLevel(logging.INFO)  # the view shows who joins, leaves, talks, and what the host did
            table_log.addHandler(self._handler)
        self.show()

    def on_unmount(self) -> None:
        """Stop following the table."""
        self.drawn = False
        for name, level in self._levels.items():
            table_log = logging.getLogger(name)
            table_log.removeHandler(self._handler)
            table_log.setLevel(level)
        if self.show in self.server.on_change:
            self.server.on_change.remove(self.show)

    # ------------------------------------------------------------------ drawing
    def show(self) -> None:
        """Draw the table as it stands now."""
        if not self.drawn:
            return
        server, state = self.server, self.server.state
        status = [WORDS.host_game_over if state.is_over else WORDS.host_round(state.round.number, message_words(state.message))]
        if server.paused:
            status.append(WORDS.host_paused)
        if server.not_saved:
            status.append(WORDS.host_not_saved(server.not_saved))
        for asked in sorted(server.requests.values(), key=lambda asked: asked.number):
            status.append(WORDS.host_request(asked.name, state.name(asked.seat)))
        self.query_one("#status", Static).update(plain("\n".join(status)))
        seats = self.query_one("#seats", DataTable)
        _fill(seats, [(str(view.seat), [str(view.seat + 1), view.name, str(state.seats[view.seat].coins),
                                        STATUS_WORDS.get(view.status, view.status), view.holder or ""])
                      for view in server.seat_views()])
        screens = self.query_one("#screens", DataTable)
        _fill(screens, [(str(view.number), [str(view.number), view.name,
                                            ", ".join(state.name(seat) for seat in view.seats) or WORDS.watches])
                        for view in server.screens()])
        requests = self.query_one("#requests", DataTable)
        _fill(requests, [(str(number), [str(number), asked.name, state.name(asked.seat)])
                         for number, asked in sorted(server.requests.items())])
        self.query_one("#log", Static).update(plain("\n".join(self.lines[-LOG_LINES:])))

    def say(self, line: str) -> None:
        """A line in the view's log."""
        self.lines = [*self.lines[-(LOG_LINES * 4):], visible(line)]
        if self.drawn:
            self.query_one("#log", Static).update(plain("\n".join(self.lines[-LOG_LINES:])))

    # ------------------------------------------------------------------ the host's commands
    def action_release(self) -> None:
        """Release the seat the seats' cursor is on."""
        seat = _chosen(self.query_one("#seats", DataTable))
        if seat is None:
            self.say(WORDS.choose_held_seat)
        else:
            self.server.release(seat)

    def action_hand_over(self) -> None:
        """Hand the seat asked for in the chosen request to the screen that asked."""
        number = _chosen(self.query_one("#requests", DataTable))
        if number is None:
            self.say(WORDS.nobody_asking)
        else:
            self.server.hand_over(number)

    def action_pause(self) -> None:
        """Pause the table, or resume it when it is paused."""
        if self.server.paused:
            self.server.resume()
        else:
            self.server.pause()

    def action_remove(self) -> None:
        """Remove the screen the screens' cursor is on."""
        number = _chosen(self.query_one("#screens", DataTable))
        if number is None:
            self.say(WORDS.no_screen_at_table)
        else:
            self.server.remove(number)

    def action_end(self) -> None:
        """End the game, once confirmed: every screen hears the standings; the table closes."""
        def answered(yes: bool | None) -> None:
            if yes:
                self.run_worker(self._end(), exit_on_error=False)

        self.push_screen(Confirm(WORDS.end_question, WORDS.end_detail, WORDS.end_yes, WORDS.end_no), answered)

    async def _end(self) -> None:
        self.ended = await self.server.end()
        self.closing = True
        self.exit()

    def action_close_table(self) -> None:
        """Close the table, once confirmed (ctrl+c or q)."""
        if isinstance(self.screen, Confirm):
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.closing = True
                self.exit()

        self.push_screen(Confirm(WORDS.close_question, WORDS.close_detail, WORDS.close_yes, WORDS.close_no), answered)

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()


def _fill(table: DataTable[object], rows: list[tuple[str, list[str]]]) -> None:
    """Rows (key, cells) in ``table``, its cursor kept on the same row where it still is."""
    chosen = _chosen(table)
    table.clear()
    for key, cells in rows:
        table.add_row(*(plain_cell(cell) for cell in cells), key=key)
    keys = [key for key, _cells in rows]
    if chosen is not None and str(chosen) in keys:
        table.move_cursor(row=keys.index(str(chosen)))


def _chosen(table: DataTable[object]) -> int | None:
    """The key (a number) of the row ``table``'s cursor is on, or None when it has no rows."""
    if not table.row_count:
        return None
    row = table.coordinate_to_cell_key(table.cursor_coordinate).row_key
    return int(row.value) if row.value is not None else None


class _ViewLog(logging.Handler):
    """The table's log, into the view's (standard error would draw over the view)."""

    def __init__(self, say: Callable[[str], None]) -> None:
        super().__init__(logging.INFO)
        self._say = say

    def emit(self, record: logging.LogRecord) -> None:
        """One line of the table's log."""
        try:
            self._say(record.getMessage())
        except Exception:  # noqa: BLE001 - a line that cannot be shown must not stop the table
            self.handleError(record)
