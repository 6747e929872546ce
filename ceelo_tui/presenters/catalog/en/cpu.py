"""How English says what the computer styles are and what a computer seat is about to do."""

from __future__ import annotations

from .numbers import NumberWords


class CpuWords(NumberWords):
    """The computer seats' words: each style in a paragraph, a seat's label, its next move."""

    style_cautious = (
        "Plays to stay at the table. As banker it stakes about a tenth of its coins, a "
        "little more the bigger the bank's edge, and when the rules give the bank no edge "
        "it passes the bank half the time. As a player it fades a small slice of its "
        "coins (a few percent, more when the rules favour players) and sits out about one "
        "round in three while the bank has the edge. It keeps every bet small enough that "
        "even the worst payout costs at most a quarter of its coins (one coin when it is "
        "down to its last few). Setting the ante in winner take all, it asks about a "
        "twentieth of its coins. Broke, it buys back in once a game (where the house allows it)."
    )
    style_bold = (
        "Plays to win big. As banker it puts up well over half its coins (all of them when "
        "the bank's edge is large) and never passes the bank. As a player it fades about a "
        "third of its coins whatever the odds (a fifth at the least, more when the rules "
        "favour players) and never sits out. Setting the ante in winner take all, it asks about a third of its "
        "coins. It can go broke in a few rounds, and buys back in every time the house allows."
    )
    style_shrewd = (
        "Follows the exact odds of the house rules and bets big only on the side they "
        "favour. As banker with the edge it stakes about a third of its coins (more the "
        "bigger the edge); without it, "
        "it passes the bank (or stakes 1). As a player it fades the least it can, or sits "
        "out, while the bank has the edge, and up to half its coins when the players have it. It never lets the worst payout "
        "cost more than half its coins, and sets the ante in winner take all at about a tenth "
        "of its coins. Broke, it buys back in unless another player already holds more than "
        "three times the starting coins."
    )

    def computer_label(self, name: str, style: str) -> str:
        """'Cy (computer, cautious)': a computer seat's name and the style that plays it."""
        return f"{name} (computer, {style})"

    next_round_intent = "Next round…"
    """What the table waits for between rounds, when no computer seat is about to move."""

    def intent_stake(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will put up a stake of 5 coins…'."""
        return f"{who} will put up a stake of {self.coins(amount)}…"

    def intent_pass_bank(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will pass the bank…'."""
        return f"{who} will pass the bank…"

    def intent_fade(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will fade 3 coins…'."""
        return f"{who} will fade {self.coins(amount)}…"

    def intent_pass(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will pass…'."""
        return f"{who} will pass…"

    def intent_ante(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will set the ante at 2 coins…'."""
        return f"{who} will set the ante at {self.coins(amount)}…"

    def intent_bet(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will bet 2 coins…'."""
        return f"{who} will bet {self.coins(amount)}…"

    def intent_roll(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will roll the dice…'."""
        return f"{who} will roll the dice…"

    def intent_roll_virtual(self, who: str, amount: int) -> str:
        """At a real-dice table: 'Cy (computer, cautious) will roll virtual dice (the game rolls for it)…'."""
        return f"{who} will roll virtual dice (the game rolls for it)…"

    def intent_buy_back(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will buy back in for 10 coins…' (``amount``: the starting coins)."""
        return f"{who} will buy back in for {self.coins(amount)}…"

    def intent_decline(self, who: str, amount: int) -> str:
        """'Cy (computer, cautious) will not buy back in…'."""
        return f"{who} will not buy back in…"

    def cpu_error_unknown_style(self, shown: str, styles: tuple[str, ...]) -> str:
        """'Unknown computer style 'wild'. Styles: cautious, bold, shrewd.'"""
        return f"Unknown computer style {shown}. Styles: {', '.join(styles)}."

    def quoted(self, text: str) -> str:
        """Text a player typed, shown as it is (already quoted)."""
        return text

    that_one = "that"
    """A thing typed too long to quote."""
    nobody = "nobody"

    cpu_error_game_over = "The game is over: there is no move to make."

    def cpu_error_not_their_turn(self, who: str, named: str) -> str:
        """'It is Ann's turn, not Bo's.'"""
        return f"It is {who}'s turn, not {named}'s."

    def cpu_error_no_move(self, legal: tuple[str, ...]) -> str:
        """No computer move among the legal moves (a bug, if ever)."""
        return f"No computer move for {', '.join(legal)}."
