"""What happened at the table, in the player's words: the one place an engine event or the
table's latest message (:mod:`ceelo_tui.engine.events`) becomes sentences.

Every reader of the round's log (the table's log, the history, the settled panel, the game
over screen, a shared table's lines) says an event through :func:`event_words`, so a line
reads the same wherever it shows and a second language is a second catalog. The ``match``
names every kind of event; mypy's ``assert_never`` fails the check when a new kind is added
to the engine without its words here.
"""

from __future__ import annotations

from collections.abc import Iterable

from typing_extensions import assert_never

from ..engine.chinchiro_words import roll_line, times_words
from ..engine.dice import Dice, faces_text
from ..engine.events import (
    PROMPT_KINDS,
    AnteSet,
    BankBroken,
    BankCannotCover,
    BankerBroke,
    BankerDecides,
    BankingOver,
    BankInPlay,
    BankPassed,
    BankWentRound,
    BetHint,
    BetPlaced,
    BetsIn,
    BoughtBack,
    BuyBackOffer,
    CannotBet,
    ChinBankerBroke,
    ChinOpening,
    ChinPoint,
    ChinRolled,
    ChinRollToBeat,
    ChinRoundOpens,
    ChinSettled,
    DeadOut,
    Declined,
    DoubleDown,
    DrawRoll,
    EndsRoundDown,
    Event,
    EveryBetAgainst,
    Faded,
    FadeHint,
    FirstBanker,
    FirstBankerTie,
    FirstBroke,
    HoldsBank,
    HoldsEveryCoin,
    KeepsBank,
    LooseRoll,
    Message,
    MoveTaken,
    NobodyBets,
    NobodyFaded,
    NoScoreRollAgain,
    Outcome,
    Passed,
    PointToBeat,
    PotRoll,
    PotRollOff,
    PotRoundOpens,
    PotTaken,
    PotWon,
    Prompt,
    PutUpStake,
    RedPipsBank,
    RedPipsOpening,
    RedPipsTie,
    RollAgain,
    Rolled,
    RollForRedPips,
    RollNext,
    RollOneDie,
    RollsFirst,
    RollsFirstNext,
    RollsFirstTie,
    RollToBeat,
    RoundOpensBank,
    RoundsPlayed,
    Said,
    Settled,
    ShootOut,
    ShortPayments,
    SitOut,
    Staked,
    StakeKept,
    TakesBank,
    Undone,
    VirtualDice,
)
from ..engine.numbers import signed
from ..engine.roll_off import RED_PIPS, score
from .catalog import WORDS, English
from .catalog.keyed import said, say


def event_words(event: Event, words: English = WORDS) -> str:
    """The sentence that tells ``event`` (in ``words``, the catalog chosen at start unless given)."""
    match event:
        case Staked(banker, amount):
            return words.puts_up_stake(banker, amount)
        case Faded(player, amount):
            return words.fades(player, amount)
        case Passed(player):
            return words.passes(player)
        case BankPassed(banker, to):
            return words.passes_bank_to(banker, to)
        case NobodyFaded(banker):
            return words.nobody_faded(banker)
        case StakeKept(banker, put_up, faded, kept):
            return words.stake_kept(banker, put_up, faded, kept)
        case SitOut(players):
            return words.sit_out(players)
        case AnteSet(opener, ante, pot):
            return words.sets_ante(opener, ante, pot)
        case BetPlaced(player, amount):
            return words.bets(player, amount)
        case ChinRoundOpens(number, banker):
            return words.chinchiro_round_opens(number, banker)
        case CannotBet(player, least, most, need, has):
            return words.cannot_pay_least_bet(player, least, most, need, has)
        case BankCannotCover(player, least, bank, most):
            return words.bank_cannot_cover(player, least, bank, most)
        case NobodyBets(banker):
            return words.nobody_bets(banker)
        case DrawRoll(player, kind, dice, score):
            return words.rolls(player, draw_score_words(kind, dice, score, words))
        case RedPipsBank(player):
            return words.takes_first_bank(player)
        case RedPipsTie(players, pips):
            return words.red_pips_tie(players, pips)
        case RollsFirst(player):
            return words.rolled_best(player)
        case RollsFirstTie(players):
            return words.roll_off_tie(players)
        case FirstBanker(player):
            return words.first_banker(player)
        case FirstBankerTie(players, score):
            return words.highest_die_tie(players, score)
        case Rolled(player, dice, combo):
            return words.rolls(player, words.roll(faces_text(dice), say(words, combo)))
        case DeadOut(player, dice, rolls):
            return words.out_after_dead_rolls(player, faces_text(dice), rolls)
        case ChinRolled(player, banker, dice, combo):
            roll = roll_line(dice, combo)
            return words.banker_rolls(player, roll) if banker else words.rolls(player, roll)
        case VirtualDice(player):
            return words.rolls_virtual_dice(player)
        case LooseRoll(player):
            return words.loose_roll(player)
        case ShootOut(players, best, stage):
            return words.shoot_out(players, say(words, best), stage)
        case Settled(reason, player, delta, short):
            return words.settled(said(words, reason), signed(delta), player, said(words, short))
        case ChinSettled(reason, player, delta, times):
            return words.chinchiro_settled(said(words, reason), signed(delta), player, times_words(times) if times else "")
        case BankerDecides(reason):
            return words.banker_decides(said(words, reason))
        case PotTaken(reason, winner, pot, gain):
            return words.takes_pot(say(words, reason), winner, pot, signed(gain))
        case DoubleDown(payer, winner, paid):
            return words.double_down(payer, winner, paid)
        case BankBroken(banker, to):
            return words.bank_broken(banker, to)
        case KeepsBank(banker):
            return words.keeps_bank(banker)
        case BankerBroke(banker, to):
            return words.banker_broke(banker, to)
        case TakesBank(player, combo):
            return words.takes_bank(player, say(words, combo))
        case ChinBankerBroke(banker):
            return words.banker_broke_bank_passes(banker)
        case BankingOver(banker):
            return words.banking_over(banker)
        case EveryBetAgainst(banker):
            return words.every_bet_against(banker)
        case EndsRoundDown(banker, amount):
            return words.ends_round_down(banker, amount)
        case Undone(player, move, later):
            return words.takes_back(player, move_words(move, words), [(name, move_words(what, words)) for name, what in later])
        case BoughtBack(player, stack, nth, allowed):
            return words.buys_back(player, stack, nth, allowed)
        case Declined(player):
            return words.does_not_buy_back(player)
        case HoldsEveryCoin(winners, standings):
            holds = words.holds_every_coin(winners)
            return f"{holds} {words.standings(standings)}" if standings else holds
        case BankWentRound(laps, standings):
            return f"{words.bank_went_round(laps)} {words.standings(standings)}"
        case FirstBroke(broke, winners):
            return words.game_over_broke(broke, winners)
        case RoundsPlayed(rounds, winners):
            return words.game_over_rounds(rounds, winners)
        case _:
            assert_never(event)


def draw_score_words(kind: str, dice: Dice, value: int | None = None, words: English = WORDS) -> str:
    """A roll-off roll and what it scored (``value``; worked out from ``dice`` when not given):
    '1-4-4: 9 red pips' for red pips, 'a 5' for one die."""
    scored = score(kind, dice) if value is None else value
    return words.red_pips_score(faces_text(dice), scored) if kind == RED_PIPS else words.one_die_score(scored)


def move_words(move: MoveTaken, words: English = WORDS) -> str:
    """A move a take-back names: 'fade of 5 coins', 'pass of the bank', 'roll of 2-2-5' (by its
    journal kind; a kind with no words is named as the journal names it)."""
    match move.kind:
        case "stake":
            return words.stake_taken(move.amount)
        case "fade":
            return words.fade_taken(move.amount)
        case "ante":
            return words.ante_taken(move.amount)
        case "bet":
            return words.bet_taken(move.amount)
        case "roll":
            return words.roll_taken(faces_text(move.dice) if move.dice is not None else "")
        case "pass":
            return words.pass_taken
        case "pass_bank":
            return words.pass_bank_taken
        case "buy_back":
            return words.buy_back_taken
        case "decline":
            return words.decline_taken
        case _:
            return move.kind


def log_words(events: Iterable[Event], words: English = WORDS) -> tuple[str, ...]:
    """The round's log, a sentence an event."""
    return tuple(event_words(event, words) for event in events)


def prompt_words(prompt: Prompt, words: English = WORDS) -> str:
    """The sentence (or two) of one prompt of the latest message."""
    match prompt:
        case Outcome(reason, short):
            return words.outcome(said(words, reason), said(words, short))
        case ShortPayments(shorts):
            return words.short_payments([said(words, short) for short in shorts])
        case RedPipsOpening(first):
            return words.red_pips_opening(first)
        case HoldsBank(banker):
            return words.holds_bank(banker)
        case PutUpStake(banker):
            return words.put_up_stake(banker)
        case RoundOpensBank(number, banker):
            return words.round_opens_bank(number, banker)
        case BankInPlay(amount, banker):
            return words.bank_in_play(amount, banker)
        case FadeHint(player, low, high, may_pass, bank, most):
            return words.fade_hint(player, low, high, may_pass, bank, most)
        case RollForRedPips(player):
            return words.roll_for_red_pips(player)
        case RollAgain(player, combo):
            return words.roll_again(player, say(words, combo))
        case PointToBeat(banker, point, first):
            return words.point_to_beat(banker, say(words, point), first)
        case RollToBeat(player, best):
            return words.roll_to_beat(player, say(words, best))
        case BuyBackOffer(player, stack, left, allowed):
            return words.buy_back_offer(player, stack, left, allowed)
        case PotRoll(pot, first):
            return words.pot_roll(pot, first)
        case PotRollOff(number, red_pips, first):
            return words.pot_roll_off(number, red_pips, first)
        case PotRoundOpens(number, opener, low, high):
            return words.pot_round_opens(number, opener, low, high)
        case RollNext(player):
            return words.roll_next(player)
        case RollsFirstNext(player):
            return words.rolls_first_next(player)
        case PotWon(reason, winner, pot):
            return words.pot_won(say(words, reason), winner, pot)
        case ChinOpening(first):
            return words.chinchiro_opening(first)
        case RollOneDie(player):
            return words.roll_one_die(player)
        case BetHint(player, low, high):
            return words.bet_hint(player, low, high)
        case BetsIn(amount, banker):
            return words.bets_in(amount, banker)
        case NoScoreRollAgain(player, banker, left):
            return words.no_score_roll_again(player, banker, left)
        case ChinPoint(banker, point, first):
            return words.chinchiro_point(banker, point, words.me_name(point), first)
        case ChinRollToBeat(player, point):
            return words.chinchiro_roll_to_beat(player, point)
        case _:
            assert_never(prompt)


def said_words(part: Said, words: English = WORDS) -> str:
    """One part of the latest message: an event as the log says it, or a prompt."""
    if isinstance(part, PROMPT_KINDS):
        return prompt_words(part, words)
    return event_words(part, words)


def message_words(message: Message, words: English = WORDS) -> str:
    """The table's latest message (``state.message``): its parts, a sentence or two each, in order."""
    return " ".join(said_words(part, words) for part in message)
