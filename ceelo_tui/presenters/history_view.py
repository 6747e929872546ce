"""Every round of a game so far, in words: who banked, the stake, each fade, every roll with
its re-rolls, each result and what every player's coins became; and the coins chart's figures.

The words come from the engine's records (``state.history``, each bet's rolls and reason,
the names of the combinations, Chinchiro's in Japanese beside the English); nothing here decides
a rule. A winner-take-all round (no
bank) is told by its ante, the roll-off for its first roller, each turn's rolls, the
shoot-outs, who took the pot and any double-down payments. A move taken back is shown where
it was taken back: before the dice for a stake, fade, pass or ante; before the roller's rolls
for a typed roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.chinchiro import ChinRound
from ..engine.chinchiro_words import yaku_name
from ..engine.dice import Combo, Dice
from ..engine.game import Round
from ..engine.games import AnyGame
from ..engine.pot_game import PotRound
from ..engine.roll_off import RollOff
from ..engine.stats import FINISHED_PHASES, AnyRound, coins_by_round, finished_rounds, is_pot_round, round_deltas
from .catalog import WORDS
from .catalog.keyed import said, say
from .cells import cell, widest
from .event_words import draw_score_words, event_words, log_words
from .styled import ACCENT, MUTED, Line, Span, delta_style, line, styled
from .text import faces_text, signed

LABEL_WIDTH = 10
"""The label column's least width ('Fades', 'Taken back'); it grows to the widest name at the
table (in cells: 李小龍 is six), so no name is cut."""

TITLE = ACCENT
LABEL = MUTED


def label_width(state: AnyGame) -> int:
    """The label column of ``state``'s history: the widest name whole, at least LABEL_WIDTH."""
    return widest([seat.name for seat in state.seats], least=LABEL_WIDTH)


def _line(state: AnyGame, label: str, *parts: str | Span) -> Line:
    """A labelled line: the label (a name, 'Fades' ...) in the history's label column."""
    return line((f"  {cell(label, label_width(state))} ", LABEL), *parts)


def _rolls(rolls: Sequence[Dice]) -> str:
    return ", ".join(faces_text(dice) for dice in rolls)


def coins_line(state: AnyGame, rnd: AnyRound, after: Sequence[int]) -> Line:
    """'Coins  Ann 12 +2 · Bo 8 -2 · Cy 10': every seat's coins after the round and its change."""
    deltas = round_deltas(rnd, len(state.seats))
    parts: list[str | Span] = []
    for seat, delta in enumerate(deltas):
        if parts:
            parts.append(" · ")
        parts.append(f"{state.name(seat)} {after[seat]}")
        if delta:
            parts.append((f" {signed(delta)}", delta_style(delta)))
    return _line(state, WORDS.coins_label, *parts)


def _taken_back(state: AnyGame, rnd: AnyRound, seat: int | None = None) -> list[Line]:
    """The round's take-backs of moves made before the dice (``seat`` None), or of that seat's
    typed rolls: each is shown where it happened, before the rolls that came after it."""
    return [_line(state, WORDS.taken_back_label, event_words(taken.said)) for taken in rnd.undone
            if (taken.roll and taken.seat == seat) or (not taken.roll and seat is None)]


def _named(rnd: Round | ChinRound, combo: Combo | None) -> str:
    """' → Point 4', or in Chinchiro its Japanese name beside the English (' → Shi no me, a point
    of 4 (pair of 2s)'); '' for no roll."""
    if combo is None:
        return ""
    return f" → {yaku_name(combo) if isinstance(rnd, ChinRound) else combo.name}"


def bank_round_lines(state: AnyGame, rnd: Round | ChinRound) -> list[Line]:
    """The lines of one finished round of a game with a bank: the banking game, or Chinchiro
    (its bets against the banker, the oya, and its rolls by their Japanese names)."""
    name = state.name
    banker = name(rnd.banker)
    if isinstance(rnd, ChinRound):
        head, label = WORDS.chinchiro_round_head(rnd.number, banker, rnd.covered), WORDS.bets_label
    else:
        head, label = WORDS.bank_round_head(rnd.number, banker, WORDS.stake_words(rnd.put_up, rnd.stake)), WORDS.fades_label
    lines = [styled(head, TITLE)]
    fades: list[str] = []
    for index, seat in enumerate(rnd.order):
        bet = rnd.bet_of(seat)
        if bet is not None:
            fades.append(f"{name(seat)} {bet.amount}")
        elif index < rnd.asked:
            fades.append(WORDS.fade_passed(name(seat)))
        else:
            fades.append(WORDS.fade_sat_out(name(seat)))
    if fades:
        lines.append(_line(state, label, " · ".join(fades)))
    lines.extend(_taken_back(state, rnd))
    lines.extend(_taken_back(state, rnd, rnd.banker))
    if rnd.banker_rolls:
        lines.append(_line(state, banker, _rolls(rnd.banker_rolls), _named(rnd, rnd.banker_combo)))
    for bet in rnd.bets:
        parts: list[str | Span] = []
        if bet.rolls:
            parts.append(_rolls(bet.rolls))
            if bet.combo is not None:
                parts.append(_named(rnd, bet.combo))
            parts.append(" · ")
        if bet.result is not None:
            parts.append((f"{WORDS.result_word(bet.result)} {signed(bet.delta)}", delta_style(bet.delta)))
            if not bet.rolls and bet.reason:
                parts.append(f" ({said(WORDS, bet.reason)})")
        lines.extend(_taken_back(state, rnd, bet.seat))
        lines.append(_line(state, name(bet.seat), *parts))
    return lines


def roll_off_line(state: AnyGame, draw: RollOff) -> Line:
    """'Roll-off  Ann a 3 · Bo a 5 · Cy a 5; again Bo a 2 · Cy a 6 → Cy rolls first': who
    rolled what, stage by stage, to choose the round's first roller."""
    stages: list[str] = []
    for stage in range(draw.stage + 1):
        rolled = [f"{state.name(seat)} {draw_score_words(draw.kind, dice)}" for at, seat, dice in draw.rolls if at == stage]
        if rolled:
            stages.append(" · ".join(rolled))
    text = WORDS.roll_off_again(stages)
    if draw.winner is not None:
        text += WORDS.rolls_first(state.name(draw.winner))
    return _line(state, WORDS.roll_off_label, text)


def pot_round_lines(state: AnyGame, rnd: PotRound) -> list[Line]:
    """The lines of one finished round of the winner-take-all game: the roll-off for the first
    roller (if one was rolled), the turns, who took the pot, and any double-down payments."""
    name = state.name
    head = WORDS.pot_round_head(rnd.number, rnd.ante, rnd.ante * len(rnd.players), [name(seat) for seat in rnd.players])
    lines = [styled(head, TITLE)]
    if rnd.draw is not None and rnd.draw.rolls:
        lines.append(roll_off_line(state, rnd.draw))
    lines.extend(_taken_back(state, rnd))
    last_turn = {turn.seat: index for index, turn in enumerate(rnd.turns)}
    stage = 0
    for index, turn in enumerate(rnd.turns):
        if turn.stage != stage:
            stage = turn.stage
            lines.append(styled(WORDS.shoot_out_label(stage), LABEL))
        if last_turn[turn.seat] == index:
            lines.extend(_taken_back(state, rnd, turn.seat))
        lines.append(_line(state, name(turn.seat), _rolls(turn.rolls), f" → {say(WORDS, turn.name)}" if turn.name else ""))
    winner = rnd.winner
    if winner is not None:
        lines.append(_line(state, WORDS.pot_label, WORDS.takes_amount(name(winner), rnd.won),
                           f" · {say(WORDS, rnd.reason)}" if rnd.reason else ""))
        if rnd.extras:  # double-down payments go to the pot's winner
            paid = " · ".join(WORDS.pays(name(payer), name(winner), amount) for payer, amount in rnd.extras)
            lines.append(_line(state, WORDS.doubled_label, paid))
    return lines


def round_lines(state: AnyGame, rnd: AnyRound, after: Sequence[int]) -> list[Line]:
    """One finished round: what happened, then every seat's coins after it."""
    if is_pot_round(rnd):
        lines = pot_round_lines(state, rnd)
    else:
        lines = bank_round_lines(state, rnd)
    lines.extend(_line(state, WORDS.buy_in_label, WORDS.bought_back_in(state.name(seat), state.stack))
                 for seat in rnd.buy_ins)
    lines.append(coins_line(state, rnd, after))
    why = None if is_pot_round(rnd) else rnd.bank_reason
    reason = event_words(why) if why is not None else ""
    if reason:
        lines.append(_line(state, WORDS.next_bank_label, reason))
    return lines


def history_lines(state: AnyGame) -> tuple[Line, ...]:
    """Every finished round, oldest first, then the round in play (or the game's end); an
    empty line between two rounds."""
    series = coins_by_round(state)
    blocks: list[list[Line]] = []
    for index, rnd in enumerate(finished_rounds(state)):
        blocks.append(round_lines(state, rnd, series[index + 1]))
    finished = state.phase.value in FINISHED_PHASES
    if state.is_over and state.round.events:
        blocks.append([styled(event_words(state.round.events[-1]), TITLE)])
    elif not finished:
        events = log_words(state.round.events)
        head = styled(WORDS.round_in_play(state.round.number), TITLE)
        body = [styled(f"  {event}", LABEL) for event in events] or [styled(f"  {WORDS.nothing_yet}", LABEL)]
        blocks.append([head, *body])
    if not blocks:
        return (styled(WORDS.no_round_yet, LABEL),)
    lines: list[Line] = []
    for block in blocks:
        lines.extend([(), *block] if lines else block)
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class ChartView:
    """The coins chart's figures: every seat's coins at the start, then after each round."""

    names: tuple[str, ...]
    """The seats' names, in seat order."""
    series: tuple[tuple[int, ...], ...]
    """``series[k][seat]``: coins after ``k`` finished rounds (k=0: the start)."""


def chart_view(state: AnyGame) -> ChartView:
    """The coins chart of ``state``'s finished rounds (either game)."""
    return ChartView(tuple(seat.name for seat in state.seats), tuple(tuple(point) for point in coins_by_round(state)))


def history_title(state: AnyGame, name: str = "") -> str:
    """'History · Ann, Bo, Cy · round 4 (3 finished)' or '... · game over after 5 rounds'."""
    played = len(state.history)
    where = WORDS.game_over_after(played) if state.is_over else WORDS.round_finished(state.round.number, played)
    return WORDS.history_title(name or WORDS.history_name, [seat.name for seat in state.seats], where)
