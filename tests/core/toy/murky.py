"""Tide Pool in murky water (``MURKY``): the same game but for the tide, whose marks are
revealed together *anonymously*, as ADRIFT's ration cards are.

* The tide: every player picks a mark in secret, as in Tide Pool; once all are in, the
  marks are shuffled and turned up together (draw point ``"murk"``), so nobody learns
  who picked which. Each player whose mark nobody else picked gains that many pearls
  behind their screen: only they read it, until the game is over.

It exists to test the framework's anonymous reveal (``Choices(anonymous=True)``,
``secret.reveal_anonymously``) and the conformance suite's check of it.
"""

from __future__ import annotations

from petridish.core import secret
from petridish.core.material import Choices, Secrets
from petridish.core.work import Work
from tests.core.toy.rules import OVER, State, TidePool, alone

MURK = "murk"  # the shuffle of the tide marks


class MurkyPool(TidePool):
    id = "toy-murky"
    name = "Murky Pool"
    draw_points = (*TidePool.draw_points, MURK)

    def _reveal(self, w: Work[State]) -> None:
        """The marks shuffled and turned up together; each lone mark's pearls go behind
        its picker's screen, told to them alone."""
        _pile, shown = secret.reveal_anonymously(w.s.marks, lambda p: w.shuffle(MURK, p))
        w.add(shown)
        gains = alone(w.s.marks)
        pearls = w.own("pearls")
        for seat in w.s.seats:
            if seat in gains:
                w.event("pearls", {"seat": seat, "gain": gains[seat]}, seen_by=(seat,))
                pearls[seat] = pearls.get(seat, 0) + gains[seat]
        self._end_round(w)

    def secrets(self, state: State) -> Secrets:
        """As Tide Pool's, and the pearls behind each screen; the marks, once revealed,
        never by whom."""
        shown = super().secrets(state)
        if state.step == OVER:
            return shown
        return Secrets(
            zones=shown.zones,
            face_up=shown.face_up,
            private=("luck", "pearls"),
            choices=(Choices("marks", anonymous=True),),
        )


MURKY = MurkyPool()
