"""Genegrafter: the turn (rulebook "Turn Phases", "Draw 3 Cards", "Play Character
Cards", "Discard", "Winning the Game", "Genegrafting Rounds", "Gear Cards").

A mixin of the ``Genegrafter`` game: ``_apply`` carries out an action already checked,
handing battle actions to ``battle`` and the Infinity Die's to ``infinity``, then walks
the turn on: the draw with its Events and DNA Strands, the end of the turn, the next
player, the last round and the score.
"""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import Outcome
from petridish.core.rng import Rng
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import (
    AT_RANDOM,
    BATTLE,
    DISCARD,
    DRAW,
    FIRST,
    GIVE_UP,
    GRAFT,
    HAND_LIMIT,
    OVER,
    PLAY,
    RESHUFFLE,
    START_TOKENS,
    TIE,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
    EquipGear,
    Graft,
    PlayCharacter,
    State,
)

# The positions of a draw, each with how many events led to it (see ``draw_on``).
Marks = list[tuple[State, int]]
STRANDS_IN_GAME = 3  # Card Types: "The game ends once all three of these have been revealed"


def move(zones: dict[str, tuple[str, ...]], card: str, source: str, target: str) -> None:
    """Take ``card`` out of ``source`` and put it on top (last) of ``target``."""
    zones[source] = tuple(c for c in zones[source] if c != card)
    zones[target] = (*zones[target], card)


def drew(seat: str, card: str) -> Event:
    """``seat`` draws ``card``: it alone reads which card (the others, that it drew)."""
    data = {"seat": seat, "card": card}
    return Event("drew", data, seen_by=(seat,), public={"seat": seat}, reveal=True)


class TurnFlow:
    """How each action changes the game; ``self`` is the ``Genegrafter`` game."""

    def _apply(self, state: State, action: Action) -> Outcome[State]:
        events: list[Event] = []
        seat = action.seat
        match action:
            case PlayCharacter(card=card):
                zones = dict(state.zones)
                move(zones, card, f"{seat}.hand", f"{seat}.play")
                # Play Character Cards: fatigued when first played.
                new = replace(
                    state,
                    zones=zones,
                    played=state.played + 1,
                    fatigued=state.fatigued | {card},
                )
                events.append(Event("played", {"seat": seat, "card": card}))
            case EquipGear(card=card, character=host):
                zones = dict(state.zones)
                move(zones, card, f"{seat}.hand", f"{seat}.play")
                new = replace(
                    state,
                    zones=zones,
                    attached={**state.attached, card: host},
                    equipped=state.equipped | {host},
                )
                events.append(Event("equipped", {"seat": seat, "card": card, "character": host}))
            case EndPlay():
                new = replace(state, step=BATTLE)
            case EndTurn():
                new = self._end_turn(state, events)
            case Graft(card=card, character=host):
                new = self._graft(state, seat, card, host, events)
            case EndGrafting():
                new = self._graft_done(replace(state, done=state.done | {seat}), events)
            case Discard(card=card):
                zones = dict(state.zones)
                move(zones, card, f"{seat}.hand", "discard")
                events.append(Event("discarded", {"seat": seat, "cards": [card]}))
                new = replace(state, zones=zones)
                if state.step == GIVE_UP:
                    left = state.giving_up[1] - 1
                    new = replace(new, giving_up=(seat, left) if left else ("", 0))
                    if not left or not new.zones[f"{seat}.hand"]:
                        new = replace(new, step=state.infinity_return, giving_up=("", 0))
                else:
                    new = self._end_turn(new, events)
            case _:
                return self.apply_more(state, action)  # type: ignore[attr-defined]
        return Outcome(new, tuple(events))

    # -- the first player and the turn's start ------------------------------------------
    def first_player(self, state: State, events: list[Event]) -> State:
        """Getting Started, step 7 (ruling GG-R03): every player rolls a die; the
        highest goes first, those tied for it roll again. The dice stay on the table
        until the first turn begins."""
        rng = Rng(state.rng)
        dice: dict[str, Rolled] = {}
        rolling = list(state.seats)
        rounds: list[dict[str, int]] = []
        while True:
            rolls = {s: rng.randint(1, 6, point=FIRST) for s in rolling}
            rounds.append(rolls)
            for s, v in rolls.items():
                dice[f"first.{s}"] = Rolled(6, v, "first player", s)
            best = max(rolls.values())
            rolling = [s for s in rolling if rolls[s] == best]
            if len(rolling) == 1:
                break
        events.append(Event("first", {"seat": rolling[0], "rolls": rounds}, random=True))
        return replace(state, rng=rng.state, dice=dice, current=rolling[0])

    def begin_first_turn(self, state: State, events: list[Event], marks: Marks) -> State:
        """The first player's turn begins, and with it the draw (Turn Phases); each
        card turned up is marked in ``marks`` (see ``draw_on``)."""
        return self._begin_turn(state, state.current, events, marks)

    def _begin_turn(
        self, state: State, seat: str, events: list[Event], marks: Marks | None = None
    ) -> State:
        """Turn Phases: a new turn for ``seat``. Its Characters are rested (fatigue
        lasts until their owner's next turn), Regeneration heals its wounded (Special
        Rules), and it draws."""
        cs = self.cards  # type: ignore[attr-defined]
        mine = set(facts.in_play(state, seat))
        healed = {c for c in mine & state.damaged if "regeneration" in facts.powers(cs, state, c)}
        for c in sorted(healed):
            events.append(Event("regenerated", {"seat": seat, "card": c}))
        short = seat in state.short_draw
        state = replace(
            state,
            current=seat,
            turns=state.turns + 1,
            step=PLAY,
            played=0,
            equipped=frozenset(),
            attacked=frozenset(),
            fatigued=state.fatigued - mine,
            damaged=state.damaged - healed,
            short_draw=state.short_draw - {seat},
            to_draw=1 if short else DRAW,
            dice={k: v for k, v in state.dice.items() if k.startswith("infinity.")},
            last_fight=None,
        )
        events.append(Event("turn", {"seat": seat, "turn": state.turns}))
        return self.draw_on(state, events, marks)

    # -- the draw ---------------------------------------------------------------------
    def draw_on(self, state: State, events: list[Event], marks: Marks | None = None) -> State:
        """Draw 3 Cards: the current player draws until ``to_draw`` ordinary cards are
        in hand. An Event is shown to all and resolved; a DNA Strand goes to the middle
        and starts a Genegrafting Round, after which the draw goes on. ``marks``, if
        given, gets the position after each card and how many events led to it (the
        moments of the first draw, which happens before anyone moves)."""
        cs = self.cards  # type: ignore[attr-defined]
        seat = state.current
        while state.to_draw > 0 and state.step != OVER:
            state = self._refill(state, events)
            if not state.zones["deck"]:
                events.append(Event("deck_empty", {"seat": seat}))
                state = replace(state, to_draw=0)
                break
            zones = dict(state.zones)
            card = zones["deck"][0]
            zones["deck"] = zones["deck"][1:]
            kind = cs.kind_of(card)
            if kind == "event":
                # Ruling GG-R12: a resolved Event leaves the game, face up beside it, so
                # that a reshuffled discard pile never brings it back.
                zones["events.played"] = (*zones["events.played"], card)
                state = replace(state, zones=zones)
                events.append(Event("event", {"seat": seat, "card": card}, reveal=True))
                state = self._event(state, card, events)
            elif kind == "dna":
                zones["strands"] = (*zones["strands"], card)
                state = replace(state, zones=zones)
                n = len(zones["strands"])
                events.append(Event("strand", {"seat": seat, "card": card, "n": n}, reveal=True))
                if n >= STRANDS_IN_GAME and not state.closing:
                    state = self._last_round(state, events)
                state = self._start_grafting(state, n, events, marks)
                if state.step == GRAFT:
                    return state  # the draw goes on once the round is over
            else:
                zones[f"{seat}.hand"] = (*zones[f"{seat}.hand"], card)
                state = replace(state, zones=zones, to_draw=state.to_draw - 1)
                events.append(drew(seat, card))
            if marks is not None:
                marks.append((state, len(events)))
        return state

    def _refill(self, state: State, events: list[Event]) -> State:
        """Ruling GG-R17: an empty deck is made again from the discard pile, shuffled."""
        if state.zones["deck"] or not state.zones["discard"]:
            return state
        rng = Rng(state.rng)
        zones = dict(state.zones)
        zones["deck"] = rng.shuffle(zones["discard"], point=RESHUFFLE)
        zones["discard"] = ()
        events.append(Event("reshuffled", {"cards": len(zones["deck"])}, random=True))
        return replace(state, zones=zones, rng=rng.state)

    # -- Events -----------------------------------------------------------------------
    def _event(self, state: State, card: str, events: list[Event]) -> State:
        """Draw 3 Cards: an Event is shown to all and its directions followed (the six
        Events are reconstructed; ruling GG-R12)."""
        cs = self.cards  # type: ignore[attr-defined]
        effect = cs.card(card).effect
        alive = facts.alive(state)
        in_play = {c for s in alive for c in facts.in_play(state, s)}
        if effect == "healing_rain":
            return replace(state, damaged=state.damaged - in_play)
        if effect == "supply_drop":
            # Its card: one of each, no more than three of each.
            return replace(
                state,
                attack_tokens={
                    s: max(n, min(START_TOKENS, n + 1)) for s, n in state.attack_tokens.items()
                },
                defense_tokens={
                    s: max(n, min(START_TOKENS, n + 1)) for s, n in state.defense_tokens.items()
                },
            )
        if effect == "windfall":
            return self._each_draws(state, events)
        if effect == "quake":
            zones = dict(state.zones)
            attached = dict(state.attached)
            for gear in [c for c in attached if cs.kind_of(c) == "gear"]:
                move(zones, gear, f"{facts.controller(state, gear)}.play", "discard")
                del attached[gear]
            return replace(state, zones=zones, attached=attached)
        if effect == "famine":
            return self._each_discards_at_random(state, events)
        if effect == "exhaustion":
            return replace(state, fatigued=state.fatigued | in_play)
        return state

    def _each_draws(self, state: State, events: list[Event]) -> State:
        """Windfall: every player draws one card, the first ordinary card of the deck
        (Events and DNA Strands stay where they lie, for the draw to turn up)."""
        cs = self.cards  # type: ignore[attr-defined]
        zones = dict(state.zones)
        for seat in facts.alive(state):
            ordinary = [c for c in zones["deck"] if cs.kind_of(c) not in ("event", "dna")]
            if not ordinary:
                break
            card = ordinary[0]
            move(zones, card, "deck", f"{seat}.hand")
            events.append(drew(seat, card))
        return replace(state, zones=zones)

    def _each_discards_at_random(self, state: State, events: list[Event]) -> State:
        rng = Rng(state.rng)
        zones = dict(state.zones)
        for seat in facts.alive(state):
            hand = zones[f"{seat}.hand"]
            if hand:
                card = rng.choice(hand, point=AT_RANDOM)
                move(zones, card, f"{seat}.hand", "discard")
                events.append(
                    Event("discarded", {"seat": seat, "cards": [card]}, random=True, reveal=True)
                )
        return replace(state, zones=zones, rng=rng.state)

    # -- Genegrafting Rounds ----------------------------------------------------------
    def _start_grafting(
        self, state: State, n: int, events: list[Event], marks: Marks | None = None
    ) -> State:
        """Genegrafting Rounds: the n-th DNA Strand lets each player graft n Characters
        (ruling GG-R19). A player with nothing to graft, or nothing to graft onto, is
        done at once; if every player is, the round passes without a stop."""
        cs = self.cards  # type: ignore[attr-defined]
        done = frozenset(s for s in facts.alive(state) if not self._can_graft(cs, state, s))
        state = replace(
            state,
            after_graft=state.step,
            step=GRAFT,
            grafts_left={s: n for s in facts.alive(state)},
            done=done,
        )
        # A round nobody can graft in passes at once: its announcement says so (at the
        # first Strand, before any Character is in play, it seemed to wait for grafts).
        passes = {"passes": True} if all(s in done for s in facts.alive(state)) else {}
        events.append(Event("grafting", {"n": n, **passes}))
        return self._graft_done(state, events, drawing=False, marks=marks)

    @staticmethod
    def _can_graft(cs: Any, state: State, seat: str) -> bool:
        """Whether ``seat`` might graft, as everyone can tell: a Character in play, and
        a card in hand or a Character in its Gene Pool. (Whether the hand holds a
        Character only its owner knows: they say they are done themselves.)"""
        if not facts.in_play(state, seat):
            return False
        pool = any(cs.kind_of(c) == "character" for c in facts.pool(state, seat))
        return pool or bool(facts.hand(state, seat))

    def _graft(self, state: State, seat: str, card: str, host: str, events: list[Event]) -> State:
        """Genegrafting Rounds: the card goes under the Character, its Super Power and
        Genetic Marker showing; the Character's stats do not change."""
        zones = dict(state.zones)
        source = f"{seat}.hand" if card in zones[f"{seat}.hand"] else f"{seat}.pool"
        move(zones, card, source, f"{seat}.play")
        left = state.grafts_left[seat] - 1
        cs = self.cards  # type: ignore[attr-defined]
        new = replace(
            state,
            zones=zones,
            attached={**state.attached, card: host},
            grafts_left={**state.grafts_left, seat: left},
        )
        if left <= 0 or not self._can_graft(cs, new, seat):
            new = replace(new, done=new.done | {seat})
        events.append(Event("grafted", {"seat": seat, "card": card, "character": host}))
        return self._graft_done(new, events)

    def _graft_done(
        self,
        state: State,
        events: list[Event],
        drawing: bool = True,
        marks: Marks | None = None,
    ) -> State:
        """The round is over once every player is done: the interrupted step goes on,
        and with it the draw."""
        if any(s not in state.done for s in facts.alive(state)):
            return state
        state = replace(state, step=state.after_graft, grafts_left={}, done=frozenset())
        if marks is not None:  # the DNA Strand's moment ends with its round
            marks.append((state, len(events)))
        return self.draw_on(state, events, marks) if drawing or state.to_draw else state

    # -- the end of a turn, the last round, the score --------------------------------
    def _end_turn(self, state: State, events: list[Event]) -> State:
        """Discard: more than eight cards in hand are discarded down to eight."""
        if len(facts.hand(state, state.current)) > HAND_LIMIT:
            return replace(state, step=DISCARD)  # one card at a time, down to eight
        return self._next_turn(state, events)

    def _last_round(self, state: State, events: list[Event]) -> State:
        """Winning the Game (ruling GG-R13): after the last DNA Strand every other
        player takes one more turn, and the player who drew it the last."""
        alive = facts.alive(state)
        i = alive.index(state.current)
        others = alive[i + 1 :] + alive[:i]
        events.append(Event("last_round", {"seat": state.current}))
        return replace(state, final=(*others, state.current), closing=True)

    def _next_turn(self, state: State, events: list[Event]) -> State:
        """The next player still in the game takes a turn; in the last round, the next
        of the turns still to come, and once the last is over the score decides."""
        alive = facts.alive(state)
        if state.closing:
            final = [s for s in state.final if s in alive]
            if not final:
                return self.game_over_by_score(state, events)
            return self._begin_turn(replace(state, final=tuple(final[1:])), final[0], events)
        i = alive.index(state.current) if state.current in alive else -1
        return self._begin_turn(state, alive[(i + 1) % len(alive)], events)

    def game_over_by_score(self, state: State, events: list[Event]) -> State:
        """Winning the Game: the most Genetic Markers wins; a tie goes to the higher
        Health, then to a roll of the die."""
        cs = self.cards  # type: ignore[attr-defined]
        alive = facts.alive(state)
        scores = {s: facts.score(cs, state, s) for s in alive}
        best = max(scores.values())
        tied = [s for s in alive if scores[s] == best]
        reason = "the most Genetic Markers"
        if len(tied) > 1:
            top = max(state.health[s] for s in tied)
            tied = [s for s in tied if state.health[s] == top]
            reason = "the most Genetic Markers, and the higher Health"
        dice = dict(state.dice)
        rng = Rng(state.rng)
        while len(tied) > 1:
            reason = "the most Genetic Markers, then a roll of the die"
            rolls = {s: rng.randint(1, 6, point=TIE) for s in tied}
            for s, v in rolls.items():
                dice[f"tie.{s}"] = Rolled(6, v, "tie", s)
            high = max(rolls.values())
            tied = [s for s in tied if rolls[s] == high]
        events.append(Event("over", {"winners": tied, "scores": scores, "reason": reason}))
        return replace(
            state, step=OVER, winners=tuple(tied), reason=reason, dice=dice, rng=rng.state
        )

    def knock_out(self, state: State, seat: str, events: list[Event]) -> State:
        """Winning the Game: a player at 0 Health is out (their cards go to the discard
        pile, ruling GG-R16); the last player standing wins."""
        zones = dict(state.zones)
        attached = dict(state.attached)
        for zone in (f"{seat}.hand", f"{seat}.play", f"{seat}.pool"):
            for card in zones[zone]:
                attached.pop(card, None)
            zones["discard"] = (*zones["discard"], *zones[zone])
            zones[zone] = ()
        state = replace(state, zones=zones, attached=attached, out=(*state.out, seat))
        events.append(Event("knocked_out", {"seat": seat}, reveal=True))  # its hand, discarded
        alive = facts.alive(state)
        if len(alive) == 1:
            events.append(Event("over", {"winners": list(alive), "reason": "last standing"}))
            return replace(state, step=OVER, winners=alive, reason="the last player standing")
        return state
