"""How English says the widgets' own words: buttons, placeholders, tooltips, small notes."""

from __future__ import annotations

from collections.abc import Sequence


class WidgetWords:
    """The words the widgets draw themselves, in English."""

    # -- the move panels (amount, roll, faces, settled)
    amount_placeholder = "coins"
    all_in_button = "All in"
    max_button = "Max"
    stake_button = "Stake"
    fade_button = "Fade"
    ante_button = "Set ante"
    bet_button = "Bet"
    pass_button = "Pass"
    stand_button = "Stand"
    faces_placeholder = "e.g. 4 5 6"
    next_round_button = "Next round (Enter)"
    show_table_button = "Show the table (Enter)"
    standings_button = "Final standings (Enter)"
    buy_in_button = "Buy in (Enter)"
    decline_button = "Decline (d)"

    def empty_amount(self, limits: str) -> str:
        """'empty · 1–22': an empty amount field, and what it takes (``limits``, worded)."""
        return f"empty · {limits}"

    def roll_button(self, key: str) -> str:
        """'Roll (Space)'."""
        return f"Roll ({key})"

    def play_faces_button(self, key: str) -> str:
        """'Play (Enter)': play the faces typed."""
        return f"Play ({key})"

    def loose_button(self, key: str) -> str:
        """'Dice left the table (l)'."""
        return f"Dice left the table ({key})"

    # -- the message line
    def hint_line(self, hint: str) -> str:
        """'→ ...': what Enter will do."""
        return f"→ {hint}"

    def refusal_line(self, refusal: str, keys: str) -> str:
        """'✗ ...': a refused move, then the keys that work for it (``keys``, '' for none)."""
        return self.field_problem(refusal + keys)

    # -- the balance table
    computer_tag = "cpu"
    """Drawn after a computer seat's name."""

    def computer_seat_tooltip(self, name: str, style: str) -> str:
        """'Ann is a computer seat, playing bold'."""
        return f"{name} is a computer seat, playing {style}"

    # -- the settlement
    rest_in_history = "… the rest in the history (h)"

    # -- the coins chart
    def chart_titles(self, top: int, per_column: int) -> str:
        """The chart's title, fullest first, one a line (the widest that fits is shown);
        ``top``: the coins a full bar stands for, ``per_column``: rounds a column."""
        span = "" if per_column == 1 else f"{per_column} rounds a column; "
        return (f"Coins at the start and after each round ({span}█ = {top})\nCoins by round ({span}█ = {top})\n"
                f"Coins by round (█ = {top})\nCoins by round\nCoins")

    # -- the setup screen's seat editor and rules panel
    remove_seat_tooltip = "Remove this player"
    person_seat = "person"
    seat_kind_tooltip = "Who plays this seat: a person or a computer style (click, ctrl+t or F4)"
    preset_heading = "Preset"
    switches_heading = "Switches (--rule NAME=VALUE)"
    rounds_placeholder = "N"

    def computer_seat_style(self, style: str) -> str:
        """'cpu: bold': a seat a computer plays, in ``style``."""
        return f"cpu: {style}"

    def field_problem(self, problem: str) -> str:
        """'✗ ...': what is wrong with a field."""
        return f"✗ {problem}"

    # -- the saved games' offer on the setup screen
    resume_offer_title = "Resume a game?"
    saved_games_offer_title = "Saved games"

    def resume_button(self, key: str) -> str:
        """'Resume (ctrl+o)'."""
        return f"Resume ({key})"

    def saved_games_button(self, key: str) -> str:
        """'Saved games (ctrl+l)'."""
        return f"Saved games ({key})"

    def open_elsewhere(self, count: int) -> str:
        """'2 open in another window or tab'."""
        return f"{count} open in another window or tab"

    def finished_games(self, count: int) -> str:
        """'3 finished'."""
        return f"{count} finished"

    def more_in_play(self, count: int) -> str:
        """'1 more in play'."""
        return f"{count} more in play"

    def saved_too(self, offer: str, others: Sequence[str]) -> str:
        """The game offered (``offer``), then what else is saved ('' for nothing else)."""
        return offer + (f"\nSaved too: {', '.join(others)}." if others else "")

    def nothing_to_continue(self, others: Sequence[str], finished: bool) -> str:
        """No game to continue here; what is saved, and whether finished games (with their
        history) are among them."""
        return f"No game to continue here. Saved: {', '.join(others)}{' (with their history)' if finished else ''}."
