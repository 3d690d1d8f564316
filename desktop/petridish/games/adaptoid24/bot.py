"""A computer player for either side of ADAPTOID 24.

It plays from its own view only. Each decision scores the legal actions with a few
rules of thumb that follow the rulebook's logic — the Geneticist avoids rooms where it
cannot win an encounter and goes where its equipment reloads; the Adaptoid guesses where
the Geneticist will go, stacks Spawns there and evolves toward what the Geneticist cannot
answer — plus a little noise so it is not predictable. A hint is its best move without
the noise (:meth:`Adaptoid24Bot.best`), and says why in the same estimates
(``games/adaptoid24/hints.py``).
"""

from __future__ import annotations

import math
import random
from typing import ClassVar

from petridish.core.actions import Action
from petridish.games.adaptoid24.rules import Adaptoid24
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    DRON,
    GENETICIST,
    HIDDEN,
    TASERS,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
    room_of,
)

CAPTURE = 100.0  # what losing (or winning) the game is worth against a turn's gains


class Adaptoid24Bot:
    name = "bot"

    # How random room choices are, per side: the Geneticist gains most from being hard
    # to read; the Adaptoid hunts best when it mostly follows its best guess.
    TEMPERATURE: ClassVar[dict[str, float]] = {ADAPTOID: 0.25, GENETICIST: 1.0}

    def __init__(self, seed: int = 0, noise: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, game: Adaptoid24, view: State, seat: str, legal: list[Action]) -> Action:
        """Pick a good legal action for ``seat``, seen from ``view``.

        Room choices are a simultaneous guessing game, so they are drawn at random
        weighted by score (a predictable player is easy to catch or to dodge); every
        other decision takes the best score."""
        if len(legal) == 1:
            return legal[0]
        scores = [self.score(game, view, seat, a) for a in legal]
        temperature = self.TEMPERATURE[seat]
        if isinstance(legal[0], ChooseRoom):
            top = max(scores)
            weights = [math.exp((s - top) / temperature) for s in scores]
            return self.rng.choices(legal, weights)[0]
        noisy = [(s + self.rng.random() * self.noise, i) for i, s in enumerate(scores)]
        return legal[max(noisy)[1]]

    def best(self, game: Adaptoid24, view: State, seat: str, legal: list[Action]) -> Action:
        """The legal action this player rates highest, without the chance that keeps its
        own play hard to read: the move a hint names (the first, of equals)."""
        scores = [self.score(game, view, seat, a) for a in legal]
        return legal[scores.index(max(scores))]

    def facts(self, game: Adaptoid24, view: State, seat: str, action: Action) -> str:
        """What ``explain`` says of a move that holds even if this player would pick
        another (a stronger player's hint): "" where its words compare."""
        from petridish.games.adaptoid24.hints import facts_of

        return facts_of(self, game, view, seat, action)

    def explain(self, game: Adaptoid24, view: State, seat: str, action: Action) -> str:
        """One line on why this move (for a hint), in the estimates it was scored by."""
        from petridish.games.adaptoid24.hints import explain

        return explain(self, game, view, seat, action)

    # -- shared estimates ---------------------------------------------------------------
    def unknown_spawn_mean(self, game: Adaptoid24, view: State) -> float:
        """Mean value of a face-down Spawn, from the values not seen face up."""
        values = list(game.cards.spawn_values)
        for zone, cards in view.zones.items():
            if zone.startswith("spawn"):
                for c in cards:
                    if c != HIDDEN and game.spawn_value(c) in values:
                        values.remove(game.spawn_value(c))
        return sum(values) / len(values) if values else 1.0

    def expected_resistance(self, game: Adaptoid24, view: State, room: str) -> float:
        """What entering ``room`` (a room the Adaptoid played earlier) is likely to cost."""
        if game.clone_in(view, room) and (
            view.zones[f"spawns.{room}"] or view.options["clone_alone"]
        ):
            return float(game.adaptoid_resistance(view))
        spawns = view.zones[f"spawns.{room}"]
        mean = self.unknown_spawn_mean(game, view)
        rage = game.rage_in(view, room)
        return sum((mean if c == HIDDEN else game.spawn_value(c)) + rage for c in spawns)

    def geneticist_hand(self, game: Adaptoid24, view: State) -> list[str]:
        """Rooms the Geneticist may still hold (the Adaptoid deduces this from the rows)."""
        played = {room_of(c) for c in view.zones["geneticist.row"]}
        return [r for r in game.room_ids() if r not in played]

    def gear(self, game: Adaptoid24, view: State, emp: bool) -> tuple[int, bool, bool]:
        tasers = sum(1 for t in TASERS if t in view.loaded) if not emp else 0
        character = view.zones["geneticist.character"]
        shield = bool(character) and character[0] in view.loaded
        return tasers, DRON in view.loaded, shield

    def answer_cost(self, resistance: float, gear: tuple[int, bool, bool]) -> float | None:
        """Cheapest way the Geneticist overcomes ``resistance`` (None: captured)."""
        tasers, dron, shield = gear
        options = []
        if resistance <= 0:
            options.append(0.0)
        if tasers >= resistance:
            options.append(max(resistance, 0.0) * 1.0)
        if dron:
            options.append(2.5)
        if shield:
            options.append(3.0)
        return min(options) if options else None

    def ability_value(self, game: Adaptoid24, view: State, room: str) -> float:
        """How much the Geneticist gains from a room's ability right now."""
        if game.destroyed(view, room):
            return 0.0
        ability = game.cards.room(room).ability
        unloaded_tasers = sum(1 for t in TASERS if t not in view.loaded)
        character = view.zones["geneticist.character"]
        if ability == "warehouse":
            return 1.0 * min(2, unloaded_tasers)
        if ability in ("dining", "office"):
            return 1.0 if unloaded_tasers else 0.0
        if ability == "robotics":
            return 2.5 if DRON not in view.loaded else 0.0
        if ability == "research":
            return 3.0 if character and character[0] not in view.loaded else 0.0
        if ability == "lab":
            return 0.4 * sum(len(view.zones[f"spawns.{r}"]) for r in game.room_ids())
        if ability == "control_room":
            return 0.8
        return 0.0

    def geneticist_preference(self, game: Adaptoid24, view: State, emp: bool) -> dict[str, float]:
        """The Adaptoid's guess of how likely the Geneticist is to pick each room."""
        earlier = set(game.adaptoid_rooms(view))
        gear = self.gear(game, view, emp)
        weights = {}
        for room in self.geneticist_hand(game, view):
            w = 1.0 + self.ability_value(game, view, room)
            if room in earlier:
                cost = self.answer_cost(self.expected_resistance(game, view, room), gear)
                w = 0.05 if cost is None else w / (1.0 + cost)
            weights[room] = w
        total = sum(weights.values()) or 1.0
        return {r: w / total for r, w in weights.items()}

    # -- scoring ------------------------------------------------------------------------
    def score(self, game: Adaptoid24, view: State, seat: str, action: Action) -> float:
        if isinstance(action, ChooseCharacter):
            return 0.0
        if seat == GENETICIST:
            return self.score_geneticist(game, view, action)
        return self.score_adaptoid(game, view, action)

    def score_geneticist(self, game: Adaptoid24, view: State, action: Action) -> float:
        gear = self.gear(game, view, view.emp)
        if isinstance(action, ChooseRoom):
            room = action.room
            value = self.ability_value(game, view, room)
            if room in game.adaptoid_rooms(view):
                resistance = self.expected_resistance(game, view, room)
                if view.zones[f"spawns.{room}"] or game.clone_in(view, room):
                    cost = self.answer_cost(resistance + 0.5, gear)  # unknown spawns: be careful
                    value -= CAPTURE if cost is None else cost + 0.5
            # Encounter A: the Adaptoid may pick the same room.
            a_pick = view.picks.get(ADAPTOID, HIDDEN)
            a_hand = [r for r in game.room_ids() if r not in game.adaptoid_rooms(view)]
            if a_pick != HIDDEN:
                chance = 1.0 if a_pick == room else 0.0
            else:
                chance = 1.0 / max(1, len(a_hand)) if room in a_hand else 0.0
            cost = self.answer_cost(game.adaptoid_resistance(view), gear)
            value -= chance * (CAPTURE if cost is None else cost + 1.0)
            return value
        if isinstance(action, Overcome):
            cost = 0.0
            for c in action.equipment:
                cost += (
                    1.0
                    if c in TASERS
                    else 2.5
                    if c == DRON
                    else 3.0 + self.ability_value(game, view, view.picks[GENETICIST])
                )
            if view.encounter and view.encounter.foe == "spawns" and not action.equipment:
                cost += 0.3  # the Spawns stay in a room it may still have to enter
            return -cost
        if isinstance(action, ClearRoom):
            still_to_enter = action.room in self.geneticist_hand(game, view)
            return len(view.zones[f"spawns.{action.room}"]) * (2.0 if still_to_enter else 0.5)
        return 0.0

    def score_adaptoid(self, game: Adaptoid24, view: State, action: Action) -> float:
        if isinstance(action, ChooseRoom):
            prefs = self.geneticist_preference(game, view, view.emp)
            gear = self.gear(game, view, view.emp)
            room = action.room
            cost = self.answer_cost(game.adaptoid_resistance(view), gear)
            catch = prefs.get(room, 0.0) * (CAPTURE if cost is None else 2.0 + cost)
            # A room the Geneticist still holds can take Spawns it may have to walk into.
            later = 1.5 if room in prefs else 0.0
            return catch + later
        if isinstance(action, PlaceSpawns):
            prefs = self.geneticist_preference(game, view, view.emp)
            counts: dict[str, int] = {}
            for r in action.rooms:
                counts[r] = counts.get(r, 0) + 1
            value = 0.0
            for r, n in counts.items():
                stack = len(view.zones[f"spawns.{r}"]) + n
                value += prefs.get(r, 0.0) * stack * stack  # concentrated stacks beat Tasers
            return value
        if isinstance(action, DrawEvolution):
            tasers, dron, shield = self.gear(game, view, False)
            on_board = sum(len(view.zones[f"spawns.{r}"]) for r in game.room_ids())
            if action.deck == "offensive":
                return 0.5 + 0.4 * tasers
            if action.deck == "reproductive":
                return 0.6 + 0.3 * on_board
            return 1.0 + (0.5 if not dron and not shield else 0.0)
        if isinstance(action, PlaceEvolution):
            prefs = self.geneticist_preference(game, view, view.emp)
            (card,) = view.zones["evo.pending"]
            effect = game.evolution_of(card).effect
            room = action.room
            if effect == "destroy":
                return prefs.get(room, 0.0) * (1.0 + self.ability_value(game, view, room))
            stack = len(view.zones[f"spawns.{room}"])
            return prefs.get(room, 0.0) * (1.0 + stack)
        return 0.0
