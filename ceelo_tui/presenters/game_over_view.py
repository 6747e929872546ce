"""Game over in words: who won, the final standings, the coins chart's order and figures, and
the rounds played with the game's end reason."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.games import AnyGame
from .catalog import WORDS
from .cells import pad, widest, width
from .event_words import event_words
from .history_view import ChartView, chart_view
from .styled import ACCENT, Line, change_style, line, styled
from .text import signed


@dataclass(frozen=True, slots=True)
class GameOverView:
    """Everything the game-over screen shows of a finished game."""

    title: Line
    """'Game over: Ann wins!'."""
    standings: tuple[Line, ...]
    """A header, then the seats ranked (:func:`standings_lines`)."""
    order: tuple[int, ...]
    """The seats from the most coins to the fewest: the chart's rows line up with the standings."""
    chart: ChartView
    facts: str
    """'5 rounds played.' and the game's end reason (it may name players: text, never markup)."""


def ranking(state: AnyGame) -> list[int]:
    """Seats from the most coins to the fewest (ties in seat order)."""
    return sorted(range(len(state.seats)), key=lambda seat: (-state.seats[seat].coins, seat))


def standings_lines(state: AnyGame, start_coins: int) -> tuple[Line, ...]:
    """Ranked seats: place, name, coins, and the change since the start (net of buy-backs: won
    minus bought in), winners starred, and who bought back in and how often."""
    winners = set(state.leaders())
    cells = widest([seat.name for seat in state.seats], least=width(WORDS.player_heading))
    header = (f"{'':3}{pad(WORDS.player_heading, cells)}  {pad(WORDS.coins_heading, 5, '>')}  "
              f"{pad(WORDS.change_heading, 6, '>')}")
    lines = [styled(header, "bold $text-muted")]
    place = 0
    last = None
    for rank, seat in enumerate(ranking(state), start=1):
        coins = state.seats[seat].coins
        if coins != last:
            place, last = rank, coins
        bought = state.seats[seat].bought_in
        change = coins - start_coins * (1 + bought)  # won minus bought in
        mark = WORDS.winner_mark if seat in winners else (WORDS.broke_mark if coins == 0 else "")
        if bought:
            mark = WORDS.bought_in_mark(mark, bought)
        lines.append(line(f"{place:>2} {pad(state.name(seat), cells)}  {coins:>5}  ",
                          (f"{signed(change):>6}", f"bold {change_style(change)}"),
                          ("  " + mark, ACCENT if seat in winners else "$text-muted")))
    return tuple(lines)


def game_over_view(state: AnyGame, start_coins: int) -> GameOverView:
    """The game-over screen's view of the finished ``state`` (each seat began with ``start_coins``)."""
    leaders = state.leaders()
    rounds = state.rounds_played
    why = event_words(state.round.events[-1]) if state.round.events else ""
    return GameOverView(
        title=line((WORDS.game_over_head, "bold"), (WORDS.game_won([state.name(seat) for seat in leaders]), ACCENT)),
        standings=standings_lines(state, start_coins),
        order=tuple(ranking(state)),
        chart=chart_view(state),
        facts=WORDS.rounds_played(rounds, why),
    )
