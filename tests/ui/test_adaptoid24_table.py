"""ADAPTOID 24 on the real table: whole games by mouse, illegal drops, the curtain,
save → quit → load."""

from __future__ import annotations

import json
import random

from petridish.games.adaptoid24.gestures import room_at_slot
from petridish.games.adaptoid24.layout import strip_name
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt
from petridish.storage import saves

from .table_driver import drag_item, lift_curtain, perform, settle


def play_by_mouse(qtbot, window, pick, limit: int = 400) -> int:
    """Drive the game with drags until it ends; ``pick`` chooses among legal moves."""
    c = window.controller
    moves = 0
    while not c.game.is_terminal(c.state) and moves < limit:
        lift_curtain(qtbot, window)
        c.run_bots_now()
        if c.game.is_terminal(c.state):
            break
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck: {c.state.step}, viewer {c.viewer}"
        before = len(c.session.steps)
        perform(qtbot, window, pick(actions))
        assert len(c.session.steps) > before, (
            f"the drag did not make {pick(actions)}: {window.page.view.toast.text()!r} step {c.state.step}"
        )
        moves += 1
    return moves


def test_a_whole_hot_seat_game_played_by_dragging_cards(qtbot, brisk, window):
    # rulebook: adaptoid24.txt:19
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 11, ["human", "human"], False)
    rng = random.Random(4)
    moves = play_by_mouse(qtbot, window, rng.choice)
    c = window.controller
    assert c.game.is_terminal(c.state)
    assert moves >= 15
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )


def test_a_whole_game_against_the_computer(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 12, ["bot", "human"], False)
    play_by_mouse(qtbot, window, lambda actions: actions[0])
    assert window.controller.game.is_terminal(window.controller.state)


def test_an_illegal_drop_snaps_back_with_its_reason(qtbot, window):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()  # the computer Geneticist picks its Character and its room
    card = window.presenter.board.item("a.lab")
    start = card.scenePos()
    drag_item(qtbot, window, card, "geneticist.row")  # onto the Geneticist's row: not a move
    assert card.scenePos() == start
    assert window.page.view.toast.text() == (
        "a Room card you choose goes onto your row, “Adaptoid · rooms”"
    )
    assert c.state.picks.get("adaptoid") is None
    # A card of the other side cannot even be picked up.
    g_cards = [i for i in window.presenter.zones["geneticist.hand"].items()]
    assert all(not i.draggable for i in g_cards)


def test_the_curtain_hides_private_things_between_people(qtbot, window):
    # rulebook: adaptoid24.txt:20
    from petridish.ui.session_view import log_lines

    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "human"], False)
    c = window.controller
    # Two people share the game: the first of them gets the table behind the curtain.
    assert window.curtain.isVisible() and window.curtain.name == "Geneticist"
    lift_curtain(qtbot, window)
    assert c.viewer == "geneticist"  # the Geneticist chooses a Character first
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    assert c.viewer == "geneticist" and not window.curtain.isVisible()
    perform(qtbot, window, ChooseRoom("geneticist", "lab"))
    # The table is covered before the Adaptoid takes the mouse...
    assert window.curtain.isVisible()
    assert window.curtain.name == "Adaptoid"
    shot = window.grab().toImage()
    # (beside its button, where the Adaptoid's hand would be)
    below = shot.pixelColor(shot.width() // 6, shot.height() // 2 + 120)
    assert below.value() < 60  # dark and opaque: no card shows through
    assert window.presenter.actions() == []  # nobody can act behind the curtain
    lift_curtain(qtbot, window)
    assert c.viewer == "adaptoid"
    # ...and the Adaptoid sees the Geneticist's pick only as a card back, nowhere named.
    specs = [
        window.presenter.board.spec(i) for i in window.presenter.zones["geneticist.row"].items()
    ]
    assert [s.key for s in specs] == [None]
    assert window.presenter.board.item("g.lab") is None
    assert not any("Lab" in text for text, _ in log_lines(c))
    assert all(
        i.toolTip() == "" and i.caption == ""
        for i in window.presenter.zones["geneticist.hand"].items()
    )


def test_face_down_spawns_carry_no_tooltip_or_id(qtbot, window):
    # rulebook: adaptoid24.txt:27
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 8, ["human", "bot"], False)
    c = window.controller
    for _ in range(6):
        c.run_bots_now()
        acts = [a for _, a in window.presenter.actions()]
        if not acts:
            break
        perform(qtbot, window, acts[0])
    for item in window.presenter.board.items():
        spec = window.presenter.board.spec(item)
        if spec.key is None:
            assert item.toolTip() == "" and item.caption == ""
            assert item.key.startswith("card#")  # no card id on a hidden item


def test_save_quit_load_resumes_the_same_position(qtbot, window, paths, tmp_path):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 21, ["human", "bot"], False)
    c = window.controller
    rng = random.Random(2)
    for _ in range(8):
        c.run_bots_now()
        acts = [a for _, a in window.presenter.actions()]
        if not acts:
            break
        perform(qtbot, window, rng.choice(acts))
    target = tmp_path / "game.petridish"
    assert window._write(target)
    before = json.dumps(c.game.state_to_json(c.state), sort_keys=True)
    window.close()
    from petridish.ui.main_window import MainWindow

    again = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(again)
    again.show()
    assert again.open_path(str(target))
    after = json.dumps(again.controller.game.state_to_json(again.controller.state), sort_keys=True)
    assert after == before
    assert str(target) in again.settings.recent_saves[0]
    # Its own autosave holds the same position too.
    autosave = again.controller
    qtbot.waitUntil(lambda: autosave.autosave_file is not None and autosave.autosave_file.exists())
    assert saves.read_save(autosave.autosave_file).snapshot == again.controller.state


def test_a_corrupt_save_is_refused_with_a_message_and_nothing_changes(
    qtbot, window, tmp_path, monkeypatch
):
    bad = tmp_path / "broken.petridish"
    bad.write_text(
        '{"format": "petridish-save", "version": 1, "game": "adaptoid24", "moves": [',
        encoding="utf-8",
    )
    shown = []
    from petridish.qt import QtWidgets

    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert not window.open_path(str(bad))
    assert shown and "broken.petridish" in shown[0]
    assert bad.read_text(encoding="utf-8").endswith("[")
    assert window.controller is None


def test_undo_takes_back_a_secret_choice_but_not_a_reveal(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 2, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    perform(qtbot, window, ChooseRoom("adaptoid", "garden"))
    # The computer Geneticist had already chosen, so both rooms were revealed: no undo.
    assert not window.a_undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert c.state.zones["adaptoid.row"] == ("a.garden",)


def test_each_strip_is_named_after_the_room_under_it(qtbot, window):
    # rulebook: adaptoid24.txt:27
    # The log says where Spawns go by the room ("in the Control Room"): the strip that
    # holds them says the same, and a place with no room yet keeps its number.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["bot", "bot"], False)
    c = window.controller
    c.run_bots_now(30)
    settle(qtbot, window)
    view, p = c.view, window.presenter
    rooms = [room_at_slot(view, slot) for slot in range(6)]
    assert any(rooms)
    for slot, room in enumerate(rooms):
        label = p.zones[strip_name(slot)].label
        assert label == (p.game._room_name(room) if room else f"Room {slot + 1}")


def test_an_emp_shows_on_the_title_and_on_the_tasers_it_stops(qtbot, window):
    """An EMP drawn, the next turn's title says EMP and each loaded Taser wears an EMP
    badge, its tooltip saying what it does (a new player saw the EMP drawn
    and never learnt whether it did anything: no encounter came that turn)."""
    # rulebook: adaptoid24.txt:56
    from tests.games.adaptoid24.helpers import quiet_turn, setup

    from .test_announcements import start

    state = quiet_turn(setup(), "garden", "office", deck="offensive")  # EMP
    assert state.emp
    start(window, GAME, state, ["human", "human"])
    lift_curtain(qtbot, window)
    assert window.page.turn.text().endswith(" · EMP: no Tasers")
    board = window.presenter.board
    for n in (1, 2):
        spec = board.spec(board.item(f"taser.{n}"))
        assert spec.badge == "EMP", n
        tip = window.presenter.card_tip(f"taser.{n}")
        assert tip == f"Taser {n} (loaded; the EMP stops it this turn)"
