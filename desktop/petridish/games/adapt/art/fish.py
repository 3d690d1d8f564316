"""A.D.A.P.T.'s signature picture: a player's fish, drawn from its Body and Parts.

:func:`draw_fish` paints the creature a player has adapted so far, facing right, on a
transparent image: a guppy is a small plain fish; each Body level makes it bigger and
stranger (the Body's design picks its shape: clownfish bands, a shark, an eel, an
anglerfish, a leviathan...), and every Part shows where it grows: a horn on the head,
eyes, jaws with teeth, a dorsal fin, side fins (legs, for an amphibious Part), a tail,
a skin pattern (scales, armor plates, spikes, warning spots, camouflage), a glowing
organ, tentacles. The player's colour is the main hue.

Everything is computed in *fish units* (a body about two units long, nose to the
right, y down) and mapped onto pixels by a :class:`_Pen`, which also supersamples and
keeps translucent shapes on layers of their own. The same drawing shows a body on its
card (:func:`body_picture`) and, on a muted fish, a part where it grows
(:func:`part_picture`). Nothing random is left to chance: every wobble is seeded from
the cards and ``seed_key``.
"""

from __future__ import annotations

import colorsys
import itertools
import math
import random
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageChops, ImageColor, ImageDraw

from petridish.art.canvas import Canvas, mix, rgba
from petridish.games.adapt.art import fish_looks, fish_shapes
from petridish.games.adapt.art.fish_shapes import Color, Point, Shape

if TYPE_CHECKING:
    from petridish.games.adapt.cards import Card

INK: Color = (12, 34, 44, 255)  # the cover's outline ink, a deep teal-black
IVORY: Color = (246, 236, 212, 255)
WHITE: Color = (255, 255, 255, 255)
CORAL: Color = (255, 111, 97, 255)
GLOW: Color = (150, 255, 236, 255)
LOCATIONS = ("body", "horn", "eyes", "jaws", "dorsal", "fins", "tail", "skin", "organ", "tentacles")
# How big a fish is drawn, by Body level (a guppy, or no body at all, is level 0): a
# share of ROOM, the extent (fish units) a picture keeps for a fish. A fish that would
# overflow its picture is drawn to fit it instead, so ROOM is that of a typical grown fish,
# not of the largest imaginable: a first Body fills most of a wide, low mat.
GROWTH = (0.62, 0.7, 0.78, 0.86, 0.93, 1.0)
ROOM = (2.7, 1.45)


# -- colours ------------------------------------------------------------------------------
def _hue_turn(
    color: Color, turn: float, sat: float | None = None, val: float | None = None
) -> Color:
    h, s, v = colorsys.rgb_to_hsv(*(x / 255 for x in color[:3]))
    s = s if sat is None else sat
    v = v if val is None else val
    r, g, b = colorsys.hsv_to_rgb((h + turn) % 1.0, s, v)
    return (round(r * 255), round(g * 255), round(b * 255), color[3])


def parse_colour(colour: str | Sequence[int]) -> Color:
    """A player's colour as RGBA: ``"#e69f00"``, ``"#e90"``, a CSS name or a tuple.
    Anything unreadable falls back to coral, so a typo never stops a table drawing."""
    if not isinstance(colour, str):
        return rgba(tuple(colour)[:4])
    try:
        return rgba(ImageColor.getrgb(colour.strip()))
    except (ValueError, AttributeError):
        return CORAL


@dataclass(frozen=True)
class Palette:
    """The tones one fish (or its parts) is painted in, all from one main colour."""

    main: Color
    dark: Color
    light: Color
    belly: Color
    ink: Color
    accent: Color
    fin: Color

    @classmethod
    def of(cls, main: Color, muted: bool = False) -> Palette:
        _h, s, v = colorsys.rgb_to_hsv(*(x / 255 for x in main[:3]))
        if muted:
            main = _hue_turn(main, 0, s * 0.25, 0.62 + 0.1 * v)
        elif s < 0.18:  # a grey or white player: give it a little sea in its shadows
            main = mix(main, (70, 140, 150, 255), 0.2)
        # Very dark or very light colours still need room for shading either side.
        lum = 0.3 * main[0] + 0.59 * main[1] + 0.11 * main[2]
        if lum < 60:
            main = mix(main, WHITE, 0.25)
        elif lum > 225:
            main = mix(main, (40, 90, 100, 255), 0.12)
        accent = _hue_turn(main, 0.5, max(0.55, s), max(0.85, v))
        if muted:
            accent = _hue_turn(main, 0, 0.2, 0.8)
        return cls(
            main=main,
            dark=mix(main, (8, 30, 44, 255), 0.5),
            light=mix(main, WHITE, 0.5),
            belly=mix(main, (255, 248, 234, 255), 0.72),
            ink=mix(main, INK, 0.82),
            accent=accent,
            fin=mix(mix(main, WHITE, 0.2), accent, 0.1),
        )


# -- the pen: fish units onto pixels ------------------------------------------------------------
class _Pen(Canvas):
    """A :class:`Canvas` addressed in fish units (an origin and a scale, not the card's
    reference units), with the few shapes a fish is drawn from. Its shapes are opaque on
    the current image: translucent ones go on a :meth:`~Canvas.layer`."""

    def __init__(self, width: int, height: int, ss: int, origin: Point, k: float) -> None:
        self.width, self.height, self.ss = width, height, ss
        self.img = Image.new("RGBA", (width * ss, height * ss))
        self.draw = ImageDraw.Draw(self.img)
        self.ox, self.oy = origin[0] * ss, origin[1] * ss
        self.k = self.kx = self.ky = k * ss  # pixels per fish unit

    def p(self, x: float, y: float) -> Point:
        return (self.ox + x * self.k, self.oy + y * self.k)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [(self.ox + x * self.k, self.oy + y * self.k) for x, y in points]

    def poly(
        self,
        points: Sequence[Point],
        fill: Color | None,
        outline: Color | None = None,
        width: float = 0.0,
    ) -> None:
        pts = self.pts(points)
        if len(pts) < 3:
            return
        if fill is not None:
            self.draw.polygon(pts, fill=fill)
        if outline is not None and width:
            self.draw.line([*pts, pts[0], pts[1]], fill=outline, width=self.w(width), joint="curve")

    def line(self, points: Sequence[Point], fill: Color, width: float) -> None:
        pts = self.pts(points)
        wpx = self.w(width)
        self.draw.line(pts, fill=fill, width=wpx, joint="curve")
        if wpx >= 3:
            r = wpx / 2
            for x, y in (pts[0], pts[-1]):
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def oval(
        self,
        center: Point,
        rx: float,
        ry: float,
        fill: Color | None,
        outline: Color | None = None,
        width: float = 0.0,
    ) -> None:
        x, y = self.p(*center)
        box = (x - rx * self.k, y - ry * self.k, x + rx * self.k, y + ry * self.k)
        if box[2] - box[0] < 1 or box[3] - box[1] < 1:
            return
        self.draw.ellipse(box, fill=fill, outline=outline, width=self.w(width) if outline else 0)

    def circle(
        self,
        center: Point,
        r: float,
        fill: Color | None,
        outline: Color | None = None,
        width: float = 0.0,
    ) -> None:
        self.oval(center, r, r, fill, outline, width)

    def gradient(
        self, top: float, bottom: float, upper: Color, lower: Color, clip: Image.Image
    ) -> None:
        """A vertical gradient from ``upper`` (at y = top) to ``lower`` (y = bottom), kept
        inside ``clip``."""
        bb = clip.getbbox()
        if bb is None:
            return
        y0, y1 = self.p(0, top)[1], self.p(0, bottom)[1]
        w, h = bb[2] - bb[0], bb[3] - bb[1]
        # Map rows bb[1]..bb[3] onto the ramp between y0 and y1.
        rows = bytes(
            max(0, min(255, round(255 * ((bb[1] + i) - y0) / max(1.0, y1 - y0)))) for i in range(h)
        )
        mask = Image.frombytes("L", (1, h), rows).resize((w, h))
        patch = Image.composite(
            Image.new("RGBA", (w, h), lower), Image.new("RGBA", (w, h), upper), mask
        )
        patch.putalpha(ImageChops.multiply(patch.getchannel("A"), clip.crop(bb)))
        self.img.alpha_composite(patch, (bb[0], bb[1]))


# -- body shapes ---------------------------------------------------------------------------------
def shape_for(body: Card | None) -> Shape:
    """The silhouette a body design is drawn with: the shape its ``look`` names (or, for
    a card that names none, the one its level gives; see :mod:`.fish_looks`). An
    amphibious Body walks on legs whatever its shape's fins."""
    if body is None:
        return fish_shapes.shape(fish_shapes.GUPPY)
    name = getattr(body, "look", "") or fish_looks.body_default(
        body.level if getattr(body, "kind", "body") == "body" else 0,
        str(getattr(body, "pack", "core") or "core"),
    )
    shape = fish_shapes.shape(name)
    if getattr(body, "amphibious", False) and shape.fins not in ("legs", "none"):
        shape = replace(shape, fins="legs")
    return shape


class Body:
    """A silhouette placed in fish units: outline points and anchors along it."""

    def __init__(self, shape: Shape) -> None:
        self.s = shape
        self.L = shape.length
        self.H = shape.height
        n = 44
        self.top = [self.at(i / n, -1) for i in range(n + 1)]
        self.bottom = [self.at(i / n, 1) for i in range(n + 1)]
        self.outline = self.top + self.bottom[::-1]

    def half(self, u: float, v: float) -> float:
        s = self.s
        u = max(0.0, min(1.0, u))
        if u <= s.peak:
            f = math.sin(math.pi / 2 * u / s.peak) ** s.nose
        else:
            t = (u - s.peak) / (1 - s.peak)
            f = s.root + (1 - s.root) * math.cos(math.pi / 2 * t) ** 1.15
        h = s.height * f
        return h * (s.belly if v > 0 else 1.0)

    def mid(self, u: float) -> float:
        """The centre line's height at ``u`` (an eel sways, more towards the tail)."""
        return self.s.wave * self.H * math.sin(2.3 * math.pi * u) * (0.3 + u)

    def at(self, u: float, v: float) -> Point:
        """The point a share ``v`` of the way from the centre line to the back (-1) or
        the belly (+1), at ``u`` along the body."""
        x, y = self.L / 2 - u * self.L, self.mid(u) + v * self.half(u, v)
        if self.s.tilt:
            c, s = math.cos(self.s.tilt), math.sin(self.s.tilt)
            return (x * c - y * s, x * s + y * c)
        return (x, y)

    def slope(self, u: float, v: float) -> float:
        """The outline's direction (radians) at ``u`` on the back (v<0) or belly."""
        a, b = self.at(max(0.0, u - 0.02), v), self.at(min(1.0, u + 0.02), v)
        return math.atan2(b[1] - a[1], b[0] - a[0])

    @property
    def nose(self) -> Point:
        return self.at(0, 0)

    @property
    def root(self) -> Point:
        return self.at(1, 0)


# -- what is drawn -----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Look:
    """The part a location shows: its card's level and look (one of
    ``fish_looks.PART_LOOKS[location]``)."""

    location: str
    level: int
    look: str
    stats: Mapping[str, int]
    special: str
    amphibious: bool
    pack: str


def _look(card: Card, location: str) -> _Look:
    stats = {name: int(value) for name, value in getattr(card, "stats", ())}
    level = max(1, min(5, int(getattr(card, "level", 1) or 1)))
    special = str(getattr(card, "special", "") or "")
    amphibious = bool(getattr(card, "amphibious", False))
    look = getattr(card, "look", "") or fish_looks.part_default(
        location, level, special, amphibious
    )
    return _Look(
        location=location,
        level=level,
        look=look,
        stats=stats,
        special=special,
        amphibious=amphibious,
        pack=str(getattr(card, "pack", "core") or "core"),
    )


@dataclass
class _Scene:
    body: Body
    pal: Palette  # the body's tones
    ppal: Palette  # the parts' tones
    parts: dict[str, _Look]
    level: int
    rng_seed: int
    focus: str = ""  # a part card: the location shown up close
    fill: bool = False  # a body card: as big as the picture allows

    def rng(self, salt: str) -> random.Random:
        return random.Random(self.rng_seed ^ zlib.crc32(salt.encode()))


def _scene(
    body: Card | None,
    parts: Mapping[str, Card],
    colour: str | Sequence[int],
    seed_key: str,
    muted_body: bool = False,
) -> _Scene:
    shape = shape_for(body)
    main = parse_colour(colour)
    pal = Palette.of(main, muted=muted_body)
    ppal = Palette.of(main) if not muted_body else Palette.of(CORAL)
    looks = {}
    for loc, card in parts.items():
        if card is None or loc not in LOCATIONS or loc == "body":
            continue
        looks[loc] = _look(card, loc)
    level = 0
    if body is not None and getattr(body, "kind", "body") == "body":
        level = max(0, min(5, int(body.level)))
    ids = "|".join(f"{k}={v.id}" for k, v in sorted(parts.items()) if v is not None)
    seed = zlib.crc32(f"{seed_key}|{body.id if body else ''}|{ids}".encode())
    return _Scene(Body(shape), pal, ppal, looks, level, seed)


# -- extents: where the creature reaches, before it is drawn -----------------------------------------
def _extent(sc: _Scene) -> tuple[float, float, float, float]:
    b, s = sc.body, sc.body.s
    xs = [p[0] for p in b.outline]
    ys = [p[1] for p in b.outline]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    tail = sc.parts.get("tail")
    tl = _tail_length(sc, tail)
    x0 = min(x0, b.root[0] - tl)
    y0 = min(y0, b.root[1] - tl * 0.75)
    y1 = max(y1, b.root[1] + tl * 0.75)
    dorsal = sc.parts.get("dorsal")
    dh = _dorsal_height(sc, dorsal)
    y0 = min(y0, min(b.top, key=lambda p: p[1])[1] - dh)
    horn = sc.parts.get("horn")
    if horn:
        hl = _horn_length(horn)
        hx, hy = b.at(0.1, -0.8)
        x1 = max(x1, hx + hl * 0.85)
        y0 = min(y0, hy - hl * 0.6)
    if "jaws" in sc.parts:
        x1 = max(x1, b.nose[0] + 0.12)
    fins = sc.parts.get("fins")
    drop = 0.3 + (0.1 * fins.level if fins else 0)
    legs = _legs(fins) or (fins is None and s.fins == "legs")
    y1 = max(y1, b.at(0.34, 1)[1] + drop * (1.3 if legs else 0.8))
    tent = sc.parts.get("tentacles")
    if tent or s.extra in ("arms", "squid-arms"):
        tlen = _arm_length(sc, tent)
        y1 = max(y1, b.at(0.15, 1)[1] + tlen * 0.85)
        x1 = max(x1, b.nose[0] + (tlen * 0.6 if s.extra == "squid-arms" else 0.2))
    if s.extra == "bill":
        x1 = max(x1, b.nose[0] + 0.7)
    if s.dorsal == "wing":
        y1 = max(y1, b.at(0.4, 1)[1] + 0.6)
    if s.lure or _lure(sc):
        y0 = min(y0, b.at(0.05, -1)[1] - 0.42)
        x1 = max(x1, b.nose[0] + 0.35)
    organ = sc.parts.get("organ")
    if organ and organ.look == "school":
        y1 = max(y1, b.at(0.5, 1)[1] + 0.5)
    return x0 - 0.05, y0 - 0.05, x1 + 0.05, y1 + 0.05


def _arm_length(sc: _Scene, tent: _Look | None) -> float:
    base = 0.5 + 0.12 * (tent.level if tent else 1)
    return base * (1.25 if sc.body.s.extra in ("arms", "squid-arms") else 1.0)


def _legs(look: _Look | None) -> bool:
    return look is not None and look.look == "legs"


def _lure(sc: _Scene) -> bool:
    organ = sc.parts.get("organ")
    horn = sc.parts.get("horn")
    dorsal = sc.parts.get("dorsal")
    return any(part is not None and part.look == "lure" for part in (organ, horn, dorsal))


def _tail_length(sc: _Scene, tail: _Look | None) -> float:
    s = sc.body.s
    base = {
        "fan": 0.62,
        "round": 0.42,
        "fork": 0.5,
        "crescent": 0.6,
        "point": 0.18,
        "lobed": 0.5,
        "whip": 0.9,
        "squid": 0.3,
        "none": 0.0,
    }[s.tail]
    base *= max(0.7, s.height / 0.45) ** 0.5
    if tail:
        base = max(base, 0.4) * (0.95 + 0.12 * tail.level)
        if tail.look == "thresher":
            base *= 1.5
    return base


def _dorsal_height(sc: _Scene, dorsal: _Look | None) -> float:
    s = sc.body.s
    base = {
        "small": 0.16,
        "tall": 0.4,
        "ribbon": 0.08,
        "spiny": 0.26,
        "ridge": 0.12,
        "wing": 0.75,
        "none": 0.0,
    }[s.dorsal]
    if dorsal:
        # A grown fin is always taller than the body's own, however tall that was.
        base = max(base + 0.1, 0.2 + 0.08 * dorsal.level)
    return base


# -- the picture -------------------------------------------------------------------------------
def draw_fish(
    body: Card | None,
    parts: Mapping[str, Card],
    colour: str,
    width: int,
    height: int,
    seed_key: str = "",
) -> Image.Image:
    """A player's fish as an RGBA image of ``width`` × ``height`` on a transparent
    ground: ``body`` (a Guppy or Body card, or None for a guppy) grown by ``parts``, a
    mapping from location to the Part adapted there. The same cards, colour and key
    always give the same picture."""
    sc = _scene(body, parts, colour, seed_key)
    return _render(sc, width, height, 2 if width * height <= 1_200_000 else 1)


def body_picture(body: Card, width: int, height: int, ss: int = 1) -> Image.Image:
    """A Body (or Guppy) card's picture: that body's fish in its own colours."""
    sc = _scene(body, {}, shape_for(body).natural, body.id)
    sc.level = 5
    sc.fill = True  # fill the card's window whatever the level
    return _render(sc, width, height, ss)


def part_picture(part: Card, width: int, height: int, ss: int = 1) -> Image.Image:
    """A Part card's picture: a muted fish with the part grown on it in coral, seen
    close where the part sits."""
    tentacled = part.location == "tentacles"
    base = fish_shapes.shape(fish_shapes.TENTACLED if tentacled else fish_shapes.PLAIN)
    sc = _scene(None, {part.location: part}, (80, 150, 160, 255), part.id, muted_body=True)
    sc.body = Body(base)
    sc.level = 5
    sc.focus = "horn" if _lure(sc) else part.location
    return _render(sc, width, height, ss)


# Where a part card looks: (u along the body, v across it) of the part's place.
_FOCUS: dict[str, tuple[float, float, float]] = {
    # location: (u, v, zoom)
    "horn": (0.05, -0.9, 1.55),
    "eyes": (0.15, -0.3, 1.9),
    "jaws": (0.02, 0.1, 1.8),
    "dorsal": (0.42, -1.3, 1.45),
    "fins": (0.36, 0.9, 1.45),
    "tail": (1.08, 0.0, 1.5),
    "skin": (0.45, 0.0, 1.15),
    "organ": (0.4, 0.0, 1.15),
    "tentacles": (0.3, 1.6, 1.2),
}


def _render(sc: _Scene, width: int, height: int, ss: int) -> Image.Image:
    x0, y0, x1, y1 = _extent(sc)
    ew, eh = x1 - x0, y1 - y0
    fit = min(width / ew, height / eh)
    room = min(width / ROOM[0], height / ROOM[1])
    k = fit * 0.96 if sc.fill else min(fit, GROWTH[sc.level] * room)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if sc.focus and sc.focus in _FOCUS:
        u, v, zoom = _FOCUS[sc.focus]
        b = sc.body
        fx, fy = b.at(min(u, 1.0), v) if u <= 1 else (b.root[0] - (u - 1) * 4, b.root[1])
        k = fit * zoom
        # Centre on the part, but never so far that the fish leaves a half-empty window.
        cx = max(x0 + width / k / 2, min(x1 - width / k / 2, fx)) if ew * k > width else cx
        cy = max(y0 + height / k / 2, min(y1 - height / k / 2, fy)) if eh * k > height else cy
    origin = (width / 2 - cx * k, height / 2 - cy * k)
    pen = _Pen(width, height, ss, origin, k)
    _paint(pen, sc)
    if ss == 1:
        return pen.img
    return pen.img.convert("RGBa").reduce(ss).convert("RGBA")


def _paint(pen: _Pen, sc: _Scene) -> None:
    b, pal, s = sc.body, sc.pal, sc.body.s
    lw = 0.028  # outline width, fish units
    _shadow(pen, sc)
    # Behind the body: the far side fin, arms trailing, tail, dorsal and belly fins.
    _fins(pen, sc, far=True)
    _tentacles(pen, sc, front=False)
    _tail(pen, sc)
    _dorsal(pen, sc)
    _anal_fin(pen, sc)
    if s.extra == "spines" or ("skin" in sc.parts and sc.parts["skin"].look == "spikes"):
        _spikes(pen, sc)
    # The body: base colour, shading clipped to the silhouette, the outline.
    clip = pen.mask_polygon(b.outline)
    pen.poly(b.outline, pal.main)
    top = min(p[1] for p in b.top)
    bottom = max(p[1] for p in b.bottom)
    mid = (top + bottom) / 2
    with pen.layer(clip=clip) as v:
        v.gradient(top, mid + 0.05, rgba(pal.dark, 0.42), rgba(pal.dark, 0.0), clip)
        _belly(v, sc)
    _pattern(pen, sc, clip)
    if "skin" in sc.parts:
        _skin(pen, sc, clip)
    if "organ" in sc.parts:
        _organ_inside(pen, sc, clip)
    _rim_light(pen, sc, clip)
    pen.poly(b.outline, None, pal.ink, lw)
    # On the body's near side, back to front.
    _gills(pen, sc)
    _extras(pen, sc)
    _mouth(pen, sc)
    _eyes(pen, sc)
    _lure_draw(pen, sc)
    _horn(pen, sc)  # in front of a lure's stalk, which grows from the same forehead
    _fins(pen, sc, far=False)
    _tentacles(pen, sc, front=True)
    if "organ" in sc.parts:
        _organ_outside(pen, sc)


# -- pieces ----------------------------------------------------------------------------------
def _shadow(pen: _Pen, sc: _Scene) -> None:
    """A soft dark pool under the fish, so it floats over the mat."""
    b = sc.body
    y = max(p[1] for p in b.bottom) + 0.12
    with pen.layer(opacity=0.22, blur=0.06) as v:
        v.oval((0.0, y), b.L * 0.42, 0.06, (0, 20, 30, 255))


def _belly(v: _Pen, sc: _Scene) -> None:
    """The pale belly, a band along the underside softened at its top edge."""
    b, pal = sc.body, sc.pal
    pts = [b.at(u / 30, 1) for u in range(31)]
    pts += [b.at(1 - u / 30, 0.18) for u in range(31)]
    v.poly(pts, rgba(pal.belly, 0.9))


def _rim_light(pen: _Pen, sc: _Scene, clip: Image.Image) -> None:
    """A highlight along the back and a glint on the forehead: a round, wet body."""
    b, pal = sc.body, sc.pal
    with pen.layer(opacity=0.55, clip=clip, blur=0.025) as v:
        pts = [b.at(0.06 + 0.6 * i / 20, -0.8) for i in range(21)]
        v.line(pts, mix(pal.light, WHITE, 0.4), 0.05)
    with pen.layer(opacity=0.5, clip=clip, blur=0.05) as v:
        pts = [b.at(0.05 + 0.9 * i / 20, 0.92) for i in range(21)]
        v.line(pts, pal.dark, 0.09)


def _pattern(pen: _Pen, sc: _Scene, clip: Image.Image) -> None:
    b, pal, s = sc.body, sc.pal, sc.body.s
    rng = sc.rng("pattern")
    if s.pattern == "bands":
        with pen.layer(clip=clip) as v:
            for u, w in ((0.2, 0.075), (0.5, 0.09), (0.82, 0.05)):
                pts = [b.at(u - w + 0.03 * t, -1.3 + 2.6 * t) for t in (0, 1)]
                pts += [b.at(u + w + 0.03 * t, -1.3 + 2.6 * t) for t in (1, 0)]
                v.poly(_widen(pts, 0.04), pal.ink)
                v.poly(pts, mix(WHITE, pal.belly, 0.2))
    elif s.pattern == "thin-bands":
        with pen.layer(clip=clip, opacity=0.75) as v:
            for i in range(9):
                u = 0.12 + i * 0.095
                pts = [b.at(u + 0.04 * t, -1.2 + 2.4 * t) for t in (0, 0.5, 1)]
                v.line(pts, mix(pal.dark, INK, 0.3) if i % 2 else mix(WHITE, pal.belly, 0.3), 0.04)
    elif s.pattern in ("spots", "flecks"):
        light = s.pattern == "flecks"
        with pen.layer(clip=clip, opacity=0.8 if light else 0.65) as v:
            for _ in range(int(10 + 6 * b.L)):
                u, vv = rng.uniform(0.1, 0.98), rng.uniform(-0.9, 0.4)
                r = rng.uniform(0.016, 0.04) * (1 + s.height)
                v.circle(
                    b.at(u, vv),
                    r * (0.7 if light else 1),
                    mix(WHITE, pal.light, 0.3) if light else pal.dark,
                )
    elif s.pattern == "rings":
        with pen.layer(clip=clip) as v:
            for _ in range(14):
                p = b.at(rng.uniform(0.15, 0.95), rng.uniform(-0.9, 0.6))
                r = rng.uniform(0.04, 0.06)
                v.circle(p, r, None, (20, 24, 40, 255), 0.03)
                v.circle(p, r, None, (40, 150, 255, 255), 0.016)
    elif s.pattern == "stripes":
        with pen.layer(clip=clip, opacity=0.55) as v:
            for i in range(7):
                u = 0.18 + i * 0.11
                v.line([b.at(u, -1), b.at(u + 0.05, -0.2)], pal.dark, 0.05)
    elif s.pattern == "lateral":
        with pen.layer(clip=clip, opacity=0.7) as v:
            v.line([b.at(0.1 + 0.9 * i / 20, -0.05) for i in range(21)], pal.dark, 0.035)
            v.line([b.at(0.1 + 0.9 * i / 20, 0.18) for i in range(21)], rgba(WHITE, 0.8), 0.02)
    elif s.pattern == "warts":
        with pen.layer(clip=clip) as v:
            for _ in range(16):
                u, vv = rng.uniform(0.08, 0.95), rng.uniform(-0.95, 0.6)
                p, r = b.at(u, vv), rng.uniform(0.015, 0.035)
                v.circle(p, r, mix(pal.main, pal.light, 0.35), rgba(pal.dark, 0.8), 0.008)
    elif s.pattern == "ridges":
        with pen.layer(clip=clip, opacity=0.5) as v:
            for i in range(9):
                u = 0.2 + i * 0.085
                v.line([b.at(u, -0.95), b.at(u - 0.03, -0.3), b.at(u, 0.2)], pal.dark, 0.03)
    if s.white_belly:
        # A white underside meeting the back sharply.
        with pen.layer(clip=clip) as v:
            pts = [b.at(u / 30, 1.2) for u in range(31)]
            pts += [
                b.at(1 - u / 30, 0.05 + 0.25 * math.sin(math.pi * (1 - u / 30))) for u in range(31)
            ]
            v.poly(pts, mix(pal.belly, WHITE, 0.5))


def _widen(pts: Sequence[Point], d: float) -> list[Point]:
    """A quad's corners pushed ``d`` away from its centre (an outline band behind it)."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        dx = x - cx
        out.append((x + math.copysign(d, dx), y + math.copysign(d * 0.3, y - cy)))
    return out


def _gills(pen: _Pen, sc: _Scene) -> None:
    b, pal, s = sc.body, sc.pal, sc.body.s
    n, u0 = s.gills, s.gills_at
    for i in range(n):
        u = u0 + i * 0.035
        pts = [
            b.at(u + 0.02 * math.sin(math.pi * t), -0.55 + 1.05 * t)
            for t in (0, 0.25, 0.5, 0.75, 1)
        ]
        pen.line(pts, rgba(pal.ink, 0.9) if n > 1 else pal.dark, 0.02)


def _mouth(pen: _Pen, sc: _Scene) -> None:
    b, pal, s = sc.body, sc.pal, sc.body.s
    jaws = sc.parts.get("jaws")
    nx, ny = b.nose
    H = s.height
    if jaws is None and s.mouth == "none":
        return  # a cephalopod's beak hides among its arms
    if jaws is None and s.mouth in ("small", "beak"):
        length = 0.12 if s.mouth == "small" else 0.2
        pen.line([(nx - 0.015, ny + 0.02), (nx - length, ny + 0.06 + 0.04 * H)], pal.ink, 0.022)
        return
    # An open mouth: a dark wedge at the nose, teeth along both jaws.
    lv = jaws.level if jaws else 2
    big = s.mouth == "wide" or jaws is not None
    depth = (
        (0.22 + 0.05 * lv + (0.06 if jaws else 0.0))
        * (1.3 if s.mouth == "wide" else 1.0)
        * min(1.4, max(0.7, H / 0.45))
    )
    gape = depth * (0.55 + 0.06 * lv)
    under = s.mouth == "under" or (jaws is not None and jaws.look in ("underbite", "mega"))
    top_lip = (nx + (0.04 if jaws else 0.0), ny - gape * 0.35)
    bot_lip = (nx + (0.08 if under else 0.02) + (0.04 if jaws else 0.0), ny + gape * 0.65)
    back = (nx - depth, ny + 0.05)
    cavity = [top_lip, back, bot_lip]
    ppal = sc.ppal if jaws else pal
    with pen.layer() as v:
        v.poly(_round_wedge(cavity), (60, 10, 24, 255), ppal.ink, 0.022)
        v.poly(
            _round_wedge(
                [
                    (back[0] + depth * 0.35, ny + 0.02),
                    back,
                    (back[0] + depth * 0.4, ny + gape * 0.3),
                ]
            ),
            (150, 40, 60, 255),
        )
    teeth = 4 + (lv + 1) // 2 + (1 if big else 0)
    size = (0.035 + 0.012 * lv) * (1.25 if jaws and jaws.look in ("fangs", "mega") else 1)
    for row, (a, tip_dir) in enumerate(((top_lip, 1), (bot_lip, -1))):
        for i in range(teeth):
            t = (i + 0.5) / teeth
            x = a[0] + (back[0] - a[0]) * t * 0.92
            y = a[1] + (back[1] - a[1]) * t * 0.92
            spacing = math.dist(a, back) * 0.92 / teeth
            sz = (
                min(size, spacing * 1.1, gape * 0.3)
                * (1.0 - 0.4 * t)
                * (1.15 if (i + row) % 2 else 0.85)
            )
            pen.poly(
                [(x - sz * 0.45, y), (x + sz * 0.45, y), (x + sz * 0.1, y + tip_dir * sz * 1.5)],
                IVORY,
                rgba(INK, 0.6),
                0.008,
            )


def _round_wedge(pts: Sequence[Point]) -> list[Point]:
    """A three-point wedge bowed into a lens (a mouth, not a triangle)."""
    a, b, c = pts
    out = []
    for i in range(9):
        t = i / 8
        out.append(
            (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - 0.03 * math.sin(math.pi * t))
        )
    for i in range(1, 9):
        t = i / 8
        out.append(
            (b[0] + (c[0] - b[0]) * t, b[1] + (c[1] - b[1]) * t + 0.03 * math.sin(math.pi * t))
        )
    return out


def _eye(
    pen: _Pen, at: Point, r: float, iris: Color, ink: Color, glow: bool = False, slit: bool = False
) -> None:
    x, y = at
    if glow:
        with pen.layer(opacity=0.8, blur=r * 0.6) as v:
            v.circle(at, r * 1.5, GLOW)
    pen.circle(at, r * 1.12, ink)
    pen.circle(at, r, (252, 250, 240, 255))
    ir = r * 0.72
    pen.circle((x + r * 0.18, y), ir, iris)
    if slit:
        pen.poly(
            [
                (x + r * 0.18, y - ir * 0.9),
                (x + r * 0.32, y),
                (x + r * 0.18, y + ir * 0.9),
                (x + r * 0.04, y),
            ],
            ink,
        )
    else:
        pen.circle((x + r * 0.24, y), ir * 0.55, (8, 14, 20, 255))
    pen.circle((x - r * 0.05, y - r * 0.35), r * 0.22, WHITE)
    pen.circle((x + r * 0.38, y + r * 0.3), r * 0.09, rgba(WHITE, 0.9))


def _eyes(pen: _Pen, sc: _Scene) -> None:
    b, s = sc.body, sc.body.s
    part = sc.parts.get("eyes")
    u, vv = s.eye
    at = b.at(u, vv)
    strange = sc.level >= 4
    if part is None:
        iris = mix(sc.pal.accent, (40, 40, 40, 255), 0.3)
        _eye(pen, at, s.eye_size, iris, sc.pal.ink, glow=sc.level >= 5, slit=strange)
        return
    pp = sc.ppal
    lv = part.level
    # Bigger from the first level on: a Part's eye must read as a new eye at a glance.
    r = s.eye_size * (1.35 + 0.12 * lv)
    iris = mix(pp.accent, GLOW, 0.2) if lv >= 3 else pp.accent
    if part.look == "stalks":
        # Eyes on stalks, swaying up from the head.
        for i, (du, lean) in enumerate(((0.0, 0.15), (0.1, -0.1), (0.2, 0.25))[: 2 + (lv >= 4)]):
            base = b.at(u + du, -0.9)
            tip = (base[0] + lean, base[1] - 0.22 - 0.05 * lv - 0.05 * i)
            mid = ((base[0] + tip[0]) / 2 - 0.05, (base[1] + tip[1]) / 2)
            pen.line([base, mid, tip], pp.ink, 0.05)
            pen.line([base, mid, tip], pp.main, 0.03)
            _eye(pen, tip, r * 0.8, iris, pp.ink, glow=lv >= 4)
        return
    extra: list[tuple[Point, float]] = []
    if lv >= 3:  # a second eye, further back
        extra.append((b.at(u + 0.12, vv - 0.15), r * 0.7))
    if lv >= 5:  # and a third, small and high
        extra.append((b.at(u + 0.06, vv - 0.45), r * 0.55))
    for p, rr in extra:
        _eye(pen, p, rr, iris, pp.ink, glow=lv >= 4, slit=True)
    # A ring of the part's colour round the main eye, so even a level 1 Eyes card
    # shows on a fish whose own eye is small (a manta's, a swordfish's).
    pen.circle(at, r * 1.45, mix(pp.accent, WHITE, 0.25), pp.ink, 0.012)
    _eye(pen, at, r, iris, pp.ink, glow=lv >= 4, slit=lv >= 2)


def _horn_length(part: _Look) -> float:
    """How far a horn reaches: even a level 1 nub stands out from the head."""
    return (0.34 + 0.08 * part.level) * (1.4 if part.look == "lance" else 1.0)


def _horn(pen: _Pen, sc: _Scene) -> None:
    part = sc.parts.get("horn")
    if part is None:
        return
    b, pp = sc.body, sc.ppal
    lv = part.level
    long = part.look == "lance"
    length = _horn_length(part)
    base_u = 0.1
    bx, by = b.at(base_u, -0.75)
    angle = math.radians(-28 if long else -42)
    wide = (0.08 + 0.011 * lv) * (0.8 if long else 1.0)
    horns = [(0.0, 1.0, angle)]
    if lv >= 4 and not long:
        horns = [(0.09, 0.6, angle - 0.35), (0.0, 1.0, angle)]
    if lv >= 5 and not long:
        horns.append((-0.06, 0.55, angle + 0.3))
    tone = mix(IVORY, pp.main, 0.25)
    for du, scale, a in horns:
        hx, hy = b.at(base_u + du, -0.7) if du else (bx, by)
        ln, wd = length * scale, wide * scale
        pts = []
        n = 12
        for i in range(n + 1):
            t = i / n
            curl = 0.0 if long else 0.35 * t * t
            d = ln * t
            ang = a - curl
            w = wd * (1 - t) ** 0.9
            x = hx + d * math.cos(ang) + w * math.sin(ang)
            y = hy + d * math.sin(ang) - w * math.cos(ang)
            pts.append((x, y))
        back = []
        for i in range(n, -1, -1):
            t = i / n
            curl = 0.0 if long else 0.35 * t * t
            d = ln * t
            ang = a - curl
            w = wd * (1 - t) ** 0.9
            back.append(
                (
                    hx + d * math.cos(ang) - w * math.sin(ang),
                    hy + d * math.sin(ang) + w * math.cos(ang),
                )
            )
        outline = pts + back
        pen.poly(outline, tone, pp.ink, 0.022)
        # Spiral grooves (a narwhal's twist) or growth rings.
        for i in range(1, 5 if not long else 8):
            t = i / (5 if not long else 8)
            p, q = pts[round(t * n)], back[n - round(t * n)]
            pen.line(
                [p, ((p[0] + q[0]) / 2 + 0.012, (p[1] + q[1]) / 2 + 0.01), q],
                rgba(mix(tone, INK, 0.45), 0.9),
                0.012,
            )
        with pen.layer(opacity=0.6) as v:
            v.line([pts[1], pts[n // 2]], WHITE, 0.014)


def _fin_shape(
    root_a: Point, root_b: Point, tip: Point, bulge: float = 0.3, n: int = 10
) -> list[Point]:
    """A fin from a root edge (a to b on the body) out to ``tip``, its trailing edge
    bowed so it reads as a membrane."""
    pts = [root_a]
    for i in range(1, n + 1):
        t = i / n
        x = root_a[0] + (tip[0] - root_a[0]) * t
        y = root_a[1] + (tip[1] - root_a[1]) * t
        pts.append((x, y))
    for i in range(1, n):
        t = i / n
        x = tip[0] + (root_b[0] - tip[0]) * t
        y = tip[1] + (root_b[1] - tip[1]) * t
        # Bow outward, perpendicular to the edge.
        dx, dy = root_b[0] - tip[0], root_b[1] - tip[1]
        ln = math.hypot(dx, dy) or 1
        bow = bulge * ln * math.sin(math.pi * t) * 0.35
        pts.append((x - dy / ln * bow, y + dx / ln * bow))
    pts.append(root_b)
    return pts


def _rays(
    pen: _Pen,
    root_a: Point,
    root_b: Point,
    edge: Sequence[Point],
    color: Color,
    width: float,
    n: int = 6,
) -> None:
    for i in range(1, n):
        t = i / n
        base = (root_a[0] + (root_b[0] - root_a[0]) * t, root_a[1] + (root_b[1] - root_a[1]) * t)
        end = edge[min(len(edge) - 1, round(t * (len(edge) - 1)))]
        pen.line([base, end], color, width)


def _membrane(
    pen: _Pen, pts: Sequence[Point], pal: Palette, alpha: float = 0.85, rays: int = 6
) -> None:
    """A fin: translucent membrane in the fin tone, darker rays, an inked edge."""
    fill = mix(pal.fin, pal.light, 0.25)
    with pen.layer(opacity=alpha) as v:
        v.poly(pts, fill)
        n = len(pts)
        if rays and n > 6:
            root_a, root_b = pts[0], pts[-1]
            edge = list(pts[n // 3 : n - 1])
            _rays(v, root_a, root_b, edge, mix(pal.fin, pal.dark, 0.45), 0.012, rays)
    pen.poly(pts, None, pal.ink, 0.02)


def _tail(pen: _Pen, sc: _Scene) -> None:
    b, s = sc.body, sc.body.s
    part = sc.parts.get("tail")
    pal = sc.ppal if part else sc.pal
    length = _tail_length(sc, part)
    if length <= 0:
        return
    rx, ry = b.root
    stalk = b.half(1, -1) * 0.95
    a, z = (rx + 0.1, ry - stalk), (rx + 0.1, ry + stalk * s.belly)
    kind = s.tail
    if part:
        if part.look in ("thresher", "stinger", "fan", "crescent"):
            kind = part.look
        elif kind in ("point", "round", "whip", "squid", "lobed", "none"):
            kind = "fork"
    span = length * 0.75
    if kind == "fan":
        pts = [a]
        for i in range(15):
            t = -1 + 2 * i / 14
            r = length * (1 - 0.12 * abs(t) ** 3)
            ang = math.pi + t * 0.85
            pts.append((rx + r * math.cos(ang), ry + r * math.sin(ang) * 0.95))
        pts.append(z)
        _membrane(pen, pts, pal, 0.8, 9)
        if s.tail_spots:  # a guppy's tail is speckled
            rng = sc.rng("tail")
            with pen.layer(opacity=0.7, clip=pen.mask_polygon(pts)) as v:
                for _ in range(14):
                    t = rng.uniform(-0.8, 0.8)
                    r = length * rng.uniform(0.35, 0.9)
                    v.circle(
                        (rx + r * math.cos(math.pi + t), ry + r * math.sin(math.pi + t)),
                        0.022,
                        pal.dark,
                    )
    elif kind in ("round", "lobed"):
        pts = _fin_shape(a, z, (rx - length, ry), 0.9)
        _membrane(pen, _blobby(pts, (rx - length * 0.5, ry), length * 0.55), pal, 0.85, 7)
        if kind == "lobed":  # the coelacanth's little extra lobe
            pen.poly(
                _fin_shape(
                    (rx - length * 0.8, ry - 0.05),
                    (rx - length * 0.8, ry + 0.05),
                    (rx - length * 1.25, ry),
                    0.8,
                ),
                pal.fin,
                pal.ink,
                0.018,
            )
    elif kind == "point":
        pen.poly([a, (rx - length, ry + 0.01), z], pal.fin, pal.ink, 0.02)
    elif kind == "whip":
        pts = [(rx + 0.05, ry)] + [
            (rx - length * t, ry + 0.12 * math.sin(3 * t)) for t in (0.25, 0.5, 0.75, 1.0)
        ]
        pen.line(pts, pal.ink, 0.045)
        pen.line(pts, pal.main, 0.022)
    elif kind == "squid":
        # A squid's two fins at the mantle's tip, an arrowhead.
        for sign in (-1, 1):
            tip = (rx + 0.25, ry + sign * length * 0.9)
            fin = [(rx + 0.45, ry + sign * 0.04), tip, (rx - 0.02, ry + sign * 0.02)]
            pen.poly(
                _fin_shape(fin[0], fin[2], tip, 0.5), mix(pal.main, pal.light, 0.2), pal.ink, 0.02
            )
    elif kind in ("fork", "crescent", "thresher"):
        up = length * (1.6 if kind == "thresher" else 1.0)
        upper = (
            rx - up * (1.0 if kind != "crescent" else 0.85),
            ry - span * (1.15 if kind == "crescent" else 0.9) * (0.8 if kind == "thresher" else 1),
        )
        lower = (
            rx - length * (0.9 if kind != "crescent" else 0.7),
            ry + span * (0.85 if kind == "crescent" else 0.9),
        )
        notch = (rx - length * (0.42 if kind == "fork" else 0.3), ry + 0.02)
        pts = [a]
        for i in range(1, 9):
            t = i / 8
            pts.append(
                (
                    a[0] + (upper[0] - a[0]) * t,
                    a[1] + (upper[1] - a[1]) * t - 0.06 * math.sin(math.pi * t),
                )
            )
        for i in range(1, 7):
            t = i / 6
            pts.append(
                (
                    upper[0] + (notch[0] - upper[0]) * t + 0.05 * math.sin(math.pi * t),
                    upper[1] + (notch[1] - upper[1]) * t,
                )
            )
        for i in range(1, 7):
            t = i / 6
            pts.append(
                (
                    notch[0] + (lower[0] - notch[0]) * t + 0.05 * math.sin(math.pi * t),
                    notch[1] + (lower[1] - notch[1]) * t,
                )
            )
        for i in range(1, 9):
            t = i / 8
            pts.append(
                (
                    lower[0] + (z[0] - lower[0]) * t,
                    lower[1] + (z[1] - lower[1]) * t + 0.06 * math.sin(math.pi * t),
                )
            )
        _membrane(pen, pts, pal, 0.92, 0)
        for end in (upper, lower):
            pen.line([(rx, ry), ((rx + end[0]) / 2, (ry + end[1]) / 2)], rgba(pal.dark, 0.6), 0.014)
    elif kind == "stinger":
        # A scorpion's tail: a segmented whip curling up over the back to a barb.
        lv = part.level if part else 2
        seg = [(rx + 0.05, ry)]
        for i in range(1, 13):
            t = i / 12
            ang = math.pi * (1 - 0.05) + t * (1.5 + 0.08 * lv)
            r = length * (0.35 + 0.45 * t)
            seg.append(
                (
                    rx + 0.05 + r * math.cos(ang) * 0.9 + 0.35 * length * t,
                    ry + r * math.sin(ang) * 0.9,
                )
            )
        pen.poly(_fin_shape(a, z, (rx - 0.3, ry + 0.16), 0.6), pal.fin, pal.ink, 0.018)
        for i, (p, q) in enumerate(itertools.pairwise(seg)):
            w = 0.11 * (1 - i / 14) + 0.025
            pen.line([p, q], pal.ink, w + 0.035)
        for i, (p, q) in enumerate(itertools.pairwise(seg)):
            w = 0.11 * (1 - i / 14) + 0.025
            pen.line([p, q], mix(pal.main, pal.accent, 0.25) if i % 2 else pal.main, w)
        tip, prev = seg[-1], seg[-2]
        ang = math.atan2(tip[1] - prev[1], tip[0] - prev[0])
        barb = [
            (tip[0] + 0.05 * math.sin(ang), tip[1] - 0.05 * math.cos(ang)),
            (tip[0] + 0.2 * math.cos(ang), tip[1] + 0.2 * math.sin(ang)),
            (tip[0] - 0.05 * math.sin(ang), tip[1] + 0.05 * math.cos(ang)),
        ]
        pen.poly(barb, (150, 230, 90, 255), pal.ink, 0.02)
        with pen.layer(opacity=0.85, blur=0.02) as v:
            v.circle(barb[1], 0.035, (200, 255, 120, 255))


def _blobby(pts: Sequence[Point], center: Point, r: float) -> list[Point]:
    """A round tail: the fin outline pulled round about ``center``."""
    out = []
    cx, cy = center
    for x, y in pts:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1
        out.append((cx + dx / d * (d * 0.4 + r * 0.6), cy + dy / d * (d * 0.4 + r * 0.6)))
    out[0], out[-1] = pts[0], pts[-1]
    return out


def _dorsal(pen: _Pen, sc: _Scene) -> None:
    b, s = sc.body, sc.body.s
    part = sc.parts.get("dorsal")
    pal = sc.ppal if part else sc.pal
    h = _dorsal_height(sc, part)
    kind = s.dorsal
    if part:
        if part.look in ("spiny", "blades", "sail"):
            kind = part.look
        elif kind in ("none", "ridge", "small", "ribbon", "wing"):
            kind = "sail" if part.level >= 3 else "tall"
    if part and part.look == "lure":
        kind = "small"  # the lure itself grows from the head (see _lure_draw)
        h = _dorsal_height(sc, None)
    if kind == "none" or h <= 0:
        return
    if kind == "wing":
        # A manta's near wing, raised like a sail.
        ra, rb = b.at(0.08, -0.9), b.at(0.7, -0.9)
        tip = (b.at(0.55, -1)[0] - 0.2, b.at(0.55, -1)[1] - h)
        pts = _fin_shape(ra, rb, tip, -0.3, 14)
        pen.poly(pts, pal.main, pal.ink, 0.024)
        with pen.layer(clip=pen.mask_polygon(pts)) as v:
            v.gradient(tip[1], ra[1], rgba(pal.dark, 0.7), rgba(pal.dark, 0), pen.mask_polygon(pts))
        return
    if kind == "ribbon":
        top = [b.at(0.12 + 0.86 * i / 30, -1) for i in range(31)]
        edge = [(x, y - h * (0.7 + 0.3 * math.sin(i * 0.9))) for i, (x, y) in enumerate(top)]
        _membrane(pen, [*top, *edge[::-1]], pal, 0.85, 0)
        return
    if kind in ("ridge", "blades"):
        n = 9 if kind == "ridge" else 6 + (part.level if part else 1)
        for i in range(n):
            u = 0.16 + i * 0.64 / (n - 1)
            p = b.at(u, -1)
            ang = b.slope(u, -1) + math.pi / 2 - (0.5 if kind == "blades" else 0.0)
            sz = h * (1.0 - abs(i - n / 3) * 0.06)
            pts = [
                b.at(u - 0.03, -0.95),
                (p[0] + sz * math.cos(ang) - 0.03, p[1] + sz * math.sin(ang)),
                b.at(u + 0.03, -0.95),
            ]
            tone = (
                mix(pal.dark, pal.main, 0.3)
                if kind == "ridge"
                else mix((200, 210, 220, 255), pal.main, 0.2)
            )
            pen.poly(pts, tone, pal.ink, 0.016)
            if kind == "blades":
                pen.line([pts[0], pts[1]], rgba(WHITE, 0.8), 0.01)
        return
    if kind == "spiny":
        lv = part.level if part else 2
        n = 6 + lv
        roots = [b.at(0.2 + 0.5 * i / (n - 1), -0.95) for i in range(n)]
        tips = []
        for i, (x, y) in enumerate(roots):
            hh = h * (1.1 - 0.5 * abs(i / (n - 1) - 0.3))
            tips.append((x - 0.1, y - hh))
        web = [roots[0]]
        for i in range(n):
            web.append(tips[i])
            if i < n - 1:
                mx = (roots[i][0] + roots[i + 1][0]) / 2 - 0.02
                my = (tips[i][1] + tips[i + 1][1]) / 2 * 0.5 + roots[i][1] * 0.5
                web.append((mx, my))
        web.append(roots[-1])
        with pen.layer(opacity=0.8) as v:
            v.poly(web, mix(pal.fin, pal.light, 0.2), pal.ink, 0.012)
        for r, t in zip(roots, tips, strict=True):
            pen.line([r, t], pal.ink, 0.026)
            pen.line([r, t], mix(IVORY, pal.accent, 0.2), 0.013)
        venom = part and (part.stats.get("venomous") or part.stats.get("counter_poison"))
        if venom or (part is None and s.venomous_spines):
            with pen.layer(opacity=0.9) as v:
                for t in tips:
                    v.circle(t, 0.02, (170, 240, 80, 255))
        return
    # small, tall, sail: one fin, higher and longer as it grows.
    if kind == "sail":
        ua, ub = 0.2, 0.75
    elif kind == "tall":
        ua, ub = 0.3, 0.52
    else:
        ua, ub = 0.36, 0.6
    ra, rb = b.at(ua, -0.92), b.at(ub, -0.92)
    if kind == "sail":
        pts = [ra]
        for i in range(1, 20):
            t = i / 20
            x = ra[0] + (rb[0] - ra[0]) * t
            base = b.at(ua + (ub - ua) * t, -0.92)[1]
            pts.append((x - 0.05 * t, base - h * math.sin(math.pi * t**0.8) ** 0.7))
        pts.append(rb)
        _membrane(pen, pts, pal, 0.85, 0)
        for i in range(1, 9):
            t = i / 9
            root = b.at(ua + (ub - ua) * t, -0.92)
            pen.line([root, pts[round(t * 19)]], mix(pal.fin, pal.dark, 0.55), 0.014)
        return
    tip = (rb[0] - (0.12 if kind == "tall" else 0.08), min(ra[1], rb[1]) - h)
    pts = _fin_shape(ra, rb, tip, 0.55 if kind == "tall" else 0.7)
    _membrane(pen, pts, pal, 0.95 if kind == "tall" else 0.85, 0 if kind == "tall" else 5)


def _anal_fin(pen: _Pen, sc: _Scene) -> None:
    b, s = sc.body, sc.body.s
    if s.dorsal == "wing":  # a manta's far wing, lowered
        ra, rb = b.at(0.1, 0.9), b.at(0.65, 0.9)
        tip = (b.at(0.5, 1)[0] - 0.3, b.at(0.5, 1)[1] + 0.55)
        pen.poly(
            _fin_shape(ra, rb, tip, 0.3, 12), mix(sc.pal.main, sc.pal.dark, 0.5), sc.pal.ink, 0.02
        )
        return
    if s.anal == "ribbon":
        bot = [b.at(0.5 + 0.48 * i / 20, 1) for i in range(21)]
        edge = [(x, y + 0.06) for x, y in bot]
        _membrane(pen, [*bot, *edge[::-1]], sc.pal, 0.8, 0)
        return
    if s.tail in ("none", "squid", "whip"):
        return
    ra, rb = b.at(0.66, 0.9), b.at(0.82, 0.9)
    tip = (rb[0] - 0.06, max(ra[1], rb[1]) + 0.12 + 0.1 * s.height)
    _membrane(pen, _fin_shape(ra, rb, tip, 0.4), sc.pal, 0.85, 4)


def _fins(pen: _Pen, sc: _Scene, far: bool) -> None:
    """The pectoral fins (the far one peeks out behind the body), or legs."""
    b, s = sc.body, sc.body.s
    part = sc.parts.get("fins")
    pal = sc.ppal if part else sc.pal
    lv = part.level if part else 0
    style = s.fins
    if part is not None:
        style = {"legs": "legs", "wings": "wing", "lobed": "lobed"}.get(part.look, "small")
    if style == "none":
        return
    if style == "legs":
        _legs_draw(pen, sc, far)
        return
    u = s.fin_u
    size = s.fin_size + 0.07 * lv
    if far:
        base = b.at(u + 0.04, 0.8)
        spread = (168, 200) if style == "wing" else (105, 150)
        reach = size * (2.0 if style == "wing" else 0.9)
        with pen.layer(opacity=0.85) as v:
            v.poly(_fan(base, reach, *spread), mix(pal.fin, pal.dark, 0.45), pal.ink, 0.016)
        return
    base = b.at(u, 0.32)
    if style == "wing":
        pts = _fan(base, size * 2.3, 168, 198, 0.06)
        _membrane(pen, pts, pal, 0.82, 9)
    elif style == "fan":
        # A lionfish's feathery fans: long rays, each with a wisp of membrane.
        for i in range(7):
            ang = math.radians(110 + i * 14)
            ln = size * (1.5 + 0.3 * math.sin(i))
            tip = (base[0] + ln * math.cos(ang) * 1.2, base[1] + ln * math.sin(ang))
            with pen.layer(opacity=0.65) as v:
                v.poly(
                    _fin_shape(base, (base[0] + 0.03, base[1] + 0.03), tip, 1.2, 6),
                    mix(pal.fin, WHITE, 0.3),
                )
            pen.line([base, tip], pal.ink, 0.014)
    elif style == "lobed":
        # A fleshy lobe, then the fin: a coelacanth's, or a paddle.
        lobe_end = (base[0] - size * 0.45, base[1] + size * 0.3)
        pen.line([base, lobe_end], pal.ink, size * 0.42 + 0.03)
        pen.line([base, lobe_end], mix(pal.main, pal.dark, 0.15), size * 0.42)
        _membrane(pen, _fan(lobe_end, size * 0.8, 115, 185), pal, 0.85, 6)
    else:
        pts = _fan(base, size * 1.05, 118, 172)
        _membrane(pen, pts, pal, 0.8, 6 if lv < 3 else 8)
        if lv >= 3:  # claws on the fin rays: it grows stranger
            for i in range(3):
                p = pts[3 + i * 4]
                pen.poly(
                    [
                        (p[0] - 0.01, p[1] - 0.02),
                        (p[0] - 0.08, p[1] + 0.03),
                        (p[0] + 0.01, p[1] + 0.02),
                    ],
                    IVORY,
                    pal.ink,
                    0.01,
                )


def _fan(base: Point, reach: float, a0: float, a1: float, scallop: float = 0.08) -> list[Point]:
    """A fin spread like a fan from ``base``: its edge an arc from ``a0`` to ``a1``
    degrees (0 is forward, 90 down), scalloped between the rays."""
    pts = [base]
    n = 16
    for i in range(n + 1):
        t = i / n
        ang = math.radians(a0 + (a1 - a0) * t)
        r = reach * (0.7 + 0.3 * math.sin(math.pi * (0.25 + 0.75 * t))) * (1 - scallop * (i % 2))
        pts.append((base[0] + r * math.cos(ang), base[1] + r * math.sin(ang)))
    return pts


def _legs_draw(pen: _Pen, sc: _Scene, far: bool) -> None:
    """Little webbed legs: an amphibious fish walks."""
    b = sc.body
    part = sc.parts.get("fins")
    pal = sc.ppal
    lv = part.level if part else 1
    ln = 0.22 + 0.05 * lv
    for u in (0.3, 0.68):
        if far:
            hip = b.at(u + 0.05, 0.85)
            knee = (hip[0] + 0.05, hip[1] + ln * 0.55)
            foot = (knee[0] - 0.02, knee[1] + ln * 0.5)
            tone = mix(pal.main, pal.dark, 0.5)
        else:
            hip = b.at(u, 0.7)
            knee = (hip[0] - 0.08, hip[1] + ln * 0.6)
            foot = (knee[0] + 0.04, knee[1] + ln * 0.5)
            tone = pal.main
        pen.line([hip, knee, foot], pal.ink, 0.085)
        pen.line([hip, knee, foot], tone, 0.055)
        toes = [(foot[0] + dx, foot[1] + 0.05 + abs(dx) * 0.2) for dx in (-0.07, 0.0, 0.07)]
        web = [(foot[0] - 0.02, foot[1]), *toes, (foot[0] + 0.02, foot[1])]
        pen.poly(web, mix(tone, pal.accent, 0.3), pal.ink, 0.014)
        for t in toes:
            pen.circle(t, 0.018, mix(tone, pal.light, 0.4), pal.ink, 0.008)


def _tentacles(pen: _Pen, sc: _Scene, front: bool) -> None:
    """Tentacles under the head (a Tentacles part), or an octopus's or squid's arms."""
    b, s = sc.body, sc.body.s
    part = sc.parts.get("tentacles")
    arms = s.extra in ("arms", "squid-arms")
    if part is None and not arms:
        return
    pal = sc.ppal if part else sc.pal
    lv = part.level if part else 1
    n = (6 + (lv >= 3) * 2) if arms else 2 + lv
    length = _arm_length(sc, part)
    hooks = part is not None and part.look == "hooks"
    venom = part is not None and (part.look == "venom" or part.stats.get("venomous", 0) > 0)
    rng = sc.rng("tentacles")
    nx, ny = b.nose
    for i in range(n):
        if (i % 2 == 0) != front:
            continue
        t = i / max(1, n - 1)
        if s.extra == "arms":
            root = b.at(0.05 + 0.3 * t, 0.7)
            start = math.pi / 2 - 0.9 + 1.5 * t
        elif s.extra == "squid-arms":
            root = b.at(0.02 + 0.05 * t, -0.4 + 1.1 * t)
            start = 0.2 + 0.9 * t
        else:
            root = b.at(0.1 + 0.35 * t, 0.8)
            start = math.pi / 2 - 0.3 + 0.6 * t
        curl = rng.uniform(0.8, 1.3) * (1 if i % 3 else -1)
        ln = (
            length
            * rng.uniform(0.85, 1.1)
            * (1.35 if s.extra == "squid-arms" and i in (2, 5) else 1.0)
        )
        pts = [root]
        ang = start
        x, y = root
        steps = 18
        for j in range(1, steps):
            q = j / (steps - 1)
            ang += curl * 0.26 * q**1.6
            x += ln / steps * math.cos(ang)
            y += ln / steps * math.sin(ang)
            pts.append((x, y))
        tone = pal.main if front else mix(pal.main, pal.dark, 0.45)
        thick = 0.09 if arms else 0.075
        for j in range(len(pts) - 1):
            w = thick * (1 - j / steps) + 0.012
            pen.line(pts[j : j + 2], pal.ink, w + 0.028)
        for j in range(len(pts) - 1):
            w = thick * (1 - j / steps) + 0.012
            pen.line(pts[j : j + 2], tone, w)
        if venom:
            with pen.layer(opacity=0.9) as v:
                for j in range(3, 15, 4):
                    v.circle(
                        pts[j],
                        thick * (1 - j / steps) * 0.35,
                        (40, 150, 255, 255),
                        (20, 24, 40, 255),
                        0.01,
                    )
        for j in range(2, 15, 2):  # suckers (or hooks) along the underside
            p, q = pts[j], pts[j + 1]
            side = math.atan2(q[1] - p[1], q[0] - p[0]) + math.pi / 2 * (1 if curl > 0 else -1)
            w = thick * (1 - j / steps)
            sx, sy = p[0] + math.cos(side) * w * 0.4, p[1] + math.sin(side) * w * 0.4
            if hooks:
                pen.poly(
                    [
                        (sx, sy),
                        (sx + math.cos(side) * w * 0.9, sy + math.sin(side) * w * 0.9),
                        (sx + 0.01, sy + 0.01),
                    ],
                    IVORY,
                    pal.ink,
                    0.006,
                )
            else:
                pen.circle(
                    (sx, sy), w * 0.3, mix(pal.belly, WHITE, 0.3), rgba(pal.dark, 0.8), 0.006
                )
    if s.extra == "cloak" and not front:
        # A vampire squid's cloak: webbing between the arms.
        web = [
            b.at(0.0, -0.5),
            (nx + length * 0.55, ny + length * 0.2),
            (nx + length * 0.3, ny + length * 0.7),
            b.at(0.1, 0.9),
        ]
        with pen.layer(opacity=0.85) as v:
            v.poly(
                _blobby(web, (nx + length * 0.2, ny + length * 0.2), length * 0.4),
                mix(pal.dark, (20, 0, 10, 255), 0.4),
            )


def _lure_draw(pen: _Pen, sc: _Scene) -> None:
    """An anglerfish's lure: a stalk from the forehead ending in a glowing bulb."""
    b = sc.body
    if not b.s.lure and not _lure(sc):
        return
    pal = sc.ppal if _lure(sc) else sc.pal
    base = b.at(0.08, -0.95)
    mid = (base[0] + 0.12, base[1] - 0.35)
    tip = (base[0] + 0.32, base[1] - 0.22)
    pts = [base, mid, ((mid[0] + tip[0]) / 2 + 0.03, mid[1] - 0.02), tip]
    pen.line(pts, pal.ink, 0.035)
    pen.line(pts, pal.main, 0.018)
    with pen.layer(opacity=0.9, blur=0.06) as v:
        v.circle(tip, 0.12, GLOW)
    pen.circle(tip, 0.05, mix(GLOW, WHITE, 0.5), pal.ink, 0.012)
    pen.circle((tip[0] - 0.015, tip[1] - 0.015), 0.015, WHITE)


def _skin(pen: _Pen, sc: _Scene, clip: Image.Image) -> None:
    """The Skin part's pattern on the body: armor plates, warning spots, camouflage
    or scales, bolder with each level."""
    part = sc.parts["skin"]
    b, pp = sc.body, sc.ppal
    lv = part.level
    kind = part.look
    rng = sc.rng("skin")
    if kind == "armor":
        # Overlapping bony scutes, tail first so each overlaps the one behind it,
        # and a head shield: more rows and a metal sheen as the level rises.
        plate = mix(pp.main, (196, 204, 212, 255), 0.5 + 0.06 * lv)
        rows = ((-0.62, 0.3), (0.05, 0.3), (0.62, 0.22))[: 1 + (lv >= 2) + (lv >= 4)]
        cols = 5 + lv
        with pen.layer(clip=clip) as v:
            for vv, ry in rows:
                for i in range(cols - 1, -1, -1):
                    u = 0.3 + 0.62 * i / cols
                    c = b.at(u, vv)
                    hh = b.half(u, vv) * ry * 2.2 + 0.03
                    rx = 0.62 * b.L / cols * 0.62
                    v.oval(c, rx, hh, plate, pp.ink, 0.014)
                    v.oval(
                        (c[0] + rx * 0.15, c[1] - hh * 0.35),
                        rx * 0.5,
                        hh * 0.3,
                        mix(plate, WHITE, 0.45),
                    )
            shield = [b.at(u / 10 * 0.3, -1.1) for u in range(11)] + [
                b.at(0.3, 0.4),
                b.at(0.12, 0.5),
            ]
            v.poly(shield, mix(plate, pp.dark, 0.15), pp.ink, 0.018)
            v.line([b.at(0.04 + u / 10 * 0.22, -0.75) for u in range(11)], rgba(WHITE, 0.6), 0.016)
    elif kind == "warning":
        with pen.layer(clip=clip) as v:
            for _ in range(8 + 3 * lv):
                p = b.at(rng.uniform(0.1, 0.95), rng.uniform(-0.9, 0.7))
                r = rng.uniform(0.03, 0.05) + 0.006 * lv
                v.circle(p, r * 1.35, (20, 20, 24, 255))
                v.circle(p, r, (250, 214, 40, 255) if lv < 4 else (170, 240, 70, 255))
    elif kind == "camo":
        # Blotches of weed green, shadow and sand: they hide the fish in the sea, but
        # must still show on the table as plainly as any other Part.
        with pen.layer(clip=clip, opacity=0.7 + 0.06 * lv) as v:
            for _ in range(12 + 2 * lv):
                p = b.at(rng.uniform(0.05, 1.0), rng.uniform(-1, 1))
                tone = rng.choice((pp.dark, mix(pp.main, (60, 120, 60, 255), 0.5), pp.light))
                pts = _wobble(p, rng.uniform(0.06, 0.12), rng)
                v.poly(pts, tone)
    elif kind == "spikes":
        return  # drawn behind the body by _spikes
    elif kind == "hard-scales":
        # Hard scales like shields: rows from the belly up, each overlapping the one
        # below, larger and shinier at higher levels.
        scale = mix(pp.main, (200, 208, 214, 255), 0.3)
        step = 0.16 + 0.012 * lv
        with pen.layer(clip=clip) as v:
            rows = int(2.4 * b.s.height * max(1.0, b.s.belly) / (step * 0.7)) + 2
            for r in range(rows, -1, -1):
                y = -b.s.height * 1.15 + r * step * 0.7
                for col in range(int(b.L / step) + 3):
                    x = b.L / 2 - 0.05 - col * step + (step / 2 if r % 2 else 0)
                    tone = mix(scale, pp.dark, 0.12 * (r % 3))
                    rim = mix(pp.ink, (255, 206, 90, 255), 0.7) if lv >= 4 else pp.ink
                    v.circle((x, y), step * 0.58, tone, rim, 0.012 + 0.004 * (lv >= 4))
                    v.circle((x + step * 0.12, y - step * 0.2), step * 0.16, rgba(WHITE, 0.55))
    else:  # scales
        with pen.layer(clip=clip, opacity=0.4 + 0.1 * lv) as v:
            step = 0.11 - 0.008 * lv
            rows = int(2 * b.s.height * max(1.0, b.s.belly) / step) + 3
            cols = int(b.L / step) + 2
            x0 = b.L / 2
            for r in range(rows):
                y = -b.s.height * 1.1 + r * step * 0.8
                for cidx in range(cols):
                    x = x0 - 0.1 - cidx * step + (step / 2 if r % 2 else 0)
                    v.draw.arc(
                        _box(v, (x, y), step * 0.55),
                        90,
                        270,
                        fill=pp.dark,
                        width=v.w(0.012),
                    )
        with pen.layer(clip=clip, opacity=0.25) as v:
            for _ in range(12):
                p = b.at(rng.uniform(0.1, 0.9), rng.uniform(-0.9, -0.2))
                v.circle(p, 0.012, WHITE)


def _box(pen: _Pen, center: Point, r: float) -> tuple[float, float, float, float]:
    x, y = pen.p(*center)
    return (x - r * pen.k, y - r * pen.k, x + r * pen.k, y + r * pen.k)


def _wobble(center: Point, r: float, rng: random.Random) -> list[Point]:
    cx, cy = center
    phase = rng.uniform(0, math.tau)
    return [
        (
            cx + r * (1 + 0.25 * math.sin(3 * t + phase)) * math.cos(t),
            cy + r * 0.75 * (1 + 0.25 * math.sin(3 * t + phase)) * math.sin(t),
        )
        for t in (math.tau * i / 14 for i in range(14))
    ]


def _spikes(pen: _Pen, sc: _Scene) -> None:
    """Spikes bristling from the outline: a Skin with Counter Attack, or a puffer."""
    part = sc.parts.get("skin")
    b = sc.body
    pp = sc.ppal if part else sc.pal
    lv = part.level if part else 1
    n = 14 + 3 * lv
    size = (0.07 + 0.02 * lv) * (0.8 if part is None else 1.0)
    for i in range(n):
        u = 0.08 + 0.86 * i / (n - 1)
        for v in (-1, 1):
            if v > 0 and i % 2:
                continue
            p = b.at(u, v)
            ang = b.slope(u, v) + (math.pi / 2 if v < 0 else -math.pi / 2)
            a, z = b.at(u - 0.02, v * 0.9), b.at(u + 0.02, v * 0.9)
            tip = (p[0] + size * math.cos(ang), p[1] + size * math.sin(ang))
            pen.poly([a, tip, z], mix(IVORY, pp.main, 0.3), pp.ink, 0.012)


def _organ_inside(pen: _Pen, sc: _Scene, clip: Image.Image) -> None:
    """A glowing organ seen through the flank, and photophores along it."""
    part = sc.parts["organ"]
    b = sc.body
    tone = _organ_tone(part)
    c = b.at(0.42, 0.1)
    r = 0.14 + 0.03 * part.level
    with pen.layer(clip=clip, opacity=0.75, blur=0.1) as v:
        v.oval(c, r * 1.4, r, tone)
    with pen.layer(clip=clip, opacity=0.9, blur=0.03) as v:
        v.oval(c, r * 0.6, r * 0.42, mix(tone, WHITE, 0.6))


# An organ's glow, by its look.
_ORGAN_TONES: dict[str, Color] = {
    "shock": (120, 220, 255, 255),
    "heal": (130, 255, 150, 255),
    "lure": (255, 236, 120, 255),
    "school": (255, 200, 140, 255),
    "toxic": (200, 130, 255, 255),
    "ink": (120, 110, 170, 255),
    "jet": (170, 240, 255, 255),
    "bladder": (236, 250, 255, 255),
}


def _organ_tone(part: _Look) -> Color:
    return _ORGAN_TONES.get(part.look, GLOW)


def _organ_outside(pen: _Pen, sc: _Scene) -> None:
    part = sc.parts["organ"]
    b = sc.body
    tone = _organ_tone(part)
    lv = part.level
    # Photophores: a row of glowing dots along the flank (bioluminescence).
    n = 4 + 2 * lv
    dots = [b.at(0.18 + 0.72 * i / (n - 1), 0.55 + 0.08 * math.sin(i)) for i in range(n)]
    with pen.layer(opacity=0.9, blur=0.035) as v:
        for p in dots:
            v.circle(p, 0.05, tone)
    for p in dots:
        pen.circle(p, 0.018, mix(tone, WHITE, 0.6))
    rng = sc.rng("organ")
    if part.look == "shock":
        with pen.layer(opacity=0.95) as v:
            for k in range(2 + lv):
                u = rng.uniform(0.1, 0.9)
                side = rng.choice((-1, 1))
                p = b.at(u, side * 1.05)
                pts = [p]
                for _ in range(4):
                    x, y = pts[-1]
                    pts.append((x + rng.uniform(-0.07, 0.07), y + side * rng.uniform(0.04, 0.08)))
                v.line(pts, mix(tone, WHITE, 0.4), 0.02)
                del k
        with pen.layer(opacity=0.5, blur=0.05) as v:
            v.poly(b.outline, None, tone, 0.05)
    elif part.look == "ink":
        # A cloud of ink left behind it.
        rx, ry = b.root
        with pen.layer(opacity=0.75, blur=0.03) as v:
            for dx, dy, r in ((-0.1, -0.1, 0.16), (-0.32, 0.08, 0.2), (-0.12, 0.2, 0.13)):
                v.circle((rx + dx, ry + dy), r * (0.8 + 0.1 * lv), (40, 30, 60, 255))
    elif part.look == "jet":
        # A jet of water from the siphon, pushing it away.
        x, y = b.at(0.55, 0.85)
        with pen.layer(opacity=0.8) as v:
            for k in range(3):
                dy = (k - 1) * 0.06
                v.line(
                    [(x, y + dy), (x - 0.3 - 0.1 * lv, y + dy * 2 + 0.05)], rgba(WHITE, 0.8), 0.02
                )
    elif part.look == "heal":
        x, y = b.at(0.42, 0.1)
        s = 0.06
        pen.line([(x - s, y), (x + s, y)], rgba(WHITE, 0.95), 0.035)
        pen.line([(x, y - s), (x, y + s)], rgba(WHITE, 0.95), 0.035)
    elif part.look == "school":
        # Its school: little fish keeping it company.
        x, y = b.at(0.5, 1)
        for dx, dy, sz in ((0.1, 0.3, 0.13), (-0.3, 0.42, 0.11), (-0.62, 0.3, 0.1))[
            : 1 + (lv + 1) // 2
        ]:
            _mini_fish(pen, (x + dx, y + dy), sz, sc.ppal)


def _mini_fish(pen: _Pen, at: Point, size: float, pal: Palette) -> None:
    x, y = at
    body = [
        (x + size * math.cos(t), y + size * 0.45 * math.sin(t))
        for t in (math.tau * i / 20 for i in range(20))
    ]
    tail = [
        (x - size * 0.85, y),
        (x - size * 1.4, y - size * 0.4),
        (x - size * 1.4, y + size * 0.4),
    ]
    pen.poly(tail, pal.fin, pal.ink, 0.012)
    pen.poly(body, pal.light, pal.ink, 0.014)
    pen.circle((x + size * 0.55, y - size * 0.08), size * 0.12, pal.ink)


def _extras(pen: _Pen, sc: _Scene) -> None:
    """What makes some designs themselves: a swordfish's bill, a hammerhead's head,
    a manta's horns, an electric eel's glowing flank, a vampire squid's cloak."""
    b, pal, s = sc.body, sc.pal, sc.body.s
    nx, ny = b.nose
    if s.extra == "bill":
        pts = [
            (nx - 0.05, ny - 0.05),
            (nx + 0.72, ny - 0.005),
            (nx + 0.72, ny + 0.005),
            (nx - 0.05, ny + 0.05),
        ]
        pen.poly(pts, mix(pal.main, pal.light, 0.3), pal.ink, 0.02)
        pen.line([(nx, ny - 0.02), (nx + 0.6, ny - 0.004)], rgba(WHITE, 0.7), 0.012)
    elif s.extra == "hammer":
        # The hammer seen a little from above: a flat blade across the snout.
        hx = nx - 0.14
        blade = [
            (hx - 0.12, ny - 0.46),
            (hx + 0.1, ny - 0.42),
            (hx + 0.2, ny + 0.04),
            (hx + 0.06, ny + 0.16),
            (hx - 0.1, ny + 0.06),
        ]
        pen.poly(blade, mix(pal.main, pal.light, 0.15), pal.ink, 0.026)
        pen.line([(hx - 0.07, ny - 0.27), (hx + 0.1, ny - 0.02)], rgba(WHITE, 0.5), 0.02)
    elif s.extra == "horns":
        for dy, tone in ((-0.02, pal.main), (0.08, pal.dark)):
            pts = [
                (nx - 0.06, ny + dy - 0.05),
                (nx + 0.2, ny + dy - 0.02),
                (nx + 0.24, ny + dy + 0.06),
                (nx - 0.02, ny + dy + 0.06),
            ]
            pen.poly(pts, tone, pal.ink, 0.018)
    elif s.extra == "glow":
        n = 11
        dots = [b.at(0.12 + 0.8 * i / (n - 1), 0.15) for i in range(n)]
        with pen.layer(opacity=0.85, blur=0.03) as v:
            for p in dots:
                v.circle(p, 0.035, (140, 230, 255, 255))
        for p in dots:
            pen.circle(p, 0.013, WHITE)
    elif s.extra == "cloak":
        pass  # drawn with the arms


def describe(body: Card | None, parts: Mapping[str, Card]) -> dict[str, Any]:
    """What the picture of a fish depends on (a cache key for the table)."""
    return {
        "body": body.id if body is not None else "",
        "parts": {k: v.id for k, v in sorted(parts.items()) if v is not None},
    }
