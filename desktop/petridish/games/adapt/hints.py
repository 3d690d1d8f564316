"""Why the computer player rates a move best, in a line a person can check on the table
(a hint's reason): the numbers are those the move was scored by, worked out from the
position, and the words are the table's ("Gene Pool", "Ferocity", "Attack Total")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.actions import Action
from petridish.games.adapt.adapting import adapt_problem, extra_cost
from petridish.games.adapt.board import Board, Totals
from petridish.games.adapt.cards import STATS, Card
from petridish.games.adapt.rules import AdaptGame
from petridish.games.adapt.state import (
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    EndTurn,
    PickCard,
    RandomSelection,
    Special,
    Wipe,
)

if TYPE_CHECKING:
    from petridish.games.adapt.bot import AdaptBot


def explain(bot: AdaptBot, game: AdaptGame, b: Board, seat: str, action: Action) -> str:
    """One line on why ``bot`` plays ``action`` for ``seat`` in the position ``b``."""
    from petridish.games.adapt.bot import HURT, wipe_xp

    match action:
        case Attack(target=target):
            return attack_reason(bot, b, seat, target, game.seat_name(target))
        case Buy(card=cid, keep=keep):
            card = b.card(cid)
            if keep or adapt_problem(b, seat, card) is not None:
                return kept_reason(b, seat, card)
            return adapt_reason(b, seat, card)
        case Adapt(card=cid) | PickCard(card=cid):
            card = b.card(cid)
            if adapt_problem(b, seat, card) is not None:
                return kept_reason(b, seat, card)
            return adapt_reason(b, seat, card)
        case Special(ability="hide" | "jump" as ability):
            chance = min(10, getattr(b.totals(seat), ability)) / 10
            text = f"{chance:.0%} to get out of reach until your next turn"
            return ("badly hurt: " if b.left(seat) <= HURT else "") + text
        case Special(ability="heal"):
            healed = min(b.totals(seat).specials["heal"].power, b.fish[seat].damage)
            return f"heals {healed} damage"
        case Special(ability="school" | "shock" as ability):
            power = b.totals(seat).specials[ability].power
            return f"{power} sure damage, with no roll and no Armor"
        case Special(ability="bait", target=target):
            return f"{game.seat_name(target)}'s fish may be drawn into attacking yours"
        case Wipe():
            return (
                f"nothing worth buying: wiping the Gene Stream gains {wipe_xp(b, seat)} Experience"
            )
        case RandomSelection():
            return "you can't act: a Random Selection may bring a card or Experience"
        case EndTurn():
            return "nothing more worth buying or adapting this turn"
        case ChooseGuppy(guppy=design):
            card = b.cards.design(design)
            # By the normal player's own count: "the sturdiest", beside a Guppy of more
            # Survival left, read as a mistake where the Ferocity had decided it.
            h, s, f = (card.stat(k) for k in ("health", "survival", "ferocity"))
            return (
                f"the best Guppy left, counting Health + Survival + twice the Ferocity:"
                f" {h} + {s} + 2 × {f} = {bot.score(b, seat, action):.0f}"
            )
    return "nothing better to do"


def facts_of(bot: AdaptBot, game: AdaptGame, b: Board, seat: str, action: Action) -> str:
    """What ``explain`` says of ``action`` that holds whichever move is best (a hint of
    a move this player would not pick): "" where its words weigh it against the others
    ("the best Guppy left", "nothing more worth buying")."""
    from petridish.games.adapt.bot import wipe_xp

    match action:
        case ChooseGuppy(guppy=design):
            return f"its scores: {scores(b.cards.design(design))}"
        case Wipe():
            return f"wiping the Gene Stream gains {wipe_xp(b, seat)} Experience"
        case Attack(target=target) if not bot.attack_odds(b, seat, target).hit:
            o = bot.attack_odds(b, seat, target)
            return attack_reason(bot, b, seat, target, game.seat_name(target)) if o.xp else ""
        case RandomSelection() | EndTurn():
            return ""
    said = explain(bot, game, b, seat, action)
    return "" if said == "nothing better to do" else said


def attack_reason(bot: AdaptBot, b: Board, seat: str, target: str, name: str) -> str:
    """An attack's odds as the bot scored them. A fish out of reach is still attacked
    for the Experience a miss gains (rulebook line 67): the reason says so."""
    o = bot.attack_odds(b, seat, target)
    if o.hit == 0:
        reach = (
            f"{name}'s fish is out of reach (your best Attack Total is {o.best}, "
            f"its Survival {b.totals(target).survival})"
        )
        if o.xp:
            # What it is for first: "out of reach" first, three turns running, read as
            # a hint that had not seen it could not hit.
            return f"for the Experience: the miss gains you {number(o.xp)}; {reach}"
        return f"{reach} and your Experience is full, but nothing else is worth more"
    text = f"{o.hit:.0%} to hit {name}'s fish, for {o.dealt / o.hit:.1f} damage when it hits"
    if o.kill:
        text += f", {o.kill:.0%} to finish it"
    if o.counter:
        text += f"; its Counter Attack costs you {o.counter:.1f} on average"
    if o.xp and o.hit < 1:
        text += f"; a miss gains {number(o.xp)} Experience on average"
    return text


def adapt_reason(b: Board, seat: str, card: Card) -> str:
    """What adapting ``card`` changes on the fish (a price the move's name does not say:
    skipping a Body level, rulebook line 102)."""
    from petridish.games.adapt.bot import AdaptBot

    before, after = AdaptBot.adapted(b, seat, card)
    changed = changes(before, after)
    extra = extra_cost(b, seat, card)
    skip = f", for {extra} Experience more to skip a level" if extra else ""
    if not changed:  # (the same card over its like: "gives your fish nothing of…" read badly)
        return f"{card.name} changes none of your fish's scores{skip}"
    return f"{card.name} gives your fish {changed}{skip}"


def kept_reason(b: Board, seat: str, card: Card) -> str:
    """A card bought (or gained) for later, and why it waits."""
    problem = adapt_problem(b, seat, card)
    if problem is None:
        return f"{card.name} waits in your Gene Pool for a later turn"
    return f"{card.name} waits in your Gene Pool until your fish can adapt it ({problem})"


def changes(before: Totals, after: Totals) -> str:
    """The scores that differ, as the cards print them: "+2 Ferocity, −1 Health"."""
    parts = []
    if after.die != before.die and not after.guppy:
        parts.append(f"a {after.die}-sided attack die")
    for stat in STATS:
        diff = getattr(after, stat) - getattr(before, stat)
        if diff:
            parts.append(f"{diff:+d} {label(stat)}".replace("-", "−"))
    for special in after.specials:
        if special not in before.specials:
            parts.append(f"the Special Action {label(special)}")
    return ", ".join(parts)


def scores(card: Card) -> str:
    """A Guppy's scores the bot chose it by."""
    return ", ".join(f"{label(s)} {card.stat(s)}" for s in ("health", "survival", "ferocity"))


def label(stat: str) -> str:
    """A score's name as the cards print it: "counter_attack" -> "Counter Attack"."""
    return stat.replace("_", " ").title()


def number(x: float) -> str:
    """An average: a whole number as one ("5"), else "about 3.5"."""
    return f"{x:.0f}" if abs(x - round(x)) < 0.05 else f"about {x:.1f}"
