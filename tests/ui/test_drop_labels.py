"""While a card is held, every place that would take it says what a drop there does, in
the game's words, and the drop then does just that; a Part too high to adapt yet is
not taken by the fish (it says why, and where it may go), only by the Gene Pool."""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.core.material import where
from petridish.games.adapt.state import LOCATIONS
from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt, QtCore

from .table_driver import grip, settle
from .test_piece_menus import coral_to_play


def hold_over(qtbot, window, item, zone_name: str, slot: int = -1) -> QtCore.QPoint:
    """Press on ``item`` and move it over the zone (its slot) without letting go: the
    point it is held at, in the viewport."""
    view = window.page.view
    zone = window.presenter.zones[zone_name]
    target = (
        zone.mapRectToScene(zone.slot_rect(slot)).center()
        if slot >= 0
        else zone.scene_rect().center()
    )
    vp = view.viewport()
    a = view.mapFromScene(grip(window, item))
    b = view.mapFromScene(target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    return b


def let_go(qtbot, window, at: QtCore.QPoint) -> None:
    qtbot.mouseRelease(window.page.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot, window)


def labels_on_screen(window) -> dict[str, str]:
    """The labels the table shows now (each wholly inside the view, none over another),
    by the place's name."""
    view, labels = window.page.view, window.page.scene.drag.labels
    room = QtCore.QRectF(view.viewport().rect())
    boxes = []
    for label in labels.labels():
        assert label.isVisible() and label.scene() is window.page.scene
        size = label.size()
        centre = QtCore.QPointF(view.mapFromScene(label.pos()))
        box = QtCore.QRectF(
            centre.x() - size.width() / 2,
            centre.y() - size.height() / 2,
            size.width(),
            size.height(),
        )
        assert room.contains(box), label.text()
        assert not any(box.intersects(other) for other in boxes), label.text()  # all readable
        boxes.append(box)
    return labels.says()


def coral_with_parts(qtbot, window) -> tuple[str, str]:
    """Coral's turn, a Guppy still, with a Level 1 Part and a Part too high to adapt yet
    (Level 3 or more) in the Gene Stream and Experience enough for either."""
    c = coral_to_play(qtbot, window)
    cards = c.game.cards
    deck = c.state.zones["deck"]
    low = next(
        cid for cid in deck if cards.design(cid).kind == "part" and cards.design(cid).level == 1
    )
    high = next(
        cid for cid in deck if cards.design(cid).kind == "part" and cards.design(cid).level >= 3
    )
    window.a_sandbox.trigger()
    for card, slot in ((low, "stream.1"), (high, "stream.2")):
        for there in c.state.zones[slot]:  # a Gene Stream slot holds one card
            assert c.submit(Edit("coral", "move", card=there, zone="discard")) is None
        assert c.submit(Edit("coral", "move", card=card, zone=slot)) is None
    xp = max(cards.design(low).cost, cards.design(high).cost) + 1
    assert c.submit(Edit("coral", "set", key="coral.xp", value=min(19, xp))) is None
    window.a_sandbox.trigger()
    settle(qtbot, window)
    assert not c.sandbox
    return low, high


def test_a_part_too_high_to_adapt_is_refused_by_the_fish_and_kept_by_the_gene_pool(qtbot, window):
    """The rules would put a Part bought onto the fish but too high to adapt into the Gene
    Pool, at its price: a new player dropped one on its place and saw it, and most of
    their Experience, go there. The fish takes it no more; it says why, and the Gene
    Pool, lit, says what a drop there costs."""
    # rulebook: adapt.txt:39
    _, high = coral_with_parts(qtbot, window)
    c, p = window.controller, window.presenter
    xp = c.state.fish["coral"].xp
    at = hold_over(qtbot, window, p.board.item(high), "coral.fish")
    says = labels_on_screen(window)
    assert "coral.fish" not in says and not any(z.split(".")[1] in LOCATIONS for z in says)
    cost = c.game.cards.design(high).cost
    assert says["coral.pgp"] == f"keep in your Gene Pool for {cost} Experience"
    assert not any(zone.startswith("finn.") for zone in says)  # another fish takes nothing
    let_go(qtbot, window, at)
    assert where(c.state.zones, high) == "stream.2" and c.state.fish["coral"].xp == xp
    # rulebook: adapt.txt:47
    # It says which rule (a Guppy is Level 0 here: a Level 3 Part needs a Level 1 Body).
    level = c.game.cards.design(high).level
    name = c.game.cards.design(high).name
    assert window.page.view.toast.text() == (
        f"{name} can't be adapted yet: a Level {level} Part needs a Level {level - 2} Body"
        f" (yours is Level 0). Drop it on your Gene Pool to keep it for {cost} Experience"
    )
    at = hold_over(qtbot, window, p.board.item(high), "coral.pgp")
    let_go(qtbot, window, at)
    assert where(c.state.zones, high) == "coral.pgp"  # where the label said
    assert not window.page.scene.drag.labels.labels()  # the labels go with the drop


def test_a_part_that_can_be_adapted_says_adapt_on_the_fish_and_is_adapted(qtbot, window):
    # rulebook: adapt.txt:39
    low, _ = coral_with_parts(qtbot, window)
    c, p = window.controller, window.presenter
    at = hold_over(qtbot, window, p.board.item(low), "coral.fish")
    says = labels_on_screen(window)
    cost = c.game.cards.design(low).cost
    assert says["coral.fish"] == f"adapt for {cost} Experience"
    # Every Part location of the fish says the same, and neighbouring places share a
    # label: fewer labels say it than places.
    assert all(says[f"coral.{loc}"] == says["coral.fish"] for loc in LOCATIONS)
    shown = [label.text() for label in window.page.scene.drag.labels.labels()]
    assert 1 <= shown.count(says["coral.fish"]) < len(LOCATIONS)
    let_go(qtbot, window, at)
    assert where(c.state.zones, low) == f"coral.{c.game.cards.design(low).location}"


def test_a_room_card_held_over_the_row_says_where_the_adaptoid_goes(qtbot, window):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c, p = window.controller, window.presenter
    settle(qtbot, window)
    c.run_bots_now()
    settle(qtbot, window)
    room = next(a for _, a in p.actions() if isinstance(a, ChooseRoom))
    card = next(
        i for i in p.zones["adaptoid.hand"].items() if p.board.spec(i).key.endswith(room.room)
    )
    at = hold_over(qtbot, window, card, "adaptoid.row", 0)
    says = labels_on_screen(window)
    assert says == {"adaptoid.row": p.label(room)}
    steps = len(c.session.steps)
    let_go(qtbot, window, at)
    assert c.session.steps[steps].action == room  # the move the label named
