"""The attack panel beside the Gene Stream, on the real window: when both computer
fish attack the person's fish in a row, the person's turn shows both attacks, each in
a line, and nothing of the deck; the close button and Escape put the panel away until
another attack comes. The person's own attack, shown while the others move, is said in
the title."""

from __future__ import annotations

from petridish.core.bot import decide
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.state import DECK
from petridish.qt import Qt

from .table_driver import settle
from .test_lessons import make_the_move, start_at_the_step_doing

ME = "coral"  # the person's fish: the first seat of a quick game


def play_from_the_moves_list(qtbot, window, action) -> None:
    """Choose ``action`` in Your moves and press Enter, as a person would."""
    moves = window.page.moves
    label = next(label for label, a in window.presenter.actions() if a == action)
    moves.setFocus()
    moves.setCurrentIndex(moves.findText(label))
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    settle(qtbot, window)


def my_turn(qtbot, window) -> None:
    """Let the computer fish move until it is the person's turn again."""
    window.controller.run_bots_now()
    settle(qtbot, window)


def attackers_of_me(window) -> list[str]:
    """Who made the attacks the panel shows, if they were all on the person's fish."""
    steps = window.controller.session.steps
    shown = [steps[i].events[j].data for i, j in window.presenter.panel.attacks.key]
    return [e["seat"] for e in shown if e["target"] == ME]


def deck_only_names(window) -> set[str]:
    """The names of the cards lying face down in the deck and nowhere face up."""
    state, game = window.controller.state, window.controller.game
    up = {game.cards.design(c).name for z, cards in state.zones.items() if z != DECK for c in cards}
    return {game.cards.design(c).name for c in state.zones[DECK]} - up


def test_two_computer_attacks_in_a_row_are_both_shown_then_put_away(qtbot, window):
    # rulebook: adapt.txt:60
    window.page.scene.animator.set_speed(0)
    # Seed 9: after Coral's seventh move Finn and Marina attack her one after the other;
    # another attack comes after her next move.
    window.start_quick("adapt", 9, ["human", "bot", "bot"], False)
    settle(qtbot, window)
    c, panel = window.controller, window.presenter.panel
    bot = AdaptBot(3)
    for _ in range(60):
        my_turn(qtbot, window)
        if sorted(attackers_of_me(window)[-2:]) == ["finn", "marina"]:
            break
        play_from_the_moves_list(qtbot, window, decide(c.game, c.state, ME, bot))
    else:
        raise AssertionError("the computer fish never attacked Coral in a row")

    # Both attacks, each in its own line, under a title that says what they are.
    assert list(c.game.to_move(c.state)) == [ME] and panel.isVisible()
    title, *lines = panel.lines
    assert title == "Attacks since your last turn began"
    assert any(line.startswith("Finn's ") and "attacked Coral" in line for line in lines)
    assert any(line.startswith("Marina's ") and "attacked Coral" in line for line in lines)
    assert all("Survival" in line for line in lines)  # the totals, in brief
    view = window.page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(panel.sceneBoundingRect())
    # Nothing of the deck, face down, is named.
    text = " ".join(panel.lines)
    assert not [name for name in deck_only_names(window) if name in text]

    # The close button puts it away, and it stays away while the table redraws.
    close = view.mapFromScene(panel.mapRectToScene(panel.close_rect()).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=close)
    settle(qtbot, window)
    assert not panel.isVisible()
    c.changed.emit()
    settle(qtbot, window)
    assert not panel.isVisible()

    # The next attack brings it back; Escape, with the focus in Your moves, puts it away.
    for _ in range(60):
        play_from_the_moves_list(qtbot, window, decide(c.game, c.state, ME, bot))
        my_turn(qtbot, window)
        if panel.isVisible():
            break
    else:
        raise AssertionError("no attack came again")
    mine = any(line.startswith("Coral's ") for line in panel.lines[1:])
    title = "Attacks since your last turn began" + (", yours included" if mine else "")
    assert panel.lines[0] == title and "attacked" in panel.lines[1]
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Escape)
    settle(qtbot, window)
    assert not panel.isVisible()


def test_at_two_fish_both_attacks_of_a_round_lie_clear_of_the_mats(qtbot, window):
    # rulebook: adapt.txt:60
    # Two fish, each attacking the other: the panel spans the felt under the common
    # area, each attack on one line, over no mat's place and none of its names.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 1, ["human", "bot"], False)
    settle(qtbot, window)
    c, p = window.controller, window.presenter
    bot = AdaptBot(3)
    for _ in range(80):
        my_turn(qtbot, window)
        if len(p.panel.lines) >= 3:  # the title, and an attack of each fish
            break
        play_from_the_moves_list(qtbot, window, decide(c.game, c.state, ME, bot))
    else:
        raise AssertionError("the two fish never attacked each other in a round")
    panel = p.panel.sceneBoundingRect()
    mats = [z for name, z in p.zones.items() if name.split(".")[0] in c.state.seats]
    assert mats and not [z.name for z in mats if z.scene_rect().intersects(panel)]
    assert all(p.panel._line_height(i, t) <= 32 for i, t in enumerate(p.panel.lines))


def test_your_own_attack_shown_while_the_others_move_is_said_in_the_title(
    qtbot, window, monkeypatch
):
    # rulebook: adapt.txt:63
    # The lesson: Coral attacks Finn, then Finn's turn begins. The panel told of Coral's
    # own attack under "Attacks since your last turn began", and the learner took it
    # for an attack made on her.
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adapt", "Attack")
    make_the_move(qtbot, window, lesson.steps[index].do)
    qtbot.waitUntil(lambda: window.lesson.index > index, timeout=5000)
    settle(qtbot, window)
    c, panel = window.controller, window.presenter.panel
    assert c.state.current == "finn" and c.viewer == ME
    assert panel.isVisible()
    title, *lines = panel.lines
    assert title == "Attacks since your last turn began, yours included"
    assert len(lines) == 1 and lines[0].startswith("Coral's Barracuda attacked Finn: "), lines
