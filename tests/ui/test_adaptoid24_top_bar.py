"""ADAPTOID 24's top bar, read as a whole (the bold title, the busy sign, the prompt):
while both sides choose a room in secret, at once, it says that it is the person's move
and that the computer chooses too; an EMP is said in words, after whoever is named; an
encounter's prompt names the cards that can overcome it."""

from __future__ import annotations

from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHOOSE,
    ENCOUNTER,
    GENETICIST,
    ChooseRoom,
    Overcome,
)
from tests.games.adaptoid24.helpers import play, quiet_turn, rooms, setup

from .table_driver import drag_item, settle
from .test_announcements import start
from .test_laptop_table import resize

PICK = "Adaptoid: choose a room in secret — drag it from your hand onto your row."


def bar(window) -> tuple[str, str, str]:
    """What the top bar shows: the title, the prompt, and the busy sign's words ("" when
    it is hidden)."""
    page = window.page
    busy = page.busy.toolTip() if page.busy.isVisible() else ""
    return page.turn.text(), page.prompt.text(), busy


def whole_prompt(window) -> str:
    """The top bar's prompt, which must show whole (not cut short with "…")."""
    _, prompt, _ = bar(window)
    assert not window.page.prompt.elided(), prompt
    return prompt


def overcome_with(qtbot, window, card: str) -> None:
    """Drag ``card`` into the encounter: it is overcome, and the card used."""
    drag_item(qtbot, window, window.presenter.board.item(card), "encounter")
    assert window.controller.state.step != ENCOUNTER
    assert card not in window.controller.state.loaded


def as_the_geneticist(qtbot, window, state) -> None:
    """``state`` on a laptop's window (1366 x 768), the person the Geneticist and the
    computer Adaptoid held, the table settled."""
    start(window, GAME, state, ["bot", "human"])
    window.controller.paused = True
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)


def test_while_the_strong_computer_chooses_its_room_the_bar_says_both_choose(qtbot, window):
    # rulebook: adaptoid24.txt:20
    # A new player, the Adaptoid against the strong computer, read "Phase 1 · Turn 3 ·
    # Geneticist" and its thinking dots beside "Adaptoid: choose a room in secret", and
    # could not tell whose move it was: both choose at once, the person now.
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 40
    window.start_quick("adaptoid24", 5, ["human", "strong"], False)
    resize(qtbot, window, 1366, 768)
    c = window.controller
    c.think_seconds = 2
    qtbot.waitUntil(
        lambda: c.state.step == CHOOSE and c.thought is not None and c.thought.seat == GENETICIST,
        timeout=10_000,
    )
    assert c.viewer == ADAPTOID and c.can_act(ADAPTOID)
    turn, prompt, busy = bar(window)
    assert turn == "Phase 1 · Turn 1 · both choose a room", turn
    assert prompt == PICK
    assert busy == "Geneticist is choosing too: you may move meanwhile"
    page = window.page
    assert not page.turn.elided() and not page.prompt.elided(), (turn, prompt)
    # The Geneticist's choice is in: the bar waits for the Adaptoid alone.
    qtbot.waitUntil(lambda: GENETICIST in c.state.picks, timeout=10_000)
    settle(qtbot, window)
    assert bar(window) == ("Phase 1 · Turn 1 · Adaptoid", PICK, "")


def test_when_the_person_chose_first_the_bar_names_the_computer_that_thinks(qtbot, window):
    # rulebook: adaptoid24.txt:20
    # The person's room is in: now it is the computer's move alone, and the bar says so.
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 40
    start(window, GAME, play(setup(), ChooseRoom(ADAPTOID, "garden")), ["human", "strong"])
    c = window.controller
    c.think_seconds = 2
    qtbot.waitUntil(lambda: c.thought is not None, timeout=10_000)
    assert not c.can_act(ADAPTOID)
    assert bar(window) == (
        "Phase 1 · Turn 1 · Geneticist",
        "Geneticist is thinking…",
        "Geneticist is thinking…",
    )


def test_an_emp_is_said_in_words_after_who_moves(qtbot, window):
    # rulebook: adaptoid24.txt:56
    # "Phase 1 · Turn 2 · EMP" put the Evolution card's name where a player's name goes,
    # and a new player read EMP as someone's: the title says what it stops, after the
    # name (or the pick both make).
    state = quiet_turn(setup(), "garden", "office", deck="offensive")  # EMP
    assert state.emp
    start(window, GAME, state, ["human", "bot"])
    c = window.controller
    c.paused = True  # the computer Geneticist has not chosen yet
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    turn, prompt, _ = bar(window)
    assert turn == "Phase 1 · Turn 2 · both choose a room · EMP: no Tasers", turn
    assert prompt == PICK
    assert not window.page.turn.elided() and not window.page.prompt.elided()
    # The Geneticist, the only one to act in an encounter, is named before the EMP.
    state = rooms(state, "lab", "lab")  # the same room: an encounter
    assert state.step == ENCOUNTER and state.emp
    as_the_geneticist(qtbot, window, state)
    turn, prompt, _ = bar(window)
    assert turn == "Phase 1 · Turn 2 · Geneticist · EMP: no Tasers", turn
    assert "(EMP: not your Tasers)" in prompt
    assert not window.page.turn.elided() and not window.page.prompt.elided(), (turn, prompt)
    tip = " ".join(window.page.turn.toolTip().split())  # (wrapped by hand)
    assert tip.endswith("EMP: the Geneticist cannot use the Taser this turn."), tip


def test_the_encounter_prompt_names_what_the_geneticist_can_play_and_how(qtbot, window):
    # rulebook: adaptoid24.txt:23
    # rulebook: adaptoid24.txt:45
    # rulebook: adaptoid24.txt:56
    # A new player read "drag loaded equipment (EMP: not your Tasers) into the encounter"
    # where the EMP stopped both loaded Tasers and the Dron was unloaded: the only move
    # was the Shield, on the Character card, and the prompt never named it.
    state = rooms(quiet_turn(setup(), "garden", "office", deck="offensive"), "lab", "lab")
    assert state.step == ENCOUNTER and state.emp and state.encounter.resistance == 1
    assert GAME.legal_actions(state, GENETICIST) == [Overcome(GENETICIST, ("char.reyes",))]
    as_the_geneticist(qtbot, window, state)
    assert whole_prompt(window) == (
        "Encounter! Resistance 1 (EMP: not your Tasers): drag your Character card (its Shield)"
        " into the encounter."
    )
    # Done as said, the drag plays the Shield.
    overcome_with(qtbot, window, "char.reyes")


def test_the_encounter_prompt_names_the_equipment_that_can_overcome_it(qtbot, window):
    # rulebook: adaptoid24.txt:23
    # rulebook: adaptoid24.txt:37
    # rulebook: adaptoid24.txt:51
    # The Robotic Facilities loaded the Dron, Scales raised the Adaptoid to Resistance 2:
    # two Tasers, the Dron or the Shield overcome it, each named as the card to drag.
    state = quiet_turn(setup(), "garden", "robotics", deck="defensive")  # Scales
    state = rooms(state, "office", "office")
    assert state.step == ENCOUNTER and not state.emp and state.encounter.resistance == 2
    as_the_geneticist(qtbot, window, state)
    assert whole_prompt(window) == (
        "Encounter! Resistance 2: drag 2 Tasers, the Dron or your Character card (its Shield)"
        " into the encounter."
    )
    overcome_with(qtbot, window, "dron")


def test_after_the_first_spawn_the_bar_asks_for_the_second_and_names_where_the_first_went(
    qtbot, window
):
    # rulebook: adaptoid24.txt:27
    # "drag 2 Spawns" still stood over the table once the first was down.
    from petridish.games.adaptoid24.layout import strip_name

    from .table_driver import room_slot, top_of

    state = rooms(setup(), "lab", "office")
    assert state.step == "spawn"
    start(window, GAME, state, ["human", "bot"])
    window.controller.paused = True
    settle(qtbot, window)
    assert window.page.prompt.text().startswith("Adaptoid: drag 2 Spawns from the deck")
    drag_item(qtbot, window, top_of(window, "spawn.deck"), strip_name(room_slot(window, "lab")))
    settle(qtbot, window)
    assert window.page.prompt.text() == (
        "Adaptoid: now drag the second Spawn onto a room (the first is in the Lab)."
    )
