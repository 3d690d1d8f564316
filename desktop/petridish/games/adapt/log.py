"""Log lines for A.D.A.P.T. events (see ``Event.for_seat``). Everything but the deck is
face up, so every seat reads the same lines; a card of the deck is never named until it
is dealt. Places are named as their labels on the table read (``words.zone_name``), and
dice by what they show, never as "d6"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from petridish.games.adapt import charts, words
from petridish.games.adapt.cards import SCORED_SPECIALS
from petridish.games.adapt.words import card_name, plural

if TYPE_CHECKING:
    from petridish.core.game import Names
    from petridish.games.adapt.rules import AdaptGame

Who = Callable[[str], str]

SPENT = {
    "buy": "to buy",
    "skip": "to skip a level",
    "bait": "for Bait",
    "auto": "for Auto Adapting",
}
GAINED = {
    "turn": "for surviving this long",
    "miss": "from the miss",
    "tie": "from the tie",
    "wipe": "for wiping the Gene Stream",
    "selection": "by Random Selection",
}
SOURCES = {
    "attack": "",
    "counter": " of Counter Attack",
    "poison": " of poison",
    "school": " from a School",
    "shock": " from a Shock",
}


def describe(game: AdaptGame, e: dict[str, Any], names: Names | None = None) -> str:
    """One sentence for the log, naming players by ``names`` if given."""
    kind = e.get("kind")

    def who(seat: str) -> str:
        return game.seat_name(seat, names)

    def card(cid: str) -> str:
        return card_name(game, cid)

    seat = e.get("seat", "")
    if kind == "guppy":
        return f"{who(seat)} chooses the {card(e['card'])}."
    if kind == "roll":
        return _roll(who(seat), e)
    if kind == "percentile":
        tens = f"{e['tens']}0" if e["tens"] else "00"
        return f"{who(seat)}'s percentile roll: {tens} + {e['units']} = {e['roll']}."
    if kind == "order":
        rolls = ", ".join(f"{who(s)} ({r})" for s, r in zip(e["order"], e["rolls"], strict=True))
        return f"Random Selection order: {rolls}. {who(e['order'][0])} takes the first turn."
    if kind == "selection":
        return f"{who(seat)}'s Random Selection ({e['roll']}): {_outcome(e['outcome'])}."
    if kind == "turn":
        text = f"Round {e['round']}: {who(seat)}'s turn."
        if e.get("cooled"):
            ready = " and ".join(a.capitalize() for a in e["cooled"])
            text += f" {ready} {'is' if len(e['cooled']) == 1 else 'are'} ready again."
        return text
    if kind == "experience":
        amount = e["amount"]
        if amount < 0:
            why = SPENT.get(e["why"], "")
            return f"{who(seat)} pays {-amount} Experience {why} ({e['xp']} left).".replace(
                "  ", " "
            )
        if amount == 0:
            return f"{who(seat)}'s Experience is at its most already (20)."
        why = GAINED.get(e["why"], "")
        return f"{who(seat)} gains {amount} Experience {why} ({e['xp']}).".replace("  ", " ")
    if kind == "adapt":
        text = f"{who(seat)} adapts {card(e['card'])}"
        if e.get("replaced"):
            text += f" over {card(e['replaced'])}"
        return text + "."
    if kind == "buy":
        return (
            f"{who(seat)} buys {card(e['card'])} from Gene Stream {e['slot']}"
            f" for {e['cost']} Experience."
        )
    if kind == "kept":
        reasons = {
            "too high": " (too high to adapt yet)",
            "selection": " (it can't be adapted yet)",
        }
        return f"{card(e['card'])} goes into {who(seat)}'s Gene Pool{reasons.get(e['why'], '')}."
    if kind == "discarded":
        return (
            f"{who(seat)}'s Gene Pool is full and {card(e['card'])} can't be adapted:"
            " it is discarded."
        )
    if kind == "left":
        return _left(game, who(seat), e)
    if kind == "held":
        return (
            f"{who(seat)}'s fish can't lose by adapting: with Health {e['health']} against"
            f" {e['damage']} Damage it is treated as having 1 Health left."
        )
    if kind == "auto_adapt":
        return _auto(game, who(seat), e)
    if kind == "attack":
        return _attack(game, who, e)
    if kind == "damage":
        return _damage(who, e)
    if kind == "poisoned":
        how = "Venomous" if e["how"] == "venomous" else "Counter Poison"
        return f"{who(seat)} is poisoned by {who(e['by'])}'s {how} (poison {e['poison']})."
    if kind == "special":
        return _special(game, who, e)
    if kind == "lapsed":
        return f"{who(seat)} can't obey {who(e['baiter'])}'s Bait: it lapses."
    if kind == "wipe":
        return (
            f"{who(seat)} wipes the Gene Stream: {plural(len(e['cards']), 'card')} to the"
            " discard pile."
        )
    if kind == "cycle":
        return _cycle(game, e)
    if kind == "reshuffle":
        return f"The discard pile ({plural(e['count'], 'card')}) is shuffled into a new deck."
    if kind == "rest":
        return f"{who(seat)} can't act, and rests."
    if kind == "defeated":
        return f"{who(seat)}'s fish is defeated!"
    if kind == "over":
        winners = " and ".join(who(s) for s in e["winners"])
        wins = "wins" if len(e["winners"]) == 1 else "share the win"
        return {
            "last": f"{winners} wins: the last fish alive, the Master Fish of the Sea.",
            "together": f"The last fish go down together: {winners} share the win.",
            "limit": f"The last round is over: {winners} kept the most Health and {wins}.",
        }.get(e["reason"], f"{winners} {wins}.")
    if kind == "edit":
        return "Sandbox: " + _edit(game, who, e, names) + " (outside the rules)."
    return str(kind)


def _roll(name: str, e: dict[str, Any]) -> str:
    purpose = e.get("purpose", "")
    if purpose == "tens":
        face = f"{e['value']}0" if e["value"] else "00"
        return f"{name} rolls the tens die: {face}."
    if purpose == "units":
        return f"{name} rolls the units die: {e['value']}."
    what = {
        "attack": "to attack",
        "venomous": "for Venomous",
        "counter poison": "for Counter Poison",
    }
    doing = what.get(purpose, f"for {purpose.capitalize()}" if purpose else "")
    text = f"{name} rolls {e['value']} {doing}".rstrip()
    # A Bait's, Hide's or Jump's die is told alone: the Special Action's own line says
    # what it needed and whether it worked ("Finn rolls 7 for Bait, needing 4 or less:
    # no luck" read as Finn's bad luck, before the Bait was told).
    if e.get("need") and purpose not in SCORED_SPECIALS:
        verdict = "success" if e["value"] <= e["need"] else "no luck"
        text += f", needing {e['need']} or less: {verdict}"
    return text + "."


def _outcome(outcome: int) -> str:
    if outcome == charts.XP:
        return f"gain {charts.XP_GAIN} Experience"
    if outcome == charts.CHOICE:
        return "the card of their choice from the Gene Stream"
    return f"the card in Gene Stream {outcome}"


def _left(game: AdaptGame, name: str, e: dict[str, Any]) -> str:
    """A Body Random Selection took and could not give (rulebook line 88: one no higher
    than a Body held is left in the Gene Stream): what it was, the Body that barred it
    and where that lies, and what came of it, in words a newcomer follows."""
    cid = e["card"]  # face up in the Gene Stream: every seat may read its level
    what = f"the {card_name(game, cid)}, a Level {game.cards.design(cid).level} Body"
    where = "on the fish" if e["where"] == "fish" else "in the Gene Pool"
    held = f"a Level {e['level']} Body {where}"
    return (
        f"Random Selection can't give {name} {what}: {name} has {held} already."
        f" It is left in Gene Stream {e['slot']}, and {name} gets nothing."
    )


def _auto(game: AdaptGame, name: str, e: dict[str, Any]) -> str:
    where = e["where"]
    head = f"{name} reaches 20 Experience for the first time: Auto Adapting"
    if where == "max":
        return f"{head} has no effect on a Level 5 Body."
    if where == "none":
        return f"{head} finds no Body of the next level."
    found = card_name(game, e["card"])
    place = {"pgp": "in the Gene Pool", "deck": "by cycling the Gene Stream"}.get(where, "")
    if where.startswith("slot "):  # the Gene Stream slot it was found in
        place = f"in Gene Stream {where.removeprefix('slot ')}"
    cost = f" ({e['cost']} Experience)" if e["cost"] else " (free)"
    return f"{head} finds {found} {place}{cost}."


def _attack(game: AdaptGame, who: Who, e: dict[str, Any]) -> str:
    seat, target = who(e["seat"]), who(e["target"])
    body = card_name(game, e["body"])
    shown = words.guppy_roll(e["face"]) if _guppy(game, e) else e["face"]
    text = (
        f"{seat}'s {body} attacks {target}: rolls {shown}"
        f" + {e['ferocity']} Ferocity = {e['total']} against Survival {e['survival']}: "
    )
    lethality = f" + {e['lethality']} Lethality" if e["lethality"] else ""
    if e["outcome"] == "hit":
        return text + f"{e['margin']} damage{lethality}."
    if e["outcome"] == "tie":
        return text + f"a tie, 1 damage{lethality} and 2 Experience."
    short = e["survival"] - e["total"]
    return text + f"a miss by {short}."


def _guppy(game: AdaptGame, e: dict[str, Any]) -> bool:
    try:
        return game.cards.design(e["body"]).kind == "guppy"
    except KeyError:
        return False


def _damage(who: Who, e: dict[str, Any]) -> str:
    name = who(e["seat"])
    source = e["source"]
    text = f"{name} takes {e['amount']} damage{SOURCES.get(source, '')}"
    if e.get("by") and source in ("school", "shock"):
        text = f"{name} takes {e['amount']} damage from {who(e['by'])}'s {source.capitalize()}"
    if e.get("blocked"):
        text += f" ({e['blocked']} stopped by Armor)"
    left = e["health"] - e["damage"]
    text += f": {e['damage']} Damage against {e['health']} Health"
    return text + (f" ({left} left)." if left >= 0 else ".")


def _special(game: AdaptGame, who: Who, e: dict[str, Any]) -> str:
    name = who(e["seat"])
    ability = e["ability"]
    via = card_name(game, e["card"])
    if ability == "bait":
        target = who(e["target"])
        text = (
            f"{name} baits {target} with {via}: {target} rolls {e['roll']} against Bait"
            f" {e['score']}"
        )
        if e["success"]:
            return text + f", and must attack {name} on its next turn."
        return text + ", and is not fooled."
    if ability in ("hide", "jump"):
        verb = "hide" if ability == "hide" else "jump clear"
        text = f"{name} tries to {verb} with {via}: {e['roll']} against {ability.capitalize()} {e['score']}"
        if e["success"]:
            return text + ": out of reach until its next turn."
        return text + ": no luck."
    if ability == "school":
        return f"{name} sends a School ({via}) at {who(e['target'])}."
    if ability == "shock":
        hit = e.get("targets") or []
        reached = " and ".join(who(s) for s in hit)
        return f"{name} sends a Shock ({via}) through the water at {reached}."
    return f"{name} heals {e['healed']} damage with {via} ({e['damage']} Damage left)."


def _cycle(game: AdaptGame, e: dict[str, Any]) -> str:
    parts = []
    if e.get("expired"):
        parts.append(f"{card_name(game, e['expired'])} expires")
    if e.get("slid"):
        parts.append("the cards slide down")
    for slot, cid in e.get("dealt") or ():
        parts.append(f"{card_name(game, cid)} comes into Gene Stream {slot}")
    if not parts:
        return "The Gene Stream cycles."
    text = "; ".join(parts)
    return f"Gene Stream: {text}."


def _edit(game: AdaptGame, who: Who, e: dict[str, Any], names: Names | None) -> str:
    op = e["op"]
    if op == "set":
        owner, _, counter = e["key"].partition(".")
        if not counter:
            return f"the {e['key']} set to {e['value']}"
        what = {"xp": "Experience", "damage": "Damage", "poison": "Poison"}.get(counter, counter)
        return f"{who(owner)}'s {what} set to {e['value']}"
    if op in ("shuffle", "cut"):  # a pile's edit names no card
        done = "shuffled" if op == "shuffle" else "cut"
        return f"{words.zone_name(game, e['zone'], names)} {done}"
    if op == "roll":
        owner, _, die = e["key"].partition(".")
        dice = {"attack": "attack die", "check": "ten-sided die", "percentile": "percentile dice"}
        return f"{who(owner)}'s {dice.get(die, die)} rolled again: {e['value']}"
    if op == "move":
        name = card_name(game, e.get("card", ""))
        if name == "a face-down card" and e.get("from"):
            name = f"a face-down card from {words.zone_name(game, e['from'], names)}"
        return f"{name} moved to {words.zone_name(game, e['zone'], names)}"
    return f"a card turned over ({card_name(game, e.get('card', ''))})"
