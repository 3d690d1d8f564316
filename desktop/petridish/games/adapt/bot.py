"""A computer player for A.D.A.P.T.

It plays from its own view only and looks one action ahead: each legal action gets a
score in "points of fish" — what an adapted card adds to the fish's strength, what an
attack is expected to deal (with the chance to finish a fish, less the Counter Attack
it risks), what Experience is worth — and the best is played, with a little noise so
that it is not predictable. It hides or heals when badly hurt, and buys Bodies ahead.
"""

from __future__ import annotations

import random

from petridish.core.actions import Action
from petridish.games.adapt.adapting import adapt_problem, extra_cost
from petridish.games.adapt.board import Board, Totals, totals_of
from petridish.games.adapt.cards import Card
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
    State,
    Wipe,
)

XP_WORTH = 0.45  # a point of Experience, in points of fish
KILL = 25.0  # finishing a fish off
HURT = 3  # Health left at which a fish looks for cover


def strength(t: Totals) -> float:
    """How strong a fish with these totals is: its attack and its staying power."""
    die = 1.5 if t.guppy else (t.die + 1) / 2
    attack = die + t.ferocity + 1.2 * t.lethality
    defence = 1.3 * t.survival + 0.8 * t.health + 2.5 * t.armor
    extras = 1.5 * t.counter_attack + 0.4 * (t.venomous + t.counter_poison)
    extras += sum(2.5 for _ in t.specials)
    return 1.6 * attack + defence + extras


def steps(level: int, players: int) -> tuple[int, ...]:
    """The Body levels a fish at ``level`` may adapt to next: a Guppy to Level 1 or 2,
    a Body one level up (or two, with four or more players: rulebook line 102)."""
    if level == 0:
        return (1, 2)
    return (level + 1, level + 2) if players >= 4 else (level + 1,)


def within_reach(b: Board, seat: str, level: int) -> bool:
    """Whether the fish can climb to a Body of ``level`` by the Bodies of its Total Gene
    Pool, each step one it may adapt.

    A Body kept beyond the next step is no use on its own: while it is held, line 79
    bars buying any Body of a level below it (while another fish is lower), and Random
    Selection leaves such a Body in the Gene Stream, so only the once-a-game Auto Adapt
    could still bring the fish up to it."""
    held = {b.card(c).level for c in b.pgp(seat) if b.card(c).kind == "body"}
    held.add(level)
    reached = {b.level(seat)}
    todo = list(reached)
    while todo:
        for up in steps(todo.pop(), b.players):
            if up == level:
                return True
            if up in held and up not in reached:
                reached.add(up)
                todo.append(up)
    return False


class AdaptBot:
    name = "bot"

    def __init__(self, seed: int = 0, noise: float = 0.2) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, game: AdaptGame, view: State, seat: str, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        b = Board(game.cards, view)
        scores = [self.score(b, seat, a) for a in legal]
        noisy = [(s + self.rng.random() * self.noise, i) for i, s in enumerate(scores)]
        return legal[max(noisy)[1]]

    def explain(self, game: AdaptGame, view: State, seat: str, action: Action) -> str:
        """One line on why this move (for a hint), in the estimates it was scored by."""
        b = Board(game.cards, view)
        match action:
            case Attack(target=target):
                hit, dealt, kill = self.attack_odds(b, seat, target)
                name = game.seat_name(target)
                text = f"{hit:.0%} to hit {name}'s fish for about {dealt:.1f} damage"
                return text + (f", {kill:.0%} to finish it" if kill else "")
            case Buy(card=cid, keep=True):
                return f"{b.card(cid).name} waits in your PGP until your fish can use it"
            case Buy(card=cid) | Adapt(card=cid) | PickCard(card=cid):
                card = b.card(cid)
                if adapt_problem(b, seat, card) is not None:
                    return f"{card.name} waits in your PGP until your fish can use it"
                return (
                    f"{card.name} makes your fish stronger by about {self.gain(b, seat, card):.0f}"
                )
            case Special(ability="hide" | "jump" as ability):
                chance = min(10, getattr(b.totals(seat), ability)) / 10
                text = f"{chance:.0%} to get out of reach until your next turn"
                return ("badly hurt: " if b.left(seat) <= HURT else "") + text
            case Special(ability="heal"):
                return f"heals {min(b.totals(seat).specials['heal'].power, b.fish[seat].damage)} damage"
            case Special(ability="school" | "shock" as ability):
                power = b.totals(seat).specials[ability].power
                return f"{power} sure damage, with no roll and no Armor"
            case Special(ability="bait", target=target):
                return f"{game.seat_name(target)}'s fish may be drawn into attacking yours"
            case Wipe():
                return f"nothing worth buying: take {4 if b.players >= 3 else 3} Experience"
            case RandomSelection():
                return "you can't act: a Random Selection may bring a card or Experience"
            case EndTurn():
                return "nothing more worth buying or adapting this turn"
            case ChooseGuppy():
                return "the sturdiest Guppy left"
        return "nothing better to do"

    # -- scores ---------------------------------------------------------------------------
    def score(self, b: Board, seat: str, action: Action) -> float:
        match action:
            case ChooseGuppy(guppy=design):
                card = b.cards.design(design)
                return card.stat("health") + card.stat("survival") + 2 * card.stat("ferocity")
            case Attack(target=target):
                return self.attack_score(b, seat, target)
            case Adapt(card=cid):
                return self.gain(b, seat, b.card(cid)) - XP_WORTH * extra_cost(b, seat, b.card(cid))
            case Buy(card=cid, keep=keep):
                card = b.card(cid)
                paid = card.cost + (0 if keep else extra_cost(b, seat, card))
                worth = self.later(b, seat, card) if keep else self.now_or_later(b, seat, card)
                return worth - XP_WORTH * paid
            case PickCard(card=cid):
                return self.now_or_later(b, seat, b.card(cid))
            case Special(ability=ability, target=target):
                return self.special_score(b, seat, ability, target)
            case Wipe():
                return XP_WORTH * (4 if b.players >= 3 else 3) - 0.5
            case RandomSelection():
                return 1.0
            case EndTurn():
                return 0.0
        return 0.0

    def gain(self, b: Board, seat: str, card: Card) -> float:
        """What adapting ``card`` now adds to the fish."""
        top = b.top(seat)
        before = totals_of(top)
        if card.kind == "part":
            after = [top[0], *(c for c in top[1:] if c.location != card.location), card]
        else:
            after = [card, *top[1:]]
        t = totals_of(after)
        value = strength(t) - strength(before)
        # Health below Damage is held at 1 left: no worse than before, but no better.
        if t.health < b.fish[seat].damage:
            value -= 2
        return value

    def later(self, b: Board, seat: str, card: Card) -> float:
        """A card kept in the PGP: a Body of the next levels is worth much of its gain."""
        if card.kind == "body":
            if card.level <= b.tgp_level(seat):
                return 0.0  # no use: one as good is held already
            if not within_reach(b, seat, card.level):
                return 0.0  # and it would bar buying the Bodies that lead up to it
            gap = card.level - b.level(seat)
            return max(0.0, 8.0 + 2 * card.level - 3 * gap)
        return 0.3 * max(0.0, self.gain(b, seat, card))

    def now_or_later(self, b: Board, seat: str, card: Card) -> float:
        if adapt_problem(b, seat, card) is None:
            return self.gain(b, seat, card)
        return self.later(b, seat, card)

    def attack_odds(self, b: Board, seat: str, target: str) -> tuple[float, float, float]:
        """(chance to hit, expected damage dealt, chance to finish the target)."""
        a, d = b.totals(seat), b.totals(target)
        faces = [(1, 0.5), (2, 0.5)] if a.guppy else [(f, 1 / a.die) for f in range(1, a.die + 1)]
        left = b.left(target)
        hit = dealt = kill = 0.0
        for value, p in faces:
            total = value + a.ferocity
            if total < d.survival:
                continue
            base = (total - d.survival if total > d.survival else 1) + a.lethality
            damage = max(0, base - d.armor)
            hit += p
            dealt += p * damage
            if damage > left:
                kill += p
        return hit, dealt, kill

    def attack_score(self, b: Board, seat: str, target: str) -> float:
        a, d = b.totals(seat), b.totals(target)
        hit, dealt, kill = self.attack_odds(b, seat, target)
        counter = hit * max(0, d.counter_attack - a.armor)
        miss_xp = (1 - hit) * 2.5 * XP_WORTH
        mine = b.left(seat)
        risk = KILL if counter >= mine > 0 else 0
        return 1.6 * dealt + KILL * kill + miss_xp - 1.2 * counter - hit * risk

    def special_score(self, b: Board, seat: str, ability: str, target: str) -> float:
        t = b.totals(seat)
        card = t.specials[ability]
        left = b.left(seat)
        threatened = any(b.totals(o).ferocity + 4 >= t.survival for o in b.others(seat))
        if ability in ("hide", "jump"):
            chance = min(10, getattr(t, ability)) / 10
            return chance * (KILL * 0.6 if left <= HURT and threatened else 0.5)
        if ability == "heal":
            healed = min(card.power, b.fish[seat].damage)
            return 1.5 * healed + (6 if left <= HURT else 0)
        if ability == "school":
            return 1.6 * card.power + (KILL if card.power > b.left(target) else 0)
        if ability == "shock":
            hit = [o for o in b.others(seat) if b.attackable(o)]
            return sum(1.6 * card.power + (KILL if card.power > b.left(o) else 0) for o in hit)
        return 0.5  # bait: a small nuisance
