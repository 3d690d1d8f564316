"""Genegrafter card data: the shipped (reconstructed) deck loads, holds the cards the
rulebook names and counts, and a malformed file is refused with the file, the entry and
the problem named."""

from collections import Counter
from pathlib import Path

import pytest

from petridish import resources
from petridish.core.content import ContentError
from petridish.games.genegrafter import cards
from petridish.games.genegrafter.cards import (
    EVENT_EFFECTS,
    POWER_NAMES,
    POWERS,
    SLOTS,
    TYPE_COLOURS,
    TYPES,
    ability_dice,
    load,
    parse,
)

SHIPPED = resources.path("games", "genegrafter", "cards.toml")


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    target = tmp_path / "cards.toml"
    target.write_text(text.replace(old, new), encoding="utf-8")
    return target


def test_shipped_cards_load_and_are_marked_reconstructed():
    cs = load()
    assert cs is load()  # read once
    assert parse(SHIPPED) == cs and cs.source == str(SHIPPED)
    assert "RECONSTRUCTED" in SHIPPED.read_text(encoding="utf-8").split("[meta]")[0]
    designs = (*cs.characters, *cs.abilities, *cs.gear, *cs.events, *cs.strands)
    assert len({c.id for c in designs}) == len(designs)
    for c in designs:
        assert c.id == c.id.lower() and cs.design(c.id) is c
        assert len(c.name) <= 24 and len(getattr(c, "text", "")) <= 80, c.id  # fit a card


def test_the_deck_holds_54_cards_of_each_kind_counted():
    # rulebook: genegrafter.txt:30
    # rulebook: genegrafter.txt:165
    # rulebook: genegrafter.txt:182
    cs = load()
    deck = cs.copies()
    assert len(deck) == cards.DECK_SIZE == 54 and len(set(deck)) == 54
    kinds = Counter(cs.kind_of(cid) for cid in deck)
    assert kinds == {"dna": 3, "event": 6, "character": 18, "ability": 18, "gear": 9}
    assert [s.count for s in cs.strands] == [cards.STRANDS] and cs.strands[0].name == "DNA Strand"
    assert all(a.count == 1 for a in cs.abilities) and all(g.count == 1 for g in cs.gear)


def test_events_and_strands_come_out_for_the_set_up():
    # rulebook: genegrafter.txt:41
    # rulebook: genegrafter.txt:45
    # rulebook: genegrafter.txt:56
    # rulebook: genegrafter.txt:57
    # rulebook: genegrafter.txt:58
    # rulebook: genegrafter.txt:178
    cs = load()
    deck = cs.copies()
    events = [cid for cid in deck if cs.kind_of(cid) == "event"]
    strands = [cid for cid in deck if cs.kind_of(cid) == "dna"]
    # Six Events, one of each effect: "5+" may put every one of them in the deck.
    assert len(events) == 6
    assert sorted(cs.card(cid).effect for cid in events) == sorted(EVENT_EFFECTS)
    assert all(cs.card(cid).name and cs.card(cid).text for cid in events)
    assert strands == ["dna.strand.1", "dna.strand.2", "dna.strand.3"]  # one to each stack
    # Dealt five each, four players leave the three stacks a card or more each.
    rest = len(deck) - len(events) - len(strands)
    assert rest - 4 * 5 >= 3


def test_one_character_for_every_super_power():
    # rulebook: genegrafter.txt:168
    # rulebook: genegrafter.txt:174
    # rulebook: genegrafter.txt:195
    cs = load()
    assert sorted(c.power for c in cs.characters) == sorted(POWERS)
    assert len(POWERS) == 18 and list(POWER_NAMES) == list(POWERS)
    assert POWER_NAMES["radiation"] == "Radiation Manipulation"
    assert POWER_NAMES["infinity"] == "Infinity Power"
    assert POWER_NAMES["strength"] == "Super Strength"
    assert POWER_NAMES["antimatter"] == "Anti-matter Manipulation"
    assert Counter(c.marker for c in cs.characters) == {t: 6 for t in TYPES}


def test_characters_are_balanced_and_the_strong_carry_fewer_markers():
    # rulebook: genegrafter.txt:113
    cs = load()
    for c in cs.characters:
        assert 6 <= c.attack + c.defense + c.markers <= 8, c.id
        assert 1 <= c.markers <= 3
    for a in cs.characters:
        for b in cs.characters:
            if a.attack + a.defense > b.attack + b.defense:
                assert a.markers <= b.markers, (a.id, b.id)
    by_colour = Counter()
    for c in cs.characters:
        by_colour[c.marker] += c.markers
    assert len(set(by_colour.values())) == 1  # no colour is worth more at the end


def test_brutes_red_marker_is_the_physical_type():
    # rulebook: genegrafter.txt:90
    # rulebook: genegrafter.txt:193
    brute = load().design("character.brute")
    assert brute.name == "Brute" and brute.power == "strength"
    assert brute.marker == "physical" and TYPE_COLOURS[brute.marker] == "red"
    assert sorted(TYPE_COLOURS) == sorted(TYPES) and len(set(TYPE_COLOURS.values())) == 3


def test_example_of_play_nebrus_gamma_blast_against_madlock_blind():
    # rulebook: genegrafter.txt:213
    # rulebook: genegrafter.txt:215
    # rulebook: genegrafter.txt:217
    # rulebook: genegrafter.txt:219
    cs = load()
    nebrus, madlock = cs.design("character.nebrus"), cs.design("character.madlock")
    gamma, blind = cs.design("ability.gamma_blast"), cs.design("ability.blind")
    assert (nebrus.name, madlock.name, gamma.name, blind.name) == (
        "Nebrus",
        "Madlock",
        "Gamma Blast",
        "Blind",
    )
    # Nebrus harnesses radiation: two dice instead of one, and his marker matches.
    assert nebrus.power == "radiation" and gamma.power == "radiation"
    assert (gamma.base, gamma.bonus) == (1, 2)
    assert ability_dice(gamma, {nebrus.power}) == 2 and ability_dice(gamma, set()) == 1
    assert gamma.type == nebrus.marker
    assert nebrus.attack + ability_dice(gamma, {nebrus.power}) == 5
    # Madlock gets 1 die from Blind and 1 from a Defense token: 5 with his 3.
    assert madlock.defense == 3 and blind.type in ("mental", "energy")
    assert ability_dice(blind, {madlock.power}) == 1
    assert madlock.defense + ability_dice(blind, {madlock.power}) + 1 == 5
    # Only Jon rerolls: Blind does not match Madlock's marker.
    assert blind.type != madlock.marker


def test_super_punch_gives_the_higher_dice_never_both():
    # rulebook: genegrafter.txt:149
    # rulebook: genegrafter.txt:176
    # rulebook: genegrafter.txt:227
    cs = load()
    punch = cs.design("ability.super_punch")
    assert (punch.type, punch.base, punch.power, punch.bonus) == ("physical", 1, "strength", 2)
    assert ability_dice(punch, {"strength"}) == 2  # not 3
    assert ability_dice(punch, {"flight"}) == 1
    assert ability_dice(punch, {"flight", "infinity"}) == 2  # Infinity counts as any power
    assert ability_dice(punch, ("strength", "luck")) == 2  # a Genegrafted Character
    roll_again = cs.design("ability.roll_again")
    assert roll_again.power == "all"  # "ALL:": every Character gets the bonus
    everyone = cards.Ability("ability.x", "X", "mental", 1, "all", 3)
    assert ability_dice(everyone, set()) == 3
    for a in cs.abilities:
        assert a.bonus >= a.base and (a.effect or a.bonus >= 1), a.id


def test_ability_cards_six_of_each_type_and_the_named_effects():
    # rulebook: genegrafter.txt:146
    # rulebook: genegrafter.txt:147
    # rulebook: genegrafter.txt:167
    cs = load()
    assert Counter(a.type for a in cs.abilities) == {t: 6 for t in TYPES}
    named = {a.name: a for a in cs.abilities}
    assert named["Lucky Shot"].effect == "lucky_shot" and named["Lucky Shot"].power == "luck"
    assert named["Roll Again"].effect == "roll_again"
    heal = named["Heal Minor Wounds"]
    assert heal.effect == "heal" and heal.power == "regeneration"
    assert {a.effect for a in cs.abilities} == set(cards.EFFECTS)
    # Every power but Infinity (which uses them all) has its own card, and each card's
    # type is the marker colour of the Character with its power.
    character_of = {c.power: c for c in cs.characters}
    powers = [a.power for a in cs.abilities if a.power != "all"]
    assert sorted(powers) == sorted(set(POWERS) - {"infinity"})
    for a in cs.abilities:
        if a.power != "all":
            assert a.type == character_of[a.power].marker, a.id


def test_gear_cards_fill_every_body_slot_with_tokens():
    # rulebook: genegrafter.txt:139
    # rulebook: genegrafter.txt:169
    cs = load()
    slots = Counter(g.slot for g in cs.gear)
    assert set(slots) == set(SLOTS) and min(slots.values()) >= 2
    for g in cs.gear:
        assert 1 <= g.attack + g.defense <= 3 and g.attack <= 2 and g.defense <= 2, g.id
    assert sum(g.attack for g in cs.gear) == sum(g.defense for g in cs.gear)


def test_copies_and_designs_are_looked_up_by_id():
    cs = load()
    deck = cs.copies()
    assert deck[:4] == ("dna.strand.1", "dna.strand.2", "dna.strand.3", "event.healing_rain")
    assert cs.card("dna.strand.2") is cs.design("dna.strand") is cs.strands[0]
    assert cs.card("character.nebrus") is cs.design("character.nebrus")
    assert cs.kind_of("ability.blind") == "ability" and cs.kind_of("gear.psi_helmet") == "gear"
    with pytest.raises(KeyError, match=r"no card design 'character\.superman'"):
        cs.design("character.superman")
    with pytest.raises(KeyError, match=r"no card 'dna\.strand'"):
        cs.card("dna.strand")  # a design of three copies, not a copy
    with pytest.raises(KeyError):
        cs.kind_of("dna.strand.4")


@pytest.mark.parametrize(
    ("old", "new", "entry", "problem"),
    [
        ("[character.nebrus]", "[characters.nebrus]", "[characters]", "unknown section; the"),
        (
            'name = "Nebrus"',
            'name = "Nebrus"\nspeed = 3',
            "[character.nebrus]",
            "unknown field(s) speed",
        ),
        (
            'power = "radiation"\nmarker',
            'power = "radioactivity"\nmarker',
            "[character.nebrus]",
            "field 'power' must be one of radiation, antimatter, flight",
        ),
        (
            'marker = "energy"\nmarkers = 2\nattack = 3',
            'marker = "green"\nmarkers = 2\nattack = 3',
            "[character.nebrus]",
            "field 'marker' must be one of mental, energy, physical; got 'green'",
        ),
        (
            'markers = 2\nattack = 3\ndefense = 2\ntext = "He glows',
            'markers = 4\nattack = 3\ndefense = 2\ntext = "He glows',
            "[character.nebrus]",
            "field 'markers' must be between 1 and 3, got 4",
        ),
        (
            'attack = 3\ndefense = 2\ntext = "He glows',
            'attack = 0\ndefense = 2\ntext = "He glows',
            "[character.nebrus]",
            "field 'attack' must be between 1 and 5, got 0",
        ),
        (
            'defense = 3\ntext = "He decides',
            'text = "He decides',
            "[character.madlock]",
            "missing field 'defense'",
        ),
        ('name = "Nebrus"', "name = 7", "[character.nebrus]", "field 'name' must be str"),
        ('name = "Brute"', 'name = " "', "[character.brute]", "field 'name' must not be empty"),
        (
            'name = "Jinx"',
            'name = "Jinx\\nthe Lucky"',
            "[character.jinx]",
            "holds a control character (U+000A) at character 5; it must be one line",
        ),
        (
            'type = "energy"\nbase = 1\npower = "radiation"',
            'type = "psychic"\nbase = 1\npower = "radiation"',
            "[ability.gamma_blast]",
            "field 'type' must be one of mental, energy, physical; got 'psychic'",
        ),
        (
            'base = 1\npower = "radiation"\nbonus = 2',
            'base = 3\npower = "radiation"\nbonus = 2',
            "[ability.gamma_blast]",
            "field 'bonus' (2) must be at least the base (3)",
        ),
        (
            'bonus = 3\ntext = "Only antimatter',
            'bonus = 6\ntext = "Only antimatter',
            "[ability.annihilate]",
            "field 'bonus' must be between 0 and 5, got 6",
        ),
        (
            'power = "all"',
            'power = "everyone"',
            "[ability.roll_again]",
            "field 'power' must be one of radiation",
        ),
        (
            'effect = "lucky_shot"',
            'effect = "jackpot"',
            "[ability.lucky_shot]",
            "field 'effect' must be one of , lucky_shot, roll_again, heal; got 'jackpot'",
        ),
        (
            'effect = "roll_again"\n',
            "",
            "[ability.roll_again]",
            "an Ability card with no 'effect' must give at least 1 die",
        ),
        (
            'name = "Gamma Blast"',
            'name = "Gamma Blast"\ncount = 5',
            "[ability.gamma_blast]",
            "field 'count' must be between 0 and 4, got 5",
        ),
        (
            'slot = "head"\nattack = 1',
            'slot = "hat"\nattack = 1',
            "[gear.targeting_visor]",
            "field 'slot' must be one of head, body, arms, legs; got 'hat'",
        ),
        (
            'slot = "head"\nattack = 1',
            'slot = "head"\nattack = 0',
            "[gear.targeting_visor]",
            "a Gear card must hold at least 1 Attack or Defense token",
        ),
        (
            'slot = "head"\nattack = 1',
            'slot = "head"\nattack = 4',
            "[gear.targeting_visor]",
            "field 'attack' must be between 0 and 3, got 4",
        ),
        (
            'effect = "quake"',
            'effect = "flood"',
            "[event.quake]",
            "field 'effect' must be one of healing_rain, supply_drop",
        ),
        (
            'text = "Every player draws 1 card."',
            f'text = "{"x" * 201}"',
            "[event.windfall]",
            "field 'text' is 201 characters long; the most is 200",
        ),
        (
            'name = "DNA Strand"\ncount = 3',
            'name = "DNA Strand"\ncount = 2',
            "[dna]",
            "the deck must hold 3 DNA Strands (the last one revealed ends the game), holds 2",
        ),
        (
            'name = "DNA Strand"\ncount = 3',
            'name = "DNA Strand"\ncount = 4',
            "[dna.strand]",
            "field 'count' must be between 0 and 3, got 4",
        ),
        ('[dna.strand]\nname = "DNA Strand"\ncount = 3\n', "", "[dna]", "missing section"),
        (
            "[character.voltrix]",
            "[character.nebrus]",
            "[character.nebrus] (line",
            "a second card with this id",
        ),
        ("[character.nebrus]", "[character.Nebrus]", "[character.'Nebrus']", "the id must be"),
        ("[character.nebrus]", "[character.neb rus]", "line", "not valid TOML"),
        ('game = "genegrafter"', 'game = "adapt"', "[meta]", "got 'adapt'"),
        ("version = 1", "version = 2", "[meta]", "field 'version' must be 1, got 2"),
    ],
)
def test_malformed_card_files_name_file_entry_and_problem(tmp_path, old, new, entry, problem):
    path = edited(tmp_path, old, new)
    with pytest.raises(ContentError) as info:
        parse(path)
    exc = info.value
    assert exc.file == str(path)
    assert exc.entry.startswith(entry), exc
    assert problem in exc.problem, exc
    assert str(exc).startswith(f"{path}, ") and "\n" not in str(exc)


def test_a_file_missing_cards_or_the_file_itself_is_refused(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text(
        '[dna.s]\nname = "S"\ncount = 3\n[ability.a]\nname = "A"\ntype = "mental"\n'
        'base = 1\npower = "all"\nbonus = 1\ncount = 0\n[character]\n',
        encoding="utf-8",
    )
    with pytest.raises(ContentError, match=r"\[character\]: needs at least one character card"):
        parse(path)
    path.write_text(path.read_text().replace("[character]", "[character.c]\nname = 'C'\n"))
    with pytest.raises(ContentError, match=r"\[character\.c\]: missing field 'power'"):
        parse(path)
    with pytest.raises(ContentError, match="file not found"):
        parse(tmp_path / "nowhere.toml")


def test_a_small_deck_of_ones_own_loads_without_gear_or_events(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text(
        '[character.a]\nname = "A"\npower = "luck"\nmarker = "physical"\nmarkers = 1\n'
        "attack = 1\ndefense = 5\n"
        '[ability.x]\nname = "X"\ntype = "mental"\nbase = 0\npower = "all"\nbonus = 0\n'
        'effect = "heal"\ncount = 2\n'
        '[dna.one]\nname = "Strand"\n'
        '[dna.two]\nname = "Strand"\ncount = 2\n'
        '[character.b]\nname = "B"\npower = "luck"\nmarker = "mental"\nmarkers = 3\n'
        "attack = 5\ndefense = 1\n",
        encoding="utf-8",
    )
    cs = parse(path)
    assert cs.copies() == (
        "character.a",
        "character.b",
        "ability.x.1",
        "ability.x.2",
        "dna.one",
        "dna.two.1",
        "dna.two.2",
    )
    assert cs.gear == () and cs.events == () and cs.source == str(path)
    assert cs.card("ability.x.2") == cards.Ability(
        "ability.x", "X", "mental", 0, "all", 0, "heal", 2
    )
    assert [c.text for c in cs.characters] == ["", ""]
