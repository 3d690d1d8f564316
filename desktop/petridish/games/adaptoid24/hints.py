"""Why the computer player rates a move best, in a line a person can check on the table
(a hint's reason): the numbers are those the move was scored by, worked out from what
the player at the table may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.actions import Action
from petridish.games.adaptoid24.rules import Adaptoid24
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    DRON,
    HIDDEN,
    TASERS,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
)

if TYPE_CHECKING:
    from petridish.games.adaptoid24.bot import Adaptoid24Bot

# What a room's ability does for the Geneticist, in the rulebook's words (lines 34-40).
ABILITY = {
    "warehouse": "it loads up to 2 Tasers",
    "research": "it loads the Shield",
    "control_room": "the Adaptoid must show its next room first",
    "robotics": "it loads the Dron",
    "lab": "it clears one room of Spawns",
    "dining": "it loads a Taser",
    "office": "it loads a Taser",
}


def explain(bot: Adaptoid24Bot, game: Adaptoid24, view: State, seat: str, action: Action) -> str:
    """One line on why ``bot`` plays ``action`` for ``seat``, seen from ``view``."""
    if isinstance(action, ChooseRoom):
        if seat == ADAPTOID:
            return adaptoid_room(bot, game, view, action.room)
        return geneticist_room(bot, game, view, action.room)
    if isinstance(action, PlaceSpawns):
        return spawns_reason(bot, game, view, action.rooms)
    if isinstance(action, PlaceEvolution):
        room = action.room
        chance = bot.geneticist_preference(game, view, view.emp).get(room, 0.0)
        text = f"the Geneticist goes to the {game._room_name(room)} with {chance:.0%} chance"
        (card,) = view.zones["evo.pending"]
        if game.evolution_of(card).effect == "destroy":
            return text + " by your guess, and Destroy takes its ability away"
        return text + f" by your guess, and {len(view.zones[f'spawns.{room}'])} Spawns wait there"
    if isinstance(action, DrawEvolution):
        return evolution_reason(bot, game, view, action.deck)
    if isinstance(action, Overcome):
        return overcome_reason(game, view, action.equipment)
    if isinstance(action, ClearRoom):
        n = len(view.zones[f"spawns.{action.room}"])
        text = f"the {game._room_name(action.room)} holds {n} Spawns"
        if action.room in bot.geneticist_hand(game, view):
            text += ", and you may still have to go there"
        return text
    return ""


def spawns_reason(bot: Adaptoid24Bot, game: Adaptoid24, view: State, rooms: tuple[str, ...]) -> str:
    """Where the Spawns go: rooms the Geneticist may well go to by the Adaptoid's guess,
    and apart, a room it is not expected in now (its Spawns wait there for a later
    turn; "may well go ... the Warehouse (0%)" read as a hint at odds with itself)."""
    prefs = bot.geneticist_preference(game, view, view.emp)
    likely, later = [], []
    for room in dict.fromkeys(rooms):
        n = len(view.zones[f"spawns.{room}"]) + rooms.count(room)
        chance = prefs.get(room, 0.0)
        name = game._room_name(room)
        spawns = f"{n} Spawn" + ("s" if n != 1 else "")
        if round(chance, 2) > 0:
            likely.append(f"the {name} ({chance:.0%}), {spawns} there then")
        else:
            later.append(f"the {name}, {spawns} there then")
    parts = []
    if likely:
        parts.append("where the Geneticist may well go, by your guess: " + "; ".join(likely))
    if later:
        parts.append("for a later turn, where it is not expected now: " + "; ".join(later))
    return "; and ".join(parts)


def facts_of(bot: Adaptoid24Bot, game: Adaptoid24, view: State, seat: str, action: Action) -> str:
    """What ``explain`` says of ``action`` that holds whichever move is best (a hint of
    a move this player would not pick): "" where its words weigh it against the others
    ("your best guess of the Geneticist's room", "nothing needs to be played")."""
    if isinstance(action, ChooseRoom) and seat == ADAPTOID:
        chance = bot.geneticist_preference(game, view, view.emp).get(action.room, 0.0)
        return (
            f"by your guess the Geneticist goes to the {game._room_name(action.room)}"
            f" {_how_often(chance)} (from the rooms they still hold and their equipment)"
        )
    if isinstance(action, Overcome) and not action.equipment:
        return ""
    return explain(bot, game, view, seat, action)


def adaptoid_room(bot: Adaptoid24Bot, game: Adaptoid24, view: State, room: str) -> str:
    """The Adaptoid goes where it expects the Geneticist (encounter A, line 21), to
    capture them unless their loaded equipment overcomes its Resistance. The guess is
    "one time in 4", not "24%", beside the hint's "your chances to win: 24%"; and the
    Geneticist is "they", a person, not "it"."""
    chance = bot.geneticist_preference(game, view, view.emp).get(room, 0.0)
    resistance = game.adaptoid_resistance(view)
    text = (
        f"your best guess of where the Geneticist goes: the {game._room_name(room)},"
        f" {_how_often(chance)} (from the rooms they still hold and their equipment)"
    )
    if bot.answer_cost(resistance, bot.gear(game, view, view.emp)) is None:
        return text + (
            f"; met there, they are captured: their loaded equipment cannot overcome your"
            f" Resistance {resistance}"
        )
    return text + (
        f"; met there, they must spend loaded equipment to overcome your Resistance"
        f" {resistance}, or be captured"
    )


def _how_often(chance: float) -> str:
    """A chance as "one time in 4" (or "hardly ever")."""
    return f"one time in {max(1, round(1 / chance))}" if chance >= 0.01 else "hardly ever"


def geneticist_room(bot: Adaptoid24Bot, game: Adaptoid24, view: State, room: str) -> str:
    """The Geneticist weighs the room's ability against the encounters it risks there,
    and where the Adaptoid, which goes where it expects the Geneticist (encounter A,
    line 21), is likely to go. Said as the Adaptoid can guess it, from what all can see:
    "picks it too with 12% chance" (one room of its hand at random) read as a promise,
    and an Adaptoid that guessed the room came every time; "expect Resistance 0.9
    there, which your equipment overcomes" as a guarantee the Spawns then broke."""
    name = game._room_name(room)
    parts = []
    if bot.ability_value(game, view, room) > 0:
        parts.append(f"in the {name} {ABILITY.get(game.cards.room(room).ability, '')}".strip())
    else:
        # (Not "the Garden" again after "Go to Garden".)
        parts.append("its ability gives you nothing now")
    if room in game.adaptoid_rooms(view) and (
        view.zones[f"spawns.{room}"] or game.clone_in(view, room)
    ):
        parts.append(_waiting(bot, game, view, room))
    else:
        parts.append("no Spawns wait there")
    parts.append(_adaptoid_may_come(bot, game, view, room))
    return "; ".join(parts)


def _waiting(bot: Adaptoid24Bot, game: Adaptoid24, view: State, room: str) -> str:
    """What waits in ``room``, one the Adaptoid played before: a Clone, met at the
    Adaptoid's own Resistance with the Spawns left out (its card), or Spawns, whose
    Resistance is a guess while any lies face down; and whether the Geneticist's loaded
    equipment overcomes that (encounters, lines 21 to 25). Said both ways: a new player
    sent into a room "Resistance about 2 there on average" with one Taser loaded was
    captured, and a Clone standing there was called Spawns."""
    spawns = view.zones[f"spawns.{room}"]
    risk = bot.expected_resistance(game, view, room)
    covered = bot.answer_cost(risk, bot.gear(game, view, view.emp)) is not None
    then = (
        ", which your loaded equipment overcomes"
        if covered
        else ", more than your loaded equipment overcomes"
    )
    if game.clone_in(view, room):
        if not spawns and not view.options["clone_alone"]:
            return "a Clone stands there alone: with no Spawns, it meets nobody"
        return (
            f"a Clone waits there: Resistance {round(risk)}, as the Adaptoid's (the Spawns"
            f" do not count){then}"
        )
    if HIDDEN not in spawns:
        return f"Resistance {round(risk)} there{then}"
    about = "under 1" if risk < 0.5 else f"about {round(risk)}"
    return f"Resistance {about} there on average, though the Spawns may show more{then}"


def _adaptoid_may_come(bot: Adaptoid24Bot, game: Adaptoid24, view: State, room: str) -> str:
    """Whether the Adaptoid may come to ``room`` too, as it can guess the Geneticist's
    room from the rooms it still holds and its equipment (``geneticist_preference``)."""
    a_pick = view.picks.get(ADAPTOID, HIDDEN)
    if a_pick != HIDDEN:
        return "the Adaptoid has chosen it too" if a_pick == room else "the Adaptoid goes elsewhere"
    a_hand = [r for r in game.room_ids() if r not in game.adaptoid_rooms(view)]
    if room not in a_hand:
        return "the Adaptoid has played this room already: it cannot come"
    guess = bot.geneticist_preference(game, view, view.emp)
    likely = guess.get(room, 0.0)
    top = max((guess.get(r, 0.0) for r in a_hand), default=0.0)
    # What a meeting would ask (encounter A, line 21): "it may well come" alone, beside
    # a room the hint was sending the person into, read as a warning against it.
    resistance = game.adaptoid_resistance(view)
    if bot.answer_cost(resistance, bot.gear(game, view, view.emp)) is None:
        meeting = f"nothing you have loaded would overcome its Resistance {resistance}"
    else:
        meeting = f"your loaded equipment would overcome its Resistance {resistance}"
    if likely >= top:
        return (
            f"the Adaptoid, guessing your room from what it can see, rates it likeliest"
            f" ({likely:.0%}): it may well come, and {meeting}"
        )
    return (
        f"the Adaptoid, guessing your room from what it can see, rates it {likely:.0%} likely;"
        f" should it come, {meeting}"
    )


def evolution_reason(bot: Adaptoid24Bot, game: Adaptoid24, view: State, deck: str) -> str:
    """Each deck's worth as the bot weighs it (lines 49-58)."""
    tasers, dron, shield = bot.gear(game, view, False)
    if deck == "offensive":
        them = "them" if tasers != 1 else "it"
        return (
            f"the Geneticist has {tasers} Taser{'s' * (tasers != 1)} loaded: an EMP would"
            f" stop {them} for a turn"
        )
    if deck == "reproductive":
        on_board = sum(len(view.zones[f"spawns.{r}"]) for r in game.room_ids())
        return f"{on_board} Spawns are in the rooms for Rage and Spreading to build on"
    if not dron and not shield:
        return (
            "Scales or a Clone raise your Resistance, and neither the Dron nor the Shield is loaded"
        )
    return "Scales or a Clone raise your Resistance"


def overcome_reason(game: Adaptoid24, view: State, equipment: tuple[str, ...]) -> str:
    """The equipment played, against the encounter's Resistance (lines 24 and 43-45)."""
    resistance = view.encounter.resistance if view.encounter else 0
    if not equipment:
        return f"Resistance {resistance}: nothing needs to be played"
    names = " and ".join(game._equipment_name(c) for c in equipment)
    kept = [
        game._equipment_name(c)
        for c in sorted(view.loaded)
        if c not in equipment and (c in TASERS or c == DRON or game.is_shield(c))
    ]
    text = f"Resistance {resistance}: {names} overcome{'s' if len(equipment) == 1 else ''} it"
    return text + (f", keeping {' and '.join(kept)} loaded" if kept else "")
