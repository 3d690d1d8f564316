"""What a presenter may ask of the game's controller, and nothing more.

The app's controller is ``ui.controller.GameController``: it holds the session, decides
whose eyes the table shows, plays the computer seats and keeps undo. A presenter draws
from it and sends it actions through the members named here, and through no other: a
test walks every presenter's source and checks it, so that what the table depends on
stays written down in one place (and a test can hand a presenter a controller of its
own).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from petridish.core.actions import Action
    from petridish.core.session import Session
    from petridish.storage.saves import SeatInfo


class Seating(Protocol):
    """The people and computers at the table (``ui.controller.Match``)."""

    def seat(self, seat_id: str) -> SeatInfo:
        """The seat's name, colour and who plays it."""
        ...


class TableController(Protocol):
    """Everything a presenter may ask of the controller."""

    @property
    def view(self) -> Any:
        """The position as the viewer may see it (at the replay's step, in a replay)."""
        ...

    @property
    def viewer(self) -> str | None:
        """Whose eyes the table shows; None while the curtain is up (everyone's)."""
        ...

    @property
    def state(self) -> Any:
        """The whole position, secrets included: for asking the rules, never for drawing."""
        ...

    @property
    def sandbox(self) -> bool:
        """Whether free edits are on."""
        ...

    @property
    def replay_at(self) -> int | None:
        """In a replay, the number of moves the table shows; else None."""
        ...

    @property
    def intent(self) -> tuple[str, Action] | None:
        """A computer seat's move being shown before it is carried out."""
        ...

    @property
    def names(self) -> Mapping[str, str]:
        """Each seat's name as the players set it."""
        ...

    @property
    def last_events(self) -> list[dict[str, Any]]:
        """The events of the move just played, as the viewer may read them."""
        ...

    @property
    def match(self) -> Seating:
        """Who sits where."""
        ...

    @property
    def session(self) -> Session[Any]:
        """The moves so far (``steps``, ``events_for``) and the move being made (``draft``)."""
        ...

    def can_act(self, seat: str) -> bool:
        """Whether the person at ``seat`` may act now, at this table."""
        ...

    def human_to_move(self) -> list[str]:
        """The people (not computer players) who must or may act now."""
        ...

    def computers_after_people(self) -> list[str]:
        """The computer players who could act now but let the people act first."""
        ...

    def check(self, action: Action) -> str | None:
        """Why ``action`` would be refused now, or None if it would be played."""
        ...

    def submit(self, action: Action) -> str | None:
        """Play ``action``; the reason it was refused, or None."""
        ...

    def add_to_draft(self, part: str) -> None:
        """Keep one gesture of a move that takes several."""
        ...

    def take_back_draft(self) -> bool:
        """Take back the last gesture of the move being made; False if there is none."""
        ...


# The members, for the test that holds presenters to them.
MEMBERS = frozenset(name for name in vars(TableController) if not name.startswith("_"))
