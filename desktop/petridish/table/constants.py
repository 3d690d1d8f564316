"""Named sizes, stacking layers, timings and colours for the table.

One module, so that a card's size or a move's duration is changed in one place (the same
idea as Cockatrice's ``z_values.h`` and kpat's ``speeds.h``). Scene units are arbitrary but
fixed: a card is 126 x 176, the 63 x 88 mm poker proportion at two units per millimetre.
"""

from __future__ import annotations

from petridish.qt import QtCore, QtGui

# -- sizes (scene units) --------------------------------------------------------------
CARD_W = 126.0
CARD_H = 176.0
CARD_RADIUS = 7.0  # corner radius, about 3.5 mm on a real card
DIE_SIZE = 64.0
TOKEN_SIZE = 44.0
TRACK_BOX = 40.0  # one box of a TrackItem
ZONE_LABEL_H = 24.0  # the band above a zone's content that carries its label
ZONE_PAD = 10.0  # gap between a zone's outline and the cards inside it
ZONE_GAP = 14.0  # gap between neighbouring slots or cards in a row
SHADOW_BLUR = 7.0  # how far a resting piece's shadow spreads
SHADOW_OFFSET = QtCore.QPointF(1.5, 3.5)
LIFT_BLUR = 16.0  # a picked-up piece casts a wider, further shadow: it reads as lifted
LIFT_OFFSET = QtCore.QPointF(6.0, 12.0)
PREVIEW_SCALE = 2.2  # hover preview size relative to the card on screen
PREVIEW_MIN_PX = 330.0  # ...but never smaller than this many pixels tall
PREVIEW_GAP_PX = 14.0  # pixels between the preview and what it must not cover
# The band under a hover preview that says what the card's face does not (pixels).
CAPTION_FONT_PX = 14.0
CAPTION_LINE_PX = 19.0
CAPTION_PAD_PX = 14.0
PREVIEW_MIN_FIT = 0.6  # the preview shrinks this far, at most, to keep off a hand
PEEK_RISE = 24.0  # a hovered (or focused) card of a fan rises this far out of it...
PEEK_Z = 0.5  # ...and over its neighbours (a fraction: it stays in its layer)


class Z:
    """Stacking layers. Items inside a layer use fractional offsets (never a whole step)."""

    ZONE = 10.0
    TRACK = 20.0
    CARD = 100.0
    TOKEN = 200.0  # dice, counters and markers sit on top of cards
    ANIMATING = 800.0
    DRAGGED = 900.0
    PREVIEW = 1000.0
    TOAST = 1100.0


# -- timings (milliseconds) -----------------------------------------------------------
MOVE_MS = 230
FLIP_MS = 200
HIGHLIGHT_MS = 150
ROLL_MS = 600
# Cards that turn over together turn one after another, and dice thrown together start
# tumbling one after another: each this much after the one before (a battle's cards
# flipped one by one), at most this many steps (a pile turned over is not a show).
CUE_MS = 250
CUE_STEPS = 8
# How long the table shows what a move went through before the position it left (a
# battle's cards flipped face up where they were laid, before the discard pile), once
# its cards have turned and its dice tumbled: time to read them.
PASSING_MS = 1200
SNAP_BACK_MS = 230
PREVIEW_DELAY_MS = 400
PREVIEW_FADE_MS = 120
PEEK_MS = 150
TOAST_MS = 2500
TOAST_FADE_MS = 300
EASING = QtCore.QEasingCurve.Type.OutCubic

# -- colours --------------------------------------------------------------------------
FELT = QtGui.QColor(27, 74, 66)  # calm dark teal-green
LEGAL = QtGui.QColor(92, 214, 128)
ILLEGAL = QtGui.QColor(235, 84, 72)
HINT = QtGui.QColor(150, 220, 170)
SELECTED = QtGui.QColor(255, 206, 92)  # warm gold glow for a selected piece
# The keyboard focus ring: a bright core between dark edges, widths in screen pixels.
FOCUS = QtGui.QColor(240, 250, 255)
FOCUS_EDGE = QtGui.QColor(6, 12, 28, 235)
FOCUS_RING_GAP_PX = 2.0  # between the body and the ring
FOCUS_EDGE_PX = 9.0  # the dark band...
FOCUS_CORE_PX = 4.0  # ...and the bright core along its middle
FOCUS_RING_REACH_PX = FOCUS_RING_GAP_PX + FOCUS_EDGE_PX  # how far it reaches out
ENGRAVE_DARK = QtGui.QColor(0, 0, 0, 70)
ENGRAVE_LIGHT = QtGui.QColor(255, 255, 255, 38)
ZONE_FILL = QtGui.QColor(255, 255, 255, 14)
ZONE_LABEL = QtGui.QColor(232, 242, 236, 150)
CARD_BORDER = QtGui.QColor(20, 24, 22, 150)
