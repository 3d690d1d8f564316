"""Which pieces the keyboard focus may rest on, and keeping the ring valid after a redraw."""

from __future__ import annotations

from petridish.qt import Qt

from .helpers import add_zone, make_card


def test_tab_skips_face_down_cards_that_cannot_move_and_cards_under_a_pile(qtbot, view, scene):
    hand = add_zone(scene, "hand", (40, 40), "row", 3)
    deck = add_zone(scene, "deck", (600, 40), "stack")
    mine = [make_card(scene, f"m{i}") for i in range(2)]
    for card in mine:
        hand.add(card, animated=False)
    theirs = make_card(scene, "t", (300, 400))
    theirs.draggable = False
    theirs.set_face_up(False, animated=False)
    pile = [make_card(scene, f"d{i}") for i in range(3)]
    for card in pile:
        card.draggable = False
        card.set_face_up(False, animated=False)
        deck.add(card, animated=False)
    keyboard = scene.keyboard
    assert keyboard.focusables() == mine  # neither the back nor any card of the deck
    pile[-1].draggable = True  # drawing is a move now: the top card, and only it
    assert keyboard.focusables() == [*mine, pile[-1]]
    theirs.set_face_up(True, animated=False)  # a face-up card can be read
    assert theirs in keyboard.focusables()
    visited = []
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        visited.append(keyboard.focused)
    assert visited == [*mine, pile[-1], theirs]


def test_a_ring_goes_when_its_card_turns_face_down_or_leaves(qtbot, view, scene):
    a = make_card(scene, "a", (100, 150))
    b = make_card(scene, "b", (300, 150))
    c = make_card(scene, "c", (500, 150))
    for card in (a, b, c):
        card.draggable = False  # cards to read: nothing the viewer can act on changes
    keyboard = scene.keyboard
    keyboard.set_focus(b)
    assert not keyboard.revalidate()  # still face up: it can be read
    b.set_face_up(False, animated=False)
    assert keyboard.revalidate()
    assert keyboard.focused is None and not b.focus_ring
    # The next Tab carries on from where the ring was.
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is c
    scene.removeItem(c)
    assert keyboard.revalidate() and not c.focus_ring
    qtbot.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert keyboard.focused is a


def test_keys_check_the_focus_lazily_too(qtbot, view, scene):
    a = make_card(scene, "a", (100, 150))
    b = make_card(scene, "b", (300, 150))
    keyboard = scene.keyboard
    keyboard.set_focus(a)
    a.draggable = False
    a.set_face_up(False, animated=False)
    calls = []
    scene.drag.on_activate = calls.append
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no longer focusable: nothing happens to it
    assert calls == [] and not keyboard.active and not a.focus_ring
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the arrows go on from where it was
    assert keyboard.focused is b


def test_arrows_skip_pieces_that_cannot_have_the_focus(qtbot, view, scene):
    a = make_card(scene, "a", (100, 150))
    hidden = make_card(scene, "h", (300, 150))
    hidden.draggable = False
    hidden.set_face_up(False, animated=False)
    b = make_card(scene, "b", (500, 160))
    scene.keyboard.set_focus(a)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.keyboard.focused is b


def test_up_goes_up_rather_than_along_a_ragged_row(qtbot, view, scene):
    top = make_card(scene, "top", (100, 100))
    left = make_card(scene, "left", (300, 500))
    right = make_card(scene, "right", (420, 492))  # a few units higher, beside it
    scene.keyboard.set_focus(left)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.keyboard.focused is top
    scene.keyboard.set_focus(left)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.keyboard.focused is right


def test_tab_starts_again_at_what_can_act_once_the_table_changes_it(qtbot, view, scene):
    played = make_card(scene, "played", (100, 150))
    other = make_card(scene, "other", (300, 150))
    read = [make_card(scene, f"r{i}", (100 + 200 * i, 400)) for i in range(3)]
    for card in read:
        card.draggable = False
    keyboard = scene.keyboard
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is played
    # The card is played: it stays on the table to read, with the ring on it, and
    # something new can act now, after everything there to read in reading order.
    played.draggable = other.draggable = False
    new = make_card(scene, "new", (700, 650))
    assert not keyboard.revalidate() and played.focus_ring
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is new  # not on through the five cards to read
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is played  # then the cards to read, in reading order
    # Tab carries on through them while what can act stays the same.
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is other
    # A ring a redraw took away starts again at what can act too, once that changed.
    other.set_face_up(False, animated=False)
    assert keyboard.revalidate()
    read[0].draggable = True
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert keyboard.focused is read[0]


def test_arrows_aim_only_at_the_places_that_take_the_held_card(qtbot, view, scene):
    card = make_card(scene, "c", (100, 150))
    near = add_zone(scene, "near", (300, 60), "stack")
    slots = add_zone(scene, "slots", (520, 60), "slots", 3)
    far = add_zone(scene, "far", (1000, 60), "stack")
    below = add_zone(scene, "below", (60, 500), "stack")
    takes = {("slots", 1), ("far", -1)}

    def judge(item, zone, slot):
        return None if (zone.name, slot) in takes else "Not there."

    scene.drag.judge = judge
    keyboard = scene.keyboard
    keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert keyboard.active
    assert set(keyboard.targets()) == {(slots, 1), (far, -1)}
    # The first arrow passes the refusing stack and slot by: the first place that takes it.
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keyboard.target == (slots, 1) and slots.highlight == "legal"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keyboard.target == (far, -1)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # nothing further: it stays
    assert keyboard.target == (far, -1)
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # Escape still puts it back
    assert not keyboard.active and keyboard.focused is card
    # Even an arrow pointing where nothing takes it aims at the nearest place that does.
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert keyboard.target == (slots, 1)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    # Where nothing takes it, the arrows go everywhere, to show why each place refuses.
    takes.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keyboard.target == (near, -1) and near.highlight == "illegal"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not keyboard.active and below.highlight == "none"


def test_a_piece_held_from_the_keyboard_shows_it_and_where_it_may_go(qtbot, view, scene):
    # Space changed nothing to be seen, and a new player pressed Enter, putting it back.
    from .helpers import settle

    card = make_card(scene, "c", (100, 150))
    home = card.pos()
    pile = add_zone(scene, "pile", (300, 60), "stack")
    other = add_zone(scene, "other", (520, 60), "stack")
    scene.drag.hint_legal = True
    scene.drag.judge = lambda item, zone, slot: None  # both take it
    scene.keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    settle(qtbot, scene)
    assert card.lifted and card.pos().y() < home.y()  # it rises
    assert pile.highlight == other.highlight == "hint"  # where it may go
    assert scene.keyboard.target is None  # the arrows choose
    assert view.toast.text().startswith("Held: the arrows choose where it goes")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    settle(qtbot, scene)
    assert card.pos() == home and not card.lifted and pile.highlight == "none"
    # The keys are said once a table.
    view.toast.dismiss()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not view.toast.isVisible()


def test_a_piece_only_one_place_takes_is_aimed_there_and_enter_puts_it_there(qtbot, view, scene):
    # Lifted with one place lit and labelled with its move, Enter put the card back:
    # nothing was aimed at until an arrow was pressed.
    from .helpers import settle

    card = make_card(scene, "c", (100, 150))
    pile = add_zone(scene, "pile", (300, 60), "stack")
    other = add_zone(scene, "other", (520, 60), "stack")
    scene.drag.hint_legal = True
    scene.drag.judge = lambda item, zone, slot: None if zone is pile else "Not there."
    dropped: list[str] = []
    scene.drag.on_drop = lambda item, zone, slot: dropped.append(zone.name) or True
    scene.keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    settle(qtbot, scene)
    assert scene.keyboard.target == (pile, -1) and other.highlight == "none"
    assert abs(card.pos().x() - pile.pos().x()) < abs(card.pos().x() - 100)  # it went there
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert dropped == ["pile"] and not scene.keyboard.active
