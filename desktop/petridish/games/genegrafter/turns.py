"""Genegrafter: the turn (rulebook "Turn Phases", "Draw 3 Cards", "Play Character
Cards", "Discard", "Winning the Game", "Genegrafting Rounds", "Gear Cards").

Plain functions of the working copy ``w`` (see ``work``): ``carry_out`` carries out a
turn's action already checked, then the turn walks on: the draw with its Events and
DNA Strands, the end of the turn, the next player, the last round and the score.
"""

from __future__ import annotations

from petridish.core.actions import Action
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import (
    AT_RANDOM,
    BATTLE,
    DISCARD,
    DRAW,
    FIRST,
    GIVE_UP,
    GRAFT,
    HAND_LIMIT,
    OVER,
    PLAY,
    RESHUFFLE,
    START_TOKENS,
    TIE,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
    EquipGear,
    Graft,
    PlayCharacter,
    State,
)
from petridish.games.genegrafter.work import Work

STRANDS_IN_GAME = 3  # Card Types: "The game ends once all three of these have been revealed"
ACTIONS = (PlayCharacter, EquipGear, EndPlay, EndTurn, Graft, EndGrafting, Discard)


def carry_out(w: Work, action: Action) -> bool:
    """Carry out a turn's action (playing, grafting, discarding, ending a turn);
    False if ``action`` is not one of them."""
    seat = action.seat
    match action:
        case PlayCharacter(card=card):
            w.move(card, f"{seat}.play", source=f"{seat}.hand")
            # Play Character Cards: fatigued when first played.
            w.set(played=w.s.played + 1, fatigued=w.s.fatigued | {card})
            w.event("played", {"seat": seat, "card": card})
        case EquipGear(card=card, character=host):
            w.move(card, f"{seat}.play", source=f"{seat}.hand")
            w.own("attached")[card] = host
            w.set(equipped=w.s.equipped | {host})
            w.event("equipped", {"seat": seat, "card": card, "character": host})
        case EndPlay():
            w.set(step=BATTLE)
        case EndTurn():
            end_turn(w)
        case Graft(card=card, character=host):
            graft(w, seat, card, host)
        case EndGrafting():
            # Said in the log whether pressed or made for the player (the table makes it
            # for one with nothing to graft): "grafts nothing" tells no one why.
            w.event("done_grafting", {"seat": seat, "grafted": grafts_made(w.s, seat)})
            w.set(done=w.s.done | {seat})
            graft_done(w)
        case Discard(card=card):
            w.move(card, "discard", source=f"{seat}.hand")
            w.event("discarded", {"seat": seat, "cards": [card]})
            if w.s.step == GIVE_UP:
                left = w.s.giving_up[1] - 1
                w.set(giving_up=(seat, left) if left else ("", 0))
                if not left or not w.s.zones[f"{seat}.hand"]:
                    w.set(step=w.s.infinity_return, giving_up=("", 0))
            else:
                end_turn(w)
        case _:
            return False
    return True


def drew(w: Work, seat: str, card: str) -> None:
    """``seat`` draws ``card``: it alone reads which card (the others, that it drew)."""
    data = {"seat": seat, "card": card}
    w.event("drew", data, seen_by=(seat,), public={"seat": seat}, reveal=True)


# -- the first player and the turn's start ----------------------------------------------
def first_player(w: Work) -> None:
    """Getting Started, step 7 (ruling GG-R03): every player rolls a die; the highest
    goes first, those tied for it roll again. The dice stay on the table until the
    first turn begins."""
    w.set(dice={})
    rolling = list(w.s.seats)
    rounds: list[dict[str, int]] = []
    while True:
        rolls = {s: w.roll(f"first.{s}", 6, FIRST, "first player", s) for s in rolling}
        rounds.append(rolls)
        best = max(rolls.values())
        rolling = [s for s in rolling if rolls[s] == best]
        if len(rolling) == 1:
            break
    w.event("first", {"seat": rolling[0], "rolls": rounds}, random=True)
    w.set(current=rolling[0])


def begin_turn(w: Work, seat: str) -> None:
    """Turn Phases: a new turn for ``seat``. Its Characters are rested (fatigue lasts
    until their owner's next turn), Regeneration heals its wounded (Special Rules), and
    it draws."""
    s, cs = w.s, w.cards
    mine = set(facts.in_play(s, seat))
    healed = {c for c in mine & s.damaged if "regeneration" in facts.powers(cs, s, c)}
    for c in sorted(healed):
        w.event("regenerated", {"seat": seat, "card": c})
    w.set(
        current=seat,
        turns=s.turns + 1,
        step=PLAY,
        played=0,
        equipped=frozenset(),
        attacked=frozenset(),
        fatigued=s.fatigued - mine,
        damaged=s.damaged - healed,
        short_draw=s.short_draw - {seat},
        to_draw=1 if seat in s.short_draw else DRAW,
        dice={k: v for k, v in s.dice.items() if k.startswith("infinity.")},
        last_fight=None,
    )
    w.event("turn", {"seat": seat, "turn": w.s.turns})
    draw_on(w)


# -- the draw -------------------------------------------------------------------------
def draw_on(w: Work) -> None:
    """Draw 3 Cards: the current player draws until ``to_draw`` ordinary cards are in
    hand. An Event is shown to all and resolved; a DNA Strand goes to the middle and
    starts a Genegrafting Round, after which the draw goes on. Each card turned up ends
    a moment of the set-up (``Work.mark``: the first draw happens before anyone moves)."""
    seat = w.s.current
    while w.s.to_draw > 0 and w.s.step != OVER:
        refill(w)
        deck = w.s.zones["deck"]
        if not deck:
            w.event("deck_empty", {"seat": seat})
            w.set(to_draw=0)
            break
        card = deck[0]
        w.set_zone("deck", deck[1:])
        kind = w.cards.kind_of(card)
        if kind == "event":
            # Ruling GG-R12: a resolved Event leaves the game, face up beside it, so
            # that a reshuffled discard pile never brings it back.
            w.put("events.played", card)
            w.event("event", {"seat": seat, "card": card}, reveal=True)
            resolve_event(w, card)
        elif kind == "dna":
            w.put("strands", card)
            n = len(w.s.zones["strands"])
            w.event("strand", {"seat": seat, "card": card, "n": n}, reveal=True)
            if n >= STRANDS_IN_GAME and not w.s.closing:
                last_round(w)
            start_grafting(w, n)
            if w.s.step == GRAFT:
                return  # the draw goes on once the round is over
        else:
            w.put(f"{seat}.hand", card)
            w.set(to_draw=w.s.to_draw - 1)
            drew(w, seat, card)
        w.mark()


def refill(w: Work) -> None:
    """Ruling GG-R17: an empty deck is made again from the discard pile, shuffled."""
    zones = w.s.zones
    if zones["deck"] or not zones["discard"]:
        return
    deck = w.shuffle(RESHUFFLE, zones["discard"])
    w.set_zone("deck", deck)
    w.set_zone("discard", ())
    w.event("reshuffled", {"cards": len(deck)}, random=True)


# -- Events ---------------------------------------------------------------------------
def resolve_event(w: Work, card: str) -> None:
    """Draw 3 Cards: an Event is shown to all and its directions followed (the six
    Events are reconstructed; ruling GG-R12)."""
    s, cs = w.s, w.cards
    effect = cs.event(card).effect
    alive = facts.alive(s)
    in_play = {c for seat in alive for c in facts.in_play(s, seat)}
    if effect == "healing_rain":
        w.set(damaged=s.damaged - in_play)
    elif effect == "supply_drop":
        # Its card: one of each, no more than three of each.
        w.set(
            attack_tokens={
                seat: max(n, min(START_TOKENS, n + 1)) for seat, n in s.attack_tokens.items()
            },
            defense_tokens={
                seat: max(n, min(START_TOKENS, n + 1)) for seat, n in s.defense_tokens.items()
            },
        )
    elif effect == "windfall":
        each_draws(w)
    elif effect == "quake":
        for gear in [c for c in s.attached if cs.kind_of(c) == "gear"]:
            w.move(gear, "discard", source=f"{facts.controller(w.s, gear)}.play")
            del w.own("attached")[gear]
    elif effect == "famine":
        each_discards_at_random(w)
    elif effect == "exhaustion":
        w.set(fatigued=s.fatigued | in_play)


def each_draws(w: Work) -> None:
    """Windfall: every player draws one card, the first ordinary card of the deck
    (Events and DNA Strands stay where they lie, for the draw to turn up)."""
    kind_of = w.cards.kind_of
    for seat in facts.alive(w.s):
        ordinary = [c for c in w.s.zones["deck"] if kind_of(c) not in ("event", "dna")]
        if not ordinary:
            break
        w.move(ordinary[0], f"{seat}.hand", source="deck")
        drew(w, seat, ordinary[0])


def each_discards_at_random(w: Work) -> None:
    """Famine: every player discards a card of their hand taken at random."""
    for seat in facts.alive(w.s):
        hand = w.s.zones[f"{seat}.hand"]
        if hand:
            card = w.choice(AT_RANDOM, hand)
            w.move(card, "discard", source=f"{seat}.hand")
            data = {"seat": seat, "cards": [card]}
            w.event("discarded", data, random=True, reveal=True)


# -- Genegrafting Rounds ------------------------------------------------------------
def start_grafting(w: Work, n: int) -> None:
    """Genegrafting Rounds: the n-th DNA Strand lets each player graft n Characters
    (ruling GG-R19). A player with nothing to graft, or nothing to graft onto, is done
    at once; if every player is, the round passes without a stop."""
    s = w.s
    alive = facts.alive(s)
    done = frozenset(seat for seat in alive if not can_graft(w.cards, s, seat))
    w.set(after_graft=s.step, step=GRAFT, grafts_left={seat: n for seat in alive}, done=done)
    # A round nobody can graft in passes at once: its announcement says so (at the
    # first Strand, before any Character is in play, it seemed to wait for grafts).
    passes = all(seat in done for seat in alive)
    w.event("grafting", {"n": n, "passes": True} if passes else {"n": n})
    if not passes:
        # Those left out, and why, as everyone can see it: the round that went on
        # without them looked as if it had forgotten them.
        for seat in (seat for seat in alive if seat in done):
            why = "no_host" if not facts.in_play(s, seat) else "no_card"
            w.event("done_grafting", {"seat": seat, "why": why})
    graft_done(w, drawing=False, said=passes)


def can_graft(cs: carddata.CardSet, state: State, seat: str) -> bool:
    """Whether ``seat`` might graft, as everyone can tell: a Character in play, and a
    card in hand or a Character in its Gene Pool. (Whether the hand holds a Character
    only its owner knows: they say they are done themselves.)"""
    if not facts.in_play(state, seat):
        return False
    pool = any(cs.kind_of(c) == "character" for c in facts.pool(state, seat))
    return pool or bool(facts.hand(state, seat))


def graft(w: Work, seat: str, card: str, host: str) -> None:
    """Genegrafting Rounds: the card goes under the Character, its Super Power and
    Genetic Marker showing; the Character's stats do not change."""
    source = f"{seat}.hand" if card in w.s.zones[f"{seat}.hand"] else f"{seat}.pool"
    w.move(card, f"{seat}.play", source=source)
    w.own("attached")[card] = host
    left = w.s.grafts_left[seat] - 1
    w.own("grafts_left")[seat] = left
    if left <= 0 or not can_graft(w.cards, w.s, seat):
        w.set(done=w.s.done | {seat})
    w.event("grafted", {"seat": seat, "card": card, "character": host})
    graft_done(w)


def grafts_made(state: State, seat: str) -> int:
    """The grafts ``seat`` has made in the Genegrafting Round under way: the n-th DNA
    Strand allows n (ruling GG-R19), less those left."""
    allowed = len(state.zones["strands"])
    return max(0, allowed - state.grafts_left.get(seat, allowed))


def graft_done(w: Work, drawing: bool = True, said: bool = False) -> None:
    """The round is over once every player is done: the interrupted step goes on, and
    with it the draw. Its end is said (the grafts each made, and whose draw goes on:
    the draw that followed at once read as the round forgotten), unless its
    announcement ``said`` it passes."""
    s = w.s
    alive = facts.alive(s)
    if any(seat not in s.done for seat in alive):
        return
    # Counted before the round's counts are cleared (the work changes ``s`` in place).
    grafts = {seat: grafts_made(s, seat) for seat in alive}
    w.set(step=s.after_graft, grafts_left={}, done=frozenset())
    if not said:
        draws = w.s.to_draw > 0
        w.event("grafting_over", {"seat": w.s.current, "grafts": grafts, "draws": draws})
    w.mark()  # the DNA Strand's moment ends with its round
    if drawing or w.s.to_draw:
        draw_on(w)


# -- the end of a turn, the last round, the score ------------------------------------
def end_turn(w: Work) -> None:
    """Discard: more than eight cards in hand are discarded down to eight."""
    if len(facts.hand(w.s, w.s.current)) > HAND_LIMIT:
        w.set(step=DISCARD)  # one card at a time, down to eight
    else:
        next_turn(w)


def last_round(w: Work) -> None:
    """Winning the Game (ruling GG-R13): after the last DNA Strand every other player
    takes one more turn, and the player who drew it the last."""
    s = w.s
    alive = facts.alive(s)
    i = alive.index(s.current)
    others = alive[i + 1 :] + alive[:i]
    w.event("last_round", {"seat": s.current})
    w.set(final=(*others, s.current), closing=True)


def next_turn(w: Work) -> None:
    """The next player still in the game takes a turn; in the last round, the next of
    the turns still to come, and once the last is over the score decides."""
    s = w.s
    alive = facts.alive(s)
    if s.closing:
        final = [seat for seat in s.final if seat in alive]
        if not final:
            game_over_by_score(w)
            return
        w.set(final=tuple(final[1:]))
        begin_turn(w, final[0])
        return
    i = alive.index(s.current) if s.current in alive else -1
    begin_turn(w, alive[(i + 1) % len(alive)])


def game_over_by_score(w: Work) -> None:
    """Winning the Game: the most Genetic Markers wins; a tie goes to the higher Health,
    then to a roll of the die."""
    s = w.s
    alive = facts.alive(s)
    scores = {seat: facts.score(w.cards, s, seat) for seat in alive}
    best = max(scores.values())
    tied = [seat for seat in alive if scores[seat] == best]
    reason = "the most Genetic Markers"
    if len(tied) > 1:
        top = max(s.health[seat] for seat in tied)
        tied = [seat for seat in tied if s.health[seat] == top]
        reason = "the most Genetic Markers, and the higher Health"
    while len(tied) > 1:
        reason = "the most Genetic Markers, then a roll of the die"
        rolls = {seat: w.roll(f"tie.{seat}", 6, TIE, "tie", seat) for seat in tied}
        high = max(rolls.values())
        tied = [seat for seat in tied if rolls[seat] == high]
    w.event("over", {"winners": tied, "scores": scores, "reason": reason})
    w.set(step=OVER, winners=tuple(tied), reason=reason)


def knock_out(w: Work, seat: str) -> None:
    """Winning the Game: a player at 0 Health is out (their cards go to the discard
    pile, ruling GG-R16); the last player standing wins."""
    attached = w.own("attached")
    for zone in (f"{seat}.hand", f"{seat}.play", f"{seat}.pool"):
        cards = w.s.zones[zone]
        for card in cards:
            attached.pop(card, None)
        w.set_zone("discard", (*w.s.zones["discard"], *cards))
        w.set_zone(zone, ())
    w.set(out=(*w.s.out, seat))
    w.event("knocked_out", {"seat": seat}, reveal=True)  # its hand, discarded
    alive = facts.alive(w.s)
    if len(alive) == 1:
        w.event("over", {"winners": list(alive), "reason": "last standing"})
        w.set(step=OVER, winners=alive, reason="the last player standing")
