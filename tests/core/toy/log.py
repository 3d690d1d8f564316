"""Tide Pool log lines, one per event as a seat sees it (``Event.for_seat``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tests.core.toy.rules import HIDDEN

if TYPE_CHECKING:
    from petridish.core.game import Names
    from tests.core.toy.rules import TidePool


def describe(game: TidePool, e: dict[str, Any], names: Names | None = None) -> str:
    """One sentence; it names a shell only when the event shows it to the reader, and
    players by ``names`` if given."""
    kind = e.get("kind")

    def name(seat: str) -> str:
        return game.seat_name(seat, names)

    def shell(card: str) -> str:
        return "a face-down shell" if not card or card == HIDDEN else card.replace(".", " ")

    if kind == "foraged":
        text = f"{name(e['seat'])} rolled {e['roll']}"
        if "card" in e:
            return f"{text} and found {shell(e['card'])}."
        return f"{text} and found a shell." if e["found"] else f"{text} and found nothing."
    if kind == "passed":
        return f"{name(e['seat'])} is done foraging."
    if kind == "tide":
        return f"Round {e['round']}: the tide comes in; pick your marks."
    if kind == "chosen":
        if "mark" in e:
            return f"{name(e['seat'])} picked tide mark {e['mark']}."
        return f"{name(e['seat'])} picked a tide mark in secret."
    if kind == "revealed":
        if "pile" in e:  # murky water: the marks, shuffled, never by whom
            return f"Tide marks revealed, shuffled: {', '.join(map(str, e['pile']))}."
        marks = ", ".join(f"{name(s)} {m}" for s, m in e.items() if s != "kind")
        return f"Tide marks revealed: {marks}."
    if kind == "pearls":
        if "seat" in e:
            return f"{name(e['seat'])} gains {e['gain']} pearls behind their screen."
        gains = e["gains"]
        if not gains:
            return "Nobody's mark was alone: no pearls."
        return "Pearls: " + ", ".join(f"{name(s)} +{n}" for s, n in gains.items()) + "."
    if kind == "washed_up":
        return f"{shell(e['card']).capitalize()} washed up on the shore."
    if kind == "reshuffled":
        return f"The deck of {e['cards']} shells is shuffled."
    if kind == "over":
        scores = ", ".join(f"{name(s)} {n}" for s, n in e["scores"].items())
        return f"The game is over: {scores}."
    if kind == "edit":
        if e["op"] == "set":
            seat, _, tracker = e["key"].partition(".")
            if tracker == "luck":
                told = "in secret" if e["value"] == HIDDEN else f"to {e['value']}"
                return f"Sandbox: {name(seat)}'s luck set {told}."
            return f"Sandbox: the {e['key']} set to {e['value']}."
        if e["op"] == "flip":
            return f"Sandbox: {shell(e['card'])} turned over."
        return f"Sandbox: {shell(e['card'])} moved from {e['from']} to {e['zone']}."
    return str(kind)
