"""The battle's whole reckoning, spelled out in short lines for the panel beside the
battle area (rulebook "Battle", "Ability Cards", "Special Rules"): who fights whom, the
cards and tokens laid, each side's dice by where they come from, the dice as they lie,
the rerolls, and how the fight was decided. No Qt.

Everything is read from a *view* (``GAME.view(state, seat)``): an Ability Card is named
only once it is flipped, never while it lies face down, even to the player who laid it,
as the panel is on the table for everyone at the computer to read. Each side's dice by
source are the rules' own count, kept in the fight as the cards flip (``Fight.sources``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from petridish.core.dice import Rolled
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import INFINITY_STEP, Battle, Fight, State

if TYPE_CHECKING:
    from petridish.games.genegrafter.rules import Genegrafter

SeatName = Callable[[str], str]
CAP = 6  # Game Components: six dice of each colour (ruling GG-R05)
COLOUR = {"attack": "red", "defense": "blue"}


@dataclass(frozen=True, slots=True)
class SideDice:
    """One side's dice by source (rulebook "Battle", step 6): ``sources`` as (what,
    dice) pairs, the Character's own value first; ``from_cards`` the Ability Cards'
    share; ``total`` before the cap and ``count``, what is rolled."""

    sources: tuple[tuple[str, int], ...]
    from_cards: int
    total: int
    count: int


# -- the public functions -------------------------------------------------------------


def lines(game: Genegrafter, view: State, seat_name: SeatName) -> list[str]:
    """The reckoning of the battle under way and of the fight just decided (rulebook
    "Battle", steps 1 to 10): a title, then short lines; [] when there is neither."""
    out: list[str] = []
    battle = view.battle
    fight = battle.fight if battle is not None else None
    if battle is not None:
        out += _battle(game, view, battle, seat_name)
    last = view.last_fight
    # The fight just decided is told while its dice still lie on the table: once the
    # next fight rolls, the table is that fight's.
    if last is not None and _dice(view, "attack") and not (fight and has_rolled(view, fight)):
        title = _pairing(game, view, last, _defender_seat(view, last), seat_name)
        if not out:
            out.append(f"Fight decided: {title}")
            out += _decided(game, view, last, seat_name)
        else:  # the next fight is on: the last one in a line or two, under it
            out.append(f"Last fight: {title}")
            out += _decided(game, view, last, seat_name, brief=True)
    return out


def has_rolled(view: State, fight: Fight) -> bool:
    """Whether ``fight`` is past the laying (rulebook "Battle", steps 4 to 7): both
    sides are finished only once the cards are flipped and the dice rolled."""
    defender = _defender_seat(view, fight)
    return bool(fight.defender) and {view.current, defender} <= set(fight.finished)


def _battle(game: Genegrafter, view: State, battle: Battle, seat_name: SeatName) -> list[str]:
    """Battle, steps 1 to 3: the title, the attackers still to come, whose move."""
    fight = battle.fight
    attacker, defender = seat_name(view.current), seat_name(battle.opponent)
    if fight is None:
        sent = _names(game, battle.waiting)
        return [f"Battle: {attacker} attacks {defender}", f"Sent into it: {sent}."]
    out = [f"Battle: {_pairing(game, view, fight, battle.opponent, seat_name)}"]
    if battle.waiting:
        out.append(f"Still to fight: {_names(game, battle.waiting)}.")
    if view.step == INFINITY_STEP:
        out.append(f"{attacker}'s Infinity Die waits for a choice.")
    if not fight.defender:
        out.append(f"{defender} names the Character that defends.")
    elif not has_rolled(view, fight):
        out += _laying(game, view, fight, battle.opponent, seat_name)
    else:
        out += _dice_lines(game, view, fight, battle.opponent, seat_name)
        out += _left_to_use(view, fight, seat_name)
    return out


def _laying(
    game: Genegrafter, view: State, fight: Fight, defender: str, seat_name: SeatName
) -> list[str]:
    """Battle, step 4: what each side has laid face down (how many, never which), the
    tokens spent, who is finished and who lays next."""
    out = []
    # The defender lays first, as in the example of play.
    for seat, role in ((defender, "defending"), (view.current, "attacking")):
        laid = len(view.zones[f"battle.{seat}"])
        tokens = fight.tokens.get(seat, 0)
        word = game.token_word(view, seat)
        what = [
            f"{laid or 'no'} card{'s' * (laid != 1)} face down",
            f"{tokens or 'no'} {word} token{'s' * (tokens != 1)}",
        ]
        # What the side counts so far, for all to see (a token spent past six dice was
        # wasted unseen: the cap was told only at the flip).
        sure = game.dice_before_cards(view, seat)
        if sure is not None:
            most = ", the most a side rolls" if game.dice_capped(view) and sure >= CAP else ""
            n = min(sure, CAP) if most else sure
            what.append(f"{n} {_dice_word(n)} before its cards{most}")
        done = "; finished" if seat in fight.finished else ""
        out.append(f"{seat_name(seat)} ({role}): {', '.join(what)}{done}.")
    if fight.to_lay:
        # Ruling GG-R23: several a turn, handed over; or one card or token a turn. The
        # buttons beside the prompt are named, and what each leads to: a newcomer could
        # not tell "Over to Jon" from "Finished laying".
        other_seat = defender if fight.to_lay == view.current else view.current
        who, other = seat_name(fight.to_lay), seat_name(other_seat)
        if not game.several_a_turn(view):
            then = f"{other} has finished" if other_seat in fight.finished else f"then {other} lays"
            what = f'a card or a token ({then}), or "Finished laying"'
        elif other_seat in fight.finished:
            what = f'cards and tokens, then "Finished laying" ({other} has finished)'
        elif view.laying:
            what = (
                f'more cards and tokens, "Over to {other}" ({who} may lay again after'
                f' {other}), or "Finished laying" (no more in this fight)'
            )
        else:
            # "Over to …" comes once something is laid: a newcomer looked for it at once.
            what = (
                f'cards and tokens (after one, "Over to {other}": {who} may lay again after'
                f' {other}), or "Finished laying" (no more in this fight)'
            )
        out.append(f"{who} lays next: {what}.")
    return out


def _left_to_use(view: State, fight: Fight, seat_name: SeatName) -> list[str]:
    """Ability Cards, Special Rules: the rerolls, Lucky Shots and Roll Agains still to
    spend (the attacker first), and a Heal Minor Wounds waiting for the damage."""
    out = []
    for seat in (view.current, _defender_seat(view, fight)):
        left = [
            _count(fight.rerolls.get(seat, 0), "reroll"),
            _count(fight.lucky.get(seat, 0), "Lucky Shot"),
            _count(fight.again.get(seat, 0), "Roll Again"),
        ]
        left = [x for x in left if x]
        heal = " Heal Minor Wounds heals after the damage." if fight.heal.get(seat, 0) else ""
        if left:  # a side with nothing to spend says nothing: the panel stays short
            now = " (deciding now)" if seat == fight.rolling else ""
            out.append(f"{seat_name(seat)} has {', '.join(left)} left{now}.{heal}")
        elif heal:
            out.append(f"{seat_name(seat)}:{heal}")
    return out


# -- the dice -------------------------------------------------------------------------


def _dice_lines(
    game: Genegrafter, view: State, fight: Fight, defender: str, seat_name: SeatName
) -> list[str]:
    """Battle, steps 6 and 7: each side's dice by source, as the rules counted them at
    the flip (``Fight.sources``), then the dice as they lie and what was done with them."""
    out = []
    for seat, kind, character in (
        (view.current, "attack", fight.attacker),
        (defender, "defense", fight.defender),
    ):
        rolled = len(_dice(view, kind))
        side = recorded(game, view, fight, seat)
        out += _sources(game, seat, character, kind, side, rolled, seat_name)
    out += _tray(view, fight, seat_name)
    return out


def recorded(game: Genegrafter, view: State, fight: Fight, seat: str) -> SideDice | None:
    """``seat``'s dice by source as the rules counted them when the cards were flipped
    (rulebook "Battle", step 6; at most six, ruling GG-R05); None before the flip."""
    counted = fight.sources.get(seat)
    if counted is None:
        return None
    cs = game.cards
    word = "Attack" if seat == view.current else "Defense"
    sources, from_cards = [], 0
    for what, n in counted:
        if what == "own":
            sources.append((word, n))
        elif what == "tokens":
            sources.append((f"{word} token{'s' * (n != 1)}", n))
        elif cs.kind_of(what) == "ability":
            ability: carddata.Ability = cs.card(what)  # type: ignore[assignment]
            bonus = n == ability.bonus != ability.base
            sources.append((f"{ability.name}{' (bonus)' if bonus else ''}", n))
            from_cards += n
        else:
            sources.append((f"{cs.card(what).name} (Gear)", n))
    total = sum(n for _, n in sources)
    capped = view.options.get("dice_cap", "six") == "six"
    return SideDice(tuple(sources), from_cards, total, min(total, CAP) if capped else total)


def _sources(
    game: Genegrafter,
    seat: str,
    character: str,
    kind: str,
    side: SideDice | None,
    rolled: int,
    seat_name: SeatName,
) -> list[str]:
    """One side's dice by source; just how many were rolled when the sources are no
    longer on the table (the Character has left play, the cards are discarded)."""
    colour = COLOUR[kind]
    head = f"{seat_name(seat)}'s {game.cards.card(character).name}"
    if side is None or side.count != rolled:
        return [f"{head}: {rolled} {colour} {_dice_word(rolled)}."]
    # One line a side, so that the panel stays short: "Attack 2 + Blind 3 + ... = 6".
    own, *more = side.sources  # cards that give no dice (Roll Again) are left out
    terms = " + ".join(f"{what} {n}" for what, n in (own, *(m for m in more if m[1])))
    if side.count < side.total:
        return [f"{head}: {terms} = {side.total}, cut to {side.count} {colour} (six at most)."]
    return [f"{head}: {terms} = {side.count} {colour} {_dice_word(side.count)}."]


def _tray(view: State, fight: Fight, seat_name: SeatName) -> list[str]:
    """The dice as they lie, with their sums, then what each side did with them, a
    line a side in turn (a tie rolls every die again: Battle, step 7)."""
    out = []
    for kind in ("attack", "defense"):
        values = [d.value for d in _dice(view, kind)]
        shown = ", ".join(str(v) for v in values) if values else "none"
        out.append(f"{COLOUR[kind].capitalize()} dice: {shown} = {sum(values)}")
    who, done = "", []

    def close() -> None:
        if done:
            out.append(f"{seat_name(who)} {', '.join(done)}.")

    for seat, what, die, old, new in fight.uses:
        if what == "tie":
            close()
            who, done = "", []
            out.append(f"A tie at {old}: every die rolled again.")
            continue
        if seat != who:
            close()
            who, done = seat, []
        done.append(_use(what, die, old, new, done))
    close()
    return out


def _use(what: str, die: str, old: int, new: int, before: list[str]) -> str:
    """One use of a die, as ``Fight.uses`` records it, in a side's line (a reroll
    after a reroll says only which die)."""
    if what == "keeps":
        return "kept the dice"
    kind = die.partition(".")[0]
    # The die by what it showed ("a red 1 → 3"), not by its place in the row: "red 5"
    # beside a die showing 1 read as its face.
    name = f"a {COLOUR.get(kind, kind)} {old} → {new}"
    if what == "rerolled":
        again = bool(before) and before[-1].startswith(("rerolled", "a "))
        return name if again else f"rerolled {name}"
    if what == "lucky_shot":
        return f"Lucky Shot on {name}"
    return f"Roll Again on {name}"


# -- the fight decided ----------------------------------------------------------------


def _decided(
    game: Genegrafter, view: State, fight: Fight, seat_name: SeatName, brief: bool = False
) -> list[str]:
    """Battle, steps 7 to 10: the dice (not when ``brief``), the totals compared, the
    winner and what became of the loser (damaged, or to the winner's Gene Pool; healed
    by Heal Minor Wounds; a player left with no Character is hit directly)."""
    attacker, defender = view.current, _defender_seat(view, fight)
    out = []
    if not brief:
        out = _dice_lines(game, view, fight, defender, seat_name)
    a = sum(d.value for d in _dice(view, "attack"))
    d = sum(d.value for d in _dice(view, "defense"))
    if a == d:  # cannot stay so (a tie is rolled again), but the dice may have been moved
        return [*out, f"{a} against {d}: a tie."]
    cs = game.cards
    winner, loser = (attacker, defender) if a > d else (defender, attacker)
    chars = {attacker: fight.attacker, defender: fight.defender}
    win_name, beaten = cs.card(chars[winner]).name, cs.card(chars[loser]).name
    out.append(f"{a} against {d}: {seat_name(winner)}'s {win_name} wins.")
    lost = f"{seat_name(loser)}'s {beaten}"
    if chars[loser] not in facts.in_play(view, loser):
        out.append(f"{lost} goes to {seat_name(winner)}'s Gene Pool.")
    elif chars[loser] in view.damaged:
        out.append(f"{lost} is damaged (turned 90 degrees).")
    else:
        out.append(f"{lost} is damaged, then healed by Heal Minor Wounds.")
    if view.battle is None and defender not in view.out and not facts.in_play(view, defender):
        # The battle is over: whether attackers were left to hit directly the view does
        # not tell (the log does). "Each attacker left hits Mike directly: Health 6",
        # with none left, read as a hit that never came.
        name = seat_name(defender)
        out.append(f"{name} has no Character left to defend with (Health {view.health[defender]}).")
        out.append("An attacker with no Character to meet hits directly, a Health each.")
    elif defender in view.out:
        out.append(f"{seat_name(defender)} is knocked out of the game.")
    return out


# -- small helpers --------------------------------------------------------------------


def _pairing(
    game: Genegrafter, view: State, fight: Fight, defender: str, seat_name: SeatName
) -> str:
    """ "Jon's Nebrus attacks Sue", or "Jon's Nebrus against Sue's Madlock"."""
    cs = game.cards
    head = f"{seat_name(view.current)}'s {cs.card(fight.attacker).name}"
    if not fight.defender:
        return f"{head} attacks {seat_name(defender)}"
    return f"{head} against {seat_name(defender)}'s {cs.card(fight.defender).name}"


def _defender_seat(view: State, fight: Fight) -> str:
    """The defending player: the battle's opponent for the fight under way; for a fight
    decided (the battle over, or another begun), the side other than the attacker's
    that finished laying."""
    if view.battle is not None and (view.battle.fight is fight or not fight.finished):
        return view.battle.opponent
    others = [s for s in fight.finished if s != view.current]
    if others:
        return others[0]
    return next((s for s in view.seats if fight.defender in view.zones[f"{s}.play"]), "")


def _dice(view: State, kind: str) -> list[Rolled]:
    """The battle's dice of ``kind`` (attack or defense), die 1 first."""
    keyed = [
        (int(k.partition(".")[2]), d) for k, d in view.dice.items() if k.startswith(kind + ".")
    ]
    return [d for _, d in sorted(keyed, key=lambda kd: kd[0])]


def _names(game: Genegrafter, cards: Sequence[str]) -> str:
    return ", ".join(game.cards.card(c).name for c in cards) or "none"


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}" if n else ""


def _dice_word(n: int) -> str:
    return "die" if n == 1 else "dice"
