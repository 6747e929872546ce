"""Helpers for the command-line tests: run a command as a person types it.

``app_for`` builds the app that ``ceelo-tui play ARGV`` would open (without opening it), and
``run_command`` runs any command through ``main`` and returns its exit status with what it
printed. Both go through the real argument parser, so a test sees what a person would.
"""

from __future__ import annotations

import pytest

from ceelo_tui.__main__ import build_parser, main
from ceelo_tui.app import CeeloApp
from ceelo_tui.commands.play import build_app


def app_for(*argv: str) -> CeeloApp:
    """The app ``ceelo-tui play ARGV`` would open."""
    args = build_parser().parse_args(["play", *argv])
    app: CeeloApp = build_app(args.play_parser, args)
    return app


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``ceelo-tui ARGV``: its exit status (a parser's ``SystemExit`` included), stdout, stderr."""
    try:
        code = main(list(argv))
    except SystemExit as leaving:
        code = leaving.code if isinstance(leaving.code, int) else 1 if leaving.code else 0
    out, err = capsys.readouterr()
    return code, out, err


def output_of(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What ``ceelo-tui ARGV`` prints, after checking that it succeeded and printed no error."""
    code, out, err = run_command(capsys, *argv)
    assert code == 0, err
    return out
