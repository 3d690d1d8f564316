"""The attacks the attack panel tells of: every attack since the start of the viewer's
last turn, one line each, and, once the viewer's fish is out, those of the last round."""

from __future__ import annotations

from petridish.core.session import Session
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.recent_attacks import MOST, since_last_turn
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Special

from .helpers import CORAL


def attacks_seen(steps, upto, viewer):
    view = steps[upto - 1].after
    return since_last_turn(GAME, steps[:upto], view, viewer)


def played(players: int, seed: int) -> Session:
    """A whole game of computer players, every move kept."""
    session = Session(GAME, GAME.new_state(seed, seats=GAME.seat_ids(players)))
    bot = AdaptBot(seed)
    while not GAME.is_terminal(session.state):
        seat = GAME.to_move(session.state)[0]
        legal = GAME.legal_actions(session.state, seat)
        session.submit(bot.choose(GAME, GAME.view(session.state, seat), seat, legal))
    return session


def test_every_attack_since_the_viewers_last_turn_began_a_line_each():
    # rulebook: adapt.txt:33
    steps = played(3, 4).steps
    for upto in range(1, len(steps) + 1):
        view = steps[upto - 1].after
        if view.fish[CORAL].defeated:
            break
        shown = attacks_seen(steps, upto, CORAL)
        # Where Coral's last turn began (the turn under way, Coral's, does not count).
        starts = [
            (i, j)
            for i, step in enumerate(steps[:upto])
            for j, e in enumerate(step.events)
            if e.kind == "turn" and e.data["seat"] == CORAL
        ]
        if starts and view.current == CORAL:
            starts.pop()
        since = starts[-1] if starts else (0, 0)
        every = [
            (i, j)
            for i, step in enumerate(steps[:upto])
            for j, e in enumerate(step.events)
            if hurts(e) and (i, j) > since
        ]
        assert list(shown.key) == every
        assert len(shown.lines) == len(every)
        if every:
            # Coral's own attack among them is said in the title.
            mine = any(steps[i].events[j].data["seat"] == CORAL for i, j in every)
            title = "Attacks since your last turn began" + (", yours included" if mine else "")
            assert shown.title == title
            assert all(
                (" attacked " in line and "Survival" in line) or " sent a " in line
                for line in shown.lines
            )


def hurts(event) -> bool:
    """An attack, a School or a Shock: what the panel tells of."""
    return event.kind == "attack" or (
        event.kind == "special" and event.data["ability"] in ("school", "shock")
    )


def test_a_shock_is_told_with_every_fish_it_hurt():
    # rulebook: adapt.txt:41
    # A Shock deals its power to every other fish in reach without a roll (ruling
    # ADAPT-R07): the fish that lost Health read who did it, and how much each took.
    steps = played(4, 2).steps  # seed 2: the computers' first Shock hurts two fish or more
    n, step = next(
        (n, s)
        for n, s in enumerate(steps, 1)
        if isinstance(s.action, Special) and s.action.ability == "shock"
    )
    hurt = [e.data for e in step.events if e.kind == "damage" and e.data["source"] == "shock"]
    assert len(hurt) >= 2
    viewer = hurt[0]["seat"]
    line = attacks_seen(steps, n, viewer).lines[-1]
    shocker = GAME.seat_name(step.action.seat)
    assert line.startswith(f"{shocker}'s ") and " sent a Shock: " in line, line
    first, *rest = hurt
    assert f"{GAME.seat_name(first['seat'])} takes {first['amount']} damage" in line
    assert all(f", {GAME.seat_name(e['seat'])} {e['amount']}" in line for e in rest), line


def test_a_viewer_whose_fish_is_out_reads_the_last_rounds_attacks():
    # rulebook: adapt.txt:11
    session = played(3, 4)
    steps = session.steps
    out = next(
        (n for n, s in enumerate(steps, 1) if any(f.defeated for f in s.after.fish.values())),
        None,
    )
    assert out is not None
    beaten = next(seat for seat, f in steps[out - 1].after.fish.items() if f.defeated)
    shown = attacks_seen(steps, len(steps), beaten)
    assert shown.lines and shown.title.startswith("Attacks this round")
    assert len(shown.lines) <= MOST


def test_an_attack_line_tells_the_roll_totals_and_damage_in_words():
    # rulebook: adapt.txt:62
    steps = played(2, 5).steps
    attack = next((n, s) for n, s in enumerate(steps, 1) if isinstance(s.action, Attack))
    n, step = attack
    shown = attacks_seen(steps, n, step.action.target)
    line = shown.lines[-1]
    assert "rolled" in line and "Ferocity" in line and "against Survival" in line
    assert any(word in line for word in ("a hit", "a tie", "a miss"))
    attacker, target = (GAME.seat_name(s) for s in (step.action.seat, step.action.target))
    assert line.startswith(f"{attacker}'s ") and f" attacked {target}: " in line
