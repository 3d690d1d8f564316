"""The number of Event cards is Genegrafter's difficulty, and the game offers it in the
rulebook's words: the new-game dialog and the rules reference name each level."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from petridish.core.reference import rules_text
from petridish.games.genegrafter.rules import GAME
from petridish.ui.newgame import NewGameDialog

EVENTS = next(o for o in GAME.options if o.id == "events")


def test_each_number_of_events_is_named_as_the_rulebook_names_its_level():
    # rulebook: genegrafter.txt:41
    # rulebook: genegrafter.txt:43
    # rulebook: genegrafter.txt:44
    # rulebook: genegrafter.txt:45
    names = [EVENTS.choice_name(n) for n in EVENTS.choices]
    assert names == [
        "1 — easy",
        "2 — easy",
        "3 — moderate",
        "4 — moderate",
        "5 — very hard",
        "6 — very hard",
    ]
    assert EVENTS.choice_name(True) == "" and EVENTS.choice_name(7) == ""
    assert "default: 2 — easy" in rules_text(GAME)


def test_the_new_game_dialog_lists_the_levels_and_keeps_the_number_chosen(qtbot):
    dialog = NewGameDialog(GAME)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.option_widgets["events"]
    assert [combo.itemText(i) for i in range(combo.count())][2] == "3 — moderate"
    assert combo.currentText() == "2 — easy"
    combo.setCurrentIndex(4)
    assert combo.currentData() == 5  # the save keeps the number, the player reads the level
