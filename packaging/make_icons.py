"""Draw the app icon: a round glass petri dish with a few coloured colonies growing in it.

It is the picker's round logo (``petridish.ui.palette.app_mark``) made into an icon that
stands on any desktop background: the same teal rim and the same four colonies, on an
opaque dark dish with a glint of glass. Run it after changing the drawing; the files it
writes are kept in the repository, so a build never needs to draw them:

    python packaging/make_icons.py

resources/icons/petridish.png        512 px, the master
resources/icons/petridish-<n>.png    16 to 256 px, for the Linux icon theme (hicolor)
resources/icons/petridish.ico        Windows, 16 to 256 px in one file
resources/icons/petridish.icns       macOS, 16 to 1024 px in one file
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"

# The same colours as petridish.ui.palette (tests/packaging checks they stay in step);
# copied rather than imported so that drawing the icon needs Pillow only, not Qt.
ACCENT = "#3FB8AF"
DISH = "#1B1F24"  # the app's window colour, so the icon looks like the app's logo
COLONIES = (  # (x, y, radius) as fractions of the dish radius, and Okabe-Ito colours
    (-0.3, -0.2, 0.2, "#E69F00"),
    (0.25, -0.3, 0.13, "#56B4E9"),
    (0.2, 0.28, 0.24, "#009E73"),
    (-0.28, 0.32, 0.1, "#CC79A7"),
)

LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
MASTER = 512
# Drawn this many times larger, then shrunk: Pillow's shapes have no anti-aliasing.
SUPERSAMPLE = 8


def rgba(colour: str, alpha: int = 255) -> tuple[int, int, int, int]:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16), alpha)


def mix(a: str, b: str, t: float) -> tuple[int, int, int, int]:
    """``a`` moved a fraction ``t`` of the way towards ``b``, opaque."""
    ca, cb = rgba(a), rgba(b)
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(ca[:3], cb[:3], strict=True))
    return (red, green, blue, 255)


def circle(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, **kwargs) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), **kwargs)


def draw_icon(size: int) -> Image.Image:
    """The icon at ``size`` pixels square.

    Each size is drawn on its own rather than shrunk from the master, so that the rim
    and the colonies keep at least a pixel or so of width at 16 and 24 px.
    """
    k = SUPERSAMPLE
    big = size * k
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = big / 2
    # Stroke widths in final pixels, never thinner than what still reads when small.
    rim = max(1.25, size / 20) * k
    inner = max(0.75, size / 64) * k
    r = big / 2 - rim / 2 - k * max(0.5, size / 128)  # a hair of margin, as the logo has

    # The dish: dark glass with the accent's tint, then the rim.
    circle(draw, c, c, r, fill=mix(DISH, ACCENT, 0.16))
    circle(draw, c, c, r, outline=rgba(ACCENT), width=round(rim))

    # The colonies, each with a lighter core, as colonies on agar have.
    for fx, fy, fr, colour in COLONIES:
        x, y, cr = c + fx * r, c + fy * r, max(fr * r, 1.2 * k)
        circle(draw, x, y, cr, fill=rgba(colour))
        if size >= 48:
            circle(draw, x - cr * 0.18, y - cr * 0.18, cr * 0.55, fill=mix(colour, "#FFFFFF", 0.25))

    # The glass: a faint inner wall and a glint where the light falls, upper left. Both
    # are see-through, so they go on a layer of their own and are blended on top (drawing
    # a see-through colour straight onto the image would replace its pixels, not blend).
    glass = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    g = ImageDraw.Draw(glass)
    if size >= 24:  # at 16 px the inner wall only muddies the colonies
        circle(g, c, c, r * 0.8, outline=(255, 255, 255, 60), width=round(inner))
    if size >= 32:
        box = (c - r * 0.9, c - r * 0.9, c + r * 0.9, c + r * 0.9)
        g.arc(box, start=205, end=245, fill=(255, 255, 255, 70), width=round(inner * 2))
    image = Image.alpha_composite(image, glass)

    return image.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(out: Path = OUT) -> list[Path]:
    """Write every icon file into ``out``; return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    drawn = {n: draw_icon(n) for n in sorted({*LINUX_SIZES, *ICO_SIZES, *ICNS_SIZES, MASTER})}
    written = []

    def save(name: str, image: Image.Image, **kwargs) -> None:
        path = out / name
        if name.endswith(".png"):
            kwargs["optimize"] = True
        image.save(path, **kwargs)
        written.append(path)

    save("petridish.png", drawn[MASTER])
    for n in LINUX_SIZES:
        save(f"petridish-{n}.png", drawn[n])
    # Both formats take the largest image first and the hand-drawn smaller ones after it.
    save(
        "petridish.ico",
        drawn[max(ICO_SIZES)],
        sizes=[(n, n) for n in ICO_SIZES],
        append_images=[drawn[n] for n in ICO_SIZES],
    )
    save(
        "petridish.icns",
        drawn[max(ICNS_SIZES)],
        append_images=[drawn[n] for n in ICNS_SIZES if n != max(ICNS_SIZES)],
    )
    return written


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help=f"folder to write into (default: {OUT})")
    args = ap.parse_args()
    for path in write_icons(args.out):
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
