"""Words for the ADRIFT table: what each legal move is called, what to do now, what a
computer castaway is doing, what a drop on a place would do, and the day board.

Pure (no Qt), so the words can be tested with the rules and reused by any front end.
Every text works from the *view* of the position (hidden cards read as ``HIDDEN``) and
never tells what lies behind a screen (rulebook "Golden Rules", "Using Items"): another
castaway's tracker, hand or bin, or a ration card chosen for the meal ("Eat").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from petridish.core.actions import Action, Pass
from petridish.core.game import MUST
from petridish.core.words import listed
from petridish.games.adrift import days, facts, fights
from petridish.games.adrift.content import Item
from petridish.games.adrift.rules import Adrift
from petridish.games.adrift.state import (
    DAY,
    FISHING,
    HIDDEN,
    KEEPERS,
    MEAL_STEP,
    OVER,
    PLACES,
    ROWING,
    SEATING,
    SWIM_GOAL,
    SWIM_TRIES,
    WATER_TOP,
    Attack,
    Carve,
    CatchFish,
    Eat,
    Feed,
    Fight,
    FightRoll,
    Give,
    Haunt,
    Interrupt,
    Meditate,
    PickUp,
    Release,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
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

Name = Callable[[str], str]  # a seat id -> the name shown ("Red", or a player's name)

# The day's jobs as the board names what a castaway is doing (rulebook "Jobs").
JOB_WORDS = {
    "fish": "fishing",
    "row": "rowing",
    "bail": "removing water",
    "meditate": "meditating",
}
# The winner's choices (rulebook "Fight"), as the past tense of what was done.
SETTLED_WORDS = {"hurt": "hurt", "subdue": "subdued", "kill": "killed", "mercy": "spared"}
# Where the job gestures live: the item that does the job (Your moves lists them too).
JOB_GESTURE = "double-click your pole, oar or bucket"
JOB_TOOLS = ("pole", "oar", "bucket")  # the items a job is done with ("Jobs")
# What a castaway may do once the job is done: the end of the day is the button beside
# the prompt, which says so itself (the bar has no room to say it twice at 1366 wide).
ACT = "act as you like"


# -- small pieces ---------------------------------------------------------------------


def _item(game: Adrift, copy: str) -> Item | None:
    """The item a copy id names (None for a card hidden in the view, or none known)."""
    if not copy or copy == HIDDEN:
        return None
    try:
        return game.items.item(copy)
    except KeyError:
        return None


def item_name(game: Adrift, view: State, copy: str) -> str:
    """An item as its holder reads it, with its article: "the Knife". A card hidden in
    the view, or unknown to the item list, is only "an item"; copies of a design side by
    side in one place are told apart by their order there, so two moves never read
    alike ("the Bucket", "the second Bucket": a copy's number read like an id)."""
    item = _item(game, copy)
    if item is None:
        return "an item"
    nth = _twin_order(game, view, copy, item.id)
    return f"the {ORDINALS.get(nth, f'{nth}th')} {item.name}" if nth > 1 else f"the {item.name}"


ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def _twin_order(game: Adrift, view: State, copy: str, design: str) -> int:
    """Where ``copy`` comes among the copies of ``design`` in its place (1: first)."""
    for cards in view.zones.values():
        if copy in cards:
            twins = [c for c in cards if (i := _item(game, c)) and i.id == design]
            return twins.index(copy) + 1
    return 1


def _wanted_from(game: Adrift, view: State, keeper: str) -> tuple[str, str] | None:
    """Another castaway, free and empty-handed, in a place whose tool ``keeper`` holds
    or keeps in the bin (a pole for places 1 and 2, an oar for 5 and 6: "Jobs"), and
    that tool's use; None where ``keeper`` keeps no bin or nobody lacks one."""
    kept = facts.bin_of(view, keeper)
    if not kept:
        return None
    mine = (*facts.holding(view, keeper), *view.zones[kept])
    uses = {item.use for copy in mine if (item := _item(game, copy)) is not None}
    for other in facts.alive(view):
        if other == keeper or not facts.free(view, other) or view.zones[facts.hand(other)]:
            continue
        place = view.place.get(other, 0)
        use = "pole" if place in FISHING else "oar" if place in ROWING else ""
        if use == "oar" and not _partner(view, other):
            continue  # rowing takes two: an oar for a lone rower is no job done
        if use in uses:
            return other, use
    return None


def _a_tool_among(game: Adrift, cards: Sequence[str]) -> bool:
    """Whether ``cards`` (a hand, a bin) hold a pole, an oar or a bucket (or a card the
    view hides)."""
    for copy in cards:
        item = _item(game, copy)
        if item is None or item.use in JOB_TOOLS:
            return True
    return False


def _plain_name(game: Adrift, copy: str) -> str:
    """An item by its name alone, the same in every view ("the Knife")."""
    item = _item(game, copy)
    return f"the {item.name}" if item else "an item"


def _shown(view: State, copy: str) -> bool:
    """Whether the view shows which card ``copy`` is: a card behind a screen the viewer
    may not look behind reads HIDDEN in its zone, so it is found nowhere."""
    return copy != HIDDEN and any(copy in cards for cards in view.zones.values())


def _visible_name(game: Adrift, view: State, copy: str) -> str:
    """An item named only if the view shows it (a computer's hand or bin does not)."""
    return item_name(game, view, copy) if _shown(view, copy) else "an item"


def _names(seats: Sequence[str], seat_name: Name, nobody: str = "the others") -> str:
    return listed(seat_name(s) for s in seats) or nobody


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def _partner(view: State, seat: str) -> str:
    """Row the Boat: the castaway in the other rowing place ('' if nobody)."""
    here = view.place.get(seat, 0)
    if here not in ROWING:
        return ""
    other = ROWING[0] if here == ROWING[1] else ROWING[1]
    return facts.occupant(view, other)


def _focus(focused: bool) -> str:
    # "Focused": said before the roll, +1 to it, a space lost if the job fails.
    return " (focused)" if focused else ""


# A focused job's move says what focus does (rulebook "Focused": +1 to the roll, and a
# tracker space if the job fails anyway), in the moves list and a piece's menu, within
# their 60 characters: "(focused)" alone sent a new player to the rules to find out.
FOCUSED = ", focused (+1, a miss costs a space)"


def _focus_move(focused: bool) -> str:
    return FOCUSED if focused else ""


def _loser(view: State) -> str:
    return view.fights[-1].loser if view.fights else ""


def _winner(view: State) -> str:
    return view.fights[-1].winner if view.fights else ""


def _is_seat(view: State, target: str) -> bool:
    return target in view.seats


def _pass_label(view: State, seat: str) -> str:
    """A Pass means three things (``Adrift.carry_out_pass``): in a kill's window, let it
    happen; for the dead, rest in peace instead of haunting; else, done for today."""
    if view.fights:
        return "Let it happen"
    if seat in view.dead:
        return "Rest in peace"
    return "Done for today"


# -- action labels --------------------------------------------------------------------


def action_label(
    game: Adrift, action: Action, view: State, seat_name: Name, brief: bool = False
) -> str:
    """A short label for ``action`` (the moves list, the right-click menu), in the
    game's words, for the castaway who makes it (rulebook "Jobs", "Actions", "Fight",
    "Eat"; set-up step 5 for the places); ``brief``, for a drop's label on the table,
    without what focus does."""
    focus = _focus if brief else _focus_move

    def the(copy: str) -> str:
        return item_name(game, view, copy)

    seat = action.seat
    match action:
        case TakeSeat(place=p):
            # Set-up step 5 takes a place; during the day it is Move Seats.
            return f"Take place {p}" if view.step == SEATING else f"Move to place {p}"
        case SwapSeats(other=o):
            # "To trade seats, both players must simply agree": the second says yes.
            if view.swap.get(o) == seat:
                return f"Trade places with {seat_name(o)}"
            return f"Offer {seat_name(o)} a trade of places"
        case CatchFish(focused=f, health=h):
            whom = "yourself" if h else "the boat"
            return f"Catch fish for {whom}{focus(f)}"
        case Row(focused=f):
            partner = _partner(view, seat)
            with_whom = f"Row with {seat_name(partner)}" if partner else "Row the boat"
            return with_whom + focus(f)
        case RemoveWater(focused=f):
            return f"Remove water{focus(f)}"
        case Meditate():
            return "Meditate"
        case Attack(target=t, place=p):
            if p:
                return f"Fight {seat_name(t)} for place {p}"
            return f"Attack {seat_name(t)}"
        case FightRoll(roll=r):
            return "Roll your fight die" if r else "Give up the fight"
        case Settle(outcome=o, item=i):
            return _settle_label(o, i, view, the, seat_name)
        case Interrupt():
            winner = seat_name(_winner(view)) if _winner(view) else "the winner"
            return f"Stop the kill: fight {winner}"
        case Carve(body=b):
            return f"Carve {seat_name(b)}'s body"
        case ThrowBody(body=b):
            return f"Throw {seat_name(b)}'s body overboard"
        case Haunt():
            return "Haunt the boat"
        case Repair(item=i):
            return f"Repair {the(i)}"
        case Retrieve(target=t):
            what = seat_name(t) if _is_seat(view, t) else the(t)
            return f"Jump in for {what}"
        case SaveSwimmer(swimmer=s):
            return f"Throw a line to {seat_name(s)}"
        case Swim():
            return "Swim for the boat"
        case Signal():
            return "Signal for rescue"
        case Give(item=i, to=to):
            return f"Give {the(i)} to {seat_name(to)}"
        case TakeFromBin(item=i):
            return f"Take {the(i)} from the bin"
        case Stow(item=i):
            return f"Stow {the(i)} in the bin"
        case PickUp(item=i):
            return f"Pick up {the(i)}" + _from_place(view, seat, i)
        case Toss(item=i):
            # A broken item under the token may go too ("Broken Item"): say which.
            broken = " (broken)" if i in view.broken else ""
            if i in view.zones.get(facts.bin_of(view, seat), ()):
                return f"Throw {the(i)} overboard from the bin"  # ruling AD-R03
            return f"Throw {the(i)}{broken} overboard"
        case UseItem(item=i, to=to):
            return _use_label(game, i, to, seat, the, seat_name)
        case Feed(player=p):
            return f"Feed {seat_name(p)}"
        case Release(player=p):
            return f"Release {seat_name(p)}"
        case Eat(ration=r):
            return f"Eat {_plural(r, 'ration')}"
        case Pass():
            return _pass_label(view, seat)
    return action.kind


def _settle_label(outcome: str, item: str, view: State, the: Name, seat_name: Name) -> str:
    """Fight: the winner's choice of Hurt, Subdue, Kill or Mercy, with the item it takes."""
    loser = seat_name(_loser(view)) if _loser(view) else "the loser"
    match outcome:
        case "hurt":
            return f"Settle: hurt {loser}"
        case "subdue":
            return f"Subdue {loser} with {the(item)}"
        case "kill":
            return f"Kill {loser} with {the(item)}"
        case "mercy":
            return f"Spare {loser} (mercy)"
    return f"Settle: {outcome}"


def _use_label(game: Adrift, item: str, to: str, seat: str, the: Name, seat_name: Name) -> str:
    """Eat or drink from your hand, or treat a sick castaway with a first aid kit."""
    found = _item(game, item)
    use = found.use if found else ""
    if use == "food":
        # Food goes onto the ration tracker, for the meal (the item's card): "Eat the
        # Canned Beans" was followed by "Rations 12 → 14", and a new player thought
        # the food lost.
        assert found is not None  # (a food is an item the view names)
        return f"Open {the(item)}: {_plural(found.amount, 'ration')} for the boat"
    if use == "drink":
        return f"Drink {the(item)}"
    whom = "yourself" if to in ("", seat) else seat_name(to)
    return f"Use {the(item)} on {whom}"


def _from_place(view: State, seat: str, item: str) -> str:
    """ " from place 4" for an item lying on another place than the picker's own."""
    for place in PLACES:
        if item in view.zones.get(facts.floor(place), ()):
            return "" if place == view.place.get(seat, 0) else f" from place {place}"
    return ""


# -- the buttons beside the prompt ---------------------------------------------------


def choice_words(game: Adrift, action: Action, view: State) -> str | None:
    """The words of a button beside the prompt for a move the position asks a castaway
    to choose that no piece on the table makes (rulebook "Fight": roll or give up, the
    winner's choice; "Kill": stop it; a swim for the boat and a haunt, which a
    double-click on one's token makes too); None for any other move. The rest of a
    choice (let a kill happen, rest in peace) is the step button."""
    match action:
        case FightRoll(roll=r):
            return "Roll the fight die" if r else "Give up"
        case Settle(outcome=o, item=i):
            # Four buttons share the bar with the prompt: the item by its name alone.
            thing = f" ({item_name(game, view, i).removeprefix('the ')})" if i else ""
            return _cap(o) + thing
        case Interrupt():
            return "Stop the kill"
        case Swim():
            return "Swim for the boat"
        case Haunt():
            return "Haunt the boat"
    return None


# -- the top bar ----------------------------------------------------------------------


def prompt(game: Adrift, view: State, viewer: str | None, can_act: bool, seat_name: Name) -> str:
    """The top bar: what is happening and what the viewer can do, with the gesture that
    does it (set-up step 5; "During Each Day": "Jobs", "Actions", "Fight"; "Turns";
    "Eat"); at the end, who survived and why ("How to Win and How to Lose"). Only what
    the whole boat sees is told: a spectator (viewer None) reads the same public words."""
    if view.step == OVER:
        return _over(view, viewer, seat_name)
    if view.step == SEATING:
        return _seating(game, view, viewer, can_act, seat_name)
    if view.step == MEAL_STEP:
        return _meal(game, view, viewer, can_act, seat_name)
    if view.fights:
        return _fight_prompt(game, view, viewer, can_act, seat_name)
    if can_act and viewer:
        said = _your_day(game, view, viewer, seat_name)
        if facts.free(view, viewer):
            said += _too_heavy(view, viewer)
        return said
    return _their_day(game, view, viewer, seat_name)


def _someone_keeps(view: State) -> bool:
    """Whether a living castaway keeps either storage bin (set-up step 5)."""
    return any(facts.keeper_of(view, zone) for zone in KEEPERS.values())


def _too_heavy(view: State, viewer: str) -> str:
    """Where the items aboard raise the water faster than every castaway bailing could
    bring it down (set-up step 4: a level a day for each six items, or part of six; a
    bucket bails a level), or the next dawn's rise would sink the boat, the words that
    say so and how the viewer can lighten it. A new castaway followed every prompt and
    sank on day 3, throwing nothing over; another sank at dawn from 8 unwarned. ("" if
    neither.)"""
    rise = facts.rise(view)
    crew = sum(1 for seat in view.seats if facts.free(view, seat))
    sinks = view.water + rise > WATER_TOP
    if rise <= crew and not sinks:
        return ""
    mine = facts.holding(view, viewer) or facts.bin_of(view, viewer)
    if sinks:
        # Short enough for the top bar's two lines at 1366 beside the day's job, with
        # the computers' busy sign showing ("…the boat sinks unless it is bailed or
        # lightened today — throw items overboard (drag the…" lost the way to save it;
        # the title says the water's level).
        if mine:
            how = "throw items overboard (drag them onto the sea)"
        elif _someone_keeps(view):
            how = "have the keepers throw items from the bins onto the sea"
        else:
            how = "have a bin's keeper throw items onto the sea"
        return (
            f" At dawn the water rises {rise}, past {WATER_TOP}: bail, or {how}, or the boat sinks."
        )
    if mine:
        how = "throw items overboard (drag them onto the sea)"
    elif _someone_keeps(view):
        how = "the keepers can throw items from the bins onto the sea"
    else:
        how = "a bin's keeper can throw items onto the sea"
    who = "you alone" if crew == 1 else f"the {crew} of you"
    return f" The water rises {rise} a day, more than {who} can bail: {how}."


def _over(view: State, viewer: str | None, seat_name: Name) -> str:
    """How to Win and How to Lose: the survivors win; a sunk or empty boat is a loss for
    all."""
    why = f" ({view.reason})" if view.reason else ""
    if not view.winners:
        return f"The voyage is over: nobody survived{why}."
    if viewer in view.winners:
        others = [s for s in view.winners if s != viewer]
        beside = f", with {_names(others, seat_name)}" if others else ""
        return f"The voyage is over: you survived{beside}{why}."
    return f"The voyage is over: {_names(view.winners, seat_name)} survived{why}."


def _seating(game: Adrift, view: State, viewer: str | None, can_act: bool, seat_name: Name) -> str:
    """To Start the Game, step 5: each castaway chooses a place; each place has its
    job (fishing from 1 and 2, rowing from 5 and 6, the keepers in 7 and 8)."""
    if can_act:
        # Short enough to read whole beside "Choosing places · Red" at 1366 wide (the
        # longer wording lost "keep the bins", where the first tools are). That the
        # tools are in the bins is said too: a castaway who sat down to fish in place 1
        # had no pole, day after day, and no idea why.
        return (
            "Drag your token onto an empty place: "
            f"{FISHING[0]}–{FISHING[1]} fish, {ROWING[0]}–{ROWING[1]} row, "
            f"{min(KEEPERS)}–{max(KEEPERS)} keep the bins, where the tools are."
        )
    waiting = _names(list(game.activity(view)), seat_name)
    mine = view.place.get(viewer or "", 0)
    if mine:
        return f"You have taken place {mine}. Waiting for {waiting} to choose a place…"
    return f"Choosing places: waiting for {waiting}…"


def _meal(game: Adrift, view: State, viewer: str | None, can_act: bool, seat_name: Name) -> str:
    """End Each Day, Eat: everyone chooses a ration card in secret; the cards are
    shown together once all have chosen. Nobody's choice is told, not even one's own
    (the bar may be read over a shoulder)."""
    rations = f" (the boat has {_plural(view.rations, 'ration')})"
    if can_act:
        return f"The meal{rations}: click your ration card 0, 1 or 2, in secret."
    waiting = _names(list(game.activity(view)), seat_name)
    if viewer in view.meal:
        return f"The meal: you have chosen. Waiting for {waiting}…"
    if viewer and viewer not in days.eaters(view):
        return f"The meal: you do not eat tonight. Waiting for {waiting}…"
    return f"The meal{rations}: waiting for {waiting} to choose a ration card…"


def _fight_head(view: State, fight: Fight, viewer: str | None, seat_name: Name) -> str:
    """ "Red against Blue for place 7": the fight on, in public words."""

    def who(s: str) -> str:
        return "you" if s == viewer else seat_name(s)

    stake = f" for place {fight.place}" if fight.place else ""
    # An interrupting fight is fought to stop a kill (rulebook "Kill").
    # (No brackets: the first roll is said in brackets after it.)
    why = " to stop a kill" if len(view.fights) > 1 else ""
    return f"{who(fight.aggressor)} against {who(fight.defender)}{stake}{why}"


def _first_roll(fight: Fight, viewer: str | None, seat_name: Name) -> str:
    """The aggressor's roll, which lies on the table before the defender rolls."""
    if fight.aggressor not in fight.rolls:
        return ""
    who = "you" if fight.aggressor == viewer else seat_name(fight.aggressor)
    rolled = fight.rolls[fight.aggressor]
    return f"{who} gave up" if not rolled else f"{who} rolled {rolled}"


def _fight_prompt(
    game: Adrift, view: State, viewer: str | None, can_act: bool, seat_name: Name
) -> str:
    """Fight: the aggressor rolls first, then the defender; the winner chooses; before a
    kill anyone else may interrupt. The day waits for the fight."""
    fight = view.fights[-1]

    def who(s: str) -> str:
        return "you" if s == viewer else seat_name(s)

    if not fight.winner:
        roller = fights.roller(fight)
        head = f"Fight: {_fight_head(view, fight, viewer, seat_name)}"
        first = _first_roll(fight, viewer, seat_name)
        head += f" ({first})" if first else ""
        if can_act and viewer == roller:
            # Roll the fight die or Give up: the buttons beside the prompt.
            return f"{head}: your roll."
        return f"{head}: waiting for {who(roller)} to roll…"
    winner, loser = who(fight.winner), who(fight.loser)
    if fight.kill:
        # The threat is announced to all (the log names the item): only then may the
        # others stop it.
        means = "mean" if fight.winner == viewer else "means"
        kill = _plain_name(game, fight.kill)
        threat = f"{_cap(winner)} {means} to kill {loser} with {kill}"
        if can_act:
            # Stop the kill (a fight with the winner) or Let it happen: the buttons.
            return f"{threat}: stop it, or let it happen."
        waiting = _names([s for s in game.activity(view) if s != viewer], seat_name)
        return f"{threat}: waiting for {waiting} to stop it or let it happen…"
    if can_act and viewer == fight.winner:
        if fight.no_kill:
            return f"The kill was stopped: choose {loser}'s fate again (no kill)."
        return f"You beat {loser}: choose their fate."
    whom = "you" if fight.loser == viewer else "them"
    return f"{_cap(winner)} beat {loser} and chooses what becomes of {whom}…"


def _your_day(game: Adrift, view: State, viewer: str, seat_name: Name) -> str:
    """During Each Day, for a castaway who may act: a keeper's tool that another's place
    needs, the job not yet done, then the actions, in any order ("Turns"), until Done.
    The overboard swim; the dead haunt."""
    day = f"Day {view.day}"
    if viewer in view.dead:
        # "Haunt": one more situation roll when the active day die shows 2 or 5.
        return f"{day}: you are dead — haunting adds a situation roll on a 2 or 5."
    if viewer in view.overboard:
        left = SWIM_TRIES - view.swims.get(viewer, 0)
        line = view.lifeline.get(viewer, 0)
        bonus = f", +{line} from a line" if line else ""
        return (
            f"{day}: overboard — a swim needs {SWIM_GOAL} to 8 on the d8 "
            f"({_plural(left, 'try', 'tries')} left{bonus})."
        )
    if wanted := _wanted_from(game, view, viewer):
        # The keepers hold the tools every job needs: computer castaways in places 1
        # and 2 sat idle all voyage while a new keeper kept the poles in the bin.
        other, use = wanted
        who = f"{seat_name(other)}, in place {view.place[other]}, has no {use}"
        if facts.has(game.items, view, viewer, use):
            return f"{day}: {who} — drag yours onto their place to give it."
        # (An item is given from the hand: "Give" from the bin itself is refused.)
        return f"{day}: {who} — drag one from your bin to your screen, then onto their place."
    if viewer in view.job:
        if viewer in view.rowing:
            return f"{day}: your oar waits for a second rower — {ACT}."
        job = JOB_WORDS.get(view.job[viewer], "your job")
        return f"{day}: your job is done ({job}) — {ACT}."
    if viewer in view.hurt:
        return f"{day}: you were hurt in a fight, so no job today — {ACT}."
    if viewer in view.sick:
        return f"{day}: you are sick, so no job today — {ACT}."
    # (Done for today is the button beside it.)
    if HIDDEN in facts.holding(view, viewer):
        # The curtain's words, read by the whole boat from what all may see: what lies
        # behind the screen is the castaway's to find, so no tool is named. (It told the
        # table "double-click your oar or bucket" of one holding neither, who was then
        # told to Meditate: it read as news of an item given in secret.)
        return f"{day}: do your job or Meditate — and {ACT}."
    if not _a_tool_among(game, facts.holding(view, viewer)):
        # A new castaway in place 1 read "double-click your pole" and held none: the
        # tools lie in the bins, and only a keeper takes them out.
        if kept := facts.bin_of(view, viewer):
            stored = view.zones.get(kept, ())
            if HIDDEN in stored:
                # The curtain's words again: the bin lies behind the keeper's screen, and
                # "drag a pole, oar or bucket from your bin" sent a keeper whose bin held
                # none to look for one (and told the boat it held one).
                return (
                    f"{day}: for a job, drag a pole, oar or bucket from your bin to your"
                    " screen, if it holds one — else Meditate."
                )
            if _a_tool_among(game, stored):
                return f"{day}: for a job, drag a pole, oar or bucket from your bin to your screen."
            # (A keeper of a bin with no tool in it was told to drag one out, day after day.)
            return f"{day}: your bin holds no pole, oar or bucket — Meditate, in Your moves."
        # Without one the only job left is to meditate, in Your moves: a new castaway
        # found it only by a hint. With nobody keeping the bins (a castaway alone), the
        # way to a tool is to keep one: a place left empty may be taken in the day.
        if _someone_keeps(view):
            return (
                f"{day}: no pole, oar or bucket (keepers in 7–8 hold them) — Meditate, in Your"
                " moves."
            )
        return f"{day}: no pole, oar or bucket — keep a bin (take place 7 or 8), or Meditate."
    if not _a_job_here(game, view, viewer):
        # Tools held, but none works here: a pole fishes from 1 and 2, an oar rows in 5
        # and 6 with someone in each. "Double-click your oar" in place 1 was refused.
        return f"{day}: {_no_job_here(game, view, viewer)} — Meditate, in Your moves."
    partner = _partner(view, viewer)
    if view.place.get(viewer, 0) in ROWING and not (partner and facts.free(view, partner)):
        # Row the Boat is done by the two in places 5 and 6 together: a lone rower
        # waits all day for nothing (a new player in place 5 could not tell why).
        # (No pole: fishing is done from places 1 and 2.)
        return (
            f"{day}: do your job — double-click your oar or bucket; rowing takes two, in 5 and 6."
        )
    return f"{day}: do your job — {JOB_GESTURE} — and {ACT}."


def _a_job_here(game: Adrift, view: State, viewer: str) -> bool:
    """Whether a tool ``viewer`` holds does a job where they sit ("Jobs": a bucket
    bails anywhere, a pole fishes from places 1 and 2, an oar rows in 5 and 6 with a
    free partner in the other). Read from the view alone, as every prompt is (the
    rules' own list wants the whole position): a card it hides may be one."""
    place, partner = view.place.get(viewer, 0), _partner(view, viewer)
    for copy in facts.holding(view, viewer):
        item = _item(game, copy)
        if item is None or item.use == "bucket":
            return True
        if item.use == "pole" and place in FISHING:
            return True
        if item.use == "oar" and partner and facts.free(view, partner):
            return True
    return False


def _no_job_here(game: Adrift, view: State, viewer: str) -> str:
    """Why the tools ``viewer`` holds do no job where they sit ("Jobs": fish from
    places 1 and 2, row from 5 and 6, two together): asked only where ``_a_job_here``
    found none, so of a pole or an oar (a bucket or a hidden card is always a job)."""
    held = (_item(game, copy) for copy in facts.holding(view, viewer))
    uses = {item.use for item in held if item is not None}
    said = []
    if "pole" in uses:
        said.append(f"a pole fishes only from place {FISHING[0]} or {FISHING[1]}")
    if "oar" in uses:
        said.append(
            f"an oar rows only in {ROWING[0]} or {ROWING[1]}, with a partner free to row in"
            " the other"
        )
    return "; ".join(said)


def _their_day(game: Adrift, view: State, viewer: str | None, seat_name: Name) -> str:
    """While others act: who is still at it, and why the viewer is not."""
    day = f"Day {view.day}"
    movers = [s for s in game.activity(view) if s != viewer]
    waiting = f"waiting for {_names(movers, seat_name)}…" if movers else "waiting…"
    if not viewer:
        return f"{day}: {waiting}"
    if viewer in view.dead:
        state = "you haunt the boat" if viewer in view.haunting else "you rest in peace"
        return f"{day}: {state}. {_cap(waiting)}"
    if viewer in view.subdued:
        return f"{day}: you are subdued until someone releases you. {_cap(waiting)}"
    if viewer in view.done:
        return f"{day}: you are done for today. {_cap(waiting)}"
    return f"{day}: {waiting}"


# -- a computer player's move ---------------------------------------------------------


def intent_text(game: Adrift, view: State, action: Action, seat_name: Name) -> str:
    """The top bar while a computer castaway's move is shown to the table, in the log's
    words ("Jobs", "Actions", "Fight", "Eat"). ``view`` is the position as the person at
    the computer may see it, but ``action`` is the computer's own: an item is named only
    where the view shows it (never from a hand or a bin behind a screen, "Using Items"),
    and a ration card chosen for the meal never ("Eat")."""
    who = seat_name(action.seat)

    def the(copy: str) -> str:
        return _visible_name(game, view, copy)

    match action:
        case TakeSeat(place=p):
            verb = "takes" if view.step == SEATING else "moves to"
            return f"{who} {verb} place {p}."
        case SwapSeats(other=o):
            if view.swap.get(o) == action.seat:
                return f"{who} and {seat_name(o)} trade places."
            return f"{who} offers {seat_name(o)} a trade of places."
        case CatchFish(focused=f, health=h):
            whom = "to eat the catch" if h else "for the boat"
            return f"{who} catches fish {whom}{_focus(f)}."
        case Row(focused=f):
            partner = _partner(view, action.seat)
            mate = f" with {seat_name(partner)}" if partner else ""
            return f"{who} rows{mate}{_focus(f)}."
        case RemoveWater(focused=f):
            return f"{who} removes water{_focus(f)}."
        case Meditate():
            return f"{who} meditates."
        case Attack(target=t, place=p):
            if p:
                return f"{who} fights {seat_name(t)} for place {p}."
            return f"{who} attacks {seat_name(t)}."
        case FightRoll(roll=r):
            return f"{who} rolls the fight die." if r else f"{who} gives up the fight."
        case Settle(outcome=o, item=i):
            loser = seat_name(_loser(view)) if _loser(view) else "the loser"
            match o:
                case "hurt":
                    return f"{who} hurts {loser}."
                case "subdue":
                    return f"{who} ties up {loser} with {the(i)}."
                case "kill":
                    return f"{who} chooses to kill {loser} with {the(i)}."
            return f"{who} spares {loser}."
        case Interrupt():
            winner = seat_name(_winner(view)) if _winner(view) else "the kill"
            return f"{who} steps in to stop {winner}."
        case Carve(body=b):
            return f"{who} carves {seat_name(b)}'s body."
        case ThrowBody(body=b):
            return f"{who} throws {seat_name(b)}'s body overboard."
        case Haunt():
            return f"{who} will haunt the boat."
        case Repair(item=i):
            return f"{who} repairs {the(i)}."
        case Retrieve(target=t):
            what = seat_name(t) if _is_seat(view, t) else the(t)
            return f"{who} jumps overboard for {what}."
        case SaveSwimmer(swimmer=s):
            return f"{who} throws a line to {seat_name(s)}."
        case Swim():
            return f"{who} swims for the boat."
        case Signal():
            return f"{who} fires a flare to signal for rescue."
        case Give(item=i, to=to):
            return f"{who} gives {the(i)} to {seat_name(to)}."
        case TakeFromBin(item=i):
            return f"{who} takes {the(i)} from the bin."
        case Stow(item=i):
            return f"{who} puts {the(i)} in the bin."
        case PickUp(item=i):
            return f"{who} picks up {the(i)}."
        case Toss(item=i):
            return f"{who} throws {the(i)} overboard."
        case UseItem(item=i, to=to):
            on = f" on {seat_name(to)}" if to and to != action.seat else ""
            return f"{who} uses {the(i)}{on}."
        case Feed(player=p):
            return f"{who} feeds {seat_name(p)}."
        case Release(player=p):
            return f"{who} releases {seat_name(p)}."
        case Eat():
            # "Eat": the card goes face down into the pile; which one waits for all.
            return f"{who} chooses a ration card."
        case Pass():
            if view.fights:
                return f"{who} lets it happen."
            if action.seat in view.dead:
                return f"{who} rests in peace."
            return f"{who} is done for today."
    return f"{who} moves."


# -- drop words -----------------------------------------------------------------------


def drop_words(game: Adrift, action: Action, view: State, seat_name: Name) -> str:
    """What a drop would do, written on a place while a piece is held over it ("take
    this place", "give it to Blue"): a few words, lowercase (set-up step 5; rulebook
    "Move Seats", "Trade/Give Items", "Fight", "Retrieve overboard player or item")."""
    match action:
        case TakeSeat():
            return "take this place" if view.step == SEATING else "move to this place"
        case SwapSeats(other=o):
            if view.swap.get(o) == action.seat:
                return f"trade places with {seat_name(o)}"
            return f"offer {seat_name(o)} a trade"
        case Attack(target=t, place=p):
            return f"fight {seat_name(t)} for this place" if p else f"attack {seat_name(t)}"
        case Give(to=to):
            return f"give it to {seat_name(to)}"
        case Stow():
            return "stow it in the bin"
        case TakeFromBin():
            return "take it from the bin"
        case Toss():
            return "throw it overboard, gone for good"  # ruling AD-R03
        case PickUp():
            return "pick it up"
        case Repair():
            return "repair it"
        case Retrieve(target=t):
            # The drop puts the castaway in the sea: said whole, with the swim back (a
            # keeper dragged a floating bucket to their screen, and drowned).
            what = seat_name(t) if _is_seat(view, t) else "it"
            return f"jump overboard for {what}: swim back on {SWIM_GOAL}–8"
        case SaveSwimmer(swimmer=s):
            return f"throw {seat_name(s)} a line"
        case UseItem(item=i, to=to):
            found = _item(game, i)
            if found and found.use == "food":
                # Onto the ration tracker, for everyone (items.toml): "eat it" had a
                # player look for their own health to change.
                return f"open it: {_plural(found.amount, 'ration')} for the boat"
            if found and found.use == "drink":
                return "drink it"
            return "use it on yourself" if to in ("", action.seat) else f"use it on {seat_name(to)}"
        case Eat(ration=r):
            return f"eat {_plural(r, 'ration')}"
    label = action_label(game, action, view, seat_name, brief=True)
    return label[:1].lower() + label[1:]


# -- the day board --------------------------------------------------------------------


def day_board(game: Adrift, view: State, seat_name: Name, later: Sequence[str] = ()) -> list[str]:
    """The day board on the table: a title, then one line for each castaway, in seat
    order, and what the whole boat knows of the meal and the fights. Only public things:
    a tracker is behind its owner's screen ("Golden Rules") and a chosen ration card is
    face down until all are shown ("Eat"), so neither is ever read here, even from a
    view that holds the viewer's own. ``later``: the computer players who let the
    people act first, whose line says so ("may act" beside a computer that did nothing
    for seconds read as one stuck)."""
    lines = [_title(view)]
    activity = game.activity(view)
    eaters = days.eaters(view) if view.step == MEAL_STEP else ()
    for seat in view.seats:
        parts = _castaway(view, seat, activity, eaters, seat_name)
        if seat in later and parts[-1] in ("may act", "choosing a place"):
            parts[-1] = "waits for the people" if view.step == DAY else "chooses after the people"
        lines.append(" · ".join(parts))
    if view.step == DAY:
        # "Move Seats": an offer to trade places stands until taken up; it was told
        # in the log alone, and a token dropped on a taken place seemed to do nothing.
        for seat, other in view.swap.items():
            lines.append(f"{seat_name(seat)} offers {seat_name(other)} a trade of places")
    if view.step == OVER and view.reason:
        lines.append(_cap(view.reason))
    if view.fights:
        lines.append(_fight_line(game, view, seat_name))
    elif view.settled and view.step == DAY:
        winner, outcome, loser = view.settled
        done = SETTLED_WORDS.get(outcome, outcome)
        lines.append(f"Last fight: {seat_name(winner)} {done} {seat_name(loser)}")
    if view.eaten and view.step in (DAY, MEAL_STEP):
        lines.append(_last_meal(view.eaten))
    return lines


def _last_meal(pile: Sequence[int]) -> str:
    """End Each Day: the ration cards eaten lie face up once shuffled and shown, in no
    one's order (under the castaways' lines, "1 + 2 + 0" was read as theirs, in turn)."""
    if len(pile) == 1:
        return f"Last meal: the {pile[0]} ration card"
    cards = ", ".join(map(str, pile))
    return f"Last meal, the cards shuffled: {cards} ({sum(pile)} eaten)"


def _title(view: State) -> str:
    """The board's title: the step, and on a day the water, how far the items aboard
    raise it at the next dawn (set-up step 4, "Start of Each Day"; "next": a bare "at
    dawn" read as the rise just seen), and the ration tracker."""
    if view.step == SEATING:
        return "Choosing places"
    if view.step == OVER:
        return "Voyage over"
    rise = facts.rise(view)
    # (The Aboard counter's tooltip said it alone: a new castaway saw the water leap
    # overnight and could not tell why.)
    rising = f" (+{rise} next dawn)" if rise else ""
    boat = f"water {view.water} of {WATER_TOP}{rising} · rations {view.rations}"
    if view.step == MEAL_STEP:
        return f"The meal · {boat}"
    return f"Day {view.day} · {boat}"


def _castaway(
    view: State,
    seat: str,
    activity: dict[str, str],
    eaters: tuple[str, ...],
    seat_name: Name,
) -> list[str]:
    """One castaway's line, part by part: where they are, their job or the meal, what
    ails them (sickness and madness are seen by all), and whether they may act."""
    parts = [seat_name(seat)]
    if view.step == OVER:
        if seat in view.winners:
            parts.append("survived")
        else:
            parts.append("dead" if seat in view.dead else "lost with the boat")
        return parts
    place = view.place.get(seat, 0)
    if seat in view.overboard:
        parts.append("overboard")
    elif place:
        keeper = " (keeper)" if place in KEEPERS and seat not in view.dead else ""
        parts.append(f"place {place}{keeper}")
    elif view.step == SEATING:
        parts.append("choosing a place")
    if seat in view.dead:
        if seat in view.haunting:
            parts.append("dead (haunting)")
        elif seat in view.resting:
            parts.append("dead (resting)")
        else:
            parts.append("dead")
        if seat in activity:
            parts.append("may act")
        return parts
    if seat in view.subdued:
        parts.append("subdued")
    if view.step == MEAL_STEP:
        # Only who has chosen: the values may read HIDDEN, or be the viewer's own.
        if seat not in eaters:
            parts.append("does not eat tonight")
        else:
            parts.append("has chosen" if seat in view.meal else "choosing")
    elif view.step == DAY and seat not in view.subdued and seat not in view.overboard:
        parts.append(_job_part(view, seat))
    ails = _ails(view, seat)
    if ails:
        parts.append(ails)
    if view.step == DAY:
        if seat in view.done:
            parts.append("done for today")
        elif seat in activity:
            parts.append("must act" if activity[seat] == MUST else "may act")
    return parts


def _job_part(view: State, seat: str) -> str:
    """Jobs: one a day; the hurt and the sick do none."""
    job = view.job.get(seat)
    if job:
        waiting = " (waiting for a partner)" if seat in view.rowing else ""
        return f"job: {JOB_WORDS.get(job, job)}{waiting}"
    if seat in view.hurt:
        return "hurt: no job today"
    if seat in view.sick:
        return "no job while sick"
    return "job not done"


def _ails(view: State, seat: str) -> str:
    """Sickness (three days) and madness, which the whole boat sees."""
    found = []
    if seat in view.sick:
        found.append(f"sick {_plural(view.sick[seat], 'day')}")
    if seat in view.insane:
        found.append("insane")
    return ", ".join(found)


def _fight_line(game: Adrift, view: State, seat_name: Name) -> str:
    """The fight on, as everyone sees it: who rolled, who is to roll, or who chooses."""
    fight = view.fights[-1]
    head = f"Fight: {_fight_head(view, fight, None, seat_name)}"
    if not fight.winner:
        roller = fights.roller(fight)
        first = _first_roll(fight, None, seat_name)
        rolled = f" · {first}" if first else ""
        return f"{head}{rolled} · {seat_name(roller)} to roll"
    winner, loser = seat_name(fight.winner), seat_name(fight.loser)
    if fight.kill:
        kill = _plain_name(game, fight.kill)
        return f"Fight: {winner} means to kill {loser} with {kill} · the others may stop it"
    return f"Fight: {winner} beat {loser} · {winner} chooses"
