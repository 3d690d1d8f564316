"""Genegrafter: the battle (rulebook "Battle", "Ability Cards", "Special Rules", FAQ).

A mixin of the ``Genegrafter`` game. A battle is declared against one opponent with
the Characters sent into it; each attacker is fought on its own: the defender names a
Character, the two sides lay Ability Cards face down or spend tokens in turn (the
defender first, as in the example of play), the cards are flipped one at a time, both
sides roll, rerolls are spent (the attacker first), a tie is rolled again, and the loser
is damaged or, if it was already, goes to the winner's Gene Pool.
"""

from __future__ import annotations

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import Outcome
from petridish.core.rng import Rng
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import (
    ATTACK_ROLL,
    BATTLE,
    DEFEND,
    DEFENSE_ROLL,
    LAY,
    MUSTER,
    OVER,
    REROLL,
    Battle,
    DeclareBattle,
    Defend,
    Fight,
    Finish,
    HandOver,
    KeepDice,
    LayAbility,
    LuckyShot,
    Reroll,
    RollAgain,
    SendAttacker,
    SpendToken,
    StartBattle,
    State,
)

DICE_IN_A_COLOUR = 6  # Game Components: six red, six blue
# Ruling GG-R23: how much a side lays in its turn of step 4.
LAYING_OPTION = "laying"
SEVERAL_A_TURN = "several a turn"
ONE_A_TURN = "one a turn"


class BattleResolution:
    """``self`` is the ``Genegrafter`` game."""

    # -- checks -----------------------------------------------------------------------
    def check_battle(self, state: State, seat: str, opponent: str, attacker: str) -> str | None:
        """Battle, steps 1 and 2: an opponent still in the game, and a Character of
        yours that is not fatigued and has not attacked this turn."""
        if state.step != BATTLE:
            return "battles come after the Characters are played"
        if opponent == seat or opponent not in facts.alive(state):
            return "battle an opponent still in the game"
        return self._check_attacker(state, seat, attacker)

    def check_send(self, state: State, seat: str, character: str) -> str | None:
        """Battle, step 2: more Characters may be sent into the battle declared."""
        if state.step != MUSTER or state.battle is None:
            return "declare a battle first"
        if character in state.battle.waiting:
            return "that Character is in this battle already"
        return self._check_attacker(state, seat, character)

    def _check_attacker(self, state: State, seat: str, character: str) -> str | None:
        if character not in facts.in_play(state, seat):
            return "attack with your own Characters in play"
        if character in state.fatigued:
            return "a Character is fatigued the turn it is played and cannot attack"
        if character in state.attacked:
            return "each Character attacks once a turn"
        return None

    def several_a_turn(self, state: State) -> bool:
        """Ruling GG-R23: whether a side may lay several cards and tokens in its turn."""
        return state.options.get(LAYING_OPTION, SEVERAL_A_TURN) == SEVERAL_A_TURN

    def check_keep_turn(self, state: State) -> str | None:
        """Ruling GG-R23: laying on in the same turn, unless the option says one a turn."""
        if not self.several_a_turn(state):
            return "one card or token a turn (the game's option): it hands the turn over"
        return None

    def check_hand_over(self, state: State, seat: str) -> str | None:
        """Ruling GG-R23: a side hands the turn over once it has laid something in it,
        to a side that is not finished."""
        fight = state.battle.fight if state.battle else None
        if state.step != LAY or fight is None:
            return "there is no laying to hand over"
        if state.laying <= 0:
            return "lay a card or a token first, or say you are finished"
        other = state.battle.opponent if seat == state.current else state.current
        if other in fight.finished:
            return "the other side is finished: lay on, or say you are finished"
        return None

    def tokens_left(self, state: State, seat: str) -> int:
        """Battle, step 4: the attacker spends Attack tokens, the defender Defense tokens."""
        if seat == state.current:
            return state.attack_tokens[seat]
        return state.defense_tokens[seat]

    def token_word(self, state: State, seat: str) -> str:
        return "Attack" if seat == state.current else "Defense"

    def check_die(self, state: State, action: Action, die: str) -> str | None:
        """Ability Cards: a reroll is of one of your own dice; Lucky Shot on one of yours,
        Roll Again on one of the other side's (ruling GG-R08)."""
        fight = state.battle.fight if state.battle else None
        if state.step != REROLL or fight is None:
            return "no dice wait to be rerolled"
        if die not in state.dice or not die.startswith(("attack.", "defense.")):
            return "choose one of the battle's dice"
        own = "attack." if action.seat == state.current else "defense."
        mine = die.startswith(own)
        if isinstance(action, Reroll):
            if fight.rerolls.get(action.seat, 0) <= 0:
                return "you have no rerolls left"
            if not mine:
                return "reroll one of your own dice"
        elif isinstance(action, LuckyShot):
            if fight.lucky.get(action.seat, 0) <= 0:
                return "you have no Lucky Shot to use"
            if not mine:
                return "a Lucky Shot turns one of your own dice"
            if state.dice[die].value == state.dice[die].sides:
                return "that die shows its highest face already"
        elif isinstance(action, RollAgain):
            if fight.again.get(action.seat, 0) <= 0:
                return "you have no Roll Again to use"
            if mine:
                return "Roll Again rolls one of the other side's dice"
        return None

    # -- carrying out -----------------------------------------------------------------
    def apply_more(self, state: State, action: Action) -> Outcome[State]:
        events: list[Event] = []
        seat = action.seat
        match action:
            case DeclareBattle(opponent=opponent, attacker=attacker):
                new = replace(state, battle=Battle(opponent, (attacker,)), step=MUSTER)
            case SendAttacker(character=character):
                battle = replace(state.battle, waiting=(*state.battle.waiting, character))
                new = replace(state, battle=battle)
            case StartBattle():
                battle = state.battle
                events.append(
                    Event(
                        "battle",
                        {
                            "seat": seat,
                            "opponent": battle.opponent,
                            "attackers": list(battle.waiting),
                        },
                    )
                )
                new = self._next_fight(state, events)
            case Defend(character=character):
                fight = replace(state.battle.fight, defender=character, to_lay=seat)
                attacker = state.battle.fight.attacker
                events.append(
                    Event("defends", {"seat": seat, "card": character, "attacker": attacker})
                )
                new = self._advance_lay(self._with_fight(state, fight), events, laid=False)
            case LayAbility(card=card):
                zones = dict(state.zones)
                zones[f"{seat}.hand"] = tuple(c for c in zones[f"{seat}.hand"] if c != card)
                zones[f"battle.{seat}"] = (*zones[f"battle.{seat}"], card)
                fight = replace(state.battle.fight, laid=(*state.battle.fight.laid, seat))
                state = self._with_fight(state, fight)
                events.append(
                    Event(
                        "laid", {"seat": seat, "card": card}, seen_by=(seat,), public={"seat": seat}
                    )
                )
                state = replace(state, zones=zones, laying=state.laying + 1)
                new = self._advance_lay(state, events, laid=not action.keep_turn)
            case SpendToken():
                fight = state.battle.fight
                tokens = {**fight.tokens, seat: fight.tokens.get(seat, 0) + 1}
                if seat == state.current:
                    kept = {**state.attack_tokens, seat: state.attack_tokens[seat] - 1}
                    state = replace(state, attack_tokens=kept)
                else:
                    kept = {**state.defense_tokens, seat: state.defense_tokens[seat] - 1}
                    state = replace(state, defense_tokens=kept)
                events.append(Event("token", {"seat": seat, "word": self.token_word(state, seat)}))
                state = replace(state, laying=state.laying + 1)
                new = self._advance_lay(
                    self._with_fight(state, replace(fight, tokens=tokens)),
                    events,
                    laid=not action.keep_turn,
                )
            case HandOver():
                other = state.battle.opponent if seat == state.current else state.current
                events.append(Event("handed_over", {"seat": seat, "to": other}))
                new = self._advance_lay(state, events)
            case Finish():
                fight = state.battle.fight
                fight = replace(fight, finished=(*fight.finished, seat))
                events.append(Event("finished", {"seat": seat}))
                new = self._advance_lay(self._with_fight(state, fight), events)
            case Reroll(die=die) | LuckyShot(die=die) | RollAgain(die=die):
                new = self._use_die(state, action, die, events)
            case KeepDice():
                events.append(Event("keeps", {"seat": seat}))
                fight = state.battle.fight
                fight = replace(fight, uses=(*fight.uses, (seat, "keeps", "", 0, 0)))
                new = self._after_rolling(self._with_fight(state, fight), seat, events)
            case _:
                return self.apply_infinity(state, action)  # type: ignore[attr-defined]
        return Outcome(new, tuple(events))

    @staticmethod
    def _with_fight(state: State, fight: Fight | None) -> State:
        return replace(state, battle=replace(state.battle, fight=fight))

    def _next_fight(self, state: State, events: list[Event]) -> State:
        """Battle, step 10: the next attacker is defended against; with no Character
        left to defend, each attacker still to come hits the player directly."""
        battle = state.battle
        while battle is not None and battle.waiting:
            attacker, rest = battle.waiting[0], battle.waiting[1:]
            battle = replace(battle, waiting=rest, fight=None)
            state = replace(state, battle=battle)
            if facts.in_play(state, battle.opponent):
                fight = Fight(attacker)
                return replace(state, battle=replace(battle, fight=fight), step=DEFEND)
            # Winning the Game: one damage for each unblocked attacker.
            health = state.health[battle.opponent] - 1
            state = replace(
                state,
                health={**state.health, battle.opponent: max(0, health)},
                attacked=state.attacked | {attacker},
            )
            events.append(
                Event(
                    "direct_hit",
                    {
                        "seat": state.current,
                        "card": attacker,
                        "opponent": battle.opponent,
                        "health": max(0, health),
                    },
                )
            )
            if health <= 0:
                state = self.knock_out(state, battle.opponent, events)  # type: ignore[attr-defined]
                if state.step == OVER:
                    return replace(state, battle=None)
                break
        return replace(state, battle=None, step=BATTLE)

    def _able_to_lay(self, state: State, seat: str) -> bool:
        """Whether ``seat`` might lay anything, as everyone can tell: tokens left, or
        cards in hand. (Whether those cards are Ability Cards only its owner knows, so
        a hand of no Ability Cards says it is finished itself, as across a table.)"""
        return self.tokens_left(state, seat) > 0 or bool(facts.hand(state, seat))

    def _advance_lay(self, state: State, events: list[Event], laid: bool = True) -> State:
        """Battle, step 4: the sides lay in turn until both are finished (ruling GG-R07:
        a side that is finished, or has nothing to lay, lays no more). ``laid``: the
        side's turn is over (a card or token of one a turn, or handed over, ruling
        GG-R23); a new turn to lay begins with nothing laid in it."""
        fight = state.battle.fight
        attacker, defender = state.current, state.battle.opponent
        finished = set(fight.finished)
        for side in (attacker, defender):
            if side not in finished and not self._able_to_lay(state, side):
                finished.add(side)
        other = attacker if fight.to_lay == defender else defender
        if laid and other not in finished:
            nxt = other
        elif fight.to_lay not in finished:
            nxt = fight.to_lay
        elif other not in finished:
            nxt = other
        else:
            fight = replace(fight, finished=tuple(sorted(finished)))
            state = replace(state, laying=0)
            return self._flip_and_roll(self._with_fight(state, fight), events)
        laying = state.laying if nxt == fight.to_lay else 0
        fight = replace(fight, to_lay=nxt, finished=tuple(sorted(finished)))
        return replace(self._with_fight(state, fight), step=LAY, laying=laying)

    def _flip_and_roll(self, state: State, events: list[Event]) -> State:
        """Battle, steps 5 to 7: every Ability Card is flipped one at a time, the two
        sides in turn (ruling GG-R04 sets where they begin), then each side counts and
        rolls its dice."""
        cs = self.cards  # type: ignore[attr-defined]
        fight = state.battle.fight
        attacker, defender = state.current, state.battle.opponent
        # The cards in the order laid: the n-th card a side laid is its pile's n-th.
        piles = {side: list(state.zones[f"battle.{side}"]) for side in (attacker, defender)}
        order = []
        for side in fight.laid:
            if piles[side]:
                order.append((side, piles[side].pop(0)))
        # Cards the sandbox put there by hand come after those laid.
        order += [(side, c) for side in (attacker, defender) for c in piles[side]]
        if state.options.get("flip_order", "last laid first") == "last laid first":
            order.reverse()
        flipped = set(state.flipped)
        dice = {attacker: 0, defender: 0}
        by_card: dict[str, list[tuple[str, int]]] = {attacker: [], defender: []}
        rerolls, lucky, again, heal = {}, {}, {}, {}
        chars = {attacker: fight.attacker, defender: fight.defender}
        for side, card in order:
            ability: carddata.Ability = cs.card(card)  # type: ignore[assignment]
            character = chars[side]
            n = carddata.ability_dice(ability, set(facts.powers(cs, state, character)))
            dice[side] += n
            by_card[side].append((card, n))
            if ability.type in facts.marker_colours(cs, state, character):
                rerolls[side] = rerolls.get(side, 0) + 1
            effect = {"lucky_shot": lucky, "roll_again": again, "heal": heal}.get(ability.effect)
            if effect is not None:
                effect[side] = effect.get(side, 0) + 1
            flipped.add(card)
            events.append(Event("flipped", {"seat": side, "card": card, "dice": n}, reveal=True))
        sources = {
            side: self.dice_sources(state, side, chars[side], fight, by_card[side])
            for side in (attacker, defender)
        }
        fight = replace(
            fight, rerolls=rerolls, lucky=lucky, again=again, heal=heal, sources=sources
        )
        state = replace(state, flipped=frozenset(flipped))
        counts = {
            attacker: self.dice_count(state, attacker, fight.attacker, fight, dice[attacker]),
            defender: self.dice_count(state, defender, fight.defender, fight, dice[defender]),
        }
        state = self._roll(self._with_fight(state, fight), counts, events)
        return self._start_rerolls(state, events)

    def dice_sources(
        self,
        state: State,
        seat: str,
        character: str,
        fight: Fight,
        cards: list[tuple[str, int]],
    ) -> tuple[tuple[str, int], ...]:
        """Battle, step 6, source by source: the Character's own value ("own"), each
        Ability Card's dice (``cards``, by id, in the order flipped), the tokens spent
        and those its Gear holds (ruling GG-R06, by the Gear card's id); before the cap
        of six."""
        cs = self.cards  # type: ignore[attr-defined]
        card: carddata.Character = cs.card(character)  # type: ignore[assignment]
        attacking = seat == state.current
        out = [("own", card.attack if attacking else card.defense), *cards]
        if fight.tokens.get(seat, 0):
            out.append(("tokens", fight.tokens[seat]))
        for copy in facts.attached_to(state, character):
            gear = cs.card(copy)
            if cs.kind_of(copy) == "gear":
                held = gear.attack if attacking else gear.defense  # type: ignore[union-attr]
                if held:
                    out.append((copy, held))
        return tuple(out)

    def dice_count(
        self, state: State, seat: str, character: str, fight: Fight, from_cards: int
    ) -> int:
        """Battle, step 6: the dice from Ability Cards, tokens spent (and those the
        Character's Gear holds, ruling GG-R06) and the Character's own value; at most
        six unless the option says otherwise (ruling GG-R05)."""
        cs = self.cards  # type: ignore[attr-defined]
        card: carddata.Character = cs.card(character)  # type: ignore[assignment]
        attacking = seat == state.current
        gear = facts.gear_on(cs, state, character)
        own = card.attack if attacking else card.defense
        held = sum(g.attack if attacking else g.defense for g in gear)
        n = own + held + fight.tokens.get(seat, 0) + from_cards
        if state.options.get("dice_cap", "six") == "six":
            n = min(n, DICE_IN_A_COLOUR)
        return n

    def _roll(self, state: State, counts: dict[str, int], events: list[Event]) -> State:
        """Battle, step 7: both sides roll; a tie is rolled again (the dice of the
        battle before are taken up first)."""
        rng = Rng(state.rng)
        dice = {k: v for k, v in state.dice.items() if not k.startswith(("attack.", "defense."))}
        attacker, defender = state.current, state.battle.opponent
        for seat, word, point in (
            (attacker, "attack", ATTACK_ROLL),
            (defender, "defense", DEFENSE_ROLL),
        ):
            for i in range(1, counts[seat] + 1):
                dice[f"{word}.{i}"] = Rolled(6, rng.randint(1, 6, point=point), word, seat)
        state = replace(state, dice=dice, rng=rng.state)
        events.append(
            Event(
                "rolled",
                {
                    "attack": [d.value for k, d in sorted(dice.items()) if k.startswith("attack.")],
                    "defense": [
                        d.value for k, d in sorted(dice.items()) if k.startswith("defense.")
                    ],
                },
                random=True,
            )
        )
        return state

    def _has_dice_moves(self, state: State, seat: str) -> bool:
        fight = state.battle.fight
        return any(d.get(seat, 0) > 0 for d in (fight.rerolls, fight.lucky, fight.again))

    def _start_rerolls(self, state: State, events: list[Event]) -> State:
        """Ability Cards: attackers resolve their rerolls first."""
        for seat in (state.current, state.battle.opponent):
            if self._has_dice_moves(state, seat):
                fight = replace(state.battle.fight, rolling=seat)
                return replace(self._with_fight(state, fight), step=REROLL)
        return self._decide(state, events)

    def _use_die(self, state: State, action: Action, die: str, events: list[Event]) -> State:
        fight = state.battle.fight
        seat = action.seat
        old = state.dice[die]
        rng = Rng(state.rng)
        if isinstance(action, Reroll):
            # Ability Cards: always use the higher result if the reroll is lower.
            value = max(old.value, rng.randint(1, 6, point=self._point(die)))
            fight = replace(fight, rerolls={**fight.rerolls, seat: fight.rerolls[seat] - 1})
            word = "rerolled"
        elif isinstance(action, LuckyShot):
            value = old.sides
            fight = replace(fight, lucky={**fight.lucky, seat: fight.lucky[seat] - 1})
            word = "lucky_shot"
        else:
            value = rng.randint(1, 6, point=self._point(die))
            fight = replace(fight, again={**fight.again, seat: fight.again[seat] - 1})
            word = "roll_again"
        # The die says what was done to it, for the table's dice tray.
        purpose = {"rerolled": "rerolled", "lucky_shot": "Lucky Shot", "roll_again": "Roll Again"}
        kind = old.purpose.split(",")[0]
        dice = {**state.dice, die: replace(old, value=value, purpose=f"{kind}, {purpose[word]}")}
        fight = replace(fight, uses=(*fight.uses, (seat, word, die, old.value, value)))
        events.append(
            Event(word, {"seat": seat, "die": die, "from": old.value, "to": value}, random=True)
        )
        state = self._with_fight(replace(state, dice=dice, rng=rng.state), fight)
        if self._has_dice_moves(state, seat):
            return state
        return self._after_rolling(state, seat, events)

    @staticmethod
    def _point(die: str) -> str:
        return ATTACK_ROLL if die.startswith("attack.") else DEFENSE_ROLL

    def _after_rolling(self, state: State, seat: str, events: list[Event]) -> State:
        """The attacker is done with its dice: the defender's turn with theirs, then
        the totals are compared."""
        defender = state.battle.opponent
        if seat == state.current and self._has_dice_moves(state, defender):
            fight = replace(state.battle.fight, rolling=defender)
            return self._with_fight(state, fight)
        return self._decide(state, events)

    def totals(self, state: State) -> tuple[int, int]:
        """The attacker's and the defender's totals as the dice lie."""
        a = sum(d.value for k, d in state.dice.items() if k.startswith("attack."))
        d = sum(v.value for k, v in state.dice.items() if k.startswith("defense."))
        return a, d

    def _decide(self, state: State, events: list[Event]) -> State:
        """Battle, steps 7 and 8: the higher total wins; a tie is rolled again (ruling
        GG-R09). The losing Character is damaged, or, if it was, moved to the winner's
        Gene Pool. Heal Minor Wounds then heals (ruling GG-R10)."""
        fight = state.battle.fight
        attacker, defender = state.current, state.battle.opponent
        a, d = self.totals(state)
        if a == d:
            events.append(Event("tie", {"total": a}))
            counts = {
                attacker: sum(1 for k in state.dice if k.startswith("attack.")),
                defender: sum(1 for k in state.dice if k.startswith("defense.")),
            }
            # The fight keeps the tie among its uses of the dice, for the table's reckoning.
            tied = replace(fight, uses=(*fight.uses, ("", "tie", "", a, d)))
            state = self._roll(self._with_fight(state, tied), counts, events)
            return self._start_rerolls(state, events)
        winner, loser = (attacker, defender) if a > d else (defender, attacker)
        chars = {attacker: fight.attacker, defender: fight.defender}
        beaten = chars[loser]
        events.append(
            Event(
                "won",
                {
                    "seat": winner,
                    "card": chars[winner],
                    "loser": loser,
                    "beaten": beaten,
                    "attack": a,
                    "defense": d,
                },
                # Every card laid in the battle is shown as it goes to the discard pile.
                reveal=True,
            )
        )
        if beaten in state.damaged:
            state = self.to_gene_pool(state, beaten, loser, winner, events)
        else:
            state = replace(state, damaged=state.damaged | {beaten})
            events.append(Event("damaged", {"seat": loser, "card": beaten}))
        for side, n in fight.heal.items():
            card = chars[side]
            if n > 0 and card in state.damaged and card in facts.in_play(state, side):
                state = replace(state, damaged=state.damaged - {card})
                events.append(Event("healed", {"seat": side, "card": card}))
        return self._end_fight(state, events)

    def to_gene_pool(
        self, state: State, card: str, owner: str, winner: str, events: list[Event]
    ) -> State:
        """Battle, step 8: the Character goes to the winner's Gene Pool; its Gear to the
        discard pile and the Characters grafted under it to its owner's Gene Pool
        (ruling GG-R11)."""
        cs = self.cards  # type: ignore[attr-defined]
        zones = dict(state.zones)
        attached = dict(state.attached)
        for extra in facts.attached_to(state, card):
            target = "discard" if cs.kind_of(extra) == "gear" else f"{owner}.pool"
            zones[f"{owner}.play"] = tuple(c for c in zones[f"{owner}.play"] if c != extra)
            zones[target] = (*zones[target], extra)
            del attached[extra]
        zones[f"{owner}.play"] = tuple(c for c in zones[f"{owner}.play"] if c != card)
        zones[f"{winner}.pool"] = (*zones[f"{winner}.pool"], card)
        events.append(Event("to_pool", {"seat": winner, "card": card, "owner": owner}))
        return replace(
            state,
            zones=zones,
            attached=attached,
            damaged=state.damaged - {card},
            fatigued=state.fatigued - {card},
            granted=state.granted - {card},
        )

    def _end_fight(self, state: State, events: list[Event]) -> State:
        """Battle, step 9: the Ability Cards go to the discard pile; the attacker has
        had its attack this turn. Then the next attacker of the battle."""
        zones = dict(state.zones)
        for side in (state.current, state.battle.opponent):
            zones["discard"] = (*zones["discard"], *zones[f"battle.{side}"])
            zones[f"battle.{side}"] = ()
        fight = state.battle.fight
        state = replace(
            state,
            zones=zones,
            flipped=frozenset(),
            attacked=state.attacked | {fight.attacker},
            last_fight=fight,
        )
        return self._next_fight(state, events)
