"""What the monkey sessions saw, added up across every worker, and checked once they are all done.

The monkey is eight sessions, each a test of its own so parallel workers share them. What a
single seed reaches (game over, a quit dialog cancelled, a new game) moves with every change
to the screens and with the machine's speed, so no session is held to a share; the sessions
together must see everything (``EVERYTHING``) and make a hundred moves. Each session records
what it saw in the run's stash; an xdist worker hands its records to the controller through
``workeroutput``; the controller (or a run without workers) checks the sum at the end, when
every session ran, and fails the run with a message naming what nobody saw.
"""

from __future__ import annotations

import json

import pytest

SESSIONS = 8
EVERYTHING = frozenset({"SetupScreen", "HelpScreen", "QuitScreen", "GameOverScreen", "STAKE", "FADE",
                        "BANKER_ROLL", "PLAYER_ROLL", "SETTLED", "quit cancelled", "a new game"})
"""What the sessions must see between them: screens, phases of a round at the table, a quit
dialog cancelled, and a new game begun after one (play again or a new setup)."""
MOVES = 100
"""Moves the sessions' games must make between them."""

SEEN = pytest.StashKey[dict[int, tuple[list[str], int]]]()
OUTPUT = "monkey_seen"


def records(config: pytest.Config) -> dict[int, tuple[list[str], int]]:
    """This process's records: session -> (what it saw, moves made)."""
    return config.stash.setdefault(SEEN, {})


def record(config: pytest.Config, session: int, seen: set[str], moves: int) -> None:
    """Note what one session saw (called by the session's test once it has passed its checks)."""
    records(config)[session] = (sorted(seen), moves)


def problem(config: pytest.Config) -> str | None:
    """What the sessions together failed to do, or None (also None unless all of them ran)."""
    seen = records(config)
    if set(seen) != set(range(SESSIONS)):
        return None
    missing = EVERYTHING.difference(*(set(found) for found, _ in seen.values()))
    moves = sum(made for _, made in seen.values())
    if missing:
        return f"the monkey sessions together never saw {', '.join(sorted(missing))}"
    if moves < MOVES:
        return f"the monkey sessions made {moves} moves between them, fewer than {MOVES}"
    return None


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker hands on its records; the controller (or a lone process) checks the sum."""
    config = session.config
    workeroutput = getattr(config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput[OUTPUT] = json.dumps({str(k): v for k, v in records(config).items()})
        return
    text = problem(config)
    if text is not None:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"FAILED monkey coverage: {text}", red=True, bold=True)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    """(xdist, on the controller) Add up a worker's records as it finishes."""
    output = getattr(node, "workeroutput", {}).get(OUTPUT)
    config = getattr(node, "config", None)
    if output and config is not None:
        for key, value in json.loads(output).items():
            records(config)[int(key)] = (value[0], value[1])
