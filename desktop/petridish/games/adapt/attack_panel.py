"""The last attack, spelled out beside the Gene Stream: who attacked whom, the roll and
the totals, the damage, counter damage, poison and Experience."""

from __future__ import annotations

from petridish.table.panel import TextPanel


class AttackPanel(TextPanel):
    def __init__(self) -> None:
        super().__init__(width=620.0)
