"""Find the ``resources/`` folder wherever Petri Dish runs from.

Three layouts exist: an installed wheel or a PyInstaller bundle (``petridish/resources``
next to this file), and a source checkout or editable install (``resources/`` at the top
of the repository). ``PETRIDISH_RESOURCES`` overrides both, for tests and for players who
keep their own edited card lists elsewhere.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

from petridish.core.content import ContentError


class ResourceError(ContentError):
    """The resources folder, or a file inside it, could not be found.

    A ContentError (and so a ValueError), so every path that reports a bad card file
    reports a missing one the same way: the path, then what is wrong with it.
    """


@cache
def root() -> Path:
    """Return the resources folder; raise ResourceError naming every place tried."""
    tried: list[Path] = []
    override = os.environ.get("PETRIDISH_RESOURCES")
    if override:
        tried.append(Path(override))
    here = Path(__file__).resolve().parent
    tried.append(here / "resources")
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        tried.append(Path(meipass) / "petridish" / "resources")
    tried.append(here.parent.parent / "resources")
    for candidate in tried:
        if (candidate / "games").is_dir():
            return candidate
    raise ResourceError(
        "Petri Dish's resources folder",
        "",
        "not found; looked in " + ", ".join(str(p) for p in tried),
    )


def path(*parts: str) -> Path:
    """Return the path of a file under resources/, which must exist."""
    p = root().joinpath(*parts)
    if not p.exists():
        raise ResourceError(p, "", "file not found")
    return p
