"""Why the computer player rates a Genegrafter move best, in a line a person can check
on the table (a hint's reason): the numbers are those the move was scored by, worked out
from what the player at the table may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.actions import Action
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import infinity
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.bot import chance_to_beat
from petridish.games.genegrafter.rules import Genegrafter
from petridish.games.genegrafter.state import (
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

if TYPE_CHECKING:
    from petridish.games.genegrafter.bot import GenegrafterBot


def _a(word: str) -> str:
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _dice(n: float) -> str:
    return f"{n:g} {'die' if n == 1 else 'dice'}"


def explain(bot: GenegrafterBot, game: Genegrafter, view: State, seat: str, action: Action) -> str:
    """One line on why ``bot`` plays ``action`` for ``seat``, seen from ``view``."""
    cs = game.cards

    def name(card: str) -> str:
        return cs.card(card).name

    match action:
        case DeclareBattle(opponent=opponent, attacker=attacker):
            return _attack(bot, game, view, seat, opponent, attacker)
        case SendAttacker(character=character):
            assert view.battle is not None  # attackers are sent in a battle
            return _attack(bot, game, view, seat, view.battle.opponent, character)
        case StartBattle():
            return "no other Character of yours is worth sending: the battle begins"
        case Defend(character=character):
            assert view.battle is not None and view.battle.fight is not None  # in a fight
            attacker = view.battle.fight.attacker
            ours = bot._dice(game, view, character, False)
            theirs = bot._dice(game, view, attacker, True)
            p = chance_to_beat(ours, theirs)
            return (
                f"{name(character)} defends with {_dice(ours)} against {name(attacker)}'s "
                f"{_dice(theirs)}: {p:.0%} to hold, the smallest risk to your markers"
            )
        case LayAbility(card=card):
            return _lay(game, view, seat, card)
        case SpendToken():
            word = game.token_word(view, seat)
            return f"{_a(word)} token adds a die; {_standing(bot, game, view, seat)}"
        case Finish():
            return f"nothing more is worth laying; {_standing(bot, game, view, seat)}"
        case HandOver():
            return f"see what the other side answers first; {_standing(bot, game, view, seat)}"
        case Reroll(die=die):
            value = view.dice[die].value
            return f"reroll the {value}: you keep the higher of the two, so it can only help"
        case LuckyShot(die=die):
            return f"Lucky Shot turns your {view.dice[die].value} into a 6"
        case RollAgain(die=die):
            return f"Roll Again on their {view.dice[die].value}: a new roll is likely lower"
        case KeepDice():
            return "the dice stand as they lie: nothing left to spend worth spending"
        case PlayCharacter(card=card):
            c = cs.character(card)
            return (
                f"{c.name} brings {c.markers} Genetic Marker{'s' * (c.markers != 1)} to count "
                f"at the end, {_dice(c.attack)} to attack and {_dice(c.defense)} to defend"
            )
        case EquipGear(card=card, character=host):
            g = cs.gear_card(card)
            # ("Holds 2 Attack for Farsight", after the card's "stores", read oddly.)
            held = " and ".join(
                f"{n} more {w} {'die' if n == 1 else 'dice'}"
                for n, w in ((g.attack, "Attack"), (g.defense, "Defense"))
                if n
            )
            return f"{g.name} gives {name(host)} {held} in every battle"
        case Graft(card=card, character=host):
            graft = cs.character(card)
            power = carddata.POWER_NAMES.get(graft.power, graft.power)
            if card in facts.pool(view, seat):
                return (
                    f"grafting {graft.name} from your Gene Pool gives {name(host)} "
                    f"{power}, but {_markers_lost(graft.markers)}"
                )
            return (
                f"{name(host)} gains {power} and {_a(graft.marker)} marker: more Ability "
                f"bonuses and rerolls, and {graft.name}'s markers did not count in your hand"
                " anyway"
            )
        case EndGrafting():
            # Genegrafting Rounds: what a graft is, for whoever asks why not graft.
            return (
                "no graft is worth its cost (a Character from your hand or Gene Pool, "
                "dragged onto one of yours, gives it its Super Power and marker colour)"
            )
        case EndPlay():
            return "on to the battles"
        case EndTurn():
            # A Character may attack once a turn, and not in the turn it is played
            # ("Battle"): where none can, that is the reason, not the dice.
            mine = facts.in_play(view, seat)
            if not mine:
                return "you have no Character in play to battle with"
            if all(c in view.fatigued or c in view.attacked for c in mine):
                return "none of your Characters can attack now: each is fatigued or has attacked"
            return "no battle left where your dice are likely to win"
        case RollInfinity():
            idle = infinity.idle_words(game.cards, view, seat)
            if idle:
                return f"the Infinity Die is yours once a game, though {idle}"
            return "the Infinity Die is yours once a game; every face helps now"
        case InfinityChoice():
            return _infinity(game, view, seat, action)
        case Discard(card=card):
            return f"{name(card)} is the card worth least to keep"
    return ""


# The Infinity Die's faces, as a hint of a roll tells them (rulebook "Infinity Die").
INFINITY_FACES_SAID = (
    "the Infinity Die rolls once a game and its face is used at once: bring back a"
    " Character from a Gene Pool, graft one from your Gene Pool, give a Character in play"
    " the Infinity Power, draw 2 cards, or make another player discard 2"
)


def facts_of(bot: GenegrafterBot, game: Genegrafter, view: State, seat: str, action: Action) -> str:
    """What ``explain`` says of ``action`` that holds whichever move is best (a hint of
    a move this player would not pick): "" where its words weigh it against the others
    ("nothing more is worth laying", "the card worth least to keep")."""
    match action:
        case StartBattle() | KeepDice() | EndGrafting() | EndPlay() | EndTurn() | Discard():
            return ""
        case RollInfinity():  # what it may bring, whoever would roll it now
            idle = infinity.idle_words(game.cards, view, seat)
            return f"{INFINITY_FACES_SAID}; {idle}" if idle else INFINITY_FACES_SAID
        case Finish() | HandOver():
            return _standing(bot, game, view, seat)
        case InfinityChoice(face="discard_two", target=target):
            n = len(facts.hand(view, target))
            return f"{game.seat_name(target)} holds {n} card{'s' * (n != 1)} to lose"
    said = explain(bot, game, view, seat, action)
    return said.removesuffix(", the smallest risk to your markers")  # (a defence)


def _standing(bot: GenegrafterBot, game: Genegrafter, view: State, seat: str) -> str:
    """Where the battle stands for ``seat``, in dice (the other side's face-down cards
    counted at a die and a half each, as the computer counts them)."""
    ahead = bot._ahead(game, view, seat)
    if abs(ahead) < 0.25:
        return "the sides stand level"
    side = "ahead" if ahead > 0 else "behind"
    return f"you stand about {_dice(abs(round(ahead * 2) / 2))} {side}"


def _attack(
    bot: GenegrafterBot, game: Genegrafter, view: State, seat: str, opponent: str, attacker: str
) -> str:
    cs = game.cards
    who = game.seat_name(opponent)
    defenders = facts.in_play(view, opponent)
    if not defenders:
        return (
            f"{who} has no Character to defend: {cs.card(attacker).name} takes 1 Health "
            f"directly ({who} has {view.health[opponent]})"
        )
    ours = bot._dice(game, view, attacker, True)
    best = max(defenders, key=lambda d: bot._dice(game, view, d, False))
    theirs = bot._dice(game, view, best, False)
    tokens = view.attack_tokens[seat]
    p = chance_to_beat(ours + 0.6 * tokens, theirs)
    won = "sends it to your Gene Pool" if best in view.damaged else "damages it"
    spare = f" (with {tokens} Attack token{'s' * (tokens != 1)} to spend)" if tokens else ""
    # The defender is the other side's to choose: the reckoning is against the strongest
    # (named "Sue's best defender", it read as the one Sue would send); and the chance is
    # the fight's, beside the game's own "your chances to win".
    return (
        f"{cs.card(attacker).name}'s {_dice(ours)}{spare} against the strongest defender "
        f"{who} has, {cs.card(best).name} ({_dice(theirs)}): about {p:.0%} to win that "
        f"fight, which {won}"
    )


def _lay(game: Genegrafter, view: State, seat: str, card: str) -> str:
    cs = game.cards
    battle = view.battle
    assert battle is not None and battle.fight is not None  # cards are laid in a fight
    fight = battle.fight
    mine = fight.attacker if seat == view.current else fight.defender
    ability = cs.ability(card)
    n = carddata.ability_dice(ability, set(facts.powers(cs, view, mine)))
    who = cs.card(mine).name
    # (Battle: a card whose type matches the Character's Genetic Marker rerolls a die;
    # "gives Brute 0 dice, and a reroll (physical matches its marker)" read as a code.)
    parts = [f"{ability.name} gives {who} {_dice(n)}" if n else f"{ability.name} adds no dice"]
    if n and n == ability.bonus and ability.bonus > ability.base:
        parts.append("its power's bonus")
    if ability.type in facts.marker_colours(cs, view, mine):
        joint = "and" if n else "but"
        colour = carddata.TYPE_COLOURS[ability.type]
        parts.append(
            f"{joint} a die to reroll: it is {colour} ({ability.type.capitalize()}),"
            f" as {who}'s Genetic Marker is"
        )
    return ", ".join(parts)


def _infinity(game: Genegrafter, view: State, seat: str, action: InfinityChoice) -> str:
    cs = game.cards
    if action.face == "resurrection":
        c = cs.character(action.card)
        return f"{c.name} comes back on your side with {c.markers} Genetic Marker{'' if c.markers == 1 else 's'}"
    if action.face == "dna_marker":
        return f"{cs.card(action.card).name} lends its power to {cs.card(action.target).name}"
    if action.face == "infinity":
        return f"{cs.card(action.target).name} gets every power's Ability bonus"
    if action.face == "discard_two":
        n = len(facts.hand(view, action.target))
        return f"{game.seat_name(action.target)} holds the most cards ({n}) to lose"
    return "two more cards"


def _markers_lost(n: int) -> str:
    """What a graft from the Gene Pool stops counting, said of ``n`` markers."""
    return f"its {n} markers no longer count" if n != 1 else "its marker no longer counts"
