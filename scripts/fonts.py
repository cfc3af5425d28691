"""The public site's fonts: subsets of the @fontsource files to the characters the site uses, and
metrics-matched local fallbacks, written as frontend/src/styles/fonts.css (the web fonts' faces) and
frontend/src/styles/font-fallbacks.css (the local fallbacks' faces) (issue 16).

    .venv/bin/python scripts/fonts.py          (rewrites frontend/src/fonts/*.woff2 and the two stylesheets)
    .venv/bin/python scripts/fonts.py --check  (fails if they are not what this script makes)

Needs fonttools, brotli and uharfbuzz (requirements.txt) and the node packages (`make setup`); the fallback
metrics also need Liberation Sans and DejaVu Sans (Debian: fonts-liberation, fonts-dejavu-core).

1. Subsets. Inter's Latin file keeps ASCII plus the other characters of its range the site's own text
   uses (the public UI strings, components, demo content, page template); IBM Plex Sans Arabic 400 and
   700 keep the Arabic block U+0600-06FF (an editor may type any Arabic letter) with the shaping features
   (joining forms, ligatures, marks). Each subset's unicode-range is its character map; the full
   @fontsource file is declared before it for the rest of its range, so a character outside a subset
   still gets the web font (the browser checks the faces of a family last declared first, and downloads a
   file only for a character of its range that the page has). Inter's Cyrillic, Greek and Vietnamese
   files and Plex Arabic's Latin and Cyrillic ones are not declared at all.
2. Fallbacks. "Inter fallback" (Arial, or metric-compatible Liberation Sans / Arimo; Helvetica) and
   "IBM Plex Sans Arabic fallback" (DejaVu Sans) follow each web font in the font stacks (styles/theme.css),
   restricted to the same characters, with size-adjust (the text's width in the web font over its width in
   the local font, measured by shaping the site's own strings with HarfBuzz) and ascent, descent and line
   gap overrides (the web font's vertical metrics over size-adjust), regular and bold each: text drawn
   before the web font arrives takes the web font's room, so the swap moves nothing.
3. Loading. The fallbacks' faces are part of the page's own stylesheet (written into the document); the
   web fonts' faces are a stylesheet of their own that the page adds once it has painted (web/boot.js),
   so the first screen is drawn in the fallbacks without waiting for a font file, and a visitor without
   JavaScript gets it as an ordinary stylesheet (web/templates/web/page.html).
"""

import argparse
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import uharfbuzz as hb
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FRONTEND = ROOT / "frontend"
OUT_DIR = FRONTEND / "src" / "fonts"
CSS = FRONTEND / "src" / "styles" / "fonts.css"
FALLBACK_CSS = FRONTEND / "src" / "styles" / "font-fallbacks.css"
INTER = FRONTEND / "node_modules" / "@fontsource-variable" / "inter" / "files"
PLEX = FRONTEND / "node_modules" / "@fontsource" / "ibm-plex-sans-arabic" / "files"
LOCAL_FONTS = Path("/usr/share/fonts/truetype")
LIBERATION = {400: LOCAL_FONTS / "liberation" / "LiberationSans-Regular.ttf",
              700: LOCAL_FONTS / "liberation" / "LiberationSans-Bold.ttf"}
DEJAVU = {400: LOCAL_FONTS / "dejavu" / "DejaVuSans.ttf", 700: LOCAL_FONTS / "dejavu" / "DejaVuSans-Bold.ttf"}

# The @fontsource faces kept, with their unicode-range (Inter's from its wght.css; Plex Arabic's Arabic
# files have none there, so the Arabic blocks they cover).
INTER_LATIN = ("U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,"
               "U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD")
INTER_LATIN_EXT = ("U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,"
                   "U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,"
                   "U+A720-A7FF")
ARABIC = "U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF"
# The blocks of Arabic text, and the presentation forms (shaping output, hardly ever typed: declared whole
# rather than as the font's long list of them).
ARABIC_TEXT, ARABIC_FORMS = "U+0600-06FF,U+0750-077F,U+0870-08FF", "U+FB50-FDFF,U+FE70-FEFF"
ARABIC_BLOCK = range(0x0600, 0x0700)
# Spaces, joiners and the hyphen the Arabic file has: kept with the Arabic block, as in the original file,
# and in its fallback's range too (the space decides which font gives a line its height: the first of the
# stack whose unicode-range has U+0020).
ARABIC_EXTRAS = (0x20, 0xA0, 0x200C, 0x200D, 0x2010)

# The site's own text: public UI strings and components (not the staff admin's, whose stylesheet loads
# its own fonts), the demo content and the page template.
SOURCES = [
    *(p for p in (FRONTEND / "src").rglob("*") if p.suffix in {".json", ".ts", ".tsx"}
      and "admin" not in p.relative_to(FRONTEND / "src").parts[0] and not p.name.startswith("admin")),
    *(ROOT / "backend" / "content" / "demo").rglob("*.py"),
    *(ROOT / "backend" / "content" / "demo").rglob("*.json"),
    ROOT / "backend" / "web" / "templates" / "web" / "page.html",
]


def site_text() -> str:
    return "".join(p.read_text(encoding="utf-8") for p in sorted(SOURCES) if p.is_file())


def strings(lang: str) -> list[str]:
    """The values of the public UI strings of `lang` (locales/<lang>/*.json, the admin's left out)."""
    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, str):
            out.append(node)

    for path in sorted((FRONTEND / "src" / "locales" / lang).glob("*.json")):
        if not path.name.startswith("admin"):
            walk(json.loads(path.read_text(encoding="utf-8")))
    return out


def make_subset(source: Path, unicodes: set[int]) -> tuple[bytes, list[int]]:
    font = TTFont(source, recalcTimestamp=False)
    options = subset.Options()
    options.flavor = "woff2"
    options.name_IDs = ["*"]  # the licence and the names stay
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    kept = sorted(font.getBestCmap())
    buffer = io.BytesIO()
    font.flavor = "woff2"
    font.save(buffer, reorderTables=False)
    return buffer.getvalue(), kept


def unicode_range(codepoints: list[int]) -> str:
    ranges: list[list[int]] = []
    for cp in codepoints:
        if ranges and cp == ranges[-1][1] + 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    return ",".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in ranges)


def codepoints(urange: str) -> set[int]:
    out: set[int] = set()
    for part in urange.split(","):
        a, _, b = part.removeprefix("U+").partition("-")
        out.update(range(int(a, 16), int(b or a, 16) + 1))
    return out


def covered(path: Path, urange: str) -> str:
    """The characters of `urange` that the font has: a browser fetches a file for a character of its
    unicode-range, and would fetch it for nothing for one it lacks (e.g. the bidi isolates U+2066-2069,
    in Inter's Latin range but not in the font)."""
    return unicode_range(sorted(codepoints(urange) & set(TTFont(path).getBestCmap())))


def width(path: Path, text: str, wght: int | None = None, rtl: bool = False) -> float:
    """The advance of `text` shaped by HarfBuzz, in ems."""
    font_file = TTFont(path)
    font_file.flavor = None  # HarfBuzz reads TrueType/OpenType, not WOFF2
    data = io.BytesIO()
    font_file.save(data)
    face = hb.Face(hb.Blob(data.getvalue()))
    font = hb.Font(face)
    if wght is not None:
        font.set_variations({"wght": wght})
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    if rtl:
        buf.direction = "rtl"
    hb.shape(font, buf)
    return sum(p.x_advance for p in buf.glyph_positions) / face.upem


def vertical(path: Path) -> tuple[float, float, float]:
    """Ascent, descent and line gap in ems, as a browser reads them (typo metrics when USE_TYPO_METRICS)."""
    font = TTFont(path)
    upm = font["head"].unitsPerEm
    os2 = font["OS/2"]
    if os2.fsSelection & (1 << 7):
        return os2.sTypoAscender / upm, -os2.sTypoDescender / upm, os2.sTypoLineGap / upm
    hhea = font["hhea"]
    return hhea.ascent / upm, -hhea.descent / upm, hhea.lineGap / upm


def fallback_face(family: str, weight: int, local: list[str], web: Path, ref: Path, text: str,
                  urange: str, wght: int | None = None, rtl: bool = False) -> str:
    size = width(web, text, wght, rtl) / width(ref, text, rtl=rtl)
    ascent, descent, gap = vertical(web)
    src = ", ".join(f'local("{name}")' for name in local)
    return (f"@font-face {{\n  font-family: \"{family}\";\n  font-style: normal;\n  font-weight: {weight};\n"
            f"  src: {src};\n  size-adjust: {size * 100:.2f}%;\n  ascent-override: {ascent / size * 100:.2f}%;\n"
            f"  descent-override: {descent / size * 100:.2f}%;\n  line-gap-override: {gap / size * 100:.2f}%;\n"
            f"  unicode-range: {urange};\n}}\n")


def web_face(family: str, weight: str, url: str, fmt: str, urange: str, comment: str) -> str:
    return (f"/* {comment} */\n@font-face {{\n  font-family: \"{family}\";\n  font-style: normal;\n"
            f"  font-display: swap;\n  font-weight: {weight};\n  src: url(\"{url}\") format(\"{fmt}\");\n"
            f"  unicode-range: {urange};\n}}\n")


def build() -> dict[Path, bytes]:
    text = site_text()
    used = {ord(c) for c in text}
    files: dict[Path, bytes] = {}

    inter_src = INTER / "inter-latin-wght-normal.woff2"
    inter_cmap = set(TTFont(inter_src).getBestCmap())
    inter_keep = (set(range(0x20, 0x7F)) | {0xA0} | used) & inter_cmap
    data, inter_kept = make_subset(inter_src, inter_keep)
    files[OUT_DIR / "inter-latin-site-wght.woff2"] = data

    plex_kept: dict[int, list[int]] = {}
    for weight in (400, 700):
        data, plex_kept[weight] = make_subset(PLEX / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2",
                                              set(ARABIC_BLOCK) | set(ARABIC_EXTRAS))
        files[OUT_DIR / f"ibm-plex-sans-arabic-site-{weight}.woff2"] = data

    inter = "../../node_modules/@fontsource-variable/inter/files"
    plex = "../../node_modules/@fontsource/ibm-plex-sans-arabic/files"
    css = [
        "/* Written by scripts/fonts.py (do not edit): the site's subsets of Inter (Latin) and IBM Plex Sans\n"
        "   Arabic, each after the full @fontsource file for the rest of its range. A stylesheet of its own,\n"
        "   added once the page has painted (web/boot.js); the fallbacks are in font-fallbacks.css. */\n",
        web_face("Inter Variable", "100 900", f"{inter}/inter-latin-ext-wght-normal.woff2", "woff2-variations",
                 covered(INTER / "inter-latin-ext-wght-normal.woff2", INTER_LATIN_EXT),
                 "Inter, Latin Extended (@fontsource)"),
        web_face("Inter Variable", "100 900", f"{inter}/inter-latin-wght-normal.woff2", "woff2-variations",
                 covered(inter_src, INTER_LATIN), "Inter, Latin (@fontsource): what the subset below lacks"),
        web_face("Inter Variable", "100 900", "../fonts/inter-latin-site-wght.woff2", "woff2-variations",
                 unicode_range(inter_kept), "Inter, the site's Latin characters"),
    ]
    for weight in (400, 700):
        full = PLEX / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2"
        css.append(web_face("IBM Plex Sans Arabic", str(weight), f"{plex}/{full.name}", "woff2",
                            f"{covered(full, ARABIC_TEXT)},{ARABIC_FORMS}",
                            f"IBM Plex Sans Arabic {weight}, Arabic (@fontsource): what the subset below lacks"))
        css.append(web_face("IBM Plex Sans Arabic", str(weight), f"../fonts/ibm-plex-sans-arabic-site-{weight}.woff2",
                            "woff2", unicode_range(plex_kept[weight]),
                            f"IBM Plex Sans Arabic {weight}, the Arabic block"))

    english = " ".join(strings("en"))
    arabic = " ".join(re.findall(r"[\u0600-\u06FF]+(?:\s+[\u0600-\u06FF]+)*", " ".join(strings("ar"))))
    latin_local = {400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Helvetica"],
                   700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold",
                         "Helvetica Bold"]}
    arabic_local = {400: ["DejaVu Sans", "DejaVuSans"], 700: ["DejaVu Sans Bold", "DejaVuSans-Bold"]}
    fallbacks = ["/* Written by scripts/fonts.py (do not edit). Fallbacks: the local font sized and spaced like the\n"
                 "   web font (size-adjust from the width of the site's strings; Arial's widths measured on "
                 "Liberation\n"
                 "   Sans, which has the same), drawing the first screen until fonts.css's web fonts arrive. */\n"]
    for weight in (400, 700):
        fallbacks.append(fallback_face("Inter fallback", weight, latin_local[weight], inter_src, LIBERATION[weight],
                                 english, f"{INTER_LATIN},{INTER_LATIN_EXT}", wght=weight))
    for weight in (400, 700):
        plex = PLEX / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2"
        fallbacks.append(fallback_face("IBM Plex Sans Arabic fallback", weight, arabic_local[weight], plex,
                                 DEJAVU[weight], arabic, f"{unicode_range(list(ARABIC_EXTRAS))},{ARABIC}", rtl=True))
    files[CSS] = formatted(CSS, css)
    files[FALLBACK_CSS] = formatted(FALLBACK_CSS, fallbacks)
    return files


def formatted(path: Path, parts: list[str]) -> bytes:
    """The stylesheet formatted as the frontend's own code (biome), so that `npx biome check` passes on it."""
    return subprocess.run([str(FRONTEND / "node_modules" / ".bin" / "biome"), "format",
                           f"--stdin-file-path={path.relative_to(FRONTEND)}"], input="\n".join(parts),
                          cwd=FRONTEND, capture_output=True, text=True, check=True).stdout.encode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the files differ from what would be written")
    args = parser.parse_args()
    files = build()
    stale = [p for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
    if args.check:
        for p in stale:
            print(f"out of date: {p.relative_to(ROOT)} (run scripts/fonts.py)", file=sys.stderr)
        return 1 if stale else 0
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for p, data in files.items():
        p.write_bytes(data)
        print(f"{p.relative_to(ROOT)}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
