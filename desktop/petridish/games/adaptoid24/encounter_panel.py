"""The ADAPTOID 24 encounter, spelled out on the table: who, where, the Resistance and
what has been played into it."""

from __future__ import annotations

from petridish.table.panel import TextPanel


class EncounterPanel(TextPanel):
    """The encounter, step by step: who, where, the Resistance, what has been played."""

    def __init__(self, width: float = 440.0) -> None:
        super().__init__(width=width)
