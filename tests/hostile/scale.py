"""How hard the hostile suite tries: a small size for every test run, the full size on
request (``python -m tests.hostile --full`` sets PETRIDISH_HOSTILE=full)."""

from __future__ import annotations

import os

FULL = os.environ.get("PETRIDISH_HOSTILE", "") == "full"


def size(small: int, full: int) -> int:
    """``full`` in a full run, else ``small``."""
    return full if FULL else small


def every(n: int, small_step: int) -> range:
    """0..n-1 in a full run, else every ``small_step``-th of them (and the last)."""
    if FULL:
        return range(n)
    return range(0, n, max(1, small_step))
