"""The shared table: one hosted match, many screens (see README, "Play together").

``messages`` says what travels; ``table_server`` hosts the match (``ceelo-tui host``) and
``table_client`` is the replica every screen keeps. Headless: nothing here imports Textual or
Rich (a service layer, checked by ``tests/test_import_graph.py``), so the server runs without
a terminal and the client is tested without one.

What a screen gets from a :class:`~ceelo_tui.net.table_client.TableClient`
----------------------------------------------------------------------------

Everything runs on the screen's own asyncio loop (Textual's), no threads::

    client = TableClient(address, "Ann's laptop")   # the address `host` printed
    client.add_listener(on_table_event)             # called on the loop, in journal order
    await client.start()                            # joined and caught up, or TableRefused
    await client.claim("Ann")                       # Answer(accepted, reason)

- **The game**: ``client.state`` is the replica's game (an ``AnyGame``, the same type a
  hot-seat table shows), exactly the table's after every move; ``client.moves`` counts the
  journal's moves; ``client.match`` is the replica (its journal holds every move, dice
  included).
- **A move**: ``answer = await client.send_move(Move("stake", amount=5))``. A roll is sent
  without dice: the table rolls. ``answer.accepted`` True: the move is in the replica when
  this returns (``answer.index`` its place); False: ``answer.reason`` is the engine's or the
  table's words, to show as a refusal, and nothing changed. Only the seat to move may move
  (``client.my_turn``); any seated player may start the next round; undo only by the player
  whose move it takes back (``state.undo_seat``).
- **Seats**: ``client.seats`` (a ``SeatView`` a seat: ``name``, ``status`` "open" / "present"
  / "away" / "house" for a computer, ``holder``: the screen holding it), ``client.my_seats``
  (several when one screen holds several), ``client.seats_present``.
- **Events**, to the listeners and to ``async for event in client.events()``:

  - ``MoveApplied(index, move, before, state)``: one per move, in order, its dice included,
    so the screen animates the dice towards faces it already knows; a move this screen sent
    comes as one too (the screen draws every move the same way).
  - ``Rebuilt(state)``: the replica was built whole (the first welcome, or after a
    difference): draw the table anew, no animation.
  - ``SeatsChanged(seats, yours)``: someone claimed, left or came back.
  - ``SavingChanged(problem, words)``: the host cannot save moves (``problem``: "No space left
    on device"), so refuses every move until it can; ``words`` to show every player (the
    hot-seat app's "Not saved: …"); ``problem`` '' once a move is saved again.
  - ``ConnectionChanged(connected, reason, final)``: lost (the client joins again by itself,
    with backoff, and takes its seats back) or back; ``final`` when it has stopped for good
    (closed, refused, or given up).

- **The end**: ``await client.close()``.

A seat's secret is kept in the player's data folder (``seat_keys``), so a screen closed or
killed takes its seats back when it joins again under the same name.
"""
