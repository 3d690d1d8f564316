"""ADRIFT on the real table: three castaways at one computer play a voyage of five days
or more by drags, double-clicks and clicks, with the curtain between them at every
hand-over; nothing behind a screen (a tracker, an item, a ration card chosen) shows at
the curtain, in the log, a tooltip or a caption."""

from __future__ import annotations

from petridish.games.adrift import facts, layout
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.presenter import BINS, token_key
from petridish.games.adrift.state import (
    DAY,
    HIDDEN,
    MEAL_STEP,
    Eat,
    Give,
    Stow,
    TakeFromBin,
    TakeSeat,
)
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.specs import CardSpec, TokenSpec, TrackSpec

from .adrift_driver import GESTURE, perform
from .table_driver import drag_item, lift_curtain
from .test_hot_seat_secrets import private_lines
from .window_texts import window_texts


def hidden_names(c) -> set[str]:
    """The names of the items behind a screen or in a bin that the public never saw
    (no copy lies in the open, no public log line names one)."""
    state, items = c.state, c.game.items
    public = {x for cs in c.game.view(state, None).zones.values() for x in cs if x != HIDDEN}
    secret = {
        x
        for zone in (*(facts.hand(s) for s in state.seats), "bin.1", "bin.2")
        for x in state.zones[zone]
    }
    said = " ".join(
        c.game.describe(e.for_seat(None))
        for step in c.session.steps
        for e in step.events
        if e.for_seat(None) is not None
    )
    names = {items.name(x) for x in secret} - {items.name(x) for x in public}
    return {n for n in names if n not in said}


def assert_nothing_private_shows(window) -> None:
    c, p = window.controller, window.presenter
    assert window.curtain.isVisible()
    assert c.viewer is None, "behind the curtain the table shows only public things"
    texts = window_texts(window)
    for name in hidden_names(c):
        leaks = [t for t in texts if name in t]
        assert not leaks, f"{name!r}, behind a screen, shows at the curtain: {leaks}"
    for seat in c.match.humans:
        for secret in private_lines(c, seat):
            leaks = [t for t in texts if secret in t]
            assert not leaks, f"{seat}'s secret {secret!r} shows at the curtain: {leaks}"
    specs = [p.board.spec(i) for i in p.board.items()]
    # No tracker, no ration card, and no item but those in the open.
    assert not [s for s in specs if isinstance(s, TrackSpec) and s.key == "tracker"]
    assert not [s for s in specs if isinstance(s, TokenSpec) and s.key.startswith("ration.")]
    shown = {s.key for s in specs if isinstance(s, CardSpec) and s.key}
    public = {x for cs in c.game.view(c.state, None).zones.values() for x in cs}
    assert shown <= public, shown - public
    if c.state.step == MEAL_STEP:
        # The choices made so far: nobody's number shows (rulebook "Eat").
        chosen = [f"chose {r}" for r in c.state.meal.values()] + ["ration card: "]
        assert not [t for t in texts for w in chosen if w in t]
    assert p.actions() == []


def assert_meals_stay_anonymous(window) -> int:
    """Nothing the window shows ties a ration card to another castaway (rulebook "Eat":
    the cards are shuffled, each moves their own tracker privately); return how many of
    the viewer's own meals it tells them of."""
    c = window.controller
    meals = [t for text in window_texts(window) for t in text.splitlines() if ": ate a " in t]
    me = c.match.seat(c.viewer).name if c.viewer else None
    strangers = [t for t in meals if me is None or not t.startswith(f"{me} moves")]
    assert not strangers, f"{me or 'the curtain'} reads another castaway's meal: {strangers}"
    return len(meals)


def assert_table_matches(window) -> None:
    """Every castaway's token lies in their place (or in the sea), knocked over when
    dead; the viewer's screen shows their items face up, the others' face down."""
    c, p = window.controller, window.presenter
    view = c.view
    for seat in view.seats:
        item = p.board.item(token_key(seat))
        place = view.place.get(seat, 0)
        if seat in view.overboard:
            assert p.board.zone_of[item] == "sea"
        elif place:
            assert p.board.zone_of[item] == layout.place_zone(place)
            assert item.fallen == (seat in view.dead)
        for piece in p.zones[facts.hand(seat)].items():
            spec = p.board.spec(piece)
            assert (spec.key is not None) == (seat == c.viewer), (seat, spec)


def test_a_three_castaway_voyage_by_gestures_behind_the_curtain(qtbot, brisk, window):
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:34
    # rulebook: adrift.txt:81
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 7, ["human", "human", "human"], False)
    c = window.controller
    bot = AdriftBot(3)
    handovers = moves = own_meals = 0
    by_gesture: list[type] = []
    while not c.game.is_terminal(c.state) and moves < 900:
        if window.curtain.isVisible():
            assert_nothing_private_shows(window)
            assert_meals_stay_anonymous(window)
            handovers += 1
            lift_curtain(qtbot, window)
        assert_table_matches(window)
        own_meals = max(own_meals, assert_meals_stay_anonymous(window))
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck at {c.state.step}, {window.page.view.toast.text()!r}"
        seat = c.viewer
        action = bot.choose(c.game, c.game.view(c.state, seat), seat, actions)
        before = len(c.session.steps)
        way = perform(qtbot, window, action)
        assert len(c.session.steps) > before, (
            f"{action} was not made: {window.page.view.toast.text()!r} at {c.state.step}"
        )
        if way == GESTURE:
            by_gesture.append(type(action))
        moves += 1
    assert c.state.day >= 5, c.state.day
    assert handovers >= 15, handovers
    assert own_meals >= 2, "each castaway reads their own meals in the log"
    made = set(by_gesture)
    assert {TakeSeat, Eat} <= made, made
    assert made & {Give, Stow, TakeFromBin}, made


def test_a_solo_voyage_ends_with_nobody_named_as_winner(qtbot, window):
    # rulebook: adrift.txt:4
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 4, ["bot"], False)
    c = window.controller
    c.run_bots_now()
    assert c.game.is_terminal(c.state)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
    texts = window_texts(window.end_dialog)
    assert "Nobody made it home" in texts
    said = next(t for t in texts if "moves." in t)
    assert not said.startswith(" ") and "won" not in said, said


def test_the_sandbox_moves_anyone_and_anything_the_rules_would_not(qtbot, window):
    # rulebook: adrift.txt:34
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human", "human"], True)
    c, p = window.controller, window.presenter
    while c.state.step == "seating":
        lift_curtain(qtbot, window)
        seat = c.viewer
        free = next(n for n in (1, 2, 3, 4) if not facts.occupant(c.state, n))
        perform(qtbot, window, TakeSeat(seat, free))
    lift_curtain(qtbot, window)
    me = c.viewer
    other = next(s for s in c.state.seats if s != me)
    # The rules let each castaway move only their own token; the sandbox moves anyone's.
    drag_item(qtbot, window, p.board.item(token_key(other)), layout.place_zone(6))
    assert c.state.place[other] == 6
    line = c.game.describe(c.session.steps[-1].events[0].for_seat(me))
    assert line == f"Sandbox: {c.seat_label(other)} moved to place 6 (outside the rules)", line
    # An item anywhere: out of a bin nobody keeps, into the sea.
    drag_item(qtbot, window, p.zones["bin.1"].items()[-1], "sea")
    assert len(c.state.zones["sea"]) == 1
    # Dice stay where they lie, with a reason on the table.
    die = p.board.item("day.1")
    drag_item(qtbot, window, die, layout.place_zone(3))
    assert "menu" in window.page.view.toast.text()


def test_the_sandbox_boards_the_last_castaway_and_the_day_begins(qtbot, window):
    # rulebook: adrift.txt:34 (after seats are decided, begin day one)
    # The last token dragged onto a place was refused ("nobody can move, and the game
    # is not over"): the edit left everyone seated and the day not begun.
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 60_000  # the computers choose their places only when told to
    window.start_quick("adrift", 3, ["human", "normal", "normal"], True)
    lift_curtain(qtbot, window)
    c, p = window.controller, window.presenter
    me = c.viewer
    blue, green = (s for s in c.state.seats if s != me)
    drag_item(qtbot, window, p.board.item(token_key(blue)), layout.place_zone(8))
    perform(qtbot, window, TakeSeat(me, 7))
    assert c.state.step == "seating" and c.game.to_move(c.state) == (green,)
    steps = len(c.session.steps)
    drag_item(qtbot, window, p.board.item(token_key(green)), layout.place_zone(1))
    assert len(c.session.steps) == steps + 1, window.page.view.toast.text()
    assert c.state.place == {me: 7, blue: 8, green: 1}
    assert c.state.step == "day" and c.state.day == 1
    assert window.page.turn.text().startswith("Day 1"), window.page.turn.text()
    said = "\n".join(window_texts(window))
    assert f"Sandbox: {c.seat_label(green)} moved to place 1 (outside the rules)" in said
    assert "nobody can move" not in said


def test_your_ration_cards_lie_behind_your_screen_from_the_start(qtbot, window):
    """Each castaway holds ration cards 2, 1 and 0 from set-up on (the table showed them
    only at the meal, while the lesson spoke of them from its first step); only the
    person at the computer sees their own, and one dragged before the meal slides back
    saying when it is eaten."""
    # rulebook: adrift.txt:23
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human", "bot"], False)
    c, p = window.controller, window.presenter
    assert c.state.step == "seating" and c.viewer is not None
    cards = {s.key for s in map(p.board.spec, p.board.items()) if isinstance(s, TokenSpec)}
    assert {"ration.0", "ration.1", "ration.2"} <= cards
    meal = p.zones[layout.MEAL]
    assert {p.board.spec(i).key for i in meal.items()} == {"ration.0", "ration.1", "ration.2"}
    drag_item(qtbot, window, p.board.item("ration.1"), layout.place_zone(3))
    assert window.page.view.toast.text() == (
        "a ration card is eaten at the night's meal: click one then"
    )
    assert c.state.step == "seating" and c.state.meal == {}


def test_the_items_behind_a_screen_lie_side_by_side_at_a_laptops_size(qtbot, window):
    """A castaway's three items lie whole behind their screen, each name on its own
    card: a fan laid them over each other with room to spare ("Cann… Beans", and the
    Bucket's name down its edge)."""
    # rulebook: adrift.txt:34 (the keeper's stack behind the screen)
    from tests.games.adrift import helpers as adrift

    from .test_announcements import start
    from .test_laptop_table import resize

    items = [adrift.card("bucket"), adrift.card("food"), adrift.card("pole")]
    state = adrift.position(
        2, step=DAY, places={adrift.RED: 7, adrift.BLUE: 1}, hands={adrift.RED: items}
    )
    start(window, adrift.GAME, state, ["human", "bot"])
    resize(qtbot, window, 1366, 768)
    lift_curtain(qtbot, window)
    shown = window.presenter.zones["red.hand"].items()
    assert len(shown) == 3
    bodies = [item.scene_body_rect() for item in shown]
    for i, body in enumerate(bodies):
        assert not any(body.intersects(other) for other in bodies[i + 1 :]), bodies


def test_a_broken_item_in_its_place_says_broken_on_its_badge(qtbot, window):
    # rulebook: adrift.txt:71 ("place it on the boat underneath your player token")
    from petridish.core.evolve import evolve
    from tests.games.adrift import helpers as adrift

    from .test_announcements import start

    oar, knife = adrift.card("oar"), adrift.card("knife")
    state = adrift.position(2, places={adrift.RED: 5, adrift.BLUE: 1}, floors={5: [oar, knife]})
    state = evolve(state, broken=frozenset({oar}))
    start(window, adrift.GAME, state, ["human", "bot"])
    p = window.presenter
    assert p.board.spec(p.board.item(oar)).badge == "broken"
    assert p.board.spec(p.board.item(knife)).badge == ""


def test_a_tools_right_click_menu_offers_every_way_of_its_job(qtbot, window):
    """A double-click on the Fishing Pole fishes for the boat; fishing focused, or for
    yourself, was in Your moves alone, and a player never found it (the computers
    fished focused every day). The pole's right-click menu lists each way first, and
    its tooltip says so."""
    # rulebook: adrift.txt:46 (Catch Fish), adrift.txt:76 (Focused)
    from petridish.qt import QtCore
    from tests.games.adrift import helpers as adrift

    from .test_announcements import start

    pole = adrift.card("pole")
    state = adrift.position(
        2, step=DAY, places={adrift.RED: 1, adrift.BLUE: 8}, hands={adrift.RED: [pole]}
    )
    start(window, adrift.GAME, state, ["human", "bot"])
    window.controller.paused = True
    lift_curtain(qtbot, window)
    item = window.presenter.board.item(pole)
    entries = window.presenter.on_context(item, QtCore.QPoint(0, 0))
    first = [label for label, _ in entries[: [label for label, _ in entries].index("-")]]
    assert first[:4] == [
        "Catch fish for the boat",
        "Catch fish for yourself",
        "Catch fish for the boat, focused (+1, a miss costs a space)",
        "Catch fish for yourself, focused (+1, a miss costs a space)",
    ]
    assert "right-click for the other ways (focused, or for yourself)" in item.caption
    # Chosen from the menu, it is played.
    dict(entries)["Catch fish for the boat, focused (+1, a miss costs a space)"]()
    step = window.controller.session.steps[-1].action
    assert step.kind == "CatchFish" and step.focused and not step.health


def test_a_bin_nobody_keeps_says_so_in_plain_words(qtbot, window):
    # rulebook: adrift.txt:34 (a player in seat 7 or 8 is a keeper of the stack beside it)
    # "Storage bin 1 · unkept" was a word a new player had to guess at.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human", "bot"], False)
    c, p = window.controller, window.presenter
    assert c.state.step == "seating"  # nobody sits in 7 or 8 yet
    labels = {p.zones[z].label for z in BINS}
    assert labels == {"Storage bin 1 · no keeper", "Storage bin 2 · no keeper"}


def test_the_situation_die_says_what_befell_the_boat(qtbot, window):
    # rulebook: adrift.txt:39 (a situation when the active day die shows 2 or 5)
    # ruling AD-R09
    # Its tip said "The situation die: 2 (situation)"; only the log named the Squall.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human"], False)
    c, p = window.controller, window.presenter
    bot = AdriftBot(1)
    # The morning of day 2: the active day die shows 2, so a situation is rolled.
    for _ in range(300):
        if "situation" in c.state.dice or c.game.is_terminal(c.state):
            break
        seat = c.viewer
        actions = [a for _, a in p.actions()]
        perform(qtbot, window, bot.choose(c.game, c.game.view(c.state, seat), seat, actions))
    die = c.state.dice["situation"]
    face = c.game.tables.situation[die.value - 1]
    tip = p.board.item("situation").toolTip()
    assert tip.startswith(f"The situation die: {die.value}, {face.name}.")
    assert face.text in tip


def right_click_track(qtbot, window, key: str, value: int, choose: str = "") -> list[str]:
    """Right-click box ``value`` of track ``key`` with the mouse; the menu's entries, and
    the one starting with ``choose`` triggered (if given)."""
    view, viewport = window.page.view, window.page.view.viewport()
    track = window.presenter.board.keyed[key]
    seen: list[str] = []

    def read() -> None:
        menu = QtWidgets.QApplication.activePopupWidget()
        assert isinstance(menu, QtWidgets.QMenu)
        seen.extend(a.text() for a in menu.actions())
        picked = [a for a in menu.actions() if choose and a.text().startswith(choose)]
        menu.close()
        if picked:
            picked[0].trigger()

    QtCore.QTimer.singleShot(150, read)
    at = view.mapFromScene(track.mapToScene(track.box_centre(value)))
    qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=at)
    event = QtGui.QContextMenuEvent(
        QtGui.QContextMenuEvent.Reason.Mouse, at, viewport.mapToGlobal(at)
    )
    QtWidgets.QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    return seen


def test_the_sandbox_sets_the_water_and_your_tracker_from_their_menus(qtbot, window):
    # The sandbox promises to edit anything by hand: the water-level marker could not be
    # moved at all (a drag of it panned the table, a right-click did nothing).
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human"], True)
    c = window.controller
    assert c.sandbox
    water = c.state.water
    entries = right_click_track(qtbot, window, "water", 6, choose="Set to 6")
    assert entries[0] == "Set to 6 (sandbox)"
    assert "One more (sandbox)" in entries
    qtbot.waitUntil(lambda: c.state.water == 6, timeout=3000)
    assert water != 6
    assert "(outside the rules)" in "\n".join(window_texts(window))
    me = c.viewer
    right_click_track(qtbot, window, "tracker", 3, choose="Set to 3")
    qtbot.waitUntil(lambda: c.state.tracker[me] == 3, timeout=3000)
    # Out of the sandbox, a track has no menu: the rules move it.
    window.start_quick("adrift", 5, ["human"], False)
    assert not window.controller.sandbox
    assert window.presenter.on_track("water", 4) == []


def test_an_end_taken_back_takes_its_summary_and_the_next_end_has_its_own(qtbot, window):
    # rulebook: adrift.txt:4
    # Undone, the end left a Result button on the table of a game going on, opening the
    # summary of an end that no longer was; and the same end made again showed none.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 3, ["human"], True)
    c = window.controller
    right_click_track(qtbot, window, "tracker", 10, choose="Set to Dead")
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
    assert window.end_dialog.detail.text() == "Everyone on the boat died after 1 move."
    qtbot.keyClick(window.end_dialog, Qt.Key.Key_Escape)
    assert window.page.result.isVisible()
    window.activateWindow()  # (as a window manager does once the summary closes)
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not c.game.is_terminal(c.state)
    assert window.end_dialog is None and not window.page.result.isVisible()
    assert window.page.prompt.text().startswith("Drag your token onto an empty place")
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, redo)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
