"""ADRIFT as a new castaway meets it alone at 1366 × 768: the prompt for choosing a
place reads whole and says what each place is for; a castaway with no pole, oar or
bucket is told where they are, a keeper to take one out of the bin; the keeper's own
screen is named whole above it; a day's roll beside the token is gone the next day;
a token dropped on someone's place shows the offer to trade on the day board."""

from __future__ import annotations

from petridish.games.adrift import facts, layout
from petridish.games.adrift.presenter import token_key
from petridish.games.adrift.state import DAY, Eat, RemoveWater, SwapSeats, TakeFromBin
from tests.games.adrift import helpers as adrift

from .adrift_driver import perform
from .table_driver import drag_item, lift_curtain, settle
from .test_adrift_top_bar import click_button
from .test_announcements import start
from .test_laptop_table import resize
from .text_sizes import table_texts


def alone_at_1366(qtbot, window):
    """One castaway, a person, at a laptop's window (the side panel shown)."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 11, ["human"], False)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    return window.controller


def sit(qtbot, window, place: int) -> None:
    """Drag the castaway's own token onto ``place``, as a person does."""
    c = window.controller
    token = window.presenter.board.item(token_key(c.viewer))
    drag_item(qtbot, window, token, layout.place_zone(place))
    assert c.state.place[c.viewer] == place


def test_the_place_prompt_reads_whole_and_then_says_where_the_tools_are(qtbot, window):
    # rulebook: adrift.txt:34 (each seat has its job); adrift.txt:50 (keepers in 7 and 8)
    # rulebook: adrift.txt:46 (fishing needs a pole)
    c = alone_at_1366(qtbot, window)
    page = window.page
    assert page.prompt.text().endswith("7–8 keep the bins, where the tools are.")
    assert not page.prompt.elided(), page.prompt.text()
    sit(qtbot, window, 1)  # a fishing place, and no pole
    assert c.state.step == "day" and not facts.holding(c.state, c.viewer)
    # Alone with 18 items the water rises 3 a day and one bucket bails 1: said too.
    # Nobody keeps a bin: keeping one is the way to a tool, and to lighten the boat.
    assert page.prompt.text() == (
        "Day 1: no pole, oar or bucket — keep a bin (take place 7 or 8), or Meditate. The water"
        " rises 3 a day, more than you alone can bail: a bin's keeper can throw items onto the"
        " sea."
    )
    assert not page.prompt.elided()
    sit(qtbot, window, 7)
    assert page.prompt.text() == (
        "Day 1: for a job, drag a pole, oar or bucket from your bin to your screen. The water"
        " rises 3 a day, more than you alone can bail: throw items overboard (drag them onto"
        " the sea)."
    )
    assert not page.prompt.elided()


def test_the_keepers_own_screen_is_named_whole(qtbot, window):
    # rulebook: adrift.txt:50 (a keeper ignores the hand size)
    c = alone_at_1366(qtbot, window)
    sit(qtbot, window, 7)
    label = window.presenter.zones[facts.hand(c.viewer)].label
    assert label == "Your screen · 0 items, keeper"
    zone = f"ZoneItem {facts.hand(c.viewer)}"
    drawn = {t.words for t in table_texts(window, "adrift") if t.what == zone}
    assert drawn == {label}  # whole: "Red's screen · 0 items, keeper · yours" read "· yo…"


def test_yesterdays_roll_is_gone_from_beside_the_token_the_next_morning(qtbot, window):
    # rulebook: adrift.txt:48 (the bucket's d8); adrift.txt:67 (the day ends with the meal)
    c = alone_at_1366(qtbot, window)
    me = c.viewer
    sit(qtbot, window, 7)
    bucket = next(x for x in c.state.zones["bin.1"] if c.game.items.use(x) == "bucket")
    perform(qtbot, window, TakeFromBin(me, bucket))
    perform(qtbot, window, RemoveWater(me))
    place = window.presenter.zones[layout.place_zone(7)]

    def dice_beside() -> list[str]:
        return [p.key for p in place.items() if p.key.startswith("d8.")]

    assert dice_beside() == [f"d8.{me}"]  # the day's roll lies beside the token
    click_button(qtbot, window, "Done for today")
    perform(qtbot, window, Eat(me, 1))
    assert c.state.step == DAY and c.state.day == 2
    assert dice_beside() == []


def test_a_token_dropped_on_a_taken_place_shows_the_offer_on_the_day_board(qtbot, window):
    # rulebook: adrift.txt:60 (to trade seats, both players must agree)
    state = adrift.position(2, step=DAY, places={adrift.RED: 1, adrift.BLUE: 2})
    start(window, adrift.GAME, state, ["human", "human"])
    lift_curtain(qtbot, window)
    c = window.controller
    assert c.viewer == adrift.RED
    perform(qtbot, window, SwapSeats(adrift.RED, adrift.BLUE))
    assert c.state.place[adrift.RED] == 1  # not yet: Blue has to agree
    assert "Red offers Blue a trade of places" in window.presenter.panel.lines
