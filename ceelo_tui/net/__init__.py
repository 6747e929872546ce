"""The shared table: one hosted match, many screens (see README, "Play together").

``messages`` says what travels; ``table_server`` hosts the match (``ceelo-tui host``) and
``table_client`` is the replica every screen keeps. Headless: nothing here imports Textual or
Rich, so the server runs without a terminal and the client is tested without one.
"""
