"""The table's words: prompts and summaries built from the engine's answers, never its rules."""

from __future__ import annotations

from functools import lru_cache

from ..engine.chinchiro import ChinchiroState
from ..engine.chinchiro_odds import bank_edge
from ..engine.cpu_styles import is_computer
from ..engine.dice import Verdict
from ..engine.game import GameState, Phase, SeatStatus
from ..engine.games import AnyGame
from ..engine.roll_off import RollOff
from ..engine.rules import HouseRules
from .catalog import WORDS
from .catalog.keyed import say
from .event_words import draw_score_words
from .odds_words import game_rules_name


def round_title(state: GameState) -> str:
    """'Round 3 · Ann holds the bank · 12 coins'."""
    banker = state.seats[state.banker]
    return WORDS.bank_round_title(state.round.number, banker.name, banker.coins)


def computer(state: AnyGame, seat: int | None) -> str | None:
    """'Bo (computer, bold)' when a computer style plays ``seat``, else None."""
    if seat is None or not is_computer(state, seat):
        return None
    return WORDS.computer_seat(state.name(seat), state.seats[seat].style or "")


def elsewhere(state: AnyGame, seat: int, intent: str | None, waiting: str) -> str | None:
    """What a prompt says instead while ``seat`` moves without this screen's keys: ``intent``
    (what a computer is about to do, or whom the table waits for at another screen), else for a
    computer seat '{Bo (computer, bold)} {waiting}'; None when the seat is this screen's."""
    if intent:
        return intent
    cpu = computer(state, seat)
    return WORDS.meanwhile(cpu, waiting) if cpu else None


def stake_prompt(state: GameState, intent: str | None = None) -> str:
    """'Ann: put up a stake of 1-10 coins, or pass the bank'; when the bank may stand, the
    amount it stands at and the key that keeps it (b). ``intent``: what the computer seat to
    move will do (``app.cpu.intent``), or what the table waits for from a seat played at another
    screen, said instead."""
    low, high = state.stake_limit()
    said = elsewhere(state, state.banker, intent, WORDS.choosing_stake(low, high))
    if said:
        return said
    standing = state.standing_stake()
    if standing is None:
        return WORDS.stake_prompt(state.name(state.banker), low, high)
    return WORDS.stake_or_stand_prompt(state.name(state.banker), low, high, standing)


def fade_prompt(state: GameState, intent: str | None = None) -> str:
    """'Bo: fade 1-7 coins, or pass' ('fade 1 coin'); ``intent`` as for :func:`stake_prompt`."""
    actor = state.actor
    if actor is None:
        return ""
    low, high = state.fade_limit()
    said = elsewhere(state, actor, intent, WORDS.choosing_fade(low, high))
    if said:
        return said
    return WORDS.fade_prompt(state.name(actor), low, high, state.can_pass_fade())


def banker_point(state: GameState) -> str | None:
    """The banker's point this round as players say it ("4", or "high 5" under trips_high),
    once the banker has rolled one."""
    combo = state.round.banker_combo
    if combo is not None and combo.verdict is Verdict.POINT:
        return say(WORDS, combo.point_text)
    return None


def bets_line(state: GameState | ChinchiroState, *, brief: bool = False) -> str:
    """'Bets: Bo 3 · Cy 4': each bet this round (faded, or in Chinchiro bet); ``brief``: counted
    instead ('Bets: 2 players, 7 coins')."""
    bets = state.round.bets
    if brief:
        return WORDS.bets_counted(len(bets), sum(bet.amount for bet in bets))
    return WORDS.bets_line([(state.name(bet.seat), bet.amount) for bet in bets])


def left_out(state: GameState) -> list[str]:
    """Names of the players who take no part in this round's dice (passed, sitting out)."""
    return [
        state.name(seat)
        for seat in range(len(state.seats))
        if seat != state.banker and state.status(seat) in (SeatStatus.PASSED, SeatStatus.SITS_OUT)
    ]


def is_dice_phase(state: GameState) -> bool:
    """True while somebody must roll."""
    return state.phase in (Phase.BANKER_ROLL, Phase.PLAYER_ROLL)


def bank_turn_lines(state: GameState, *, brief: bool = False) -> list[str]:
    """The banking game's turn lines: who rolls, the point, the next bank, re-rolls, the bets;
    ``brief``: in fewer words, for a narrow panel (who rolls and the banker unnamed, as the
    prompt above names them; the bets and the players left out counted)."""
    rnd = state.round
    lines = []
    point = banker_point(state)
    banker = state.name(state.banker)
    if state.phase is Phase.BANKER_ROLL:
        lines.append(WORDS.rolls_for_the_bank_brief if brief else WORDS.rolls_for_the_bank(banker))
    elif state.phase is Phase.PLAYER_ROLL and point is not None:
        lines.append(WORDS.rolls_against_the_point_brief if brief else
                     WORDS.rolls_against_the_point(state.name(rnd.roller or 0)))
    if point is not None:
        lines.append(WORDS.bankers_point_brief(point) if brief else WORDS.bankers_point(banker, point))
    if rnd.next_banker is not None and not state.is_over:  # a game over has no next bank
        lines.append(WORDS.next_bank(state.name(rnd.next_banker)))
    if is_dice_phase(state):
        lines.append(WORDS.rerolls_this_turn(state.rolls_this_turn()))
    if state.phase is Phase.BANKER_ROLL and not rnd.banker_rolls:
        lines.append(bets_line(state, brief=brief))
        out = left_out(state)
        if out:
            lines.append(WORDS.not_in_this_round_counted(len(out)) if brief else WORDS.not_in_this_round(out))
    return lines


def roll_prompt(state: AnyGame, roll_key: str, *, flying: bool, shoot_out: bool = False,
                intent: str | None = None) -> str:
    """'Bo - press Space to roll', 'Shoot-out! Ann - Space to roll', the dice in the air, or
    (``intent``) what the computer seat to roll will do."""
    if flying:
        return WORDS.dice_rolling
    actor = state.actor
    if actor is None:
        return ""
    said = elsewhere(state, actor, intent, WORDS.rolls_next)
    return said or WORDS.roll_prompt(state.name(actor), roll_key, shoot_out)


def settled_prompt(state: AnyGame, intent: str | None = None) -> str:
    """What Enter does now that the round is settled; while a broke player is offered a
    buy-back, what Enter and d do (or ``intent``: what a computer seat is about to decide, or
    whom the table waits for at another screen)."""
    if state.offers:
        if intent:  # a computer's decision to come, or a player at another screen waited for
            return intent
        seat = state.offers[0]
        cpu = computer(state, seat)
        if cpu:
            return WORDS.decides_on_buy_back(cpu)
        return WORDS.broke_buy_back_prompt(state.name(seat), state.stack)
    if state.is_over:
        return WORDS.game_over_prompt
    if state.winner_take_all:
        return WORDS.pot_won_prompt
    return WORDS.round_over_prompt


def faces_prompt(state: AnyGame, play_key: str, *, shoot_out: bool = False) -> str:
    """'Ann - roll your dice, type the faces, Enter' at a real-dice table ('Shoot-out! ...')."""
    actor = state.actor
    if actor is None:
        return ""
    return WORDS.faces_prompt(state.name(actor), play_key, shoot_out)


def loose_cost(state: GameState | ChinchiroState) -> str:
    """What a loose roll (Chinchiro's shonben) costs the roller now, for the question before it
    is played."""
    actor = state.actor
    if actor is None:
        return ""
    if state.phase == "banker_roll":
        return WORDS.loose_bank_pays(state.name(actor))
    bet = state.round.bet_of(actor)
    amount = bet.amount if bet is not None else 0
    if isinstance(state, ChinchiroState):
        return WORDS.loose_loses_bet(state.name(actor), amount)
    return WORDS.loose_loses_fade(state.name(actor), amount)


def roll_off_caption(state: AnyGame, draw: RollOff) -> tuple[str, ...]:
    """'Dice: Cy's roll-off roll, 6-5-1: 1 red pip', said while the tray still shows the last
    roll of the roll-off that chose who goes first (the log has every roll and the winner);
    then the same in fewer words, the least useful going first, for a narrower line."""
    _stage, seat, dice = draw.rolls[-1]
    name, score = state.name(seat), draw_score_words(draw.kind, dice)
    return tuple(WORDS.roll_off_caption(name, score, form) for form in range(WORDS.ROLL_OFF_FORMS))


@lru_cache(maxsize=16)
def rules_line(rules: HouseRules) -> str:
    """The house rules in play in a few words, with the bank's edge as the engine works it
    out: 'Classic · bank edge 2.47 %', 'Winner take all · no bank' (worked out once per set
    of rules: the title asks at every move); Chinchiro's edge is its own."""
    name = game_rules_name(rules)
    if rules.winner_take_all:
        return WORDS.rules_no_bank(name)
    return WORDS.rules_bank_edge(name, float(bank_edge(rules)))
