"""The Genegrafter presenter: the mats, the middle of the table and the battle, and what
a drag, a click or a double-click means in the rules.

Drags: a Character from your hand onto your play area plays it; Gear onto one of your
Characters equips it; in a Genegrafting Round a Character from your hand or Gene Pool
onto one of yours grafts it; one of your Characters onto an opponent's mat attacks
them with it (onto the battle, it joins the battle declared; when you are attacked,
it defends); an Ability Card onto the battle lays it face down; a card onto the discard
pile discards it. A click on one of your dice rerolls it (Lucky Shot and Roll Again
are in its menu), on a token spends it, on your Infinity Die rolls it. The few moves
no gesture makes are buttons beside the prompt: handing the laying over, and the
Infinity Die's Draw 2 Cards and Discard 2 Cards.

It reads only the controller's view, so a hand or a face-down Ability Card shows its
back to everyone but its owner.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from petridish.core.actions import Action, Edit, Place
from petridish.core.gesture import Drag
from petridish.core.words import listed
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import infinity, layout, prompts, reckoning
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.battle import token_word
from petridish.games.genegrafter.rules import GAME
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    DISCARD,
    GIVE_UP,
    GRAFT,
    HIDDEN,
    INFINITY_FACES,
    INFINITY_STEP,
    LAY,
    MUSTER,
    OVER,
    PLAY,
    DeclareBattle,
    Defend,
    Discard,
    EndTurn,
    EquipGear,
    Graft,
    HandOver,
    InfinityChoice,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    RollInfinity,
    SendAttacker,
    SpendToken,
    State,
)
from petridish.table.controller import TableController
from petridish.table.faces import FaceCache
from petridish.table.panel import TextPanel
from petridish.table.presenter import Meaning, Presenter
from petridish.table.scene import TableScene
from petridish.table.specs import CardSpec, DieSpec, Layout, Spec, TokenSpec
from petridish.table.zone import ZoneItem

RED, BLUE = "#C0392B", "#2E64B5"  # the game's attack and defense dice
INFINITY_PURPLE, SPENT_GREY = "#6C3FA0", "#6E6A78"
# The Infinity Die's faces as the die shows them (rulebook "Infinity Die"; the sixth
# is a choice, ruling GG-R14).
INFINITY_LABELS = ("Res", "DNA", "∞", "+2", "−2", "Any")
BATTLE_PLACES = (layout.ATTACK_SIDE, layout.DEFENSE_SIDE, layout.RED_DICE, layout.BLUE_DICE)
HAND_KINDS = {"character": 0, "gear": 1, "ability": 2}  # a hand's order in its fan


def owner_place(zone: str) -> tuple[str, str]:
    """'jon.play.2' -> ('jon', 'play'); 'jon.hand' -> ('jon', 'hand'); 'deck' -> ('', 'deck')."""
    head, _, rest = zone.partition(".")
    if head in GAME.seat_ids(4):
        return head, rest.split(".")[0]
    return "", zone


class GenegrafterPresenter(Presenter):
    game = GAME

    def __init__(self, scene: TableScene, controller: TableController, faces: FaceCache) -> None:
        self.template = _template()
        # A play column's zone -> the Characters in it (a seventh shares the last), and
        # whose each of its pieces is, in the column's order (a Gear or graft is its
        # Character's).
        self.columns: dict[str, tuple[str, ...]] = {}
        self._owners: dict[str, list[str]] = {}
        super().__init__(scene, controller, faces)

    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        seats = self.seats
        zones = layout.build(scene, seats, {s: self.seat_name(s) for s in seats})
        x, y, width, room = layout.panel_box(seats)
        self.panel = TextPanel(width, room, layout.PANEL_SCALE)
        self.panel.setPos(x, y)
        scene.addItem(self.panel)
        return zones

    def shapes(self) -> dict[str, tuple[float, float]]:
        return {shape: layout.extent(self.seats, shape) for shape in layout.SHAPES}

    def arrange(self, shape: str) -> None:
        layout.arrange(self.zones, self.seats, shape)
        x, y, width, room = layout.panel_box(self.seats, shape)
        self.panel.set_box(width, room)
        self.panel.setPos(x, y)

    # -- pieces as the viewer sees them ---------------------------------------------
    def card_tip(self, card: str, up: bool = True) -> str:
        """What the face does not say: where a tucked card sits, what a Character in
        play now has (its powers and colours with its grafts)."""
        view = self.view
        host = view.attached.get(card)
        c = self.game.cards.card(card)
        if host:
            what = "grafted under" if self.game.cards.kind_of(card) == "character" else "worn by"
            return f"{c.name}, {what} {self.game.cards.card(host).name}"
        place = owner_place(_where(view, card))[1]
        if place == "play" and self.game.cards.kind_of(card) == "character":
            return _character_tip(view, card)
        return ""

    def layout_for(self, view: State) -> dict[str, list[Spec]]:
        out: dict[str, list[Spec]] = {name: [] for name in self.zones}
        z = view.zones
        self.columns, self._owners = {}, {}
        for zone in ("discard", "events.played", "strands"):
            cards = z[zone]
            out[zone] = [
                self._card(c, zone, badge=_count(cards, i) if zone != "strands" else "")
                for i, c in enumerate(cards)
            ]
        deck = z["deck"]
        out["deck"] = [
            self._card(c, "deck", up=False, top=i == len(deck) - 1, badge=_count(deck, i))
            for i, c in enumerate(deck)
        ]
        for seat in view.seats:
            hand = sorted(z[f"{seat}.hand"], key=self._hand_order)
            out[f"{seat}.hand"] = [self._card(c, f"{seat}.hand") for c in hand]
            out[f"{seat}.pool"] = [self._card(c, f"{seat}.pool") for c in z[f"{seat}.pool"]]
            self._play_area(view, seat, out)
            out[layout.board_zone(seat)] = self._board(view, seat)
        self._battle(view, out)
        # Battle, steps 5 and 7: the cards are flipped, then the dice rolled. The board
        # turns cards and starts dice in the order of the zones it is given: in the
        # table's order (the attacker's side, the two trays, the defender's side) the
        # defender's cards turned over only after every die had been thrown.
        sides = {side: out.pop(side) for side in (layout.ATTACK_SIDE, layout.DEFENSE_SIDE)}
        return {**sides, **out}

    def _hand_order(self, card: str) -> int:
        """Where a card of a hand lies in its fan: the Characters, then the Gear, then
        the Ability Cards, each as drawn (a hand of ten shows each card's edge alone,
        and a new player took a Character for an Ability Card). Cards the view hides
        keep their order: their kinds are not the viewer's to know."""
        if card == HIDDEN:
            return 0
        return HAND_KINDS.get(self.game.cards.kind_of(card), len(HAND_KINDS))

    def _card(
        self,
        card: str,
        zone: str,
        *,
        up: bool | None = None,
        top: bool = True,
        badge: str = "",
        turned: int = 0,
    ) -> CardSpec:
        """A card of the rules' ``zone`` as the viewer sees it (face up unless hidden)."""
        face_up = card != HIDDEN if up is None else up
        drag = self.may_lift(card, zone, top)
        scale = layout.SCALE
        if zone in ("deck", "discard", "events.played"):
            scale = layout.PILE_SCALE
        elif zone.endswith(".hand"):
            scale = layout.HAND_SCALE
        name = _name(card) if face_up and card != HIDDEN else ""
        spec = self.card_spec(card, up=face_up, drag=drag, scale=scale, badge=badge, name=name)
        return replace(spec, turned=turned) if turned else spec

    def _play_area(self, view: State, seat: str, out: dict[str, list[Spec]]) -> None:
        """Each Character in its own column, its Gear and grafts tucked under it: they
        come first in the column, so that their names show above the Character. A
        Character fighting now lies in the battle instead (see ``_battle``): its column
        stays empty until the fight is decided."""
        fight = view.battle.fight if view.battle else None
        fighters = (fight.attacker, fight.defender) if fight else ()
        for i, character in enumerate(facts.in_play(view, seat)):
            if character in fighters:
                continue
            column = layout.column_zone(seat, min(i, layout.COLUMNS - 1))
            self.columns[column] = (*self.columns.get(column, ()), character)
            self._lay_character(view, seat, character, column, out)

    def _lay_character(
        self, view: State, seat: str, character: str, place: str, out: dict[str, list[Spec]]
    ) -> None:
        """A Character in play with its Gear and grafts tucked under it, at ``place``
        (its column, or its side of the battle). Its badge says what it is doing
        ("has attacked"), else the Infinity Super Power the Infinity Die gave it ("∞")
        and that it has a graft ("graft", "2 grafts"): a badge of the
        graft's own, on a card tucked all but a sliver under it, lay over the
        Character's, and both words in one pill came out too small to read. Gear is not
        counted: both lie tucked the same way (rulebook "Genegrafting Rounds": under the
        Character, its Super Power and Genetic Marker showing)."""
        zone = f"{seat}.play"
        fight = view.battle.fight if view.battle else None
        cs = self.game.cards
        under = facts.attached_to(view, character)
        tucked = [self._card(c, zone) for c in under]
        out[place] += tucked
        grafts = sum(cs.kind_of(c) == "character" for c in under)
        grafted = "" if not grafts else "graft" if grafts == 1 else f"{grafts} grafts"
        # The Infinity Super Power the Infinity Die gave it ("Infinity Symbol"): a new
        # player gave it to Nebrus and saw nothing on the card to show it.
        granted = "∞" if character in view.granted else ""
        badge = _state_word(view, seat, character, fight) or " ".join(
            word for word in (granted, grafted) if word
        )
        turned = 1 if character in view.damaged else 0
        out[place].append(self._card(character, zone, badge=badge, turned=turned))
        self._owners.setdefault(place, []).extend([character] * (len(tucked) + 1))

    def _board(self, view: State, seat: str) -> list[Spec]:
        """The player's Health die, the tokens left, the Infinity Die and the dice the
        player rolled for the first turn or a tie."""
        colour = self.seat_colour(seat)
        health = view.health[seat]
        fresh = self._fresh()
        out: list[Spec] = [
            DieSpec(
                f"{seat}.health",
                6,
                max(0, health - 1),
                colour,
                size=layout.DIE,
                tip=f"{self.seat_name(seat)}'s Health: {health} of 6" if health else "Knocked out",
            )
        ]
        out += [
            TokenSpec(
                f"{seat}.attack.{n}",
                "A",
                RED,
                "circle",
                size=layout.DIE - 4,
                tip="Attack token: one more red die in a battle you attack in",
            )
            for n in range(view.attack_tokens[seat])
        ]
        out += [
            TokenSpec(
                f"{seat}.defense.{n}",
                "D",
                BLUE,
                "circle",
                size=layout.DIE - 4,
                tip="Defense token: one more blue die in a battle you defend in",
            )
            for n in range(view.defense_tokens[seat])
        ]
        rolled = view.dice.get(f"infinity.{seat}")
        used = seat in view.infinity_used
        out.append(
            DieSpec(
                f"{seat}.infinity",
                INFINITY_LABELS,
                rolled.value - 1 if rolled else 2,
                SPENT_GREY if used else INFINITY_PURPLE,
                size=layout.DIE,
                rolled=f"infinity.{seat}" in fresh,
                tip=_infinity_tip(self.game.cards, view, seat, used),
            )
        )
        for word in ("first", "tie"):
            die = view.dice.get(f"{word}.{seat}")
            if die is not None:
                what = "for the first turn" if word == "first" else "to break the tie"
                out.append(
                    DieSpec(
                        f"{word}.{seat}",
                        6,
                        die.value - 1,
                        size=layout.DIE,
                        tip=f"Rolled {die.value} {what}",
                    )
                )
        return out

    def _battle(self, view: State, out: dict[str, list[Spec]]) -> None:
        """The two sides' Ability Cards (face down until flipped: the side that laid one
        sees it), the tokens each spent, and the dice tray."""
        battle = view.battle
        fight = battle.fight if battle else None
        if battle is not None:
            for seat, side in (
                (view.current, layout.ATTACK_SIDE),
                (battle.opponent, layout.DEFENSE_SIDE),
            ):
                # The fighting Character first, brought out of its row into the fight
                # (Battle, steps 2 and 3), then what its side lays.
                fighter = ""
                if fight is not None:
                    fighter = fight.attacker if side == layout.ATTACK_SIDE else fight.defender
                if fighter:
                    self._lay_character(view, seat, fighter, side, out)
                zone = f"battle.{seat}"
                for c in view.zones[zone]:
                    up = c != HIDDEN
                    tip = (
                        ""
                        if c in view.flipped or c == HIDDEN
                        else "laid face down: only you know it"
                    )
                    spec = self._card(c, zone, up=up)
                    out[side].append(replace(spec, tip=tip) if tip else spec)
                spent = fight.tokens.get(seat, 0) if fight else 0
                letter, colour = ("A", RED) if side == layout.ATTACK_SIDE else ("D", BLUE)
                out[side] += [
                    TokenSpec(
                        f"{seat}.spent.{n}",
                        letter,
                        colour,
                        "circle",
                        size=layout.DIE - 4,
                        tip="Spent in this battle",
                    )
                    for n in range(spent)
                ]
        fresh = self._fresh()
        # A fight not yet flipped has rolled nothing: the dice lying in the tray are the
        # last fight's (its reckoning says them), and a new fight clears the tray.
        last_fights = fight is not None and not fight.sources
        for key, die in sorted(view.dice.items(), key=lambda kv: _die_order(kv[0])):
            word = key.split(".")[0]
            if word not in ("attack", "defense") or last_fights:
                continue
            place, colour = (layout.RED_DICE, RED) if word == "attack" else (layout.BLUE_DICE, BLUE)
            done = die.purpose.split(", ")[1] if ", " in die.purpose else ""
            tip = (
                f"{'Red' if word == 'attack' else 'Blue'} die {key.split('.')[1]}: {die.value}"
                + (f" ({done})" if done else "")
            )
            out[place].append(
                DieSpec(
                    key, 6, die.value - 1, colour, size=layout.DIE, rolled=key in fresh, tip=tip
                )
            )

    def passing(self, view: State, out: Layout) -> Layout | None:
        """Battle, steps 5 and 9: with no reroll to spend, the move that flips a fight's
        Ability Cards decides it too, and they go to the discard pile in the same move:
        a player who had not laid them saw only card backs going there (what a computer
        defended with never showed, though the log named it). For a moment they lie
        flipped face up where they were laid, each side's in its side of the battle,
        then go to the discard pile."""
        laid = {
            e["card"]: e["seat"] for e in self.controller.last_events if e.get("kind") == "flipped"
        }
        gone = [c for c in view.zones["discard"] if c in laid]  # as they went there
        if not gone:
            return None  # still in the battle (dice to reroll), face up there
        first = {zone: list(specs) for zone, specs in out.items()}
        first["discard"] = [
            s for s in out["discard"] if not (isinstance(s, CardSpec) and s.key in laid)
        ]
        for card in gone:
            seat = laid[card]
            side = layout.ATTACK_SIDE if seat == view.current else layout.DEFENSE_SIDE
            spec = self._card(card, f"battle.{seat}")
            first[side].append(replace(spec, draggable=False))
        return first

    def _fresh(self) -> set[str]:
        """The dice the move just made rolled: they tumble as they land (in a replay,
        none: nothing was just rolled)."""
        if self.controller.replay_at is not None:
            return set()
        fresh: set[str] = set()
        dice = self.view.dice
        for e in self.controller.last_events:
            kind = e.get("kind")
            if kind == "rolled":
                fresh |= {k for k in dice if k.startswith(("attack.", "defense."))}
            elif kind in ("rerolled", "roll_again"):
                fresh.add(e.get("die", ""))
            elif kind == "infinity":
                fresh.add(f"infinity.{e.get('seat', '')}")
        return fresh

    def decorate(self, view: State, animated: bool) -> None:
        for seat in view.seats:
            self.zones[layout.board_zone(seat)].set_label(self._mat_title(view, seat))
        battle = view.battle
        if battle is not None and battle.fight is not None:
            fight = battle.fight
            attacker = f"Attacker · {self.seat_name(view.current)}'s {_name(fight.attacker)}"
            defender = f"Defender · {self.seat_name(battle.opponent)}"
            if fight.defender:
                defender += f"'s {_name(fight.defender)}"
        else:
            attacker, defender = "Attacker", "Defender"
        self.zones[layout.ATTACK_SIDE].set_label(attacker)
        self.zones[layout.DEFENSE_SIDE].set_label(defender)
        self.panel.set_lines(reckoning.lines(self.game, view, self.seat_name))

    def _mat_title(self, view: State, seat: str) -> str:
        name = self.seat_name(seat)
        markers = facts.score(self.game.cards, view, seat)
        words = [
            name,
            f"Health {view.health[seat]}",
            f"{markers} Genetic Marker{'' if markers == 1 else 's'}",
        ]
        if seat in view.out:
            words[1] = "knocked out"
        elif view.step != OVER and seat == view.current:
            # The person at the computer reads their own mat as theirs.
            words.append("your turn" if seat == self.viewer else "their turn")
        return " · ".join(words)

    # -- gestures ---------------------------------------------------------------------
    def gesture(self, drag: Drag) -> Meaning:
        view, me = self.view, self.viewer
        if me is None:
            return "wait for your turn"
        card = drag.card or ""
        if not self._is_card(card):
            # A die or a token: clicked in rules play, picked up only in the sandbox
            # (which sets them from their menus, see sandbox_edit).
            return "dice and tokens are clicked, not dragged"
        kind = self.game.cards.kind_of(card) if card and card != HIDDEN else ""
        src_owner, src_place = owner_place(drag.source)
        dst_owner, dst_place = owner_place(drag.target)
        host = self._host(drag)
        step = view.step
        if src_owner == me and src_place == "hand" and drag.target == "discard":
            if step in (DISCARD, GIVE_UP):
                return Discard(me, card)
            return "you discard only at the end of your turn, down to eight cards"
        if step == INFINITY_STEP:
            return self._infinity_drop(me, card, dst_owner, host)
        if (
            step == GRAFT
            and kind == "character"
            and src_owner == me
            and src_place in ("hand", "pool")
        ):
            if dst_owner == me and dst_place == "play":
                return Graft(me, card, host) if host else "graft it onto one of your Characters"
            return "drop it on one of your Characters to graft it under"
        if src_owner == me and src_place == "hand":
            if kind == "character" and step == PLAY:
                return (
                    PlayCharacter(me, card)
                    if dst_owner == me and dst_place == "play"
                    else "drop it on your play area to play it"
                )
            if kind == "gear" and step == PLAY:
                return (
                    EquipGear(me, card, host)
                    if host and dst_owner == me
                    else "drop the Gear on one of your Characters"
                )
            if kind == "ability" and step == LAY:
                return (
                    self._lay(me, card)
                    if drag.target in BATTLE_PLACES
                    else "drop it on the battle to lay it face down"
                )
            return _hand_reason(kind)
        if src_owner == me and src_place == "play" and kind == "character":
            return self._fighter_drop(me, card, drag.target, dst_owner)
        return "that is not a move"

    def _lay(self, me: str, card: str) -> LayAbility:
        """An Ability Card laid: the side lays on in its turn, unless the game's option
        says one card a turn (ruling GG-R23)."""
        return LayAbility(me, card, self.game.several_a_turn(self.controller.state))

    def _is_card(self, key: str) -> bool:
        """Whether the piece called ``key`` is a card ("" or HIDDEN: one the viewer
        cannot identify), not a die or a token: a drag's ``card`` is the key of any
        piece, and in the sandbox dice and tokens are dragged too."""
        return not key or key == HIDDEN or self.game.cards.has(key)

    def _host(self, drag: Drag) -> str:
        """The Character a card is dropped onto: the one whose piece lies under the
        drop in its column (where Characters share one, each with its own cards)."""
        owners = self._owners.get(drag.target, [])
        if not owners:
            return ""
        return owners[min(max(drag.slot, 0), len(owners) - 1)]

    def _fighter_drop(self, me: str, card: str, target: str, dst_owner: str) -> Meaning:
        """One of your Characters dropped: at an opponent to attack, into the battle to
        join it or to defend."""
        view = self.view
        opponent = view.battle.opponent if view.battle else ""
        if view.step == BATTLE:
            if dst_owner and dst_owner != me:
                return DeclareBattle(me, dst_owner, card)
            alive = [s for s in facts.alive(view) if s != me]
            if target in BATTLE_PLACES and len(alive) == 1:
                return DeclareBattle(me, alive[0], card)
            return "drop it on the mat of the player you attack"
        if view.step == MUSTER:
            if target in BATTLE_PLACES or dst_owner == opponent:
                return SendAttacker(me, card)
            return "drop it on the battle to send it in too"
        if view.step == DEFEND:
            if target in BATTLE_PLACES or dst_owner == view.current:
                return Defend(me, card)
            return "drop it on the battle to defend with it"
        return "that is not a move"

    def _infinity_drop(self, me: str, card: str, dst_owner: str, host: str) -> Meaning:
        """The Infinity Die's face asks for a card: the choice about it whose target
        is where it is dropped."""
        uses = [
            a
            for a in self.game.legal_actions(self.controller.state, me)
            if isinstance(a, InfinityChoice) and a.card == card
        ]
        # The use aimed where it is dropped first: under the sixth face a card from
        # the Gene Pool may also be brought back (Resurrection), which aims nowhere.
        aimed = [a for a in uses if a.target and a.target in (host, dst_owner)]
        for a in aimed or [a for a in uses if not a.target]:
            return a
        return (
            "the Infinity Die's face does nothing with that card"
            if not uses
            else "drop it on a Character"
        )

    def activation(self, drag: Drag) -> Action | None:
        """A double-click: a card from your hand played the one way it can be now
        (a Character played, an Ability Card laid, a card discarded); your Character
        sent into the battle or chosen to defend; a die or token as a click."""
        me, view = self.viewer, self.view
        if me is None:
            return None
        clicked = self.click(drag)
        if clicked is not None:
            return clicked
        card = drag.card
        if not card or card == HIDDEN:
            return None
        owner, place = owner_place(drag.source)
        if owner != me:
            return None
        if place == "hand":
            kind = self.game.cards.kind_of(card)
            if view.step == PLAY and kind == "character":
                return PlayCharacter(me, card)
            if view.step == LAY and kind == "ability":
                return self._lay(me, card)
            if view.step in (DISCARD, GIVE_UP):
                return Discard(me, card)
        if place == "play":
            if view.step == MUSTER:
                return SendAttacker(me, card)
            if view.step == DEFEND:
                return Defend(me, card)
        return None

    def click(self, drag: Drag) -> Action | None:
        """A click on one of your dice rerolls it (or, with nothing else to spend on
        it, plays the Lucky Shot or Roll Again waiting); on your token spends it in the
        battle; on your Infinity Die rolls it. Attacked, a click on one of your
        Characters defends with it; the Infinity Die's face takes a click on the
        Character (or the opponent's board) it names."""
        me = self.viewer
        key = drag.card or ""
        if me is None or not key or key == HIDDEN or not self.controller.can_act(me):
            return None
        legal = self.game.legal_actions(self.controller.state, me)
        if key == f"{me}.infinity":
            return next((a for a in legal if isinstance(a, RollInfinity)), None)
        if key.startswith((f"{me}.attack.", f"{me}.defense.")):
            if not self._spent_kind(key, me):
                return None  # an Attack token is no Defense token, nor the other way
            return next((a for a in legal if isinstance(a, SpendToken)), None)
        for kind in (Reroll, LuckyShot, RollAgain):
            for a in legal:
                if isinstance(a, kind) and a.die == key:
                    return a
        if self.view.step == DEFEND:
            return next((a for a in legal if isinstance(a, Defend) and a.character == key), None)
        if self.view.step == INFINITY_STEP:
            seat = owner_place(drag.source)[0] if drag.source.endswith(".board") else ""
            for a in legal:
                if not isinstance(a, InfinityChoice):
                    continue
                if (a.card == key and not a.target) or (a.target in (key, seat) and not a.card):
                    return a
        return None

    def mentions(self, action: Action, card: str) -> bool:
        """A die's menu lists what can be done with it; a token's, spending it."""
        die = getattr(action, "die", None)
        if die is not None:
            return die == card
        if isinstance(action, RollInfinity):
            return card == f"{action.seat}.infinity"
        if isinstance(action, SpendToken):
            return self._spent_kind(card, action.seat)
        return super().mentions(action, card)

    def _spent_kind(self, token: str, seat: str) -> bool:
        """Whether ``token`` is of the kind ``seat`` spends in the battle: its Attack
        tokens when it attacks, its Defense tokens when it defends (Battle, step 4). A
        hint to spend a Defense token lit the Attack tokens too."""
        kind = token_word(self.view, seat).lower()
        return token.startswith(f"{seat}.{kind}.")

    def sandbox_edit(self, drag: Drag, rules_reason: str) -> Edit | str:
        """A free move: onto a Character's column is into that play area (Gear goes
        on the first Character with the slot free), onto a side of the battle into
        that side's Ability Cards."""
        if not self._is_card(drag.card or ""):
            return "dice and tokens stay on the board: set them from their menu (right-click)"
        target = self._rules_zone(drag.target)
        if target.startswith("!"):
            return target[1:]
        if drag.card is None:
            source = self._rules_zone(drag.source)
            place = Place(source, drag.index)
            return Edit(self.editor, "move", zone=target, index=-1, place=place)
        return Edit(self.editor, "move", card=drag.card, zone=target, index=-1)

    def sandbox_settings(self, spec: Any) -> list[tuple[str, Edit]]:
        """The Health die by its faces; a token adds or takes one of its kind; the
        battle's dice as any die the rules rolled (base)."""
        key = getattr(spec, "key", "") or ""
        seat, _, what = key.partition(".")
        view = self.view
        if seat in view.seats and what.startswith(("attack.", "defense.")):
            field = what.split(".")[0] + "_tokens"
            held = getattr(view, field)[seat]
            word = "Attack" if field.startswith("attack") else "Defense"
            out = [
                (
                    f"Take {'an' if word == 'Attack' else 'a'} {word} token away",
                    Edit(self.editor, "set", key=f"{seat}.{field}", value=held - 1),
                )
            ]
            if held < 3:
                out.insert(
                    0,
                    (
                        f"Add a {word} token",
                        Edit(self.editor, "set", key=f"{seat}.{field}", value=held + 1),
                    ),
                )
            return out
        if what == "infinity":
            return []
        return super().sandbox_settings(spec)

    def sandbox_flip(self, drag: Drag) -> Edit | str:
        key = drag.card or ""
        if key.endswith(".infinity"):
            return "the Infinity Die is rolled by its owner, once a game, in their turn"
        if key.startswith(
            tuple(f"{s}.attack." for s in self.view.seats)
            + tuple(f"{s}.defense." for s in self.view.seats)
        ):
            return "use its menu (right-click) to add or take a token"
        return super().sandbox_flip(drag)

    def _rules_zone(self, zone: str) -> str:
        """The rules' zone a table zone shows ("!" and why, where it holds no card)."""
        view = self.view
        owner, place = owner_place(zone)
        if place == "play":
            return f"{owner}.play"
        if place == "board" or zone in (layout.RED_DICE, layout.BLUE_DICE):
            return "!dice and tokens lie there, not cards"
        if zone in (layout.ATTACK_SIDE, layout.DEFENSE_SIDE):
            if view.battle is None:
                return "!no battle is being fought"
            seat = view.current if zone == layout.ATTACK_SIDE else view.battle.opponent
            return f"battle.{seat}"
        return zone

    # -- words ------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        return prompts.action_label(self.game, action, self.view, self.seat_name)

    def drop_words(self, meaning: Meaning) -> str:
        if isinstance(meaning, Action) and not isinstance(meaning, Edit):
            return prompts.drop_words(self.game, meaning, self.view, self.seat_name)
        return super().drop_words(meaning)

    def ends_step(self, action: Action) -> str | None:
        return self.label(action) if isinstance(action, prompts.STEP_ENDS) else None

    def caution(self, action: Action) -> str:
        """Ending the turn while a Character of yours could still attack: a player's
        click meant for Finished laying ended it, the fight over by itself and the
        button's words changed under the pointer, and the next player's draw cannot be
        taken back (Battle: each Character attacks once a turn, none must)."""
        if not isinstance(action, EndTurn):
            return ""
        view, seat = self.view, action.seat
        ready = {
            a.attacker for a in self.game.legal_actions(view, seat) if isinstance(a, DeclareBattle)
        }
        if not ready:
            return ""
        return f"{listed(sorted({_name(c) for c in ready}))} can still attack"

    def choice_words(self, action: Action) -> str | None:
        """The moves no gesture makes, as buttons beside the prompt: handing the laying
        over (ruling GG-R23) and the Infinity Die's faces that name no card (Draw 2
        Cards, and which opponent discards 2)."""
        if isinstance(action, HandOver):
            return self.label(action)
        if isinstance(action, InfinityChoice) and not action.card:
            if action.face == "draw_two":
                return "Draw 2 Cards"
            if action.face == "discard_two":
                return f"{self.seat_name(action.target)} discards 2"
        return None

    def title(self, view: Any, movers: dict[str, str]) -> str:
        seat = view.current
        current = movers.get(seat) or (self.seat_name(seat) if seat else "")
        return prompts.title(view, current)

    def prompt_for(self, view: Any, viewer: str | None, can_act: bool) -> str:
        return prompts.prompt(self.game, view, viewer, can_act, self.seat_name)

    def intent_text(self, seat: str, action: Action) -> str:
        return prompts.intent_text(self.game, self.view, action, self.seat_name)

    def explain_fixed(self, piece: Any, card: str | None) -> str | None:
        view = self.view
        if view.step == OVER:
            return "the game is over"
        if card is None or card == HIDDEN:
            return "a face-down card: only its owner may look at it"
        if card == "deck" or card in view.zones["deck"]:
            return "the deck deals by itself at the start of each turn"
        me = self.viewer
        if me is not None and card in view.zones.get(f"{me}.hand", ()):
            return self._why_not_now(me, card)
        return None

    def totals(self, state: Any) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """Winning the Game: each player's Genetic Markers, and their Health, which
        settles a tie of markers."""
        from petridish.games.genegrafter.table_facts import score

        cards = self.game.cards
        rows = [
            (self.seat_name(s), str(score(cards, state, s)), str(state.health.get(s, 0)))
            for s in state.seats
        ]
        return ("Player", "Genetic Markers", "Health"), rows

    def _why_not_now(self, me: str, card: str) -> str:
        """Why a card of your hand cannot be played now, the card's own reason: a Gear
        names the Characters and the body slot in the way; an Ability Card says when
        it is laid (rulebook "Gear Cards", "Battle")."""
        view, kind = self.view, self.game.cards.kind_of(card)
        if kind == "character" and view.step == PLAY and view.current == me:
            reason = self.game.check(self.controller.state, PlayCharacter(me, card))
            if reason:  # three played already
                return reason
        if kind == "gear" and view.step == PLAY and view.current == me:
            hosts = facts.in_play(view, me)
            if not hosts:
                return "Gear goes on one of your Characters in play: play a Character first"
            state = self.controller.state
            reasons = [self.game.check(state, EquipGear(me, card, h)) for h in hosts]
            said = list(dict.fromkeys(r for r in reasons if r))
            if said:
                return "; ".join(said)
        if kind == "ability":
            if view.step == LAY and view.battle and view.battle.fight:
                return (
                    f"{self.seat_name(view.battle.fight.to_lay)} lays next: wait your turn to lay"
                )
            return (
                "an Ability Card is laid face down in a battle, once the defender is "
                "named: when you attack, or are attacked"
            )
        return _hand_reason(kind)


def _hand_reason(kind: str) -> str:
    """Why a card from the hand cannot go anywhere now (rulebook "Turn Phases")."""
    return {
        "character": "Characters are played at the start of your turn, before the battles",
        "gear": "Gear is equipped while you play your Characters",
        "ability": "an Ability Card is laid face down in a battle",
    }.get(kind, "that is not a move")


def _count(cards: tuple[str, ...], i: int) -> str:
    """A pile shows how many cards it holds on its top card."""
    return str(len(cards)) if i == len(cards) - 1 else ""


def _die_order(key: str) -> tuple[str, int]:
    word, _, n = key.partition(".")
    return word, int(n) if n.isdigit() else 0


def _name(card: str) -> str:
    return GAME.cards.card(card).name


def _where(view: State, card: str) -> str:
    return next((z for z, cards in view.zones.items() if card in cards), "")


def _infinity_tip(cs: Any, view: State, seat: str, used: bool) -> str:
    """The Infinity Die's tooltip: rolled, or how it is rolled and which of its faces
    would find nothing to act on now (a new player's roll came up DNA Marker with
    nothing in their Gene Pool, unwarned)."""
    if used:
        # Which face it came up, by its name: the die itself reads "Res", "+2"...
        rolled = view.dice.get(f"infinity.{seat}")
        if rolled is None:
            return "Infinity Die: rolled, once a game"
        face = infinity.face_word(INFINITY_FACES[rolled.value - 1])
        face = face if face.endswith("face") else f"{face} face"
        return f"Infinity Die: rolled, once a game, showing its {face}"
    tip = "Infinity Die: roll it once a game, in your turn (click it)"
    idle = infinity.idle_words(cs, view, seat)
    return f"{tip}. {idle[0].upper()}{idle[1:]}." if idle else tip


def _state_word(view: State, seat: str, character: str, fight: Any) -> str:
    """The badge on ``seat``'s Character in play: in the fight now, unable to attack
    (in its player's turn: the only one it attacks in), or damaged. A fatigued
    Character may still defend ("Play Character Cards"): on another's mat, "fatigued"
    hid that it was damaged, the one thing about it that mattered then."""
    if fight is not None and character == fight.attacker:
        return "attacking"
    if fight is not None and character == fight.defender:
        return "defending"
    if view.battle is not None and character in view.battle.waiting:
        return "sent"
    if seat == view.current and character in view.fatigued:
        return "fatigued"
    if seat == view.current and character in view.attacked:
        # Not "attacked": a player read it as attacked by another, that is, damaged.
        return "has attacked"
    if character in view.damaged:
        # Turned sideways too ("Battle", step 8), but on a card this small the turn
        # alone was missed, its names across it.
        return "damaged"
    return ""


def _character_tip(view: State, card: str) -> str:
    """A Character in play, in a line or two: its powers and Genetic Marker colours
    with its grafts, the Gear it wears and the dice it adds (the preview shows the
    Character's card alone: a player hovering it asked what its Gear gave), and whether
    it is damaged or fatigued."""
    cs = GAME.cards
    powers = ", ".join(carddata.POWER_NAMES.get(p, p) for p in sorted(facts.powers(cs, view, card)))
    colours = "/".join(c.capitalize() for c in sorted(facts.marker_colours(cs, view, card)))
    words = [powers, f"{colours} marker"]
    for gear in facts.gear_on(cs, view, card):
        sides = ((gear.attack, "attack"), (gear.defense, "defense"))
        gives = ", ".join(f"+{n} {side}" for n, side in sides if n)
        words.append(f"wears {gear.name}" + (f" ({gives})" if gives else ""))
    if card in view.damaged:
        words.append("damaged")
    if card in view.fatigued:
        words.append("fatigued: cannot attack this turn")
    return " · ".join(words)


def _template() -> Any:
    from petridish.games.genegrafter.art import TEMPLATE

    return TEMPLATE
