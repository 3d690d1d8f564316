"""What the A.D.A.P.T. table says: a move's name in the moves list and the context menu,
the top bar's prompt, and a computer player's move while it is shown."""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action
from petridish.core.game import Result
from petridish.games.adapt import words
from petridish.games.adapt.cards import SPECIALS
from petridish.games.adapt.rules import GAME, wipe_xp
from petridish.games.adapt.state import (
    BAITED,
    CHOOSE,
    GUPPY,
    OVER,
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    EndTurn,
    PickCard,
    RandomSelection,
    Rest,
    Special,
    State,
    Wipe,
)

Name = Any  # a seat -> name function


def card(cid: str) -> str:
    return words.card_name(GAME, cid)


def action_label(action: Action, view: State, name: Name) -> str:
    """A move as the moves list names it."""
    match action:
        case ChooseGuppy(guppy=g):
            return f"Start as the {card(g)}"
        case PickCard(card=c):
            return f"Take the {card(c)} from the Gene Stream"
        case Adapt(card=c):
            return f"Adapt the {card(c)} from your Gene Pool"
        case Buy(card=c, keep=keep):
            cost = GAME.cards.design(c).cost
            how = "keep it in your Gene Pool" if keep else "adapt it"
            return f"Buy the {card(c)} ({cost} Experience) and {how}"
        case Attack(target=t):
            return f"Attack {name(t)}"
        case Special(seat=seat, ability=a, target=t):
            return _special_label(seat, a, t, view, name)
        case Wipe():
            return f"Wipe the Gene Stream (+{wipe_xp(len(view.seats))} Experience)"
        case RandomSelection():
            return "Adapt by Random Selection (roll the percentile dice)"
        case Rest():
            return "Rest: end the turn"
        case EndTurn():
            return "End the turn"
    return action.kind


def prompt(view: State, viewer: str | None, can_act: bool, name: Name) -> str:
    """The top bar: what is happening and what the viewer can do."""
    if view.step == OVER:
        won = [("you" if s == viewer else name(s)) for s in view.winners]
        why = GAME.ending(Result(tuple(view.winners), view.reason))
        return f"The game is over: {' and '.join(won)} won — {why}."
    current = view.current
    if not can_act:
        return f"{name(current)}'s turn." if current else ""
    if view.step == GUPPY:
        return "Choose your Guppy: drag one onto your Body."
    if view.step == CHOOSE:
        return "Random Selection: take any Gene Stream card onto your fish."
    if view.step == BAITED:
        return "You may still buy or adapt this turn, or end it."
    if view.fish[current].baited_by:
        return f"You are baited: attack {name(view.fish[current].baited_by)}."
    legal = GAME.legal_actions(view, current)
    if all(isinstance(a, RandomSelection | Rest) for a in legal):
        # Can't Act (rulebook lines 81-88): nothing to buy, adapt, attack, use or wipe.
        # "You can't act: adapt…" read as a contradiction: say why first, then what is open.
        return (
            f"Nothing to buy{_too_dear(view, current)}, adapt or attack: adapt by Random"
            " Selection (in Your moves), or rest."
        )
    from petridish.games.adapt.moves import attack_ready  # (it imports the rules)

    # A Guppy short of Ferocity is not offered an attack it cannot make; the bar says
    # why (a new player's Guppy read "or attack with your Body" and found no attack).
    why = attack_ready(GAME.board(view), current)
    special = _special_open(legal)
    if why is not None:
        if special:
            return (
                f"Your turn: buy from the Gene Stream, adapt from your Gene Pool or {special};"
                f" {why}."
            )
        return f"Your turn: buy from the Gene Stream or adapt from your Gene Pool; {why}."
    if special:
        return (
            "Your turn: buy from the Gene Stream, adapt from your Gene Pool, attack with your"
            f" Body, or {special}."
        )
    return (
        "Your turn: buy from the Gene Stream, adapt from your Gene Pool, or attack with your Body."
    )


def _special_open(legal: list[Action]) -> str:
    """The Special Actions among the ``legal`` moves, and the gesture that uses them: "use
    Bait (drag its Part onto a fish)", "use Hide (double-click its Part)" (rulebook line
    41). Offered only in Your moves before, a new player never found them."""
    from petridish.games.adapt.specials import TARGETED  # (it imports the rules)

    abilities = sorted(
        {a.ability for a in legal if isinstance(a, Special)},
        key=SPECIALS.index,
    )
    if not abilities:
        return ""
    aimed = [a for a in abilities if a in TARGETED]
    names = " or ".join(a.capitalize() for a in abilities)
    if len(abilities) > 1:
        return f"use {names} (their Parts: drag or double-click)"
    how = "drag its Part onto a fish" if aimed else "double-click its Part"
    return f"use {names} ({how})"


def _too_dear(view: State, seat: str) -> str:
    """Why nothing can be bought, where it is the price of every card in the Gene
    Stream (rulebook line 85): " (your 3 Experience pays for none)"; "" where some
    card is refused for another reason (its drag says which)."""
    board = GAME.board(view)
    xp = board.fish[seat].xp
    costs = [board.card(c).cost for _, c in board.stream()]
    return f" (your {xp} Experience pays for none)" if costs and min(costs) > xp else ""


def _special_label(seat: str, ability: str, target: str, view: State, name: Name) -> str:
    """A Special Action with what it does and the roll it needs (rulings ADAPT-R06 and
    R07, rulebook line 93): "Jump" alone sent a player to the rules, and a failed roll
    showed nowhere but the log."""
    from petridish.games.adapt.specials import BAIT_COST, score  # (it imports the rules)

    board = GAME.board(view)
    need = score(board, seat, ability)
    roll = f"{need} or less on a ten-sided die" if need > 0 else "a roll it cannot make"
    match ability:
        case "bait":
            return (
                f"Bait {name(target)} ({BAIT_COST} Experience; {roll} makes them attack you"
                " on their next turn)"
            )
        case "hide" | "jump":
            return f"{ability.capitalize()} ({roll}: out of reach until your next turn)"
        case "school":
            return f"School {name(target)} ({need} damage, no roll)"
        case "shock":
            return f"Shock ({need} damage to every fish in reach, no roll)"
        case "heal":
            return f"Heal (up to {need} of your damage)"
    return f"{ability.capitalize()} {name(target)}" if target else ability.capitalize()


# A computer's Special Action as the top bar says it while it is shown ("Special Actions").
_SPECIAL_INTENTS = {
    "bait": "baits {target}.",
    "hide": "tries to hide.",
    "jump": "tries to jump clear.",
    "school": "sends a School at {target}.",
    "shock": "sends a Shock through the water.",
    "heal": "heals.",
}


def intent_text(seat: str, action: Action, view: State, name: Name) -> str:
    """A computer player's move while it is shown."""
    if isinstance(action, Special):  # (its label speaks to the fish's own player)
        # In the log's words ("Finn: school Marina." named the Special Action as a verb).
        return f"{name(seat)} {_SPECIAL_INTENTS[action.ability]}".format(
            target=name(action.target) if action.target else ""
        )
    label = action_label(action, view, name)
    if label.startswith("Rest"):
        return f"{name(seat)} rests."
    return f"{name(seat)}: {label[0].lower()}{label[1:]}."
