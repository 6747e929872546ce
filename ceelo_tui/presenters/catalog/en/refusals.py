"""How English refuses an amount, a seating or a set of dice: the engine's refusals of what was
typed or given (:mod:`ceelo_tui.engine.numbers`, :mod:`ceelo_tui.engine.seating`).

The engine raises each refusal with a :class:`~ceelo_tui.engine.phrase.Phrase` naming the entry
here and the data it puts in (the bounds, what was typed, trimmed and made printable); the
words, the quotes round what was typed and the plural are this module's.
"""

from __future__ import annotations

from ....engine.numbers import MAX_DIGITS
from .numbers import NumberWords


class AmountRefusals(NumberWords):
    """Why an amount is refused (``amount_...``): each names the quantity and what is allowed."""

    the_stake = "The stake"
    the_ante = "The ante"

    def players_fade(self, who: str) -> str:
        """'Bo's fade': the quantity a fade's refusal names."""
        return f"{who}'s fade"

    def players_bet(self, who: str) -> str:
        """'Bo's bet': the quantity a Chinchiro bet's refusal names."""
        return f"{who}'s bet"

    def _allowed(self, what: str, low: int, high: int) -> str:
        """'The stake must be 5' or 'The stake must be a whole number from 1 to 10'."""
        return f"{what} must be {low}" if low == high else f"{what} must be a whole number from {low} to {high}"

    def amount_nothing_allowed(self, what: str) -> str:
        """No amount at all is allowed now (the least is above the most)."""
        return f"{what}: nothing is allowed right now"

    def amount_not_whole(self, what: str, low: int, high: int) -> str:
        """Something that is not a number at all (yes/no, a fraction, a list)."""
        return f"{self._allowed(what, low, high)}."

    def amount_empty(self, what: str, low: int, high: int) -> str:
        """Nothing typed."""
        return f"{self._allowed(what, low, high)}; nothing was entered."

    def amount_signed(self, what: str, low: int, high: int) -> str:
        """A number typed with a sign."""
        return f"{self._allowed(what, low, high)}; signed amounts are not allowed."

    def amount_not_a_number(self, what: str, low: int, high: int, typed: str) -> str:
        """Text that is not a whole number (``typed``: it quoted, :meth:`typed`)."""
        return f"{self._allowed(what, low, high)}; {typed} is not one."

    def amount_too_long(self, what: str, low: int, high: int) -> str:
        """More digits than any amount has."""
        return f"{self._allowed(what, low, high)}; that number is far too large."

    def amount_out_of_range(self, what: str, low: int, high: int, number: int) -> str:
        """A whole number outside the range (one too long to show is 'that number')."""
        shown = str(number) if len(str(number)) <= MAX_DIGITS else "that number"
        return f"{self._allowed(what, low, high)}; {shown} is out of range."


class SeatingRefusals(NumberWords):
    """Why a table cannot be seated as asked (``seating_...``, ``name_...``)."""

    starting_coins = "Starting coins"
    seating_styles = "Give one computer style (or none) for each seat."
    first_seat_banker = "banker"
    first_seat_banker_oya = "banker (oya)"
    first_seat_roller = "roller"

    def seating_first_seat(self, role: str, count: int, red_pips: str) -> str:
        """'The first banker must be seat 1 to 3, or red-pips.' (``role``: the first seat's word, said)."""
        return f"The first {role} must be seat 1 to {count}, or {red_pips}."

    def seating_names(self, least: int, most: int) -> str:
        """Names that are not a list of names."""
        return f"Give {least} to {most} player names."

    def seating_same_name(self, name: str) -> str:
        """Two seats of one name (``name`` as Python writes it, quoted)."""
        return f"Two players are called {name}: every name must be different."

    def seating_player_count(self, least: int, most: int, count: int) -> str:
        """Too few or too many seats."""
        return f"Cee-lo here is for {least} to {most} players, not {count}."

    name_not_text = "A name must be text."
    unseen_control = "control"
    unseen_formatting = "formatting"
    unseen_line_separator = "line-separator"
    unseen_paragraph_separator = "paragraph-separator"
    unseen_surrogate = "surrogate"
    unseen_private_use = "private-use"
    unseen_unassigned = "unassigned"

    def name_unseen_character(self, code: str, kind: str) -> str:
        """A character no name may hold (``code``: its code point in hex; ``kind``: its kind, said)."""
        return ("A name may hold letters, digits, spaces, punctuation and symbols, not control, formatting or "
                f"other unseen characters (U+{code}, a {kind} character, is one).")

    def name_empty(self, longest: int) -> str:
        """A name of spaces only, or none."""
        return f"A name must have 1 to {longest} characters; this one is empty."

    def name_too_long(self, longest: int, length: int) -> str:
        """A name longer than a seat shows."""
        return f"A name must have 1 to {longest} characters; this one has {length}."

    def name_combining_start(self, code: str) -> str:
        """A name that starts with a combining mark."""
        return f"A name must begin with a letter, digit or symbol, not a combining mark (U+{code})."

    def not_dice(self, why: str) -> str:
        """A roll's faces that are not three dice 1-6 (``why``: the dice's own refusal, said)."""
        return f"Those are not dice: {why}."

    faces_forms = "three faces 1 to 6, as 4 5 6, 456, 4,5,6 or 4-5-6"
    """How a roller may type the dice they rolled at a real-dice table."""

    def faces_form(self, typed: str) -> str:
        """Typed faces that are not three faces."""
        return f"type the {self.faces_forms}; got “{typed}”"

    def faces_out_of_range(self, typed: str) -> str:
        """Typed faces of which one is not 1-6."""
        return f"a die shows 1 to 6, so type three faces as 4 5 6, 456, 4,5,6 or 4-5-6; got “{typed}”"

    def dice_out_of_range(self, dice: str) -> str:
        """Dice (a journal's, the tray's) that are not three faces 1-6."""
        return f"three dice must each show 1-6, not {dice}"
