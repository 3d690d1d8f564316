"""A computer player for A.D.A.P.T.

It plays from its own view only and looks one action ahead: each legal action gets a
score in "points of fish" — what an adapted card adds to the fish's strength, what an
attack is expected to deal (with the chance to finish a fish, less the Counter Attack
it risks), what Experience is worth — and the best is played, with a little noise so
that it is not predictable. It hides or heals when badly hurt, and buys Bodies ahead.
A hint is its best move without the noise (:meth:`AdaptBot.best`), and says why in the
same estimates (``games/adapt/hints.py``).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from petridish.core.actions import Action
from petridish.games.adapt.adapting import adapt_problem, extra_cost
from petridish.games.adapt.attack import MISS_CAP, TIE_XP
from petridish.games.adapt.board import Board, Totals, totals_of
from petridish.games.adapt.cards import Card
from petridish.games.adapt.prospects import strength
from petridish.games.adapt.rules import AdaptGame
from petridish.games.adapt.state import (
    MAX_XP,
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


class Odds(NamedTuple):
    """What an attack is expected to bring, over the faces of the attacker's die."""

    hit: float  # the chance to deal damage (a tie included)
    dealt: float  # the damage dealt, on average over every roll
    kill: float  # the chance to finish the target
    xp: float  # the Experience a miss or a tie gains, on average (within the d20's 20)
    counter: float  # the Counter Attack damage taken, on average
    dies: float  # the chance that Counter Attack finishes the attacker
    best: int  # the highest Attack Total the die can roll


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


def xp_room(b: Board, seat: str) -> int:
    """How much Experience the fish can still gain: its d20 shows at most 20."""
    return MAX_XP - b.fish[seat].xp


def wipe_xp(b: Board, seat: str) -> int:
    """The Experience wiping the Gene Stream gains now (rulebook lines 42 and 101)."""
    return min(4 if b.players >= 3 else 3, xp_room(b, seat))


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

    def best(self, game: AdaptGame, view: State, seat: str, legal: list[Action]) -> Action:
        """The legal action this player rates highest, without the noise that keeps its
        own play unpredictable: the move a hint names (the first, of equals)."""
        b = Board(game.cards, view)
        scores = [self.score(b, seat, a) for a in legal]
        return legal[scores.index(max(scores))]

    def explain(self, game: AdaptGame, view: State, seat: str, action: Action) -> str:
        """One line on why this move (for a hint), in the estimates it was scored by."""
        from petridish.games.adapt.hints import explain

        return explain(self, game, Board(game.cards, view), seat, action)

    def facts(self, game: AdaptGame, view: State, seat: str, action: Action) -> str:
        """What ``explain`` says of a move that holds even if this player would pick
        another (a stronger player's hint): "" where its words compare."""
        from petridish.games.adapt.hints import facts_of

        return facts_of(self, game, Board(game.cards, view), seat, action)

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
                if keep and adapt_problem(b, seat, card) is None:
                    # Kept though it could go onto the fish now: it does nothing until a
                    # later turn's Adapt, so it is worth less than adapting it at once.
                    worth = min(worth, 0.5 * self.gain(b, seat, card))
                return worth - XP_WORTH * paid
            case PickCard(card=cid):
                return self.now_or_later(b, seat, b.card(cid))
            case Special(ability=ability, target=target):
                return self.special_score(b, seat, ability, target)
            case Wipe():
                return XP_WORTH * wipe_xp(b, seat) - 0.5
            case RandomSelection():
                return 1.0
            case EndTurn():
                return 0.0
        return 0.0

    def gain(self, b: Board, seat: str, card: Card) -> float:
        """What adapting ``card`` now adds to the fish."""
        before, after = self.adapted(b, seat, card)
        value = strength(after) - strength(before)
        # Health below Damage is held at 1 left: no worse than before, but no better.
        if after.health < b.fish[seat].damage:
            value -= 2
        return value

    @staticmethod
    def adapted(b: Board, seat: str, card: Card) -> tuple[Totals, Totals]:
        """The fish's totals now, and with ``card`` adapted (over the card it covers)."""
        top = b.top(seat)
        if card.kind == "part":
            after = [top[0], *(c for c in top[1:] if c.location != card.location), card]
        else:
            after = [card, *top[1:]]
        return totals_of(top), totals_of(after)

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

    def attack_odds(self, b: Board, seat: str, target: str) -> Odds:
        """What attacking ``target`` brings, face by face of the attacker's die
        (rulebook lines 60-68: beating Survival deals the margin plus Lethality, a tie 1
        plus Lethality and 2 Experience, a miss the shortfall in Experience, at most 5;
        Armor and Counter Attack, lines 92 and 95)."""
        a, d = b.totals(seat), b.totals(target)
        faces = [(1, 0.5), (2, 0.5)] if a.guppy else [(f, 1 / a.die) for f in range(1, a.die + 1)]
        left, mine, room = b.left(target), b.left(seat), xp_room(b, seat)
        back = max(0, d.counter_attack - a.armor)
        hit = dealt = kill = xp = counter = dies = 0.0
        for value, p in faces:
            total = value + a.ferocity
            if total < d.survival:
                xp += p * min(d.survival - total, MISS_CAP, room)
                continue
            if total == d.survival:
                xp += p * min(TIE_XP, room)
            base = (total - d.survival if total > d.survival else 1) + a.lethality
            damage = max(0, base - d.armor)
            hit += p
            dealt += p * damage
            if damage > left:
                kill += p
            if damage >= 1 and back:
                counter += p * back
                if back > mine:
                    dies += p
        best = max(v for v, _ in faces) + a.ferocity
        return Odds(hit, dealt, kill, xp, counter, dies, best)

    def attack_score(self, b: Board, seat: str, target: str) -> float:
        o = self.attack_odds(b, seat, target)
        return 1.6 * o.dealt + KILL * o.kill + XP_WORTH * o.xp - 1.2 * o.counter - KILL * o.dies

    def special_score(self, b: Board, seat: str, ability: str, target: str) -> float:
        t = b.totals(seat)
        card = t.specials[ability]
        left = b.left(seat)
        if ability in ("hide", "jump"):
            chance = min(10, t.hide if ability == "hide" else t.jump) / 10
            return chance * (KILL * 0.6 if left <= HURT and self.threatened(b, seat) else 0.5)
        if ability == "heal":
            healed = min(card.power, b.fish[seat].damage)
            return 1.5 * healed + (6 if left <= HURT else 0)
        if ability == "school":
            return 1.6 * card.power + (KILL if card.power > b.left(target) else 0)
        if ability == "shock":
            hit = [o for o in b.others(seat) if b.attackable(o)]
            return sum(1.6 * card.power + (KILL if card.power > b.left(o) else 0) for o in hit)
        return 0.5  # bait: a small nuisance

    @staticmethod
    def threatened(b: Board, seat: str) -> bool:
        """Whether another fish can roughly reach this one's Survival."""
        survival = b.totals(seat).survival
        return any(b.totals(o).ferocity + 4 >= survival for o in b.others(seat))
