"""A card's name read without hovering: a card drawn too small for its art's own title
shows its name in a band across its top, large enough to read; zoomed in, where the art's
title reads, the band is gone; and no card lying face down, nor another person's hidden
card, ever shows a name (hot-seat: a name is a secret too)."""

from __future__ import annotations

import random

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.card import CardItem
from petridish.table.legible import screen_scale
from petridish.table.specs import CardSpec

from .table_driver import lift_curtain, perform, settle
from .text_sizes import open_table, table_texts


def drawn_words(window, item: CardItem) -> list[str]:
    """The words ``item`` draws, painted as the view draws it now."""
    return [words for words, _, _ in drawn_texts(window, item)]


def drawn_texts(window, item: CardItem) -> list[tuple[str, QtCore.QRectF, QtGui.QTransform]]:
    """The words ``item`` draws, the box each is drawn in, in the view's pixels, and the
    transform it is drawn through."""
    view = window.page.view
    image = QtGui.QImage(8, 8, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    painter = QtGui.QPainter(image)
    said: list[tuple[str, QtCore.QRectF, QtGui.QTransform]] = []
    original = QtGui.QPainter.drawText

    def spy(p, *args):
        words = next((a for a in args if isinstance(a, str) and a.strip()), "")
        box = next((a for a in args if isinstance(a, QtCore.QRectF)), QtCore.QRectF())
        if words:
            said.append((words, p.worldTransform().mapRect(box), p.worldTransform()))
        return original(p, *args)

    QtGui.QPainter.drawText = spy
    try:
        painter.setWorldTransform(item.deviceTransform(view.viewportTransform()))
        item.paint(painter, QtWidgets.QStyleOptionGraphicsItem(), None)
    finally:
        QtGui.QPainter.drawText = original
        painter.end()
    return said


def cards(window) -> list[tuple[CardItem, CardSpec]]:
    board = window.presenter.board
    return [(i, board.spec(i)) for i in board.items() if isinstance(board.spec(i), CardSpec)]


def test_a_small_card_shows_its_name_until_zoomed_in_to_read_its_art(qtbot, window):
    open_table(qtbot, window, "genegrafter", 3, (1366, 768))
    named = [t for t in table_texts(window, "genegrafter") if t.what == "card name"]
    banners = [
        t for t in named if any(i.name.startswith(t.words.rstrip("…")) for i, _ in cards(window))
    ]
    assert banners, "no card shows its name in a band"
    assert min(t.px for t in banners) >= 9.0 * 0.99
    # Zoomed right in on a card in a hand, its art's title reads: no band over it, and
    # the view draws it afresh (its cached picture does not keep the band).
    view = window.page.view
    card = next(
        i for i, s in cards(window) if s.face_up and i.name and i.zone.name.endswith(".hand")
    )
    # Whole on one line or two ("Rocket / Boots"), or cut with "…".
    words = drawn_words(window, card)
    assert " ".join(words) == card.name or any(
        w.endswith("…") and card.name.startswith(w[:-1]) for w in words
    ), (card.name, words)
    painted: list[float] = []  # the card's scale on screen, each time it is drawn
    paint_name = CardItem.paint_name

    def spy(item, painter):
        if item is card:
            painted.append(screen_scale(painter))
        return paint_name(item, painter)

    CardItem.paint_name = spy
    try:
        for _ in range(20):
            view.centerOn(card)
            qtbot.keyClick(view, Qt.Key.Key_Plus)
            if card.scene_body_rect().width() * view.zoom() > 200:
                break
        settle(qtbot, window)
        view.centerOn(card)
        view.viewport().grab()  # what a person sees now, through the items' caches
    finally:
        CardItem.paint_name = paint_name
    assert card.scene_body_rect().width() * view.zoom() * 74 / 750 >= 9.0
    # The card was drawn afresh at the new zoom: its cached picture keeps no band.
    assert painted and abs(painted[-1] - view.zoom() * card.scale()) < 0.01 * view.zoom()
    assert not [w for w in drawn_words(window, card) if card.name.startswith(w.rstrip("…"))]


def test_a_badge_across_a_cards_top_leaves_its_name_in_sight(qtbot, window):
    # Each Genegrafter Character in play says "fatigued" across its top, over where
    # its name's band would lie: the band lies under the badge.
    open_table(qtbot, window, "genegrafter", 3, (1366, 768))
    badged = [i for i, s in cards(window) if s.face_up and i.name and i.badge]
    assert badged
    for card in badged:
        texts = {words: box for words, box, _ in drawn_texts(window, card)}
        badge = texts.pop(card.badge)
        (name,) = [box for words, box in texts.items() if card.name.startswith(words[:-1])]
        assert name.top() >= badge.bottom() - 1, (card.name, name, badge)
        assert (
            name.bottom()
            <= card.deviceTransform(window.page.view.viewportTransform())
            .mapRect(card.body_rect())
            .center()
            .y()
        )


def test_no_face_down_or_hidden_card_shows_a_name_in_hot_seat(qtbot, brisk, window):
    # rulebook: adaptoid24.txt:20
    # rulebook: adaptoid24.txt:36 (under the Control Room the Adaptoid's pick is face up)
    from petridish.games.adaptoid24.resolution import PREFIX
    from petridish.games.adaptoid24.state import HIDDEN

    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 17, ["human", "human"], False)
    window.resize(1366, 768)
    c = window.controller
    rng = random.Random(5)
    counts = {"named": 0, "down": 0}

    def check() -> None:
        view = c.game.view(c.state, c.viewer)
        visible = {card for cs in view.zones.values() for card in cs}
        # A room picked face up (the Control Room's) is seen by all before it is placed.
        visible |= {PREFIX[s] + room for s, room in view.picks.items() if room != HIDDEN}
        for item, spec in cards(window):
            if not spec.face_up or spec.key is None:
                counts["down"] += 1
                assert item.name == "" and spec.name == "", (spec, item.name)
                assert set(drawn_words(window, item)) <= {spec.badge}, spec
            elif item.name:
                counts["named"] += 1
                assert spec.key in visible, spec

    for _ in range(40):
        if c.game.is_terminal(c.state):
            break
        check()  # behind the curtain too: the public view
        if window.curtain.isVisible():
            lift_curtain(qtbot, window)
            check()
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck at {c.state.step}"
        perform(qtbot, window, rng.choice(actions))
    assert counts["named"] and counts["down"]


def test_a_damaged_characters_name_reads_upright(qtbot, window):
    # rulebook: genegrafter.txt:103
    import dataclasses

    from .test_readable_tables import restart_with

    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["bot", "bot", "bot"], False)
    c = window.controller
    for _ in range(40):  # until a Character is in play
        c.run_bots_now(4)
        character = next(
            (k for i, s in cards(window) if (k := s.key) and i.zone and ".play." in i.zone.name),
            None,
        )
        if character:
            break
    assert character
    restart_with(qtbot, window, dataclasses.replace(c.state, damaged=frozenset({character})))
    window.resize(1366, 768)
    settle(qtbot, window)
    turned = window.presenter.board.item(character)
    assert turned.rotation_quarter() == 1 and turned.name
    (upright,) = [t for w, _, t in drawn_texts(window, turned) if turned.name.startswith(w[:-1])]
    # Drawn level and the right way up on screen, the card lying on its side.
    assert abs(upright.m12()) < 1e-6 and abs(upright.m21()) < 1e-6
    assert upright.m11() > 0 and upright.m22() > 0


def deal(qtbot, window, zone_of, count: int) -> str:
    """The same match with cards moved from the deck (or the bins) into the person's
    ``zone_of(seat)`` until it holds ``count``: the zone's name."""
    import dataclasses

    from petridish.ui.controller import Match

    c = window.controller
    match, state = c.match, c.state
    (me,) = [s.id for s in match.seats if s.kind == "human"]
    zones = dict(state.zones)
    mine = zone_of(me)
    for z in ("deck", "bin.1", "bin.2"):
        take = zones.get(z, ())[: count - len(zones[mine])]
        if take:
            zones[z] = zones[z][len(take) :]
            zones[mine] = zones[mine] + tuple(take)
    assert len(zones[mine]) == count
    start = dataclasses.replace(state, zones=zones)
    window.start(
        Match(match.game_id, list(match.seats), match.seed, dict(match.options), start=start)
    )
    settle(qtbot, window)
    assert c.viewer == me
    return mine


def assert_names_whole_in_sight(window, zone: str) -> int:
    """Every face-up card of ``zone`` shows its whole name in the part of it the next
    card leaves in sight: the number of cards."""
    view = window.page.view
    items = window.presenter.zones[zone].items()
    named = [i for i in items if i.name]
    assert named and len(named) == len(items)
    for card, later in zip(items, [*items[1:], None], strict=True):
        texts = drawn_texts(window, card)
        said = " ".join(w for w, _, _ in texts)
        assert said == card.name, (said, card.name)
        if later is not None:
            edge = view.mapFromScene(later.scene_body_rect()).boundingRect().left()
            assert all(box.right() <= edge + 1 for _, box, _ in texts), (card.name, edge)
    return len(named)


def test_names_on_a_screens_small_items_read_whole(qtbot, window):
    # ADRIFT's items behind a screen are a few dozen pixels wide: each names itself
    # whole, on two lines where one is too short ("Fishing / Pole").
    # rulebook: adrift.txt:34
    open_table(qtbot, window, "adrift", 4, (1366, 768))
    zone = deal(qtbot, window, lambda seat: f"{seat}.hand", 5)
    assert assert_names_whole_in_sight(window, zone) == 5
    names = [t for t in table_texts(window, "adrift") if t.what == "card name"]
    assert min(t.px for t in names) >= 9.0 * 0.99


def test_a_full_hand_shows_every_name_where_the_fan_leaves_it(qtbot, window):
    # A Genegrafter hand of ten overlaps each card but for a strip at its left: the
    # name runs down that strip, whole, not cut by the card over it ("Cinde…").
    # rulebook: genegrafter.txt:109
    # Seed 4's hand of ten holds Heal Minor Wounds, the longest name of all.
    open_table(qtbot, window, "genegrafter", 4, (1366, 768))
    zone = deal(qtbot, window, lambda seat: f"{seat}.hand", 10)
    assert assert_names_whole_in_sight(window, zone) == 10
    names = [t for t in table_texts(window, "genegrafter") if t.what == "card name"]
    assert min(t.px for t in names) >= 9.0 * 0.99


def test_a_piles_count_leaves_its_top_cards_name_in_sight(qtbot, window):
    # Genegrafter's opening turns up an Event (seed 2: Jon, the person, goes first and
    # turns up Supply Drop): a face-up card under its count.
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 2, ["human", "bot", "bot"], False)
    window.resize(1366, 768)
    settle(qtbot, window)
    board, view = window.presenter.board, window.page.view
    piles = [(zone, badge) for zone, badge in board.counts.items() if badge.isVisible()]
    tops = []
    for zone, badge in piles:
        top = window.presenter.zones[zone].items()[-1]
        if not board.spec(top).face_up or not top.name:
            continue
        drawn = view.viewportTransform().mapRect(badge.sceneBoundingRect())
        for words, box, _ in drawn_texts(window, top):
            if top.name.startswith(words.rstrip("…").split()[0]):
                tops.append(words)
                assert not drawn.intersects(box), f"{zone}'s count covers {words!r}"
    assert tops, "no pile shows a face-up card with its name"


def test_a_name_too_long_for_either_way_shows_the_more_of_itself_down_the_edge(qtbot, window):
    # ADRIFT's keeper sees the bin's nine items fanned at 1366 × 768: "Rowing Gloves",
    # too long across its strip and down it, read "R… …" across; down the strip more
    # of it shows ("Rowing Glov…").
    # rulebook: adrift.txt:32 (the keeper's stack behind the screen)
    from tests.games.adrift import helpers as ad
    from tests.games.adrift.test_bot import card

    from .test_announcements import start
    from .test_laptop_table import resize

    window.page.scene.animator.set_speed(0)
    uses = ("first_aid", "pole", "life_saver", "oar", "tape", "bucket", "knife", "gloves", "flare")
    kept = [card(u) for u in uses]
    state = ad.position(3, places={ad.RED: 7, ad.BLUE: 8, ad.GREEN: 1}, bins={1: kept})
    start(window, ad.GAME, state, ["human", "bot", "bot"])
    window.controller.paused = True
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    gloves = window.presenter.board.item(kept[uses.index("gloves")])
    said = " ".join(w for w, _, _ in drawn_texts(window, gloves))
    assert said.startswith("Rowing"), said


def test_a_spawn_turned_up_is_named_by_its_resistance_where_its_strip_shows(qtbot, window):
    # rulebook: adaptoid24.txt:22 (the Spawn cards revealed), adaptoid24.txt:23
    # "a Spawn of Resistance 2" showed as "a" in each strip of a room's fan of Spawns, and
    # as "a Spawn …" on the top card: each shows its value now.
    from petridish.core.registry import make_bot
    from petridish.games.adaptoid24.rules import GAME as A24

    from .test_announcements import start
    from .test_laptop_table import resize

    bot = make_bot("adaptoid24", "bot", 0)
    s = A24.new_state(3, seats=A24.seat_ids(2))
    up: list[str] = []
    while not up:
        seat = A24.to_move(s)[0]
        s = A24.apply(s, bot.choose(A24, A24.view(s, seat), seat, A24.legal_actions(s, seat))).state
        seen = A24.view(s, "geneticist").zones
        up = [c for z, cs in seen.items() if z.startswith("spawns.") for c in cs if c != "?"]
    start(window, A24, s, ["bot", "human"])
    window.controller.paused = True
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    for card in up:
        item = window.presenter.board.item(card)
        value = str(A24.spawn_value(card))
        assert item.name == f"Spawn {value}"
        assert value in [w for w, _, _ in drawn_texts(window, item)], card
