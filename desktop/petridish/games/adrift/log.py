"""ADRIFT's log: one line for each event, as a player reads it. A line names an item
only where the event shows it to the reader (a gift names it to the two who handled it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from petridish.core.game import Names
from petridish.core.secret import HIDDEN

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift

HOW_DIED = {
    "starved": "has died: the sea and hunger won",
    "drowned": "has drowned",
    "killed": "is dead",
}
JOB_WORDS = {"row": "takes up an oar and waits for a second rower"}


def describe(game: Adrift, event: dict[str, Any], names: Names | None = None) -> str:
    kind = str(event.get("kind", "?"))

    def who(key: str = "seat") -> str:
        return game.seat_name(str(event.get(key, "")), names)

    def item(key: str = "item") -> str:
        card = event.get(key, "")
        try:
            return game.items.name(card)
        except KeyError:
            return "an item"

    def focus() -> str:
        return " (focused)" if event.get("focused") else ""

    match kind:
        case "seated":
            return f"{who()} takes place {event['place']}"
        case "moved":
            return f"{who()} moves to place {event['place']}"
        case "day":
            return f"Day {event['day']} begins"
        case "day_die":
            face = event["face"]
            locked = " and locks" if face == 6 else ""
            return f"Day die {event['die']} shows {face}{locked}" + (
                " (the rowing paid off)" if event.get("why") == "rowing" else ""
            )
        case "situation":
            return f"Situation {event['face']}: {event['name']}. {event['text']}"
        case "insanity":
            return f"{who()}'s insanity roll, {event['face']}: {event['name']}"
        case "tracker":
            spaces = event["spaces"]
            side = "right" if spaces > 0 else "left"
            # The space as the table labels it ("now 0" was the one it calls Well).
            at = game.tables.space(event["at"]) if "at" in event else ""
            where = f" (now {at})" if at else ""
            n = abs(spaces)
            moved = abs(event.get("moved", spaces))
            if moved == 0 and at:  # (its owner's line) at an end already
                return f"{who()}'s tracker stays put (now {at}, as far {side} as it goes): {event['why']}"
            if moved < n and at:  # (its owner's line) stopped at an end
                return (
                    f"{who()} moves their tracker {moved} space{'s' if moved != 1 else ''}"
                    f" {side} (now {at}, as far as it goes; {n} meant): {event['why']}"
                )
            return f"{who()} moves their tracker {n} space{'s' if n > 1 else ''} {side}{where}: {event['why']}"
        case "water":
            return f"The water {'rises' if event['to'] > event['from'] else 'falls'} to {event['to']} ({event['why']})"
        case "rations":
            return f"Rations {event['from']} → {event['to']} ({event['why']})"
        case "job":
            return f"{who()} {JOB_WORDS.get(event['job'], 'starts a job')}{focus()}"
        case "caught":
            net = " with the net" if event.get("net") else ""
            # Catch Fish: the d8 less four (the net and a focused job each add one), each
            # one named ("rolls 6, 6 + 1 less 4" left a player to guess the 1).
            adds = [
                w for k, w in (("net", "for the net"), ("focused", "for focus")) if event.get(k)
            ]
            rolled = f"rolls {event['roll']}" + "".join(f", +1 {w}" for w in adds) + ", less 4"
            if not event["catch"]:
                return f"{who()} fishes{net}{focus()}: {rolled}: catches nothing"
            whom = "to eat at once" if event.get("health") else "for the boat"
            return f"{who()} fishes{net}{focus()}: {rolled}: {event['catch']} ration{'s' if event['catch'] > 1 else ''} {whom}"
        case "rowed":
            rowers = " and ".join(game.seat_name(s, names) for s in event["seats"])
            if event.get("alone"):
                return f"{rowers} rowed alone, in vain"
            rolls = " + ".join(str(r) for r in event["rolls"].values())
            made = "the boat moves on a day" if event["made"] else "not enough"
            return f"{rowers} row: {rolls}, {event['total']} in all: {made}"
        case "bailed":
            got = "one level out" if event["levels"] else "nothing"
            return f"{who()} bails{focus()}: rolls {event['roll']}, {got}"
        case "meditates":
            return f"{who()} meditates"
        case "focus_lost":
            return f"{who()} was focused and failed"
        case "broke":
            return f"{who()}'s {item()} breaks"
        case "fight":
            if event.get("threat"):
                return f"{who()} means to kill {who('target')} with the {item('kill')}: anyone may interrupt"
            stake = f" for place {event['place']}" if event.get("place") else ""
            return f"{who()} attacks {who('target')}{stake}"
        case "fight_roll":
            if event.get("passed"):
                return f"{who()} does not fight back"
            return f"{who()} rolls {event['roll']}"
        case "fight_won":
            return f"{who()} wins the fight against {who('loser')}"
        case "hurt":
            by = f" by {who('by')}" if event.get("by") else ""
            return f"{who()} is hurt{by}" + (
                f" ({event['why']})" if event.get("why") else ": no job today"
            )
        case "subdued":
            return f"{who('by')} ties up {who()} with the {item()}"
        case "killed":
            return f"{who('by')} kills {who()} with the {item()}"
        case "mercy":
            if event.get("stopped"):
                return f"The fight between {who()} and {who('loser')} is over"
            return f"{who()} spares {who('loser')}"
        case "interrupt":
            return f"{who()} steps in to stop {who('winner')}"
        case "let_be":
            return f"{who()} lets it happen"
        case "released":
            return f"{who()} frees {who('player')}"
        case "fed":
            return f"{who()} feeds {who('player')}"
        case "haunts":
            return f"{who()} will haunt the living"
        case "rests":
            return f"{who()} rests in peace"
        case "swap_offered":
            return f"{who()} offers to trade places with {who('other')}"
        case "swapped":
            return f"{who()} and {who('other')} trade places"
        case "repair":
            rolls = ", ".join(map(str, event["rolls"]))
            ending = "repaired" if event["fixed"] else "destroyed"
            return f"{who()} repairs the {item()}: rolls {rolls}, {ending}"
        case "jumped":
            target = event["target"]
            what = game.seat_name(target, names) if target in game.seat_ids(8) else item("target")
            return f"{who()} jumps overboard for {what}"
        case "lifeline":
            return f"{who()} throws {who('swimmer')} a line: +{event['bonus']}"
        case "swim":
            bonus = f" + {event['bonus']}" if event.get("bonus") else ""
            made = "back to the boat" if event["made"] else "not enough"
            return f"{who()} swims: rolls {event['roll']}{bonus}, {made}"
        case "returned":
            return f"{who()} climbs back aboard, into place {event['place']}"
        case "overboard":
            return f"{who()} goes overboard ({event['why']})"
        case "died":
            return f"{who()} {HOW_DIED.get(event['how'], 'has died')}"
        case "carved":
            return f"{who()} carves {who('body')}'s body: {event['rations']} rations. Everyone shudders"
        case "body_thrown":
            return f"{who()} throws {who('body')}'s body overboard"
        case "signal":
            rolls = " + ".join(map(str, event["rolls"])) or "no locked dice"
            end = "RESCUE!" if event["total"] == 15 else "nobody sees it"
            return f"{who()} fires a flare: {rolls} = {event['total']}, {end}"
        case "gave":
            what = f"the {item()}" if "item" in event else "an item"
            return f"{who()} gives {what} to {who('to')}"
        case "took":
            what = f"the {item()}" if "item" in event else "an item"
            return f"{who()} takes {what} from the bin"
        case "stowed":
            what = f"the {item()}" if "item" in event else "an item"
            return f"{who()} puts {what} in the bin"
        case "picked_up":
            return f"{who()} picks up the {item()}" + (
                " from the sea" if event.get("from_sea") else ""
            )
        case "dropped":
            n = len(event["items"])
            return (
                f"{who()} cannot hold everything: {n} item{'s' * (n != 1)} left on place"
                f" {event['place']}"
            )
        case "tossed":
            if event.get("seat"):
                # Thrown, it is gone for good, floating or not (ruling AD-R03): the sea
                # holds only what fell overboard and floats.
                return f"{who()} throws the {item()} overboard: it is gone for good"
            return f"The {item()} falls overboard and floats ({event.get('why', '')})"
        case "sank":
            return f"The {item()} falls overboard and sinks ({event.get('why', '')})"
        case "used":
            target = f" on {who('to')}" if event.get("to") and event["to"] != event["seat"] else ""
            return f"{who()} uses the {item()}{target}"
        case "sick":
            return f"{who()} falls sick"
        case "well":
            return f"{who()} is well again"
        case "insane":
            return f"{who()} loses their mind"
        case "clarity":
            return f"{who()} comes to their senses"
        case "done":
            return f"{who()} is done for the day"
        case "nightfall":
            return f"Night falls on day {event['day']}: time to eat"
        case "chosen":
            if "ration" in event:
                return f"{who()} chooses the {event['ration']} ration card"
            return f"{who()} has chosen a ration card"
        case "revealed":
            pile = event["pile"]
            cards = ", ".join(map(str, pile)) or "none"
            return f"The ration cards, shuffled: {cards} ({sum(pile)} eaten)"
        case "over_eaten":
            n = event["missing"]
            # In the rules' words (the Meal), which the rules panel finds: "madness" it
            # did not, nor what it meant. ("1 ration eaten that were not there": one.)
            what = "1 ration eaten that was" if n == 1 else f"{n} rations eaten that were"
            rolls = "an insanity roll" if n == 1 else f"{n} insanity rolls"
            return f"{what} not there: everyone makes {rolls} tomorrow"
        case "over":
            return f"The voyage is over: {event['reason']}"
        case "edit":
            return f"Sandbox: {_edit(game, event, lambda s: game.seat_name(s, names))} (outside the rules)"
    return kind


def zone_name(zone: str, name: Callable[[str], str]) -> str:
    """A zone as a player names it: "place 3", "storage bin 1", "Red's screen"."""
    head, _, rest = zone.partition(".")
    if head == "place":
        return f"place {rest}"
    if head == "bin":
        return f"storage bin {rest}"
    if rest == "hand":
        return f"{name(head)}'s screen"
    return {"sea": "the sea", "ashore": "ashore", "gone": "out of the game"}.get(zone, zone)


def _edit(game: Adrift, event: dict[str, Any], name: Callable[[str], str]) -> str:
    """One sandbox edit (core.sandbox's event): a counter set, a die rolled, an item
    moved or turned over, a bin shuffled or cut. A tracker's new value is its owner's
    alone: the others read only that it was set."""
    op, key, value = event.get("op", ""), event.get("key", ""), event.get("value")
    seat, _, what = key.partition(".")
    if op == "set" and what in ("tracker", "place"):
        if what == "place":
            return f"{name(seat)} moved to place {value}"
        hidden = value == HIDDEN
        return f"{name(seat)}'s survival tracker set" + ("" if hidden else f" to {value}")
    if op == "set" and key in ("water", "rations"):
        return f"the {'water level' if key == 'water' else 'ration tracker'} set to {value}"
    if op in ("set", "roll"):
        done = "turned to" if op == "set" else "rolled again:"
        if seat == "d8":
            return f"{name(what)}'s d8 {done} {value}"
        if seat in ("day", "signal"):
            return f"{seat} die {what} {done} {value}"
        return f"the {key} die {done} {value}"
    if op in ("shuffle", "cut"):
        return (
            f"{zone_name(event.get('zone', ''), name)} {'shuffled' if op == 'shuffle' else 'cut'}"
        )
    card = event.get("card", "")
    try:
        thing = f"the {game.items.name(card)}"
    except KeyError:
        thing = "an item"
    if op == "move":
        return f"{thing} moved to {zone_name(event.get('zone', ''), name)}"
    return f"{thing} turned over"
