"""What a drop on the A.D.A.P.T. table does, in a few words: the label each place that
would take the held card shows (see ``table.drop_labels``).

The words follow the rules' own decisions, not the place alone: a card bought onto the
fish that is too high to adapt yet goes into the Gene Pool (rulebook line 39), and a
card won by Random Selection is adapted if able, else kept in the Gene Pool (lines
24-27), as ``adapting.buy`` and ``adapting.gain`` decide; the phrases are the log's.
"""

from __future__ import annotations

from collections.abc import Callable

from petridish.core.actions import Action
from petridish.games.adapt.adapting import adapt_problem, level_fits, pgp_full
from petridish.games.adapt.board import Board
from petridish.games.adapt.state import Adapt, Attack, Buy, ChooseGuppy, PickCard, Special

Name = Callable[[str], str]
KEEP = "keep in your Gene Pool"


def says(action: Action, board: Board, name: Name) -> str:
    """What a drop that plays ``action`` does, for the place's label ("" for a move no
    card is dropped for)."""
    match action:
        case ChooseGuppy():
            return "start as this Guppy"
        case Buy(seat=seat, card=cid, keep=keep):
            card = board.card(cid)
            price = f" for {card.cost} Experience" if card.cost else ""
            if keep:
                return f"{KEEP}{price}"
            if adapt_problem(board, seat, card, card.cost) is None:
                return f"adapt{price}"
            return f"goes into your Gene Pool: {not_yet(board, seat, cid)}"
        case PickCard(seat=seat, card=cid):
            card = board.card(cid)
            if card.kind == "body" and card.level <= board.tgp_level(seat):
                return "it stays in the Gene Stream (no higher than your Body)"
            if adapt_problem(board, seat, card) is None:
                return "take and adapt"
            if not pgp_full(board, seat):
                return "goes into your Gene Pool: it can't be adapted yet"
            return "discarded: your Gene Pool is full"
        case Adapt():
            return "adapt"
        case Attack(target=target):
            return f"attack {name(target)}"
        case Special(ability=ability, target=target):
            return f"{ability.capitalize()} {name(target)}" if target else ability.capitalize()
    return ""


def not_yet(board: Board, seat: str, cid: str) -> str:
    """Why a card bought onto the fish cannot be adapted yet, in a few words ("too high
    to adapt yet" left a new player to guess the rule): the Body a Part needs, the
    Body to adapt first, or the Experience a skipped level costs (rulebook lines 46-48;
    the four-player chart)."""
    card, level = board.card(cid), board.level(seat)
    if level_fits(board, seat, card):
        return "skipping a level costs more Experience"
    if card.kind == "part":
        return f"needs a Level {card.level - 2} Body"
    if level == 0:
        return "a Guppy adapts to Level 1 or 2"
    return f"adapt a Level {level + 1} Body first"
