"""Outlines the brands' wordmarks: every <text> of brands/*/logo*.svg becomes a <path> drawn from
Liberation Sans Bold (SIL Open Font License; metrics of Arial, the wordmarks' stack fallback), so a
wordmark looks the same on every machine instead of in whatever sans-serif the visitor has (issue 31).

    python3 scripts/outline-wordmarks.py [font.ttf]    (needs fontTools: pip install fonttools)

Edit a wordmark as <text> (x, y, font-size, letter-spacing, fill, fill-opacity), then run this again.
"""
import glob
import html
import re
import sys

from fontTools.pens.basePen import BasePen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
font = TTFont(FONT)
glyphs = font.getGlyphSet()
cmap = font.getBestCmap()
units = font["head"].unitsPerEm


class CompactPen(BasePen):
    """Relative integer commands (tenths of the viewBox's unit, scaled back by the path's transform):
    a run of TrueType off-curve points becomes one q then t's, their implied on-curve points being
    where t reflects the control point to."""

    def __init__(self, glyphs):
        super().__init__(glyphs)
        self.parts = []
        self.at = (0, 0)
        self.start = (0, 0)
        self.last = None

    def _emit(self, command, *points):
        values = []
        for x, y in points:
            px, py = round(x), round(y)
            values += [px - self.at[0], py - self.at[1]]
            if (x, y) == points[-1]:
                pass
        self.at = (round(points[-1][0]), round(points[-1][1]))
        text = ""
        for value in values:
            text += (" " if text and value >= 0 else "") + str(value)
        self.parts.append((command, text))

    def _moveTo(self, pt):
        self._emit("m", pt)
        self.start = self.at

    def _lineTo(self, pt):
        x, y = round(pt[0]) - self.at[0], round(pt[1]) - self.at[1]
        if x == 0 and y == 0:
            return
        if y == 0:
            self.parts.append(("h", str(x)))
            self.at = (self.at[0] + x, self.at[1])
        elif x == 0:
            self.parts.append(("v", str(y)))
            self.at = (self.at[0], self.at[1] + y)
        else:
            self._emit("l", pt)

    def _curveToOne(self, p1, p2, p3):
        at = self.at
        pts = [(round(p[0]) - at[0], round(p[1]) - at[1]) for p in (p1, p2, p3)]
        self.at = (round(p3[0]), round(p3[1]))
        self.parts.append(("c", " ".join(f"{x} {y}" for x, y in pts).replace(" -", "-")))

    def _qCurveToOne(self, p1, p2):
        self._emit("q", p1, p2)

    def qCurveTo(self, *points):
        # Off-curve points then the on-curve end: q to the first implied point, then t through the rest.
        *controls, end = points
        if end is None or len(controls) <= 1:
            return super().qCurveTo(*points)
        mids = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(controls, controls[1:])]
        self._emit("q", controls[0], mids[0])
        for mid in mids[1:] + [end]:
            self._emit("t", mid)

    def _closePath(self):
        self.parts.append(("z", ""))
        self.at = self.start

    def commands(self):
        out, previous = "", None
        for command, values in self.parts:
            # A repeated command letter may be left out (except after m, where it would mean l).
            if command == previous and command not in ("m", "z"):
                out += ("" if values.startswith("-") else " ") + values
            else:
                out += command + values
            previous = command
        return out


def outline(text, x, y, size, spacing):
    """The path, in tenths of the viewBox's unit from (x, y)."""
    scale = size / units * 10
    pen = CompactPen(glyphs)
    cursor = 0.0
    for char in text:
        glyph = glyphs[cmap[ord(char)]]
        glyph.draw(TransformPen(pen, (scale, 0, 0, -scale, cursor, 0)))
        cursor += glyph.width * scale + spacing * 10
    return pen.commands()


TEXT = re.compile(r"<text\b([^>]*)>([^<]*)</text>")
ATTR = re.compile(r'([a-z-]+)="([^"]*)"')


def replace(match):
    attrs = dict(ATTR.findall(match.group(1)))
    d = outline(html.unescape(match.group(2)), float(attrs["x"]), float(attrs["y"]), float(attrs["font-size"]), float(attrs.get("letter-spacing", 0)))
    paint = f'fill="{attrs.get("fill", "#000")}"' + (f' fill-opacity="{attrs["fill-opacity"]}"' if "fill-opacity" in attrs else "")
    return f'<path {paint} transform="matrix(.1 0 0 .1 {attrs["x"]} {attrs["y"]})" d="{d}"/>'


for path in sorted(glob.glob("brands/*/logo*.svg")):
    svg = open(path, encoding="utf-8").read()
    outlined = TEXT.sub(replace, svg)
    if outlined != svg:
        open(path, "w", encoding="utf-8").write(outlined)
        print(f"outlined {path}: {len(outlined)} bytes")
