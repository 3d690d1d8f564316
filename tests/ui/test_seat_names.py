"""A seat's name in the new-game dialog and at the table: the name a person types is
the name the table uses. A seat's own name that is only a name to start with (A.D.A.P.T.'s
Coral and Finn) heads no row and is never said beside the typed one ("Ben (Finn)" read as
two players); a seat that is a part in the game (ADAPTOID 24's Geneticist) heads its row
and is said beside the name, where it tells who plays what."""

from __future__ import annotations

import re

from petridish.core import registry
from petridish.qt import Qt, QtWidgets
from petridish.ui.newgame import NewGameDialog

from .table_driver import lift_curtain, settle, when_a_dialog_opens
from .window_texts import widget_texts, window_texts


def type_name(qtbot, edit: QtWidgets.QLineEdit, name: str) -> None:
    """Click into a name, select it all and type over it, as a person renames a seat."""
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=edit.rect().center())
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, name)


def choose(qtbot, combo: QtWidgets.QComboBox, data: str) -> None:
    """Choose ``data`` in ``combo`` with the arrow keys."""
    combo.setFocus()
    steps = combo.findData(data) - combo.currentIndex()
    for _ in range(abs(steps)):
        qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
    assert combo.currentData() == data


def set_up_from_the_picker(qtbot, window, game_id: str, act) -> None:
    """Click the game's tile on the picker; ``act(dialog)`` fills in its new-game dialog
    and starts the game."""
    seen: list[NewGameDialog] = []

    def answer(dialog) -> None:
        seen.append(dialog)
        try:
            act(dialog)
        finally:  # answered whatever it showed: an assertion's failure is reported after
            qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    tile = window.picker.tile(game_id)
    qtbot.waitUntil(tile.isVisible)
    when_a_dialog_opens(answer)
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=tile.rect().center())
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5000)
    assert seen and isinstance(seen[0], NewGameDialog), "no new-game dialog opened"
    settle(qtbot, window)


def test_names_typed_for_a_seat_replace_its_name_in_the_dialog_and_at_the_table(qtbot, window):
    """As a new player set up A.D.A.P.T.: two people, renamed Anna and Ben. The rows were
    headed Coral and Finn under the new names, and the table said "Ben (Finn)"."""
    window.page.scene.animator.set_speed(0)
    read: dict[str, list[str]] = {}

    def act(dialog: NewGameDialog) -> None:
        first, second = dialog.seat_rows
        read["headings"] = [first.label.text(), second.label.text()]
        choose(qtbot, second.kind, "human")
        type_name(qtbot, first.name, "Anna")
        type_name(qtbot, second.name, "Ben")
        read["renamed"] = widget_texts(dialog)

    set_up_from_the_picker(qtbot, window, "adapt", act)
    assert read["headings"] == ["Player 1", "Player 2"]
    said = " | ".join(read["renamed"])
    assert not re.search(r"\b(Coral|Finn)\b", said), said
    assert "Name for player 2" in read["renamed"]
    c = window.controller
    assert [s.name for s in c.match.seats] == ["Anna", "Ben"]
    for _ in range(2):  # each chooses a Guppy: the bar and the control name them both
        lift_curtain(qtbot, window)
        turn, control = window.page.turn.text(), window.page.at_computer
        assert control.isVisible()
        people = [control.itemText(i) for i in range(control.count())]
        who = c.match.seat(c.viewer).name
        assert turn.endswith(f" · {who}"), turn
        assert [p.split(" · ")[0] for p in people] == ["Anna", "Ben"], people
        shown = " | ".join(window_texts(window))
        assert not re.search(r"\b(Coral|Finn)\b", shown), shown
        assert c.submit(c.game.legal_actions(c.state, c.viewer)[0]) is None
        settle(qtbot, window)


def test_a_seat_that_is_a_role_heads_its_row_and_is_said_beside_the_name(qtbot, window):
    """ADAPTOID 24's seats are its two sides: the Geneticist renamed Ana is "Ana
    (Geneticist)" at the table, the side a player needs to know."""
    window.page.scene.animator.set_speed(0)
    game = registry.load("adaptoid24")

    read: dict[str, list[str]] = {}

    def act(dialog: NewGameDialog) -> None:
        rows = dialog.seat_rows
        read["headings"] = [r.label.text() for r in rows]
        read["texts"] = widget_texts(dialog)
        geneticist = next(r for r in rows if r.id == "geneticist")
        type_name(qtbot, geneticist.name, "Ana")
        for row in rows:
            choose(qtbot, row.kind, "human" if row is geneticist else "normal")

    set_up_from_the_picker(qtbot, window, "adaptoid24", act)
    assert read["headings"] == [s.name for s in game.seats]
    assert {"Seat", "Name for the Geneticist"} <= set(read["texts"])
    c = window.controller
    assert c.seat_label("geneticist") == "Ana (Geneticist)"
    assert c.seat_label("adaptoid") == "Adaptoid"
    line = window.log.list.item(0).text()
    assert line == "At the table: Adaptoid (normal computer) and Ana (Geneticist).", line
