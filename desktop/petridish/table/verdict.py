"""What a drop on one place would do: the table shows it while the piece is held, and
the drop carries out this same verdict (no Qt here).

A game's presenter answers the drag controller's ``judge`` with a :class:`Verdict`: why
the drop would be refused, or what it would do in the game's words ("adapt", "keep in
your Gene Pool") and how to do it. The controller writes those words on the place and,
when the piece is let go there, carries out the verdict it showed, so the label and what
happens can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Verdict:
    """A drop's fate on one place: ``refusal`` is why it would be refused (None: it is
    played); ``says`` is what it would do, in the game's words; ``carry_out`` does it.
    Words not worth writing on every place that takes the piece (a free sandbox move
    says the same everywhere) are shown only where the piece is: not ``everywhere``."""

    refusal: str | None = None
    says: str = ""
    play: Callable[[], bool | str | None] | None = None
    everywhere: bool = True

    @property
    def legal(self) -> bool:
        """Whether the drop would be played."""
        return self.refusal is None

    def carry_out(self) -> bool | str | None:
        """Do what the verdict says: True if it was played, else why not."""
        if self.refusal is not None:
            return self.refusal
        return True if self.play is None else self.play()

    @classmethod
    def of(cls, answer: Verdict | str | None) -> Verdict:
        """A judge's answer as a verdict: a plain reason (or None, legal) from a judge
        that gives no words."""
        return answer if isinstance(answer, Verdict) else cls(answer)
