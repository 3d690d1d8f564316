"""What ADAPTOID 24's sandbox forbids, and what it does by itself after an edit.

The core moves, turns over and sets (``core/sandbox.py``); these functions, the
``Adaptoid24`` game's sandbox methods, add only the game's own word on it. A card goes only to a place
that can hold its kind (a Geneticist's room may go in the Adaptoid's row, a Spawn in
a row); a Spawn turns face up or down, a Taser, the Dron or the Character's shield is
loaded or used, and nothing else turns over (a room or an Evolution card face down in
a hand or a deck is a secret there, shown by moving it out); the turn and the phase may be set,
and any pile shuffled or cut (a deck lies face down by the rules: it does not turn
over as a whole, nor does any other pile).
What the rules do by themselves then (a capture when nothing can answer the encounter,
skipping an empty deck) happens at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core import sandbox
from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.material import NOBODY, Counter
from petridish.games.adaptoid24 import resolution, words
from petridish.games.adaptoid24.state import HIDDEN, PHASES, TURNS_PER_PHASE, State

if TYPE_CHECKING:
    from petridish.games.adaptoid24.rules import Adaptoid24

COUNTERS = {
    "turn": Counter(1, TURNS_PER_PHASE, "the turn"),
    "phase": Counter(1, PHASES, "the phase"),
}


def edit_refusal(game: Adaptoid24, state: State, edit: Edit, source: str) -> str | None:
    """What the sandbox forbids of ``edit``, in the game's words (None: nothing)."""
    if sandbox.is_pile(edit):
        if edit.op != "flip":
            return None
        where = words.zone_name(game, edit.zone)
        if game.secrets(state).zones.get(edit.zone) == NOBODY:
            return f"{where} lies face down by the rules: shuffle it or cut it instead"
        return f"{where} does not turn over as a whole: turn its cards over one by one"
    # A card its mover named by its place, unseen, is not named back to it.
    card = HIDDEN if sandbox.unseen(game, state, edit) else edit.card
    if edit.op == "move" and words.family(edit.card) not in words.families_for(edit.zone):
        name = words.card_name(game, card, face_up=edit.card in state.up)
        where = words.zone_name(game, edit.zone)
        return f"{name} cannot go to {where}: it {words.holds_only(edit.zone)}"
    if edit.op == "flip" and words.family(edit.card) not in ("gear", "char", "spawn"):
        if source in game.secrets(state).zones:  # face down as a secret, not without a face
            return sandbox.fixed_face(game, state, source, edit.card)
        name = words.card_name(game, card)
        return f"{name[0].upper()}{name[1:]} has no other side to show"
    return None


def turned_over(game: Adaptoid24, state: State, card: str) -> State:
    """A Spawn turns face up or down; equipment and the shield are loaded or used."""
    w = game.working_copy(state)
    if words.family(card) == "spawn":
        w.set(up=state.up ^ {card})
    else:
        w.set(loaded=state.loaded ^ {card})
    return w.outcome()[0]


def follow_edit(game: Adaptoid24, state: State) -> tuple[State, list[Event]]:
    """What the rules do by themselves after an edit (see ``resolution.settle``)."""
    w = game.working_copy(state)
    resolution.settle(w)
    after, events = w.outcome()
    return after, list(events)


def shows_up(state: State, card: str) -> bool:
    return card in state.up or card in state.loaded
