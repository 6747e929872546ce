"""Who plays each seat, and the one game a screen shows: the seam between the engine and the UI.

- :mod:`.seats`: a seat controller per seat says who makes that seat's moves: a person at this
  keyboard (:class:`~.seats.AtKeyboard`), a computer style (:class:`~.seats.Computer`, played by
  :class:`~ceelo_tui.cpu_turns.ComputerTurns`), or a player at another screen
  (:class:`~.seats.Remote`, whose moves arrive from a hosted table).
- :mod:`.game_controller`: :class:`~.game_controller.GameController` owns the match being
  played, the state the table shows (which lags behind a roll while the dice are in the air)
  and the seat controllers; a key's move goes through it to the engine, and it refuses a move
  for a seat no key here may move.

Nothing here imports Textual: the app hands the controller a :class:`~.game_controller.Display`
(its reactive attributes), and the controller tells it what to show.
"""
