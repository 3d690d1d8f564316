"""Log lines for Genegrafter events, as one seat sees them (see ``Event.for_seat``): a
card the viewer may not see is never named."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from petridish.core.game import Names
from petridish.core.secret import HIDDEN

if TYPE_CHECKING:
    from petridish.games.genegrafter.rules import Genegrafter

FACES = {
    "resurrection": "Resurrection",
    "dna_marker": "DNA Marker",
    "infinity": "the Infinity Symbol",
    "draw_two": "Draw 2 Cards",
    "discard_two": "Discard 2 Cards",
    "choice": "the sixth face (a face of their choice)",
}


def describe(game: Genegrafter, e: dict[str, Any], names: Names | None = None) -> str:
    """One sentence for the log."""
    kind = str(e.get("kind", ""))

    def who(seat: str) -> str:
        return game.seat_name(seat, names)

    def card(copy: str) -> str:
        return game.cards.card(copy).name

    def cards(copies: list[str]) -> str:
        return _and([card(c) for c in copies])

    seat = e.get("seat", "")
    lines: dict[str, Callable[[], str]] = {
        "first": lambda: _first(e, who),
        "turn": lambda: f"Turn {e.get('turn')}: {who(seat)}'s turn.",
        "drew": lambda: (
            f"{who(seat)} draws {card(e['card'])}." if "card" in e else f"{who(seat)} draws a card."
        ),
        "event": lambda: (
            f"{who(seat)} turns up the Event {card(e['card'])}: {game.cards.event(e['card']).text}"
        ),
        "strand": lambda: f"{who(seat)} turns up DNA Strand {e['n']} of 3.",
        "grafting": lambda: (
            f"A Genegrafting Round: each player may graft {e['n']} Character{'s' * (e['n'] != 1)}"
            " from hand or Gene Pool onto one of theirs in play, which gains its Super"
            " Power and marker colour."
            + (
                " Nobody has both a Character in play and a card to graft onto it: the"
                " round passes."
                if e.get("passes")
                else ""
            )
        ),
        "grafted": lambda: f"{who(seat)} grafts {card(e['card'])} onto {card(e['character'])}.",
        "done_grafting": lambda: _done_grafting(e, who),
        "grafting_over": lambda: _grafting_over(e, who),
        "last_round": lambda: (
            f"The last DNA Strand: every other player takes one more turn, "
            f"and {who(seat)} takes the last."
        ),
        "played": lambda: f"{who(seat)} plays {card(e['card'])}.",
        "equipped": lambda: f"{who(seat)} equips {card(e['character'])} with {card(e['card'])}.",
        "battle": lambda: f"{who(seat)} battles {who(e['opponent'])} with {cards(e['attackers'])}.",
        "defends": lambda: (
            f"{who(seat)} defends with {card(e['card'])} against {card(e['attacker'])}."
            if e.get("attacker")
            else f"{who(seat)} defends with {card(e['card'])}."
        ),
        "laid": lambda: (
            f"{who(seat)} lays {card(e['card'])} face down."
            if "card" in e
            else f"{who(seat)} lays an Ability Card face down."
        ),
        "token": lambda: (
            f"{who(seat)} adds {'an' if e['word'][0] in 'AEIOU' else 'a'} {e['word']} token."
        ),
        "handed_over": lambda: f"{who(seat)} hands the laying over to {who(e['to'])}.",
        "finished": lambda: f"{who(seat)} is finished.",
        "flipped": lambda: (
            f"{who(seat)}'s {card(e['card'])} is flipped: "
            f"{e['dice']} {'die' if e['dice'] == 1 else 'dice'}."
        ),
        "rolled": lambda: (
            f"Attack dice {_faces(e['attack'])} = {sum(e['attack'])}; "
            f"defense dice {_faces(e['defense'])} = {sum(e['defense'])}."
        ),
        "rerolled": lambda: (
            f"{who(seat)} rerolls {_die(e)} showing {e['from']}: it shows {e['to']}."
        ),
        "lucky_shot": lambda: (
            f"{who(seat)}'s Lucky Shot turns {_die(e)} showing {e['from']} to {e['to']}."
        ),
        "roll_again": lambda: (
            f"{who(seat)}'s Roll Again rolls {_die(e)} showing {e['from']} again: {e['to']}."
        ),
        "keeps": lambda: f"{who(seat)} keeps the dice as they lie.",
        "tie": lambda: f"A tie at {e['total']}: both sides roll again.",
        # The winner's total first, whichever side won (a tie is rolled again).
        "won": lambda: (
            f"{card(e['card'])} beats {card(e['beaten'])}, {_totals(e)}."
            if "beaten" in e
            else f"{card(e['card'])} wins, {_totals(e)}."
        ),
        "damaged": lambda: f"{who(seat)}'s {card(e['card'])} is damaged.",
        "to_pool": lambda: (
            f"{who(e['owner'])}'s {card(e['card'])} goes to {who(seat)}'s Gene Pool."
            if e.get("owner")
            else f"{card(e['card'])} goes to {who(seat)}'s Gene Pool."
        ),
        "healed": lambda: f"{who(seat)}'s {card(e['card'])} is healed.",
        "regenerated": lambda: f"{who(seat)}'s {card(e['card'])} regenerates.",
        "direct_hit": lambda: (
            f"{card(e['card'])} hits {who(e['opponent'])} directly: Health {e['health']}."
        ),
        "knocked_out": lambda: f"{who(seat)} is knocked out of the game.",
        "discarded": lambda: f"{who(seat)} discards {cards(e['cards'])}.",
        "reshuffled": lambda: (
            f"The discard pile ({_count(e['cards'], 'card')}) is shuffled into a new deck."
            if "cards" in e
            else "The discard pile is shuffled into a new deck."
        ),
        "deck_empty": lambda: "The deck and the discard pile are empty: the draw ends.",
        "infinity": lambda: (
            f"{who(seat)} rolls the Infinity Die: {FACES.get(e['face'], e['face'])}."
        ),
        "infinity_nothing": lambda: (
            f"{who(seat)}'s {FACES.get(e['face'], e['face']).removeprefix('the ')} "
            "finds nothing to act on."
        ),
        "infinity_done": lambda: _infinity_done(game, e, who),
        "called_off": lambda: (
            f"The battle of {who(seat)} against {who(e['opponent'])} is "
            "called off: a Character in it has left play."
        ),
        "over": lambda: _over(game, e, who),
        "edit": lambda: f"Sandbox: {_edit(game, e, who)} (outside the rules).",
    }
    line = lines.get(kind)
    return line() if line else str(kind)


def _done_grafting(e: dict[str, Any], who: Callable[[str], str]) -> str:
    """A player's part in a Genegrafting Round is over: left out from the start, for
    a reason everyone can see, or by "Done grafting" (pressed, or made for them), which
    says nothing of why: the hand is theirs alone."""
    seat = e.get("seat", "")
    why = e.get("why", "")
    if why == "no_host":
        return f"{who(seat)} has no Character in play to graft onto."
    if why == "no_card":
        return f"{who(seat)} holds no card and has no Character in the Gene Pool to graft."
    return f"{who(seat)} grafts {'no more' if e.get('grafted') else 'nothing'}."


def _grafting_over(e: dict[str, Any], who: Callable[[str], str]) -> str:
    """Genegrafting Rounds: every player is done, so the round is over, with the grafts
    each made; the draw it interrupted goes on."""
    grafts: dict[str, int] = e.get("grafts", {})
    each: list[str] = []  # "Jon grafted 2 Characters", then "Sue 1" and "Mike none"
    for seat, n in grafts.items():
        if each:
            each.append(f"{who(seat)} {n or 'none'}")
        else:
            each.append(f"{who(seat)} grafted {_count(n, 'Character') if n else 'none'}")
    made = f" ({_and(each)})" if any(grafts.values()) else " (nobody grafted)"
    draw = f" {who(e['seat'])}'s draw goes on." if e.get("draws") and e.get("seat") else ""
    return f"Every player is done grafting: the Genegrafting Round is over{made}.{draw}"


SHARED = {
    "deck": "the deck",
    "discard": "the discard pile",
    "strands": "the DNA Strands",
    "events.aside": "the Events set aside",
    "events.played": "the Events played",
}
OWN = {"hand": "hand", "play": "play area", "pool": "Gene Pool"}
COUNTED = {"health": "Health", "attack_tokens": "Attack tokens", "defense_tokens": "Defense tokens"}
DICE = {"attack": "an attack die", "defense": "a defense die"}


def place(zone: str, who: Callable[[str], str]) -> str:
    """A place as the table names it: "Sue's Gene Pool", "the discard pile"."""
    if zone in SHARED:
        return SHARED[zone]
    head, _, rest = zone.partition(".")
    if head == "battle":
        return f"{who(rest)}'s side of the battle"
    return f"{who(head)}'s {OWN.get(rest, rest)}"


def _edit(game: Genegrafter, e: dict[str, Any], who: Callable[[str], str]) -> str:
    """One sandbox edit (core.sandbox's event): a card moved or turned over (named
    only where the reader may see it), a pile shuffled or cut, Health or tokens set, a
    die turned or rolled again."""
    op, key, value = e.get("op", ""), e.get("key", ""), e.get("value")
    zone = e.get("zone", "")
    if op in ("shuffle", "cut"):
        return f"{place(zone, who)} {'shuffled' if op == 'shuffle' else 'cut'}"
    if op in ("set", "roll"):
        head, _, rest = key.partition(".")
        if rest in COUNTED:
            return f"{who(head)}'s {COUNTED[rest]} set to {value}"
        die = f"{who(rest)}'s Infinity Die" if head == "infinity" else DICE.get(head, "a die")
        return f"{die} {'turned to' if op == 'set' else 'rolled again:'} {value}"
    card = e.get("card") or HIDDEN
    if not card:  # a pile turned over
        return f"{place(zone, who)} turned over"
    if card == HIDDEN:
        source = e.get("from") or ""
        name = f"a face-down card from {place(source, who)}" if source else "a face-down card"
    else:
        name = game.cards.card(card).name
    if op == "move":
        return f"{name} moved to {place(zone, who)}"
    return f"{name} turned over"


def _first(e: dict[str, Any], who: Callable[[str], str]) -> str:
    """The die for the first player, each roll of it (a tie rolls again): "The die
    for the first player: Jon 5, Sue 3. Jon goes first."."""
    rounds = [", ".join(f"{who(s)} {v}" for s, v in rolls.items()) for rolls in e.get("rolls", [])]
    return (
        f"The die for the first player: {'; rolled again: '.join(rounds)}. "
        f"{who(e.get('seat', ''))} goes first."
    )


def _and(names: list[str]) -> str:
    """Names in a list as a sentence says them: "Nebrus, Brute and Lumina"."""
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)


def _count(n: int, noun: str) -> str:
    """``n`` of ``noun``, singular or plural: "1 card", "2 cards"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _die(e: dict[str, Any]) -> str:
    """The die an event is about: "an attack die", "a defense die"."""
    return DICE.get(str(e.get("die", "")).partition(".")[0], "a die")


# How many cards Discard 2 Cards takes, in words.
HOW_MANY = {1: "one card", 2: "two cards"}


def _infinity_done(game: Genegrafter, e: dict[str, Any], who: Callable[[str], str]) -> str:
    """What the Infinity Die's face did, naming its target: "Jon's Discard 2 Cards: Mike
    discards two cards"."""
    seat, face = e.get("seat", ""), e.get("face", "")
    head = f"{who(seat)}'s {FACES.get(face, face).removeprefix('the ')}"
    card = game.cards.card(e["card"]).name if e.get("card") else ""
    target = e.get("target") or ""
    if face == "resurrection" and card:
        source = f" from {who(e['from'])}'s Gene Pool" if e.get("from") else ""
        return f"{head}: {card} comes back into play{source}, under {who(seat)}'s control."
    if face == "dna_marker" and card and target:
        host = f"{who(e['host'])}'s " if e.get("host") else ""
        return f"{head}: {card} from {who(seat)}'s Gene Pool is grafted onto {host}{game.cards.card(target).name}."
    if face == "infinity" and target:
        host = f"{who(e['host'])}'s " if e.get("host") else ""
        return f"{head}: {host}{game.cards.card(target).name} gains the Infinity Super Power."
    if face == "draw_two":
        return f"{head}: {who(seat)} draws two cards."
    if face == "discard_two" and target:
        n = e.get("cards", 2)
        if n == 0:
            return f"{head}: {who(target)} has no cards, and draws only one card next turn."
        return f"{head}: {who(target)} discards {HOW_MANY.get(n, _count(n, 'card'))}."
    return f"{who(seat)} uses {FACES.get(face, face)}."


def _over(game: Genegrafter, e: dict[str, Any], who: Callable[[str], str]) -> str:
    """The end: who won, and each player's Genetic Markers when the count decided."""
    winners = [who(s) for s in e.get("winners", [])]
    names = _and(winners)
    verb = "wins" if len(winners) == 1 else "win"
    scores = e.get("scores") or {}
    count = ", ".join(f"{who(s)} has {_count(n, 'Genetic Marker')}" for s, n in scores.items())
    return f"Game over: {names} {verb} ({e.get('reason', '')})." + (f" {count}." if count else "")


def _totals(e: dict[str, Any]) -> str:
    """A fight's totals, the higher (the winner's) first: "13 against 11"."""
    high, low = sorted((e["attack"], e["defense"]), reverse=True)
    return f"{high} against {low}"


def _faces(values: list[int]) -> str:
    return " + ".join(str(v) for v in values) if values else "none"
