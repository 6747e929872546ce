"""How English says the table's moment: titles, prompts, the move panel's lines and hints.

The presenters (``words``, ``table_view``, ``pot_words``, ``chinchiro_view``, ``amount_hints``,
``odds_view``) choose which of these a moment calls for and with which names and numbers; the
words themselves are here. Chinchiro's banker is the *oya* and a player a *ko*, as the
Japanese tables say, in English too.
"""

from __future__ import annotations

from collections.abc import Sequence

from .numbers import NumberWords


class TableWords(NumberWords):
    """The table's titles, prompts and turn lines, in English (amounts said as ``NumberWords`` says them)."""

    roll_key_name = "Space"
    """The key that rolls, as the prompts and the roll button name it."""

    play_key_name = "Enter"
    """The key that plays typed faces, as the prompts and the faces panel name it."""

    last_round_heading = "Last round:"
    """The log's first line before a round's first event: what follows is last round's."""

    # Titles

    def bank_round_title(self, number: int, banker: str, coins: int) -> str:
        """'Round 3 · Ann holds the bank · 12 coins'."""
        return f"Round {number} · {banker} holds the bank · {self.coins(coins)}"

    def title_bank_in_play(self, title: str, stake: int) -> str:
        """The title once the stake is faded: '... · bank in play 6 coins'."""
        return f"{title} · bank in play {self.coins(stake)}"

    def chinchiro_draw_title(self) -> str:
        """The title while the first banker is rolled for."""
        return "Chinchiro · one die each: the highest is the first banker (oya)"

    def chinchiro_title(self, number: int, banker: str, coins: int, covered: int | None) -> str:
        """'Round 3 · Al is the banker (oya) · 40 coins', '... · bets 6 coins' once the dice roll."""
        head = f"Round {number} · {banker} is the banker (oya) · {self.coins(coins)}"
        return head if covered is None else f"{head} · bets {self.coins(covered)}"

    def pot_title_won(self, number: int, winner: str, won: int) -> str:
        """'Round 2 · Ann took the pot of 12 coins'."""
        return f"Round {number} · {winner} took the pot of {self.coins(won)}"

    def pot_title_ante(self, number: int, ante: int, pot: int) -> str:
        """'Round 2 · ante 2 coins · pot 12 coins'."""
        return f"Round {number} · ante {self.coins(ante)} · pot {self.coins(pot)}"

    def pot_title_opener(self, number: int, opener: str) -> str:
        """'Round 2 · Ann sets the ante'."""
        return f"Round {number} · {opener} sets the ante"

    def rules_no_bank(self, rules_name: str) -> str:
        """'Winner take all · no bank'."""
        return f"{rules_name} · no bank"

    def rules_bank_edge(self, rules_name: str, edge: float) -> str:
        """'Classic · bank edge 2.47 %' (``edge`` a fraction of a stake)."""
        return f"{rules_name} · bank edge {edge * 100:.2f} %"

    def rules_changed(self, base: str, changed: Sequence[str]) -> str:
        """'Winner take all + order=roll, dice=real': a preset and the switches changed from it."""
        return f"{base} + {', '.join(changed)}"

    # Who moves elsewhere

    def computer_seat(self, name: str, style: str) -> str:
        """'Bo (computer, bold)'."""
        return f"{name} (computer, {style})"

    def meanwhile(self, who: str, doing: str) -> str:
        """'{Bo (computer, bold)} {is choosing a stake of 1-5 coins…}'."""
        return f"{who} {doing}"

    def choosing_stake(self, low: int, high: int) -> str:
        """'is choosing a stake of 1-10 coins…'."""
        return f"is choosing a stake of {self.coins_range(low, high)}…"

    def choosing_fade(self, low: int, high: int) -> str:
        """'is choosing a fade of 1-7 coins…'."""
        return f"is choosing a fade of {self.coins_range(low, high)}…"

    def choosing_bet(self, low: int, high: int) -> str:
        """'is choosing a bet of 1-4 coins…'."""
        return f"is choosing a bet of {self.coins_range(low, high)}…"

    rolls_next = "rolls next…"
    """What a computer seat about to roll is doing."""

    def decides_on_buy_back(self, who: str) -> str:
        """'Bo (computer, bold) decides on a buy-back…'."""
        return f"{who} decides on a buy-back…"

    # Prompts

    def stake_prompt(self, banker: str, low: int, high: int) -> str:
        """'Ann: put up a stake of 1-10 coins, or pass the bank'."""
        return f"{banker}: put up a stake of {self.coins_range(low, high)}, or pass the bank"

    def stake_or_stand_prompt(self, banker: str, low: int, high: int, standing: int) -> str:
        """'Ann: stake 1-10 coins, b: let the bank stand at 6, or pass the bank'."""
        return f"{banker}: stake {self.coins_range(low, high)}, b: let the bank stand at {standing}, or pass the bank"

    def fade_prompt(self, name: str, low: int, high: int, can_pass: bool) -> str:
        """'Bo: fade 1-7 coins, or pass' ('Bo: fade 1 coin' where a fade is required)."""
        text = f"{name}: fade {self.coins_range(low, high)}"
        return text + (", or pass" if can_pass else "")

    def bet_prompt(self, name: str, low: int, high: int) -> str:
        """'Bo (ko): bet 1-4 coins, or pass'."""
        return f"{name} (ko): bet {self.coins_range(low, high)}, or pass"

    def ante_prompt(self, opener: str, low: int, high: int) -> str:
        """'Ann: set the ante, 1-10 coins from each player'."""
        return f"{opener}: set the ante, {self.coins_range(low, high)} from each player"

    dice_rolling = "The dice are rolling… (any key lands them)"

    def roll_prompt(self, name: str, key: str, shoot_out: bool) -> str:
        """'Bo - press Space to roll', 'Shoot-out! Ann - Space to roll'."""
        if shoot_out:
            return f"Shoot-out! {name} - {key} to roll"
        return f"{name} - press {key} to roll"

    def faces_prompt(self, name: str, key: str, shoot_out: bool) -> str:
        """'Ann - roll your dice, type the faces, Enter' ('Shoot-out! Ann - ...')."""
        head = f"Shoot-out! {name}" if shoot_out else name
        return f"{head} - roll your dice, type the faces, {key}"

    def broke_buy_back_prompt(self, name: str, stack: int) -> str:
        """'Bo is broke - Enter buys back in for 20 coins, d declines'."""
        return f"{name} is broke - Enter buys back in for {self.coins(stack)}, d declines"

    game_over_prompt = "Game over - press Enter for the final standings"
    pot_won_prompt = "Pot won - press Enter for the next round"
    round_over_prompt = "Round over - press Enter for the next round"

    def typed_roll_undo_hint(self, message: str, name: str, roll: str) -> str:
        """The latest line after a typed roll: '... (ctrl+z takes back Ann's roll of 6-5-4)'."""
        return f"{message} (ctrl+z takes back {name}'s {roll})"

    # What a loose roll costs

    def loose_bank_pays(self, name: str) -> str:
        """'Ann holds the bank, so the bank pays every bet'."""
        return f"{name} holds the bank, so the bank pays every bet"

    def loose_loses_fade(self, name: str, amount: int) -> str:
        """'Bo loses the fade of 3 coins'."""
        return f"{name} loses the fade of {self.coins(amount)}"

    def loose_loses_bet(self, name: str, amount: int) -> str:
        """'Bo loses the bet of 3 coins' (Chinchiro)."""
        return f"{name} loses the bet of {self.coins(amount)}"

    def loose_losing_turn(self, name: str) -> str:
        """'Bo's turn counts as a losing roll' (winner take all)."""
        return f"{name}'s turn counts as a losing roll"

    ROLL_OFF_FORMS = 4
    """How many forms :meth:`roll_off_caption` has, longest first."""

    def roll_off_caption(self, name: str, score: str, form: int) -> str:
        """'Dice: Cy's roll-off roll, 6-5-1: 1 red pip' (form 0), then shorter forms for a
        narrower line."""
        forms = (f"Dice: {name}'s roll-off roll, {score}", f"{name}'s roll-off roll, {score}",
                 f"{name}'s roll-off: {score}", f"{name}: {score}")
        return forms[form]

    # The move panel's lines

    def rolls_for_the_bank(self, banker: str) -> str:
        """'Ann rolls for the bank.'."""
        return f"{banker} rolls for the bank."

    def rolls_against_the_point(self, name: str) -> str:
        """'Bo rolls against the point.'."""
        return f"{name} rolls against the point."

    def chinchiro_rolls_for_the_bank(self, banker: str) -> str:
        """'Al (oya) rolls for the bank.'."""
        return f"{banker} (oya) rolls for the bank."

    def chinchiro_rolls_against_the_point(self, name: str) -> str:
        """'Bo (ko) rolls against the point.'."""
        return f"{name} (ko) rolls against the point."

    # The turn's lines in fewer words, for a panel too narrow for them: the prompt above them
    # (and the balance table's ▶) names who rolls, so these do not.
    rolls_for_the_bank_brief = "Rolls for the bank."
    rolls_against_the_point_brief = "Rolls against the point."
    chinchiro_rolls_for_the_bank_brief = "Rolls for the bank (oya)."
    chinchiro_rolls_against_the_point_brief = "Rolls against the point (ko)."

    def bankers_point_brief(self, point: str) -> str:
        """'The bank's point: 4'."""
        return f"The bank's point: {point}"

    def bankers_point(self, banker: str, point: str) -> str:
        """"Ann's point: 4"."""
        return f"{banker}'s point: {point}"

    def next_bank(self, name: str) -> str:
        """'Next bank: Bo'."""
        return f"Next bank: {name}"

    def rerolls_this_turn(self, count: int) -> str:
        """'Re-rolls this turn: 2'."""
        return f"Re-rolls this turn: {count}"

    def rolls_this_turn_of(self, count: int, tries: int) -> str:
        """'Rolls this turn: 1 of 3' (Chinchiro)."""
        return f"Rolls this turn: {count} of {tries}"

    def bets_line(self, bets: Sequence[tuple[str, int]]) -> str:
        """'Bets: Bo 3 · Cy 4'."""
        return "Bets: " + " · ".join(f"{name} {amount}" for name, amount in bets)

    def bets_counted(self, count: int, amount: int) -> str:
        """'Bets: 5 players, 10 coins' (where naming each bet does not fit)."""
        return f"Bets: {self.players(count)}, {self.coins(amount)}"

    def not_in_this_round(self, names: Sequence[str]) -> str:
        """'Not in this round: Cy, Dee'."""
        return f"Not in this round: {', '.join(names)}"

    def not_in_this_round_counted(self, count: int) -> str:
        """'Not in this round: 3 players' (where naming them does not fit)."""
        return f"Not in this round: {self.players(count)}"

    def has_to_stake(self, name: str, coins: int) -> str:
        """'Ann has 12 coins to stake.'."""
        return f"{name} has {self.coins(coins)} to stake."

    def fade_detail(self, stake: int, covered: int, uncovered: int) -> str:
        """'Stake 6 · faded 4 · open 2'."""
        return f"Stake {stake} · faded {covered} · open {uncovered}"

    chinchiro_draw_line = "Every player rolls one die: the highest banks (oya), ties roll again."

    def chinchiro_bet_detail(self, low: int, high: int, most: int, banker: str, room: int, most_now: int,
                             form: int) -> str:
        """The bet's limits and the cover rule, longest first (form 0-3): 'Bets 1-20 · paid up
        to 5x: Al (oya) covers 7 more · most now 4'."""
        limits = f"Bets {low}-{high}"
        forms = (f"{limits} · paid up to {most}x: {banker} (oya) covers {room} more · most now {most_now}",
                 f"{limits} · up to {most}x: {banker} covers {room} more",
                 f"{limits} · {banker} covers {room} more",
                 f"{limits} · most now {most_now}")
        return forms[form]

    CHINCHIRO_BET_DETAIL_FORMS = 4
    """How many forms :meth:`chinchiro_bet_detail` has."""

    def players_line(self, names: Sequence[str], count: int) -> str:
        """'In this round: Ann, Bo and Cy · the pot will hold 3 times the ante'."""
        return f"In this round: {self.and_list(names)} · the pot will hold {count} times the ante"

    nobody_scored = "Nobody has scored yet."

    def best_so_far(self, rank: str, names: Sequence[str]) -> str:
        """'Best so far: point 5 (Ann)'."""
        return f"Best so far: {rank} ({self.and_list(names)})"

    def best_so_far_brief(self, rank: str) -> str:
        """'Best so far: point 5' (where the names do not fit)."""
        return f"Best so far: {rank}"

    def shoot_out_heading(self, stage: int, tied_on: str | None) -> str:
        """'Shoot-out: tied on point 5', 'Shoot-out 2: ...', or 'Shoot-out' when no tie is named."""
        number = "" if stage == 1 else f" {stage}"
        return f"Shoot-out{number}: tied on {tied_on}" if tied_on is not None else f"Shoot-out{number}"

    def takes_the_pot(self, name: str, won: int) -> str:
        """'Ann takes the pot: 12 coins'."""
        return f"{name} takes the pot: {self.coins(won)}"

    def pot_line(self, pot: int, ante: int) -> str:
        """'Pot: 12 coins (ante 2 each)'."""
        return f"Pot: {self.coins(pot)} (ante {ante} each)"

    def then_line(self, names: Sequence[str]) -> str:
        """'Then: Bo, Cy'."""
        return f"Then: {', '.join(names)}"

    def then_counted(self, count: int) -> str:
        """'Then: 2 players' (where the names do not fit)."""
        return f"Then: {self.players(count)}"

    # The roller's chances

    def chances_line(self, name: str, point: str, win: float, push: float, lose: float) -> str:
        """'Bo vs point 4: win 41.7 % · push 8.3 % · lose 50.0 %' (chances as fractions of 1)."""
        return (f"{name} vs point {point}: win {win * 100:.1f} % · push {push * 100:.1f} %"
                f" · lose {lose * 100:.1f} %")

    # The amount panel's hints

    def empty_stake_refusal(self, low: int, high: int, standing: int) -> str:
        """Why an empty stake field stakes nothing where the bank may stand."""
        return (f"Nothing was typed: type a stake of {self.coins_range(low, high)}, press b to let the bank "
                f"stand at {self.coins(standing)}, or p to pass the bank.")

    def empty_fade_refusal(self, refusal: str) -> str:
        """Why an empty fade field passes nothing: the house rule's ``refusal`` after it."""
        return f"Nothing was typed. {refusal}"

    def stand_hint(self, standing: int) -> str:
        """What Enter does once the bank's standing stake is filled in."""
        return f"Enter lets the bank stand at {self.coins(standing)}; type another amount to change it."

    def most_stake_hint(self, most: int) -> str:
        """What Enter does once the most stake allowed is filled in."""
        return f"Enter stakes {self.coins(most)}; type another amount to change it."

    def most_fade_hint(self, most: int) -> str:
        """What Enter does once the most fade allowed is filled in."""
        return f"Enter fades {self.coins(most)}; type another amount to change it."

    def most_ante_hint(self, most: int) -> str:
        """What Enter does once the most ante allowed is filled in."""
        return f"Enter sets the ante at {self.coins(most)}; type another amount to change it."

    def most_bet_hint(self, most: int) -> str:
        """What Enter does once the most bet allowed is filled in (Chinchiro)."""
        return f"Enter bets {self.coins(most)}; type another amount to change it."

    def pass_bank_hint(self, to: str | None) -> str:
        """'Enter passes the bank to Bo; type an amount to stake instead.'."""
        whom = f" to {to}" if to is not None else ""
        return f"Enter passes the bank{whom}; type an amount to stake instead."

    pass_bet_hint = "Enter passes (sits this round out); type an amount to bet instead."
    pass_fade_hint = "Enter passes; type an amount to fade instead."
