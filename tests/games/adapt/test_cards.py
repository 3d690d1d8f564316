"""A.D.A.P.T. card data: the shipped (reconstructed) list loads, holds what a game needs,
and a malformed file is refused with the file, the entry and the problem named."""

from pathlib import Path
from statistics import mean, median_low

import pytest

from petridish import resources
from petridish.core.content import ContentError
from petridish.games.adapt import cards
from petridish.games.adapt.cards import LOCATIONS, PACKS, SPECIALS, STATS, load_cards

SHIPPED = resources.path("games", "adapt", "cards.toml")


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text, old
    target = tmp_path / "cards.toml"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def test_shipped_cards_load_and_are_marked_reconstructed():
    cs = load_cards()
    assert cs is load_cards()  # read once
    assert load_cards(SHIPPED) == cs
    assert "RECONSTRUCTED" in SHIPPED.read_text(encoding="utf-8").split("[meta]")[0]
    assert len({c.id for c in cs.cards}) == len(cs.cards)
    for c in cs.cards:
        assert c.id == c.id.lower() and c.id.split(".")[0] == c.kind
        assert c.kind in cards.KINDS and c.location in LOCATIONS and c.pack in PACKS
        assert [s for s, _ in c.stats] == [s for s in STATS if c.stat(s)]
        assert all(v for _, v in c.stats)
        assert len(c.name) <= 24 and len(c.text) <= 60, c.id  # they fit on a card


def test_guppies_three_in_the_core_two_in_the_red_pack():
    # rulebook: adapt.txt:13
    cs = load_cards()
    core, red = cs.guppies(["core"]), cs.guppies(["red"])
    assert len(core) == 3 and len(red) == 2
    assert cs.guppies() == core + red
    level1 = [b for b in cs.bodies() if b.level == 1]
    for g in cs.guppies():
        assert (g.level, g.cost, g.die, g.location) == (0, 0, 0, "body")
        # A small fish: less Health and Survival than any Level 1 Body, and little bite.
        assert g.stat("health") < min(b.stat("health") for b in level1)
        assert g.stat("survival") < min(b.stat("survival") for b in level1)
        assert 0 <= g.stat("ferocity") <= 1
    assert not any(cid.startswith("guppy.") for cid in cs.deck(PACKS))


def test_deck_sizes_suit_the_player_counts():
    # rulebook: adapt.txt:98
    cs = load_cards()
    core, red = cs.deck(["core"]), cs.deck(["red"])
    assert 65 <= len(core) + len(cs.guppies(["core"])) <= 75  # 2-3 players
    assert 25 <= len(red) <= 30  # with it, 4-5 players
    assert sorted(cs.deck(PACKS)) == sorted(core + red)
    assert cs.deck("core") == core
    assert len(set(core + red)) == len(core) + len(red)
    assert core[0].endswith("#1") and all(cid.partition("#")[2].isdigit() for cid in core)
    for cid in core:
        assert cs.design(cid).pack == "core" and cs.design(cid).kind != "guppy"
    with pytest.raises(ValueError, match="no pack 'blue'"):
        cs.deck(["blue"])


def test_copies_number_from_one_in_file_order():
    cs = load_cards()
    horn = cs.design("part.spiked_horn")
    assert cs.design("part.spiked_horn#1") is horn
    teeth = [cid for cid in cs.deck(["core"]) if cid.startswith("part.needle_teeth#")]
    assert teeth == ["part.needle_teeth#1", "part.needle_teeth#2"]
    order = [c.id for c in cs.cards if c.kind != "guppy" and c.pack == "core"]
    assert list(dict.fromkeys(cid.partition("#")[0] for cid in cs.deck(["core"]))) == order
    with pytest.raises(KeyError):
        cs.design("part.wooden_leg#1")
    with pytest.raises(KeyError):
        horn.stat("speed")
    assert horn.stat("ferocity") == 2 and horn.stat("armor") == 0


def test_every_location_and_level_is_present():
    # rulebook: adapt.txt:46
    # rulebook: adapt.txt:47
    # rulebook: adapt.txt:49
    cs = load_cards()
    for pack in (["core"], list(PACKS)):
        bodies, parts = cs.bodies(pack), cs.parts(pack)
        assert {b.level for b in bodies} == {1, 2, 3, 4, 5}
        assert {p.level for p in parts} == {1, 2, 3, 4, 5}
        assert all(b.location == "body" for b in bodies)
    assert {p.location for p in cs.parts()} == set(LOCATIONS) - {"body"}
    assert {p.location for p in cs.parts(["red"])} >= {"tentacles", "skin", "organ"}
    assert all(p.location != "tentacles" for p in cs.parts(["core"]))
    for loc in cards.PART_LOCATIONS:
        levels = {p.level for p in cs.parts() if p.location == loc}
        assert 1 in levels and max(levels) >= 4, loc  # every fish can start and grow there


def test_bodies_dice_grow_with_level():
    # rulebook: adapt.txt:6
    # rulebook: adapt.txt:61
    # rulebook: adapt.txt:62
    cs = load_cards()
    dice = {level: {b.die for b in cs.bodies() if b.level == level} for level in range(1, 6)}
    assert dice[1] == {4} and dice[2] == {6} and dice[3] == {8} and dice[5] == {20}
    assert dice[4] <= {10, 12}
    for low, high in zip(range(1, 5), range(2, 6), strict=True):
        assert max(dice[low]) < min(dice[high])
    assert all(c.die == 0 for c in cs.cards if c.kind != "body")


def test_bodies_get_stronger_and_dearer_with_level():
    # rulebook: adapt.txt:54
    # rulebook: adapt.txt:58
    cs = load_cards()

    def by_level(stat: str) -> list[float]:
        return [mean(b.stat(stat) for b in cs.bodies() if b.level == n) for n in range(1, 6)]

    health, survival, ferocity = by_level("health"), by_level("survival"), by_level("ferocity")
    for row in (health, survival, ferocity):
        assert row == sorted(row) and row[0] < row[-1]
    assert 1.8 <= health[-1] / health[0] <= 2.4  # bodies about double a fish's health
    guppy_health = mean(g.stat("health") for g in cs.guppies())
    assert guppy_health < health[0]
    for kind in ("body", "part"):
        costs = [
            mean(c.cost for c in cs.cards if c.kind == kind and c.level == n) for n in range(1, 6)
        ]
        assert costs == sorted(costs) and costs[0] >= 1 and costs[-1] <= 16
    assert all(1 <= c.cost <= 16 for c in cs.cards if c.kind != "guppy")


def test_attacks_land_more_often_as_the_fish_grow():
    # rulebook: adapt.txt:63
    # rulebook: adapt.txt:64
    # rulebook: adapt.txt:65
    # Survival grows with the Body's level, so fish have time to grow before the fights
    # are decided: an early attack mostly misses, a middle one lands about half the time,
    # a late one more often than not. Each fish here is a typical Body of its level with
    # the best core Parts it may have by then (attack: horn and jaws; defence: fins, tail).
    cs = load_cards()

    def best(location: str, stat: str, level: int) -> int:
        return max(
            p.stat(stat) for p in cs.parts(["core"]) if p.location == location and p.level <= level
        )

    def lands(level: int, parts: int) -> float:
        """The chance a fish's attack ties or beats a fish like it."""
        bodies = [b for b in cs.bodies(["core"]) if b.level == level]
        ferocity = median_low(b.stat("ferocity") for b in bodies)
        ferocity += best("horn", "ferocity", parts) + best("jaws", "ferocity", parts)
        survival = median_low(b.stat("survival") for b in bodies)
        survival += best("fins", "survival", parts) + best("tail", "survival", parts)
        die = median_low(b.die for b in bodies)
        return sum(roll + ferocity >= survival for roll in range(1, die + 1)) / die

    early, middle, late = lands(1, 2), lands(3, 3), lands(5, 5)
    assert early <= 0.25 and 0.4 <= middle <= 0.6 and late >= 0.6
    assert early < middle < late


def test_every_special_has_a_card_and_its_numbers():
    # rulebook: adapt.txt:41
    # rulebook: adapt.txt:91
    # rulebook: adapt.txt:93
    # rulebook: adapt.txt:94
    cs = load_cards()
    for special in SPECIALS:
        granting = [c for c in cs.cards if c.special == special]
        assert granting, special
        assert any(c.pack == "core" for c in granting), special
        for c in granting:
            if special in cards.SCORED_SPECIALS:
                assert 1 <= c.stat(special) <= 10 and c.power == 0
            else:
                assert 1 <= c.power <= 5
            assert 0 <= c.cooldown <= 3
    for c in cs.cards:
        if c.special in ("school", "shock", "heal"):
            assert c.cooldown >= 2, c.id  # the strong ones rest
    assert any(c.amphibious for c in cs.cards)
    for stat in ("venomous", "counter_poison", "counter_attack", "armor", "lethality"):
        assert any(c.stat(stat) for c in cs.parts(["core"])), stat
    for c in cs.cards:
        for stat in ("venomous", "counter_poison", "bait", "hide", "jump"):
            assert 0 <= c.stat(stat) <= 10
    octo = cs.parts(["red"])
    assert any(p.special == "hide" for p in octo) and any(p.stat("venomous") for p in octo)


@pytest.mark.parametrize(
    ("old", "new", "entry", "problem"),
    [
        ("[body.clownfish]", "[bodie.clownfish]", "[bodie]", "unknown section; the sections"),
        (
            'name = "Clownfish"',
            'name = "Clownfish"\nspeed = 3',
            "[body.clownfish]",
            "unknown field(s) speed; the stats are ferocity, survival",
        ),
        (
            'name = "Spiked Horn"\nlevel = 2',
            'name = "Spiked Horn"\nlevel = 6',
            "[part.spiked_horn]",
            "field 'level' must be between 1 and 5, got 6",
        ),
        (
            'name = "Spiked Horn"\nlevel = 2',
            'name = "Spiked Horn"\nlevel = 0',
            "[part.spiked_horn]",
            "field 'level' must be between 1 and 5, got 0",
        ),
        (
            "[part.spiked_horn]",
            "[part.nub_horn]\nname = 'Again'\n\n[part.spiked_horn]",
            "[part.nub_horn] (line",
            "a second card with this id",
        ),
        (
            'name = "Clownfish"',
            'name = "Clownfish"\nlocation = "horn"',
            "[body.clownfish]",
            "field 'location' of a body must be 'body', got 'horn'",
        ),
        (
            'location = "horn"\nferocity = 1\ntext = "A bump with ambitions."',
            'location = "body"\nferocity = 1\ntext = "A bump with ambitions."',
            "[part.nub_horn]",
            "field 'location' must be one of horn, eyes",
        ),
        (
            'name = "Clownfish"\nlevel = 1\ncost = 4\ndie = 4',
            'name = "Clownfish"\nlevel = 1\ncost = 4',
            "[body.clownfish]",
            "missing field 'die'",
        ),
        (
            'name = "Clownfish"\nlevel = 1\ncost = 4\ndie = 4',
            'name = "Clownfish"\nlevel = 1\ncost = 4\ndie = 7',
            "[body.clownfish]",
            "field 'die' must be one of 4, 6, 8, 10, 12, 20; got 7",
        ),
        (
            'name = "Nub Horn"',
            'name = "Nub Horn"\ndie = 6',
            "[part.nub_horn]",
            "field 'die' must be between 0 and 0",
        ),
        (
            'name = "Striped Guppy"',
            'name = "Striped Guppy"\nlevel = 1',
            "[guppy.striped]",
            "field 'level' must be between 0 and 0",
        ),
        (
            "venomous = 4",
            "venomous = 11",
            "[part.venom_fangs]",
            "field 'venomous' must be between 0 and 10, got 11",
        ),
        (
            'name = "Nub Horn"',
            'name = "Nub Horn"\nkind = "part"',
            "[part.nub_horn]",
            "unknown field(s) kind",
        ),
        (
            'special = "school"\npower = 2',
            'special = "school"\npower = 0',
            "[part.lateral_line]",
            "special 'school' needs a 'power' of 1 to 10",
        ),
        (
            'bait = 4\nspecial = "bait"',
            'special = "bait"',
            "[part.lantern_lure]",
            "special 'bait' needs a 'bait' score of 1 to 10 on the card",
        ),
        (
            'special = "heal"\npower = 3',
            'special = "regrow"\npower = 3',
            "[part.healing_gland]",
            "field 'special' must be one of , bait, hide",
        ),
        (
            'name = "Thick Hide"',
            'name = "Thick Hide"\ncooldown = 2',
            "[part.thick_hide]",
            "'power' and 'cooldown' need a 'special'",
        ),
        (
            'name = "Kraken"\npack = "red"',
            'name = "Kraken"\npack = "blue"',
            "[body.kraken]",
            "field 'pack' must be one of core, red; got 'blue'",
        ),
        (
            'name = "Minnow"\nlevel = 1\ncost = 4',
            'name = "Minnow"\nlevel = 1\ncost = 21',
            "[body.minnow]",
            "field 'cost' must be between 1 and 20, got 21",
        ),
        ('name = "Minnow"', "name = 7", "[body.minnow]", "field 'name' must be str"),
        (
            'look = "minnow"',
            'look = "whale"',
            "[body.minnow]",
            "field 'look' is 'whale', which is no look Petri Dish knows; the looks of a body",
        ),
        (
            'look = "curled"',
            'look = "antlers"',
            "[part.nub_horn]",
            "the looks of a horn Part are curled, lance, lure",
        ),
        ('game = "adapt"', 'game = "adrift"', "[meta]", "got 'adrift'"),
        ("[body.clownfish]", "[body.Clown Fish]", "", "not valid TOML"),
        ("[body.clownfish]", "[body.ClownFish]", "[body.'ClownFish']", "the id must be"),
    ],
)
def test_malformed_card_files_name_file_entry_and_problem(tmp_path, old, new, entry, problem):
    path = edited(tmp_path, old, new)
    with pytest.raises(ContentError) as info:
        load_cards(path)
    exc = info.value
    assert exc.file == str(path)
    assert exc.entry.startswith(entry), exc
    assert problem in exc.problem, exc
    assert str(exc).startswith(f"{path}, ") and "\n" not in str(exc)


def test_a_file_missing_a_kind_or_the_file_itself_is_refused(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text('[meta]\ngame = "adapt"\n[guppy.a]\nname = "A"\n', encoding="utf-8")
    with pytest.raises(ContentError, match=r"\[body\]: needs at least one body card"):
        load_cards(path)
    with pytest.raises(ContentError, match="file not found"):
        load_cards(tmp_path / "nowhere.toml")


def test_a_small_file_of_ones_own_loads(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text(
        '[guppy.g]\nname = "G"\nhealth = 3\n'
        '[part.p]\nname = "P"\nlevel = 1\ncost = 2\nlocation = "fins"\nsurvival = 1\n'
        'jump = 2\nspecial = "jump"\namphibious = true\ncount = 3\n'
        '[body.b]\nname = "B"\nlevel = 1\ncost = 3\ndie = 4\nferocity = -1\n',
        encoding="utf-8",
    )
    cs = load_cards(path)
    assert [c.id for c in cs.cards] == ["guppy.g", "part.p", "body.b"]
    assert cs.deck(["core"]) == ("part.p#1", "part.p#2", "part.p#3", "body.b#1")
    part = cs.design("part.p#3")
    assert part.stats == (("survival", 1), ("jump", 2)) and part.amphibious
    assert cs.design("body.b").stats == (("ferocity", -1),) and cs.source == str(path)
