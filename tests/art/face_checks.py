"""What every game's card face must be, whatever it shows: the size asked for, rounded
corners transparent outside an opaque card, and a real picture, not a blank box."""

from __future__ import annotations

from PIL import Image, ImageStat


def check_face(im: Image.Image, key: str, size: tuple[int, int]) -> None:
    assert im.mode == "RGBA"
    assert im.size == size
    w, h = size
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert im.getpixel((x, y))[3] == 0, f"corner {(x, y)} of {key} is not transparent"
    assert im.getpixel((w // 2, h // 2))[3] == 255
    # Plenty of tones and a wide spread.
    assert max(ImageStat.Stat(im.convert("RGB")).stddev) > 25, f"{key} is nearly uniform"
