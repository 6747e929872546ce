"""How hard the property tests search: a full budget in CI, a quick one while developing.

``HYPOTHESIS_PROFILE=ci`` (set by ``.ci/run``) runs every property test with the number of
examples written beside it; otherwise (the ``dev`` profile, the default) each runs a fifth as
many, at least ten, so ``pytest -m "not slow"`` stays quick. The profiles themselves are
registered in ``conftest.py``; a test asks for its budget with ``examples(n)``.
"""

from __future__ import annotations

import os

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "dev")
"""The Hypothesis profile in force: ``ci`` or ``dev``."""

if PROFILE not in ("ci", "dev"):
    raise ValueError(f"HYPOTHESIS_PROFILE must be ci or dev, not {PROFILE!r}")


def examples(full: int) -> int:
    """The number of examples to run for a test whose full (CI) budget is ``full``."""
    return full if PROFILE == "ci" else max(10, full // 5)
