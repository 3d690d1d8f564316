"""A.D.A.P.T.'s Experience die is named on the table, under it, in words a person reads
at a laptop's 1366 x 768 with the side panel open: not only in its tooltip."""

from __future__ import annotations

import re

import pytest

from petridish.games.adapt import layout
from petridish.games.adapt.die_caption import EXPERIENCE, GAP, DieCaption
from petridish.table.legible import LEAST_PX

from .table_driver import settle
from .text_sizes import open_table, table_texts


@pytest.mark.parametrize("players", [2, 3, 5])
def test_each_fishs_experience_die_is_named_under_it(qtbot, window, players):
    # rulebook: adapt.txt:13
    open_table(qtbot, window, "adapt", players, (1366, 768))
    names = [t for t in table_texts(window, "adapt") if t.words == EXPERIENCE]
    # Each name drawn twice, engraved: its shadow and its words.
    assert len(names) == 2 * players
    assert all(t.px >= LEAST_PX * 0.99 for t in names), names
    p = window.presenter
    captions = [i for i in window.page.scene.items() if isinstance(i, DieCaption)]
    em = max(t.px for t in names) / window.page.view.transform().m11()  # in scene units
    for seat in window.controller.state.seats:
        die = p.board.item(f"{seat}.xp").scene_body_rect()
        under = [c for c in captions if c.pos().x() <= die.center().x() <= c.pos().x() + 40]
        caption = [c for c in under if die.bottom() - 1 <= c.pos().y() <= die.bottom() + 12]
        assert caption, seat
        # The word, grown to be read, lies inside the dice's place, not across its edge.
        place = p.zones[layout.dice_zone(seat)].scene_rect()
        assert caption[0].pos().y() + GAP + em <= place.bottom() - 2, seat


def test_each_fishs_scores_read_on_a_laptop_mid_game(qtbot, window):
    # rulebook: adapt.txt:63
    # Mid-game a fish's line of scores is long ("Health 16/16 · Ferocity 3 · Survival 10
    # · Lethality 1"): at five fish in 1366 x 768 it is still 9 pixels tall or more.
    open_table(qtbot, window, "adapt", 5, (1366, 768))
    window.start_quick("adapt", 4, ["bot"] * 5, False)  # in the same window
    window.controller.run_bots_now(30)
    settle(qtbot, window)
    scores = [t for t in table_texts(window, "adapt") if t.what == "FishItem"]
    assert any("Survival" in t.words for t in scores), scores
    assert max(len(t.words) for t in scores) >= 40, "a long line of scores"
    assert all(t.px >= 9.0 * 0.99 for t in scores), scores


def test_each_mats_dice_lie_side_by_side_the_percentile_pair_last(qtbot, window):
    # rulebook: adapt.txt:94
    # A die counting a Special Action's Cooldown lies after the last rolls: the
    # percentile pair, two dice wide, comes last in its row (the cooldown die after it
    # lay over its units die), and no die lies over another's face.
    open_table(qtbot, window, "adapt", 5, (1366, 768))
    # Seed 8: twenty computer moves in, Coral and Kelp each have a Special Action
    # cooling down and a percentile roll on their mats.
    window.start_quick("adapt", 8, ["bot"] * 5, False)
    window.controller.run_bots_now(20)
    settle(qtbot, window)
    p, cooling = window.presenter, 0
    for seat in window.controller.state.seats:
        dice = p.zones[layout.dice_zone(seat)].items()
        keys = [d.key for d in dice]
        cooling += any(".cooldown." in k for k in keys)
        # Its tip says how long it rests, as a person says it ("1 more turn(s)" read
        # as a form).
        for die in dice:
            if ".cooldown." in die.key:
                assert re.fullmatch(r"\w+ rests (1 more turn|[2-9] more turns)", die.toolTip())
        assert not any(k.endswith(".percentile") for k in keys[:-1]), keys
        rects = [d.scene_body_rect() for d in dice]
        over = [
            (a.key, b.key)
            for i, a in enumerate(dice)
            for j, b in enumerate(dice)
            if i < j and rects[i].intersected(rects[j]).width() > layout.DIE / 4
        ]
        assert not over, seat
    assert cooling, "a fish with a Special Action cooling down"


def test_a_cooldown_whose_card_was_replaced_says_so_on_its_die(qtbot, window):
    # rulebook: adapt.txt:94
    # ruling ADAPT-R29
    # The grey die stayed after a Swordfish replaced the Eel, saying only "Shock rests".
    from petridish.games.adapt.rules import GAME
    from petridish.games.adapt.state import Special
    from tests.games.adapt.helpers import CORAL, FINN, build, play, setup

    from .test_announcements import start

    s = build(setup(2), CORAL, "part.lateral_line#1")
    s = build(s, FINN, "body.manta_ray#1")
    s = play(s, Special(CORAL, "school", FINN))
    s = build(s, CORAL, "part.toxic_flesh#1")  # over the Lateral Line
    start(window, GAME, s, ["human", "human"])
    settle(qtbot, window)
    die = window.presenter.board.item(f"{CORAL}.cooldown.school")
    rests = s.fish[CORAL].cooldowns["school"]
    assert die.toolTip() == (
        f"School rests {rests} more turn{'s' * (rests != 1)}, though no card of this fish"
        " grants it now"
    )
