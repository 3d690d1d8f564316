"""Package attributes that import their module on first use (PEP 562).

The game picker must start fast; packages such as ``core``, ``storage`` and ``art``
re-export many names, but importing one of them should not import every module behind
them (Pillow, the rules, the save checks) before anything is asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_names(package: str, where: dict[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` serving ``name`` from ``package.<where[name]>``."""

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(import_module(f"{package}.{module}"), name)

    return __getattr__
