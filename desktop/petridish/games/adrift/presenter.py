"""The ADRIFT presenter: the boat and its places, the sea, the dice, the screens, and
what a drag, a click or a double-click means in the rules.

Drags: your token onto an empty place moves you there (rulebook "Move Seats"; at the
start, it is where you sit); onto someone's place, it offers them a trade of places
(a fight for the place is in its menu). An item from your screen onto a castaway's
place or screen gives it to them ("Trade/Give"), onto the bin you keep stows it, onto
the sea throws it overboard. An item out of the bin you keep onto your screen or your
place takes it out, onto the sea throws it overboard (ruling AD-R03); an item lying in
a place, onto your screen, picks it up; one floating in the sea, onto your screen, your
place or the boat, is jumped in for ("Retrieve Overboard"). A body onto the sea throws
it overboard.

Double-clicks: your fishing pole, oar or bucket does its job ("Jobs"), and so does the
net, the rowing gloves or the compass that adds to it (or says what it lacks); food,
drink or a first aid kit is used; a broken item in your place is repaired; your own
token swims for the boat when you are overboard and haunts it when you are dead; a body
is carved.
At the meal, a click on one of your ration cards eats it, in secret ("Eat").
Buttons beside the prompt: a fight's roll or giving up, the winner's choice, stopping a
kill, a swim and a haunt, and the step's end (Done for today, Let it happen).
Everything else is in Your moves and the right-click menu.

It reads only the controller's view, so a screen, a bin or a tracker shows nothing to
anyone but its owner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from petridish.core.actions import Action, Edit, Pass
from petridish.core.gesture import Drag, Part
from petridish.games.adrift import facts, layout, prompts
from petridish.games.adrift.hull import HullItem
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import (
    DAY,
    DAY_DICE,
    HIDDEN,
    KEEPERS,
    LOCKED,
    MEAL_STEP,
    PLACES,
    RATION_CARDS,
    SEATING,
    WATER_TOP,
    Carve,
    CatchFish,
    Eat,
    Give,
    Haunt,
    PickUp,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    Settle,
    State,
    Stow,
    SwapSeats,
    Swim,
    TakeFromBin,
    TakeSeat,
    ThrowBody,
    Toss,
    UseItem,
)
from petridish.table.controller import TableController
from petridish.table.faces import FaceCache
from petridish.table.panel import TextPanel
from petridish.table.presenter import Meaning, Presenter
from petridish.table.scene import TableScene
from petridish.table.specs import ON_TABLE, CounterSpec, DieSpec, Spec, TokenSpec, TrackSpec
from petridish.table.zone import ZoneItem

LOCKED_RED, ACTIVE_IVORY, SEA_GREEN = "#8E2C23", None, "#2F6F73"
RATION_PAPER = "#E8DDC4"
BINS = ("bin.1", "bin.2")
# A job's tool, double-clicked, does the job (rulebook "Jobs").
TOOL_JOBS = {"pole": CatchFish, "oar": Row, "bucket": RemoveWater}
JOB_VERBS = {"pole": "fish for the boat", "oar": "row", "bucket": "remove water"}
# What only adds to a job (ruling AD-R21), double-clicked, tries that job: it is done
# with the tool beside it, or refused with the reason (no pole, no oar).
HELPER_JOBS = {"net": CatchFish, "gloves": Row, "compass": Row}
# What an item does, for a double-click on one that plays nothing by itself.
USE_HINTS = {
    "knife": "the knife carves a body (double-click the body) and can kill in a fight",
    "rope": "rope helps a swimmer back, and subdues or kills in a fight (Your moves)",
    "tape": "electrical tape repairs a broken item: double-click the item in your place",
    "flare_gun": "the flare gun with a flare signals for rescue (Your moves)",
    "flare": "a flare, in the flare gun, signals for rescue (Your moves)",
    "life_saver": "a life saver helps a swimmer back to the boat (Your moves)",
}
USED = ("food", "drink", "first_aid")


def token_key(seat: str) -> str:
    return f"castaway.{seat}"


def token_seat(key: str) -> str:
    """'castaway.red' -> 'red' ('' for anything else)."""
    head, _, seat = key.partition(".")
    return seat if head == "castaway" else ""


def token_letters(names: Sequence[str]) -> list[str]:
    """The letters on each castaway's token, all different: the name's first two
    ("Ana" -> "An"), or where that is taken already ("Blue", then "Black"), its first
    letter with the first later one no token has yet ("Ba"), else with a digit."""
    out: list[str] = []
    for name in names:
        word = "".join(name.split()) or "?"
        tried = [word[:2], *(word[0] + c for c in word[2:]), *(word[0] + str(n) for n in range(10))]
        taken = {t.casefold() for t in out}
        out.append(next((t for t in tried if t.casefold() not in taken), word[:2]))
    return out


def place_of_zone(zone: str) -> int:
    """'place.3' -> 3 (0 for any other zone)."""
    head, _, n = zone.partition(".")
    return int(n) if head == "place" and n.isdigit() else 0


class AdriftPresenter(Presenter):
    game = GAME
    secret_word = "screen"  # a castaway's items lie behind their screen

    def __init__(self, scene: TableScene, controller: TableController, faces: FaceCache) -> None:
        self.template = _template()
        self._dice_seen: dict[str, Any] = {}
        super().__init__(scene, controller, faces)

    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        seats = self.seats
        self.hull = HullItem(layout.hull_rect(), layout.BOW)
        scene.addItem(self.hull)
        zones = layout.build(scene, seats, {s: self.seat_name(s) for s in seats})
        x, y, width, room = layout.panel_box()
        self.panel = TextPanel(width, room, layout.PANEL_SCALE)
        self.panel.setPos(x, y)
        scene.addItem(self.panel)
        return zones

    def shapes(self) -> dict[str, tuple[float, float]]:
        return {shape: layout.extent(self.seats, shape) for shape in layout.SHAPES}

    def arrange(self, shape: str) -> None:
        layout.arrange(self.zones, self.seats, shape)

    # -- pieces as the viewer sees them ---------------------------------------------
    def card_tip(self, card: str, up: bool = True) -> str:
        """An item's state, which its face does not show: broken, or floating away."""
        view = self.view
        if card in view.broken:
            return f"{self.game.items.name(card)}: broken (double-click it to repair it)"
        if card in view.zones.get("sea", ()):
            return f"{self.game.items.name(card)}: floating, gone at nightfall"
        use = self.game.items.use(card)
        if use in JOB_VERBS and card in view.zones.get(facts.hand(self.viewer or ""), ()):
            # Focused (and for yourself) is in the right-click menu alone: say so.
            ways = "focused, or for yourself" if use == "pole" else "focused"
            return (
                f"{self.game.items.name(card)}: double-click to {JOB_VERBS[use]};"
                f" right-click for the other ways ({ways})"
            )
        return ""

    def layout_for(self, view: State) -> dict[str, list[Spec]]:
        out: dict[str, list[Spec]] = {name: [] for name in self.zones}
        fresh = self._fresh(view)
        mine = self._my_token_moves()
        for seat in view.seats:
            zone = self._token_zone(view, seat)
            if not zone:
                continue
            out[zone].append(self._token(view, seat, seat == self.viewer and mine))
            die = view.dice.get(f"d8.{seat}")
            if die is not None:
                out[zone].append(self._d8(seat, die, f"d8.{seat}" in fresh))
        for place in PLACES:
            zone = layout.place_zone(place)
            out[zone] += [self._item(c, zone) for c in view.zones[zone]]
        out["sea"] += [self._item(c, "sea") for c in view.zones["sea"]]
        for zone in BINS:
            out[zone] = [self._item(c, zone) for c in view.zones[zone]]
        for seat in view.seats:
            zone = facts.hand(seat)
            out[zone] = [self._item(c, zone, hand=True) for c in view.zones[zone]]
        out[layout.DAY_DICE] = self._day_dice(view, fresh)
        out[layout.ROLLS] = self._rolls(view, fresh)
        out[layout.BOAT] = self._boat(view)
        out[layout.MEAL] = self._ration_cards(view)
        out[ON_TABLE] = self._tracks(view)
        return out

    def _token_zone(self, view: State, seat: str) -> str:
        """Where a castaway's token lies: their place, or the sea; before everyone has
        sat down, still to board ('' once their body is gone overboard)."""
        if seat in view.overboard:
            return "sea"
        place = view.place.get(seat, 0)
        if place:
            return layout.place_zone(place)
        return layout.BOARDING if view.step == SEATING else ""

    def _token(self, view: State, seat: str, draggable: bool) -> TokenSpec:
        dead = seat in view.dead
        body = dead and self._may_throw(seat)
        seats = list(self.seats)
        letters = token_letters([self.seat_name(s) for s in seats])
        return TokenSpec(
            token_key(seat),
            letters[seats.index(seat)],
            self.seat_colour(seat),
            self.seat_shape(seat),
            draggable=draggable or body,
            size=layout.TOKEN,
            tip=self._castaway_tip(view, seat),
            fallen=dead,
        )

    def _castaway_tip(self, view: State, seat: str) -> str:
        """What everyone knows of a castaway (never their tracker)."""
        words = [self.seat_name(seat)]
        place = view.place.get(seat, 0)
        if seat in view.dead:
            words.append("dead: the body lies here" if place else "dead")
        elif seat in view.overboard:
            words.append("overboard: swimming")
        elif place:
            duty = layout.PLACE_DUTY.get(place)
            words.append(f"place {place}" + (f" ({duty})" if duty else ""))
        if seat in view.subdued:
            words.append("subdued")
        if view.sick.get(seat):
            n = view.sick[seat]
            words.append(f"sick, {n} day{'s' if n != 1 else ''} left")
        if seat in view.insane:
            words.append("insane")
        return " · ".join(words)

    def _d8(self, seat: str, die: Any, rolled: bool) -> DieSpec:
        return DieSpec(
            f"d8.{seat}",
            8,
            die.value - 1,
            size=layout.D8,
            rolled=rolled,
            tip=f"{self.seat_name(seat)}'s last roll: {die.value} ({die.purpose})",
        )

    def _item(self, card: str, zone: str, hand: bool = False) -> Spec:
        up = card != HIDDEN
        scale = layout.HAND_SCALE if hand else layout.ITEM_SCALE
        name = self.game.items.name(card) if up else ""
        # A broken item lies face up in its place ("Broken Items"): its face alone did
        # not say it was broken.
        badge = "broken" if up and card in self.view.broken else ""
        return self.card_spec(
            card, up=up, drag=self.may_lift(card, zone), scale=scale, name=name, badge=badge
        )

    def _day_dice(self, view: State, fresh: set[str]) -> list[Spec]:
        """The day dice placed so far: the locked ones in dark red, the active one
        ivory (rulebook "To Begin Each Day", step 1)."""
        out: list[Spec] = []
        for n in range(1, DAY_DICE + 1):
            die = view.dice.get(f"day.{n}")
            if die is None:
                continue
            locked = die.value == LOCKED
            tip = f"Day die {n}: locked" if locked else f"Day die {n}, the active one: {die.value}"
            out.append(
                DieSpec(
                    f"day.{n}",
                    6,
                    die.value - 1,
                    LOCKED_RED if locked else ACTIVE_IVORY,
                    size=layout.DIE,
                    rolled=f"day.{n}" in fresh,
                    tip=tip,
                )
            )
        return out

    def _rolls(self, view: State, fresh: set[str]) -> list[Spec]:
        """The situation die, the d8 that picks a player, a signal's dice."""
        out: list[Spec] = []
        words = {"situation": "The situation die", "whom": "The d8 that picks a player"}
        for key in ("situation", "whom"):
            die = view.dice.get(key)
            if die is not None:
                tip = f"{words[key]}: {die.value} ({die.purpose})"
                if key == "situation":
                    # The face's line of the situation table ("2: Squall"): the tip said
                    # only "2 (situation)", and the log alone what befell the boat.
                    result = self.game.tables.situation[die.value - 1]
                    tip = f"{words[key]}: {die.value}, {result.name}. {result.text}".strip()
                out.append(
                    DieSpec(
                        key,
                        8,
                        die.value - 1,
                        SEA_GREEN,
                        size=layout.DIE,
                        rolled=key in fresh,
                        tip=tip,
                    )
                )
        for key in sorted(k for k in view.dice if k.startswith("signal.")):
            die = view.dice[key]
            out.append(
                DieSpec(
                    key,
                    6,
                    die.value - 1,
                    LOCKED_RED,
                    size=layout.DIE,
                    rolled=key in fresh,
                    tip=f"A locked day die rolled to signal for rescue: {die.value}",
                )
            )
        return out

    def _boat(self, view: State) -> list[Spec]:
        weight, rise = facts.weight(view), facts.rise(view)
        return [
            CounterSpec(
                "rations",
                "Rations",
                view.rations,
                tip=f"The ration tracker: {view.rations} of {self.game.tables.rations}",
            ),
            CounterSpec(
                "weight",
                "Aboard",
                weight,
                "#B8860B",
                tip=f"{weight} items aboard: the water rises {rise} each morning",
            ),
        ]

    def _ration_cards(self, view: State) -> list[Spec]:
        """The viewer's ration cards, 0, 1 and 2, behind their screen (set-up); at the
        meal, once chosen, the one chosen, which only they see until everyone has chosen
        ("Eat")."""
        me = self.viewer
        if me is None or me not in view.seats:
            return []
        if view.step != MEAL_STEP:
            if me in view.dead:
                return []  # the dead eat no more
            return [
                self._ration(r, f"Your ration card {r}: at each night's meal you eat one")
                for r in RATION_CARDS
            ]
        chosen = view.meal.get(me)
        if isinstance(chosen, int):
            return [self._ration(chosen, f"Your ration card: {chosen}, secret until all choose")]
        if not self.controller.can_act(me):
            return []
        return [
            self._ration(r, f"Eat {r} ration{'s' if r != 1 else ''} (click)") for r in RATION_CARDS
        ]

    def _ration(self, ration: int, tip: str) -> TokenSpec:
        return TokenSpec(
            f"ration.{ration}", str(ration), RATION_PAPER, "square", size=layout.RATION, tip=tip
        )

    def _tracks(self, view: State) -> list[Spec]:
        """The water level, and the viewer's own survival tracker (behind their screen:
        nobody else's ever shows)."""
        water = TrackSpec(
            "water",
            "Water level",
            WATER_TOP,
            min(view.water, WATER_TOP),
            start=1,
            pos=layout.water_at(self.seats, self.shape),
            colour="#56B4E9",
        )
        out: list[Spec] = [water]
        me = self.viewer
        at = view.tracker.get(me or "")
        if me is not None and isinstance(at, int) and me not in view.dead:
            track = self.game.tables.track
            labels = tuple(self.game.tables.space(n) for n in range(track + 1))
            out.append(
                TrackSpec(
                    "tracker",
                    "Your survival tracker (behind your screen)",
                    track + 1,
                    at,
                    labels=labels,
                    pos=layout.TRACKER_AT,
                    colour="#E69F00",
                )
            )
        return out

    def _fresh(self, view: State) -> set[str]:
        """The dice rolled since the table was last drawn: they tumble as they land (in
        a replay none do: nothing was just rolled)."""
        seen, self._dice_seen = self._dice_seen, dict(view.dice)
        if self.controller.replay_at is not None or not seen:
            return set()
        return {k for k, d in view.dice.items() if seen.get(k) != d or self._rolled_again(k)}

    def _rolled_again(self, key: str) -> bool:
        """A die rolled again to the same face: the last move's events say so."""
        seat = key.partition(".")[2]
        return any(
            e.get("kind") in ("fight_roll", "swim", "repair", "caught", "bailed")
            and e.get("seat") == seat
            and key.startswith("d8.")
            for e in self.controller.last_events
        )

    def _my_token_moves(self) -> bool:
        """Whether the viewer's token may be dragged now: a place to take, or someone
        to trade places with or fight for theirs."""
        me = self.viewer
        if me is None or not self.controller.can_act(me):
            return False
        return any(
            isinstance(a, TakeSeat | SwapSeats)
            for a in self.game.legal_actions(self.controller.state, me)
        )

    def _may_throw(self, body: str) -> bool:
        me = self.viewer
        if me is None or not self.controller.can_act(me):
            return False
        return self.controller.check(ThrowBody(me, body)) is None

    def decorate(self, view: State, animated: bool) -> None:
        self.hull.set_water(view.water)
        self.zones[layout.BOARDING].setVisible(view.step == SEATING)
        self.zones["sea"].setVisible(view.step != SEATING)  # boarding lies there
        for seat in view.seats:
            zone = self.zones.get(facts.hand(seat))
            if zone is not None:
                zone.set_label(self._screen_title(view, seat))
        for index, zone in enumerate(BINS, start=1):
            keeper = facts.keeper_of(view, zone)
            who = f"kept by {self.seat_name(keeper)}" if keeper else "no keeper"
            self.zones[zone].set_label(f"Storage bin {index} · {who}")
        later = (
            self.controller.computers_after_people() if self.controller.replay_at is None else []
        )
        self.panel.set_lines(prompts.day_board(self.game, view, self.seat_name, later))

    def _screen_title(self, view: State, seat: str) -> str:
        """Whose screen, and how many items behind it of the hand size ("2/3 items"; a
        keeper has no limit until they leave the bin's place). Short: it is the width
        of the screen, so the viewer's own reads "Your screen" ("Red's screen · 0 items,
        keeper · yours" was cut at 1366 wide)."""
        name = "Your" if seat == self.viewer else f"{self.seat_name(seat)}'s"
        n, hand = len(view.zones[facts.hand(seat)]), self.game.tables.hand
        if facts.bin_of(view, seat):
            held = f"{n} item{'s' if n != 1 else ''}, keeper"
        else:
            held = f"{n}/{hand} items"
        return f"{name} screen · {held}"

    # -- gestures ---------------------------------------------------------------------
    def gesture(self, drag: Drag) -> Meaning:
        me = self.viewer
        if me is None:
            return "nobody is at the computer"
        key = drag.card or ""
        who = token_seat(key)
        if who:
            return self._token_drop(me, who, drag.target)
        if key.startswith("ration."):
            return self._ration_reason()
        if key.startswith(("d8.", "day.", "signal.")) or key in ("situation", "whom"):
            return "dice lie where they were rolled"
        return self._item_drop(me, key, drag.source, drag.target)

    def _token_drop(self, me: str, who: str, target: str) -> Meaning:
        view = self.view
        if who != me:
            if who in view.dead:
                if target == "sea":
                    return ThrowBody(me, who)
                return "drag the body onto the sea to throw it overboard, or carve it (its menu)"
            return "each castaway moves their own token"
        place = place_of_zone(target)
        if not place:
            return "drag your token onto a place in the boat"
        there = facts.occupant(view, place)
        if there == me:
            return "you sit there already"
        if not there:
            return TakeSeat(me, place)
        if there in view.dead:
            return "a body lies there: carve it or throw it overboard first"
        return SwapSeats(me, there)

    def _item_drop(self, me: str, card: str, source: str, target: str) -> Meaning:
        view = self.view
        hand = facts.hand(me)
        my_place = layout.place_zone(view.place.get(me, 0)) if view.place.get(me) else ""
        to_me = target in (hand, my_place)
        if source == hand:
            if target in BINS:
                return Stow(me, card)
            if target == "sea":
                return Toss(me, card)
            taker = self._castaway_at(target)
            if taker == me:
                return "it is yours already"
            if taker:
                return Give(me, card, taker)
            return "drop it on someone's place or screen to give it, or on the sea to throw it away"
        if source in BINS:
            if to_me:
                return TakeFromBin(me, card)
            if target == "sea":
                return Toss(me, card)  # the keeper sheds weight straight from the bin
            return "take it out of the bin onto your screen first"
        if place_of_zone(source):
            if target == "sea":
                return Toss(me, card)
            if to_me:
                return PickUp(me, card)
            return "pick it up onto your screen"
        if source == "sea":
            if to_me or place_of_zone(target):
                return Retrieve(me, card)
            return "drag it onto the boat to jump in for it"
        return "that is not a move"

    def _castaway_at(self, zone: str) -> str:
        """The castaway a drop on ``zone`` reaches: the one in that place, or the owner
        of that screen."""
        view = self.view
        place = place_of_zone(zone)
        if place:
            seat = facts.occupant(view, place)
            return seat if seat and seat not in view.dead else ""
        head, _, rest = zone.partition(".")
        return head if rest == "hand" and head in view.seats else ""

    def activation(self, drag: Drag) -> Action | None:
        """Double-click: a tool does its job, food and drink and first aid are used, a
        broken item is repaired; your own token swims or haunts; a body is carved."""
        me = self.viewer
        if me is None:
            return None
        view = self.view
        key = drag.card or ""
        who = token_seat(key)
        if who:
            if who != me:
                return Carve(me, who) if who in view.dead else None
            if who in view.dead:
                return Haunt(me)
            return Swim(me) if who in view.overboard else None
        if not key or key == HIDDEN:
            return None
        if drag.source == facts.hand(me):
            use = self.game.items.use(key)
            if use in TOOL_JOBS:
                return TOOL_JOBS[use](me)
            if use in HELPER_JOBS:
                return HELPER_JOBS[use](me)
            if use in USED:
                return UseItem(me, key, me if use == "first_aid" else "")
        if key in view.broken and place_of_zone(drag.source):
            return Repair(me, key)
        return None

    def mentions(self, action: Action, card: str) -> bool:
        """Besides what the rules say a move is about: a job is about the tool in the
        mover's hand that does it, so that the tool's right-click menu lists each way of
        doing it (focused, for yourself), which its double-click, the plain job for the
        boat, leaves to Your moves alone (a player never found them)."""
        if super().mentions(action, card):
            return True
        if card not in facts.holding(self.controller.state, action.seat):
            return False  # (a token, a die: no item)
        use = self.game.items.use(card)
        job = TOOL_JOBS.get(use) or HELPER_JOBS.get(use)
        return job is not None and isinstance(action, job)

    def click(self, drag: Drag) -> Action | None:
        """At the meal, a click on one of your ration cards eats it ("Eat")."""
        me, key = self.viewer, drag.card or ""
        if me is None or not key.startswith("ration.") or self.view.step != MEAL_STEP:
            return None
        return Eat(me, int(key.split(".")[1]))

    # -- the sandbox ------------------------------------------------------------------
    def sandbox_edit(self, drag: Drag, rules_reason: str) -> Edit | Part | str:
        """A token onto a place seats its castaway there; an item goes to any place, bin,
        screen or the sea (the base's move); dice and counters are set from their menus."""
        key = drag.card or ""
        who = token_seat(key)
        if who:
            place = place_of_zone(drag.target)
            if not place:
                return "a castaway's token goes on a place in the boat"
            return Edit(self.editor, "set", key=f"{who}.place", value=place)
        if key.startswith("ration."):
            return "ration cards stay behind the screen: click one at the meal to eat it"
        if key.startswith(("d8.", "day.", "signal.")) or key in ("situation", "whom"):
            return "dice stay where they lie: set them from their menu (right-click)"
        if drag.target not in self.controller.state.zones:
            return "items lie in the places, the bins, the sea or behind a screen"
        return super().sandbox_edit(drag, rules_reason)

    def track_key(self, key: str) -> str:
        """The survival tracker on the table is the viewer's own."""
        if key == "tracker":
            return f"{self.viewer}.tracker" if self.viewer else ""
        return key

    def sandbox_settings(self, spec: Any) -> list[tuple[str, Edit]]:
        """The boat's weight is counted, never set: move or throw away items instead."""
        if getattr(spec, "key", "") == "weight":
            return []
        return super().sandbox_settings(spec)

    # -- words ------------------------------------------------------------------------
    def title(self, view: Any, movers: dict[str, str]) -> str:
        """The day, its step and the water, short: who is who is on the table, and the
        prompt needs the room (only a lone castaway to move is named, as the one the
        day waits for: a bare name at the end, "water 3/8 · Yellow", said nothing)."""
        if view.step not in (DAY, MEAL_STEP):
            return super().title(view, movers)
        part = "meal" if view.step == MEAL_STEP else "jobs"
        turn = f"Day {view.day} · {part} · water {view.water}/8"
        if len(movers) != 1:
            return turn
        return f"{turn} · {next(iter(movers.values()))} to move"

    def actions(self) -> list[tuple[str, Action]]:
        """Done has the name of what it does here: the end of your day, letting a kill go
        ahead, or resting in peace."""
        out = super().actions()
        return [(self.label(a) if isinstance(a, Pass) else label, a) for label, a in out]

    def label(self, action: Action) -> str:
        return prompts.action_label(self.game, action, self.view, self.seat_name)

    def choice_words(self, action: Action) -> str | None:
        return prompts.choice_words(self.game, action, self.view)

    def choice_moves(
        self, offered: list[tuple[str, Action]] | None = None
    ) -> list[tuple[str, Action]]:
        """The winner's choice has one button for each outcome, in the rulebook's
        order, with the first item that allows it (a winner holding a rope and tape
        would have six, too many to show): the others stay in Your moves."""
        kept, outcomes = [], set()
        for label, action in self.actions() if offered is None else offered:
            if isinstance(action, Settle):
                if action.outcome in outcomes:
                    continue
                outcomes.add(action.outcome)
            kept.append((label, action))
        kept.sort(key=lambda move: _settle_order(move[1]))
        return super().choice_moves(kept)

    def drop_words(self, meaning: Meaning) -> str:
        if isinstance(meaning, Action) and not isinstance(meaning, Edit):
            return prompts.drop_words(self.game, meaning, self.view, self.seat_name)
        return super().drop_words(meaning)

    def prompt_for(self, view: Any, viewer: str | None, can_act: bool) -> str:
        return prompts.prompt(self.game, view, viewer, can_act, self.seat_name)

    def intent_text(self, seat: str, action: Action) -> str:
        return prompts.intent_text(self.game, self.view, action, self.seat_name)

    def explain_fixed(self, piece: Any, card: str | None) -> str | None:
        view, me = self.view, self.viewer
        if view.step == "over":
            return "the voyage is over"
        if card is None or card == HIDDEN:
            zone = self.board.zone_of.get(piece, "")
            if zone in BINS and not facts.keeper_of(view, zone):
                place = next(p for p, z in KEEPERS.items() if z == zone)
                return f"nobody keeps this bin: whoever sits in place {place} keeps it"
            return "behind someone's screen: only they may look at it"
        who = token_seat(card)
        if who and who != me:
            return "each castaway moves their own token"
        if card.startswith("ration."):
            return self._ration_reason()
        if card.startswith(("d8.", "day.", "signal.")) or card in ("situation", "whom"):
            return "the dice are rolled by the rules, as each job, fight or morning needs"
        if card in ("rations", "weight"):
            return "the boat's counters move by themselves"
        if me is None:
            return None
        return self._why_not(me, card, self.board.zone_of.get(piece, ""))

    def _ration_reason(self) -> str:
        """Why a ration card does not move: it is clicked, at the meal ("Eat")."""
        if self.view.step == MEAL_STEP:
            return "click a ration card to eat it"
        return "a ration card is eaten at the night's meal: click one then"

    def _why_not(self, me: str, card: str, zone: str) -> str | None:
        """The rules' own reason a piece of the viewer's does not move (a keeper's token
        over the hand size, an item out of reach), rather than the step's prompt."""
        view = self.view
        if card == token_key(me):
            empty = facts.empty_places(view)
            return self.controller.check(TakeSeat(me, empty[0])) if empty else None
        if zone == facts.hand(me):
            reason = self.controller.check(Toss(me, card))
            return reason or USE_HINTS.get(self.game.items.use(card))
        if zone in BINS:
            return self.controller.check(TakeFromBin(me, card))
        if place_of_zone(zone):
            return self.controller.check(PickUp(me, card))
        if zone == "sea":
            return self.controller.check(Retrieve(me, card))
        return None

    def totals(self, state: Any) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """Winning the Game: who survived, and the days the voyage lasted."""
        rows = []
        for seat in state.seats:
            if seat in state.winners:
                fate = "survived"
            elif seat in state.dead:
                fate = "dead"
            elif seat in state.overboard:
                fate = "lost at sea"
            else:  # alive when the boat sank: the only other way a voyage ends
                fate = "went down with the boat"
            rows.append((self.seat_name(seat), fate, str(state.day)))
        return ("Castaway", "At the end", "Days at sea"), rows


def _settle_order(action: Action) -> int:
    """Fight: Hurt, Subdue, Kill, Mercy, as the rulebook lists the winner's choices."""
    if isinstance(action, Settle) and action.outcome in prompts.SETTLED_WORDS:
        return list(prompts.SETTLED_WORDS).index(action.outcome)
    return -1


def _template() -> Any:
    from petridish.games.adrift.art import TEMPLATE

    return TEMPLATE
