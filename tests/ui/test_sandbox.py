"""Sandbox mode on the real table: free moves become logged edits, legal ones still go
through the rules, and the mode can be switched at any time."""

from __future__ import annotations

import json
import re

from petridish.core.actions import Edit
from petridish.core.play import computer_turn
from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt
from petridish.ui.session_view import log_lines

from .table_driver import (
    choose_in_action_bar,
    drag_item,
    hot_seat_to_first_pick,
    lift_curtain,
    perform,
    settle,
    top_of,
)


def test_sandbox_moves_anything_and_flags_it_outside_the_rules(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], True)
    c = window.controller
    assert c.sandbox and window.a_sandbox.isChecked()
    lift_curtain(qtbot, window)
    # A legal move is still a rules move...
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    assert not isinstance(c.session.steps[-1].action, Edit)
    # ...an unloaded Taser dragged to the Set aside spot is a free edit: refused in rules
    # mode, an Edit in the sandbox, and flagged in the log.
    taser = window.presenter.board.item("taser.3")
    drag_item(qtbot, window, taser, "evo.discard")
    assert isinstance(window.page.view.toast.text(), str)
    spawn = window.presenter.zones["spawn.deck"].items()[-1]
    drag_item(qtbot, window, spawn, "spawn.discard")
    last = c.session.steps[-1]
    assert isinstance(last.action, Edit) and last.action.zone == "spawn.discard"
    assert len(c.state.zones["spawn.discard"]) == 1
    text, outside = log_lines(c)[-1]
    assert outside and "outside the rules" in text
    # Double-click flips a card over in the sandbox (Taser 3 gets loaded).
    view = window.page.view
    pos = view.mapFromScene(window.presenter.board.item("taser.3").scenePos())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    settle(qtbot, window)
    assert "taser.3" in c.state.loaded
    # Back to rules mode: the same kind of free drop is refused with a reason.
    window.a_sandbox.trigger()
    assert not c.sandbox
    spawn = window.presenter.zones["spawn.deck"].items()[-1]
    steps = len(c.session.steps)
    drag_item(qtbot, window, spawn, "spawn.discard")
    assert len(c.session.steps) == steps
    # And sandbox undo takes back anything, rules undo only what the rules allow.
    window.a_sandbox.trigger()
    window.undo()
    assert "taser.3" not in c.state.loaded


def test_rules_mode_refuses_a_room_from_the_wrong_hand(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], False)
    c = window.controller
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    assert c.viewer == "geneticist"
    assert c.check(ChooseRoom("adaptoid", "lab")) == "only Adaptoid may do that"
    assert not any(i.draggable for i in window.presenter.zones["adaptoid.hand"].items())


ID = re.compile(r"\b(?:a|g|evo|spawn|char|taser)\.[a-z0-9_.]+|\?|\bdron\b")


def visible_zone_rects(window):
    return {
        name: zone.scene_rect()
        for name, zone in window.presenter.zones.items()
        if zone.isVisible() and not name.startswith("strip.")
    }


def test_the_sandbox_is_free_and_speaks_the_games_words(qtbot, window, paths):
    # rulebook: adaptoid24.txt:11
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], True)
    c = window.controller
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))  # a Character
    board = window.presenter.board
    # A row keeps a spot for each of the phase's six turns (ruling A24-R23): a card more
    # is refused, in the game's words.
    drag_item(qtbot, window, board.item("g.office"), "adaptoid.row", 0)
    assert c.state.zones["adaptoid.row"] == ()
    assert "the Adaptoid's row has 6 spots" in window.page.view.toast.text()
    # With the turn set on to the second, each row has a spot to spare.
    assert c.submit(Edit("geneticist", "set", key="turn", value=2)) is None
    # The Geneticist's Office onto the Adaptoid's row: an edit, not a refusal.
    drag_item(qtbot, window, board.item("g.office"), "adaptoid.row", 0)
    assert c.state.zones["adaptoid.row"] == ("g.office",)
    # The top Spawn onto the Geneticist's row: an edit too, and it stays face down.
    spawn = window.presenter.zones["spawn.deck"].items()[-1]
    drag_item(qtbot, window, spawn, "geneticist.row", 0)
    assert c.state.zones["geneticist.row"][0].startswith("spawn.")
    assert all(board.spec(i).key is None for i in window.presenter.zones["geneticist.row"].items())
    # The unloaded Dron onto the Encounter with no encounter on: refused in the game's words.
    dron = board.item("dron")
    drag_item(qtbot, window, dron, "encounter")
    assert window.page.view.toast.text().startswith("there is no encounter now")
    lines = [text for text, _ in log_lines(c)]
    edits = [t for t in lines if t.startswith("Sandbox:")]
    assert (
        "Sandbox: the Geneticist's Office moved to the Adaptoid's rooms (outside the rules)."
        in edits
    )
    assert (
        "Sandbox: a face-down Spawn moved to the Geneticist's rooms (outside the rules)." in edits
    )
    for text in [*lines, window.page.view.toast.text()]:
        assert not ID.search(text), text
    # The unused Characters lie where nothing else does, their label too.
    rects = visible_zone_rects(window)
    assert "characters.spare" in rects
    spare = rects.pop("characters.spare")
    assert not [n for n, r in rects.items() if r.intersects(spare)]
    # Back to rules mode: the autosave says so at once.
    window.a_sandbox.trigger()
    autosave = window.controller.autosave_file
    assert json.loads(autosave.read_text(encoding="utf-8"))["mode"] == "rules"


def test_an_unloaded_dron_dropped_on_an_encounter_is_loaded_and_played(qtbot, window):
    # rulebook: adaptoid24.txt:44
    c = hot_seat_to_first_pick(qtbot, window, 4, "lab", sandbox=True)
    lift_curtain(qtbot, window)
    perform(qtbot, window, ChooseRoom("adaptoid", "lab"))  # the same room: an encounter
    lift_curtain(qtbot, window)
    assert c.state.step == "encounter" and "dron" not in c.state.loaded
    drag_item(qtbot, window, window.presenter.board.item("dron"), "encounter")
    # Loaded in the sandbox, then played: the Dron overcomes any Resistance.
    kinds = [type(s.action).__name__ for s in c.session.steps[-2:]]
    assert kinds == ["Edit", "Overcome"]
    assert c.state.step != "encounter" and "dron" not in c.state.loaded


def test_a_face_down_spawn_in_the_adaptoids_row_is_shown_and_its_save_opens(
    qtbot, window, tmp_path
):
    # rulebook: adaptoid24.txt:11
    # The table once read every card in the Adaptoid's row as a room, and a hidden Spawn
    # there broke each redraw and the save's opening.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], True)
    c = window.controller
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))  # a Character
    assert c.submit(Edit("geneticist", "set", key="turn", value=2)) is None  # a spot free
    drag_item(qtbot, window, top_of(window, "spawn.deck"), "adaptoid.row", 0)
    spawn = c.state.zones["adaptoid.row"][0]
    assert spawn.startswith("spawn.") and spawn not in c.state.up
    row = window.presenter.zones["adaptoid.row"].items()
    assert len(row) == 1 and window.presenter.board.spec(row[0]).key is None  # its back
    # The rooms the Adaptoid plays next still get their strips above them.
    path = tmp_path / "hidden-spawn.petridish"
    assert window._write(path)
    window.show_picker()
    assert window.open_path(str(path))
    settle(qtbot, window)
    assert window.controller.state.zones["adaptoid.row"] == (spawn,)
    assert len(window.presenter.zones["adaptoid.row"].items()) == 1


def test_a_finished_games_row_takes_no_seventh_card(qtbot, window):
    # rulebook: adaptoid24.txt:11
    # Once the game is over the sandbox is still open; a row still has six spots (ruling
    # A24-R23), and the table no seventh, nor a strip above it for that room's Spawns and
    # Evolution cards (one put there once raised out of the window's redraw).
    from . import soak

    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "bot"], False)
    soak.play(window)  # the computer and the hint's moves, to the end
    c = window.controller
    assert c.game.is_terminal(c.state) and len(c.state.zones["adaptoid.row"]) == 6
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert c.sandbox
    room = next(x for x in c.view.zones[f"{c.viewer}.hand"] if x[:2] in ("a.", "g."))
    drag_item(qtbot, window, window.presenter.board.item(room), "adaptoid.row", 5)
    assert len(c.state.zones["adaptoid.row"]) == 6 and room in c.state.zones[f"{c.viewer}.hand"]
    assert "the Adaptoid's row has 6 spots" in window.page.view.toast.text()


def test_in_a_game_people_share_the_sandbox_never_shows_another_persons_cards(qtbot, window):
    """Jon, at the computer of a hot-seat game, turns the sandbox on and drags a card
    of Sue's hand (face down to him) onto the discard pile: refused, for it is Sue's
    secret (it landed face up, and an undo took the log's line away). A card nobody
    sees, the deck's top one, still moves: it shows to everyone alike."""
    # rulebook: genegrafter.txt:109 (a hand is its owner's)
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "human", "human"], True)
    c = window.controller
    lift_curtain(qtbot, window)
    me = c.viewer
    other = next(s for s in c.match.humans if s != me)
    hand = window.presenter.zones[f"{other}.hand"].items()
    assert hand and not window.presenter.board.spec(hand[0]).face_up
    steps, secret = len(c.session.steps), list(c.state.zones[f"{other}.hand"])
    drag_item(qtbot, window, hand[0], "discard")
    assert len(c.session.steps) == steps
    assert list(c.state.zones[f"{other}.hand"]) == secret
    toast = window.page.view.toast.text()
    assert f"{c.match.seat(other).name}'s secret" in toast, toast
    # Its menu does not offer to turn it over (it offered, then refused): it says why.
    from .test_sandbox_piles_and_dice import choose_in_menu

    name = c.match.seat(other).name
    why = (
        f"Cannot turn over: that card is {name}'s secret: the sandbox moves it only in their hands"
    )
    entries = choose_in_menu(qtbot, window, hand[0], why)
    assert "Turn over (sandbox)" not in entries
    assert list(c.state.zones[f"{other}.hand"]) == secret
    deck = window.presenter.zones["deck"].items()[-1]
    drag_item(qtbot, window, deck, "discard")
    assert isinstance(c.session.steps[-1].action, Edit)


def test_the_sandbox_bar_names_the_computer_in_its_turn_not_you(qtbot, window):
    # The sandbox lets the person move for any seat, but in the computer's turn the bar
    # said "Your turn: buy from the Gene Stream…" as if it were theirs.
    window.page.scene.animator.set_speed(0)
    checked = []
    for game_id in ("adapt", "genegrafter", "adaptoid24"):
        for kinds in (["normal", "human"], ["human", "normal"]):
            window.start_quick(game_id, 3, kinds, True)
            c = window.controller
            c.paused = True  # the computer's turn stays on the table to be read
            lift_curtain(qtbot, window)
            settle(qtbot, window)
            if c.viewer not in c.game.to_move(c.state):
                break  # the computer moves first
        computer = next(iter(c.bots))
        assert list(c.game.to_move(c.state)) == [computer], game_id
        prompt = window.page.prompt.text()
        assert not re.match(r"(Your|You)\b", prompt), (game_id, prompt)
        assert c.match.seat(computer).name in prompt, (game_id, prompt)
        # Back in the person's turn, the bar speaks to them again.
        c.paused = False
        c.wake()
        qtbot.waitUntil(lambda c=c: c.viewer in c.game.to_move(c.state), timeout=5000)
        settle(qtbot, window)
        assert f"{c.match.seat(computer).name}'s turn" not in window.page.prompt.text()
        checked.append(game_id)
    assert checked == ["adapt", "genegrafter", "adaptoid24"]


def test_a_sandbox_edit_holds_the_computer_players_until_the_person_lets_them_go(
    qtbot, window, tmp_path
):
    # A castaway's token moved by hand in the sandbox went straight back: its computer
    # player moved on as if nothing had been set. An edit holds them; Ctrl+P (or the
    # person's next move by the rules) lets them play on from the scene set.
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 60_000  # the computers choose their places only when told to
    window.start_quick("adrift", 3, ["human", "normal", "normal"], True)
    lift_curtain(qtbot, window)
    c, page = window.controller, window.page
    assert page.mode.text() == "SANDBOX — free moves"
    # On to the first day, where the computers may act beside the person.
    for _ in range(10):
        if computer_turn(c.game, c.state, c.bots, True) is not None:
            break
        mine = [a for _, a in window.presenter.actions() if not isinstance(a, Edit)]
        if mine and c.viewer in c.game.to_move(c.state):
            choose_in_action_bar(qtbot, window, mine[0])
        c.run_bots_now(1)
        settle(qtbot, window)
    assert computer_turn(c.game, c.state, c.bots, True) is not None
    steps = len(c.session.steps)
    item = window.presenter.zones["bin.1"].items()[-1]
    drag_item(qtbot, window, item, "place.3")
    assert isinstance(c.session.steps[-1].action, Edit) and len(c.session.steps) == steps + 1
    assert c.computers_wait and window.a_wait.isChecked()
    assert page.mode.text() == "SANDBOX — computers wait"
    assert page.view.toast.text().startswith("The computer players wait while you set the table")
    c.run_bots_now()
    assert len(c.session.steps) == steps + 1  # nobody moved the scene on
    # Saved and opened again, the scene stays set: the computers still wait (they
    # played on at once, taking from the bins and throwing things overboard).
    path = tmp_path / "scene.petridish"
    assert window._write(path)
    assert window.open_path(str(path))
    c = window.controller
    qtbot.waitUntil(lambda: c.opening is None, timeout=5000)
    lift_curtain(qtbot, window)
    assert c.computers_wait and page.mode.text() == "SANDBOX — computers wait"
    c.run_bots_now()
    assert len(c.session.steps) == steps + 1
    # Ctrl+P lets them play from here: they choose their places.
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not c.computers_wait and not window.a_wait.isChecked()
    assert page.mode.text() == "SANDBOX — free moves"
    c.run_bots_now()
    movers = {s.action.seat for s in c.session.steps[steps + 1 :]}
    assert movers and movers <= set(c.bots)


def test_in_a_computers_turn_held_the_bar_says_how_to_let_it_play(qtbot, window):
    window.page.scene.animator.set_speed(0)
    for kinds in (["normal", "human"], ["human", "normal"]):
        window.start_quick("adapt", 3, kinds, False)
        c = window.controller
        c.paused = True  # the computer's turn stays on the table to be read
        settle(qtbot, window)
        if c.viewer not in c.game.to_move(c.state):
            break
    qtbot.waitUntil(lambda: window.menus_filled)
    window.a_wait.trigger()  # Edit › Computers wait, in a game by the rules too
    assert c.computers_wait and window.page.mode.text() == "Rules · computers wait"
    prompt = window.page.prompt.text()
    assert prompt.endswith("The computer players wait: Ctrl+P lets them play."), prompt
    window.a_wait.trigger()
    assert not c.computers_wait and window.page.mode.text() == "Rules"
    assert "wait" not in window.page.prompt.text()
