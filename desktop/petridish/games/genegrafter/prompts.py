"""Words for the Genegrafter table: what each legal action is called, what to do now,
what a computer player is doing, and what a drop on a place would do.

Pure (no Qt), so the words can be tested with the rules and reused by any front end.
Every text works from the *view* of the position (hidden cards read as ``HIDDEN``) and
never names a card the people at the table may not see: a hand, or an Ability Card laid
face down and not yet flipped (rulebook "Battle", step 4).
"""

from __future__ import annotations

from collections.abc import Callable

from petridish.core.actions import Action
from petridish.core.words import listed
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.battle import DICE_IN_A_COLOUR
from petridish.games.genegrafter.infinity import ANY_CHARACTER, DNA_MARKER_OPTION
from petridish.games.genegrafter.rules import Genegrafter
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    DISCARD,
    GIVE_UP,
    GRAFT,
    HAND_LIMIT,
    HIDDEN,
    INFINITY_STEP,
    LAY,
    MUSTER,
    OVER,
    PLAY,
    PLAY_LIMIT,
    REROLL,
    DeclareBattle,
    Defend,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
    EquipGear,
    Finish,
    Graft,
    HandOver,
    InfinityChoice,
    KeepDice,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    RollInfinity,
    SendAttacker,
    SpendToken,
    StartBattle,
    State,
)

Name = Callable[[str], str]  # a seat id -> the player's name ("Jon")

# The Infinity Die's faces as the table names them (rulebook "Infinity Die").
FACE_NAMES = {
    "resurrection": "Resurrection",
    "dna_marker": "DNA Marker",
    "infinity": "Infinity Symbol",
    "draw_two": "Draw 2 Cards",
    "discard_two": "Discard 2 Cards",
    "choice": "the sixth face",
}
# Game Components: the Attack dice are red, the Defense dice blue.
DIE_COLOURS = {"attack": "red", "defense": "blue"}


# -- small pieces ---------------------------------------------------------------------


def card_name(game: Genegrafter, view: State, copy: str) -> str:
    """A card's name, as its holder reads it (Card Explanation: the Card Name). A card
    hidden in the view, or unknown to the card set, is only "a card"; a second copy of
    a design beside the first in the same place gets its copy number, so that two moves
    never read alike."""
    design = _design(game, copy)
    if not design:
        return "a card"
    name = game.cards.card(copy).name
    if copy != design and _has_twin(game, view, copy, design):
        return f"{name} (copy {copy.rsplit('.', 1)[-1]})"
    return name


def _has_twin(game: Genegrafter, view: State, copy: str, design: str) -> bool:
    """Whether another copy of ``design`` lies beside ``copy`` where the view shows it."""
    for cards in view.zones.values():
        if copy in cards:
            return any(c not in (copy, HIDDEN) and _design(game, c) == design for c in cards)
    return False


def _design(game: Genegrafter, copy: str) -> str:
    """The design id of a copy ('' for a card hidden in the view, or none known)."""
    if not copy or copy == HIDDEN:
        return ""
    try:
        return game.cards.card(copy).id
    except KeyError:
        return ""


def _opponent(view: State) -> str:
    """The defending player of the battle under way ('' if none)."""
    return view.battle.opponent if view.battle else ""


def _other_side(view: State, seat: str) -> str:
    """The other side of the battle under way: the defending player for the attacker."""
    return _opponent(view) if seat == view.current else view.current


def die_owner(view: State, die: str) -> str:
    """Battle, step 7: the red dice are the attacker's (the player whose turn it is),
    the blue the defender's."""
    return view.current if die.startswith("attack.") else _opponent(view)


def die_words(view: State, die: str) -> str:
    """A battle die by its place among the dice of its colour ("the 3rd red die"): six
    red Attack dice and six blue Defense dice (Game Components). An ordinal, as a die's
    number beside the face it shows read as another face ("your 5 (blue die 4)")."""
    colour, _, _ = die.partition(".")
    same = sorted((k for k in view.dice if k.startswith(colour + ".")), key=_die_index)
    number = same.index(die) + 1 if die in same else _die_index(die)
    return f"the {_ordinal(number)} {DIE_COLOURS.get(colour, colour)} die"


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... (a battle has at most a dozen dice of a colour)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _die_index(key: str) -> int:
    tail = key.rpartition(".")[2]
    return int(tail) if tail.isdigit() else 0


def die_value(view: State, die: str) -> int:
    """The face a battle die shows (Battle, step 7)."""
    rolled = view.dice.get(die)
    return rolled.value if rolled else 0


def _highest(view: State, die: str) -> int:
    # Lucky Shot turns a die to its highest face, whatever dice the table uses.
    rolled = view.dice.get(die)
    return rolled.sides if rolled else 6


def token_word(view: State, seat: str) -> str:
    """Battle, step 4: the attacker spends Attack tokens, the defender Defense tokens."""
    return "Attack" if seat == view.current else "Defense"


def _tokens_left(view: State, seat: str) -> int:
    pile = view.attack_tokens if seat == view.current else view.defense_tokens
    return pile.get(seat, 0)


def _names(seats: list[str] | tuple[str, ...], seat_name: Name) -> str:
    return listed(seat_name(s) for s in seats)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -- action labels --------------------------------------------------------------------


# The moves that end a step (rulebook "Turn Phases", "Battle", "Genegrafting Rounds"):
# the table offers each as a button beside the prompt.
STEP_ENDS = (EndPlay, StartBattle, Finish, KeepDice, EndGrafting, EndTurn)


def title(view: State, current: str) -> str:
    """The top bar's title: the turn, whose it is (``current``, named as the table
    names them) and the DNA Strands, each name once: "Turn 3 · Ana · DNA 1/3". A
    Genegrafting Round is everyone's, whoever's turn turned up the Strand: the title
    names the round instead of a player (the turn's player is not the one asked to
    graft; with no name at all, a player could not tell whose move it was): "Turn 3 ·
    Genegrafting Round · DNA 2/3". (A defender or a grafter is named by the prompt and
    by "At the computer".)"""
    if view.step == OVER:
        return "Game over"
    strands = f"DNA {len(view.zones['strands'])}/3"
    if view.step == GRAFT:
        return f"Turn {view.turns} · Genegrafting Round · {strands}"
    return f"Turn {view.turns} · {current} · {strands}"


def action_label(game: Genegrafter, action: Action, view: State, seat_name: Name) -> str:
    """A short label for ``action`` (a button, a menu entry), in the game's words, for
    the player who makes it (rulebook "Turn Phases", "Battle", "Genegrafting Rounds",
    "Infinity Die", "Discard")."""

    def name(copy: str) -> str:
        return card_name(game, view, copy)

    match action:
        case PlayCharacter(card=c):
            return f"Play {name(c)}"
        case EquipGear(card=c, character=host):
            return f"Equip {name(c)} on {name(host)}"
        case EndPlay():
            return "Done playing Characters"
        case EndTurn():
            return "End your turn"
        case DeclareBattle(opponent=o, attacker=a):
            return f"Attack {seat_name(o)} with {name(a)}"
        case SendAttacker(character=c):
            return f"Send {name(c)} too"
        case StartBattle():
            return "Start the battle"
        case Defend(character=c):
            return f"Defend with {name(c)}"
        case LayAbility(card=c):
            return f"Lay {name(c)} face down"
        case SpendToken(seat=s):
            return f"Spend {_an(token_word(view, s))} token"
        case Finish():
            return "Finished laying"
        case HandOver():
            return f"Over to {seat_name(_other_side(view, action.seat))}"
        case Reroll(die=d):
            return f"Reroll your {die_value(view, d)} ({die_words(view, d)})"
        case LuckyShot(die=d):
            return (
                f"Lucky Shot: turn your {die_value(view, d)} ({die_words(view, d)})"
                f" to {_highest(view, d)}"
            )
        case RollAgain(die=d):
            owner = seat_name(die_owner(view, d))
            return f"Roll Again: {owner}'s {die_value(view, d)} ({die_words(view, d)})"
        case KeepDice():
            return "Keep the dice"
        case Graft(card=c, character=host):
            return f"Graft {name(c)} onto {name(host)}"
        case EndGrafting():
            return "Done grafting"
        case RollInfinity():
            return "Roll the Infinity Die"
        case InfinityChoice():
            return _choice_label(action, view, name, seat_name)
        case Discard(card=c):
            return f"Discard {name(c)}"
    return action.kind


def _an(word: str) -> str:
    return f"an {word}" if word[:1] in "AEIOU" else f"a {word}"


def _choice_label(action: InfinityChoice, view: State, name: Name, seat_name: Name) -> str:
    """Infinity Die: each face's choice, headed by the face it carries out (under the
    sixth face every other face's choices are offered together). A Character of
    another player's is named as theirs ("Sue's Madlock")."""
    face = FACE_NAMES.get(action.face, action.face)

    def whose(character: str) -> str:
        owner = facts.controller(view, character)
        mine = owner in ("", action.seat)
        return name(character) if mine else f"{seat_name(owner)}'s {name(character)}"

    match action.face:
        case "resurrection":
            return f"{face}: bring {name(action.card)} back"
        case "dna_marker":
            return f"{face}: graft {name(action.card)} onto {whose(action.target)}"
        case "infinity":
            return f"{face}: {whose(action.target)} gains Infinity"
        case "draw_two":
            return f"{face}: draw two cards"
        case "discard_two":
            n = min(2, len(view.zones[f"{action.target}.hand"]))
            gives = {0: "draws 1 next turn (no cards)", 1: "discards one card"}
            return f"{face}: {seat_name(action.target)} {gives.get(n, 'discards two cards')}"
    return face


# -- the top bar ----------------------------------------------------------------------


def prompt(
    game: Genegrafter, view: State, viewer: str | None, can_act: bool, seat_name: Name
) -> str:
    """The top bar: what is happening and what the viewer can do (rulebook "Turn
    Phases" and the steps of "Battle"); at the end, who won and why ("Winning the
    Game")."""
    if view.step == OVER:
        return _over(view, viewer, seat_name)
    if can_act:
        return _your_move(game, view, viewer, seat_name)
    return _their_move(game, view, viewer, seat_name)


def _over(view: State, viewer: str | None, seat_name: Name) -> str:
    """Winning the Game: the most Genetic Markers, or the last player standing."""
    if not view.winners:
        return "Game over."
    why = f" ({view.reason})" if view.reason else ""
    if viewer in view.winners and len(view.winners) == 1:
        return f"Game over: you win{why}."
    verb = "wins" if len(view.winners) == 1 else "win"
    return f"Game over: {_names(view.winners, seat_name)} {verb}{why}."


def _fight_words(game: Genegrafter, view: State, seat_name: Name) -> str:
    """ "Nebrus against Madlock": the fight under way, both Characters being in play."""
    fight = view.battle.fight if view.battle else None
    if fight is None:
        return "The battle"
    attacker = card_name(game, view, fight.attacker)
    if not fight.defender:
        return f"{attacker} attacks"
    return f"{attacker} against {card_name(game, view, fight.defender)}"


def _infinity_offer(view: State, viewer: str | None) -> str:
    """Infinity Die: once a game, at any time in your own turn."""
    if viewer == view.current and viewer not in view.infinity_used:
        return " You may roll your Infinity Die."
    return ""


def _your_move(game: Genegrafter, view: State, viewer: str | None, seat_name: Name) -> str:
    """What the viewer, whose move it is, can do, and the gesture that does it."""
    step, seat = view.step, viewer or ""
    if step == GRAFT:
        return _graft_prompt(game, view, seat)
    if step == PLAY:
        return _play_prompt(game, view, seat) + _infinity_offer(view, viewer)
    if step == BATTLE:
        return _battle_prompt(game, view, seat) + _infinity_offer(view, viewer)
    if step == MUSTER:
        who = seat_name(_opponent(view))
        return (
            f"Battle against {who}: drag more Characters onto {who}'s play area to send them too."
        )
    if step == DEFEND:
        fight = view.battle.fight if view.battle else None
        attacker = card_name(game, view, fight.attacker) if fight else "a Character"
        return (
            f"{seat_name(view.current)} attacks you with {attacker}: click one of your "
            "Characters to defend with it."
        )
    if step == LAY:
        return _lay_prompt(game, view, seat, seat_name)
    if step == REROLL:
        return _reroll_prompt(view, seat, seat_name)
    if step == INFINITY_STEP:
        return _infinity_prompt(view)
    if step == GIVE_UP:
        # Said to the one who discards, under a title naming the roller's turn: "Ada's
        # Infinity Die: drag 2 cards" read as Ada's move.
        n = view.giving_up[1]
        them = "them" if n > 1 else "it"
        return (
            f"{seat_name(view.current)}'s Infinity Die: you discard {_plural(n, 'card')}. "
            f"Drag {them} from your hand onto the discard pile."
        )
    if step == DISCARD:
        n = max(1, len(view.zones.get(f"{seat}.hand", ())) - HAND_LIMIT)
        return (
            f"Discard down to {HAND_LIMIT}: drag {_plural(n, 'card')} from your hand onto "
            "the discard pile."
        )
    return "Your move."


def _battle_prompt(game: Genegrafter, view: State, seat: str) -> str:
    """Battle: a Character attacks once a turn, and not while fatigued (the turn it
    arrives); with none able to, the turn can only end."""
    # Why none can, in the cards' own words: "end your turn" alone, on a first turn,
    # left a new player to find "fatigued" in the rules.
    mine = facts.in_play(view, seat)
    if any(game.can_attack(view, c) for c in mine):
        return "Battle: drag a Character not fatigued and yet to attack onto an opponent."
    if not mine:
        return "No Character of yours is in play to attack: end your turn."
    tired = [c for c in mine if c in view.fatigued]
    done = [c for c in mine if c not in view.fatigued]
    why = []
    if tired:
        who = _cards(game, view, tired)
        # (Fatigued as it came into play, or by an Event: the table cannot tell which.)
        why.append(
            f"{who} {'is' if len(tired) == 1 else 'are'} fatigued, new in play or by an Event"
        )
    if done:
        who = _cards(game, view, done)
        why.append(f"{who} {'has' if len(done) == 1 else 'have'} attacked")
    return f"No Character of yours can attack now ({'; '.join(why)}): end your turn."


def _cards(game: Genegrafter, view: State, copies: list[str]) -> str:
    """Up to two cards by name ("Brute and Umbra"), more by their count ("all 3")."""
    if len(copies) > 2:
        return f"all {len(copies)}"
    return " and ".join(card_name(game, view, c) for c in copies)


def _graft_prompt(game: Genegrafter, view: State, seat: str) -> str:
    """Genegrafting Rounds: which card is dragged onto what (a Character from your hand
    or Gene Pool onto one of yours in play), or why there is nothing to graft. (What a
    graft gives, its Super Power and marker colour, the round's announcement says; "Done
    grafting" is the button beside the prompt.)"""
    left = view.grafts_left.get(seat, 0)
    nothing = _nothing_to_graft(game, view, seat)
    if nothing:
        return f"Genegrafting Round: {nothing}."
    mine = (*view.zones.get(f"{seat}.hand", ()), *view.zones.get(f"{seat}.pool", ()))
    if not any(_kind(game, c) == "character" for c in mine):
        # Only the hidden hand may hold one: the curtain asked a player with none to
        # drag one, and the table behind it said there was nothing to graft.
        return (
            f"Genegrafting ({left} left): a Character from your hand onto one of yours,"
            " if you hold one — else Done grafting."
        )
    return f"Genegrafting ({left} left): drag a Character from hand or Gene Pool onto one of yours."


def _nothing_to_graft(game: Genegrafter, view: State, seat: str) -> str:
    """Why ``seat`` has nothing to graft, as ``view`` shows it ("" where it may have).
    A hand the view hides (the curtain's words, worked out from what everyone may see)
    may hold a Character: only a hand in sight can be said to hold none."""
    mine = (*view.zones.get(f"{seat}.hand", ()), *view.zones.get(f"{seat}.pool", ()))
    if HIDDEN not in mine and not any(_kind(game, c) == "character" for c in mine):
        return "no Character in your hand or Gene Pool to graft"
    if not facts.in_play(view, seat):
        return "none of your Characters is in play to graft onto"
    return ""


def _play_prompt(game: Genegrafter, view: State, seat: str) -> str:
    """Play Character Cards: up to three a turn, at least one if able; Gear at once,
    one piece on each Character a turn."""
    # Short: the top bar keeps it to one line, and "Done playing Characters" is the
    # button beside it. Gear only where some may go on now: "drag Gear onto yours" over
    # a Character given its piece this turn asked for what the rules refuse.
    if HIDDEN in view.zones.get(f"{seat}.hand", ()):
        return _play_step_words(view)
    gear = _gear_may_go_on(game, view, seat)
    if view.played >= PLAY_LIMIT:
        if gear:
            return f"You have played {PLAY_LIMIT} Characters: drag Gear onto them."
        return f"You have played {PLAY_LIMIT} Characters, as many as a turn allows."
    hand = view.zones.get(f"{seat}.hand", ())
    able = any(_kind(game, c) == "character" for c in hand)
    if not able:
        # "Drag Characters into play" over a hand of Gear alone asked for what is not there.
        if gear:
            return "No Character in your hand: drag Gear onto yours."
        if any(_kind(game, c) == "gear" for c in hand):
            return "No Character in your hand, and none of yours can take Gear now."
        return "No Character or Gear in your hand to play."
    first = " (at least one)" if view.played == 0 else ""
    return f"Drag Characters into play{first}" + (", Gear onto them." if gear else ".")


def _play_step_words(view: State) -> str:
    """Play Character Cards, said of a hand the view hides (the curtain's words, read by
    the whole table): the step and its limits, true whatever the hand holds. Read as
    "no card", the hidden hand had the curtain say "No Character or Gear in your hand
    to play" to a player about to be asked for at least one, and told the others what
    that hand seemed to hold."""
    left = PLAY_LIMIT - view.played
    if left <= 0:
        return (
            f"You have played {PLAY_LIMIT} Characters, as many as a turn allows; any Gear"
            " in your hand may go onto yours."
        )
    if view.played == 0:
        return (
            f"Play Character Cards: up to {PLAY_LIMIT} Characters from your hand (at least"
            " one, if you hold one), and any Gear onto yours."
        )
    return (
        f"Play Character Cards: up to {left} more {'Character' if left == 1 else 'Characters'}"
        " from your hand, and any Gear onto yours."
    )


def _gear_may_go_on(game: Genegrafter, view: State, seat: str) -> bool:
    """Whether a Gear card in ``seat``'s hand may go on one of its Characters this turn:
    one in play not given its piece yet, with the slot free, or one still to be played
    (Play Character Cards: one piece of Gear on each Character a turn)."""
    cs = game.cards
    hand = view.zones.get(f"{seat}.hand", ())
    slots = {cs.gear_card(c).slot for c in hand if _kind(game, c) == "gear"}
    if not slots:
        return False
    if view.played < PLAY_LIMIT and any(_kind(game, c) == "character" for c in hand):
        return True
    return any(slots - taken for taken in facts.gear_slots_taken(cs, view, seat).values())


def _kind(game: Genegrafter, copy: str) -> str:
    design = _design(game, copy)
    return design.partition(".")[0]


def _lay_prompt(game: Genegrafter, view: State, seat: str, seat_name: Name) -> str:
    """Battle, step 4: lay an Ability Card face down, or add a token, or waive; the
    attacker is the player whose turn it is."""
    n = _tokens_left(view, seat)
    # An Attack token for the attacker, a Defense token for the defender: the only
    # tokens a side may click, named ("a token" left a newcomer to guess which).
    word = token_word(view, seat)
    a = "an" if word == "Attack" else "a"
    token = f", or click {a} {word} token ({n} left)" if n > 0 else ""
    sure = game.dice_before_cards(view, seat)
    if n > 0 and sure is not None and sure >= DICE_IN_A_COLOUR and game.dice_capped(view):
        # A token past six dice is spent for nothing: it was wasted unseen.
        token = f" ({a} {word} token adds nothing: your side counts six dice already)"
    side = "Attacking" if seat == view.current else "Defending"
    # Short, for the top bar's one line: the fight itself lies on the table, and
    # "Finished laying" (and "Over to …") are the buttons beside the prompt.
    # Ruling GG-R23: several a turn ("Over to …" hands the turn over), or one.
    cards = "Ability Cards" if game.several_a_turn(view) else "an Ability Card"
    return f"{side}: drag {cards} to the battle{token}."


def _reroll_prompt(view: State, seat: str, seat_name: Name) -> str:
    """Ability Cards: a reroll for each card matching the marker; Special Rules: Lucky
    Shot and Roll Again wait for a die to act on."""
    fight = view.battle.fight if view.battle else None
    if fight is None:
        return "Click one of your dice to reroll it, or keep the dice."
    ways = []
    if fight.rerolls.get(seat, 0):
        ways.append(f"click one to reroll it ({fight.rerolls[seat]} left)")
    if fight.lucky.get(seat, 0):
        ways.append("Lucky Shot one to 6")
    if fight.again.get(seat, 0):
        other = _opponent(view) if seat == view.current else view.current
        ways.append(f"Roll Again one of {seat_name(other)}'s")
    if not ways:
        return "Your dice: keep them."
    # ("Keep the dice" is the button beside the prompt.)
    text = ", ".join(ways[:-1]) + " or " + ways[-1] if len(ways) > 1 else ways[0]
    return f"Your dice: {text}."


def _infinity_prompt(view: State) -> str:
    """Infinity Die: what the face rolled lets its owner do (ruling GG-R14 for the
    sixth face)."""
    face = view.infinity_face
    mine = bool(facts.in_play(view, view.current))
    # Ruling GG-R15: any Character in play, unless the option keeps it to the roller's.
    any_host = view.options.get(DNA_MARKER_OPTION, ANY_CHARACTER) == ANY_CHARACTER
    asks = {
        "resurrection": "click a Character in any Gene Pool to bring it back under you",
        "dna_marker": "drag a Character from your Gene Pool onto "
        + ("any in play" if any_host else "one of yours in play"),
        "infinity": _infinity_ask(mine),
        "discard_two": "press who discards two",
        "draw_two": "draw two cards with the button",
        # (Any other face's move: a Character clicked or dragged, or a button.)
        "choice": "pick one",
    }
    ask = asks.get(face, "choose what it does")
    if face == "choice":
        # The buttons beside it (Draw 2 Cards, who discards two) and the faces made on
        # the table, those it can do now: "pick one" beside the buttons alone hid the
        # Infinity Symbol, which a hint then named.
        ways = []
        if any(facts.pool(view, s) for s in view.seats):
            ways.append("click {} in a Gene Pool to bring it back")
        if facts.pool(view, view.current):
            ways.append("drag {} from your Gene Pool to graft it")
        # (With none of the roller's own in play, the power goes to another player's.)
        ways.append(
            "click {} in play to give it Infinity"
            if mine
            else "click another player's Character to give it Infinity"
        )
        said = [w.format("one" if i else "a Character") for i, w in enumerate(ways)]
        return f"Any face: {', '.join(said)}, or a button."
    # The face's name alone: the die has just been rolled, and the buttons beside the
    # prompt need the room.
    return f"{FACE_NAMES.get(face, 'The Infinity Die')}: {ask}."


def _infinity_ask(mine: bool) -> str:
    """The Infinity Symbol's gesture, and what the power does (a newcomer met the word
    first here); with none of the roller's own in play (not ``mine``), that it goes to
    another player's."""
    does = "every Ability Card then matches its power"
    if mine:
        return f"click a Character in play to give it the Infinity Power ({does})"
    return (
        f"with none of yours in play, click another player's Character to give it Infinity ({does})"
    )


def _their_move(game: Genegrafter, view: State, viewer: str | None, seat_name: Name) -> str:
    """What is happening while others move: who acts, and on what."""
    movers = list(game.activity(view))
    if not movers:
        return "Waiting…"
    step = view.step
    if step == GRAFT:
        waiting = _names([s for s in movers if s != viewer] or movers, seat_name)
        if viewer in view.grafts_left and viewer not in movers:
            # Done at once, or for them (``Genegrafter.move_made_for``), with nothing
            # to graft: the bar says why, as they pressed nothing.
            grafted = view.grafts_left[viewer] < len(view.zones["strands"])
            why = "" if grafted else _nothing_to_graft(game, view, viewer or "")
            return f"Genegrafting Round: {why or 'you are done grafting'}. Waiting for {waiting}…"
        return f"Genegrafting Round: waiting for {waiting} to graft…"
    who = movers[0]
    subject = "You are" if who == viewer else f"{seat_name(who)} is"
    doing = _doing(game, view, viewer, seat_name)
    return f"{subject} {doing}…"


def _doing(game: Genegrafter, view: State, viewer: str | None, seat_name: Name) -> str:
    """The mover's business, as a phrase after "Sue is"."""
    step = view.step
    opponent = _opponent(view)
    against = "you" if opponent and opponent == viewer else seat_name(opponent)
    if step == PLAY:
        return "playing Characters and Gear"
    if step == BATTLE:
        return "choosing a battle, or ending the turn"
    if step == MUSTER:
        return f"sending Characters into battle against {against}"
    if step == DEFEND:
        fight = view.battle.fight if view.battle else None
        attacker = card_name(game, view, fight.attacker) if fight else "the attack"
        return f"choosing a defender against {attacker}"
    if step == LAY:
        return f"laying Ability Cards or tokens ({_fight_words(game, view, seat_name)})"
    if step == REROLL:
        return f"spending rerolls ({_fight_words(game, view, seat_name)})"
    if step == INFINITY_STEP:
        face = FACE_NAMES.get(view.infinity_face, "a face")
        return f"choosing what the Infinity Die's {face} does"
    if step == GIVE_UP:
        return f"discarding two cards for {seat_name(view.current)}'s Infinity Die"
    if step == DISCARD:
        return f"discarding down to {HAND_LIMIT} cards"
    return "moving"


# -- a computer player's move ---------------------------------------------------------


def intent_text(game: Genegrafter, view: State, action: Action, seat_name: Name) -> str:
    """The top bar while a computer player's move is shown to the table: the move in
    the log's words (rulebook "Battle" and "Turn Phases"), naming no card the view
    hides: an Ability Card is laid face down, a card from a hidden hand is "a card"."""
    who = seat_name(action.seat)

    def name(copy: str) -> str:
        return card_name(game, view, copy)

    match action:
        case PlayCharacter(card=c):
            # Played face up: everyone sees it as it goes into play.
            return f"{who} plays {name(c)}."
        case EquipGear(card=c, character=host):
            return f"{who} equips {name(host)} with {name(c)}."
        case EndPlay():
            return f"{who} is done playing Characters."
        case EndTurn():
            return f"{who} ends the turn."
        case DeclareBattle(opponent=o, attacker=a):
            return f"{who} attacks {seat_name(o)} with {name(a)}."
        case SendAttacker(character=c):
            return f"{who} sends {name(c)} into the battle too."
        case StartBattle():
            return f"{who} starts the battle against {seat_name(_opponent(view))}."
        case Defend(character=c):
            return f"{who} defends with {name(c)}."
        case LayAbility():
            # Battle, step 4: face down; which card it is waits for the flip.
            return f"{who} lays an Ability Card face down."
        case SpendToken(seat=s):
            return f"{who} adds {_an(token_word(view, s))} token."
        case Finish():
            return f"{who} is finished laying."
        case HandOver():
            return f"{who} hands the laying over to {seat_name(_other_side(view, action.seat))}."
        case Reroll(die=d):
            return f"{who} rerolls a {die_value(view, d)} ({die_words(view, d)})."
        case LuckyShot(die=d):
            return (
                f"{who}'s Lucky Shot turns a {die_value(view, d)} ({die_words(view, d)}) "
                f"to {_highest(view, d)}."
            )
        case RollAgain(die=d):
            owner = seat_name(die_owner(view, d))
            return (
                f"{who}'s Roll Again rolls {owner}'s {die_value(view, d)} "
                f"({die_words(view, d)}) again."
            )
        case KeepDice():
            return f"{who} keeps the dice."
        case Graft(card=c, character=host):
            # Genegrafting Rounds: the graft lies with its power and marker showing.
            return f"{who} grafts {name(c)} onto {name(host)}."
        case EndGrafting():
            return f"{who} is done grafting."
        case RollInfinity():
            return f"{who} rolls the Infinity Die."
        case InfinityChoice():
            return f"{who} uses {_choice_label(action, view, name, seat_name)}."
        case Discard(seat=s, card=c):
            if c in view.zones.get(f"{s}.hand", ()):
                return f"{who} discards {name(c)}."
            return f"{who} discards a card."
    return f"{who} moves."


# -- drop words -----------------------------------------------------------------------


def drop_words(game: Genegrafter, action: Action, view: State, seat_name: Name) -> str:
    """What a drop would do, written on the place while a card is held over it ("play
    Nebrus", "attack Sue with Nebrus"): a few words, lowercase (rulebook "Play
    Character Cards", "Gear Cards", "Battle", "Genegrafting Rounds", "Discard")."""

    def name(copy: str) -> str:
        return card_name(game, view, copy)

    match action:
        case PlayCharacter(card=c):
            return f"play {name(c)}"
        case EquipGear(character=host):
            return f"equip it on {name(host)}"
        case Graft(character=host):
            return f"graft it under {name(host)}"
        case DeclareBattle(opponent=o, attacker=a):
            return f"attack {seat_name(o)} with {name(a)}"
        case SendAttacker(character=c):
            return f"send {name(c)} too"
        case Defend(character=c):
            return f"defend with {name(c)}"
        case LayAbility():
            return "lay it face down"
        case SpendToken(seat=s):
            return f"spend {_an(token_word(view, s))} token"
        case Discard():
            return "discard it"
        case Reroll():
            return "reroll it"
        case LuckyShot(die=d):
            return f"turn it to {_highest(view, d)} (Lucky Shot)"
        case RollAgain():
            return "roll it again (Roll Again)"
        case InfinityChoice():
            return _choice_drop(action, name, seat_name)
    label = action_label(game, action, view, seat_name)
    return label[:1].lower() + label[1:]


def _choice_drop(action: InfinityChoice, name: Name, seat_name: Name) -> str:
    match action.face:
        case "resurrection":
            return "bring it back under you"
        case "dna_marker":
            return f"graft it under {name(action.target)}"
        case "infinity":
            return "give it the Infinity Power"
        case "discard_two":
            return f"make {seat_name(action.target)} discard two"
    return "draw two cards"
