"""Genegrafter on the real table: a whole hot-seat game by drags and clicks, with the
curtain between the two people at every handover (inside the battles too), and the
table's pieces as the rules say they lie."""

from __future__ import annotations

import random

import pytest

from petridish.games.genegrafter import layout
from petridish.games.genegrafter.bot import GenegrafterBot
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    GRAFT,
    HIDDEN,
    LAY,
    PLAY,
    REROLL,
    DeclareBattle,
    Defend,
    EndGrafting,
    EndTurn,
    Finish,
    Graft,
    LayAbility,
    PlayCharacter,
    Reroll,
    RollInfinity,
)
from petridish.qt import Qt, QtWidgets
from petridish.table.specs import CardSpec
from tests.games.genegrafter import helpers as gg
from tests.games.genegrafter.helpers import gear

from .genegrafter_driver import click_item, drag_onto, perform
from .table_driver import drag_item, lift_curtain, settle
from .test_announcements import start
from .test_hot_seat_secrets import private_lines
from .test_laptop_table import resize
from .window_texts import window_texts


def hidden_names(c) -> set[str]:
    """The names of the cards in a hand or laid face down that the public has never
    been shown: no copy of the card lies face up, and no public log line named it (a
    card flipped in a battle, shuffled back and drawn again is no secret)."""
    state, cards = c.state, c.game.cards
    public = {x for cs in c.game.view(state, None).zones.values() for x in cs if x != HIDDEN}
    secret = {
        x
        for zone, cs in state.zones.items()
        if zone.endswith(".hand") or zone.startswith("battle.")
        for x in cs
        if x not in state.flipped
    }
    said = " ".join(
        c.game.describe(e.for_seat(None))
        for step in c.session.steps
        for e in step.events
        if e.for_seat(None) is not None
    )
    names = {cards.card(x).name for x in secret} - {cards.card(x).name for x in public}
    return {n for n in names if n not in said}


def assert_nothing_private_shows(window) -> None:
    c = window.controller
    assert window.curtain.isVisible()
    assert c.viewer is None
    texts = window_texts(window)
    for name in hidden_names(c):
        leaks = [t for t in texts if name in t]
        assert not leaks, f"{name!r}, a hidden card, shows at the curtain: {leaks}"
    for seat in c.match.humans:
        for secret in private_lines(c, seat):
            assert not [t for t in texts if secret in t], secret
    board = window.presenter.board
    specs = [board.spec(i) for i in board.items()]
    shown = {s.key for s in specs if isinstance(s, CardSpec) and s.key}
    public = {x for cs in c.game.view(c.state, None).zones.values() for x in cs}
    assert shown <= public, shown - public
    assert window.presenter.actions() == []


def assert_table_matches(window) -> None:
    """Every Character in play lies in its column just after its Gear and grafts
    (tucked under it), turned sideways when damaged, but the two fighting, which lie in
    their sides of the battle; the battle's sides hold its cards."""
    p, view = window.presenter, window.controller.view
    fight = view.battle.fight if view.battle else None
    fighters = {
        layout.ATTACK_SIDE: fight.attacker if fight else "",
        layout.DEFENSE_SIDE: fight.defender if fight else "",
    }
    places = {**p.columns, **{side: (c,) for side, c in fighters.items() if c}}
    for column, characters in places.items():
        keys = [p.board.spec(i).key for i in p.zones[column].items()]
        for character in characters:
            # Its Gear and grafts come just before it in the column.
            tucked = [x for x, host in view.attached.items() if host == character]
            at = keys.index(character)
            assert set(keys[at - len(tucked) : at]) == set(tucked), (character, keys)
            item = p.board.item(character)
            assert item.rotation_quarter() == (1 if character in view.damaged else 0)
    battle = view.battle
    if battle is not None:
        laid = [
            s
            for s in p.layout_for(view)[layout.DEFENSE_SIDE]
            if isinstance(s, CardSpec) and (s.key is None or s.key.startswith("ability."))
        ]
        assert len(laid) == len(view.zones[f"battle.{battle.opponent}"])


def test_a_whole_hot_seat_game_by_drags_and_clicks(qtbot, brisk, window):
    # rulebook: genegrafter.txt:66
    # rulebook: genegrafter.txt:99
    # rulebook: genegrafter.txt:103
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 21, ["human", "human"], False)
    c = window.controller
    bot = GenegrafterBot(5)
    handovers = in_battle = moves = 0
    done: list[object] = []
    while not c.game.is_terminal(c.state) and moves < 600:
        if window.curtain.isVisible():
            assert_nothing_private_shows(window)
            handovers += 1
            in_battle += c.state.step in (DEFEND, LAY, REROLL)
            lift_curtain(qtbot, window)
        assert_table_matches(window)
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck at {c.state.step}"
        seat = c.viewer
        action = bot.choose(c.game, c.game.view(c.state, seat), seat, actions)
        before = len(c.session.steps)
        perform(qtbot, window, action)
        assert len(c.session.steps) > before, (
            f"{action} was not made: {window.page.view.toast.text()!r} at {c.state.step}"
        )
        done.append(action)
        moves += 1
    assert c.game.is_terminal(c.state)
    assert handovers >= 10 and in_battle >= 3, (handovers, in_battle)
    kinds = {type(a) for a in done}
    assert {PlayCharacter, LayAbility, Reroll} <= kinds, kinds
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )


def test_a_card_dropped_where_it_cannot_go_slides_back_with_why(qtbot, window):
    # rulebook: genegrafter.txt:90
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    me = c.viewer
    board = window.presenter.board
    hand = c.view.zones[f"{me}.hand"]
    ability = next((x for x in hand if c.game.cards.kind_of(x) == "ability"), None)
    assert ability is not None
    item = board.item(ability)
    start = item.scenePos()
    drag_item(qtbot, window, item, layout.column_zone(me, 0))
    assert item.scenePos() == start
    assert window.page.view.toast.text() == (
        "an Ability Card is laid face down in a battle, once the defender is named: "
        "when you attack, or are attacked"
    )


def test_a_gear_that_cannot_go_on_says_which_slot_is_taken(qtbot, window):
    # rulebook: genegrafter.txt:139
    # rulebook: genegrafter.txt:86
    # Nebrus wears the Targeting Visor on his head: the Psi Helmet, another head, cannot
    # go on; pressed, it says so by the slot, not that Gear waits for another step.
    visor, helmet, boots = gear("targeting_visor"), gear("psi_helmet"), gear("rocket_boots")
    gauntlets = gear("power_gauntlets")
    nebrus = gg.ch("nebrus")
    state = gg.position(
        play={gg.JON: [nebrus]},
        hands={gg.JON: [helmet, boots, gauntlets]},
        attached={visor: nebrus},
    )
    start(window, gg.GAME, state, ["human", "bot"])
    board, toast = window.presenter.board, window.page.view.toast
    drag_onto(qtbot, window, board.item(helmet), board.item(nebrus))
    assert toast.text() == "Nebrus already wears Gear on its head (Targeting Visor)"
    assert window.controller.state.zones["jon.hand"] == (helmet, boots, gauntlets)
    # The boots go on; then the gauntlets, on a free slot, meet the once-a-turn rule.
    drag_onto(qtbot, window, board.item(boots), board.item(nebrus))
    assert window.controller.state.attached[boots] == nebrus
    drag_onto(qtbot, window, board.item(gauntlets), board.item(nebrus))
    assert toast.text() == "Nebrus has had its one piece of Gear this turn"
    assert gauntlets in window.controller.state.zones["jon.hand"]


def test_the_reckoning_fits_the_room_kept_for_it(qtbot):
    """The battle's reckoning, as long as it gets in computer games at every count,
    stays in the place the table keeps for it (its last lines would fall off the
    window's edge otherwise)."""
    # rulebook: genegrafter.txt:101
    from petridish.games.genegrafter import layout, reckoning
    from petridish.games.genegrafter.rules import GAME
    from petridish.table.panel import TextPanel

    for players, shape in [(n, shape) for n in (2, 3, 4) for shape in layout.SHAPES]:
        seats = GAME.seat_ids(players)
        _, _, width, room = layout.panel_box(seats, shape)
        panel = TextPanel(width, 0, layout.PANEL_SCALE)
        over = shown = 0
        for seed in range(6):
            state = GAME.new_state(seed, seats=seats)
            bot = GenegrafterBot(seed)
            while not GAME.is_terminal(state):
                seat = next(iter(GAME.activity(state)))
                legal = GAME.legal_actions(state, seat)
                state = GAME.apply(
                    state, bot.choose(GAME, GAME.view(state, seat), seat, legal)
                ).state
                lines = reckoning.lines(GAME, GAME.view(state, None), GAME.seat_name)
                if lines:
                    panel.set_lines(lines)
                    shown += 1
                    over += panel.boundingRect().height() > room
        assert shown > 100 and over <= shown // 100, (players, shape, over, shown)


def test_in_the_sandbox_a_token_and_the_health_die_are_set_from_their_menus(qtbot, window):
    # rulebook: genegrafter.txt:54
    # rulebook: genegrafter.txt:55
    from .test_piece_menus import right_click

    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "bot"], True)
    c = window.controller
    c.run_bots_now()
    me = c.viewer
    board = window.presenter.board
    menu = [text for text, _ in right_click(qtbot, window, board.item(f"{me}.defense.0"))]
    assert "Take a Defense token away (sandbox)" in menu
    p = window.presenter
    take = next(
        e
        for t, e in p.sandbox_settings(p.board.spec(board.item(f"{me}.defense.0")))
        if t.startswith("Take")
    )
    assert c.submit(take) is None
    assert c.state.defense_tokens[me] == 2 and board.item(f"{me}.defense.2") is None
    menu = [text for text, _ in right_click(qtbot, window, board.item(f"{me}.health"))]
    assert "Show 3 (sandbox)" in menu


def test_a_fourth_character_in_one_turn_says_three_is_the_most(qtbot, window):
    # rulebook: genegrafter.txt:82
    lumina = gg.ch("lumina")
    state = gg.position(
        play={gg.JON: [gg.ch("nebrus")]},
        hands={gg.JON: [lumina]},
        pool={gg.SUE: [gg.ch("umbra")]},
        played=3,
    )
    start(window, gg.GAME, state, ["human", "bot"])
    drag_item(qtbot, window, window.presenter.board.item(lumina), layout.column_zone("jon", 1))
    toast = window.page.view.toast.text()
    assert toast == "you have played 3 Characters this turn, the most you may"
    # Sue's Gene Pool holds Umbra, one Genetic Marker: her mat says it in the singular.
    mat = window.presenter.zones[layout.board_zone("sue")].label
    assert mat.startswith("Sue · Health 6 · 1 Genetic Marker") and "Markers" not in mat


def log_texts(window) -> list[str]:
    items = window.log.list
    return [items.item(i).text() for i in range(items.count())]


def test_the_first_draw_is_logged_and_said_after_the_curtain_and_replayed(qtbot, window):
    # rulebook: genegrafter.txt:59
    # rulebook: genegrafter.txt:74
    # Seed 12389: Sue goes first (Jon 1, Sue 3); her draw turns up a DNA Strand, then
    # Famine, which makes both players discard a card at random, before anyone has sat
    # down.
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 12389, ["human", "human"], False)
    c = window.controller
    famine = "Sue turns up the Event Famine: Every player discards 1 card at random."
    assert window.curtain.isVisible() and c.waiting_for == "sue"
    # Behind the curtain the log reads as everyone may: which cards Sue drew, nobody.
    public = log_texts(window)
    assert public[0] == "The die for the first player: Jon 1, Sue 3. Sue goes first."
    assert famine in public and "Sue draws a card." in public
    assert window.page.view.toast.text() == ""
    lift_curtain(qtbot, window)
    # Sue, at the computer now, is told what happened, and reads her own cards drawn.
    toast = window.page.view.toast
    assert toast.isVisible() and "Famine" in toast.text(), toast.text()
    drawn = [c.game.cards.card(e.data["card"]).name for e in c.session.opening if e.kind == "drew"]
    mine = log_texts(window)
    assert f"Sue draws {drawn[0]}." in mine and famine in mine
    assert any(line.startswith("Jon discards ") for line in mine)
    # The replay steps from the set-up through each card turned up to the position
    # of the first move, each with its caption, the log following.
    window.enter_replay()
    assert c.replay_at == 0 and window.r_label.text() == "move 0 of 0"
    assert window.page.prompt.text() == f"Sue draws {drawn[-1]}."
    qtbot.mouseClick(window.r_prev, Qt.MouseButton.LeftButton)
    assert c.replay_at == -1 and window.r_label.text() == "before move 1"
    assert window.page.prompt.text().startswith(famine)
    assert log_texts(window) == mine[:-1]
    while window.r_prev.isEnabled():
        qtbot.mouseClick(window.r_prev, Qt.MouseButton.LeftButton)
    assert c.replay_at == c.session.first == -6
    assert window.page.prompt.text() == "The game is set up."
    assert window.page.turn.text().startswith("Replay · Set-up")
    assert log_texts(window) == [] and len(c.view.zones["sue.hand"]) == 5
    qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    assert window.page.prompt.text() == mine[0]
    assert window.page.turn.text().startswith("Replay · Set-up · Sue goes first")
    qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    assert window.page.prompt.text() == f"Turn 1: Sue's turn. Sue draws {drawn[0]}."
    assert len(c.view.zones["sue.hand"]) == 6
    while window.r_next.isEnabled():
        qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    assert c.replay_at == 0 and log_texts(window) == mine
    window.leave_replay()
    assert log_texts(window) == mine


def test_a_new_fight_clears_the_dice_tray_of_the_last_ones_dice(qtbot, window):
    # rulebook: genegrafter.txt:102 (each fight rolls its own dice, after the flip)
    # The last fight's dice stayed in the tray while the next fight's cards were laid,
    # as if rolled for it.
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "human"], False)
    settle(qtbot, window)
    c, rng = window.controller, random.Random(4)
    seen = {"cleared": 0, "rolled": 0}
    for _ in range(3000):
        if window.curtain.isVisible():
            window.curtain.lift()
        state = c.state
        if c.game.is_terminal(state) or (seen["cleared"] and seen["rolled"]):
            break
        fight = state.battle.fight if state.battle else None
        tray = window.presenter.zones[layout.RED_DICE].items()
        rolled = any(k.startswith("attack.") for k in state.dice)
        if fight is not None and not fight.sources and rolled:
            assert tray == [], "the last fight's dice lie in the new fight's tray"
            seen["cleared"] += 1
        elif fight is not None and fight.sources:
            assert tray, "a flipped fight shows the dice it rolled"
            seen["rolled"] += 1
        actions = window.page._actions
        if not actions:
            c.run_bots_now(1)
            continue
        c.submit(rng.choice(actions))
        QtWidgets.QApplication.processEvents()
    assert seen["cleared"] and seen["rolled"], seen


def press(qtbot, window, button) -> None:
    """A click on a button beside the prompt, once it takes clicks (it waits a moment
    after it shows, so that a double-click meant for the table does not press it)."""
    qtbot.waitUntil(lambda: not window.page._step_wait.isActive(), timeout=3000)
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def to_a_battle(qtbot, window, attacker: str, defenders: list[str]) -> None:
    """Two people at 1366 × 768: Jon declares a battle on Sue with ``attacker`` and
    starts it by the step button; the curtain goes up for Sue to name her defender, and
    she lifts it. Jon holds a Fireball, Sue a Blind and an Ice Wall."""
    state = gg.position(
        step=BATTLE,
        play={gg.JON: [attacker], gg.SUE: defenders},
        hands={gg.JON: [gg.ab("fireball")], gg.SUE: [gg.ab("blind"), gg.ab("ice_wall")]},
    )
    start(window, gg.GAME, state, ["human", "human"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    lift_curtain(qtbot, window)
    perform(qtbot, window, DeclareBattle(gg.JON, gg.SUE, attacker))
    press(qtbot, window, window.page.step)  # "Start the battle"
    assert window.curtain.isVisible()  # Sue names her defender
    lift_curtain(qtbot, window)


def test_a_battle_brings_its_two_fighters_into_the_battle_and_a_side_lays_several(qtbot, window):
    """The fighting Characters lie in the battle's Attacker and Defender boxes, out of
    their rows, while they fight; the defender lays two cards in one turn and hands the
    laying over with the button beside the prompt (ruling GG-R23): one pass each way."""
    # rulebook: genegrafter.txt:97
    # rulebook: genegrafter.txt:98
    # rulebook: genegrafter.txt:99
    nebrus, madlock, blink = gg.ch("nebrus"), gg.ch("madlock"), gg.ch("blink")
    to_a_battle(qtbot, window, nebrus, [madlock, blink])
    c, p, page = window.controller, window.presenter, window.page

    def box(side):
        return [p.board.spec(i).key for i in p.zones[side].items()]

    assert box(layout.ATTACK_SIDE)[0] == nebrus and not box(layout.DEFENSE_SIDE)
    perform(qtbot, window, Defend(gg.SUE, madlock))
    assert box(layout.DEFENSE_SIDE)[0] == madlock
    rows = [k for col in p.columns for k in box(col)]
    assert nebrus not in rows and madlock not in rows and blink in rows
    # Sue lays two cards without a pass, then hands the laying over to Jon.
    for card in (gg.ab("blind"), gg.ab("ice_wall")):
        drag_item(qtbot, window, p.board.item(card), layout.DEFENSE_SIDE)
        assert not window.curtain.isVisible() and c.viewer == gg.SUE
    assert box(layout.DEFENSE_SIDE) == [madlock, gg.ab("blind"), gg.ab("ice_wall")]
    buttons = [b for b in page.choice_buttons if b.isVisible()]
    assert [b.text() for b in buttons] == ["Over to Jon"] and page.step.text() == "Finished laying"
    assert not page.prompt.elided(), page.prompt.text()
    press(qtbot, window, buttons[0])
    assert window.curtain.isVisible() and c.curtain_name == "Jon"
    lift_curtain(qtbot, window)
    assert c.viewer == gg.JON and box(layout.DEFENSE_SIDE)[0] == madlock
    assert box(layout.DEFENSE_SIDE)[1:] == [None, None]  # face down to Jon
    # The fight decided, both go back to their rows.
    press(qtbot, window, page.step)  # Jon: "Finished laying"
    while c.state.battle is not None and not c.game.is_terminal(c.state):
        lift_curtain(qtbot, window)
        press(qtbot, window, page.step)  # keep the dice
    lift_curtain(qtbot, window)
    assert not box(layout.ATTACK_SIDE) and not box(layout.DEFENSE_SIDE)
    assert_table_matches(window)


def test_a_graft_is_marked_as_one_and_gear_is_not(qtbot, window):
    """A Character with a graft under it says so on its badge, and the graft says it is
    grafted (a badge of its own, on a card all but hidden under the other, lay over
    the Character's); Gear tucked the same way is not counted."""
    # rulebook: genegrafter.txt:125
    # rulebook: genegrafter.txt:137
    nebrus, cinderhex, visor = gg.ch("nebrus"), gg.ch("cinderhex"), gear("targeting_visor")
    state = gg.position(
        play={gg.JON: [nebrus]},
        attached={cinderhex: nebrus, visor: nebrus},
        hands={gg.JON: [gg.ch("madlock")]},
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    graft, worn = p.board.item(cinderhex), p.board.item(visor)
    assert p.board.spec(p.board.item(nebrus)).badge == "graft"
    assert p.board.spec(graft).badge == "" and p.board.spec(worn).badge == ""
    # Hovering says which: the card's caption in the preview.
    assert p.board.spec(graft).tip == "Cinderhex, grafted under Nebrus"
    assert p.board.spec(worn).tip == "Targeting Visor, worn by Nebrus"
    assert any("grafted under Nebrus" in t for t in window_texts(window))


def test_the_infinity_power_the_die_gave_is_marked_on_the_characters_badge(qtbot, window):
    # rulebook: genegrafter.txt:159
    # A new player gave Nebrus the Infinity Super Power and saw nothing on the card.
    nebrus, lumina, cinderhex = gg.ch("nebrus"), gg.ch("lumina"), gg.ch("cinderhex")
    state = gg.position(
        play={gg.JON: [nebrus, lumina]},
        attached={cinderhex: lumina},
        granted=frozenset({nebrus, lumina}),
        hands={gg.JON: [gg.ch("madlock")]},
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    assert p.board.spec(p.board.item(nebrus)).badge == "∞"
    assert p.board.spec(p.board.item(lumina)).badge == "∞ graft"
    assert "Infinity" in p.board.spec(p.board.item(nebrus)).tip  # and on hover, in words


def test_a_damaged_character_says_so_on_its_badge_as_well_as_turned(qtbot, window):
    """A damaged Character lies sideways, and, with nothing else to say, its badge says
    "damaged": on a card this small the turn alone was missed. (Jon's mat, his turn,
    says "your turn" to him.)"""
    # rulebook: genegrafter.txt:103
    nebrus, cinderhex = gg.ch("nebrus"), gg.ch("cinderhex")
    state = gg.position(play={gg.JON: [nebrus, cinderhex]}, damaged={nebrus})
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    hurt, whole = p.board.item(nebrus), p.board.item(cinderhex)
    assert hurt.rotation_quarter() == 1 and p.board.spec(hurt).badge == "damaged"
    # The mat of the person at the computer says it is their turn as theirs.
    assert window.controller.viewer == gg.JON == window.controller.state.current
    assert p.zones[layout.board_zone(gg.JON)].label.endswith(" · your turn")
    assert whole.rotation_quarter() == 0 and p.board.spec(whole).badge == ""


def test_fatigue_shows_only_in_its_players_turn_and_never_hides_damage(qtbot, window):
    """A fatigued Character cannot attack, but may still defend: on the mat of a player
    whose turn it is not, its badge says "damaged" where it is (a player could not tell
    which of another's Characters the next lost battle takes), and nothing for fatigue
    alone; in its own player's turn it says "fatigued"."""
    # rulebook: genegrafter.txt:84
    # rulebook: genegrafter.txt:103
    nebrus, cinderhex = gg.ch("nebrus"), gg.ch("cinderhex")
    brute, lumina = gg.ch("brute"), gg.ch("lumina")
    state = gg.position(
        play={gg.JON: [brute, lumina], gg.SUE: [nebrus, cinderhex]},
        damaged={nebrus},
        fatigued=frozenset({nebrus, cinderhex, brute}),
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    badge = {c: p.board.spec(p.board.item(c)).badge for c in (nebrus, cinderhex, brute, lumina)}
    assert badge == {nebrus: "damaged", cinderhex: "", brute: "fatigued", lumina: ""}
    # Hovered, a Character in play says what it is doing.
    assert "fatigued: cannot attack this turn" in p.board.item(brute).caption
    # The title's "DNA 0/3" says on hover what the Strands lead to.
    # rulebook: genegrafter.txt:113
    assert window.page.turn.text().endswith("DNA 0/3")
    assert window.page.turn.toolTip().startswith("DNA Strands revealed: 0 of 3. After the third")


def test_a_character_that_has_attacked_says_so_in_words_no_one_reads_as_damaged(qtbot, window):
    """In its player's turn a Character that has had its attack says "has attacked": a
    player read "attacked" on a damaged Character lying sideways as attacked by another,
    and took the other damaged ones' "damaged" for the same."""
    # rulebook: genegrafter.txt:231 (one attack a turn)
    nebrus, cinderhex = gg.ch("nebrus"), gg.ch("cinderhex")
    state = gg.position(
        play={gg.JON: [nebrus, cinderhex]},
        damaged={nebrus},
        attacked=frozenset({nebrus, cinderhex}),
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    badge = {c: p.board.spec(p.board.item(c)).badge for c in (nebrus, cinderhex)}
    assert badge == {nebrus: "has attacked", cinderhex: "has attacked"}
    assert p.board.item(nebrus).rotation_quarter() == 1  # damaged: turned sideways
    assert "damaged" in p.board.item(nebrus).caption


def test_a_character_in_play_says_on_hover_what_its_gear_gives(qtbot, window):
    """The hover preview shows the Character's card alone: its caption names the Gear
    it wears and the dice each adds (a player asked what its Gear gave)."""
    # rulebook: genegrafter.txt:86
    nebrus, visor = gg.ch("nebrus"), gear("targeting_visor")
    state = gg.position(play={gg.JON: [nebrus]}, attached={visor: nebrus})
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    caption = window.presenter.board.item(nebrus).caption
    assert "wears Targeting Visor (+1 attack)" in caption


def test_a_genegrafting_round_says_which_card_goes_onto_what(qtbot, window):
    """As the round begins its announcement says what a graft gives, and the prompt,
    whole at 1366 beside "Done grafting", which card is dragged onto what; the drag
    grafts it."""
    # rulebook: genegrafter.txt:121
    # rulebook: genegrafter.txt:123
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    state = gg.position(
        current=gg.SUE,
        step=BATTLE,
        play={gg.JON: [nebrus], gg.SUE: [gg.ch("umbra")]},
        hands={gg.JON: [madlock]},
        deck=[strand],
        infinity_used=frozenset({gg.SUE}),
        fatigued=frozenset({gg.ch("umbra")}),  # Sue, the computer, only ends her turn
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    c, page = window.controller, window.page
    c.run_bots_now()
    qtbot.waitUntil(lambda: c.state.step == GRAFT, timeout=3000)
    settle(qtbot, window)
    toast = page.view.toast.text()
    assert "onto one of theirs in play, which gains its Super Power and marker colour" in toast
    assert page.prompt.text() == (
        "Genegrafting (1 left): drag a Character from hand or Gene Pool onto one of yours."
    )
    assert not page.prompt.elided() and page.step.text() == "Done grafting"
    drag_onto(
        qtbot, window, window.presenter.board.item(madlock), window.presenter.board.item(nebrus)
    )
    assert c.state.attached.get(madlock) == nebrus


def rolled_infinity_at_a_laptop(qtbot, window, state, players: int):
    """``state`` started for ``players`` people at 1366 x 768, and Jon's Infinity Die
    rolled by its gesture, the top bar laid out for the face: the controller and page."""
    start(window, gg.GAME, state, ["human"] * players)
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    c, page = window.controller, window.page
    lift_curtain(qtbot, window)
    perform(qtbot, window, RollInfinity(gg.JON))
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    return c, page


def test_the_infinity_dies_sixth_face_offers_its_choices_as_buttons(qtbot, window):
    """The sixth face: Draw 2 Cards and which opponent discards 2 are buttons beside
    the prompt, which is whole at 1366; pressing one carries it out (ruling GG-R14)."""
    # rulebook: genegrafter.txt:153
    # rulebook: genegrafter.txt:160
    # rulebook: genegrafter.txt:161
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    state = gg.position(
        play={gg.JON: [nebrus], gg.SUE: [madlock]},
        hands={gg.JON: [gg.ab("blind")], gg.SUE: [gg.ab("fireball"), gg.ab("ice_wall")]},
        forced={"infinity die": [6]},
    )
    c, page = rolled_infinity_at_a_laptop(qtbot, window, state, 2)
    assert c.state.infinity_face == "choice"
    shown = [b for b in page.choice_buttons if b.isVisible()]
    assert [b.text() for b in shown] == ["Draw 2 Cards", "Sue discards 2"]
    # The faces made on the table are said too: "pick one" beside the buttons alone
    # hid the Infinity Symbol, a click on a Character in play.
    assert page.prompt.text() == (
        "Any face: click a Character in play to give it Infinity, or a button."
    )
    assert not page.prompt.elided(), page.prompt.text()
    press(qtbot, window, shown[0])
    assert len(c.state.zones["jon.hand"]) == 3 and c.state.step == PLAY


@pytest.mark.parametrize(
    ("jons", "ways"),
    [
        (True, "click one in play to give it Infinity"),
        # None of Jon's in play: the power goes to another's (a new player gave an
        # opponent Infinity not knowing it had to be theirs).
        (False, "click another player's Character to give it Infinity"),
    ],
    ids=["his own", "none of his"],
)
def test_the_infinity_dies_sixth_face_is_made_on_the_table_as_its_prompt_says(
    qtbot, window, jons, ways
):
    """The sixth face at three players, three buttons beside the prompt, a Character in
    a Gene Pool: the prompt names every face it can do and is whole at 1366, and a
    click on a Character in play gives it the Infinity Power (ruling GG-R14)."""
    # rulebook: genegrafter.txt:153
    # rulebook: genegrafter.txt:159
    nebrus, madlock, umbra = gg.ch("nebrus"), gg.ch("madlock"), gg.ch("umbra")
    play = {gg.JON: [nebrus], gg.SUE: [madlock]} if jons else {gg.SUE: [madlock]}
    state = gg.position(
        play=play,
        pool={gg.SUE: [umbra]},
        hands={gg.SUE: [gg.ab("fireball")], gg.MIKE: [gg.ab("ice_wall")]},
        forced={"infinity die": [6]},
        players=3,
    )
    c, page = rolled_infinity_at_a_laptop(qtbot, window, state, 3)
    assert len([b for b in page.choice_buttons if b.isVisible()]) == 3
    assert page.prompt.text() == (
        f"Any face: click a Character in a Gene Pool to bring it back, {ways}, or a button."
    )
    assert not page.prompt.elided(), page.prompt.text()
    given = nebrus if jons else madlock
    click_item(qtbot, window, window.presenter.board.item(given))
    assert given in c.state.granted


def test_the_infinity_symbol_with_none_of_yours_in_play_says_it_goes_to_another(qtbot, window):
    """The Infinity Symbol rolled with no Character of the roller's in play: the prompt
    says the power goes to another player's Character and what it does, whole at 1366."""
    # rulebook: genegrafter.txt:149
    # rulebook: genegrafter.txt:159
    madlock = gg.ch("madlock")
    state = gg.position(
        play={gg.SUE: [madlock]},
        hands={gg.SUE: [gg.ab("fireball")], gg.JON: [gg.ab("blind")]},
        forced={"infinity die": [3]},
    )
    c, page = rolled_infinity_at_a_laptop(qtbot, window, state, 2)
    # The die names the face it shows in its tip (it reads "∞" on the table).
    die = window.presenter.board.item(f"{gg.JON}.infinity")
    assert die.toolTip() == "Infinity Die: rolled, once a game, showing its Infinity Symbol face"
    assert page.prompt.text() == (
        "Infinity Symbol: with none of yours in play, click another player's Character"
        " to give it Infinity (every Ability Card then matches its power)."
    )
    assert not page.prompt.elided(), page.prompt.text()
    click_item(qtbot, window, window.presenter.board.item(madlock))
    assert madlock in c.state.granted


def test_the_curtain_before_a_graft_does_not_say_the_hand_holds_no_character(qtbot, window):
    """In a Genegrafting Round both people graft in turn: the curtain that hands the
    computer to the second one asks them to graft, as the table does once it is lifted.
    (Its words are worked out from what everyone may see, and a hidden hand is no empty
    one: it said "no Character in your hand or Gene Pool to graft" to a hand holding
    two.)"""
    # rulebook: genegrafter.txt:121
    # rulebook: genegrafter.txt:123
    nebrus, madlock, umbra, blink = (
        gg.ch("nebrus"),
        gg.ch("madlock"),
        gg.ch("umbra"),
        gg.ch("blink"),
    )
    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    state = gg.position(
        current=gg.SUE,
        step=BATTLE,
        play={gg.JON: [nebrus], gg.SUE: [umbra]},
        hands={gg.JON: [madlock], gg.SUE: [blink]},
        deck=[strand],
        fatigued=frozenset({umbra}),  # Sue can only end her turn
    )
    start(window, gg.GAME, state, ["human", "human"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    c, page = window.controller, window.page
    lift_curtain(qtbot, window)
    press(qtbot, window, page.step)  # Sue: "End your turn"; Jon's draw turns up the Strand
    asked = "Genegrafting (1 left): drag a Character from hand or Gene Pool onto one of yours."
    while c.state.step == GRAFT:
        lift_curtain(qtbot, window)
        seat = c.viewer
        assert page.prompt.text() == asked, (seat, page.prompt.text())
        mine = blink if seat == gg.SUE else madlock
        host = umbra if seat == gg.SUE else nebrus
        drag_onto(
            qtbot, window, window.presenter.board.item(mine), window.presenter.board.item(host)
        )
        assert c.state.attached.get(mine) == host
        if c.state.step == GRAFT:
            # The other person's turn to graft: the curtain asks them what the table will,
            # as far as everyone may see: their hand may hold a Character, or not.
            assert window.curtain.isVisible() and c.curtain_name != c.game.seat_name(seat)
            assert window.curtain.why == (
                "Genegrafting (1 left): a Character from your hand onto one of yours, if you"
                " hold one — else Done grafting."
            ), window.curtain.why
            assert "no Character" not in " ".join(window_texts(window))
    assert c.state.attached.get(madlock) == nebrus and c.state.attached.get(blink) == umbra


def test_the_battle_prompt_says_when_no_character_can_attack_and_reads_whole(qtbot, window):
    """In the battle step the prompt beside "End your turn" reads whole at 1366 with the
    Infinity Die's offer: a rested Character is dragged onto an opponent's play area, or,
    with every Character of yours fatigued (new this turn) or done attacking, the turn
    can only end (it told a person whose Characters had all just arrived to drag a
    rested one, and was cut at "You may roll your In…")."""
    # rulebook: genegrafter.txt:84
    # rulebook: genegrafter.txt:97
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    state = gg.position(
        step=BATTLE,
        play={gg.JON: [nebrus], gg.SUE: [madlock]},
        fatigued=frozenset({nebrus}),
    )
    start(window, gg.GAME, state, ["human", "human"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    c, page = window.controller, window.page
    lift_curtain(qtbot, window)
    assert page.prompt.text() == (
        "No Character of yours can attack now (Nebrus is fatigued, new in play or by an"
        " Event): end your turn. You may roll your Infinity Die."
    )
    assert not page.prompt.elided() and page.step.text() == "End your turn"
    press(qtbot, window, page.step)
    lift_curtain(qtbot, window)
    # Sue's Madlock has rested since her last turn: she may attack with it.
    assert c.viewer == gg.SUE and c.state.step == PLAY
    press(qtbot, window, page.step)  # "Done playing Characters"
    assert page.prompt.text() == (
        "Battle: drag a Character not fatigued and yet to attack onto an opponent. You may roll"
        " your Infinity Die."
    )
    assert not page.prompt.elided() and page.step.text() == "End your turn"
    perform(qtbot, window, DeclareBattle(gg.SUE, gg.JON, madlock))
    assert c.state.battle is not None


# Jon's hand in two deals of the same count: the table shows the others the same backs.
JONS_HANDS = {
    "Characters and Gear": [gg.ch("nebrus"), gg.ch("madlock"), gear("power_gauntlets")],
    "Ability Cards alone": [gg.ab("blind"), gg.ab("fireball"), gg.ab("ice_wall")],
}


def at_the_curtain_for_jons_play(qtbot, window, hand: list[str], later: bool):
    """Two people at one computer, the curtain down for Jon's Play Character Cards with
    ``hand`` in his hand: as the game starts, or (``later``) once Sue has ended her
    turn and Jon has drawn three Ability Cards, the same in every deal. The curtain's
    words, the window's texts behind it and the prompt once Jon sits down."""
    drawn = [gg.ab("gamma_blast"), gg.ab("blindside"), gg.ab("mind_spike")]
    if later:
        # Sue has nothing in play: her battle step can only end her turn.
        state = gg.position(current=gg.SUE, step=BATTLE, hands={gg.JON: hand}, deck=drawn)
    else:
        state = gg.position(hands={gg.JON: hand})
    start(window, gg.GAME, state, ["human", "human"])
    settle(qtbot, window)
    c, page, curtain = window.controller, window.page, window.curtain
    if later:
        lift_curtain(qtbot, window)
        assert c.viewer == gg.SUE and page.step.text() == "End your turn"
        press(qtbot, window, page.step)
        assert c.state.current == gg.JON and c.state.step == PLAY
    assert curtain.isVisible() and curtain.name == "Jon"
    said, texts, secrets = curtain.text(), window_texts(window), hidden_names(c)
    lift_curtain(qtbot, window)
    assert c.viewer == gg.JON
    return said, texts, secrets, page.prompt.text()


@pytest.mark.parametrize("later", [False, True], ids=["game start", "later turn"])
def test_the_curtain_says_the_play_step_alike_whatever_the_hand_holds(qtbot, window, later):
    """The curtain before a person's Play Character Cards is read by the whole table:
    it says the step, the same whatever their hand holds, and names nothing in it. (It
    said "No Character or Gear in your hand to play" over a hand of Characters, which
    the prompt then asked to drag into play, and, where true, told the others so.)"""
    # rulebook: genegrafter.txt:82
    # rulebook: genegrafter.txt:86
    seen = {
        deal: at_the_curtain_for_jons_play(qtbot, window, hand, later)
        for deal, hand in JONS_HANDS.items()
    }
    (said, texts, secrets, _), (other, *_) = seen.values()
    assert said == other, (said, other)  # nothing in it comes of the hand
    asked = (
        "Jon — Play Character Cards: up to 3 Characters from your hand (at least one, if"
        " you hold one), and any Gear onto yours. You may roll your Infinity Die."
    )
    assert asked in said.splitlines(), said
    for deal, (_, texts, secrets, _) in seen.items():
        assert secrets and not [t for t in texts for n in secrets if n in t], deal
        assert "no character" not in " ".join(texts).lower(), deal
    # Sat down, each is asked what the curtain allowed for: at least one Character
    # when the hand holds one, and none to play (the Infinity Die still offered) when not.
    assert seen["Characters and Gear"][-1] == (
        "Drag Characters into play (at least one), Gear onto them. You may roll your Infinity Die."
    )
    assert seen["Ability Cards alone"][-1] == (
        "No Character or Gear in your hand to play. You may roll your Infinity Die."
    )


def test_the_curtain_up_while_a_computer_plays_says_it_plays(qtbot, window):
    """Two people and two computer players, a computer first: the curtain waiting for
    the first person says what the computer is doing, not what the person does once
    they may (it told Jon "You have played 3 Characters: drag Gear onto them" while
    Ada, a computer player, played hers); once the computer's move asks Jon for cards,
    it says that."""
    # rulebook: genegrafter.txt:65
    from petridish.games.genegrafter.rules import GAME
    from petridish.storage.saves import SeatInfo
    from petridish.ui.controller import Match

    window.page.scene.animator.set_speed(0)
    kinds = ["human", "human", "bot", "bot"]
    seats = [
        SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(GAME.seats_for(4), kinds, strict=True)
    ]
    # Seed 3: Ada goes first; she plays three Characters, equips two, then rolls Discard
    # 2 Cards at Jon.
    window.start(Match(GAME.id, seats, 3, {}))
    settle(qtbot, window)
    c, curtain = window.controller, window.curtain
    assert c.state.current == "ada" and c.state.step == PLAY and not c.human_to_move()
    assert curtain.isVisible() and curtain.name == "Jon"
    said = "Ada is playing Characters and Gear… Then it is your move."
    assert curtain.why == said, curtain.why
    assert f"Jon — {said}" in curtain.lines()  # as painted
    # Ada rolls her Infinity Die's Discard 2 Cards at Jon: now he is wanted.
    qtbot.waitUntil(lambda: bool(c.human_to_move()), timeout=10000)
    settle(qtbot, window)
    assert curtain.isVisible() and curtain.name == "Jon"
    assert curtain.why == (
        "Ada's Infinity Die: you discard 2 cards. Drag them from your hand onto the discard pile."
    )
    lift_curtain(qtbot, window)
    assert window.page.prompt.text() == curtain.why


def test_the_battle_panel_says_what_each_laying_button_does(qtbot, window):
    """While a side lays, the battle panel names the buttons beside the prompt and what
    each leads to (ruling GG-R23): "Over to Jon" lets the other side lay and this one
    lay again after, "Finished laying" lays no more in the fight (a newcomer could not
    tell the two apart: their tooltips said only "one of the moves to choose between
    now" and "the move that ends this step"); the prompt names the tokens to click."""
    # rulebook: genegrafter.txt:99
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    to_a_battle(qtbot, window, nebrus, [madlock])
    c, p, page = window.controller, window.presenter, window.page
    perform(qtbot, window, Defend(gg.SUE, madlock))
    drag_item(qtbot, window, p.board.item(gg.ab("blind")), layout.DEFENSE_SIDE)
    buttons = [b.text() for b in page.choice_buttons if b.isVisible()] + [page.step.text()]
    assert buttons == ["Over to Jon", "Finished laying"]
    # The prompt names the tokens Sue may click, whole beside both buttons.
    assert page.prompt.text() == (
        "Defending: drag Ability Cards to the battle, or click a Defense token (3 left)."
    )
    assert not page.prompt.elided()
    said = (
        'Sue lays next: more cards and tokens, "Over to Jon" (Sue may lay again after Jon),'
        ' or "Finished laying" (no more in this fight).'
    )
    assert p.panel.lines[-1] == said and p.panel.isVisible()
    # Jon finished, Sue is told only the one button is left to her.
    press(qtbot, window, page.choice_buttons[0])
    lift_curtain(qtbot, window)
    press(qtbot, window, page.step)  # Jon: "Finished laying"
    lift_curtain(qtbot, window)
    assert c.viewer == gg.SUE and page.step.text() == "Finished laying"
    assert p.panel.lines[-1] == (
        'Sue lays next: cards and tokens, then "Finished laying" (Jon has finished).'
    )


def test_a_genegrafting_round_nobody_can_graft_in_says_it_passes(qtbot, window):
    """Seed 12389: Sue's first draw turns up a DNA Strand before any Character is in play.
    The round's announcement says nobody can graft and the round passes (it said each
    player may graft, and then nothing asked anyone to)."""
    # rulebook: genegrafter.txt:76
    # rulebook: genegrafter.txt:123
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 12389, ["human", "human"], False)
    c = window.controller
    lift_curtain(qtbot, window)
    said = (
        "A Genegrafting Round: each player may graft 1 Character from hand or Gene Pool onto"
        " one of theirs in play, which gains its Super Power and marker colour. Nobody has"
        " both a Character in play and a card to graft onto it: the round passes."
    )
    assert said in log_texts(window)
    assert said in window.page.view.toast.text(), window.page.view.toast.text()
    assert c.state.step == PLAY and c.viewer == "sue"


@pytest.mark.parametrize("jon_holds", ["blind", "madlock"])
def test_the_log_and_the_table_say_when_a_genegrafting_round_is_over(qtbot, window, jon_holds):
    """Two people: Jon's draw turns up a DNA Strand; Sue has no Character in play, Jon
    has Nebrus and one card in hand. Holding no Character, Jon has "Done grafting" made
    for him as he sits down; holding Madlock, he presses it. Either way the log says
    Sue is left out and why, that Jon grafts nothing, and that the round is over, and
    the table says so too: the same words for both hands (the round said only that each
    player may graft, and the draw went on at once, nothing saying the round had
    ended)."""
    # rulebook: genegrafter.txt:76
    # rulebook: genegrafter.txt:123
    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    card = gg.ch(jon_holds) if jon_holds == "madlock" else gg.ab(jon_holds)
    state = gg.position(
        current=gg.SUE,
        step=BATTLE,
        play={gg.JON: [gg.ch("nebrus")]},
        hands={gg.JON: [card]},
        deck=[strand],
        infinity_used=frozenset({gg.SUE}),
    )
    start(window, gg.GAME, state, ["human", "human"])
    settle(qtbot, window)
    c, page = window.controller, window.page
    lift_curtain(qtbot, window)
    press(qtbot, window, page.step)  # Sue: "End your turn"; Jon's draw turns up the Strand
    assert c.state.step == GRAFT and window.curtain.name == "Jon"
    lift_curtain(qtbot, window)
    if jon_holds == "madlock":
        assert c.state.step == GRAFT and page.step.text() == "Done grafting"
        press(qtbot, window, page.step)
    assert c.state.step == PLAY and c.viewer == gg.JON
    over = (
        "Every player is done grafting: the Genegrafting Round is over (nobody grafted)."
        " Jon's draw goes on."
    )
    log = log_texts(window)
    begun = log.index("Jon turns up DNA Strand 1 of 3.")
    assert log[begun + 2 : begun + 5] == [
        "Sue has no Character in play to graft onto.",
        "Jon grafts nothing.",
        over,
    ], log[begun:]
    assert log[begun + 5].startswith("Jon draws ")
    assert over in page.view.toast.text(), page.view.toast.text()


def test_the_infinity_die_says_which_faces_would_find_nothing_before_its_roll(qtbot, window):
    """Hovered, Jon's Infinity Die says how it is rolled and which faces would do
    nothing now: with no Character in any Gene Pool nor in play, three of them (a new
    player rolled it, once a game, for a DNA Marker that grafted nothing)."""
    # rulebook: genegrafter.txt:153
    # rulebook: genegrafter.txt:158
    state = gg.position(hands={gg.JON: [gg.ch("lumina")]})
    start(window, gg.GAME, state, ["human", "bot"])
    resize(qtbot, window, 1366, 768)
    lift_curtain(qtbot, window)
    die = window.presenter.board.item(f"{gg.JON}.infinity")
    view = window.page.view
    window.activateWindow()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(die.scene_body_rect().center()))
    qtbot.waitUntil(QtWidgets.QToolTip.isVisible, timeout=5000)
    assert QtWidgets.QToolTip.text() == (
        "Infinity Die: roll it once a game, in your turn (click it). Its Resurrection,"
        " DNA Marker and Infinity Symbol would find nothing to act on now."
    )


def test_a_hand_lies_characters_then_gear_then_ability_cards(qtbot, window):
    """A hand of ten shows each card's edge alone, and a new player took a Character for
    an Ability Card: the fan groups them, each kind as drawn. Another's hidden hand keeps
    its order (its kinds are not the viewer's to know)."""
    # rulebook: genegrafter.txt:86
    blind, nebrus, visor, madlock = (
        gg.ab("blind"),
        gg.ch("nebrus"),
        gear("targeting_visor"),
        gg.ch("madlock"),
    )
    state = gg.position(hands={gg.JON: [blind, nebrus, visor, madlock]})
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    p = window.presenter
    fan = p.zones[f"{gg.JON}.hand"].items()
    assert [fan.index(p.board.item(c)) for c in (nebrus, madlock, visor, blind)] == [0, 1, 2, 3]
    assert window.controller.state.zones[f"{gg.JON}.hand"] == (blind, nebrus, visor, madlock)


def test_ending_the_turn_with_a_character_still_able_to_attack_takes_a_second_press(qtbot, window):
    """End your turn, pressed while a Character of yours could still attack, asks to be
    pressed again and says why on the button (a player's click meant for Finished
    laying ended the turn: the fight was over by itself and the button's words had
    changed under the pointer; the next player's draw cannot be taken back). A
    double-click is not a second press. With none left to attack, one press ends it."""
    # rulebook: genegrafter.txt:94 (you may battle), genegrafter.txt:231 (once a turn)
    nebrus, blink, madlock = gg.ch("nebrus"), gg.ch("blink"), gg.ch("madlock")
    state = gg.position(
        step=BATTLE, play={gg.JON: [nebrus, blink], gg.SUE: [madlock]}, attacked={nebrus}
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    c, button = window.controller, window.page.step
    qtbot.waitUntil(lambda: button.isVisible() and button.text() == "End your turn")
    assert "Blink can still attack" in button.toolTip()
    press(qtbot, window, button)
    assert c.state.current == gg.JON and len(c.session.steps) == 0
    assert button.text() == "Blink can still attack: end your turn?"
    # A double-click's second click plays nothing: the words are there to be read first.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert len(c.session.steps) == 0
    press(qtbot, window, button)
    assert c.session.steps and c.session.steps[0].action == EndTurn(gg.JON)


def test_ending_the_turn_with_no_character_left_to_attack_takes_one_press(qtbot, window):
    # rulebook: genegrafter.txt:231
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    state = gg.position(step=BATTLE, play={gg.JON: [nebrus], gg.SUE: [madlock]}, attacked={nebrus})
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    c, button = window.controller, window.page.step
    qtbot.waitUntil(lambda: button.isVisible() and button.text() == "End your turn")
    assert "still attack" not in button.toolTip()
    press(qtbot, window, button)
    assert c.session.steps and c.session.steps[0].action == EndTurn(gg.JON)


def round_in_a_computers_turn(qtbot, window, jon_holds: list[str]):
    """Jon, the one person, with Sue (strong) and Mike (normal) at 1366 × 768: Sue can
    only end her turn, and Mike's draw turns up the first DNA Strand. Jon has Nebrus in
    play and holds ``jon_holds``; Mike holds Madlock. Every move the table shows is
    written down as (the step, whether the game waits for Jon, the prompt, the button
    beside it, the busy sign's words, the note over the table): the controller and that
    list."""
    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    state = gg.position(
        players=3,
        current=gg.SUE,
        step=BATTLE,
        play={gg.JON: [gg.ch("nebrus")], gg.SUE: [gg.ch("umbra")], gg.MIKE: [gg.ch("brute")]},
        hands={gg.JON: jon_holds, gg.MIKE: [gg.ch("madlock")]},
        deck=[strand],
        infinity_used=frozenset({gg.SUE, gg.MIKE}),
        fatigued=frozenset({gg.ch("umbra")}),  # Sue, the computer, only ends her turn
    )
    start(window, gg.GAME, state, ["human", "strong", "normal"])
    c, page = window.controller, window.page
    seen: list[tuple[str, bool, str, str, str, str]] = []

    def note() -> None:
        busy = page.busy.toolTip() if page.busy.isVisible() else ""
        button = page.step.text() if page.step.isVisible() else ""
        waits = gg.JON in c.game.to_move(c.state)
        toast = page.view.toast.text() if page.view.toast.isVisible() else ""
        seen.append((c.state.step, waits, page.prompt.text(), button, busy, toast))

    c.changed.connect(note)
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    return c, seen


def test_a_round_does_not_wait_for_a_person_with_no_character_to_graft(qtbot, window):
    """A DNA Strand turned up in a computer's turn: Jon holds no Character and has none
    in his Gene Pool, so there is nothing for him to choose, and the round goes on
    without him. (It waited for "Done grafting", the busy sign saying the computers
    would play after him, and a new player took it for the computer still thinking;
    on his own turn, his hand empty, the same round had passed by itself.)"""
    # rulebook: genegrafter.txt:121
    # rulebook: genegrafter.txt:123
    c, seen = round_in_a_computers_turn(qtbot, window, [gg.ab("blind")])
    qtbot.waitUntil(lambda: len(c.state.zones["strands"]) == 1 and c.state.step != GRAFT)
    grafting = [s for s in seen if s[0] == GRAFT]
    assert grafting, "the round is shown"
    assert not any(waits for _, waits, *_ in grafting), grafting
    assert not any(button == "Done grafting" for *_, button, _, _ in grafting), grafting
    assert not any("after you" in busy for *_, busy, _ in grafting), grafting
    # The round is announced over the table all the same; the prompt says why Jon has
    # no part in it, and who grafts meanwhile.
    said = "Genegrafting Round: no Character in your hand or Gene Pool to graft. Waiting for Mike…"
    assert grafting[0][2] == said, grafting
    assert "DNA Strand 1 of 3" in grafting[0][-1] and "Genegrafting Round" in grafting[0][-1]
    assert not window.page.prompt.elided()
    made = [s.action for s in c.session.steps if s.action.seat == gg.JON]
    assert made == [EndGrafting(gg.JON)]
    assert c.state.attached == {gg.ch("madlock"): gg.ch("brute")}  # Mike grafted


def test_a_round_waits_for_a_person_who_can_graft(qtbot, window):
    """The same round with a Character in Jon's hand: it is his to graft or not, and
    the round waits for him, "Done grafting" beside the prompt."""
    # rulebook: genegrafter.txt:123
    lumina = gg.ch("lumina")
    c, _ = round_in_a_computers_turn(qtbot, window, [lumina, gg.ab("blind")])
    qtbot.waitUntil(lambda: c.state.step == GRAFT)
    c.run_bots_now()
    settle(qtbot, window)
    page = window.page
    assert c.state.step == GRAFT and c.game.to_move(c.state) == (gg.JON,)
    assert page.prompt.text() == (
        "Genegrafting (1 left): drag a Character from hand or Gene Pool onto one of yours."
    )
    assert page.step.isVisible() and page.step.text() == "Done grafting"
    board = window.presenter.board
    drag_onto(qtbot, window, board.item(lumina), board.item(gg.ch("nebrus")))
    assert c.state.attached.get(lumina) == gg.ch("nebrus") and c.state.step != GRAFT


def test_undo_takes_back_the_graft_with_the_done_made_after_it(qtbot, window):
    """Jon grafts his only Character with grafts left: "Done grafting" is made for him,
    and Ctrl+Z takes back his graft with it (taken back alone, it would be made again
    at once and Ctrl+Z would seem to do nothing)."""
    # rulebook: genegrafter.txt:131
    nebrus, madlock = gg.ch("nebrus"), gg.ch("madlock")
    state = gg.position(
        current=gg.SUE,
        step=BATTLE,
        strands=2,
        play={gg.JON: [nebrus], gg.SUE: [gg.ch("umbra")]},
        hands={gg.JON: [madlock, gg.ab("blind")]},
        deck=["dna.strand.3"],
        rest_in_deck=False,  # the deck runs out after the Strand: nothing more is drawn
        infinity_used=frozenset({gg.SUE}),
        fatigued=frozenset({gg.ch("umbra")}),  # Sue, the computer, only ends her turn
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.step == GRAFT)
    assert c.state.grafts_left[gg.JON] == 3
    drag_onto(
        qtbot, window, window.presenter.board.item(madlock), window.presenter.board.item(nebrus)
    )
    assert c.state.step != GRAFT and c.state.attached == {madlock: nebrus}
    assert [s.action for s in c.session.steps[-2:]] == [
        Graft(gg.JON, madlock, nebrus),
        EndGrafting(gg.JON),
    ]
    assert window.a_undo.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert c.state.step == GRAFT and madlock in c.state.zones["jon.hand"]
    assert window.page.step.text() == "Done grafting"


@pytest.mark.parametrize("jon", ["watching", "attacking"])
def test_the_cards_a_computer_defends_with_are_flipped_face_up_before_they_are_discarded(
    qtbot, window, jon
):
    """With no reroll to spend, the move that flips a fight's Ability Cards decides it
    and discards them: a person who had not laid them saw only card backs go to the
    discard pile (what the computer defended with never showed, though the log named
    it). They lie face up where they were laid for a moment, the computer's next move
    waiting, then go: whether Jon watches two computers fight or fights one himself."""
    # rulebook: genegrafter.txt:100
    # rulebook: genegrafter.txt:104
    brute, umbra = gg.ch("brute"), gg.ch("umbra")
    attacker, defender = (gg.SUE, gg.MIKE) if jon == "watching" else (gg.JON, gg.SUE)
    laid = [gg.ab("blindside"), gg.ab("fireball"), gg.ab("gamma_blast")]
    state = gg.position(
        players=3 if jon == "watching" else 2,
        current=attacker,
        step=BATTLE,
        play={attacker: [brute], defender: [umbra], gg.JON: [gg.ch("nebrus")]}
        if jon == "watching"
        else {attacker: [brute], defender: [umbra]},
        hands={defender: laid},
        # The attacker keeps a token, and finishes without it (with nothing at all it
        # would be finished at once); no card matches its Character's marker, so no
        # side has a reroll: the flip decides the fight.
        attack_tokens={**dict.fromkeys(gg.GAME.seat_ids(3), 0), attacker: 1},
        defense_tokens=dict.fromkeys(gg.GAME.seat_ids(3), 0),
    )
    state = gg.to_fight(state, defender, [brute], umbra)
    start(window, gg.GAME, state, ["human", "bot", "bot"][: len(state.seats)])
    c, board = window.controller, window.presenter.board
    c.paused = True  # the computers move when the test says
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    for card in laid:  # the defender lays first, all three in its turn
        assert c.submit(LayAbility(defender, card, card != laid[-1])) is None
        settle(qtbot, window)
    # Laid face down: to Jon, who did not lay them, three card backs.
    backs = [
        board.spec(i)
        for i in board.items()
        if board.zone_of[i] == layout.DEFENSE_SIDE and isinstance(board.spec(i), CardSpec)
    ]
    assert [(s.key, s.face_up) for s in backs if s.key != umbra] == [(None, False)] * 3
    window.page.scene.animator.set_speed(1)  # the table as a person sees it
    if jon == "watching":
        assert c.submit(Finish(attacker)) is None
    else:
        qtbot.waitUntil(lambda: not window.page._step_wait.isActive(), timeout=3000)
        assert window.page.step.text() == "Finished laying"
        qtbot.mouseClick(window.page.step, Qt.MouseButton.LeftButton)
    assert c.state.battle is None and set(laid) <= set(c.state.zones["discard"])
    # On the table they lie face up in the defender's side, turning over one by one.
    assert [board.zone_of[board.item(card)] for card in laid] == [layout.DEFENSE_SIDE] * 3
    animator = window.page.scene.animator

    def turned(card: str) -> bool:
        item = board.item(card)
        return item.face_up and not animator.busy(item)  # turned over, and lying still

    qtbot.waitUntil(lambda: all(turned(card) for card in laid), timeout=3000)
    # (Flipped before the dice are thrown, the defender's too: the board turns cards and
    # starts dice in the order of the zones it is given.)
    order = list(window.presenter.layout_for(c.view))
    assert order.index(layout.DEFENSE_SIDE) < order.index(layout.RED_DICE)
    assert [board.zone_of[board.item(card)] for card in laid] == [layout.DEFENSE_SIDE] * 3
    assert c.table_busy()  # the computers' next move waits meanwhile
    qtbot.waitUntil(lambda: board.zone_of[board.item(laid[0])] == "discard", timeout=6000)
    assert [board.zone_of[board.item(card)] for card in laid] == ["discard"] * 3
    # The log says so too, once the fight's dice have landed.
    qtbot.waitUntil(lambda: "Fireball is flipped" in " ".join(window_texts(window)), timeout=3000)
