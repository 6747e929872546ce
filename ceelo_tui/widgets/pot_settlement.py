"""The settlement of a winner-take-all round: who took the pot and why, every player's rolls
and coin change. The words come from the engine's round (reason, turns, double-down payments)."""

from __future__ import annotations

from textual.content import Content

from ..engine.game import signed
from ..engine.pot_game import LOSING, PotState, rank_name
from ..presenters.cells import pad, widest
from .settlement_lines import change_style, grouped_line


def rolls_text(state: PotState, seat: int) -> str:
    """'point 5, shoot-out: trip 4s': how each of the seat's turns this round ended."""
    parts = []
    for turn in state.round.turns:
        if turn.seat != seat or not turn.done:
            continue
        stage = "" if turn.stage == 0 else ("shoot-out: " if turn.stage == 1 else f"shoot-out {turn.stage}: ")
        parts.append(stage + (rank_name(turn.rank) if turn.rank is not None and turn.rank != LOSING else turn.name))
    return ", ".join(parts) or "did not roll"


def pot_settlement_content(state: PotState, compact: bool = False) -> Content:
    """The round's settlement as styled lines (empty before the pot is won); ``compact``: the
    players whose coins changed alike share a line, without their rolls."""
    rnd = state.round
    if rnd.winner is None:
        return Content("")
    lines: list[Content] = [
        Content.assemble((f"Round {rnd.number} settled. ", "bold"), (f"{rnd.reason}.", "bold $text-accent"))
    ]
    if state.is_over and rnd.events:
        lines.append(Content.styled(rnd.events[-1], "bold $text-accent"))
    if compact:
        groups: dict[int, list[str]] = {}
        for seat in rnd.players:
            groups.setdefault(rnd.delta_of(seat), []).append(state.name(seat))
        for delta, names in sorted(groups.items(), reverse=True):
            lines.append(grouped_line(names, delta, "won" if delta > 0 else "lost"))
        return Content("\n").join(lines)
    width = widest([state.name(seat) for seat in rnd.players])
    for seat in rnd.players:
        delta = rnd.delta_of(seat)
        won = seat == rnd.winner
        style = change_style(delta)
        word = "won" if won else "lost"
        lines.append(
            Content.assemble(
                f"{pad(state.name(seat), width)}  ante {rnd.ante:>3}  ",
                (f"{signed(delta):>4} {word:<4}", f"bold {style}"),
                f"  {rolls_text(state, seat)}",
            )
        )
    for event in rnd.events:
        if event.startswith("Double down"):
            lines.append(Content(event))
    return Content("\n").join(lines)
