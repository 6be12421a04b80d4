#!/usr/bin/env python3
"""Writes Sources/ResponderKit/Text/FontMetricsData.swift: the advance widths of Inter, the
openly licensed (SIL Open Font License 1.1) typeface ResponderKit measures text with in place
of iOS's system font, SF Pro, which may not be shipped.

The script reads the OpenType tables itself (head, hhea, hmtx, cmap, OS/2) with the Python
standard library only, so that CI can check the generated file is what this script writes.
The fonts come from Debian's `fonts-inter` package (Inter 4.0); the Swift file records the
advances of Inter Regular and Inter Bold for the Unicode blocks listed in BLOCKS, in the
font's units (2,816 per em), as hexadecimal strings that the package decodes once.

Run from the repository's root: python3 Scripts/generate-font-metrics.py
"""

import os
import struct
import sys

FONT_DIR = "/usr/share/fonts/opentype/inter"
FACES = [("regular", "Inter-Regular.otf"), ("bold", "Inter-Bold.otf")]
OUTPUT = "Sources/ResponderKit/Text/FontMetricsData.swift"

# The blocks whose advances are shipped: (first scalar, last scalar, name).
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
]

# An advance the font does not have: the Swift side uses its default advance.
MISSING = 0xFFFF


def read_tables(path):
    data = open(path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        tables[tag.decode("ascii")] = data[offset : offset + length]
    return tables


def read_cmap(table):
    """The scalar-to-glyph map from the best Unicode subtable: format 12 if any, else 4."""
    count = struct.unpack(">H", table[2:4])[0]
    chosen = None
    for index in range(count):
        platform, encoding, offset = struct.unpack(">HHI", table[4 + 8 * index : 12 + 8 * index])
        if not (platform == 0 or (platform == 3 and encoding in (1, 10))):
            continue
        form = struct.unpack(">H", table[offset : offset + 2])[0]
        if form == 12 or (form == 4 and chosen is None):
            chosen = (form, offset)
    form, offset = chosen
    glyphs = {}
    if form == 4:
        segments2 = struct.unpack(">H", table[offset + 6 : offset + 8])[0]
        segments = segments2 // 2
        ends = struct.unpack(">%dH" % segments, table[offset + 14 : offset + 14 + segments2])
        at = offset + 16 + segments2
        starts = struct.unpack(">%dH" % segments, table[at : at + segments2])
        at += segments2
        deltas = struct.unpack(">%dh" % segments, table[at : at + segments2])
        range_offsets_at = at + segments2
        range_offsets = struct.unpack(">%dH" % segments, table[range_offsets_at : range_offsets_at + segments2])
        for index in range(segments):
            for scalar in range(starts[index], ends[index] + 1):
                if scalar == 0xFFFF:
                    continue
                if range_offsets[index] == 0:
                    glyph = (scalar + deltas[index]) & 0xFFFF
                else:
                    where = range_offsets_at + 2 * index + range_offsets[index] + 2 * (scalar - starts[index])
                    glyph = struct.unpack(">H", table[where : where + 2])[0]
                    if glyph:
                        glyph = (glyph + deltas[index]) & 0xFFFF
                if glyph:
                    glyphs[scalar] = glyph
    else:
        groups = struct.unpack(">I", table[offset + 12 : offset + 16])[0]
        for index in range(groups):
            first, last, glyph = struct.unpack(">III", table[offset + 16 + 12 * index : offset + 28 + 12 * index])
            for scalar in range(first, last + 1):
                glyphs[scalar] = glyph + scalar - first
    return glyphs


def read_face(path):
    tables = read_tables(path)
    units_per_em = struct.unpack(">H", tables["head"][18:20])[0]
    metric_count = struct.unpack(">H", tables["hhea"][34:36])[0]
    hmtx = tables["hmtx"]
    widths = [struct.unpack(">H", hmtx[4 * index : 4 * index + 2])[0] for index in range(metric_count)]
    average = struct.unpack(">h", tables["OS/2"][2:4])[0]
    glyphs = read_cmap(tables["cmap"])
    advances = {scalar: widths[min(glyph, metric_count - 1)] for scalar, glyph in glyphs.items()}
    return units_per_em, average, advances


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    faces = []
    for name, file in FACES:
        path = os.path.join(FONT_DIR, file)
        if not os.path.exists(path):
            sys.exit("%s is missing: install Debian's fonts-inter package" % path)
        faces.append((name, file) + read_face(path))
    units = {face[2] for face in faces}
    assert len(units) == 1, "the faces differ in units per em"

    lines = [
        "// Generated by Scripts/generate-font-metrics.py from Inter 4.0 (Debian's fonts-inter); do not",
        "// edit. Inter is © The Inter Project Authors, under the SIL Open Font License 1.1.",
        "",
        "/// The advance widths of Inter Regular and Inter Bold, the substitute for iOS's system font",
        "/// that text is measured with (see `SystemFontMetrics`).",
        "///",
        "/// Each face's advances are in font units (`unitsPerEm` to an em), one block of Unicode",
        "/// scalars after another as `blocks` lists them, four hexadecimal digits each; `FFFF` is a",
        "/// scalar the font has no glyph for.",
        "enum FontMetricsData {",
        "  /// The font units in an em.",
        "  static let unitsPerEm = %d" % faces[0][2],
        "",
        "  /// The blocks of scalars whose advances are listed, in order: first and last scalar.",
        "  static let blocks: [(first: UInt32, last: UInt32)] = [",
    ]
    for first, last, name in BLOCKS:
        lines.append("    (0x%04X, 0x%04X),  // %s" % (first, last, name))
    lines.append("  ]")
    for name, file, _, average, advances in faces:
        lines.append("")
        lines.append("  /// %s's average advance (`OS/2` `xAvgCharWidth`), for scalars outside the blocks." % file)
        lines.append("  static let %sAverageAdvance = %d" % (name, average))
        lines.append("")
        lines.append("  /// %s's advances, block by block." % file)
        lines.append("  static let %sAdvances = \"\"\"" % name)
        for first, last, _ in BLOCKS:
            digits = "".join("%04X" % advances.get(scalar, MISSING) for scalar in range(first, last + 1))
            for start in range(0, len(digits), 96):
                lines.append("    " + digits[start : start + 96])
        lines.append("    \"\"\"")
    lines.append("}")
    with open(os.path.join(root, OUTPUT), "w") as output:
        output.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
