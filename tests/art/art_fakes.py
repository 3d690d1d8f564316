"""A tiny card template for testing the cache and export without real drawing."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from petridish.art.template import CardTemplate


class Swatches(CardTemplate):
    """One plain swatch per face; counts how often it is asked to draw."""

    game_id = "swatches"
    name = "Swatches"
    version = 1

    def __init__(self, count: int = 3) -> None:
        self.shades = {f"swatch.{i}": 40 * i for i in range(count)}
        self.calls = 0

    def faces(self) -> list[str]:
        return list(self.shades)

    def data_for(self, key: str) -> dict[str, Any]:
        self.check(key)
        return {"shade": self.shades[key]}

    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        return card_id if up else "swatch.0"

    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        self.calls += 1
        im = Image.new("RGBA", (width_px, height_px), (self.shades[key], 90, 160, 255))
        ImageDraw.Draw(im).ellipse((2, 2, width_px - 3, height_px - 3), fill=(250, 250, 250, 255))
        return im
