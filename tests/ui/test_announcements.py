"""When someone else's move changes what the person at the computer is asked, the
table says so, and no key plays the new ask's first move unseen.

No curtain comes down (the same person stays at the computer), so the table says it
itself: a Genegrafting Round that begins in the computer's draw, a fight a computer
castaway picks with the person."""

from __future__ import annotations

from petridish.games.adrift.state import DAY, Attack, Row
from petridish.games.genegrafter.state import BATTLE, GRAFT
from petridish.qt import QtCore
from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match
from tests.games.adrift import helpers as adrift
from tests.games.genegrafter import helpers as gg

Qt = QtCore.Qt


def start(window, game, state, kinds: list[str]) -> None:
    window.page.scene.animator.set_speed(0)
    table = game.seats_for(len(kinds))
    seats = [SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(table, kinds, strict=True)]
    window.start(Match(game.id, seats, 7, dict(state.options), start=state))


def test_a_genegrafting_round_begun_by_the_computers_turn_is_announced(qtbot, window):
    # rulebook: genegrafter.txt:121
    # Jon, the computer, can only end his turn; Sue's draw then turns up a DNA Strand,
    # and she, at the computer all along, is asked to graft.
    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    state = gg.position(
        current=gg.JON,
        step=BATTLE,
        play={gg.SUE: [gg.ch("nebrus")]},
        hands={gg.SUE: [gg.ch("madlock")]},
        deck=[strand],
        infinity_used=frozenset({gg.JON}),
    )
    start(window, gg.GAME, state, ["bot", "human"])
    c, page = window.controller, window.page
    assert c.viewer == gg.SUE
    c.run_bots_now()
    qtbot.waitUntil(lambda: c.state.step == GRAFT, timeout=3000)
    toast = page.view.toast.text()
    assert "DNA Strand 1 of 3" in toast and "Genegrafting Round" in toast, toast
    assert page.prompt.text().startswith("Genegrafting (")
    # The round is everyone's: the title names it, not Jon, whose turn it came in, as
    # if he were the one asked.
    assert page.turn.text() == f"Turn {c.state.turns} · Genegrafting Round · DNA 1/3"
    # Nothing is chosen in Your moves: Enter shows the grafts, it plays none of them.
    assert page.moves.currentIndex() == -1 and not page.play.isEnabled()


def test_a_fight_picked_by_a_computer_castaway_is_announced(qtbot, window):
    # rulebook: adrift.txt:54
    # Red may still act this day when Blue, the computer, attacks Red.
    state = adrift.position(2, step=DAY)
    start(window, adrift.GAME, state, ["human", "bot"])
    c, page = window.controller, window.page
    assert c.viewer == adrift.RED and c.can_act(adrift.RED)
    c.paused = True  # the computer moves when the test says
    assert c.submit(Attack(adrift.BLUE, adrift.RED)) is None
    assert "Blue attacks Red" in page.view.toast.text()


def test_a_wave_from_the_computers_rowing_tells_the_castaway_what_is_asked_now(qtbot, window):
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:41
    # Blue and Green, the computer, row the active day die from 1 to 2: a situation,
    # the Rogue Wave, throws Red overboard while Red was free to act. Red stays at the
    # computer, and is told that what is asked of them has changed.
    state = adrift.position(
        3,
        step=DAY,
        places={adrift.RED: 1, adrift.BLUE: 5, adrift.GREEN: 6},
        hands={adrift.BLUE: [adrift.card("oar")], adrift.GREEN: [adrift.card("oar", 1)]},
        dice=(1,),
        forced={"job": [8, 8], "situation": [1], "whom": [1]},
    )
    start(window, adrift.GAME, state, ["human", "bot", "bot"])
    c, page = window.controller, window.page
    c.paused = True
    asked = page.prompt.text()
    assert c.viewer == adrift.RED and asked.startswith("Day")
    for rower in (adrift.BLUE, adrift.GREEN):
        assert c.submit(Row(rower)) is None
    assert adrift.RED in c.state.overboard
    toast = page.view.toast.text()
    assert f"Now: {page.prompt.text()}" in toast and "overboard" in toast, toast
    assert page.moves.currentIndex() == -1


def test_a_room_ability_destroyed_at_a_phases_end_is_told_over_the_table(qtbot, window):
    """The Adaptoid's Destroy took the Robotic Facilities' ability in the last turn of
    a phase, and the table went straight on to the next: the log alone said why the
    Dron stayed unloaded. The table says it too, beside the phase's news."""
    # rulebook: adaptoid24.txt:57
    from petridish.games.adaptoid24.rules import GAME as A24
    from petridish.games.adaptoid24.state import DrawEvolution, Overcome, PlaceEvolution
    from petridish.games.adaptoid24.state import PlaceSpawns as Spawns
    from tests.games.adaptoid24.helpers import A, G, play, rooms, setup

    from .table_driver import settle

    offensive = ["evo.destroy.1", "evo.emp.1", "evo.intimidate.1", "evo.emp.2"]
    s = rooms(setup(offensive=[*offensive, "evo.intimidate.2"]), "robotics", "garden")
    s = play(
        s,
        Spawns(A, ("robotics", "robotics")),
        DrawEvolution(A, "offensive"),
        PlaceEvolution(A, "robotics"),
    )
    s = rooms(s, "lab", "office")
    s = play(s, Spawns(A, ("lab", "lab")), DrawEvolution(A, "defensive"))
    s = rooms(s, "dining", "robotics")
    s = play(s, Overcome(G, ()), Spawns(A, ("dining", "dining")))
    start(window, A24, s, ["human", "bot"])
    c = window.controller
    c.paused = True  # (the Geneticist's computer waits)
    assert c.viewer == A
    assert c.submit(DrawEvolution(A, "offensive")) is None
    settle(qtbot, window)
    assert "No Robotic Facilities ability this turn: the Adaptoid destroyed it." in (
        window.page.view.toast.text()
    )
