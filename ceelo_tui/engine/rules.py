"""House rules: one frozen dataclass holding every switch, each declared once, plus the presets.

Every table plays Cee-lo a little differently. Each switch has one name used everywhere: in
the setup screen, on the command line as ``--rule NAME=VALUE`` and in saved journals.

A switch is declared in one place: its field of :class:`HouseRules`, whose :func:`rule` holds
a :class:`RuleSpec` (the values it takes, which game it belongs to, which sentence says it,
what it cannot go with and what it needs). Every registry the rest of the program reads
(:data:`SWITCHES`, :data:`BOOLEAN_SWITCHES`, :data:`BANK_ONLY`, :data:`POT_ONLY`,
:data:`CONFLICTS`, :data:`DESCRIPTIONS`), the checks, the parsing of ``--rule``, the setup
screen's switches and the help's table of them are derived from those declarations, so a new
on/off switch is one field here, the scoring or settlement it changes, and its words.

The words are the catalog's (``presenters/catalog/en/rules.py``): here a switch says *which*
sentence stands for it (a :class:`~ceelo_tui.engine.phrase.Phrase`, ``rule_<name>_on``), and a
refusal is raised with a phrase naming what was wrong and what is allowed; the catalog has
each switch's help (``switch_help_<name>``), its sentences, and why two switches clash
(``rule_clash_<name>_<other>``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from msgspec import Struct

from .errors import CeeloError, RuleError
from .numbers import echo, parse_whole
from .phrase import Phrase, phrase

PAYOUTS = ("even", "street")
ON_OFF = ("on", "off")
ROLL_LIMITS = ("none", "3", "5")
REVERSE = ("off", "on", "with_trips")
CHINCHIRO_MODE = "chinchiro"
"""Chinchiro (Japan's chinchirorin), a game of its own (``engine/chinchiro.py``)."""
MODES = ("bank", "pot", CHINCHIRO_MODE)
"""The games the setup screen offers (the ``mode`` switch's values as the table screens list them)."""
BANK_PASSES = ("on_loss", "every_round", "total_loss")
TIES = ("push", "banker")
MAX_BET = 100
MAX_LAPS = 9
END_KINDS = ("first_broke", "last_standing", "rounds:N")
BANK_BREAKS = ("any_win", "points_only")
ORDERS = ("seats", "roll")
DICE = ("virtual", "real")
MAX_ROUNDS = 10_000
MAX_BUY_BACKS = 9
BUY_BACKS = tuple(str(n) for n in range(MAX_BUY_BACKS + 1))

ROUNDS_N = phrase("rounds_n")
"""What N in ``end=rounds:N`` is, as a refused number names it."""

BANK, POT, BOTH, CHIN = "bank", "pot", "both", "chinchiro"
"""Which game a switch belongs to: the banking game, winner take all, both of them, or Chinchiro
alone (a switch of another game is also Chinchiro's when its :attr:`RuleSpec.chinchiro` says so)."""

SCORING, SETTLEMENT, TABLE = "scoring", "settlement", "table"
"""What a switch changes: what a roll is (``dice.classify``, and from it winner take all's
ranking and the exact odds); how a turn, a bet or a pot is decided and paid beyond that (a roll
limit, a point bonus, a pot taken at once); or how the table is run."""

SPEC = "rule"
"""The key of a :class:`HouseRules` field's metadata that holds its :class:`RuleSpec`."""


class RuleSpec(Struct, frozen=True):
    """Everything about one house rule but its name, type and default (the field's own)."""

    words: Callable[[HouseRules], Phrase | None]
    """Which sentence says the rule as it stands in a set of rules (None where another switch
    says it, or where it changes nothing); the words are the catalog's. What the switch does,
    for the help, is the catalog's ``switch_help_<name>``."""
    values: tuple[str, ...] = ON_OFF
    """The values ``--rule NAME=VALUE`` takes, in the order they are offered."""
    game: str = BOTH
    """:data:`BANK`, :data:`POT`, :data:`BOTH` or :data:`CHIN`: set in another game it is refused."""
    chinchiro: bool = False
    """True for a switch of the banking game (or of both) that Chinchiro plays too: its payouts,
    its 1-2-3, its real dice."""
    kind: str = TABLE
    """:data:`SCORING`, :data:`SETTLEMENT` or :data:`TABLE`."""
    conflicts: tuple[str, ...] = ()
    """Each other switch (or ``NAME=VALUE``) this one cannot hold with; the catalog's
    ``rule_clash_<name>_<other>`` says why (``=`` read as ``_``)."""
    needs: str = ""
    """``NAME=VALUE`` that must hold while this switch is set (the catalog's ``rule_needs_<name>``
    says why, when it does not)."""
    read: Callable[[str], object] | None = None
    """A value from its text, when the values are not plain words (None: by the default's type)."""
    accepts: Callable[[object], bool] | None = None
    """Whether a value (as stored) is allowed, when that is more than one of :attr:`values`."""
    samples: tuple[object, ...] = ()
    """Values a property test draws ('' : every value of :attr:`values`, read)."""


def rule(default: object, spec: RuleSpec) -> Any:
    """A :class:`HouseRules` field: its default and its declaration (kept in the field's metadata)."""
    return field(default=default, metadata={SPEC: spec})


def _end_words(rules: HouseRules) -> Phrase:
    if rules.end_kind == "first_broke":
        return phrase("rule_end_first_broke_buy_backs" if rules.buy_backs else "rule_end_first_broke")
    if rules.end_kind == "last_standing":
        return phrase("rule_end_last_standing")
    return phrase("rule_end_rounds", rules.round_limit or 0)


def _on_off(key: str, on: bool) -> Phrase:
    """An on/off switch's sentence: ``key_on`` or ``key_off``."""
    return phrase(f"{key}_{'on' if on else 'off'}")


def _on_only(key: str, on: bool) -> Phrase | None:
    """A switch said only when it is on (``key_on``): off, the game is as its other rules say."""
    return phrase(f"{key}_on") if on else None


def _end_ok(value: object) -> bool:
    if value in ("first_broke", "last_standing"):
        return True
    kind, _, count = str(value).partition(":")
    return (isinstance(value, str) and kind == "rounds" and count.isascii() and count.isdigit()
            and 1 <= int(count) <= MAX_ROUNDS)


def _end_value(value: str) -> str:
    """The ``end`` switch from its text: N in ``rounds:N`` is read as a person means it
    (" 12 " or "１２" is 12), and stored in plain digits."""
    kind, sep, count = value.partition(":")
    if sep and kind.strip() == "rounds":
        try:
            return f"rounds:{parse_whole(count, 1, MAX_ROUNDS, str(ROUNDS_N))}"
        except CeeloError as error:
            raise RuleError(*error.args) from None
    if value not in ("first_broke", "last_standing"):
        raise RuleError(phrase("rule_error_end", MAX_ROUNDS, echo(value)))
    return value


def _whole_switch(name: str, low: int, high: int) -> Callable[[str], int]:
    """A reader of a number switch's text (" 12 " or "１２" is 12), or RuleError naming the range."""
    def read(value: str) -> int:
        try:
            return parse_whole(value, low, high, name)
        except CeeloError as error:
            raise RuleError(*error.args) from None
    return read


def _whole_in(low: int, high: int) -> Callable[[object], bool]:
    """Whether a stored value is a whole number (not True or False) from ``low`` to ``high``."""
    return lambda value: type(value) is int and low <= value <= high


@dataclass(frozen=True)
class HouseRules:
    """Every rule switch the engine honours; the defaults are the classic banking game."""

    mode: str = rule("bank", RuleSpec(
        words=lambda r: phrase(f"rule_mode_{r.mode}"),
        values=MODES, read=lambda text: _mode_value(text),
    ))
    """'bank': players fade a banker (seeds 000, 001, 004); 'pot': winner takes all."""
    payouts: str = rule("even", RuleSpec(
        words=lambda r: phrase(f"rule_payouts_{r.payouts}"),
        values=PAYOUTS, game=BANK, kind=SCORING, chinchiro=True,
    ))
    """'street' pays a decision by 4-5-6 at 2x, trips at 3x, 1-1-1 at 5x to the side that rolled it."""
    acey_out: bool = rule(False, RuleSpec(
        words=lambda r: None if r.west_coast else _on_off("rule_acey_out", r.acey_out),
        kind=SCORING,
    ))
    """1-1-1 is an instant loss instead of a trips win."""
    six_one_points: bool = rule(False, RuleSpec(
        words=lambda r: None if r.west_coast or r.pair_points or r.trips_high
        else _on_off("rule_six_one_points", r.six_one_points),
        game=BANK, kind=SCORING, chinchiro=True,
    ))
    """Pair + 6 sets a point of 6 and pair + 1 a point of 1 (no instant win or loss)."""
    roll_limit: int | None = rule(None, RuleSpec(
        words=lambda r: phrase("rule_roll_limit", r.roll_limit) if r.roll_limit else phrase("rule_roll_limit_none"),
        values=ROLL_LIMITS, kind=SETTLEMENT,
        read=lambda text: None if text == "none" else int(text),
    ))
    """A roller whose 3 (or 5) rolls in a row are all meaningless is out: an instant loss."""
    reverse_player: str = rule("off", RuleSpec(
        words=lambda r: phrase("rule_reverse_player_off_west_coast") if r.west_coast and r.reverse_player == "off"
        else phrase(f"rule_reverse_player_{r.reverse_player}"),  # 1-2-3 means nothing under west_coast
        values=REVERSE, game=BANK, kind=SCORING,
    ))
    """For players (not the banker) 1-2-3 wins and 4-5-6 loses; 'with_trips': trips lose too."""
    must_fade: bool = rule(False, RuleSpec(
        words=lambda r: _on_off("rule_must_fade", r.must_fade),
        game=BANK,
    ))
    """While the bank is not covered, every player with coins must fade at least 1."""
    end: str = rule("first_broke", RuleSpec(
        words=_end_words,
        values=END_KINDS, read=_end_value, accepts=_end_ok,
        samples=("first_broke", "last_standing", "rounds:3", "rounds:12"),
    ))
    """When the game ends: 'first_broke', 'last_standing' or 'rounds:N'."""
    instant_456: bool = rule(False, RuleSpec(
        words=lambda r: _on_off("rule_instant_456", r.instant_456),
        game=POT, kind=SETTLEMENT,
    ))
    """Winner-take-all: 4-5-6 wins the pot at once and cannot be tied."""
    double_down: bool = rule(False, RuleSpec(
        words=lambda r: _on_off("rule_double_down", r.double_down),
        game=POT, kind=SETTLEMENT,
    ))
    """Winner-take-all: a pot won with trips or 4-5-6 makes every other player pay a second ante."""
    point_bonus: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_point_bonus", r.point_bonus),
        game=BANK, kind=SETTLEMENT,
    ))
    """A player who beats the banker's point by 1 wins a third of the bet, by 2 two thirds, by 3+ all of it."""
    pair_points: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_pair_points", r.pair_points),
        kind=SCORING,
        conflicts=("trips_high", "six_one_points",),
    ))
    """("Fevers") a pair and any other die sets a point of the pair's value, 1 to 6."""
    west_coast: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_west_coast", r.west_coast),
        kind=SCORING,
        conflicts=("pair_points", "trips_high", "six_one_points", "reverse_player", "payouts=street",),
    ))
    """A pair sets a point of its own value, every trips loses at once, 1-2-3 means nothing."""
    trips_high: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_trips_high", r.trips_high),
        kind=SCORING,
        conflicts=("reverse_player=with_trips", "payouts=street", "point_bonus",),
    ))
    """Trips are high points and a pair a low point of its odd die; at equal value high beats low."""
    bank_break: str = rule("any_win", RuleSpec(
        words=lambda r: phrase(f"rule_bank_break_{r.bank_break}", r.west_coast),  # under west_coast trips lose
        values=BANK_BREAKS, game=BANK,
    ))
    """'any_win': a bank that lost every bet passes left; 'points_only': a win by 4-5-6 or trips takes it."""
    aced_out: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_aced_out", r.aced_out),
        game=POT, kind=SETTLEMENT,
        conflicts=("west_coast", "pair_points", "trips_high",),
    ))
    """Winner take all, two players only: a pair + 1 loses at once; a pair + 6, trips or 4-5-6 wins at once."""
    order: str = rule("seats", RuleSpec(
        words=lambda r: phrase("rule_order_roll") if r.order == "roll" else None,
        values=ORDERS, game=POT,
    ))
    """Winner take all: 'seats' passes the first roll left each round; 'roll': each round everyone
    rolls one die and the highest goes first."""
    dice: str = rule("virtual", RuleSpec(
        words=lambda r: phrase("rule_dice_real") if r.dice == "real" else None,
        values=DICE, chinchiro=True,
    ))
    """'virtual': the game rolls the dice; 'real': the table rolls its own and types the faces."""
    loose_roll: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_loose_roll", r.loose_roll),
        kind=SETTLEMENT, chinchiro=True,
        needs="dice=real",
    ))
    """With real dice: a roller whose dice leave the table loses at once (a move of its own)."""
    hifumi_double: bool = rule(False, RuleSpec(
        words=lambda r: _on_only("rule_hifumi_double", r.hifumi_double),
        game=BANK, kind=SCORING, chinchiro=True,
        conflicts=("west_coast", "reverse_player",),
    ))
    """(Chinchiro's "hifumi") 1-2-3 loses twice the bet: a banker's pays every bet double, a
    player's costs them double."""
    buy_backs: int = rule(0, RuleSpec(
        words=lambda r: phrase("rule_buy_backs", r.buy_backs) if r.buy_backs else None,
        values=BUY_BACKS, read=int, kind=SETTLEMENT, samples=(0, 1, 2), chinchiro=True,
    ))
    """How many times a game a broke player may buy back in for the starting coins (0: never)."""
    min_bet: int = rule(1, RuleSpec(
        words=lambda r: phrase("rule_bets", r.min_bet, r.max_bet),
        values=("1", "2", "5"), game=CHIN, kind=TABLE, samples=(1, 2),
        read=_whole_switch("min_bet", 1, MAX_BET), accepts=_whole_in(1, MAX_BET),
    ))
    """Chinchiro: the smallest bet a player (ko) may make."""
    max_bet: int = rule(5, RuleSpec(
        words=lambda r: None,  # said with min_bet
        values=("5", "10", "20"), game=CHIN, kind=TABLE, samples=(3, 5, 10),
        read=_whole_switch("max_bet", 1, MAX_BET), accepts=_whole_in(1, MAX_BET),
    ))
    """Chinchiro: the largest bet a player (ko) may make (the cover rule may allow less)."""
    bank_laps: int = rule(1, RuleSpec(
        words=lambda r: phrase("rule_bank_laps", r.bank_laps),
        values=("1", "2", "3"), game=CHIN, kind=TABLE, samples=(1, 2),
        read=_whole_switch("bank_laps", 1, MAX_LAPS), accepts=_whole_in(1, MAX_LAPS),
    ))
    """Chinchiro: how many turns of the bank round the table make the game."""
    bank_pass: str = rule("on_loss", RuleSpec(
        words=lambda r: phrase(f"rule_bank_pass_{r.bank_pass}"),
        values=BANK_PASSES, game=CHIN, kind=TABLE,
    ))
    """Chinchiro: when the bank passes to the left."""
    ties: str = rule("push", RuleSpec(
        words=lambda r: phrase(f"rule_ties_{r.ties}"),
        values=TIES, game=CHIN, kind=SETTLEMENT,
    ))
    """Chinchiro: what a point equal to the banker's does: a push, or the banker wins."""

    def __post_init__(self) -> None:
        for name, spec in SPECS.items():  # "off" read from a damaged file must not count as on
            _check(_accepts(name, getattr(self, name)), name, getattr(self, name), spec.values)
        clash = conflict(self)
        if clash:
            raise RuleError(clash)

    # -- the end rule, read -------------------------------------------------------------
    @property
    def chinchiro(self) -> bool:
        """True for Chinchiro (mode=chinchiro)."""
        return self.mode == CHINCHIRO_MODE

    @property
    def winner_take_all(self) -> bool:
        """True for the winner-take-all game (a pot, no bank); False for the banking game."""
        return self.mode == "pot"

    @property
    def end_kind(self) -> str:
        """'first_broke', 'last_standing' or 'rounds'."""
        return self.end.split(":", 1)[0]

    @property
    def round_limit(self) -> int | None:
        """N for 'rounds:N', else None."""
        return int(self.end.split(":", 1)[1]) if self.end_kind == "rounds" else None

    # -- names and values ---------------------------------------------------------------
    def values(self) -> dict[str, str]:
        """Every switch as NAME -> VALUE text, the form used by ``--rule``."""
        return {f.name: _show(getattr(self, f.name)) for f in fields(self)}

    def to_json(self) -> dict[str, object]:
        """A plain dict for the journal."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "HouseRules":
        """Rebuild from :meth:`to_json`; unknown keys are refused (wrong values by ``__post_init__``).

        Files written before the other game's switches were refused (say ``order=roll`` with
        ``mode=bank``) still load: such a switch changed nothing in that game, so it is read as
        its default, and the game replays exactly as it was played."""
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RuleError(phrase("rule_error_unknown_stored", repr(sorted(unknown)[0])))
        mode = data.get("mode", cls.mode)
        other = {name: _DEFAULTS[name] for name in _other_game(mode) if name in data} if mode in MODES else {}
        return cls(**{**data, **other})

    def with_pairs(self, pairs: Iterable[str]) -> "HouseRules":
        """Apply ``NAME=VALUE`` texts (as typed after ``--rule``) on top of these rules."""
        changes: dict[str, Any] = {}
        for pair in pairs:
            name, sep, value = pair.partition("=")
            if not sep:
                raise RuleError(phrase("rule_error_pair", echo(pair)))
            changes[name.strip()] = _value_of(name.strip(), value)
        # All at once: only the rules finally asked for must go together, not each step on the way.
        return self._changed(changes)

    def with_value(self, name: str, value: str) -> "HouseRules":
        """These rules with one switch set from its text value (RuleError if the value is not
        allowed, or if the switch cannot go with another switch already set). Choosing the
        other game (``mode``) sets the switches of the game left behind back to their defaults
        (and choosing Chinchiro sets its own switches as its tables play them)."""
        return self._changed({name: _value_of(name, value)})

    def _changed(self, changes: dict[str, Any]) -> "HouseRules":
        """These rules with ``changes``; a change of game resets the switches only the game left
        behind has (unless ``changes`` names them: then they are refused, with the reason)."""
        mode = changes.get("mode", self.mode)
        if mode != self.mode:
            changes = {**{name: _DEFAULTS[name] for name in _other_game(mode)}, **_own_defaults(mode), **changes}
        return replace(self, **changes)

    def describe(self) -> list[Phrase]:
        """The rules' sentences, one for each switch that matters for this game's mode (and says
        something: None where another switch already says it); the catalog words them."""
        lines = (DESCRIPTIONS[name](self) for name in switches_for(self.mode))
        return [line for line in lines if line is not None]


def _specs() -> dict[str, RuleSpec]:
    return {f.name: f.metadata[SPEC] for f in fields(HouseRules)}


SPECS: dict[str, RuleSpec] = _specs()
"""Every switch's declaration, by name, in the order they are shown."""

SWITCHES: dict[str, tuple[str, ...]] = {name: spec.values for name, spec in SPECS.items()}
"""Every switch name and the values it takes, in the order they are shown."""

BOOLEAN_SWITCHES: tuple[str, ...] = tuple(name for name, spec in SPECS.items() if spec.values == ON_OFF)
"""The on/off switches (check boxes at setup)."""

BANK_ONLY: tuple[str, ...] = tuple(name for name, spec in SPECS.items() if spec.game == BANK)
"""Switches of the banking game only: they would change nothing in winner take all, so set
there they are refused (:func:`conflict`)."""
POT_ONLY: tuple[str, ...] = tuple(name for name, spec in SPECS.items() if spec.game == POT)
"""Switches of the winner-take-all game only (refused in the banking game, likewise)."""

SCORING_SWITCHES: tuple[str, ...] = tuple(name for name, spec in SPECS.items() if spec.kind == SCORING)
"""The switches that change what a roll is (``dice.classify``), so the odds too."""

DESCRIPTIONS: dict[str, Callable[[HouseRules], Phrase | None]] = {name: spec.words for name, spec in SPECS.items()}
"""Each switch's sentence in :meth:`HouseRules.describe`."""

CONFLICTS: tuple[tuple[str, str, Phrase], ...] = tuple(
    (name, other, phrase(f"rule_clash_{name}_{other.replace('=', '_')}")) for name, spec in SPECS.items()
    for other in spec.conflicts
)
"""Switches that cannot be on together: (switch, other switch or NAME=VALUE, why)."""


CHINCHIRO_ONLY: tuple[str, ...] = tuple(name for name, spec in SPECS.items() if spec.game == CHIN)
"""Switches of Chinchiro alone (refused in the other games, likewise)."""


def plays_in(name: str, mode: str) -> bool:
    """Whether the switch ``name`` matters in the game ``mode`` (``mode`` itself, in every game)."""
    spec = SPECS[name]
    if name == "mode":
        return True
    if mode == CHINCHIRO_MODE:
        return spec.game == CHIN or spec.chinchiro
    return spec.game in (mode, BOTH)


def switches_for(mode: str) -> tuple[str, ...]:
    """The switches that matter in that game mode (``bank``, ``pot`` or ``chinchiro``), in
    :data:`SWITCHES` order."""
    skip = _other_game(mode)
    return tuple(name for name in SWITCHES if name not in skip)


def _other_game(mode: str) -> tuple[str, ...]:
    """The switches of the games ``mode`` is not: they change nothing in ``mode``'s game."""
    return tuple(name for name in SPECS if not plays_in(name, mode))


def _mode_value(text: str) -> str:
    """The ``mode`` switch from its text, or RuleError naming the games."""
    if text not in MODES:
        raise RuleError(phrase("rule_error_not_one_of", "mode", MODES, echo(text)))
    return text


def _other_game_problem(rules: HouseRules) -> Phrase | None:
    """Why a switch of the other game may not be set (None when none is): it would do nothing."""
    for name in _other_game(rules.mode):
        if _is_set(rules, name):
            said = (name, rules.values()[name], _show(_DEFAULTS[name]))
            if rules.chinchiro or SPECS[name].game == CHIN:
                game = "game_of_chinchiro" if SPECS[name].game == CHIN else "game_another"
                return phrase("rule_error_other_game", *said, phrase(game), phrase(f"game_in_{rules.mode}"))
            return phrase(f"rule_error_{'pot' if rules.mode == 'bank' else 'bank'}_switch", *said)
    return None


_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(HouseRules)}
"""Every switch's default value (the classic game's)."""


def _own_defaults(mode: str) -> dict[str, Any]:
    """What choosing the game ``mode`` sets besides: Chinchiro comes with the payouts its tables
    play (:data:`CHINCHIRO`), the other games with none of their own."""
    if mode != CHINCHIRO_MODE:
        return {}
    return {name: getattr(CHINCHIRO, name) for name in switches_for(mode) if name != "mode"}


def players_problem(rules: HouseRules, players: int) -> Phrase | None:
    """Why ``players`` seats cannot play these rules (None when they can): aced_out is for a
    winner-take-all game of exactly two."""
    if rules.mode == "pot" and rules.aced_out and players != 2:
        return phrase("rule_error_aced_out_players", players)
    return None


def _is_set(rules: HouseRules, name: str) -> bool:
    """Whether a switch is on (an on/off switch) or has the value named (``NAME=VALUE``);
    a switch with a value other than its default counts as set when no value is named."""
    key, _, wanted = name.partition("=")
    value = getattr(rules, key)
    if wanted:
        return rules.values()[key] == wanted
    default = HouseRules.__dataclass_fields__[key].default
    return value is True or (not isinstance(value, bool) and value != default)


def conflict(rules: HouseRules) -> Phrase | None:
    """Why these rules cannot be played together (None when they can): a switch of the other game
    set (it would do nothing, silently), or two switches of this game that contradict each other."""
    wanted = switches_for(rules.mode)
    other = _other_game_problem(rules)
    if other:
        return other
    if rules.min_bet > rules.max_bet:
        return phrase("rule_error_bets", rules.min_bet, rules.max_bet)
    for name, spec in SPECS.items():
        if spec.needs and _is_set(rules, name) and not _is_set(rules, spec.needs):
            return phrase(f"rule_needs_{name}")
    for one, other_one, why in CONFLICTS:
        both_matter = one.partition("=")[0] in wanted and other_one.partition("=")[0] in wanted
        if both_matter and _is_set(rules, one) and _is_set(rules, other_one):
            return phrase("rule_error_clash", _said(rules, one), _said(rules, other_one), why)
    return None


def _said(rules: HouseRules, name: str) -> str:
    """A switch of a clash as ``NAME=VALUE``, with the value these rules hold (the value the
    player typed, read: ``reverse_player=with_trips``, not ``=on``), unless the clash names one."""
    return name if "=" in name else f"{name}={rules.values()[name]}"


def _value_of(name: str, value: str) -> object:
    """One switch's value read from its text, or RuleError naming what is allowed."""
    if name not in SPECS:
        raise RuleError(phrase("rule_error_unknown", echo(name), tuple(SWITCHES)))
    return _read(name, SPECS[name], value.strip().lower())


def _read(name: str, spec: RuleSpec, value: str) -> object:
    """A value from its (trimmed, lower-case) text, by the switch's own reader or its values."""
    if spec.accepts is None and value not in spec.values:
        raise RuleError(phrase("rule_error_not_one_of", name, spec.values, echo(value)))
    if spec.read is not None:
        return spec.read(value)
    if spec.values == ON_OFF:
        return value == "on"
    return value


_ALLOWED: dict[str, tuple[object, ...]] = {
    name: tuple(_read(name, spec, value) for value in spec.values) for name, spec in SPECS.items()
    if spec.accepts is None
}
"""Every value each switch takes, read (``True`` for "on"), for checking stored rules."""


def samples(name: str) -> tuple[object, ...]:
    """The values a property test draws for a switch: its declared samples, else every value."""
    spec = SPECS[name]
    return spec.samples or _ALLOWED[name]


def _accepts(name: str, value: object) -> bool:
    """Whether a stored value is one the switch allows: one of its values, read, of the same
    type (True is not the number 1, nor the text "off" a switch that is off)."""
    spec = SPECS[name]
    if spec.accepts is not None:
        return spec.accepts(value)
    return any(type(value) is type(allowed) and value == allowed for allowed in _ALLOWED[name])


def _check(ok: bool, name: str, value: object, choices: tuple[str, ...]) -> None:
    if not ok:
        raise RuleError(phrase("rule_error_not_one_of", name, choices, repr(value)))


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return "none"
    return str(value)


class Preset(Struct, frozen=True):
    """A named set of house rules that real tables play."""

    name: str
    """The name the setup screen lists and ``--preset`` takes."""
    key: str
    """An identifier: the catalog says the preset's blurb as ``preset_<key>``."""
    rules: HouseRules


CLASSIC = HouseRules()

CHINCHIRO = HouseRules(mode=CHINCHIRO_MODE, payouts="street", hifumi_double=True)
"""Chinchiro as the Japanese tables play it (``engine/chinchiro.py``): shigoro 4-5-6 pays double,
arashi trips triple, pinzoro 1-1-1 five times, hifumi 1-2-3 loses double; each player bets 1-5."""


PRESETS: tuple[Preset, ...] = (
    Preset("Classic", "classic", CLASSIC),
    Preset("Street payouts", "street", HouseRules(payouts="street")),
    Preset("Schoolyard", "schoolyard", HouseRules(must_fade=True, roll_limit=3, acey_out=True)),
    Preset("Six-one points", "six_one", HouseRules(six_one_points=True)),
    Preset("West Coast", "west_coast", HouseRules(west_coast=True)),
    # Chinchiro is a game of its own (mode=chinchiro), as Winner take all is: the preset chooses
    # it at the Japanese tables' payouts, not the banking game dressed in them.
    Preset("Chinchiro", "chinchiro", CHINCHIRO),
    Preset("Winner take all", "pot", HouseRules(mode="pot")),
)
"""The presets the setup screen offers."""

def preset(name: str) -> Preset:
    """The preset of that name (case-insensitive), or RuleError naming the choices."""
    for item in PRESETS:
        if item.name.lower() == name.strip().lower():
            return item
    raise RuleError(phrase("rule_error_preset", repr(name), tuple(p.name for p in PRESETS)))
