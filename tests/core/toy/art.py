"""Tide Pool's card faces: a numbered shell on sand, and the deck's back. Plain Pillow
drawing, enough for the table to show the test game's cards."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from petridish.art.template import CardTemplate
from tests.core.toy.rules import CARDS, HIDDEN, value

BACK = "back"


class TidePoolArt(CardTemplate):
    game_id = "toy"
    name = "Tide Pool"
    version = 1

    def faces(self) -> list[str]:
        return [*CARDS, BACK]

    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        return card_id if up and card_id != HIDDEN else BACK

    def data_for(self, key: str) -> dict[str, Any]:
        return {"key": key, "value": value(key) if key in CARDS else 0}

    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        image = Image.new("RGBA", (width_px, height_px), (0, 0, 0, 0))
        draw = ImageDraw.Draw(image)
        radius = max(2, width_px // 14)
        box = (0, 0, width_px - 1, height_px - 1)
        if key == BACK:
            draw.rounded_rectangle(box, radius, fill=(32, 92, 120, 255), outline=(12, 40, 56))
            return image
        draw.rounded_rectangle(box, radius, fill=(236, 218, 180, 255), outline=(120, 96, 60))
        cx, cy, r = width_px / 2, height_px / 2, width_px / 3
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(240, 150, 120, 255))
        size = max(10, width_px // 4)
        draw.text((cx, cy), str(value(key)), fill=(40, 30, 20), anchor="mm", font_size=size)
        draw.text((width_px * 0.1, height_px * 0.06), key.split(".")[1], fill=(60, 50, 40))
        return image


TEMPLATE = TidePoolArt()
