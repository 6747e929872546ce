"""The settlement of a round: every coin that moved, and who holds the bank next and why."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

from ..engine.game import GameState, Result, signed
from ..engine.games import AnyGame
from ..engine.pot_game import PotState
from ..presenters.cells import pad, widest
from .pot_settlement import pot_settlement_content
from .round_log import wrapped
from .settlement_lines import change_style, grouped_line

RESULT_STYLE = {Result.WIN: "$text-success", Result.LOSS: "$text-error", Result.PUSH: "$text-warning"}
"""Theme colours of the results; the sign and the word carry the meaning without them."""


def settlement_content(state: AnyGame, compact: bool = False) -> Content:
    """The round's settlement as styled lines (empty before the round is settled).

    ``compact``: the players whose coins changed alike share one line, without their reasons
    (the balance table beside it has each one's result): for a table whose settlement would
    not fit the rows the screen leaves (six players at 80x24).
    """
    if state.winner_take_all:
        assert isinstance(state, PotState)
        return pot_settlement_content(state, compact)
    assert isinstance(state, GameState)
    rnd = state.round
    if rnd.next_banker is None:
        return Content("")
    width = widest([state.name(bet.seat) for bet in rnd.bets])
    lines: list[Content] = [
        Content.assemble((f"Round {rnd.number} settled. ", "bold"), (rnd.bank_reason, "bold $text-accent"))
    ]
    if state.is_over and rnd.events:
        lines.append(Content.styled(rnd.events[-1], "bold $text-accent"))
    banker_delta = rnd.banker_delta
    style = change_style(banker_delta)
    word = "won" if banker_delta > 0 else "lost" if banker_delta < 0 else "even"
    lines.append(
        Content.assemble(
            f"{state.name(state.banker)} (bank) {rnd.stake_words}: ",
            (f"{signed(banker_delta)} {word}", f"bold {style}"),
        )
    )
    if compact:
        groups: dict[tuple[int, Result], list[str]] = {}
        for bet in rnd.bets:
            groups.setdefault((bet.delta, bet.result or Result.PUSH), []).append(state.name(bet.seat))
        for (delta, result), names in groups.items():
            lines.append(grouped_line(names, delta, result.value, RESULT_STYLE[result]))
        return Content("\n").join(lines)
    for bet in rnd.bets:
        result = bet.result or Result.PUSH
        lines.append(
            Content.assemble(
                f"{pad(state.name(bet.seat), width)}  faded {bet.amount:>3}  ",
                (f"{signed(bet.delta):>4} {result.value:<4}", f"bold {RESULT_STYLE[result]}"),
                f"  {bet.words}",
            )
        )
    return Content("\n").join(lines)


MORE = "… the rest in the history (h)"
"""The last line of a settlement too long for the room the table leaves."""


class SettlementSummary(Widget):
    """Each bet's result and coin change, the bank's, and where the bank goes next.

    A fixed-size widget like the round log it takes the place of: setting a new settlement
    repaints it and changes no size. A line wider than the widget wraps when the rows allow
    it (else it is cut, and the history has it whole). When the table leaves fewer rows than the settlement has
    (six seats on 80x24), the players whose coins changed alike share a line; if even that does
    not fit, its last row says the rest is in the history, where every line is.
    """

    DEFAULT_CSS = """
    SettlementSummary {
        width: 1fr;
        height: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        """An empty settlement until :meth:`set_state`."""
        super().__init__(id=id)
        self._content = Content("")
        self._compact = Content("")

    def set_state(self, state: AnyGame) -> None:
        """Draw the settlement of ``state``'s round."""
        content = settlement_content(state)
        if content.plain != self._content.plain or content.spans != self._content.spans:
            self._content = content
            self._compact = settlement_content(state, compact=True)
            self.refresh()

    def render(self) -> Content:
        """The settlement's lines, or its compact form when they do not fit; a last line
        pointing to the history if even that does not."""
        height = max(self.size.height, 1)
        lines: list[Content] = []
        for content in (self._content, self._compact):
            lines = content.split("\n")
            whole = wrapped(lines, self.size.width)
            if self.styles.text_wrap == "wrap" or len(whole) <= height:
                lines = whole  # a line too long for the width wraps where the rows allow it
            if len(lines) <= height:
                break
        if len(lines) > height:
            lines = [*lines[: height - 1], Content.styled(MORE, "italic $text-muted")]
        return Content("\n").join(lines)
