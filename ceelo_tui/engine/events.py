"""What happens at the table, as typed records: the round's log holds these, not sentences,
and so does the table's latest message (``state.message``): what just happened, then a
prompt saying what the table waits for (whose move, what they may do).

The engine decides what happened (a stake put up, a roll and what it scored, a bet settled
and the coins it moved, the bank passing, the game's end) and records it as one of the frozen
dataclasses below; the presenters say it in the player's language
(:mod:`ceelo_tui.presenters.event_words`, through the catalog). So the engine speaks no
language, a second catalog needs no change here, and a test can ask *what* happened (an
``isinstance`` and a field) instead of matching English.

An event carries data only: the names of the seats concerned (a name is the player's own text,
said as it was in every language), amounts in coins, dice faces, counts. Names rather than seat
indexes, because the log is read long after the move (the history, a shared table's lines)
where the seat's state is not at hand, and a seat's name never changes in a game.

A roll's name (``combo``, a point to beat, the best roll of a stage) is a
:class:`~ceelo_tui.engine.phrase.Phrase`: the catalog's ``roll_...`` entry and the roll's
numbers (``Combo.name``), said by the presenters; so is how a pot was won (``PotRound.reason``,
a ``pot_won_...`` entry). A few events and prompts still carry a reason the engine worded
(``reason`` and ``short`` fields: how a bet was settled): those are the round record's own words
(``Bet.reason``), shared with the history and the statistics, and become typed with them.

Every event is frozen and hashable; the journal and the saves store moves, never events, so a
replay makes the same events again and equal states compare equal.

The records are ``msgspec.Struct`` classes rather than dataclasses: the same frozen, hashable,
``match``-able records (positional patterns follow the fields' order), made in a fiftieth of
the time. There are over seventy of them and every start of the program makes them all:
as frozen dataclasses they took about 18 ms of the game's start-up, as structs under 1 ms.
"""

from __future__ import annotations

from typing import TypeAlias

from msgspec import Struct

from .dice import Combo, Dice
from .phrase import Phrase, Words


# ---------------------------------------------------------------------- betting
class Staked(Struct, frozen=True):
    """The banker puts up a stake."""

    banker: str
    amount: int


class Faded(Struct, frozen=True):
    """A player fades (covers) part of the stake."""

    player: str
    amount: int


class Passed(Struct, frozen=True):
    """A player declines to fade (or, in Chinchiro, to bet)."""

    player: str


class BankPassed(Struct, frozen=True):
    """The banker declines to stake and hands the bank on."""

    banker: str
    to: str


class NobodyFaded(Struct, frozen=True):
    """Every player passed: the banker may stake again or pass the bank."""

    banker: str


class StakeKept(Struct, frozen=True):
    """Part of the stake was not faded and stays with the banker."""

    banker: str
    put_up: int
    faded: int
    kept: int


class SitOut(Struct, frozen=True):
    """The bank is covered before these players were asked: they sit the round out."""

    players: tuple[str, ...]


class AnteSet(Struct, frozen=True):
    """Winner take all: the first roller sets the ante and every player pays it into the pot."""

    opener: str
    ante: int
    pot: int


class BetPlaced(Struct, frozen=True):
    """Chinchiro: a player (ko) bets against the banker."""

    player: str
    amount: int


class ChinRoundOpens(Struct, frozen=True):
    """Chinchiro: a round of betting against this banker (oya) opens."""

    number: int
    banker: str


class CannotBet(Struct, frozen=True):
    """Chinchiro: a player is passed over, unable to pay the least bet at the most a roll pays."""

    player: str
    least: int
    most: int
    need: int
    has: int


class BankCannotCover(Struct, frozen=True):
    """Chinchiro: a player is passed over, the bank unable to cover another bet."""

    player: str
    least: int
    bank: int
    most: int


class NobodyBets(Struct, frozen=True):
    """Chinchiro: nobody bet against this banker, and the bank passes."""

    banker: str


# ---------------------------------------------------------------------- choosing who starts
class DrawRoll(Struct, frozen=True):
    """A roll of a roll-off (red pips, or one die): ``kind`` is the roll-off's, ``score`` what it scored."""

    player: str
    kind: str
    dice: Dice
    score: int


class RedPipsBank(Struct, frozen=True):
    """The banking game: the most red pips takes the first bank."""

    player: str


class RedPipsTie(Struct, frozen=True):
    """The banking game: these players tie on the most red pips and roll again."""

    players: tuple[str, ...]
    pips: int


class RollsFirst(Struct, frozen=True):
    """Winner take all: the roll-off's best rolls first."""

    player: str


class RollsFirstTie(Struct, frozen=True):
    """Winner take all: these players tie in the roll-off and roll again."""

    players: tuple[str, ...]


class FirstBanker(Struct, frozen=True):
    """Chinchiro: the highest die is the first banker (oya)."""

    player: str


class FirstBankerTie(Struct, frozen=True):
    """Chinchiro: these players tie on the highest die and roll again."""

    players: tuple[str, ...]
    score: int


# ---------------------------------------------------------------------- dice
class Rolled(Struct, frozen=True):
    """A roll of Cee-lo (either game) and the name of what it is (``combo``, as the engine names it)."""

    player: str
    dice: Dice
    combo: Phrase


class DeadOut(Struct, frozen=True):
    """Winner take all: a roll of no score, the last of the dead rolls allowed: the player is out."""

    player: str
    dice: Dice
    rolls: int


class ChinRolled(Struct, frozen=True):
    """Chinchiro: a roll and what it is; ``banker`` when the banker (oya) rolled it."""

    player: str
    banker: bool
    dice: Dice
    combo: Combo


class VirtualDice(Struct, frozen=True):
    """At a real-dice table, the game rolled for this player."""

    player: str


class LooseRoll(Struct, frozen=True):
    """The player's dice left the table: a loose roll, lost at once."""

    player: str


class ShootOut(Struct, frozen=True):
    """Winner take all: these players tie with the best roll (``best``, its name) and shoot it out."""

    players: tuple[str, ...]
    best: Phrase
    stage: int


# ---------------------------------------------------------------------- coins
class Settled(Struct, frozen=True):
    """The banking game: a bet settled, ``delta`` coins to the player (negative: paid), and what
    a payer short of coins could not pay (``short``, '' when the payment was whole)."""

    reason: Words
    player: str
    delta: int
    short: Words = ""


class ChinSettled(Struct, frozen=True):
    """Chinchiro: a bet settled at ``times`` the bet (0: a push), ``delta`` coins to the player;
    ``reason`` is '' when the banker's roll decided every bet (said once, :class:`BankerDecides`)."""

    reason: Words
    player: str
    delta: int
    times: int


class BankerDecides(Struct, frozen=True):
    """Chinchiro: the banker's roll decides every bet at once; ``reason`` says how."""

    reason: Words


class PotTaken(Struct, frozen=True):
    """Winner take all: the winner takes the pot; ``gain`` is the winner's coins net of the ante."""

    reason: Phrase
    winner: str
    pot: int
    gain: int


class DoubleDown(Struct, frozen=True):
    """Winner take all under double_down: a player pays the winner another ante."""

    payer: str
    winner: str
    paid: int


# ---------------------------------------------------------------------- who holds the bank next
class BankBroken(Struct, frozen=True):
    """The banking game: every bet went against the bank; it passes on."""

    banker: str
    to: str


class KeepsBank(Struct, frozen=True):
    """The banker keeps the bank (either game with a bank)."""

    banker: str


class BankerBroke(Struct, frozen=True):
    """The banking game: the banker has no coins left; the bank passes on."""

    banker: str
    to: str


class TakesBank(Struct, frozen=True):
    """The banking game: a player beat the bank with 4-5-6 or trips (``combo``) and takes it."""

    player: str
    combo: Phrase


class ChinBankerBroke(Struct, frozen=True):
    """Chinchiro: the banker has no coins left; the bank passes."""

    banker: str


class BankingOver(Struct, frozen=True):
    """Chinchiro (bank_pass every_round): the banker's round as banker is over; the bank passes."""

    banker: str


class EveryBetAgainst(Struct, frozen=True):
    """Chinchiro (bank_pass total_loss): every bet went against the banker; the bank passes."""

    banker: str


class EndsRoundDown(Struct, frozen=True):
    """Chinchiro: the banker ends the round down ``amount`` coins; the bank passes."""

    banker: str
    amount: int


BankReason: TypeAlias = (
    BankBroken | KeepsBank | BankerBroke | TakesBank | ChinBankerBroke | BankingOver | EveryBetAgainst | EndsRoundDown
)
"""Who holds the bank next round, and why (a round's ``bank_reason``, and its line in the log)."""


# ---------------------------------------------------------------------- the table
class MoveTaken(Struct, frozen=True):
    """A move that may be taken back, as a take-back names it: its journal kind (stake, fade,
    pass, pass_bank, ante, bet, buy_back, decline, roll), the coins it put up, the faces typed."""

    kind: str
    amount: int = 0
    dice: Dice | None = None


class Undone(Struct, frozen=True):
    """A move taken back (ctrl+z): ``player``'s ``move``, with the computers' moves made after it
    (``later``: each player's name and move, oldest first); ``faces``: the dice the table showed
    before the move taken back, which it shows again (None: blank)."""

    player: str
    move: MoveTaken
    later: tuple[tuple[str, MoveTaken], ...] = ()
    faces: Dice | None = None


class BoughtBack(Struct, frozen=True):
    """A broke player buys back in: ``stack`` new coins, the ``nth`` buy-back of ``allowed``."""

    player: str
    stack: int
    nth: int
    allowed: int


class Declined(Struct, frozen=True):
    """A broke player does not buy back in."""

    player: str


Standings = tuple[tuple[str, int], ...]
"""Each player's name and coins, most coins first (Chinchiro says them as its game ends)."""


class HoldsEveryCoin(Struct, frozen=True):
    """The game is over: only these players (one) have coins left; Chinchiro adds the standings."""

    winners: tuple[str, ...]
    standings: Standings = ()


class BankWentRound(Struct, frozen=True):
    """Chinchiro: the game is over, the bank having gone round the table ``laps`` times."""

    laps: int
    standings: Standings


class FirstBroke(Struct, frozen=True):
    """The game is over (end_kind first_broke): these players have no coins; the most coins win."""

    broke: tuple[str, ...]
    winners: tuple[str, ...]


class RoundsPlayed(Struct, frozen=True):
    """The game is over (end_kind rounds): the rounds were played; the most coins win."""

    rounds: int
    winners: tuple[str, ...]


GameOver: TypeAlias = HoldsEveryCoin | FirstBroke | RoundsPlayed | BankWentRound
"""Why the game ended."""

Event: TypeAlias = (
    Staked | Faded | Passed | BankPassed | NobodyFaded | StakeKept | SitOut | AnteSet | BetPlaced |
    ChinRoundOpens | CannotBet | BankCannotCover | NobodyBets | DrawRoll | RedPipsBank |
    RedPipsTie | RollsFirst | RollsFirstTie | FirstBanker | FirstBankerTie | Rolled | DeadOut |
    ChinRolled | VirtualDice | LooseRoll | ShootOut | Settled | ChinSettled | BankerDecides |
    PotTaken | DoubleDown | BankBroken | KeepsBank | BankerBroke | TakesBank | ChinBankerBroke |
    BankingOver | EveryBetAgainst | EndsRoundDown | Undone | BoughtBack | Declined | HoldsEveryCoin |
    FirstBroke | RoundsPlayed | BankWentRound
)
"""Everything the round's log records."""

GAME_OVER_KINDS = (HoldsEveryCoin, FirstBroke, RoundsPlayed, BankWentRound)
"""The events that end a game (for ``isinstance``)."""


# ---------------------------------------------------------------------- what the table says next
class Outcome(Struct, frozen=True):
    """What decided a bet, a round or a pot, as the round's record words it (``Bet.reason``,
    a settled round's reason), and what a payer short of coins could not pay (``short``)."""

    reason: Words
    short: Words = ""


class ShortPayments(Struct, frozen=True):
    """Payments cut short earlier in the round, said again as the round ends (the bank ran dry ...)."""

    shorts: tuple[Words, ...]


class RedPipsOpening(Struct, frozen=True):
    """The banking game opens with a roll for red pips; ``first`` rolls first."""

    first: str


class HoldsBank(Struct, frozen=True):
    """The banking game: who holds the bank as the game opens."""

    banker: str


class PutUpStake(Struct, frozen=True):
    """The banking game: the banker is to put up a stake."""

    banker: str


class RoundOpensBank(Struct, frozen=True):
    """The banking game: round ``number`` opens, ``banker`` holding the bank, to put up a stake."""

    number: int
    banker: str


class BankInPlay(Struct, frozen=True):
    """The banking game: the bank in play once the fading is over; the banker rolls."""

    amount: int
    banker: str


class FadeHint(Struct, frozen=True):
    """The banking game: the player to fade, what they may fade and whether they may pass; when
    the bank could not pay every win at the most a win pays (``most`` times), what it holds
    (``bank``; 0: nothing to warn of)."""

    player: str
    low: int
    high: int
    may_pass: bool
    bank: int = 0
    most: int = 0


class RollForRedPips(Struct, frozen=True):
    """The banking game: the next to roll for red pips."""

    player: str


class RollAgain(Struct, frozen=True):
    """A roll that decides nothing (``combo``, its name): the same player rolls again."""

    player: str
    combo: Phrase


class PointToBeat(Struct, frozen=True):
    """The banking game: the banker's point (``point``, its name) set; ``first`` rolls to beat it."""

    banker: str
    point: Phrase
    first: str


class RollToBeat(Struct, frozen=True):
    """The next player rolls to beat ``best`` (the banker's point, or the best roll in the pot)."""

    player: str
    best: Phrase


class BuyBackOffer(Struct, frozen=True):
    """A broke player is offered a buy-back of ``stack`` coins, ``left`` of ``allowed`` left."""

    player: str
    stack: int
    left: int
    allowed: int


class PotRoll(Struct, frozen=True):
    """Winner take all: the pot is made; ``first`` rolls."""

    pot: int
    first: str


class PotRollOff(Struct, frozen=True):
    """Winner take all: round ``number`` opens with a roll-off (by red pips, or the highest die)."""

    number: int
    red_pips: bool
    first: str


class PotRoundOpens(Struct, frozen=True):
    """Winner take all: round ``number`` opens; ``opener`` rolls first and sets the ante."""

    number: int
    opener: str
    low: int
    high: int


class RollNext(Struct, frozen=True):
    """Winner take all's roll-off: the next to roll."""

    player: str


class RollsFirstNext(Struct, frozen=True):
    """Winner take all's shoot-out: who rolls first in it."""

    player: str


class PotWon(Struct, frozen=True):
    """Winner take all: the pot of ``pot`` coins goes to ``winner`` (``reason``: how, the round's words)."""

    reason: Phrase
    winner: str
    pot: int


class ChinOpening(Struct, frozen=True):
    """Chinchiro opens with one die each for the first bank; ``first`` rolls first."""

    first: str


class RollOneDie(Struct, frozen=True):
    """Chinchiro's roll-off: the next to roll one die."""

    player: str


class BetHint(Struct, frozen=True):
    """Chinchiro: the player (ko) to bet, and what they may bet (or pass)."""

    player: str
    low: int
    high: int


class BetsIn(Struct, frozen=True):
    """Chinchiro: the bets are in; the banker (oya) rolls."""

    amount: int
    banker: str


class NoScoreRollAgain(Struct, frozen=True):
    """Chinchiro: a roll of no score; the same player rolls again, ``left`` rolls left."""

    player: str
    banker: bool
    left: int


class ChinPoint(Struct, frozen=True):
    """Chinchiro: the banker's point set; ``first`` (ko) rolls to beat it."""

    banker: str
    point: int
    first: str


class ChinRollToBeat(Struct, frozen=True):
    """Chinchiro: the next player (ko) rolls to beat the banker's ``point``."""

    player: str
    point: int


Prompt: TypeAlias = (
    Outcome | ShortPayments | RedPipsOpening | HoldsBank | PutUpStake | RoundOpensBank | BankInPlay | FadeHint
    | RollForRedPips | RollAgain | PointToBeat | RollToBeat | BuyBackOffer | PotRoll | PotRollOff | PotRoundOpens
    | RollNext | RollsFirstNext | PotWon | ChinOpening | RollOneDie | BetHint | BetsIn | NoScoreRollAgain
    | ChinPoint | ChinRollToBeat
)
"""What the table says besides the log: how a bet or round was decided, and whose move it is now."""

Said: TypeAlias = Event | Prompt
"""One part of the table's latest message."""

Message: TypeAlias = tuple[Said, ...]
"""The table's latest message (``state.message``): what just happened, then what it waits for."""

PROMPT_KINDS = (
    Outcome, ShortPayments, RedPipsOpening, HoldsBank, PutUpStake, RoundOpensBank, BankInPlay, FadeHint,
    RollForRedPips, RollAgain, PointToBeat, RollToBeat, BuyBackOffer, PotRoll, PotRollOff, PotRoundOpens,
    RollNext, RollsFirstNext, PotWon, ChinOpening, RollOneDie, BetHint, BetsIn, NoScoreRollAgain,
    ChinPoint, ChinRollToBeat,
)
"""The prompt kinds (for ``isinstance``: a part of a message is a prompt or an event)."""
