"""Genegrafter: the Infinity Die (rulebook "Infinity Die").

Each player's die is rolled once a game, at any time in that player's own turn (while
playing Characters or between battles), and its face is resolved at once: a face that
needs a choice waits for its owner's :class:`InfinityChoice`; one with nothing to act on
does nothing. Plain functions: the checks read a position, the rest carry an action out
on the working copy ``w`` (see ``work``).
"""

from __future__ import annotations

from collections.abc import Collection

from petridish.core.actions import Action
from petridish.core.words import listed
from petridish.games.genegrafter import cards as carddata
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
from petridish.games.genegrafter.turns import draw_on
from petridish.games.genegrafter.work import Work

CHOICE = "choice"  # the sixth face: any of the other five (ruling GG-R14)
# Infinity Die: "at any time during the turn" — whenever its owner is to act in their
# own turn (ruling GG-R21), not while another player answers or a round of grafts runs.
INFINITY_WHEN = (PLAY, BATTLE, MUSTER, LAY, REROLL, DISCARD)
ACTIONS = (RollInfinity, InfinityChoice)
FIVE = INFINITY_FACES[:5]
# Ruling GG-R15's option: onto whose Characters the DNA Marker grafts.
DNA_MARKER_OPTION = "dna_marker"
ANY_CHARACTER = "any Character in play"
OWN_CHARACTERS = "the roller's own Characters"
# Options added after games were saved, with their defaults: a state names one only
# when it is chosen, so that a save from before it reads the same.
LATER_OPTIONS = {DNA_MARKER_OPTION: ANY_CHARACTER, LAYING_OPTION: SEVERAL_A_TURN}


def check_roll_infinity(state: State, seat: str, active: Collection[str]) -> str | None:
    """Infinity Die: once per game, declared at any time during your own turn
    (``active``: the seats that may act now)."""
    if seat != state.current or state.step not in INFINITY_WHEN:
        return "the Infinity Die is rolled in your own turn"
    if seat not in active:
        return "roll the Infinity Die when it is your move"
    if seat in state.infinity_used:
        return "your Infinity Die has been rolled this game already"
    return None


def candidates(cs: carddata.CardSet, state: State, seat: str) -> list[InfinityChoice]:
    """Every way ``seat`` may carry out the face that waits for its choice."""
    faces = FIVE if state.infinity_face == CHOICE else (state.infinity_face,)
    return [a for face in faces for a in _choices(cs, state, seat, face)]


def _choices(cs: carddata.CardSet, state: State, seat: str, face: str) -> list[InfinityChoice]:
    """Every way ``seat`` may carry out ``face`` now."""
    alive = facts.alive(state)
    if face == "resurrection":
        pools = [c for s in alive for c in facts.pool(state, s)]
        return [InfinityChoice(seat, face, card=c) for c in pools if cs.kind_of(c) == "character"]
    if face == "dna_marker":
        own = [c for c in facts.pool(state, seat) if cs.kind_of(c) == "character"]
        hosts = dna_marker_hosts(state, seat)
        return [InfinityChoice(seat, face, card=c, target=h) for c in own for h in hosts]
    if face == "infinity":
        everyone = [c for s in alive for c in facts.in_play(state, s)]
        return [InfinityChoice(seat, face, target=c) for c in everyone]
    if face == "draw_two":
        return [InfinityChoice(seat, face)]
    if face == "discard_two":
        return [InfinityChoice(seat, face, target=s) for s in alive if s != seat]
    return []


def idle_faces(cs: carddata.CardSet, state: State, seat: str) -> tuple[str, ...]:
    """The faces of ``seat``'s Infinity Die that would find nothing to act on if it were
    rolled now (no Character in a Gene Pool to bring back, none in its own to graft,
    none in play), in the rulebook's order: what a person would like to know before
    the roll they have once a game."""
    return tuple(face for face in FIVE if not _choices(cs, state, seat, face))


def idle_words(cs: carddata.CardSet, state: State, seat: str) -> str:
    """``idle_faces`` as a sentence ("its DNA Marker would find nothing to act on
    now"), or "" where every face would act."""
    idle = [face_word(face) for face in idle_faces(cs, state, seat)]
    if not idle:
        return ""
    return f"its {listed(idle)} would find nothing to act on now"


def dna_marker_hosts(state: State, seat: str) -> tuple[str, ...]:
    """The Characters the DNA Marker may graft onto (ruling GG-R15): "any character in
    play", read as the Infinity Symbol's same words are, anyone's; an option keeps it to
    the roller's own, as a Genegrafting Round does. (A save from before the option read
    the roller's own, and its moves are among these.)"""
    if state.options.get(DNA_MARKER_OPTION, ANY_CHARACTER) == ANY_CHARACTER:
        return tuple(c for s in facts.alive(state) for c in facts.in_play(state, s))
    return facts.in_play(state, seat)


def check_infinity_choice(cs: carddata.CardSet, state: State, action: InfinityChoice) -> str | None:
    if state.step != INFINITY_STEP or action.seat != state.current:
        return "the Infinity Die has not been rolled"
    if action not in candidates(cs, state, action.seat):
        return f"the Infinity Die's {face_word(state.infinity_face)} cannot do that"
    return None


def carry_out(w: Work, action: Action) -> bool:
    """Carry out the Infinity Die's roll or its owner's choice; False if ``action`` is
    neither."""
    if isinstance(action, RollInfinity):
        roll_infinity(w, action.seat)
    elif isinstance(action, InfinityChoice):
        w.set(step=w.s.infinity_return, infinity_face="")
        resolve(w, action)
    else:
        return False
    return True


def roll_infinity(w: Work, seat: str) -> None:
    value = w.roll(f"infinity.{seat}", 6, INFINITY, "infinity", seat)
    face = INFINITY_FACES[value - 1]
    w.set(infinity_used=w.s.infinity_used | {seat}, infinity_return=w.s.step)
    w.event("infinity", {"seat": seat, "face": face}, random=True)
    if face == "draw_two":
        resolve(w, InfinityChoice(seat, face))
        return
    w.set(step=INFINITY_STEP, infinity_face=face)
    if not candidates(w.cards, w.s, seat):
        w.event("infinity_nothing", {"seat": seat, "face": face})
        w.set(step=w.s.infinity_return, infinity_face="")


def resolve(w: Work, action: InfinityChoice) -> None:
    """Resolve the face chosen (rulings GG-R14, GG-R15)."""
    seat, face, card, target = action.seat, action.face, action.card, action.target
    done: dict[str, object] = {"seat": seat, "face": face, "card": card, "target": target}
    if face == "resurrection":
        owner = next(s for s in w.s.seats if card in w.s.zones[f"{s}.pool"])
        done["from"] = owner  # whose Gene Pool, for the log
        w.move(card, f"{seat}.play", source=f"{owner}.pool")
        w.set(fatigued=w.s.fatigued | {card})
    elif face == "dna_marker":
        # The graft goes under its host, in the play area of the host's player.
        host = facts.controller(w.s, target)
        done["host"] = host
        w.move(card, f"{host}.play", source=f"{seat}.pool")
        w.own("attached")[card] = target
    elif face == "infinity":
        done["host"] = facts.controller(w.s, target)
        w.set(granted=w.s.granted | {target})
    elif face == "draw_two":
        w.event("infinity_done", {"seat": seat, "face": face})
        w.set(to_draw=2)
        draw_on(w)
        return
    elif face == "discard_two":
        # How many cards the opponent gives up (none: a short draw next turn).
        done["cards"] = min(2, len(facts.hand(w.s, target)))
        w.event("infinity_done", done)
        discard_two(w, target)
        return
    w.event("infinity_done", done)


def discard_two(w: Work, opponent: str) -> None:
    """Discard 2 Cards: the opponent discards two cards of their choice (ruling GG-R22);
    with none in hand, they draw only one card next turn."""
    hand = facts.hand(w.s, opponent)
    if not hand:
        w.set(short_draw=w.s.short_draw | {opponent})
    else:
        w.set(step=GIVE_UP, giving_up=(opponent, min(2, len(hand))))


def face_word(face: str) -> str:
    """A face of the Infinity Die by its rulebook name."""
    return {
        "resurrection": "Resurrection",
        "dna_marker": "DNA Marker",
        "infinity": "Infinity Symbol",
        "draw_two": "Draw 2 Cards",
        "discard_two": "Discard 2 Cards",
        CHOICE: "sixth face",
    }.get(face, face)
