"""One name per thing, the table's: every text whole seeded games of A.D.A.P.T. produce
(the log as every seat reads it, the top bar, the moves list, a computer player's move,
the hint's reason, the rules' refusals and the sandbox's, the rules reference) speaks
of the Gene Pool, Gene Stream 2 and the Guppies set aside, never of the rulebook's
abbreviations ("PGP", "GS", "TH"), dice codes ("d6") or places by other names."""

from __future__ import annotations

import re

from petridish.core.actions import Edit
from petridish.core.reference import rules_text
from petridish.games.adapt import prompts, words
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import (
    Adapt,
    Attack,
    Buy,
    RandomSelection,
    Rest,
    Special,
    Wipe,
)

# What the table never says: the rulebook's abbreviations, dice by their codes, the
# places by names their labels do not show.
JARGON = re.compile(
    r"\b(PGP|TGP|GS|TH|TDT|TS|TL|TA|TCA)\b"
    r"|\bd\d+s?\b"
    r"|unused Guppies|Gene Stream slot #?\d|\bslots? #?\d|Personal Gene Pool"
)


def jargon(texts: set[str]) -> dict[str, str]:
    """Each text holding jargon -> the jargon."""
    return {t: m.group(0) for t in texts if (m := JARGON.search(t))}


def game_texts(players: int, seed: int) -> set[str]:
    """Everything a whole game played by computer players makes the table say."""
    texts: set[str] = set()
    bot = AdaptBot(seed)
    s = GAME.new_state(seed, seats=GAME.seat_ids(players))
    names = {seat: seat.capitalize() for seat in s.seats}

    def name(seat: str) -> str:
        return GAME.seat_name(seat, names)

    for zone in GAME.zones_for(s.seats):
        texts.add(words.zone_name(GAME, zone, names))
    while not GAME.is_terminal(s):
        mover = GAME.to_move(s)[0]
        movers = GAME.to_move(s)
        for seat in (*s.seats, None):
            view = GAME.view(s, seat)
            texts.add(prompts.prompt(view, seat, seat in movers, name))
        view = GAME.view(s, mover)
        legal = GAME.legal_actions(s, mover)
        for action in legal:
            texts.add(prompts.action_label(action, view, name))
            texts.add(prompts.intent_text(mover, action, view, name))
            texts.add(bot.explain(GAME, view, mover, action))
        texts |= refusals(s, mover)
        action = bot.choose(GAME, view, mover, legal)
        out = GAME.apply(s, action)
        for event in out.events:
            for seat in (*s.seats, None):
                seen = event.for_seat(seat)
                if seen is not None:
                    texts.add(GAME.describe(seen, names))
        s = out.state
    texts.add(GAME.describe({"kind": "edit", "op": "move", "card": "", "zone": "guppies"}))
    return {t for t in texts if t}


def refusals(s, mover: str) -> set[str]:
    """What the rules say to moves the mover may not make now, and to sandbox moves of
    each kind of card to every place."""
    b = GAME.board(s)
    others = [seat for seat in s.seats if seat != mover]
    tries = [Wipe(mover), RandomSelection(mover), Rest(mover), Special(mover, "heal")]
    tries += [Attack(mover, seat) for seat in others]
    tries += [Buy(mover, cid, keep) for _, cid in b.stream() for keep in (False, True)]
    tries += [Adapt(mover, cid) for cid in b.pgp(mover)]
    tries += [Buy(seat, cid) for seat in others for _, cid in b.stream()]
    out = {GAME.check(s, action) or "" for action in tries}
    if s.round == 1:  # the sandbox's refusals, once a game: every kind to every place
        samples = {GAME.cards.design(c).kind: c for cards in s.zones.values() for c in cards}
        for cid in samples.values():
            for zone in GAME.zones_for(s.seats):
                edit = Edit(mover, "move", card=cid, zone=zone, index=-1)
                out.add(GAME.edit_refusal(s, edit, "") or "")
    return out


def test_a_whole_game_names_each_thing_as_the_table_does():
    # rulebook: adapt.txt:77
    # Seed 17 deals a 4-player game in which a fish's Gene Pool fills up while it could
    # still buy, so the rules refuse a buy for it.
    texts = game_texts(2, 5) | game_texts(4, 17)
    assert not jargon(texts)
    # The places, as their labels read (Gene Stream 2, Gene Pool, Guppies set aside)...
    assert "Gene Stream 2" in texts and "Coral's Gene Pool" in texts
    assert "the Guppies set aside" in texts
    # ... and the game really said all it can: refusals, reasons, the log's many lines.
    joined = "\n".join(texts)
    for said in ("Gene Pool is full", "holds only", "to hit", "goes into", "attacks"):
        assert said in joined, said


def test_a_guppys_attack_roll_is_told_in_words():
    # rulebook: adapt.txt:62
    assert words.guppy_roll(3) == "3 (odd, so a Guppy's roll counts 1)"
    assert words.guppy_roll(4) == "4 (even, so a Guppy's roll counts 2)"


def test_the_rules_reference_uses_the_tables_names():
    # rulebook: adapt.txt:77
    text = rules_text(GAME)
    found = jargon(set(text.splitlines()))
    # Said once, so that a player with the printed rulebook finds its Gene Pool.
    allowed = "(the printed rulebook calls it your Personal Gene Pool)"
    assert all(allowed in line for line in found), found
    assert "Gene Stream 1" in text and "Guppies set aside" in text


def test_a_card_bought_too_high_to_adapt_says_which_rule_keeps_it_back():
    # rulebook: adapt.txt:46
    # rulebook: adapt.txt:47
    # rulebook: adapt.txt:48
    from petridish.games.adapt.drop_words import not_yet
    from tests.games.adapt.helpers import CORAL, build, setup

    cards = GAME.cards
    state = setup()
    copies = list(state.zones["deck"])
    part = next(c for c in copies if cards.design(c).kind == "part" and cards.design(c).level == 4)
    high = next(c for c in copies if cards.design(c).kind == "body" and cards.design(c).level == 3)
    board = GAME.board(state)
    assert not_yet(board, CORAL, part) == "needs a Level 2 Body"  # a Guppy is Level 0
    assert not_yet(board, CORAL, high) == "a Guppy adapts to Level 1 or 2"
    level_1 = next(
        c for c in copies if cards.design(c).kind == "body" and cards.design(c).level == 1
    )
    state = build(state, CORAL, level_1)
    assert not_yet(GAME.board(state), CORAL, high) == "adapt a Level 2 Body first"
