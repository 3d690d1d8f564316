"""The A.D.A.P.T. presenter: each fish's mat, the Gene Stream, the dice, and what a drag
means in the rules.

Drags: a Gene Stream card onto your fish (its Body, a Part location, or the fish
itself) buys and adapts it, onto your Gene Pool buys and keeps it; a Gene Pool card onto
your fish adapts it; your Body onto another fish attacks it; a Guppy onto your Body
starts with it; during a Random Selection of your choice, a Gene Stream card onto your
fish takes it. Everything else is in Your moves and the right-click menu.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from petridish.core.actions import Action, Edit
from petridish.core.gesture import Drag
from petridish.core.material import where
from petridish.core.words import listed
from petridish.games.adapt import drop_words, layout, prompts, words
from petridish.games.adapt.adapting import adapt_problem
from petridish.games.adapt.attack_panel import AttackPanel
from petridish.games.adapt.die_caption import EXPERIENCE, DieCaption
from petridish.games.adapt.fish_item import FishItem
from petridish.games.adapt.recent_attacks import Attacks, since_last_turn
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import (
    ATTACK,
    BODY,
    CHECK,
    CHOOSE,
    DECK,
    DISCARD,
    GUPPIES,
    GUPPY,
    LOCATIONS,
    OVER,
    PERCENTILE,
    PGP,
    STREAM,
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    EndTurn,
    PickCard,
    Rest,
    Special,
    State,
    Wipe,
    die_key,
    seat_zone,
)
from petridish.table.controller import TableController
from petridish.table.faces import FaceCache
from petridish.table.piece import PieceItem
from petridish.table.presenter import Meaning, Presenter
from petridish.table.scene import TableScene
from petridish.table.specs import CardSpec, DieSpec, PercentileSpec, Spec, TokenSpec
from petridish.table.zone import ZoneItem

TENS = tuple(f"{n}0" if n else "00" for n in range(10))
UNITS = tuple(str(n) for n in range(10))
DAMAGE_RED = "#B8322A"
COOLDOWN_GREY = "#5A6270"
POISON_GREEN = "#4F9D2D"
DISCARD_NAMED = 6  # cards of the discard pile its tip names, top first; then "and 4 more"


def owner_place(zone: str) -> tuple[str, str]:
    """'coral.jaws' -> ('coral', 'jaws'); 'stream.2' -> ('stream', '2'); 'deck' -> ('', 'deck')."""
    head, _, rest = zone.partition(".")
    return (head, rest) if rest else ("", head)


class AdaptPresenter(Presenter):
    game = GAME

    def __init__(self, scene: TableScene, controller: TableController, faces: FaceCache) -> None:
        self.template = _template()
        self.fish_items: dict[str, FishItem] = {}
        # Kept here: a plain graphics item made in Python is gone once nothing holds it.
        self.captions: list[DieCaption] = []
        super().__init__(scene, controller, faces)

    # -- the table --------------------------------------------------------------------
    def _own_body(self, seat: str) -> PieceItem | None:
        """The Body card under ``seat``'s fish, where the fish is the viewer's own: a
        player who drags their fish at another means to attack with it, which is
        dragging its Body (the table panned instead)."""
        if seat != self.viewer:
            return None
        cards = self.zones[seat_zone(seat, BODY)].items()
        return cards[-1] if cards else None

    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        seats = self.seats
        zones = layout.build(scene, seats, {s: self.seat_name(s) for s in seats})
        for seat in seats:
            zone = zones[layout.fish_zone(seat)]
            rect = zone.scene_rect()
            item = FishItem(rect.width() - 20, rect.height() - 34, scene.cache_dir)
            item.setPos(rect.left() + 10, rect.top() + 28)
            item.stands_for = functools.partial(self._own_body, seat)
            scene.addItem(item)
            self.fish_items[seat] = item
            # The Experience die, first of the mat's dice, is named under it.
            dice = zones[layout.dice_zone(seat)]
            row = dice.mapRectToScene(dice.content_rect())
            top = row.top() + layout.DIE
            caption = DieCaption(EXPERIENCE, row.width(), dice.scene_rect().bottom() - top)
            caption.setPos(row.left(), top)
            scene.addItem(caption)
            self.captions.append(caption)
        x, y = layout.attack_panel_pos(len(seats))
        width = layout.PANEL_W
        if len(seats) == 2:
            # Two fish: the whole width under the common area is free, and an attack
            # spelled out on one line keeps the panel within its place (two lines each
            # ran it over the mats' names).
            width, x = x + layout.PANEL_W, 0.0
        self.panel = AttackPanel(width)
        self.panel.setPos(x, y)
        scene.addItem(self.panel)
        return zones

    # -- pieces as the viewer sees them ---------------------------------------------
    def card_tip(self, cid: str, up: bool = True) -> str:
        c = self.game.cards.design(cid)
        what = "Guppy" if c.kind == "guppy" else f"Level {c.level} {c.kind.capitalize()}"
        return f"{c.name}: {what}" + (f", {c.cost} Experience" if c.cost else "")

    def layout_for(self, view: State) -> dict[str, list[Spec]]:
        out: dict[str, list[Spec]] = {name: [] for name in self.zones}
        for zone, cards in view.zones.items():
            if zone not in out:
                continue
            place = owner_place(zone)[1]
            scale = {
                BODY: layout.BODY_SCALE,
                PGP: layout.PGP_SCALE,
                GUPPIES: layout.GUPPY_SCALE,
            }.get(place, layout.PART_SCALE if place in LOCATIONS else 1.0)
            # Ruling ADAPT-R27: the discard pile lies face down (the rulebook's Wipe),
            # and anyone may look through it: its tip names what it holds.
            up = zone != DISCARD
            tip = "" if up else self._discard_tip(cards)
            for cid in cards:
                drag = self.may_lift(cid, zone)
                name = words.card_name(self.game, cid)
                spec = self.card_spec(
                    cid,
                    up=up,
                    drag=drag,
                    scale=scale,
                    name=name,
                    name_from=layout.NAME_FROM,
                    name_down=layout.NAME_DOWN,
                )
                if tip:
                    spec = replace(spec, tip=tip)
                out[zone].append(spec)
        fresh = self._fresh_rolls()
        for seat in view.seats:
            out[layout.dice_zone(seat)] = self._dice(view, seat, fresh)
        return out

    def _discard_tip(self, cards: Sequence[str]) -> str:
        """The discard pile looked through, its top card first: "The discard pile, face
        down (anyone may look through it), top first: Clownfish, Mudskipper and 2 more"."""
        names = [self.game.cards.design(c).name for c in reversed(cards)]
        shown = names[:DISCARD_NAMED]
        more = len(names) - len(shown)
        said = listed([*shown, f"{more} more"] if more else shown)
        return f"The discard pile, face down (anyone may look through it), top first: {said}"

    def _fresh_rolls(self) -> set[str]:
        """The dice rolled by the move just made (their keys in ``State.dice``): they
        tumble as they land. In a replay nothing was just rolled."""
        if self.controller.replay_at is not None:
            return set()
        fresh = set()
        for e in self.controller.last_events:
            if e.get("kind") == "roll" and e.get("purpose") not in ("tens", "units"):
                fresh.add(die_key(e["seat"], e["purpose"]))
            elif e.get("kind") == "percentile":
                fresh.add(die_key(e["seat"], PERCENTILE))
        return fresh

    def _dice(
        self,
        view: State,
        seat: str,
        fresh: set[str],
    ) -> list[Spec]:
        """A fish's dice doing the rulebook's jobs, and the dice it last rolled as they
        lie in the position shown."""
        fish = view.fish[seat]
        colour = self.seat_colour(seat)
        size = layout.DIE
        out: list[Spec] = [
            DieSpec(
                f"{seat}.xp",
                20,
                max(0, fish.xp - 1),
                colour,
                size=size,
                tip=f"Experience {fish.xp} of 20",
            ),
            DieSpec(
                f"{seat}.damage",
                UNITS,
                fish.damage % 10,
                DAMAGE_RED,
                size=size,
                tip=f"Damage {fish.damage}",
            ),
        ]
        if fish.damage > 9:  # the tens die joins once Damage passes 9
            out.append(
                DieSpec(
                    f"{seat}.damage10",
                    TENS,
                    min(9, fish.damage // 10),
                    DAMAGE_RED,
                    size=size,
                    tip=f"Damage {fish.damage}",
                )
            )
        attack = view.dice.get(die_key(seat, ATTACK))
        if attack is not None:
            body = view.zones[seat_zone(seat, BODY)]
            guppy = bool(body) and self.game.cards.design(body[-1]).kind == "guppy"
            shown = words.guppy_roll(attack.value) if guppy else f"{attack.value} of {attack.sides}"
            out.append(
                DieSpec(
                    f"{seat}.attack",
                    attack.sides,
                    attack.value - 1,
                    size=size,
                    rolled=die_key(seat, ATTACK) in fresh,
                    tip=f"Last attack roll: {shown}",
                )
            )
        check = view.dice.get(die_key(seat, CHECK))
        if check is not None:
            out.append(
                DieSpec(
                    f"{seat}.check",
                    10,
                    check.value - 1,
                    "#2E6F8E",
                    size=size,
                    rolled=die_key(seat, CHECK) in fresh,
                    tip=f"Last {check.purpose.title()} roll: {check.value}",
                )
            )
        has = self.game.board(view).totals(seat).specials if fish.cooldowns else ()
        for ability, turns in sorted(fish.cooldowns.items()):
            if turns > 0:
                rests = f"{ability.capitalize()} rests {turns} more turn{'s' * (turns != 1)}"
                if ability not in has:  # its card replaced: the rest goes on (ADAPT-R29)
                    rests += ", though no card of this fish grants it now"
                out.append(
                    DieSpec(
                        f"{seat}.cooldown.{ability}",
                        6,
                        min(5, turns - 1),
                        COOLDOWN_GREY,
                        size=size,
                        tip=rests,
                    )
                )
        for n in range(fish.poison):
            out.append(
                TokenSpec(
                    f"{seat}.poison.{n}",
                    "☠",
                    POISON_GREEN,
                    "circle",
                    tip=f"Poisoned: {fish.poison} damage at the start of its turn",
                )
            )
        # The percentile pair last: two dice wide, it would lie over the die after it.
        pct = view.dice.get(die_key(seat, PERCENTILE))
        if pct is not None:
            out.append(
                PercentileSpec(
                    f"{seat}.percentile",
                    pct.value,
                    die_key(seat, PERCENTILE) in fresh,
                    size=size,
                    tip=f"Last Random Selection roll: {pct.value}",
                )
            )
        return out

    def decorate(self, view: State, animated: bool) -> None:
        b = self.game.board(view)
        for seat, item in self.fish_items.items():
            stack = view.zones[seat_zone(seat, BODY)]
            body = self.game.cards.design(stack[-1]) if stack else None
            parts = {
                loc: self.game.cards.design(view.zones[seat_zone(seat, loc)][-1])
                for loc in LOCATIONS
                if view.zones[seat_zone(seat, loc)]
            }
            fish = view.fish[seat]
            line = self._scores(b, seat) if stack else "no Guppy yet"
            if fish.defeated:
                line = "Defeated"
            elif fish.hidden:
                line += " · hidden"
            item.show_fish(body, parts, self.seat_colour(seat), line, fish.defeated, seat)
        self.panel.show_attacks(self._recent_attacks())

    def _scores(self, b: Any, seat: str) -> str:
        t = b.totals(seat)
        health = b.health(seat)
        left = max(0, b.left(seat))
        parts = [f"Health {left}/{health}", f"Ferocity {t.ferocity}", f"Survival {t.survival}"]
        for label, value in (("Lethality", t.lethality), ("Armor", t.armor)):
            if value:
                parts.append(f"{label} {value}")
        if t.counter_attack:
            parts.append(f"Counter {t.counter_attack}")
        # A score wraps whole onto the next line, never its name from its number.
        return " · ".join(part.replace(" ", "\u00a0") for part in parts)

    def _recent_attacks(self) -> Attacks:
        """The attacks since the viewer's last turn, as the viewer may see them, up to
        the position shown (in a replay too)."""
        c = self.controller
        upto = c.replay_at if c.replay_at is not None else len(c.session.steps)
        steps = c.session.steps[:upto]
        return since_last_turn(self.game, steps, self.view, self.viewer, c.names)

    # -- gestures ---------------------------------------------------------------------
    def gesture(self, drag: Drag) -> Meaning:
        view, me = self.view, self.viewer
        if me is None:
            return "wait for your turn"
        src_owner, src_place = owner_place(drag.source)
        dst_owner, dst_place = owner_place(drag.target)
        on_me = dst_owner == me and (dst_place in (BODY, "fish", *LOCATIONS))
        card = drag.card or ""
        if view.step == GUPPY:
            if drag.source == GUPPIES and on_me:
                return ChooseGuppy(me, self.game.cards.design(card).id)
            return "choose a Guppy: drag it onto your Body"
        if src_owner == STREAM:
            if view.step == CHOOSE:
                return PickCard(me, card) if on_me or dst_place == PGP else "drop it on your fish"
            if dst_owner == me and dst_place == PGP:
                return Buy(me, card, keep=True)
            if on_me:
                return self._buy_onto_fish(me, card)
            return "drop it on your fish to buy and adapt it, or on your Gene Pool to keep it"
        if src_owner == me and src_place == PGP:
            if on_me:
                return Adapt(me, card)
            return "drop it on your fish to adapt it"
        if src_owner == me and src_place == BODY:
            if dst_owner in view.fish and dst_owner != me:
                return Attack(me, dst_owner)
            return "drop your fish on another fish to attack it"
        if src_owner == me and src_place in LOCATIONS and dst_owner in view.fish:
            return self._special(me, card, "" if dst_owner == me else dst_owner)
        if src_owner in view.fish and src_owner != me:  # lifted: an attack is about it
            return self._not_yours(src_owner)
        return "that is not a move"

    def _buy_onto_fish(self, me: str, card: str) -> Meaning:
        """A Gene Stream card dropped on the fish: bought and adapted. One too high to
        adapt yet is refused, with why and where it may go: the rules would put it in
        the Gene Pool at its price (rulebook line 39), which a drop on the fish did not
        say (a new player dropped a Part on its place and saw it, and most of their
        Experience, go to the Gene Pool). The moves list offers it only so, as keeping."""
        buy = Buy(me, card, keep=False)
        board = self.game.board(self.controller.state)
        design = board.card(card)
        problem = adapt_problem(board, me, design, design.cost)
        if problem is None or self.controller.check(buy):
            return buy  # adapted at once, or refused by the rules for their own reason
        why = f"{design.name} can't be adapted yet: {problem}"
        if self.controller.check(Buy(me, card, keep=True)) is None:
            return f"{why}. Drop it on your Gene Pool to keep it for {design.cost} Experience"
        return why

    def _special(self, me: str, card: str, target: str) -> Meaning:
        """A Part that grants a Special Action, dropped on a fish: that action, on that
        fish if it takes one (Bait, School), else on one's own."""
        state = self.controller.state
        uses = [
            a
            for a in self.game.legal_actions(state, me)
            if isinstance(a, Special) and card in self.game.about(state, a)
        ]
        for action in uses:
            if action.target == target:
                return action
        if uses:
            first = uses[0]
            where = "on another fish" if first.target else "on your own fish"
            return f"drop it {where} to use {first.ability.capitalize()}"
        return "that is not a move"

    def activation(self, drag: Drag) -> Action | None:
        """A double-click: a Gene Stream card is bought and adapted (taken, in a Random
        Selection of your choice), a Gene Pool card adapted, a Guppy chosen, and a card
        of your fish whose Special Action needs no other fish used (Bait and School,
        which name one, are dropped on it)."""
        me, view = self.viewer, self.view
        if me is None or drag.card is None:
            return None
        owner, place = owner_place(drag.source)
        if view.step == GUPPY and drag.source == GUPPIES:
            return ChooseGuppy(me, self.game.cards.design(drag.card).id)
        if owner == STREAM:
            return PickCard(me, drag.card) if view.step == CHOOSE else Buy(me, drag.card)
        if owner == me and place == PGP:
            return Adapt(me, drag.card)
        if owner == me and place in LOCATIONS:
            # A new player, pointed by the hint at the Part whose Shock it meant,
            # double-clicked it and was told "not now".
            used = self._special(me, drag.card, "")
            return used if isinstance(used, Special) else None
        return None

    def sandbox_edit(self, drag: Drag, rules_reason: str) -> Edit | str:
        if drag.card is None:
            return "the deck's cards are moved by the rules only"
        if not isinstance(self.board.spec(self.board.item(drag.card)), CardSpec):
            return "a fish's dice stay on its mat: set them from their menu (right-click)"
        target = drag.target
        if target.endswith(".fish"):  # onto the fish as a whole: its Body or the Part's place
            owner = owner_place(target)[0]
            card = self.game.cards.design(drag.card)
            target = seat_zone(owner, BODY if card.kind != "part" else card.location)
        if target.endswith(".dice"):
            return "dice hold no cards"
        return Edit(self.editor, "move", card=drag.card, zone=target, index=-1)

    def sandbox_settings(self, spec: Any) -> list[tuple[str, Edit]]:
        """Experience by its d20's faces; Damage and poison one at a time."""
        key = getattr(spec, "key", "") or ""
        seat, _, what = key.partition(".")
        if seat not in self.view.fish:
            return []
        fish = self.view.fish[seat]
        if what in ("damage", "damage10"):
            edits = [
                (
                    "Add one damage",
                    Edit(self.editor, "set", key=f"{seat}.damage", value=fish.damage + 1),
                )
            ]
            if fish.damage:
                edits.append(
                    (
                        "Take one damage away",
                        Edit(self.editor, "set", key=f"{seat}.damage", value=fish.damage - 1),
                    )
                )
            return edits
        if what.startswith("poison"):
            edits = []
            if fish.poison < 2:
                edits.append(
                    (
                        "Add one poison",
                        Edit(self.editor, "set", key=f"{seat}.poison", value=fish.poison + 1),
                    )
                )
            edits.append(
                (
                    "Take one poison away",
                    Edit(self.editor, "set", key=f"{seat}.poison", value=fish.poison - 1),
                )
            )
            return edits
        if what in ("xp", "attack", "check", "percentile"):  # (a die rolled: Roll, too)
            return super().sandbox_settings(spec)
        return []

    def sandbox_flip(self, drag: Drag) -> Edit | str:
        spec = self.board.spec(self.board.item(drag.card)) if drag.card else None
        key = getattr(spec, "key", "") or ""
        seat, _, what = key.partition(".")
        if seat in self.view.fish and what == "xp":
            return super().sandbox_flip(drag)
        if seat in self.view.fish and what in ("damage", "damage10"):
            value = self.view.fish[seat].damage + 1
            return Edit(self.editor, "set", key=f"{seat}.damage", value=value)
        if isinstance(spec, DieSpec | PercentileSpec):
            if self.rolled(spec):
                return Edit(self.editor, "roll", key=spec.key)
            return "the rules count this die down, turn by turn"
        if drag.source in (DECK, DISCARD):  # the rules say why a pile does not turn over
            return Edit(self.editor, "flip", zone=drag.source)
        return "A.D.A.P.T.'s cards lie face up: there is nothing to turn over"

    # -- words ------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        return prompts.action_label(action, self.view, self.seat_name)

    def drop_words(self, meaning: Meaning) -> str:
        """What a drop does, as the rules will decide it (a card too high to adapt yet
        goes into the Gene Pool, wherever it is dropped)."""
        if isinstance(meaning, Action) and not isinstance(meaning, Edit):
            board = self.game.board(self.controller.state)
            return drop_words.says(meaning, board, self.seat_name) or self.label(meaning)
        return super().drop_words(meaning)

    def ends_step(self, action: Action) -> str | None:
        """Ending the turn: when baited, once done buying and adapting, or resting when
        no other move is left (ruling ADAPT-R12); and wiping the Gene Stream, the turn's
        action that buys nothing (rulebook "Action Options"): a button beside the prompt."""
        if isinstance(action, Wipe):
            return "Wipe the Gene Stream"
        return self.label(action) if isinstance(action, EndTurn | Rest) else None

    def prompt_for(self, view: Any, viewer: str | None, can_act: bool) -> str:
        return prompts.prompt(view, viewer, can_act, self.seat_name)

    def intent_text(self, seat: str, action: Action) -> str:
        return prompts.intent_text(seat, action, self.view, self.seat_name)

    def explain_fixed(self, piece: Any, card: str | None) -> str | None:
        view = self.view
        if view.step == OVER:
            return "the game is over"
        if card is None:
            return "the deck deals into the Gene Stream by itself"
        for zone in (DECK, DISCARD):
            if card in view.zones.get(zone, ()):
                return "the discard pile goes back into the deck only when the deck runs out"
        return self._why_not_taken(card) or self._why_fish_stays(card)

    def _why_not_taken(self, card: str) -> str | None:
        """A Gene Stream or Gene Pool card the viewer may not take now: the rules'
        own reason (ruling ADAPT-R28)."""
        me = self.viewer
        if me is None or not self.controller.can_act(me):
            return None
        owner, place = owner_place(where(self.view.zones, card))
        if owner == STREAM:
            return self.controller.check(Buy(me, card, keep=True))
        if owner == me and place == PGP:
            return self.controller.check(Adapt(me, card))
        return None

    def _why_fish_stays(self, card: str) -> str | None:
        """A fish's Body or Part that does not move now: whose fish it is, or the rules'
        own reason the viewer's fish may not attack with it ("Attacking", "Can't Act")
        or use its Special Action (ruling ADAPT-R28)."""
        me, view = self.viewer, self.view
        if me is None:
            return None
        owner, place = owner_place(where(view.zones, card) or "")
        if owner not in view.fish or (place != BODY and place not in LOCATIONS):
            return None
        if owner != me:
            return self._not_yours(owner)
        others = [s for s in view.seats if s != me]
        if place == BODY:
            return self._why_none({t: Attack(me, t) for t in others})
        ability = self.game.cards.design(card).special
        if not ability:
            return "a Part stays on your fish: it grants no Special Action to use"
        targets = others if ability in ("bait", "school") else [""]
        return self._why_none({t: Special(me, ability, t) for t in targets})

    def _not_yours(self, owner: str) -> str:
        """Another fish's Body or Part, picked up: whose it is, and how to attack it."""
        return f"that is {self.seat_name(owner)}'s fish: drag your own Body onto it to attack"

    def _why_none(self, tries: dict[str, Action]) -> str | None:
        """Why none of ``tries`` (by target) may be played: the reason they share (it is
        someone else's turn, a Guppy's Ferocity, a Bait to answer), else each target's."""
        said = {t: self.controller.check(a) for t, a in tries.items()}
        if not all(said.values()):
            return None
        reasons = list(dict.fromkeys(said.values()))
        if len(reasons) == 1:
            return reasons[0]
        return "; ".join(f"{self.seat_name(t)}: {r}" for t, r in said.items())

    def totals(self, state: Any) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """Winning & Losing: each fish's Health left (0 once defeated), the race the
        game is, and whether it is still in the Sea."""
        board = self.game.board(state)
        rows = []
        for seat in state.seats:
            defeated = state.fish[seat].defeated
            left = 0 if defeated else max(0, board.left(seat))
            rows.append((self.seat_name(seat), str(left), "defeated" if defeated else "in the Sea"))
        return ("Fish", "Health left", "At the end"), rows


def _template() -> Any:
    from petridish.games.adapt.art import TEMPLATE

    return TEMPLATE
