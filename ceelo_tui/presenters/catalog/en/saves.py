"""How English says what happens to saved games: the saved-games list and resume offer, a
game that is not being saved, a file that cannot be read or was repaired, a name that
matches no game, the remembered table, and what leaving does to the game in play.

The store, the autosave and the remembered table choose which of these to say and with which
ids, paths and reasons (the system's words for a failed write are put in as given).
"""

from __future__ import annotations

from collections.abc import Sequence


class SaveWords:
    """Saved games, in English."""

    # The saved-games list and the resume offer

    def rounds_played_short(self, rounds: int) -> str:
        """'5 played': a finished game's rounds."""
        return f"{rounds} played"

    def at_round(self, number: int) -> str:
        """'round 4': where an unfinished game stands."""
        return f"round {number}"

    def resume_offer(self, balances: str, number: int, modified: str) -> str:
        """'Ann 12 · Bo 8 · round 4 · last played 2025-01-02 14:03'."""
        return f"{balances} · round {number} · last played {modified}"

    status_finished = "finished"
    status_in_play = "in play"
    status_open_elsewhere = "open elsewhere"

    # The store

    def not_being_saved(self, reason: str) -> str:
        """'This game is not being saved: No space left on device (/x/y).'."""
        return f"This game is not being saved: {reason}."

    def no_game_matches(self, text: str, folder: str, any_saved: bool) -> str:
        """No saved game's id starts with ``text`` (quoted as typed; ``any_saved``: there are games in ``folder``)."""
        where = f" in {folder}" if any_saved else f": there are no saved games in {folder}"
        return f"No saved game matches {text}{where}. 'ceelo-tui history' lists them."

    def many_games_match(self, text: str, count: int, shown: Sequence[str], more: bool) -> str:
        """``text`` (quoted as typed) is the start of several games' ids: give more of it."""
        listed = ", ".join(shown) + (" ..." if more else "")
        return f"{text} matches {count} saved games ({listed}); give more of the id."

    def not_a_game_id(self, game_id: str) -> str:
        """"'..' is not a saved game's id." (``game_id`` quoted as given)."""
        return f"{game_id} is not a saved game's id."

    def game_unreadable(self, game_id: str, problem: str) -> str:
        """'Saved game X could not be read: the file is empty.'."""
        return f"Saved game {game_id} could not be read: {problem}."

    def game_open_elsewhere(self, game_id: str) -> str:
        """A game another window or tab plays."""
        return (f"Saved game {game_id} is open in another ceelo-tui window or browser tab: "
                "play it there, or quit it there and continue it here.")

    def game_gone(self, game_id: str, problem: str) -> str:
        """A saved game whose file went away."""
        return f"Saved game {game_id} is gone: {problem}."

    def original_kept(self, name: str) -> str:
        """' The original file is kept as X.' after a repaired game's notice."""
        return f" The original file is kept as {name}."

    def file_unmovable(self, path: str, problem: str, reason: str) -> str:
        """An unreadable file that could not be moved aside either."""
        return f"Saved game file {path} could not be read ({problem}) and could not be moved aside: {reason}."

    def file_moved_aside(self, name: str, problem: str, kept: str) -> str:
        """An unreadable file, moved aside and kept."""
        return f"Saved game file {name} could not be read ({problem}); it was moved aside, kept as {kept}."

    folder_unwritable = "the folder cannot be written"
    nothing_written = "nothing was written"
    name_taken = "a saved game of that name exists"
    """Why a write failed, where the system gave no words of its own (said after 'not being saved')."""

    file_too_large = "the file is too large"
    not_a_settings_file = "not a settings file of this version"
    more_computers_than_players = "more computer seats than players"
    theme_not_a_name = "the theme is not a name"
    first_banker_not_a_player = "the first banker is not one of the players"

    file_empty = "the file is empty"
    first_line_incomplete = "the first line is incomplete"
    empty_line = "an empty line"
    not_a_json_object = "a line is not a JSON object"

    def not_a_setup(self, error: str) -> str:
        """Why a file's first line is no game: the engine's or the reader's words."""
        return f"the first line is not a game's setup: {error}"

    def recovered_up_to(self, moves: int) -> str:
        """'recovered up to move 12', 'recovered to its start'."""
        return f"recovered up to move {moves}" if moves else "recovered to its start"

    def damaged_at_line(self, game_id: str, line: int, problem: str, recovered: str) -> str:
        """A saved game with a damaged line, and how far it was recovered."""
        return f"Saved game {game_id} is damaged at line {line} ({problem}); {recovered}."

    def last_move_cut_off(self, game_id: str, recovered: str) -> str:
        """A saved game whose last move was cut off while being written."""
        return f"The last move of saved game {game_id} was cut off while being saved; {recovered}."

    # The autosave and the remembered table

    nothing_to_keep = "Nobody has moved yet, so there is nothing to keep: this game is not saved."
    game_saved_for_later = "The game is saved: continue it later from the setup screen or with ceelo-tui --resume."
    game_will_be_lost = "The game in progress will be lost: it is not being saved."

    def games_not_listed(self, error: str) -> str:
        """The saved games' folder could not be read."""
        return f"The saved games could not be listed: {error}"

    last_table_title = "Last table"
    saved_games_heading = "Saved games"
    not_saved_title = "Not saved"

    def remembered_table_unusable(self, path: str, why: str) -> str:
        """The remembered table's file could not be used."""
        return f"The remembered table in {path} could not be used ({why}); setup starts fresh."

    def table_not_remembered(self, error: str) -> str:
        """The table could not be written down for next time."""
        return f"The table could not be remembered for next time: {error}"
