"""Who plays each seat, and the one game a screen shows: the seam between the engine and the UI.

- :mod:`.seats`: a seat controller per seat answers one question, what move now
  (:meth:`~.seats.SeatController.decide`): a person at this keyboard
  (:class:`~.seats.AtKeyboard`) or at another screen (:class:`~.seats.Remote`) answers None and
  moves by keys; a computer style (:class:`~.seats.Computer`, paced by
  :class:`~ceelo_tui.controller.cpu_turns.ComputerTurns`) and the house standing in for a player away from
  a hosted table (:class:`~.seats.StandIn`) answer with their move. A new kind of seat is one
  class there.
- :mod:`.game_controller`: :class:`~.game_controller.GameController` owns the match being
  played, the state the table shows (which lags behind a roll while the dice are in the air)
  and the seat controllers. Every move, a key's or a seat controller's decision, goes through
  its one path, :meth:`~.game_controller.GameController.play`, with one check of who may move
  (the mover is said: the keys here, or the seat that decided).
- :mod:`.hosted_game` and :mod:`.table_session`: a screen joined to a hosted table, whose moves
  the table plays, and the session that joins it, claims seats and follows its events.
- :mod:`.cpu_turns` and :mod:`.computer_pace`: the pacing of the seats that move by themselves
  (a pause before each move, hurried by ``f``) and how fast it is, a setup choice.
- :mod:`.app_link`: what the autosave and the computer seats may ask of the app
  (:class:`~.app_link.MatchHost`, a ``typing.Protocol``), so neither imports ``app.py``.

Nothing here imports Textual: the app hands the controller a :class:`~.game_controller.Display`
(its reactive attributes), and the controller tells it what to show.
"""
