"""Print-and-play sheets: A4 pages of nine cards at true size, with cut marks.

Pages are 300 dpi images (2480 × 3508 px) written to one PDF by Pillow. Cards sit in a
3 × 3 grid with a small gap so every card has its own corner marks; the marks extend
each card edge outward, never into a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw

from petridish.art.fonts import font
from petridish.art.template import CARD_MM

DPI = 300
PAGE_MM = (210.0, 297.0)  # A4 portrait
PER_ROW, PER_COLUMN = 3, 3
PER_PAGE = PER_ROW * PER_COLUMN
GAP_MM = 4.0  # between cards: room for both cards' cut marks
MARK_OFFSET_MM, MARK_LENGTH_MM = 0.5, 1.6
MARK_COLOR = (70, 70, 70)
TOP_MM = 9.0


def px(mm: float) -> int:
    """Millimetres to pixels at the sheet resolution."""
    return round(mm / 25.4 * DPI)


PAGE_PX = (px(PAGE_MM[0]), px(PAGE_MM[1]))
CARD_PX = (px(CARD_MM[0]), px(CARD_MM[1]))


def slots() -> list[tuple[int, int]]:
    """Top-left pixel of each card on a page, row by row, the grid centred across."""
    gap = px(GAP_MM)
    grid_w = PER_ROW * CARD_PX[0] + (PER_ROW - 1) * gap
    left = (PAGE_PX[0] - grid_w) // 2
    top = px(TOP_MM)
    return [
        (left + col * (CARD_PX[0] + gap), top + row * (CARD_PX[1] + gap))
        for row in range(PER_COLUMN)
        for col in range(PER_ROW)
    ]


def cut_marks(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int) -> None:
    """Short lines continuing each edge of the card at (x, y, w, h) past its corners."""
    o, ln = px(MARK_OFFSET_MM), px(MARK_LENGTH_MM)
    width = max(1, px(0.15))
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            draw.line([(cx + sx * o, cy), (cx + sx * (o + ln), cy)], fill=MARK_COLOR, width=width)
            draw.line([(cx, cy + sy * o), (cx, cy + sy * (o + ln))], fill=MARK_COLOR, width=width)


def page(cards: Sequence[Image.Image], game_name: str, number: int, total: int) -> Image.Image:
    """One A4 page (RGB, white) holding up to nine card images scaled to true size."""
    sheet = Image.new("RGB", PAGE_PX, (255, 255, 255))
    draw = ImageDraw.Draw(sheet)
    for card, (x, y) in zip(cards, slots(), strict=False):
        face = card.convert("RGBA").resize(CARD_PX, Image.Resampling.LANCZOS)
        sheet.paste(face, (x, y), face)
        cut_marks(draw, x, y, *CARD_PX)
    footer = (
        f"{game_name} · print-and-play · page {number} of {total} · "
        f"print at 100 % (actual size): cards are {CARD_MM[0]:g} × {CARD_MM[1]:g} mm"
    )
    draw.text(
        (PAGE_PX[0] // 2, PAGE_PX[1] - px(10)),
        footer,
        font=font("sans", px(2.6)),
        fill=(110, 110, 110),
        anchor="mm",
    )
    return sheet


def write_pdf(card_files: Sequence[Path], game_name: str, path: Path) -> Path:
    """Lay the card PNGs out nine to a page and save them as one PDF at ``path``."""
    if not card_files:
        raise ValueError("no cards to print")
    total = (len(card_files) + PER_PAGE - 1) // PER_PAGE
    pages = []
    for n in range(total):
        chunk = card_files[n * PER_PAGE : (n + 1) * PER_PAGE]
        images = []
        for f in chunk:
            with Image.open(f) as im:
                images.append(im.convert("RGBA"))
        pages.append(page(images, game_name, n + 1, total))
    pages[0].save(
        path,
        "PDF",
        save_all=True,
        append_images=pages[1:],
        resolution=DPI,
        quality=92,
        title=f"{game_name} print-and-play",
    )
    return path
