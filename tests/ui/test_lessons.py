"""Learn to play, in the real window: every game's lesson started from the Help menu and
played to its end by the gestures it asks for. Where a step asks for a move, the test
drags the piece the table lights onto the place it lights, or double-clicks or clicks it
where that makes the move, or clicks the die or token it lights (or, for a move no
gesture makes, chooses it in Your moves as a person would); where a step is words or
others' moves, it presses Next, and waits for the others' moves to be shown."""

from __future__ import annotations

import re

import pytest

from petridish.core import lesson as lessons
from petridish.core import registry
from petridish.qt import Qt, QtWidgets
from petridish.ui.picker_tiles import TILE_MAX_W, TILE_MIN_W

from .table_driver import drag_item, drag_to, grip, settle, when_a_dialog_opens
from .window_texts import widget_texts

LEFT = Qt.MouseButton.LeftButton
WITH_LESSONS = [g.id for g in registry.games() if g.available and lessons.has_lesson(g.id)]


def test_every_game_has_a_lesson() -> None:
    assert [g.id for g in registry.games() if g.available] == WITH_LESSONS


def start_from_the_help_menu(qtbot, window, game_id: str) -> None:
    window.fill_menus()  # as opening the Help menu does
    window._fill_learn_menu()  # as opening Learn to play does
    name = registry.entry(game_id).name
    entry = next(a for a in window.learn_menu.actions() if a.text() == name)
    entry.trigger()
    qtbot.waitUntil(lambda: window.lesson is not None, timeout=5000)
    settle(qtbot, window)


def start_at_the_step_doing(qtbot, window, monkeypatch, game_id: str, kind: str, test=None):
    """Start ``game_id``'s lesson at its first step asking for a move of ``kind`` (one
    ``test`` accepts, where given), as Learn to play goes on from a step reached; the
    lesson, and the step's index."""
    lesson = lessons.load(game_id)
    index = next(
        i
        for i, s in enumerate(lesson.steps)
        if s.do and s.do.kind == kind and (test is None or test(s.do))
    )
    window.settings.lessons = {game_id: index}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    return lesson, index


def lit_pieces(window):
    run = window.lesson
    return [item for item in run.pointer.lit if hasattr(item, "set_highlighted")]


def lit_zones(window):
    return [item for item in window.lesson.pointer.lit if not hasattr(item, "set_highlighted")]


def lit_buttons(window):
    """The buttons beside the prompt the lesson lights (a move no piece makes)."""
    page = window.page
    return [b for b in (page.step, *page.choice_buttons) if b.isVisible() and b.property("pointed")]


def click(qtbot, window, piece) -> None:
    """A single click on a piece, as a person clicks it."""
    view = window.page.view
    view.ensureVisible(piece)
    pos = view.mapFromScene(piece.scene_body_rect().center())
    qtbot.mouseClick(view.viewport(), LEFT, pos=pos)
    settle(qtbot, window)


def double_click(qtbot, window, piece) -> None:
    """A double-click on a piece, where a person takes hold of it."""
    view = window.page.view
    view.ensureVisible(piece)
    qtbot.mouseDClick(view.viewport(), LEFT, pos=view.mapFromScene(grip(window, piece)))
    settle(qtbot, window)


def make_the_move(qtbot, window, action) -> None:
    """The step's move, as the table points it out: the lit piece dragged onto the lit
    place, double-clicked or clicked where that makes it, or the lit die or token
    clicked, or the lit button beside the prompt pressed; else chosen in Your moves and
    played with Play move. As a person would, it
    waits first for the cards the others' moves brought to come to rest: a card still
    sliding into the hand takes no press."""
    settle(qtbot, window)
    pieces, zones = lit_pieces(window), lit_zones(window)
    if pieces and zones:
        drag_to(qtbot, window, pieces[0], zones[0].scene_rect().center())
        return
    presenter = window.presenter
    for piece in pieces:  # a piece lit with no place: double-clicked or clicked
        here = presenter.drag_of(piece, None, -1)
        if presenter.activation(here) == action:
            double_click(qtbot, window, piece)
            return
        if presenter.click(here) == action:
            click(qtbot, window, piece)
            return
    keyed = list(window.presenter.board.keyed.values())
    if pieces and all(piece in keyed for piece in pieces):  # a die or a token: clicked
        click(qtbot, window, pieces[0])
        return
    page = window.page
    buttons = lit_buttons(window)
    if buttons:  # a move no piece makes: the lit button beside the prompt, pressed
        qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
        qtbot.mouseClick(buttons[0], LEFT)
        settle(qtbot, window)
        return
    labels = [page.moves.itemText(i) for i in range(page.moves.count())]
    wanted = window.presenter.label(action)
    assert wanted in labels, f"{wanted!r} is offered neither by a drag nor in Your moves"
    page.moves.setCurrentIndex(labels.index(wanted))
    qtbot.mouseClick(page.play, LEFT)
    settle(qtbot, window)


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_a_lesson_is_played_to_its_end_by_its_gestures(qtbot, brisk, window, game_id: str) -> None:
    lesson = lessons.load(game_id)
    window.resize(1366, 768)  # a laptop's: where a step's words take three lines
    start_from_the_help_menu(qtbot, window, game_id)
    window.page.scene.animator.set_speed(0)  # (a brisk learner: no slides to wait for)
    run = window.lesson
    bar = run.bar
    heights = set()
    for n, step in enumerate(lesson.steps):
        qtbot.waitUntil(lambda n=n: run.index == n, timeout=10_000)
        texts = widget_texts(window)
        assert step.say in texts
        # The bar keeps one height through the lesson: the table never jumps (a step of
        # three lines pushed ADRIFT's down, into its other arrangement and back).
        qtbot.wait(30)  # (as long as a glance: the window lays itself out)
        heights.add((bar.height(), window.page.view.height()))
        assert len(heights) == 1, (n + 1, heights)
        # The table is seen from the learner's seat: the other side's secrets stay hidden.
        assert window.presenter.viewer == lesson.learner
        assert f"step {n + 1} of {len(lesson.steps)}" in bar.count.text()
        if step.do is not None:
            assert not bar.next.isEnabled() and bar.next.text() == "Your move"
            refused = next(
                (
                    a
                    for a in window.controller.game.legal_actions(
                        window.controller.state, step.do.seat
                    )
                    if a != step.do
                ),
                None,
            )
            if refused is not None:  # any other move is refused with the step's words
                assert window.controller.check(refused) == (
                    f"the lesson asks for another move. {step.say}"
                )
            # The move is pointed out: a piece on the table glows, or the button
            # beside the prompt that makes it.
            settle(qtbot, window)
            assert lit_pieces(window) or lit_buttons(window), f"step {n + 1} points at nothing"
            # The glow shows what to move; the words say how ("take the Barracuda" left
            # a newcomer guessing at a drag).
            if lit_pieces(window) and lit_zones(window):
                assert "drag" in step.say.lower(), f"step {n + 1} does not say to drag"
            elif lit_pieces(window):
                assert "click" in step.say.lower(), f"step {n + 1} does not say to click"
            # The bar over the table sends the learner to no move Your moves leaves out.
            sent = re.search(r"(\w[\w ]*?)[ ,(]*in Your moves", window.page.prompt.text())
            if sent:
                page = window.page
                listed = [page.moves.itemText(i).lower() for i in range(page.moves.count())]
                assert any(sent[1].lower() in label for label in listed), (n + 1, sent[1])
            make_the_move(qtbot, window, step.do)
        else:
            # A step telling of the others' moves lets them play; one of words goes on.
            assert bar.next.isEnabled()
            assert bar.next.text() == ("Let them play" if step.watch else "Next")
            qtbot.mouseClick(bar.next, LEFT)
            settle(qtbot, window)
    qtbot.waitUntil(lambda: run.done, timeout=10_000)
    assert window.controller.session.steps[-1].action == lesson.script[-1]
    assert bar.again.isVisible() and "done" in bar.count.text()
    # It claims no more than it taught: the rest is in the rules.
    assert "the Rules (F1) tell the rest" in bar.say.text()
    assert window.settings.lessons.get(game_id) is None  # nothing left to go on with


def test_your_moves_offers_only_the_move_the_lesson_asks_for(qtbot, window) -> None:
    """A learner told to read, or to watch the others, is offered no move of their own
    (ADRIFT's day lets everyone act, and Your moves listed the learner's moves the
    lesson would refuse, asking them to choose); a step asking for a move lists it
    alone. The bar says how a small card is read."""
    lesson = lessons.load("adrift")
    start_from_the_help_menu(qtbot, window, "adrift")
    run, page = window.lesson, window.page
    assert run.bar.tip.isVisible() and run.bar.tip.text() == (
        "Rest the pointer on a card to read it large"
    )

    def listed() -> list[str]:
        return [page.moves.itemText(i) for i in range(page.moves.count())]

    assert lesson.steps[0].do is None and not page.moves.isEnabled()
    assert listed() == ["— the lesson shows this step: read it, then press Next —"]
    qtbot.mouseClick(run.bar.next, LEFT)
    settle(qtbot, window)
    asked = lesson.steps[1].do
    assert asked is not None and page.moves.isEnabled()
    assert listed() == [window.presenter.label(asked)]
    make_the_move(qtbot, window, asked)
    qtbot.waitUntil(lambda: run.index == 2)
    assert lesson.steps[2].watch and not page.moves.isEnabled()
    assert listed() == [
        "— the lesson tells of the others' moves: read it, then press Let them play —"
    ]


def test_face_down_cards_a_move_is_about_glow_where_they_lie(qtbot, window, monkeypatch) -> None:
    """The Spawns a Lab clears lie face down, so the table does not know them by name:
    the face-down pieces whose drag makes the move glow, and so does the place it goes."""
    # rulebook: adaptoid24.txt:38
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adaptoid24", "ClearRoom")
    board = window.presenter.board
    pieces, zones = lit_pieces(window), lit_zones(window)
    room = lesson.steps[index].do.room
    assert len(pieces) == len(lesson.state_before(index).zones[f"spawns.{room}"]) == 2
    assert all(board.spec(piece).key is None for piece in pieces)  # face down, unnamed
    assert {zone.name for zone in zones} == {"spawn.discard"}
    drag_to(qtbot, window, pieces[0], zones[0].scene_rect().center())
    assert window.controller.session.steps[-1].action == lesson.steps[index].do
    assert not window.controller.state.zones[f"spawns.{room}"]


def test_a_lesson_left_half_way_goes_on_from_its_step(qtbot, window) -> None:
    game_id = WITH_LESSONS[0]
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    qtbot.mouseClick(run.bar.next, LEFT)  # the first step is words
    qtbot.waitUntil(lambda: run.index == 1)
    qtbot.mouseClick(run.bar.leave, LEFT)
    assert window.lesson is None and window.picker is not None
    assert window.settings.lessons[game_id] == 1
    asked: list[str] = []

    def go_on(box) -> None:  # the question names the game and the step, and is answered
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == "Go on").click()

    when_a_dialog_opens(go_on)
    start_from_the_help_menu(qtbot, window, game_id)
    name = registry.entry(game_id).name
    steps = len(lessons.load(game_id).steps)
    assert asked == [f"Learn to play {name}: go on from step 2 of {steps}, where you left off?"]
    assert window.lesson.index == 1
    assert "step 2 of" in window.lesson.bar.count.text()


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_the_rules_link_opens_the_rules_at_its_sections_heading(qtbot, window, game_id) -> None:
    """Each step's link opens the rules at the heading it names, whole at the top of
    the box: a search for "A turn" found "Gear a turn" in a sentence first, the
    heading half scrolled away above it."""
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    sections = {step.section for step in lessons.load(game_id).steps if step.section}
    assert run.step.section and run.bar.rules.text() == f"Rules: {run.step.section}"
    qtbot.mouseClick(run.bar.rules, LEFT)
    assert window.rules.isVisible()
    text = window.rules.text
    for section in sorted(sections):
        window.show_rules_at(section)
        cursor = text.textCursor()
        assert cursor.selectedText() == section
        assert cursor.block().blockFormat().headingLevel() > 0, section
        # The heading's top at the box's top (or as near as the end of the text lets it).
        block_top = text.document().documentLayout().blockBoundingRect(cursor.block()).top()
        bar = text.verticalScrollBar()
        assert bar.value() == min(round(block_top), bar.maximum()), section
        assert 0 <= text.cursorRect().top() < text.viewport().height() // 2, section


def die_steps() -> list[tuple[str, int]]:
    """(game, step) of the first step of each lesson whose move is done to a die."""
    found = []
    for game_id in WITH_LESSONS:
        steps = lessons.load(game_id).steps
        n = next((i for i, s in enumerate(steps) if s.do and getattr(s.do, "die", "")), None)
        if n is not None:
            found.append((game_id, n))
    return found


@pytest.mark.parametrize(("game_id", "index"), die_steps())
def test_a_die_to_click_is_the_piece_lit_and_a_click_on_it_makes_the_move(
    qtbot, window, monkeypatch, game_id: str, index: int
) -> None:
    """A move no card is about (a die rerolled) lights the die it is done to, the one
    die; a click on it is the move."""
    window.settings.lessons = {game_id: index}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    assert run.index == index
    die = run.step.do.die
    assert lit_pieces(window) == [window.presenter.board.item(die)] and not lit_zones(window)
    click(qtbot, window, lit_pieces(window)[0])
    qtbot.waitUntil(lambda: run.index == index + 1, timeout=5000)
    assert window.controller.session.steps[-1].action == run.lesson.steps[index].do


def test_the_log_of_a_lesson_tells_what_happened_before_its_first_move(qtbot, window) -> None:
    """Genegrafter's set-up plays on by itself (the first player is rolled for, the first
    DNA Strand comes up): a lesson's log tells it, as a new game's does."""
    # rulebook: genegrafter.txt:76
    start_from_the_help_menu(qtbot, window, "genegrafter")
    qtbot.waitUntil(lambda: window.log.list.count() > 0, timeout=5000)
    lines = [window.log.list.item(i).text() for i in range(window.log.list.count())]
    assert any("DNA Strand" in line for line in lines), lines


@pytest.mark.parametrize(
    ("kind", "piece", "place"),
    [
        ("TakeSeat", "castaway.red", "place.7"),  # your token, dragged onto a place
        ("RemoveWater", "item.bucket.1", "double-click"),  # a tool does its job
        ("Eat", "ration.1", "click"),  # a ration card is eaten
    ],
)
def test_a_move_no_card_is_about_lights_the_piece_a_gesture_of_which_makes_it(
    qtbot, window, monkeypatch, kind: str, piece: str, place: str
) -> None:
    """ADRIFT's places, jobs and meal name no card, yet each is made on the table: the
    piece whose drag, double-click or click makes the move glows, with the place a drag
    goes to, and that gesture on it is the move."""
    # rulebook: adrift.txt:34
    # rulebook: adrift.txt:48
    # rulebook: adrift.txt:68
    game_id = "adrift"
    lesson = lessons.load(game_id)
    index = next(i for i, s in enumerate(lesson.steps) if s.do and s.do.kind == kind)
    window.settings.lessons = {game_id: index}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run, board = window.lesson, window.presenter.board
    lit = board.item(piece)
    assert lit_pieces(window) == [lit]
    if place == "double-click":
        assert not lit_zones(window)
        double_click(qtbot, window, lit)
    elif place == "click":
        assert not lit_zones(window)
        click(qtbot, window, lit)
    else:
        assert [zone.name for zone in lit_zones(window)] == [place]
        drag_to(qtbot, window, lit, lit_zones(window)[0].scene_rect().center())
    qtbot.waitUntil(lambda: run.index > index, timeout=5000)
    assert window.controller.session.steps[-1].action == lesson.steps[index].do


def test_others_who_may_act_in_any_order_go_at_once_when_next_is_pressed(
    qtbot, window, monkeypatch
) -> None:
    """In ADRIFT's day anyone acts in any order, so computer players wait a moment for
    the people; in a lesson, Next is the learner letting them go: the rowers row at
    once, however long the table would otherwise wait."""
    # rulebook: adrift.txt:81
    from petridish.ui import controller as controllers

    game_id = "adrift"
    lesson = lessons.load(game_id)
    index = next(i for i, s in enumerate(lesson.steps) if any(a.kind == "Row" for a in s.watch))
    window.settings.lessons = {game_id: index}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    monkeypatch.setattr(controllers, "PEOPLE_WAIT_FACTOR", 100_000)  # half an hour's wait
    monkeypatch.setattr(controllers, "SHOW_FACTOR", 0)  # each move made, not shown first
    window.bot_delay_ms = 20
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    assert run.index == index and window.controller.game.to_move(window.controller.state)
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.index == index + 1, timeout=10_000)
    assert window.controller.state.dice["day.1"].value == 2  # rowed the day die on


def test_learn_to_play_starts_from_a_game_of_the_picker(qtbot, window) -> None:
    """The picker offers each game's lesson: a "Learn to play" pill on the tile under
    the mouse, and the L key on the tile with the focus."""
    assert window.picker is not None
    tile = next(t for t in window.picker.tiles if t.entry.id == WITH_LESSONS[0])
    qtbot.mouseMove(tile, tile.rect().center())
    qtbot.waitUntil(lambda: tile._lift > 0.99, timeout=3000)  # the pills are shown
    qtbot.mouseClick(tile, LEFT, pos=tile.learn_rect().center().toPoint())
    qtbot.waitUntil(lambda: window.lesson is not None, timeout=10_000)
    assert window.lesson.lesson.game == tile.entry.id
    assert "step 1 of" in window.lesson.bar.count.text()
    window.leave_lesson()
    tile = next(t for t in window.picker.tiles if t.entry.id == WITH_LESSONS[-1])
    tile.setFocus()
    qtbot.keyClick(tile, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: window.lesson is not None, timeout=10_000)
    assert window.lesson.lesson.game == tile.entry.id
    assert "L to learn to play" in tile.accessibleDescription()


def test_a_lesson_left_after_a_move_goes_on_from_the_step_after_it(qtbot, window, monkeypatch):
    # The step reached by a move (not only by Next) is the one kept.
    game_id = "adapt"
    lesson = lessons.load(game_id)
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    first_move = next(i for i, step in enumerate(lesson.steps) if step.do is not None)
    for n in range(first_move + 1):
        qtbot.waitUntil(lambda n=n: run.index == n, timeout=10_000)
        step = lesson.steps[n]
        if step.do is not None:
            make_the_move(qtbot, window, step.do)
        else:
            qtbot.mouseClick(run.bar.next, LEFT)
            settle(qtbot, window)
    qtbot.waitUntil(lambda: run.index > first_move, timeout=10_000)
    reached = run.index
    qtbot.mouseClick(run.bar.leave, LEFT)
    assert window.settings.lessons[game_id] == reached
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    assert window.lesson.index == reached
    assert f"step {reached + 1} of" in window.lesson.bar.count.text()


@pytest.mark.parametrize("width", [TILE_MIN_W, 200, TILE_MAX_W])
def test_the_play_and_learn_pills_never_overlap_however_narrow_the_tile(qtbot, window, width):
    # The picker shrinks its tiles as games in progress fill its lower panel: on the
    # narrowest tile too "Learn to play" is whole, and a click on it teaches.
    tile = next(t for t in window.picker.tiles if t.entry.id == WITH_LESSONS[0])
    tile.resize(width, round(width * 1.9))
    qtbot.mouseMove(tile, tile.rect().center())
    qtbot.waitUntil(lambda: tile._lift > 0.99, timeout=3000)
    play, learn = tile.play_rect(), tile.learn_rect()
    assert not play.intersects(learn)
    card = tile._card()
    assert card.contains(play) and card.contains(learn)
    qtbot.mouseClick(tile, LEFT, pos=learn.center().toPoint())
    qtbot.waitUntil(lambda: window.lesson is not None, timeout=10_000)
    assert window.lesson.lesson.game == tile.entry.id


def test_learn_to_play_lies_in_one_place_on_the_tile_at_every_width(qtbot, window):
    """ "Learn to play" lies under "Play" on a narrow tile and a wide one alike: beside
    it on a wide tile, it moved under it once games in progress shrank the tiles, and a
    click aimed where it had been started a game instead of the lesson."""
    tile = next(t for t in window.picker.tiles if t.entry.id == WITH_LESSONS[0])
    places = set()
    for width in (TILE_MIN_W, TILE_MAX_W):
        tile.resize(width, round(width * 1.9))
        card, learn = tile._card(), tile.learn_rect()
        places.add((round(learn.left() - card.left()), round(learn.top() - card.top())))
    assert len(places) == 1, places


def test_play_a_game_cancelled_after_a_lesson_leaves_its_end_as_it_was(
    qtbot, window, monkeypatch
) -> None:
    """A finished lesson's "Play a game" opens the new-game dialog; cancelled, the
    lesson's end stays with its buttons (nobody is left waiting at a table nobody
    plays); started, the new game replaces the lesson."""
    game_id = WITH_LESSONS[0]
    last = len(lessons.load(game_id).steps) - 1
    window.settings.lessons = {game_id: last}  # left at its last step, which is words
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.done and run.bar.again.isVisible())
    lesson_table = window.controller
    when_a_dialog_opens(lambda dialog: dialog.cancel_button.click())
    qtbot.mouseClick(run.bar.again, LEFT)
    assert window.lesson is run and run.bar.again.isVisible()
    assert window.controller is lesson_table and "done" in run.bar.count.text()
    # The dialog sets the lesson's table up: the learner a person, the others computer
    # players (the lesson's end promised them), as a person just presses Start.
    shown: dict[str, str] = {}

    def start(dialog) -> None:
        shown.update({row.id: row.kind.currentData() for row in dialog.seat_rows})
        dialog.start_button.click()

    when_a_dialog_opens(start)
    qtbot.mouseClick(run.bar.again, LEFT)
    assert window.lesson is None and window.controller is not lesson_table
    assert window.controller.match.game_id == game_id and not window.controller.match.demo
    learner = lessons.load(game_id).learner
    assert shown[learner] == "human"
    assert {kind for seat, kind in shown.items() if seat != learner} == {"normal"}
    assert window.controller.match.humans == [learner]


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard gives it: to whatever has the focus."""
    qtbot.keyClick(QtWidgets.QApplication.focusWidget(), key, modifier)


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_ctrl_h_in_a_lesson_hints_the_move_its_step_asks_for_and_enter_plays_it(
    qtbot, window, monkeypatch, game_id: str
) -> None:
    """A computer player's hint would name moves the lesson refuses: in a lesson the
    hint is the step's own move, and Enter plays it."""
    lesson = lessons.load(game_id)
    first = next(n for n, step in enumerate(lesson.steps) if step.do is not None)
    window.settings.lessons = {game_id: first}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run, c = window.lesson, window.controller
    qtbot.waitUntil(lambda: run.index == first)
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    step = lesson.steps[first]
    assert window.presenter.label(step.do) in toast.text()
    assert "the lesson's step asks for it" in toast.text()
    press(qtbot, Qt.Key.Key_Return)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: run.index > first)
    assert c.session.steps[lesson.played_before(first)].action == step.do
    after = lesson.steps[first + 1]
    if not after.do:  # a step to read next: the bar says so at once
        read = (
            "The lesson tells of the others' moves: read it, then press Let them play"
            if after.watch
            else "The lesson shows this step: read it, then press Next"
        )
        assert read in widget_texts(window)


def test_a_step_to_read_and_the_lessons_end_say_so_in_the_bar_and_in_refusals(
    qtbot, window, monkeypatch
) -> None:
    """Where the lesson asks for no move, the bar over the table says what it waits
    for (not the game's next move), a hint says why there is none, and a move is
    refused in the same words; so too once the lesson is over."""
    game_id = WITH_LESSONS[0]
    lesson = lessons.load(game_id)
    words = next(n for n, step in enumerate(lesson.steps) if not step.moves)
    window.settings.lessons = {game_id: words} if words else {}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run, c = window.lesson, window.controller
    qtbot.waitUntil(lambda: run.index == words)
    read = "the lesson shows this step: read it, then press Next"
    assert read[0].upper() + read[1:] in widget_texts(window)
    assert not window.a_hint.isEnabled() and window.a_hint.toolTip().endswith(f"not now, {read}")
    toast = window.page.view.toast
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text() == f"No hint: {read}")
    last = len(lesson.steps) - 1
    window.settings.lessons = {game_id: last}  # its last step is words
    start_from_the_help_menu(qtbot, window, game_id)
    run, c = window.lesson, window.controller
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.done and run.bar.again.isVisible())
    over = "the lesson is over: press Play a game to play one of your own, or Back to the games"
    assert over[0].upper() + over[1:] in widget_texts(window)
    legal = c.game.legal_actions(c.state, lesson.learner)
    if legal:
        assert c.check(legal[0]) == over
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("No hint"))
    assert toast.text() == f"No hint: {over}"
    assert not window.a_hint.isEnabled() and window.a_hint.toolTip().endswith(f"not now, {over}")


def start_at_words_before_a_move(qtbot, window, monkeypatch) -> int:
    """The first lesson started at its first step of words followed by a step asking
    for a move; that step's index."""
    game_id = WITH_LESSONS[0]
    lesson = lessons.load(game_id)
    words = next(
        n
        for n, step in enumerate(lesson.steps[:-1])
        if not step.moves and lesson.steps[n + 1].do is not None
    )
    window.settings.lessons = {game_id: words} if words else {}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    return words


def test_next_from_a_step_to_read_to_a_move_gives_the_bar_the_tables_words_again(
    qtbot, window, monkeypatch
) -> None:
    words = start_at_words_before_a_move(qtbot, window, monkeypatch)
    run = window.lesson
    read = "The lesson shows this step: read it, then press Next"
    assert read in widget_texts(window)
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.index == words + 1)
    assert read not in widget_texts(window)
    assert window.presenter.prompt() in widget_texts(window)


def test_a_move_no_piece_makes_lights_its_button_and_a_press_of_it_plays_the_step(
    qtbot, window, monkeypatch
) -> None:
    """Done playing Characters is made by the button beside the prompt, not on the
    table: the lesson lights that button (and no other), the press plays the step, and
    the light goes with it."""
    # rulebook: genegrafter.txt:67
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "genegrafter", "EndPlay")
    page = window.page
    assert not lit_pieces(window)
    assert [b.text() for b in lit_buttons(window)] == ["Done playing Characters"]
    shown = [b for b in (page.step, *page.choice_buttons) if b.isVisible()]
    assert all(b.property("pointed") == (b.text() == "Done playing Characters") for b in shown)
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    qtbot.mouseClick(lit_buttons(window)[0], LEFT)
    settle(qtbot, window)
    assert window.controller.session.steps[-1].action == lesson.steps[index].do
    qtbot.waitUntil(lambda: window.lesson.index > index, timeout=5000)
    assert "Done playing Characters" not in [b.text() for b in lit_buttons(window)]


def test_the_lit_piece_glows_plainly_on_a_table_fitted_to_a_laptop(qtbot, window) -> None:
    """At a laptop's 1366×768 the table is drawn small; the gold round the piece to move
    is still several screen pixels wide (it was a hairline, hidden under the piece)."""
    window.resize(1366, 768)
    start_from_the_help_menu(qtbot, window, "adrift")
    run = window.lesson
    while run.step.do is None:
        qtbot.mouseClick(run.bar.next, LEFT)
        settle(qtbot, window)
    view = window.page.view
    assert view.transform().m11() < 0.7  # the table is fitted small
    piece = lit_pieces(window)[0]
    body = view.mapFromScene(piece.scene_body_rect()).boundingRect()
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    for x, y in (
        (body.right() + 5, body.center().y()),
        (body.center().x(), body.top() - 5),
        (body.left() - 5, body.center().y()),
    ):
        colour = image.pixelColor(int(x * ratio), int(y * ratio))
        # Gold over the felt (dark teal, its red under 50 where nothing glows).
        assert colour.red() > 90 and colour.red() > colour.blue() + 25, (x, y, colour.name())


def test_a_click_the_rules_allow_and_the_step_does_not_is_refused_with_its_words(
    qtbot, window, monkeypatch
) -> None:
    """A click on an Attack token spends it, by the rules; where the lesson's step asks
    for Finished laying, the click is refused aloud with the step's words (it passed
    without a word), and no token is spent."""
    # rulebook: genegrafter.txt:207
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "genegrafter", "Finish")
    played = len(window.controller.session.steps)
    token = window.presenter.board.keyed[f"{lesson.learner}.attack.0"]
    click(qtbot, window, token)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and lesson.steps[index].say in toast.text())
    assert toast.text().startswith("the lesson asks for another move")
    assert len(window.controller.session.steps) == played
    assert f"{lesson.learner}.attack.0" in window.presenter.board.keyed


def test_a_refusal_goes_with_the_right_move_and_news_of_a_move_with_its_undo(
    qtbot, window, monkeypatch
) -> None:
    """The toast of a refused move is about the position it was tried in: once the
    step's move is made it goes (it stayed over the next step). News of a move goes when
    the move is taken back: it told of a battle no longer on the table."""
    # rulebook: genegrafter.txt:207
    lesson, index = start_at_the_step_doing(
        qtbot, window, monkeypatch, "genegrafter", "StartBattle"
    )
    toast = window.page.view.toast
    refused = window.controller.submit(
        next(
            a
            for a in window.controller.game.legal_actions(window.controller.state, lesson.learner)
            if a != lesson.steps[index].do
        )
    )
    assert refused and toast.isVisible() and toast.text() == refused
    make_the_move(qtbot, window, lesson.steps[index].do)
    qtbot.waitUntil(lambda: window.lesson.index > index, timeout=5000)
    assert not (toast.isVisible() and toast.text() == refused)
    qtbot.waitUntil(lambda: toast.isVisible() and "battles" in toast.text(), timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.lesson.index == index, timeout=5000)
    assert not toast.isVisible()


def test_a_taser_dragged_under_an_emp_is_refused_for_the_emp(qtbot, window, monkeypatch) -> None:
    """Where the Adaptoid's EMP stops the Tasers, the bar says so, and a loaded Taser
    dragged into the encounter slides back saying why: the EMP (it said "not now" and
    the prompt, which asks for loaded equipment)."""
    # rulebook: adaptoid24.txt:56
    start_at_the_step_doing(
        qtbot,
        window,
        monkeypatch,
        "adaptoid24",
        "Overcome",
        lambda do: "char.reyes" in do.equipment,
    )
    state = window.controller.state
    assert state.emp and "taser.1" in state.loaded
    assert "EMP: not your Tasers" in window.page.prompt.text()
    board, zones = window.presenter.board, window.presenter.zones
    taser = board.item("taser.1")
    drag_to(qtbot, window, taser, zones["encounter"].scene_rect().center())
    settle(qtbot, window)
    assert window.page.view.toast.text() == "EMP: Tasers cannot be used this turn"
    assert window.controller.state == state


def test_leave_lesson_gives_the_focus_back_to_the_tile_of_its_game(qtbot, window) -> None:
    """Leave lesson (or Back to the games) returns to the picker with the keyboard on
    the tile of the game just learnt, not the first game's: Enter then starts a game of
    it, as the lesson's end suggests."""
    game_id = WITH_LESSONS[-1]
    window.activateWindow()
    start_from_the_help_menu(qtbot, window, game_id)
    qtbot.mouseClick(window.lesson.bar.leave, LEFT)
    qtbot.waitUntil(lambda: window.picker is not None and window.picker.isVisible())
    tile = window.picker.tile(game_id)
    qtbot.waitUntil(tile.hasFocus, timeout=3000)
    assert not window.picker.tile(WITH_LESSONS[0]).hasFocus()


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_news_over_the_table_never_repeats_the_lessons_own_words(qtbot, window, game_id) -> None:
    """The bar over the table says "read it, then press Next"; news of the opening moves
    (Genegrafter's first DNA Strand) is told over the table without a "Now: The lesson
    shows this step…" of its own, which the lesson's bar already says."""
    start_from_the_help_menu(qtbot, window, game_id)
    assert window.page.prompt.text().startswith("The lesson shows this step")
    qtbot.mouseClick(window.lesson.bar.next, LEFT)
    settle(qtbot, window)
    toast = window.page.view.toast
    assert "The lesson" not in toast.text()


def test_the_other_players_move_brings_no_now_over_the_lessons_step(
    qtbot, window, monkeypatch
) -> None:
    """Finn's attack hands the turn back to Coral: the lesson's bar says what to do
    next (adapt the Night Eyes), so no "Now: Your turn: buy, adapt or attack" is said
    over the table as well, offering what the step does not ask for (it lay over the
    Gene Stream's cards at 1366 x 768)."""
    # rulebook: adapt.txt:49
    window.resize(1366, 768)
    _, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adapt", "Adapt")
    settle(qtbot, window)
    qtbot.wait(300)  # (what the last moves bring is said once the table has shown them)
    assert window.lesson.index == index
    assert "Now:" not in window.page.view.toast.text(), window.page.view.toast.text()


def test_a_refused_drop_leaves_the_lessons_place_lit(qtbot, window, monkeypatch) -> None:
    """The place the step's move goes keeps its glow through a wrong drag and its
    refusal: the drag's own lights came and went, and put the lesson's out for good."""
    # rulebook: adrift.txt:34
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adrift", "TakeSeat")
    zones = lit_zones(window)
    assert [zone.name for zone in zones] == [f"place.{lesson.steps[index].do.place}"]
    wrong = window.presenter.zones["place.1"]
    drag_to(qtbot, window, lit_pieces(window)[0], wrong.scene_rect().center())
    settle(qtbot, window)
    assert window.page.view.toast.text().startswith("the lesson asks for another move")
    assert window.lesson.index == index
    assert zones[0]._state == "hint" and wrong._state == "none"


def test_the_place_lit_is_the_one_the_step_names_where_several_take_the_drop(
    qtbot, window, monkeypatch
) -> None:
    """A Guppy dropped anywhere on Coral's fish becomes its Body; the step says "drag one
    onto your Body", and the Body is the place lit (it was the fish's first zone)."""
    # rulebook: adapt.txt:13
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adapt", "ChooseGuppy")
    assert "Body" in lesson.steps[index].say
    assert [zone.name for zone in lit_zones(window)] == [f"{lesson.learner}.body"]
    make_the_move(qtbot, window, lesson.steps[index].do)
    qtbot.waitUntil(lambda: window.lesson.index > index, timeout=5000)


@pytest.mark.parametrize(
    ("game_id", "kind"), [("adaptoid24", "ChooseCharacter"), ("adrift", "TakeFromBin")]
)
def test_a_toast_never_hides_what_the_step_points_at(
    qtbot, window, monkeypatch, game_id: str, kind: str
) -> None:
    """The refusal of a wrong move is said over the table beside, not over, the piece
    lit and the place it goes (it covered the Character to choose, and the screen the
    Oar goes to), at a laptop's size."""
    window.resize(1366, 768)
    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, game_id, kind)
    c = window.controller
    wrong = next(
        a for a in c.game.legal_actions(c.state, lesson.learner) if a != lesson.steps[index].do
    )
    assert c.submit(wrong) is not None
    toast = window.page.view.toast
    qtbot.waitUntil(toast.isVisible)
    view = window.page.view
    lit = [*lit_pieces(window), *lit_zones(window)]
    assert lit
    for item in lit:
        body = item.scene_rect() if item in lit_zones(window) else item.scene_body_rect()
        rect = view.mapFromScene(body).boundingRect()
        over = toast.geometry().intersected(rect)  # a corner brushed hides nothing
        hidden = 0 if over.isEmpty() else over.width() * over.height()
        assert hidden <= 0.05 * rect.width() * rect.height(), (item, rect, toast.geometry())


def test_a_note_shown_before_the_step_lights_its_place_moves_off_it(
    qtbot, window, monkeypatch
) -> None:
    """News over the table comes as the others move, before the step lights what the
    learner is to move and where: lit then, the note moves off it (it covered the row
    the Geneticist's room was to be dropped on, at a laptop's size)."""
    # rulebook: adaptoid24.txt:20
    window.resize(1366, 768)
    start_at_the_step_doing(
        qtbot, window, monkeypatch, "adaptoid24", "ChooseRoom", lambda a: a.seat == "geneticist"
    )
    run, view = window.lesson, window.page.view
    run._point(None)  # as before the step is shown: nothing lit yet
    view.show_toast(
        "The Adaptoid chooses a room in secret: you see only the back of its card, and it"
        " is turned up with yours once you pick"
    )
    toast = view.toast
    qtbot.waitUntil(toast.isVisible)
    run.follow()  # the step is shown, and what it asks for lit
    lit = lit_zones(window)
    assert lit
    for zone in lit:
        rect = view.mapFromScene(zone.scene_rect()).boundingRect()
        over = toast.geometry().intersected(rect)
        hidden = 0 if over.isEmpty() else over.width() * over.height()
        assert hidden <= 0.05 * rect.width() * rect.height(), (zone.name, rect, toast.geometry())


def test_next_takes_a_refusal_off_the_table(qtbot, window, monkeypatch) -> None:
    """An undo refused at a step to read ("Cannot take back…") goes once Next moves the
    lesson on: it stayed over the next step."""
    # rulebook: adapt.txt:13
    game_id = "adapt"
    lesson = lessons.load(game_id)
    # The step after the Random Selection's pick, which turned up the next card.
    words = next(n for n, s in enumerate(lesson.steps) if s.do and s.do.kind == "PickCard") + 1
    assert not lesson.steps[words].moves
    window.settings.lessons = {game_id: words}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    toast = window.page.view.toast
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Cannot take back"))
    qtbot.mouseClick(window.lesson.bar.next, LEFT)
    settle(qtbot, window)
    assert not (toast.isVisible() and toast.text().startswith("Cannot take back"))


def test_going_on_from_a_later_step_tells_no_news_of_the_set_up(qtbot, window, monkeypatch):
    """Genegrafter's set-up turns up the first DNA Strand, which the table tells as the
    game begins; gone on from step 6, that news is long past and is not told."""
    # rulebook: genegrafter.txt:121
    game_id = "genegrafter"
    window.settings.lessons = {game_id: 5}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    assert window.lesson.index == 5
    toast = window.page.view.toast
    assert not (toast.isVisible() and "DNA Strand 1 of 3" in toast.text())
    assert any("DNA Strand 1 of 3" in t for t in widget_texts(window))  # the log keeps it


def test_while_the_others_make_the_steps_moves_the_bar_says_to_watch(qtbot, window, monkeypatch):
    """At ADRIFT's meal all eat at once: while the lesson has Green and Blue choose their
    ration cards, the bar over the table says to watch them (it asked the learner to
    eat, which the lesson would refuse), and a move is refused in those words."""
    # rulebook: adrift.txt:68
    game_id = "adrift"
    lesson = lessons.load(game_id)
    meal = next(
        n for n, s in enumerate(lesson.steps) if s.watch and all(a.kind == "Eat" for a in s.watch)
    )
    window.settings.lessons = {game_id: meal}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    assert run.bar.next.text() == "Let them play"
    c = window.controller
    c.bot_delay_ms = 10_000  # the others take their time: the learner watches them
    qtbot.mouseClick(run.bar.next, LEFT)
    watching = "The others are making the moves this step tells of: watch them"
    assert window.page.prompt.text() == watching
    eat = next(a for a in c.game.legal_actions(c.state, lesson.learner) if a.kind == "Eat")
    assert c.check(eat) == watching[0].lower() + watching[1:]


def test_a_refused_drop_goes_from_the_table_once_the_asked_move_is_made(qtbot, window, monkeypatch):
    # rulebook: genegrafter.txt:86
    # Gear dragged onto Nebrus where the step asks for Done playing Characters: refused
    # with the step's words. Its note stayed over the next step, after the very move it
    # asked for; it goes then, and the log keeps it.
    window.resize(1366, 768)
    lesson = lessons.load("genegrafter")
    index = next(i for i, s in enumerate(lesson.steps) if s.say.startswith("You have no Character"))
    window.settings.lessons = {"genegrafter": index}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, "genegrafter")
    run, toast = window.lesson, window.page.view.toast
    gear = next(k for k in window.controller.state.zones["jon.hand"] if k.startswith("gear."))
    drag_item(qtbot, window, window.presenter.board.item(gear), "jon.play.0")
    settle(qtbot, window)
    assert toast.isVisible() and toast.text().startswith("the lesson asks for another move")
    qtbot.mouseClick(window.page.step, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert run.index == index + 1
    assert not toast.isVisible()
    assert any("Not played: the lesson asks for another move" in t for t in widget_texts(window))


def test_the_lessons_last_move_taken_back_after_its_end_takes_it_back_to_that_step(
    qtbot, window, monkeypatch
) -> None:
    # Undone after the end, the move came back but the lesson stayed over: every move
    # and hint refused, Redo the only way out.
    game_id = "adaptoid24"
    lesson = lessons.load(game_id)
    last = len(lesson.steps) - 1  # its last step is words, after a move
    window.settings.lessons = {game_id: last}
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run, c = window.lesson, window.controller
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.done and run.bar.again.isVisible())
    window.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not run.done)
    step = run.step
    assert step is not None and step.do is not None
    assert run.bar.count.text() == f"{lesson.title} · step {run.index + 1} of {len(lesson.steps)}"
    assert run.bar.say.text() == step.say and not run.bar.again.isVisible()
    assert c.check(step.do) is None  # the move is the learner's to make again
    # Played on from there, it comes to its end again.
    for n in range(run.index, len(lesson.steps)):
        qtbot.waitUntil(lambda n=n: run.index == n, timeout=10_000)
        if lesson.steps[n].do is not None:
            make_the_move(qtbot, window, lesson.steps[n].do)
        else:
            qtbot.mouseClick(run.bar.next, LEFT)
            settle(qtbot, window)
    qtbot.waitUntil(lambda: run.done and run.bar.again.isVisible(), timeout=10_000)


def test_a_steps_words_on_a_roll_wait_for_its_dice_to_land(qtbot, window, monkeypatch) -> None:
    # rulebook: adapt.txt:60
    # "5 + 4 Ferocity = 9 … 4 damage" stood over the bar while the die still tumbled
    # towards it, showing 1.
    from .test_dice_land_first import rolling

    lesson, index = start_at_the_step_doing(qtbot, window, monkeypatch, "adapt", "Attack")
    run = window.lesson
    told = lesson.steps[index + 1].say
    settle(qtbot, window)
    window.page.scene.animator.set_speed(1)  # the table as a person sees it
    moves = window.page.moves
    label = window.presenter.label(lesson.steps[index].do)
    moves.setFocus()
    moves.setCurrentIndex(moves.findText(label))
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    assert rolling(window) and run.bar.say.text() != told
    qtbot.waitUntil(lambda: not rolling(window), timeout=3000)
    qtbot.waitUntil(lambda: run.bar.say.text() == told, timeout=1000)


def test_next_pressed_before_a_move_gives_the_focus_to_the_table(qtbot, window, monkeypatch):
    # Next, greyed for the move the next step asks for, handed the focus on along the
    # window's chain: the log was outlined, and the arrows moved nothing on the table.
    words = start_at_words_before_a_move(qtbot, window, monkeypatch)
    run = window.lesson
    window.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is window, timeout=3000)
    qtbot.waitUntil(lambda: run.bar.next.hasFocus(), timeout=3000)
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: run.index == words + 1)
    settle(qtbot, window)
    assert QtWidgets.QApplication.focusWidget() is window.page.view


def test_a_first_game_from_the_picker_seats_the_person_where_the_lesson_taught_them(
    qtbot, window
) -> None:
    # ADAPTOID 24's lesson teaches the Geneticist; a first game from the picker sat the
    # newcomer as the Adaptoid, whose moves they had only watched.
    seen: list[list[str]] = []

    def read(dialog) -> None:
        seen.append([row.kind.currentData() for row in dialog.all_rows])
        dialog.reject()

    when_a_dialog_opens(read)
    window.new_game_dialog("adaptoid24")
    assert seen == [["normal", "human"]]  # the Adaptoid's seat, then the Geneticist's
    when_a_dialog_opens(read)
    window.new_game_dialog("adapt")
    assert seen[1][0] == "human" and set(seen[1][1:]) == {"normal"}
