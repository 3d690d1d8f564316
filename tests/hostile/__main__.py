"""``python -m tests.hostile [--full] [pytest options]``: run the hostile suite.

Without ``--full`` it runs at the small size CI uses; with it, at full size (every
truncation of a real save, hundreds of byte flips, at least a hundred ``kill -9`` during
autosaves...). Extra arguments go to pytest.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest


def main(argv: list[str]) -> int:
    full = "--full" in argv
    rest = [a for a in argv if a != "--full"]
    if full:
        os.environ["PETRIDISH_HOSTILE"] = "full"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    here = Path(__file__).resolve().parent
    print(f"hostile suite at {'full' if full else 'small'} size", flush=True)
    return pytest.main([str(here), "-q", "-p", "no:cacheprovider", *rest])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
