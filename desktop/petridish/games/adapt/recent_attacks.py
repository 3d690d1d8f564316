"""The attacks the attack panel tells of: every attack since the start of the viewer's
last turn, one line each (who attacked whom, the totals, the damage and what came of
it), as the viewer may see them (no Qt). A School or a Shock (ruling ADAPT-R07) hurts
fish without an attack's roll: it has its line too, or a fish's Health would drop with
nothing on the table to say why.

"Since the viewer's last turn": a person sitting down to move reads what was done
since they last moved, their own attack from that turn included; while others move,
their own latest turn and everything since. The title says when the viewer's own
attack is among them. With nobody at the table (computer players
alone, or the curtain up), or a viewer whose fish is out of the game, the fish whose
turn it is stands in for the viewer. At most a round's worth is told (``MOST``); the
log keeps every attack.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from petridish.games.adapt.words import card_name, guppy_roll

if TYPE_CHECKING:
    from petridish.core.game import Names
    from petridish.core.session import Step
    from petridish.games.adapt.rules import AdaptGame
    from petridish.games.adapt.state import State

# The events that tell what an attack did; any other ends it (the Gene Stream cycles,
# a turn begins, the game is over).
AFTERMATH = ("damage", "poisoned", "experience", "defeated", "roll", "held", "auto_adapt")
MOST = 5  # the attacks of a round of five fish, the viewer's own included
HURTING = ("school", "shock")  # the Special Actions that deal damage


@dataclass(frozen=True)
class Attacks:
    """What the panel shows: a ``title`` and one line per attack, oldest first. ``key``
    says where each attack lies in the game ((move, event) numbers), so that a panel
    closed on some attacks opens again only for a new one."""

    title: str = ""
    lines: tuple[str, ...] = ()
    key: tuple[tuple[int, int], ...] = ()


def since_last_turn(
    game: AdaptGame,
    steps: Sequence[Step[State]],
    view: State,
    viewer: str | None,
    names: Names | None = None,
) -> Attacks:
    """The attacks in ``steps`` (the moves up to the position ``view`` shown) since the
    start of the last turn of ``viewer`` (or, with no viewer or one whose fish is
    defeated, of the fish whose turn it is): the turn under way does not count while it
    is theirs."""
    playing = viewer in view.fish and not view.fish[viewer].defeated
    me, current = (viewer if playing else view.current), view.current
    seen = [
        (i, j, data)
        for i, step in enumerate(steps)
        for j, event in enumerate(step.events)
        if (data := event.for_seat(viewer)) is not None
    ]
    turns = [(n, e["seat"]) for n, (_, _, e) in enumerate(seen) if e["kind"] == "turn"]
    if not me and turns:  # the game is over: the fish that had the last turn
        me = current = turns[-1][1]
    starts = [n for n, seat in turns if seat == me]
    if starts and me == current:
        starts.pop()  # their own turn, under way: what came before it is still news
    first = starts[-1] if starts else 0
    lines, key, by = [], [], set()
    for n in range(first, len(seen)):
        i, j, e = seen[n]
        hurting = e["kind"] == "special" and e["ability"] in HURTING
        if e["kind"] != "attack" and not hurting:
            continue
        after = []
        for i2, _, later in seen[n + 1 :]:
            if i2 != i or later["kind"] not in AFTERMATH:
                break
            after.append(later)
        line = special_line if hurting else attack_line
        lines.append(line(game, e, after, names))
        key.append((i, j))
        by.add(e["seat"])
    if not lines:
        return Attacks()
    title = "Attacks this round"
    if playing:
        # The viewer's own attack is said to be there: read while the others move,
        # "since your last turn began" was taken for the attacks made on them since.
        title = "Attacks since your last turn began"
        if viewer in by:
            title += ", yours included"
    if len(lines) > MOST:
        title = f"The last {MOST} attacks"
    return Attacks(title, tuple(lines[-MOST:]), tuple(key))


def attack_line(
    game: AdaptGame, e: dict[str, Any], after: list[dict[str, Any]], names: Names | None = None
) -> str:
    """One attack in a line: "Finn's Grouper attacked Ana: rolled 5 + 3 Ferocity = 8
    against Survival 6, a hit: Ana takes 3 damage; Finn takes 1 of Counter Attack."."""

    def who(seat: str) -> str:
        return game.seat_name(seat, names)

    attacker, target = who(e["seat"]), who(e["target"])
    guppy = _is_guppy(game, e["body"])
    roll = guppy_roll(e["face"]) if guppy else str(e["face"])
    head = (
        f"{attacker}'s {card_name(game, e['body'])} attacked {target}: rolled {roll}"
        f" + {e['ferocity']} Ferocity = {e['total']} against Survival {e['survival']}"
    )
    gained = sum(
        a["amount"]
        for a in after
        if a["kind"] == "experience" and a["why"] in ("miss", "tie") and a["seat"] == e["seat"]
    )
    xp = f"{attacker} gains {gained} Experience" if gained > 0 else ""
    if e["outcome"] == "miss":
        result = f"a miss by {e['survival'] - e['total']}" + (f": {xp}" if xp else "")
    else:
        dealt = next((a for a in after if a["kind"] == "damage" and a["source"] == "attack"), None)
        word = "a hit" if e["outcome"] == "hit" else "a tie"
        result = f"{word}: {target} takes {dealt['amount'] if dealt else 0} damage"
        if dealt and dealt.get("blocked"):
            result += f" ({dealt['blocked']} stopped by Armor)"
        if xp:
            result += f" and {xp}"
    more = [result]
    for a in after:
        if a["kind"] == "damage" and a["source"] == "counter":
            back = who(a["seat"])
            if a["amount"]:
                more.append(f"{back} takes {a['amount']} back from Counter Attack")
            else:
                more.append(f"{back}'s Armor stops the Counter Attack")
        elif a["kind"] == "poisoned":
            more.append(f"{who(a['seat'])} is poisoned")
        elif a["kind"] == "defeated":
            more.append(f"{who(a['seat'])}'s fish is defeated")
    return f"{head}, {'; '.join(more)}."


def special_line(
    game: AdaptGame, e: dict[str, Any], after: list[dict[str, Any]], names: Names | None = None
) -> str:
    """A School or a Shock in a line: "Pearl's Electric Eel sent a Shock through the
    water: Coral takes 2 damage, Finn 2; Finn's fish is defeated."."""

    def who(seat: str) -> str:
        return game.seat_name(seat, names)

    what = "a School at " + who(e["target"]) if e["ability"] == "school" else "a Shock"
    head = f"{who(e['seat'])}'s {card_name(game, e['card'])} sent {what}"
    hurt = [a for a in after if a["kind"] == "damage" and a["source"] == e["ability"]]
    said = [
        f"{who(a['seat'])} takes {a['amount']} damage"
        if n == 0
        else f"{who(a['seat'])} {a['amount']}"
        for n, a in enumerate(hurt)
    ]
    more = [", ".join(said) or "no fish was in reach"]
    more += [f"{who(a['seat'])}'s fish is defeated" for a in after if a["kind"] == "defeated"]
    return f"{head}: {'; '.join(more)}."


def _is_guppy(game: AdaptGame, design: str) -> bool:
    try:
        return game.cards.design(design).kind == "guppy"
    except KeyError:
        return False
