"""Genegrafter: the Infinity Die (rulebook "Infinity Die").

A mixin of the ``Genegrafter`` game. Each player's die is rolled once a game, at any time
in that player's own turn (while playing Characters or between battles), and its face
is resolved at once: a face that needs a choice waits for its owner's
:class:`InfinityChoice`; one with nothing to act on does nothing.
"""

from __future__ import annotations

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import Outcome
from petridish.core.rng import Rng
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.battle import LAYING_OPTION, SEVERAL_A_TURN
from petridish.games.genegrafter.state import (
    BATTLE,
    DISCARD,
    GIVE_UP,
    INFINITY,
    INFINITY_FACES,
    INFINITY_STEP,
    LAY,
    MUSTER,
    PLAY,
    REROLL,
    InfinityChoice,
    RollInfinity,
    State,
)

CHOICE = "choice"  # the sixth face: any of the other five (ruling GG-R14)
# Infinity Die: "at any time during the turn" — whenever its owner is to act in their
# own turn (ruling GG-R21), not while another player answers or a round of grafts runs.
INFINITY_WHEN = (PLAY, BATTLE, MUSTER, LAY, REROLL, DISCARD)
FIVE = INFINITY_FACES[:5]
# Ruling GG-R15's option: onto whose Characters the DNA Marker grafts.
DNA_MARKER_OPTION = "dna_marker"
ANY_CHARACTER = "any Character in play"
OWN_CHARACTERS = "the roller's own Characters"
# Options added after games were saved, with their defaults: a state names one only
# when it is chosen, so that a save from before it reads the same.
LATER_OPTIONS = {DNA_MARKER_OPTION: ANY_CHARACTER, LAYING_OPTION: SEVERAL_A_TURN}


class InfinityDie:
    """``self`` is the ``Genegrafter`` game."""

    def check_roll_infinity(self, state: State, seat: str) -> str | None:
        """Infinity Die: once per game, declared at any time during your own turn."""
        if seat != state.current or state.step not in INFINITY_WHEN:
            return "the Infinity Die is rolled in your own turn"
        if seat not in self.activity(state):  # type: ignore[attr-defined]
            return "roll the Infinity Die when it is your move"
        if seat in state.infinity_used:
            return "your Infinity Die has been rolled this game already"
        return None

    def infinity_candidates(self, state: State, seat: str) -> list[Action]:
        faces = FIVE if state.infinity_face == CHOICE else (state.infinity_face,)
        return [a for face in faces for a in self._choices(state, seat, face)]

    def _choices(self, state: State, seat: str, face: str) -> list[InfinityChoice]:
        """Every way ``seat`` may carry out ``face`` now."""
        cs = self.cards  # type: ignore[attr-defined]
        alive = facts.alive(state)
        if face == "resurrection":
            pools = [c for s in alive for c in facts.pool(state, s)]
            return [
                InfinityChoice(seat, face, card=c) for c in pools if cs.kind_of(c) == "character"
            ]
        if face == "dna_marker":
            own = [c for c in facts.pool(state, seat) if cs.kind_of(c) == "character"]
            hosts = self.dna_marker_hosts(state, seat)
            return [InfinityChoice(seat, face, card=c, target=h) for c in own for h in hosts]
        if face == "infinity":
            everyone = [c for s in alive for c in facts.in_play(state, s)]
            return [InfinityChoice(seat, face, target=c) for c in everyone]
        if face == "draw_two":
            return [InfinityChoice(seat, face)]
        if face == "discard_two":
            return [InfinityChoice(seat, face, target=s) for s in alive if s != seat]
        return []

    @staticmethod
    def dna_marker_hosts(state: State, seat: str) -> tuple[str, ...]:
        """The Characters the DNA Marker may graft onto (ruling GG-R15): "any character
        in play", read as the Infinity Symbol's same words are, anyone's; an option keeps
        it to the roller's own, as a Genegrafting Round does. (A save from before the
        option read the roller's own, and its moves are among these.)"""
        if state.options.get(DNA_MARKER_OPTION, ANY_CHARACTER) == ANY_CHARACTER:
            return tuple(c for s in facts.alive(state) for c in facts.in_play(state, s))
        return facts.in_play(state, seat)

    def check_infinity_choice(self, state: State, action: InfinityChoice) -> str | None:
        if state.step != INFINITY_STEP or action.seat != state.current:
            return "the Infinity Die has not been rolled"
        if action not in self.infinity_candidates(state, action.seat):
            return f"the Infinity Die's {_word(state.infinity_face)} cannot do that"
        return None

    def apply_infinity(self, state: State, action: Action) -> Outcome[State]:
        events: list[Event] = []
        if isinstance(action, RollInfinity):
            state = self._roll_infinity(state, action.seat, events)
        elif isinstance(action, InfinityChoice):
            state = replace(state, step=state.infinity_return, infinity_face="")
            state = self._carry_out(state, action, events)
        return Outcome(state, tuple(events))

    def _roll_infinity(self, state: State, seat: str, events: list[Event]) -> State:
        rng = Rng(state.rng)
        value = rng.randint(1, 6, point=INFINITY)
        face = INFINITY_FACES[value - 1]
        dice = {**state.dice, f"infinity.{seat}": Rolled(6, value, "infinity", seat)}
        state = replace(
            state,
            rng=rng.state,
            dice=dice,
            infinity_used=state.infinity_used | {seat},
            infinity_return=state.step,
        )
        events.append(Event("infinity", {"seat": seat, "face": face}, random=True))
        if face == "draw_two":
            return self._carry_out(state, InfinityChoice(seat, face), events)
        state = replace(state, step=INFINITY_STEP, infinity_face=face)
        if not self.infinity_candidates(state, seat):
            events.append(Event("infinity_nothing", {"seat": seat, "face": face}))
            return replace(state, step=state.infinity_return, infinity_face="")
        return state

    def _carry_out(self, state: State, action: InfinityChoice, events: list[Event]) -> State:
        """Resolve the face chosen (rulings GG-R14, GG-R15)."""
        seat, face = action.seat, action.face
        zones = dict(state.zones)
        done = {"seat": seat, "face": face, "card": action.card, "target": action.target}
        if face == "resurrection":
            owner = next(s for s in state.seats if action.card in zones[f"{s}.pool"])
            done["from"] = owner  # whose Gene Pool, for the log
            source = f"{owner}.pool"
            zones[source] = tuple(c for c in zones[source] if c != action.card)
            zones[f"{seat}.play"] = (*zones[f"{seat}.play"], action.card)
            state = replace(state, zones=zones, fatigued=state.fatigued | {action.card})
        elif face == "dna_marker":
            # The graft goes under its host, in the play area of the host's player.
            host = facts.controller(state, action.target)
            done["host"] = host
            zones[f"{seat}.pool"] = tuple(c for c in zones[f"{seat}.pool"] if c != action.card)
            zones[f"{host}.play"] = (*zones[f"{host}.play"], action.card)
            state = replace(
                state, zones=zones, attached={**state.attached, action.card: action.target}
            )
        elif face == "infinity":
            done["host"] = facts.controller(state, action.target)
            state = replace(state, granted=state.granted | {action.target})
        elif face == "draw_two":
            events.append(Event("infinity_done", {"seat": seat, "face": face}))
            return self.draw_on(replace(state, to_draw=2), events)  # type: ignore[attr-defined]
        elif face == "discard_two":
            # How many cards the opponent gives up (none: a short draw next turn).
            done["cards"] = min(2, len(facts.hand(state, action.target)))
            events.append(Event("infinity_done", done))
            return self._discard_two(state, action.target, events)
        events.append(Event("infinity_done", done))
        return state

    def _discard_two(self, state: State, opponent: str, events: list[Event]) -> State:
        """Discard 2 Cards: the opponent discards two cards of their choice (ruling
        GG-R22); with none in hand, they draw only one card next turn."""
        hand = facts.hand(state, opponent)
        if not hand:
            return replace(state, short_draw=state.short_draw | {opponent})
        return replace(state, step=GIVE_UP, giving_up=(opponent, min(2, len(hand))))


def _word(face: str) -> str:
    return {
        "resurrection": "Resurrection",
        "dna_marker": "DNA Marker",
        "infinity": "Infinity Symbol",
        "draw_two": "Draw 2 Cards",
        "discard_two": "Discard 2 Cards",
        CHOICE: "sixth face",
    }.get(face, face)
